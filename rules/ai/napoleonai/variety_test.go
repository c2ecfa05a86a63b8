package napoleonai

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/napoleon"
)

// varietyConfigs: the two-army boards and Waterloo's three and four armies.
func varietyConfigs(t *testing.T) map[string]napoleon.Config {
	t.Helper()
	out := map[string]napoleon.Config{}
	for _, b := range []napoleon.Board{napoleon.Board8, napoleon.Board10, napoleon.Board15, {W: 4, H: 4}, {W: 32, H: 4}, {W: 12, H: 5}} {
		out[b.String()] = napoleon.Config{Board: b, Options: napoleon.Options{Target: 4}}
	}
	for name, c := range map[string]struct {
		seats string
		b     napoleon.Board
	}{"waterloo 3": {"S E N", napoleon.Board15}, "waterloo 4": {"S E N W", napoleon.WaterlooBoard4}, "waterloo 4 12x12": {"S E N W", napoleon.Board{W: 12, H: 12}}} {
		a, err := napoleon.ParseArmies(c.seats, "")
		if err != nil {
			t.Fatal(err)
		}
		out[name] = napoleon.Config{Board: c.b, Options: napoleon.Options{Target: 4}, Armies: a}
	}
	return out
}

func varietyRule(cfg napoleon.Config) napoleon.ArmyRule {
	if cfg.Armies.IsWaterloo() {
		return napoleon.ExactArmy(waterlooArmy(cfg))
	}
	return napoleon.ExactArmy(defaultArmy(cfg.Board))
}

// TestSetupVariety: on every board and army count, for every seat, the
// planned set-ups of 200 seeds are legal, all but a few distinct, put the
// generals on either wing about as often (35–65 % of those off the middle),
// and every cannon faces sensibly: forward and onto the board.
func TestSetupVariety(t *testing.T) {
	for name, cfg := range varietyConfigs(t) {
		rule := varietyRule(cfg)
		seats := []napoleon.Seat{napoleon.South, napoleon.North}
		if cfg.Armies.IsWaterloo() {
			seats = cfg.Armies.Order()
		}
		for _, seat := range seats {
			for _, level := range []string{"easy", "normal", "hard"} {
				n := 200
				if level != "normal" {
					n = 40
				}
				seen := map[string]bool{}
				left, right := 0, 0
				for seed := uint64(0); seed < uint64(n); seed++ {
					ps, err := DeployRule(cfg, rule, seat, level, seed)
					if err != nil {
						t.Fatalf("%s %s %s seed %d: %v", name, seat, level, seed, err)
					}
					if errs := napoleon.ValidateSetup(cfg, rule, seat, ps); len(errs) > 0 {
						t.Fatalf("%s %s %s seed %d: %v", name, seat, level, seed, errs)
					}
					seen[napoleon.FormatPosition(ps)] = true
					lat := 0
					for _, p := range ps {
						switch p.Piece.Kind() {
						case napoleon.Cannon:
							if !SensibleFacing(cfg.Board, seat, p.Sq, p.Piece.Facing()) {
								t.Fatalf("%s %s %s seed %d: the cannon on %v faces %v", name, seat, level, seed, p.Sq, p.Piece.Facing())
							}
						case napoleon.General:
							lat += lateral(cfg.Board, seat, p.Sq)
						}
					}
					switch {
					case lat < 0:
						left++
					case lat > 0:
						right++
					}
				}
				if cfg.Board.W*cfg.Board.H < 64 {
					continue // a full 4x4 zone has few set-ups to vary
				}
				if level == "normal" && len(seen) < n*95/100 {
					t.Errorf("%s %s %s: %d distinct set-ups of %d", name, seat, level, len(seen), n)
				}
				if level == "normal" && (left < (left+right)*35/100 || left > (left+right)*65/100) {
					t.Errorf("%s %s %s: the generals on the left %d times, on the right %d", name, seat, level, left, right)
				}
			}
		}
	}
}

// lateral is twice the signed distance of q from the middle of the board
// across seat's front, negative on the seat's left.
func lateral(b napoleon.Board, seat napoleon.Seat, q napoleon.Square) int {
	x, y := q.File(), q.Rank()
	switch seat {
	case napoleon.North:
		return 2*(b.W-1-x) - (b.W - 1)
	case napoleon.East:
		return 2*y - (b.H - 1)
	case napoleon.West:
		return 2*(b.H-1-y) - (b.H - 1)
	}
	return 2*x - (b.W - 1)
}

