package onlinescreen_test

import (
	"strings"
	"testing"

	"warboard/game/sound"
	"warboard/rules/record"
	"warboard/rules/referee"

	"warboard/game/online/proto"

	"warboard/game/gametest"
	"warboard/game/online/client"
	"warboard/game/onlinescreen"
)

// TestJoinByLinkFollowsItsServer: on the desktop a room's link typed into Join names the
// server to connect to (the one that served the link's page), which is kept for the next
// start; a bare code stays on the server the app has.
func TestJoinByLinkFollowsItsServer(t *testing.T) {
	a, dialled := desktopApp(t)
	join := func(text string) {
		t.Helper()
		a.GoTo("button:new", "newgame")
		a.GoTo("button:online-join", "online-join")
		a.Scene().(*onlinescreen.Join).Field().SetText(text)
		a.GoTo("button:join", "online")
		settle(a)
		a.GoTo("button:leave", "newgame")
		a.GoTo("button:back", "menu")
	}
	join("QW2ER3")
	join("https://friends.example:8443/?room=qw2er3")
	join("AB3CD4")
	want := []string{"ws://127.0.0.1:8080/ws", "wss://friends.example:8443/ws", "wss://friends.example:8443/ws"}
	if len(*dialled) != len(want) {
		t.Fatalf("dialled %v, want %v", *dialled, want)
	}
	for i := range want {
		if (*dialled)[i] != want[i] {
			t.Errorf("join %d dialled %s, want %s", i, (*dialled)[i], want[i])
		}
	}
	if got := client.ServerURL(a.Shared().Store); got != "wss://friends.example:8443/ws" {
		t.Errorf("the next start's server is %s, want the link's", got)
	}
	t.Setenv("WARBOARD_SERVER", "ws://10.0.0.2:9000/ws")
	if got := client.ServerURL(a.Shared().Store); got != "ws://10.0.0.2:9000/ws" {
		t.Errorf("with $WARBOARD_SERVER set the server is %s", got)
	}
}

// TestCreateAwayLevel: the room's creator chooses the level of the computer that plays for
// a person away (normal unless chosen); with "they lose" the level does not matter.
func TestCreateAwayLevel(t *testing.T) {
	for _, c := range []struct {
		taps        []string
		awayDo, lvl string
	}{
		{nil, proto.AwayComputer, "normal"},
		{[]string{"option:awaylevel:hard"}, proto.AwayComputer, "hard"},
		{[]string{"option:awaylevel:easy"}, proto.AwayComputer, "easy"},
		{[]string{"option:awaylevel:hard", "option:away:forfeit"}, proto.AwayForfeit, ""},
	} {
		a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
		srv := &server{}
		openRoomOf(t, a, srv, "button:junqi", nil, c.taps...)
		var made *proto.Msg
		for _, m := range srv.sent {
			if m.T == proto.Create {
				made = &m
			}
		}
		if made == nil {
			t.Fatalf("%v: no create sent", c.taps)
		}
		lvl := made.Level
		if c.awayDo == proto.AwayForfeit {
			lvl = ""
		}
		if made.AwayDo != c.awayDo || lvl != c.lvl {
			t.Errorf("%v: sent away %q level %q, want %q %q", c.taps, made.AwayDo, made.Level, c.awayDo, c.lvl)
		}
	}
}

// soundRecorder notes the sounds the room asks for.
type soundRecorder struct{ played []sound.Effect }

func (r *soundRecorder) Play(e sound.Effect) { r.played = append(r.played, e) }

