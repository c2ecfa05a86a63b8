package game

import (
	"warboard/game/input"
	"warboard/render"
)

// Credits are the menu's two bottom lines: the font's licence asks to be acknowledged.
var Credits = [2]string{
	"Font: Noto Sans CJK SC © 2014-2021 Adobe",
	"SIL Open Font License 1.1",
}

// Menu is the title screen: the name and one button per game.
type Menu struct {
	shared  *Shared
	layout  render.MenuLayout
	buttons buttons
}

// NewMenu makes the title screen.
func NewMenu(sh *Shared) *Menu {
	m := &Menu{shared: sh}
	for _, g := range Games {
		m.buttons = append(m.buttons, &button{name: "button:" + string(g.ID), label: g.Label, sub: g.Sub})
	}
	return m
}

func (m *Menu) Name() string { return "menu" }

func (m *Menu) Layout(v render.View) {
	m.layout = render.Menu(v, len(m.buttons))
	for i, b := range m.buttons {
		b.rect, b.size, b.subSize = m.layout.Buttons[i], m.layout.LabelSize, m.layout.SubSize
	}
}

func (m *Menu) Update(events []input.Event) Step {
	tapped, changed := m.buttons.handle(events)
	for _, g := range Games {
		if tapped == "button:"+string(g.ID) {
			m.shared.Model.Start(g.ID)
			return Step{Next: NewPlay(m.shared)}
		}
	}
	return Step{Redraw: changed}
}

func (m *Menu) Draw(p render.Painter) {
	p.Clear()
	p.Text("Warboard", m.layout.TitleSize, m.layout.Title, render.AlignCentre, render.TitleColour)
	m.buttons.draw(p)
	for i, line := range Credits {
		p.Text(line, m.layout.AboutSize, m.layout.About[i], render.AlignCentre, render.MutedColour)
	}
}

func (m *Menu) Target(name string) (render.Rect, bool) { return m.buttons.target(name) }
