package game

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// HandOver covers the whole screen while the device passes to the next player, so nobody
// sees another player's pieces: it draws no board at all, only who is next and a big button
// for them to tap when they hold the device. It is autosaved, so a reload shows it again
// rather than the board behind it.
type HandOver struct {
	shared *Shared
	seat   string // S E N W
	then   string // the scene that follows, by name
	button *button
	text   []string
	textAt render.Rect
	size   float64
	hint   render.Rect
	hints  []string
}

// NewHandOver makes the hand-over screen to seat, followed by the scene named then.
func NewHandOver(sh *Shared, seat, then string) *HandOver {
	sh.Model.SetHandOver(&HandOverState{Seat: seat, Then: then})
	return &HandOver{shared: sh, seat: seat, then: then}
}

func (s *HandOver) Name() string { return "handover" }

func (s *HandOver) Layout(v render.View) {
	p := s.shared.Text
	k, m := uiScale(v), margin(v)
	w := math.Min(v.W-2*m, 560*k)
	s.size = clampF(math.Min(v.W/14, v.H/18), 22, 40)
	s.text = s.shared.Fonts.Wrap(p.T(i18n.HandOverPass, seatName(p, s.seat[0])), s.size, w)
	textH := float64(len(s.text)) * s.size * 1.35
	btnW, btnH := math.Min(w, 320*k), math.Max(72, 88*k)
	s.hints = s.shared.Fonts.Wrap(p.T(i18n.HandOverHidden), 15*k, w)
	hintH := float64(len(s.hints)) * 15 * k * 1.45
	block := textH + 28*k + btnH + 16*k + hintH
	y := math.Max(m, (v.H-block)*0.45)
	s.textAt = render.Rect{X: (v.W - w) / 2, Y: y, W: w, H: textH}
	y += textH + 28*k
	s.button = &button{name: "button:ready", kind: primaryButton, label: p.T(i18n.OK), size: 26 * k,
		rect: render.Rect{X: (v.W - btnW) / 2, Y: y, W: btnW, H: btnH}}
	s.hint = render.Rect{X: (v.W - w) / 2, Y: y + btnH + 16*k, W: w, H: hintH}
}

func (s *HandOver) Update(events []input.Event) Step {
	tapped, changed := buttons{s.button}.handle(events, render.Rect{})
	if tapped == "button:ready" {
		s.shared.Model.SetHandOver(nil)
		return Step{Next: sceneByName(s.shared, s.then)}
	}
	return Step{Redraw: changed}
}

func (s *HandOver) Draw(p render.Painter) {
	p.Clear()
	p.Lines(s.text, s.size, s.size*1.35, s.textAt, render.AlignCentre, render.TitleColour)
	s.button.draw(p)
	k := uiScale(p.View)
	p.Lines(s.hints, 15*k, 15*k*1.45, s.hint, render.AlignCentre, render.MutedColour)
}

func (s *HandOver) Target(name string) (render.Rect, bool) {
	if name == "button:ready" {
		return s.button.rect, true
	}
	return render.Rect{}, false
}
