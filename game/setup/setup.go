// Package setup holds what a player chooses before a game: the games Warboard plays, the
// options of each (a plain value the autosave keeps) and the record tags they make.
package setup

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"warboard/rules/ai/level"

	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// GameID names one of the games Warboard plays.
type GameID string

const (
	Junqi    GameID = "junqi"
	Napoleon GameID = "napoleon"
)

// Setup is what the options screen produces: every choice made before a game, both the
// ones the record keeps (Tags) and the app's own (hand-over, orientation, deployment and
// army presets, terrain source, first player). It is a plain value, saved in the autosave.
type Setup struct {
	Game     GameID        `json:"game"`
	Junqi    JunqiSetup    `json:"junqi"`
	Napoleon NapoleonSetup `json:"napoleon"`
	// Other keeps the choices of a game with no struct of its own here (a game added by its
	// package and one registry line), as its record's Options tag writes them: "name=value"
	// words, sorted. A string, so a Setup stays comparable.
	Other string `json:"other,omitempty"`
}

// OtherOption is the value of option name in Other ("" when unset).
func (s Setup) OtherOption(name string) string {
	for _, w := range strings.Fields(s.Other) {
		if k, v, _ := strings.Cut(w, "="); k == name {
			return v
		}
	}
	return ""
}

// SetOtherOption sets option name in Other to v ("" removes it); names and values are
// words without spaces or "=" in the name.
func (s *Setup) SetOtherOption(name, v string) {
	var ws []string
	for _, w := range strings.Fields(s.Other) {
		if k, _, _ := strings.Cut(w, "="); k != name {
			ws = append(ws, w)
		}
	}
	if v != "" {
		ws = append(ws, name+"="+v)
	}
	slices.Sort(ws)
	s.Other = strings.Join(ws, " ")
}

// The Junqi boards as the options screen offers them.
const (
	JunqiTwo   = "2p"       // two players, South against North
	JunqiTeams = "4p-teams" // four countries, S+N against E+W
	JunqiFFA   = "4p-ffa"   // four countries, each for themselves
	JunqiThree = "3p"       // four-country board, West stays empty
	// JunqiSandayi is 三打一 (docs/sandayi.md): four seats bid, the landlord against three
	// allied farmers; each seat a person or the computer at one of SandayiLevels.
	JunqiSandayi = "sandayi"
)

// SandayiLevels are the computer levels a 三打一 seat offers, weakest first: the one
// place that says which 三打一 players New game offers (those of every Junqi mode; New
// game, the defaults and the tests follow it).
var SandayiLevels = level.ChosenNames()

// SandayiLevel is the level a 三打一 computer seat takes for a level l chosen elsewhere
// (another board's remembered choice): l when offered, else normal when offered, else
// the strongest offered.
func SandayiLevel(l string) string {
	for _, want := range []string{l, "normal"} {
		for _, x := range SandayiLevels {
			if x == want {
				return x
			}
		}
	}
	return SandayiLevels[len(SandayiLevels)-1]
}

// JunqiSetup holds the Junqi choices.
type JunqiSetup struct {
	Players      string `json:"players"` // JunqiTwo, JunqiTeams, JunqiFFA, JunqiThree
	Mode         string `json:"mode"`    // open, dark, flip
	SecretDeploy bool   `json:"secretDeploy"`
	Clockwise    bool   `json:"clockwise"`
	NoCapture    int    `json:"noCapture"` // 0 = off
	BattleReveal bool   `json:"battleReveal"`
	AlliesSee    bool   `json:"alliesSee"`
	HandOver     bool   `json:"handOver"` // hand-over screens in games without secrets
	RankNumbers  bool   `json:"rankNumbers"`
	// Naval draws the pieces as warships on a sea board (海战棋): a piece set, no rule;
	// the record keeps it as the option "naval" so a loaded game shows the same set.
	Naval bool `json:"naval"`
	// Computer names the seats the computer plays and its level on each.
	Computer Computer `json:"computer"`
	// 三打一's options (Players JunqiSandayi): the bidding ("points" 叫分, "landlord"
	// 叫地主), the landlord's pick ("choose", "random"), who moves first ("landlord",
	// "seats") and whether the pick is shown to everybody. "" is the default.
	Bidding  string `json:"bidding,omitempty"`
	Pick     string `json:"pick,omitempty"`
	First    string `json:"first,omitempty"`
	PoolOpen bool   `json:"poolOpen,omitempty"`
}

// Sandayi reports a game of 三打一.
func (j JunqiSetup) Sandayi() bool { return j.Players == JunqiSandayi }

