package onlinescreen_test

import (
	"image"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/widget"
	"warboard/render/ebitentest"
	"warboard/render/junqiboard"
	"warboard/render/napoleonboard"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// drawn draws the room until its board's art is made and returns the picture.
func drawn(a *gametest.App, screen *ebiten.Image) *image.RGBA {
	room := a.Scene().(*onlinescreen.Room)
	for i := 0; i < 60 && (i == 0 || room.Pending()); i++ {
		a.SetDirty(true)
		a.Draw(screen)
	}
	return gametest.Snapshot(screen)
}

// differs reports whether two pictures differ anywhere.
func differs(x, y *image.RGBA) bool { return string(x.Pix) != string(y.Pix) }

// napCannonSeed is a seed whose 8×8 opening has a cannon with a line of sight.
func napWithSights(t *testing.T) *napoleon.Match {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		m := napMatch(t, seed)
		st := m.State()
		for _, pl := range st.Pieces() {
			if pl.Piece.Kind() == napoleon.Cannon && hasSight(st.CannonLOS(pl.Sq)) {
				return m
			}
		}
	}
	t.Fatal("no opening with a cannon that sees a square")
	return nil
}

// The Sight chip shows every cannon's line of sight, at one's own turn and at the other
// seat's, as the device's chip does; tapped again it hides them.
func TestNapoleonRoomSight(t *testing.T) {
	v := gametest.ShotViews[3].V
	a := gametest.NewTestApp(t, v)
	screen := gametest.NewScreen(v)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	m := napWithSights(t)
	srv.say(napState(t, m, "S"))
	settle(a)
	if shown, _ := room.NapoleonSights(); shown {
		t.Fatal("the lines of sight show before the chip is tapped")
	}
	off := drawn(a, screen)
	a.Tap(input.Touch, "button:los")
	settle(a)
	shown, cannons := room.NapoleonSights()
	if !shown || cannons == 0 {
		t.Fatalf("after Sight: shown %v, %d cannons' lines", shown, cannons)
	}
	if on := drawn(a, screen); !differs(off, on) {
		t.Fatal("Sight changed nothing on the screen")
	}
	// the other seat's turn: the chip stays and the lines still show
	if err := m.Play(m.Moves()[0]); err != nil {
		t.Fatal(err)
	}
	srv.say(napState(t, m, "S"))
	settle(a)
	if shown, _ := room.NapoleonSights(); !shown || !a.Visible("button:los") {
		t.Fatalf("at North's turn: lines shown %v, chip %v", shown, a.Visible("button:los"))
	}
	a.Tap(input.Touch, "button:los")
	settle(a)
	if shown, _ := room.NapoleonSights(); shown {
		t.Fatal("Sight tapped again left the lines shown")
	}
}

// plainMove is a move of m that is no cannon's and no push.
func plainMove(t *testing.T, m *napoleon.Match) (string, napoleon.Move) {
	t.Helper()
	st := m.State()
	for _, tok := range m.Moves() {
		mv, err := napoleon.ParseMove(m.Config().Board, tok)
		if err == nil && st.At(mv.From).Kind() != napoleon.Cannon && !mv.IsPush() && !mv.Capture {
			return tok, mv
		}
	}
	t.Fatal("no plain move")
	return "", napoleon.Move{}
}

