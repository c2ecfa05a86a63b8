//go:build !js

package main

import (
	"maps"
	"strings"
	"testing"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
	"warboard/rules/record"
	"warboard/rules/referee"
)

// leakModes are the games of the leak test: every board, mode and player count, each
// seat a person. Napoleon's random games get a turn limit so they end.
var leakModes = map[string]map[string]string{
	"2p open":      {"Game": "junqi", "Board": "2p", "Mode": "open"},
	"2p dark":      {"Game": "junqi", "Board": "2p", "Mode": "dark"},
	"2p flip":      {"Game": "junqi", "Board": "2p", "Mode": "flip"},
	"2p naval":     {"Game": "junqi", "Board": "2p", "Mode": "dark", "Options": "naval"},
	"4p 2v2 dark":  {"Game": "junqi", "Board": "4p", "Mode": "dark", "Teams": "SN EW"},
	"4p ffa dark":  {"Game": "junqi", "Board": "4p", "Mode": "dark"},
	"4p three":     {"Game": "junqi", "Board": "4p", "Mode": "dark", "Seats": "S E N"},
	"4p flip":      {"Game": "junqi", "Board": "4p", "Mode": "flip"},
	"sandayi dark": {"Game": "junqi", "Board": "4p", "Variant": "sandayi", "Mode": "dark", "Options": "bidding=points pick=choose first=landlord"},
	"napoleon":     {"Game": "napoleon", "Board": "8x8", "Options": "turnlimit=40"},
	"waterloo":     {"Game": "napoleon", "Board": "15x15", "Seats": "S E N", "Options": "turnlimit=30"},
}

// TestNothingLeaks plays a random game of every mode through the server, every seat a
// person on its own connection, and checks every message each seat was sent against what
// that seat may see (checkViews).
func TestNothingLeaks(t *testing.T) {
	ts := startServer(t, Config{Rate: 1000, Burst: 1000})
	for name, tags := range leakModes {
		t.Run(name, func(t *testing.T) {
			c := dial(t, ts)
			id := create(t, c, proto.Msg{Tags: tags})
			people := seatPeople(t, ts, id, seatsOf(ts, id))
			playRoom(t, ts, id, people, 60*time.Second)
			checkViews(t, ts, id, people)
		})
	}
}

// checkViews replays the room's finished game and checks every state each person got:
// its View is exactly `referee view SEAT` at that ply, and no message (view, history, news,
// moves, refusal) names a piece of another seat that the seat may not see then — neither
// where it stands with its rank nor, in 三打一, another seat's deal. Only the result's
// history, once the game is over, holds the whole record (as Save record does in the app).
func checkViews(t *testing.T, ts *testServer, id string, people []*person) {
	t.Helper()
	var rec *record.Record
	ts.srv.hub.Room(id).Do(func(g *table.Game) { rec = g.Record() })
	if _, ok := rec.Tag("Position"); !ok {
		t.Fatalf("the game never started")
	}
	type at struct {
		m     referee.Match
		truth map[string]string // point → seat+piece
	}
	cache := map[int]at{}
	ply := func(p int) at {
		if a, ok := cache[p]; ok {
			return a
		}
		r := rec.Clone()
		r.DeleteTag("Result")
		r.Moves = r.Moves[:p]
		m, err := referee.Load(r)
		if err != nil {
			t.Fatalf("replay to %d: %v", p, err)
		}
		a := at{m: m, truth: placements(t, m.Position())}
		cache[p] = a
		return a
	}
	checked := 0
	for _, p := range people {
		var tokens []string // the history the client keeps: History whole, then each Last
		for _, msg := range p.got {
			if msg.T == proto.State {
				if msg.History != "" {
					h, err := record.Parse(msg.History)
					if err != nil {
						t.Fatalf("history: %v", err)
					}
					tokens = tokens[:0]
					for _, mv := range h.Moves {
						tokens = append(tokens, mv.Text)
					}
				} else {
					tokens = append(tokens, strings.Fields(msg.Last)...)
				}
				if len(tokens) != msg.Ply || msg.Ply > 0 && tokens[len(tokens)-1] != rec.Moves[msg.Ply-1].Text {
					t.Fatalf("%s's history is %d tokens at ply %d", msg.Seat, len(tokens), msg.Ply)
				}
			}
			seat := p.seat
			if msg.T == proto.State {
				seat = msg.Seat
			}
			texts := []string{msg.View, msg.Text, msg.News, msg.Moves, msg.Err, msg.Last}
			over := msg.Phase == "over"
			if !over {
				texts = append(texts, msg.History)
				if strings.Contains(msg.History, "[Position") || strings.Contains(msg.History, "[Deal") {
					t.Fatalf("%s's history before the end names hidden tags: %q", seat, msg.History)
				}
			}
			forbidden := map[string]bool{}
			playing := msg.T == proto.State && msg.View != "" && msg.Phase != proto.ActBid && msg.Phase != proto.ActPick &&
				!(msg.Phase == proto.ActDeploy)
			if playing {
				a := ply(msg.Ply)
				want, err := referee.View(a.m, seat)
				if err != nil {
					t.Fatal(err)
				}
				if msg.View != want {
					t.Fatalf("%s at ply %d was sent a view that is not referee view's:\n%s\nwant\n%s", seat, msg.Ply, msg.View, want)
				}
				seen := placements(t, strings.TrimPrefix(strings.SplitN(want, "\n", 2)[0], "position "))
				for pt, piece := range a.truth {
					if v := seen[pt]; strings.Contains(v, "?") {
						forbidden[pt+"="+strings.TrimSuffix(piece, "*")] = true
					}
				}
			} else {
				// before play nobody sees another seat's pieces: none of the deployment is sent
				for pt, piece := range ply(0).truth {
					if piece[:1] != seat {
						forbidden[pt+"="+strings.TrimSuffix(piece, "*")] = true
					}
				}
			}
			for _, text := range texts {
				for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\n' || r == '"' || r == '[' || r == ']' }) {
					if forbidden[strings.TrimSuffix(f, "*")] {
						t.Fatalf("%s was sent %q, a piece it may not see (ply %d, %s)", seat, f, msg.Ply, msg.Phase)
					}
					if !over && strings.HasPrefix(text, "") && strings.Contains(f, ":") && len(f) > 2 && f[1] == ':' && f[0:1] != seat && strings.Contains(text, "deal "+f[:1]) {
						t.Fatalf("%s was sent another seat's deal: %q", seat, f)
					}
				}
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no message checked")
	}
	t.Logf("%d messages checked, %d plies", checked, len(rec.Moves))
}

// placements reads a placement list ("a1=SF c3=?*") as point → piece with its seat.
func placements(t *testing.T, list string) map[string]string {
	out := map[string]string{}
	for _, f := range strings.Fields(list) {
		pt, piece, ok := strings.Cut(f, "=")
		if !ok {
			t.Fatalf("not a placement: %q", f)
		}
		out[pt] = piece
	}
	return maps.Clone(out)
}
