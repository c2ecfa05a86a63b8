package napoleon

import (
	"fmt"
	"strconv"
	"strings"
)

// Square is a point of the board, numbered on a padded grid: rank r and
// file f (both from 0) are cell (r+1)*stride + f+1. Column 0 and the rows
// below rank 1 and above rank MaxSize are walls, so every single step off
// any board up to MaxSize×MaxSize lands on a wall cell (east of the last
// file wraps onto the next row's column 0) and move loops never check
// bounds. Files and ranks beyond a smaller board are walls too (State fills
// them).
type Square uint16

// stride is the cells per row of the padded grid: a wall column and the files.
const stride = MaxSize + 1

// NumSquares sizes every table indexed by a Square: MaxSize ranks with a
// wall row below and two above (a step north-east from the top-right corner
// lands on the second).
const NumSquares = (MaxSize + 3) * stride

// NoSquare is "no square": a wall cell of the grid, so a table lookup of it
// is safe and finds a wall.
const NoSquare Square = NumSquares - 1

// Board sizes: each side from MinSize to MaxSize (shared/rules/napoleon.md,
// "Any board, giant boards").
const (
	MinSize = 4
	MaxSize = 32
)

// SquareAt returns the square at file and rank (from 0).
func SquareAt(file, rank int) Square { return Square((rank+1)*stride + file + 1) }

// File from 0 (a = 0); -1 on the wall column.
func (q Square) File() int { return int(q)%stride - 1 }

// Rank from 0 (rank 1 = 0); -1 on the wall row below.
func (q Square) Rank() int { return int(q)/stride - 1 }

// valid reports whether q names a point of the largest board.
func (q Square) valid() bool {
	f, r := q.File(), q.Rank()
	return f >= 0 && r >= 0 && f < MaxSize && r < MaxSize
}

// String is the point name: "d4", "o15", "af32" (files after z go on as
// aa, ab, ... like spreadsheet columns).
func (q Square) String() string {
	if !q.valid() {
		return "-"
	}
	return FileName(q.File()) + strconv.Itoa(q.Rank()+1)
}

// FileName is the letters of file f (from 0): a..z, then aa..af.
func FileName(f int) string {
	if f < 26 {
		return string(rune('a' + f))
	}
	return string([]byte{byte('a' + f/26 - 1), byte('a' + f%26)})
}

// delta is one step in each direction (N NE E SE S SW W NW). Square is
// unsigned: a step down is a wrapping add of ^(n-1) = -n.
var delta = [8]Square{stride, stride + 1, 1, ^Square(stride - 2), ^Square(stride - 1), ^Square(stride), ^Square(0), stride - 1}

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
// with both sides from MinSize to MaxSize.
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

// Check reports a board size outside MinSize..MaxSize. Whether two armies
// fit with a rank between their zones depends on the army: see ZoneRanks.
func (b Board) Check() error {
	if b.W < MinSize || b.W > MaxSize || b.H < MinSize || b.H > MaxSize {
		return fmt.Errorf("board %dx%d: each side must be from %d to %d squares", b.W, b.H, MinSize, MaxSize)
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
func (b Board) Contains(q Square) bool {
	f, r := q.File(), q.Rank()
	return f >= 0 && r >= 0 && f < b.W && r < b.H
}

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

// ParseSquare reads a point name of this board such as "d4" or "ab20".
func (b Board) ParseSquare(s string) (Square, error) {
	n := 0
	for n < len(s) && n < 3 && s[n] >= 'a' && s[n] <= 'z' {
		n++
	}
	if n == 0 || n > 2 {
		return NoSquare, fmt.Errorf("%q is not a point", s)
	}
	f := int(s[0] - 'a')
	if n == 2 {
		f = (f+1)*26 + int(s[1]-'a')
	}
	r, err := atoiStrict(s[n:])
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