// The last move slides in as at the device: the other seat's move as its state comes,
// one's own as it is tapped (not again when the server sends it back); the slide ends
// after napoleonboard.SlideTicks frames and is drawn on its way.
func TestNapoleonRoomSlide(t *testing.T) {
	v := gametest.ShotViews[3].V
	a := gametest.NewTestApp(t, v)
	screen := gametest.NewScreen(v)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	m := napMatch(t, 5)
	srv.say(napState(t, m, "S"))
	settle(a)
	if got := room.NapoleonSliding(); got != "" {
		t.Fatalf("the first state slid %q", got)
	}
	// South's own move slides as it is tapped
	tok, mv := plainMove(t, m)
	a.Tap(input.Touch, mv.From.String())
	a.Tap(input.Touch, mv.To.String())
	if got, want := room.NapoleonSliding(), mv.From.String()+"-"+mv.To.String(); got != want {
		t.Fatalf("the move tapped slides %q, want %q", got, want)
	}
	for i := 0; i < napoleonboard.SlideTicks; i++ {
		a.Idle()
	}
	if got := room.NapoleonSliding(); got != "" {
		t.Fatalf("after %d frames still sliding %q", napoleonboard.SlideTicks, got)
	}
	a.Tap(input.Touch, "button:endturn")
	settle(a)
	if err := m.Play(tok); err != nil {
		t.Fatal(err)
	}
	back := napState(t, m, "S") // as the server says a move: the tokens played, appended
	back.History, back.Last = "", tok
	srv.say(back)
	a.Idle()
	if got := room.NapoleonSliding(); got != "" {
		t.Fatalf("one's own move came back and slid again: %q", got)
	}
	// North's move slides in as its state comes, then the cannon North turned swings round
	ntok, nmv := plainMove(t, m)
	ns := m.State()
	turn := ""
	for _, pl := range ns.Pieces() {
		if pl.Piece.Seat() == napoleon.North && pl.Piece.Kind() == napoleon.Cannon && pl.Sq != nmv.From {
			turn = ntok + " " + pl.Sq.String() + ">" + ((pl.Piece.Facing() + 2) % 8).String()
			break
		}
	}
	if err := m.Play(turn); err != nil {
		t.Fatalf("North's turn %q: %v", turn, err)
	}
	next := napState(t, m, "S")
	next.History, next.Last = "", turn
	srv.say(next)
	a.Idle()
	if got, want := room.NapoleonSliding(), nmv.From.String()+"-"+nmv.To.String(); got != want {
		t.Fatalf("North's move %s slides %q, want %q", ntok, got, want)
	}
	mid := drawn(a, screen)
	for i := 0; i < napoleonboard.SlideTicks; i++ {
		a.Idle()
	}
	if got := room.NapoleonSliding(); got != "" {
		t.Fatalf("North's slide never ended: %q", got)
	}
	slid := drawn(a, screen)
	if !differs(mid, slid) {
		t.Fatal("the slide's frame looks like its end: nothing slid")
	}
	if !room.NapoleonSwinging() {
		t.Fatalf("the cannon North turned in %q does not swing round after the slide", turn)
	}
	for i := 0; i < 3*napoleonboard.SwingTicks; i++ {
		a.Idle()
	}
	if room.NapoleonSwinging() {
		t.Fatal("the cannon's swing of a quarter turn never ended")
	}
	if end := drawn(a, screen); !differs(slid, end) {
		t.Fatal("the cannon was drawn turned before its swing")
	}
	if testing.Verbose() {
		dir := ebitentest.ArtefactsDir(t)
		gametest.WritePNG(t, filepath.Join(dir, "online-napoleon-slide-mid.png"), mid)
	}
}

// A piece is carried by a finger as at the device: dragged from its square to a target it
// makes the move (the turn built is the move's), dragged from the other seat's piece it does
// nothing, and while setting up a piece dragged onto another swaps them.
func TestNapoleonRoomDrag(t *testing.T) {
	a, srv, room, g := napSettingUp(t)
	before := room.Deployment()
	ps := mustPos(t, g, before)
	p, q := twoKinds(ps)
	a.Drag(a.At(p), a.At(q))
	settle(a)
	after := mustPos(t, g, room.Deployment())
	kindAt := func(ps []napoleon.Placed, sq string) napoleon.Kind {
		for _, pl := range ps {
			if pl.Sq.String() == sq {
				return pl.Piece.Kind()
			}
		}
		return napoleon.NoKind
	}
	if kindAt(after, q) != kindAt(ps, p) || kindAt(after, p) != kindAt(ps, q) {
		t.Fatalf("dragging %s onto %s: the set-up went from %q to %q", p, q, before, room.Deployment())
	}

	m := napMatch(t, 6)
	srv.say(napState(t, m, "S"))
	settle(a)
	tok, mv := plainMove(t, m)
	st := m.State()
	for _, pl := range st.Pieces() { // the other army's piece does not move
		if pl.Piece.Seat() == napoleon.North {
			a.Drag(a.At(pl.Sq.String()), a.At(mv.To.String()))
			settle(a)
			if got := room.NapoleonTurn(); got != "" {
				t.Fatalf("dragging North's %s built %q", pl.Sq, got)
			}
			break
		}
	}
	// the piece follows the finger on its way (drawn off its square), then lands
	screen := gametest.NewScreen(gametest.ShotViews[3].V)
	still := drawn(a, screen)
	from, to := a.At(mv.From.String()), a.At(mv.To.String())
	half := input.Point{X: (from.X + to.X) / 2, Y: (from.Y + to.Y) / 2}
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Down, Pos: from},
		gametest.RawStep{Ph: input.Move, Pos: input.Point{X: from.X + 1, Y: from.Y + 1}},
		gametest.RawStep{Ph: input.Move, Pos: half})
	held := drawn(a, screen)
	if !differs(still, held) {
		t.Fatal("the piece under the finger is drawn where it was")
	}
	if testing.Verbose() {
		gametest.WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "online-napoleon-drag-held.png"), held)
	}
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Move, Pos: to}, gametest.RawStep{Ph: input.Up, Pos: to})
	settle(a)
	if got := room.NapoleonTurn(); got != tok {
		t.Fatalf("dragging %s to %s built %q, want %q", mv.From, mv.To, got, tok)
	}
	if !a.Visible("button:endturn") {
		t.Fatal("no End turn after a dragged move")
	}
}

