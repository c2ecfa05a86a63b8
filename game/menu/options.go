package menu

import (
	"slices"
	"strconv"
	"strings"
	"warboard/rules/ai/level"

	"warboard/game/i18n"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/rules/napoleon"
)

// The option catalogue: every row of the options screen, what it shows, when it applies and
// how it reads and writes the Setup. The rows are in dependency order (a board before its
// army, an army before its target), which is also the order remembered choices are restored
// in. Option names are stable: they name the rows to the browser hook ("option:mode"), and
// the remembered choices in the settings.

// choice is one value of a choice option.
type choice struct {
	value string
	label func(p *i18n.Printer) string
	help  func(p *i18n.Printer) string // nil: the option's own explanation
}

type option struct {
	name  string
	kind  widget.RowKind
	label i18n.Key
	help  func(s *setup.Setup, p *i18n.Printer) string // the explanation under the label

	shown func(s *setup.Setup) bool // nil: always
	get   func(s *setup.Setup) string
	set   func(s *setup.Setup, v string)

	choices func(s *setup.Setup) []choice // optChoice

	// optStepper
	bounds func(s *setup.Setup) (lo, hi, step int)
	format func(p *i18n.Printer, n int) string
}

func (o *option) applies(s *setup.Setup) bool { return o.shown == nil || o.shown(s) }

// valid reports whether v is a value o accepts in s now.
func (o *option) valid(s *setup.Setup, v string) bool {
	switch o.kind {
	case widget.ToggleRow:
		return v == "on" || v == "off"
	case widget.ChoiceRow:
		return slices.ContainsFunc(o.choices(s), func(c choice) bool { return c.value == v })
	case widget.StepperRow:
		n, err := strconv.Atoi(v)
		lo, hi, _ := o.bounds(s)
		return err == nil && n >= lo && n <= hi
	}
	return false
}

// step moves a stepper by dir steps, within its bounds.
func (o *option) step(s *setup.Setup, dir int) {
	n, _ := strconv.Atoi(o.get(s))
	lo, hi, st := o.bounds(s)
	n = min(hi, max(lo, n+dir*st))
	o.set(s, strconv.Itoa(n))
}

// helpOf is the explanation of o in s: the selected choice's own, or the option's.
func (o *option) helpOf(s *setup.Setup, p *i18n.Printer) string {
	if o.kind == widget.ChoiceRow {
		v := o.get(s)
		for _, c := range o.choices(s) {
			if c.value == v && c.help != nil {
				return c.help(p)
			}
		}
	}
	if o.help == nil {
		return ""
	}
	return o.help(s, p)
}

// optionsOf lists the option rows of a game.
func optionsOf(id setup.GameID) []*option {
	if id == setup.Napoleon {
		return napoleonOptions
	}
	return junqiOptions
}

// choicesOf are the setup's current values of every option of its game, as the settings
// remember them. Options that do not apply now are kept too, so that switching the board
// back and forth does not lose them.
func choicesOf(s *setup.Setup) map[string]string {
	out := map[string]string{}
	for _, o := range optionsOf(s.Game) {
		out[o.name] = o.get(s)
	}
	return out
}

// restoreChoices applies remembered choices over the defaults, in catalogue order, skipping
// values this build does not accept (settings of another version).
func restoreChoices(s *setup.Setup, c map[string]string) {
	for _, o := range optionsOf(s.Game) {
		if v, ok := c[o.name]; ok && o.valid(s, v) {
			o.set(s, v)
		}
	}
}

// Helpers to build the catalogue.

func text(k i18n.Key) func(p *i18n.Printer) string {
	return func(p *i18n.Printer) string { return p.T(k) }
}

