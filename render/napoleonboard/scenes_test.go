package napoleonboard

import (
	"math/rand/v2"
	"testing"

	"warboard/render/art"
	"warboard/rules/napoleon"
)

// The tests build their scenes from real positions of rules/napoleon, in the rules' own
// types as the game fills them (render/napoleonpic).

// sceneOf shows st: terrain, pieces, the side to move.
func sceneOf(st *napoleon.State, skin art.Skin) *Scene {
	b := st.Board()
	s := NewScene(b.W, b.H)
	s.Antique = skin == art.Antique
	for _, q := range b.Squares() {
		s.Terrain[q] = st.Tile(q)
	}
	for _, p := range st.Pieces() {
		putRules(s, p)
	}
	s.ShowTurn = true
	s.ToMove = st.ToMove()
	return s
}

func putRules(s *Scene, p napoleon.Placed) {
	s.Put(p.Sq, p.Piece.Seat(), p.Piece.Kind(), p.Piece.Facing())
}

// sightsOf lists every cannon's line of sight.
func sightsOf(st *napoleon.State) []Sight {
	var out []Sight
	for _, p := range st.Pieces() {
		if p.Piece.Kind() != napoleon.Cannon {
			continue
		}
		los := st.CannonLOS(p.Sq)
		// Squares from the cannon outwards: walk the facing.
		var sq []Square
		d := p.Piece.Facing()
		for q := p.Sq.Step(d); st.Board().Contains(q); q = q.Step(d) {
			if los.Has(q) {
				sq = append(sq, Square(q))
			}
		}
		out = append(out, Sight{Cannon: Square(p.Sq), Side: p.Piece.Seat(), Squares: sq})
	}
	return out
}

// select1 selects from and shows its legal moves.
func select1(st *napoleon.State, s *Scene, from napoleon.Square) {
	s.Selected = Square(from)
	for _, m := range st.LegalMoves(nil) {
		if m.From != from {
			continue
		}
		k := MoveTo
		if m.Capture {
			k = CaptureAt
		} else if m.IsPush() {
			k = PushAt
		}
		s.Targets = append(s.Targets, Target{Sq: m.To, Kind: k})
	}
}

// position deploys both armies at random on cfg and plays plies random moves, preferring
// moves forward so the armies meet. It returns the state and the last move.
func position(t testing.TB, cfg napoleon.Config, army napoleon.Army, seed uint64, plies int) (*napoleon.State, napoleon.Move) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	var all []napoleon.Placed
	for _, seat := range []napoleon.Seat{napoleon.South, napoleon.North} {
		ps, err := napoleon.RandomSetup(cfg, seat, army, rng)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ps...)
	}
	st, err := napoleon.NewState(cfg, all, napoleon.South)
	if err != nil {
		t.Fatal(err)
	}
	last := napoleon.Move{From: napoleon.NoSquare, To: napoleon.NoSquare, Push: napoleon.NoSquare}
	for i := 0; i < plies; i++ {
		ms := st.LegalMoves(nil)
		if len(ms) == 0 {
			break
		}
		// Forward moves (and captures) first: an army that advances makes a game to look at.
		best, bestScore := ms[0], -1e9
		for _, m := range ms {
			adv := m.To.Rank() - m.From.Rank()
			if st.ToMove() == napoleon.North {
				adv = -adv
			}
			score := float64(adv) + rng.Float64()*3
			if m.Capture {
				score += 4
			}
			if score > bestScore {
				best, bestScore = m, score
			}
		}
		st.Play(best)
		last = best
	}
	return &st, last
}

func showLast(s *Scene, m napoleon.Move) {
	if m.From == napoleon.NoSquare {
		return
	}
	s.Last = LastMove{From: Square(m.From), To: Square(m.To), Push: NoSquare, Capture: m.Capture}
	if m.IsPush() {
		s.Last.Push = Square(m.Push)
	}
}

