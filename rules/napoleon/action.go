package napoleon

import (
	"fmt"
	"strings"
)

// Move is the mandatory part of a turn: a piece goes From -> To, capturing
// what stands on To; with Push set it is a drum push (poussée du tambour):
// the enemy cavalry on To is put on Push and the drum takes To.
type Move struct {
	From, To Square
	Push     Square // NoSquare unless a drum push
	Capture  bool
}

// IsPush reports a drum push.
func (m Move) IsPush() bool { return m.Push != NoSquare }

// String is the notation: "d2-d5", "d2xd5", "d4-d6/e7".
func (m Move) String() string {
	sep := "-"
	if m.Capture {
		sep = "x"
	}
	s := m.From.String() + sep + m.To.String()
	if m.IsPush() {
		s += "/" + m.Push.String()
	}
	return s
}

// CannonTurn turns the own cannon on At (its square after the move) to Face.
type CannonTurn struct {
	At   Square
	Face Dir
}

// String is the notation: "c1>NE".
func (c CannonTurn) String() string { return c.At.String() + ">" + c.Face.String() }

// Turn is one player's whole turn: a move and any cannon turns.
type Turn struct {
	Move  Move
	Turns []CannonTurn
}

// String writes the turn's tokens separated by spaces.
func (t Turn) String() string {
	parts := []string{t.Move.String()}
	for _, c := range t.Turns {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

// ParseMove reads a move token of board b. It checks the syntax and the
// points only; legality is the state's business.
func ParseMove(b Board, tok string) (Move, error) {
	m := Move{Push: NoSquare}
	body, push, hasPush := strings.Cut(tok, "/")
	// the separator follows the from point's letters and digits: on 24 or
	// more files a point may itself start with x ("x2xx5")
	i := 0
	for i < len(body) && body[i] >= 'a' && body[i] <= 'z' {
		i++
	}
	for i < len(body) && body[i] >= '0' && body[i] <= '9' {
		i++
	}
	if i >= len(body) || (body[i] != '-' && body[i] != 'x') {
		return m, fmt.Errorf("%q is not a move (from-to, fromxto, from-to/push)", tok)
	}
	from, err := b.ParseSquare(body[:i])
	if err != nil {
		return m, err
	}
	to, err := b.ParseSquare(body[i+1:])
	if err != nil {
		return m, err
	}
	m.From, m.To, m.Capture = from, to, body[i] == 'x'
	if hasPush {
		if m.Capture {
			return m, fmt.Errorf("%q: a drum push is written with -, it is not a capture", tok)
		}
		if m.Push, err = b.ParseSquare(push); err != nil {
			return m, err
		}
	}
	return m, nil
}

// IsCannonTurnToken reports whether tok looks like a cannon turn "sq>DIR".
func IsCannonTurnToken(tok string) bool { return strings.Contains(tok, ">") }

// ParseCannonTurn reads "c1>NE".
func ParseCannonTurn(b Board, tok string) (CannonTurn, error) {
	pt, dir, ok := strings.Cut(tok, ">")
	if !ok {
		return CannonTurn{}, fmt.Errorf("%q is not a cannon turn (point>DIR)", tok)
	}
	q, err := b.ParseSquare(pt)
	if err != nil {
		return CannonTurn{}, err
	}
	d, err := ParseDir(dir)
	if err != nil {
		return CannonTurn{}, err
	}
	return CannonTurn{q, d}, nil
}
