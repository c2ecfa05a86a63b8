package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

var payloads = []string{
	"",
	"[Game \"junqi\"]\n[Board \"2p\"]\nc6-c7 c7xc6\n",
	`{"language":"fr","x":[1,2]}`,
	"军棋 暗棋 «Poussée du tambour» <>&\u2028\u2029\t\\\"",
}

func TestEnvelopeRoundTrip(t *testing.T) {
	for _, p := range payloads {
		data, err := Encode(KindAutosave, []byte(p))
		if err != nil {
			t.Fatalf("Encode(%q): %v", p, err)
		}
		got, err := Decode(data, KindAutosave)
		if err != nil || string(got) != p {
			t.Errorf("round trip of %q: %q, %v", p, got, err)
		}
		if !bytes.HasPrefix(data, []byte("warboard 2 autosave fnv64a:")) || !bytes.HasSuffix(data, []byte("\n"+p)) {
			t.Errorf("unexpected envelope layout (the payload must follow the header line as it is): %q", data)
		}
	}
}

// encodeV1 is Encode as Warboard wrote it up to envelope version 2 (a JSON object, the
// payload a JSON string), to check that old saves are still read.
func encodeV1(kind string, payload []byte) []byte {
	data, _ := json.Marshal(struct {
		App      string `json:"app"`
		Version  int    `json:"version"`
		Kind     string `json:"kind"`
		Checksum string `json:"checksum"`
		Payload  string `json:"payload"`
	}{AppID, 1, kind, checksum(payload), string(payload)})
	return data
}

// TestDecodeVersion1: saves written before version 2 (JSON envelopes) decode to the same
// payload, including one written by the old code itself (testdata).
func TestDecodeVersion1(t *testing.T) {
	for _, p := range payloads {
		got, err := Decode(encodeV1(KindAutosave, []byte(p)), KindAutosave)
		if err != nil || string(got) != p {
			t.Errorf("version 1 save of %q: %q, %v", p, got, err)
		}
	}
	old, err := os.ReadFile("testdata/settings-v1")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(old, KindSettings)
	if err != nil || string(got) != `{"language":"fr","orientation":"south","sound":true}` {
		t.Errorf("the old code's settings: %q, %v", got, err)
	}
	s := NewMemStore()
	s.Save(NameSettings, old)
	if st, err := LoadSettings(s, t0); err != nil || st.Language != "fr" {
		t.Errorf("settings of version 1 load as %+v, %v", st, err)
	}
}

func TestEncodeRefusesBadInput(t *testing.T) {
	if _, err := Encode(KindAutosave, []byte{0xff, 0xfe}); err == nil {
		t.Error("Encode accepted a payload that is not UTF-8")
	}
	for _, kind := range []string{"", "auto save", "auto\nsave", "Autosave"} {
		if _, err := Encode(kind, []byte("x")); err == nil {
			t.Errorf("Encode accepted the kind %q", kind)
		}
	}
}

func validSave(t *testing.T) []byte {
	t.Helper()
	data, err := Encode(KindAutosave, []byte(payloads[1]))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// validSaves are a save in each version this build reads.
func validSaves(t *testing.T) map[string][]byte {
	return map[string][]byte{"version 2": validSave(t), "version 1": encodeV1(KindAutosave, []byte(payloads[1]))}
}

func TestDecodeTruncatedAtEveryOffset(t *testing.T) {
	for v, data := range validSaves(t) {
		for n := 0; n < len(data); n++ {
			_, err := Decode(data[:n], KindAutosave)
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("%s truncated to %d of %d bytes: %v, want ErrCorrupt", v, n, len(data), err)
			}
		}
	}
}

func TestDecodeFlippedBytes(t *testing.T) {
	for v, data := range validSaves(t) {
		t.Run(v, func(t *testing.T) { flippedBytes(t, data) })
	}
}

