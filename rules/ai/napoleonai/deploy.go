package napoleonai

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Set-up with intent. Each kind has a wish for each square of the zone,
// counted from the seat's own front: infantry make the front line, the
// drum stands in it where it pushes and scares, cavalry wait on a wing
// chosen for this game with open diagonals to strike, generals stand behind
// the line next to cavalry (a cavalry next to its general may move
// orthogonally), cannons stand behind and face the lane that covers a piece
// of the line — always forward and onto the board (SensibleFacing). A
// per-game plan (a style: line, wings, strike or centre; the strong
// wing) and noise make every game different; the level sets how much noise.
// The same plan serves two armies and Waterloo's three and four, each in
// its own frame (zoneOf).

// Deploy returns seat's set-up as a placement list of its pieces only
// (cannons with facings), legal under the set-up rules of rec's board and
// variant. It never looks at the other seat's pieces in rec's Position (the
// set-up is secret). The army: seat's own pieces in the Position when there
// are any (their composition), else the board's default (16 on 8x8, 20 on
// 10x10, 60 on 15x15, the first preset of other boards, else 16 scaled).
// The app, which knows the army rule (20 of them, free composition),
// calls DeployRule.
func Deploy(rec *record.Record, seat, level string, seed uint64) (string, error) {
	sp, err := parseLevel(level)
	if err != nil {
		return "", err
	}
	if rec == nil {
		return "", fmt.Errorf("no record")
	}
	if len(rec.Moves) > 0 {
		return "", fmt.Errorf("a set-up record holds no moves")
	}
	cfg, err := napoleon.ConfigFromRecord(rec)
	if err != nil {
		return "", err
	}
	st, err := cfg.Armies.ParseSeat(seat)
	if err != nil {
		return "", err
	}
	rule := napoleon.ExactArmy(defaultArmy(cfg.Board))
	if cfg.Armies.IsWaterloo() {
		rule = napoleon.ExactArmy(waterlooArmy(cfg))
	}
	if pv, ok := rec.Tag("Position"); ok {
		pieces, err := napoleon.ParsePositionOf(cfg, pv)
		if err != nil {
			return "", record.LineError(rec.TagLine("Position"), "%v", err)
		}
		var own []napoleon.Placed
		for _, p := range pieces { // only seat's own pieces are read
			if p.Piece.Seat() == st {
				own = append(own, p)
			}
		}
		if len(own) > 0 {
			rule = napoleon.ExactArmy(napoleon.ArmyOf(own))
		}
	}
	var ps []napoleon.Placed
	if cfg.Armies.IsWaterloo() {
		ps, err = waterlooDeploy(cfg, rule, st, sp.name, seed)
	} else {
		ps, err = deploy(cfg, rule, st, sp, seed)
	}
	if err != nil {
		return "", err
	}
	return napoleon.FormatPosition(ps), nil
}

// DeployRule is Deploy for the app: the army rule is given (an exact army,
// a choice from a pool, or free composition, where the player composes its
// own army).
func DeployRule(cfg napoleon.Config, rule napoleon.ArmyRule, seat napoleon.Seat, level string, seed uint64) ([]napoleon.Placed, error) {
	sp, err := parseLevel(level)
	if err != nil {
		return nil, err
	}
	if !cfg.Armies.Plays(seat) {
		return nil, fmt.Errorf("invalid seat")
	}
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	if cfg.Armies.IsWaterloo() {
		return waterlooDeploy(cfg, rule, seat, sp.name, seed)
	}
	return deploy(cfg, rule, seat, sp, seed)
}

// defaultArmy is the army of a board when nothing says otherwise.
func defaultArmy(b napoleon.Board) napoleon.Army {
	switch b {
	case napoleon.Board8:
		return napoleon.Army16
	case napoleon.Board10:
		return napoleon.Army20
	case napoleon.Board15:
		return napoleon.Army60
	}
	for _, p := range napoleon.ArmyPresets {
		if p.Board == b && p.Rule.Composition == napoleon.Exact {
			return p.Rule.Pool
		}
	}
	// two ranks of the width at most, in the standard proportions, with a
	// rank between the zones (only 4-rank boards are cut by that)
	n := min(16, 2*b.W, napoleon.MaxArmy(b))
	return scaleArmy(napoleon.Army16, n)
}

