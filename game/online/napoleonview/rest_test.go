package napoleonview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// The turns played and the resting pieces a seat's view reads from the history agree
// with the rules' own memory of the three-turns rule, turn after turn, in random games
// of two armies and of Waterloo (captures and drum pushes included), where the player
// often moves the same piece again so that pieces do come to rest.
func TestRestedAsTheRulesHaveIt(t *testing.T) {
	for name := range games {
		g := gameOf(t, name)
		rests, captures := 0, 0
		for seed := uint64(1); seed <= 6; seed++ {
			m, _ := deployAll(t, g, seed)
			rng := rand.New(rand.NewPCG(seed, 7))
			lastTo := map[string]string{} // by seat
			var lastMover napoleon.Seat
			for ply := 0; ply < 120 && !m.Outcome().Over; ply++ {
				st := m.State()
				history := games[name] + "\n" + strings.Join(m.Tokens(), " ")
				for _, x := range g.Cfg.Armies.Order() {
					v, err := FromState(stateFor(t, m, x.String()), g, history)
					if err != nil {
						t.Fatalf("%s seed %d ply %d: %v", name, seed, ply, err)
					}
					if len(v.Turns) != st.Plies() || len(v.Turns) > 0 && v.Turns[len(v.Turns)-1].Seat != lastMover {
						t.Fatalf("%s seed %d: turns %+v, the last by %s", name, seed, v.Turns, lastMover)
					}
					if v.Plies != st.Plies() {
						t.Fatalf("%s seed %d: %d turns played, the rules say %d", name, seed, v.Plies, st.Plies())
					}
					for _, y := range g.Cfg.Armies.Order() {
						want := napoleon.NoSquare
						if q, n := st.LastMoved(y); n >= 2 && st.At(q) != napoleon.NoPiece && st.At(q).Seat() == y {
							want = q
						}
						if v.Rested[y] != want {
							t.Fatalf("%s seed %d ply %d, %s's view: %s rests %v, the rules say %v (history %s)",
								name, seed, ply, x, y, v.Rested[y], want, history)
						}
						if want != napoleon.NoSquare && x == y {
							rests++
						}
					}
				}
				mv := m.Moves()
				tok := mv[rng.IntN(len(mv))]
				me := m.Turn()
				lastMover, _ = g.Seat(me)
				for _, c := range mv { // the piece the seat moved last, again, more often than not
					if lastTo[me] != "" && strings.HasPrefix(c, lastTo[me]) && rng.IntN(3) > 0 {
						tok = c
						break
					}
				}
				if err := m.Play(tok); err != nil {
					t.Fatal(err)
				}
				if mm, err := napoleon.ParseMove(g.Cfg.Board, tok); err == nil {
					lastTo[me] = mm.To.String()
					if mm.Capture {
						captures++
					}
				}
			}
		}
		if rests == 0 || captures == 0 {
			t.Errorf("%s: %d rests and %d captures in the games played: the test saw too little", name, rests, captures)
		}
	}
}

// A turn's cannon turns are listed with its move; tokens that are not moves are not turns.
func TestTurnsListed(t *testing.T) {
	_, played := moves(napoleon.Board8, games["8x8 terrain"]+"\nd2-d4 c1>NE e7-e5 b1>N f2xf3 resign")
	var got []string
	for _, p := range played {
		got = append(got, p.Text)
	}
	if want := "d2-d4 c1>NE|e7-e5 b1>N|f2xf3"; strings.Join(got, "|") != want {
		t.Errorf("turns %q, want %q", got, want)
	}
}
