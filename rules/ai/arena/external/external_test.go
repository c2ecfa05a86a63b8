package external

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"warboard/rules/ai/arena"
	"warboard/rules/record"
)

// The test binary doubles as a tiny outside engine speaking the protocol
// (TestMain runs it when fakeEnv is set): it deploys a fixed layout, plays one
// move into a camp and then forfeits, and logs what it was told.
const fakeEnv = "WARBOARD_FAKE_CS4500"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		fakeEngine(mode)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakeLayout is legal for the two-player board, ranks 1–6 of the player's own frame.
const fakeLayout = "((A1 3) (B1 F) (C1 3) (D1 L) (E1 2) (A2 L) (B2 2) (C2 L) (D2 4) (E2 4) " +
	"(A3 5) (C3 B) (E3 5) (A4 7) (B4 B) (D4 8) (E4 7) (A5 1) (C5 9) (E5 1) " +
	"(A6 6) (B6 6) (C6 1) (D6 2) (E6 3))"

func fakeEngine(mode string) {
	me := "1"
	for i, a := range os.Args {
		if a == "--go" && i+1 < len(os.Args) {
			me = os.Args[i+1]
		}
	}
	var logf *os.File
	if p := os.Getenv(fakeEnv + "_LOG"); p != "" {
		logf, _ = os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		defer logf.Close()
	}
	if mode == "sexp" {
		fakeSexp(logf)
		return
	}
	switch mode {
	case "baddeploy":
		fmt.Print("((A1 F) (B1 9))") // no newline: the protocol does not need one
		return
	case "silent":
		time.Sleep(10 * time.Second)
		return
	}
	fmt.Print(fakeLayout)
	mine := map[string]bool{}
	for _, m := range initRe.FindAllStringSubmatch(fakeLayout, -1) {
		mine[m[1]] = true
	}
	turns := 0
	move := func() {
		turns++
		if mode == "illegal" {
			fmt.Println("( B1 B2 )") // the flag never moves
			return
		}
		if turns == 1 {
			for _, c := range [][2]string{{"A6", "B5"}, {"C6", "B5"}, {"C6", "D5"}, {"E6", "D5"}, {"A4", "B5"}, {"C5", "B5"}} {
				if mine[c[0]] && !mine[c[1]] {
					fmt.Printf("( %s %s )", c[0], c[1])
					return
				}
			}
		}
		fmt.Println("forfeit")
	}
	if me == "1" {
		move()
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if logf != nil {
			fmt.Fprintln(logf, me+": "+line)
		}
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && f[1] == "Victory":
			return
		case len(f) == 4:
			from, to, who, kind := f[0], f[1], f[2], f[3]
			if who == me {
				delete(mine, from)
				if kind == "move" || kind == "win" {
					mine[to] = true
				}
				continue
			}
			if kind == "win" || kind == "tie" {
				delete(mine, to)
			}
			move()
		}
	}
}

// fakeSexp is the fake engine in the "sexp" protocol: the same play.
func fakeSexp(logf *os.File) {
	in := bufio.NewScanner(os.Stdin)
	mine := map[string]bool{}
	me, turns := "", 0
	outcome := regexp.MustCompile(`^\(outcome\s*([<>=]?)\s*\(([A-E]\d+) ([A-E]\d+)\)\)$`)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if logf != nil {
			fmt.Fprintln(logf, "sexp: "+line)
		}
		switch f := strings.Fields(strings.Trim(line, "()")); {
		case len(f) == 4 && f[0] == "init" && f[2] == "time/move":
			me = f[1]
			fmt.Print(fakeLayout)
			for _, m := range initRe.FindAllStringSubmatch(fakeLayout, -1) {
				mine[m[1]] = true
			}
		case len(f) == 2 && f[0] == "go" && f[1] == me:
			turns++
			moved := false
			for _, c := range [][2]string{{"A6", "B5"}, {"C6", "B5"}, {"C6", "D5"}, {"E6", "D5"}} {
				if turns == 1 && !moved && mine[c[0]] && !mine[c[1]] {
					fmt.Printf("(%s %s)", c[0], c[1])
					moved = true
				}
			}
			if !moved {
				fmt.Print("(resign)")
			}
		case len(f) == 2 && f[0] == "end":
			return
		default:
			if m := outcome.FindStringSubmatch(line); m != nil {
				from, to, comp := m[2], m[3], m[1]
				if mine[from] {
					delete(mine, from)
					if comp == "" || comp == ">" {
						mine[to] = true
					}
				} else if comp == ">" || comp == "=" {
					delete(mine, to)
				}
			}
		}
	}
}