// scaleArmy keeps a's proportions at n pieces (at most two drums).
func scaleArmy(a napoleon.Army, n int) napoleon.Army {
	var out napoleon.Army
	total := a.Size()
	got := 0
	for _, k := range napoleon.Kinds {
		out[k] = a[k] * n / total
		got += out[k]
	}
	for _, k := range []napoleon.Kind{napoleon.Infantry, napoleon.Cavalry, napoleon.Cannon, napoleon.General, napoleon.Infantry} {
		if got < n {
			out[k]++
			got++
		}
	}
	for got < n {
		out[napoleon.Infantry]++
		got++
	}
	if out[napoleon.Drum] > napoleon.MaxDrums {
		out[napoleon.Infantry] += out[napoleon.Drum] - napoleon.MaxDrums
		out[napoleon.Drum] = napoleon.MaxDrums
	}
	return out
}

// deploy composes (when the rule lets it) and places the army.
func deploy(cfg napoleon.Config, rule napoleon.ArmyRule, seat napoleon.Seat, sp levelSpec, seed uint64) ([]napoleon.Placed, error) {
	rng := rand.New(rand.NewPCG(seed, 0x5e70b^uint64(seat)))
	army, err := compose(rule, rng)
	if err != nil {
		return nil, err
	}
	if _, err := napoleon.ZoneRanks(cfg.Board, army.Size()); err != nil {
		return nil, err
	}
	var ps []napoleon.Placed
	if sp.budget == 0 { // random and greedy: a random set-up
		ps, err = napoleon.RandomSetup(cfg, seat, army, rng)
	} else {
		noise := 4
		if sp.name == "easy" {
			noise = 6
		}
		ps, err = placeWithIntent(cfg, seat, army, rng, noise)
		if err != nil || len(napoleon.ValidateSetup(cfg, rule, seat, ps)) > 0 {
			ps, err = napoleon.RandomSetup(cfg, seat, army, rng)
		}
	}
	if err != nil {
		return nil, err
	}
	if errs := napoleon.ValidateSetup(cfg, rule, seat, ps); len(errs) > 0 {
		return nil, fmt.Errorf("no legal set-up: %v", errs[0])
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Sq < ps[j].Sq })
	return ps, nil
}

// compose chooses the army: the pool itself, the pieces left out of a pool
// (the weakest for this plan first), or a free mix in one of a few styles.
func compose(rule napoleon.ArmyRule, rng *rand.Rand) (napoleon.Army, error) {
	switch rule.Composition {
	case napoleon.Exact:
		return rule.Pool, nil
	case napoleon.ChooseFrom:
		if rule.Count < 1 || rule.Count > rule.Pool.Size() {
			return napoleon.Army{}, fmt.Errorf("cannot choose %d pieces from a pool of %d", rule.Count, rule.Pool.Size())
		}
		// wish: the standard proportions scaled, with this game's lean
		want := scaleArmy(styleArmy(rng), rule.Count)
		var a napoleon.Army
		n := 0
		for _, k := range napoleon.Kinds {
			a[k] = min(want[k], rule.Pool[k])
			n += a[k]
		}
		for _, k := range []napoleon.Kind{napoleon.Infantry, napoleon.Cavalry, napoleon.General, napoleon.Cannon, napoleon.Drum} {
			for n < rule.Count && a[k] < rule.Pool[k] {
				a[k]++
				n++
			}
		}
		for _, k := range []napoleon.Kind{napoleon.Drum, napoleon.Cannon, napoleon.Infantry, napoleon.Cavalry, napoleon.General} {
			for n > rule.Count && a[k] > 0 {
				a[k]--
				n--
			}
		}
		return a, nil
	case napoleon.Free:
		if rule.Count < 1 {
			return napoleon.Army{}, fmt.Errorf("an army needs at least one piece")
		}
		return scaleArmy(styleArmy(rng), rule.Count), nil
	}
	return napoleon.Army{}, fmt.Errorf("unknown army composition")
}

