package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"warboard/rules/ai"
	"warboard/rules/ai/arena"
	"warboard/rules/ai/stats"
)

func TestMatchRandomAgainstRandom(t *testing.T) {
	// Tiny real matches through the door: complete games, no faults.
	for _, args := range [][]string{
		{"-board", "2p", "-mode", "open", "-pairs", "1"},
		{"-game", "napoleon", "-board", "8x8", "-pairs", "3", "-threads", "2"},
	} {
		args = append([]string{"match", "-a", "random", "-b", "random", "-seed", "3"}, args...)
		out, errs, code := referee(t, "", args...)
		if code != 0 || errs != "" {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errs)
		}
		for _, want := range []string{"match  ", "sides  A random, B random; seed 3", "total", "Elo A-B ", "games lost by a fault: A 0, B 0", "draws by the move cap 0"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: the report lacks %q:\n%s", args, want, out)
			}
		}
		// The same command gives the same report.
		again, _, _ := referee(t, "", args...)
		if again != out {
			t.Errorf("%v: two runs differ", args)
		}
	}
}

// 三打一 in referee match: random players through the door complete their
// hands; the report splits A's games by who held the landlord; -gamedir keeps
// each game with its deal, bids and pick.
func TestMatchSandayi(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "-board", "4p", "-variant", "sandayi", "-mode", "open", "-a", "random", "-b", "random",
		"-pairs", "2", "-threads", "2", "-maxplies", "300", "-options", "bidding=landlord pick=random", "-gamedir", dir}
	out, errs, code := referee(t, "", args...)
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{"match  junqi 4p open variant sandayi options bidding=landlord pick=random", "A as landlord", "B as landlord", "games lost by a fault: A 0, B 0"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if again, _, _ := referee(t, "", args...); again != out {
		t.Errorf("two runs differ")
	}
	data, err := os.ReadFile(filepath.Join(dir, "game-p1-g0.txt"))
	if err != nil || !strings.Contains(string(data), "[Bids \"") || !strings.Contains(string(data), "[Pick \"") || !strings.Contains(string(data), "A was the landlord: false") {
		t.Errorf("game record: %v\n%s", err, data)
	}
	if _, errs, code := referee(t, "", "match", "-board", "2p", "-variant", "sandayi", "-a", "random", "-b", "random", "-pairs", "1"); code != 1 || !strings.Contains(errs, "4p") {
		t.Errorf("2p sandayi: %q", errs)
	}
}

// badBidder bids "4" in 三打一 and plays random otherwise.
type badBidder struct{ randomDoor }

func (f badBidder) Decide(r ai.Request) (string, error) {
	if _, ok := r.Record.Tag("Pick"); !ok {
		return "4", nil
	}
	return f.randomDoor.Decide(r)
}

// A fault in 三打一's bidding is counted, named and written with its record
// under -faultdir as fault-p<pair>-bid-<seat>.txt.
func TestMatchSandayiFaultDir(t *testing.T) {
	withPlayers(t, badBidder{}, randomDoor{})
	dir := t.TempDir()
	out, errs, code := referee(t, "", "match", "-board", "4p", "-variant", "sandayi", "-mode", "dark", "-a", "easy", "-b", "easy",
		"-pairs", "1", "-faultdir", dir)
	if code != 0 || !strings.Contains(out, "games lost by a fault: A 2, B 0") || !strings.Contains(out, "pair 0 bid: illegal bid \"4\"") {
		t.Fatalf("exit %d %q:\n%s", code, errs, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "fault-p0-bid-S.txt"))
	if err != nil || !strings.Contains(string(data), "[Deal ") || !strings.Contains(string(data), "level easy, seat S") {
		t.Errorf("fault file: %v\n%s", err, data)
	}
}

// withPlayers runs f with fake players behind the command.
func withPlayers(t *testing.T, a, b arena.Player) {
	old := matchPlayers
	matchPlayers = [2]arena.Player{a, b}
	t.Cleanup(func() { matchPlayers = old })
}

// resigner deploys at random and resigns at its first turn.
type resigner struct{}

