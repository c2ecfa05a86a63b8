package menu

import (
	"math/rand/v2"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/options"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
)

// Options is the options screen of one game: every option of its rules page that applies
// to the choices made so far, in a scrolling list, with Start always in the bottom bar. It
// opens on the choices made last time for that game.
type Options struct {
	shared     *scene.Shared
	setup      setup.Setup
	view       render.View
	formScreen // the bar holds Back and Start
	started    bool
}

// NewOptions makes the options screen of id with the remembered choices.
func NewOptions(sh *scene.Shared, id setup.GameID) *Options {
	s := setup.Default(id)
	sh.Games.Options(id).Restore(&s, sh.Settings.Choices(string(id)))
	return &Options{shared: sh, setup: s, formScreen: formScreen{form: widget.Form{Fonts: sh.Fonts}, ask: confirm{sh: sh}}}
}

// catalogue is the rows of the game chosen.
func (s *Options) catalogue() options.Catalogue { return s.shared.Games.Options(s.setup.Game) }

func (s *Options) Name() string { return "options" }

// Setup is the setup as chosen so far.
func (s *Options) Setup() setup.Setup { return s.setup }

func (s *Options) Layout(v render.View) {
	s.view = v
	p := s.shared.Text
	s.frame = widget.NewFrame(v, s.shared.Fonts, p, p.T(i18n.StartGame))
	start := &widget.Button{Name: "button:start", Kind: widget.PrimaryButton, Label: p.T(i18n.StartGame), Rect: s.frame.Foot, Size: 20 * s.frame.K}
	s.bar = widget.Buttons{s.frame.BackButton(p), start}
	if s.shared.Online != nil { // Play online beside Start: the same options make the room
		online := &widget.Button{Name: "button:online", Label: p.T(i18n.OnlinePlay), Rect: start.Rect, Size: start.Size}
		if s.frame.FootBar.H > 0 {
			w := (start.Rect.W - 10) / 2
			online.Rect.W, start.Rect.W = w, w
			start.Rect.X += w + 10
		} else { // a short screen: Start is in the top bar; Play online goes to its left
			online.Rect.W = s.shared.Fonts.Width(online.Label, online.Size) + 32
			online.Rect.X -= online.Rect.W + 10
			s.frame.Title.W -= online.Rect.W + 10
		}
		s.bar = append(s.bar, online)
	}
	s.relayout()
	s.ask.Layout(v)
}

// relayout rebuilds the rows from the setup (a choice may show or hide others).
func (s *Options) relayout() {
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, s.rows(), func(name string) string {
		if o := s.catalogue().Row(name); o != nil {
			return o.Get(&s.setup)
		}
		return ""
	})
}

// rows describes the options that apply now.
func (s *Options) rows() []widget.FormRow {
	p := s.shared.Text
	var rows []widget.FormRow
	for _, o := range s.catalogue() {
		if !o.Applies(&s.setup) {
			continue
		}
		r := widget.FormRow{Name: o.Name, Kind: o.Kind, Label: p.T(o.Label), Help: o.HelpOf(&s.setup, p)}
		switch o.Kind {
		case widget.ToggleRow:
			r.On = o.Get(&s.setup) == "on"
		case widget.ChoiceRow:
			for _, c := range o.Choices(&s.setup) {
				r.Chips = append(r.Chips, widget.FormChip{Value: c.Value, Label: c.Label(p)})
			}
		case widget.StepperRow:
			lo, hi, _ := o.Bounds(&s.setup)
			n := atoi(o.Get(&s.setup))
			r.Value, r.Lo, r.Hi = o.Format(p, n), n <= lo, n >= hi
		}
		rows = append(rows, r)
	}
	return rows
}

func (s *Options) Update(events []input.Event) scene.Step {
	if handled, st := s.ask.Update(events); handled {
		return st
	}
	tapped, changed := s.tapped(events)
	switch tapped {
	case "":
		return scene.Step{Redraw: changed}
	case "button:back":
		return scene.Step{Next: NewChooseGame(s.shared)}
	case "button:start":
		return s.replaceGame(s.shared, func() scene.Step { return scene.Step{Next: s.start()} })
	case "button:online":
		return scene.Step{Next: s.online(), Redraw: true}
	}
	s.apply(tapped)
	return scene.Step{Redraw: true}
}

// apply acts on a tapped option control: "option:<name>" (a toggle row),
// "option:<name>:<value>" (a chip), "option:<name>:minus" / ":plus" (a stepper).
func (s *Options) apply(target string) {
	name, value, _ := strings.Cut(strings.TrimPrefix(target, "option:"), ":")
	if o := s.catalogue().Row(name); o != nil {
		switch {
		case o.Kind == widget.ToggleRow:
			o.Set(&s.setup, options.OnOff(o.Get(&s.setup) != "on"))
		case o.Kind == widget.StepperRow && value == "minus":
			o.Step(&s.setup, -1)
		case o.Kind == widget.StepperRow && value == "plus":
			o.Step(&s.setup, 1)
		case o.Kind == widget.ChoiceRow && value != o.Get(&s.setup) && o.Valid(&s.setup, value):
			o.Set(&s.setup, value)
		}
	}
	s.relayout()
}

// start remembers the choices and begins the game: Napoleon's terrain editor or set-up,
// Junqi's deployment.
func (s *Options) start() scene.Scene {
	sh := s.shared
	sh.Settings.Remember(string(s.setup.Game), s.catalogue().Remembered(&s.setup))
	sh.SaveSettings()
	next, err := sh.Games.Start(sh, s.setup.Drawn(rand.Uint64))
	if err != nil {
		sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
		return s
	}
	return next
}

// online makes a room of these options on the server (the game at this device stays as
// it is): a game the online screens do not draw yet is said, and the screen stays.
func (s *Options) online() scene.Scene {
	sh := s.shared
	if !sh.Online.Offers(s.setup) {
		sh.Notice = sh.Text.T(i18n.OnlineErrGame)
		if s.setup.Game == setup.Napoleon { // a room plays the board's own army only
			sh.Notice = sh.Text.T(i18n.OnlineErrArmy)
		}
		return nil
	}
	sh.Settings.Remember(string(s.setup.Game), s.catalogue().Remembered(&s.setup))
	sh.SaveSettings()
	return sh.Online.Create(sh, s.setup.Drawn(rand.Uint64), s)
}

func (s *Options) Draw(p render.Painter) { s.draw(p, s.title()) }

// title is the game and "Game options" when that fits the bar at full size, else the game.
func (s *Options) title() string {
	t := s.shared.Text
	k, ok := s.shared.Games.Of(s.setup.Game)
	if !ok {
		return t.T(i18n.GameOptions)
	}
	full := k.Name(t) + " · " + t.T(i18n.GameOptions)
	if s.shared.Fonts.Width(full, s.frame.TitleSize) <= s.frame.Title.W {
		return full
	}
	return k.Name(t)
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

// Form is the screen's scrolling list.
func (s *Options) Form() *widget.Form { return &s.form }
