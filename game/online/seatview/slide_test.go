package seatview_test

import (
	"math/rand/v2"
	"testing"

	"warboard/game/online/seatview"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// sceneOf is the board of st as a seat's view holds it for SlidePath: who stands where.
func sceneOf(st *junqi.State) junqipic.Scene {
	sc := junqipic.Scene{Last: junqipic.Move{From: junqi.NoPoint, To: junqi.NoPoint}}
	for q := range sc.Pieces {
		if pc := st.At(junqi.Point(q)); !pc.Empty() {
			sc.Pieces[q] = junqipic.Piece{Present: true, Seat: pc.Seat(), Code: '?'}
		}
	}
	return sc
}

// SlidePath runs every move as the rules' Path does: a road step from end to end, a rail
// run along the railway (an engineer's turning run as long as the rules' shortest); an
// attack the mover lost, or the same last move again, slides nothing.
func TestSlidePath(t *testing.T) {
	rails, turns, lost := 0, 0, 0
	for seed := uint64(1); seed <= 12; seed++ {
		st, err := junqi.NewRandomState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open), rand.NewPCG(seed, 7))
		if err != nil {
			t.Fatal(err)
		}
		b := st.Board()
		rng := rand.New(rand.NewPCG(seed, 9))
		for ply := 0; ply < 60; ply++ {
			acts := st.Actions(nil)
			if len(acts) == 0 {
				break
			}
			before := sceneOf(&st)
			for _, a := range acts {
				if a.Kind == junqi.FlipUp {
					continue
				}
				next := st // a State is a plain value: copying it copies the game
				next.Apply(a)
				after := sceneOf(&next)
				after.Last = junqipic.Move{From: a.From, To: a.To}
				got := seatview.SlidePath(b, &before, &after)
				won := next.At(a.To).Seat() == st.At(a.From).Seat() && !next.At(a.To).Empty()
				if !won {
					if got != nil {
						t.Fatalf("%s lost or drew, slid %v", a.Notation(b), got)
					}
					lost++
					continue
				}
				want := st.Path(a)
				if want == nil {
					want = []junqi.Point{a.From, a.To}
				}
				engineer := st.At(a.From).Rank() == junqi.Engineer
				if len(got) != len(want) || got[0] != a.From || got[len(got)-1] != a.To ||
					(!engineer && !same(got, want)) {
					t.Fatalf("%s: slid %v, the rules' way is %v", a.Notation(b), got, want)
				}
				if len(want) > 2 {
					rails++
				}
				if engineer && len(want) > 2 {
					turns++
				}
				again := after
				if seatview.SlidePath(b, &after, &again) != nil {
					t.Fatalf("%s slid again on a state with the same last move", a.Notation(b))
				}
			}
			st.Apply(acts[rng.IntN(len(acts))])
		}
	}
	if rails == 0 || turns == 0 || lost == 0 {
		t.Fatalf("too few cases: %d rail runs, %d engineer runs, %d lost attacks", rails, turns, lost)
	}
}

func same(a, b []junqi.Point) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}

// BattleOf marks every fight with the outcome the rules gave it, on the point fought for,
// between the seats that met, and nothing else: a step onto a free point, the same last
// move again, or an "after" that is not one action on. A rank is named only where the
// seat (South) knew it: its own pieces, never the other seat's hidden ones.
func TestBattleOf(t *testing.T) {
	fights := map[junqipic.Outcome]int{}
	known := func(st *junqi.State) junqipic.Scene { // South's view of a dark game
		sc := sceneOf(st)
		for q := range sc.Pieces {
			if pc := st.At(junqi.Point(q)); !pc.Empty() && pc.Seat() == junqi.South {
				sc.Pieces[q].Code = pc.Rank().Code()
			}
		}
		return sc
	}
	for seed := uint64(1); seed <= 12; seed++ {
		st, err := junqi.NewRandomState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), rand.NewPCG(seed, 7))
		if err != nil {
			t.Fatal(err)
		}
		b := st.Board()
		rng := rand.New(rand.NewPCG(seed, 9))
		for ply := 0; ply < 80; ply++ {
			acts := st.Actions(nil)
			if len(acts) == 0 {
				break
			}
			before := known(&st)
			for _, a := range acts {
				next := st
				rules := next.Apply(a)
				after := known(&next)
				after.Last = junqipic.Move{From: a.From, To: a.To}
				got := seatview.BattleOf(&before, &after)
				if !rules.Fought() {
					if got.Point != junqi.NoPoint {
						t.Fatalf("%s fought nobody, marked %+v", a.Notation(b), got)
					}
					continue
				}
				want := junqipic.AttackerWon
				switch {
				case rules.AttackerRemoved && rules.DefenderRemoved:
					want = junqipic.BothRemoved
				case rules.AttackerRemoved:
					want = junqipic.DefenderWon
				}
				if got.Point != a.To || got.Outcome != want || got.Attacker != st.At(a.From).Seat() || got.Defender != st.At(a.To).Seat() {
					t.Fatalf("%s: marked %+v, the rules say outcome %d", a.Notation(b), got, want)
				}
				fights[want]++
				for _, c := range []struct {
					code byte
					pc   junqi.Piece
				}{{got.AttackerCode, st.At(a.From)}, {got.DefenderCode, st.At(a.To)}} {
					if mine := c.pc.Seat() == junqi.South; mine && c.code != c.pc.Rank().Code() || !mine && c.code != 0 {
						t.Fatalf("%s: rank %q named for %v's %s", a.Notation(b), c.code, c.pc.Seat(), c.pc.Rank().Name())
					}
				}
				again := after
				if seatview.BattleOf(&after, &again).Point != junqi.NoPoint {
					t.Fatalf("%s marked again on a state with the same last move", a.Notation(b))
				}
				odd := after
				if odd.Pieces[a.To].Present {
					odd.Pieces[a.To].Seat = junqi.East // a view that is not one action on
					if seatview.BattleOf(&before, &odd).Point != junqi.NoPoint {
						t.Fatalf("%s marked on a view that is not one action on", a.Notation(b))
					}
				}
			}
			st.Apply(acts[rng.IntN(len(acts))])
		}
	}
	if fights[junqipic.AttackerWon] == 0 || fights[junqipic.DefenderWon] == 0 || fights[junqipic.BothRemoved] == 0 {
		t.Fatalf("too few fights of a kind: %v", fights)
	}
}