func flippedBytes(t *testing.T, data []byte) {
	for i := range data {
		for _, mask := range []byte{0x01, 0x20, 0x80, 0xff} {
			bad := bytes.Clone(data)
			bad[i] ^= mask
			_, err := Decode(bad, KindAutosave)
			if err == nil {
				t.Fatalf("byte %d (%q) xor %#x: decoded without error", i, data[i], mask)
			}
			if !errors.Is(err, ErrCorrupt) && !errors.Is(err, ErrForeign) {
				t.Fatalf("byte %d xor %#x: %v matches neither ErrCorrupt nor ErrForeign", i, mask, err)
			}
		}
	}
	// A damaged payload is caught by the checksum.
	i := bytes.Index(data, []byte("junqi"))
	bad := bytes.Clone(data)
	bad[i] = 'J'
	if _, err := Decode(bad, KindAutosave); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "checksum") {
		t.Errorf("payload changed: %v, want a checksum mismatch", err)
	}
}

func TestDecodeCases(t *testing.T) {
	sum := checksum([]byte("x"))
	env := func(app, version, kind, payload string) string {
		return fmt.Sprintf(`{"app":%s,"version":%s,"kind":%s,"checksum":%q,"payload":%s}`, app, version, kind, sum, payload)
	}
	for _, c := range []struct {
		name, data string
		want       error
		says       string
	}{
		{"empty file", "", ErrCorrupt, "empty"},
		{"blank", " \n", ErrCorrupt, "complete"},
		{"garbage", "\x00\x01binary", ErrCorrupt, ""},
		{"trailing data", env(`"warboard"`, "1", `"autosave"`, `"x"`) + "}", ErrCorrupt, ""},
		{"two saves", env(`"warboard"`, "1", `"autosave"`, `"x"`) + env(`"warboard"`, "1", `"autosave"`, `"x"`), ErrCorrupt, ""},
		{"foreign object", `{"name":"other game","level":3}`, ErrForeign, "not a Warboard"},
		{"foreign array", `[1,2,3]`, ErrForeign, ""},
		{"foreign string", `"hello"`, ErrForeign, ""},
		{"foreign number", `42`, ErrForeign, ""},
		{"null", `null`, ErrForeign, ""},
		{"other app", env(`"chessapp"`, "1", `"autosave"`, `"x"`), ErrForeign, `"chessapp"`},
		{"newer version", env(`"warboard"`, "2", `"autosave"`, `"x"`), ErrForeign, "version 2"},
		{"much newer, other layout", `{"app":"warboard","version":7,"blob":[1]}`, ErrForeign, "version 7"},
		{"other kind", env(`"warboard"`, "1", `"settings"`, `"x"`), ErrForeign, `"settings"`},
		{"version 0", env(`"warboard"`, "0", `"autosave"`, `"x"`), ErrCorrupt, "version"},
		{"version text", env(`"warboard"`, `"1"`, `"autosave"`, `"x"`), ErrCorrupt, "version"},
		{"version fraction", env(`"warboard"`, "1.5", `"autosave"`, `"x"`), ErrCorrupt, "version"},
		{"app not a string", env(`7`, "1", `"autosave"`, `"x"`), ErrCorrupt, "app"},
		{"payload null", env(`"warboard"`, "1", `"autosave"`, `null`), ErrCorrupt, "missing"},
		{"payload number", env(`"warboard"`, "1", `"autosave"`, `1`), ErrCorrupt, "missing"},
		{"no payload", `{"app":"warboard","version":1,"kind":"autosave","checksum":"fnv64a:00"}`, ErrCorrupt, "missing"},
		{"no checksum", `{"app":"warboard","version":1,"kind":"autosave","payload":"x"}`, ErrCorrupt, "missing"},
		{"no kind", `{"app":"warboard","version":1,"checksum":"` + sum + `","payload":"x"}`, ErrCorrupt, "missing"},
		{"no app, our fields", `{"version":1,"kind":"autosave","payload":"x"}`, ErrCorrupt, "app"},
		{"key case changed", strings.Replace(env(`"warboard"`, "1", `"autosave"`, `"x"`), `"payload"`, `"Payload"`, 1), ErrCorrupt, "missing"},
		{"wrong checksum", strings.Replace(env(`"warboard"`, "1", `"autosave"`, `"x"`), `"payload":"x"`, `"payload":"y"`, 1), ErrCorrupt, "checksum"},
	} {
		_, err := Decode([]byte(c.data), KindAutosave)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
			continue
		}
		if c.says != "" && !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.says)
		}
	}
	// Version 2 header lines.
	line := func(header, payload string) string { return header + "\n" + payload }
	sumX := checksum([]byte("x"))
	for _, c := range []struct {
		name, data string
		want       error
		says       string
	}{
		{"only the app", "warboard", ErrCorrupt, "complete"},
		{"header cut", "warboard 2 autosave " + sumX, ErrCorrupt, "complete"},
		{"newer version", line("warboard 3 autosave "+sumX+" 1", "x"), ErrForeign, "version 3"},
		{"newer version, other header", line("warboard 12 whatever", "x"), ErrForeign, "version 12"},
		{"version 1 as a line", line("warboard 1 autosave "+sumX+" 1", "x"), ErrCorrupt, "header"},
		{"version 0", line("warboard 0 autosave "+sumX+" 1", "x"), ErrCorrupt, "version"},
		{"version 02", line("warboard 02 autosave "+sumX+" 1", "x"), ErrCorrupt, "version"},
		{"version missing", line("warboard  autosave "+sumX+" 1", "x"), ErrCorrupt, "version"},
		{"field missing", line("warboard 2 autosave "+sumX, "x"), ErrCorrupt, "header"},
		{"field too many", line("warboard 2 autosave "+sumX+" 1 1", "x"), ErrCorrupt, "header"},
		{"size not a number", line("warboard 2 autosave "+sumX+" one", "x"), ErrCorrupt, "header"},
		{"size signed", line("warboard 2 autosave "+sumX+" +1", "x"), ErrCorrupt, "header"},
		{"size negative", line("warboard 2 autosave "+sumX+" -1", "x"), ErrCorrupt, "header"},
		{"payload cut", line("warboard 2 autosave "+sumX+" 2", "x"), ErrCorrupt, "complete"},
		{"payload longer", line("warboard 2 autosave "+sumX+" 1", "xx"), ErrCorrupt, "complete"},
		{"kind not a word", line("warboard 2 Autosave "+sumX+" 1", "x"), ErrCorrupt, "header"},
		{"other kind", line("warboard 2 settings "+sumX+" 1", "x"), ErrForeign, `"settings"`},
		{"wrong checksum", line("warboard 2 autosave "+sumX+" 1", "y"), ErrCorrupt, "checksum"},
		{"not text", line("warboard 2 autosave "+checksum([]byte{0xff})+" 1", "\xff"), ErrCorrupt, "text"},
	} {
		_, err := Decode([]byte(c.data), KindAutosave)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
			continue
		}
		if c.says != "" && !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.says)
		}
	}
	if got, err := Decode([]byte(line("warboard 2 autosave "+sumX+" 1", "x")), KindAutosave); err != nil || string(got) != "x" {
		t.Errorf("control case, version 2: %q %v", got, err)
	}
	// The well-formed version of the cases above decodes.
	if got, err := Decode([]byte(env(`"warboard"`, "1", `"autosave"`, `"x"`)), KindAutosave); err != nil || string(got) != "x" {
		t.Errorf("control case: %q %v", got, err)
	}
}