func (resigner) Decide(ai.Request) (string, error) { return "resign", nil }
func (resigner) Deploy(r ai.Request) (string, error) {
	r.Level = "random"
	return ai.Deploy(r)
}

// randomDoor plays the random level under any level name.
type randomDoor struct{}

func (randomDoor) Decide(r ai.Request) (string, error) { r.Level = "random"; return ai.Decide(r) }
func (randomDoor) Deploy(r ai.Request) (string, error) { r.Level = "random"; return ai.Deploy(r) }

func TestMatchFlagsReachTheArena(t *testing.T) {
	withPlayers(t, randomDoor{}, resigner{})
	out, errs, code := referee(t, "", "match", "-board", "4p", "-mode", "dark", "-teams", "SN EW", "-a", "hard", "-b", "greedy",
		"-pairs", "40", "-seed", "9", "-threads", "3", "-maxplies", "77", "-options", "nocapture=30",
		"-sprt", "elo0=0,elo1=100,alpha=0.1,beta=0.1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"match  junqi 4p dark teams SN EW options nocapture=30",
		"sides  A hard, B greedy; seed 9, 3 threads, move cap 77 plies",
		"SPRT elo0=0 elo1=100 alpha=0.1 beta=0.1: LLR",
		"H1 accepted, stopped early",
		"games lost by a fault: A 0, B 0",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	out, _, _ = referee(t, "", "match", "-board", "8x8", "-a", "hard", "-b", "greedy", "-pairs", "100", "-sprt", "elo1=100,model=normalized")
	if !strings.Contains(out, "model=normalized: LLR") || !strings.Contains(out, "H1 accepted, stopped early") {
		t.Errorf("normalized SPRT:\n%s", out)
	}
	// Napoleon terrain by preset name and random.
	for _, terrain := range []string{"crossroads", "random"} {
		out, errs, code = referee(t, "", "match", "-board", "8x8", "-terrain", terrain, "-a", "easy", "-b", "normal", "-pairs", "2")
		if code != 0 || !strings.Contains(out, "terrain "+terrain) || !strings.Contains(out, "total                 4      0      0") {
			t.Errorf("terrain %s: exit %d %s\n%s", terrain, code, errs, out)
		}
	}
}

func TestMatchErrors(t *testing.T) {
	cases := []struct {
		want string
		args []string
	}{
		{"both -a and -b are needed", []string{"-board", "2p", "-a", "random"}},
		{"unknown level \"champion\"", []string{"-board", "2p", "-a", "champion", "-b", "random"}},
		{"no board", []string{"-a", "random", "-b", "random"}},
		{"unknown board \"3p\"", []string{"-board", "3p", "-a", "random", "-b", "random"}},
		{"flag provided but not defined: -colour", []string{"-colour", "red"}},
		{"invalid value \"many\" for flag -pairs", []string{"-pairs", "many"}},
		{"pairs 0", []string{"-board", "2p", "-a", "random", "-b", "random", "-pairs", "0"}},
		{"-threads 0", []string{"-board", "2p", "-a", "random", "-b", "random", "-threads", "0"}},
		{"-maxplies -5", []string{"-board", "2p", "-a", "random", "-b", "random", "-maxplies", "-5"}},
		{"unexpected argument \"extra\"", []string{"-board", "2p", "extra"}},
		{"elo1 is needed", []string{"-board", "2p", "-a", "random", "-b", "random", "-sprt", "elo0=0"}},
		{"want elo0=", []string{"-board", "2p", "-a", "random", "-b", "random", "-sprt", "elo1=x"}},
		{"unknown parameter \"gamma\"", []string{"-board", "2p", "-a", "random", "-b", "random", "-sprt", "elo1=5,gamma=1"}},
		{"elo0 (10) must be below elo1 (5)", []string{"-board", "2p", "-a", "random", "-b", "random", "-sprt", "elo0=10,elo1=5"}},
		{"\"murky\" is not a mode", []string{"-board", "2p", "-mode", "murky", "-a", "random", "-b", "random"}},
		{"two teams or none", []string{"-board", "4p", "-teams", "S E N W", "-a", "random", "-b", "random"}},
		{"terrain is a Napoleon tag", []string{"-board", "2p", "-terrain", "random", "-a", "random", "-b", "random"}},
		{"usage: referee match", []string{"-h"}},
	}
	for _, c := range cases {
		wantError(t, c.want, "", append([]string{"match"}, c.args...)...)
	}
	wantError(t, "unknown level \"x\"", "", "ladder", "-levels", "random,x")
	wantError(t, "-only \"chess\" matches no game", "", "ladder", "-levels", "random", "-only", "chess")
	wantError(t, "-threads 0", "", "ladder", "-levels", "random", "-threads", "0")
	wantError(t, "usage: referee ladder", "", "ladder", "-help")
}

func TestParseSPRTDefaults(t *testing.T) {
	got, err := parseSPRT("elo1=5")
	if err != nil || got != (stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}) {
		t.Errorf("%+v %v", got, err)
	}
	got, err = parseSPRT(" elo0=-3, elo1=1 ,alpha=0.01,beta=0.2")
	if err != nil || got != (stats.SPRT{Elo0: -3, Elo1: 1, Alpha: 0.01, Beta: 0.2}) {
		t.Errorf("%+v %v", got, err)
	}
	got, err = parseSPRT("elo1=3.4,model=normalized")
	if err != nil || got != (stats.SPRT{Elo1: 3.4, Alpha: 0.05, Beta: 0.05, Normalized: true}) {
		t.Errorf("%+v %v", got, err)
	}
	if _, err := parseSPRT("elo1=3,model=bayes"); err == nil || !strings.Contains(err.Error(), "logistic or normalized") {
		t.Errorf("model=bayes: %v", err)
	}
}

