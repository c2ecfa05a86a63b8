//go:build !js

package storage

import (
	"path/filepath"
	"testing"
)

func TestOpenSystemUsesUserConfigDir(t *testing.T) {
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", home) // Linux
	t.Setenv("HOME", home)            // macOS
	t.Setenv("AppData", home)         // Windows
	st, err := OpenSystem()
	if err != nil {
		t.Fatal(err)
	}
	dir := st.(*FileStore).Dir()
	if filepath.Base(dir) != "warboard" {
		t.Errorf("OpenSystem dir = %s, want …/warboard", dir)
	}
	if err := st.Save("settings", []byte("x")); err != nil {
		t.Fatal(err)
	}
	if got, err := NewFileStore(dir).Load("settings"); err != nil || string(got) != "x" {
		t.Errorf("reload: %q %v", got, err)
	}
}
