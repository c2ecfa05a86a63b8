//go:build !js

package platform

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// await waits for the clipboard's answer.
func await(t *testing.T, c interface {
	Done() (string, error, bool)
}) (string, error) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if text, err, ok := c.Done(); ok {
			return text, err
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("the clipboard never answered")
	return "", nil
}

// The desktop's clipboard runs the helper the environment offers: with DISPLAY set and an
// xclip on PATH (here a script keeping the text in a file) Copy then Paste gives the text
// back, Chinese included; with no helper both say ErrNoClipboard.
func TestToolClipboard(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the fake helper is a shell script for Linux's xclip")
	}
	dir := t.TempDir()
	store := filepath.Join(dir, "clip")
	script := "#!/bin/sh\ncase \"$*\" in\n*-in*) cat > " + store + ";;\n*-out*) cat " + store + ";;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+"/usr/bin:/bin") // the script needs cat
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("DISPLAY", ":99")
	c := NewClipboard()
	c.Copy("a1=SF b1=S2 我的布阵")
	if _, err := await(t, c); err != nil {
		t.Fatalf("copy: %v", err)
	}
	c.Paste()
	if text, err := await(t, c); err != nil || text != "a1=SF b1=S2 我的布阵" {
		t.Fatalf("paste: %q, %v", text, err)
	}

	t.Setenv("DISPLAY", "")
	c = NewClipboard()
	c.Copy("x")
	if _, err := await(t, c); !errors.Is(err, ErrNoClipboard) {
		t.Fatalf("copy without a helper: %v", err)
	}
	c.Paste()
	if _, err := await(t, c); !errors.Is(err, ErrNoClipboard) {
		t.Fatalf("paste without a helper: %v", err)
	}
}

func TestClipTools(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if got := clipTools("linux", env(map[string]string{"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"})); len(got) != 3 || got[0].copy[0] != "wl-copy" {
		t.Fatalf("wayland with X: %v", got)
	}
	if got := clipTools("linux", env(nil)); len(got) != 0 {
		t.Fatalf("no display: %v", got)
	}
	if got := clipTools("darwin", env(nil)); len(got) != 1 || got[0].paste[0] != "pbpaste" {
		t.Fatalf("macOS: %v", got)
	}
	if got := clipTools("windows", env(nil)); len(got) != 1 || got[0].copy[0] != "powershell" || got[0].paste[0] != "powershell" {
		t.Fatalf("windows: %v", got)
	}
}