var t0 = time.Unix(1700000000, 0)

func TestLoadOrSetAside(t *testing.T) {
	s := NewMemStore()
	if _, err := LoadOrSetAside(s, NameAutosave, KindAutosave, t0, nil); !errors.Is(err, ErrNoSave) {
		t.Errorf("nothing saved: %v, want ErrNoSave", err)
	}
	if err := SaveEnvelope(s, NameAutosave, KindAutosave, []byte("record")); err != nil {
		t.Fatal(err)
	}
	got, err := LoadOrSetAside(s, NameAutosave, KindAutosave, t0, nil)
	if err != nil || string(got) != "record" {
		t.Fatalf("good save: %q %v", got, err)
	}

	corrupt := validSave(t)[:40]
	for i, want := range []string{"autosave.corrupt-1700000000", "autosave.corrupt-1700000000-2", "autosave.corrupt-1700000000-3"} {
		s.Save(NameAutosave, corrupt)
		_, err := LoadOrSetAside(s, NameAutosave, KindAutosave, t0, nil)
		var aside *SetAsideError
		if !errors.As(err, &aside) || !errors.Is(err, ErrCorrupt) || errors.Is(err, ErrForeign) {
			t.Fatalf("corrupt save %d: %v", i, err)
		}
		if aside.Name != NameAutosave || aside.Aside != want {
			t.Errorf("set aside as %q, want %q", aside.Aside, want)
		}
		if kept, _ := s.Load(want); !bytes.Equal(kept, corrupt) {
			t.Errorf("the bytes set aside differ: %q", kept)
		}
		if _, err := s.Load(NameAutosave); !errors.Is(err, ErrNotFound) {
			t.Errorf("the corrupt save is still in place: %v", err)
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error does not say where the save went: %v", err)
		}
	}

	foreign := []byte(`{"app":"warboard","version":99}`)
	s.Save(NameAutosave, foreign)
	_, err = LoadOrSetAside(s, NameAutosave, KindAutosave, t0.Add(time.Second), nil)
	var aside *SetAsideError
	if !errors.As(err, &aside) || !errors.Is(err, ErrForeign) || aside.Aside != "autosave.foreign-1700000001" {
		t.Fatalf("newer save: %v", err)
	}
	if kept, _ := s.Load(aside.Aside); !bytes.Equal(kept, foreign) {
		t.Errorf("the foreign bytes set aside differ: %q", kept)
	}
}

