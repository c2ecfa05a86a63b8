//go:build !js

package main

import (
	"testing"
	"time"

	"warboard/game/online/proto"
)

// TestOnePersonAndComputers: one person beside computer seats in every kind of game — the
// computer deploys, bids, picks, sets up, flips and plays on the server — to the end.
func TestOnePersonAndComputers(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	for name, tc := range map[string]struct {
		tags    map[string]string
		person  string
		players map[string]string
	}{
		"2p flip":  {leakModes["2p flip"], "S", map[string]string{"N": "random"}},
		"4p three": {leakModes["4p three"], "E", map[string]string{"S": "random", "N": "random"}},
		"sandayi":  {leakModes["sandayi dark"], "W", map[string]string{"S": "random", "E": "random", "N": "random"}},
		"napoleon": {leakModes["napoleon"], "N", map[string]string{"S": "random"}},
		"waterloo": {leakModes["waterloo"], "S", map[string]string{"E": "random", "N": "random"}},
	} {
		t.Run(name, func(t *testing.T) {
			c := dial(t, ts)
			id := create(t, c, proto.Msg{Tags: tc.tags, Players: tc.players})
			people := seatPeople(t, ts, id, []string{tc.person})
			playRoom(t, ts, id, people, 60*time.Second)
			checkViews(t, ts, id, people)
		})
	}
}

// TestComputerLevels: a computer seat at a level people choose (easy) plays its moves.
func TestComputerLevels(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	c := dial(t, ts)
	id := create(t, c, proto.Msg{Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"}, Players: map[string]string{"N": "easy"}})
	s := dial(t, ts)
	join(t, s, id, "S")
	playSome(t, ts, id, map[string]*wsClient{"S": s}, 4) // S deploys and moves; N (easy) deploys and answers
	if m := lastState(t, s); m.Ply < 3 || m.Seats["N"] != "computer" {
		t.Fatalf("the computer did not play: %+v", m)
	}
}
