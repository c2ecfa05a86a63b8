package napoleonplay

import (
	"testing"

	"warboard/game/internal/minijson/jsontest"
)

// TestSavedJSONAgrees: the save's line is written and read as encoding/json did, every field
// set (a field added to saved or Options and not to the codec fails here).
func TestSavedJSONAgrees(t *testing.T) {
	var full saved
	jsontest.Fill(&full)
	for _, v := range []saved{full, {Version: 2, Phase: "play", Seat: "S"}} {
		jsontest.AgreeFormat(t, &v, false)
	}
}
