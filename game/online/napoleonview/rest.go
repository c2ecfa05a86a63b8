package napoleonview

import (
	"strings"

	"warboard/rules/napoleon"
)

// The side panel's facts of play, as the device's shows them: the turns played (the
// history's moves) and, by seat, the piece the three-turns rule rests (a piece may not
// move in three turns of its seat in a row). The server's view holds the position only,
// and the history no set-up before the end, so the rule's memory is read from the moves:
// each turn's mover is the owner of the piece that stands on the move's square after it,
// found by taking the moves back from the position now (two armies simply alternate).

// Played is one turn of the history as the side panel lists it: its seat, and its move
// with the cannon turns after it ("d2-d5 c1>NE").
type Played struct {
	Seat napoleon.Seat
	Text string
}

// moves are the moves of a history (its tags and tokens), and each turn's text: the move
// with its cannon turns.
func moves(b napoleon.Board, history string) ([]napoleon.Move, []Played) {
	_, text, found := strings.Cut(history, "\n\n")
	if !found && !strings.HasPrefix(strings.TrimSpace(history), "[") {
		text = history
	}
	var out []napoleon.Move
	var played []Played
	for _, tok := range strings.Fields(text) {
		if napoleon.IsCannonTurnToken(tok) {
			if len(played) > 0 {
				played[len(played)-1].Text += " " + tok
			}
			continue
		}
		if m, err := napoleon.ParseMove(b, strings.TrimRight(tok, "!?+#")); err == nil {
			out = append(out, m)
			played = append(played, Played{Seat: napoleon.South, Text: tok})
		}
	}
	return out, played
}

// rests fills Plies and Rested from the history's moves and the position now (v.base);
// toMove is the seat to move now.
func (v *View) rests(ms []napoleon.Move, toMove napoleon.Seat) {
	v.Plies = len(ms)
	for x := range v.Rested {
		v.Rested[x] = napoleon.NoSquare
	}
	if len(v.base) == 0 {
		return
	}
	movers := v.movers(ms, toMove)
	for i := range v.Turns {
		v.Turns[i].Seat = movers[i]
	}
	if !v.g.Cfg.Armies.Plays(toMove) {
		return
	}
	var last [napoleon.NumSeats]napoleon.Square
	var streak [napoleon.NumSeats]int
	for x := range last {
		last[x] = napoleon.NoSquare
	}
	for i, m := range ms { // as the rules follow a piece (rules/napoleon/apply.go)
		me := movers[i]
		for x := range last { // the piece on the move's square: pushed aside or taken
			if napoleon.Seat(x) != me && last[x] == m.To {
				if m.IsPush() {
					last[x] = m.Push
				} else {
					last[x], streak[x] = napoleon.NoSquare, 0
				}
			}
		}
		if int(me) >= len(last) {
			continue
		}
		if last[me] == m.From && streak[me] > 0 {
			last[me], streak[me] = m.To, min(streak[me]+1, 2)
		} else {
			last[me], streak[me] = m.To, 1
		}
	}
	now := v.board()
	for x := range last {
		if q := last[x]; streak[x] >= 2 && now[q].Present && now[q].Side == napoleon.Seat(x) {
			v.Rested[x] = q
		}
	}
}

// movers are the seats that made the moves ms, the last of them before toMove's turn.
func (v *View) movers(ms []napoleon.Move, toMove napoleon.Seat) []napoleon.Seat {
	out := make([]napoleon.Seat, len(ms))
	order := v.g.Cfg.Armies.Order()
	if len(order) == 2 && v.g.Cfg.Armies.Plays(toMove) {
		x := toMove
		for i := len(ms) - 1; i >= 0; i-- {
			x = x.Other()
			out[i] = x
		}
		return out
	}
	const empty, unknown = -1, -2
	var owner [napoleon.NumSquares]int
	for q := range owner {
		owner[q] = empty
	}
	for _, pl := range v.base {
		owner[pl.Sq] = int(pl.Piece.Seat())
	}
	known := make([]bool, len(ms))
	for i := len(ms) - 1; i >= 0; i-- { // the moves taken back, last first
		m := ms[i]
		if o := owner[m.To]; o >= 0 {
			out[i], known[i] = napoleon.Seat(o), true
		}
		owner[m.From] = owner[m.To]
		switch {
		case m.IsPush():
			owner[m.To], owner[m.Push] = owner[m.Push], empty
		case m.Capture:
			owner[m.To] = unknown
		default:
			owner[m.To] = empty
		}
	}
	// A piece taken later leaves its mover unknown: the seat after the one before in the
	// play order (the first known mover, or the seat to move now, tells where the turn
	// order stood).
	next := func(x napoleon.Seat, step int) napoleon.Seat {
		for i, y := range order {
			if y == x {
				return order[(i+step+len(order))%len(order)]
			}
		}
		return x
	}
	for i := range ms {
		if known[i] {
			continue
		}
		switch {
		case i > 0:
			out[i] = next(out[i-1], 1)
		default:
			j := 0
			for j < len(ms) && !known[j] {
				j++
			}
			x, steps := toMove, len(ms)
			if j < len(ms) {
				x, steps = out[j], j
			}
			out[i] = next(x, -steps%len(order))
		}
	}
	return out
}
