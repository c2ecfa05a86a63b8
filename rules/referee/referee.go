// Package referee is the answer of `referee play` and `referee view` (shared
// rules/notation.md) as a function of a replayed match: the command-line referee prints
// it, and the online server (cmd/server) sends each seat exactly its view from the same
// function, so what a seat may see is written once.
package referee

import (
	"strings"

	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Match is what both rules cores offer the referee.
type Match interface {
	Moves() []string
	Position() string
	Turn() string
	Result() string
	View(seat string) (string, error)
	Perft(depth int) (uint64, error)
}

// Load replays a parsed record with the rules core of its game.
func Load(rec *record.Record) (Match, error) {
	switch game, err := rec.Game(); {
	case err != nil:
		return nil, err
	case game == "junqi":
		return junqi.FromRecord(rec)
	default:
		return napoleon.FromRecord(rec)
	}
}

// Play is `referee play`'s answer: position, turn and result lines (and 三打一's lines
// as the referee knows them).
func Play(m Match) string {
	return summary(m.Position(), m) + sandayiLines(m, junqi.NoSeat)
}

// View is `referee view SEAT`'s answer: the position as seat may see it, turn, result
// (and 三打一's lines as seat may know them).
func View(m Match, seat string) (string, error) {
	pos, err := m.View(seat)
	if err != nil {
		return "", err
	}
	x := junqi.NoSeat
	if seat != "" {
		x, _ = junqi.SeatOf(seat[0])
	}
	return summary(pos, m) + sandayiLines(m, x), nil
}

// sandayiLines are the lines a 三打一 record adds after the three of play and
// view (docs/sandayi.md): phase, bids, landlord, and the deal, pool and pick
// as seat may know them (junqi.NoSeat: the referee's full knowledge).
func sandayiLines(m Match, seat junqi.Seat) string {
	jm, ok := m.(*junqi.Match)
	if !ok {
		return ""
	}
	var b strings.Builder
	for _, l := range jm.SandayiLines(seat) {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

func summary(position string, m Match) string {
	return "position " + position + "\nturn " + m.Turn() + "\nresult " + m.Result() + "\n"
}
