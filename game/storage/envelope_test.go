package storage

import (
	"bytes"
	"errors"
	"fmt"
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
		if !bytes.HasPrefix(data, []byte(`{"app":"warboard","version":1,"kind":"autosave","checksum":"fnv64a:`)) {
			t.Errorf("unexpected envelope layout: %s", data)
		}
	}
}

func TestEncodeRefusesBadInput(t *testing.T) {
	if _, err := Encode(KindAutosave, []byte{0xff, 0xfe}); err == nil {
		t.Error("Encode accepted a payload that is not UTF-8")
	}
	if _, err := Encode("", []byte("x")); err == nil {
		t.Error("Encode accepted an empty kind")
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

func TestDecodeTruncatedAtEveryOffset(t *testing.T) {
	data := validSave(t)
	for n := 0; n < len(data); n++ {
		_, err := Decode(data[:n], KindAutosave)
		if !errors.Is(err, ErrCorrupt) {
			t.Fatalf("truncated to %d of %d bytes: %v, want ErrCorrupt", n, len(data), err)
		}
	}
}

func TestDecodeFlippedBytes(t *testing.T) {
	data := validSave(t)
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
