package onlinescreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/napoleonview"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/setup"
	"warboard/game/sound"
	"warboard/game/widget"
	"warboard/rules/napoleon"
	"warboard/rules/referee"
)

const (
	napTags      = "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=4\"]\n"
	waterlooTags = "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n[Terrain \"g7=forest h8=hill i9=marsh\"]\n"
)

// napMatch is an 8×8 match with both armies set up at random, as the server holds it.
func napMatch(t *testing.T, seed uint64) *napoleon.Match { return napMatchOf(t, napTags, seed) }

func napMatchOf(t *testing.T, tags string, seed uint64) *napoleon.Match {
	t.Helper()
	g, err := napoleonview.GameOf(tags)
	if err != nil {
		t.Fatal(err)
	}
	u, err := napoleon.NewSetup(g.Cfg, g.Rule)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range g.Cfg.Armies.Order() {
		d, err := napoleonview.NewDeployment(g, x, seed+uint64(x))
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := napoleon.ParsePositionOf(g.Cfg, d.List())
		for _, pl := range ps {
			if err := u.Place(x, pl.Sq, pl.Piece); err != nil {
				t.Fatal(err)
			}
		}
	}
	m, err := u.Start(napoleon.South)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func napState(t *testing.T, m *napoleon.Match, seat string) proto.Msg {
	t.Helper()
	v, err := referee.View(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := proto.Msg{T: proto.State, ID: "QW2ER3", Seat: seat, Phase: "move", Turn: m.Turn(), View: v, Result: "ongoing",
		Seats: map[string]string{"S": "person", "N": "person"}, Ply: m.NumTokens(), History: napTags}
	if m.Turn() == seat {
		st.Moves = strings.Join(m.Moves(), " ")
	}
	return st
}

func napDeploy(seat string) proto.Msg {
	return proto.Msg{T: proto.State, ID: "QW2ER3", Seat: seat, Phase: "deploy", Turn: "SN", History: napTags,
		Result: "ongoing", Seats: map[string]string{"S": "person", "N": "free"}, Text: "S joined"}
}

// openNapoleonRoom goes New game → Napoleon → Play online in the test app.
func openNapoleonRoom(t *testing.T, a *gametest.App, srv *server) *onlinescreen.Room {
	t.Helper()
	return openRoomOf(t, a, srv, "button:napoleon", nil)
}

// A Napoleon room: made from the options, the army set up in secret (taps swap, Random
// deals again, Ready sends a legal set-up), then a turn built by taps — a move and a
// cannon turned by its facing handle — sent by End turn; Undo takes the turn back.
func TestNapoleonRoom(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	if c := srv.sent[0]; c.T != proto.Create || c.Tags["Game"] != "napoleon" || c.Tags["Board"] == "" {
		t.Fatalf("the app sent %+v, want a create of a Napoleon room", c)
	}
	srv.say(napDeploy("S"))
	settle(a)
	if !a.Visible("button:ready") || !a.Visible("button:random") {
		t.Fatal("no Ready or Random set-up while setting up")
	}
	g, _ := napoleonview.GameOf(napTags)
	before := room.Deployment()
	ps, err := napoleon.ParsePositionOf(g.Cfg, before)
	if err != nil || len(ps) != g.Rule.Size() {
		t.Fatalf("the set-up shown is %q (%v)", before, err)
	}
	p, q := twoKinds(ps)
	a.Tap(input.Touch, p)
	a.Tap(input.Touch, q)
	settle(a)
	if room.Deployment() == before {
		t.Fatalf("tapping %s then %s swapped nothing", p, q)
	}
	a.Tap(input.Touch, p)
	a.Tap(input.Touch, "h8") // North's back rank: refused, said
	settle(a)
	if !strings.Contains(a.Scene().(*onlinescreen.Room).Problem(), "outside") {
		t.Errorf("a piece put in North's zone: the problem said is %q", room.Problem())
	}
	old := room.Deployment()
	a.Tap(input.Touch, "button:random")
	settle(a)
	if room.Deployment() == old {
		t.Error("Random set-up dealt the same set-up")
	}
	a.Tap(input.Touch, "button:ready")
	settle(a)
	acts := srv.acts()
	if len(acts) != 1 || acts[0].Act != proto.ActDeploy || acts[0].Arg != room.Deployment() {
		t.Fatalf("acts %+v, want one deploy of %q", acts, room.Deployment())
	}
	if errs := napoleon.ValidateSetup(g.Cfg, g.Rule, napoleon.South, mustPos(t, g, acts[0].Arg)); len(errs) > 0 {
		t.Fatalf("the set-up sent is not legal: %v", errs)
	}
	if a.Visible("button:ready") {
		t.Fatal("Ready still offered once the set-up is sent")
	}

	// Play: a move by two taps, a cannon turned, End turn sends them as one turn.
	m := napMatch(t, 9)
	srv.say(napState(t, m, "S"))
	settle(a)
	if len(a.LegalMoves()) == 0 {
		t.Fatal("no legal moves while South is to move")
	}
	tok := ""
	for _, mt := range m.Moves() {
		mv, _ := napoleon.ParseMove(g.Cfg.Board, mt)
		st := m.State()
		if st.At(mv.From).Kind() != napoleon.Cannon && !mv.IsPush() {
			tok = mt
			break
		}
	}
	mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
	a.Tap(input.Touch, mv.From.String())
	a.Tap(input.Touch, mv.To.String())
	settle(a)
	if !a.Visible("button:endturn") || !a.Visible("button:undo") || len(srv.acts()) != 1 {
		t.Fatalf("after the move's two taps: End turn %v, Undo %v, acts %d", a.Visible("button:endturn"), a.Visible("button:undo"), len(srv.acts()))
	}
	cannon, face := turnSouthCannon(a, m.State())
	want := tok + " " + cannon.String() + ">" + face.String()
	if got := room.NapoleonTurn(); got != want {
		t.Fatalf("the turn built is %q, want %q", got, want)
	}
	a.Tap(input.Touch, "button:undo")
	settle(a)
	if room.NapoleonTurn() != "" || a.Visible("button:endturn") {
		t.Fatalf("Undo left %q", room.NapoleonTurn())
	}
	a.Tap(input.Touch, mv.From.String())
	a.Tap(input.Touch, mv.To.String())
	a.Tap(input.Touch, cannon.String())
	settle(a)
	a.Tap(input.Touch, cannon.String()+">"+face.String())
	settle(a)
	a.Tap(input.Touch, "button:endturn")
	settle(a)
	acts = srv.acts()
	if last := acts[len(acts)-1]; last.Act != proto.ActMove || last.Arg != want {
		t.Fatalf("sent %+v, want the turn %q", last, want)
	}
	if err := m.Play(want); err != nil {
		t.Fatalf("the rules refuse the turn sent: %v", err)
	}
	if len(a.LegalMoves()) != 0 || a.Visible("button:endturn") {
		t.Fatal("the turn is still offered while it is on its way")
	}
	// North's turn: South's taps do nothing; then the end is said.
	srv.say(napState(t, m, "S"))
	settle(a)
	a.Tap(input.Touch, mv.To.String())
	settle(a)
	if room.NapoleonTurn() != "" || len(srv.acts()) != len(acts) {
		t.Fatal("a tap while North is to move acted")
	}
	if err := m.Play("resign"); err != nil {
		t.Fatal(err)
	}
	over := napState(t, m, "S")
	over.Phase, over.Turn, over.Result = "over", "", m.Result()
	srv.say(over)
	settle(a)
	if st := room.OnlineState(); st["result"] != m.Result() || st["phase"] != "over" {
		t.Fatalf("at the end the room says %+v, want the result %q", st, m.Result())
	}
}

// napSettingUp is an 8×8 Napoleon room on a tablet, South setting up its army.
func napSettingUp(t *testing.T) (*gametest.App, *server, *onlinescreen.Room, napoleonview.Game) {
	t.Helper()
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	srv.say(napDeploy("S"))
	settle(a)
	g, _ := napoleonview.GameOf(napTags)
	return a, srv, room, g
}

// twoKinds are the squares of the first piece of a set-up and of the next of another kind.
func twoKinds(ps []napoleon.Placed) (p, q string) {
	for _, pl := range ps[1:] {
		if pl.Piece.Kind() != ps[0].Piece.Kind() {
			return ps[0].Sq.String(), pl.Sq.String()
		}
	}
	return "", ""
}

func mustPos(t *testing.T, g napoleonview.Game, s string) []napoleon.Placed {
	t.Helper()
	ps, err := napoleon.ParsePositionOf(g.Cfg, s)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Every Napoleon setup made with the army a room plays is offered online (two armies on
// each preset board, Waterloo with 3 and 4 armies, teams, terrain); another army is not.
func TestNapoleonOffered(t *testing.T) {
	d := onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", (&server{}).dial)
	nap := func(f func(n *setup.NapoleonSetup)) setup.Setup {
		s := setup.Default(setup.Napoleon)
		f(&s.Napoleon)
		return s
	}
	for name, c := range map[string]struct {
		s    setup.Setup
		want bool
	}{
		"8x8":        {nap(func(n *setup.NapoleonSetup) {}), true},
		"10x10":      {nap(func(n *setup.NapoleonSetup) { n.SetBoard("10") }), true},
		"15x15":      {nap(func(n *setup.NapoleonSetup) { n.SetBoard("15") }), true},
		"16x8":       {nap(func(n *setup.NapoleonSetup) { n.SetBoard("16x8") }), true},
		"waterloo 3": {nap(func(n *setup.NapoleonSetup) { n.SetBoard("15"); n.Armies, n.Army, n.ArmySize = 3, setup.Army16, 16 }), true},
		"waterloo 2v2": {nap(func(n *setup.NapoleonSetup) {
			n.SetBoard("15")
			n.Armies, n.Teams, n.Army, n.ArmySize = 4, "SN EW", setup.Army16, 16
		}), true},
		"8x8 20 pieces": {nap(func(n *setup.NapoleonSetup) { n.Army = setup.Army20 }), false},
		"waterloo 30":   {nap(func(n *setup.NapoleonSetup) { n.SetBoard("15"); n.Armies, n.Army = 3, setup.Army30 }), false},
		"junqi":         {setup.Default(setup.Junqi), true},
	} {
		if got := d.Offers(c.s); got != c.want {
			t.Errorf("%s: offered %v, want %v", name, got, c.want)
		}
	}
}

// TestNapoleonShots draws a Napoleon room while setting up and in play (8×8, and a
// Waterloo 2v2 on 15×15 with terrain) at every shot size in the three languages, and checks
// every button is on screen.
func TestNapoleonShots(t *testing.T) {
	m := napMatch(t, 4)
	w := napMatchOf(t, waterlooTags, 4)
	eachShot(t, func(a *gametest.App, shot func(name string, targets ...string)) {
		shoot := func(name string) { t.Helper(); shot("napoleon-" + name) }
		srv := &server{}
		openNapoleonRoom(t, a, srv)
		srv.say(napDeploy("S"))
		settle(a)
		shoot("setup")
		// cleared: the reserve in the tray, a kind picked
		a.Tap(input.Touch, "button:clear")
		settle(a)
		a.Tap(input.Touch, "reserve:G")
		settle(a)
		shoot("reserve")
		st := napState(t, m, "S")
		srv.say(st)
		settle(a)
		mv, _ := napoleon.ParseMove(m.Config().Board, m.Moves()[0])
		tapSquare(a, mv.From.String())
		shoot("play")
		tapSquare(a, mv.To.String())
		shoot("moved")
		// the turn and the resting piece, as the device's side panel says them
		rm, _ := restMatch(t)
		if err := rm.Play(rm.Moves()[0]); err != nil {
			t.Fatal(err)
		}
		sayWithHistory(t, a, srv, rm, "S")
		shoot("resting")
		// a Waterloo room, East's view, East to move
		a.GoTo("button:leave", "options")
		a.GoTo("button:online", "online-create")
		a.GoTo("button:make", "online")
		settle(a)
		for w.Turn() != "E" {
			if err := w.Play(w.Moves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		ws := napState(t, w, "E")
		ws.History = waterlooTags + "\n" + strings.Join(w.Tokens(), " ")
		ws.Seats = map[string]string{"S": "person", "E": "person", "N": "computer", "W": "computer"}
		srv.say(ws)
		settle(a)
		shoot("waterloo")
	})
}

// Play online with an army a room does not play says so and makes no room.
func TestNapoleonOtherArmyNotOffered(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	a.Reveal("option:army:" + setup.Army20)
	a.GoTo("option:army:"+setup.Army20, "options")
	a.GoTo("button:online", "options")
	if got, want := a.Shared().Notice, a.Shared().Text.T(i18n.OnlineErrArmy); got != want || len(srv.sent) != 0 {
		t.Fatalf("the notice is %q (want %q), sent %+v", got, want, srv.sent)
	}
}

// On a phone a Waterloo board zooms as at the device: zoomed in at first on the seat's
// side, Whole board shows it all, a tap on the whole board zooms in there without acting,
// the next tap picks the piece.
func TestNapoleonZoom(t *testing.T) {
	a, room, w := openWaterlooOnPhone(t)
	if !a.Visible(widget.ZoomWholeTarget) {
		t.Fatalf("a 15×15 board on a %v phone is not zoomed", a.View())
	}
	mv, _ := napoleon.ParseMove(w.Config().Board, w.Moves()[0])
	a.GoTo(widget.ZoomWholeTarget, "online")
	settle(a)
	if !a.Visible(widget.ZoomInTarget) {
		t.Fatal("Whole board did not show the whole board")
	}
	a.TapAt(a.At(mv.From.String()))
	settle(a)
	if !a.Visible(widget.ZoomWholeTarget) || room.OnlineState()["selected"] != "" {
		t.Fatalf("a tap on the whole board: zoomed %v, selected %q", a.Visible(widget.ZoomWholeTarget), room.OnlineState()["selected"])
	}
	a.TapAt(a.At(mv.From.String()))
	settle(a)
	if got := room.OnlineState()["selected"]; got != mv.From.String() {
		t.Fatalf("the tap on the zoomed board picked %q, want %s", got, mv.From)
	}
}

// tapSquare taps a square as a person does on a zoomed board: one out of the zoomed view
// is reached by Whole board and a tap on it there (which zooms in on it), then the tap.
func tapSquare(a *gametest.App, name string) {
	a.T.Helper()
	if !a.Visible(name) && a.Visible(widget.ZoomWholeTarget) {
		a.Tap(input.Touch, widget.ZoomWholeTarget)
		settle(a)
		a.TapAt(a.At(name))
		settle(a)
	}
	a.Tap(input.Touch, name)
	settle(a)
}

// A Napoleon room plays the sound of each new turn once: nothing for the first state, a
// move, then the end.
func TestNapoleonRoomSounds(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	rec := &soundRecorder{}
	a.Shared().Sound = sound.NewCue(rec, nil)
	srv := &server{}
	openNapoleonRoom(t, a, srv)
	m := napMatch(t, 3)
	srv.say(napState(t, m, "S"))
	settle(a)
	if len(rec.played) != 0 {
		t.Fatalf("the first state played %v", rec.played)
	}
	tok := ""
	for _, mt := range m.Moves() {
		if !strings.Contains(mt, "x") {
			tok = mt
			break
		}
	}
	if err := m.Play(tok); err != nil {
		t.Fatal(err)
	}
	st := napState(t, m, "S")
	st.History, st.Last = "", tok
	srv.say(st)
	settle(a)
	srv.say(st) // the same state again: nothing new
	settle(a)
	if len(rec.played) != 1 || rec.played[0] != sound.Move {
		t.Fatalf("after %s: played %v, want one move", tok, rec.played)
	}
	st.Ply, st.Last, st.Phase, st.Turn, st.Result = st.Ply+1, "resign", "over", "", "S resign"
	srv.say(st)
	settle(a)
	if len(rec.played) != 2 || rec.played[1] != sound.End {
		t.Fatalf("at the end: played %v", rec.played)
	}
}

// A cannon moves by two taps, also to a square beside it: its facing handles wait until the
// move is made (a handle over the target took the second tap, and no turn was built); then
// they show, and one turns it.
func TestNapoleonRoomCannonMove(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	g, _ := napoleonview.GameOf(napTags)
	for seed := uint64(1); seed < 40; seed++ {
		m := napMatch(t, seed)
		st := m.State()
		tok := ""
		var mv napoleon.Move
		for _, mt := range m.Moves() {
			mv, _ = napoleon.ParseMove(g.Cfg.Board, mt)
			near := max(abs(mv.From.File()-mv.To.File()), abs(mv.From.Rank()-mv.To.Rank())) == 1
			if st.At(mv.From).Kind() == napoleon.Cannon && !mv.IsPush() && near {
				tok = mt
				break
			}
		}
		if tok == "" {
			continue
		}
		srv.say(napState(t, m, "S"))
		settle(a)
		a.Tap(input.Touch, mv.From.String())
		settle(a)
		if a.Visible(mv.From.String()+">N") || a.Visible(mv.From.String()+">S") {
			t.Fatalf("the cannon on %s shows its facing handles before it moved", mv.From)
		}
		a.Tap(input.Touch, mv.To.String())
		settle(a)
		if got := room.NapoleonTurn(); got != tok {
			t.Fatalf("tapping %s then %s built %q, want %q", mv.From, mv.To, got, tok)
		}
		face := (st.At(mv.From).Facing() + 4) % 8
		target := mv.To.String() + ">" + face.String()
		if !a.Visible(target) {
			t.Fatalf("the cannon that moved to %s shows no handle %s", mv.To, target)
		}
		a.Tap(input.Touch, target)
		settle(a)
		if got, want := room.NapoleonTurn(), tok+" "+target; got != want {
			t.Fatalf("the turn built is %q, want %q", got, want)
		}
		return
	}
	t.Fatal("no cannon move to a square beside it in 40 openings")
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// openWaterlooOnPhone opens a Waterloo room (2v2, 15×15) on a phone, South to move: the
// board shows zoomed.
func openWaterlooOnPhone(t *testing.T) (*gametest.App, *onlinescreen.Room, *napoleon.Match) {
	t.Helper()
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	w := napMatchOf(t, waterlooTags, 4)
	st := napState(t, w, "S")
	st.History = waterlooTags
	srv.say(st)
	settle(a)
	return a, room, w
}

// turnSouthCannon turns South's first cannon a quarter round by taps (the cannon, then
// its facing handle) and says which and to where.
func turnSouthCannon(a *gametest.App, st napoleon.State) (napoleon.Square, napoleon.Dir) {
	cannon := napoleon.NoSquare
	for _, pl := range st.Pieces() {
		if pl.Piece.Seat() == napoleon.South && pl.Piece.Kind() == napoleon.Cannon {
			cannon = pl.Sq
			break
		}
	}
	face := (st.At(cannon).Facing() + 2) % 8
	a.Tap(input.Touch, cannon.String())
	settle(a)
	a.Tap(input.Touch, cannon.String()+">"+face.String())
	settle(a)
	return cannon, face
}
