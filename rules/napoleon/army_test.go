package napoleon

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestArmies(t *testing.T) {
	cases := []struct {
		army Army
		text string
		size int
	}{
		{Army16, "2G 1D 6I 4C 3K", 16},
		{Army20, "2G 1D 8I 5C 4K", 20},
		{Army30, "4G 2D 11I 7C 6K", 30},
		{Army60, "8G 4D 22I 15C 11K", 60},
	}
	for _, c := range cases {
		if c.army.String() != c.text || c.army.Size() != c.size {
			t.Errorf("%v: %s %d", c.army, c.army.String(), c.army.Size())
		}
	}
}

func TestZoneRanks(t *testing.T) {
	cases := []struct {
		board Board
		size  int
		ranks int
		ok    bool
	}{
		{Board8, 16, 2, true},  // the standard set-up: first two ranks
		{Board8, 20, 3, true},  // 20 pieces on 8x8: three ranks
		{Board10, 20, 2, true}, // 20 pieces on 10x10
		{Board10, 30, 3, true}, // 3-rank armies on 10x10
		{Board15, 60, 4, true}, // 4-rank armies on 15x15
		{Board8, 17, 3, true},  // the fewest ranks that hold the army
		{Board8, 33, 0, false}, // would cross the middle line
		{Board{15, 7}, 45, 3, true},
		{Board{15, 7}, 46, 0, false},
	}
	for _, c := range cases {
		n, err := ZoneRanks(c.board, c.size)
		if (err == nil) != c.ok || n != c.ranks {
			t.Errorf("%s %d: %d %v", c.board, c.size, n, err)
		}
	}
	for _, p := range ArmyPresets {
		if _, err := ZoneRanks(p.Board, p.Rule.Size()); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
}

func place(t *testing.T, s string) []Placed {
	t.Helper()
	ps, err := ParsePosition(Board15, s)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

const southStandard = "a1=SG b1=SG c1=SD d1=SI e1=SI f1=SI g1=SI h1=SI a2=SI b2=SC c2=SC d2=SC e2=SC f2=SK>N g2=SK>NE h2=SK>NW"

func TestValidateSetup(t *testing.T) {
	cfg := Standard()
	if errs := ValidateSetup(cfg, ExactArmy(Army16), South, place(t, southStandard)); errs != nil {
		t.Fatalf("standard set-up: %v", errs)
	}
	cases := []struct {
		name, pos string
		cfg       Config
		rule      ArmyRule
		seat      Seat
		want      []string
	}{
		{"outside the zone", strings.Replace(southStandard, "h2=", "h3=", 1), cfg, ExactArmy(Army16), South,
			[]string{"h3 is outside South's set-up zone (ranks 1-2)"}},
		{"North's zone is ranks 7-8", strings.ReplaceAll(southStandard, "=S", "=N"), cfg, ExactArmy(Army16), North,
			[]string{"a1 is outside North's set-up zone (ranks 7-8)"}},
		{"a piece of the other seat", strings.Replace(southStandard, "h1=SI", "h1=NI", 1), cfg, ExactArmy(Army16), South,
			[]string{"h1: a piece of N in S's set-up"}},
		{"too few", strings.Replace(southStandard, " h1=SI", "", 1), cfg, ExactArmy(Army16), South,
			[]string{"the army has 15 pieces, it needs 16", "5 infantry placed, the army has 6"}},
		{"wrong mix", strings.Replace(southStandard, "h1=SI", "h1=SC", 1), cfg, ExactArmy(Army16), South,
			[]string{"5 infantry placed, the army has 6", "5 cavalry placed, the army has 4"}},
		{"terrain", southStandard, Config{Board: Board8, Terrain: mustTerrain(t, "f2=forest b2=marsh"), Options: Options{Target: 4}}, ExactArmy(Army16), South,
			[]string{"f2: a cannon cannot stand in a forest", "b2: a cavalry cannot stand in a marsh"}},
		{"16 of 20: more than the pool", strings.Replace(southStandard, "h1=SI", "h1=SG", 1), cfg, ChooseArmy(Army20, 16), South,
			[]string{"3 generals placed, the pool has 2"}},
		{"free: at most two drums", strings.Replace(strings.Replace(southStandard, "h1=SI", "h1=SD", 1), "g1=SI", "g1=SD", 1), cfg, FreeArmy(16), South,
			[]string{"3 drums placed, at most 2"}},
	}
	for _, c := range cases {
		errs := ValidateSetup(c.cfg, c.rule, c.seat, place(t, c.pos))
		var got []string
		for _, e := range errs {
			got = append(got, e.Error())
		}
		joined := strings.Join(got, "; ")
		for _, w := range c.want {
			if !strings.Contains(joined, w) {
				t.Errorf("%s: %q lacks %q", c.name, joined, w)
			}
		}
	}
	// legal variants
	free := strings.Replace(strings.Replace(southStandard, "h1=SI", "h1=SD", 1), "g1=SI", "g1=SC", 1)
	if errs := ValidateSetup(cfg, FreeArmy(16), South, place(t, free)); errs != nil {
		t.Errorf("free army with two drums: %v", errs)
	}
	chosen := strings.Replace(southStandard, "h1=SI", "h1=SK>S", 1)
	if errs := ValidateSetup(cfg, ChooseArmy(Army20, 16), South, place(t, chosen)); errs != nil {
		t.Errorf("16 of 20: %v", errs)
	}
}

func mustTerrain(t *testing.T, s string) Terrain {
	t.Helper()
	tr, err := ParseTerrain(Board15, s)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func TestRandomSetup(t *testing.T) {
	for _, p := range ArmyPresets {
		rng := rand.New(rand.NewPCG(7, uint64(len(p.Name))))
		cfg := Config{Board: p.Board, Options: Options{Target: 4}}
		maps := TerrainMapsFor(p.Board)
		if len(maps) > 0 {
			cfg.Terrain = maps[0].Terrain()
		}
		facings := map[Dir]bool{}
		for i := 0; i < 20; i++ {
			army, err := RandomArmy(p.Rule, rng)
			if err != nil {
				t.Fatal(err)
			}
			for seat := South; seat <= North; seat++ {
				ps, err := RandomSetup(cfg, seat, army, rng)
				if err != nil {
					t.Fatalf("%s: %v", p.Name, err)
				}
				if errs := ValidateSetup(cfg, p.Rule, seat, ps); errs != nil {
					t.Fatalf("%s: random set-up is not legal: %v", p.Name, errs)
				}
				for _, pl := range ps {
					if pl.Piece.Kind() == Cannon {
						facings[pl.Piece.Facing()] = true
					}
				}
			}
		}
		if len(facings) < 8 {
			t.Errorf("%s: cannon facings are not random: %v", p.Name, facings)
		}
	}
	// same seed, same set-up
	a, _ := RandomSetup(Standard(), South, Army16, rand.New(rand.NewPCG(1, 1)))
	b, _ := RandomSetup(Standard(), South, Army16, rand.New(rand.NewPCG(1, 1)))
	if FormatPosition(a) != FormatPosition(b) {
		t.Error("random set-up is not deterministic")
	}
	// terrain that cannot hold the cannons
	cfg := Standard()
	for f := 0; f < 8; f++ {
		cfg.Terrain[SquareAt(f, 0)] = Forest
		cfg.Terrain[SquareAt(f, 1)] = Marsh
	}
	if _, err := RandomSetup(cfg, South, Army16, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("no room for cannons must be an error")
	}
}

func TestSuggestTarget(t *testing.T) {
	cases := [][3]int{{4, 16, 4}, {4, 24, 6}, {4, 20, 5}, {4, 30, 8}, {3, 60, 12}, {6, 40, 15}, {4, 8, 2}}
	for _, c := range cases {
		if got := SuggestTarget(c[0], c[1]); got != c[2] {
			t.Errorf("SuggestTarget(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
}

func TestSetupKeepsArmiesSecret(t *testing.T) {
	u, err := NewSetup(Standard(), ExactArmy(Army16))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	if err := u.Randomize(South, Army16, rng); err != nil {
		t.Fatal(err)
	}
	if err := u.Randomize(North, Army16, rng); err != nil {
		t.Fatal(err)
	}
	for seat := South; seat <= North; seat++ {
		v := u.View(seat)
		if !v.SetUp {
			t.Error("set-up view not marked")
		}
		for q, p := range v.Pieces {
			if p != NoPiece && p.Seat() != seat {
				t.Fatalf("%s's set-up view shows %s on %s", seat, p, Square(q))
			}
		}
		pl := v.Placement()
		if strings.Contains(pl, "="+seat.Other().String()) {
			t.Errorf("%s's set-up placement shows the other army: %s", seat, pl)
		}
		if len(v.Placements()) != 16 {
			t.Errorf("%s sees %d own pieces", seat, len(v.Placements()))
		}
	}
	if err := u.Place(South, SquareAt(0, 2), NewPiece(South, Infantry, 0)); err == nil {
		t.Error("placing outside the zone")
	}
	m, err := u.Start(North)
	if err != nil {
		t.Fatal(err)
	}
	if m.Turn() != "N" || len(strings.Fields(m.Position())) != 32 {
		t.Errorf("start: %s %s", m.Turn(), m.Position())
	}
	// the new match's record replays to the same position
	m2, err := FromRecord(m.Record())
	if err != nil || m2.Position() != m.Position() {
		t.Errorf("record of a new match: %v", err)
	}
	// an incomplete set-up does not start
	u.Remove(South, u.Pieces(South)[0].Sq)
	if _, err := u.Start(South); err == nil || !strings.Contains(err.Error(), "15 pieces") {
		t.Errorf("incomplete set-up: %v", err)
	}
}

// The giant-field presets fill their boards as the rules page says, with
// the zones apart, and the target scales with them.
func TestGiantPresets(t *testing.T) {
	for _, c := range []struct {
		b      Board
		a      Army
		ranks  int
		target int
	}{
		{Board16x8, Army32, 2, 8},
		{Board16, Army40, 3, 10},
		{Board24x16, Army48, 2, 12},
		{Board32, Army120, 4, 30},
	} {
		if got := BoardArmy(c.b); got != c.a {
			t.Errorf("%s: army %s, want %s", c.b, got, c.a)
		}
		if r, err := ZoneRanks(c.b, c.a.Size()); err != nil || r != c.ranks {
			t.Errorf("%s: %d ranks (%v), want %d", c.b, r, err, c.ranks)
		}
		if n := SuggestTarget(DefaultTarget, c.a.Size()); n != c.target {
			t.Errorf("%s: target %d, want %d", c.b, n, c.target)
		}
	}
	for _, n := range []int{1, 2, 5, 16, 17, 24, 40, 64, 120, 496} {
		a := ScaleArmy(n)
		if a.Size() != n {
			t.Errorf("ScaleArmy(%d) = %s", n, a)
		}
		for _, k := range Kinds {
			if a[k] < 0 {
				t.Errorf("ScaleArmy(%d) = %s", n, a)
			}
		}
		if n >= 2 && (a[General] == 0 || a[Drum] == 0) {
			t.Errorf("ScaleArmy(%d) = %s: no general or drum", n, a)
		}
	}
	if ScaleArmy(16) != Army16 {
		t.Errorf("ScaleArmy(16) = %s", ScaleArmy(16))
	}
	// every size gets an army that fits with a rank between the zones
	for w := MinSize; w <= MaxSize; w++ {
		for h := MinSize; h <= MaxSize; h++ {
			b := Board{w, h}
			a := BoardArmy(b)
			if _, err := ZoneRanks(b, a.Size()); err != nil || a.Size() < 1 {
				t.Fatalf("%s: army %s: %v", b, a, err)
			}
		}
	}
}

// Zones that touch are refused with a message naming the limit; today's
// boards keep what they allowed with a rank between.
func TestZonesApart(t *testing.T) {
	for _, c := range []struct {
		b    Board
		size int
		ok   bool
	}{
		{Board8, 24, true}, {Board8, 25, false}, {Board{12, 5}, 24, true}, {Board{12, 5}, 25, false},
		{Board{4, 4}, 4, true}, {Board{4, 4}, 5, false}, {Board15, 105, true}, {Board15, 106, false},
		{Board10, 40, true}, {Board10, 41, false}, {Board32, 480, true}, {Board32, 497, false},
	} {
		_, err := ZoneRanks(c.b, c.size)
		if (err == nil) != c.ok {
			t.Errorf("%d on %s: %v", c.size, c.b, err)
		}
		if err != nil && !strings.Contains(err.Error(), "no rank between") {
			t.Errorf("%d on %s: unclear message %v", c.size, c.b, err)
		}
	}
}
