package onlinescreen

import (
	"errors"
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/napoleonparts"
	"warboard/game/online/napoleonview"
	"warboard/game/online/proto"
	"warboard/game/online/seatview"
	"warboard/game/sound"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
)

// napRoom is a Napoleon room's board inside the room screen (two armies or Waterloo): the
// room's frame (code, link, seats, news, buttons) is Room's, the picture and the turn being
// built are game/online/napoleonview's, drawn by render/napoleonboard. While the armies
// are set up the board holds this seat's own set-up only.
type napRoom struct {
	g     napoleonview.Game
	v     napoleonview.View
	has   bool // v read from a state
	dep   *napoleonview.Deployment
	board *napoleonboard.Board
	scene *napoleonboard.Scene
	geo   napoleonboard.Geometry
	ply   int
	phase string

	// zoom: a board whose squares would be smaller than a finger shows zoomed, as at the
	// device (widget.BoardZoom: its button, a tap on the whole board zooms in there, a
	// drag pans); base is laid out at the zoom's origin, whole is the whole board.
	zoom        widget.BoardZoom
	base, whole napoleonboard.Geometry

	// los: the cannons' lines of sight shown (the Sight chip, as at the device). mv: the
	// last move sliding in, or a piece under a finger; slid is the seat's own move that
	// slid when it was tapped (the state that echoes it does not slide it again).
	los  bool
	mv   napoleonboard.Moving
	slid napoleonpic.LastMove
	// held is where the finger carrying a piece went down (a zoomed board pans while the
	// piece is held near its edge, as at the device).
	held input.Point
	// tray is the set-up's reserve (napsetup.go), pieces its pictures; carried is the kind
	// of a piece a finger carries from it (NoKind: none), carriedAt where.
	tray      napoleonparts.Tray
	pieces    napoleonparts.PieceImages
	carried   napoleon.Kind
	carriedAt input.Point
	// movesR is where a wide room lists the latest turns (napsetup.go).
	movesR render.Rect
	// fits: whether a saved or built-in set-up fits the seat's army (napsetup.go): 0 not
	// read yet, 1 yes, -1 no.
	fits int
}

func newNapRoom(history string, fonts *render.Fonts) (*napRoom, error) {
	g, err := napoleonview.GameOf(history)
	if err != nil {
		return nil, err
	}
	sc := napoleonboard.NewScene(g.Cfg.Board.W, g.Cfg.Board.H)
	return &napRoom{g: g, board: napoleonboard.New(fonts), scene: sc, slid: napoleonpic.NoLast, carried: napoleon.NoKind}, nil
}

// rebuildNapoleon reads the client's last State into the Napoleon board: the view, and
// the seat's own set-up while the armies are set up. A state that changes nothing of the
// turn (a seat connected) keeps the turn being built.
func (s *Room) rebuildNapoleon() {
	n, c := s.nap, s.c
	st := c.Last
	had, ply, prev := n.has, n.ply, n.v.Scene
	if !(n.has && n.ply == st.Ply && n.phase == st.Phase && n.v.Mine() && st.Phase == proto.ActMove) {
		v, err := napoleonview.FromState(st, n.g, c.History)
		if err != nil {
			s.bad, s.hasView = err, false
			return
		}
		n.v, n.has = v, true
		s.resumeTurn() // the turn a reload left half built (more.go)
	}
	if had && ply != st.Ply {
		n.slideLast(st.Phase, &prev)
	}
	n.ply, n.phase = st.Ply, st.Phase
	s.bad, s.hasView = nil, true
	s.sh.Sound.Action(c.Room, st.Ply, func() sound.Effect {
		return napoleonSound(seatview.LastToken(c.History), st.Phase == "over")
	})
	s.j = seatview.Junqi{Turn: st.Turn, Result: n.v.Result, Moves: n.v.Moves} // the words Room says of any game
	mine := strings.Contains(st.Turn, c.Seat)
	switch {
	case st.Phase != "deploy":
		n.dep, s.sent = nil, false
	case st.Arg != "": // sent before its turn: shown as sent
		if d, err := napoleonview.FromList(n.g, n.v.Seat, st.Arg); err == nil {
			n.dep, s.sent = &d, true
		}
	case mine && n.dep == nil:
		d, err := napoleonview.NewDeployment(n.g, n.v.Seat, uint64(s.door.Now().UnixNano()))
		if err != nil {
			s.bad = err
			return
		}
		n.dep, s.sent = &d, false
		s.resumeNapDeployment() // the set-up a reload left (more.go)
	case !mine: // set up and accepted: shown until the armies are revealed
		s.sent = n.dep != nil
	}
	n.paint(st.Phase)
}

