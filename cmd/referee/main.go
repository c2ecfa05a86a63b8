// Command referee replays Junqi and Napoleon Strategy records and answers
// questions about them, exactly as shared/rules/notation.md specifies:
//
//	referee moves FILE
//	referee play FILE
//	referee view SEAT FILE
//	referee perft DEPTH FILE
//	referee bot LEVEL SEAT FILE [--seed N] [--time MS]
//	referee deploy LEVEL SEAT FILE [--seed N]
//	referee computers FILE   (a finished app game: replays the computer's decisions from its [Seed])
//	referee match -board B -a LEVEL -b LEVEL [flags]   (docs/ladder.md)
//	referee ladder [flags]                             (docs/ladder.md)
//	referee sum [-sprt …] REPORT…                      (docs/ladder.md: chunks of one match added)
//	referee reckless [-v] DIR|FILE…                    (docs/ladder.md: blind attacks in -gamedir's games)
//	referee deploystats [-seeds N] [-seed S] [-levels L,…] [-modes TEXT] (docs/variety.md)
//	referee outside -engine CMD -time MS [flags]       (docs/ladder.md: an outside Junqi program)
//
// FILE may be - for standard input. Every error prints one line on standard
// error and exits 1.
package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"warboard/rules/record"
	referees "warboard/rules/referee"
)

// match is what both rules cores offer the referee.
type match = referees.Match

const usage = "usage: referee moves FILE | play FILE | view SEAT FILE | perft DEPTH FILE | bot LEVEL SEAT FILE [--seed N] [--time MS] | deploy LEVEL SEAT FILE [--seed N] | computers FILE (FILE may be -) | match FLAGS | ladder FLAGS | sum [-sprt T] REPORT... | deploystats FLAGS | reckless [-v] DIR|FILE... | outside FLAGS"

// maxPerftDepth keeps a typo from running for days.
const maxPerftDepth = 12

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		// A rules core must never panic; if one does, the contract still holds:
		// one line on standard error and exit 1.
		if p := recover(); p != nil {
			fmt.Fprintln(stderr, oneLine(fmt.Sprintf("internal error: %v", p)))
			code = 1
		}
	}()
	if len(args) > 0 && args[0] == "deploystats" {
		if err := deployStatsCommand(args[1:], stdout); err != nil {
			fmt.Fprintln(stderr, oneLine(err.Error()))
			return 1
		}
		return 0
	}
	if len(args) > 0 && (args[0] == "match" || args[0] == "ladder" || args[0] == "sum") {
		return runMatchCommand(args[0], args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "outside" {
		return runOutsideCommand(args[1:], stdout, stderr)
	}
	out, err := answer(args, stdin)
	io.WriteString(stdout, out) // computers prints its lines before saying what failed
	if err != nil {
		fmt.Fprintln(stderr, oneLine(err.Error()))
		return 1
	}
	return 0
}

func answer(args []string, stdin io.Reader) (string, error) {
	if len(args) == 0 {
		return "", fmt.Errorf("%s", usage)
	}
	cmd, rest := args[0], args[1:]
	if cmd == "bot" || cmd == "deploy" {
		return botAnswer(cmd, rest, stdin)
	}
	if cmd == "computers" {
		return computersAnswer(rest, stdin)
	}
	if cmd == "reckless" {
		return recklessAnswer(rest)
	}
	want := map[string]int{"moves": 1, "play": 1, "view": 2, "perft": 2}
	n, ok := want[cmd]
	if !ok {
		return "", fmt.Errorf("unknown command %q; %s", cmd, usage)
	}
	if len(rest) != n {
		return "", fmt.Errorf("%s takes %d argument(s); %s", cmd, n, usage)
	}
	m, err := load(rest[n-1], stdin)
	if err != nil {
		return "", err
	}
	switch cmd {
	case "moves":
		var b strings.Builder
		for _, mv := range m.Moves() {
			b.WriteString(mv)
			b.WriteByte('\n')
		}
		return b.String(), nil
	case "play":
		return referees.Play(m), nil
	case "view":
		return referees.View(m, rest[0])
	default: // perft
		depth, err := strconv.Atoi(rest[0])
		if err != nil || depth < 0 || depth > maxPerftDepth {
			return "", fmt.Errorf("perft depth %q: want a whole number from 0 to %d", rest[0], maxPerftDepth)
		}
		count, err := m.Perft(depth)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%d\n", count), nil
	}
}

// load reads, parses and replays the record in file ("-": standard input).
func load(file string, stdin io.Reader) (match, error) {
	rec, err := readRecord(file, stdin)
	if err != nil {
		return nil, err
	}
	return referees.Load(rec)
}

func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", name, unwrapPath(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", name, unwrapPath(err))
	}
	return data, nil
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// oneLine keeps the one-line contract even if a message holds a newline.
func oneLine(s string) string {
	return strings.NewReplacer("\r\n", "; ", "\n", "; ", "\r", "; ").Replace(strings.TrimSpace(s))
}