// HandRules are the 三打一 options as the rules take them.
func (j JunqiSetup) HandRules() junqi.HandRules {
	var r junqi.HandRules
	if j.Bidding == "landlord" {
		r.Bidding = junqi.BidLandlord
	}
	if j.Pick == "random" {
		r.Pick = junqi.PickRandom
	}
	if j.First == "seats" {
		r.First = junqi.SeatOrderFirst
	}
	r.PoolOpen = j.PoolOpen
	return r
}

// Computer says who plays each seat: the level of the computer ("easy", "normal", "hard")
// on the seats it plays; "" (or Person) is a person at the device. A value, so a Setup
// stays comparable and copies share nothing.
type Computer struct {
	S string `json:"S,omitempty"`
	E string `json:"E,omitempty"`
	N string `json:"N,omitempty"`
	W string `json:"W,omitempty"`
}

// Person is the value of a seat choice that is a person.
const Person = "person"

func (c *Computer) field(seat string) *string {
	switch seat {
	case "S":
		return &c.S
	case "E":
		return &c.E
	case "N":
		return &c.N
	case "W":
		return &c.W
	}
	return nil
}

// Of is seat's player: Person or a level.
func (c Computer) Of(seat string) string {
	if f := c.field(seat); f != nil && *f != "" && *f != Person {
		return *f
	}
	return Person
}

// Set makes seat a person's (Person) or the computer's at a level.
func (c *Computer) Set(seat, who string) {
	if f := c.field(seat); f != nil {
		if who == Person {
			who = ""
		}
		*f = who
	}
}

// Seats are the letters of the seats among seats that the computer plays, in their order
// ("EW"), and their levels by letter.
func (c Computer) Seats(seats []string) (letters string, levels map[string]string) {
	for _, x := range seats {
		if l := c.Of(x); l != Person {
			if levels == nil {
				levels = map[string]string{}
			}
			letters += x
			levels[x] = l
		}
	}
	return letters, levels
}

// People counts the seats among seats that are people's.
func (c Computer) People(seats []string) int {
	n := 0
	for _, x := range seats {
		if c.Of(x) == Person {
			n++
		}
	}
	return n
}

// The Napoleon armies as the options screen offers them.
const (
	Army16     = "16"     // the standard army
	Army20     = "20"     // the 20-piece pool
	Army16Of20 = "16of20" // 16 chosen secretly from the 20-piece pool
	Army30     = "30"     // three ranks of 10×10
	Army60     = "60"     // four ranks of 15×15
	ArmyFree   = "free"   // N pieces of any mix
	// The giant fields (boards printed from several 8×8 panels) and any size: armies in
	// the standard army's proportions (napoleon.ScaleArmy).
	Army32     = "32"     // two panels, 16×8: two standard armies
	Army40     = "40"     // four panels, 16×16: the author's "about 40 pieces"
	Army48     = "48"     // six panels, 24×16: three standard armies
	Army120    = "120"    // 32×32, four ranks
	ArmyScaled = "scaled" // ArmySize pieces in the standard proportions (custom sizes)
)

// scaledArmies are the army ids that are napoleon.ScaleArmy of their size.
var scaledArmies = map[string]int{Army32: 32, Army40: 40, Army48: 48, Army120: 120}

// The board choices of the options screen besides the squares 8, 10 and 15 (named by their
// side, as the settings have always kept them).
const (
	Board16x8   = "16x8"   // two panels
	Board16x16  = "16x16"  // four panels
	Board24x16  = "24x16"  // six panels
	BoardCustom = "custom" // width and height steppers
)

// Terrain sources.
const (
	TerrainNone   = "none"
	TerrainPreset = "preset"
	TerrainRandom = "random"
	TerrainEdit   = "edit" // tile by tile, in the terrain editor
)