// slideLast slides in the move a new state brought (the other seats' at once; the seat's
// own slid when it was tapped), then turns the cannons it turned round from where they
// pointed, as the device shows the computer's turns; prev is the board before it.
func (n *napRoom) slideLast(phase string, prev *napoleonpic.Scene) {
	last := n.v.Scene.Last
	switch {
	case phase == "deploy": // a piece under a finger stays there
	case last.To == napoleon.NoSquare || last.From == napoleon.NoSquare:
		n.mv.Stop()
	case last == n.slid:
		// one's own turn come back: it slid already
	default:
		n.mv.Slide(last.From, last.To)
		before, after := napoleonboard.Scene{Scene: *prev}, napoleonboard.Scene{Scene: n.v.Scene}
		n.mv.Swing(napoleonboard.CannonSwings(&before, &after))
	}
	n.slid = napoleonpic.NoLast
}

// paint fills the board's scene from the view or the set-up.
func (n *napRoom) paint(phase string) {
	sc := napoleonboard.NewScene(n.g.Cfg.Board.W, n.g.Cfg.Board.H)
	if phase == "deploy" {
		sc.Scene = napoleonview.SetUpScene(n.g, n.v.Seat)
		if n.dep != nil {
			n.dep.Show(&sc.Scene)
		}
	} else {
		sc.Scene = n.v.Scene
		sc.ShowTurn = phase != "over"
		sc.ShowLOS = n.los && phase != "over"
		if phase != "over" { // the piece the three-turns rule holds back, veiled as at the device
			sc.Resting = n.v.Rested[n.v.Scene.ToMove&3]
		}
	}
	n.scene = sc
}

// layout places the board in r: whole, or zoomed when its squares would be smaller than a
// finger (the zoom's button above it).
func (s *Room) napoleonLayout(r render.Rect, v render.View) {
	n := s.nap
	n.zoom.Enable(s.sh.Fonts, s.sh.Text, s.k)
	w, h, bottom := n.g.Cfg.Board.W, n.g.Cfg.Board.H, napoleonboard.ArtSide(n.v.Bottom)
	n.zoom.Layout(r, napoleonboard.Layout(w, h, bottom, r, v.Scale).Size, func(in render.Rect) {
		n.whole, n.base = napoleonboard.ZoomLayout(w, h, bottom, in, v.Scale, &n.zoom.Z)
	}, func() { n.focus(s.c.Last.Phase, s.c.Last.Turn) })
	n.applyZoom()
	s.napoleonChips()
	s.napoleonSetUpChips() // napsetup.go
}

// applyZoom sets the geometry drawn and hit: the whole board, or the zoomed one panned.
func (n *napRoom) applyZoom() {
	n.geo = n.whole
	if n.zoom.ShowsZoomed() {
		n.geo = n.base.Panned(&n.zoom.Z)
	}
}

// focus turns the zoomed board, once a phase and turn, to where the seat acts: its own army
// while it sets up, the last move (else its own army) in play.
func (n *napRoom) focus(phase, turn string) {
	g := &n.base
	sc := &n.scene.Scene
	var x, y float64
	var xs, ys []float64
	switch {
	case phase != "deploy" && sc.Last.To != napoleon.NoSquare:
		x, y = g.Centre(sc.Last.To)
	default:
		for q, pc := range sc.Pieces {
			if pc.Present && pc.Side == n.v.Seat {
				cx, cy := g.Centre(napoleon.Square(q))
				xs, ys = append(xs, cx), append(ys, cy)
			}
		}
		if len(xs) == 0 {
			x, y = g.Board.Centre()
		}
		for i := range xs {
			x, y = x+xs[i]/float64(len(xs)), y+ys[i]/float64(len(ys))
		}
	}
	o := n.zoom.Z.Origin()
	n.zoom.Focus(phase+" "+turn, x-o.X, y-o.Y)
}

