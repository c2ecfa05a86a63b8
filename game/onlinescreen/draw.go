package onlinescreen

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/online/proto"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

func (s *Room) Layout(v render.View) {
	s.view = v
	s.layout()
}

// layout places the words, the board and the buttons: on a wide screen the board at the
// left and a panel at the right; on a tall one the words above the board, the buttons
// under it.
func (s *Room) layout() {
	v := s.view
	if !v.Valid() {
		return
	}
	p, fonts := s.sh.Text, s.sh.Fonts
	k := widget.UIScale(v)
	s.k = k
	m := widget.Margin(v)
	size := widget.LabelSize * k
	wide := v.W > v.H*1.15
	short := v.H < 480 // a phone on its side: smaller buttons, only the words that matter now
	bh := 48.0
	if short {
		bh = 40
	}
	panel := render.Rect{X: m, Y: m / 2, W: v.W - 2*m, H: v.H - m}
	if wide {
		pw := math.Min(420*k, v.W*0.38)
		if short && !s.hand.on { // a phone on its side: the tall board needs less than half the width, the buttons more
			pw = math.Min(420*k, v.W*0.5)
		}
		panel = render.Rect{X: v.W - m - pw, Y: m / 2, W: pw, H: v.H - m}
	}
	// the top: Leave and the title
	s.leave = &widget.Button{Name: "button:leave", Label: "‹  " + p.T(i18n.OnlineLeave), Size: size,
		Rect: render.Rect{X: panel.X, Y: panel.Y, W: math.Max(88, fonts.Width("‹  "+p.T(i18n.OnlineLeave), size)+36), H: bh}}
	y := panel.Y + bh + 8
	s.lines = s.lines[:0]
	add := func(text string, sz float64, problem, muted bool) {
		if text == "" {
			return
		}
		w := panel.W
		if problem {
			w -= 24
		}
		ls := fonts.Wrap(text, sz, w)
		h := float64(len(ls)) * sz * 1.4
		if problem {
			h += 12
		}
		s.lines = append(s.lines, line{text: text, r: render.Rect{X: panel.X, Y: y, W: panel.W, H: h}, size: sz, problem: problem, muted: muted})
		y += h + 4*k
	}
	c := s.c
	title := p.T(i18n.OnlineTitle)
	if c.Room != "" {
		title += " · " + c.Room
	}
	add(title, widget.TitleSize*k*0.85, false, false)
	// a phone on its side setting up a Napoleon army needs the lines for the reserve tray:
	// the title says the code
	trayShort := short && wide && s.napoleonTrayShown()
	if (c.Link != "" || c.Room != "") && !trayShort && (!(short || s.napoleonCompact(v)) || c.Last.Phase == "" || c.Last.Phase == "deploy" || anyFree(c.Last.Seats)) {
		link := c.Link
		if link == "" {
			link = c.Room
		}
		add(p.T(i18n.OnlineShare, link), widget.HelpSize*k, false, true)
	}
	add(s.turnText(), size, false, false)
	add(s.battleWords(), widget.HelpSize*k, false, false) // the last fight, as the device tells it
	if !s.hand.on {
		add(s.handNote(), widget.HelpSize*k, false, false)
	}
	if s.nap != nil {
		for _, l := range s.napoleonLines(short || s.napoleonCompact(v)) {
			add(l, widget.HelpSize*k, false, true)
		}
	}
	if c.Last.T == proto.State {
		add(seatsText(p, c.Last.Seats, c.Seat), widget.HelpSize*k, false, true)
	}
	if !short {
		add(newsText(p, c.Last), widget.HelpSize*k, false, true)
	}
	add(s.moreText(), widget.HelpSize*k, false, false) // more.go: the hint
	prob := s.local
	if prob == "" {
		prob = problemText(p, c, s.door.URL)
	}
	if prob == "" && s.bad != nil && s.bad != errGame {
		prob = p.T(i18n.OnlineErrBadMsg)
	}
	add(prob, widget.HelpSize*k, true, false)

	// the buttons
	s.buttons = widget.Buttons{s.leave}
	var acts []*widget.Button
	b := func(name string, label string, primary bool) {
		bt := &widget.Button{Name: name, Label: label, Size: size}
		if short {
			bt.Size = widget.HelpSize * k
		}
		if primary {
			bt.Kind = widget.PrimaryButton
		}
		acts = append(acts, bt)
	}
	if c.Link != "" && s.sh.Clipboard != nil {
		b("button:copy", p.T(i18n.OnlineCopy), false)
	}
	st := c.Last
	mine := s.mineNow()
	switch {
	case s.hand.on:
		s.handButtons(b)
	case s.editing():
		b("button:random", p.T(i18n.DeployRandom), false)
		if s.nap != nil {
			s.napoleonSetUpButtons(b) // napsetup.go: Layouts
		} else if s.junqiLayoutsShown() {
			b("button:layouts", p.T(i18n.DeployLayouts), false) // bid.go
		}
		b("button:ready", p.T(i18n.DeployReady), true)
	case mine && (st.Phase == "draw" || st.Phase == "takeback"):
		b("button:accept", p.T(i18n.Accept), true)
		b("button:decline", p.T(i18n.Decline), false)
	case st.Phase == "move" && s.hasView:
		if s.nap != nil {
			s.napoleonSight(b) // napoleon.go: the lines of sight, at any seat's turn
		}
		if mine {
			if s.nap != nil {
				s.napoleonButtons(b)
			}
			b("button:draw", p.T(i18n.OfferDraw), false)
			if s.confirm {
				b("button:confirm", p.T(i18n.ResignConfirm), true)
			} else {
				b("button:resign", p.T(i18n.Resign), false)
			}
		}
		if st.Undo == proto.UndoOK { // a move of the seat's own the server would take back
			b("button:takeback", p.T(i18n.TakeBack), false)
		}
	}
	s.moreButtons(b) // more.go: the end's Replay and Save record, Count pieces
	gap := 10 * k
	var board render.Rect
	if s.nap != nil {
		s.nap.movesR = render.Rect{} // a narrow room has no room for the list
	}
	if wide {
		hb := widget.Flow(acts, fonts, panel.X, y+8*k, panel.W, bh, gap, true)
		board = render.Rect{X: m, Y: m / 2, W: panel.X - 2*m, H: v.H - m}
		if s.nap != nil { // the latest turns, or the set-up's reserve, under the buttons (napsetup.go)
			top := y + 8*k + hb + 18*k
			s.nap.movesR = render.Rect{X: panel.X + 4, Y: top, W: panel.W - 8, H: panel.Y + panel.H - top - 4}
			tray := s.nap.movesR // the reserve closer under the buttons: a phone on its side is short
			tray.Y -= 10 * k
			tray.H += 10 * k
			s.napoleonTrayIn(tray, k)
		}
	} else {
		hb := widget.Flow(acts, fonts, panel.X, 0, panel.W, bh, gap, false)
		top := v.H - m/2 - hb
		widget.Flow(acts, fonts, panel.X, top, panel.W, bh, gap, true)
		if s.nap != nil { // the set-up's reserve above the buttons (napsetup.go)
			top = s.napoleonTrayAbove(panel.X, top, panel.W, k)
		}
		board = render.Rect{X: m / 2, Y: y + 4*k, W: v.W - m, H: top - y - 12*k}
	}
	s.buttons = append(s.buttons, acts...)
	s.boardR = board
	bottom := junqi.South
	if s.hasView {
		bottom = s.j.Seat
	}
	s.junqiLayout(board, bottom, v) // junqizoom.go
	if s.nap != nil {
		s.napoleonLayout(board, v)
	}
	if s.hand.on {
		s.layoutHand(board)
	}
	s.moreLayout()
}

