package junqiscreen

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// JunqiDeploy is the deployment screen: the deploying seat's pieces on its area (and
// nothing of a secret layout of anybody else). Tap a piece and then a point, or drag a
// piece onto a point: the two swap when the result keeps the rules, and the points it may
// go to light up while it is picked. Random and the classic layouts replace the whole
// layout; Layouts… opens the saved layouts (game/layoutscreen) to load, mirror, save,
// import or export one; Done hands over to the next seat, or starts play.
type JunqiDeploy struct {
	g       *junqiGame
	v       render.View
	frame   junqiFrame
	menu    *menu.GameMenu
	buttons widget.Buttons
	badges  badges
	feedAt  render.Rect
	feedK   float64 // the feedback's ui scale: larger in a wide column
}

func newJunqiDeploy(g *junqiGame) *JunqiDeploy {
	return &JunqiDeploy{g: g, menu: g.gameMenu(), badges: badges{}}
}

func (s *JunqiDeploy) Name() string { return "deploy" }

func (s *JunqiDeploy) Layout(v render.View) {
	s.v = v
	p, fonts := s.g.sh.Text, s.g.sh.Fonts
	k := widget.UIScale(v)
	s.menu.Layout(v)
	s.buttons = nil
	for _, nl := range junqi.Layouts {
		s.buttons = append(s.buttons, &widget.Button{Name: "layout:" + nl.Name, Kind: widget.ChipButton, Label: s.g.layoutName(nl.Name)})
	}
	s.buttons = append(s.buttons, &widget.Button{Name: "button:random", Kind: widget.ChipButton, Label: p.T(i18n.DeployRandom)})
	layouts := &widget.Button{Name: "button:layouts", Kind: widget.ChipButton, Label: p.T(i18n.DeployLayouts) + "…", Size: 15 * k}
	for _, b := range s.buttons {
		b.Size = 15 * k
	}
	// Portrait: Layouts… shares Done's row, so the chips take no extra row from the board
	// (a portrait tablet's four-country board needs every pixel for finger-sized points).
	landscape := v.W > v.H*1.1 // as newJunqiFrame decides
	if landscape {
		s.buttons = append(s.buttons, layouts)
	}
	done := &widget.Button{Name: "button:done", Kind: widget.PrimaryButton, Label: p.T(i18n.Done), Size: 18 * k}
	chipH, gap := render.MinTarget, 8.0
	// Two lines of feedback and a finger-high Done: every pixel left goes to the board
	// (a portrait tablet's four-country board needs them for finger-sized points).
	feedH := jqFeed*k*1.35*2.2 + 4
	doneH := math.Max(render.MinTarget, 50*math.Min(k, 1))
	panelH := func(w float64) float64 {
		return feedH + gap + widget.Flow(s.buttons, fonts, 0, 0, w, chipH, gap, false) + gap + doneH
	}
	s.frame = newJunqiFrame(v, s.g.sh.Fonts, s.menu, s.g.sess.Config().Board, "", panelH)
	s.menu.SetOpener(s.frame.opener)
	pr := s.frame.panel
	s.feedAt = render.Rect{X: pr.X, Y: pr.Y, W: pr.W, H: feedH}
	chipsH := widget.Flow(s.buttons, fonts, 0, 0, pr.W, chipH, gap, false)
	y := pr.Y + feedH + gap
	s.feedK = k
	if s.frame.landscape {
		// The column beside the board: the chips and Done at its foot, the hint at its
		// head under the title (where the eye is), a size larger when there is room.
		y = pr.Y + pr.H - doneH - gap - chipsH
		room := y - gap - pr.Y
		big := k * 1.15
		lines := len(fonts.WrapBalanced(p.T(i18n.DeployHint), jqFeed*big, pr.W-16))
		if float64(lines)*jqFeed*big*1.35+18 <= room {
			s.feedK = big
		}
		s.feedAt.H = math.Max(feedH, room)
	}
	widget.Flow(s.buttons, fonts, pr.X, y, pr.W, chipH, gap, true)
	dw := math.Min(pr.W, 360*k)
	done.Rect = render.Rect{X: pr.X + (pr.W-dw)/2, Y: pr.Y + pr.H - doneH, W: dw, H: doneH}
	if !s.frame.landscape {
		lw := math.Min(fonts.Width(layouts.Label, layouts.Size)+28, pr.W/3) // a chip's width, as Flow gives it
		dw = math.Min(pr.W-lw-gap, 360*k)
		x := pr.X + (pr.W-lw-gap-dw)/2
		layouts.Rect = render.Rect{X: x, Y: pr.Y + pr.H - doneH + (doneH-chipH)/2, W: lw, H: chipH}
		done.Rect = render.Rect{X: x + lw + gap, Y: pr.Y + pr.H - doneH, W: dw, H: doneH}
		s.buttons = append(s.buttons, layouts)
	}
	s.buttons = append(s.buttons, done)
	s.g.view.zoom.Enable(s.g.sh.Fonts, s.g.sh.Text, k)
	s.g.view.Layout(s.frame.board, v)
}