func helpText(k i18n.Key) func(*setup.Setup, *i18n.Printer) string {
	return func(_ *setup.Setup, p *i18n.Printer) string { return p.T(k) }
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func toggle(name string, label, help i18n.Key, field func(s *setup.Setup) *bool, shown func(s *setup.Setup) bool) *option {
	return &option{name: name, kind: widget.ToggleRow, label: label, help: helpText(help), shown: shown,
		get: func(s *setup.Setup) string { return onOff(*field(s)) },
		set: func(s *setup.Setup, v string) { *field(s) = v == "on" }}
}

func stepper(name string, label, help i18n.Key, field func(s *setup.Setup) *int, lo, hi, step int,
	format func(p *i18n.Printer, n int) string, shown func(s *setup.Setup) bool) *option {
	return &option{name: name, kind: widget.StepperRow, label: label, help: helpText(help), shown: shown,
		get:    func(s *setup.Setup) string { return strconv.Itoa(*field(s)) },
		set:    func(s *setup.Setup, v string) { *field(s), _ = strconv.Atoi(v) },
		bounds: func(*setup.Setup) (int, int, int) { return lo, hi, step },
		format: format}
}

// countOrOff formats a count, 0 reading "Off".
func countOrOff(k i18n.Key) func(p *i18n.Printer, n int) string {
	return func(p *i18n.Printer, n int) string {
		if n == 0 {
			return p.T(i18n.Off)
		}
		return p.T(k, n)
	}
}

// seatRow is the row choosing who plays a seat: a person, or the computer at a level. It
// shows for the seats the board's players use.
func seatRow(seat string, computer func(s *setup.Setup) *setup.Computer, plays func(s *setup.Setup, seat string) bool) *option {
	k, _ := i18n.SeatName(seat[0], false)
	return &option{name: "seat-" + seat, kind: widget.ChoiceRow, label: k, help: helpText(i18n.OptSeatHelp),
		shown: func(s *setup.Setup) bool { return plays(s, seat) },
		get:   func(s *setup.Setup) string { return computer(s).Of(seat) },
		set:   func(s *setup.Setup, v string) { computer(s).Set(seat, v) },
		choices: func(*setup.Setup) []choice {
			cs := []choice{{setup.Person, text(i18n.PlayerHuman), nil}}
			for _, l := range level.ChosenNames() {
				cs = append(cs, choice{l, text(levelKey(l)), nil})
			}
			return cs
		}}
}

func junqiSeat(seat string) *option {
	o := seatRow(seat, func(s *setup.Setup) *setup.Computer { return &s.Junqi.Computer },
		func(s *setup.Setup, seat string) bool { return slices.Contains(s.Junqi.Seats(), seat) })
	// 三打一: the levels rules/ai plays it at (setup.SandayiLevels), and the help says so.
	choices, help := o.choices, o.help
	o.choices = func(s *setup.Setup) []choice {
		if s.Junqi.Sandayi() {
			cs := []choice{{setup.Person, text(i18n.PlayerHuman), nil}}
			for _, l := range setup.SandayiLevels {
				cs = append(cs, choice{l, text(levelKey(l)), nil})
			}
			return cs
		}
		return choices(s)
	}
	o.help = func(s *setup.Setup, p *i18n.Printer) string {
		if s.Junqi.Sandayi() {
			return p.T(i18n.OptSeatSandayiHelp)
		}
		return help(s, p)
	}
	return o
}

// levelNames are the catalogue's names of the levels of rules/ai/level (a test checks every
// level has one).
var levelNames = map[string]i18n.Key{
	"random": i18n.LevelRandom,
	"greedy": i18n.LevelGreedy,
	"easy":   i18n.LevelEasy,
	"normal": i18n.LevelNormal,
	"hard":   i18n.LevelHard,
}

// levelKey names a computer level (the default level's name for an unknown one).
func levelKey(l string) i18n.Key {
	if k, ok := levelNames[l]; ok {
		return k
	}
	return levelNames[level.Default]
}

// junqiSeatsFor keeps the seat choices a board offers when the board changes: a computer
// level that board does not offer becomes the nearest one it does.
func junqiSeatsFor(s *setup.Setup) {
	c := &s.Junqi.Computer
	for _, x := range []string{"S", "E", "N", "W"} {
		l := c.Of(x)
		switch {
		case l == setup.Person:
		case s.Junqi.Sandayi():
			c.Set(x, setup.SandayiLevel(l))
		case !level.IsChosen(l):
			c.Set(x, level.Default)
		}
	}
}

// SandayiOffered puts 三打一 among New game's Junqi boards (issue 13 part 4).
const SandayiOffered = true

// sandayiChoice is a 三打一 option row over a string field ("" reads as the first choice).
func sandayiChoice(name string, label i18n.Key, help func(*setup.Setup, *i18n.Printer) string, field func(s *setup.Setup) *string, cs ...choice) *option {
	return &option{name: name, kind: widget.ChoiceRow, label: label, help: help,
		shown: func(s *setup.Setup) bool { return s.Junqi.Sandayi() },
		get: func(s *setup.Setup) string {
			if v := *field(s); v != "" {
				return v
			}
			return cs[0].value
		},
		set: func(s *setup.Setup, v string) {
			if v == cs[0].value {
				v = "" // the default is kept as "", as a fresh setup has it
			}
			*field(s) = v
		},
		choices: func(*setup.Setup) []choice { return cs }}
}

func napoleonSide(seat string) *option {
	o := seatRow(seat, func(s *setup.Setup) *setup.Computer { return &s.Napoleon.Computer },
		func(s *setup.Setup, seat string) bool { return slices.Contains(s.Napoleon.Seats(), seat) })
	// Waterloo: people at every seat, or one person against computers (hand-overs are
	// between people only): a choice that breaks it makes the other people's seats the
	// computer's, South staying the person's when it was.
	set, help := o.set, o.help
	o.set = func(s *setup.Setup, v string) {
		set(s, v)
		n := &s.Napoleon
		if !n.Waterloo() || !slices.Contains(n.Seats(), seat) || n.Computer.People(n.Seats()) == len(n.Seats()) {
			return
		}
		keep := seat
		if v != setup.Person {
			keep = ""
			for _, x := range n.Seats() {
				if n.Computer.Of(x) == setup.Person {
					keep = x
					break
				}
			}
		}
		for _, x := range n.Seats() {
			if x != keep && n.Computer.Of(x) == setup.Person {
				n.Computer.Set(x, "normal")
			}
		}
	}
	o.help = func(s *setup.Setup, p *i18n.Printer) string {
		if s.Napoleon.Waterloo() {
			return p.T(i18n.OptSeatPeopleHelp)
		}
		return help(s, p)
	}
	return o
}

// napoleonBoards are the board sizes offered: Waterloo's square boards of at least 12.
func napoleonBoards(s *setup.Setup) []int {
	if s.Napoleon.Waterloo() {
		return []int{15}
	}
	return []int{8, 10, 15}
}

// setArmies switches between two armies and Waterloo: a board and army that fit, every seat
// a person's, every army for itself.
func setArmies(s *setup.Setup, v string) {
	n := &s.Napoleon
	n.Armies, _ = strconv.Atoi(v)
	if n.Armies <= 2 {
		// Back to two armies: East and West take no seat, move first or play.
		n.Armies, n.Teams = 0, ""
		n.Computer.E, n.Computer.W = "", ""
		if n.First != "lot" && !slices.Contains(n.Seats(), n.First) {
			n.First = "lot"
		}
		return
	}
	n.Teams = ""
	n.Computer = setup.Computer{}
	if n.First != "lot" && !slices.Contains(n.Seats(), n.First) {
		n.First = "lot"
	}
	if b := n.Board(); n.Custom || b.W != b.H || b.W < napoleon.WaterlooMinSize || b.W > napoleon.WaterlooBoard4.W {
		// Waterloo plays on a square board offered in its row: 15×15 unless 16×16 is chosen
		n.SetBoard("15")
	}
	if !waterlooArmyFits(n) {
		n.Army, n.ArmySize = setup.Army16, 16
	}
	resetTarget(s)
}

// waterlooArmyFits reports whether n's army fits a Waterloo zone of its board.
func waterlooArmyFits(n *setup.NapoleonSetup) bool {
	a, err := napoleon.ParseArmies(strings.Join(n.Seats(), " "), "")
	if err != nil {
		return false
	}
	_, err = napoleon.ZoneRanksOf(napoleon.Config{Board: n.Board(), Armies: a}, n.ArmyCount())
	return err == nil
}

var junqiOptions = []*option{
	{name: "board", kind: widget.ChoiceRow, label: i18n.OptPlayers,
		get: func(s *setup.Setup) string { return s.Junqi.Players },
		set: func(s *setup.Setup, v string) {
			s.Junqi.Players = v
			if (v == setup.JunqiThree || v == setup.JunqiSandayi) && s.Junqi.Mode == "flip" {
				s.Junqi.Mode = "open" // 翻棋 has no three-player form, nor a 三打一
			}
			junqiSeatsFor(s)
		},
		choices: func(*setup.Setup) []choice {
			cs := []choice{
				{setup.JunqiTwo, text(i18n.Players2), text(i18n.Players2Help)},
				{setup.JunqiTeams, text(i18n.Players4Teams), text(i18n.Players4TeamsHelp)},
				{setup.JunqiFFA, text(i18n.Players4FFA), text(i18n.Players4FFAHelp)},
				{setup.JunqiThree, text(i18n.Players3), text(i18n.Players3Help)},
			}
			if SandayiOffered {
				cs = append(cs, choice{setup.JunqiSandayi, text(i18n.Players4Sandayi), text(i18n.Players4SandayiHelp)})
			}
			return cs
		}},
	{name: "mode", kind: widget.ChoiceRow, label: i18n.OptMode,
		get: func(s *setup.Setup) string { return s.Junqi.Mode },
		set: func(s *setup.Setup, v string) { s.Junqi.Mode = v },
		choices: func(s *setup.Setup) []choice {
			cs := []choice{
				{"open", text(i18n.ModeOpen), text(i18n.ModeOpenHelp)},
				{"dark", text(i18n.ModeDark), text(i18n.ModeDarkHelp)},
			}
			if s.Junqi.Players != setup.JunqiThree && !s.Junqi.Sandayi() {
				cs = append(cs, choice{"flip", text(i18n.ModeFlip), text(i18n.ModeFlipHelp)})
			}
			return cs
		}},
	// 海战棋: a piece set, not a rule; remembered with the other choices.
	toggle("naval", i18n.OptNaval, i18n.OptNavalHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.Naval }, nil),
	junqiSeat("S"), junqiSeat("E"), junqiSeat("N"), junqiSeat("W"),
	// 三打一's own rows (docs/sandayi.md)
	sandayiChoice("bidding", i18n.OptBidding, nil, func(s *setup.Setup) *string { return &s.Junqi.Bidding },
		choice{"points", text(i18n.BiddingPoints), text(i18n.BiddingPointsHelp)},
		choice{"landlord", text(i18n.BiddingLandlord), text(i18n.BiddingLandlordHelp)}),
	sandayiChoice("pick", i18n.OptPick, nil, func(s *setup.Setup) *string { return &s.Junqi.Pick },
		choice{"choose", text(i18n.PickChoose), text(i18n.PickChooseHelp)},
		choice{"random", text(i18n.PickRandom), text(i18n.PickRandomHelp)}),
	sandayiChoice("first", i18n.OptFirstMover, helpText(i18n.OptFirstMoverHelp), func(s *setup.Setup) *string { return &s.Junqi.First },
		choice{"landlord", text(i18n.FirstLandlord), nil},
		choice{"seats", text(i18n.FirstSeats), nil}),
	toggle("pool-open", i18n.OptPoolOpen, i18n.OptPoolOpenHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.PoolOpen },
		func(s *setup.Setup) bool { return s.Junqi.Sandayi() }),
	toggle("secret-deploy", i18n.OptSecretDeploy, i18n.OptSecretDeployHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.SecretDeploy },
		func(s *setup.Setup) bool { return s.Junqi.Mode == "open" }),
	{name: "turn-order", kind: widget.ChoiceRow, label: i18n.OptTurnOrder, help: helpText(i18n.OptTurnOrderHelp),
		// 三打一 bids and plays counter-clockwise (docs/sandayi.md).
		shown: func(s *setup.Setup) bool { return s.Junqi.FourCountry() && !s.Junqi.Sandayi() },
		get:   func(s *setup.Setup) string { return map[bool]string{false: "ccw", true: "cw"}[s.Junqi.Clockwise] },
		set:   func(s *setup.Setup, v string) { s.Junqi.Clockwise = v == "cw" },
		choices: func(*setup.Setup) []choice {
			return []choice{{"ccw", text(i18n.TurnOrderCCW), nil}, {"cw", text(i18n.TurnOrderCW), nil}}
		}},
	stepper("nocapture", i18n.OptNoCapture, i18n.OptNoCaptureHelp,
		func(s *setup.Setup) *int { return &s.Junqi.NoCapture }, 0, 300, 10, countOrOff(i18n.NoCaptureValue), nil),
	toggle("battle-reveal", i18n.OptBattleReveal, i18n.OptBattleRevealHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.BattleReveal },
		func(s *setup.Setup) bool { return s.Junqi.Mode == "dark" }),
	toggle("allies-see", i18n.OptAlliesSee, i18n.OptAlliesSeeHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.AlliesSee },
		func(s *setup.Setup) bool {
			return s.Junqi.Mode == "dark" && (s.Junqi.Players == setup.JunqiTeams || s.Junqi.Sandayi())
		}),
	toggle("hand-over", i18n.OptHandOver, i18n.OptHandOverHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.HandOver },
		// The dark game always hands over: every player has secrets.
		func(s *setup.Setup) bool { return s.Junqi.Mode != "dark" }),
	// Which way the board faces is the settings' Board orientation, for every game.
	toggle("rank-numbers", i18n.OptRankNumbers, i18n.OptRankNumbersHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.RankNumbers }, nil),
}