// napoleonZoom takes the zoom's gestures out of events (its button, a tap on the whole
// board, a pan); a tap on the picked cannon's facing handle acts even on the whole board.
func (s *Room) napoleonZoom(events []input.Event) ([]input.Event, bool) {
	n := s.nap
	handle := func(x, y float64) bool {
		if !n.scene.TurnCannon || n.scene.Selected == napoleon.NoSquare {
			return false
		}
		_, ok := n.geo.FacingHandleAt(n.scene.Selected, x, y)
		return ok
	}
	own := func(x, y float64) bool { // a drag from a piece the seat may move carries it
		if _, ok := n.tray.At(x, y); ok {
			return true // a piece of the reserve
		}
		_, ok := s.napoleonHoldable(x, y)
		return ok
	}
	rest, moved, redraw := n.zoom.Handle(events, own, handle)
	if moved {
		n.applyZoom()
	}
	return rest, redraw
}

func (n *napRoom) draw(p render.Painter) {
	if n.geo.Size > 0 {
		n.board.DrawMoving(p.Dst, n.geo, n.scene, &n.mv)
	}
	n.zoom.Draw(p)
}

// napoleonTap is a tap at x, y on the board: a facing handle of the picked cannon turns
// it; a square picks, places, swaps (set-up) or builds the turn (play).
func (s *Room) napoleonTap(x, y float64) bool {
	n := s.nap
	editing := s.editing()
	playing := s.mineNow() && s.c.Last.Phase == proto.ActMove && !s.waiting
	if !editing && !playing {
		return false
	}
	sel := n.scene.Selected
	if n.scene.TurnCannon && sel != napoleon.NoSquare {
		if f, ok := n.geo.FacingHandleAt(sel, x, y); ok {
			s.local, s.confirm = "", false
			var err error
			if editing {
				err = n.dep.Face(napoleon.Dir(f))
			} else {
				err = n.v.Face(napoleon.Dir(f))
			}
			if err != nil {
				s.local = err.Error()
			}
			n.paint(s.c.Last.Phase)
			return true
		}
	}
	q, ok := n.geo.SquareAt(x, y)
	if !ok {
		return false // off the board: a problem said (a Ready refused), a Resign to confirm stay
	}
	s.local, s.confirm = "", false
	if editing {
		if err := n.dep.Tap(q); err != nil {
			s.local = err.Error() // the rule it would break, in the rules' words
		}
	} else {
		moved := n.v.Moved()
		n.v.Tap(q)
		if last := n.v.Scene.Last; !moved && n.v.Moved() {
			n.mv.Slide(last.From, last.To) // the piece glides to its square, as at the device
			n.slid = last
		}
	}
	n.paint(s.c.Last.Phase)
	return true
}

// napoleonHoldable is the square of the piece under x, y a finger may pick up and carry:
// one's own while setting up, one's own that has moves while building one's turn, before
// the move is made.
func (s *Room) napoleonHoldable(x, y float64) (napoleon.Square, bool) {
	n := s.nap
	q, ok := n.geo.SquareAt(x, y)
	if !ok {
		return q, false
	}
	pc := n.scene.Pieces[q]
	switch {
	case !pc.Present || pc.Side != n.v.Seat:
		return q, false
	case s.editing():
		return q, true
	case s.mineNow() && s.c.Last.Phase == proto.ActMove && !s.waiting && !n.v.Moved():
		return q, n.v.CanMove(q)
	}
	return q, false
}

// napoleonEvent is one event on a Napoleon room's board: a tap (napoleonTap), or a piece
// carried by a finger from its square to another, which acts as the two taps would (a
// move, or a swap while setting up); let go off the board, it goes back.
func (s *Room) napoleonEvent(e input.Event) bool {
	n := s.nap
	if s.napoleonTrayEvent(e) { // napsetup.go: the reserve
		return true
	}
	switch e.Kind {
	case input.Tap:
		return s.napoleonTap(e.Pos.X, e.Pos.Y)
	case input.DragStart:
		q, ok := s.napoleonHoldable(e.Start.X, e.Start.Y)
		if !ok {
			return false
		}
		n.mv.Hold(q, e.Pos.X, e.Pos.Y)
		n.held = e.Start
		return true
	case input.DragMove:
		if _, ok := n.mv.Holding(); ok {
			n.mv.Follow(e.Pos.X, e.Pos.Y)
			return true
		}
	case input.DragEnd:
		from, ok := n.mv.Holding()
		if !ok {
			return false
		}
		n.mv.Stop()
		if s.napoleonDroppedOnTray(from, e.Pos.X, e.Pos.Y) { // back into the reserve
			return true
		}
		to, on := n.geo.SquareAt(e.Pos.X, e.Pos.Y)
		if !on || to == from {
			return true
		}
		s.napoleonPick(from)
		fx, fy := n.geo.Centre(to)
		s.napoleonTap(fx, fy)
		n.mv.Stop() // a dropped piece is where the finger left it: no slide
		return true
	case input.Cancelled:
		if _, ok := n.mv.Holding(); ok {
			n.mv.Stop()
			return true
		}
	}
	return false
}

