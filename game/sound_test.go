package game

import (
	"testing"

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
		a := startJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1})
		rec := &recorder{}
		a.shared.Sound = sound.NewCue(rec, func() bool { return !a.shared.Settings.Sound })
		a.deployAll()
		a.throughHandOver()
		a.playSome(2, false)
		if len(rec.played) != 2 || rec.played[0] != sound.Move || rec.played[1] != sound.Move {
			t.Fatalf("two moves played %v", rec.played)
		}
		a.shared.Settings.Sound = false
		a.playSome(1, false)
		if len(rec.played) != 2 {
			t.Fatalf("with sound off: %v", rec.played)
		}
		a.shared.Settings.Sound = true
		a.goTo("button:gamemenu", "play")
		a.tap(input.Touch, "menu:resign")
		a.tap(input.Touch, "menu:confirm")
		if n := len(rec.played); n != 3 || rec.played[2] != sound.End {
			t.Fatalf("a resignation played %v", rec.played)
		}
	})
	t.Run("napoleon", func(t *testing.T) {
		a := startNapoleonVsComputer(t, render.View{W: 768, H: 1024, Scale: 1})
		rec := &recorder{}
		a.shared.Sound = sound.NewCue(rec, func() bool { return !a.shared.Settings.Sound })
		s := mustNapoleon(a).Session()
		a.shared.Sound.Action(s, s.MoveCount(), func() sound.Effect { return sound.None }) // the cue sees the game as it stands
		a.goTo("button:gamemenu", a.SceneName())
		a.tap(input.Touch, "menu:resign")
		a.tap(input.Touch, "menu:confirm")
		a.awaitComputer()
		if len(rec.played) != 1 || rec.played[0] != sound.End {
			t.Fatalf("a resignation played %v", rec.played)
		}
	})
}
