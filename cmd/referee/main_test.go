package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// referee runs the command in-process with stdin and returns its outputs.
func referee(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// wantError checks the error contract: exit 1, nothing on stdout, one line on stderr that
// contains want.
func wantError(t *testing.T, want, stdin string, args ...string) {
	t.Helper()
	out, errs, code := referee(t, stdin, args...)
	if code != 1 {
		t.Errorf("%v: exit %d, want 1 (stderr %q)", args, code, errs)
	}
	if out != "" {
		t.Errorf("%v: wrote %q on stdout", args, out)
	}
	if strings.Count(errs, "\n") != 1 || !strings.HasSuffix(errs, "\n") {
		t.Errorf("%v: stderr is not one line: %q", args, errs)
	}
	if !strings.Contains(errs, want) {
		t.Errorf("%v: stderr %q does not say %q", args, errs, want)
	}
}

const junqiRecord = `[Game "junqi"]
[Board "2p"]
[Position "b1=SF a6=S9 c6=S1 a2=S5 b12=NF a7=N8 c11=N2 e8=N3"]
`

const napoleonRecord = `[Game "napoleon"]
[Board "8x8"]
[Position "a1=SG b1=SG c1=SD d1=SI e1=SK>N a8=NG b8=NG c8=ND d8=NI e8=NK>S"]
`

func TestUsageErrors(t *testing.T) {
	wantError(t, "usage: referee", "")
	wantError(t, "unknown command \"bogus\"", "", "bogus", "-")
	wantError(t, "moves takes 1 argument", "", "moves")
	wantError(t, "view takes 2 argument", "", "view", "-")
	wantError(t, "perft depth \"x\"", junqiRecord, "perft", "x", "-")
	wantError(t, "perft depth \"-1\"", junqiRecord, "perft", "-1", "-")
	wantError(t, "cannot read /nonexistent/r.txt: no such file or directory", "", "play", "/nonexistent/r.txt")
}

func TestRecordErrorsNameTheLine(t *testing.T) {
	wantError(t, "line 2: unknown tag [Colour]", "[Game \"junqi\"]\n[Colour \"red\"]\n", "play", "-")
	wantError(t, "line 1: unknown game \"chess\"", "[Game \"chess\"]\n[Board \"2p\"]\n", "play", "-")
	wantError(t, "no [Board]", "[Game \"junqi\"]\n", "play", "-")
}

func TestIllegalMoveNamesTheMoveNumber(t *testing.T) {
	// a6 to a12 runs along file a's rail only to a11 (the rail stops at rank 11).
	wantError(t, "move 2 (a7-a12)", junqiRecord+"a6-a5 a7-a12\n", "play", "-")
	wantError(t, "move 1 (d1-d5)", napoleonRecord+"d1-d5\n", "play", "-")
}

func TestReadsAFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.txt")
	if err := os.WriteFile(path, []byte(junqiRecord), 0o644); err != nil {
		t.Fatal(err)
	}
	fromFile, _, code := referee(t, "", "play", path)
	fromStdin, _, code2 := referee(t, junqiRecord, "play", "-")
	if code != 0 || code2 != 0 || fromFile != fromStdin {
		t.Fatalf("file and stdin differ: %q (%d) vs %q (%d)", fromFile, code, fromStdin, code2)
	}
}