func fakeConfig(t *testing.T, mode string) (Config, string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Skip("no test executable:", err)
	}
	logPath := filepath.Join(t.TempDir(), "fake.log")
	t.Setenv(fakeEnv, mode)
	t.Setenv(fakeEnv+"_LOG", logPath)
	return Config{
		Engine: Engine{Name: "fake", Command: []string{exe}},
		Level:  "greedy", Pairs: 2, Seed: 3, TimeMS: 20, Wait: 5 * time.Second,
		GameDir: t.TempDir(),
	}, logPath
}

func TestFramesAndRotation(t *testing.T) {
	n, s := frame{north: true}, frame{}
	for _, c := range []struct{ board, south, north string }{
		{"a1", "A1", "E12"}, {"c6", "C6", "C7"}, {"e12", "E12", "A1"}, {"b10", "B10", "D3"},
	} {
		if got, _ := s.toEngine(c.board); got != c.south {
			t.Errorf("south %s: %s, want %s", c.board, got, c.south)
		}
		if got, _ := n.toEngine(c.board); got != c.north {
			t.Errorf("north %s: %s, want %s", c.board, got, c.north)
		}
		if got, _ := n.fromEngine(c.north); got != c.board {
			t.Errorf("north back %s: %s, want %s", c.north, got, c.board)
		}
	}
	if r, _ := rotate("b1"); r != "d12" {
		t.Errorf("rotate b1 = %s, want d12", r)
	}
	for _, bad := range []string{"f1", "a0", "a13", "a", "1a"} {
		if _, err := s.fromEngine(bad); err == nil {
			t.Errorf("%q read as a point", bad)
		}
	}
}

func TestDeploymentAndMoves(t *testing.T) {
	for _, seat := range []string{"S", "N"} {
		ps, err := parseDeployment(fakeLayout, seat)
		if err != nil || len(ps) != 25 {
			t.Fatalf("%s: %d placements, %v", seat, len(ps), err)
		}
		if err := checkLayout(seat, ps); err != nil {
			t.Errorf("%s: legal layout refused: %v", seat, err)
		}
	}
	ps, _ := parseDeployment(fakeLayout, "N")
	if got := record.FormatPlacements(ps); !strings.Contains(got, "d12=NF") || !strings.Contains(got, "b12=NM") {
		t.Errorf("north deployment %s: flag on d12 and a landmine on b12 expected", got)
	}
	bad, _ := parseDeployment("((A1 F) (B1 9))", "S")
	if err := checkLayout("S", bad); err == nil {
		t.Error("a two-piece deployment was accepted")
	}
	if _, err := parseDeployment("( A1 A2 )", "S"); err == nil {
		t.Error("a move read as a deployment")
	}
	from, to, resign, err := parseMove("( A6  B5 )", frame{north: true})
	if err != nil || resign || from != "e7" || to != "d8" {
		t.Errorf("north move: %s %s %v %v", from, to, resign, err)
	}
	if _, _, resign, _ := parseMove("forfeit", frame{}); !resign {
		t.Error("forfeit is a resignation")
	}
	if _, _, _, err := parseMove("(A6)", frame{}); err == nil {
		t.Error("a one-point move was accepted")
	}
}

func TestReaderSplitsMessages(t *testing.T) {
	rd := reader{bufio.NewReader(strings.NewReader("((A1 F)\n (B1 9))( A1 A2 )forfeit\n( B2"))}
	var got []string
	for {
		m, err := rd.next()
		if err != nil {
			break
		}
		got = append(got, m)
	}
	want := []string{"((A1 F)\n (B1 9))", "( A1 A2 )", "forfeit"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("messages %q, want %q", got, want)
	}
}

