// Package menu holds the screens around a game: the main menu, the choice of game and its
// options, settings, about, loading a record, the hand-over screen, the result and the
// in-game menu. It reaches each game only through the doors the games register.
package menu

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// Menu is the title screen: the name, a tagline, and Continue (when a game is saved), New
// game, Load a record, How to play, Settings and About.
type Menu struct {
	shared    *scene.Shared
	buttons   widget.Buttons
	title     render.Rect
	titleSize float64
	tagline   []string
	tagAt     render.Rect
	tagSize   float64
	view      render.View
	offered   bool // About says it installs the app (the browser offers it)
}

// NewMenu makes the title screen.
func NewMenu(sh *scene.Shared) *Menu { return &Menu{shared: sh} }

func (m *Menu) Name() string { return "menu" }

func (m *Menu) Layout(v render.View) {
	sh, p := m.shared, m.shared.Text
	k, mg := widget.UIScale(v), widget.Margin(v)
	m.buttons = nil
	if sh.Model.Active() {
		sub := string(sh.Model.Game())
		if k, ok := sh.Games.Of(sh.Model.Game()); ok {
			sub = k.Name(p)
		}
		if n := sh.Model.Moves(); n > 0 {
			sub = p.T(i18n.ContinueDetail, sub, n)
		}
		m.buttons = append(m.buttons, &widget.Button{Name: "button:continue", Kind: widget.PrimaryButton, Label: p.T(i18n.MenuContinue), Sub: sub})
	}
	for _, b := range []struct {
		name string
		key  i18n.Key
	}{{"button:new", i18n.MenuNewGame}, {"button:load", i18n.MenuLoadRecord}, {"button:howto", i18n.MenuHowTo}, {"button:settings", i18n.MenuSettings}, {"button:about", i18n.MenuAbout}} {
		m.buttons = append(m.buttons, &widget.Button{Name: b.name, Label: p.T(b.key)})
	}
	m.view, m.offered = v, sh.InstallOffered()
	if m.offered { // where the install is: no seventh button on a phone's short screen
		m.buttons[len(m.buttons)-1].Sub = p.T(i18n.InstallOffer)
	}
	n := float64(len(m.buttons))
	gap := 12 * k
	btnH := 56 * k
	m.titleSize = widget.Clamp(math.Min(v.W/6, v.H/9), 34, 72)
	m.tagSize = 15 * k

	// A short, wide screen (a phone on its side) puts the title left of the buttons.
	landscape := v.W > v.H*1.2 && v.H < 560
	var colX, colW, y float64
	if landscape {
		half := (v.W - 3*mg) / 2
		m.titleSize = widget.Clamp(math.Min(half/5, v.H/6), 30, 64)
		m.tagline = sh.Fonts.WrapBalanced(p.T(i18n.AppTagline), m.tagSize, half)
		tagH := float64(len(m.tagline)) * m.tagSize * 1.45
		block := m.titleSize*1.4 + tagH
		ty := (v.H - block) / 2
		m.title = render.Rect{X: mg, Y: ty, W: half, H: m.titleSize * 1.4}
		m.tagAt = render.Rect{X: mg, Y: ty + m.title.H, W: half, H: tagH}
		gap = 8
		btnH = math.Max(render.MinTarget, math.Min(56, (v.H-2*mg-(n-1)*gap)/n))
		colX, colW = 2*mg+half, half
		y = (v.H - (n*btnH + (n-1)*gap)) / 2
	} else {
		colW = math.Min(v.W-2*mg, 420*k)
		colX = (v.W - colW) / 2
		m.tagline = sh.Fonts.WrapBalanced(p.T(i18n.AppTagline), m.tagSize, colW)
		tagH := float64(len(m.tagline)) * m.tagSize * 1.45
		block := m.titleSize*1.4 + tagH + 36*k + n*btnH + (n-1)*gap
		y = math.Max(mg, (v.H-block)*0.42)
		m.title = render.Rect{X: mg, Y: y, W: v.W - 2*mg, H: m.titleSize * 1.4}
		m.tagAt = render.Rect{X: colX, Y: y + m.title.H, W: colW, H: tagH}
		y = m.tagAt.Y + tagH + 36*k
	}
	for i, b := range m.buttons {
		b.Rect = render.Rect{X: colX, Y: y + float64(i)*(btnH+gap), W: colW, H: btnH}
		b.Size, b.SubSize = math.Min(20*k, btnH*0.36), 13*k
	}
}

func (m *Menu) Update(events []input.Event) scene.Step {
	tapped, changed := m.buttons.Handle(events, render.Rect{})
	sh := m.shared
	switch tapped {
	case "button:continue":
		return scene.Step{Next: resumeScene(sh)}
	case "button:new":
		return scene.Step{Next: NewChooseGame(sh)}
	case "button:load":
		return scene.Step{Next: NewLoad(sh)}
	case "button:howto":
		return scene.Step{Next: NewHowToScene(sh)}
	case "button:settings":
		return scene.Step{Next: NewSettings(sh)}
	case "button:about":
		return scene.Step{Next: NewAbout(sh)}
	}
	if sh.InstallOffered() != m.offered { // the browser's offer came after the menu showed
		m.Layout(m.view)
		changed = true
	}
	return scene.Step{Redraw: changed}
}

func (m *Menu) Draw(p render.Painter) {
	p.Clear()
	p.Text(m.shared.Text.T(i18n.AppName), m.titleSize, m.title, render.AlignCentre, render.TitleColour)
	p.Lines(m.tagline, m.tagSize, m.tagSize*1.45, m.tagAt, render.AlignCentre, render.MutedColour)
	m.buttons.Draw(p)
}

func (m *Menu) Target(name string) (render.Rect, bool) { return m.buttons.Target(name) }

// resumeScene is the scene the saved game was left in.
func resumeScene(sh *scene.Shared) scene.Scene {
	s := sh.Model.Saved()
	if h := s.HandOver; h != nil {
		return NewHandOver(sh, h.Seat, h.Then)
	}
	return SceneByName(sh, s.Scene)
}

// SceneByName makes the scene of a game in progress the autosave names. A saved session
// that no longer restores is said in a notice and the menu shows.
func SceneByName(sh *scene.Shared, name string) scene.Scene {
	if _, data := sh.Model.Session(); len(data) == 0 {
		switch name {
		case "result":
			return NewResult(sh)
		case "game":
			// The screen of a game before its play controller kept a session (an older
			// autosave): Continue goes on from its record.
		default:
			return NewMenu(sh)
		}
	}
	next, err := sh.Games.Continue(sh)
	if err != nil {
		sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
		return NewMenu(sh)
	}
	return next
}

// First is the scene the app opens on: the menu, or the result screen when the autosave
// holds a game that ended and whose result the player had not left yet: a reload (or a
// restart) at the result shows the result again, final board and all, rather than losing it.
func First(sh *scene.Shared) scene.Scene {
	if sh.Model.Finished() && sh.Model.Saved().Scene == "result" {
		return SceneByName(sh, "result")
	}
	return NewMenu(sh)
}

// Controls are the screen's buttons.
func (m *Menu) Controls() widget.Buttons { return m.buttons }
