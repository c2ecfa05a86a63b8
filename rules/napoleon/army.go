package napoleon

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Army counts pieces by kind (index NoKind unused).
type Army [numKinds]int

// The preset armies. The rule text gives the 16; the 20-piece pool is our
// default (it gives none); 30 and 60 fill 3 ranks of 10x10 and 4 ranks of
// 15x15 in about the standard proportions.
var (
	Army16 = Army{0, 2, 1, 6, 4, 3}
	Army20 = Army{0, 2, 1, 8, 5, 4}
	Army30 = Army{0, 4, 2, 11, 7, 6}
	Army60 = Army{0, 8, 4, 22, 15, 11}
)

// The giant-field armies (shared/rules/napoleon.md, "Any board, giant
// boards"): fields printed from several 8×8 panels. Two panels (16×8) hold
// two standard armies a side on two ranks; four (16×16) the author's "about
// 40 pieces"; six (24×16) three standard armies on two ranks; 120 fills most
// of four ranks of 32×32, the largest board.
var (
	Army32  = Army{0, 4, 2, 12, 8, 6}
	Army40  = Army{0, 5, 2, 15, 10, 8}
	Army48  = Army{0, 6, 3, 18, 12, 9}
	Army120 = Army{0, 15, 7, 45, 30, 23}
)

// Giant boards.
var (
	Board16x8  = Board{16, 8}
	Board16    = Board{16, 16}
	Board24x16 = Board{24, 16}
	Board32    = Board{32, 32}
)

// ScaleArmy is an army of n pieces in the standard army's proportions
// (largest remainders, cannons and cavalry first on ties), with at least
// one general and one drum when n allows: the default army of a board no
// preset names.
func ScaleArmy(n int) Army {
	var a Army
	if n <= 0 {
		return a
	}
	got := 0
	for _, k := range Kinds {
		a[k] = Army16[k] * n / 16
		got += a[k]
	}
	for _, k := range [...]Kind{Cannon, Cavalry, Infantry, General, Drum} {
		if got < n && Army16[k]*n%16 >= 8 {
			a[k]++
			got++
		}
	}
	for _, k := range [...]Kind{Infantry, Cavalry, Cannon, General, Drum} {
		if got < n && Army16[k]*n%16 > 0 && Army16[k]*n%16 < 8 {
			a[k]++
			got++
		}
	}
	for got < n {
		a[Infantry]++
		got++
	}
	for _, k := range [...]Kind{General, Drum} {
		if a[k] == 0 && n >= 2 {
			most := Infantry
			for _, j := range [...]Kind{Cavalry, Cannon} {
				if a[j] > a[most] {
					most = j
				}
			}
			a[k]++
			a[most]--
		}
	}
	return a
}

// BoardArmy is the army that fills b as the presets do: the board's first
// preset army, else ScaleArmy of about a quarter of the ranks (at most 120
// pieces, within MaxArmy).
func BoardArmy(b Board) Army {
	for _, p := range ArmyPresets {
		if p.Board == b && p.Rule.Composition == Exact {
			return p.Rule.Pool
		}
	}
	depth := max(1, min((b.H-1)/2, b.H/4))
	return ScaleArmy(min(b.W*depth, 120, MaxArmy(b)))
}

// Size is the number of pieces.
func (a Army) Size() int {
	n := 0
	for _, c := range a[1:] {
		n += c
	}
	return n
}

// String is "2G 1D 6I 4C 3K".
func (a Army) String() string {
	var parts []string
	for _, k := range Kinds {
		parts = append(parts, strconv.Itoa(a[k])+string(k.Letter()))
	}
	return strings.Join(parts, " ")
}

// ArmyOf counts the pieces.
func ArmyOf(pieces []Placed) Army {
	var a Army
	for _, p := range pieces {
		if k := p.Piece.Kind(); k > NoKind && k < numKinds {
			a[k]++
		}
	}
	return a
}

// Composition says how a player makes up its army.
type Composition uint8

