package setup

import (
	"testing"

	"warboard/game/internal/minijson"
	"warboard/game/internal/minijson/jsontest"
)

// TestSetupJSONAgrees: the hand-written codec writes and reads a Setup with every field set
// exactly as encoding/json does (a field added to Setup and not to the codec fails here).
func TestSetupJSONAgrees(t *testing.T) {
	var s Setup
	jsontest.Fill(&s)
	for _, v := range []Setup{s, Default(Junqi), Default(Napoleon), {}} {
		jsontest.Agree(t, &v, func(s Setup) []byte {
			return minijson.Encode(s.Fields)
		}, func(b []byte) (Setup, error) {
			var s Setup
			err := minijson.Decode(b, false, s.Fields)
			return s, err
		})
	}
}
