package main

// referee match and referee ladder: matches between computer-player levels
// (rules/ai/arena), documented in docs/ladder.md.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/ai/arena"
	"warboard/rules/ai/stats"
)

const matchUsage = "usage: referee match -board B -a LEVEL -b LEVEL [-game G] [-mode M] [-variant sandayi] [-seats S] [-teams T] " +
	"[-options O] [-terrain T|NAME|random] [-pairs N] [-seed N] [-threads N] [-maxplies N] [-time MS] " +
	"[-sprt elo0=0,elo1=50,alpha=0.05,beta=0.05[,model=normalized]] [-faultdir DIR] [-gamedir DIR]"

const sumUsage = "usage: referee sum [-sprt elo0=…,elo1=…] REPORT… (reports written by referee match, one seed each)"

const ladderUsage = "usage: referee ladder [-levels L1,L2,…] [-pairs N] [-seed N] [-threads N] [-maxplies N] [-time MS] [-only TEXT]"

// matchPlayers are the players matches use; tests put fakes here.
var matchPlayers = [2]arena.Player{arena.Door, arena.Door}

// runMatchCommand runs `referee match` or `referee ladder` and keeps the
// referee's contract: output on stdout, or one line on stderr and exit 1.
func runMatchCommand(cmd string, args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	var err error
	switch cmd {
	case "ladder":
		err = ladderCommand(ctx, args, stdout)
	case "sum":
		var out string
		out, err = sumCommand(args)
		io.WriteString(stdout, out)
	default:
		var out string
		out, err = matchCommand(ctx, args)
		io.WriteString(stdout, out)
	}
	if err != nil {
		fmt.Fprintln(stderr, oneLine(err.Error()))
		return 1
	}
	return 0
}

// sumCommand adds the reports of chunks of one long match (arena.Sum).
func sumCommand(args []string) (string, error) {
	fs := flag.NewFlagSet("sum", flag.ContinueOnError)
	var sprt string
	fs.StringVar(&sprt, "sprt", "", "apply this test to the total: elo0=…,elo1=…,alpha=…,beta=…")
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return "", fmt.Errorf("%v; %s", err, sumUsage)
	}
	if fs.NArg() == 0 {
		return "", errors.New("no report to add; " + sumUsage)
	}
	var test *stats.SPRT
	if sprt != "" {
		t, err := parseSPRT(sprt)
		if err != nil {
			return "", err
		}
		test = &t
	}
	var chunks []*arena.Chunk
	for _, name := range fs.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			return "", err
		}
		c, err := arena.ParseChunk(string(data))
		if err != nil {
			return "", fmt.Errorf("%s: %v", name, err)
		}
		chunks = append(chunks, c)
	}
	return arena.Sum(chunks, test)
}

// commonFlags are the flags match and ladder share.
type commonFlags struct {
	pairs, threads, maxPlies, timeMS int
	seed                             uint64
}

func (c *commonFlags) register(fs *flag.FlagSet, pairs int) {
	fs.IntVar(&c.pairs, "pairs", pairs, "game pairs (same deployments, sides swapped)")
	fs.Uint64Var(&c.seed, "seed", 1, "base seed")
	fs.IntVar(&c.threads, "threads", runtime.NumCPU(), "games played at once")
	fs.IntVar(&c.maxPlies, "maxplies", arena.DefaultMaxPlies, "actions after which a game is a draw")
	fs.IntVar(&c.timeMS, "time", 0, "milliseconds per decision (0: work budgets, deterministic)")
}

func (c *commonFlags) apply(s *arena.Spec) error {
	if c.threads < 1 {
		return fmt.Errorf("-threads %d: want at least 1", c.threads)
	}
	if c.maxPlies < 1 {
		return fmt.Errorf("-maxplies %d: want at least 1", c.maxPlies)
	}
	s.Pairs, s.Seed, s.Threads, s.MaxPlies, s.TimeMS = c.pairs, c.seed, c.threads, c.maxPlies, c.timeMS
	return nil
}

// parseFlags parses like the flag package but returns its complaint as an
// error instead of printing it.
func parseFlags(fs *flag.FlagSet, args []string, usage string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return fmt.Errorf("%s", usage)
		}
		return fmt.Errorf("%v; %s", err, usage)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q; %s", fs.Arg(0), usage)
	}
	return nil
}

