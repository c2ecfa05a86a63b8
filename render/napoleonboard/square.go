package napoleonboard

import (
	"fmt"
	"strconv"
)

// Square is a square of the board numbered as rules/napoleon numbers them, rank<<4 | file
// (file a = 0, rank 1 = 0), so the game converts with a plain Square(q).
type Square uint8

// NoSquare marks "no square" (nothing selected, no last move).
const NoSquare Square = 0xFF

// MaxSize is the widest and tallest board the numbering holds.
const MaxSize = 15

// At is the square at file and rank, both from 0.
func At(file, rank int) Square { return Square(rank<<4 | file) }

// File from 0 (a = 0).
func (q Square) File() int { return int(q & 15) }

// Rank from 0 (rank 1 = 0).
func (q Square) Rank() int { return int(q >> 4) }

// String is the square's name, "d4"; "-" for NoSquare.
func (q Square) String() string {
	if q.File() >= MaxSize || q.Rank() >= MaxSize {
		return "-"
	}
	return string(rune('a'+q.File())) + strconv.Itoa(q.Rank()+1)
}

// on reports whether q lies on a w×h board.
func (q Square) on(w, h int) bool { return q.File() < w && q.Rank() < h }

// ParseSquare reads a name like "d4" or "o15" on a w×h board.
func ParseSquare(name string, w, h int) (Square, error) {
	if len(name) < 2 || name[0] < 'a' || name[0] > 'o' {
		return NoSquare, fmt.Errorf("napoleonboard: %q is not a square name", name)
	}
	rank, err := strconv.Atoi(name[1:])
	if err != nil || name[1] == '0' || name[1] == '+' || name[1] == '-' {
		return NoSquare, fmt.Errorf("napoleonboard: %q is not a square name", name)
	}
	file := int(name[0] - 'a')
	if file >= w || rank < 1 || rank > h {
		return NoSquare, fmt.Errorf("napoleonboard: %s is off the %dx%d board", name, w, h)
	}
	return At(file, rank-1), nil
}
