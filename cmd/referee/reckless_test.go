package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const recklessGame = `[Game "junqi"]
[Board "2p"]
[Mode "dark"]
[Position "a1=S1 a4=S4 a6=S5 b1=SF b11=S2 c6=S9 e6=S8 a7=N7 a9=N2 b12=NF c7=NB e7=NM"]
[Result "S flag"]
a6xa7 a9-a10 a4xa7 c7xc6 e6xe7 a10-a9 b11xb12

{A hard, B normal; A scores 1.0 (S flag), A moved first: true}
`

func TestRecklessReadsAGameDir(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game-p0-g0.txt"), []byte(recklessGame), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := referee(t, "", "reckless", "-v", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"1 games", "| hard vs normal | 1 | 4 |", "9/8 to M/B [4.c7xc6 B×9 5.e6xe7 8×M]; repeated charges [3.a4xa7 4×7]"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	wantError(t, "closing comment", "", "reckless", writeTemp(t, "[Game \"junqi\"]\n[Board \"2p\"]\n"))
	wantError(t, "reckless takes", "", "reckless")
}

func writeTemp(t *testing.T, text string) string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "g.txt")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}