// TestNapoleonRoomSightShots draws the lines of sight in a room at every shot size in the
// three languages (the Sight chip lit among the turn's buttons).
func TestNapoleonRoomSightShots(t *testing.T) {
	m := napWithSights(t)
	eachShot(t, func(a *gametest.App, shoot func(name string, targets ...string)) {
		srv := &server{}
		room := openNapoleonRoom(t, a, srv)
		srv.say(napState(t, m, "S"))
		settle(a)
		a.Tap(input.Touch, "button:los")
		settle(a)
		if shown, _ := room.NapoleonSights(); !shown {
			t.Fatalf("%v %s: Sight showed no lines", a.View(), a.Shared().Text.Lang().Code())
		}
		shoot("napoleon-sight", "button:los")
	})
}

func hasSight(b napoleon.Bitset) bool { return len(b.Squares()) > 0 }

// A Junqi room slides the last move in as the device does: the other seat's move as its
// state comes, along its way (a rail run's points), drawn on its way and ended after
// junqiboard.SlideTicks frames; the first state slides nothing.
func TestJunqiRoomSlide(t *testing.T) {
	v := gametest.ShotViews[3].V
	a := gametest.NewTestApp(t, v)
	screen := gametest.NewScreen(v)
	srv := &server{}
	room := openRoom(t, a, srv)
	m := playing(t).(*junqi.Match)
	first := m.Moves()[0]
	if err := m.Play(first); err != nil {
		t.Fatal(err)
	}
	st := moveState(t, m, "S")
	st.History, st.Ply = tags+"\n"+first, 1
	srv.say(st)
	settle(a)
	if got := room.JunqiSliding(); got != "" {
		t.Fatalf("the first state slid %q", got)
	}
	var step, from, to string
	for _, tok := range m.Moves() { // a run down a file if North has one (the railway), else a step
		f, e, ok := strings.Cut(tok, "-")
		if !ok {
			continue
		}
		r0, _ := strconv.Atoi(f[1:])
		r1, _ := strconv.Atoi(e[1:])
		run := f[0] == e[0] && abs(r0-r1) > 1
		if step == "" || run {
			step, from, to = tok, f, e
		}
		if run {
			break
		}
	}
	if step == "" {
		t.Fatal("North has no plain move")
	}
	if err := m.Play(step); err != nil {
		t.Fatal(err)
	}
	st = moveState(t, m, "S")
	st.Last, st.Ply = step, 2
	srv.say(st)
	a.Idle()
	got := room.JunqiSliding()
	if !strings.HasPrefix(got, from+"-") || !strings.HasSuffix(got, "-"+to) {
		t.Fatalf("North's %s slides along %q", step, got)
	}
	mid := drawn(a, screen)
	for i := 0; i < junqiboard.SlideTicks; i++ {
		a.Idle()
	}
	if got := room.JunqiSliding(); got != "" {
		t.Fatalf("the slide never ended: %q", got)
	}
	if end := drawn(a, screen); !differs(mid, end) {
		t.Fatal("the slide's frame looks like its end: nothing slid")
	}
	if testing.Verbose() {
		gametest.WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "online-junqi-slide-mid.png"), mid)
	}
	srv.say(st) // the same state again: no new move
	a.Idle()
	if got := room.JunqiSliding(); got != "" {
		t.Fatalf("the same state slid %q again", got)
	}
}

