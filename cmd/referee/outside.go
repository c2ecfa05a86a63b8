package main

// referee outside: our level against a Junqi program from outside the
// project (rules/ai/arena/external), for measurement only: docs/ladder.md,
// "Session 14 — outside engines".

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/ai/arena"
	"warboard/rules/ai/arena/external"
)

const outsideUsage = "usage: referee outside -engine \"PROGRAM ARGS…\" -time MS [-protocol lines|sexp] [-dir DIR] [-name NAME] [-seedenv VAR] " +
	"[-a LEVEL] [-pairs N] [-seed N] [-maxplies N] [-gamedir DIR] [-v] (two-player 暗棋, the CS4500 protocols of rules/ai/arena/external)"

func runOutsideCommand(args []string, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	out, err := outsideCommand(ctx, args, stderr)
	io.WriteString(stdout, out)
	if err != nil {
		fmt.Fprintln(stderr, oneLine(err.Error()))
		return 1
	}
	return 0
}

func outsideCommand(ctx context.Context, args []string, progress io.Writer) (string, error) {
	fs := flag.NewFlagSet("outside", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var cfg external.Config
	var command string
	var pairs int
	var seed uint64
	fs.StringVar(&command, "engine", "", "the program and its arguments, split at spaces")
	fs.StringVar(&cfg.Engine.Dir, "dir", "", "the program's working directory")
	fs.StringVar(&cfg.Engine.Name, "name", "", "its name in the report")
	fs.StringVar(&cfg.Engine.SeedEnv, "seedenv", "", "an environment variable that receives the pair's seed")
	fs.StringVar(&cfg.Engine.Protocol, "protocol", "lines", "lines or sexp (rules/ai/arena/external)")
	fs.StringVar(&cfg.Level, "a", "hard", "our level")
	fs.IntVar(&pairs, "pairs", 10, "game pairs")
	fs.Uint64Var(&seed, "seed", 1, "base seed")
	fs.IntVar(&cfg.TimeMS, "time", 0, "time per move of both sides, in milliseconds")
	fs.IntVar(&cfg.MaxPlies, "maxplies", arena.DefaultMaxPlies, "a game still running after this many actions is a draw")
	fs.StringVar(&cfg.GameDir, "gamedir", "", "write every game's record here")
	verbose := fs.Bool("v", false, "a line on standard error after every pair")
	if err := fs.Parse(args); err != nil {
		return "", fmt.Errorf("%v; %s", err, outsideUsage)
	}
	if fs.NArg() > 0 {
		return "", fmt.Errorf("unexpected argument %q; %s", fs.Arg(0), outsideUsage)
	}
	cfg.Engine.Command = strings.Fields(command)
	if len(cfg.Engine.Command) == 0 {
		return "", errors.New("-engine is required; " + outsideUsage)
	}
	if cfg.TimeMS <= 0 {
		return "", errors.New("-time is required (the time per move of both sides); " + outsideUsage)
	}
	known := false
	for _, l := range ai.Levels {
		known = known || l == cfg.Level
	}
	if !known {
		return "", fmt.Errorf("unknown level %q (one of %s)", cfg.Level, strings.Join(ai.Levels, ", "))
	}
	cfg.Pairs, cfg.Seed = pairs, seed
	if cfg.GameDir != "" {
		if err := os.MkdirAll(cfg.GameDir, 0o755); err != nil {
			return "", err
		}
	}
	if *verbose {
		cfg.Progress = func(r *arena.Report) {
			fmt.Fprintf(progress, "pair %d: A %d-%d-%d\n", r.Pairs, r.W, r.D, r.L)
		}
	}
	rep, err := external.Match(ctx, cfg)
	if err != nil && !errors.Is(err, arena.ErrInterrupted) {
		return "", err
	}
	return rep.Text(), err // interrupted: the pairs counted so far, then the error line
}
