package onlinescreen

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/client"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// ServerScreen is where the desktop app's server is typed (client.ChooseServer): a page's
// rooms are always its own server's. It is reached from the create step and the join screen
// by their "Server" chip; a link typed into Join sets the server too (Door.followLink).
type ServerScreen struct {
	sh     *scene.Shared
	door   *Door
	back   scene.Scene
	frame  widget.Frame
	field  widget.TextField
	help   []string
	helpR  render.Rect
	msg    string // why the address was refused
	msgR   render.Rect
	bar    widget.Buttons
	opened bool
}

func newServerScreen(sh *scene.Shared, d *Door, back scene.Scene) *ServerScreen {
	s := &ServerScreen{sh: sh, door: d, back: back}
	s.field.Name, s.field.Fonts, s.field.Native = "field:server", sh.Fonts, sh.TextBox
	s.field.Edit.Max = 200
	s.field.SetText(serverText(d.URL))
	return s
}

// serverText is a server as a person would type it: host:port for ws://host:port/ws, the
// whole address otherwise (wss://…).
func serverText(ws string) string {
	if strings.HasPrefix(ws, "ws://") {
		return hostOf(ws)
	}
	return strings.TrimSuffix(ws, "/ws")
}

// serverChip is the chip that opens the server screen, naming the server ("Server: …"
// when named), nil where the person cannot choose it (a page, or $WARBOARD_SERVER).
func serverChip(p *i18n.Printer, d *Door, size float64, named bool) *widget.Button {
	if !client.ChooseServer() {
		return nil
	}
	label := serverText(d.URL)
	if named {
		label = p.T(i18n.OnlineServerIs, label)
	}
	return &widget.Button{Name: "button:server", Kind: widget.ChipButton, Label: label, Size: size}
}

func (s *ServerScreen) Name() string { return "online-server" }

// Field is the address's field (tests type into it).
func (s *ServerScreen) Field() *widget.TextField { return &s.field }

func (s *ServerScreen) Layout(v render.View) {
	p, fonts := s.sh.Text, s.sh.Fonts
	s.frame = widget.NewFrame(v, fonts, p, p.T(i18n.OK))
	k, body := s.frame.K, s.frame.Body
	size := widget.LabelSize * k
	y := body.Y + 8*k
	s.help = fonts.Wrap(p.T(i18n.OnlineServerHelp), size, body.W)
	s.helpR = render.Rect{X: body.X, Y: y, W: body.W, H: float64(len(s.help)) * size * 1.35}
	y += s.helpR.H + 8*k
	s.field.Label = p.T(i18n.OnlineServer)
	s.field.Placeholder = "192.168.1.5:8080"
	s.field.Layout(render.Rect{X: body.X, Y: y, W: body.W, H: 48}, size)
	y += 56 + 8*k
	s.msgR = render.Rect{X: body.X, Y: y, W: body.W, H: 3 * widget.HelpSize * k * 1.45}
	s.bar = widget.Buttons{s.frame.BackButton(p),
		{Name: "button:ok", Kind: widget.PrimaryButton, Label: p.T(i18n.OK), Rect: s.frame.Foot, Size: 20 * k}}
}

func (s *ServerScreen) Update(events []input.Event) scene.Step {
	if !s.opened {
		s.opened = true
		s.field.Focus()
	}
	res := s.field.Update(events)
	tapped, changed := s.bar.Handle(events, render.Rect{})
	if res.Commit {
		tapped = "button:ok"
	}
	switch tapped {
	case "button:back":
		s.field.Close()
		return scene.Step{Next: s.back}
	case "button:ok":
		ws, ok := client.ParseServer(s.field.Text())
		if !ok {
			s.msg = s.sh.Text.T(i18n.OnlineServerBad)
			return scene.Step{Redraw: true}
		}
		s.field.Close()
		s.door.setServer(s.sh, ws)
		return scene.Step{Next: s.back}
	}
	return scene.Step{Redraw: changed || res.Changed, Busy: res.Held}
}

func (s *ServerScreen) Draw(p render.Painter) {
	p.Clear()
	s.frame.DrawBars(p, s.sh.Text.T(i18n.OnlineServer))
	k := s.frame.K
	size := widget.LabelSize * k
	p.Lines(s.help, size, size*1.35, s.helpR, render.AlignLeft, render.TextColour)
	s.field.Draw(p)
	if s.msg != "" {
		drawProblem(p, s.sh.Fonts, s.msg, widget.HelpSize*k, s.msgR)
	}
	s.bar.Draw(p)
}

func (s *ServerScreen) Target(name string) (render.Rect, bool) {
	if name == s.field.Name {
		return s.field.Rect, true
	}
	return s.bar.Target(name)
}

// Problem is why the address typed was refused, "" for none.
func (s *ServerScreen) Problem() string { return s.msg }

// ServerLabel is the server chip's text on the create step or the join screen, "" where
// there is none.
func ServerLabel(sc scene.Scene) string {
	var b *widget.Button
	switch s := sc.(type) {
	case *Create:
		b = s.buttons.Find("button:server")
	case *Join:
		b = s.bar.Find("button:server")
	}
	if b == nil {
		return ""
	}
	return b.Label
}
