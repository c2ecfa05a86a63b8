package storage

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestFileStore(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "warboard")
	s := NewFileStore(dir)
	if _, err := s.Load("autosave"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Load before the directory exists: %v", err)
	}
	testStoreContract(t, s)
	if s.Dir() != dir {
		t.Errorf("Dir = %s", s.Dir())
	}
	info, err := os.Stat(dir)
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "js" && info.Mode().Perm() != 0o700 {
		t.Errorf("directory mode %v, want private 0700", info.Mode().Perm())
	}
}

func TestFileStoreAtomicWriteLeavesNoTempFiles(t *testing.T) {
	dir := t.TempDir()
	s := NewFileStore(dir)
	for i := 0; i < 20; i++ {
		data := bytes.Repeat([]byte{byte('a' + i)}, 1000*i)
		if err := s.Save("autosave", data); err != nil {
			t.Fatal(err)
		}
		onDisk, err := os.ReadFile(filepath.Join(dir, "autosave"))
		if err != nil || !bytes.Equal(onDisk, data) {
			t.Fatalf("save %d: the file holds %d bytes, want %d (%v)", i, len(onDisk), len(data), err)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "autosave" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("directory holds %v, want only autosave", names)
	}
}

func TestFileStoreFailedSaveKeepsOldFileAndNoTemp(t *testing.T) {
	dir := t.TempDir()
	s := NewFileStore(dir)
	if err := s.Save("good", []byte("old")); err != nil {
		t.Fatal(err)
	}
	// A directory where the file should go makes the final rename fail.
	if err := os.Mkdir(filepath.Join(dir, "blocked"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "blocked", "child"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	err := s.Save("blocked", []byte("new"))
	if err == nil {
		t.Fatal("Save over a non-empty directory succeeded")
	}
	if !strings.Contains(err.Error(), "blocked") {
		t.Errorf("the error does not name the blob: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("temporary file left behind: %s", e.Name())
		}
	}
	if got, _ := s.Load("good"); string(got) != "old" {
		t.Errorf("another blob changed: %q", got)
	}
}

func TestFileStoreUnwritableDir(t *testing.T) {
	// The "directory" is a file: saving must fail with an error, not panic.
	f := filepath.Join(t.TempDir(), "file")
	os.WriteFile(f, nil, 0o600)
	if err := NewFileStore(f).Save("x", []byte("y")); err == nil {
		t.Fatal("Save under a file succeeded")
	}
}