// NapoleonSetup holds the Napoleon choices.
type NapoleonSetup struct {
	Size         int      `json:"size"`   // the board's width (8, 10 or 15 on the square presets)
	Height       int      `json:"height"` // the board's height; 0: as Size (a square board)
	Custom       bool     `json:"custom"` // a custom size (Size×Height steppers), not a preset
	Army         string   `json:"army"`
	ArmySize     int      `json:"armySize"` // free composition
	ExtraDrum    bool     `json:"extraDrum"`
	Target       int      `json:"target"`
	TurnLimit    int      `json:"turnLimit"` // 0 = none
	Middle       string   `json:"middle"`    // neutral, low, high (odd boards)
	DrumsScare   bool     `json:"drumsScare"`
	DrumPush     bool     `json:"drumPush"`
	Antique      bool     `json:"antique"`
	Terrain      string   `json:"terrain"`      // a terrain source
	TerrainMap   int      `json:"terrainMap"`   // preset: index among the board's maps
	TerrainSeed  uint64   `json:"terrainSeed"`  // random: the seed of the tiles
	TerrainTiles string   `json:"terrainTiles"` // edit: the tiles as a Terrain tag
	First        string   `json:"first"`        // lot, S, N (E, W in Waterloo)
	Computer     Computer `json:"computer"`
	// Armies is 3 or 4 for Waterloo (docs/waterloo.md); 0 (or 2) is the two-army game.
	// Teams is the Teams tag of a Waterloo ("" every army for itself).
	Armies int    `json:"armies,omitempty"`
	Teams  string `json:"teams,omitempty"`
	// AllyGeneral: an allied general frees a cavalry's orthogonals (teams only).
	AllyGeneral bool `json:"allyGeneral,omitempty"`
}

// Waterloo reports three or four armies.
func (n NapoleonSetup) Waterloo() bool { return n.Armies >= 3 }

// Seats are the armies in play order: S N, or S E N (W) as on the Junqi cross.
func (n NapoleonSetup) Seats() []string {
	switch {
	case n.Armies >= 4:
		return []string{"S", "E", "N", "W"}
	case n.Armies == 3:
		return []string{"S", "E", "N"}
	}
	return []string{"S", "N"}
}

// WaterlooTeams are the team choices for n armies ("" first: every army for itself).
func WaterlooTeams(armies int) []string {
	if armies >= 4 {
		return []string{"", "SN EW", "S ENW"}
	}
	return []string{"", "S EN"}
}

// Default is the setup of a first game of id: one person, South, against the computer at
// its normal level on every other seat.
func Default(id GameID) Setup {
	return Setup{
		Game: id,
		Junqi: JunqiSetup{Players: JunqiTwo, Mode: "open", NoCapture: 70,
			Computer: Computer{E: "normal", N: "normal", W: "normal"}},
		Napoleon: NapoleonSetup{Size: 8, Army: Army16, ArmySize: 16, Target: 4, Middle: "neutral",
			Terrain: TerrainNone, First: "lot", Computer: Computer{N: "normal"}},
	}
}

// FourCountry reports a game on the cross board.
func (j JunqiSetup) FourCountry() bool { return j.Players != JunqiTwo }

// Seats is the play order. Three players leave West empty: S E N counter-clockwise,
// S N E clockwise.
func (j JunqiSetup) Seats() []string {
	switch {
	case j.Players == JunqiTwo:
		return []string{"S", "N"}
	case j.Players == JunqiSandayi:
		return []string{"S", "E", "N", "W"} // the bidding's order, counter-clockwise
	case j.Players == JunqiThree && j.Clockwise:
		return []string{"S", "N", "E"}
	case j.Players == JunqiThree:
		return []string{"S", "E", "N"}
	case j.Clockwise:
		return []string{"S", "W", "N", "E"}
	}
	return []string{"S", "E", "N", "W"}
}

// ArmyCount is the number of pieces each Napoleon army has.
func (n NapoleonSetup) ArmyCount() int {
	switch n.Army {
	case Army20:
		return 20
	case Army30:
		return 30
	case Army60:
		return 60
	case ArmyFree, ArmyScaled:
		return n.ArmySize
	}
	if c, ok := scaledArmies[n.Army]; ok {
		return c
	}
	return 16
}

// ArmyOf is the army of a preset or scaled choice (the zero army for the others).
func ArmyOf(id string, size int) napoleon.Army {
	if c, ok := scaledArmies[id]; ok {
		return napoleon.ScaleArmy(c)
	}
	if id == ArmyScaled {
		return napoleon.ScaleArmy(size)
	}
	return napoleon.Army{}
}

// BoardChoice is the board row's value: "8", "10", "15", a giant preset or custom.
func (n NapoleonSetup) BoardChoice() string {
	b := n.Board()
	switch {
	case n.Custom:
		return BoardCustom
	case b.W == b.H && (b.W == 8 || b.W == 10 || b.W == 15):
		return strconv.Itoa(b.W)
	}
	return b.String()
}

