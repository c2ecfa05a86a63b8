package onlinescreen

import (
	"fmt"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
)

// Create is the last step before a room is made: what happens to a seat whose person is
// away, and after how long. The game, its options and its seats are the options screen's.
type Create struct {
	sh    *scene.Shared
	door  *Door
	setup setup.Setup
	back  scene.Scene
	frame widget.Frame

	awayDo    string // proto.AwayComputer or proto.AwayForfeit
	awayLevel string // the computer's level for an away person: easy, normal, hard
	away      int    // minutes
	hints     bool   // the room gives hints (off: people playing each other)

	labels  []line
	buttons widget.Buttons
}

// awayMinutes are the away limits offered.
var awayMinutes = []int{1, 2, 5, 10}

// awayLevels are the levels offered for the computer that plays for an away person.
var awayLevels = []struct {
	name string
	text i18n.Key
}{{"easy", i18n.OnlineLevelEasy}, {"normal", i18n.OnlineLevelNormal}, {"hard", i18n.OnlineLevelHard}} // under "The computer's level"

func newCreate(sh *scene.Shared, d *Door, s setup.Setup, back scene.Scene) *Create {
	return &Create{sh: sh, door: d, setup: s, back: back, awayDo: proto.AwayComputer, awayLevel: "normal", away: 2}
}

func (s *Create) Name() string { return "online-create" }

func (s *Create) Layout(v render.View) {
	p, fonts := s.sh.Text, s.sh.Fonts
	s.frame = widget.NewFrame(v, fonts, p, p.T(i18n.OnlineMake))
	k, body := s.frame.K, s.frame.Body
	size := widget.LabelSize * k
	// Four rows of a label over its chips; where they would run into the foot, tighter;
	// on a short screen (a phone on its side) each label beside its chips.
	labelW := 0.0
	for _, t := range []i18n.Key{i18n.OnlineAwayWhat, i18n.OnlineAwayLevel, i18n.OnlineAwayAfter, i18n.OnlineHints, i18n.OnlineServer} {
		labelW = max(labelW, fonts.Width(p.T(t), size)+16*k)
	}
	labelW = min(labelW, body.W*0.4)
	chip := func(name, label string, on bool) *widget.Button {
		return &widget.Button{Name: name, Kind: widget.ChipButton, Label: label, Size: widget.HelpSize * k * 1.1, Selected: on}
	}
	place := func(mode int) (bottom float64) {
		y := body.Y + 12*k
		if mode > 0 {
			y = body.Y + 6*k
		}
		s.labels = s.labels[:0]
		s.buttons = widget.Buttons{s.frame.BackButton(p),
			{Name: "button:make", Kind: widget.PrimaryButton, Label: p.T(i18n.OnlineMake), Rect: s.frame.Foot, Size: 20 * k}}
		row := func(label string, chips []*widget.Button) {
			switch mode {
			case 2: // beside
				h := widget.Flow(chips, fonts, body.X+labelW, y, body.W-labelW, 44, 4*k, true)
				s.labels = append(s.labels, line{text: label, r: render.Rect{X: body.X, Y: y, W: labelW, H: 44}, size: size})
				y += max(h, 44) + 4*k
			default: // over; tighter in mode 1
				s.labels = append(s.labels, line{text: label, r: render.Rect{X: body.X, Y: y, W: body.W, H: size * 1.4}, size: size})
				y += size*1.4 + max(2, 8-6*float64(mode))*k
				y += widget.Flow(chips, fonts, body.X, y, body.W, 44, float64(10-4*mode)*k, true) + float64(20-12*mode)*k
			}
			s.buttons = append(s.buttons, chips...)
		}
		row(p.T(i18n.OnlineAwayWhat), []*widget.Button{
			chip("option:away:computer", p.T(i18n.OnlineAwayComputer), s.awayDo == proto.AwayComputer),
			chip("option:away:forfeit", p.T(i18n.OnlineAwayForfeit), s.awayDo == proto.AwayForfeit)})
		var levels []*widget.Button
		for _, l := range awayLevels {
			b := chip("option:awaylevel:"+l.name, p.T(l.text), s.awayLevel == l.name)
			b.Disabled = s.awayDo != proto.AwayComputer
			levels = append(levels, b)
		}
		row(p.T(i18n.OnlineAwayLevel), levels)
		var mins []*widget.Button
		for _, m := range awayMinutes {
			mins = append(mins, chip(fmt.Sprintf("option:after:%d", m), p.T(i18n.OnlineMinutes, m), s.away == m))
		}
		row(p.T(i18n.OnlineAwayAfter), mins)
		row(p.T(i18n.OnlineHints), hintChips(p, chip, s.hints)) // more.go
		if c := serverChip(p, s.door, widget.HelpSize*k*1.1, false); c != nil {
			row(p.T(i18n.OnlineServer), []*widget.Button{c}) // server.go: the desktop app's
		}
		return y
	}
	for mode := 0; mode < 3; mode++ {
		if place(mode) <= body.Y+body.H+4*k {
			break
		}
	}
}

func (s *Create) Update(events []input.Event) scene.Step {
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	switch tapped {
	case "":
		return scene.Step{Redraw: changed}
	case "button:back":
		return scene.Step{Next: s.back}
	case "button:server":
		return scene.Step{Next: newServerScreen(s.sh, s.door, s)}
	case "button:make":
		m := CreateMsg(s.setup)
		m.AwayDo, m.Away = s.awayDo, s.away*60
		if s.awayDo == proto.AwayComputer {
			m.Level = s.awayLevel
		}
		if s.hints {
			m.Hints = proto.HintsOn
		}
		s.door.client(s.sh).Create(m, s.door.Now())
		return scene.Step{Next: newRoom(s.sh, s.door, s.back)}
	case "option:away:computer":
		s.awayDo = proto.AwayComputer
	case "option:away:forfeit":
		s.awayDo = proto.AwayForfeit
	case "option:hints:on", "option:hints:off":
		s.hints = tapped == "option:hints:on"
	default:
		for _, m := range awayMinutes {
			if tapped == fmt.Sprintf("option:after:%d", m) {
				s.away = m
			}
		}
		for _, l := range awayLevels {
			if tapped == "option:awaylevel:"+l.name {
				s.awayLevel = l.name
			}
		}
	}
	for _, b := range s.buttons {
		switch b.Name {
		case "option:away:computer":
			b.Selected = s.awayDo == proto.AwayComputer
		case "option:away:forfeit":
			b.Selected = s.awayDo == proto.AwayForfeit
		case "option:hints:on", "option:hints:off":
			b.Selected = s.hints == (b.Name == "option:hints:on")
		default:
			for _, m := range awayMinutes {
				if b.Name == fmt.Sprintf("option:after:%d", m) {
					b.Selected = s.away == m
				}
			}
			for _, l := range awayLevels {
				if b.Name == "option:awaylevel:"+l.name {
					b.Selected = s.awayLevel == l.name
					b.Disabled = s.awayDo != proto.AwayComputer // a forfeit needs no level
				}
			}
		}
	}
	return scene.Step{Redraw: true}
}

func (s *Create) Draw(p render.Painter) {
	p.Clear()
	s.frame.DrawBars(p, s.sh.Text.T(i18n.OnlinePlay))
	for _, l := range s.labels {
		p.Text(l.text, l.size, l.r, render.AlignLeft, render.TextColour)
	}
	s.buttons.Draw(p)
}

func (s *Create) Target(name string) (render.Rect, bool) { return s.buttons.Target(name) }
