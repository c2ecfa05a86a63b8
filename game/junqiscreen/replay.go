package junqiscreen

import (
	"math"
	"strconv"
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
	// moves lists every move of the game beside the board: a tap jumps to it
	moves   widget.MoveList
	fixedAt render.Rect // the losses above the list ("" rows when the list takes the panel)
	fixed   bool
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
	// tokens carry no rank: the list of every move is the same from any seat
	if end, err := r.Picture(r.Len(), s.viewer); err == nil {
		for _, h := range end.History {
			s.moves.Moves = append(s.moves.Moves, widget.SideRow{Text: h.Token, Mark: junqiMark(h.Seat)})
		}
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
	stripH := 0.0
	if s.frame.side.H <= 0 && len(s.moves.Moves) > 0 {
		// no room for a column of moves beside or under the board (a phone): a strip of
		// them on top of the controls
		stripH = render.MinTarget + gap
		withStrip := func(w float64) float64 { return stripH + panelH(w) }
		s.frame = newJunqiFrame(v, fonts, s.opener, s.r.Config().Board, s.subtitle(), withStrip)
		s.frame.side = render.Rect{}
	}
	pr := s.frame.panel
	if stripH > 0 {
		s.moves.LayoutStrip(fonts, p, render.Rect{X: pr.X, Y: pr.Y, W: pr.W, H: render.MinTarget}, k, s.step.Ply)
		pr.Y += stripH
	}
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
	s.layoutSide()
	s.view.zoom.Enable(fonts, p, k)
	s.view.Layout(s.frame.board, v)
}

// layoutSide splits the side panel: the losses and the moves' heading on top, the list of
// moves under them; the list alone when the panel is too short for both. Without a side
// panel the list is the strip Layout placed.
func (s *JunqiReplay) layoutSide() {
	f := s.frame
	s.fixed, s.fixedAt = false, render.Rect{}
	if f.side.H <= 0 {
		return
	}
	lineH := widget.SideLineH(f.k)
	n := widget.SideMoves(s.g.sh.Fonts, f.side, f.k, s.g.junqiSideRows(s.view.pic, 0)) // lines left for moves
	used := f.side.H - float64(n)*lineH
	list := f.side
	if n >= 4 {
		s.fixed = true
		s.fixedAt = render.Rect{X: f.side.X, Y: f.side.Y, W: f.side.W, H: used}
		list = render.Rect{X: f.side.X, Y: f.side.Y + used + 8, W: f.side.W, H: f.side.H - used - 8}
	}
	s.moves.Layout(list, f.k, s.step.Ply)
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
	if tapped == "" && s.moves.Owns(events) {
		jump, scrolled := s.moves.Handle(events)
		if jump >= 0 && jump != s.step.Ply {
			s.step.Ply, s.step.Playing = jump, false
			s.view.seen = -1 // a jump: no slide
			s.show()
			s.Layout(s.v)
		}
		redraw = redraw || scrolled || jump >= 0
	} else if tapped == "" {
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
	if s.fixed {
		rows := append(g.junqiSideRows(pic, 0), widget.SideRow{Heading: true, Text: tr.T(i18n.PanelMoves)})
		widget.DrawSide(p, s.fixedAt, f.k, rows)
	}
	s.moves.Draw(p, tr, s.step.Ply)
	s.buttons.Draw(p)
}

func (s *JunqiReplay) Target(name string) (render.Rect, bool) {
	if r, ok := s.buttons.Target(name); ok {
		return r, true
	}
	if i, err := strconv.Atoi(strings.TrimPrefix(name, "move:")); err == nil && strings.HasPrefix(name, "move:") {
		return s.moves.Target(i)
	}
	return s.view.target(name)
}

// Shown is the board on screen.
func (s *JunqiReplay) Shown() string { return s.view.Shown() }

// Ply is the number of moves the board shows played.
func (s *JunqiReplay) Ply() int { return s.step.Ply }

// MoveListTop is the first move in the list's view (0-based).
func (s *JunqiReplay) MoveListTop() int { return s.moves.Top() }
