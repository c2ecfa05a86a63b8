package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/record"
)

// maxTimeMS keeps a typo in --time from thinking for days (one hour).
const maxTimeMS = 3_600_000

// botAnswer answers the computer players' commands (notation.md, "Computer
// players through the referee command"):
//
//	referee bot LEVEL SEAT FILE [--seed N] [--time MS]
//	referee deploy LEVEL SEAT FILE [--seed N]
func botAnswer(cmd string, args []string, stdin io.Reader) (string, error) {
	var pos []string
	req := ai.Request{Seed: 1}
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, hasValue := strings.Cut(a, "=")
		if name != "--seed" && name != "--time" {
			if strings.HasPrefix(a, "--") {
				return "", fmt.Errorf("%s: unknown flag %q; %s", cmd, a, usage)
			}
			pos = append(pos, a)
			continue
		}
		if name == "--time" && cmd == "deploy" {
			return "", fmt.Errorf("deploy takes no --time (it is deterministic); %s", usage)
		}
		if !hasValue {
			if i+1 == len(args) {
				return "", fmt.Errorf("%s needs a value", name)
			}
			i++
			value = args[i]
		}
		if name == "--seed" {
			n, err := strconv.ParseUint(value, 10, 64)
			if err != nil {
				return "", fmt.Errorf("--seed %q: want a whole number from 0 to %d", value, uint64(1<<64-1))
			}
			req.Seed = n
		} else {
			n, err := strconv.Atoi(value)
			if err != nil || n < 1 || n > maxTimeMS {
				return "", fmt.Errorf("--time %q: want milliseconds from 1 to %d", value, maxTimeMS)
			}
			req.TimeMS = n
		}
	}
	if len(pos) != 3 {
		return "", fmt.Errorf("%s takes LEVEL SEAT FILE; %s", cmd, usage)
	}
	req.Level, req.Seat = pos[0], pos[1]
	rec, err := readRecord(pos[2], stdin)
	if err != nil {
		return "", err
	}
	req.Record = rec
	var out string
	if cmd == "bot" {
		out, err = ai.Decide(req)
	} else {
		out, err = ai.Deploy(req)
	}
	if err != nil {
		return "", err
	}
	return out + "\n", nil
}

// readRecord reads and parses the record in file ("-": standard input).
func readRecord(file string, stdin io.Reader) (*record.Record, error) {
	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(io.LimitReader(stdin, record.MaxSize+1))
	} else {
		data, err = readFile(file)
	}
	if err != nil {
		return nil, err
	}
	return record.Parse(string(data))
}
