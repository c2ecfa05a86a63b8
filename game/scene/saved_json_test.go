package scene

import (
	"testing"

	"warboard/game/internal/minijson/jsontest"
	"warboard/game/setup"
)

// TestSavedLineJSONAgrees: the autosave's line is written and read as encoding/json did,
// every field set (a field added to Saved and not to the codec fails here) and a plain one.
func TestSavedLineJSONAgrees(t *testing.T) {
	var full savedLine
	jsontest.Fill(&full)
	plain := savedLine{Format: 1, Saved: Saved{Scene: "game", Setup: &setup.Setup{Game: setup.Junqi}, Record: "[Game \"junqi\"]\n"}}
	for _, l := range []savedLine{full, plain} {
		jsontest.AgreeFormat(t, &l, false)
	}
}