// On a zoomed board a piece carried to the edge of the board's area pans it, every frame
// the finger rests there, as at the device, so a square out of view can be reached.
func TestNapoleonRoomDragPans(t *testing.T) {
	a, room, w := openWaterlooOnPhone(t)
	if !a.Visible(widget.ZoomWholeTarget) {
		t.Fatal("the Waterloo board on a phone is not zoomed")
	}
	from := ""
	for _, tok := range w.Moves() {
		mv, err := napoleon.ParseMove(w.Config().Board, tok)
		if err == nil && a.Visible(mv.From.String()) {
			from = mv.From.String()
			break
		}
	}
	if from == "" {
		t.Fatal("no piece of South's with a move in view")
	}
	p := a.At(from)
	btn, _ := room.Target(widget.ZoomWholeTarget)
	edge := input.Point{X: p.X, Y: btn.Y + btn.H}
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Down, Pos: p},
		gametest.RawStep{Ph: input.Move, Pos: input.Point{X: p.X, Y: p.Y - 24}},
		gametest.RawStep{Ph: input.Move, Pos: edge})
	r0, _ := room.Target(from) // the square the piece left goes down as the view turns north
	a.Step(nil)
	a.Step(nil)
	if r1, ok := room.Target(from); !ok || r1.Y <= r0.Y {
		t.Fatalf("a piece held at the area's edge did not pan the board: %s at y %.0f, then %.0f (shown %v)", from, r0.Y, r1.Y, ok)
	}
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Up, Pos: edge})
	settle(a)
}

// A Junqi room's piece is carried by a finger as at the device: while deploying, dropped on
// another of one's pieces it swaps with it (when the rules allow); at one's turn, dropped
// on a point it may reach it sends the move; North's piece is not carried.
func TestJunqiRoomDrag(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	srv.say(proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SN", History: tags,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "free"}})
	settle(a)
	before := room.Deployment()
	swapped := false
	for _, q := range []string{"b2", "c2", "d2", "a2", "e2", "a3"} { // a swap the rules allow
		a.Drag(a.At("a1"), a.At(q))
		settle(a)
		if room.Deployment() != before {
			swapped = true
			break
		}
	}
	if !swapped {
		t.Fatal("no drag of a1 onto its neighbours swapped them")
	}
	m := playing(t)
	srv.say(moveState(t, m, "S"))
	settle(a)
	tok := ""
	for _, mt := range a.LegalMoves() {
		if strings.Contains(mt, "-") {
			tok = mt
			break
		}
	}
	from, to, _ := strings.Cut(tok, "-")
	sent := len(srv.acts())
	a.Drag(a.At("a12"), a.At(to)) // North's corner
	settle(a)
	if len(srv.acts()) != sent {
		t.Fatalf("dragging North's piece sent %+v", srv.acts()[sent:])
	}
	screen := gametest.NewScreen(gametest.ShotViews[3].V)
	still := drawn(a, screen)
	p, q := a.At(from), a.At(to)
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Down, Pos: p},
		gametest.RawStep{Ph: input.Move, Pos: input.Point{X: p.X + 30, Y: p.Y - 30}})
	held := drawn(a, screen)
	if !differs(still, held) {
		t.Fatal("the piece under the finger is drawn where it was")
	}
	if testing.Verbose() {
		gametest.WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "online-junqi-drag-held.png"), held)
	}
	a.Gesture(input.Touch, 9, gametest.RawStep{Ph: input.Move, Pos: q}, gametest.RawStep{Ph: input.Up, Pos: q})
	settle(a)
	acts := srv.acts()
	if len(acts) != sent+1 || acts[sent].Act != proto.ActMove || acts[sent].Arg != tok {
		t.Fatalf("dragging %s to %s sent %+v, want the move %s", from, to, acts[sent:], tok)
	}
}
