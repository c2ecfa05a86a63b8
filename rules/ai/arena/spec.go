// Package arena plays matches between two computer players: game pairs with
// the same deployments and the sides swapped, in parallel, scored as fishtest
// scores engine tests (pentanomial Elo interval, SPRT). It talks to the players
// only through package ai's door (Decide, Deploy) and to the games only through
// the rules cores' records, so it runs unchanged whatever the players become.
package arena

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/ai/stats"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// DefaultMaxPlies caps a game whose rules never end it (e.g. Junqi with
// nocapture=0, or Napoleon without a turn limit): it is then a draw, counted
// apart as "move cap". Real rules end nearly every game long before.
const DefaultMaxPlies = 1500

// MaxPairs bounds a match so that a typo cannot run for weeks.
const MaxPairs = 100000

// Spec describes a match.
type Spec struct {
	// The game's tags, as in a record: Game (may be empty: read from Board),
	// Board (required), Mode, Seats, Teams, Options, Terrain. Terrain may also
	// name a preset map of the board ("crossroads") or be "random": a
	// mirror-symmetric map drawn for each pair.
	Game, Board, Mode, Seats, Teams, Options, Terrain string
	// Variant "sandayi" plays 三打一 (junqi 4p, open or dark): a pair is one
	// hand — deal, bids, pick, deployments — played twice, each side once the
	// landlord (sandayi.go). Options may hold bidding= and pick=.
	Variant string

	A, B     string // the levels of the two sides
	Pairs    int    // game pairs to play (SPRT may stop earlier)
	Seed     uint64 // base seed: every pair's seeds derive from it and the pair's index
	Threads  int    // worker goroutines; 0: runtime.NumCPU()
	MaxPlies int    // actions after which a game is a draw; 0: DefaultMaxPlies
	TimeMS   int    // per decision; 0: work budgets only (deterministic)

	SPRT *stats.SPRT // nil: play every pair

	KeepRecords bool // keep every game, with its record, in the report (Report.Played)
}

// Player is a computer player as the arena sees it: package ai's door, or a
// fake in tests.
type Player interface {
	Decide(ai.Request) (string, error)
	Deploy(ai.Request) (string, error)
}

// Door is the Player of package ai.
var Door Player = door{}

type door struct{}

func (door) Decide(r ai.Request) (string, error) { return ai.Decide(r) }
func (door) Deploy(r ai.Request) (string, error) { return ai.Deploy(r) }

// plan is a checked Spec, ready to play.
type plan struct {
	spec    Spec
	game    string         // junqi | napoleon
	tags    *record.Record // tags only; Terrain filled per pair when random
	seats   []string       // play order
	teams   [][]string     // nil: every seat for itself
	flip    bool           // 翻棋: dealt, not deployed; colours given by the first flip
	jboard  junqi.BoardKind
	ncfg    napoleon.Config
	terrain string // "random", or "" (the tag is fixed)
	sandayi bool   // 三打一: pairs of hands (sandayi.go)
	// gameSeed is the base seed mixed with the game's description, so that
	// the modes of a ladder draw independent deployments and games.
	gameSeed uint64
}

// Describe is the spec's game in one line: "junqi 2p dark", "junqi 4p dark
// teams SN EW", "napoleon 10x10 terrain random".
func (s Spec) Describe() string {
	parts := []string{s.Game, s.Board}
	if s.Mode != "" {
		parts = append(parts, s.Mode)
	}
	if s.Variant != "" {
		parts = append(parts, "variant "+s.Variant)
	}
	for _, kv := range [][2]string{{"seats", s.Seats}, {"teams", s.Teams}, {"options", s.Options}, {"terrain", s.Terrain}} {
		if kv[1] != "" {
			parts = append(parts, kv[0]+" "+kv[1])
		}
	}
	return strings.Join(parts, " ")
}

