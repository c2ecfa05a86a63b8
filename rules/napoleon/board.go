package napoleon

import (
	"fmt"
	"strconv"
	"strings"
)

// Square is a point of the board: rank*16 + file, both from 0. The stride of
// 16 leaves file 15 and ranks >= H off the board, and byte arithmetic wraps
// rank -1 onto rank 15: every single step off the board lands on a wall cell,
// so move loops never check bounds.
type Square uint8

// NoSquare is "no square" (file 15 is never on a board).
const NoSquare Square = 0xFF

// Board sizes.
const (
	MinSize = 6
	MaxSize = 15
)

// SquareAt returns the square at file and rank (from 0).
func SquareAt(file, rank int) Square { return Square(rank<<4 | file) }

// File from 0 (a = 0).
func (q Square) File() int { return int(q & 15) }

// Rank from 0 (rank 1 = 0).
func (q Square) Rank() int { return int(q >> 4) }

// String is the point name: "d4", "o15".
func (q Square) String() string {
	if q.File() >= MaxSize || q.Rank() >= MaxSize {
		return "-"
	}
	return string(rune('a'+q.File())) + strconv.Itoa(q.Rank()+1)
}

// delta is one step in each direction, as byte arithmetic (wrapping).
var delta = [8]Square{16, 17, 1, 256 - 15, 256 - 16, 256 - 17, 256 - 1, 15}

// Step is the square one step from q in direction d (off the board: a wall square).
func (q Square) Step(d Dir) Square { return q + delta[d&7] }

// Board is the size of the playing area.
type Board struct{ W, H int }

// Preset boards.
var (
	Board8  = Board{8, 8}
	Board10 = Board{10, 10}
	Board15 = Board{15, 15}
)

// ParseBoard reads the Board tag: "8x8", "10x10", "15x15" or any "WxH"
// with both sides from 6 to 15.
func ParseBoard(s string) (Board, error) {
	w, h, ok := strings.Cut(s, "x")
	if !ok {
		return Board{}, fmt.Errorf("board %q: expected WxH such as 8x8", s)
	}
	wi, err1 := atoiStrict(w)
	hi, err2 := atoiStrict(h)
	if err1 != nil || err2 != nil {
		return Board{}, fmt.Errorf("board %q: expected WxH such as 8x8", s)
	}
	b := Board{wi, hi}
	if err := b.Check(); err != nil {
		return Board{}, err
	}
	return b, nil
}

// Check reports a board size outside 6..15.
func (b Board) Check() error {
	if b.W < MinSize || b.W > MaxSize || b.H < MinSize || b.H > MaxSize {
		return fmt.Errorf("board %dx%d: each side must be from %d to %d", b.W, b.H, MinSize, MaxSize)
	}
	return nil
}

// atoiStrict reads a small decimal number without sign or leading zero.
func atoiStrict(s string) (int, error) {
	if s == "" || len(s) > 4 || (s[0] == '0' && len(s) > 1) {
		return 0, fmt.Errorf("bad number %q", s)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("bad number %q", s)
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, nil
}

// String is the Board tag value.
func (b Board) String() string { return strconv.Itoa(b.W) + "x" + strconv.Itoa(b.H) }

// Contains reports whether q is on the board.
func (b Board) Contains(q Square) bool { return q.File() < b.W && q.Rank() < b.H }

// Squares lists the board's squares, rank by rank from a1.
func (b Board) Squares() []Square {
	out := make([]Square, 0, b.W*b.H)
	for r := 0; r < b.H; r++ {
		for f := 0; f < b.W; f++ {
			out = append(out, SquareAt(f, r))
		}
	}
	return out
}

// ParseSquare reads a point name of this board such as "d4".
func (b Board) ParseSquare(s string) (Square, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return NoSquare, fmt.Errorf("%q is not a point", s)
	}
	f := int(s[0] - 'a')
	r, err := atoiStrict(s[1:])
	if err != nil || r < 1 {
		return NoSquare, fmt.Errorf("%q is not a point", s)
	}
	if f >= b.W || r > b.H {
		return NoSquare, fmt.Errorf("%s is off the %s board", s, b)
	}
	return SquareAt(f, r-1), nil
}

// Mirror is the square seen from the other side across the middle line
// (same file, rank counted from the other edge).
func (b Board) Mirror(q Square) Square { return SquareAt(q.File(), b.H-1-q.Rank()) }

// Neighbours appends the on-board squares next to q (8-neighbourhood).
func (b Board) Neighbours(q Square, dst []Square) []Square {
	for d := Dir(0); d < 8; d++ {
		f, r := q.File()+dirFile[d], q.Rank()+dirRank[d]
		if f >= 0 && f < b.W && r >= 0 && r < b.H {
			dst = append(dst, SquareAt(f, r))
		}
	}
	return dst
}

var (
	dirFile = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirRank = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
)
