package napoleon

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// variantConfig picks a game from v's bits: board and army, terrain, options.
func variantConfig(v uint8, rng *rand.Rand) (Config, ArmyRule) {
	p := ArmyPresets[int(v)%len(ArmyPresets)]
	cfg := Config{Board: p.Board, Options: Options{Target: SuggestTarget(4, p.Rule.Size())}}
	switch v >> 3 & 3 {
	case 1:
		if maps := TerrainMapsFor(p.Board); len(maps) > 0 {
			cfg.Terrain = maps[rng.IntN(len(maps))].Terrain()
		}
	case 2, 3:
		ranks, _ := ZoneRanks(p.Board, p.Rule.Size())
		cfg.Terrain = RandomTerrain(p.Board, 2+rng.IntN(12), ranks, rng)
	}
	cfg.Options.DrumsScare = v&0x20 != 0
	cfg.Options.DrumPush = v&0x40 != 0
	if v&0x80 != 0 && v>>3&3 == 0 {
		cfg.Options.Antique = true
	}
	if rng.IntN(4) == 0 {
		cfg.Options.TurnLimit = 1 + rng.IntN(100)
	}
	if rng.IntN(3) == 0 {
		cfg.Options.Target = 1 + rng.IntN(8)
	}
	return cfg, p.Rule
}

// checkInvariants: one piece per square with walls intact, drums never
// removed, pieces only ever removed one at a time by captures, no piece on
// a tile its rule forbids, points and hash kept up to date.
func checkInvariants(s *State, before *State, m Move) error {
	b := s.Board()
	var count, prevCount [2][numKinds]int
	for q := 0; q < NumSquares; q++ {
		p := s.cells[q]
		if !b.Contains(Square(q)) {
			if p != wall {
				return fmt.Errorf("off-board cell %d overwritten: %v", q, p)
			}
			continue
		}
		if p == wall {
			return fmt.Errorf("wall on the board at %s", Square(q))
		}
		if p != NoPiece {
			if p.Kind() == NoKind || p.Kind() >= numKinds {
				return fmt.Errorf("bad piece %x on %s", uint8(p), Square(q))
			}
			if why := forbiddenTile(p.Kind(), s.tiles[q]); why != "" {
				return fmt.Errorf("%s: %s", Square(q), why)
			}
			count[p.Seat()][p.Kind()]++
		}
		if pp := before.cells[q]; pp != NoPiece && pp != wall {
			prevCount[pp.Seat()][pp.Kind()]++
		}
	}
	removed := 0
	for seat := 0; seat < 2; seat++ {
		if count[seat][Drum] != prevCount[seat][Drum] {
			return fmt.Errorf("a drum was removed by %s", m)
		}
		for k := General; k < numKinds; k++ {
			if d := prevCount[seat][k] - count[seat][k]; d < 0 {
				return fmt.Errorf("%s appeared after %s", k, m)
			} else {
				removed += d
			}
		}
	}
	if removed != 0 && !(removed == 1 && m.Capture) {
		return fmt.Errorf("%d pieces removed by %s", removed, m)
	}
	if m.Capture && removed != 1 {
		return fmt.Errorf("capture %s removed %d", m, removed)
	}
	pts := s.points
	s.recount()
	if pts != s.points {
		return fmt.Errorf("points %v, recounted %v", pts, s.points)
	}
	if h := s.computeHash(); h != s.hash {
		return fmt.Errorf("hash drifted after %s", m)
	}
	return nil
}

// randomGameChecked plays one random game of variant v from seed, checking
// every move against CheckMove, the notation, and the invariants.
func randomGameChecked(tb testing.TB, seed uint64, v uint8, maxPlies int) {
	rng := rand.New(rand.NewPCG(seed, uint64(v)))
	cfg, rule := variantConfig(v, rng)
	var all []Placed
	for seat := South; seat <= North; seat++ {
		army, err := RandomArmy(rule, rng)
		if err != nil {
			tb.Fatal(err)
		}
		ps, err := RandomSetup(cfg, seat, army, rng)
		if err != nil {
			tb.Fatalf("variant %d: %v", v, err)
		}
		all = append(all, ps...)
	}
	s, err := NewState(cfg, all, Seat(rng.IntN(2)))
	if err != nil {
		tb.Fatal(err)
	}
	b := cfg.Board
	var buf [1024]Move
	for ply := 0; ply < maxPlies; ply++ {
		moves := s.LegalMoves(buf[:0])
		if o := s.Outcome(); o.Over != (len(moves) == 0) {
			tb.Fatalf("outcome %s with %d moves", o, len(moves))
		} else if len(moves) == 0 {
			if !s.outcome.Over && (o.Reason != NoMoves || o.Winner != s.toMove.Other()) {
				tb.Fatalf("no moves: outcome %s", o)
			}
			return
		}
		// a random probe: CheckMove agrees with the generator
		probe := Move{SquareAt(rng.IntN(b.W), rng.IntN(b.H)), SquareAt(rng.IntN(b.W), rng.IntN(b.H)), NoSquare, rng.IntN(2) == 0}
		if rng.IntN(8) == 0 {
			probe.Push = SquareAt(rng.IntN(b.W), rng.IntN(b.H))
		}
		inList := false
		for _, x := range moves {
			if x == probe {
				inList = true
			}
		}
		if (s.CheckMove(probe) == nil) != inList {
			tb.Fatalf("CheckMove(%s) disagrees with the generator (listed: %v)", probe, inList)
		}
		m := moves[rng.IntN(len(moves))]
		if err := s.CheckMove(m); err != nil {
			tb.Fatalf("generated move %s refused: %v", m, err)
		}
		pm, err := ParseMove(b, m.String())
		if err != nil || pm != m {
			tb.Fatalf("notation round trip of %s: %v %v", m, pm, err)
		}
		before := s
		var turns []CannonTurn
		if rng.IntN(4) == 0 {
			next := s
			next.applyMove(m)
			for _, p := range next.Pieces() {
				if p.Piece.Kind() == Cannon && p.Piece.Seat() == s.toMove && rng.IntN(2) == 0 {
					turns = append(turns, CannonTurn{p.Sq, Dir(rng.IntN(8))})
				}
			}
		}
		if err := s.PlayTurn(Turn{m, turns}); err != nil {
			tb.Fatalf("PlayTurn(%s): %v", m, err)
		}
		if err := checkInvariants(&s, &before, m); err != nil {
			tb.Fatalf("variant %d seed %d ply %d: %v\n%s", v, seed, ply, err, before.Position())
		}
		// the outcome is decided as the rules say
		o := s.Outcome()
		mover := before.toMove
		switch {
		case s.Points(mover) >= s.Target():
			if o.Winner != mover || o.Reason != Target {
				tb.Fatalf("mover reached the target, outcome %s", o)
			}
		case s.Points(mover.Other()) >= s.Target():
			if o.Winner != mover.Other() || o.Reason != Target {
				tb.Fatalf("other seat reached the target, outcome %s", o)
			}
		case o.Over && o.Reason == NoMoves:
			if o.Winner != mover || s.HasLegalMove() {
				tb.Fatalf("nomoves outcome %s with moves", o)
			}
		case !o.Over && !s.HasLegalMove():
			tb.Fatalf("ongoing without a legal move")
		}
	}
}

func TestRandomGamesEveryVariant(t *testing.T) {
	n := 0
	for v := 0; v < 256; v++ {
		randomGameChecked(t, uint64(v)*7919, uint8(v), 300)
		n++
	}
	if n != 256 {
		t.Fatal("not every variant ran")
	}
}