// compile checks a spec against the rules cores and builds its plan.
func compile(s Spec) (*plan, error) {
	if s.Board == "" {
		return nil, fmt.Errorf("no board (junqi: 2p, 4p; napoleon: 8x8, 10x10, 15x15, WxH)")
	}
	if s.Game == "" {
		switch {
		case s.Board == "2p" || s.Board == "4p":
			s.Game = "junqi"
		case strings.Contains(s.Board, "x"):
			s.Game = "napoleon"
		default:
			return nil, fmt.Errorf("unknown board %q and no game", s.Board)
		}
	}
	if s.Pairs < 1 || s.Pairs > MaxPairs {
		return nil, fmt.Errorf("pairs %d: want 1 to %d", s.Pairs, MaxPairs)
	}
	if s.Threads < 0 || s.MaxPlies < 0 || s.TimeMS < 0 {
		return nil, fmt.Errorf("threads, max plies and time must not be negative")
	}
	if s.Threads == 0 {
		s.Threads = runtime.NumCPU()
	}
	if s.MaxPlies == 0 {
		s.MaxPlies = DefaultMaxPlies
	}
	if s.A == "" || s.B == "" {
		return nil, fmt.Errorf("both levels are needed (one of %s)", strings.Join(ai.Levels, ", "))
	}
	if s.SPRT != nil {
		if err := s.SPRT.Check(); err != nil {
			return nil, err
		}
	}
	p := &plan{spec: s, game: s.Game, tags: &record.Record{}, gameSeed: mix(s.Seed, fnv(s.Describe()))}
	for _, kv := range [][2]string{{"Game", s.Game}, {"Board", s.Board}, {"Variant", s.Variant}, {"Mode", s.Mode}, {"Seats", s.Seats}, {"Teams", s.Teams}, {"Options", s.Options}} {
		if kv[1] != "" {
			p.tags.SetTag(kv[0], kv[1])
		}
	}
	switch s.Game {
	case "junqi":
		if s.Terrain != "" {
			return nil, fmt.Errorf("terrain is a Napoleon tag")
		}
		if s.Variant != "" {
			if err := p.compileSandayi(); err != nil {
				return nil, err
			}
			break
		}
		if err := p.compileJunqi(); err != nil {
			return nil, err
		}
	case "napoleon":
		if s.Variant != "" {
			return nil, fmt.Errorf("variant %q is a Junqi variant", s.Variant)
		}
		if err := p.compileNapoleon(); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown game %q (junqi or napoleon)", s.Game)
	}
	return p, nil
}

func (p *plan) compileJunqi() error {
	cfg, err := junqi.ConfigFromTags(p.tags)
	if err != nil {
		return err
	}
	if _, err := junqi.NewState(cfg); err != nil {
		return err
	}
	p.jboard = cfg.Board
	p.flip = cfg.Mode == junqi.Flip
	st, _ := junqi.NewState(cfg)
	for _, seat := range st.Seats() {
		p.seats = append(p.seats, seat.String())
	}
	for _, team := range cfg.Teams {
		var letters []string
		for _, seat := range team {
			letters = append(letters, seat.String())
		}
		p.teams = append(p.teams, letters)
	}
	return p.checkSides()
}

func (p *plan) compileNapoleon() error {
	// Two seats are S and N; three or four are Waterloo (docs/waterloo.md).
	waterloo := len(strings.Fields(p.spec.Seats)) >= 3
	if !waterloo && p.spec.Seats != "" && p.spec.Seats != "S N" {
		return fmt.Errorf("napoleon is played by S and N, or by three or four armies (seats %q)", p.spec.Seats)
	}
	if !waterloo {
		p.tags.DeleteTag("Seats")
	}
	switch t := p.spec.Terrain; {
	case t == "random": // Waterloo's is the same from every edge (pairTags)
		p.terrain = "random"
	case t != "":
		b, err := napoleon.ParseBoard(p.spec.Board)
		if err != nil {
			return err
		}
		tiles := t
		maps := napoleon.TerrainMapsFor(b)
		if waterloo {
			maps = napoleon.WaterlooTerrainMapsFor(b)
		}
		for _, m := range maps {
			if m.Name == t {
				tiles = m.Tiles
			}
		}
		p.tags.SetTag("Terrain", tiles)
	}
	cfg, err := napoleon.ConfigFromRecord(p.tags)
	if err != nil {
		return err
	}
	if p.terrain == "random" && cfg.Options.Antique {
		return fmt.Errorf("the antique game has no terrain")
	}
	p.ncfg = cfg
	p.seats = []string{"S", "N"}
	if !cfg.Armies.IsWaterloo() {
		return nil
	}
	p.seats = p.seats[:0]
	for _, x := range cfg.Armies.Order() {
		p.seats = append(p.seats, x.String())
	}
	if t := cfg.Armies.TeamsTag(); t != "" {
		for _, team := range strings.Fields(t) {
			p.teams = append(p.teams, strings.Split(team, ""))
		}
	}
	if _, err := napoleon.ZoneRanksOf(cfg, waterlooArmySize(cfg)); err != nil {
		return err
	}
	return p.checkSides()
}

