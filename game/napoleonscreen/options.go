package napoleonscreen

import (
	"slices"
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/rules/napoleon"
)

// Napoleon's option catalogue: the rows of its New game options (package options).

func napoleonSide(seat string) *options.Option {
	o := options.SeatRow(seat, func(s *setup.Setup) *setup.Computer { return &s.Napoleon.Computer },
		func(s *setup.Setup, seat string) bool { return slices.Contains(s.Napoleon.Seats(), seat) })
	// Waterloo: people at every seat, or one person against computers (hand-overs are
	// between people only): a choice that breaks it makes the other people's seats the
	// computer's, South staying the person's when it was.
	set, help := o.Set, o.Help
	o.Set = func(s *setup.Setup, v string) {
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
	o.Help = func(s *setup.Setup, p *i18n.Printer) string {
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
func boardSide(name string, label i18n.Key, field func(n *setup.NapoleonSetup) *int) *options.Option {
	return &options.Option{Name: name, Kind: widget.StepperRow, Label: label, Help: armyFitHelp,
		Shown: func(s *setup.Setup) bool { return s.Napoleon.Custom },
		Get: func(s *setup.Setup) string {
			n := s.Napoleon
			if n.Height == 0 { // a square board keeps its height in Size
				n.Height = n.Size
			}
			return strconv.Itoa(*field(&n))
		},
		Set: func(s *setup.Setup, v string) {
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
		Bounds: func(*setup.Setup) (int, int, int) { return napoleon.MinSize, napoleon.MaxSize, 1 },
		Format: func(p *i18n.Printer, n int) string { return p.T(i18n.BoardSideValue, n) }}
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

var napoleonOptions = options.Catalogue{
	{Name: "board", Kind: widget.ChoiceRow, Label: i18n.OptBoardSize, Help: options.HelpText(i18n.OptBoardSizeHelp),
		Get: func(s *setup.Setup) string { return s.Napoleon.BoardChoice() },
		Set: func(s *setup.Setup, v string) {
			s.Napoleon.SetBoard(v)
			if s.Napoleon.Waterloo() && !waterlooArmyFits(&s.Napoleon) {
				s.Napoleon.Army, s.Napoleon.ArmySize = setup.Army16, 16
			}
			resetTarget(s)
		},
		Choices: func(s *setup.Setup) []options.Choice {
			var cs []options.Choice
			for _, n := range napoleonBoards(s) {
				cs = append(cs, options.Choice{Value: strconv.Itoa(n), Label: func(p *i18n.Printer) string { return p.T(i18n.BoardSizeValue, n, n) }})
			}
			// the giant fields: boards printed from several 8×8 panels (Waterloo: square ones)
			giants := []napoleon.Board{napoleon.Board16x8, napoleon.Board16, napoleon.Board24x16}
			if s.Napoleon.Waterloo() {
				giants = []napoleon.Board{napoleon.WaterlooBoard4}
			}
			for _, b := range giants {
				cs = append(cs, options.Choice{Value: b.String(), Label: func(p *i18n.Printer) string { return p.T(i18n.BoardPanels, b.W, b.H, b.W*b.H/64) }})
			}
			if s.Napoleon.Waterloo() {
				return cs
			}
			return append(cs, options.Choice{Value: setup.BoardCustom, Label: options.Text(i18n.BoardCustom), Help: options.Text(i18n.BoardCustomHelp)})
		}},
	boardSide("board-width", i18n.OptBoardWidth, func(n *setup.NapoleonSetup) *int { return &n.Size }),
	boardSide("board-height", i18n.OptBoardHeight, func(n *setup.NapoleonSetup) *int { return &n.Height }),
	{Name: "armies", Kind: widget.ChoiceRow, Label: i18n.OptArmies, Help: options.HelpText(i18n.OptArmiesHelp),
		Get: func(s *setup.Setup) string { return strconv.Itoa(max(2, s.Napoleon.Armies)) },
		Set: setArmies,
		Choices: func(*setup.Setup) []options.Choice {
			return []options.Choice{{Value: "2", Label: options.Text(i18n.Armies2)}, {Value: "3", Label: options.Text(i18n.Armies3)}, {Value: "4", Label: options.Text(i18n.Armies4)}}
		}},
	{Name: "teams", Kind: widget.ChoiceRow, Label: i18n.OptTeams, Help: options.HelpText(i18n.OptTeamsHelp),
		Shown: func(s *setup.Setup) bool { return s.Napoleon.Waterloo() },
		Get:   func(s *setup.Setup) string { return s.Napoleon.Teams },
		Set:   func(s *setup.Setup, v string) { s.Napoleon.Teams = v },
		Choices: func(s *setup.Setup) []options.Choice {
			names := map[string]i18n.Key{"": i18n.TeamsNone, "S EN": i18n.TeamsSvEN, "SN EW": i18n.TeamsSNvEW, "S ENW": i18n.TeamsSvENW}
			var cs []options.Choice
			for _, t := range setup.WaterlooTeams(s.Napoleon.Armies) {
				cs = append(cs, options.Choice{Value: t, Label: options.Text(names[t])})
			}
			return cs
		}},
	options.Toggle("ally-general", i18n.OptAllyGeneral, i18n.OptAllyGeneralHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.AllyGeneral },
		func(s *setup.Setup) bool { return s.Napoleon.Waterloo() && s.Napoleon.Teams != "" }),
	napoleonSide("S"), napoleonSide("E"), napoleonSide("N"), napoleonSide("W"),
	{Name: "army", Kind: widget.ChoiceRow, Label: i18n.OptArmy,
		Get: func(s *setup.Setup) string { return s.Napoleon.Army },
		Set: func(s *setup.Setup, v string) {
			if v == setup.ArmyScaled {
				s.Napoleon.ArmySize = scaledSize(s)
			}
			s.Napoleon.Army = v
			if v != setup.ArmyFree {
				s.Napoleon.ArmySize = s.Napoleon.ArmyCount()
			}
			resetTarget(s)
		},
		Choices: func(s *setup.Setup) []options.Choice {
			ant := s.Napoleon.Antique
			b := s.Napoleon.Board()
			fits := func(n int) bool { return n <= napoleon.MaxArmy(b) }
			if s.Napoleon.Waterloo() {
				// the edge zones of three or four armies: the usual armies that fit, or free
				w := s.Napoleon
				fits = func(n int) bool { w.Army, w.ArmySize = setup.ArmyFree, n; return waterlooArmyFits(&w) }
				b = napoleon.Board8 // no giant-field armies
			}
			var cs []options.Choice
			sized := func(id string, a napoleon.Army) {
				if fits(a.Size()) {
					cs = append(cs, options.Choice{Value: id, Label: func(p *i18n.Printer) string { return p.T(i18n.ArmySizeValue, a.Size()) }, Help: armyHelp(a, ant)})
				}
			}
			if fits(16) {
				cs = append(cs, options.Choice{Value: setup.Army16, Label: options.Text(i18n.Army16), Help: armyHelp(napoleon.Army16, ant)})
			}
			if fits(20) {
				cs = append(cs, options.Choice{Value: setup.Army20, Label: options.Text(i18n.Army20), Help: armyHelp(napoleon.Army20, ant)})
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
				cs = append(cs, options.Choice{Value: setup.ArmyScaled, Label: func(p *i18n.Printer) string { return p.T(i18n.ArmyScaledValue, n) }, Help: armyHelp(napoleon.ScaleArmy(n), ant)})
			}
			if fits(16) {
				cs = append(cs, options.Choice{Value: setup.Army16Of20, Label: options.Text(i18n.Army16Of20), Help: options.Text(i18n.Army16Of20Help)})
			}
			return append(cs, options.Choice{Value: setup.ArmyFree, Label: options.Text(i18n.ArmyFree), Help: options.Text(i18n.ArmyFreeHelp)})
		}},
	{Name: "army-size", Kind: widget.StepperRow, Label: i18n.OptArmySize, Help: armyFitHelp,
		Shown: func(s *setup.Setup) bool {
			return s.Napoleon.Army == setup.ArmyFree || s.Napoleon.Army == setup.ArmyScaled
		},
		Get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.ArmySize) },
		Set: func(s *setup.Setup, v string) {
			s.Napoleon.ArmySize, _ = strconv.Atoi(v)
			resetTarget(s)
		},
		// At least a general's worth of pieces; at most what leaves one empty rank on
		// each side of the middle.
		Bounds: func(s *setup.Setup) (int, int, int) {
			b := s.Napoleon.Board()
			hi := max(1, b.W*(b.H/2-1))
			return min(4, hi), hi, 1
		},
		Format: func(p *i18n.Printer, n int) string { return p.T(i18n.ArmySizeValue, n) }},
	options.Toggle("extra-drum", i18n.OptExtraDrum, i18n.OptExtraDrumHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.ExtraDrum },
		func(s *setup.Setup) bool { return s.Napoleon.Army == setup.ArmyFree }),
	{Name: "target", Kind: widget.StepperRow, Label: i18n.OptTarget,
		Help: func(s *setup.Setup, p *i18n.Printer) string {
			h := p.T(i18n.OptTargetHelp)
			if s.Napoleon.ArmyCount() != 16 {
				h += " " + p.T(i18n.TargetSuggested, s.Napoleon.SuggestedTarget(napoleon.DefaultTarget))
			}
			return h
		},
		Get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.Target) },
		Set: func(s *setup.Setup, v string) { s.Napoleon.Target, _ = strconv.Atoi(v) },
		// The rules' N is 3 to 6; bigger armies scale it.
		Bounds: func(s *setup.Setup) (int, int, int) {
			return s.Napoleon.SuggestedTarget(3), s.Napoleon.SuggestedTarget(6), 1
		},
		Format: func(p *i18n.Printer, n int) string { return p.T(i18n.TargetValue, n) }},
	options.Stepper("turnlimit", i18n.OptTurnLimit, i18n.OptTurnLimitHelp,
		func(s *setup.Setup) *int { return &s.Napoleon.TurnLimit }, 0, 500, 10, options.CountOrOff(i18n.TurnLimitValue), nil),
	{Name: "middle", Kind: widget.ChoiceRow, Label: i18n.OptMiddle, Help: options.HelpText(i18n.OptMiddleHelp),
		Shown: func(s *setup.Setup) bool { return s.Napoleon.Board().H%2 == 1 },
		Get:   func(s *setup.Setup) string { return s.Napoleon.Middle },
		Set:   func(s *setup.Setup, v string) { s.Napoleon.Middle = v },
		Choices: func(*setup.Setup) []options.Choice {
			return []options.Choice{
				{Value: "neutral", Label: options.Text(i18n.MiddleNeutral), Help: options.Text(i18n.MiddleNeutralHelp)},
				{Value: "low", Label: options.Text(i18n.MiddleLow), Help: options.Text(i18n.MiddleLowHelp)},
				{Value: "high", Label: options.Text(i18n.MiddleHigh), Help: options.Text(i18n.MiddleHighHelp)},
			}
		}},
	options.Toggle("drums-scare", i18n.OptDrumsScare, i18n.OptDrumsScareHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.DrumsScare },
		// The antique game always has it.
		func(s *setup.Setup) bool { return !s.Napoleon.Antique }),
	options.Toggle("drum-push", i18n.OptDrumPush, i18n.OptDrumPushHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.DrumPush }, nil),
	options.Toggle("antique", i18n.OptAntique, i18n.OptAntiqueHelp,
		func(s *setup.Setup) *bool { return &s.Napoleon.Antique }, nil),
	{Name: "terrain", Kind: widget.ChoiceRow, Label: i18n.OptTerrain, Help: options.HelpText(i18n.OptTerrainHelp),
		Shown: func(s *setup.Setup) bool { return !s.Napoleon.Antique },
		Get:   func(s *setup.Setup) string { return s.Napoleon.Terrain },
		Set:   func(s *setup.Setup, v string) { s.Napoleon.Terrain = v },
		Choices: func(s *setup.Setup) []options.Choice {
			cs := []options.Choice{{Value: setup.TerrainNone, Label: options.Text(i18n.TerrainNone)}}
			if len(s.Napoleon.Maps()) > 0 { // a custom size may have no preset map
				cs = append(cs, options.Choice{Value: setup.TerrainPreset, Label: options.Text(i18n.TerrainPreset), Help: options.Text(i18n.TerrainPresetHelp)})
			}
			return append(cs,
				options.Choice{Value: setup.TerrainRandom, Label: options.Text(i18n.TerrainRandom), Help: options.Text(i18n.TerrainRandomHelp)},
				options.Choice{Value: setup.TerrainEdit, Label: options.Text(i18n.TerrainEdit), Help: options.Text(i18n.TerrainEditHelp)})
		}},
	{Name: "terrain-map", Kind: widget.ChoiceRow, Label: i18n.TerrainPreset, Help: options.HelpText(i18n.TerrainPresetHelp),
		Shown: func(s *setup.Setup) bool {
			return !s.Napoleon.Antique && s.Napoleon.Terrain == setup.TerrainPreset
		},
		Get: func(s *setup.Setup) string { return strconv.Itoa(s.Napoleon.TerrainMap) },
		Set: func(s *setup.Setup, v string) { s.Napoleon.TerrainMap, _ = strconv.Atoi(v) },
		Choices: func(s *setup.Setup) []options.Choice {
			var cs []options.Choice
			for i := range s.Napoleon.Maps() {
				cs = append(cs, options.Choice{Value: strconv.Itoa(i), Label: func(p *i18n.Printer) string { return p.T(i18n.TerrainMapName, i+1) }})
			}
			return cs
		}},
	{Name: "first", Kind: widget.ChoiceRow, Label: i18n.OptFirstPlayer, Help: options.HelpText(i18n.OptFirstPlayerHelp),
		Get: func(s *setup.Setup) string { return s.Napoleon.First },
		Set: func(s *setup.Setup, v string) { s.Napoleon.First = v },
		Choices: func(s *setup.Setup) []options.Choice {
			cs := []options.Choice{{Value: "lot", Label: options.Text(i18n.FirstByLot)}}
			for _, x := range s.Napoleon.Seats() {
				c := x[0]
				cs = append(cs, options.Choice{Value: x, Label: func(p *i18n.Printer) string { return p.T(i18n.FirstSeat, widget.SeatName(p, c)) }})
			}
			return cs
		}},
}
