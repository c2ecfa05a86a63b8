package main

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"warboard/game"
	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
)

// TestIdleCPU measures what the desktop game costs while nobody touches it, for
// docs/performance.md: the built binary runs in its own window on the test's display (Xvfb
// under make idle), settles, and its CPU time (/proc/<pid>/stat utime+stime, all threads)
// is sampled over a window, on the menu and on a Junqi play screen (an autosaved game,
// opened with Continue by a mouse click from xdotool). It only runs when asked:
//
//	WARBOARD_MEASURE=1 xvfb-run -a go test -count=1 -v -run TestIdleCPU ./cmd/warboard
//
// WARBOARD_IDLE_SECONDS sets the sampling window (default 20).
func TestIdleCPU(t *testing.T) {
	if os.Getenv("WARBOARD_MEASURE") != "1" {
		t.Skip("set WARBOARD_MEASURE=1 to measure the idle CPU of the desktop game")
	}
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Fatal("xdotool is needed to press Continue in the game's window (Debian package xdotool)")
	}
	window := 20 * time.Second
	if s, err := strconv.Atoi(os.Getenv("WARBOARD_IDLE_SECONDS")); err == nil && s > 0 {
		window = time.Duration(s) * time.Second
	}
	bin := filepath.Join(t.TempDir(), "warboard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home := t.TempDir()
	saveJunqiGame(t, filepath.Join(home, "config", "warboard"))

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"), "LANG=en_GB.UTF-8", "LANGUAGE=en")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cancel()
		cmd.Wait()
		if stderr.Len() > 0 {
			t.Logf("the game's stderr:\n%s", stderr.String())
		}
	}()
	pid := cmd.Process.Pid
	win := strings.Fields(xdotool(t, "search", "--sync", "--onlyvisible", "--name", "^Warboard$"))[0]
	time.Sleep(5 * time.Second) // the first frames, font and atlas set-up
	menu := cpuShare(t, pid, window)

	// Continue: the menu's button, found by laying a menu out the same way at the window's size.
	w, h := windowSize(t, win)
	x, y := continueButton(t, filepath.Join(home, "config", "warboard"), w, h)
	xdotool(t, "mousemove", "--window", win, strconv.Itoa(int(x)), strconv.Itoa(int(y)))
	time.Sleep(100 * time.Millisecond)
	xdotool(t, "mousedown", "1")
	time.Sleep(120 * time.Millisecond)
	xdotool(t, "mouseup", "1")
	time.Sleep(3 * time.Second)
	if !boardShown(t, win) {
		t.Fatal("after Continue the window shows no board")
	}
	play := cpuShare(t, pid, window)
	load, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("desktop idle CPU over %s (%% of one core): menu %.2f%%, Junqi play screen %.2f%% (load average %s)\n",
		window, menu, play, strings.Join(strings.Fields(string(load))[:3], " "))
}

// cpuShare is the process's CPU time over d as a percentage of one core.
func cpuShare(t *testing.T, pid int, d time.Duration) float64 {
	t.Helper()
	before, t0 := cpuTicks(t, pid), time.Now()
	time.Sleep(d)
	after, t1 := cpuTicks(t, pid), time.Now()
	const hz = 100 // USER_HZ: the unit of /proc/<pid>/stat on Linux
	return 100 * float64(after-before) / hz / t1.Sub(t0).Seconds()
}

// cpuTicks is utime+stime of pid, all threads, in clock ticks.
func cpuTicks(t *testing.T, pid int) int64 {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Fatalf("the game stopped: %v", err)
	}
	// The command name may hold spaces; the fields after it are fixed.
	f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+2:]))
	u, _ := strconv.ParseInt(f[11], 10, 64) // field 14 of the whole line
	s, _ := strconv.ParseInt(f[12], 10, 64) // field 15
	return u + s
}

func xdotool(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "xdotool", args...).Output()
	if err != nil {
		t.Fatalf("xdotool %s: %v", strings.Join(args, " "), err)
	}
	return string(out)
}

func windowSize(t *testing.T, win string) (w, h float64) {
	t.Helper()
	for _, l := range strings.Split(xdotool(t, "getwindowgeometry", "--shell", win), "\n") {
		if v, ok := strings.CutPrefix(l, "WIDTH="); ok {
			w, _ = strconv.ParseFloat(v, 64)
		}
		if v, ok := strings.CutPrefix(l, "HEIGHT="); ok {
			h, _ = strconv.ParseFloat(v, 64)
		}
	}
	if w <= 0 || h <= 0 {
		t.Fatalf("no size for window %s", win)
	}
	return w, h
}

// saveJunqiGame autosaves a two-player open Junqi game on its play screen in dir, as the
// game does after both deployments.
func saveJunqiGame(t *testing.T, dir string) {
	t.Helper()
	setup := setup.Default(setup.Junqi)
	sess, err := junqiplay.New(setup.Record(), junqiplay.Options{MoverBottom: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; sess.Phase() != junqiplay.Play; i++ {
		if i > 10 {
			t.Fatalf("the deployments did not end (phase %v)", sess.Phase())
		}
		if fb := sess.Random(); fb.Refused {
			t.Fatalf("random deployment refused: %+v", fb)
		}
		if fb := sess.Done(); fb.Refused {
			t.Fatalf("deployment done refused: %+v", fb)
		}
	}
	data, err := sess.Save()
	if err != nil {
		t.Fatal(err)
	}
	m := scene.NewModel(storage.NewFileStore(dir))
	m.Start(setup)
	m.SetSession("junqi", data, "play", sess.RecordText(), sess.MoveCount())
	if err := m.SaveError(); err != nil {
		t.Fatal(err)
	}
}

// continueButton is the centre of the menu's Continue button in a w×h window.
func continueButton(t *testing.T, dir string, w, h float64) (x, y float64) {
	t.Helper()
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewFileStore(dir)
	sh := &scene.Shared{Model: scene.NewModel(store), Fonts: fonts, Text: i18n.NewPrinter(i18n.En), Store: store, Games: game.Games}
	if ok, err := sh.Model.Resume(game.Games); !ok || err != nil {
		t.Fatalf("the saved game does not resume: %v", err)
	}
	menu := menu.NewMenu(sh)
	menu.Layout(render.View{W: w, H: h, Scale: 1})
	r, ok := menu.Target("button:continue")
	if !ok {
		t.Fatal("the menu has no Continue button")
	}
	return r.Centre()
}

// boardShown reports whether the window shows the Junqi board's paper.
func boardShown(t *testing.T, win string) bool {
	t.Helper()
	shot, err := exec.Command("import", "-window", win, "png:-").Output()
	if err != nil {
		t.Fatalf("screenshot of the window (ImageMagick import): %v", err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	paper := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if slices.Equal([]uint32{r >> 8, g >> 8, bl >> 8}, []uint32{0xf1, 0xe4, 0xc4}) {
				paper++
			}
		}
	}
	return paper > 100
}