// TestSensibleFacing: forward means towards the enemy's edge, never back
// nor sideways, and never off the board.
func TestSensibleFacing(t *testing.T) {
	b := napoleon.Board8
	sq := func(s string) napoleon.Square { return napoleon.SquareAt(int(s[0]-'a'), int(s[1]-'1')) }
	for _, c := range []struct {
		seat napoleon.Seat
		at   string
		d    napoleon.Dir
		want bool
	}{
		{napoleon.South, "d2", napoleon.DirN, true}, {napoleon.South, "d2", napoleon.DirNE, true}, {napoleon.South, "d2", napoleon.DirNW, true},
		{napoleon.South, "d2", napoleon.DirS, false}, {napoleon.South, "d2", napoleon.DirE, false}, {napoleon.South, "d2", napoleon.DirSW, false},
		{napoleon.South, "a2", napoleon.DirNW, false}, {napoleon.South, "h1", napoleon.DirNE, false}, {napoleon.South, "a2", napoleon.DirNE, true},
		{napoleon.North, "d7", napoleon.DirS, true}, {napoleon.North, "d7", napoleon.DirN, false}, {napoleon.North, "h8", napoleon.DirSE, false},
		{napoleon.North, "h8", napoleon.DirSW, true},
		{napoleon.East, "h4", napoleon.DirW, true}, {napoleon.East, "h4", napoleon.DirE, false}, {napoleon.East, "h1", napoleon.DirSW, false},
		{napoleon.West, "a4", napoleon.DirE, true}, {napoleon.West, "a4", napoleon.DirW, false}, {napoleon.West, "a8", napoleon.DirNE, false},
	} {
		if got := SensibleFacing(b, c.seat, sq(c.at), c.d); got != c.want {
			t.Errorf("%v cannon on %s facing %v: sensible %v, want %v", c.seat, c.at, c.d, got, c.want)
		}
	}
}

// TestSetupStyles: each style shows its character on 10x10 (the zone's two
// ranks full): strike puts most cavalry in the front rank, line keeps most
// behind it, wings puts cavalry at both ends, centre most of it on the
// middle four files.
func TestSetupStyles(t *testing.T) {
	const n = 60
	cfg := napoleon.Config{Board: napoleon.Board10, Options: napoleon.Options{Target: 4}}
	army := napoleon.Army20
	for st := StyleLine; st < numSetupStyles; st++ {
		frontCav, cav, bothWings, middle := 0, 0, 0, 0
		for seed := uint64(0); seed < n; seed++ {
			ps, err := placeStyle(cfg, napoleon.South, army, rand.New(rand.NewPCG(seed, 8)), 2, st, seed%2 == 0)
			if err != nil {
				t.Fatal(err)
			}
			if errs := napoleon.ValidateSetup(cfg, napoleon.ExactArmy(army), napoleon.South, ps); len(errs) > 0 {
				t.Fatalf("%v seed %d: %v", st, seed, errs)
			}
			l, r := false, false
			for _, p := range ps {
				x, y := p.Sq.File(), p.Sq.Rank()
				if p.Piece.Kind() != napoleon.Cavalry {
					continue
				}
				cav++
				if y == 1 { // South's front rank on 10x10
					frontCav++
				}
				if x >= 3 && x <= 6 {
					middle++
				}
				l, r = l || x <= 2, r || x >= 7
			}
			if l && r {
				bothWings++
			}
		}
		switch st {
		case StyleStrike:
			if frontCav*10 < cav*7 {
				t.Errorf("strike: %d of %d cavalry in the front rank", frontCav, cav)
			}
		case StyleWings:
			if bothWings < n*8/10 {
				t.Errorf("wings: cavalry on both wings in %d of %d", bothWings, n)
			}
		case StyleLine:
			if frontCav*10 > cav*3 {
				t.Errorf("line: %d of %d cavalry in the front rank", frontCav, cav)
			}
		case StyleCentre:
			if middle*10 < cav*7 {
				t.Errorf("centre: %d of %d cavalry on the middle files", middle, cav)
			}
		}
	}
}
