package junqi

// Seat is a player's area and colour. Two-player games use South and North.
type Seat uint8

const (
	South Seat = 0
	East  Seat = 1
	North Seat = 2
	West  Seat = 3
	// NoSeat marks "nobody": a centre point's owner, an unknown turn.
	NoSeat Seat = 255
)

const seatLetters = "SENW"

// String is the seat letter used in the notation.
func (s Seat) String() string {
	if s < 4 {
		return seatLetters[s : s+1]
	}
	return "-"
}

// SeatOf reads a seat letter.
func SeatOf(letter byte) (Seat, bool) {
	switch letter {
	case 'S':
		return South, true
	case 'E':
		return East, true
	case 'N':
		return North, true
	case 'W':
		return West, true
	}
	return NoSeat, false
}

// Rank is what a piece is. Officers 1..9 compare by number.
type Rank uint8

const (
	Engineer   Rank = 1 // 工兵
	Lieutenant Rank = 2
	Captain    Rank = 3
	Major      Rank = 4
	Colonel    Rank = 5
	Brigadier  Rank = 6
	MajorGen   Rank = 7
	General    Rank = 8
	Marshal    Rank = 9  // 司令
	Mine       Rank = 10 // 地雷
	Bomb       Rank = 11 // 炸弹
	Flag       Rank = 12 // 军旗
	// 三打一's extra pieces, only in the landlord's pool (shared/rules/junqi.md).
	Supreme  Rank = 13 // 元帅 A: above 司令, dies on a landmine or fortress, trades with a bomb
	Fortress Rank = 14 // 堡垒 T: immobile; only a bomb removes it, and both go
	// Unknown is a rank hidden from the viewer (views only).
	Unknown Rank = 15
	Missile Rank = 16 // 导弹 R: moves like an engineer, beats 营长 and below, trades with 团长 and above
)

// NumRanks sizes arrays indexed by Rank (Unknown included).
const NumRanks = 17

// Standard is how many of each rank one player has (25 in all).
var Standard = [NumRanks]uint8{
	Engineer: 3, Lieutenant: 3, Captain: 3, Major: 2, Colonel: 2,
	Brigadier: 2, MajorGen: 2, General: 1, Marshal: 1,
	Mine: 3, Bomb: 2, Flag: 1,
}

// PiecesPerSeat is the size of one full set.
const PiecesPerSeat = 25

// Code is the notation letter of the rank.
func (r Rank) Code() byte {
	switch {
	case r >= 1 && r <= 9:
		return '0' + byte(r)
	case r == Mine:
		return 'M'
	case r == Bomb:
		return 'B'
	case r == Flag:
		return 'F'
	case r == Supreme:
		return 'A'
	case r == Fortress:
		return 'T'
	case r == Missile:
		return 'R'
	}
	return '?'
}

// RankOf reads a rank code; '?' is not a rank.
func RankOf(code byte) (Rank, bool) {
	switch {
	case code >= '1' && code <= '9':
		return Rank(code - '0'), true
	case code == 'M':
		return Mine, true
	case code == 'B':
		return Bomb, true
	case code == 'F':
		return Flag, true
	case code == 'A':
		return Supreme, true
	case code == 'T':
		return Fortress, true
	case code == 'R':
		return Missile, true
	}
	return 0, false
}

// Real reports whether r is a piece that can stand on the board (not Unknown).
func (r Rank) Real() bool { return r >= Engineer && r <= Missile && r != Unknown }

// Movable: flags, landmines and fortresses never move.
func (r Rank) Movable() bool { return r < 32 && movableRanks>>r&1 != 0 }

// movableRanks has bit r set for every rank that moves: 1..9, the bomb, 元帅 and 导弹.
const movableRanks = 1<<Bomb | 0x3fe | 1<<Supreme | 1<<Missile

// RailTurner: the ranks that may turn on the railway (the engineer and 导弹).
func (r Rank) RailTurner() bool { return r == Engineer || r == Missile }

var rankNames = [NumRanks]string{"", "engineer", "lieutenant", "captain", "major", "colonel",
	"brigadier", "major general", "general", "field marshal", "landmine", "bomb", "flag",
	"supreme marshal", "fortress", "unknown piece", "missile"}

// Name is the English name, for messages.
func (r Rank) Name() string {
	if r >= NumRanks {
		return ""
	}
	return rankNames[r]
}

// Piece is what stands on a point, packed in a byte; 0 is empty.
// Bits 0-3 and 7 rank (bit 7 is the rank's bit 4, for 导弹), 4-5 seat,
// 6 face down (翻棋). Whether a piece has been shown to everybody (战后亮子)
// is kept by the State per point, not in the piece.
type Piece uint8

const (
	faceDownBit Piece = 1 << 6
	rankHighBit Piece = 1 << 7
	// NoPiece is an empty point.
	NoPiece Piece = 0
)

// MakePiece builds a face-up piece.
func MakePiece(s Seat, r Rank) Piece { return Piece(r&15) | Piece(r&16)<<3 | Piece(s&3)<<4 }

func (p Piece) Rank() Rank     { return Rank(p&15) | Rank(p&rankHighBit)>>3 }
func (p Piece) Seat() Seat     { return Seat(p>>4) & 3 }
func (p Piece) FaceDown() bool { return p&faceDownBit != 0 }

// canMove: a face-up piece of a rank that moves (where it stands is not checked).
func (p Piece) canMove() bool { return movablePiece[p] }

// movablePiece[p] is canMove by piece byte: one load on the hot paths.
var movablePiece = func() (t [256]bool) {
	for i := range t {
		p := Piece(i)
		t[i] = !p.FaceDown() && p.Rank().Movable()
	}
	return
}()

// railTurner: the piece turns on the railway (an engineer or a 导弹), tested
// on the byte as the move generator's inner loop needs it.
func (p Piece) railTurner() bool { return p&0x8f == 1 || p&0x8f == 0x80 }

func (p Piece) Empty() bool { return p == 0 }
func (p Piece) Down() Piece { return p | faceDownBit }
func (p Piece) Up() Piece   { return p &^ faceDownBit }

// slot is the rank's index in 16-wide per-rank arrays: 导弹 takes rank 15's
// (Unknown never stands on a board).
func (r Rank) slot() uint8 { return uint8(r&15) | uint8(r>>4)*15 }

// slot is the piece's rank slot, from the byte.
func (p Piece) slot() uint8 { return uint8(p&15) | uint8(p>>7)*15 }

// identity is the piece in 7 bits for the Zobrist keys: 导弹 (rank bit 7)
// takes rank 15's slot, which no piece on a board uses (Unknown is for views),
// so every other piece keeps the key it always had.
func (p Piece) identity() uint8 { return uint8(p&0x7f) | uint8(p>>7)*15 }

// String is the placement form: "S9", "NF*", "S?", "?*".
func (p Piece) String() string {
	if p == 0 {
		return "."
	}
	if p.FaceDown() && p.Rank() == Unknown {
		return "?*"
	}
	s := p.Seat().String() + string(p.Rank().Code())
	if p.FaceDown() {
		s += "*"
	}
	return s
}
