package napoleonscreen

import (
	"image/color"
	"math"
	"strings"
	"time"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/game/napoleonparts"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// napoleonScreen is the board screen of a Napoleon game: the terrain editor ("terrain"),
// a seat's secret set-up ("setup") and play ("play"), told apart by the controller's
// phase. The board fills what the bars leave: a top bar (the game menu, who is to act,
// the score) and the controls below it on a tall screen, or in a column at its right on
// a wide one.
type napoleonScreen struct {
	g     *napoleonGame
	view  render.View
	board *napoleonView
	pic   napoleonplay.Picture
	menu  *menu.GameMenu
	bar   widget.Buttons
	tray  napoleonparts.Tray // the set-up's reserve
	k     float64

	statusR, hintR render.Rect
	sideR          render.Rect // turn, score, rested pieces and moves; empty without room
	status         [2]string
	statusSub      []string // the second line wrapped, when it does not fit one line
	msg            string   // the last refusal, until the next action
	sessChanged    bool     // the game menu changed the session

	drag  pieceDrag
	slide pieceSlide
	// swings are the cannons the computer just turned, turning on screen since swingStart
	swings     []swing
	swingStart time.Time
}

// pieceDrag is a piece under a finger: from the reserve, or from a square.
type pieceDrag struct {
	active   bool
	fromTray bool
	kind     napoleon.Kind
	from     napoleon.Square
	piece    napoleonplay.Piece
	x, y     float64
	start    input.Point // where the finger went down
}

// pieceSlide is a move being shown: the piece glides from one square to the next.
type pieceSlide struct {
	active   bool
	from, to napoleon.Square
	start    time.Time
}

// slideTime is how long a tapped move takes to glide to its square.
const slideTime = 150 * time.Millisecond

func newNapoleonScreen(g *napoleonGame) *napoleonScreen {
	s := &napoleonScreen{g: g, board: newNapoleonView(g.sh.Fonts)}
	sess := g.sess
	done := func(err error) error {
		if err == nil {
			s.sessChanged = true
		}
		return err
	}
	s.menu = menu.NewGameMenu(g.sh, menu.GameMenuHooks{
		Resign:    func() error { return done(s.personAsks("resign")) },
		OfferDraw: func() error { return done(s.personAsks("draw")) },
		CanOfferDraw: func() bool {
			p := sess.Picture()
			return p.Phase == napoleonplay.Play && !p.Moved && !p.DrawOffer && !p.TakeBackAsked && !p.CanUndo
		},
		RecordText: func() string { return sess.RecordText() },
		// The hint and take back are for a person playing against the computer.
		Hint:       func() (shown, on bool) { return sess.Options().Computers != "", g.bots.HintOn() },
		ToggleHint: func() { g.bots.SetHint(!g.bots.HintOn()) },
		CanTakeBack: func() bool {
			ps := sess.People()
			return sess.Options().Computers != "" && len(ps) == 1 && sess.Phase() == napoleonplay.Play && sess.MoveCount() > 0
		},
		TakeBack: func() error {
			g.bots.Stop()
			ps := sess.People()
			if len(ps) != 1 {
				return nil
			}
			if err := sess.TakeBack(ps[0]); err != nil {
				s.msg = err.Error()
				return nil
			}
			s.msg = g.sh.Text.T(i18n.TookBack)
			return done(nil)
		},
		// Between people: the side that played the last turn asks, the other answers.
		AskTakeBack: func() (string, bool) {
			if by, ok := sess.CanAskTakeBack(); ok {
				return g.sh.Text.T(i18n.AskTakeBack, g.seatName(by)), true
			}
			return "", false
		},
		Ask: func() error {
			if err := sess.AskTakeBack(); err != nil {
				s.msg = s.errText(err)
				return nil
			}
			s.msg = ""
			return done(nil)
		},
	})
	s.refresh()
	return s
}

func (s *napoleonScreen) Name() string { return napoleonSceneName(s.pic.Phase) }

// handles reports whether the selected cannon's facing handles show. In play they wait
// until the move is made (or the cannon cannot move): before it, the squares round a
// cannon are its targets. Turning before or after the move is the same in the rules.
func (s *napoleonScreen) handles() bool {
	p := s.pic
	return p.TurnCannon && p.Selected != napoleon.NoSquare &&
		(p.Phase == napoleonplay.SetUp || p.Moved || len(p.Targets) == 0)
}

// refresh takes the controller's picture and lays the screen out again (the controls
// follow the phase and the turn).
func (s *napoleonScreen) refresh() {
	s.swings = nil
	s.pic = s.g.sess.Picture()
	s.board.set(s.pic, s.g.showLOS && s.pic.Phase == napoleonplay.Play, s.handles())
	s.Layout(s.view)
}

// placedAny reports whether the side setting up has a piece on the board.
func (s *napoleonScreen) placedAny() bool {
	for _, pc := range s.pic.Pieces {
		if pc.Present && pc.Side == s.pic.Seat {
			return true
		}
	}
	return false
}

// controls are the buttons of the phase: name, label, kind, disabled.
func (s *napoleonScreen) controls() []*widget.Button {
	p := s.g.sh.Text
	b := func(name string, key i18n.Key, kind widget.ButtonKind, disabled bool) *widget.Button {
		return &widget.Button{Name: name, Label: p.T(key), Kind: kind, Disabled: disabled}
	}
	switch s.pic.Phase {
	case napoleonplay.TerrainEdit:
		return []*widget.Button{b("button:done", i18n.Done, widget.PrimaryButton, false)}
	case napoleonplay.SetUp:
		return []*widget.Button{b("button:clear", i18n.DeployClear, widget.PlainButton, !s.placedAny()),
			b("button:random", i18n.DeployRandom, widget.PlainButton, false),
			b("button:layouts", i18n.DeployLayouts, widget.PlainButton, false),
			b("button:done", i18n.Done, widget.PrimaryButton, false)}
	case napoleonplay.Play:
		if s.pic.DrawOffer || s.pic.TakeBackAsked {
			return []*widget.Button{b("button:accept", i18n.Accept, widget.PrimaryButton, false), b("button:decline", i18n.Decline, widget.PlainButton, false)}
		}
		los := b("button:los", i18n.SightShort, widget.ChipButton, false)
		los.Selected = s.g.showLOS
		return []*widget.Button{los, b("button:undo", i18n.Undo, widget.PlainButton, !s.pic.CanUndo),
			b("button:endturn", i18n.EndTurn, widget.PrimaryButton, !s.pic.Moved)}
	}
	return nil
}

func (s *napoleonScreen) Layout(v render.View) {
	s.view = v
	if !v.Valid() {
		return
	}
	s.menu.Layout(v)
	k := widget.UIScale(v)
	s.k = k
	pad := widget.Clamp(math.Min(v.W, v.H)*0.02, 6, 14)
	btnH := 50.0
	s.bar = s.controls()
	for _, b := range s.bar {
		b.Size = widget.LabelSize * k
	}
	s.tray.Set(nil)
	if s.pic.Phase == napoleonplay.SetUp {
		s.tray.Set(s.pic.Reserve)
	}
	s.statusText()
	ow, oh := s.menu.OpenerSize(v)
	hintLines := 2.0
	hintH := hintLines * widget.HelpSize * k * 1.4
	var area render.Rect
	s.statusSub = nil
	if v.W <= v.H*1.15 {
		topH := math.Max(oh+8, 52*k)
		sw := v.W - 2*pad - ow - 12
		if sub := s.g.sh.Fonts.Wrap(s.status[1], widget.HelpSize*k, sw); len(sub) > 1 && s.status[1] != "" {
			// the score line is too long for one line (French on a phone): two lines, never
			// shrunk, and the bar grows by a line
			s.statusSub = sub[:2]
			topH = math.Max(topH, widget.LabelSize*k*1.4+2*widget.HelpSize*k*1.3)
		}
		s.menu.SetOpener(render.Rect{X: pad, Y: pad + (topH-oh)/2, W: ow, H: oh})
		s.statusR = render.Rect{X: pad + ow + 12, Y: pad, W: sw, H: topH}
		y := v.H - pad - btnH
		row := render.Rect{X: pad, Y: y, W: v.W - 2*pad, H: btnH}
		if n := len(s.bar); n > 3 && !s.labelsFit(row.W) {
			// Too many words for one row (the set-up's four): the main action gets a
			// row of its own under the others, so no label shrinks.
			s.bar[n-1].Rect = row
			y -= btnH + 8
			row.Y = y
			rowButtons(s.bar[:n-1], row)
		} else {
			s.rowButtons(row)
		}
		if len(s.tray.Items) > 0 {
			cell := math.Min((v.W-2*pad)/float64(len(s.tray.Items)), 84*k)
			h := math.Max(render.MinTarget+12, math.Min(cell, 76*k))
			y -= h + 8
			s.tray.Grid(render.Rect{X: pad, Y: y, W: v.W - 2*pad, H: h}, len(s.tray.Items))
		} else {
			s.tray.R = render.Rect{}
		}
		y -= hintH + 4
		s.hintR = render.Rect{X: pad, Y: y, W: v.W - 2*pad, H: hintH}
		top := pad + topH + 2
		area = render.Rect{X: 0, Y: top, W: v.W, H: y - top - 2}
		s.sideR = render.Rect{}
		if s.hasSide() {
			// A square board leaves height on a tall screen: the hint moves up under it
			// and the side panel takes the rest.
			whole := napoleonboard.Layout(s.pic.W, s.pic.H, artSide(s.pic.Bottom), area, v.Scale)
			frame := whole.Frame
			_, lineH := widget.SideSizes(k)
			need := 3*lineH + hintH + 12
			if spare := area.H - frame.H - 8; spare >= need {
				bottom := s.hintR.Y + s.hintR.H
				area.H = frame.H + 8
				if whole.Size < render.MinTarget {
					// A phone shows the board zoomed: it keeps the height, the panel gets
					// a few lines.
					area.H += spare - need
				}
				s.hintR.Y = area.Y + area.H + 2
				y := s.hintR.Y + s.hintR.H + 10
				s.sideR = render.Rect{X: pad + 4, Y: y, W: v.W - 2*pad - 8, H: bottom - y}
			}
		}
	} else {
		pw := widget.Clamp(v.W-v.H, 250, 420*k)
		x, w := v.W-pw, pw-pad
		area = render.Rect{X: pad / 2, Y: pad / 2, W: v.W - pw - pad/2, H: v.H - pad}
		if napoleonboard.Layout(s.pic.W, s.pic.H, artSide(s.pic.Bottom), area, v.Scale).Size < render.MinTarget {
			// Zoomed, the board fills its area to the edge: keep the column's text off it.
			area.W -= 2 * pad
		}
		s.menu.SetOpener(render.Rect{X: x, Y: pad, W: math.Min(ow, w), H: oh})
		s.statusR = render.Rect{X: x, Y: pad + oh + 6, W: w, H: 2 * widget.LabelSize * k * 1.4}
		if sub := s.g.sh.Fonts.Wrap(s.status[1], widget.HelpSize*k, w); len(sub) > 1 && s.status[1] != "" {
			// the score line is too long for the column (Waterloo's four scores, French on
			// a phone held sideways): two lines, never cut, and the status grows by a line
			s.statusSub = sub[:2]
			s.statusR.H += widget.HelpSize * k * 1.3
		}
		n := float64(len(s.bar))
		y := v.H - pad - n*btnH - (n-1)*8
		if v.H < 560 && s.hasSide() {
			// a short screen: the buttons in a row leave the column's height to the panel
			y = v.H - pad - btnH
			s.rowButtons(render.Rect{X: x, Y: y, W: w, H: btnH})
		} else if v.H < 560 && len(s.bar) > 3 {
			// a short screen and the set-up's four buttons: two by two, the reserve
			// keeps its room
			rows := (len(s.bar) + 1) / 2
			y = v.H - pad - float64(rows)*btnH - float64(rows-1)*8
			for i := 0; i < len(s.bar); i += 2 {
				rowButtons(s.bar[i:min(i+2, len(s.bar))], render.Rect{X: x, Y: y + float64(i/2)*(btnH+8), W: w, H: btnH})
			}
		} else {
			for i, b := range s.bar {
				b.Rect = render.Rect{X: x, Y: y + float64(i)*(btnH+8), W: w, H: btnH}
			}
		}
		top := s.statusR.Y + s.statusR.H + 8
		if len(s.tray.Items) > 0 {
			// The reserve takes what the status, one hint line and the buttons leave.
			cols := len(s.tray.Items)
			if w/float64(cols) < 52 {
				cols = 3
			}
			rows := float64((len(s.tray.Items) + cols - 1) / cols)
			room := y - 12 - top - widget.HelpSize*k*1.4
			cell := math.Max(render.MinTarget, math.Min(math.Min(w/float64(cols), 80*k), room/rows))
			h := rows * cell
			y -= h + 12
			s.tray.Grid(render.Rect{X: x, Y: y, W: w, H: h}, cols)
		} else {
			s.tray.R = render.Rect{}
		}
		s.hintR = render.Rect{X: x, Y: top, W: w, H: math.Max(0, y-top-8)}
		s.sideR = render.Rect{}
		if _, lineH := widget.SideSizes(k); s.hasSide() && s.hintR.H > 2.5*hintH {
			// the hint's lines, then the side panel down to the buttons
			s.sideR = render.Rect{X: x + 4, Y: top + hintH*1.5 + 12, W: w - 8, H: s.hintR.H - hintH*1.5 - 16}
			s.hintR.H = hintH * 1.5
			if s.sideR.H < 3*lineH {
				s.sideR = render.Rect{}
			}
		}
	}
	s.board.zoom.Enable(s.g.sh.Fonts, s.g.sh.Text, k)
	s.board.Layout(area, v)
}

// hasSide reports whether the screen shows a side panel: in play and at the end.
func (s *napoleonScreen) hasSide() bool {
	return s.pic.Phase == napoleonplay.Play || s.pic.Phase == napoleonplay.Over
}

// sideRows are the side panel's lines, with as many of the latest turns as fit.
func (s *napoleonScreen) sideRows() []widget.SideRow {
	if s.sideR.H <= 0 {
		return nil
	}
	compact := s.view.W <= s.view.H*1.15
	fixed := s.napoleonSideRows(0, compact)
	return s.napoleonSideRows(widget.SideMoves(s.g.sh.Fonts, s.sideR, s.k, fixed), compact)
}

// rowButtons spreads the buttons over a row, the main action widest.
func (s *napoleonScreen) rowButtons(r render.Rect) { rowButtons(s.bar, r) }

func rowButtons(bs []*widget.Button, r render.Rect) {
	n := float64(len(bs))
	gap := 8.0
	w := (r.W - (n-1)*gap) / n
	for i, b := range bs {
		b.Rect = render.Rect{X: r.X + float64(i)*(w+gap), Y: r.Y, W: w, H: r.H}
	}
}

// labelsFit reports whether every control's label fits, unshrunk, in a row w wide.
func (s *napoleonScreen) labelsFit(w float64) bool {
	n := float64(len(s.bar))
	bw := (w - (n-1)*8) / n
	for _, b := range s.bar {
		if s.g.sh.Fonts.Width(b.Label, b.Size)+20 > bw {
			return false
		}
	}
	return true
}

// statusText is the top bar's two lines.
func (s *napoleonScreen) statusText() {
	p := s.g.sh.Text
	name := widget.SeatName(p, s.pic.Seat.String()[0])
	switch s.pic.Phase {
	case napoleonplay.TerrainEdit:
		s.status = [2]string{p.T(i18n.OptTerrain), ""}
	case napoleonplay.SetUp:
		s.status = [2]string{p.T(i18n.DeployTitle, name), p.T(i18n.DeployLeft, s.pic.ReserveLeft)}
	default:
		who := i18n.TurnToMove
		if computer.Thinking(table{s.g.sess}) {
			who = i18n.ComputerThinking
		}
		s.status = [2]string{p.T(who, widget.SeatName(p, s.pic.ToMove.String()[0])), scoreLine(p, &s.pic)}
	}
}

// hint is the line under the board: the last refusal, else what to do now.
func (s *napoleonScreen) hint() (string, bool) {
	if s.msg != "" {
		return s.msg, true
	}
	if w := s.warnText(); w != "" {
		return w, true
	}
	if h := s.hintText(); h != "" {
		return h, false
	}
	p := s.g.sh.Text
	pic := s.pic
	switch pic.Phase {
	case napoleonplay.TerrainEdit:
		if pic.Waterloo { // every edge faces the same ground
			return p.T(i18n.TerrainEditTurned), false
		}
		return p.T(i18n.TerrainEditHint), false
	case napoleonplay.SetUp:
		if s.handles() {
			return p.T(i18n.CannonFacing, p.T(i18n.DirN+i18n.Key(pic.Pieces[pic.Selected].Facing))), false
		}
		if pic.ReserveLeft == 0 {
			return widget.Sentences(p.T(i18n.DeploySwapHint), p.T(i18n.DeployCannonHint)), false
		}
		return p.T(i18n.DeployHint), false
	}
	by, answering, _ := s.g.sess.AskedBy() // who asks, who answers (Waterloo: each army in turn)
	switch {
	case pic.TakeBackAsked:
		return widget.Sentences(p.T(i18n.TakeBackAsked, s.g.seatName(by)),
			p.T(i18n.TakeBackQuestion, s.g.seatName(answering))), false
	case pic.DrawOffer:
		return widget.Sentences(p.T(i18n.EndOffered, s.g.seatName(by)), p.T(i18n.EndQuestion, s.g.seatName(answering))), false
	case len(pic.PushLandings) > 0:
		return p.T(i18n.PushHint), false
	case pic.Moved:
		return p.T(i18n.MovedAlready), false
	}
	return p.T(i18n.SelectHint), false
}

// errText says why the controller refused, in the player's language where the reason is
// one the catalogue knows, else as the rules core wrote it.
func (s *napoleonScreen) errText(err error) string {
	p := s.g.sh.Text
	m := err.Error()
	has := func(sub string) bool { return strings.Contains(m, sub) }
	switch {
	case has("it needs"), has("choose a piece from the reserve") && s.pic.ReserveLeft > 0:
		return p.T(i18n.PlaceErrIncomplete)
	case has("is outside"):
		return p.T(i18n.PlaceErrZone, max(s.pic.Zones[0], s.pic.Zones[1], s.pic.Zones[2], s.pic.Zones[3]))
	case has("forest") && has("cannon"):
		return p.T(i18n.PlaceErrForest)
	case has("marsh") && s.pic.Phase == napoleonplay.SetUp:
		return p.T(i18n.PlaceErrMarsh)
	case has("last two turns"):
		return p.T(i18n.PieceRested)
	case has("you have moved"):
		return p.T(i18n.MovedAlready)
	case has("move a piece first"):
		return p.T(i18n.MoveFirst)
	case has("tap one of the pieces"):
		return p.T(i18n.SelectHint)
	}
	if p.Lang() == i18n.En {
		return m
	}
	return p.T(i18n.MoveRefused) + " (" + m + ")"
}

func sideColour(skin art.Skin, s napoleon.Seat) color.Color {
	return napoleonparts.SideColour(skin, s)
}

func (s *napoleonScreen) Draw(p render.Painter) {
	p.Clear()
	b := s.board
	b.hide = napoleonboard.NoSquare
	var slideX, slideY float64
	if s.slide.active {
		t := math.Min(1, float64(time.Since(s.slide.start))/float64(slideTime))
		t = 1 - (1-t)*(1-t) // ease out
		x0, y0 := b.geo.Centre(s.slide.from)
		x1, y1 := b.geo.Centre(s.slide.to)
		slideX, slideY = x0+(x1-x0)*t, y0+(y1-y0)*t
		b.hide = s.slide.to
	}
	if s.drag.active && !s.drag.fromTray {
		b.hide = s.drag.from
	}
	b.Draw(p)
	if s.slide.active {
		on := p
		if b.geo.Clipped() {
			on = widget.Clipped(p, b.geo.Clip) // the slide follows the zoom and stays on the board
		}
		b.drawPiece(on, s.pic.Pieces[s.slide.to], slideX, slideY, b.geo.Size)
	}
	if mv, _ := s.g.bots.Hint(table{s.g.sess}); mv != "" {
		for _, sq := range computer.HintPoints(mv) {
			if r, ok := s.Target(sq); ok {
				widget.Ring(p, r)
			}
		}
	}
	k := s.k
	// Top bar: who acts (in their colour), and the score or what is left to place.
	st := s.statusR
	lh := st.H / 2
	if s.status[1] == "" {
		lh = st.H // one line (the terrain editor's title): level with the menu's opener
	}
	subH := widget.HelpSize * k * 1.3
	if len(s.statusSub) > 1 {
		lh = st.H - 2*subH
	}
	x := st.X
	if s.pic.Phase != napoleonplay.TerrainEdit {
		d := math.Min(16*k, lh*0.6)
		p.Panel(render.Rect{X: x, Y: st.Y + (lh-d)/2, W: d, H: d}, d/2, sideColour(b.scene.Skin(), s.pic.Seat), render.TextColour)
		x += d + 8
	}
	p.Text(s.status[0], widget.LabelSize*k, render.Rect{X: x, Y: st.Y, W: st.X + st.W - x, H: lh}, render.AlignLeft, render.TitleColour)
	if len(s.statusSub) > 1 {
		p.Lines(s.statusSub, widget.HelpSize*k, subH, render.Rect{X: st.X, Y: st.Y + lh, W: st.W, H: 2 * subH}, render.AlignLeft, render.MutedColour)
	} else {
		p.Text(s.status[1], widget.HelpSize*k, render.Rect{X: st.X, Y: st.Y + lh, W: st.W, H: lh}, render.AlignLeft, render.MutedColour)
	}
	hint, warn := s.hint()
	clr := color.Color(render.MutedColour)
	if warn {
		clr = color.RGBA{0xff, 0xb4, 0x8c, 0xff}
	}
	lines := p.Fonts.Wrap(hint, widget.HelpSize*k, s.hintR.W)
	if max := int(s.hintR.H / (widget.HelpSize * k * 1.4)); len(lines) > max && max > 0 {
		lines = lines[:max]
	}
	align := render.AlignCentre
	if s.view.W > s.view.H*1.15 {
		align = render.AlignLeft
	}
	p.Lines(lines, widget.HelpSize*k, widget.HelpSize*k*1.4, s.hintR, align, clr)
	widget.DrawSide(p, s.sideR, k, s.sideRows())
	s.drawTray(p)
	for _, bt := range s.bar {
		bt.Draw(p)
		if bt.Disabled {
			p.Panel(bt.Rect, 12, color.RGBA{0x1d, 0x2b, 0x24, 0xb0}, nil)
		}
	}
	s.menu.DrawOpener(p)
	if s.drag.active {
		b.drawPiece(p, s.drag.piece, s.drag.x, s.drag.y, math.Max(b.geo.Size, 40))
	}
	s.menu.Draw(p)
}

// drawTray draws the reserve: each kind's piece and how many are left; the picked kind lit.
func (s *napoleonScreen) drawTray(p render.Painter) {
	s.tray.Draw(p, s.g.sh.Text, s.pic.Seat, s.pic.ReservePick, s.pic.Antique, s.board.drawPiece)
}

// Target names: squares "d4", facing handles "d4>NE", reserve items "reserve:G", the
// phase's buttons and the game menu's.
func (s *napoleonScreen) Target(name string) (render.Rect, bool) {
	if r, ok := s.menu.Target(name); ok {
		return r, true
	}
	if s.menu.IsOpen() {
		return render.Rect{}, false
	}
	if r, ok := s.bar.Target(name); ok {
		return r, true
	}
	if r, ok := s.board.zoom.Target(name); ok {
		return r, true
	}
	if letter, ok := strings.CutPrefix(name, "reserve:"); ok {
		return s.tray.Target(letter)
	}
	g := s.board.geo
	sqName, face, turn := strings.Cut(name, ">")
	q, err := napoleonboard.ParseSquare(sqName, g.W, g.H)
	if err != nil {
		return render.Rect{}, false
	}
	if !turn {
		if !g.Visible(q) {
			return render.Rect{}, false // off the zoomed board's view
		}
		r := g.SquareRect(q)
		if g.Clipped() {
			r = widget.Intersect(r, g.Clip)
		}
		return r, true
	}
	if !s.handles() || q != s.pic.Selected {
		return render.Rect{}, false
	}
	for f := art.FacingN; f <= art.FacingNW; f++ {
		if f.String() == face {
			r := g.FacingHandles(q)[f]
			return r, r.W > 0
		}
	}
	return render.Rect{}, false
}

// Shown is the board as drawn.
func (s *napoleonScreen) Shown() string { return s.board.Shown() }

// Picked names the square of the piece the player has picked ("" for none).
func (s *napoleonScreen) Picked() string {
	if s.pic.Selected == napoleon.NoSquare {
		return ""
	}
	return s.pic.Selected.String()
}

// RecordText is the game so far.
func (s *napoleonScreen) RecordText() string { return s.g.sess.RecordText() }

// LegalMoves are the moves of the side to move, as the referee lists them (sorted).
func (s *napoleonScreen) LegalMoves() []string {
	if computer.Thinking(table{s.g.sess}) {
		return nil // the screen takes no move while a computer side decides
	}
	return s.g.sess.LegalMoves()
}
