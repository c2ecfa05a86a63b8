package junqiplay

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// stateOf is the JSON line of a save, without the record that follows it.
func stateOf(data []byte) []byte {
	head, _, _ := bytes.Cut(data, []byte("\n"))
	return head
}

// format1Saves are saves written by the code before format 2 (testdata/save-v1): a 2p
// game in play with a piece selected, and a 4p deployment in progress.
func format1Saves(tb testing.TB) map[string][]byte {
	tb.Helper()
	names, _ := filepath.Glob("testdata/save-v1/*.json")
	if len(names) < 2 {
		tb.Fatalf("format 1 saves missing: %v", names)
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

// TestRestoreFormat1: a save from before format 2 restores, its record and state intact,
// and saved again in format 2 it restores to the same picture.
func TestRestoreFormat1(t *testing.T) {
	for name, old := range format1Saves(t) {
		var f saveFile
		if err := json.Unmarshal(old, &f); err != nil || f.Format != 1 || f.Record == "" {
			t.Fatalf("%s is not a format 1 save: %v", name, err)
		}
		s, err := Restore(old)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkAll(t, s)
		if s.RecordText() != f.Record || s.phase.String() != f.Phase || seatName(s.seat) != f.Seat {
			t.Errorf("%s restores another game: phase %v seat %v record\n%s", name, s.phase, s.seat, s.RecordText())
		}
		if f.Selected != "" && (s.selected == junqi.NoPoint || s.pointName(s.selected) != f.Selected) {
			t.Errorf("%s: selection %q lost", name, f.Selected)
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
			t.Errorf("%s: the picture changed through a format 2 save", name)
		}
	}
}

// TestSaveFormat2: the record follows the state line once, as it is, and nowhere else.
func TestSaveFormat2(t *testing.T) {
	s, _ := longGame(t, "2p", 30, 0)
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

// TestRestoreRefusesMixedFormats: a format's record in the wrong place is an error.
func TestRestoreRefusesMixedFormats(t *testing.T) {
	s, _ := longGame(t, "2p", 4, 0)
	data, _ := s.Save()
	head, text, _ := bytes.Cut(data, []byte("\n"))
	var f map[string]any
	json.Unmarshal(head, &f)
	withRecord := func(format int) []byte {
		f["format"], f["record"] = format, string(text)
		b, _ := json.Marshal(f)
		return b
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"format 2 without its record", head, "record does not follow"},
		{"format 2 with a record inside too", append(append(withRecord(2), '\n'), text...), "record does not follow"},
		{"format 1 followed by a record", append(append(withRecord(1), '\n'), text...), "after a format 1"},
		{"format 3", bytes.Replace(data, []byte(`"format":2`), []byte(`"format":3`), 1), "format 3"},
		{"two JSON values", append(append(bytes.Clone(head), head...), append([]byte("\n"), text...)...), "after the saved state"},
		{"a damaged record", bytes.Replace(data, []byte("[Board"), []byte("[Bored"), 1), ""},
	} {
		if _, err := Restore(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	if _, err := Restore(withRecord(1)); err != nil {
		t.Errorf("the same state as format 1: %v", err)
	}
}
