package game

import (
	"math/rand/v2"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// Options is the options screen of one game: every option of its rules page that applies
// to the choices made so far, in a scrolling list, with Start always in the bottom bar. It
// opens on the choices made last time for that game.
type Options struct {
	shared  *Shared
	setup   Setup
	view    render.View
	frame   frame
	bar     buttons // Back and Start
	form    form
	started bool
}

// NewOptions makes the options screen of id with the remembered choices.
func NewOptions(sh *Shared, id GameID) *Options {
	s := DefaultSetup(id)
	s.Restore(sh.Settings.Choices(string(id)))
	return &Options{shared: sh, setup: s, form: form{fonts: sh.Fonts}}
}

func (s *Options) Name() string { return "options" }

// Setup is the setup as chosen so far.
func (s *Options) Setup() Setup { return s.setup }

func (s *Options) Layout(v render.View) {
	s.view = v
	p := s.shared.Text
	s.frame = newFrame(v, s.shared.Fonts, p, p.T(i18n.StartGame))
	s.bar = buttons{s.frame.backButton(p),
		{name: "button:start", kind: primaryButton, label: p.T(i18n.StartGame), rect: s.frame.foot, size: 20 * s.frame.k}}
	s.relayout()
}

// relayout rebuilds the rows from the setup (a choice may show or hide others).
func (s *Options) relayout() {
	list := s.frame.body
	list.Y += 4
	list.H -= 4
	s.form.layout(list, s.frame.k, s.rows(), func(name string) string {
		for _, o := range optionsOf(s.setup.Game) {
			if o.name == name {
				return o.get(&s.setup)
			}
		}
		return ""
	})
}

// rows describes the options that apply now.
func (s *Options) rows() []formRow {
	p := s.shared.Text
	var rows []formRow
	for _, o := range optionsOf(s.setup.Game) {
		if !o.applies(&s.setup) {
			continue
		}
		r := formRow{name: o.name, kind: o.kind, label: p.T(o.label), help: o.helpOf(&s.setup, p)}
		switch o.kind {
		case optToggle:
			r.on = o.get(&s.setup) == "on"
		case optChoice:
			for _, c := range o.choices(&s.setup) {
				r.chips = append(r.chips, formChip{value: c.value, label: c.label(p)})
			}
		case optStepper:
			lo, hi, _ := o.bounds(&s.setup)
			n := atoi(o.get(&s.setup))
			r.value, r.lo, r.hi = o.format(p, n), n <= lo, n >= hi
		}
		rows = append(rows, r)
	}
	return rows
}

func (s *Options) Update(events []input.Event) Step {
	tapped, changed := s.form.update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.handle(events, render.Rect{})
		changed = changed || c
	}
	switch tapped {
	case "":
		return Step{Redraw: changed}
	case "button:back":
		return Step{Next: NewChooseGame(s.shared)}
	case "button:start":
		return Step{Next: s.start()}
	}
	s.apply(tapped)
	return Step{Redraw: true}
}

// apply acts on a tapped option control: "option:<name>" (a toggle row),
// "option:<name>:<value>" (a chip), "option:<name>:minus" / ":plus" (a stepper).
func (s *Options) apply(target string) {
	name, value, _ := strings.Cut(strings.TrimPrefix(target, "option:"), ":")
	for _, o := range optionsOf(s.setup.Game) {
		if o.name != name {
			continue
		}
		switch {
		case o.kind == optToggle:
			o.set(&s.setup, onOff(o.get(&s.setup) != "on"))
		case o.kind == optStepper && value == "minus":
			o.step(&s.setup, -1)
		case o.kind == optStepper && value == "plus":
			o.step(&s.setup, 1)
		case o.kind == optChoice && value != o.get(&s.setup) && o.valid(&s.setup, value):
			o.set(&s.setup, value)
		}
	}
	s.relayout()
}

// start remembers the choices and begins the game: Napoleon's terrain editor or set-up;
// other games the game screen, which shows the setup until their scenes land.
func (s *Options) start() Scene {
	sh := s.shared
	sh.Settings.Remember(string(s.setup.Game), s.setup.Choices())
	sh.SaveSettings()
	setup := s.setup
	if setup.Game == Napoleon && setup.Napoleon.Terrain == TerrainRandom {
		setup.Napoleon.TerrainSeed = rand.Uint64()
	}
	start := startNapoleon
	if setup.Game == Junqi {
		start = startJunqi
	}
	if setup.Game == Napoleon || setup.Game == Junqi {
		next, err := start(sh, setup)
		if err == nil {
			return next
		}
		sh.notice = sh.Text.T(i18n.ErrUnexpected, err)
		return s
	}
	sh.Model.Start(setup)
	return NewPlay(sh)
}

func (s *Options) Draw(p render.Painter) {
	p.Clear()
	s.form.draw(p)
	s.frame.drawBars(p, s.title())
	s.bar.draw(p)
}

func (s *Options) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.target(name); ok {
		return r, true
	}
	return s.form.target(name)
}

// title is the game and "Game options" when that fits the bar at full size, else the game.
func (s *Options) title() string {
	t := s.shared.Text
	full := s.setup.Game.Name(t) + " · " + t.T(i18n.GameOptions)
	if s.shared.Fonts.Width(full, s.frame.titleSize) <= s.frame.title.W {
		return full
	}
	return s.setup.Game.Name(t)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return n
		}
		n = n*10 + int(c-'0')
	}
	return n
}
