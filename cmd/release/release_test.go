package main

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/tc-hib/winres"
)

func TestNumericVersion(t *testing.T) {
	for v, want := range map[string][4]uint16{
		"v1.2.3":           {1, 2, 3, 0},
		"1.2.3-4-gabcdef0": {1, 2, 3, 4},
		"v0.16":            {0, 16, 0, 0},
		"2026.12.2":        {2026, 12, 2, 0},
		"cb564dc":          {},
		"dev":              {},
		"v99999.1":         {0, 1, 0, 0}, // past 16 bits: not a number Windows can hold
	} {
		if got := numericVersion(v); got != want {
			t.Errorf("numericVersion(%q) = %v, want %v", v, got, want)
		}
	}
}

// The Windows resources hold the icon at every size and the version, and compile to an
// object file of the right machine for each architecture.
func TestWindowsResources(t *testing.T) {
	rs, err := resources("v1.2.3")
	if err != nil {
		t.Fatal(err)
	}
	icon, err := rs.GetIcon(winres.ID(1))
	if err != nil {
		t.Fatal(err)
	}
	var ico bytes.Buffer
	if err := icon.SaveICO(&ico); err != nil {
		t.Fatal(err)
	}
	if n := binary.LittleEndian.Uint16(ico.Bytes()[4:]); int(n) != len(iconSizes) {
		t.Errorf("the icon holds %d pictures, want %d", n, len(iconSizes))
	}
	if vi := rs.Get(winres.RT_VERSION, winres.ID(1), 0x409); !bytes.Contains(vi, utf16("Warboard")) || !bytes.Contains(vi, utf16("v1.2.3")) {
		t.Errorf("the version resource (%d bytes) does not name Warboard v1.2.3", len(vi))
	}
	for arch, machine := range map[winres.Arch]uint16{winres.ArchAMD64: 0x8664, winres.ArchARM64: 0xAA64} {
		var obj bytes.Buffer
		if err := rs.WriteObject(&obj, arch); err != nil {
			t.Fatal(err)
		}
		if got := binary.LittleEndian.Uint16(obj.Bytes()); got != machine {
			t.Errorf("%s: the object's machine is %#x, want %#x", arch, got, machine)
		}
	}
}

func utf16(s string) []byte {
	var b []byte
	for _, r := range s {
		b = append(b, byte(r), 0)
	}
	return b
}

// The .icns file is a well-formed icon family: its length, then PNG entries of the sizes
// their codes say.
func TestICNS(t *testing.T) {
	data, err := icns()
	if err != nil {
		t.Fatal(err)
	}
	if string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:])) != len(data) {
		t.Fatalf("header %q, length %d of %d", data[:4], binary.BigEndian.Uint32(data[4:]), len(data))
	}
	at := 8
	for _, want := range icnsTypes {
		code, n := string(data[at:at+4]), int(binary.BigEndian.Uint32(data[at+4:]))
		img, err := png.Decode(bytes.NewReader(data[at+8 : at+n]))
		if err != nil || code != want.code || img.Bounds().Dx() != want.px {
			t.Fatalf("entry %s: %v, %v px (want %s, %d px)", code, err, img.Bounds().Dx(), want.code, want.px)
		}
		at += n
	}
	if at != len(data) {
		t.Fatalf("%d bytes after the last entry", len(data)-at)
	}
}

// zip keeps names under the directory's own name, the contents and the executable bit.
func TestZipDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Warboard.app")
	bin := filepath.Join(dir, "Contents", "MacOS", "warboard")
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755)
	os.WriteFile(filepath.Join(dir, "Contents", "Info.plist"), []byte("<plist/>"), 0o644)
	out := filepath.Join(t.TempDir(), "a.zip")
	if err := zipDir(out, dir); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	got := map[string]string{}
	for _, f := range zr.File {
		rc, _ := f.Open()
		b, _ := io.ReadAll(rc)
		rc.Close()
		got[f.Name] = string(b)
		if f.Name == "Warboard.app/Contents/MacOS/warboard" && f.Mode()&0o100 == 0 {
			t.Errorf("the binary lost its executable bit: %v", f.Mode())
		}
	}
	if got["Warboard.app/Contents/MacOS/warboard"] != "#!/bin/sh\n" || got["Warboard.app/Contents/Info.plist"] != "<plist/>" || len(got) != 2 {
		t.Fatalf("the archive holds %v", got)
	}
	if err := zipFiles(filepath.Join(t.TempDir(), "b.zip"), nil); err == nil {
		t.Fatal("an archive of nothing was made")
	}
}

// TestReleaseBuilds is the release's check (CI runs it with make test): the Windows game
// builds for amd64 and arm64 without cgo, carrying its icon and version; the Linux one
// builds, starts under the display and reaches the menu. Slow (three builds of the game):
// skipped with -short.
func TestReleaseBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("three builds of the game")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the release is built on Linux (and on a Mac for macOS)")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(root, "cmd", "warboard")
	if err := writeWinres(pkg, "v0.0.1-test"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, a := range windowsArches {
			os.Remove(filepath.Join(pkg, "rsrc_windows_"+string(a)+".syso"))
		}
	})
	out := t.TempDir()
	build := func(name string, env ...string) string {
		t.Helper()
		bin := filepath.Join(out, name)
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X warboard/game/menu.Release=v0.0.1-test", "-o", bin, "./cmd/warboard")
		cmd.Dir, cmd.Env = root, append(os.Environ(), env...)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, b)
		}
		return bin
	}
	for _, arch := range windowsArches {
		exe := build("warboard-"+string(arch)+".exe", "GOOS=windows", "GOARCH="+string(arch), "CGO_ENABLED=0")
		f, err := os.Open(exe)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := winres.LoadFromEXE(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if _, err := rs.GetIcon(winres.ID(1)); err != nil {
			t.Errorf("%s: the .exe has no icon: %v", arch, err)
		}
		if vi := rs.Get(winres.RT_VERSION, winres.ID(1), 0x409); !bytes.Contains(vi, utf16("v0.0.1-test")) {
			t.Errorf("%s: the .exe's version resource does not name its version", arch)
		}
	}
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no display to start the Linux game on (make test runs under Xvfb)")
	}
	linux := build("warboard-linux")
	cmd := exec.Command(linux)
	cmd.Env = append(os.Environ(), "WARBOARD_SMOKE=1", "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir(), "XDG_DATA_HOME="+t.TempDir())
	b, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(b), "warboard: drew menu") {
		t.Fatalf("the Linux game did not reach the menu: %v\n%s", err, b)
	}
}
