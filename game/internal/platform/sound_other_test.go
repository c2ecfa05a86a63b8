//go:build !js

package platform

import (
	"testing"
	"time"

	"warboard/game/sound"
)

// TestSoundPlayerNeverBlocks: playing returns at once, while the device opens and after,
// whether the machine has an audio device or not (a test machine usually has none: sound
// then stays off without an error reaching the game).
func TestSoundPlayerNeverBlocks(t *testing.T) {
	p := NewSoundPlayer()
	for i := 0; i < 20; i++ {
		start := time.Now()
		for _, e := range sound.Effects {
			p.Play(e)
		}
		if d := time.Since(start); d > 200*time.Millisecond {
			t.Fatalf("playing took %v", d)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
