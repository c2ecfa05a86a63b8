package junqiai

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// oracle is a belief that knows the real position: right for 明棋, and a
// stand-in to test the search alone.
type oracle struct{ s junqi.State }

func (o oracle) Seat() junqi.Seat                       { t, _ := o.s.Turn(); return t }
func (o oracle) View() junqi.View                       { t, _ := o.s.Turn(); return o.s.View(t) }
func (o oracle) ToMove() (junqi.Seat, bool)             { return o.s.Turn() }
func (o oracle) Sample(*rand.Rand) (junqi.State, error) { return o.s, nil }

// yieldToGC lets other goroutines run between two decisions. Go's wasm has one thread and
// no preemption, so the garbage collector's mark workers run only when the goroutine
// yields: a test playing whole games decision after decision in a tight loop let the heap
// reach wasm's 4 GB under Node (the browser's worker yields between questions anyway).
func yieldToGC() { runtime.Gosched() }

// decide runs a player to the end of its decision.
func decide(t testing.TB, level string, bel belief, seed uint64) junqi.Action {
	t.Helper()
	pl, err := newPlayer(level, bel, seed)
	if err != nil {
		t.Fatalf("%s: %v", level, err)
	}
	for !pl.Step(1000) {
	}
	return pl.Action()
}

// config builds a configuration by name.
func config(name string) junqi.Config {
	switch name {
	case "2p-open":
		return junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open)
	case "2p-dark":
		return junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark)
	case "2p-flip":
		return junqi.DefaultConfig(junqi.TwoPlayer, junqi.Flip)
	case "4p-2v2-open", "4p-2v2-dark", "4p-flip":
		m := junqi.Open
		switch name {
		case "4p-2v2-dark":
			m = junqi.Dark
		case "4p-flip":
			m = junqi.Flip
		}
		c := junqi.DefaultConfig(junqi.FourCountry, m)
		c.Teams = [][]junqi.Seat{{junqi.South, junqi.North}, {junqi.East, junqi.West}}
		return c
	case "4p-ffa":
		return junqi.DefaultConfig(junqi.FourCountry, junqi.Dark)
	case "4p-ffa-flip":
		return junqi.DefaultConfig(junqi.FourCountry, junqi.Flip)
	case "4p-three":
		c := junqi.DefaultConfig(junqi.FourCountry, junqi.Dark)
		c.Seats = []junqi.Seat{junqi.South, junqi.East, junqi.North}
		return c
	}
	panic("unknown config " + name)
}

// observed is the seat's real observation.
func observed(m *junqi.Match, seat junqi.Seat) (belief, error) { return know.Observe(m, seat) }

func parseRecord(text string) (*record.Record, error) {
	return record.Parse("[Game \"junqi\"]\n" + text + "\n")
}