// SetBoard sets the board of a board row value, and the army that fills it (with its
// target). A custom size keeps the board as it is until the steppers change it.
func (n *NapoleonSetup) SetBoard(v string) {
	n.Custom = v == BoardCustom
	if n.Custom && n.Height == 0 {
		n.Height = n.Size // the steppers start from the board as it is
	}
	if !n.Custom {
		if b, err := napoleon.ParseBoard(v); err == nil && strings.Contains(v, "x") {
			n.Size, n.Height = b.W, b.H
		} else if w, err := strconv.Atoi(v); err == nil {
			n.Size, n.Height = w, 0
		}
	}
	n.FillArmy()
}

// FillArmy chooses the army that fills the board (BoardArmy) and the preset map index 0,
// or no terrain instead of a preset map on a board that has none.
func (n *NapoleonSetup) FillArmy() {
	b := n.Board()
	n.Army, n.TerrainMap = BoardArmyOf(b), 0
	if n.Terrain == TerrainPreset && len(n.Maps()) == 0 {
		n.Terrain = TerrainNone
	}
	n.ArmySize = napoleon.BoardArmy(b).Size()
	if n.Army != ArmyScaled {
		n.ArmySize = n.ArmyCount()
	}
}

// ArmyFits reports whether the chosen army's set-up zones leave a rank between them.
func (n NapoleonSetup) ArmyFits() bool {
	_, err := napoleon.ZoneRanks(n.Board(), n.ArmyCount())
	return err == nil
}

// SuggestedTarget is the target for n (the rules' 3…6) scaled to the army: n × size / 16,
// rounded up.
func (s NapoleonSetup) SuggestedTarget(n int) int { return (n*s.ArmyCount() + 15) / 16 }

// Board is the Napoleon board.
func (s NapoleonSetup) Board() napoleon.Board {
	if s.Height > 0 {
		return napoleon.Board{W: s.Size, H: s.Height}
	}
	return napoleon.Board{W: s.Size, H: s.Size}
}

// Maps lists the preset terrain maps of the board: with three or four armies those that are
// the same from every edge.
func (s NapoleonSetup) Maps() []napoleon.TerrainMap {
	if s.Waterloo() {
		return napoleon.WaterlooTerrainMapsFor(s.Board())
	}
	return napoleon.TerrainMapsFor(s.Board())
}

// TerrainTag is the Terrain tag value of the setup, "" for bare ground. Random terrain is
// drawn from TerrainSeed, so the same setup always gives the same tiles.
func (s NapoleonSetup) TerrainTag() string {
	if s.Antique {
		return ""
	}
	switch s.Terrain {
	case TerrainPreset:
		maps := s.Maps()
		if s.TerrainMap >= 0 && s.TerrainMap < len(maps) {
			return maps[s.TerrainMap].Tiles
		}
	case TerrainRandom:
		b := s.Board()
		tiles := b.W * b.H / 8
		rng := rand.New(rand.NewPCG(s.TerrainSeed, 0x5741_5242))
		if s.Waterloo() {
			// the same from every edge, bare where any army sets up (docs/waterloo.md)
			t := napoleon.RandomTerrainTurned(b, tiles, s.waterlooZoneRanks(), rng)
			return t.Format(b)
		}
		t := napoleon.RandomTerrain(b, tiles, zoneRanks(b, s.ArmyCount()), rng)
		return t.Format(b)
	case TerrainEdit:
		return s.TerrainTiles
	}
	return ""
}

// waterlooZoneRanks is the depth of the armies' set-up zones with three or four armies.
func (s NapoleonSetup) waterlooZoneRanks() int {
	b := s.Board()
	a, err := napoleon.ParseArmies(strings.Join(s.Seats(), " "), s.Teams)
	if err != nil {
		return b.H / 2
	}
	n, err := napoleon.ZoneRanksOf(napoleon.Config{Board: b, Armies: a}, s.ArmyCount())
	if err != nil {
		return b.H / 2
	}
	return n
}

// BoardArmy is the army that fills a board's usual set-up zone.
func BoardArmy(size int) string {
	switch size {
	case 10:
		return Army30
	case 15:
		return Army60
	}
	return Army16
}

// BoardArmyOf is BoardArmy for any board: the square presets as BoardArmy, the giant
// presets their army, any other size ArmyScaled (napoleon.BoardArmy's size).
func BoardArmyOf(b napoleon.Board) string {
	switch b {
	case napoleon.Board8, napoleon.Board10, napoleon.Board15:
		return BoardArmy(b.W)
	case napoleon.Board16x8:
		return Army32
	case napoleon.Board16:
		return Army40
	case napoleon.Board24x16:
		return Army48
	case napoleon.Board32:
		return Army120
	}
	return ArmyScaled
}

