package onlinescreen

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/client"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// fieldScreen is a screen of one line to type: a help text, the field, the server chip
// where there is one, a refusal's reason, Back and the primary button. Join and the server
// screen are two.
type fieldScreen struct {
	sh     *scene.Shared
	door   *Door
	back   scene.Scene
	frame  widget.Frame
	field  widget.TextField
	help   []string
	helpR  render.Rect
	msg    string // why the text was refused
	msgR   render.Rect
	bar    widget.Buttons
	opened bool
}

func newFieldScreen(sh *scene.Shared, d *Door, back scene.Scene, name, text string) fieldScreen {
	s := fieldScreen{sh: sh, door: d, back: back}
	s.field.Name, s.field.Fonts, s.field.Native = name, sh.Fonts, sh.TextBox
	s.field.Edit.Max = 200 // a whole link may be pasted
	s.field.SetText(text)
	return s
}

// Field is the screen's field (tests type into it).
func (s *fieldScreen) Field() *widget.TextField { return &s.field }

// layout places the help, the field (label, placeholder), a chip under it (nil: none),
// the reason's panel and the buttons; primary is the foot's button.
func (s *fieldScreen) layout(v render.View, help, label, placeholder string, chip *widget.Button, primary widget.Button) {
	p, fonts := s.sh.Text, s.sh.Fonts
	s.frame = widget.NewFrame(v, fonts, p, primary.Label)
	k, body := s.frame.K, s.frame.Body
	size := widget.LabelSize * k
	y := body.Y + 8*k
	s.help = fonts.Wrap(help, size, body.W)
	s.helpR = render.Rect{X: body.X, Y: y, W: body.W, H: float64(len(s.help)) * size * 1.35}
	y += s.helpR.H + 8*k
	s.field.Label, s.field.Placeholder = label, placeholder
	s.field.Layout(render.Rect{X: body.X, Y: y, W: body.W, H: 48}, size)
	y += 56 + 8*k
	primary.Kind, primary.Rect, primary.Size = widget.PrimaryButton, s.frame.Foot, 20*k
	s.bar = widget.Buttons{s.frame.BackButton(p), &primary}
	if chip != nil {
		y += widget.Flow([]*widget.Button{chip}, fonts, body.X, y, body.W, 44, 4*k, true) + 8*k
		s.bar = append(s.bar, chip)
	}
	s.msgR = render.Rect{X: body.X, Y: y, W: body.W, H: 3 * widget.HelpSize * k * 1.45}
}

// update takes the events: the button tapped ("" for none; Enter in the field is the
// primary's), with Back already handled (next is then the screen behind).
func (s *fieldScreen) update(events []input.Event, primary string) (tapped string, next scene.Scene, st scene.Step) {
	if !s.opened { // the keyboard at once: typing is all this screen is for
		s.opened = true
		s.field.Focus()
	}
	res := s.field.Update(events)
	tapped, changed := s.bar.Handle(events, render.Rect{})
	if res.Commit {
		tapped = primary
	}
	if tapped == "button:back" {
		s.field.Close()
		return tapped, s.back, scene.Step{Next: s.back}
	}
	return tapped, nil, scene.Step{Redraw: changed || res.Changed, Busy: res.Held}
}

// refuse shows why the text was not taken.
func (s *fieldScreen) refuse(why i18n.Key) scene.Step {
	s.msg = s.sh.Text.T(why)
	return scene.Step{Redraw: true}
}

// leave closes the field (the keyboard) and goes to next.
func (s *fieldScreen) leave(next scene.Scene) scene.Step {
	s.field.Close()
	return scene.Step{Next: next}
}

func (s *fieldScreen) draw(p render.Painter, title string) {
	p.Clear()
	s.frame.DrawBars(p, title)
	k := s.frame.K
	size := widget.LabelSize * k
	p.Lines(s.help, size, size*1.35, s.helpR, render.AlignLeft, render.TextColour)
	s.field.Draw(p)
	if s.msg != "" {
		drawProblem(p, s.sh.Fonts, s.msg, widget.HelpSize*k, s.msgR)
	}
	s.bar.Draw(p)
}

func (s *fieldScreen) Target(name string) (render.Rect, bool) {
	if name == s.field.Name {
		return s.field.Rect, true
	}
	return s.bar.Target(name)
}

// Join is the screen where a room's code is typed.
type Join struct{ fieldScreen }

func newJoin(sh *scene.Shared, d *Door, code string, back scene.Scene) *Join {
	return &Join{newFieldScreen(sh, d, back, "field:code", code)}
}

func (s *Join) Name() string { return "online-join" }

func (s *Join) Layout(v render.View) {
	p := s.sh.Text
	s.layout(v, p.T(i18n.OnlineCodeHelp), p.T(i18n.OnlineCode), "ABC234",
		serverChip(p, s.door, widget.HelpSize*widget.UIScale(v)*1.1, true), // server.go
		widget.Button{Name: "button:join", Label: p.T(i18n.OnlineJoinButton)})
}

func (s *Join) Update(events []input.Event) scene.Step {
	tapped, next, st := s.update(events, "button:join")
	if next != nil {
		return st
	}
	switch tapped {
	case "button:server":
		s.opened = false // the keyboard again on the way back
		return s.leave(newServerScreen(s.sh, s.door, s))
	case "button:join":
		code := client.NormalCode(s.field.Text())
		if !validCode(code) {
			return s.refuse(i18n.OnlineErrNoRoom)
		}
		s.field.Close()
		s.door.followLink(s.sh, s.field.Text())
		return scene.Step{Next: s.door.Join(s.sh, code, s.back)}
	}
	return st
}

func (s *Join) Draw(p render.Painter) { s.draw(p, s.sh.Text.T(i18n.OnlineJoin)) }
