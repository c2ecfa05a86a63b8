package junqiscreen

import (
	"slices"

	"warboard/game/i18n"
	"warboard/game/options"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/rules/ai/level"
)

// Junqi's option catalogue: the rows of its New game options (package options).

func junqiSeat(seat string) *options.Option {
	o := options.SeatRow(seat, func(s *setup.Setup) *setup.Computer { return &s.Junqi.Computer },
		func(s *setup.Setup, seat string) bool { return slices.Contains(s.Junqi.Seats(), seat) })
	// 三打一: the levels rules/ai plays it at (setup.SandayiLevels), and the help says so.
	choices, help := o.Choices, o.Help
	o.Choices = func(s *setup.Setup) []options.Choice {
		if s.Junqi.Sandayi() {
			return options.SeatChoices(setup.SandayiLevels)
		}
		return choices(s)
	}
	o.Help = func(s *setup.Setup, p *i18n.Printer) string {
		if s.Junqi.Sandayi() {
			return p.T(i18n.OptSeatSandayiHelp)
		}
		return help(s, p)
	}
	return o
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
func sandayiChoice(name string, label i18n.Key, help func(*setup.Setup, *i18n.Printer) string, field func(s *setup.Setup) *string, cs ...options.Choice) *options.Option {
	return &options.Option{Name: name, Kind: widget.ChoiceRow, Label: label, Help: help,
		Shown: func(s *setup.Setup) bool { return s.Junqi.Sandayi() },
		Get: func(s *setup.Setup) string {
			if v := *field(s); v != "" {
				return v
			}
			return cs[0].Value
		},
		Set: func(s *setup.Setup, v string) {
			if v == cs[0].Value {
				v = "" // the default is kept as "", as a fresh setup has it
			}
			*field(s) = v
		},
		Choices: func(*setup.Setup) []options.Choice { return cs }}
}

var junqiOptions = options.Catalogue{
	{Name: "board", Kind: widget.ChoiceRow, Label: i18n.OptPlayers,
		Get: func(s *setup.Setup) string { return s.Junqi.Players },
		Set: func(s *setup.Setup, v string) {
			s.Junqi.Players = v
			if (v == setup.JunqiThree || v == setup.JunqiSandayi) && s.Junqi.Mode == "flip" {
				s.Junqi.Mode = "open" // 翻棋 has no three-player form, nor a 三打一
			}
			junqiSeatsFor(s)
		},
		Choices: func(*setup.Setup) []options.Choice {
			cs := []options.Choice{
				{Value: setup.JunqiTwo, Label: options.Text(i18n.Players2), Help: options.Text(i18n.Players2Help)},
				{Value: setup.JunqiTeams, Label: options.Text(i18n.Players4Teams), Help: options.Text(i18n.Players4TeamsHelp)},
				{Value: setup.JunqiFFA, Label: options.Text(i18n.Players4FFA), Help: options.Text(i18n.Players4FFAHelp)},
				{Value: setup.JunqiThree, Label: options.Text(i18n.Players3), Help: options.Text(i18n.Players3Help)},
			}
			if SandayiOffered {
				cs = append(cs, options.Choice{Value: setup.JunqiSandayi, Label: options.Text(i18n.Players4Sandayi), Help: options.Text(i18n.Players4SandayiHelp)})
			}
			return cs
		}},
	{Name: "mode", Kind: widget.ChoiceRow, Label: i18n.OptMode,
		Get: func(s *setup.Setup) string { return s.Junqi.Mode },
		Set: func(s *setup.Setup, v string) { s.Junqi.Mode = v },
		Choices: func(s *setup.Setup) []options.Choice {
			cs := []options.Choice{
				{Value: "open", Label: options.Text(i18n.ModeOpen), Help: options.Text(i18n.ModeOpenHelp)},
				{Value: "dark", Label: options.Text(i18n.ModeDark), Help: options.Text(i18n.ModeDarkHelp)},
			}
			if s.Junqi.Players != setup.JunqiThree && !s.Junqi.Sandayi() {
				cs = append(cs, options.Choice{Value: "flip", Label: options.Text(i18n.ModeFlip), Help: options.Text(i18n.ModeFlipHelp)})
			}
			return cs
		}},
	// 海战棋: a piece set, not a rule; remembered with the other choices.
	options.Toggle("naval", i18n.OptNaval, i18n.OptNavalHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.Naval }, nil),
	junqiSeat("S"), junqiSeat("E"), junqiSeat("N"), junqiSeat("W"),
	// 三打一's own rows (docs/sandayi.md)
	sandayiChoice("bidding", i18n.OptBidding, nil, func(s *setup.Setup) *string { return &s.Junqi.Bidding },
		options.Choice{Value: "points", Label: options.Text(i18n.BiddingPoints), Help: options.Text(i18n.BiddingPointsHelp)},
		options.Choice{Value: "landlord", Label: options.Text(i18n.BiddingLandlord), Help: options.Text(i18n.BiddingLandlordHelp)}),
	sandayiChoice("pick", i18n.OptPick, nil, func(s *setup.Setup) *string { return &s.Junqi.Pick },
		options.Choice{Value: "choose", Label: options.Text(i18n.PickChoose), Help: options.Text(i18n.PickChooseHelp)},
		options.Choice{Value: "random", Label: options.Text(i18n.PickRandom), Help: options.Text(i18n.PickRandomHelp)}),
	sandayiChoice("first", i18n.OptFirstMover, options.HelpText(i18n.OptFirstMoverHelp), func(s *setup.Setup) *string { return &s.Junqi.First },
		options.Choice{Value: "landlord", Label: options.Text(i18n.FirstLandlord)},
		options.Choice{Value: "seats", Label: options.Text(i18n.FirstSeats)}),
	options.Toggle("pool-open", i18n.OptPoolOpen, i18n.OptPoolOpenHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.PoolOpen },
		func(s *setup.Setup) bool { return s.Junqi.Sandayi() }),
	options.Toggle("secret-deploy", i18n.OptSecretDeploy, i18n.OptSecretDeployHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.SecretDeploy },
		func(s *setup.Setup) bool { return s.Junqi.Mode == "open" }),
	{Name: "turn-order", Kind: widget.ChoiceRow, Label: i18n.OptTurnOrder, Help: options.HelpText(i18n.OptTurnOrderHelp),
		// 三打一 bids and plays counter-clockwise (docs/sandayi.md).
		Shown: func(s *setup.Setup) bool { return s.Junqi.FourCountry() && !s.Junqi.Sandayi() },
		Get:   func(s *setup.Setup) string { return map[bool]string{false: "ccw", true: "cw"}[s.Junqi.Clockwise] },
		Set:   func(s *setup.Setup, v string) { s.Junqi.Clockwise = v == "cw" },
		Choices: func(*setup.Setup) []options.Choice {
			return []options.Choice{{Value: "ccw", Label: options.Text(i18n.TurnOrderCCW)}, {Value: "cw", Label: options.Text(i18n.TurnOrderCW)}}
		}},
	options.Stepper("nocapture", i18n.OptNoCapture, i18n.OptNoCaptureHelp,
		func(s *setup.Setup) *int { return &s.Junqi.NoCapture }, 0, 300, 10, options.CountOrOff(i18n.NoCaptureValue), nil),
	options.Toggle("battle-reveal", i18n.OptBattleReveal, i18n.OptBattleRevealHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.BattleReveal },
		func(s *setup.Setup) bool { return s.Junqi.Mode == "dark" }),
	options.Toggle("allies-see", i18n.OptAlliesSee, i18n.OptAlliesSeeHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.AlliesSee },
		func(s *setup.Setup) bool {
			return s.Junqi.Mode == "dark" && (s.Junqi.Players == setup.JunqiTeams || s.Junqi.Sandayi())
		}),
	options.Toggle("hand-over", i18n.OptHandOver, i18n.OptHandOverHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.HandOver },
		// The dark game always hands over: every player has secrets.
		func(s *setup.Setup) bool { return s.Junqi.Mode != "dark" }),
	// Which way the board faces is the settings' Board orientation, for every game.
	options.Toggle("rank-numbers", i18n.OptRankNumbers, i18n.OptRankNumbersHelp,
		func(s *setup.Setup) *bool { return &s.Junqi.RankNumbers }, nil),
}