// styleArmy is a 16-piece army in one of a few styles: the standard, a
// cavalry army to strike, an infantry line, generals for points.
func styleArmy(rng *rand.Rand) napoleon.Army {
	styles := []napoleon.Army{
		napoleon.Army16,
		{0, 2, 1, 4, 7, 2}, // cavalry
		{0, 2, 1, 8, 3, 2}, // line
		{0, 4, 1, 5, 4, 2}, // generals (2 points each)
	}
	return styles[rng.IntN(len(styles))]
}

// zoneSquare is a square of the zone in the seat's own frame.
type zoneSquare struct {
	sq      napoleon.Square
	row     int // 0: front rank of the zone
	lat     int // across the seat's front, from its left
	taken   bool
	centre  int // distance from the zone's middle, doubled
	edge    int // distance from the nearer end of the zone's ranks
	tile    napoleon.Tile
	wingPos int // 0 on the strong wing's edge, growing away from it
}

// SetupStyle is the character of a planned set-up, drawn for each game.
type SetupStyle int

const (
	// StyleLine: the infantry line in front, the cavalry massed on the
	// strong wing with the generals behind it, cannons behind the line.
	StyleLine SetupStyle = iota
	// StyleWings: cavalry on both wings, generals and drum in the centre.
	StyleWings
	// StyleStrike: the cavalry in the front rank of the strong wing, ready
	// to charge, the drum beside them, the infantry in the rest of the line.
	StyleStrike
	// StyleCentre: the cavalry behind the middle of the line to break
	// through there, the generals beside them, the cannons on the wings.
	StyleCentre
	numSetupStyles
)

// String names the style.
func (s SetupStyle) String() string {
	switch s {
	case StyleLine:
		return "line"
	case StyleWings:
		return "wings"
	case StyleStrike:
		return "strike"
	case StyleCentre:
		return "centre"
	}
	return "style?"
}

// zoneOf lists seat's set-up zone of ranks ranks in the seat's own frame:
// rows from its front, files across from its left (for East, which faces
// west, the south end; for West the north end), the strong wing on the
// left or right.
func zoneOf(cfg napoleon.Config, seat napoleon.Seat, ranks int, strongRight bool) []*zoneSquare {
	b := cfg.Board
	var zone []*zoneSquare
	lo, hi := 1<<30, -1
	for y := 0; y < b.H; y++ {
		for x := 0; x < b.W; x++ {
			q := napoleon.SquareAt(x, y)
			if !napoleon.InZoneOf(cfg, seat, ranks, q) {
				continue
			}
			depth, lat := y, x
			switch seat {
			case napoleon.North:
				depth, lat = b.H-1-y, b.W-1-x
			case napoleon.East:
				depth, lat = b.W-1-x, y
			case napoleon.West:
				depth, lat = x, b.H-1-y
			}
			lo, hi = min(lo, lat), max(hi, lat)
			zone = append(zone, &zoneSquare{sq: q, row: ranks - 1 - depth, lat: lat, tile: cfg.Terrain[q]})
		}
	}
	for _, z := range zone {
		z.centre = abs(2*z.lat - (lo + hi))
		z.edge = min(z.lat-lo, hi-z.lat)
		z.wingPos = z.lat - lo
		if strongRight {
			z.wingPos = hi - z.lat
		}
	}
	return zone
}

// placeWithIntent places army for seat as described at the top of the file,
// in a style drawn from rng (two armies or Waterloo's three and four).
func placeWithIntent(cfg napoleon.Config, seat napoleon.Seat, army napoleon.Army, rng *rand.Rand, noise int) ([]napoleon.Placed, error) {
	if _, err := napoleon.ZoneRanksOf(cfg, army.Size()); err != nil {
		return nil, err
	}
	style := SetupStyle(rng.IntN(int(numSetupStyles)))
	return placeStyle(cfg, seat, army, rng, noise, style, rng.IntN(2) == 0)
}

