package scene

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"warboard/game/setup"
	"warboard/game/storage"
)

const savedRecord = "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"open\"]\n\nc6-c7 c7xc6\n"

// TestEncodeSavedHoldsTheRecordOnce: a controller's save (a JSON line, then the record)
// and the model's record share one copy of the record, written as it is, after the line.
func TestEncodeSavedHoldsTheRecordOnce(t *testing.T) {
	s := Saved{Scene: "play", Kind: "junqi", Record: savedRecord,
		Session: []byte(`{"format":2,"phase":"play","x":"<&>"}` + "\n" + savedRecord)}
	payload, err := EncodeSaved(s)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Count(payload, []byte("c6-c7 c7xc6")) != 1 || !bytes.HasSuffix(payload, []byte("}\n"+savedRecord)) {
		t.Fatalf("the record is not kept once, at the end:\n%s", payload)
	}
	head, _, _ := bytes.Cut(payload, []byte("\n"))
	if !json.Valid(head) || !bytes.Contains(head, []byte(`"format":2`)) || !bytes.Contains(head, []byte(`"state":{`)) {
		t.Fatalf("the first line is not the format 2 JSON line: %s", head)
	}
	back, err := DecodeSaved(payload)
	if err != nil {
		t.Fatal(err)
	}
	if back.Record != s.Record || back.Scene != s.Scene || back.Kind != s.Kind {
		t.Fatalf("decoded %+v", back)
	}
	var state map[string]any
	if st, rec, _ := bytes.Cut(back.Session, []byte("\n")); string(rec) != savedRecord || json.Unmarshal(st, &state) != nil || state["x"] != "<&>" {
		t.Fatalf("the session comes back as %q", back.Session)
	}
}

// TestSavedRoundTrip: every shape of session the model may hold comes back as it was.
func TestSavedRoundTrip(t *testing.T) {
	su := setup.Default(setup.Napoleon)
	for name, s := range map[string]Saved{
		"no session":          {Scene: "game", Setup: &su, Record: savedRecord},
		"a controller's save": {Scene: "play", Kind: "junqi", Record: savedRecord, Session: []byte(`{"format":2}` + "\n" + savedRecord)},
		"a format 1 save":     {Scene: "play", Kind: "junqi", Record: savedRecord, Session: []byte(`{"format":1,"record":"x"}`)},
		"another record":      {Scene: "play", Kind: "junqi", Record: savedRecord, Session: []byte("{\"format\":2}\n[Game \"x\"]\n")},
		"not JSON":            {Scene: "play", Kind: "junqi", Record: savedRecord, Session: []byte("plain text\n")},
		"a broken state line": {Scene: "play", Kind: "junqi", Record: savedRecord, Session: []byte("{\"format\":\n" + savedRecord)},
		"a hand-over, ended":  {Scene: "result", Record: "", HandOver: &HandOverState{Seat: "N", Then: "play"}, Outcome: "draw"},
	} {
		payload, err := EncodeSaved(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := DecodeSaved(payload)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(back.Session, s.Session) {
			t.Errorf("%s: session %q, want %q", name, back.Session, s.Session)
		}
		back.Session, s.Session = nil, nil
		if !reflect.DeepEqual(back, s) {
			t.Errorf("%s: %+v, want %+v", name, back, s)
		}
	}
}

func TestDecodeSavedRefuses(t *testing.T) {
	for _, c := range []struct{ name, payload, says string }{
		{"newer format", "{\"format\":3,\"scene\":\"play\"}\n" + savedRecord, "format 3"},
		{"format 1 with a line after it", "{\"scene\":\"play\"}\n" + savedRecord, "format 0"},
		{"format 2 without its record", `{"format":2,"scene":"play"}`, "without its record"},
		{"a record twice", "{\"format\":2,\"record\":\"x\"}\n" + savedRecord, "record inside"},
		{"two sessions", "{\"format\":2,\"state\":{},\"session\":{}}\n" + savedRecord, "two sessions"},
		{"not JSON", "{scene:\n", ""},
	} {
		if _, err := DecodeSaved([]byte(c.payload)); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.says)
		}
	}
}

