package storage

import (
	"bytes"
	"errors"
	"testing"
)

// FuzzDecode: Decode never panics, every error is exactly one of ErrCorrupt and ErrForeign,
// and whatever it accepts re-encodes to a save that decodes to the same payload.
func FuzzDecode(f *testing.F) {
	for _, p := range payloads {
		data, _ := Encode(KindAutosave, []byte(p))
		f.Add(data)
		f.Add(data[:len(data)/2])
		old := encodeV1(KindAutosave, []byte(p))
		f.Add(old)
		f.Add(old[:len(old)/2])
	}
	f.Add([]byte("warboard 3 autosave fnv64a:00 1\nx"))
	f.Add([]byte("warboard 2 autosave fnv64a:00 99\nx"))
	f.Add([]byte(`{"app":"warboard","version":2}`))
	f.Add([]byte(`{"app":"other"}`))
	f.Add([]byte(`{"version":1,"kind":"autosave"}`))
	f.Add([]byte(`[]`))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		payload, err := Decode(data, KindAutosave)
		if err != nil {
			if errors.Is(err, ErrCorrupt) == errors.Is(err, ErrForeign) {
				t.Fatalf("error matches both or neither kind: %v", err)
			}
			return
		}
		again, err := Encode(KindAutosave, payload)
		if err != nil {
			t.Fatalf("accepted payload %q does not re-encode: %v", payload, err)
		}
		back, err := Decode(again, KindAutosave)
		if err != nil || !bytes.Equal(back, payload) {
			t.Fatalf("re-encoded payload %q decodes to %q, %v", payload, back, err)
		}
	})
}
