package onlinescreen

import (
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/online/client"
	"warboard/game/online/proto"
	"warboard/game/setup"
)

func TestProblemsInWords(t *testing.T) {
	for _, l := range i18n.Langs() {
		p := i18n.NewPrinter(l)
		seen := map[string]string{}
		for _, code := range []string{client.CodeLost, client.CodeNoServer, client.CodeNoSave, proto.CodeNoRoom,
			proto.CodeFull, proto.CodeRate, proto.CodeBusy, proto.CodeNotYours, proto.CodeMalformed,
			proto.CodeTooBig, proto.CodeToken, proto.CodeSeat, proto.CodeIllegal, proto.CodeBadGame, proto.CodeNoSeat, proto.CodeHintBusy} {
			c := &client.Client{ErrCode: code}
			got := problemText(p, c, "ws://example.org:8080/ws")
			if got == "" || strings.Contains(got, "%!") {
				t.Errorf("%v %s: %q", l, code, got)
			}
			if other, ok := seen[got]; ok {
				t.Errorf("%v: %s and %s say the same %q", l, code, other, got)
			}
			seen[got] = code
		}
		if got := problemText(p, &client.Client{ErrCode: client.CodeNoServer}, "ws://example.org:8080/ws"); !strings.Contains(got, "example.org:8080") {
			t.Errorf("%v: no server does not name it: %q", l, got)
		}
		// A refusal the app has no words for carries the server's sentence.
		if got := problemText(p, &client.Client{ErrCode: "newer", Err: "no such move"}, ""); !strings.Contains(got, "no such move") {
			t.Errorf("%v: %q", l, got)
		}
		// Every code of the protocol is said in the player's words, not the server's.
		for _, code := range []string{proto.CodeIllegal, proto.CodeMalformed, proto.CodeToken} {
			got := problemText(p, &client.Client{ErrCode: code, Err: "the server's English"}, "")
			if got == "" || strings.Contains(got, "English") {
				t.Errorf("%v %s: %q", l, code, got)
			}
		}
		if problemText(p, &client.Client{}, "") != "" {
			t.Errorf("%v: a problem said without one", l)
		}
	}
}

func TestResultAndSeatsInWords(t *testing.T) {
	p := i18n.NewPrinter(i18n.En)
	for in, want := range map[string]string{
		"N resign":    "North wins (resignation)",
		"SN flag":     "South & North wins (the flag taken)",
		"draw agreed": "Draw (by agreement)",
		"S newreason": "South wins (newreason)", // a newer server's: as written
		"weird":       "weird",
	} {
		if got := resultText(p, in); got != want {
			t.Errorf("resultText(%q) = %q, want %q", in, got, want)
		}
	}
	// Every reason of the rules (junqi and napoleon) in words in Chinese and French, never
	// the rules' own (English) word.
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Fr} {
		for _, why := range []string{"flag", "nomoves", "resign", "agreed", "nocapture", "repetition", "target", "count", "turnlimit"} {
			if got := resultText(i18n.NewPrinter(l), "S "+why); strings.Contains(got, why+")") || strings.Contains(got, why+"）") {
				t.Errorf("%s: %q says the rules' word", l.Code(), got)
			}
		}
	}
	got := seatsText(p, map[string]string{"S": "person", "N": "person away", "E": "computer", "W": "free"}, "S")
	for _, want := range []string{"South · you", "North · away", "East · Computer", "West · free seat"} {
		if !strings.Contains(got, want) {
			t.Errorf("seats %q lack %q", got, want)
		}
	}
}

func TestCreateMsgOfSetups(t *testing.T) {
	s := setup.Default(setup.Junqi)
	s.Junqi.Players, s.Junqi.Mode = setup.JunqiTeams, "dark"
	s.Junqi.Computer.Set("E", "easy")
	s.Junqi.Computer.Set("W", "hard")
	s.Junqi.Computer.Set("N", setup.Person)
	m := CreateMsg(s)
	if m.Tags["Board"] != "4p" || m.Tags["Teams"] != "SN EW" || m.Tags["Mode"] != "dark" {
		t.Fatalf("tags %v", m.Tags)
	}
	if m.Players["S"] != "person" || m.Players["N"] != "person" || m.Players["E"] != "easy" || m.Players["W"] != "hard" {
		t.Fatalf("players %v", m.Players)
	}
	if _, err := proto.Decode(proto.Encode(m)); err != nil {
		t.Fatalf("the create message is refused by the protocol's own limits: %v", err)
	}
	d := &Door{}
	if !d.Offers(s) {
		t.Error("a 2v2 room is not offered")
	}
	s.Junqi.Players = setup.JunqiSandayi
	if !d.Offers(s) {
		t.Error("a 三打一 room is not offered")
	}
	if !d.Offers(setup.Default(setup.Napoleon)) {
		t.Error("Napoleon not offered (napoleon_test.go's TestNapoleonOffered has the others)")
	}
	for code, ok := range map[string]bool{"QW2ER3": true, "qw2er3": false, "QW2ER": false, "QW2ER3X": false, "QW-ER3": false} {
		if validCode(code) != ok {
			t.Errorf("validCode(%q) = %v", code, !ok)
		}
	}
}

// TestNewsInWords: every News code of the protocol is said in every language, naming the
// seat; news the app does not know is the server's sentence.
func TestNewsInWords(t *testing.T) {
	for _, l := range i18n.Langs() {
		p := i18n.NewPrinter(l)
		seen := map[string]string{}
		for _, code := range proto.NewsCodes() {
			m := proto.Msg{News: proto.MakeNews(code, "N"), Text: proto.NewsText(proto.MakeNews(code, "N"))}
			got := newsText(p, m)
			north := seatName(p, "N")
			if !strings.Contains(got, north) || strings.Contains(got, "%!") {
				t.Errorf("%v %s: %q lacks %q", l, code, got, north)
			}
			if l != i18n.En && got == m.Text {
				t.Errorf("%v %s: the server's English %q", l, code, got)
			}
			if other, ok := seen[got]; ok {
				t.Errorf("%v: %s and %s say the same %q", l, code, other, got)
			}
			seen[got] = code
		}
		for _, m := range []proto.Msg{{Text: "S joined"}, {News: "party S", Text: "S throws a party"}} {
			if got := newsText(p, m); got != m.Text {
				t.Errorf("%v: %+v said %q", l, m, got)
			}
		}
	}
}
