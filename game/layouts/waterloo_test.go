package layouts

import (
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// waterlooCfg is three or four armies on b.
func waterlooCfg(t *testing.T, b napoleon.Board, seats string) napoleon.Config {
	t.Helper()
	a, err := napoleon.ParseArmies(seats, "")
	if err != nil {
		t.Fatal(err)
	}
	return napoleon.Config{Board: b, Options: napoleon.Options{Target: 4}, Armies: a}
}

// TestWaterlooSetUpsTurnToEachEdge: the built-in set-ups of three and four armies fit
// South's zone on the middle of its edge, and turned to each army's edge they fit its
// zone; a set-up kept from any edge reads back as South's (the same pieces, each cannon
// facing the same way as its army sees it), and turned out again gives the army's own.
func TestWaterlooSetUpsTurnToEachEdge(t *testing.T) {
	rule := napoleon.ExactArmy(napoleon.Army16)
	for _, b := range []napoleon.Board{napoleon.Board15, napoleon.WaterlooBoard4} {
		cfg := waterlooCfg(t, b, "S E N W")
		builtins := WaterlooBuiltins(cfg, rule)
		if len(builtins) < 2 {
			t.Fatalf("%s: %d built-ins", b, len(builtins))
		}
		for _, e := range builtins {
			if e.Board != BoardKey(b, true) || checkEntry(e) != nil {
				t.Fatalf("%s: built-in %q on %q: %v", b, e.Name, e.Board, checkEntry(e))
			}
			south, err := DecodeNapoleon(b, e.Text)
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North, napoleon.West} {
				ps := NapoleonFor(b, south, x)
				if err := CheckNapoleon(cfg, rule, x, ps); err != nil {
					t.Fatalf("%s %q turned to %s: %v", b, e.Name, x, err)
				}
				back, err := DecodeNapoleon(b, NapoleonText(ps))
				if err != nil || NapoleonText(back) != NapoleonText(south) {
					t.Fatalf("%s's set-up reads back as\n%s\nwant\n%s (%v)", x, NapoleonText(back), NapoleonText(south), err)
				}
			}
		}
	}
	// a cannon facing the enemy across the middle keeps doing so from every edge
	south := []napoleon.Placed{{Sq: napoleon.SquareAt(7, 0), Piece: napoleon.NewPiece(napoleon.South, napoleon.Cannon, napoleon.DirN)}}
	b := napoleon.Board15
	for x, want := range map[napoleon.Seat]napoleon.Dir{napoleon.East: napoleon.DirW, napoleon.North: napoleon.DirS, napoleon.West: napoleon.DirE} {
		if got := NapoleonFor(b, south, x)[0].Piece.Facing(); got != want {
			t.Errorf("a cannon facing north for South faces %s for %s, want %s", got, x, want)
		}
	}
	// a piece beyond East's half is refused, with its square
	if _, err := DecodeNapoleon(b, "c8=EG"); err == nil || !strings.Contains(err.Error(), "c8") {
		t.Errorf("East's general on c8: %v", err)
	}
	if k := BoardKey(b, true); k == BoardKey(b, false) || !strings.HasPrefix(k, b.String()) {
		t.Errorf("board keys %q and %q", k, BoardKey(b, false))
	}
}
