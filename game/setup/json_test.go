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
			w := minijson.NewWriter()
			s.WriteJSON(w)
			return w.Bytes()
		}, func(b []byte) (Setup, error) {
			r, err := minijson.ReadObject(b)
			if err != nil {
				return Setup{}, err
			}
			var s Setup
			s.ReadJSON(r)
			return s, r.Err()
		})
	}
}
