package seatview

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/game/junqiplay"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestMarksFollowTheirPieces: South marks every piece of North in a random dark game; after
// each batch of tokens the marks are followed from the board South sees. A mark is never
// on another piece than the one it was put on (the referee's Follow of the piece
// identities says which is which); told one token at a time, no mark of a piece still
// hidden on the board is lost; in batches, marks may go but are never moved wrongly.
func TestMarksFollowTheirPieces(t *testing.T) {
	for _, batch := range []int{1, 3, 8} {
		for seed := uint64(1); seed <= 10; seed++ {
			m, text := darkMatch(t, junqi.TwoPlayer)
			jm := m.(*junqi.Match)
			rec, _ := record.Parse(text)
			start, err := junqi.FromRecord(rec)
			if err != nil {
				t.Fatal(err)
			}
			st0 := start.State()
			j, err := FromState(state(t, m, "S"), junqi.TwoPlayer, "")
			if err != nil {
				t.Fatal(err)
			}
			var marks Marks
			ids := junqiplay.Follow(&st0, nil)
			who := map[junqi.Point]junqi.Point{} // the mark's point → its piece's identity, as put
			for p := junqi.Point(0); int(p) < junqi.BoardOf(junqi.TwoPlayer).N; p++ {
				if j.Markable(p) && p%2 == 0 { // every other one: a mark must not pass to an unmarked piece
					if !marks.Set(&j, p, '9') {
						t.Fatalf("cannot mark %v", p)
					}
					who[p] = ids[p]
				} else if pc := j.Scene.Pieces[p]; pc.Present && pc.Seat == junqi.South && marks.Set(&j, p, '9') {
					t.Fatalf("marked South's own piece on %v", p)
				}
			}
			if len(marks.At) < 8 {
				t.Fatalf("%d marks on North's pieces", len(marks.At))
			}
			who0 := map[junqi.Point]junqi.Point{}
			for p, w := range who {
				who0[p] = w
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			history := strings.TrimSpace(text) + "\n\n"
			for ply := 0; ply < 160 && m.Result() == "ongoing"; {
				for i := 0; i < batch && m.Result() == "ongoing"; i++ {
					mv := m.Moves()
					tok := mv[rng.IntN(len(mv))]
					if err := jm.Play(tok); err != nil {
						t.Fatal(err)
					}
					history += tok + " "
					ply++
				}
				j, err = FromState(state(t, m, "S"), junqi.TwoPlayer, "")
				if err != nil {
					t.Fatal(err)
				}
				marks.Follow(&j, junqi.TwoPlayer, history)
				ids = junqiplay.Follow(&st0, jm.Battles())
				moved := map[junqi.Point]junqi.Point{}
				for p := range marks.At {
					if !j.Markable(p) {
						t.Fatalf("batch %d seed %d ply %d: a mark on %v, which South may not mark", batch, seed, ply, p)
					}
					id := ids[p]
					found := hadMark(who, id)
					moved[p] = id
					if !found {
						t.Fatalf("batch %d seed %d ply %d: the mark on %v is on piece %v, never marked", batch, seed, ply, p, id)
					}
				}
				who = moved
				if batch == 1 {
					// every North piece still on the board, hidden, keeps its mark
					for p := junqi.Point(0); int(p) < junqi.BoardOf(junqi.TwoPlayer).N; p++ {
						if _, ok := marks.At[p]; j.Markable(p) && !ok && hadMark(who0, ids[p]) {
							t.Fatalf("seed %d ply %d: the mark of the hidden piece on %v is lost (%s)", seed, ply, p, history[len(text):])
						}
					}
				}
			}
		}
	}
}

func TestMarksTakeBackStringAndParse(t *testing.T) {
	m, text := darkMatch(t, junqi.TwoPlayer)
	j, _ := FromState(state(t, m, "S"), junqi.TwoPlayer, "")
	var marks Marks
	n, _ := junqi.BoardOf(junqi.TwoPlayer).PointByName("c10")
	if !marks.Set(&j, n, 'B') {
		t.Fatal("cannot mark c10")
	}
	s := marks.String(junqi.TwoPlayer)
	if s != "0 c10=NB" {
		t.Fatalf("String: %q", s)
	}
	back, err := ParseMarks(junqi.TwoPlayer, s, junqiplay.ValidMark)
	if err != nil || back.String(junqi.TwoPlayer) != s {
		t.Fatalf("ParseMarks(%q) = %v, %v", s, back, err)
	}
	for _, bad := range []string{"", "x", "-1", "3 z9=NB", "3 c9=XB", "3 c9=NZ", "3 c9"} {
		if _, err := ParseMarks(junqi.TwoPlayer, bad, junqiplay.ValidMark); err == nil {
			t.Errorf("ParseMarks(%q) accepted", bad)
		}
	}
	// a take back (fewer tokens than the marks followed) drops them: where pieces went
	// back to is not told
	marks.Ply = 4
	if !marks.Follow(&j, junqi.TwoPlayer, text) || len(marks.At) != 0 {
		t.Fatalf("after a take back: %v", marks.At)
	}
	if !marks.Set(&j, n, 0) || marks.Set(&j, 0, '9') {
		t.Error("clearing a mark, or marking South's own a1")
	}
}

// hadMark reports whether the piece id was marked (who: the marks' points → identities).
func hadMark(who map[junqi.Point]junqi.Point, id junqi.Point) bool {
	for _, w := range who {
		if w == id {
			return true
		}
	}
	return false
}
