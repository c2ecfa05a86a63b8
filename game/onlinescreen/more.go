package onlinescreen

import (
	"strings"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqicount"
	"warboard/game/menu"
	"warboard/game/online/client"
	"warboard/game/online/drafts"
	"warboard/game/online/proto"
	"warboard/game/online/seatview"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// What a room offers beside playing, as at a device, in this file and marks.go: at the end
// Replay and Save record, in play marks (marks.go), Count pieces and hints where the room
// allows them. The room's own files call these hooks only.

// more is the state of those.
type more struct {
	mk    marking
	count counting
	hint  hinting
	draft drafts.Keeper // the seat's work not yet sent, kept on the device (drafts below)
}

// moreButtons adds the room's other buttons to the layout's (b adds one).
func (s *Room) moreButtons(b func(name, label string, primary bool)) {
	s.hintButton(b)
	s.countButton(b)
	s.endButtons(b)
}

// doMore runs those buttons: a scene to go to, or nil to stay.
func (s *Room) doMore(name string) scene.Scene {
	switch {
	case name == "button:count" && s.canCount():
		s.openCount()
		return nil
	case name == "button:hint" && s.canHint():
		s.askHint()
		return nil
	}
	return s.doEnd(name)
}

// moreRebuild follows the room's new state: the marks, the count's panel.
func (s *Room) moreRebuild() {
	s.followMarks()
	s.followCount()
}

// moreEvents takes the events the marks' chooser and gestures own; the rest go on to the
// buttons and the board.
func (s *Room) moreEvents(events []input.Event) (rest []input.Event, redraw bool) {
	if handled, redraw := s.countEvents(events); handled {
		return nil, redraw
	}
	rest, redraw, _ = s.handleMarks(events)
	return rest, redraw
}

// moreBusy: a press rests on a piece and may become a long press: the room wants ticks.
func (s *Room) moreBusy() bool { return s.more.mk.armed }

// moreLayout places what the hooks draw, once the board is placed.
func (s *Room) moreLayout() { s.layoutChooser() }

// moreDraw paints over the room: the marks' chooser.
func (s *Room) moreDraw(p render.Painter) {
	s.drawHint(p)
	s.drawMarks(p)
	s.drawCount(p)
}

// moreText is the line the hooks add to the room's words: the hint.
func (s *Room) moreText() string { return s.hintText() }

// moreTarget finds the hooks' targets ("mark:9").
func (s *Room) moreTarget(name string) (render.Rect, bool) {
	if c := s.more.mk.chooser; c != nil && strings.HasPrefix(name, "mark:") {
		return c.Target(name)
	}
	return render.Rect{}, false
}

// ——— the end: Replay and Save record ———

// The end of an online game, as at a device: Save record (the whole record the last
// state's history holds, every piece placed, as Save record gives it in the app) and
// Replay (the game's own replay screen on that record; its Back returns to the room).
// Nothing here is Junqi's: any game whose Kind loads the record and replays it (Napoleon
// too) gets the same two buttons.

// finished is the room's whole record once its game is over, nil before (or when the
// history does not read as a record: then nothing is offered).
func finished(c *client.Client) *record.Record {
	if c.Last.T != proto.State || c.Last.Phase != "over" || c.History == "" {
		return nil
	}
	rec, err := record.Parse(c.History)
	if err != nil {
		return nil
	}
	if _, ok := rec.Tag("Game"); !ok {
		return nil
	}
	return rec
}

// endButtons are the buttons of a finished game: Replay, Save record.
func (s *Room) endButtons(b func(name, label string, primary bool)) {
	if finished(s.c) == nil {
		return
	}
	p := s.sh.Text
	b("button:replay", p.T(i18n.Replay), true)
	b("button:saverecord", p.T(i18n.SaveRecord), false)
}

// doEnd runs the end's buttons: the replay scene to go to, or nil to stay.
func (s *Room) doEnd(name string) scene.Scene {
	rec := finished(s.c)
	if rec == nil {
		return nil
	}
	id, _ := rec.Tag("Game")
	switch name {
	case "button:saverecord":
		menu.SaveRecordFile(s.sh, setup.GameID(id), strings.TrimRight(s.c.History, "\n")+"\n")
	case "button:replay":
		if next := replayOf(s.sh, rec, s); next != nil {
			return next
		}
		s.local = s.sh.Text.T(i18n.ErrUnexpected, "no replay of this record")
	}
	return nil
}

// replayOf is the replay of a finished record, back its Back: the game's Kind loads the
// record as a game of its own (the model — the game in progress at this device and its
// autosave — is not touched) and that game's replay is shown. Nil when the Kind makes no
// replay of it.
func replayOf(sh *scene.Shared, rec *record.Record, back scene.Scene) scene.Scene {
	id, _ := rec.Tag("Game")
	k, ok := sh.Games.Of(setup.GameID(id))
	if !ok {
		return nil
	}
	g, err := k.Load(sh, rec)
	if err != nil {
		return nil
	}
	r, ok := g.(interface {
		Replay(back scene.Scene) scene.Scene
	})
	if !ok {
		return nil
	}
	return r.Replay(back)
}

// ——— Count pieces ———

// Count pieces (记牌) in a room, as at a device: the pieces of each other seat not yet
// accounted for as far as this seat can tell. The server counts (the app's own count,
// from the seat's observation alone: the client holds too little of the game to count);
// the panel asks when it opens and again after every move while it shows, and a tap
// anywhere closes it.

// counting is the panel's state.
type counting struct {
	open  bool
	asked int // the ply the last ask was made at
}

// canCount: a Junqi room in play where pieces are hidden (not an open game).
func (s *Room) canCount() bool { return s.canMark() && s.game.Mode != "open" && s.game.Mode != "" }

func (s *Room) countButton(b func(name, label string, primary bool)) {
	if s.canCount() {
		b("button:count", s.sh.Text.T(i18n.CountOpen), false)
	}
}

// openCount opens the panel and asks for the count.
func (s *Room) openCount() {
	if err := s.c.AskCount(); err != nil {
		s.local = s.sh.Text.T(i18n.OnlineErrOffline)
		return
	}
	s.more.count = counting{open: true, asked: s.c.Last.Ply}
}

// followCount asks again when a move came while the panel shows; it closes out of play.
func (s *Room) followCount() {
	ct := &s.more.count
	switch {
	case !ct.open:
	case !s.canCount():
		ct.open = false
	case s.c.Counted.T == proto.Counted && s.c.Counted.Ply == s.c.Last.Ply && s.c.Counted.Count == "":
		ct.open, s.local = false, s.sh.Text.T(i18n.OnlineCountNone) // 翻棋 before the colours are dealt
	case s.c.Counted.T == proto.Counted && !readable(s.c.Counted.Count):
		ct.open, s.local = false, s.sh.Text.T(i18n.OnlineErrBadMsg)
	case ct.asked != s.c.Last.Ply && s.c.Counted.Ply != s.c.Last.Ply:
		if s.c.AskCount() == nil {
			ct.asked = s.c.Last.Ply
		}
	}
}

// countEvents takes every event while the panel shows: a tap closes it.
func (s *Room) countEvents(events []input.Event) (handled, redraw bool) {
	if !s.more.count.open {
		return false, false
	}
	for _, e := range events {
		if e.Kind == input.Tap {
			s.more.count.open, redraw = false, true
		}
	}
	return true, redraw
}

// drawCount paints the panel once the count has come (game/junqicount's panel).
func (s *Room) drawCount(p render.Painter) {
	ct := s.more.count
	if !ct.open || s.c.Counted.T != proto.Counted || s.c.Counted.Ply != s.c.Last.Ply {
		return // the count of this ply is on its way
	}
	ts, err := seatview.ParseCounts(s.c.Counted.Count)
	if err != nil || len(ts) == 0 {
		return // said by followCount
	}
	tr := s.sh.Text
	w := junqicount.Words{Text: tr, Fonts: s.sh.Fonts,
		Seat: func(x junqi.Seat) string { return seatName(tr, x.String()) },
		Piece: func(c byte) string {
			if k, ok := i18n.JunqiPieceIn(c, s.game.Naval); ok {
				return tr.T(k)
			}
			return string(c)
		}}
	junqicount.Draw(p, s.view, w, ts, s.game.Variant == "sandayi")
}

func readable(count string) bool {
	_, err := seatview.ParseCounts(count)
	return err == nil
}

// CountShown reports whether the Count pieces panel shows (open, its count come).
func (s *Room) CountShown() bool {
	return s.more.count.open && s.c.Counted.T == proto.Counted && s.c.Counted.Ply == s.c.Last.Ply
}

// ——— hints ———

// Hints in a room, where its creator allowed them (the create step; off by default, as
// people playing each other expect): the seat to move taps Hint and the server answers
// with the move the hard computer player would make from the seat's own view (the same
// player as the hint at a device; searched at the server, so the page never waits). The
// hint is said under the board's words and its two points are ringed, until the next move.

// hintChips are the create step's choice: hints not allowed, or allowed.
func hintChips(p *i18n.Printer, chip func(name, label string, on bool) *widget.Button, on bool) []*widget.Button {
	return []*widget.Button{chip("option:hints:off", p.T(i18n.OnlineHintsNo), !on), chip("option:hints:on", p.T(i18n.OnlineHintsYes), on)}
}

// hinting is the hint asked at a ply.
type hinting struct {
	asked bool
	ply   int
}

// canHint: the room gives hints and this seat is to move.
func (s *Room) canHint() bool {
	return s.c.Last.Hints == proto.HintsOn && s.mineNow() && s.c.Last.Phase == "move" && s.hasView && s.bad == nil && s.nap == nil // drawn on a Junqi board
}

func (s *Room) hintButton(b func(name, label string, primary bool)) {
	if s.canHint() && !s.hintAsked() {
		b("button:hint", s.sh.Text.T(i18n.MenuHint), false)
	}
}

// hintAsked reports whether a hint was asked at this ply.
func (s *Room) hintAsked() bool { return s.more.hint.asked && s.more.hint.ply == s.c.Last.Ply }

// askHint asks the server for the hint.
func (s *Room) askHint() {
	if err := s.c.AskHint(); err != nil {
		s.local = s.sh.Text.T(i18n.OnlineErrOffline)
		return
	}
	s.more.hint = hinting{asked: true, ply: s.c.Last.Ply}
	if s.c.ErrCode == proto.CodeHintBusy {
		s.c.Err, s.c.ErrCode = "", "" // asked again: the busy answer is the last ask's
	}
}

// hintMove is the hint's move for now, "" while none has come (or none was asked).
func (s *Room) hintMove() string {
	h := s.c.Hinted
	if !s.hintAsked() || !s.canHint() || h.T != proto.Hinted || h.Ply != s.c.Last.Ply || h.Seat != s.c.Seat {
		return ""
	}
	return h.Arg
}

// hintText says the hint: the piece and where it goes, or that it is being looked for.
func (s *Room) hintText() string {
	if !s.hintAsked() || !s.canHint() {
		return ""
	}
	p := s.sh.Text
	mv := s.hintMove()
	if mv == "" {
		return p.T(i18n.HintThinking)
	}
	pts := computer.HintPoints(mv)
	if q, ok := junqi.BoardOf(s.game.Board).PointByName(pts[0]); ok && len(pts) == 2 {
		if pc := s.j.Scene.Pieces[q]; pc.Present && !pc.FaceDown && pc.Code != '?' {
			if k, ok := i18n.JunqiPieceIn(pc.Code, s.game.Naval); ok {
				return p.T(i18n.HintPiece, p.T(k), pts[0], pts[1])
			}
		}
	}
	return p.T(i18n.HintMove, mv)
}

// drawHint rings the hint's two points.
func (s *Room) drawHint(p render.Painter) {
	for _, name := range computer.HintPoints(s.hintMove()) {
		if r, ok := s.geo.Target(name); ok {
			widget.Ring(p, r)
		}
	}
}

// Hint is the hint shown now ("" none); tests read it.
func (s *Room) Hint() string { return s.hintMove() }

// Drafts (game/online/drafts): the seat's work not yet sent — the deployment or set-up
// before Ready, the 三打一 pick before Done, a Napoleon turn before End turn — is kept on
// this device per room and seat as it changes (keepDrafts, each update), and taken back
// when a reloaded page finds the same work to do (the resume hooks below, called where
// the room starts that work). It never goes to the server; it is dropped once sent or at
// the end, and a draft that does not fit the work now is ignored and dropped.

func (s *Room) drafts() *drafts.Keeper {
	k := &s.more.draft
	if k.St == nil && s.sh.Store != nil {
		k.St = s.sh.Store
	}
	return k
}

// loadDraft is the seat's draft of kind for the work now (ply < 0: any ply; of: what it
// was made from).
func (s *Room) loadDraft(kind string, ply int, of string) (drafts.Draft, bool) {
	return s.drafts().Load(s.c.Room, s.c.Seat, kind, ply, of)
}

// resumeDeployment is the seat's first layout: the draft a reload left, else a new one.
func (s *Room) resumeDeployment(seat junqi.Seat) *seatview.Deployment {
	if d, ok := s.loadDraft(drafts.Deploy, -1, ""); ok {
		dep, err := s.sentDeployment(seat, d.Data)
		if err == nil && s.hand.known {
			err = dep.SandayiCheck()
		}
		if err == nil {
			return &dep
		}
		s.drafts().Drop(s.c.Room, s.c.Seat)
	}
	return s.newDeployment(seat)
}

// resumePick puts back the landlord's pick a reload left (the same pool's).
func (s *Room) resumePick() {
	h := &s.hand
	d, ok := s.loadDraft(drafts.Pick, -1, h.poolOf)
	if !ok {
		return
	}
	c, err := drafts.ParseIndexes(d.Data, len(h.sd.Pool))
	n := 0
	for _, on := range c {
		if on {
			n++
		}
	}
	if err != nil || n > junqi.PickSize {
		s.drafts().Drop(s.c.Room, s.c.Seat)
		return
	}
	h.chosen = c
}

// resumeNapDeployment puts back the Napoleon set-up a reload left.
func (s *Room) resumeNapDeployment() {
	if d, ok := s.loadDraft(drafts.Deploy, -1, ""); ok && s.nap.dep != nil {
		if s.nap.dep.Resume(d.Data) != nil {
			s.drafts().Drop(s.c.Room, s.c.Seat)
		}
	}
}

// resumeTurn puts back the Napoleon turn a reload left half built (this ply's only).
func (s *Room) resumeTurn() {
	if !s.nap.v.Mine() {
		return
	}
	if d, ok := s.loadDraft(drafts.Turn, s.c.Last.Ply, ""); ok && s.nap.v.Resume(d.Data) != nil {
		s.drafts().Drop(s.c.Room, s.c.Seat)
	}
}

// keepDrafts keeps the seat's work in progress as it stands, or drops it once it is sent
// or the game is over; while the room waits for others it leaves the draft as it is.
func (s *Room) keepDrafts() {
	c := s.c
	if c.Room == "" || c.Seat == "" || c.Last.T != proto.State || !s.known || s.bad != nil {
		return
	}
	k := s.drafts()
	put := func(kind, of, data string) {
		k.Keep(c.Room, drafts.Draft{Kind: kind, Seat: c.Seat, Ply: c.Last.Ply, Of: of, Data: data})
	}
	ph := c.Last.Phase
	switch {
	case ph == "over", ph == proto.ActDeploy && s.sent:
		k.Drop(c.Room, c.Seat)
	case ph == proto.ActDeploy && s.editing():
		put(drafts.Deploy, "", s.Deployment())
	case s.picking() && s.hand.poolOf != "":
		if s.waiting {
			k.Drop(c.Room, c.Seat)
		} else {
			put(drafts.Pick, s.hand.poolOf, drafts.Indexes(s.hand.chosen))
		}
	case s.nap != nil && s.nap.has && ph == proto.ActMove && s.mineNow() && s.nap.v.Mine():
		if t := s.nap.v.Turn(); s.waiting || t == "" {
			k.Drop(c.Room, c.Seat)
		} else {
			put(drafts.Turn, "", t)
		}
	}
}