// napoleonPick picks the piece on q (as a tap on it does) unless it is picked already.
func (s *Room) napoleonPick(q napoleon.Square) {
	n := s.nap
	for i := 0; i < 3 && n.scene.Selected != napoleon.NoSquare && n.scene.Selected != q; i++ {
		x, y := n.geo.Centre(n.scene.Selected) // another pick (or a push's landing asked) let go
		s.napoleonTap(x, y)
	}
	if n.scene.Selected != q {
		x, y := n.geo.Centre(q)
		s.napoleonTap(x, y)
	}
}

// napoleonDo acts on the buttons of a Napoleon room's set-up and turn; false for a button
// that is not one of them.
func (s *Room) napoleonDo(name string) bool {
	n := s.nap
	switch name {
	case "button:random":
		if s.editing() {
			if err := n.dep.Random(); err != nil {
				s.local = err.Error()
			}
		}
	case "button:clear":
		s.napoleonClear() // napsetup.go
	case "button:ready":
		if !s.editing() {
			break
		}
		if errs := n.dep.Problems(); len(errs) > 0 {
			s.local = errors.Join(errs...).Error()
			break
		}
		if s.act(proto.ActDeploy, n.dep.List()) {
			s.sent = true
		}
	case "button:endturn":
		if tok := n.v.Turn(); tok != "" && s.mineNow() && !s.waiting {
			s.waiting = s.act(proto.ActMove, tok)
		}
	case "button:undo":
		n.v.Undo()
		n.mv.Stop()
		n.slid = napoleonpic.NoLast
	case "button:los":
		n.los = !n.los
	default:
		return false
	}
	n.paint(s.c.Last.Phase)
	return true
}

// napoleonButtons are the turn's buttons while the seat is to move: End turn once the move
// is made, Undo while the turn has anything to undo.
func (s *Room) napoleonButtons(b func(name, label string, primary bool)) {
	p := s.sh.Text
	if s.nap.v.Moved() && !s.waiting {
		b("button:endturn", p.T(i18n.EndTurn), true)
	}
	if s.nap.v.Changed() && !s.waiting {
		b("button:undo", p.T(i18n.Undo), false)
	}
}

// napoleonSight is the Sight chip while the armies play: it shows or hides every cannon's
// line of sight, at one's turn or another's, as the device's chip does.
func (s *Room) napoleonSight(b func(name, label string, primary bool)) {
	b("button:los", s.sh.Text.T(i18n.SightShort), false)
}

// napoleonChips draws the Sight chip as a chip, lit while the lines show.
func (s *Room) napoleonChips() {
	for _, b := range s.buttons {
		if b.Name == "button:los" {
			b.Kind, b.Selected = widget.ChipButton, s.nap.los
		}
	}
}

// napoleonTick runs the last move's slide a frame on, and pans a zoomed board while a piece
// is held near its edge; it reports whether to draw again.
func (s *Room) napoleonTick() bool {
	n := s.nap
	if n == nil {
		return false
	}
	if _, ok := n.mv.Holding(); ok {
		x, y := n.mv.At()
		if n.zoom.AutoPan(n.held, input.Point{X: x, Y: y}) {
			n.applyZoom()
			return true
		}
	}
	return n.mv.Tick()
}

// NapoleonSliding is the move sliding in on a Napoleon room's board ("c2-c4"; "" none).
func (s *Room) NapoleonSliding() string {
	if s.nap == nil {
		return ""
	}
	from, to, ok := s.nap.mv.Sliding()
	if !ok {
		return ""
	}
	return from.String() + "-" + to.String()
}

// NapoleonSwinging reports cannons of the last turn still turning round on the board.
func (s *Room) NapoleonSwinging() bool { return s.nap != nil && s.nap.mv.Swinging() }

// NapoleonSights reports whether a Napoleon room's board shows the cannons' lines of
// sight, and how many cannons' lines it has to show.
func (s *Room) NapoleonSights() (shown bool, cannons int) {
	if s.nap == nil {
		return false, 0
	}
	return s.nap.scene.ShowLOS, len(s.nap.scene.Sights)
}

