//go:build !js

package store

import (
	"fmt"
	"path/filepath"
	"testing"
)

func TestPutCloseReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rooms.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100; i++ {
		s.Put(fmt.Sprint("R", i%10), []byte(fmt.Sprint(i)))
	}
	s.Delete("R3")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	s, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got := map[string]string{}
	s.All(func(id string, data []byte) { got[id] = string(data) })
	if len(got) != 9 || got["R7"] != "97" || got["R3"] != "" {
		t.Fatalf("reloaded %v", got)
	}
}
