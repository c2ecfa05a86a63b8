package table

import (
	"strings"
	"testing"

	"warboard/game/junqiplay"
	"warboard/game/online/seatview"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestCountsFromTheSeatsSide: a seat's Count pieces is the app's own count for that seat
// (junqiplay's, from know.Observe: what the seat saw; know's own tests hold that it reads
// nothing else), not another seat's, and it does not move with where North's hidden pieces
// stand: two of them that never moved nor fought, swapped in the record (South cannot tell
// the two games apart), give South the same count. Nothing is counted in an open game,
// nor in Napoleon.
func TestCountsFromTheSeatsSide(t *testing.T) {
	for _, name := range []string{"2p dark", "4p 2v2 dark", "2p flip"} {
		t.Run(name, func(t *testing.T) {
			g, err := New(modes[name], 7)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, 4+60) // deployments, then 60 random decisions
			if g.Over() {
				t.Skip("the random game ended early")
			}
			got := g.Counts("S")
			ts, err := seatview.ParseCounts(got)
			if err != nil || len(ts) == 0 {
				t.Fatalf("South's count %q: %v", got, err)
			}
			if back := seatview.FormatCounts(ts); back != got {
				t.Fatalf("the count does not read back: %q, %q", got, back)
			}
			rec := g.Record()
			sess, err := junqiplay.FromRecord(rec, junqiplay.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if want := seatview.FormatCounts(sess.CountsAs(junqi.South)); want != got {
				t.Fatalf("count %q, the app's %q", got, want)
			}
			if name != "2p flip" && g.Counts("N") == got { // in 翻棋 both know the same: the tiles turned up
				t.Fatalf("North and South count the same: %q", got)
			}
			if name == "2p flip" {
				return // face down, nobody knows any piece: nothing to swap unseen
			}
			swapped, ok := swapUnseen(t, rec, junqi.North)
			if !ok {
				t.Skip("no two untouched pieces of North to swap")
			}
			other, err := junqiplay.FromRecord(swapped, junqiplay.Options{})
			if err != nil {
				t.Fatalf("the swapped record: %v", err)
			}
			if again := seatview.FormatCounts(other.CountsAs(junqi.South)); again != got {
				t.Fatalf("South's count depends on North's hidden ranks:\n%s\n%s", got, again)
			}
		})
	}
	for _, name := range []string{"2p open", "napoleon 8"} {
		g, err := New(modes[name], 7)
		if err != nil {
			t.Fatal(err)
		}
		play(t, g, 10)
		if c := g.Counts("S"); c != "" {
			t.Errorf("%s: counted %q", name, c)
		}
	}
}

// swapUnseen swaps the ranks of two of x's pieces (neither its flag) whose start points no
// action touched: the record another seat cannot tell from rec.
func swapUnseen(t *testing.T, rec *record.Record, x junqi.Seat) (*record.Record, bool) {
	t.Helper()
	pos, _ := rec.Tag("Position")
	ps, err := record.ParsePlacements(pos)
	if err != nil {
		t.Fatal(err)
	}
	var toks []string
	for _, mv := range rec.Moves {
		toks = append(toks, mv.Text)
	}
	played := " " + strings.Join(toks, " ") + " "
	touched := func(p string) bool {
		for _, sep := range []string{" " + p + "-", " " + p + "x", "-" + p + " ", "x" + p + " ", "@" + p + " "} {
			if strings.Contains(played, sep) {
				return true
			}
		}
		return false
	}
	a := -1
	for i, pl := range ps {
		if pl.Seat != x.String()[0] || pl.Piece == "F" || touched(pl.Point) {
			continue
		}
		if a < 0 {
			a = i
			continue
		}
		if ps[i].Piece != ps[a].Piece {
			ps[a].Piece, ps[i].Piece = ps[i].Piece, ps[a].Piece
			out := *rec
			out.Tags = append([]record.Tag(nil), rec.Tags...)
			out.SetTag("Position", record.FormatPlacements(ps))
			out.DeleteTag("Result")
			return &out, true
		}
	}
	return nil, false
}