// The ways to compose an army.
const (
	Exact      Composition = iota // exactly Pool
	ChooseFrom                    // Size pieces out of Pool (16 of 20, secretly)
	Free                          // Size pieces, any mix, at most MaxDrums drums
)

// MaxDrums bounds the drums of a freely composed army (the one drum plus the
// optional extra).
const MaxDrums = 2

// ArmyRule is the composition rule of a game.
type ArmyRule struct {
	Composition Composition
	Pool        Army // Exact: the army; ChooseFrom: the pool
	Count       int  // ChooseFrom, Free: the army size
}

// ExactArmy is a fixed army.
func ExactArmy(a Army) ArmyRule { return ArmyRule{Composition: Exact, Pool: a} }

// ChooseArmy is n pieces chosen from pool.
func ChooseArmy(pool Army, n int) ArmyRule {
	return ArmyRule{Composition: ChooseFrom, Pool: pool, Count: n}
}

// FreeArmy is n pieces of any mix, at most two drums.
func FreeArmy(n int) ArmyRule { return ArmyRule{Composition: Free, Count: n} }

// Size is the number of pieces each army has.
func (r ArmyRule) Size() int {
	if r.Composition == Exact {
		return r.Pool.Size()
	}
	return r.Count
}

// Check lists what is wrong with army a under the rule.
func (r ArmyRule) Check(a Army) []error {
	var errs []error
	if a.Size() != r.Size() {
		errs = append(errs, fmt.Errorf("the army has %d pieces, it needs %d", a.Size(), r.Size()))
	}
	switch r.Composition {
	case Exact:
		for _, k := range Kinds {
			if a[k] != r.Pool[k] {
				errs = append(errs, fmt.Errorf("%d %s placed, the army has %d", a[k], plural(k, a[k]), r.Pool[k]))
			}
		}
	case ChooseFrom:
		for _, k := range Kinds {
			if a[k] > r.Pool[k] {
				errs = append(errs, fmt.Errorf("%d %s placed, the pool has %d", a[k], plural(k, a[k]), r.Pool[k]))
			}
		}
	case Free:
		if a[Drum] > MaxDrums {
			errs = append(errs, fmt.Errorf("%d drums placed, at most %d", a[Drum], MaxDrums))
		}
	}
	return errs
}

func plural(k Kind, n int) string {
	name := k.String()
	if n != 1 && k != Infantry && k != Cavalry {
		name += "s"
	}
	return name
}

// ZoneRanks is the depth of each set-up zone: the fewest ranks that hold an
// army of size pieces. The two zones must leave at least one rank between
// them (shared/rules/napoleon.md, "Any board, giant boards").
func ZoneRanks(b Board, size int) (int, error) {
	if err := b.Check(); err != nil {
		return 0, err
	}
	if size < 1 {
		return 0, fmt.Errorf("an army needs at least one piece")
	}
	n := (size + b.W - 1) / b.W
	if 2*n >= b.H {
		return 0, fmt.Errorf("an army of %d does not fit on the %s board: two set-up zones of %d ranks leave no rank between them (at most %d pieces)", size, b, n, MaxArmy(b))
	}
	return n, nil
}

// ZoneRanksOf is ZoneRanks for cfg's armies: in Waterloo the fewest ranks
// whose middle squares hold the army with the zones apart.
func ZoneRanksOf(cfg Config, size int) (int, error) {
	if !cfg.Armies.IsWaterloo() {
		return ZoneRanks(cfg.Board, size)
	}
	if err := cfg.Board.Check(); err != nil {
		return 0, err
	}
	if err := cfg.Armies.checkBoard(cfg.Board); err != nil {
		return 0, err
	}
	if size < 1 {
		return 0, fmt.Errorf("an army needs at least one piece")
	}
	return waterlooZoneRanks(cfg.Board, size)
}

