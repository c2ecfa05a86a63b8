package game_test

import (
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/sound"
	"warboard/render"
)

// recorder is a sound player that notes what it is asked to play.
type recorder struct{ played []sound.Effect }

func (r *recorder) Play(e sound.Effect) { r.played = append(r.played, e) }

// TestSoundsOfAGame: in a real game each move plays the move sound once, a resignation the
// end, and nothing plays with sound off in Settings.
func TestSoundsOfAGame(t *testing.T) {
	t.Run("junqi", func(t *testing.T) {
		a := gametest.StartJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1})
		rec := &recorder{}
		a.Shared().Sound = sound.NewCue(rec, func() bool { return !a.Shared().Settings.Sound })
		a.DeployAll()
		a.ThroughHandOver()
		a.PlaySome(2, false)
		if len(rec.played) != 2 || rec.played[0] != sound.Move || rec.played[1] != sound.Move {
			t.Fatalf("two moves played %v", rec.played)
		}
		a.Shared().Settings.Sound = false
		a.PlaySome(1, false)
		if len(rec.played) != 2 {
			t.Fatalf("with sound off: %v", rec.played)
		}
		a.Shared().Settings.Sound = true
		a.GoTo("button:gamemenu", "play")
		a.Tap(input.Touch, "menu:resign")
		a.Tap(input.Touch, "menu:confirm")
		if n := len(rec.played); n != 3 || rec.played[2] != sound.End {
			t.Fatalf("a resignation played %v", rec.played)
		}
	})
	t.Run("napoleon", func(t *testing.T) {
		a := gametest.StartNapoleonVsComputer(t, render.View{W: 768, H: 1024, Scale: 1})
		rec := &recorder{}
		a.Shared().Sound = sound.NewCue(rec, func() bool { return !a.Shared().Settings.Sound })
		s := gametest.MustNapoleon(a).Session()
		a.Shared().Sound.Action(s, s.MoveCount(), func() sound.Effect { return sound.None }) // the cue sees the game as it stands
		a.GoTo("button:gamemenu", a.SceneName())
		a.Tap(input.Touch, "menu:resign")
		a.Tap(input.Touch, "menu:confirm")
		a.AwaitComputer()
		if len(rec.played) != 1 || rec.played[0] != sound.End {
			t.Fatalf("a resignation played %v", rec.played)
		}
	})
}