// armyHelp lists a preset army's pieces by name, for the presets the catalogue has no
// sentence for.
func armyHelp(a napoleon.Army, antique bool) func(p *i18n.Printer) string {
	return func(p *i18n.Printer) string {
		var parts []string
		for i, code := range []byte("GDICK") {
			k, _ := i18n.NapoleonPiece(code, antique)
			parts = append(parts, p.T(k)+"\u00a0×"+strconv.Itoa(a[i+1]))
		}
		return strings.Join(parts, " · ")
	}
}

// resetTarget sets the target the menu suggests for the army (the rules' default 4, scaled).
func resetTarget(s *setup.Setup) {
	s.Napoleon.Target = s.Napoleon.SuggestedTarget(napoleon.DefaultTarget)
}

// boardSide is a stepper of a custom board's width or height (4 to 32 squares); a new size
// gets the army that fills it. Its explanation says how big an army the board holds.
func boardSide(name string, label i18n.Key, field func(n *setup.NapoleonSetup) *int) *option {
	return &option{name: name, kind: widget.StepperRow, label: label, help: armyFitHelp,
		shown: func(s *setup.Setup) bool { return s.Napoleon.Custom },
		get: func(s *setup.Setup) string {
			n := s.Napoleon
			if n.Height == 0 { // a square board keeps its height in Size
				n.Height = n.Size
			}
			return strconv.Itoa(*field(&n))
		},
		set: func(s *setup.Setup, v string) {
			if !s.Napoleon.Custom { // a remembered size of a custom board that is not chosen now
				return
			}
			if s.Napoleon.Height == 0 {
				s.Napoleon.Height = s.Napoleon.Size
			}
			*field(&s.Napoleon), _ = strconv.Atoi(v)
			s.Napoleon.FillArmy()
			resetTarget(s)
		},
		bounds: func(*setup.Setup) (int, int, int) { return napoleon.MinSize, napoleon.MaxSize, 1 },
		format: func(p *i18n.Printer, n int) string { return p.T(i18n.BoardSideValue, n) }}
}