// Update lets a computer seat deploy when it is its turn, then takes the person's events.
func (s *JunqiDeploy) Update(events []input.Event) scene.Step {
	if !s.menu.IsOpen() {
		if acted, _ := s.g.computerTurn(); acted {
			return s.after()
		}
	}
	return s.update(events)
}

func (s *JunqiDeploy) update(events []input.Event) scene.Step {
	g := s.g
	redraw := g.view.Tick()
	if handled, st := s.menu.Update(events); handled {
		if st.Next == nil && junqiSceneName(g.sess.Phase()) != "deploy" {
			return scene.Step{Next: g.Scene()}
		}
		st.Redraw = st.Redraw || redraw
		return st
	}
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	switch {
	case tapped == "button:random":
		g.do(g.sess.Random)
	case tapped == "button:done":
		g.do(g.sess.Done)
		return s.after()
	case tapped == "button:layouts":
		return scene.Step{Next: s.layoutsScreen(), Redraw: true}
	case len(tapped) > len("layout:") && tapped[:len("layout:")] == "layout:":
		name := tapped[len("layout:"):]
		g.do(func() junqiplay.Feedback { return g.sess.UseLayout(name) })
	}
	mine := func(pic junqiplay.Picture, q junqi.Point) bool {
		return pic.Pieces[q].Present && pic.Pieces[q].Seat == pic.Deploying
	}
	acted, moved := g.handleBoard(events, mine)
	if acted {
		return s.after()
	}
	return scene.Step{Redraw: redraw || changed || moved || tapped != ""}
}

// after goes on once the controller acted: the next seat's deployment may need a new
// layout (another bottom), a hand-over or play.
func (s *JunqiDeploy) after() scene.Step {
	if junqiSceneName(s.g.sess.Phase()) != "deploy" {
		return scene.Step{Next: s.g.Scene(), Redraw: true}
	}
	s.Layout(s.v)
	return scene.Step{Redraw: true}
}

func (s *JunqiDeploy) Draw(p render.Painter) {
	g := s.g
	p.Clear()
	g.view.Draw(p)
	pic := g.view.pic
	f := s.frame
	tr := g.sh.Text
	s.badges.draw(p, pic.Deploying, f.badge)
	p.Text(tr.T(i18n.DeployTitle, g.name(pic.Deploying)), jqTitle*f.k, f.title, render.AlignLeft, render.TitleColour)
	text, hint := g.feedbackText(g.fb, pic), false
	if text == "" {
		text, hint = tr.T(i18n.DeployHint), true
	}
	drawFeedbackIn(p, s.feedAt, s.feedK, text, g.fb.Refused, hint, f.landscape)
	s.buttons.Draw(p)
	s.menu.DrawOpener(p)
	s.menu.Draw(p)
}

func (s *JunqiDeploy) Target(name string) (render.Rect, bool) {
	return s.g.screenTarget(s.menu, s.buttons, name)
}

// Shown is the board on screen.
func (s *JunqiDeploy) Shown() string { return s.g.view.Shown() }

// RecordText is the game so far.
func (s *JunqiDeploy) RecordText() string { return s.g.sess.RecordText() }
