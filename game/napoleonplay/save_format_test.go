package napoleonplay

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// stateOf is the JSON line of a save, without the record that follows it.
func stateOf(data []byte) []byte {
	head, _, _ := bytes.Cut(data, []byte("\n"))
	return head
}

// version1Saves are saves written by the code before version 2 (testdata/save-v1): an
// 8×8 game in play and a set-up in progress.
func version1Saves(tb testing.TB) map[string][]byte {
	tb.Helper()
	names, _ := filepath.Glob("testdata/save-v1/*.json")
	if len(names) < 2 {
		tb.Fatalf("version 1 saves missing: %v", names)
	}
	out := map[string][]byte{}
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			tb.Fatal(err)
		}
		out[filepath.Base(n)] = data
	}
	return out
}

// TestRestoreVersion1: a save from before version 2 restores, its record and state intact,
// and saved again as version 2 it restores to the same picture.
func TestRestoreVersion1(t *testing.T) {
	for name, old := range version1Saves(t) {
		var v saved
		if err := json.Unmarshal(old, &v); err != nil || v.Version != 1 || v.Record == "" {
			t.Fatalf("%s is not a version 1 save: %v", name, err)
		}
		s, err := Restore(old)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		verifySession(t, name, s)
		if s.RecordText() != v.Record || s.phase.String() != v.Phase || s.seat.String() != v.Seat {
			t.Errorf("%s restores another game: phase %v seat %v record\n%s", name, s.phase, s.seat, s.RecordText())
		}
		data, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		again, err := Restore(data)
		if err != nil {
			t.Fatalf("%s saved again: %v", name, err)
		}
		if !reflect.DeepEqual(s.Picture(), again.Picture()) {
			t.Errorf("%s: the picture changed through a version 2 save", name)
		}
	}
}

// TestSaveVersion2: the record follows the state line once, as it is, and nowhere else.
func TestSaveVersion2(t *testing.T) {
	s, _ := longGame(t, 20, 0)
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	head, text, ok := bytes.Cut(data, []byte("\n"))
	if !ok || string(text) != s.RecordText() {
		t.Fatalf("the record does not follow the state line:\n%s", data)
	}
	if !json.Valid(head) || bytes.Contains(head, []byte(`"record"`)) || bytes.Contains(head, []byte("[Game")) {
		t.Fatalf("the state line is not JSON without the record: %s", head)
	}
	if bytes.Count(data, []byte("[Position")) != 1 {
		t.Fatal("the record is saved more than once")
	}
}

// TestRestoreRefusesMixedVersions: a version's record in the wrong place is an error.
func TestRestoreRefusesMixedVersions(t *testing.T) {
	s, _ := longGame(t, 4, 0)
	data, _ := s.Save()
	head, text, _ := bytes.Cut(data, []byte("\n"))
	var f map[string]any
	json.Unmarshal(head, &f)
	withRecord := func(version int) []byte {
		f["version"], f["record"] = version, string(text)
		b, _ := json.Marshal(f)
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"version 2 without its record", head, "record does not follow"},
		{"version 2 with a record inside too", append(append(withRecord(2), '\n'), text...), "record does not follow"},
		{"version 1 followed by a record", append(append(withRecord(1), '\n'), text...), "after a version 1"},
		{"version 3", bytes.Replace(data, []byte(`"version":2`), []byte(`"version":3`), 1), "version 3"},
		{"a damaged record", bytes.Replace(data, []byte("[Board"), []byte("[Bored"), 1), ""},
	} {
		if _, err := Restore(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	if _, err := Restore(withRecord(1)); err != nil {
		t.Errorf("the same state as version 1: %v", err)
	}
}