// InZoneOf is InZone for cfg's armies: on its own edge's middle squares in
// Waterloo.
func InZoneOf(cfg Config, seat Seat, ranks int, q Square) bool {
	if !cfg.Armies.IsWaterloo() {
		return InZone(cfg.Board, seat, ranks, q)
	}
	return cfg.Armies.Plays(seat) && inWaterlooZone(cfg.Board, seat, ranks, q)
}

// MaxArmy is the largest army whose set-up zones leave a rank between them
// on b: (H-1)/2 full ranks.
func MaxArmy(b Board) int { return b.W * ((b.H - 1) / 2) }

// InZone reports whether q lies in seat's set-up zone of depth ranks.
func InZone(b Board, seat Seat, ranks int, q Square) bool {
	if !b.Contains(q) {
		return false
	}
	if seat == South {
		return q.Rank() < ranks
	}
	return q.Rank() >= b.H-ranks
}

func zoneText(b Board, seat Seat, ranks int) string {
	lo, hi := 1, ranks
	if seat == North {
		lo, hi = b.H-ranks+1, b.H
	}
	name := seatName(seat)
	if seat == East || seat == West {
		// files, and only the middle of the edge
		first, last := 'a', 'a'+rune(ranks-1)
		if seat == East {
			first, last = 'a'+rune(b.W-ranks), 'a'+rune(b.W-1)
		}
		return fmt.Sprintf("%s's set-up zone (files %c-%c, ranks %d-%d)", name, first, last, ranks+2, b.H-ranks-1)
	}
	if lo == hi {
		return fmt.Sprintf("%s's set-up zone (rank %d)", name, lo)
	}
	return fmt.Sprintf("%s's set-up zone (ranks %d-%d)", name, lo, hi)
}

// zoneTextOf names seat's zone for messages; a Waterloo zone spans the
// middle of its edge only.
func zoneTextOf(cfg Config, seat Seat, ranks int) string {
	if !cfg.Armies.IsWaterloo() || seat == East || seat == West {
		return zoneText(cfg.Board, seat, ranks)
	}
	b := cfg.Board
	lo, hi := 1, ranks
	if seat == North {
		lo, hi = b.H-ranks+1, b.H
	}
	return fmt.Sprintf("%s's set-up zone (ranks %d-%d, files %c-%c)", seatName(seat), lo, hi, 'a'+rune(ranks+1), 'a'+rune(b.W-ranks-2))
}

// ValidateSetup lists every reason why seat's set-up is not legal under the
// rule: pieces of the wrong seat, off the zone, on forbidden terrain, two on
// a square, and the composition. Nil means legal.
func ValidateSetup(cfg Config, rule ArmyRule, seat Seat, pieces []Placed) []error {
	var errs []error
	ranks, err := ZoneRanksOf(cfg, rule.Size())
	if err != nil {
		return []error{err}
	}
	var seen Bitset
	for _, pl := range pieces {
		k := pl.Piece.Kind()
		switch {
		case k == NoKind || k >= numKinds || pl.Piece == wall:
			errs = append(errs, fmt.Errorf("%s: invalid piece", pl.Sq))
			continue
		case pl.Piece.Seat() != seat:
			errs = append(errs, fmt.Errorf("%s: a piece of %s in %s's set-up", pl.Sq, pl.Piece.Seat(), seat))
		case !InZoneOf(cfg, seat, ranks, pl.Sq):
			errs = append(errs, fmt.Errorf("%s is outside %s", pl.Sq, zoneTextOf(cfg, seat, ranks)))
		case seen.Has(pl.Sq):
			errs = append(errs, fmt.Errorf("two pieces on %s", pl.Sq))
		}
		if cfg.Board.Contains(pl.Sq) {
			seen.Set(pl.Sq)
			if why := forbiddenTile(k, cfg.Terrain[pl.Sq]); why != "" {
				errs = append(errs, fmt.Errorf("%s: %s", pl.Sq, why))
			}
		}
	}
	return append(errs, rule.Check(ArmyOf(pieces))...)
}