// placeStyle places army in style, the strong wing on the seat's right or left.
func placeStyle(cfg napoleon.Config, seat napoleon.Seat, army napoleon.Army, rng *rand.Rand, noise int, style SetupStyle, strongRight bool) ([]napoleon.Placed, error) {
	ranks, err := napoleon.ZoneRanksOf(cfg, army.Size())
	if err != nil {
		return nil, err
	}
	zone := zoneOf(cfg, seat, ranks, strongRight)
	second := min(1, ranks-1) // the second rank when there is one
	wish := func(k napoleon.Kind, z *zoneSquare) int {
		v := 0
		switch k {
		case napoleon.Infantry: // the line
			v = 20 - 6*z.row
			if z.tile == napoleon.Village || z.tile == napoleon.Forest {
				v += 4
			}
		case napoleon.Drum: // in the line, in the centre: it pushes and scares
			v = 22 - 6*z.row - z.centre
			if style == StyleStrike { // beside the charging cavalry
				v = 22 - 6*z.row - z.wingPos
			}
		case napoleon.Cavalry:
			switch style {
			case StyleWings: // on both wings
				v = 16 - 7*abs(z.row-second) - z.edge
			case StyleStrike: // the front rank of the strong wing
				v = 24 - 7*z.row - z.wingPos
			case StyleCentre: // behind the middle of the line
				v = 16 - 7*abs(z.row-second) - z.centre
			default: // on the strong wing, second rank when there is one
				v = 16 - 7*abs(z.row-second) - z.wingPos/2
			}
			if z.tile == napoleon.Hill {
				v += 4
			}
			if z.tile == napoleon.Village {
				v -= 4 // cannot jump from a village
			}
		case napoleon.General: // behind the line
			switch style {
			case StyleWings: // in the centre
				v = 16 - 7*abs(z.row-second) - z.centre
			case StyleCentre: // beside the cavalry in the middle
				v = 16 - 7*abs(z.row-second) - abs(z.centre-6)
			default: // towards the strong wing
				v = 16 - 7*abs(z.row-second) - z.centre/2 - z.wingPos/3
			}
		case napoleon.Cannon: // behind, on a hill if any
			v = 10 + 8*min(z.row, 1) + z.row - z.centre/3
			if style == StyleCentre { // on the wings
				v = 10 + 8*min(z.row, 1) + z.row - z.edge
			}
			if z.tile == napoleon.Hill {
				v += 8
			}
		}
		return v + rng.IntN(2*noise+1)
	}
	var out []napoleon.Placed
	// the most constrained and the most important first
	for _, k := range []napoleon.Kind{napoleon.Cannon, napoleon.Drum, napoleon.General, napoleon.Cavalry, napoleon.Infantry} {
		for i := 0; i < army[k]; i++ {
			var best *zoneSquare
			bestV := 0
			for _, z := range zone {
				if z.taken || !canStand(k, z.tile) {
					continue
				}
				if v := wish(k, z); best == nil || v > bestV {
					best, bestV = z, v
				}
			}
			if best == nil {
				return nil, fmt.Errorf("no room for every %s", k)
			}
			best.taken = true
			out = append(out, napoleon.Placed{Sq: best.sq, Piece: napoleon.NewPiece(seat, k, 0)})
		}
	}
	touchUp(zone, out, rng)
	faceCannons(cfg, seat, out, rng, noise)
	return out, nil
}