// scaledSize is the size the standard-mix army has or would have: the chosen one, else the
// one that fills the board.
func scaledSize(s *setup.Setup) int {
	if s.Napoleon.Army == setup.ArmyScaled {
		return s.Napoleon.ArmySize
	}
	return napoleon.BoardArmy(s.Napoleon.Board()).Size()
}

// armyFitHelp says how big an army the board holds, or, when the chosen army does not fit
// (a remembered choice, a free size), what is wrong and what to do.
func armyFitHelp(s *setup.Setup, p *i18n.Printer) string {
	n := s.Napoleon
	b := n.Board()
	if !n.ArmyFits() {
		return p.T(i18n.ArmyNoFit, n.ArmyCount(), b.W, b.H, napoleon.MaxArmy(b))
	}
	return p.T(i18n.BoardHolds, napoleon.MaxArmy(b))
}

var napoleonOptions = []*option{
	{name: "board", kind: widget.ChoiceRow, label: i18n.OptBoardSize, help: helpText(i18n.OptBoardSizeHelp),
		get: func(s *setup.Setup) string { return s.Napoleon.BoardChoice() },
		set: func(s *setup.Setup, v string) {
			s.Napoleon.SetBoard(v)
			if s.Napoleon.Waterloo() && !waterlooArmyFits(&s.Napoleon) {
				s.Napoleon.Army, s.Napoleon.ArmySize = setup.Army16, 16
			}
			resetTarget(s)
		},
		choices: func(s *setup.Setup) []choice {
			var cs []choice
			for _, n := range napoleonBoards(s) {
				cs = append(cs, choice{strconv.Itoa(n), func(p *i18n.Printer) string { return p.T(i18n.BoardSizeValue, n, n) }, nil})
			}
			// the giant fields: boards printed from several 8×8 panels (Waterloo: square ones)
			giants := []napoleon.Board{napoleon.Board16x8, napoleon.Board16, napoleon.Board24x16}
			if s.Napoleon.Waterloo() {
				giants = []napoleon.Board{napoleon.WaterlooBoard4}
			}
			for _, b := range giants {
				cs = append(cs, choice{b.String(), func(p *i18n.Printer) string { return p.T(i18n.BoardPanels, b.W, b.H, b.W*b.H/64) }, nil})
			}
			if s.Napoleon.Waterloo() {
				return cs
			}
			return append(cs, choice{setup.BoardCustom, text(i18n.BoardCustom), text(i18n.BoardCustomHelp)})
		}},
	boardSide("board-width", i18n.OptBoardWidth, func(n *setup.NapoleonSetup) *int { return &n.Size }),
	boardSide("board-height", i18n.OptBoardHeight, func(n *setup.NapoleonSetup) *int { return &n.Height }),
	{name: "armies", kind: widget.ChoiceRow, label: i18n.OptArmies, help: helpText(i18n.OptArmiesHelp),
		get: func(s *setup.Setup) string { return strconv.Itoa(max(2, s.Napoleon.Armies)) },
		set: setArmies,
		choices: func(*setup.Setup) []choice {
			return []choice{{"2", text(i18n.Armies2), nil}, {"3", text(i18n.Armies3), nil}, {"4", text(i18n.Armies4), nil}}
		}},
	{name: "teams", kind: widget.ChoiceRow, label: i18n.OptTeams, help: helpText(i18n.OptTeamsHelp),
		shown: func(s *setup.Setup) bool { return s.Napoleon.Waterloo() },
		get:   func(s *setup.Setup) string { return s.Napoleon.Teams },
		set:   func(s *setup.Setup, v string) { s.Napoleon.Teams = v },
		choices: func(s *setup.Setup) []choice {
			names := map[string]i18n.Key{"": i18n.TeamsNone, "S EN": i18n.TeamsSvEN, "SN EW": i18n.TeamsSNvEW, "S ENW": i18n.TeamsSvENW}
			var cs []choice
			for _, t := range setup.WaterlooTeams(s.Napoleon.Armies) {
				cs = append(cs, choice{t, text(names[t]), nil})
			}
			return cs
		}},
	toggle("ally-general", i18n.OptAllyGeneral, i18n.OptAllyGeneralHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.AllyGeneral },
		func(s *setup.Setup) bool { return s.Napoleon.Waterloo() && s.Napoleon.Teams != "" }),
	napoleonSide("S"), napoleonSide("E"), napoleonSide("N"), napoleonSide("W"),
	{name: "army", kind: widget.ChoiceRow, label: i18n.OptArmy,
		get: func(s *setup.Setup) string { return s.Napoleon.Army },
		set: func(s *setup.Setup, v string) {
			if v == setup.ArmyScaled {
				s.Napoleon.ArmySize = scaledSize(s)
			}
			s.Napoleon.Army = v
			if v != setup.ArmyFree {
				s.Napoleon.ArmySize = s.Napoleon.ArmyCount()
			}
			resetTarget(s)
		},
		choices: func(s *setup.Setup) []choice {
			ant := s.Napoleon.Antique
			b := s.Napoleon.Board()
			fits := func(n int) bool { return n <= napoleon.MaxArmy(b) }
			if s.Napoleon.Waterloo() {
				// the edge zones of three or four armies: the usual armies that fit, or free
				w := s.Napoleon
				fits = func(n int) bool { w.Army, w.ArmySize = setup.ArmyFree, n; return waterlooArmyFits(&w) }
				b = napoleon.Board8 // no giant-field armies
			}
			var cs []choice
			sized := func(id string, a napoleon.Army) {
				if fits(a.Size()) {
					cs = append(cs, choice{id, func(p *i18n.Printer) string { return p.T(i18n.ArmySizeValue, a.Size()) }, armyHelp(a, ant)})
				}
			}
			if fits(16) {
				cs = append(cs, choice{setup.Army16, text(i18n.Army16), armyHelp(napoleon.Army16, ant)})
			}
			if fits(20) {
				cs = append(cs, choice{setup.Army20, text(i18n.Army20), armyHelp(napoleon.Army20, ant)})
			}
			switch b {
			case napoleon.Board8:
			case napoleon.Board10:
				sized(setup.Army30, napoleon.Army30)
			case napoleon.Board15:
				sized(setup.Army30, napoleon.Army30)
				sized(setup.Army60, napoleon.Army60)
			default:
				// the giant fields' armies where they fit, and any size in the standard mix
				sized(setup.Army30, napoleon.Army30)
				for _, id := range []string{setup.Army32, setup.Army40, setup.Army48} {
					sized(id, setup.ArmyOf(id, 0))
				}
				sized(setup.Army60, napoleon.Army60)
				sized(setup.Army120, napoleon.Army120)
				n := scaledSize(s)
				cs = append(cs, choice{setup.ArmyScaled, func(p *i18n.Printer) string { return p.T(i18n.ArmyScaledValue, n) },
					armyHelp(napoleon.ScaleArmy(n), ant)})
			}
			if fits(16) {
				cs = append(cs, choice{setup.Army16Of20, text(i18n.Army16Of20), text(i18n.Army16Of20Help)})
			}
			return append(cs, choice{setup.ArmyFree, text(i18n.ArmyFree), text(i18n.ArmyFreeHelp)})
		}},
	{name: "army-size", kind: widget.StepperRow, label: i18n.OptArmySize, help: armyFitHelp,
		shown: func(s *setup.Setup) bool {
			return s.Napoleon.Army == setup.ArmyFree || s.Napoleon.Army == setup.ArmyScaled
		},
		get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.ArmySize) },
		set: func(s *setup.Setup, v string) {
			s.Napoleon.ArmySize, _ = strconv.Atoi(v)
			resetTarget(s)
		},
		// At least a general's worth of pieces; at most what leaves one empty rank on
		// each side of the middle.
		bounds: func(s *setup.Setup) (int, int, int) {
			b := s.Napoleon.Board()
			hi := max(1, b.W*(b.H/2-1))
			return min(4, hi), hi, 1
		},
		format: func(p *i18n.Printer, n int) string { return p.T(i18n.ArmySizeValue, n) }},
	toggle("extra-drum", i18n.OptExtraDrum, i18n.OptExtraDrumHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.ExtraDrum },
		func(s *setup.Setup) bool { return s.Napoleon.Army == setup.ArmyFree }),
	{name: "target", kind: widget.StepperRow, label: i18n.OptTarget,
		help: func(s *setup.Setup, p *i18n.Printer) string {
			h := p.T(i18n.OptTargetHelp)
			if s.Napoleon.ArmyCount() != 16 {
				h += " " + p.T(i18n.TargetSuggested, s.Napoleon.SuggestedTarget(napoleon.DefaultTarget))
			}
			return h
		},
		get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.Target) },
		set: func(s *setup.Setup, v string) { s.Napoleon.Target, _ = strconv.Atoi(v) },
		// The rules' N is 3 to 6; bigger armies scale it.
		bounds: func(s *setup.Setup) (int, int, int) {
			return s.Napoleon.SuggestedTarget(3), s.Napoleon.SuggestedTarget(6), 1
		},
		format: func(p *i18n.Printer, n int) string { return p.T(i18n.TargetValue, n) }},
	stepper("turnlimit", i18n.OptTurnLimit, i18n.OptTurnLimitHelp,
		func(s *setup.Setup) *int { return &s.Napoleon.TurnLimit }, 0, 500, 10, countOrOff(i18n.TurnLimitValue), nil),
	{name: "middle", kind: widget.ChoiceRow, label: i18n.OptMiddle, help: helpText(i18n.OptMiddleHelp),
		shown: func(s *setup.Setup) bool { return s.Napoleon.Board().H%2 == 1 },
		get:   func(s *setup.Setup) string { return s.Napoleon.Middle },
		set:   func(s *setup.Setup, v string) { s.Napoleon.Middle = v },
		choices: func(*setup.Setup) []choice {
			return []choice{
				{"neutral", text(i18n.MiddleNeutral), text(i18n.MiddleNeutralHelp)},
				{"low", text(i18n.MiddleLow), text(i18n.MiddleLowHelp)},
				{"high", text(i18n.MiddleHigh), text(i18n.MiddleHighHelp)},
			}
		}},
	toggle("drums-scare", i18n.OptDrumsScare, i18n.OptDrumsScareHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.DrumsScare },
		// The antique game always has it.
		func(s *setup.Setup) bool { return !s.Napoleon.Antique }),
	toggle("drum-push", i18n.OptDrumPush, i18n.OptDrumPushHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.DrumPush }, nil),
	toggle("antique", i18n.OptAntique, i18n.OptAntiqueHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.Antique }, nil),
	{name: "terrain", kind: widget.ChoiceRow, label: i18n.OptTerrain, help: helpText(i18n.OptTerrainHelp),
		shown: func(s *setup.Setup) bool { return !s.Napoleon.Antique && !s.Napoleon.Waterloo() },
		get:   func(s *setup.Setup) string { return s.Napoleon.Terrain },
		set:   func(s *setup.Setup, v string) { s.Napoleon.Terrain = v },
		choices: func(s *setup.Setup) []choice {
			cs := []choice{{setup.TerrainNone, text(i18n.TerrainNone), nil}}
			if len(s.Napoleon.Maps()) > 0 { // a custom size may have no preset map
				cs = append(cs, choice{setup.TerrainPreset, text(i18n.TerrainPreset), text(i18n.TerrainPresetHelp)})
			}
			return append(cs,
				choice{setup.TerrainRandom, text(i18n.TerrainRandom), text(i18n.TerrainRandomHelp)},
				choice{setup.TerrainEdit, text(i18n.TerrainEdit), text(i18n.TerrainEditHelp)})
		}},
	{name: "terrain-map", kind: widget.ChoiceRow, label: i18n.TerrainPreset, help: helpText(i18n.TerrainPresetHelp),
		shown: func(s *setup.Setup) bool {
			return !s.Napoleon.Antique && !s.Napoleon.Waterloo() && s.Napoleon.Terrain == setup.TerrainPreset
		},
		get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.TerrainMap) },
		set: func(s *setup.Setup, v string) { s.Napoleon.TerrainMap, _ = strconv.Atoi(v) },
		choices: func(s *setup.Setup) []choice {
			var cs []choice
			for i := range s.Napoleon.Maps() {
				cs = append(cs, choice{strconv.Itoa(i), func(p *i18n.Printer) string { return p.T(i18n.TerrainMapName, i+1) }, nil})
			}
			return cs
		}},
	{name: "first", kind: widget.ChoiceRow, label: i18n.OptFirstPlayer, help: helpText(i18n.OptFirstPlayerHelp),
		get: func(s *setup.Setup) string { return s.Napoleon.First },
		set: func(s *setup.Setup, v string) { s.Napoleon.First = v },
		choices: func(s *setup.Setup) []choice {
			cs := []choice{{"lot", text(i18n.FirstByLot), nil}}
			for _, x := range s.Napoleon.Seats() {
				c := x[0]
				cs = append(cs, choice{x, func(p *i18n.Printer) string { return p.T(i18n.FirstSeat, widget.SeatName(p, c)) }, nil})
			}
			return cs
		}},
}
