// Package options is the shape of an option catalogue: every row of a game's options screen,
// what it shows, when it applies and how it reads and writes the Setup. Each game's catalogue
// lives beside its screens (junqiscreen, napoleonscreen) and reaches the options screen
// through its Kind; this package holds the row type and the helpers both catalogues share.
//
// The rows are in dependency order (a board before its army, an army before its target),
// which is also the order remembered choices are restored in. Option names are stable: they
// name the rows to the browser hook ("option:mode"), and the remembered choices in the
// settings.
package options

import (
	"slices"
	"strconv"

	"warboard/game/i18n"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/rules/ai/level"
)

// Choice is one value of a choice option.
type Choice struct {
	Value string
	Label func(p *i18n.Printer) string
	Help  func(p *i18n.Printer) string // nil: the option's own explanation
}

// Option is one row of the options screen.
type Option struct {
	Name  string
	Kind  widget.RowKind
	Label i18n.Key
	Help  func(s *setup.Setup, p *i18n.Printer) string // the explanation under the label

	Shown func(s *setup.Setup) bool // nil: always
	Get   func(s *setup.Setup) string
	Set   func(s *setup.Setup, v string)

	Choices func(s *setup.Setup) []Choice // a ChoiceRow's values

	// a StepperRow's range and its value in words
	Bounds func(s *setup.Setup) (lo, hi, step int)
	Format func(p *i18n.Printer, n int) string
}

// Catalogue is a game's rows, in dependency order.
type Catalogue []*Option

// Applies reports whether the row shows for s.
func (o *Option) Applies(s *setup.Setup) bool { return o.Shown == nil || o.Shown(s) }

// Valid reports whether v is a value o accepts in s now.
func (o *Option) Valid(s *setup.Setup, v string) bool {
	switch o.Kind {
	case widget.ToggleRow:
		return v == "on" || v == "off"
	case widget.ChoiceRow:
		return slices.ContainsFunc(o.Choices(s), func(c Choice) bool { return c.Value == v })
	case widget.StepperRow:
		n, err := strconv.Atoi(v)
		lo, hi, _ := o.Bounds(s)
		return err == nil && n >= lo && n <= hi
	}
	return false
}

// Step moves a stepper by dir steps, within its bounds.
func (o *Option) Step(s *setup.Setup, dir int) {
	n, _ := strconv.Atoi(o.Get(s))
	lo, hi, st := o.Bounds(s)
	n = min(hi, max(lo, n+dir*st))
	o.Set(s, strconv.Itoa(n))
}

// HelpOf is the explanation of o in s: the selected choice's own, or the option's.
func (o *Option) HelpOf(s *setup.Setup, p *i18n.Printer) string {
	if o.Kind == widget.ChoiceRow {
		v := o.Get(s)
		for _, c := range o.Choices(s) {
			if c.Value == v && c.Help != nil {
				return c.Help(p)
			}
		}
	}
	if o.Help == nil {
		return ""
	}
	return o.Help(s, p)
}

// Remembered is the setup's current value of every row, as the settings remember them.
// Rows that do not apply now are kept too, so that switching the board back and forth
// does not lose them.
func (c Catalogue) Remembered(s *setup.Setup) map[string]string {
	out := map[string]string{}
	for _, o := range c {
		out[o.Name] = o.Get(s)
	}
	return out
}

// Restore applies remembered choices over the defaults, in catalogue order, skipping values
// this build does not accept (settings of another version).
func (c Catalogue) Restore(s *setup.Setup, remembered map[string]string) {
	for _, o := range c {
		if v, ok := remembered[o.Name]; ok && o.Valid(s, v) {
			o.Set(s, v)
		}
	}
}

// Row is the row named name, nil when there is none.
func (c Catalogue) Row(name string) *Option {
	for _, o := range c {
		if o.Name == name {
			return o
		}
	}
	return nil
}

// Helpers to build a catalogue.

// Text is a label of a fixed text.
func Text(k i18n.Key) func(p *i18n.Printer) string {
	return func(p *i18n.Printer) string { return p.T(k) }
}

