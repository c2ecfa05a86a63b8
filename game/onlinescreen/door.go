// Package onlinescreen is the app's online rooms (docs/online.md): the join screen (a
// code typed, or the page's ?room=CODE) and the room — its code and link, who sits where
// and is connected, whose turn, the board as the seat sees it, and the seat's decisions
// sent to the server. The connection is game/online/client's; what the board shows is
// game/online/seatview's (Junqi) and game/online/napoleonview's (Napoleon, napoleon.go).
// Junqi rooms (every board and mode, 三打一's bidding and pick in bid.go) and Napoleon
// rooms (two armies, Waterloo) are drawn.
package onlinescreen

import (
	"strings"
	"time"

	"warboard/game/online/client"
	"warboard/game/online/napoleonview"
	"warboard/game/online/proto"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Door is scene.OnlineDoor: one client for the app, so only one room is open at a time.
type Door struct {
	URL  string        // the server's /ws
	Dial client.Dialer // client.Dial, or a test's
	Now  func() time.Time
	c    *client.Client
}

// NewDoor is the door to the server at url.
func NewDoor(url string, dial client.Dialer) *Door {
	return &Door{URL: url, Dial: dial, Now: time.Now}
}

func (d *Door) client(sh *scene.Shared) *client.Client {
	if d.c == nil {
		d.c = client.New(sh.Store, d.URL, d.Dial)
	}
	return d.c
}

// Offers: the rooms the room screen draws: Junqi (三打一 included), and Napoleon — two
// armies on any board, Waterloo — with the army a room plays (napoleonview.RoomOptions:
// the board's own army, 16 pieces in Waterloo).
func (d *Door) Offers(s setup.Setup) bool {
	switch s.Game {
	case setup.Junqi:
		return true
	case setup.Napoleon:
		cfg, err := napoleon.ConfigFromRecord(&record.Record{Tags: s.Tags()})
		if err != nil {
			return false
		}
		o := napoleonview.RoomOptions(cfg)
		n := s.Napoleon
		return n.Army == o.Army && (o.Army != setup.ArmyScaled || n.ArmySize == o.ArmySize)
	}
	return false
}

// Create opens the last step of a new room of s (what happens to a seat whose person is
// away), which sends it.
func (d *Door) Create(sh *scene.Shared, s setup.Setup, back scene.Scene) scene.Scene {
	return newCreate(sh, d, s, back)
}

// CreateMsg is the create message of a setup: its tags, which seats are people and which the
// computer at which level; by default a person away two minutes is played by the computer
// (at normal) until back.
func CreateMsg(s setup.Setup) proto.Msg {
	m := proto.Msg{T: proto.Create, Tags: map[string]string{}, Players: map[string]string{},
		AwayDo: proto.AwayComputer, Away: 120, Level: "normal"}
	for _, t := range s.Tags() {
		m.Tags[t.Name] = t.Value
	}
	seats := s.Junqi.Seats()
	comp := s.Junqi.Computer
	if s.Game == setup.Napoleon {
		seats, comp = s.Napoleon.Seats(), s.Napoleon.Computer
	}
	for _, x := range seats {
		m.Players[x] = comp.Of(x)
	}
	return m
}

// Join opens code's room at once (a whole code: a link, the page's ?room=), else the join
// screen to type one.
func (d *Door) Join(sh *scene.Shared, code string, back scene.Scene) scene.Scene {
	code = client.NormalCode(code)
	if validCode(code) {
		d.client(sh).Join(code, d.Now())
		return newRoom(sh, d, back)
	}
	return newJoin(sh, d, code, back)
}

// followLink points the desktop app at the server a room's link names (client.FollowLink):
// a room already open elsewhere is left first.
func (d *Door) followLink(sh *scene.Shared, text string) {
	if u, ok := client.FollowLink(sh.Store, text); ok {
		d.setServer(sh, u)
	}
}

// setServer makes ws the server of the next rooms (the server screen), kept for the next
// start; a room open on the old one is left.
func (d *Door) setServer(sh *scene.Shared, ws string) {
	client.KeepServer(sh.Store, ws)
	if ws == d.URL {
		return
	}
	if d.c != nil {
		d.c.Leave()
		d.c = nil
	}
	d.URL = ws
}

// validCode: six letters and digits, as the server makes them.
func validCode(s string) bool {
	if len(s) != 6 {
		return false
	}
	return strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
}
