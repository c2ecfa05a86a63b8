package junqiai

import "testing"

// testdata/4p-dark-open-way.txt: hard (S, with N) against normal in 4p 2v2
// 暗棋 (seeds 2000, pair 1, game 0, cut at action 92). E's unseen 工兵 on Ec2
// runs the railway onto S's landmine on Sb2 beside the flag unless S's bomb
// on Sc5 stands in its way. Without the open approaches on the four-country
// board hard moved its 团长 Se2-Ea2, E took the landmine and then the flag.
// With them (params.approaches4p, off for hard: see player.go) hard blocks
// the way on more seeds; the test counts, over seeds 1–5, the answers after
// which Ec2xSb2 is legal.
func TestApproachesFourCountry(t *testing.T) {
	m := sandayiRecord(t, "testdata/4p-dark-open-way.txt")
	st := m.State()
	left := func() int {
		n := 0
		for seed := uint64(1); seed <= 5; seed++ {
			after := st
			a, err := after.ParseAction(decideObs(t, m, "hard", seed))
			if err != nil {
				t.Fatal(err)
			}
			after.Apply(a)
			if _, err := after.ParseAction("Ec2xSb2"); err == nil {
				n++
			}
		}
		return n
	}
	var with, without int
	withHard(func(p *params) { p.approaches4p = true }, func() { with = left() })
	withHard(func(p *params) { p.approaches4p = false }, func() { without = left() })
	if with >= without {
		t.Errorf("the way to Sb2 left open on %d seeds of 5 with the term, %d without", with, without)
	}
}

// approaches4p turns the term on in 2v2 暗棋 on the four-country board only:
// not in free-for-all or 三打一, nor in 明棋; hard has it off (player.go), so
// on the four-country board it plays as before.
func TestApproachesFourCountryWhere(t *testing.T) {
	cases := []struct {
		cfg      string
		on, want bool
	}{{"4p-2v2-dark", true, true}, {"4p-2v2-open", true, false}, {"4p-ffa", true, false}, {"2p-dark", true, true},
		{"4p-2v2-dark", false, false}, {"2p-dark", false, true}}
	for _, c := range cases {
		withHard(func(p *params) { p.approaches4p = c.on }, func() {
			s := startState(t, config(c.cfg), 1)
			pl, err := newPlayer("hard", oracle{s}, 1)
			if err != nil {
				t.Fatal(err)
			}
			if got := pl.ev.approaches; got != c.want {
				t.Errorf("%s, approaches4p %v: approaches %v, want %v", c.cfg, c.on, got, c.want)
			}
		})
	}
}