// zoneRanks is the depth of the set-up zones, or half the board when the army cannot fit.
func zoneRanks(b napoleon.Board, size int) int {
	n, err := napoleon.ZoneRanks(b, size)
	if err != nil {
		return b.H / 2
	}
	return n
}

// Tags are the record tags of the setup (notation.md), in canonical order.
func (s Setup) Tags() []record.Tag {
	tag := func(name, value string) record.Tag { return record.Tag{Name: name, Value: value} }
	switch s.Game {
	case Junqi:
		j := s.Junqi
		board := "2p"
		if j.FourCountry() {
			board = "4p"
		}
		tags := []record.Tag{tag("Game", "junqi"), tag("Board", board)}
		if j.Sandayi() {
			tags = append(tags, tag("Variant", "sandayi"))
		}
		tags = append(tags, tag("Mode", j.Mode), tag("Seats", strings.Join(j.Seats(), " ")))
		if j.Players == JunqiTeams {
			tags = append(tags, tag("Teams", "SN EW"))
		}
		var opts []string
		if j.Sandayi() {
			opts = append(opts, "bidding="+or(j.Bidding, "points"), "pick="+or(j.Pick, "choose"),
				"first="+or(j.First, "landlord"))
			if j.PoolOpen {
				opts = append(opts, "pool-open")
			}
		}
		opts = append(opts, "nocapture="+strconv.Itoa(j.NoCapture))
		if j.Mode == "dark" && j.BattleReveal {
			opts = append(opts, "battle-reveal")
		}
		if j.Mode == "dark" && (j.Players == JunqiTeams || j.Sandayi()) && j.AlliesSee {
			opts = append(opts, "allies-see")
		}
		if j.Naval {
			opts = append(opts, NavalOption)
		}
		return append(tags, tag("Options", strings.Join(opts, " ")))
	case Napoleon:
		n := s.Napoleon
		tags := []record.Tag{tag("Game", "napoleon"), tag("Board", n.Board().String())}
		if n.Waterloo() {
			tags = append(tags, tag("Seats", strings.Join(n.Seats(), " ")))
			if n.Teams != "" {
				tags = append(tags, tag("Teams", n.Teams))
			}
		}
		opts := []string{"target=" + strconv.Itoa(n.Target)}
		if n.TurnLimit > 0 {
			opts = append(opts, "turnlimit="+strconv.Itoa(n.TurnLimit))
		}
		if n.Board().H%2 == 1 {
			opts = append(opts, "middle="+n.Middle)
		}
		if n.DrumsScare && !n.Antique {
			opts = append(opts, "drums-scare")
		}
		if n.DrumPush {
			opts = append(opts, "drum-push")
		}
		if n.Antique {
			opts = append(opts, "antique")
		}
		if n.Waterloo() && n.Teams != "" && n.AllyGeneral {
			opts = append(opts, "ally-general")
		}
		tags = append(tags, tag("Options", strings.Join(opts, " ")))
		if t := n.TerrainTag(); t != "" {
			tags = append(tags, tag("Terrain", t))
		}
		return tags
	}
	if s.Game == "" {
		return nil
	}
	// a game with no struct here: its name and its choices
	tags := []record.Tag{tag("Game", string(s.Game))}
	if s.Other != "" {
		tags = append(tags, tag("Options", s.Other))
	}
	return tags
}

// or is v, or def when v is "".
func or(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// NavalOption is the Junqi record option of the 海战棋 piece set.
const NavalOption = "naval"

// Naval reports a Junqi record whose Options name the 海战棋 piece set.
func Naval(rec *record.Record) bool {
	if rec == nil {
		return false
	}
	opts, err := rec.Options()
	if err != nil {
		return false
	}
	for _, o := range opts {
		if o.Name == NavalOption && !o.HasValue {
			return true
		}
	}
	return false
}

// Record is a record holding the setup's tags and no moves yet.
func (s Setup) Record() *record.Record {
	return &record.Record{Tags: s.Tags()}
}

// Drawn is s with the random draws its options leave to the start made with seed (random
// terrain's seed), so New game's screen starts a game without knowing which game it is.
func (s Setup) Drawn(seed func() uint64) Setup {
	if s.Game == Napoleon && s.Napoleon.Terrain == TerrainRandom {
		s.Napoleon.TerrainSeed = seed()
	}
	return s
}

// String is the setup's record text, for logs and tests.
func (s Setup) String() string { return fmt.Sprint(s.Record()) }
