package onlinescreen

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/client"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// Join is the screen where a room's code is typed.
type Join struct {
	sh     *scene.Shared
	door   *Door
	back   scene.Scene
	view   render.View
	frame  widget.Frame
	field  widget.TextField
	help   []string
	helpR  render.Rect
	msg    string // why the code was refused
	msgR   render.Rect
	bar    widget.Buttons
	opened bool
}

func newJoin(sh *scene.Shared, d *Door, code string, back scene.Scene) *Join {
	s := &Join{sh: sh, door: d, back: back}
	s.field.Name, s.field.Fonts, s.field.Native = "field:code", sh.Fonts, sh.TextBox
	s.field.Edit.Max = 200 // a whole link may be pasted
	s.field.SetText(code)
	return s
}

func (s *Join) Name() string { return "online-join" }

// Field is the code's field (tests type into it).
func (s *Join) Field() *widget.TextField { return &s.field }

func (s *Join) Layout(v render.View) {
	s.view = v
	p, fonts := s.sh.Text, s.sh.Fonts
	s.frame = widget.NewFrame(v, fonts, p, p.T(i18n.OnlineJoinButton))
	k, body := s.frame.K, s.frame.Body
	size := widget.LabelSize * k
	y := body.Y + 8*k
	s.help = fonts.Wrap(p.T(i18n.OnlineCodeHelp), size, body.W)
	s.helpR = render.Rect{X: body.X, Y: y, W: body.W, H: float64(len(s.help)) * size * 1.35}
	y += s.helpR.H + 8*k
	s.field.Label = p.T(i18n.OnlineCode)
	s.field.Placeholder = "ABC234"
	s.field.Layout(render.Rect{X: body.X, Y: y, W: body.W, H: 48}, size)
	y += 56 + 8*k
	s.bar = widget.Buttons{s.frame.BackButton(p),
		{Name: "button:join", Kind: widget.PrimaryButton, Label: p.T(i18n.OnlineJoinButton), Rect: s.frame.Foot, Size: 20 * k}}
	if c := serverChip(p, s.door, widget.HelpSize*k*1.1, true); c != nil { // server.go
		y += widget.Flow([]*widget.Button{c}, fonts, body.X, y, body.W, 44, 4*k, true) + 8*k
		s.bar = append(s.bar, c)
	}
	s.msgR = render.Rect{X: body.X, Y: y, W: body.W, H: 3 * widget.HelpSize * k * 1.45}
}

func (s *Join) Update(events []input.Event) scene.Step {
	if !s.opened { // the keyboard at once: typing the code is all this screen is for
		s.opened = true
		s.field.Focus()
	}
	res := s.field.Update(events)
	tapped, changed := s.bar.Handle(events, render.Rect{})
	if res.Commit {
		tapped = "button:join"
	}
	switch tapped {
	case "button:back":
		s.field.Close()
		return scene.Step{Next: s.back}
	case "button:server":
		s.field.Close()
		s.opened = false // the keyboard again on the way back
		return scene.Step{Next: newServerScreen(s.sh, s.door, s)}
	case "button:join":
		code := client.NormalCode(s.field.Text())
		if !validCode(code) {
			s.msg = s.sh.Text.T(i18n.OnlineErrNoRoom)
			return scene.Step{Redraw: true}
		}
		s.field.Close()
		s.door.followLink(s.sh, s.field.Text())
		return scene.Step{Next: s.door.Join(s.sh, code, s.back)}
	}
	return scene.Step{Redraw: changed || res.Changed, Busy: res.Held}
}

func (s *Join) Draw(p render.Painter) {
	p.Clear()
	s.frame.DrawBars(p, s.sh.Text.T(i18n.OnlineJoin))
	k := s.frame.K
	size := widget.LabelSize * k
	p.Lines(s.help, size, size*1.35, s.helpR, render.AlignLeft, render.TextColour)
	s.field.Draw(p)
	if s.msg != "" {
		drawProblem(p, s.sh.Fonts, s.msg, widget.HelpSize*k, s.msgR)
	}
	s.bar.Draw(p)
}

func (s *Join) Target(name string) (render.Rect, bool) {
	if name == s.field.Name {
		return s.field.Rect, true
	}
	return s.bar.Target(name)
}