// napoleonTarget is the point to touch for a square ("d4"), a facing handle ("d4>NE") or a
// kind of the reserve ("reserve:G").
func (n *napRoom) target(name string) (render.Rect, bool) {
	if r, ok := n.zoom.Target(name); ok {
		return r, true
	}
	if letter, ok := strings.CutPrefix(name, "reserve:"); ok { // a kind of the set-up's reserve
		return n.tray.Target(letter)
	}
	if sq, _, handle := strings.Cut(name, ">"); handle && // a facing handle only while drawn
		(!n.scene.TurnCannon || n.scene.Selected == napoleon.NoSquare || n.scene.Selected.String() != sq) {
		return render.Rect{}, false
	}
	x, y, ok := n.geo.Target(name)
	if !ok {
		return render.Rect{}, false
	}
	return render.Rect{X: x - 1, Y: y - 1, W: 2, H: 2}, true
}

// NapoleonTurn is the turn the seat is building ("" none; the browser tests read it).
func (s *Room) NapoleonTurn() string {
	if s.nap == nil {
		return ""
	}
	return s.nap.v.Turn()
}

// Problem is the problem of this side said on the screen ("" none: a refused place, not
// connected).
func (s *Room) Problem() string { return s.local }

// napoleonCompact: a Napoleon room in play on a phone held upright, where the board needs
// the height: only the words that matter now (no link once every seat is taken, no hint).
func (s *Room) napoleonCompact(v render.View) bool {
	return s.nap != nil && v.W < 500 && s.c.Last.Phase != "deploy"
}

// napoleonLines are a Napoleon room's own lines under whose turn it is: the points beyond
// the middle line once the armies are revealed (not Waterloo's on a short screen), and (not
// on a short screen) how to set up or play a turn by touch.
func (s *Room) napoleonLines(short bool) []string {
	var out []string
	turn, facts := s.napoleonFacts(short) // napsetup.go: the turn, the resting piece
	// a phone on its side has no room for three or four armies' score beside the buttons
	if sc := s.napoleonScore(); sc != "" && (!short || !s.nap.g.Waterloo()) {
		turn = strings.TrimPrefix(turn+" · "+sc, " · ")
	}
	if turn != "" {
		out = append(out, turn)
	}
	out = append(out, facts...)
	if h := s.napoleonHint(); h != "" && !short {
		out = append(out, h)
	}
	return out
}

// napoleonScore is the points as the local game's status line says them: "Beyond the line
// 1 – 0 · 4 to win" for two armies, each army's in play order for three or four.
func (s *Room) napoleonScore() string {
	n, p := s.nap, s.sh.Text
	if !n.has || s.c.Last.View == "" {
		return ""
	}
	order := n.g.Cfg.Armies.Order()
	target := n.g.Cfg.Options.Target
	if len(order) == 2 {
		return p.T(i18n.ScoreLine, n.v.Points[napoleon.South], n.v.Points[napoleon.North], target)
	}
	var parts []string
	for _, x := range order {
		v := strconv.Itoa(n.v.Points[x])
		if n.v.Out[x] {
			v = "–"
		}
		parts = append(parts, seatName(p, x.String())+" "+v)
	}
	return p.T(i18n.ScoreLineMany, strings.Join(parts, " · "), target)
}

// napoleonHint says how to set up or play a Napoleon turn by touch, "" when the seat has
// nothing to do.
func (s *Room) napoleonHint() string {
	p := s.sh.Text
	if b := s.nap.g.Cfg.Board; b.W > 10 && s.view.W < 600 {
		return "" // a big board on a phone needs every line of the screen
	}
	switch {
	case s.editing():
		return p.T(i18n.DeployCannonHint)
	case !s.mineNow() || s.c.Last.Phase != proto.ActMove || s.waiting:
		return ""
	case s.nap.v.Moved():
		return p.T(i18n.MovedAlready)
	}
	return p.T(i18n.SelectHint) // as at a device: a cannon turns once the move is made
}

// napoleonSelected is the picked square of a Napoleon room's board ("" none; the browser
// tests wait for it).
func (s *Room) napoleonSelected() string {
	if s.nap == nil || s.nap.scene.Selected == napoleon.NoSquare {
		return ""
	}
	return s.nap.scene.Selected.String()
}

// Pending reports board art still being made (the shots wait for it).
func (s *Room) Pending() bool { return s.nap != nil && s.nap.board.Pending() }
