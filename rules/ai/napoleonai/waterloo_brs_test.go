package napoleonai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// waterlooRace is a free-for-all of four armies on 16x16 from a hard–greedy game
// (target 4): South has 3 points (i10, k9, l9 beyond the middle line), East 3, North and
// West none, South to move. South's infantry on d5 can step so that it threatens to
// cross next turn beside the other crossings South threatens: no single move of any
// enemy army stops them all. Best reply sees it at depth 3 (South, any one reply, South
// again). The paranoid search at hard's budget reaches depth 3 too, but with four armies
// that is South, East, North: it never sees South's second move, and plays a quiet one.
const waterlooRace = "[Board \"16x16\"]\n[Seats \"S E N W\"]\n[Options \"target=4\"]\n[Position \"a6=WK>NE b10=WK>E d1=WC d10=WC d11=WG d12=WI d13=WI d4=WI d5=SI d9=WI e1=SK>N f1=SG f14=NG f15=NK>S f8=EC f9=EI g12=EI g16=NK>SE g5=ND h15=NI h16=NK>SE h2=WD i1=SG i10=SI i15=NI i16=NG j15=NI j4=SD k1=SK>N k9=SC l14=NC l15=NC l3=EC l6=EC l7=EI l9=SC m2=SC o5=EG o8=ED p11=EK>W p13=EK>W p4=EK>W p9=EG\"]\n"

// winsAgainstAnyReply reports whether, after me's turn t, me reaches its target on its
// next turn whatever single move one enemy army makes in between (the others passing).
func winsAgainstAnyReply(s napoleon.State, t napoleon.Turn) bool {
	me := s.ToMove()
	s.PlayTrusted(t.Move, t.Turns)
	if o := s.Outcome(); o.Over {
		return o.Winner == me && !o.Draw
	}
	for _, x := range s.Armies().Order() {
		if x == me || !s.In(x) {
			continue
		}
		r := s.AsIfToMove(x)
		for _, m := range r.LegalMoves(nil) {
			after := r
			after.Play(m)
			if after.Outcome().Over || !after.In(me) {
				return false
			}
			after.PassTo(me)
			won := false
			for _, mm := range after.LegalMoves(nil) {
				last := after
				last.Play(mm)
				if o := last.Outcome(); o.Over && o.Winner == me {
					won = true
					break
				}
			}
			if !won {
				return false
			}
		}
	}
	return true
}

// Hard in a free-for-all searches by best reply and takes the race to the target: with
// every seed its turn wins against any single reply; the paranoid search (the previous
// hard, paranoidOnly) does not find such a turn.
func TestWaterlooBestReplyTakesTheRace(t *testing.T) {
	m, err := napoleon.FromRecord(waterlooRecord(t, waterlooRace))
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	if !useBRS(&st) {
		t.Fatal("a free-for-all of four armies does not search by best reply")
	}
	for seed := uint64(1); seed <= 3; seed++ {
		s := st
		turn := waterlooDecide(&s, "hard", seed, 0)
		if !winsAgainstAnyReply(st, turn) {
			t.Errorf("seed %d: hard plays %s, which a single reply stops", seed, turn)
		}
		paranoidOnly = true
		s = st
		p := waterlooDecide(&s, "hard", seed, 0)
		paranoidOnly = false
		if winsAgainstAnyReply(st, p) {
			t.Errorf("seed %d: the paranoid search plays %s and wins the race too: the test shows nothing", seed, p)
		}
		t.Logf("seed %d: best reply %s, paranoid %s", seed, turn, p)
	}
}

// Teams keep the paranoid search; a free-for-all with two armies left needs no best
// reply either.
func TestWaterlooBestReplyOnlyInFreeForAll(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"a1=SI l6=EI f12=NI\"]\n", true},
		{"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Teams \"S EN\"]\n[Position \"a1=SI l6=EI f12=NI\"]\n", false},
		{"[Board \"12x12\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n[Position \"a1=SI l6=EI f12=NI a6=WI\"]\n", false},
		{"[Board \"12x12\"]\n[Seats \"S E N W\"]\n[Position \"a1=SI l6=EI f12=NI a6=WI\"]\n", true},
	} {
		m, err := napoleon.FromRecord(waterlooRecord(t, c.text))
		if err != nil {
			t.Fatal(err)
		}
		s := m.State()
		w, _ := newWaterlooSearch(&s, "hard", rngFor(&s, 1))
		if w.brs != c.want {
			t.Errorf("%s: best reply %v, want %v", c.text, w.brs, c.want)
		}
		for _, level := range []string{"easy", "normal"} {
			if w, _ := newWaterlooSearch(&s, level, rngFor(&s, 1)); w.brs {
				t.Errorf("%s searches by best reply", level)
			}
		}
	}
}

// Best reply's decisions are deterministic for a seed and depend only on the
// observation (in Waterloo, after the set-up, the whole record is public): the same
// record, asked twice, read back from its text, or stepped by the app in slices of any
// size, gives the same turn; on random free-for-all positions every turn is legal.
func TestWaterlooBestReplyDeterministic(t *testing.T) {
	budgetDivisor = 4
	defer func() { budgetDivisor = 1 }()
	rng := rand.New(rand.NewPCG(19, 29))
	checked := 0
	for i := 0; checked < 8 && i < 200; i++ {
		rec := randomWaterlooRecord(t, rng)
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		st := m.State()
		if st.Outcome().Over || !useBRS(&st) {
			continue
		}
		checked++
		seat := m.Turn()
		first, err := Decide(rec, seat, "hard", uint64(i), 0)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Decide(rec, seat, "hard", uint64(i), 0)
		back, err := record.Parse(rec.String())
		if err != nil {
			t.Fatal(err)
		}
		reread, _ := Decide(back, seat, "hard", uint64(i), 0)
		if again != first || reread != first {
			t.Errorf("%d: %q, asked again %q, read back %q", i, first, again, reread)
		}
		for _, work := range []int{1, 97, 5000} {
			th, err := New(m, st.ToMove(), "hard", uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			for !th.Step(work) {
			}
			if got := th.Best(); got != first {
				t.Errorf("%d: stepped by %d %q, Decide %q", i, work, got, first)
			}
		}
		if err := m.Play(first); err != nil {
			t.Errorf("%d: %q is not legal: %v", i, first, err)
		}
	}
	if checked < 8 {
		t.Fatalf("only %d free-for-all positions", checked)
	}
}
