//go:build !js

package platform

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"warboard/game/input"
	"warboard/game/scene"
)

// The desktop reaches the clipboard through the system's own helper programs, run as
// commands: Ebitengine has no clipboard, and the Go clipboard packages need cgo and more
// system libraries on Linux. Where no helper is installed (a bare X11 or Wayland desktop
// without xclip, xsel or wl-clipboard) Copy and Paste report ErrNoClipboard and the screen
// shows the text instead.

// clipTool is a pair of commands: one reads the text to copy from its input, the other
// writes the clipboard's text to its output.
type clipTool struct {
	copy, paste []string
}

// clipTools are the helpers worth trying on goos, best first, given the environment.
func clipTools(goos string, getenv func(string) string) []clipTool {
	switch goos {
	case "darwin":
		return []clipTool{{[]string{"pbcopy"}, []string{"pbpaste"}}}
	case "windows":
		ps := []string{"powershell", "-NoProfile", "-NonInteractive", "-Command"}
		return []clipTool{{
			append(ps, "[Console]::InputEncoding=[Text.Encoding]::UTF8; Set-Clipboard -Value ([Console]::In.ReadToEnd())"),
			append(ps[:4:4], "[Console]::OutputEncoding=[Text.Encoding]::UTF8; Get-Clipboard -Raw"),
		}}
	}
	var tools []clipTool
	if getenv("WAYLAND_DISPLAY") != "" {
		tools = append(tools, clipTool{[]string{"wl-copy"}, []string{"wl-paste", "--no-newline"}})
	}
	if getenv("DISPLAY") != "" {
		tools = append(tools,
			clipTool{[]string{"xclip", "-selection", "clipboard", "-in"}, []string{"xclip", "-selection", "clipboard", "-out"}},
			clipTool{[]string{"xsel", "--clipboard", "--input"}, []string{"xsel", "--clipboard", "--output"}})
	}
	return tools
}

// toolClipboard runs the first installed helper, on a goroutine so the game loop never
// waits for it.
type toolClipboard struct {
	clipResult
	tool *clipTool
}

// NewClipboard is the desktop's clipboard.
func NewClipboard() scene.Clipboard {
	c := &toolClipboard{}
	for _, t := range clipTools(runtime.GOOS, os.Getenv) {
		if _, err := exec.LookPath(t.copy[0]); err == nil {
			c.tool = &t
			break
		}
	}
	return c
}

// helperTimeout bounds a helper's run (xclip waits for nothing, but a hung one must not
// leave the screen waiting).
const helperTimeout = 3 * time.Second

func (c *toolClipboard) Copy(text string) {
	gen := c.start()
	if c.tool == nil {
		c.finish(gen, "", ErrNoClipboard)
		return
	}
	go func() {
		_, err := run(c.tool.copy, text)
		c.finish(gen, "", err)
	}()
}

func (c *toolClipboard) Paste() {
	gen := c.start()
	if c.tool == nil {
		c.finish(gen, "", ErrNoClipboard)
		return
	}
	go func() {
		text, err := run(c.tool.paste, "")
		c.finish(gen, text, err)
	}()
}

// run runs a helper with in as its input and returns its output.
func run(argv []string, in string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), helperTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Stdin = strings.NewReader(in)
	var out, stderr bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &stderr
	// xclip stays behind to serve the selection: do not wait for its output pipes.
	cmd.WaitDelay = 100 * time.Millisecond
	if err := cmd.Run(); err != nil && !errors.Is(err, exec.ErrWaitDelay) {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return "", fmt.Errorf("%s: %v: %s", argv[0], err, msg)
		}
		return "", fmt.Errorf("%s: %v", argv[0], err)
	}
	return out.String(), nil
}

// NewTextBox is nil on the desktop: a field reads the keyboard itself.
func NewTextBox() input.TextBox { return nil }
