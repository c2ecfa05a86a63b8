package junqiscreen_test

import (
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/render"
	"warboard/rules/junqi"
)

// TestJunqiDarkSidePanelKeepsRanks plays a 暗棋 game with battles on a desktop screen,
// where the side panel shows, and checks every play screen's panel against the referee:
// each seat's losses are counted right, the screen's own losses are named, and the other
// seat's, whose ranks the screen may not know, are never named.
func TestJunqiDarkSidePanelKeepsRanks(t *testing.T) {
	v := render.View{W: 1280, H: 800, Scale: 1}
	a := gametest.StartJunqiTest(t, v, "option:mode:dark")
	a.DeployAll()
	a.Shared().Text.SetLang(i18n.En)
	checked, hidden := 0, 0
	for i := 0; i < 40 && a.SceneName() != "result"; i++ {
		if a.SceneName() == "handover" {
			a.Idle()
			a.Tap(input.Touch, "button:ready")
			continue
		}
		g := gametest.JunqiGameOf(t, a)
		pic := g.Picture()
		scr := a.Scene().(*junqiscreen.JunqiPlay)
		if scr.SidePanel().H <= 0 {
			t.Fatal("no side panel beside the board on a desktop screen")
		}
		m, err := junqi.FromRecord(g.Session().Record())
		if err != nil {
			t.Fatal(err)
		}
		truth := map[junqi.Seat][]byte{}
		for _, bt := range m.Battles() {
			if bt.AttackerRemoved {
				truth[bt.Attacker.Seat()] = append(truth[bt.Attacker.Seat()], bt.Attacker.Rank().Code())
			}
			if bt.DefenderRemoved {
				truth[bt.Defender.Seat()] = append(truth[bt.Defender.Seat()], bt.Defender.Rank().Code())
			}
		}
		rows := g.SideText(pic, 1000)
		for _, x := range []junqi.Seat{junqi.South, junqi.North} {
			lost := pic.Lost[x]
			if len(lost) != len(truth[x]) {
				t.Fatalf("%v's screen: %v lost %q, the referee says %d pieces", pic.Seat, x, lost, len(truth[x]))
			}
			line := lineOf(rows, g.SeatName(x)+":")
			if x == pic.Seat {
				if sortedBytes(lost) != sortedBytes(truth[x]) {
					t.Fatalf("%v's own losses shown as %q, they are %q", x, lost, truth[x])
				}
				continue
			}
			for _, c := range lost {
				if c != '?' {
					t.Fatalf("%v's screen names %v's lost %c, a rank it may not know", pic.Seat, x, c)
				}
				hidden++
			}
			for _, c := range []byte("987654321BMF") {
				k, _ := i18n.JunqiPiece(c)
				if name := a.Shared().Text.T(k); strings.Contains(line, name) {
					t.Fatalf("%v's side panel names %q for %v: %q", pic.Seat, name, x, line)
				}
			}
		}
		if n := len(pic.History); n != len(m.Tokens()) {
			t.Fatalf("the move list has %d moves, the record %d", n, len(m.Tokens()))
		}
		checked++
		moves := a.LegalMoves()
		tok := gametest.QuietMove(t, moves)
		for _, mv := range moves {
			if strings.Contains(mv, "x") {
				tok = mv
			}
		}
		a.TapMove(tok)
	}
	if checked < 6 || hidden == 0 { // every game draws its seed: an early flag ends one sooner
		t.Fatalf("only %d play screens checked, %d hidden losses seen", checked, hidden)
	}
}

// lineOf is the line of text that begins with prefix, "" if none.
func lineOf(text, prefix string) string {
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func sortedBytes(b []byte) string {
	c := append([]byte(nil), b...)
	for i := 1; i < len(c); i++ {
		for j := i; j > 0 && c[j] < c[j-1]; j-- {
			c[j], c[j-1] = c[j-1], c[j]
		}
	}
	return string(c)
}
