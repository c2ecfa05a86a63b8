// Package wire is the text the game and its computer players in a Web Worker exchange:
// questions and answers in record tokens, and the army rules of Napoleon set-ups. The
// worker's side of it (Handle) is package players.
//
// It imports only rules/ and no computer player, so the game's page links it without them.
package wire

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Magic opens every question and answer; the number is the protocol's version.
const Magic = "warboard-ai 1"

// The kinds of decision a question asks for.
const (
	Move   = "move"   // one action (Napoleon: a turn with its cannon turns); a hint is a move at level hard
	Deploy = "deploy" // the seat's placement list (Napoleon: its set-up, under Army when given)
	Draw   = "draw"   // "accept" or "decline" an offer to end the game
)

// Question is one decision asked of a computer player.
type Question struct {
	ID     uint64 // the asker's tag: the answer carries it back
	What   string // Move, Deploy or Draw
	Seat   string // seat letter
	Level  string // a level of ai.Levels
	Seed   uint64
	TimeMS int    // a wall-clock cap; 0: the level's counted work only (deterministic)
	Army   string // Napoleon set-up: the army rule (FormatArmyRule); "": the record's default
	Record string // the game so far, as record text
}

// Answer is a computer player's decision, or why there is none.
type Answer struct {
	ID     uint64
	Tokens string // record tokens: "c6xc7", a placement list, "accept"
	Err    string // non-empty: no decision
}

// maxMessage bounds a message: the longest record the game writes is far below it.
const maxMessage = 4 << 20

// EncodeQuestion writes q as a message: header lines, a blank line, the record text.
func EncodeQuestion(q Question) string {
	var b strings.Builder
	b.WriteString(Magic + "\n")
	fmt.Fprintf(&b, "id %d\nwhat %s\nseat %s\nlevel %s\nseed %d\ntime %d\n", q.ID, q.What, q.Seat, q.Level, q.Seed, q.TimeMS)
	if q.Army != "" {
		fmt.Fprintf(&b, "army %s\n", q.Army)
	}
	b.WriteString("\n")
	b.WriteString(q.Record)
	return b.String()
}

// DecodeQuestion reads a message of EncodeQuestion. A message that is not one is an error
// naming what is wrong; the ID is kept when it could be read, so the error can be answered.
func DecodeQuestion(msg string) (Question, error) {
	var q Question
	if len(msg) > maxMessage {
		return q, fmt.Errorf("wire: a question of %d bytes is too long", len(msg))
	}
	head, rec, ok := strings.Cut(msg, "\n\n")
	if !ok {
		return q, errors.New("wire: a question has a blank line before its record")
	}
	lines := strings.Split(head, "\n")
	if lines[0] != Magic {
		return q, fmt.Errorf("wire: a question begins with %q", Magic)
	}
	seen := map[string]bool{}
	for _, ln := range lines[1:] {
		key, val, _ := strings.Cut(ln, " ")
		if seen[key] {
			return q, fmt.Errorf("wire: %q twice", key)
		}
		seen[key] = true
		var err error
		switch key {
		case "id":
			q.ID, err = strconv.ParseUint(val, 10, 64)
		case "what":
			q.What = val
			if val != Move && val != Deploy && val != Draw {
				err = fmt.Errorf("unknown decision %q", val)
			}
		case "seat":
			q.Seat = val
		case "level":
			q.Level = val
		case "seed":
			q.Seed, err = strconv.ParseUint(val, 10, 64)
		case "time":
			q.TimeMS, err = strconv.Atoi(val)
			if err == nil && (q.TimeMS < 0 || q.TimeMS > 600000) {
				err = fmt.Errorf("%d ms is out of range", q.TimeMS)
			}
		case "army":
			q.Army = val
		default:
			err = errors.New("unknown line")
		}
		if err != nil {
			return q, fmt.Errorf("wire: question line %q: %v", ln, err)
		}
	}
	for _, key := range []string{"id", "what", "seat", "level", "seed"} {
		if !seen[key] {
			return q, fmt.Errorf("wire: a question without %q", key)
		}
	}
	q.Record = rec
	return q, nil
}

// EncodeAnswer writes a as a message: "ok TOKENS" or "error WHY" on one line.
func EncodeAnswer(a Answer) string {
	if a.Err != "" {
		return fmt.Sprintf("%s\nid %d\nerror %s", Magic, a.ID, oneLine(a.Err))
	}
	return fmt.Sprintf("%s\nid %d\nok %s", Magic, a.ID, oneLine(a.Tokens))
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

// DecodeAnswer reads a message of EncodeAnswer.
func DecodeAnswer(msg string) (Answer, error) {
	var a Answer
	if len(msg) > maxMessage {
		return a, errors.New("wire: an answer too long")
	}
	lines := strings.Split(msg, "\n")
	if len(lines) != 3 || lines[0] != Magic {
		return a, fmt.Errorf("wire: an answer is three lines, the first %q", Magic)
	}
	idText, ok := strings.CutPrefix(lines[1], "id ")
	if !ok {
		return a, errors.New("wire: an answer's second line is its id")
	}
	id, err := strconv.ParseUint(idText, 10, 64)
	if err != nil {
		return a, fmt.Errorf("wire: answer id: %v", err)
	}
	a.ID = id
	kind, val, _ := strings.Cut(lines[2], " ")
	switch kind {
	case "ok":
		if val == "" {
			return a, errors.New("wire: an answer without tokens")
		}
		a.Tokens = val
	case "error":
		if val == "" {
			val = "unknown error"
		}
		a.Err = val
	default:
		return a, fmt.Errorf("wire: an answer's last line is ok or error, not %q", kind)
	}
	return a, nil
}
