package napoleonview

import (
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// A turn built by taps, written by Turn, is rebuilt by Resume in a fresh view of the same
// state (a reload); a text that is not a turn of this state changes nothing.
func TestResumeTurn(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	for seed := uint64(1); seed < 40; seed++ {
		m, _ := deployAll(t, g, seed)
		st := stateFor(t, m, m.Turn())
		v, err := FromState(st, g, "")
		if err != nil {
			t.Fatal(err)
		}
		// a move, then a cannon turned (a cannon that is not the moving piece)
		mv, _ := napoleon.ParseMove(g.Cfg.Board, v.Moves[0])
		v.Tap(mv.From)
		v.Tap(mv.To)
		if mv.IsPush() {
			v.Tap(mv.Push)
		}
		if !v.Moved() {
			t.Fatalf("seed %d: %s not made by taps", seed, v.Moves[0])
		}
		turned := false
		for q, pc := range v.Scene.Pieces {
			if pc.Present && pc.Kind == napoleon.Cannon && pc.Side == v.Seat {
				v.Tap(napoleon.Square(q))
				if err := v.Face((pc.Facing + 2) % 8); err != nil {
					t.Fatal(err)
				}
				turned = true
				break
			}
		}
		if !turned {
			continue
		}
		turn := v.Turn()
		fresh, err := FromState(st, g, "")
		if err != nil {
			t.Fatal(err)
		}
		if err := fresh.Resume(turn); err != nil {
			t.Fatalf("Resume(%q): %v", turn, err)
		}
		if fresh.Turn() != turn || !fresh.Moved() || !fresh.Changed() {
			t.Fatalf("resumed %q, want %q", fresh.Turn(), turn)
		}
		if fresh.Scene.Pieces != v.Scene.Pieces {
			t.Error("the resumed turn draws another board")
		}
		for _, bad := range []string{"", "z9-z8", turn + " " + turn, v.Moves[0] + " a1>XX", v.Moves[0] + " " + mv.From.String() + ">N"} {
			w, _ := FromState(st, g, "")
			if err := w.Resume(bad); err == nil && bad != "" {
				t.Errorf("Resume(%q) taken as %q", bad, w.Turn())
			}
			if w.Moved() || w.Turn() != "" {
				t.Errorf("Resume(%q) left %q built", bad, w.Turn())
			}
		}
		for _, x := range g.Cfg.Armies.Order() {
			if x.String() == m.Turn() {
				continue
			}
			w, _ := FromState(stateFor(t, m, x.String()), g, "")
			if err := w.Resume(turn); err == nil {
				t.Errorf("%s, not to move, resumed a turn", x)
			}
		}
		return
	}
	t.Skip("no cannon in 40 set-ups")
}

// A set-up rearranged by taps is put back by Resume in a fresh random one (a reload), and
// so is one placed in part from the reserve; a list that is not a set-up of the seat
// changes nothing.
func TestResumeDeployment(t *testing.T) {
	for _, name := range []string{"8x8 terrain", "waterloo 3"} {
		g := gameOf(t, name)
		x := g.Cfg.Armies.Order()[0]
		d, err := NewDeployment(g, x, 3)
		if err != nil {
			t.Fatal(err)
		}
		other, err := NewDeployment(g, x, 4)
		if err != nil {
			t.Fatal(err)
		}
		if other.List() == d.List() {
			t.Fatalf("%s: two seeds, one set-up", name)
		}
		if err := other.Resume(d.List()); err != nil || other.List() != d.List() {
			t.Fatalf("%s: Resume: %v, %q want %q", name, err, other.List(), d.List())
		}
		before := other.List()
		half := strings.Join(strings.Fields(d.List())[:2], " ")
		y := otherSeat(g, x)
		foreign, _ := NewDeployment(g, y, 5)
		for _, bad := range []string{"", "nonsense", foreign.List()} {
			if err := other.Resume(bad); err == nil {
				t.Errorf("%s: Resume(%q) taken", name, bad)
			}
			if other.List() != before {
				t.Errorf("%s: Resume(%q) changed the set-up", name, bad)
			}
		}
		if err := other.Resume(half); err != nil || other.List() != half {
			t.Errorf("%s: a part-placed set-up resumed as %q (%v), want %q", name, other.List(), err, half)
		}
	}
}