// waterlooArmySize is the army a Waterloo record without an army tag is played with
// (the players' rule, docs/waterloo.md): the standard 16 where it fits the zones, else 12.
func waterlooArmySize(cfg napoleon.Config) int {
	if _, err := napoleon.ZoneRanksOf(cfg, 16); err == nil {
		return 16
	}
	return 12
}

// checkSides: the sides are the two teams, or, without teams, a split of the
// seats (see sidesOf).
func (p *plan) checkSides() error {
	switch {
	case len(p.teams) > 2:
		return fmt.Errorf("a match needs two teams or none (teams %q)", p.spec.Teams)
	case len(p.seats) < 2 || len(p.seats) > 4:
		return fmt.Errorf("a match needs 2 to 4 seats")
	}
	return nil
}

// sidesOf gives side A's seats in the first game of pair i (B holds the rest;
// the second game swaps them):
//   - two teams: A the team of the first seat in play order;
//   - two seats: A the first;
//   - four seats, no teams: A the first and third in play order, B the second
//     and fourth (opposite seats, as partners sit, though the rules keep them
//     apart: whichever seat wins scores for its side);
//   - three seats, no teams: A alone on seat i mod 3, B on the other two, and
//     in the second game B alone on that seat; over a pair an equal player
//     scores 1/3 + 2/3 = one half of it.
func (p *plan) sidesOf(i int) map[string]bool {
	a := map[string]bool{}
	switch {
	case len(p.teams) == 2:
		team := p.teams[0]
		if !contains(team, p.seats[0]) {
			team = p.teams[1]
		}
		for _, s := range team {
			a[s] = true
		}
	case len(p.seats) == 3:
		a[p.seats[i%3]] = true
	default:
		for k := 0; k < len(p.seats); k += 2 {
			a[p.seats[k]] = true
		}
	}
	return a
}

// pairTags are the tags of pair i's games (a random terrain drawn for it).
func (p *plan) pairTags(pairSeed uint64) *record.Record {
	tags := p.tags.Clone()
	if p.terrain == "random" && p.ncfg.Armies.IsWaterloo() {
		// the same ground from every edge, bare within the zones' depth of every edge
		b := p.ncfg.Board
		clear := b.H / 2
		if n, err := napoleon.ZoneRanksOf(p.ncfg, 16); err == nil {
			clear = n
		}
		t := napoleon.RandomTerrainTurned(b, b.W*b.H/8, clear, rand.New(rand.NewPCG(mix(pairSeed, seedTerrain), 0)))
		if s := t.Format(b); s != "" {
			tags.SetTag("Terrain", s)
		}
	} else if p.terrain == "random" {
		b := p.ncfg.Board
		clear := b.H / 2
		if n, err := napoleon.ZoneRanks(b, armySizeOf(b)); err == nil {
			clear = n
		}
		t := napoleon.RandomTerrain(b, b.W*b.H/8, clear, rand.New(rand.NewPCG(mix(pairSeed, seedTerrain), 0)))
		if s := t.Format(b); s != "" {
			tags.SetTag("Terrain", s)
		}
	}
	return tags
}

// armySizeOf is the size of the board's first preset army (16 otherwise): the
// ranks a random terrain leaves bare for the set-up zones.
func armySizeOf(b napoleon.Board) int {
	for _, pr := range napoleon.ArmyPresets {
		if pr.Board == b {
			return pr.Rule.Size()
		}
	}
	return 16
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Seeds of a pair's parts, mixed with the pair's seed.
const (
	seedDeploy  = 0xDE9_0000
	seedDeal    = 0xDEA1
	seedTerrain = 0x7E44
	seedDecide  = 0xDEC_0000_0000
)

// mix is SplitMix64 of a and b: independent-looking seeds from a base seed and
// an index, so a pair's games do not depend on which worker plays them.
func mix(a, b uint64) uint64 {
	z := a + 0x9E3779B97F4A7C15*(b+1)
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// fnv is the 64-bit FNV-1a hash of s.
func fnv(s string) uint64 {
	h := uint64(0xcbf29ce484222325)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 0x100000001b3
	}
	return h
}
