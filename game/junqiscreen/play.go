package junqiscreen

import (
	"math"
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// JunqiPlay is the play screen, from the seat to move's side: tap one of its pieces to see
// where it may go (and the railway path of a rail move), tap a target to play, or drag the
// piece there; in 翻棋 a tap on a face-down piece flips it. The last move slides in and its
// battle is marked. When a draw is offered, the deciding seat answers here.
type JunqiPlay struct {
	g       *junqiGame
	v       render.View
	frame   junqiFrame
	menu    *menu.GameMenu
	buttons widget.Buttons // Accept and Decline of a draw offer
	badges  badges
	feedAt  render.Rect
	// linger is when the hand-over comes after the person's own move, which lands on
	// their screen first (zero: no hand-over waiting)
	linger time.Time
	marks  marker // a long press under way, the mark chooser (marks.go)
	// sideBtn opens the side panel over the board where the screen has no room for it
	// beside or under the board (a phone): sideOpen while it shows.
	sideBtn  widget.Buttons
	sideOpen bool
}

// lingerTime is how long a person's move stays on their screen before the hand-over (not
// at the instant pace: no waiting anywhere then).
const lingerTime = 1400 * time.Millisecond

func newJunqiPlay(g *junqiGame) *JunqiPlay {
	g.count.open = false // a new screen, perhaps another seat's, starts without the panel
	return &JunqiPlay{g: g, menu: g.gameMenu(), badges: badges{}}
}

func (s *JunqiPlay) Name() string { return "play" }

// offer reports a draw offer or a take-back request that a person at the device must
// answer here.
func (s *JunqiPlay) offer() bool {
	ph := s.g.sess.Phase()
	return (ph == junqiplay.DrawOffer || ph == junqiplay.TakeBackAsk) && s.g.sess.Pending().Person
}

func (s *JunqiPlay) Layout(v render.View) {
	s.v = v
	p := s.g.sh.Text
	k := widget.UIScale(v)
	s.menu.Layout(v)
	s.buttons = nil
	feedH := jqFeed * k * 1.35 * 2.6
	if len(s.g.sess.Config().Seats) > 2 && v.W > v.H*1.1 && v.H >= 600 {
		// beside the board (not on a phone on its side) there is room to tell every seat's
		// move since one's own
		feedH = jqFeed * k * 1.35 * 8.6
	}
	btnH := math.Max(render.MinTarget, 50*k)
	if s.offer() {
		s.buttons = widget.Buttons{
			&widget.Button{Name: "button:accept", Kind: widget.PrimaryButton, Label: p.T(i18n.Accept), Size: 18 * k},
			&widget.Button{Name: "button:decline", Label: p.T(i18n.Decline), Size: 18 * k},
		}
	}
	panelH := func(float64) float64 {
		if s.offer() {
			return feedH + 8 + btnH
		}
		return feedH
	}
	_, _, sub := s.heading(s.g.view.pic)
	s.frame = newJunqiFrame(v, s.g.sh.Fonts, s.menu, s.g.sess.Config().Board, sub, panelH)
	top := feedH
	if s.offer() {
		top = feedH + 8 + btnH
	}
	s.frame.carveSide(s.g.sess.Config().Board, top, 5)
	s.menu.SetOpener(s.frame.opener)
	pr := s.frame.panel
	s.feedAt = render.Rect{X: pr.X, Y: pr.Y, W: pr.W, H: feedH}
	if s.offer() {
		y := pr.Y + pr.H - btnH // under the board, or under the question beside it
		if s.frame.landscape {
			y = pr.Y + feedH + 8
		}
		w := math.Min((pr.W-10)/2, 220*k)
		x := pr.X + (pr.W-2*w-10)/2
		s.buttons[0].Rect = render.Rect{X: x, Y: y, W: w, H: btnH}
		s.buttons[1].Rect = render.Rect{X: x + w + 10, Y: y, W: w, H: btnH}
	} else if s.frame.landscape {
		s.feedAt.H = math.Min(pr.H, feedH)
	}
	s.sideBtn = nil
	compact := s.g.sideRowsOf(s.g.view.pic, 0, true)
	cut := s.frame.side.H > 0 && len(widget.SideShown(s.g.sh.Fonts, s.frame.side, k, compact)) < len(compact)
	if (s.frame.side.H <= 0 || cut) && !s.offer() {
		// no room, or not for every seat's losses (four seats on a phone): the button
		// no room for the pieces lost and the moves: a button shows them over the board
		bw, bh := math.Max(render.MinTarget*1.6, 92*k), math.Max(render.MinTarget, 40*k)
		b := &widget.Button{Name: "button:panel", Kind: widget.ChipButton, Label: p.T(i18n.PanelMoves), Size: 15 * k,
			Rect: render.Rect{X: s.feedAt.X + s.feedAt.W - bw, Y: s.feedAt.Y + (s.feedAt.H-bh)/2, W: bw, H: bh}}
		b.Selected = s.sideOpen
		s.sideBtn = widget.Buttons{b}
		s.feedAt.W -= bw + 8
	} else {
		s.sideOpen = false
	}
	s.g.view.zoom.Enable(s.g.sh.Fonts, s.g.sh.Text, k)
	s.g.view.Layout(s.frame.board, v)
	s.layoutChooser()
}

// Update lets a computer seat play when it must (not while the game menu is open: its
// move waits until the person has closed it), then takes the person's events.
func (s *JunqiPlay) Update(events []input.Event) scene.Step {
	if !s.linger.IsZero() {
		// the mover watches their move land; a tap, or the time, passes the device on
		tapped := false
		for _, e := range events {
			tapped = tapped || e.Kind == input.Tap
		}
		if tapped || !now().Before(s.linger) {
			s.linger = time.Time{}
			return scene.Step{Next: s.g.Scene(), Redraw: true}
		}
		return scene.Step{Redraw: s.g.view.Tick(), Busy: true}
	}
	busy := false
	if !s.menu.IsOpen() {
		acted, b := s.g.computerTurn()
		if acted {
			s.marks = marker{} // the piece it was for may have moved
			s.g.view.Tick()
			st := s.after(true)
			st.Busy = st.Busy || s.g.thinking() // the next computer seat begins at once
			return st
		}
		busy = b
	}
	st := s.update(events)
	st.Busy = st.Busy || busy || s.marking()
	st.Redraw = st.Redraw || s.g.bots.TakeNews() // the hint came: show it now
	return st
}

func (s *JunqiPlay) update(events []input.Event) scene.Step {
	g := s.g
	redraw := g.view.Tick()
	if s.sideOpen { // the panel over the board: a tap anywhere closes it
		for _, e := range events {
			if e.Kind == input.Tap {
				s.sideOpen = false
				s.Layout(s.v)
				return scene.Step{Redraw: true}
			}
		}
		return scene.Step{Redraw: redraw}
	}
	if s.handleCount(events) {
		return scene.Step{Redraw: true}
	}
	if handled, st := s.menu.Update(events); handled {
		if st.Next != nil || !st.Redraw {
			st.Redraw = st.Redraw || redraw
			return st
		}
		return s.after(true) // a resignation or a draw offer from the menu
	}
	if t, c := s.sideBtn.Handle(events, render.Rect{}); t == "button:panel" {
		s.sideOpen = true
		s.Layout(s.v)
		return scene.Step{Redraw: true}
	} else if c {
		redraw = true
	}
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	switch tapped {
	case "button:accept":
		if g.sess.Phase() == junqiplay.TakeBackAsk {
			g.do(g.sess.AcceptTakeBack)
		} else {
			g.do(g.sess.AcceptDraw)
		}
		return s.after(true)
	case "button:decline":
		if g.sess.Phase() == junqiplay.TakeBackAsk {
			g.do(g.sess.RefuseTakeBack)
		} else {
			g.do(g.sess.DeclineDraw)
		}
		return s.after(true)
	}
	events, marked, handled := s.handleMarks(events)
	if handled {
		return scene.Step{Redraw: redraw || changed || marked}
	}
	if s.offer() {
		// The board takes no move now; its zoom still pans and switches.
		_, zoomed := g.view.handleZoom(events, func(junqi.Point) bool { return false })
		return scene.Step{Redraw: redraw || changed || zoomed}
	}
	mine := func(pic junqiplay.Picture, q junqi.Point) bool {
		pc := pic.Pieces[q]
		return pc.Present && !pc.FaceDown && pc.Seat == pic.SeatToMove && pic.SeatToMove != junqi.NoSeat
	}
	acted, moved := g.handleBoard(events, mine)
	if acted {
		return s.after(true)
	}
	return scene.Step{Redraw: redraw || changed || moved || s.marking()} // a long press rings its piece
}

// after goes on once the controller may have acted: a hand-over, the result, or this
// screen again, laid out for the new phase and bottom seat.
func (s *JunqiPlay) after(redraw bool) scene.Step {
	if junqiSceneName(s.g.sess.Phase()) != "play" {
		if pic, ok := s.g.sess.MoverPicture(); ok && s.g.sh.Settings.Pace != storage.PaceInstant {
			// the person's own move lands on their screen before the device passes
			s.g.view.set(pic, s.g.sess.MoveCount())
			s.linger = now().Add(lingerTime)
			s.Layout(s.v)
			return scene.Step{Redraw: true, Busy: true}
		}
		return scene.Step{Next: s.g.Scene(), Redraw: true}
	}
	if redraw {
		s.Layout(s.v)
	}
	return scene.Step{Redraw: redraw}
}

// heading is the bar's title, its seat and second line.
func (s *JunqiPlay) heading(pic junqiplay.Picture) (seat junqi.Seat, title, sub string) {
	g := s.g
	tr := g.sh.Text
	seat = pic.SeatToMove
	switch {
	case pic.Phase == junqiplay.TakeBackAsk:
		return pic.Seat, tr.T(i18n.TakeBackAsked, g.name(pic.TakeBackBy)), tr.T(i18n.TakeBackQuestion, g.name(pic.Seat))
	case pic.Phase == junqiplay.DrawOffer && g.sess.Pending().Person:
		return pic.Seat, tr.T(i18n.DrawOffered, g.name(pic.DrawOfferBy)), tr.T(i18n.JqDrawQuestion, g.name(pic.Seat))
	case pic.Phase == junqiplay.DrawOffer:
		// a computer seat answers the offer
		title = tr.T(i18n.ComputerThinking, g.name(pic.Seat))
	case g.thinking():
		title = tr.T(i18n.ComputerThinking, g.name(g.sess.Pending().Seat))
	case seat == junqi.NoSeat:
		title = tr.T(i18n.FlipFirst)
	default:
		title = tr.T(i18n.TurnToMove, g.name(seat))
	}
	var out []junqi.Seat
	for _, x := range g.sess.Config().Seats {
		if pic.Eliminated&(1<<x) != 0 {
			out = append(out, x)
		}
	}
	if cfg := g.sess.Config(); cfg.Bid > 0 { // 三打一: who the landlord is and what it bid
		sub = tr.T(i18n.SandayiLandlordBid, g.name(cfg.Landlord), cfg.Bid)
	} else if seat != junqi.NoSeat && pic.Team[seat] >= 0 {
		for x := junqi.South; x <= junqi.West; x++ {
			if x != seat && pic.Team[x] == pic.Team[seat] {
				sub = tr.T(i18n.Ally) + ": " + g.name(x)
			}
		}
	}
	if len(out) > 0 {
		if sub != "" {
			sub += " · "
		}
		sub += tr.T(i18n.JqOutList, g.seatList(out))
	}
	if sub == "" && g.thinking() {
		sub = tr.T(i18n.ComputerWait)
	}
	if sub == "" {
		sub = tr.T(i18n.SelectHint)
		if g.sess.Config().Mode == junqi.Flip {
			sub = tr.T(i18n.FlipHint)
		}
	}
	return seat, title, sub
}

func (s *JunqiPlay) Draw(p render.Painter) {
	g := s.g
	p.Clear()
	g.view.Draw(p)
	pic := g.view.pic
	f := s.frame
	seat, title, sub := s.heading(pic)
	g.drawHint(p)
	s.badges.draw(p, seat, f.badge)
	p.Text(title, jqTitle*f.k, f.title, render.AlignLeft, render.TitleColour)
	drawSub(p, f.sub, f.k, sub)
	text := ""
	if g.fb.Refused || !eventNote(g.fb.Code) {
		text = g.feedbackText(g.fb, pic) // a refusal, a selection: the answer to a tap
	}
	refused := g.fb.Refused
	if text == "" { // what happened since this seat last acted, in words
		text = g.recentText(pic, feedFits(p.Fonts, s.feedAt, f.k))
	}
	if h := g.hintText(); h != "" {
		text, refused = h, false
	}
	if w := g.warnText(); w != "" {
		text, refused = w, true // the danger first, in the colour that stops the eye
	}
	if s.offer() {
		// the bar asks; the line says who has accepted already
		text, refused = "", false
		if acc := arg(pic.Note, 1); (pic.Note.Code == junqiplay.NoteDrawOffer || pic.Note.Code == junqiplay.NoteTakeBackAsk) && acc != "" {
			text = g.sh.Text.T(i18n.JqAcceptedBy, g.seatLetters(acc))
		}
	}
	drawFeedback(p, s.feedAt, f.k, text, refused, false)
	widget.DrawSide(p, f.side, f.k, s.sideRows())
	s.buttons.Draw(p)
	s.sideBtn.Draw(p)
	if s.sideOpen {
		r := s.overlayRect()
		widget.DrawModal(p, r)
		widget.DrawSide(p, inset(r, 12*f.k), f.k, s.overlayRows())
	}
	s.drawChooser(p)
	s.menu.DrawOpener(p)
	s.menu.Draw(p)
	s.drawCount(p)
}

// inset is r shrunk by d on every side.
func inset(r render.Rect, d float64) render.Rect {
	return render.Rect{X: r.X + d, Y: r.Y + d, W: r.W - 2*d, H: r.H - 2*d}
}

// overlayRect is where the side panel shows over the board on a phone.
func (s *JunqiPlay) overlayRect() render.Rect {
	b := s.frame.board
	return render.Rect{X: b.X + 6, Y: b.Y + 6, W: b.W - 12, H: b.H - 12}
}

// overlayRows are the panel's lines over the board: every seat's losses and as many of the
// latest moves as it holds.
func (s *JunqiPlay) overlayRows() []widget.SideRow {
	r := inset(s.overlayRect(), 12*s.frame.k)
	pic := s.g.view.pic
	n := widget.SideMoves(s.g.sh.Fonts, r, s.frame.k, s.g.junqiSideRows(pic, 0))
	if n < 0 {
		return s.g.sideRowsOf(pic, 0, true)
	}
	return s.g.junqiSideRows(pic, n)
}

// OverlayShown is the side panel shown over the board (a phone's), one row a line; "" when
// closed.
func (s *JunqiPlay) OverlayShown() string {
	if !s.sideOpen {
		return ""
	}
	return widget.SideText(widget.SideShown(s.g.sh.Fonts, inset(s.overlayRect(), 12*s.frame.k), s.frame.k, s.overlayRows()))
}

// sideRows are the side panel's lines: as many of the latest moves as its height holds.
func (s *JunqiPlay) sideRows() []widget.SideRow {
	if s.frame.side.H <= 0 {
		return nil
	}
	pic := s.g.view.pic
	fixed := s.g.junqiSideRows(pic, 0)
	n := widget.SideMoves(s.g.sh.Fonts, s.frame.side, s.frame.k, fixed)
	if n < 0 { // not even every seat's losses fit: the compact panel
		return s.g.sideRowsOf(pic, 0, true)
	}
	return s.g.junqiSideRows(pic, n)
}

func (s *JunqiPlay) Target(name string) (render.Rect, bool) {
	if c := s.marks.chooser; c != nil {
		if r, ok := c.Target(name); ok {
			return r, true
		}
	}
	if r, ok := s.sideBtn.Target(name); ok {
		return r, true
	}
	return s.g.screenTarget(s.menu, s.buttons, name)
}

// Shown is the board on screen.
func (s *JunqiPlay) Shown() string { return s.g.view.Shown() }

// RecordText is the game so far.
func (s *JunqiPlay) RecordText() string { return s.g.sess.RecordText() }

// SideShown is the side panel's text as drawn: the rows that fit, one a line.
func (s *JunqiPlay) SideShown() string {
	return widget.SideText(widget.SideShown(s.g.sh.Fonts, s.frame.side, s.frame.k, s.sideRows()))
}

// LegalMoves are the actions of the seat to move, for scripted play; none while a
// computer seat decides (the screen takes no move then).
func (s *JunqiPlay) LegalMoves() []string {
	if s.g.thinking() {
		return nil
	}
	return s.g.legalMoves()
}
