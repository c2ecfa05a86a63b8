package napoleon

import (
	"fmt"
)

// Seat is a player: South moves up the board, North down; in Waterloo
// (three or four armies, waterloo.go) East moves left and West right.
type Seat uint8

// The seats. South and North keep the numbers of the two-player game (and so
// its piece bytes and hashes); East and West set the piece's high seat bit.
const (
	South Seat = 0
	North Seat = 1
	East  Seat = 2
	West  Seat = 3
)

// NumSeats bounds the seats (arrays indexed by Seat have this length).
const NumSeats = 4

// Other returns the opponent of a two-player game (East and West face each
// other the same way).
func (s Seat) Other() Seat { return s ^ 1 }

// String gives the notation letter: "S", "N", "E" or "W".
func (s Seat) String() string {
	switch s {
	case South:
		return "S"
	case North:
		return "N"
	case East:
		return "E"
	case West:
		return "W"
	}
	return "?"
}

// ParseSeat reads "S" or "N".
func ParseSeat(s string) (Seat, error) {
	switch s {
	case "S":
		return South, nil
	case "N":
		return North, nil
	}
	return 0, fmt.Errorf("%q is not a Napoleon seat (S or N)", s)
}

// Kind is a piece type.
type Kind uint8

// The piece kinds. NoKind marks an empty square.
const (
	NoKind Kind = iota
	General
	Drum
	Infantry
	Cavalry
	Cannon
	numKinds
)

// Kinds lists the real kinds in notation order.
var Kinds = [...]Kind{General, Drum, Infantry, Cavalry, Cannon}

const kindLetters = "?GDICK"

var kindNames = [...]string{"none", "general", "drum", "infantry", "cavalry", "cannon"}

// antiqueNames are the same pieces in the Alexandre Strategy dress.
var antiqueNames = [...]string{"none", "chariot general", "elephant", "infantry", "cavalry", "archers"}

// Letter is the notation code: G D I C K.
func (k Kind) Letter() byte {
	if k >= numKinds {
		return '?'
	}
	return kindLetters[k]
}

// String is the English name ("cavalry").
func (k Kind) String() string {
	if k >= numKinds {
		return "invalid"
	}
	return kindNames[k]
}

// AntiqueName is the piece's name in the antique variant (drum = elephant).
func (k Kind) AntiqueName() string {
	if k >= numKinds {
		return "invalid"
	}
	return antiqueNames[k]
}

// kindRange is the basic move range: G2 D2 I3 C4 K1.
var kindRange = [numKinds]int{0, 2, 2, 3, 4, 1}

// kindPoints is the value beyond the middle line: generals 2, drums 0.
var kindPoints = [numKinds]int16{0, 2, 0, 1, 1, 1}

// Range is how far the kind moves (cavalry on a hill goes one further).
func (k Kind) Range() int {
	if k >= numKinds {
		return 0
	}
	return kindRange[k]
}

// Points is what the kind counts beyond the middle line.
func (k Kind) Points() int {
	if k >= numKinds {
		return 0
	}
	return int(kindPoints[k])
}

// KindFromLetter reads G D I C K.
func KindFromLetter(c byte) (Kind, bool) {
	for k := General; k < numKinds; k++ {
		if kindLetters[k] == c {
			return k, true
		}
	}
	return NoKind, false
}

// Dir is one of the 8 directions; also a cannon's facing. N points to higher ranks.
type Dir uint8

// The directions, clockwise from north.
const (
	DirN Dir = iota
	DirNE
	DirE
	DirSE
	DirS
	DirSW
	DirW
	DirNW
)

var dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// String gives the notation name: N NE E SE S SW W NW.
func (d Dir) String() string {
	if d > 7 {
		return "?"
	}
	return dirNames[d]
}

// Diagonal reports whether d is NE SE SW or NW.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// ParseDir reads a direction name.
func ParseDir(s string) (Dir, error) {
	for i, n := range dirNames {
		if n == s {
			return Dir(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not a direction (N NE E SE S SW W NW)", s)
}

// Piece is a square's content in one byte: kind (bits 0-2), seat (bit 3,
// and bit 7 for East and West), cannon facing (bits 4-6). Zero is an empty
// square; wall marks off-board cells of the padded board so move loops need
// no bounds checks (its kind, 7, is no piece's).
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

const wall Piece = 0xFF

// NewPiece builds a piece; the facing is kept for cannons only.
func NewPiece(s Seat, k Kind, facing Dir) Piece {
	p := Piece(k&7) | Piece(s&1)<<3 | Piece(s>>1&1)<<7
	if k == Cannon {
		p |= Piece(facing&7) << 4
	}
	return p
}

// Kind of the piece (NoKind when empty).
func (p Piece) Kind() Kind { return Kind(p & 7) }

// Seat of the owner.
func (p Piece) Seat() Seat { return Seat(p>>3&1 | p>>6&2) }

// seatBit is 1<<seat for every piece byte, 0 for an empty square and a
// wall: the move loops tell friend from foe with one load and a mask.
var seatBit = func() (t [256]uint8) {
	for i := 1; i < 256; i++ {
		p := Piece(i)
		if p != wall && p.Kind() > NoKind && p.Kind() < numKinds {
			t[i] = 1 << p.Seat()
		}
	}
	return
}()

// Facing is a cannon's direction.
func (p Piece) Facing() Dir { return Dir(p >> 4 & 7) }

// withFacing turns a cannon.
func (p Piece) withFacing(d Dir) Piece { return p&^0x70 | Piece(d&7)<<4 }

// Code is the piece in a placement list without its seat: "G", "K>NE".
func (p Piece) Code() string {
	if p == NoPiece || p == wall {
		return ""
	}
	s := string(p.Kind().Letter())
	if p.Kind() == Cannon {
		s += ">" + p.Facing().String()
	}
	return s
}

// String is seat + code: "SK>NE", "NG"; "." for an empty square.
func (p Piece) String() string {
	if p == NoPiece || p == wall {
		return "."
	}
	return p.Seat().String() + p.Code()
}

// ParsePiece reads a placement code such as "G" or "K>NW" for seat s.
// A cannon must carry its facing, any other piece must not.
func ParsePiece(s Seat, code string) (Piece, error) {
	if code == "" {
		return NoPiece, fmt.Errorf("missing piece")
	}
	k, ok := KindFromLetter(code[0])
	if !ok {
		return NoPiece, fmt.Errorf("%q is not a Napoleon piece (G D I C K)", code)
	}
	rest := code[1:]
	if k != Cannon {
		if rest != "" {
			return NoPiece, fmt.Errorf("%q: only a cannon carries a facing", code)
		}
		return NewPiece(s, k, 0), nil
	}
	if len(rest) < 2 || rest[0] != '>' {
		return NoPiece, fmt.Errorf("%q: a cannon carries its facing, e.g. K>NE", code)
	}
	d, err := ParseDir(rest[1:])
	if err != nil {
		return NoPiece, fmt.Errorf("%q: %v", code, err)
	}
	return NewPiece(s, Cannon, d), nil
}