func TestLadderPairs(t *testing.T) {
	got := ladderPairs(ai.Levels)
	want := [][2]string{{"hard", "normal"}, {"normal", "easy"}, {"easy", "greedy"}, {"greedy", "random"}, {"hard", "greedy"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ladder of every level: %v", got)
	}
	if got := ladderPairs([]string{"random"}); !reflect.DeepEqual(got, [][2]string{{"random", "random"}}) {
		t.Errorf("one level: %v", got)
	}
	if got := ladderPairs([]string{"greedy", "hard"}); !reflect.DeepEqual(got, [][2]string{{"hard", "greedy"}}) {
		t.Errorf("greedy and hard: %v", got)
	}
}

func TestLadderTable(t *testing.T) {
	withPlayers(t, randomDoor{}, resigner{})
	out, errs, code := referee(t, "", "ladder", "-levels", "random,greedy,easy", "-pairs", "1", "-only", "2p open")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := "`referee ladder -levels random,greedy,easy -pairs 1 -seed 1 -maxplies 1500 -only \"2p open\"`\n\n" + arena.LadderHeader +
		"| junqi 2p open | easy | greedy | 1 | 2-0-0 | 100.0% | +1041.1 [+408.6, +1199.8] | 100% | 0 | 0/0 |\n" +
		"| junqi 2p open | greedy | random | 1 | 2-0-0 | 100.0% | +1041.1 [+408.6, +1199.8] | 100% | 0 | 0/0 |\n"
	if out != want {
		t.Errorf("ladder:\n%s\nwant:\n%s", out, want)
	}
	// Every mode of the ladder is a spec the arena accepts.
	for _, s := range LadderModes {
		s.A, s.B, s.Pairs, s.MaxPlies = "random", "random", 1, 2
		if _, err := arena.Run(t.Context(), s, randomDoor{}, randomDoor{}, nil); err != nil {
			t.Errorf("%s: %v", s.Describe(), err)
		}
	}
}

// FuzzParseSPRT: any text gives a checked test or an error, never a panic.
func FuzzParseSPRT(f *testing.F) {
	f.Add("elo0=0,elo1=50,alpha=0.05,beta=0.05")
	f.Add("elo1=5")
	f.Add("elo0=,elo1=1e400")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := parseSPRT(s)
		if err == nil && got.Check() != nil {
			t.Fatalf("%q accepted: %+v", s, got)
		}
	})
}

// illegal answers a move that is never legal.
type illegal struct{ randomDoor }

func (illegal) Decide(ai.Request) (string, error) { return "a1-a9", nil }

