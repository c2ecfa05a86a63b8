package junqiai

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// beliefFor is how a test gives a seat its knowledge of a game in progress.
type beliefFor func(m *junqi.Match, seat junqi.Seat) (belief, error)

func oracleBelief(m *junqi.Match, seat junqi.Seat) (belief, error) { return oracle{m.State()}, nil }

// layoutFor deploys a seat for a test game: a plan, as the levels players meet deploy.
var layoutFor = know.Plan

// startState sets up a game from a seed: the same seed, the same deployments.
func startState(t testing.TB, cfg junqi.Config, seed uint64) junqi.State {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 77))
	if cfg.Mode == junqi.Flip {
		s, err := junqi.NewRandomState(cfg, r)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	s, err := junqi.NewState(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range s.Seats() {
		if err := s.Deploy(x, layoutFor(cfg, x, r)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Begin(); err != nil {
		t.Fatal(err)
	}
	return s
}

// playGame plays a game to its end: levels[seat] plays each seat. It returns
// the final state.
func playGame(t testing.TB, s junqi.State, levels [4]string, bel beliefFor, seed uint64, maxPlies int) junqi.State {
	t.Helper()
	m := junqi.NewMatch(s)
	for ply := 0; ; ply++ {
		st := m.State()
		if st.Result().Over {
			if dir := os.Getenv("WARBOARD_AI_RECORDS"); dir != "" {
				// WARBOARD_AI_RECORDS=DIR: keep every finished game's record to read it
				name := fmt.Sprintf("%s/game-%d-%s.txt", dir, seed, strings.Join(levels[:], "-"))
				if err := os.WriteFile(name, []byte(m.RecordText()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			return st
		}
		if maxPlies > 0 && ply >= maxPlies {
			t.Fatalf("no result after %d plies", ply)
		}
		seat, _ := st.Turn()
		b, err := bel(m, seat)
		if err != nil {
			t.Fatalf("ply %d: belief of %v: %v", ply, seat, err)
		}
		pl, err := newPlayer(levels[seat], b, seed+uint64(ply)*7919)
		if err != nil {
			t.Fatalf("ply %d: %s for %v: %v", ply, levels[seat], seat, err)
		}
		pl.AvoidUndoing(lastAction(m, seat))
		for !pl.Step(4096) {
		}
		if _, err := m.Apply(pl.Action()); err != nil {
			t.Fatalf("ply %d: %s for %v chose %s: %v", ply, levels[seat], seat, pl.Best(), err)
		}
	}
}

// score is the first level's points in a game: 1 for a win of its side, ½ a draw.
func score(st junqi.State, side uint8) float64 {
	r := st.Result()
	switch {
	case r.Draw:
		return 0.5
	case r.Winners&side != 0:
		return 1
	}
	return 0
}

// TestMatch plays paired games between two levels when asked:
//
//	WARBOARD_AI_MATCH="hard greedy 2p-open 10" go test -run TestMatch -v ./rules/ai/junqiai
//
// (levels A and B, a configuration, and the number of deployments; each is
// played twice, sides swapped).
func TestMatch(t *testing.T) {
	spec := os.Getenv("WARBOARD_AI_MATCH")
	if spec == "" {
		t.Skip("set WARBOARD_AI_MATCH to play a match")
	}
	var a, b, mode string
	var n int
	_, err := fmt.Sscan(spec, &a, &b, &mode, &n)
	if err != nil {
		t.Fatalf("WARBOARD_AI_MATCH=%q: %v", spec, err)
	}
	cfg := config(mode)
	bel := beliefFor(observed)
	if cfg.Mode == junqi.Open && os.Getenv("WARBOARD_AI_ORACLE") != "" {
		bel = oracleBelief // faster: no replay of the record per move
	}
	first := 0 // WARBOARD_AI_FIRST: the first deployment's number, to play other games
	if v := os.Getenv("WARBOARD_AI_FIRST"); v != "" {
		if first, err = strconv.Atoi(v); err != nil {
			t.Fatalf("WARBOARD_AI_FIRST=%q: %v", v, err)
		}
	}
	var total float64
	var w, d, l int
	for g := first; g < first+n; g++ {
		s := startState(t, cfg, uint64(g))
		for swap := 0; swap < 2; swap++ {
			var levels [4]string
			var sideA uint8
			for _, x := range s.Seats() {
				first := x == junqi.South || x == junqi.North && cfg.Board == junqi.FourCountry && cfg.Teams != nil
				if first == (swap == 0) {
					levels[x] = a
					sideA |= 1 << x
				} else {
					levels[x] = b
				}
			}
			end := playGame(t, s, levels, bel, uint64(g*2+swap), 0)
			sc := score(end, sideA)
			total += sc
			switch sc {
			case 1:
				w++
			case 0.5:
				d++
			default:
				l++
			}
			t.Logf("deployment %d swap %d: %s scores %.1f (%v %v, %d plies)", g, swap, a, sc, end.Result().Reason, end.Result().Winners, end.Ply())
		}
	}
	t.Logf("%s vs %s in %s: +%d =%d -%d, score %.1f%%", a, b, mode, w, d, l, 100*total/float64(2*n))
}

// Variants of the levels for tuning matches (tests only): "hard0" is hard
// without the evaluation's forward pull, "hard4k" counts a won sample 4000,
// "hardB" switches the blind rule.
func init() {
	h := levelParams["hard"]
	h.advance = 0
	levelParams["hard0"] = h
	h = levelParams["hard"]
	h.winCap = 4000
	levelParams["hard4k"] = h
	h = levelParams["hard"]
	h.blind = !h.blind
	levelParams["hardB"] = h
	h = levelParams["hard"]
	h.samples, h.candidates = 4, 8
	levelParams["hard-s4"] = h
	h.blind = true
	levelParams["hard-s4B"] = h
	e := levelParams["easy"]
	e.threat4p = 1
	levelParams["easyT1"] = e
	e.threat4p = 2
	levelParams["easyT2"] = e
	e = levelParams["easy"]
	e.advance = 0
	levelParams["easyA0"] = e
	e.blind = true
	levelParams["easyA0B"] = e
	n := levelParams["normal"]
	n.threat4p = 1
	levelParams["normalT1"] = n
	n.threat4p = 3
	levelParams["normalT3"] = n
	n = levelParams["normal"]
	n.blind = true
	levelParams["normalB"] = n
}

// lastAction is seat's previous action in the match (the zero Action if none).
func lastAction(m *junqi.Match, seat junqi.Seat) junqi.Action {
	bts := m.Battles()
	for i := len(bts) - 1; i >= 0; i-- {
		if bts[i].Seat == seat {
			return bts[i].Action
		}
	}
	return junqi.Action{}
}