// TestRoomSounds: an online room plays the sound of each new action the server tells it
// once, as the game at a device does (the first state seen is quiet), and the end.
func TestRoomSounds(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	rec := &soundRecorder{}
	a.Shared().Sound = sound.NewCue(rec, nil)
	srv := &server{}
	openRoom(t, a, srv)
	m := playing(t)
	st := moveState(t, m, "S")
	st.History = tags + "[Position \"" + m.Position() + "\"]\n\n"
	srv.say(st)
	settle(a)
	if len(rec.played) != 0 {
		t.Fatalf("the first state played %v", rec.played)
	}
	step := ""
	for _, tok := range m.Moves() {
		if !strings.Contains(tok, "x") {
			step = tok
			break
		}
	}
	r, err := record.Parse(tags + "[Position \"" + m.Position() + "\"]\n\n" + step + "\n")
	if err != nil {
		t.Fatal(err)
	}
	after, err := referee.Load(r)
	if err != nil {
		t.Fatal(err)
	}
	st = moveState(t, after, "S")
	st.Ply, st.Last = 2, step
	srv.say(st)
	settle(a)
	srv.say(st) // the same state again (a reconnect): nothing new
	settle(a)
	if len(rec.played) != 1 || rec.played[0] != sound.Move {
		t.Fatalf("after %s: played %v, want one move", step, rec.played)
	}
	st.Ply, st.Last, st.Phase, st.Result = 3, "resign", "over", "N resign"
	srv.say(st)
	settle(a)
	if len(rec.played) != 2 || rec.played[1] != sound.End {
		t.Fatalf("at the end: played %v", rec.played)
	}
}

// TestChooseTheServer: on the desktop the create step and the join screen name the server
// on a chip that opens the server screen; an address that names no server is refused there
// with a reason and nothing changes; a good one is the server of the next room and of the
// next start. With $WARBOARD_SERVER set there is no chip.
func TestChooseTheServer(t *testing.T) {
	a, dialled := desktopApp(t)
	chipSays := func(want string) {
		t.Helper()
		if got := onlinescreen.ServerLabel(a.Scene()); !strings.Contains(got, want) {
			t.Fatalf("%s: the server chip says %q, want %s", a.SceneName(), got, want)
		}
	}
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	a.GoTo("button:online", "online-create")
	chipSays("127.0.0.1:8080")
	a.GoTo("button:server", "online-server")
	field := a.Scene().(*onlinescreen.ServerScreen).Field()
	if field.Text() != "127.0.0.1:8080" {
		t.Fatalf("the server screen starts from %q", field.Text())
	}
	field.SetText("not a server")
	a.GoTo("button:ok", "online-server")
	if a.Scene().(*onlinescreen.ServerScreen).Problem() == "" {
		t.Fatal("a bad address was taken without a word")
	}
	field.SetText("192.168.1.5:9000")
	a.GoTo("button:ok", "online-create")
	chipSays("192.168.1.5:9000")
	a.GoTo("button:make", "online")
	settle(a)
	if len(*dialled) != 1 || (*dialled)[0] != "ws://192.168.1.5:9000/ws" {
		t.Fatalf("the room was made on %v", *dialled)
	}
	if got := client.ServerURL(a.Shared().Store); got != "ws://192.168.1.5:9000/ws" {
		t.Errorf("the next start's server is %s", got)
	}
	a.GoTo("button:leave", "options")
	a.GoTo("button:back", "newgame")
	a.GoTo("button:online-join", "online-join")
	chipSays("192.168.1.5:9000")
	a.GoTo("button:server", "online-server")
	a.GoTo("button:back", "online-join")
	t.Setenv("WARBOARD_SERVER", "ws://10.0.0.2:9000/ws")
	a.GoTo("button:back", "newgame")
	a.GoTo("button:online-join", "online-join")
	if a.Visible("button:server") {
		t.Fatal("a server chip although $WARBOARD_SERVER names the server")
	}
}

// desktopApp is the desktop app ($WARBOARD_SERVER unset) on a phone's screen, its door
// on 127.0.0.1:8080 and a server that takes anything; dialled lists the servers dialled.
func desktopApp(t *testing.T) (a *gametest.App, dialled *[]string) {
	t.Setenv("WARBOARD_SERVER", "")
	a = gametest.NewTestApp(t, gametest.ShotViews[0].V)
	dialled = new([]string)
	srv := &server{}
	a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", func(url string, sink func(client.Event)) client.Conn {
		*dialled = append(*dialled, url)
		return srv.dial(url, sink)
	})
	return a, dialled
}
