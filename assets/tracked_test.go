package assets

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// maxTracked is the most a tracked file may weigh: a build output committed by mistake (a
// 16 MB wasm build of the game once sat at the root under an unrelated message) fails here.
const maxTracked = 1 << 20

// bigOnPurpose are the tracked files allowed past maxTracked: none today (the font subset
// is about 130 kB). A file that must be bigger is named here with the reason.
var bigOnPurpose = map[string]string{}

// TestNoBigTrackedFiles: no file git tracks is over 1 MB but the ones named on purpose.
func TestNoBigTrackedFiles(t *testing.T) {
	out, err := exec.Command("git", "-C", "..", "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("not a git checkout (or no git): %v", err)
	}
	for _, name := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if name == "" {
			continue
		}
		fi, err := os.Lstat("../" + name)
		if err != nil {
			continue // deleted in the work tree, not yet in the index
		}
		if fi.Size() > maxTracked && bigOnPurpose[name] == "" {
			t.Errorf("%s is tracked and weighs %.1f MB (over 1 MB): a build output? git rm --cached it and ignore it, or name it in bigOnPurpose with its reason", name, float64(fi.Size())/(1<<20))
		}
	}
}