func matchCommand(ctx context.Context, args []string) (string, error) {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	var s arena.Spec
	var common commonFlags
	var sprt, faultDir, gameDir string
	fs.StringVar(&s.Game, "game", "", "junqi or napoleon (default: from the board)")
	fs.StringVar(&s.Board, "board", "", "2p, 4p (junqi); 8x8, 10x10, 15x15, WxH (napoleon)")
	fs.StringVar(&s.Mode, "mode", "", "junqi: open, dark, flip")
	fs.StringVar(&s.Variant, "variant", "", "junqi: sandayi (三打一, 4p open or dark; a pair is one hand, each side once the landlord)")
	fs.StringVar(&s.Seats, "seats", "", "play order, as the Seats tag (napoleon: three or four for Waterloo)")
	fs.StringVar(&s.Teams, "teams", "", "as the Teams tag, e.g. \"SN EW\"")
	fs.StringVar(&s.Options, "options", "", "as the Options tag")
	fs.StringVar(&s.Terrain, "terrain", "", "napoleon: a Terrain tag, a preset map's name, or random (a map per pair)")
	fs.StringVar(&s.A, "a", "", "level of side A")
	fs.StringVar(&s.B, "b", "", "level of side B")
	fs.StringVar(&sprt, "sprt", "", "stop early: elo0=…,elo1=…,alpha=…,beta=…[,model=logistic|normalized]")
	fs.StringVar(&faultDir, "faultdir", "", "write the record of each reported fault into this directory")
	fs.StringVar(&gameDir, "gamedir", "", "write the record of every game into this directory")
	common.register(fs, 100)
	if err := parseFlags(fs, args, matchUsage); err != nil {
		return "", err
	}
	if err := common.apply(&s); err != nil {
		return "", err
	}
	for _, l := range []string{s.A, s.B} {
		if err := checkLevel(l); err != nil {
			return "", err
		}
	}
	if sprt != "" {
		t, err := parseSPRT(sprt)
		if err != nil {
			return "", err
		}
		s.SPRT = &t
	}
	if faultDir != "" {
		if st, err := os.Stat(faultDir); err != nil || !st.IsDir() {
			return "", fmt.Errorf("-faultdir %s: not a directory", faultDir)
		}
	}
	if gameDir != "" {
		if st, err := os.Stat(gameDir); err != nil || !st.IsDir() {
			return "", fmt.Errorf("-gamedir %s: not a directory", gameDir)
		}
		s.KeepRecords = true
	}
	rep, err := arena.Run(ctx, s, matchPlayers[0], matchPlayers[1], nil)
	if rep != nil && faultDir != "" {
		if werr := writeFaults(faultDir, rep.Faults); werr != nil {
			return "", werr
		}
	}
	if rep != nil && gameDir != "" {
		if werr := writeGames(gameDir, rep); werr != nil {
			return "", werr
		}
	}
	if errors.Is(err, arena.ErrInterrupted) && rep != nil {
		// Ctrl-C: the pairs played so far are worth seeing.
		return rep.Text(), err
	}
	if err != nil {
		return "", err
	}
	return rep.Text(), nil
}

// writeFaults saves the record each reported fault was asked about, with a
// comment naming the seat, level, seed and error: `referee bot LEVEL SEAT
// FILE --seed N` (or deploy; a 三打一 bid or pick: bot) replays it.
func writeFaults(dir string, faults []arena.Fault) error {
	for _, f := range faults {
		if f.Request.Record == nil {
			continue
		}
		game := fmt.Sprintf("g%d", f.Game)
		if f.Game < 0 {
			game = "deploy"
			if f.Step != "" {
				game = f.Step // 三打一: bid, pick or deploy
			}
		}
		name := filepath.Join(dir, fmt.Sprintf("fault-p%d-%s-%s.txt", f.Pair, game, f.Seat))
		note := strings.NewReplacer("{", "(", "}", ")", "\n", " ").Replace(
			fmt.Sprintf("side %s, level %s, seat %s, seed %d: %s", f.Side, f.Level, f.Seat, f.Request.Seed, f.Msg))
		text := f.Request.Record.String() + "\n{" + note + "}\n"
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			return fmt.Errorf("-faultdir: %v", unwrapPath(err))
		}
	}
	return nil
}

// writeGames saves every game played, to read them: game-p<pair>-g<game>.txt,
// ending with a comment naming the seats of side A and A's score.
func writeGames(dir string, rep *arena.Report) error {
	for i, pair := range rep.Played {
		for g, game := range pair {
			if game.Record == nil {
				continue
			}
			name := filepath.Join(dir, fmt.Sprintf("game-p%d-g%d.txt", i, g))
			first := "A moved first"
			if rep.Spec.Variant == "sandayi" {
				first = "A was the landlord"
			}
			note := fmt.Sprintf("A %s, B %s; A scores %.1f (%s), %s: %v", rep.Spec.A, rep.Spec.B, game.ScoreA, game.Result, first, game.AFirst)
			if err := os.WriteFile(name, []byte(game.Record.String()+"\n{"+note+"}\n"), 0o644); err != nil {
				return fmt.Errorf("-gamedir: %v", unwrapPath(err))
			}
		}
	}
	return nil
}

func checkLevel(l string) error {
	if l == "" {
		return fmt.Errorf("both -a and -b are needed; %s", matchUsage)
	}
	for _, x := range ai.Levels {
		if x == l {
			return nil
		}
	}
	return fmt.Errorf("unknown level %q (one of %s)", l, strings.Join(ai.Levels, ", "))
}

