package know

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

var (
	sn = [][]junqi.Seat{{junqi.South, junqi.North}, {junqi.East, junqi.West}}
)

// hiddenConfigs are the games where a seat does not see everything.
func hiddenConfigs() []junqi.Config {
	c := func(k junqi.BoardKind, m junqi.Mode, f func(*junqi.Config)) junqi.Config {
		cfg := junqi.DefaultConfig(k, m)
		if f != nil {
			f(&cfg)
		}
		return cfg
	}
	return []junqi.Config{
		c(junqi.TwoPlayer, junqi.Dark, nil),
		c(junqi.TwoPlayer, junqi.Dark, func(c *junqi.Config) { c.BattleReveal = true }),
		c(junqi.FourCountry, junqi.Dark, nil),
		c(junqi.FourCountry, junqi.Dark, func(c *junqi.Config) { c.Teams = sn }),
		c(junqi.FourCountry, junqi.Dark, func(c *junqi.Config) { c.Teams = sn; c.AlliesSee = true }),
		c(junqi.FourCountry, junqi.Dark, func(c *junqi.Config) { c.Teams = sn; c.BattleReveal = true }),
		c(junqi.FourCountry, junqi.Dark, func(c *junqi.Config) { c.Seats = []junqi.Seat{junqi.South, junqi.East, junqi.West} }),
		c(junqi.TwoPlayer, junqi.Flip, nil),
		c(junqi.FourCountry, junqi.Flip, nil),
		c(junqi.FourCountry, junqi.Flip, func(c *junqi.Config) { c.Teams = sn }),
	}
}

func cfgName(c junqi.Config) string {
	s := fmt.Sprintf("%v-%v", c.Board, c.Mode)
	if c.Teams != nil {
		s += "-2v2"
	}
	if len(c.Seats) == 3 {
		s += "-3p"
	}
	if c.BattleReveal {
		s += "-reveal"
	}
	if c.AlliesSee {
		s += "-allies"
	}
	return s
}

// randomGame deploys at random and plays up to n random actions, attacks
// preferred half of the time so battles happen. It gives back the start.
func randomGame(t testing.TB, cfg junqi.Config, seed uint64, n int) (*junqi.Match, junqi.State) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 77))
	s, err := junqi.NewRandomState(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	m := junqi.NewMatch(s)
	playRandomly(t, m, r, n, 200)
	return m, s
}

// playRandomly plays up to n random actions of m, attacks preferred half of the
// time so battles happen; on the four-country board a seat resigns one time in
// resignOdds.
func playRandomly(t testing.TB, m *junqi.Match, r *rand.Rand, n, resignOdds int) {
	t.Helper()
	var buf [junqi.MaxActions]junqi.Action
	for i := 0; i < n; i++ {
		st := m.State()
		if st.Result().Over {
			break
		}
		acts := st.Actions(buf[:0])
		a := acts[r.IntN(len(acts))]
		if r.IntN(2) == 0 {
			for _, b := range acts {
				if b.Kind == junqi.Attack && r.IntN(3) == 0 {
					a = b
					break
				}
			}
		}
		if r.IntN(resignOdds) == 0 && st.BoardKind() == junqi.FourCountry {
			if err := m.Play("resign"); err == nil {
				continue
			}
		}
		if _, err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// seen is one token as seat saw it: the view after it and the fighters'
// ranks BattleKnown lets it know.
type seen struct {
	view     junqi.View
	att, def junqi.Rank
}

// history is everything seat saw along the tokens from start.
func history(start junqi.State, tokens []string, seat junqi.Seat) ([]seen, error) {
	m := junqi.NewMatch(start)
	s := m.State()
	out := []seen{{view: s.View(seat)}}
	for _, tok := range tokens {
		before := m.State()
		if err := m.Play(tok); err != nil {
			return out, fmt.Errorf("%s: %v", tok, err)
		}
		after := m.State()
		sn := seen{view: after.View(seat)}
		if tok != "resign" && tok != "draw" {
			bts := m.Battles()
			bt := bts[len(bts)-1]
			ka, kd := before.BattleKnown(seat, bt)
			if ka {
				sn.att = bt.Attacker.Rank()
			}
			if kd {
				sn.def = bt.Defender.Rank()
			}
		}
		out = append(out, sn)
	}
	return out, nil
}

// indistinguishable reports where seat could first tell the two games apart ("" if nowhere).
func indistinguishable(a, b junqi.State, tokens []string, seat junqi.Seat) string {
	ha, erra := history(a, tokens, seat)
	hb, errb := history(b, tokens, seat)
	for i := 0; i < len(ha) && i < len(hb); i++ {
		if ha[i] != hb[i] {
			tok := "start"
			if i > 0 {
				tok = tokens[i-1]
			}
			return fmt.Sprintf("after %d of %d (%s): %s", i, len(tokens), tok, viewDiff(ha[i], hb[i]))
		}
	}
	if erra != nil {
		return "first game: " + erra.Error()
	}
	if errb != nil {
		return "second game: " + errb.Error()
	}
	return ""
}

func viewDiff(a, b seen) string {
	va, vb := a.view, b.view
	out := ""
	bd := junqi.BoardOf(va.Board)
	for p := 0; p < bd.N; p++ {
		if va.Squares[p] != vb.Squares[p] {
			out += fmt.Sprintf(" %s:%v/%v", bd.Name(junqi.Point(p)), va.Squares[p], vb.Squares[p])
		}
	}
	if va.Turn != vb.Turn || va.TurnKnown != vb.TurnKnown {
		out += fmt.Sprintf(" turn %v/%v", va.Turn, vb.Turn)
	}
	if va.Out != vb.Out {
		out += fmt.Sprintf(" out %b/%b", va.Out, vb.Out)
	}
	if va.Result != vb.Result {
		out += fmt.Sprintf(" result %+v/%+v", va.Result, vb.Result)
	}
	if va.NoCapture != vb.NoCapture {
		out += fmt.Sprintf(" nocapture %d/%d", va.NoCapture, vb.NoCapture)
	}
	if a.att != b.att || a.def != b.def {
		out += fmt.Sprintf(" fighters %v %v / %v %v", a.att, a.def, b.att, b.def)
	}
	return out
}
