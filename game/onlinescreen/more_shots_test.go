package onlinescreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/rules/junqi"
)

// TestOnlineMoreShots draws what a room offers beside playing, at the five shot sizes in
// the three languages: the create step with hints allowed, a game in play with the
// server's news in the player's language, a mark on a piece and a hint, the mark chooser,
// the Count pieces panel, the end with Replay and
// Save record, and the replay it opens (WARBOARD_ARTEFACTS=/tmp/art DISPLAY=:99 go test
// ./game/onlinescreen -run MoreShots); every button lies on the screen.
func TestOnlineMoreShots(t *testing.T) {
	count := "N size=0 hidden=22 gone=2 9=1 8=1 7=1-2 6=2 5=1-2 4=2 3=2-3 2=3 1=2-3 M=3 B=2 F=1"
	eachShot(t, func(a *gametest.App, shoot func(name string, targets ...string)) {
		srv := &server{}
		a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
		a.GoTo("button:new", "newgame")
		a.GoTo("button:junqi", "options")
		a.GoTo("button:online", "online-create")
		a.GoTo("option:hints:on", "online-create")
		shoot("create-hints", "option:hints:on", "option:hints:off", "option:after:10", "button:make")
		a.GoTo("button:back", "options")
		a.GoTo("button:back", "newgame")
		a.GoTo("button:back", "menu")
		room := openRoom(t, a, srv)
		m := playing(t).(*junqi.Match)
		first := m.Moves()[0]
		if err := m.Play(first); err != nil {
			t.Fatal(err)
		}
		if err := m.Play(m.Moves()[0]); err != nil {
			t.Fatal(err)
		}
		st := moveState(t, m, "S")
		st.History, st.Ply, st.News, st.Text = tags+"\n"+first+" "+m.Tokens()[1], 2, "takeback N", "N asks to take back its last move"
		st.Phase, st.Turn, st.Moves = "takeback", "S", ""
		srv.say(st)
		settle(a)
		a.ShowOnBoard("c7") // on a phone the board shows zoomed
		a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: a.At("c7"), At: a.Now}})
		a.Idle()
		shoot("marking", "mark:9", "mark:clear")
		a.Tap(input.Mouse, "mark:8")
		settle(a)
		st = moveState(t, m, "S")
		st.Ply, st.News, st.Hints, st.Undo = 2, "declinedraw N", proto.HintsOn, proto.UndoOK
		srv.say(st)
		settle(a)
		shoot("news", "button:count", "button:resign", "button:draw", "button:takeback", "button:leave", "button:hint")
		a.Tap(input.Touch, "button:hint")
		srv.say(proto.Msg{T: proto.Hinted, ID: "QW2ER3", Seat: "S", Ply: 2, Arg: m.Moves()[0]})
		settle(a)
		if room.Hint() == "" {
			t.Fatal("no hint shown")
		}
		shoot("hint", "button:count")
		a.Tap(input.Touch, "button:count")
		srv.say(proto.Msg{T: proto.Counted, ID: "QW2ER3", Seat: "S", Ply: 2, Count: count})
		settle(a)
		if !room.CountShown() {
			t.Fatal("no count panel")
		}
		shoot("count")
		cx, cy := a.View().Bounds().Centre()
		a.TapAt(input.Point{X: cx, Y: cy})
		settle(a)
		end, _ := finishedState(t)
		end.News = "resign S"
		srv.say(end)
		settle(a)
		shoot("over", "button:replay", "button:saverecord", "button:leave")
		a.GoTo("button:replay", "replay")
		shoot("replay", "button:back")
		if !strings.Contains(a.Shown(), "=") {
			t.Fatal("the replay shows no board")
		}
		a.GoTo("button:back", "online")
		if a.Scene().(*onlinescreen.Room) != room {
			t.Fatal("Back from the replay is not the room")
		}
	})
}
