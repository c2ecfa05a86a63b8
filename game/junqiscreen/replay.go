package junqiscreen

import (
	"math"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// JunqiReplay steps through a finished game (复盘): first, back, play or pause, forward,
// last; the board as any seat saw it at that move, or with every piece revealed (the game
// is over); autoplay at a chosen speed; the moves so far beside the board. Back returns to
// the screen it came from.
type JunqiReplay struct {
	g      *junqiGame
	r      *junqiplay.Replay
	back   scene.Scene
	v      render.View
	frame  junqiFrame
	opener *menu.GameMenu // sizes the bar's corner, where Back goes
	view   *junqiView

	step   widget.Stepper
	viewer junqi.Seat // NoSeat: every piece

	buttons widget.Buttons
	feedAt  render.Rect
}

// Replay is the replay of the game so far, back leading to back; nil when the game has
// nothing to replay (no deployment finished).
func (g *junqiGame) Replay(back scene.Scene) scene.Scene {
	r, err := junqiplay.NewReplay(g.sess.Record())
	if err != nil {
		return nil
	}
	s := &JunqiReplay{g: g, r: r, back: back, opener: menu.NewGameMenu(g.sh, menu.GameMenuHooks{}),
		view: g.newView(), viewer: junqi.NoSeat, step: widget.Stepper{Ply: r.Len(), Len: r.Len(), Speed: 1}}
	if !r.Over() {
		s.viewer = r.Seats()[0]
	}
	s.show()
	return s
}

func (s *JunqiReplay) Name() string { return "replay" }

// show puts the position after s.ply on the board, as s.viewer saw it.
func (s *JunqiReplay) show() {
	pic, err := s.r.Picture(s.step.Ply, s.viewer)
	if err != nil {
		return // a ply or viewer the buttons never offer
	}
	s.view.set(pic, s.step.Ply)
}

func (s *JunqiReplay) Layout(v render.View) {
	s.v = v
	p := s.g.sh.Text
	k := widget.UIScale(v)
	fonts := s.g.sh.Fonts
	chip := func(name, label string, on bool) *widget.Button {
		return &widget.Button{Name: name, Kind: widget.ChipButton, Label: label, Size: 15 * k, Selected: on}
	}
	steps, speeds := s.step.Buttons(p, k)
	var seats widget.Buttons
	for _, x := range s.r.Seats() {
		seats = append(seats, chip("replay:seat:"+x.String(), s.g.name(x), s.viewer == x))
	}
	if s.r.Over() {
		seats = append(seats, chip("replay:seat:all", p.T(i18n.ReplayAll), s.viewer == junqi.NoSeat))
	}
	gap := 8.0
	btnH := math.Max(render.MinTarget, 48*k)
	feedH := jqFeed * k * 1.35 * 2.2
	chipsH := func(w float64) float64 {
		return widget.Flow(seats, fonts, 0, 0, w, render.MinTarget, gap, false) + gap +
			widget.Flow(speeds, fonts, 0, 0, w, render.MinTarget, gap, false)
	}
	panelH := func(w float64) float64 { return feedH + gap + btnH + gap + chipsH(w) }
	s.frame = newJunqiFrame(v, fonts, s.opener, s.r.Config().Board, s.subtitle(), panelH)
	s.frame.carveSide(s.r.Config().Board, panelH(s.frame.panel.W), 4)
	pr := s.frame.panel
	s.feedAt = render.Rect{X: pr.X, Y: pr.Y, W: pr.W, H: feedH}
	y := pr.Y + feedH + gap
	w := (pr.W - 4*gap) / 5
	for i, b := range steps {
		b.Rect = render.Rect{X: pr.X + float64(i)*(w+gap), Y: y, W: w, H: btnH}
	}
	y += btnH + gap
	y += widget.Flow(seats, fonts, pr.X, y, pr.W, render.MinTarget, gap, true) + gap
	widget.Flow(speeds, fonts, pr.X, y, pr.W, render.MinTarget, gap, true)
	backB := &widget.Button{Name: "button:back", Label: p.T(i18n.Back), Size: widget.LabelSize * k, Rect: s.frame.opener}
	s.buttons = append(append(append(widget.Buttons{backB}, steps...), seats...), speeds...)
	s.view.zoom.Enable(fonts, p, k)
	s.view.Layout(s.frame.board, v)
}

// subtitle says whose view the board shows.
func (s *JunqiReplay) subtitle() string {
	p := s.g.sh.Text
	if s.viewer == junqi.NoSeat {
		return p.T(i18n.ReplayAllSeen)
	}
	return p.T(i18n.ReplaySeenBy, s.g.name(s.viewer))
}

func (s *JunqiReplay) Update(events []input.Event) scene.Step {
	redraw := s.view.Tick()
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	was, viewer := s.step.Ply, s.viewer
	switch {
	case tapped == "button:back":
		s.step.Playing = false
		return scene.Step{Next: s.back, Redraw: true}
	case strings.HasPrefix(tapped, "replay:seat:"):
		if x, ok := junqi.SeatOf(tapped[len(tapped)-1]); ok && tapped != "replay:seat:all" {
			s.viewer = x
		} else if s.r.Over() {
			s.viewer = junqi.NoSeat
		}
		s.view.seen = -1 // a new viewpoint: no slide
	default:
		s.step.Handle(tapped, now())
	}
	if tapped != "" || s.step.Ply != was || s.viewer != viewer {
		s.show()
		s.Layout(s.v)
		redraw = true
	}
	if tapped == "" {
		_, zoomed := s.view.handleZoom(events, func(junqi.Point) bool { return false })
		redraw = redraw || zoomed
	}
	return scene.Step{Redraw: redraw || changed, Busy: s.step.Playing}
}

func (s *JunqiReplay) Draw(p render.Painter) {
	g := s.g
	p.Clear()
	s.view.Draw(p)
	f := s.frame
	tr := g.sh.Text
	p.Text(tr.T(i18n.ReplayTitle, s.step.Ply, s.r.Len()), jqTitle*f.k, f.title, render.AlignLeft, render.TitleColour)
	drawSub(p, f.sub, f.k, s.subtitle())
	pic := s.view.pic
	text := ""
	if s.step.Ply > 0 {
		text = g.noteText(pic.Note, pic)
	}
	drawFeedback(p, s.feedAt, f.k, text, false, false)
	if f.side.H > 0 {
		fixed := g.junqiSideRows(pic, 0)
		n := widget.SideMoves(g.sh.Fonts, f.side, f.k, fixed)
		widget.DrawSide(p, f.side, f.k, g.junqiSideRows(pic, max(n, 0)))
	}
	s.buttons.Draw(p)
}

func (s *JunqiReplay) Target(name string) (render.Rect, bool) {
	if r, ok := s.buttons.Target(name); ok {
		return r, true
	}
	return s.view.target(name)
}

// Shown is the board on screen.
func (s *JunqiReplay) Shown() string { return s.view.Shown() }

// Ply is the number of moves the board shows played.
func (s *JunqiReplay) Ply() int { return s.step.Ply }
