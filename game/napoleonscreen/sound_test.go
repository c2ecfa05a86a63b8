package napoleonscreen

import (
	"testing"

	"warboard/game/sound"
)

// TestSoundOf: each Napoleon turn makes its sound from its record token.
func TestSoundOf(t *testing.T) {
	for _, c := range []struct {
		tok  string
		over bool
		want sound.Effect
	}{
		{"d2-d5", false, sound.Move},
		{"d2-d5 c1>NE", false, sound.Move},
		{"c3xd4 a1>N", false, sound.Capture},
		{"d2xd5", true, sound.End},
		{"resign", true, sound.End},
		{"draw", false, sound.None},
		{"", false, sound.None},
	} {
		if got := soundOf(c.tok, c.over); got != c.want {
			t.Errorf("%q over=%v: %v, want %v", c.tok, c.over, got, c.want)
		}
	}
}
