package layouts

import (
	"testing"
	"time"

	"warboard/game/internal/minijson/jsontest"
)

// TestEntryJSONAgrees: an entry is written and read as encoding/json did (a field added to
// Entry and not to the codec fails here), its time included.
func TestEntryJSONAgrees(t *testing.T) {
	var full Entry
	jsontest.Fill(&full)
	full.Saved = time.Date(2026, 11, 25, 16, 30, 5, 123456789, time.UTC)
	for _, e := range []Entry{full, {ID: 1, Name: "Layout 1", Game: Junqi, Text: "a1=S2"}} {
		jsontest.Agree(t, &e, Entry.json, readEntry)
	}
	for _, bad := range []string{`{"id":"7"}`, `{"saved":"yesterday"}`, `[1]`, `{"name":1}`} {
		if _, err := readEntry([]byte(bad)); err == nil {
			t.Errorf("%s read without an error", bad)
		}
	}
}
