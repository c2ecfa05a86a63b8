package game

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// Result shows how the game ended and leads back to the menu, which closes the game.
type Result struct {
	shared    *Shared
	button    *button
	title     render.Rect
	titleSize float64
	outcome   []string
	outAt     render.Rect
	outSize   float64
}

// NewResult makes the result screen for the model's finished game.
func NewResult(sh *Shared) *Result { return &Result{shared: sh} }

func (s *Result) Name() string { return "result" }

func (s *Result) Layout(v render.View) {
	k, m := uiScale(v), margin(v)
	w := math.Min(v.W-2*m, 560*k)
	s.titleSize = clampF(math.Min(v.W/10, v.H/14), 26, 52)
	s.outSize = 18 * k
	s.outcome = s.shared.Fonts.Wrap(s.shared.Model.Outcome(), s.outSize, w)
	outH := float64(len(s.outcome)) * s.outSize * 1.4
	btnW := math.Min(w, 320*k)
	block := s.titleSize*1.4 + 12 + outH + 32*k + 56
	y := math.Max(m, (v.H-block)*0.42)
	s.title = render.Rect{X: m, Y: y, W: v.W - 2*m, H: s.titleSize * 1.4}
	y += s.title.H + 12
	s.outAt = render.Rect{X: (v.W - w) / 2, Y: y, W: w, H: outH}
	y += outH + 32*k
	s.button = &button{name: "button:menu", kind: primaryButton, label: s.shared.Text.T(i18n.MainMenu), size: 20 * k,
		rect: render.Rect{X: (v.W - btnW) / 2, Y: y, W: btnW, H: 56}}
}

func (s *Result) Update(events []input.Event) Step {
	tapped, changed := buttons{s.button}.handle(events, render.Rect{})
	if tapped == "button:menu" {
		s.shared.Model.Close()
		return Step{Next: NewMenu(s.shared)}
	}
	return Step{Redraw: changed}
}

func (s *Result) Draw(p render.Painter) {
	p.Clear()
	p.Text(s.shared.Text.T(i18n.GameOver), s.titleSize, s.title, render.AlignCentre, render.TitleColour)
	p.Lines(s.outcome, s.outSize, s.outSize*1.4, s.outAt, render.AlignCentre, render.TextColour)
	s.button.draw(p)
}

func (s *Result) Target(name string) (render.Rect, bool) {
	if name == "button:menu" {
		return s.button.rect, true
	}
	return render.Rect{}, false
}