// RandomSetup places army for seat at random in its zone, with random cannon
// facings, respecting the terrain (cannons off forests and marshes, cavalry
// off marshes). The same rng state gives the same set-up.
func RandomSetup(cfg Config, seat Seat, army Army, rng *rand.Rand) ([]Placed, error) {
	ranks, err := ZoneRanksOf(cfg, army.Size())
	if err != nil {
		return nil, err
	}
	for _, k := range Kinds {
		if army[k] < 0 {
			return nil, fmt.Errorf("negative piece count")
		}
	}
	// Cannons need a square that is neither forest nor marsh, cavalry one
	// that is not marsh: place them first, most constrained first.
	var free []Square
	for _, q := range cfg.Board.Squares() {
		if InZoneOf(cfg, seat, ranks, q) {
			free = append(free, q)
		}
	}
	out := make([]Placed, 0, army.Size())
	for _, k := range [...]Kind{Cannon, Cavalry, General, Drum, Infantry} {
		for i := 0; i < army[k]; i++ {
			var ok []int
			for j, q := range free {
				if forbiddenTile(k, cfg.Terrain[q]) == "" {
					ok = append(ok, j)
				}
			}
			if len(ok) == 0 {
				return nil, fmt.Errorf("no room for every %s in %s", k, zoneTextOf(cfg, seat, ranks))
			}
			j := ok[rng.IntN(len(ok))]
			out = append(out, Placed{free[j], NewPiece(seat, k, Dir(rng.IntN(8)))})
			free[j] = free[len(free)-1]
			free = free[:len(free)-1]
		}
	}
	return out, nil
}

// ArmyPreset is a named army choice for a board.
type ArmyPreset struct {
	Name  string
	Board Board
	Rule  ArmyRule
}

// ArmyPresets are the menu's armies.
var ArmyPresets = []ArmyPreset{
	{"standard 16", Board8, ExactArmy(Army16)},
	{"20 pieces", Board8, ExactArmy(Army20)},
	{"16 chosen from 20", Board8, ChooseArmy(Army20, 16)},
	{"free 16", Board8, FreeArmy(16)},
	{"20 pieces", Board10, ExactArmy(Army20)},
	{"free 20", Board10, FreeArmy(20)},
	{"3 ranks (30)", Board10, ExactArmy(Army30)},
	{"4 ranks (60)", Board15, ExactArmy(Army60)},
	{"two panels (32)", Board16x8, ExactArmy(Army32)},
	{"four panels (40)", Board16, ExactArmy(Army40)},
	{"six panels (48)", Board24x16, ExactArmy(Army48)},
	{"giant (120)", Board32, ExactArmy(Army120)},
}

// RandomArmy draws an army the rule allows: the pool itself for Exact, a
// random choice of Count from the pool, or a random free mix with at most
// MaxDrums drums.
func RandomArmy(r ArmyRule, rng *rand.Rand) (Army, error) {
	switch r.Composition {
	case Exact:
		return r.Pool, nil
	case ChooseFrom:
		if r.Count > r.Pool.Size() || r.Count < 1 {
			return Army{}, fmt.Errorf("cannot choose %d pieces from a pool of %d", r.Count, r.Pool.Size())
		}
		var bag []Kind
		for _, k := range Kinds {
			for i := 0; i < r.Pool[k]; i++ {
				bag = append(bag, k)
			}
		}
		rng.Shuffle(len(bag), func(i, j int) { bag[i], bag[j] = bag[j], bag[i] })
		var a Army
		for _, k := range bag[:r.Count] {
			a[k]++
		}
		return a, nil
	case Free:
		if r.Count < 1 {
			return Army{}, fmt.Errorf("an army needs at least one piece")
		}
		var a Army
		for i := 0; i < r.Count; i++ {
			k := Kinds[rng.IntN(len(Kinds))]
			if k == Drum && a[Drum] >= MaxDrums {
				k = Infantry
			}
			a[k]++
		}
		return a, nil
	}
	return Army{}, fmt.Errorf("unknown army composition")
}
