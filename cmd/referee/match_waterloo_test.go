package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// referee match with three and four armies (Waterloo): real players through the door on
// a small board; the report, -gamedir records that replay with the referee, -faultdir.
func TestMatchWaterloo(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "-board", "12x12", "-seats", "S E N", "-a", "greedy", "-b", "random", "-pairs", "3", "-threads", "2", "-seed", "4", "-gamedir", dir}
	out, errs, code := referee(t, "", args...)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"match  napoleon 12x12 seats S E N", "seats held by A/B (games): S 3/3, E 3/3, N 3/3",
		"A on 1 of 3", "A on 2 of 3", "no Elo", "games lost by a fault: A 0, B 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if again, _, _ := referee(t, "", args...); again != out {
		t.Error("two runs differ")
	}
	for p := 0; p < 3; p++ {
		for g := 0; g < 2; g++ {
			path := filepath.Join(dir, "game-p"+string(rune('0'+p))+"-g"+string(rune('0'+g))+".txt")
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			text := string(data)
			i := strings.Index(text, "A scores ")
			if i < 0 || !strings.Contains(text, "[Seats \"S E N\"]") {
				t.Fatalf("%s:\n%s", path, text)
			}
			// the comment names the result the referee replays to
			result := text[i:]
			result = result[strings.Index(result, "(")+1 : strings.Index(result, ")")]
			out, errs, code := referee(t, "", "play", path)
			if code != 0 || !strings.Contains(out, "result "+result+"\n") {
				t.Errorf("%s replays: exit %d %s, want result %q\n%s", path, code, errs, result, out)
			}
		}
	}
	// four armies in two teams: Elo applies, each seat held once by each side per pair
	out, errs, code = referee(t, "", "match", "-board", "12x12", "-seats", "S E N W", "-teams", "SN EW", "-a", "greedy", "-b", "random", "-pairs", "2", "-threads", "2")
	if code != 0 || !strings.Contains(out, "seats held by A/B (games): S 2/2, E 2/2, N 2/2, W 2/2") || !strings.Contains(out, "Elo A-B") {
		t.Errorf("2v2: exit %d %s\n%s", code, errs, out)
	}
	// random terrain with three armies: the same ground from every edge (arena's test reads it)
	out, errs, code = referee(t, "", "match", "-board", "15x15", "-seats", "S E N", "-terrain", "random", "-a", "greedy", "-b", "random", "-pairs", "1", "-threads", "2")
	if code != 0 || !strings.Contains(out, "played 1 of 1 pairs") {
		t.Errorf("random terrain: exit %d %s\n%s", code, errs, out)
	}
}

// A Waterloo fault is written under -faultdir with the record it was asked about, and
// that record replays with the seat named to move.
func TestMatchWaterlooFaultDir(t *testing.T) {
	withPlayers(t, randomDoor{}, illegal{})
	dir := t.TempDir()
	out, errs, code := referee(t, "", "match", "-board", "12x12", "-seats", "S E N", "-a", "random", "-b", "easy", "-pairs", "1", "-faultdir", dir)
	if code != 0 || !strings.Contains(out, "games lost by a fault: A 0, B 2") {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "fault-p0-g*-*.txt"))
	if len(files) != 2 {
		t.Fatalf("fault files %v", files)
	}
	for _, path := range files {
		data, _ := os.ReadFile(path)
		seat := path[len(path)-5 : len(path)-4]
		if !strings.Contains(string(data), "[Seats \"S E N\"]") || !strings.Contains(string(data), "level easy, seat "+seat) {
			t.Errorf("%s:\n%s", path, data)
		}
		out, errs, code := referee(t, "", "play", path)
		if code != 0 || !strings.Contains(out, "turn "+seat+"\n") {
			t.Errorf("%s replays: exit %d %s\n%s", path, code, errs, out)
		}
	}
}

// referee ladder has Waterloo rows: three and four armies, free-for-all and teams.
func TestLadderWaterlooRows(t *testing.T) {
	withPlayers(t, randomDoor{}, resigner{})
	out, errs, code := referee(t, "", "ladder", "-levels", "random,greedy", "-pairs", "1", "-only", "seats S E N")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"| napoleon 15x15 seats S E N | greedy | random | 1 | 2-0-0 | 100.0% | - |",
		"| napoleon 15x15 seats S E N teams S EN | greedy | random | 1 | 2-0-0 | 100.0% | - |",
		"| napoleon 16x16 seats S E N W | greedy | random | 1 | 2-0-0 | 100.0% | +",
		"| napoleon 16x16 seats S E N W teams SN EW | greedy | random | 1 | 2-0-0 | 100.0% | +",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the ladder lacks %q:\n%s", want, out)
		}
	}
}
