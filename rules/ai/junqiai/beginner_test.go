package junqiai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// Easy's second-best moves (beginner.go): in a quiet 2p 明棋 position (no
// piece in reach of another), easy ends on another candidate than its best
// on some decisions and not on most; each slip is a candidate searched as
// deep as the best and scored within the margin of it.
func TestEasySlipsOnQuietMoves(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF a1=SM c1=SM a3=S2 c3=S5 e3=S4 d2=S9 b12=NF a12=NM c12=NM a10=N3 c10=N5 e10=N4 d11=N9"]`)
	s := m.State()
	const n = 40
	slipped := 0
	for seed := uint64(1); seed <= n; seed++ {
		b, ok := beginnerSlips(&s, false)
		if !ok || b.slip == 0 {
			t.Fatalf("no slips in 2p 明棋: %+v", b)
		}
		pl, err := newPlayer("easy", oracle{s}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if pl.p.slip != b.slip || pl.p.slipMargin != b.margin {
			t.Fatalf("seed %d: slip %v margin %v, want the table's %+v", seed, pl.p.slip, pl.p.slipMargin, b)
		}
		ref, err := newPlayer("easy", oracle{s}, seed)
		if err != nil {
			t.Fatal(err)
		}
		ref.p.slip = 0 // the same decision without the slip (it draws last)
		for !pl.Step(1 << 30) {
		}
		for !ref.Step(1 << 30) {
		}
		if pl.Action() == ref.Action() {
			continue
		}
		slipped++
		i, best := pl.best, ref.best
		if pl.acts[best].Kind == junqi.Attack {
			t.Errorf("seed %d: slipped off the attack %s", seed, pl.acts[best].Notation(pl.b))
		}
		if pl.depth[i] != pl.depth[best] || pl.score[i] < pl.score[best]-b.margin {
			t.Errorf("seed %d: slipped to %s (depth %d, %.1f) from %s (depth %d, %.1f)", seed,
				pl.Best(), pl.depth[i], pl.score[i], pl.acts[best].Notation(pl.b), pl.depth[best], pl.score[best])
		}
	}
	// the chance is b.slip (a half) where a close candidate exists
	if slipped < n/10 || slipped > n*3/4 {
		t.Errorf("easy slipped on %d of %d decisions, want between %d and %d", slipped, n, n/10, n*3/4)
	}
	t.Logf("easy slipped on %d of %d decisions", slipped, n)
}

// Easy still takes a free piece most of the time (2p 明棋): its short sight
// sees the capture, and it never slips off an attack.
func TestEasyTakesAFreePiece(t *testing.T) {
	m := loadRecord(t, `[Board "2p"]
[Position "b1=SF c5=S6 c6=N4 a7=N8 b12=NF d12=NM"]`)
	took := 0
	const n = 20
	for seed := uint64(0); seed < n; seed++ {
		if decideObs(t, m, "easy", seed) == "c5xc6" {
			took++
		}
	}
	if took < n*3/4 {
		t.Errorf("easy took the free piece on %d of %d seeds", took, n)
	}
	t.Logf("easy took the free piece on %d of %d seeds", took, n)
}

// Easy takes no move straight back, slip or not: across decisions in the
// 2p 明棋 opening told their previous move, none undoes it.
func TestEasyDoesNotShuffle(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := startState(t, config("2p-open"), seed)
		var buf [junqi.MaxActions]junqi.Action
		var moves []junqi.Action
		for _, a := range s.Actions(buf[:0]) {
			if a.Kind == junqi.MoveTo {
				moves = append(moves, a)
			}
		}
		// pretend the seat just came from where one of its moves goes
		prev := moves[int(seed)%len(moves)]
		pl, err := newPlayer("easy", oracle{s}, seed)
		if err != nil {
			t.Fatal(err)
		}
		pl.AvoidUndoing(junqi.Action{From: prev.To, To: prev.From, Kind: junqi.MoveTo})
		for !pl.Step(1 << 30) {
		}
		if pl.Action() == prev && pl.best != pl.cands[0] {
			t.Errorf("seed %d: easy slipped onto taking back its move %s", seed, pl.Best())
		}
	}
}

// Easy answers a legal action in every mode, from random positions (random
// deployments or deals, then random actions), with its whole budget.
func TestEasyAlwaysLegal(t *testing.T) {
	for _, mode := range allModes {
		for seed := uint64(1); seed <= 3; seed++ {
			r := rand.New(rand.NewPCG(seed, 26))
			s, err := junqi.NewRandomState(config(mode), r)
			if err != nil {
				t.Fatal(err)
			}
			m := junqi.NewMatch(s)
			var buf [junqi.MaxActions]junqi.Action
			for range 10 + r.IntN(60) {
				cur := m.State()
				acts := cur.Actions(buf[:0])
				if len(acts) == 0 || cur.Result().Over {
					break
				}
				if _, err := m.Apply(acts[r.IntN(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			st := m.State()
			if st.Result().Over {
				continue
			}
			seat, _ := st.Turn()
			obs, err := know.Observe(m, seat)
			if err != nil {
				t.Fatal(err)
			}
			pl, err := New("easy", obs, seed)
			if err != nil {
				t.Fatalf("%s seed %d: %v", mode, seed, err)
			}
			for !pl.Step(1 << 30) {
			}
			if !st.Legal(pl.Action()) {
				t.Errorf("%s seed %d: easy chose %s, not legal in %s", mode, seed, pl.Best(), st.PositionString())
			}
		}
	}
}