// touchUp swaps a few neighbouring pieces of different kinds within a rank
// (a general with the cavalry beside it, a drum one file along the line),
// as a commander adjusts a plan: the style's shape stays, and two games
// with the same style and wing rarely come out square for square alike.
// Ranks are kept: a cavalry swapped into the front line in front of the
// infantry cost easy a dozen points against greedy on 8x8 (docs/variety.md).
func touchUp(zone []*zoneSquare, ps []napoleon.Placed, rng *rand.Rand) {
	at := make(map[napoleon.Square]*zoneSquare, len(zone))
	for _, z := range zone {
		at[z.sq] = z
	}
	for range 2 + rng.IntN(4) {
		var pairs [][2]int
		for i := range ps {
			zi := at[ps[i].Sq]
			ki := ps[i].Piece.Kind()
			for j := i + 1; j < len(ps); j++ {
				zj := at[ps[j].Sq]
				kj := ps[j].Piece.Kind()
				if ki == kj || ki == napoleon.Cannon || kj == napoleon.Cannon || zi == nil || zj == nil {
					continue
				}
				if zi.row != zj.row || abs(zi.lat-zj.lat) > 2 || !canStand(ki, zj.tile) || !canStand(kj, zi.tile) {
					continue
				}
				pairs = append(pairs, [2]int{i, j})
			}
		}
		if len(pairs) == 0 {
			return
		}
		p := pairs[rng.IntN(len(pairs))]
		ps[p[0]].Piece, ps[p[1]].Piece = ps[p[1]].Piece, ps[p[0]].Piece
	}
}

// canStand mirrors the core's tile rule for set-ups (ValidateSetup checks
// the result): no cannon in a forest or marsh, no cavalry in a marsh.
func canStand(k napoleon.Kind, t napoleon.Tile) bool {
	switch k {
	case napoleon.Cannon:
		return t != napoleon.Forest && t != napoleon.Marsh
	case napoleon.Cavalry:
		return t != napoleon.Marsh
	}
	return true
}

// Forward lists seat's sensible cannon facings (napoleon.Forward).
func Forward(seat napoleon.Seat) [3]napoleon.Dir { return napoleon.Forward(seat) }

// SensibleFacing reports whether a cannon of seat on q faces d sensibly
// (napoleon.SensibleFacing: forward and onto the board).
func SensibleFacing(b napoleon.Board, seat napoleon.Seat, q napoleon.Square, d napoleon.Dir) bool {
	return napoleon.SensibleFacing(b, seat, q, d)
}

// faceCannons gives each cannon the facing whose line of sight does most:
// forward and onto the board (SensibleFacing), covering a piece of the line
// (it then cannot be taken) or keeping a long lane open toward the enemy.
func faceCannons(cfg napoleon.Config, seat napoleon.Seat, ps []napoleon.Placed, rng *rand.Rand, noise int) {
	fwd := Forward(seat)
	s, err := napoleon.NewState(cfg, ps, seat)
	if err != nil {
		for i := range ps {
			if ps[i].Piece.Kind() == napoleon.Cannon {
				ps[i].Piece = napoleon.NewPiece(seat, napoleon.Cannon, fwd[0])
			}
		}
		return
	}
	var covered napoleon.Bitset
	for i := range ps {
		if ps[i].Piece.Kind() != napoleon.Cannon {
			continue
		}
		bestD, bestV := fwd[0], -1<<30
		for j, d := range fwd {
			if !SensibleFacing(cfg.Board, seat, ps[i].Sq, d) {
				continue
			}
			sight := s.SightFacing(ps[i].Sq, d, nil)
			v := len(sight)*2 + rng.IntN(2*noise+1)
			if j == 0 {
				v += 2 // straight ahead: the lane of the file
			}
			if n := len(sight); n > 0 {
				last := sight[n-1]
				if p := s.At(last); p != napoleon.NoPiece && p.Kind() != napoleon.Drum && !covered.Has(last) {
					v += 12 // covers a piece of the line
				}
			}
			if v > bestV {
				bestD, bestV = d, v
			}
		}
		if sight := s.SightFacing(ps[i].Sq, bestD, nil); len(sight) > 0 {
			covered.Set(sight[len(sight)-1])
		}
		ps[i].Piece = napoleon.NewPiece(seat, napoleon.Cannon, bestD)
	}
}
