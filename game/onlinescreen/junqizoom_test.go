package onlinescreen_test

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/widget"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
	"warboard/rules/referee"
)

const tags4p = "[Game \"junqi\"]\n[Board \"4p\"]\n[Mode \"dark\"]\n"

// playing4p is a four-country dark match deployed at random, as the server holds it.
func playing4p(t *testing.T) referee.Match {
	t.Helper()
	return playingOf(t, tags4p, junqi.FourCountry, rand.NewPCG(5, 6))
}

// deploy4p is the state of a four-country room while every seat deploys.
func deploy4p() proto.Msg {
	return proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SENW", History: tags4p,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "E": "free", "N": "free", "W": "free"}}
}

// open4p opens a four-country room in the test app.
func open4p(t *testing.T, a *gametest.App, srv *server) {
	t.Helper()
	openRoomOf(t, a, srv, "button:junqi", []string{"option:board:4p-ffa", "option:mode:dark"})
}

// TestJunqiRoomZoom: on a 360×640 phone a four-country room's board shows zoomed, as at
// the device, with its Whole board button; a deployment swap is made by taps on the zoomed
// board; in play Whole board shows the whole board, a tap on it zooms in there and acts on
// nothing, and a move is made by taps on the zoomed board. A 2p board on a desktop does not
// zoom.
func TestJunqiRoomZoom(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{}
	open4p(t, a, srv)
	clock := time.Unix(1_900_000_000, 0)
	a.Shared().Online.(*onlinescreen.Door).Now = func() time.Time { return clock }
	srv.say(deploy4p())
	settle(a)
	if !a.Visible(widget.ZoomWholeTarget) {
		t.Fatalf("the four-country board on a %v phone is not zoomed while South deploys", a.View())
	}
	room := a.Scene().(*onlinescreen.Room)
	before := room.Deployment()
	swapped := false
	for _, q := range []string{"Sb1", "Sc1", "Sd1", "Sa2", "Se1", "Sa3"} { // a swap the rules allow
		tapSquare(a, "Sa1")
		tapSquare(a, q)
		if room.Deployment() != before {
			swapped = true
			break
		}
	}
	if !swapped {
		t.Fatal("no swap of Sa1 by taps on the zoomed board")
	}
	if !a.Visible(widget.ZoomWholeTarget) {
		t.Fatal("the swaps left the zoomed board")
	}

	m := playing4p(t)
	st := moveState(t, m, "S")
	st.History = tags4p
	srv.say(st)
	settle(a)
	moves := a.LegalMoves()
	if len(moves) == 0 || m.Turn() != "S" {
		t.Fatalf("South to move has moves %v (turn %s)", moves, m.Turn())
	}
	tok := moves[0]
	i := strings.IndexAny(tok, "-x")
	from, to := tok[:i], tok[i+1:]
	if !a.Visible(widget.ZoomWholeTarget) || !a.Visible(from) {
		t.Fatalf("South's turn does not show its own area zoomed: zoomed %v, %s shows %v", a.Visible(widget.ZoomWholeTarget), from, a.Visible(from))
	}
	zoomed, _ := a.Scene().Target(from)
	a.GoTo(widget.ZoomWholeTarget, "online")
	settle(a)
	if !a.Visible(widget.ZoomInTarget) {
		t.Fatal("Whole board did not show the whole board")
	}
	whole, _ := a.Scene().Target(from)
	if zoomed.W < 1.5*whole.W {
		t.Fatalf("the zoomed tile of %s is %.0f px wide, the whole board's %.0f", from, zoomed.W, whole.W)
	}
	acts := len(srv.acts())
	a.TapAt(a.At(from)) // on the whole board: zooms in there
	settle(a)
	if !a.Visible(widget.ZoomWholeTarget) || !a.Visible(from) {
		t.Fatalf("a tap on %s on the whole board did not zoom in on it", from)
	}
	tapSquare(a, from)
	tapSquare(a, to)
	got := srv.acts()
	if len(got) != acts+1 || got[acts].Act != proto.ActMove || got[acts].Arg != tok {
		t.Fatalf("sent %+v after taps on %s and %s, want the move %s", got[acts:], from, to, tok)
	}
	// A long press on East's hidden piece, brought into view, opens the guesses.
	a.ShowOnBoard("Ea1")
	at := a.At("Ea1")
	a.Step([]input.Raw{{Device: input.Touch, ID: 2, Phase: input.Down, Pos: at, At: a.Now}})
	clock = clock.Add(junqiscreen.LongPress)
	a.Now += junqiscreen.LongPress // the events' clock runs as the door's does
	a.Step(nil)
	a.Step([]input.Raw{{Device: input.Touch, ID: 2, Phase: input.Up, Pos: at, At: a.Now}})
	a.Idle()
	if !room.ChooserOpen() || !a.Visible(widget.ZoomWholeTarget) {
		t.Fatalf("a long press on the zoomed board: guesses %v, zoomed %v", room.ChooserOpen(), a.Visible(widget.ZoomWholeTarget))
	}
	a.Tap(input.Touch, "mark:9")
	settle(a)
	if room.MarkAt("Ea1") != '9' {
		t.Fatalf("the mark on Ea1 is %q", room.MarkAt("Ea1"))
	}

	d := gametest.NewTestApp(t, gametest.ShotViews[4].V)
	srv2 := &server{}
	openRoom(t, d, srv2)
	st = moveState(t, playing(t), "S")
	st.History = tags
	srv2.say(st)
	settle(d)
	if !d.Visible("a1") || !d.Visible("a12") {
		t.Fatal("the 2p board on a desktop does not show whole")
	}
	if d.Visible(widget.ZoomWholeTarget) || d.Visible(widget.ZoomInTarget) {
		t.Fatal("the 2p board on a desktop has the zoom's button")
	}
}

// TestJunqiRoomZoomShots draws a four-country room on the phones, deploying and in play,
// zoomed, in the three languages, every button on screen.
func TestJunqiRoomZoomShots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	m := playing4p(t)
	for _, sv := range gametest.ShotViews[:2] {
		screen := gametest.NewScreen(sv.V)
		for _, lang := range i18n.Langs() {
			a := gametest.NewTestApp(t, sv.V)
			a.Shared().Text.SetLang(lang)
			shoot := func(name string) {
				t.Helper()
				if !a.Visible(widget.ZoomWholeTarget) {
					t.Errorf("%s %s %s: the board is not zoomed", sv.Name, lang.Code(), name)
				}
				a.SetDirty(true)
				a.Draw(screen)
				gametest.WritePNG(t, filepath.Join(dir, "online-4p-"+name+"-"+lang.Code()+"-"+sv.Name+".png"), gametest.Snapshot(screen))
				checkOnScreen(t, a, sv.Name, lang.Code())
			}
			srv := &server{}
			open4p(t, a, srv)
			srv.say(deploy4p())
			settle(a)
			shoot("deploy")
			st := moveState(t, m, "S")
			st.History = tags4p
			srv.say(st)
			settle(a)
			tapSquare(a, strings.SplitN(a.LegalMoves()[0], "-", 2)[0])
			shoot("play")
		}
	}
}