func TestLoadOrSetAsideCheck(t *testing.T) {
	s := NewMemStore()
	SaveEnvelope(s, NameAutosave, KindAutosave, []byte("not a record"))
	_, err := LoadOrSetAside(s, NameAutosave, KindAutosave, t0, func(p []byte) error {
		return fmt.Errorf("line 1: bad tag")
	})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "bad tag") {
		t.Fatalf("a payload the check refuses: %v", err)
	}
	if names := s.Names(); len(names) != 1 || names[0] != "autosave.corrupt-1700000000" {
		t.Errorf("store holds %v", names)
	}
}

// failingStore fails chosen operations, to check nothing is lost when the store misbehaves.
type failingStore struct {
	*MemStore
	loadErr, renameErr error
}

func (f failingStore) Load(name string) ([]byte, error) {
	if f.loadErr != nil {
		return nil, f.loadErr
	}
	return f.MemStore.Load(name)
}

func (f failingStore) Rename(from, to string) error {
	if f.renameErr != nil {
		return f.renameErr
	}
	return f.MemStore.Rename(from, to)
}

func TestLoadOrSetAsideStoreFailures(t *testing.T) {
	m := NewMemStore()
	m.Save(NameAutosave, []byte("{broken"))
	ioErr := errors.New("disk unplugged")
	_, err := LoadOrSetAside(failingStore{MemStore: m, loadErr: ioErr}, NameAutosave, KindAutosave, t0, nil)
	if !errors.Is(err, ioErr) || errors.Is(err, ErrCorrupt) {
		t.Errorf("unreadable store: %v", err)
	}
	_, err = LoadOrSetAside(failingStore{MemStore: m, renameErr: ioErr}, NameAutosave, KindAutosave, t0, nil)
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "stays as autosave") {
		t.Errorf("rename failure: %v", err)
	}
	if kept, _ := m.Load(NameAutosave); string(kept) != "{broken" {
		t.Errorf("the bytes moved or changed after a failed rename: %q", kept)
	}
}
