package junqiplay

import (
	"strings"
	"testing"

	"warboard/game/internal/minijson"
	"warboard/game/internal/minijson/jsontest"
)

// TestSaveFileJSONAgrees: the save's line is written and read as encoding/json did, every
// field set (a field added to saveFile or Options and not to the codec fails here).
func TestSaveFileJSONAgrees(t *testing.T) {
	var full saveFile
	jsontest.Fill(&full)
	for _, f := range []saveFile{full, {Format: 2, Phase: "play"}} {
		jsontest.AgreeFormat(t, &f, true)
	}
	for _, bad := range []string{`{"format":2,"extra":1}`, `{"options":{"extra":true}}`, `{"seed":-1}`, `{"format":2} {}`} {
		if _, err := minijson.Unmarshal[saveFile]([]byte(bad), true); err == nil {
			t.Errorf("%s read without an error", bad)
		} else if strings.Contains(bad, "extra") && !strings.Contains(err.Error(), "extra") {
			t.Errorf("%s: %v does not name the unknown member", bad, err)
		}
	}
}