func (s *Room) Draw(p render.Painter) {
	p.Clear()
	for _, l := range s.lines {
		if l.problem {
			drawProblem(p, s.sh.Fonts, l.text, l.size, l.r)
			continue
		}
		clr := render.TextColour
		if l.muted {
			clr = render.MutedColour
		}
		ls := s.sh.Fonts.Wrap(l.text, l.size, l.r.W)
		p.Lines(ls, l.size, l.size*1.4, l.r, render.AlignLeft, clr)
	}
	switch {
	case s.hand.on:
		s.drawHand(p)
	case s.nap != nil && s.hasView && s.bad == nil:
		s.nap.draw(p)
		widget.DrawSide(p, s.nap.movesR, s.k, s.napoleonMoves()) // napsetup.go
		s.drawNapoleonTray(p)
	case s.hasView && s.bad == nil && s.boardR.W > 40 && s.boardR.H > 40:
		s.drawJunqi(p) // junqizoom.go: the board, the last move sliding in
	}
	s.buttons.Draw(p)
	s.moreDraw(p)
}

// drawProblem draws a problem's sentence on the error colour.
func drawProblem(p render.Painter, fonts *render.Fonts, text string, size float64, r render.Rect) {
	p.Panel(r, 8, render.ErrorFill, nil)
	in := render.Rect{X: r.X + 12, Y: r.Y + 6, W: r.W - 24, H: r.H - 12}
	p.Lines(fonts.Wrap(text, size, in.W), size, size*1.4, in, render.AlignLeft, render.TextColour)
}

func (s *Room) Target(name string) (render.Rect, bool) {
	if r, ok := s.moreTarget(name); ok {
		return r, true
	}
	if r, ok := s.buttons.Target(name); ok {
		return r, true
	}
	if r, ok := s.hand.chips.Target(name); ok {
		return r, true
	}
	if s.nap != nil && s.hasView {
		return s.nap.target(name)
	}
	if s.hasView {
		return s.junqiTarget(name)
	}
	return render.Rect{}, false
}
