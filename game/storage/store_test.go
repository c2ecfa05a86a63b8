package storage

import (
	"bytes"
	"errors"
	"testing"
)

// testStoreContract checks what every Store promises.
func testStoreContract(t *testing.T, s Store) {
	t.Helper()
	if _, err := s.Load("missing"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Load of a missing name: %v, want ErrNotFound", err)
	}
	blobs := map[string][]byte{
		"autosave":   []byte(`{"app":"warboard"}`),
		"empty":      {},
		"binary.bin": {0, 0xff, 0xfe, '\n', 0x80},
		"Chinese_1":  []byte("军棋 Maréchal"),
	}
	for name, data := range blobs {
		if err := s.Save(name, data); err != nil {
			t.Fatalf("Save(%s): %v", name, err)
		}
	}
	for name, data := range blobs {
		got, err := s.Load(name)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("Load(%s) = %q, %v; want %q", name, got, err, data)
		}
	}
	if err := s.Save("autosave", []byte("second")); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Load("autosave"); string(got) != "second" {
		t.Errorf("overwrite: got %q", got)
	}
	// Rename replaces the target and empties the source.
	if err := s.Rename("autosave", "Chinese_1"); err != nil {
		t.Fatalf("Rename: %v", err)
	}
	if got, _ := s.Load("Chinese_1"); string(got) != "second" {
		t.Errorf("after Rename the target holds %q", got)
	}
	if _, err := s.Load("autosave"); !errors.Is(err, ErrNotFound) {
		t.Errorf("after Rename the source: %v", err)
	}
	if err := s.Rename("autosave", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Rename of a missing name: %v", err)
	}
	if err := s.Remove("Chinese_1"); err != nil {
		t.Errorf("Remove: %v", err)
	}
	if err := s.Remove("Chinese_1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Remove twice: %v", err)
	}
	for _, bad := range []string{"", ".hidden", "a/b", `a\b`, "../x", "a b", "名字", string(make([]byte, 101))} {
		if _, err := s.Load(bad); !errors.Is(err, ErrBadName) {
			t.Errorf("Load(%q): %v", bad, err)
		}
		if err := s.Save(bad, nil); !errors.Is(err, ErrBadName) {
			t.Errorf("Save(%q): %v", bad, err)
		}
		if err := s.Remove(bad); !errors.Is(err, ErrBadName) {
			t.Errorf("Remove(%q): %v", bad, err)
		}
		if err := s.Rename("empty", bad); !errors.Is(err, ErrBadName) {
			t.Errorf("Rename to %q: %v", bad, err)
		}
		if err := s.Rename(bad, "empty"); !errors.Is(err, ErrBadName) {
			t.Errorf("Rename from %q: %v", bad, err)
		}
	}
}

func TestMemStore(t *testing.T) {
	m := NewMemStore()
	testStoreContract(t, m)
	// Callers own the slices they pass and get.
	data := []byte("abc")
	m.Save("x", data)
	data[0] = 'z'
	got, _ := m.Load("x")
	got[1] = 'z'
	if again, _ := m.Load("x"); string(again) != "abc" {
		t.Errorf("MemStore shares slices with callers: %q", again)
	}
	m.FailSave = ErrFull
	if err := m.Save("x", nil); !errors.Is(err, ErrFull) {
		t.Errorf("FailSave: %v", err)
	}
}
