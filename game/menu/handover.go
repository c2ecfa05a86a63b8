package menu

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// HandOver covers the whole screen while the device passes to the next player, so nobody
// sees another player's pieces: it draws no board at all, only who is next and a big button
// for them to tap when they hold the device, and a way to the main menu (the game stays
// for Continue, behind this same hand-over). It is autosaved, so a reload shows it again
// rather than the board behind it.
type HandOver struct {
	shared *scene.Shared
	seat   string             // S E N W
	then   string             // the scene that follows, by name
	ready  func() scene.Scene // when set, makes the scene that follows instead of then
	button *widget.Button
	menu   *widget.Button // to the main menu: the game stays for Continue, its board unseen
	text   []string
	textAt render.Rect
	size   float64
	hint   render.Rect
	hints  []string
	note   string // what happened last, as everybody may know it ("" none)
	noteAt render.Rect
	notes  []string
	// extra is a second choice for whoever holds the device now (the last mover's take
	// back request): its label, and what it does (the next scene)
	extraLabel string
	extraDo    func() scene.Scene
	extra      *widget.Button
}

// WithTakeBack adds a button for the seat that just moved, still holding the device: its
// label (the request to take the move back), and what tapping it does (the next scene).
func (s *HandOver) WithTakeBack(label string, do func() scene.Scene) *HandOver {
	s.extraLabel, s.extraDo = label, do
	return s
}

// WithNote adds a line about what happened last (a battle's public summary) above the call.
func (s *HandOver) WithNote(text string) *HandOver {
	s.note = text
	return s
}

// NewHandOver makes the hand-over screen to seat, followed by the scene named then.
func NewHandOver(sh *scene.Shared, seat, then string) *HandOver {
	sh.Model.SetHandOver(&scene.HandOverState{Seat: seat, Then: then})
	return &HandOver{shared: sh, seat: seat, then: then}
}

// NewHandOverFunc is a hand-over screen to seat whose button calls ready for the next scene.
// A play controller that keeps its own hand-over phase (and saves it) uses it; the model's
// hand-over slot stays empty.
func NewHandOverFunc(sh *scene.Shared, seat string, ready func() scene.Scene) *HandOver {
	return &HandOver{shared: sh, seat: seat, ready: ready}
}

func (s *HandOver) Name() string { return "handover" }

func (s *HandOver) Layout(v render.View) {
	p := s.shared.Text
	k, m := widget.UIScale(v), widget.Margin(v)
	w := math.Min(v.W-2*m, 560*k)
	s.size = widget.Clamp(math.Min(v.W/14, v.H/18), 22, 40)
	s.text = s.shared.Fonts.WrapBalanced(p.T(i18n.HandOverPass, widget.SeatName(p, s.seat[0])), s.size, w)
	textH := float64(len(s.text)) * s.size * 1.35
	btnW, btnH := math.Min(w, 320*k), math.Max(72, 88*k)
	s.hints = s.shared.Fonts.WrapBalanced(p.T(i18n.HandOverHidden), 15*k, w)
	hintH := float64(len(s.hints)) * 15 * k * 1.45
	s.notes = nil
	if s.note != "" {
		s.notes = s.shared.Fonts.WrapBalanced(s.note, 16*k, w)
	}
	noteH := float64(len(s.notes)) * 16 * k * 1.45
	if noteH > 0 {
		noteH += 14 * k // a gap between what happened and who is next
	}
	extraH := 0.0
	if s.extraDo != nil {
		extraH = render.MinTarget + 20*k
	}
	block := noteH + textH + 28*k + btnH + 16*k + hintH + extraH
	y := math.Max(m+render.MinTarget+8, (v.H-block)*0.45) // under the corner's menu button
	s.noteAt = render.Rect{X: (v.W - w) / 2, Y: y, W: w, H: noteH}
	y += noteH
	s.textAt = render.Rect{X: (v.W - w) / 2, Y: y, W: w, H: textH}
	y += textH + 28*k
	s.button = &widget.Button{Name: "button:ready", Kind: widget.PrimaryButton, Label: p.T(i18n.OK), Size: 26 * k,
		Rect: render.Rect{X: (v.W - btnW) / 2, Y: y, W: btnW, H: btnH}}
	s.hint = render.Rect{X: (v.W - w) / 2, Y: y + btnH + 16*k, W: w, H: hintH}
	s.extra = nil
	if s.extraDo != nil {
		ew := math.Min(w, math.Max(btnW, s.shared.Fonts.Width(s.extraLabel, widget.LabelSize*k)+40))
		s.extra = &widget.Button{Name: "button:takeback", Label: s.extraLabel, Size: widget.LabelSize * k,
			Rect: render.Rect{X: (v.W - ew) / 2, Y: s.hint.Y + hintH + 20*k, W: ew, H: render.MinTarget}}
	}
	label := p.T(i18n.MainMenu)
	mw := math.Max(render.MinTarget, s.shared.Fonts.Width(label, widget.LabelSize*k)+40)
	s.menu = &widget.Button{Name: "button:mainmenu", Label: label, Size: widget.LabelSize * k,
		Rect: render.Rect{X: m, Y: m, W: mw, H: render.MinTarget}}
}

func (s *HandOver) Update(events []input.Event) scene.Step {
	bs := widget.Buttons{s.button, s.menu}
	if s.extra != nil {
		bs = append(bs, s.extra)
	}
	tapped, changed := bs.Handle(events, render.Rect{})
	if tapped == "button:takeback" && s.extraDo != nil {
		return scene.Step{Next: s.extraDo(), Redraw: true}
	}
	if tapped == "button:mainmenu" {
		return scene.Step{Next: NewMenu(s.shared)} // the autosave keeps this hand-over
	}
	if tapped == "button:ready" && s.ready != nil {
		return scene.Step{Next: s.ready()}
	}
	if tapped == "button:ready" {
		s.shared.Model.SetHandOver(nil)
		return scene.Step{Next: SceneByName(s.shared, s.then)}
	}
	return scene.Step{Redraw: changed}
}

func (s *HandOver) Draw(p render.Painter) {
	p.Clear()
	k := widget.UIScale(p.View)
	p.Lines(s.notes, 16*k, 16*k*1.45, s.noteAt, render.AlignCentre, render.TextColour)
	p.Lines(s.text, s.size, s.size*1.35, s.textAt, render.AlignCentre, render.TitleColour)
	s.button.Draw(p)
	s.menu.Draw(p)
	p.Lines(s.hints, 15*k, 15*k*1.45, s.hint, render.AlignCentre, render.MutedColour)
	if s.extra != nil {
		s.extra.Draw(p)
	}
}

func (s *HandOver) Target(name string) (render.Rect, bool) {
	switch name {
	case "button:ready":
		return s.button.Rect, true
	case "button:mainmenu":
		return s.menu.Rect, true
	case "button:takeback":
		if s.extra != nil {
			return s.extra.Rect, true
		}
	}
	return render.Rect{}, false
}

// Seat is the seat the device passes to (a seat letter).
func (s *HandOver) Seat() string { return s.seat }

// Note is the line about what happened last ("" none).
func (s *HandOver) Note() string { return s.note }