// parseSPRT reads "elo0=0,elo1=50,alpha=0.05,beta=0.05[,model=normalized]";
// alpha and beta default to 0.05, elo0 to 0, the model to logistic Elo.
func parseSPRT(s string) (stats.SPRT, error) {
	t := stats.SPRT{Alpha: 0.05, Beta: 0.05}
	hasElo1 := false
	for _, part := range strings.Split(s, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if k == "model" {
			switch v {
			case "logistic":
				t.Normalized = false
			case "normalized":
				t.Normalized = true
			default:
				return t, fmt.Errorf("-sprt: model %q (logistic or normalized)", v)
			}
			continue
		}
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
			return t, fmt.Errorf("-sprt %q: want elo0=…,elo1=…,alpha=…,beta=… with numbers", s)
		}
		switch k {
		case "elo0":
			t.Elo0 = x
		case "elo1":
			t.Elo1, hasElo1 = x, true
		case "alpha":
			t.Alpha = x
		case "beta":
			t.Beta = x
		default:
			return t, fmt.Errorf("-sprt: unknown parameter %q (elo0, elo1, alpha, beta, model)", k)
		}
	}
	if !hasElo1 {
		return t, fmt.Errorf("-sprt %q: elo1 is needed", s)
	}
	return t, t.Check()
}

// LadderModes are the games of the ladder table: every mode of both games.
var LadderModes = []arena.Spec{
	{Game: "junqi", Board: "2p", Mode: "open"},
	{Game: "junqi", Board: "2p", Mode: "dark"},
	{Game: "junqi", Board: "2p", Mode: "flip"},
	{Game: "junqi", Board: "4p", Mode: "open", Teams: "SN EW"},
	{Game: "junqi", Board: "4p", Mode: "dark", Teams: "SN EW"},
	{Game: "junqi", Board: "4p", Mode: "flip", Teams: "SN EW"},
	{Game: "junqi", Board: "4p", Mode: "dark"},                 // free-for-all
	{Game: "junqi", Board: "4p", Mode: "dark", Seats: "S E N"}, // three players
	{Game: "napoleon", Board: "8x8"},
	{Game: "napoleon", Board: "8x8", Terrain: "random"},
	{Game: "napoleon", Board: "8x8", Options: "drums-scare drum-push"},
	{Game: "napoleon", Board: "8x8", Options: "antique"},
	{Game: "napoleon", Board: "10x10"},
	{Game: "napoleon", Board: "15x15"},
	// Waterloo (docs/waterloo.md): three and four armies on their default boards
	{Game: "napoleon", Board: "15x15", Seats: "S E N"},
	{Game: "napoleon", Board: "15x15", Seats: "S E N", Teams: "S EN"},
	{Game: "napoleon", Board: "16x16", Seats: "S E N W"},
	{Game: "napoleon", Board: "16x16", Seats: "S E N W", Teams: "SN EW"},
}

// ladderPairs are the matches of a ladder over levels (weakest first): each
// level against the next, and hard against greedy; one level alone plays
// itself (a check of the machinery: it must come out even).
func ladderPairs(levels []string) [][2]string {
	if len(levels) == 1 {
		return [][2]string{{levels[0], levels[0]}}
	}
	var out [][2]string
	for i := len(levels) - 1; i > 0; i-- {
		out = append(out, [2]string{levels[i], levels[i-1]})
	}
	hard, greedy := index(levels, "hard"), index(levels, "greedy")
	if hard >= 0 && greedy >= 0 && hard-greedy != 1 {
		out = append(out, [2]string{"hard", "greedy"})
	}
	return out
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// ladderCommand plays every ladder mode and level pair and prints the markdown
// table, one row as each match ends.
func ladderCommand(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("ladder", flag.ContinueOnError)
	var common commonFlags
	var levels, only string
	fs.StringVar(&levels, "levels", strings.Join(ai.Levels, ","), "levels, weakest first")
	fs.StringVar(&only, "only", "", "play only the games whose description contains this text")
	common.register(fs, 200)
	if err := parseFlags(fs, args, ladderUsage); err != nil {
		return err
	}
	list := strings.Split(levels, ",")
	for _, l := range list {
		if err := checkLevel(l); err != nil {
			return err
		}
	}
	var specs []arena.Spec
	for _, mode := range LadderModes {
		if strings.Contains(mode.Describe(), only) {
			specs = append(specs, mode)
		}
	}
	if len(specs) == 0 {
		return fmt.Errorf("-only %q matches no game of the ladder", only)
	}
	// Check every flag before the first (long) match starts.
	var probe arena.Spec
	if err := common.apply(&probe); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "`referee ladder -levels %s -pairs %d -seed %d -maxplies %d", levels, common.pairs, common.seed, common.maxPlies)
	if common.timeMS > 0 {
		fmt.Fprintf(stdout, " -time %d", common.timeMS)
	}
	if only != "" {
		fmt.Fprintf(stdout, " -only %q", only)
	}
	fmt.Fprintf(stdout, "`\n\n%s", arena.LadderHeader)
	for _, mode := range specs {
		for _, pair := range ladderPairs(list) {
			s := mode
			s.A, s.B = pair[0], pair[1]
			if err := common.apply(&s); err != nil {
				return err
			}
			rep, err := arena.Run(ctx, s, matchPlayers[0], matchPlayers[1], nil)
			if err != nil {
				return fmt.Errorf("%s, %s vs %s: %v", s.Describe(), s.A, s.B, err)
			}
			io.WriteString(stdout, rep.LadderRow())
		}
	}
	return nil
}
