package junqiscreen

import (
	"testing"

	"warboard/game/junqiplay"
	"warboard/game/sound"
)

// TestSoundOf: each Junqi action makes its sound from its public note.
func TestSoundOf(t *testing.T) {
	attack := func(outcome string) junqiplay.Feedback {
		return junqiplay.Feedback{Code: junqiplay.NoteAttack, Args: []string{"S", "c6", "c7", outcome, "5", "?", ""}}
	}
	for _, c := range []struct {
		name string
		fb   junqiplay.Feedback
		over bool
		want sound.Effect
	}{
		{"move", junqiplay.Feedback{Code: junqiplay.NoteMove, Args: []string{"S", "c6", "c7", ""}}, false, sound.Move},
		{"flip", junqiplay.Feedback{Code: junqiplay.NoteFlip, Args: []string{"S", "c6", "5", ""}}, false, sound.Move},
		{"attacker won", attack("won"), false, sound.Capture},
		{"attacker lost", attack("lost"), false, sound.Battle},
		{"both removed", attack("both"), false, sound.Battle},
		{"flag taken", attack("flag"), false, sound.End},
		{"last battle of the game", attack("won"), true, sound.End},
		{"resigned", junqiplay.Feedback{Code: junqiplay.NoteResign, Args: []string{"S", "S"}}, true, sound.End},
		{"deployed", junqiplay.Feedback{Code: junqiplay.NoteDeployed, Args: []string{"S"}}, false, sound.None},
		{"draw declined", junqiplay.Feedback{Code: junqiplay.NoteDeclined}, false, sound.None},
		{"nothing", junqiplay.Feedback{}, false, sound.None},
	} {
		if got := soundOf(c.fb, c.over); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