// HelpText is an explanation of a fixed text.
func HelpText(k i18n.Key) func(*setup.Setup, *i18n.Printer) string {
	return func(_ *setup.Setup, p *i18n.Printer) string { return p.T(k) }
}

// OnOff is a toggle's value.
func OnOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// Toggle is an on/off row over a field of the setup.
func Toggle(name string, label, help i18n.Key, field func(s *setup.Setup) *bool, shown func(s *setup.Setup) bool) *Option {
	return &Option{Name: name, Kind: widget.ToggleRow, Label: label, Help: HelpText(help), Shown: shown,
		Get: func(s *setup.Setup) string { return OnOff(*field(s)) },
		Set: func(s *setup.Setup, v string) { *field(s) = v == "on" }}
}

// OtherToggle is an on/off row of a game with no struct of its own in the setup: its value
// is kept by name in Setup.Other ("name=on"), and so in its record's Options tag.
func OtherToggle(name string, label, help i18n.Key) *Option {
	return &Option{Name: name, Kind: widget.ToggleRow, Label: label, Help: HelpText(help),
		Get: func(s *setup.Setup) string { return OnOff(s.OtherOption(name) == "on") },
		Set: func(s *setup.Setup, v string) {
			if v == "on" {
				s.SetOtherOption(name, "on")
			} else {
				s.SetOtherOption(name, "")
			}
		}}
}

// Stepper is a row of a number from lo to hi over a field of the setup.
func Stepper(name string, label, help i18n.Key, field func(s *setup.Setup) *int, lo, hi, step int,
	format func(p *i18n.Printer, n int) string, shown func(s *setup.Setup) bool) *Option {
	return &Option{Name: name, Kind: widget.StepperRow, Label: label, Help: HelpText(help), Shown: shown,
		Get:    func(s *setup.Setup) string { return strconv.Itoa(*field(s)) },
		Set:    func(s *setup.Setup, v string) { *field(s), _ = strconv.Atoi(v) },
		Bounds: func(*setup.Setup) (int, int, int) { return lo, hi, step },
		Format: format}
}

// CountOrOff formats a count, 0 reading "Off".
func CountOrOff(k i18n.Key) func(p *i18n.Printer, n int) string {
	return func(p *i18n.Printer, n int) string {
		if n == 0 {
			return p.T(i18n.Off)
		}
		return p.T(k, n)
	}
}

// SeatRow is the row choosing who plays a seat: a person, or the computer at a level. It
// shows for the seats the board's players use.
func SeatRow(seat string, computer func(s *setup.Setup) *setup.Computer, plays func(s *setup.Setup, seat string) bool) *Option {
	k, _ := i18n.SeatName(seat[0], false)
	return &Option{Name: "seat-" + seat, Kind: widget.ChoiceRow, Label: k, Help: HelpText(i18n.OptSeatHelp),
		Shown: func(s *setup.Setup) bool { return plays(s, seat) },
		Get:   func(s *setup.Setup) string { return computer(s).Of(seat) },
		Set:   func(s *setup.Setup, v string) { computer(s).Set(seat, v) },
		Choices: func(*setup.Setup) []Choice {
			return SeatChoices(level.ChosenNames())
		}}
}

// SeatChoices are a seat row's values: a person, then the computer at each of levels.
func SeatChoices(levels []string) []Choice {
	cs := []Choice{{setup.Person, Text(i18n.PlayerHuman), nil}}
	for _, l := range levels {
		cs = append(cs, Choice{l, Text(LevelKey(l)), nil})
	}
	return cs
}

// LevelNames are the catalogue's names of the levels of rules/ai/level (a test checks every
// level has one).
var LevelNames = map[string]i18n.Key{
	"random": i18n.LevelRandom,
	"greedy": i18n.LevelGreedy,
	"easy":   i18n.LevelEasy,
	"normal": i18n.LevelNormal,
	"hard":   i18n.LevelHard,
}

// LevelKey names a computer level (the default level's name for an unknown one).
func LevelKey(l string) i18n.Key {
	if k, ok := LevelNames[l]; ok {
		return k
	}
	return LevelNames[level.Default]
}
