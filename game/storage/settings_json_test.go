package storage

import (
	"testing"

	"warboard/game/internal/minijson/jsontest"
)

// TestSettingsJSONAgrees: settings are written and read as encoding/json did (every field
// set, the defaults, and none), so settings of older builds still load.
func TestSettingsJSONAgrees(t *testing.T) {
	var full Settings
	jsontest.Fill(&full)
	full.NewGame["empty"] = nil
	for _, s := range []Settings{full, DefaultSettings(), {}} {
		jsontest.AgreeFormat(t, &s, false)
	}
}