// busiest is the mover's piece with the most legal moves, captures counting double.
func busiest(st *napoleon.State) napoleon.Square {
	score := map[napoleon.Square]int{}
	best, bestN := napoleon.NoSquare, -1
	for _, m := range st.LegalMoves(nil) {
		score[m.From]++
		if m.Capture {
			score[m.From] += 3
		}
		if score[m.From] > bestN {
			best, bestN = m.From, score[m.From]
		}
	}
	return best
}

type namedScene struct {
	name   string
	bottom art.Side
	scene  *Scene
}

// testScenes are the pictures the screenshot test draws at every screen size.
func testScenes(t testing.TB) []namedScene {
	var out []namedScene

	// Standard 8×8 mid-game: a selection, its targets, every line of sight.
	{
		st, last := position(t, napoleon.Standard(), napoleon.Army16, 3, 14)
		s := sceneOf(st, art.Napoleon)
		showLast(s, last)
		select1(st, s, busiest(st))
		s.ShowLOS = true
		s.Sights = sightsOf(st)
		out = append(out, namedScene{"midgame8", art.South, s})
	}
	// 8×8 on a preset map, seen by North.
	{
		cfg := napoleon.Standard()
		cfg.Terrain = napoleon.TerrainMapsFor(napoleon.Board8)[0].Terrain()
		st, last := position(t, cfg, napoleon.Army16, 11, 10)
		s := sceneOf(st, art.Napoleon)
		showLast(s, last)
		out = append(out, namedScene{"terrain8-north", art.North, s})
	}
	// The antique skin, with lines of sight.
	{
		cfg := napoleon.Standard()
		cfg.Options.Antique = true
		st, last := position(t, cfg, napoleon.Army16, 5, 12)
		s := sceneOf(st, art.Antique)
		showLast(s, last)
		select1(st, s, busiest(st))
		s.ShowLOS = true
		s.Sights = sightsOf(st)
		out = append(out, namedScene{"antique8", art.South, s})
	}
	// 10×10 set-up: South places its 30 pieces on three ranks of the valley map; North's
	// army is hidden. A few pieces are still to place.
	{
		cfg := napoleon.Config{Board: napoleon.Board10, Options: napoleon.Options{Target: 6}}
		cfg.Terrain = napoleon.TerrainMapsFor(napoleon.Board10)[1].Terrain()
		ps, err := napoleon.RandomSetup(cfg, napoleon.South, napoleon.Army30, rand.New(rand.NewPCG(2, 2)))
		if err != nil {
			t.Fatal(err)
		}
		s := NewScene(10, 10)
		for _, q := range cfg.Board.Squares() {
			s.Terrain[q] = cfg.Terrain[q]
		}
		for _, p := range ps[:24] {
			putRules(s, p)
		}
		s.Zones[art.South] = 3
		out = append(out, namedScene{"setup10", art.South, s})
	}
	// 15×15 Waterloo map, 60 pieces a side, the neutral middle rank.
	{
		cfg := napoleon.Config{Board: napoleon.Board15, Options: napoleon.Options{Target: 15}}
		cfg.Terrain = napoleon.TerrainMapsFor(napoleon.Board15)[0].Terrain()
		st, last := position(t, cfg, napoleon.Army60, 9, 16)
		s := sceneOf(st, art.Napoleon)
		showLast(s, last)
		out = append(out, namedScene{"waterloo15", art.South, s})
	}
	// A cannon being turned by touch, and a drum push being chosen, by hand.
	{
		s := NewScene(8, 8)
		s.Terrain[At(4, 3)] = napoleon.Hill
		s.Terrain[At(4, 4)] = napoleon.Hill
		s.Terrain[At(1, 4)] = napoleon.Village
		s.Terrain[At(1, 3)] = napoleon.Village
		s.Put(At(3, 2), napoleon.South, napoleon.Cannon, napoleon.DirNE)
		s.Put(At(2, 1), napoleon.South, napoleon.General, 0)
		s.Put(At(4, 1), napoleon.South, napoleon.Infantry, 0)
		s.Put(At(5, 5), napoleon.North, napoleon.Cannon, napoleon.DirSW)
		s.Put(At(6, 6), napoleon.North, napoleon.Cavalry, 0)
		s.Put(At(1, 6), napoleon.North, napoleon.Infantry, 0)
		s.Selected = At(3, 2)
		s.TurnCannon = true
		s.ShowLOS = true
		s.Sights = []Sight{
			{Cannon: At(3, 2), Side: napoleon.South, Squares: []Square{At(4, 3), At(5, 4), At(6, 5), At(7, 6)}},
			{Cannon: At(5, 5), Side: napoleon.North, Squares: []Square{At(4, 4)}},
		}
		s.ShowTurn = true
		out = append(out, namedScene{"cannonturn8", art.South, s})

		p := NewScene(8, 8)
		p.Put(At(3, 3), napoleon.South, napoleon.Drum, 0)
		p.Put(At(2, 2), napoleon.South, napoleon.Infantry, 0)
		p.Put(At(4, 5), napoleon.North, napoleon.Cavalry, 0)
		p.Put(At(5, 6), napoleon.North, napoleon.General, 0)
		p.Put(At(1, 5), napoleon.North, napoleon.Infantry, 0)
		p.Selected = At(3, 3)
		p.Targets = []Target{{Sq: At(3, 4), Kind: MoveTo}, {Sq: At(3, 5), Kind: MoveTo}, {Sq: At(2, 4), Kind: MoveTo}, {Sq: At(4, 4), Kind: MoveTo},
			{Sq: At(4, 3), Kind: MoveTo}, {Sq: At(5, 3), Kind: MoveTo}, {Sq: At(4, 5), Kind: PushAt}, {Sq: At(2, 3), Kind: MoveTo}, {Sq: At(1, 1), Kind: MoveTo}}
		p.PushLandings = []Square{At(4, 6), At(5, 5), At(3, 6)}
		p.Last = LastMove{From: At(5, 7), To: At(5, 6), Push: NoSquare, Capture: true}
		p.ShowTurn = true
		p.Put(At(0, 1), napoleon.South, napoleon.Cavalry, 0)
		p.Put(At(1, 0), napoleon.North, napoleon.Infantry, 0)
		p.Targets = append(p.Targets, Target{Sq: At(1, 0), Kind: CaptureAt})
		out = append(out, namedScene{"drumpush8", art.South, p})
	}
	// The giant fields (issue 12): four panels, 40 a side on the printed map, with a
	// selection and lines of sight; and the largest board, 32×32, with 120 pieces (60 a
	// side) on random symmetric terrain.
	{
		cfg := napoleon.Config{Board: napoleon.Board16, Options: napoleon.Options{Target: 10}}
		cfg.Terrain = napoleon.TerrainMapsFor(napoleon.Board16)[0].Terrain()
		st, last := position(t, cfg, napoleon.Army40, 4, 30)
		s := sceneOf(st, art.Napoleon)
		showLast(s, last)
		select1(st, s, busiest(st))
		s.ShowLOS = true
		s.Sights = sightsOf(st)
		out = append(out, namedScene{"giant16", art.South, s})
	}
	{
		cfg := napoleon.Config{Board: napoleon.Board32, Options: napoleon.Options{Target: 15}}
		cfg.Terrain = napoleon.RandomTerrain(cfg.Board, 128, 2, rand.New(rand.NewPCG(32, 32)))
		st, last := position(t, cfg, napoleon.ScaleArmy(60), 5, 40)
		s := sceneOf(st, art.Napoleon)
		showLast(s, last)
		select1(st, s, busiest(st))
		s.ShowLOS = true
		s.Sights = sightsOf(st)
		out = append(out, namedScene{"giant32", art.South, s})
	}
	return out
}

// giantScene is the index of the 32×32 scene in testScenes.
const giantScene = 8
