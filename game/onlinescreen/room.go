package onlinescreen

import (
	"errors"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiparts"
	"warboard/game/online/client"
	"warboard/game/online/proto"
	"warboard/game/online/seatview"
	"warboard/game/scene"
	"warboard/game/sound"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// Room is the screen of one online room: its state as the server last told it, the board
// as this seat sees it, and the seat's decisions.
type Room struct {
	sh   *scene.Shared
	door *Door
	c    *client.Client
	back scene.Scene
	view render.View

	// the model, rebuilt from each State
	game    seatview.Game
	known   bool  // game read from the first history
	bad     error // the state could not be read (ErrBadView, another game)
	j       seatview.Junqi
	viewPly int // the ply j was built at
	hasView bool
	dep     *seatview.Deployment // the seat's layout while it deploys, before it is sent
	depSel  junqi.Point
	sent    bool   // the deployment is sent, its state not come yet
	waiting bool   // a move is sent: taps wait for the state
	confirm bool   // Resign was tapped once: confirm it
	local   string // a problem of this side (an illegal swap, not connected)
	copying bool
	shown   string   // the room code the page's address shows
	nap     *napRoom // a Napoleon room's board (napoleon.go); nil in a Junqi room
	hand    handStep // 三打一 before play (bid.go)

	// the layout
	k       float64
	lines   []line
	boardR  render.Rect
	geo     junqiboard.Geometry // the Junqi board as drawn and hit: whole or zoomed (jz)
	jz      junqiZoom           // junqizoom.go
	r       *junqiboard.Renderer
	buttons widget.Buttons
	leave   *widget.Button

	more more // more.go: marks, the end's buttons
}

// line is one line of the room's words, with how it is drawn.
type line struct {
	text    string
	r       render.Rect
	size    float64
	problem bool
	muted   bool
}

func newRoom(sh *scene.Shared, d *Door, back scene.Scene) *Room {
	s := &Room{sh: sh, door: d, c: d.client(sh), back: back, depSel: junqi.NoPoint, r: junqiboard.NewRenderer()}
	s.jz.held = junqi.NoPoint
	// As at a device: the pieces and the board's words in the player's language unless the
	// player keeps the Chinese ones (Settings), the battle caption's ranks in words.
	chinese := func() bool { return sh.Settings.Faces == storage.FacesChinese }
	s.r.Face = func(code byte) string { return sh.Text.JunqiFaceIn(code, chinese(), s.game.Naval) }
	s.r.Words = func() junqiboard.BoardWords { return widget.BoardWords(sh.Text, chinese()) }
	s.r.RankName = func(code byte) string {
		if k, ok := i18n.JunqiPieceIn(code, s.game.Naval); ok {
			return sh.Text.T(k)
		}
		return ""
	}
	s.rebuild()
	return s
}

func (s *Room) Name() string { return "online" }

// PieceFace is the text a Junqi piece of that rank code shows, and CampWord the board's
// word on a camp (tests read them).
func (s *Room) PieceFace(code byte) string { return s.r.Face(code) }
func (s *Room) CampWord() string           { return s.r.Words().Camp }

// rebuild reads the client's last State into the board model.
func (s *Room) rebuild() {
	c := s.c
	s.waiting = false
	if c.Last.T != proto.State {
		return
	}
	if !s.known && c.History != "" {
		g, err := seatview.GameOf(c.History)
		s.game, s.known, s.bad = g, err == nil, err
		s.r.Naval = g.Naval
		if err == nil && g.Name == "napoleon" {
			s.nap, s.bad = newNapRoom(c.History, s.sh.Fonts)
			s.known = s.bad == nil
		} else if err == nil && g.Name != "junqi" {
			s.bad = errGame
		}
	}
	if !s.known || s.bad == errGame {
		return
	}
	if s.nap != nil {
		s.rebuildNapoleon()
		return
	}
	j, err := seatview.FromState(c.Last, s.game.Board, seatview.LastToken(c.History))
	if err != nil {
		s.bad = err
		return
	}
	prev, had, prevPly := s.j.Scene, s.hasView, s.viewPly
	samePly := had && prevPly == c.Last.Ply
	s.bad, s.j, s.hasView, s.viewPly = nil, j, true, c.Last.Ply
	switch { // the last fight marked with its outcome, as at a device
	case samePly:
		s.j.Scene.Battle, s.j.Scene.Path = prev.Battle, prev.Path
	case had && c.Last.Ply == prevPly+1:
		s.j.Scene.Battle = seatview.BattleOf(&prev, &s.j.Scene)
	}
	if samePly && prev.Selected != junqi.NoPoint && c.Last.Phase == proto.ActMove {
		// a state that moved nothing (a seat connected or went away, news) keeps the piece
		// picked: the next tap still plays it
		s.j.Select(prev.Selected)
	}
	s.junqiSlide(&prev, had) // junqizoom.go: the move it brought slides in
	s.sh.Sound.Action(c.Room, c.Last.Ply, func() sound.Effect { return junqiSound(&prev, &s.j.Scene, c.Last.Phase == "over") })
	s.readHand()
	mine := strings.Contains(c.Last.Turn, c.Seat)
	switch {
	case c.Last.Phase != "deploy":
		s.dep, s.sent = nil, false
	case c.Last.Arg != "": // sent before its turn: shown as sent (a reconnect asks nothing again)
		if d, err := s.sentDeployment(j.Seat, c.Last.Arg); err == nil {
			s.dep, s.sent = &d, true
		}
	case mine && (s.dep == nil || s.dep.Seat != j.Seat):
		s.dep, s.sent = s.resumeDeployment(j.Seat), false // a draft a reload left (more.go)
	case !mine:
		s.dep, s.sent = nil, false // deployed: the view shows it
	}
	if s.dep != nil {
		s.dep.Show(&s.j.Scene)
		s.j.Scene.Selected = s.depSel
	}
	s.moreRebuild() // more.go: marks, Count pieces
}

var errGame = errors.New("a game the room screen does not draw")

// mineNow reports whether the room waits for this seat.
func (s *Room) mineNow() bool {
	return s.c.Seat != "" && strings.Contains(s.c.Last.Turn, s.c.Seat) && s.c.Last.Phase != "over"
}

// editing reports whether the seat is placing its pieces.
func (s *Room) editing() bool {
	return (s.dep != nil || s.nap != nil && s.nap.dep != nil) && !s.sent && s.mineNow()
}

func (s *Room) Update(events []input.Event) scene.Step {
	redraw := false
	if s.shown != s.c.Room {
		s.shown = s.c.Room
		client.ShowRoom(s.shown)
	}
	if s.c.Poll(s.door.Now()) {
		if s.sent && s.c.ErrCode == proto.CodeIllegal && s.c.Last.Phase == "deploy" {
			s.sent = false // the deployment was refused when its turn came: place it again
		}
		if s.c.ErrCode == proto.CodeHintBusy {
			s.more.hint = hinting{} // no hint is coming: Hint is offered again
		}
		s.rebuild()
		s.layout()
		redraw = true
	}
	if s.copying && s.sh.Clipboard != nil {
		if _, err, ok := s.sh.Clipboard.Done(); ok {
			s.copying = false
			if err == nil {
				s.sh.Tell(s.sh.Text.T(i18n.OnlineCopied))
			}
			redraw = true
		}
	}
	events, marked := s.moreEvents(events)
	redraw = redraw || marked
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	redraw = redraw || changed || s.handTaps(events)
	if tapped != "" {
		if next := s.do(tapped); next != nil {
			return scene.Step{Next: next}
		}
		s.layout()
		redraw = true
	}
	if s.nap != nil && s.hasView {
		var zoomed bool
		events, zoomed = s.napoleonZoom(events)
		redraw = redraw || zoomed
	}
	events, zoomed := s.junqiZoomEvents(events) // a Junqi room's zoom (junqizoom.go)
	redraw = redraw || zoomed
	for _, e := range events {
		if s.nap != nil {
			if s.hasView && s.napoleonEvent(e) { // napoleon.go: a tap, a piece carried
				s.layout()
				redraw = true
			}
			continue
		}
		if s.hasView && s.junqiDrag(e) { // junqizoom.go: a piece carried by a finger
			s.layout()
			redraw = true
			continue
		}
		if e.Kind == input.Tap && s.hasView && s.boardR.Contains(e.Pos.X, e.Pos.Y) {
			if p, ok := s.geo.PointAt(e.Pos.X, e.Pos.Y); ok {
				s.tap(p)
				s.layout()
				redraw = true
			}
		}
	}
	// Not Busy: a quiet app still ticks four times a second (game/app.go's pacing), enough
	// for the retry and the ping, and in the browser a message wakes the page at once.
	if s.nap != nil && s.nap.board.Pending() {
		redraw = true // the board's art is still being made
	}
	redraw = s.napoleonTick() || s.junqiTick() || redraw // the last move sliding in
	s.keepDrafts()                                       // the seat's work not yet sent, kept on the device (more.go)
	return scene.Step{Redraw: redraw, Busy: s.moreBusy()}
}

// do acts on a tapped button; a scene to go to, or nil to stay.
func (s *Room) do(name string) scene.Scene {
	if name != "button:resign" && name != "button:confirm" {
		s.confirm = false
	}
	s.local = ""
	if s.doHand(name) {
		return nil
	}
	if name == "button:layouts" {
		if s.nap != nil {
			return s.napoleonLayouts() // napsetup.go
		}
		return s.junqiLayouts() // bid.go
	}
	if s.nap != nil && s.napoleonDo(name) {
		return nil
	}
	switch name {
	case "button:leave":
		s.c.Leave()
		client.ShowRoom("")
		return s.back
	case "button:copy":
		if s.sh.Clipboard != nil && s.c.Link != "" {
			s.sh.Clipboard.Copy(s.c.Link)
			s.copying = true
		}
	case "button:random":
		if s.editing() {
			s.dep, s.depSel = s.newDeployment(s.dep.Seat), junqi.NoPoint
			s.rebuild()
		}
	case "button:ready":
		if s.editing() && s.act(proto.ActDeploy, s.dep.List()) {
			s.sent, s.depSel = true, junqi.NoPoint
		}
	case "button:resign":
		s.confirm = true
	case "button:confirm":
		s.confirm = false
		s.act(proto.ActResign, "")
	case "button:draw":
		s.act(proto.ActDraw, "")
	case "button:takeback":
		s.act(proto.ActTakeBack, "")
	case "button:accept":
		s.act(proto.ActAccept, "")
	case "button:decline":
		s.act(proto.ActDecline, "")
	default:
		return s.doMore(name) // more.go
	}
	return nil
}

// act sends one decision; a problem is said on the screen.
func (s *Room) act(act, arg string) bool {
	if err := s.c.Act(act, arg); err != nil {
		s.local = s.sh.Text.T(i18n.OnlineErrOffline)
		return false
	}
	return true
}

// tap is a tap on point p of the board.
func (s *Room) tap(p junqi.Point) {
	s.local, s.confirm = "", false
	if s.editing() {
		switch {
		case s.depSel == junqi.NoPoint:
			if s.j.Scene.Pieces[p].Present && s.j.Scene.Pieces[p].Seat == s.dep.Seat {
				s.depSel = p
			}
		case s.depSel == p:
			s.depSel = junqi.NoPoint
		default:
			if err := s.dep.Swap(s.depSel, p); err != nil {
				s.local = s.deployText(err, p) // the rule it would break (bid.go)
			}
			s.depSel = junqi.NoPoint
		}
		s.rebuild()
		return
	}
	if !s.mineNow() || s.c.Last.Phase != "move" || s.waiting {
		return
	}
	name := junqi.BoardOf(s.game.Board).Name(p)
	for _, tok := range s.j.From(p) {
		if tok == "@"+name { // a flip: one tap
			s.waiting = s.act(proto.ActMove, tok)
			return
		}
	}
	if s.j.Scene.Selected != junqi.NoPoint {
		if tok := s.j.MoveTo(p); tok != "" {
			s.waiting = s.act(proto.ActMove, tok)
			s.j.Select(junqi.NoPoint)
			return
		}
	}
	s.j.Select(p)
}

// LegalMoves are the seat's moves while it is to move (the browser tests pick from them).
func (s *Room) LegalMoves() []string {
	if !s.mineNow() || s.c.Last.Phase != "move" || s.waiting {
		return nil
	}
	return s.j.Moves
}

// Shown is the board as the seat sees it (the view's position line), "" before a state.
func (s *Room) Shown() string {
	for _, l := range strings.Split(s.c.Last.View, "\n") {
		if rest, ok := strings.CutPrefix(l, "position "); ok {
			return rest
		}
	}
	return ""
}

// Client is the room's connection (tests read it).
func (s *Room) Client() *client.Client { return s.c }

// OnlineState is the room as the page's hook gives it to the browser tests.
func (s *Room) OnlineState() map[string]any {
	c := s.c
	status := map[client.Status]string{client.Idle: "idle", client.Connecting: "connecting",
		client.Online: "online", client.Waiting: "waiting"}[c.Status()]
	if status == "online" && !c.Fresh() {
		status = "resuming"
	}
	return map[string]any{"room": c.Room, "seat": c.Seat, "phase": c.Last.Phase, "turn": c.Last.Turn,
		"status": status, "result": s.j.Result, "ply": c.Last.Ply, "problem": c.ErrCode, "link": c.Link,
		"deployment": s.Deployment(), "turn_built": s.NapoleonTurn(), "selected": s.napoleonSelected(),
		"chosen": s.Chosen(), "battle": s.battleText()}
}

// battleWords tells the fight marked on the board in words, as a device does ("Your
// Captain attacked a7 and won."); "" for none.
func (s *Room) battleWords() string {
	bt := s.j.Scene.Battle
	if s.nap != nil || bt.Point == junqi.NoPoint || !s.known {
		return ""
	}
	outcome := outcomeWords[bt.Outcome]
	if s.c.Last.Phase == "over" && strings.HasSuffix(s.j.Result, " flag") && bt.Outcome == junqipic.AttackerWon {
		outcome = "flag"
	}
	f := junqiparts.Fight{Attacker: bt.Attacker, Defender: bt.Defender, AttackerCode: bt.AttackerCode,
		DefenderCode: bt.DefenderCode, At: junqi.BoardOf(s.game.Board).Name(bt.Point), Outcome: outcome}
	p := s.sh.Text
	return f.Sentence(p, s.j.Seat, s.game.Naval, func(x junqi.Seat) string { return seatName(p, x.String()) })
}

// battleText is the fight marked on the board, "c7 won" (the attacker won), "c7 lost" or
// "c7 both"; "" for none (tests read it).
func (s *Room) battleText() string {
	bt := s.j.Scene.Battle
	if s.nap != nil || bt.Point == junqi.NoPoint || !s.known {
		return ""
	}
	return junqi.BoardOf(s.game.Board).Name(bt.Point) + " " + outcomeWords[bt.Outcome]
}

// outcomeWords name a fight's outcome as junqiparts.Fight and the tests read it.
var outcomeWords = map[junqipic.Outcome]string{junqipic.AttackerWon: "won", junqipic.DefenderWon: "lost", junqipic.BothRemoved: "both"}

// RecordText is the game as this seat may see it (the history the server sent).
func (s *Room) RecordText() string { return s.c.History }

// Deployment is the seat's layout while it deploys ("" for none), as the deploy action's
// argument.
func (s *Room) Deployment() string {
	if s.nap != nil && s.nap.dep != nil {
		return s.nap.dep.List()
	}
	if s.dep == nil {
		return ""
	}
	return s.dep.List()
}
