package junqiai

import (
	"testing"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// repetitionValues is what a level's decision values the action named move
// at in each sample, and the standing it measured.
func repetitionValues(t *testing.T, m *junqi.Match, level, move string) ([]int, int) {
	t.Helper()
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := newPlayer(level, o, 5)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	for i, a := range pl.acts {
		if a.Notation(pl.b) == move {
			return pl.vals[i], pl.standing()
		}
	}
	t.Fatalf("%s is not among the actions", move)
	return nil, 0
}

// S's 师长 and N's (the board turned half round is N's side) stepped to and
// fro: S's b4-b5 leads back to a position the game has been in. %s are the
// pieces that make one side ahead.
const contemptRecord = `[Board "2p"]
[Mode "dark"]
[Position "b1=SF a1=SM c1=SM b4=S7 d4=S4 %s d12=NF e12=NM c12=NM d9=N7 b9=N4 %s"]
[Turn "S"]
b4-b5 d9-d8 b5-b4 d8-d9`

// Hard counts a return to a position of the game as a draw worth -contempt
// when it is not behind, and 0 when it is (glad of the draw); normal, which
// has no contempt, counts 0 either way.
func TestContemptForRepetition(t *testing.T) {
	contempt := levelParams["hard"].contempt
	if contempt <= 0 {
		t.Fatal("hard has no contempt")
	}
	cases := []struct {
		name, ours, theirs string
		want               int // hard's value of the repetition
	}{
		{"even", "", "", -contempt},
		{"ahead", "a4=S8 c4=S9 e4=S6", "", -contempt},
		{"behind", "", "a9=N8 c9=N9 e9=N6", 0},
	}
	for _, c := range cases {
		text := replaceOnce(replaceOnce(contemptRecord, "%s", c.ours), "%s", c.theirs)
		m := loadRecord(t, text)
		vals, standing := repetitionValues(t, m, "hard", "b4-b5")
		for k, v := range vals {
			if v != c.want {
				t.Errorf("%s (standing %d): hard values the repetition %d in sample %d, want %d", c.name, standing, v, k, c.want)
				break
			}
		}
		if c.name == "behind" && standing >= -contemptEven || c.name != "behind" && standing < -contemptEven {
			t.Errorf("%s: standing %d", c.name, standing)
		}
		nv, _ := repetitionValues(t, m, "normal", "b4-b5")
		for k, v := range nv {
			if v != 0 {
				t.Errorf("%s: normal values the repetition %d in sample %d, want 0", c.name, v, k)
				break
			}
		}
	}
}

// The contempt holds in 2p 暗棋 only: in 明棋 hard still counts the
// repetition 0.
func TestContemptOnlyInDark(t *testing.T) {
	m, x := shuffle(t, "2p-open")
	o, err := know.Observe(m, junqi.South)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := newPlayer("hard", o, 5)
	if err != nil {
		t.Fatal(err)
	}
	for !pl.Step(1 << 30) {
	}
	if pl.srch.draw != 0 {
		t.Errorf("2p 明棋: hard's draw is worth %d, want 0", pl.srch.draw)
	}
	for i, a := range pl.acts {
		if a == x {
			for k, v := range pl.vals[i] {
				if v != 0 {
					t.Errorf("2p 明棋: hard values the repetition %d in sample %d, want 0", v, k)
				}
			}
		}
	}
}
