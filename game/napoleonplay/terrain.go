package napoleonplay

import (
	"fmt"
	"math/rand/v2"

	"warboard/rules/napoleon"
)

// tileCycle is the order a tap walks through the tiles.
var tileCycle = [...]napoleon.Tile{napoleon.Plain, napoleon.Village, napoleon.Marsh, napoleon.Forest, napoleon.Hill}

// cycleTile gives q the next tile, and its mirror across the middle line
// the same, so both sides always face the same ground; with three or four
// armies its quarter turns, so every edge faces the same ground.
func (s *Session) cycleTile(q napoleon.Square) error {
	next := napoleon.Plain
	for i, t := range tileCycle {
		if t == s.cfg.Terrain[q] {
			next = tileCycle[(i+1)%len(tileCycle)]
		}
	}
	cfg := s.cfg
	same := []napoleon.Square{q, cfg.Board.Mirror(q)}
	if s.waterloo() {
		t := cfg.Board.Turn(q)
		u := cfg.Board.Turn(t)
		same = []napoleon.Square{q, t, u, cfg.Board.Turn(u)}
	}
	for _, o := range same {
		cfg.Terrain[o] = next
	}
	if err := cfg.Check(); err != nil {
		return err
	}
	s.cfg = cfg
	return nil
}

// terrainDone ends the editor. It refuses ground on which an army could
// not be set up (say, a zone of marshes and no room for the cavalry), since
// there is no way back to the editor once the set-up has begun.
func (s *Session) terrainDone() error {
	if err := s.cfg.Check(); err != nil {
		return err
	}
	army := leastConstrained(s.rule)
	for _, seat := range s.Seats() {
		// The zones are nested by how much a kind may stand on, so a random
		// set-up that places the most constrained kinds first fails only when
		// none exists.
		if _, err := napoleon.RandomSetup(s.cfg, seat, army, rand.New(rand.NewPCG(0, 0))); err != nil {
			return fmt.Errorf("the armies cannot be set up on this ground: %w", err)
		}
	}
	return s.beginSetUp()
}

// leastConstrained is the army the rule allows that is easiest to place:
// kinds with no terrain limit first, then cavalry, then cannons.
func leastConstrained(r napoleon.ArmyRule) napoleon.Army {
	var a napoleon.Army
	for _, k := range [...]napoleon.Kind{napoleon.Infantry, napoleon.General, napoleon.Drum, napoleon.Cavalry, napoleon.Cannon} {
		for r.CanAdd(a, k) == nil {
			a[k]++
		}
	}
	return a
}
