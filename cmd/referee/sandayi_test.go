package main

import (
	"strings"
	"testing"
)

// 三打一 through the referee (docs/sandayi.md): the bids a seat may say
// mid-bid, the lines play and view add, and a view that shows no other
// seat's deal.
func TestContractSandayi(t *testing.T) {
	deal := `[Deal "S:9876533222111111BMM E:777665555433333211B N:876665543221BBMMMMM W:98877644332211BBMMM"]`
	tags := []string{`[Board "4p"]`, `[Variant "sandayi"]`, `[Mode "dark"]`, deal}
	mid := jq(append(tags, `[Bids "S=pass E=1"]`), "")
	done := jq(append(tags, `[Bids "S=pass E=1 N=2 W=pass"]`), "")
	picked := jq(append(tags, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Pick "AR9976544443322221T"]`), "")
	runContract(t, []contractCase{
		{"mid-bid: the words N may say", mid, []string{"moves"}, "2\n3\npass\n"},
		{"mid-bid: play", mid, []string{"play"},
			"position \nturn N\nresult ongoing\nphase bidding\nbids S=pass E=1\ndeal S:9876533222111111BMM E:777665555433333211B N:876665543221BBMMMMM W:98877644332211BBMMM\n"},
		{"mid-bid: E sees its own deal only", mid, []string{"view", "E"},
			"position \nturn N\nresult ongoing\nphase bidding\nbids S=pass E=1\ndeal E:777665555433333211B\n"},
		{"pick: the landlord sees the pool", done, []string{"view", "N"},
			"position \nturn N\nresult ongoing\nphase pick\nbids S=pass E=1 N=2 W=pass\nlandlord N 2\ndeal N:876665543221BBMMMMM\npool AR9976544443322221BBMMT\n"},
		{"deploy: a farmer sees neither pool nor pick", picked, []string{"view", "W"},
			"position \nturn -\nresult ongoing\nphase deploy\nbids S=pass E=1 N=2 W=pass\nlandlord N 2\ndeal W:98877644332211BBMMM\n"},
		{"no moves before the bidding's end... but the pick", done, []string{"moves"}, ""},
	})
	for _, c := range []struct{ rec, want string }{
		{jq(append(tags, `[Bids "S=pass E=1 N=1"]`), ""), "must top the last"},
		{jq(append(tags, `[Bids "E=1"]`), ""), "S's turn"},
		{jq(tags, "Sc3-Sc2"), "moves need a [Position]"},
		{jq(append(tags, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Pick "AAR99765444433222211"]`), ""), "Pick"},
	} {
		out, errs, code := referee(t, c.rec, "play", "-")
		if code != 1 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", c.want, code, out, errs)
		}
	}
	// every level answers in every phase before play: a bid word the seat
	// may say, the landlord's 19 codes, a deployment of the seat's army
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
		if out, errs, code := referee(t, mid, "bot", level, "N", "-", "--seed", "4"); code != 0 || (out != "2\n" && out != "3\n" && out != "pass\n") {
			t.Errorf("bot %s mid-bid: %q %q %d", level, out, errs, code)
		}
		out, errs, code := referee(t, done, "bot", level, "N", "-")
		if code != 0 || len(out) != 20 {
			t.Errorf("bot %s at the pick: %q %q %d", level, out, errs, code)
		} else if _, errs, code := referee(t, jq(append(tags, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Pick "`+out[:19]+`"]`), ""), "play", "-"); code != 0 {
			t.Errorf("bot %s's pick %q is refused: %s", level, out, errs)
		}
		if out, errs, code := referee(t, picked, "deploy", level, "N", "-"); code != 0 || strings.Count(out, "=N") != 39 || strings.Contains(out, "=S") {
			t.Errorf("deploy %s for the landlord: %q %q %d", level, out, errs, code)
		}
		if out, errs, code := referee(t, picked, "deploy", level, "W", "-", "--seed", "7"); code != 0 || strings.Count(out, "=W") != 25 || strings.Contains(out, "=N") {
			t.Errorf("deploy %s for a farmer: %q %q %d", level, out, errs, code)
		}
		// the wrong seat is told so, on one line
		if _, errs, code := referee(t, mid, "bot", level, "S", "-"); code != 1 || !strings.Contains(errs, "not to bid") {
			t.Errorf("bot %s for S mid-bid: %q %d", level, errs, code)
		}
		if _, errs, code := referee(t, done, "bot", level, "E", "-"); code != 1 || !strings.Contains(errs, "does not pick") {
			t.Errorf("bot %s for a farmer at the pick: %q %d", level, errs, code)
		}
	}
	// a deployed hand: every seat's deployment read back by the rules
	var all []string
	for _, seat := range []string{"S", "E", "N", "W"} {
		out, errs, code := referee(t, picked, "deploy", "hard", seat, "-")
		if code != 0 {
			t.Fatalf("deploy hard %s: %s", seat, errs)
		}
		all = append(all, strings.TrimSpace(out))
	}
	deployed := jq(append(tags, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Pick "AR9976544443322221T"]`, `[Position "`+strings.Join(all, " ")+`"]`), "")
	if out, errs, code := referee(t, deployed, "play", "-"); code != 0 || !strings.Contains(out, "phase play") || !strings.Contains(out, "turn N") {
		t.Errorf("the four deployments: %q %q", out, errs)
	}
	if out, errs, code := referee(t, deployed, "bot", "random", "N", "-"); code != 0 || len(out) < 5 {
		t.Errorf("bot random in play: %q %q", out, errs)
	}
}

// deploy with other seats' pieces already in the Position (the contract's
// "pieces already placed"): they play no part; SEAT's own points must be free.
func TestContractSandayiDeployAfterOthers(t *testing.T) {
	deal := `[Deal "S:9876533222111111BMM E:777665555433333211B N:876665543221BBMMMMM W:98877644332211BBMMM"]`
	tags := []string{`[Board "4p"]`, `[Variant "sandayi"]`, `[Mode "dark"]`, deal, `[Bids "S=pass E=1 N=2 W=pass"]`, `[Pick "AR9976544443322221T"]`}
	alone, _, _ := referee(t, jq(tags, ""), "deploy", "normal", "W", "-")
	south, _, _ := referee(t, jq(tags, ""), "deploy", "normal", "S", "-")
	withS := jq(append(tags, `[Position "`+strings.TrimSpace(south)+`"]`), "")
	if out, errs, code := referee(t, withS, "deploy", "normal", "W", "-"); code != 0 || out != alone {
		t.Errorf("W after S: %q %q, alone %q", out, errs, alone)
	}
	if _, errs, code := referee(t, withS, "deploy", "normal", "S", "-"); code != 1 || !strings.Contains(errs, "already placed") {
		t.Errorf("S twice: %q", errs)
	}
	inCentre := jq(append(tags, `[Position "Ca1=W1"]`), "")
	if _, errs, code := referee(t, inCentre, "deploy", "hard", "N", "-"); code != 1 || !strings.Contains(errs, "centre") {
		t.Errorf("the landlord's centre taken: %q", errs)
	}
}
