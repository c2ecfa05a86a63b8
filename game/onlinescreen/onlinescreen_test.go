package onlinescreen_test

import (
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/online/client"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
	"warboard/rules/record"
	"warboard/rules/referee"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// server is the far end of the test app's connections: it answers create and join as
// cmd/server does and lets the test send states; what the app sends is kept.
type server struct {
	sink   func(client.Event)
	sent   []proto.Msg
	refuse bool
}

type conn struct{ s *server }

func (c conn) Send(data []byte) error {
	m, err := proto.Decode(data)
	if err != nil {
		return err
	}
	c.s.sent = append(c.s.sent, m)
	switch m.T {
	case proto.Create:
		c.s.say(proto.Msg{T: proto.Created, ID: "QW2ER3", Text: "http://h/?room=QW2ER3"})
	case proto.Join:
		c.s.say(proto.Msg{T: proto.Joined, ID: m.ID, Seat: "S", Token: "tok"})
	}
	return nil
}
func (conn) Close() {}

func (s *server) dial(url string, sink func(client.Event)) client.Conn {
	s.sink = sink
	if s.refuse {
		sink(client.Event{Kind: client.Closed, Err: errors.New("refused")})
	} else {
		sink(client.Event{Kind: client.Opened})
	}
	return conn{s}
}

func (s *server) say(m proto.Msg) { s.sink(client.Event{Kind: client.Message, Data: proto.Encode(m)}) }

func (s *server) acts() []proto.Msg {
	var out []proto.Msg
	for _, m := range s.sent {
		if m.T == proto.Act {
			out = append(out, m)
		}
	}
	return out
}

const tags = "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n"

// playing is a 2p dark match deployed at random, as the server holds it.
func playing(t *testing.T) referee.Match {
	t.Helper()
	return playingOf(t, tags, junqi.TwoPlayer, rand.NewPCG(3, 4))
}

// playingOf is a dark match on board k with tags, deployed at random from src.
func playingOf(t *testing.T, tags string, k junqi.BoardKind, src rand.Source) referee.Match {
	t.Helper()
	s, err := junqi.NewRandomState(junqi.DefaultConfig(k, junqi.Dark), src)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(tags + "[Position \"" + s.PositionString() + "\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	m, err := referee.Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func moveState(t *testing.T, m referee.Match, seat string) proto.Msg {
	v, err := referee.View(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := proto.Msg{T: proto.State, ID: "QW2ER3", Seat: seat, Phase: "move", Turn: m.Turn(), View: v,
		Seats: map[string]string{"S": "person", "N": "person away"}, Ply: 1}
	if m.Turn() == seat {
		st.Moves = strings.Join(m.Moves(), " ")
	}
	return st
}

// openRoom goes New game → Junqi (2p 暗棋) → Play online in the test app, a person away
// five minutes losing the game.
func openRoom(t *testing.T, a *gametest.App, srv *server) *onlinescreen.Room {
	t.Helper()
	return openRoomOf(t, a, srv, "button:junqi", []string{"option:board:2p", "option:mode:dark"},
		"option:away:forfeit", "option:after:5")
}

// openRoomOf goes New game → game → the options tapped → Play online → the create step's
// choices tapped → Make the room.
func openRoomOf(t *testing.T, a *gametest.App, srv *server, game string, options []string, create ...string) *onlinescreen.Room {
	t.Helper()
	a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
	a.GoTo("button:new", "newgame")
	a.GoTo(game, "options")
	for _, o := range options {
		a.GoTo(o, "options")
	}
	a.GoTo("button:online", "online-create")
	for _, c := range create {
		a.GoTo(c, "online-create")
	}
	a.GoTo("button:make", "online")
	settle(a)
	return a.Scene().(*onlinescreen.Room)
}

// settle runs the frames the fake server's answers take: each answer is read on the frame
// after it came, and may make the next message.
func settle(a *gametest.App) {
	for i := 0; i < 4; i++ {
		a.Idle()
	}
}

func TestCreateDeployPlay(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	if len(srv.sent) < 2 || srv.sent[0].T != proto.Create || srv.sent[0].Tags["Mode"] != "dark" || srv.sent[0].Players["N"] != "person" ||
		srv.sent[0].AwayDo != proto.AwayForfeit || srv.sent[0].Away != 300 {
		t.Fatalf("the app sent %+v, want a create of a dark room with North a person", srv.sent)
	}
	if st := room.OnlineState(); st["room"] != "QW2ER3" || st["seat"] != "S" {
		t.Fatalf("room %+v", st)
	}
	if b, err := a.Store.Load("online-QW2ER3"); err != nil || string(b) != "S tok" {
		t.Fatalf("the token is not kept: %q %v", b, err)
	}
	// Deployment: swap two pieces by taps, then Ready sends a legal layout of South.
	srv.say(proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SN", History: tags,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "free"}})
	settle(a)
	if !a.Visible("button:ready") || !a.Visible("button:random") {
		t.Fatal("no Ready or Random layout while deploying")
	}
	before := room.Deployment()
	swapped := false
	for _, q := range []string{"b2", "c2", "d2", "a2", "e2", "a3"} { // a swap the rules allow
		a.Tap(input.Touch, "a1")
		a.Tap(input.Touch, q)
		settle(a)
		if room.Deployment() != before {
			swapped = true
			break
		}
	}
	if !swapped {
		t.Fatal("no swap of a1 with its neighbours was taken")
	}
	a.Tap(input.Touch, "button:ready")
	settle(a)
	acts := srv.acts()
	if len(acts) != 1 || acts[0].Act != proto.ActDeploy {
		t.Fatalf("acts %+v, want one deploy", acts)
	}
	if _, err := junqi.LayoutFromPlacements(junqi.TwoPlayer, junqi.South, acts[0].Arg); err != nil {
		t.Fatalf("the deployment sent is not legal: %v", err)
	}
	if a.Visible("button:ready") {
		t.Fatal("Ready still offered once the deployment is sent")
	}
	// Refused when its turn came: placed again, not stuck as sent.
	srv.say(proto.Msg{T: proto.Error, Code: proto.CodeIllegal, Err: "a bomb on the front rank"})
	settle(a)
	if !a.Visible("button:ready") {
		t.Fatal("a refused deployment cannot be sent again")
	}
	// Play: the seat's moves come from the state; a tap on a start and one on an end send it.
	m := playing(t)
	srv.say(moveState(t, m, "S"))
	settle(a)
	moves := a.LegalMoves()
	if len(moves) == 0 {
		t.Fatal("no legal moves on screen while South is to move")
	}
	tok := moves[0]
	i := strings.IndexAny(tok, "-x")
	a.Tap(input.Touch, tok[:i])
	a.Tap(input.Touch, tok[i+1:])
	settle(a)
	acts = srv.acts()
	if last := acts[len(acts)-1]; last.Act != proto.ActMove || last.Arg != tok {
		t.Fatalf("sent %+v, want the move %s", last, tok)
	}
	if len(a.LegalMoves()) != 0 {
		t.Fatal("moves still offered while the move is on its way")
	}
	// A refusal is said in words and the room goes on.
	srv.say(proto.Msg{T: proto.Error, Code: proto.CodeIllegal, Err: "that piece cannot move there"})
	settle(a)
	if st := room.OnlineState(); st["problem"] != proto.CodeIllegal {
		t.Fatalf("after a refusal: %+v", st)
	}
	// Asked about a draw: Accept and Decline, nothing else to do.
	draw := moveState(t, m, "S")
	draw.Phase, draw.Turn, draw.Moves = "draw", "S", ""
	srv.say(draw)
	settle(a)
	if a.Visible("button:resign") || !a.Visible("button:decline") {
		t.Fatal("a draw offer does not ask Accept or Decline alone")
	}
	a.Tap(input.Touch, "button:accept")
	settle(a)
	if acts := srv.acts(); acts[len(acts)-1].Act != proto.ActAccept {
		t.Fatalf("sent %+v, want accept", acts[len(acts)-1])
	}
	// Resign takes two taps.
	srv.say(moveState(t, m, "S"))
	settle(a)
	a.Tap(input.Touch, "button:resign")
	settle(a)
	if n := len(srv.acts()); srv.acts()[n-1].Act == proto.ActResign {
		t.Fatal("one tap on Resign resigned")
	}
	a.Tap(input.Touch, "button:confirm")
	settle(a)
	if acts := srv.acts(); acts[len(acts)-1].Act != proto.ActResign {
		t.Fatalf("sent %+v after confirming, want resign", acts[len(acts)-1])
	}
	// Leave goes back to the options; the token stays for a later join.
	a.GoTo("button:leave", "options")
	if _, err := a.Store.Load("online-QW2ER3"); err != nil {
		t.Fatal("leaving forgot the token")
	}
}

func TestJoinByCodeAndNoServer(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{refuse: true}
	a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
	a.GoTo("button:new", "newgame")
	a.GoTo("button:online-join", "online-join")
	j := a.Scene().(*onlinescreen.Join)
	j.Field().SetText("not a code")
	a.GoTo("button:join", "online-join") // refused at the device: no room has that code
	j.Field().SetText("http://h/?room=qw2er3")
	a.GoTo("button:join", "online")
	settle(a)
	room := a.Scene().(*onlinescreen.Room)
	if st := room.OnlineState(); st["room"] != "QW2ER3" || st["problem"] != client.CodeNoServer {
		t.Fatalf("a join with no server: %+v", st)
	}
	// The problem is said in every language, naming the server.
	for _, l := range i18n.Langs() {
		a.Shared().Text.SetLang(l)
		if txt := a.Shared().Text.T(i18n.OnlineNoServer, "127.0.0.1:8080"); !strings.Contains(txt, "127.0.0.1:8080") {
			t.Errorf("%v: %q", l, txt)
		}
	}
	a.GoTo("button:leave", "newgame")
}

// TestOnlineShots draws the online screens at every shot size in the three languages:
// the options with Play online, the join screen, a room waiting for its second player
// while deploying, a game in play with a refusal shown, and a server that does not answer, and the desktop app's server screen.
func TestOnlineShots(t *testing.T) {
	m := playing(t)
	eachShot(t, func(a *gametest.App, shoot func(name string, targets ...string)) {
		srv := &server{}
		a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
		a.GoTo("button:new", "newgame")
		shoot("newgame")
		a.GoTo("button:junqi", "options")
		shoot("options")
		a.GoTo("button:online", "online-create")
		shoot("create")
		a.GoTo("button:make", "online")
		settle(a)
		srv.say(proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SN", History: tags,
			View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "free"},
			News: proto.NewsJoined + " S", Text: proto.NewsText(proto.NewsJoined + " S")}) // as the server says it
		settle(a)
		shoot("waiting", "button:layouts")
		a.GoTo("button:layouts", "layouts")
		shoot("layouts")
		a.LayoutsDo(gametest.EntryTarget(layouts.JunqiBuiltins()[0].ID, "load"), "online") // the flag on b1
		a.Tap(input.Touch, "b1")
		a.Tap(input.Touch, "a6") // refused: the flag stands on a headquarters
		settle(a)
		shoot("swap-refused")
		srv.say(moveState(t, m, "S"))
		settle(a)
		a.Tap(input.Touch, strings.SplitN(a.LegalMoves()[0], "-", 2)[0])
		srv.say(proto.Msg{T: proto.Error, Code: proto.CodeIllegal, Err: "that piece cannot move there"})
		settle(a)
		shoot("play")
		a.GoTo("button:leave", "options")
		a.GoTo("button:back", "newgame")
		srv.refuse = true
		a.GoTo("button:online-join", "online-join")
		shoot("join")
		a.GoTo("button:server", "online-server") // the desktop app's server (server.go)
		a.Scene().(*onlinescreen.ServerScreen).Field().SetText("not a server")
		a.GoTo("button:ok", "online-server")
		shoot("server")
		a.GoTo("button:back", "online-join")
		a.Scene().(*onlinescreen.Join).Field().SetText("QW2ER3")
		a.GoTo("button:join", "online")
		settle(a)
		shoot("noserver")
	})
}

// eachShot runs body at every shot size (the first only under -short) in the three
// languages, each time on a fresh app in that language. Its shoot draws the screen (a
// room until its board's art is made), writes it as online-<name>-<lang>-<size>.png in the
// artefacts and fails the test for a button off the screen or a target named not on it.
func eachShot(t *testing.T, body func(a *gametest.App, shoot func(name string, targets ...string))) {
	t.Helper()
	dir := ebitentest.ArtefactsDir(t)
	views := gametest.ShotViews
	if testing.Short() {
		views = views[:1]
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range i18n.Langs() {
			a := gametest.NewTestApp(t, sv.V)
			a.Shared().Text.SetLang(lang)
			body(a, func(name string, targets ...string) {
				t.Helper()
				room, _ := a.Scene().(*onlinescreen.Room)
				for i := 0; i < 60 && (i == 0 || room != nil && room.Pending()); i++ {
					a.SetDirty(true)
					a.Draw(screen)
				}
				gametest.WritePNG(t, filepath.Join(dir, "online-"+name+"-"+lang.Code()+"-"+sv.Name+".png"), gametest.Snapshot(screen))
				checkOnScreen(t, a, sv.Name, lang.Code())
				for _, target := range targets {
					r, ok := a.Scene().Target(target)
					if !ok || !r.In(a.View().Bounds()) {
						t.Errorf("%s %s %s: %s %+v (%v) is not on the screen", sv.Name, lang.Code(), name, target, r, ok)
					}
				}
			})
		}
	}
}

// checkOnScreen: every button of the online screen lies on the screen.
func checkOnScreen(t *testing.T, a *gametest.App, size, lang string) {
	t.Helper()
	for _, name := range []string{"button:leave", "button:ready", "button:random", "button:copy", "button:resign",
		"button:draw", "button:takeback", "button:join", "button:back", "button:online", "button:online-join", "button:start",
		"button:make", "option:away:computer", "option:away:forfeit", "option:after:10", "option:hints:off", "button:server", "button:ok", "button:layouts"} {
		r, ok := a.Scene().Target(name)
		if ok && !r.In(a.View().Bounds()) {
			t.Errorf("%s %s %s: %s %+v is off the screen", size, lang, a.SceneName(), name, r)
		}
	}
}

// roomAtPlay is a two-person dark Junqi room on a tablet, past its deployments, and the
// state of a game under way for South to move, not yet said.
func roomAtPlay(t *testing.T) (*gametest.App, *server, proto.Msg) {
	t.Helper()
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	openRoom(t, a, srv)
	srv.say(proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SN", History: tags,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "person"}})
	settle(a)
	return a, srv, moveState(t, playing(t), "S")
}

// Take back is offered when the server says the seat may ask it (a move of its own, the
// seat still in the game, no battle since where ranks are hidden), and only then: a seat
// out of a free-for-all, or one that has not moved, had a button that did nothing.
func TestTakeBackOfferedWhenTheServerSays(t *testing.T) {
	a, srv, st := roomAtPlay(t)
	st.Ply = 3
	srv.say(st)
	settle(a)
	if a.Visible("button:takeback") {
		t.Fatal("Take back offered where the server does not allow it")
	}
	st.Undo = proto.UndoOK
	srv.say(st)
	settle(a)
	if !a.Visible("button:takeback") {
		t.Fatal("no Take back where the server allows it")
	}
	a.Tap(input.Touch, "button:takeback")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActTakeBack {
		t.Fatalf("sent %+v, want a take back", act)
	}
}

// A state that moves nothing (here North's connection coming back) keeps the piece the
// seat picked: the tap on its target still plays the move (it picked nothing, and the
// move was lost, when every state built the board anew).
func TestPickKeptOverAStateOfTheSamePly(t *testing.T) {
	a, srv, st := roomAtPlay(t)
	srv.say(st)
	settle(a)
	tok := a.LegalMoves()[0]
	i := strings.IndexAny(tok, "-x")
	a.Tap(input.Touch, tok[:i])
	settle(a)
	st.Seats = map[string]string{"S": "person", "N": "person"} // North is back
	srv.say(st)
	settle(a)
	a.Tap(input.Touch, tok[i+1:])
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActMove || act.Arg != tok {
		t.Fatalf("sent %+v, want the move %s", act, tok)
	}
}