func TestMatchAgainstFakeEngine(t *testing.T) {
	cfg, logPath := fakeConfig(t, "play")
	rep, err := Match(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Pairs != 2 || rep.Games != 4 || rep.W != 4 || rep.FaultsA+rep.FaultsB != 0 {
		t.Fatalf("the engine resigns every game: report\n%s", rep.Text())
	}
	if rep.AFirst[2] != 2 || rep.BFirst[2] != 2 {
		t.Errorf("two games each way expected:\n%s", rep.Text())
	}
	if _, err := arena.ParseChunk(rep.Text()); err != nil {
		t.Errorf("referee sum cannot add the report: %v\n%s", err, rep.Text())
	}
	log, _ := os.ReadFile(logPath)
	lines := strings.Split(strings.TrimSpace(string(log)), "\n")
	moveLine := regexp.MustCompile(`^[12]: [A-E]\d{1,2} [A-E]\d{1,2} [12] (move|win|loss|tie)$`)
	victories, ownMoves := 0, 0
	for _, l := range lines {
		switch {
		case strings.HasSuffix(l, "Victory"):
			victories++
			if l != "1: 2 Victory" && l != "2: 1 Victory" {
				t.Errorf("%q: our side won every game", l)
			}
		case moveLine.MatchString(l):
			f := strings.Fields(l)
			if f[0] == f[3]+":" {
				ownMoves++
				if (f[1] != "A6" && f[1] != "C6" && f[1] != "E6" && f[1] != "A4" && f[1] != "C5") || (f[2] != "B5" && f[2] != "D5") {
					t.Errorf("%q: the engine's own move comes back in its own frame", l)
				}
			}
		case strings.HasPrefix(l[3:], "F "):
		default:
			t.Errorf("unexpected line %q", l)
		}
	}
	if victories != 4 || ownMoves == 0 {
		t.Errorf("%d victories and %d own moves told; log:\n%s", victories, ownMoves, log)
	}
	games, _ := filepath.Glob(filepath.Join(cfg.GameDir, "game-p*-g*.txt"))
	if len(games) != 4 {
		t.Errorf("%d game records written, want 4", len(games))
	}
	for _, g := range games {
		text, _ := os.ReadFile(g)
		if _, err := record.Parse(string(text)); err != nil || !strings.Contains(string(text), "resign") {
			t.Errorf("%s: not a record ending in a resignation (%v):\n%s", g, err, text)
		}
	}
}

func TestMatchAgainstFakeSexpEngine(t *testing.T) {
	cfg, logPath := fakeConfig(t, "sexp")
	cfg.Engine.Protocol = "sexp"
	rep, err := Match(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.W != 4 || rep.FaultsA+rep.FaultsB != 0 {
		t.Fatalf("the engine resigns every game: report\n%s", rep.Text())
	}
	log, _ := os.ReadFile(logPath)
	for _, want := range []string{"sexp: (init 1 time/move 0.020)", "sexp: (init 2 time/move 0.020)", "sexp: (go 1)", "sexp: (go 2)", "sexp: (end 1)", "sexp: (end 2)"} {
		if !strings.Contains(string(log), want+"\n") {
			t.Errorf("the engine was not told %q; log:\n%s", want, log)
		}
	}
	if !regexp.MustCompile(`sexp: \(outcome \([A-E]\d+ [A-E]\d+\)\)`).Match(log) {
		t.Errorf("no plain move told; log:\n%s", log)
	}
}

func TestDialects(t *testing.T) {
	l, s := lines{}, sexp{}
	for _, c := range [][2]string{
		{l.outcome("A6", "A7", 1, "win"), "A6 A7 1 win"},
		{l.flag(2, "B12"), "F B12"},
		{l.end(0), "No Victory"},
		{l.end(2), "2 Victory"},
		{s.outcome("A6", "A7", 1, "win"), "(outcome > (A6 A7))"},
		{s.outcome("A6", "A7", 1, "loss"), "(outcome < (A6 A7))"},
		{s.outcome("A6", "A7", 2, "tie"), "(outcome = (A6 A7))"},
		{s.outcome("A6", "B5", 2, "move"), "(outcome (A6 B5))"},
		{s.flag(2, "B12"), "(flag 2 B12)"},
		{s.end(0), "(end 0)"},
		{s.turn(1), "(go 1)"},
		{strings.Join(s.hello(2, 1500), ""), "(init 2 time/move 1.500)"},
		{strings.Join(l.args(2, 1500), " "), "--go 2 --time/move 1500ms"},
	} {
		if c[0] != c[1] {
			t.Errorf("%q, want %q", c[0], c[1])
		}
	}
	if _, _, resign, _ := parseMove("( resign )", frame{}); !resign {
		t.Error("(resign) is a resignation")
	}
	if _, err := dialectOf("xml"); err == nil {
		t.Error("an unknown protocol was accepted")
	}
}

func TestEngineFaults(t *testing.T) {
	for _, mode := range []string{"illegal", "baddeploy", "silent"} {
		t.Run(mode, func(t *testing.T) {
			cfg, _ := fakeConfig(t, mode)
			cfg.Pairs = 1
			if mode == "silent" {
				cfg.Wait = 300 * time.Millisecond
			}
			rep, err := Match(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			if rep.W != 2 || rep.FaultsB != 2 || rep.FaultsA != 0 || len(rep.Faults) != 2 {
				t.Errorf("the engine loses both games by a fault:\n%s", rep.Text())
			}
		})
	}
}

func TestConfigErrors(t *testing.T) {
	for _, cfg := range []Config{
		{Level: "hard", Pairs: 1, TimeMS: 10},
		{Engine: Engine{Command: []string{"x"}}, Level: "hard", Pairs: 1},
		{Engine: Engine{Command: []string{"x"}}, Level: "hard", TimeMS: 10},
	} {
		if _, err := Match(context.Background(), cfg); err == nil {
			t.Errorf("%+v accepted", cfg)
		}
	}
	cfg := Config{Engine: Engine{Command: []string{filepath.Join(t.TempDir(), "no-such-program")}}, Level: "greedy", Pairs: 1, TimeMS: 10}
	if _, err := Match(context.Background(), cfg); err == nil {
		t.Error("a missing program is the match's error")
	}
}