func TestMatchWritesFaultRecords(t *testing.T) {
	withPlayers(t, randomDoor{}, illegal{})
	dir := t.TempDir()
	out, errs, code := referee(t, "", "match", "-board", "2p", "-a", "random", "-b", "easy", "-pairs", "1", "-faultdir", dir)
	if code != 0 || !strings.Contains(out, "games lost by a fault: A 0, B 2") {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	// Game 1: B holds North and fails at ply 1; game 2: B holds South, ply 0.
	for _, name := range []string{"fault-p0-g0-N.txt", "fault-p0-g1-S.txt"} {
		path := filepath.Join(dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "{side B, level easy, seat ") || !strings.Contains(string(data), "illegal answer \"a1-a9\"") {
			t.Errorf("%s:\n%s", name, data)
		}
		// The record replays: the seat named is the one to move.
		out, errs, code := referee(t, "", "play", path)
		seat := name[len(name)-5 : len(name)-4]
		if code != 0 || !strings.Contains(out, "turn "+seat+"\n") {
			t.Errorf("%s replays: exit %d %s\n%s", name, code, errs, out)
		}
	}
	wantError(t, "-faultdir /nonexistent: not a directory", "", "match", "-board", "2p", "-a", "random", "-b", "random", "-faultdir", "/nonexistent")
}

func TestMatchWritesGameRecords(t *testing.T) {
	withPlayers(t, randomDoor{}, randomDoor{})
	dir := t.TempDir()
	out, errs, code := referee(t, "", "match", "-board", "2p", "-a", "random", "-b", "random", "-pairs", "2", "-threads", "1", "-gamedir", dir)
	if code != 0 {
		t.Fatalf("exit %d %s\n%s", code, errs, out)
	}
	for _, name := range []string{"game-p0-g0.txt", "game-p0-g1.txt", "game-p1-g0.txt", "game-p1-g1.txt"} {
		path := filepath.Join(dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "{A random, B random; A scores ") {
			t.Errorf("%s:\n%s", name, data)
		}
		// The record replays to its end: a finished game.
		out, errs, code := referee(t, "", "play", path)
		if code != 0 || strings.Contains(out, "result ongoing") || !strings.Contains(out, "result ") {
			t.Errorf("%s replays: exit %d %s\n%s", name, code, errs, out)
		}
	}
	wantError(t, "-gamedir /nonexistent: not a directory", "", "match", "-board", "2p", "-a", "random", "-b", "random", "-gamedir", "/nonexistent")
}

func TestSumAddsChunksOfAMatch(t *testing.T) {
	// A long run played as chunks (a seed each): the sum is the reports' counts added.
	dir := t.TempDir()
	var files []string
	for _, seed := range []string{"1", "2"} {
		out, errs, code := referee(t, "", "match", "-game", "napoleon", "-board", "8x8", "-a", "random", "-b", "random", "-pairs", "2", "-seed", seed)
		if code != 0 {
			t.Fatalf("match seed %s: exit %d, %s", seed, code, errs)
		}
		f := filepath.Join(dir, "seed"+seed+".txt")
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	out, errs, code := referee(t, "", append([]string{"sum", "-sprt", "elo0=-100,elo1=100"}, files...)...)
	if code != 0 {
		t.Fatalf("sum: exit %d, %s", code, errs)
	}
	for _, want := range []string{"sum    2 reports, seeds 1 2", "match  napoleon 8x8", "sides  A random, B random; move cap", "played 4 of 4 pairs, 8 games", "SPRT elo0=-100 elo1=100"} {
		if !strings.Contains(out, want) {
			t.Errorf("the sum lacks %q:\n%s", want, out)
		}
	}
	wantError(t, "seed 1 appears twice", "", "sum", files[0], files[0])
	wantError(t, "no report to add", "", "sum")
	wantError(t, "not a referee match report", "", "sum", filepath.Join("..", "..", "README.md"))
	wantError(t, "no such file", "", "sum", filepath.Join(dir, "absent.txt"))
	wantError(t, "want elo0=", "", "sum", "-sprt", "elo1=x", files[0])
}