// TestResumeFormat1 reads autosaves written by the code before format 2 (testdata/v1:
// envelope version 1, payload format 1, the controllers' format 1): each resumes as the
// very state it held, and written again in the new format it resumes the same.
func TestResumeFormat1(t *testing.T) {
	names, _ := filepath.Glob("testdata/v1/*.autosave")
	if len(names) < 5 {
		t.Fatalf("old autosaves missing: %v", names)
	}
	for _, name := range names {
		old, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(old, []byte(`{"app":"warboard","version":1,`)) {
			t.Fatalf("%s is not a version 1 envelope", name)
		}
		payload, err := storage.Decode(old, storage.KindAutosave)
		if err != nil {
			t.Fatal(err)
		}
		var want Saved
		if err := json.Unmarshal(payload, &want); err != nil || want.Record == "" {
			t.Fatalf("%s: not a format 1 payload: %v", name, err)
		}
		st := storage.NewMemStore()
		st.Save(storage.NameAutosave, old)
		m := NewModel(st)
		if ok, err := m.Resume(testKinds); !ok || err != nil {
			t.Fatalf("%s does not resume: %v %v", name, ok, err)
		}
		if got := m.Saved(); !reflect.DeepEqual(got, want) {
			t.Errorf("%s resumes as\n%+v\nwant\n%+v", name, got, want)
		}
		// Any change writes the new format, which resumes to the same.
		m.SetHandOver(want.HandOver)
		data, _ := st.Load(storage.NameAutosave)
		if !bytes.HasPrefix(data, []byte("warboard 2 autosave ")) || bytes.Count(data, []byte(want.Record)) != 1 {
			t.Fatalf("%s written again:\n%s", name, data)
		}
		again := NewModel(st)
		if ok, err := again.Resume(testKinds); !ok || err != nil || !reflect.DeepEqual(again.Saved(), want) {
			t.Errorf("%s written again resumes as %+v (%v)", name, again.Saved(), err)
		}
		if again.Game() != m.Game() || again.Moves() != m.Moves() {
			t.Errorf("%s: game %q moves %d, then %q %d", name, m.Game(), m.Moves(), again.Game(), again.Moves())
		}
	}
}

// TestResumeHalfWrittenSave: a save cut anywhere is set aside whole, not resumed, and the
// next start is clean.
func TestResumeHalfWrittenSave(t *testing.T) {
	st := storage.NewMemStore()
	m := NewModel(st)
	m.Start(setup.Default(setup.Junqi))
	m.SetSession("junqi", []byte(`{"format":2}`+"\n"+m.Record()), "deploy", m.Record(), 0)
	full, _ := st.Load(storage.NameAutosave)
	for n := 0; n < len(full); n += 7 {
		st := storage.NewMemStore()
		st.Save(storage.NameAutosave, full[:n])
		m := NewModel(st)
		m.now = func() time.Time { return time.Unix(1_700_000_000, 0) }
		if ok, err := m.Resume(testKinds); ok || err == nil || !strings.Contains(err.Error(), "damaged") {
			t.Fatalf("cut at %d of %d: %v %v", n, len(full), ok, err)
		}
		if kept, _ := st.Load("autosave.corrupt-1700000000"); !bytes.Equal(kept, full[:n]) {
			t.Fatalf("cut at %d: the bytes set aside differ", n)
		}
		if ok, err := NewModel(st).Resume(testKinds); ok || err != nil {
			t.Fatalf("cut at %d: the next start is not clean: %v", n, err)
		}
	}
}

// FuzzDecodeSaved: no payload panics the decoder, and what it accepts encodes and decodes
// to the same.
func FuzzDecodeSaved(f *testing.F) {
	names, _ := filepath.Glob("testdata/v1/*.autosave")
	for _, n := range names {
		old, _ := os.ReadFile(n)
		payload, _ := storage.Decode(old, storage.KindAutosave)
		f.Add(payload)
		if s, err := DecodeSaved(payload); err == nil {
			p2, _ := EncodeSaved(s)
			f.Add(p2)
		}
	}
	f.Add([]byte("{\"format\":2,\"state\":{}}\n[Game \"junqi\"]"))
	f.Fuzz(func(t *testing.T, payload []byte) {
		s, err := DecodeSaved(payload)
		if err != nil {
			return
		}
		p2, err := EncodeSaved(s)
		if err != nil {
			t.Fatalf("%q decodes to %+v, which does not encode: %v", payload, s, err)
		}
		back, err := DecodeSaved(p2)
		if err != nil {
			t.Fatalf("re-encoded %q does not decode: %v", p2, err)
		}
		if !bytes.Equal(compactJSON(back.Session), compactJSON(s.Session)) || back.Record != s.Record || back.Scene != s.Scene || back.Kind != s.Kind || back.Outcome != s.Outcome {
			t.Fatalf("%q → %+v → %q → %+v", payload, s, p2, back)
		}
	})
}

// compactJSON is a session with its JSON line in one canonical form: Marshal re-escapes a
// raw line (& as \u0026), so compare what it means, not its bytes.
func compactJSON(b []byte) []byte {
	head, rest, split := bytes.Cut(b, []byte("\n"))
	d := json.NewDecoder(bytes.NewReader(head))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return b
	}
	out, err := json.Marshal(v)
	if err != nil {
		return b
	}
	if split {
		out = append(append(out, '\n'), rest...)
	}
	return out
}
