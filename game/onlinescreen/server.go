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
type ServerScreen struct{ fieldScreen }

func newServerScreen(sh *scene.Shared, d *Door, back scene.Scene) *ServerScreen {
	return &ServerScreen{newFieldScreen(sh, d, back, "field:server", serverText(d.URL))}
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

func (s *ServerScreen) Layout(v render.View) {
	p := s.sh.Text
	s.layout(v, p.T(i18n.OnlineServerHelp), p.T(i18n.OnlineServer), "192.168.1.5:8080", nil,
		widget.Button{Name: "button:ok", Label: p.T(i18n.OK)})
}

func (s *ServerScreen) Update(events []input.Event) scene.Step {
	tapped, next, st := s.update(events, "button:ok")
	if next != nil || tapped != "button:ok" {
		return st
	}
	ws, ok := client.ParseServer(s.field.Text())
	if !ok {
		return s.refuse(i18n.OnlineServerBad)
	}
	s.door.setServer(s.sh, ws)
	return s.leave(s.back)
}

func (s *ServerScreen) Draw(p render.Painter) { s.draw(p, s.sh.Text.T(i18n.OnlineServer)) }

// Problem is why the text typed was refused, "" for none.
func (s *fieldScreen) Problem() string { return s.msg }

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
