package table

import (
	"strings"
	"testing"

	"warboard/game/online/proto"
)

// modes are the games of a room: every board, mode and player count.
var modes = map[string]map[string]string{
	"2p open":      {"Game": "junqi", "Board": "2p", "Mode": "open"},
	"2p dark":      {"Game": "junqi", "Board": "2p", "Mode": "dark"},
	"2p flip":      {"Game": "junqi", "Board": "2p", "Mode": "flip"},
	"4p 2v2 dark":  {"Game": "junqi", "Board": "4p", "Mode": "dark", "Teams": "SN EW"},
	"4p ffa open":  {"Game": "junqi", "Board": "4p", "Mode": "open"},
	"4p three":     {"Game": "junqi", "Board": "4p", "Mode": "dark", "Seats": "S E N"},
	"4p flip":      {"Game": "junqi", "Board": "4p", "Mode": "flip"},
	"naval dark":   {"Game": "junqi", "Board": "2p", "Mode": "dark", "Options": "naval"},
	"sandayi dark": {"Game": "junqi", "Board": "4p", "Variant": "sandayi", "Mode": "dark", "Options": "bidding=points pick=choose first=landlord"},
	"napoleon 8":   {"Game": "napoleon", "Board": "8x8"},
	"waterloo 3":   {"Game": "napoleon", "Board": "15x15", "Seats": "S E N"},
	"waterloo 2v2": {"Game": "napoleon", "Board": "15x15", "Seats": "S E N W", "Teams": "SN EW"},
}

// play plays g to its end (or limit decisions) with the random player in every seat.
func play(t *testing.T, g *Game, limit int) {
	t.Helper()
	for i := 0; i < limit && !g.Over(); i++ {
		tn := g.Turn()
		d, err := g.Computer(tn.Seat, "random")
		if err != nil {
			t.Fatalf("%s %s: %v", tn.Seat, tn.What, err)
		}
		if err := g.Decide(tn.Seat, d); err != nil {
			t.Fatalf("%s %s %q: %v", tn.Seat, tn.What, d, err)
		}
	}
}

func TestEveryModePlays(t *testing.T) {
	for name, tags := range modes {
		t.Run(name, func(t *testing.T) {
			g, err := New(tags, 42)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, 300)
			if g.Ply() == 0 {
				t.Fatalf("nothing played: %v", g.Turn())
			}
			// a save in the middle restores to the same game
			data, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			h, err := Restore(data)
			if err != nil {
				t.Fatal(err)
			}
			if h.Record().String() != g.Record().String() || h.Turn() != g.Turn() {
				t.Fatalf("restored differs")
			}
			if !g.Over() {
				if strings.Contains(g.History("S"), "Position") {
					t.Fatalf("history of a game in progress names the position")
				}
			}
		})
	}
}

func TestRefusedTags(t *testing.T) {
	for _, tags := range []map[string]string{
		{"Game": "junqi", "Board": "2p", "Position": "a1=SF"},
		{"Game": "junqi", "Board": "9p"},
		{"Game": "chess", "Board": "8x8"},
		{"Game": "junqi", "Board": "2p", "Mode": "dark", "Options": "nonsense"},
		{},
	} {
		if _, err := New(tags, 1); err == nil {
			t.Errorf("%v: accepted", tags)
		}
	}
}

func TestTakeBack(t *testing.T) {
	g, err := New(map[string]string{"Game": "junqi", "Board": "2p", "Mode": "open"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 8)
	if g.Ply() < 4 {
		t.Fatalf("ply %d", g.Ply())
	}
	before, mover := g.Ply(), g.LastMover()
	if err := g.TakeBack(mover); err != nil {
		t.Fatal(err)
	}
	if g.Ply() != before-1 || g.Turn().Seat != mover {
		t.Fatalf("after take back ply %d (was %d), turn %v", g.Ply(), before, g.Turn())
	}
}

// A seat out of a free-for-all (here resigned) has nothing to take back: its last move is
// refused, where it was allowed before it went out.
func TestTakeBackOutOfTheGame(t *testing.T) {
	g, err := New(modes["4p ffa open"], 5)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, 12) // the deployments and a round or two of moves
	for g.Turn().What != proto.ActMove {
		play(t, g, 1)
	}
	seat := g.Turn().Seat
	d, err := g.Computer(seat, "random")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Decide(seat, d); err != nil {
		t.Fatal(err)
	}
	if _, err := g.TakeBackCut(seat); err != nil {
		t.Fatalf("%s's move %q may not be taken back: %v", seat, d, err)
	}
	for g.Turn().Seat != seat {
		play(t, g, 1)
	}
	if err := g.Decide(seat, "resign"); err != nil {
		t.Fatal(err)
	}
	if g.Over() {
		t.Fatal("the game ended at one resignation of four seats")
	}
	if _, err := g.TakeBackCut(seat); err == nil || !strings.Contains(err.Error(), "out of the game") {
		t.Fatalf("%s, out, may take back: %v", seat, err)
	}
}
