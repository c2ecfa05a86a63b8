package seatview

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Marks (标记) in an online room: a person's guesses on pieces whose rank its seat does
// not know, kept on the device only (the server never sees them). The client holds no
// piece's identity, so a mark is kept by the point its piece stands on and follows it
// through the tokens the seat is told: a move carries it; a battle's outcome is read from
// the board the seat sees after it — when a later token of the same batch touched either
// point the outcome is not known, and the marks of both pieces are dropped rather than
// guessed; a take back drops every mark. A mark shows only on a piece of the seat it was
// put on whose rank the seat still does not know.

// Mark is one guess: the piece's seat and the guessed code (junqiplay.MarkCodes).
type Mark struct {
	Seat junqi.Seat
	Code byte
}

// Marks are the seat's marks at a ply of the history.
type Marks struct {
	Ply int // the history's action tokens the marks follow
	At  map[junqi.Point]Mark
}

// Markable reports whether the seat may mark the piece on p: on the board, not its own,
// its rank unknown to the seat (an enemy's back, a face-down tile once colours are dealt).
func (j *Junqi) Markable(p junqi.Point) bool {
	if int(p) >= len(j.Scene.Pieces) {
		return false
	}
	pc := j.Scene.Pieces[p]
	return pc.Present && (pc.FaceDown || pc.Code == '?') && (pc.FaceDown || pc.Seat != j.Seat)
}

// Set puts code on the piece on p (0 takes the mark away); false when p holds no piece
// the seat may mark.
func (m *Marks) Set(j *Junqi, p junqi.Point, code byte) bool {
	if !j.Markable(p) {
		return false
	}
	if m.At == nil {
		m.At = map[junqi.Point]Mark{}
	}
	if code == 0 {
		delete(m.At, p)
		return true
	}
	m.At[p] = Mark{Seat: j.Scene.Pieces[p].Seat, Code: code}
	return true
}

// actions are a history's tokens: the record's moves.
func actions(history string) ([]string, bool) {
	rec, err := record.Parse(history)
	if err != nil {
		return nil, false
	}
	out := make([]string, 0, len(rec.Moves))
	for _, mv := range rec.Moves {
		out = append(out, mv.Text)
	}
	return out, true
}

// Follow brings the marks from their ply to the history's last token, the board j showing
// the position after it; the marks on pieces the seat may no longer mark go. It reports
// whether the marks changed.
func (m *Marks) Follow(j *Junqi, k junqi.BoardKind, history string) bool {
	toks, ok := actions(history)
	if !ok {
		return false
	}
	changed := false
	if len(toks) < m.Ply { // a take back: where each piece went back to is not told
		changed = len(m.At) > 0
		m.At = nil
	}
	if m.Ply < len(toks) {
		changed = m.follow(j, junqi.BoardOf(k), toks[m.Ply:]) || changed
	}
	m.Ply = len(toks)
	for p, mk := range m.At {
		pc := j.Scene.Pieces[p]
		if !j.Markable(p) || !pc.FaceDown && pc.Seat != mk.Seat {
			delete(m.At, p)
			changed = true
		}
	}
	return changed
}

// follow moves the marks along toks, the last batch of tokens, j showing the board after
// them.
func (m *Marks) follow(j *Junqi, b *junqi.Board, toks []string) bool {
	if len(m.At) == 0 {
		return false
	}
	changed := false
	drop := func(ps ...junqi.Point) {
		for _, p := range ps {
			if _, ok := m.At[p]; ok {
				delete(m.At, p)
				changed = true
			}
		}
	}
	for i, tok := range toks {
		from, to, ok := Ends(b, tok)
		if !ok {
			continue // resign, draw: no piece moved
		}
		switch {
		case strings.HasPrefix(tok, "@"): // a flip: its rank is shown now
			drop(from)
		case strings.Contains(tok, "-"):
			if mk, ok := m.At[from]; ok {
				delete(m.At, from)
				m.At[to] = mk
				changed = true
			}
		default: // a battle: its outcome from the board after the batch, if nothing since touched it
			if touchedLater(b, toks[i+1:], from, to) {
				drop(from, to)
				continue
			}
			pc := j.Scene.Pieces[to]
			atk, hasAtk := m.At[from]
			def, hasDef := m.At[to]
			delete(m.At, from)
			delete(m.At, to)
			changed = changed || hasAtk || hasDef
			switch {
			case !pc.Present: // both removed
			case hasAtk && !pc.FaceDown && pc.Seat == atk.Seat && (!hasDef || def.Seat != atk.Seat):
				m.At[to] = atk // the attacker won and stands there
			case hasDef && !pc.FaceDown && pc.Seat == def.Seat && (!hasAtk || atk.Seat != def.Seat):
				m.At[to] = def // the defender held
			}
		}
	}
	return changed
}

// touchedLater reports whether a token of toks starts or ends on p or q.
func touchedLater(b *junqi.Board, toks []string, p, q junqi.Point) bool {
	for _, tok := range toks {
		if f, t, ok := Ends(b, tok); ok && (f == p || f == q || t == p || t == q) {
			return true
		}
	}
	return false
}

// Show puts the marks on the scene's pieces.
func (m *Marks) Show(sc *junqipic.Scene) {
	for p, mk := range m.At {
		if int(p) < len(sc.Marks) {
			sc.Marks[p] = mk.Code
		}
	}
}

// String is the marks as the device keeps them: "PLY point=seat+code …" ("12 b10=N9 c9=NB").
func (m *Marks) String(k junqi.BoardKind) string {
	b := junqi.BoardOf(k)
	items := []string{strconv.Itoa(m.Ply)}
	var rest []string
	for p, mk := range m.At {
		rest = append(rest, b.Name(p)+"="+mk.Seat.String()+string(mk.Code))
	}
	sort.Strings(rest)
	return strings.Join(append(items, rest...), " ")
}

// ParseMarks reads what String wrote; valid reports a code a mark may hold.
func ParseMarks(k junqi.BoardKind, s string, valid func(byte) bool) (Marks, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Marks{}, fmt.Errorf("no marks")
	}
	ply, err := strconv.Atoi(f[0])
	if err != nil || ply < 0 {
		return Marks{}, fmt.Errorf("marks: ply %q", f[0])
	}
	m := Marks{Ply: ply, At: map[junqi.Point]Mark{}}
	b := junqi.BoardOf(k)
	for _, item := range f[1:] {
		name, v, ok := strings.Cut(item, "=")
		p, okp := b.PointByName(name)
		if !ok || !okp || len(v) != 2 {
			return Marks{}, fmt.Errorf("mark %q", item)
		}
		x, okx := junqi.SeatOf(v[0])
		if !okx || !valid(v[1]) {
			return Marks{}, fmt.Errorf("mark %q", item)
		}
		m.At[p] = Mark{Seat: x, Code: v[1]}
	}
	return m, nil
}
