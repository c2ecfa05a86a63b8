package napoleonboard

import "warboard/rules/napoleon"

// Square is a square of the board: the rules core's own (napoleon.SquareAt), so the board draws
// the squares the game plays on and names them as the notation does.
type Square = napoleon.Square

// NoSquare marks "no square" (nothing selected, no last move).
const NoSquare = napoleon.NoSquare

// MaxSize is the widest and tallest board the numbering holds.
const MaxSize = napoleon.MaxSize

// At is the square at file and rank, both from 0.
func At(file, rank int) Square { return napoleon.SquareAt(file, rank) }

// on reports whether q lies on a w×h board.
func on(q Square, w, h int) bool { return napoleon.Board{W: w, H: h}.Contains(q) }

// ParseSquare reads a name like "d4" or "o15" on a w×h board.
func ParseSquare(name string, w, h int) (Square, error) {
	return napoleon.Board{W: w, H: h}.ParseSquare(name)
}