func TestPlayOutputShape(t *testing.T) {
	for _, rec := range []string{junqiRecord, napoleonRecord} {
		out, errs, code := referee(t, rec, "play", "-")
		if code != 0 {
			t.Fatalf("play: exit %d: %s", code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 3 || !strings.HasPrefix(lines[0], "position ") || lines[1] != "turn S" || lines[2] != "result ongoing" {
			t.Errorf("play output:\n%s", out)
		}
	}
}

func TestJunqiPlayAndMoves(t *testing.T) {
	out, _, code := referee(t, junqiRecord, "play", "-")
	want := "position a2=S5 a6=S9 a7=N8 b1=SF b12=NF c11=N2 c6=S1 e8=N3\nturn S\nresult ongoing\n"
	if code != 0 || out != want {
		t.Errorf("play:\n%s\nwant:\n%s", out, want)
	}
	// The 9 on a6 takes the 8 on a7 and then, with North's flag left undefended by movable
	// pieces that can reach it, play goes on.
	out, _, code = referee(t, junqiRecord+"a6xa7\n", "play", "-")
	if code != 0 || !strings.Contains(out, "a7=S9") || strings.Contains(out, "N8") || !strings.Contains(out, "turn N") {
		t.Errorf("after a6xa7:\n%s", out)
	}
	moves, _, code := referee(t, junqiRecord, "moves", "-")
	if code != 0 {
		t.Fatalf("moves failed")
	}
	lines := strings.Split(strings.TrimSpace(moves), "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i-1] >= lines[i] {
			t.Errorf("moves not in byte order: %q before %q", lines[i-1], lines[i])
		}
	}
	for _, m := range []string{"a6xa7", "c6-c7", "a2-a3"} {
		if !strings.Contains("\n"+moves, "\n"+m+"\n") {
			t.Errorf("moves lacks %s:\n%s", m, moves)
		}
	}
}

func TestViewHidesRanks(t *testing.T) {
	dark := strings.Replace(junqiRecord, "[Board \"2p\"]", "[Board \"2p\"]\n[Mode \"dark\"]", 1)
	out, errs, code := referee(t, dark, "view", "S", "-")
	if code != 0 {
		t.Fatalf("view: %s", errs)
	}
	if !strings.Contains(out, "a7=N?") || !strings.Contains(out, "a6=S9") || strings.Contains(out, "N8") {
		t.Errorf("South's view of a dark game:\n%s", out)
	}
}

func TestPerft(t *testing.T) {
	moves, _, _ := referee(t, junqiRecord, "moves", "-")
	n := strings.Count(moves, "\n")
	out, _, code := referee(t, junqiRecord, "perft", "1", "-")
	if code != 0 || strings.TrimSpace(out) != itoa(n) {
		t.Errorf("perft 1 = %q, want %d (the moves count)", out, n)
	}
	out, _, _ = referee(t, junqiRecord, "perft", "0", "-")
	if out != "1\n" {
		t.Errorf("perft 0 = %q, want 1", out)
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}

func FuzzReferee(f *testing.F) {
	f.Add(junqiRecord+"a6xa7 c11-c10", "play")
	f.Add(napoleonRecord+"d1-d2", "moves")
	f.Add("[Board \"4p\"]\n[Mode \"flip\"]\n", "view")
	f.Add("[Game \"napoleon\"]\n[Board \"32x24\"]\n[Position \"af24=NK>SW ae23=NG x2=SI y3=SI a1=SG\"]\nx2-x3", "moves")
	f.Add("[Game \"napoleon\"]\n[Board \"16x8\"]\n[Position \"p8=NG a1=SG b2=SC\"]\nb2-c3", "view")
	f.Add("[Game \"napoleon\"]\n[Board \"32x32\"]\n[Terrain \"ab3=hill\"]\n[Position \"af32=NK>SW aa1=SG ab2=SC\"]\n", "perft")
	f.Add("[Game \"napoleon\"]\n[Board \"40x8\"]\n", "play")
	f.Fuzz(func(t *testing.T, text, cmd string) {
		var args []string
		switch cmd {
		case "moves", "play":
			args = []string{cmd, "-"}
		case "view":
			args = []string{cmd, "S", "-"}
		default:
			args = []string{"perft", "1", "-"}
		}
		var out, errb bytes.Buffer
		code := run(args, strings.NewReader(text), &out, &errb)
		if strings.Contains(errb.String(), "internal error") {
			t.Fatalf("panic inside the referee: %s", errb.String())
		}
		if code != 0 && strings.Count(errb.String(), "\n") != 1 {
			t.Fatalf("error is not one line: %q", errb.String())
		}
	})
}
