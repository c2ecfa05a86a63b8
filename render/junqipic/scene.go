// Package junqipic is the picture of a Junqi position that the board renderer draws: plain
// data, no Ebitengine, filled by the play controller from what one seat may see.
//
// The controller (game/junqiplay) fills a Scene once; render/junqiboard draws it as it is.
// Nothing here decides a rule or reads a hidden rank: a Scene holds only what its viewer may
// know, and the types leave room for nothing else (a rank the viewer may not know is '?',
// a move is two points).
package junqipic

import "warboard/rules/junqi"

// Piece is what the viewer sees on a point.
type Piece struct {
	Present bool
	Seat    junqi.Seat // S E N W; ignored when FaceDown
	// Code is the rank as in the notation: '1'…'9', 'M', 'B', 'F', or '?' when the viewer
	// may not know it (drawn as a blank tile of the seat's colour).
	Code     byte
	FaceDown bool // 翻棋: the back of a tile, colour unknown
}

// PieceOf is a rules piece (as a junqi.View holds it) as the renderer draws it.
func PieceOf(pc junqi.Piece) Piece {
	if pc.Empty() {
		return Piece{}
	}
	return Piece{Present: true, Seat: pc.Seat(), Code: pc.Rank().Code(), FaceDown: pc.FaceDown()}
}

// Target is a legal destination of the selected piece, with the rail path a move there
// would run (nil for a road step or a deployment swap).
type Target struct {
	Point  junqi.Point
	Attack bool // the destination holds an enemy piece
	Path   []junqi.Point
}

// Outcome is what a battle did.
type Outcome uint8

const (
	AttackerWon Outcome = iota + 1
	DefenderWon
	BothRemoved
)

// Battle marks the point of the last fight. Codes are 0 unless the viewer may know them
// (open games, 战后亮子); then they are shown beside the marker.
type Battle struct {
	Point                      junqi.Point // junqi.NoPoint: no marker
	Outcome                    Outcome
	Attacker, Defender         junqi.Seat
	AttackerCode, DefenderCode byte
}

// Move is where one action went: From and To are the same point for a flip; NoMove when
// there is none. Where a move went is public in every mode (the record's tokens say it);
// what moved is not, so a Move holds no piece.
type Move struct {
	From, To junqi.Point
}

// NoMove is the move of a seat that has not acted.
var NoMove = Move{From: junqi.NoPoint, To: junqi.NoPoint}

// Made reports whether m is a move (not NoMove).
func (m Move) Made() bool { return m.From != junqi.NoPoint }

// Scene is everything the renderer draws on top of the printed board. The zero value is
// not ready: use NewScene, which sets every point field to junqi.NoPoint.
type Scene struct {
	Board  junqi.BoardKind
	Pieces [junqi.MaxPoints]Piece // indexed by point

	Selected junqi.Point
	Targets  []Target
	// Path is the way the last move ran along the railway, from its start to its end;
	// drawn as a line through the points (nil for a road step).
	Path []junqi.Point
	// Last is the last action of the game, marked loudly; Battle its fight, if it was one.
	Last   Move
	Battle Battle
	// SeatLast is each seat's latest action (NoMove for a seat that has not acted): the
	// moves of the seats other than the last one's stay marked, quietly, in their colours,
	// so that one can follow what every seat did since one's own turn.
	SeatLast        [4]Move
	SeatToMove      junqi.Seat // its area's border glows; junqi.NoSeat for none
	Eliminated      uint8      // seats that are out, as a mask (1<<seat)
	Team            [4]int8    // team number per seat (2v2); -1 = no team shown
	ShowRankNumbers bool       // learner option: the rank digit on every known tile
	// Marks are the viewer's own guesses (标记) on pieces whose rank it does not know: a
	// rank code or '?' by point, 0 for none. Never a rank: a guess the viewer made.
	Marks [junqi.MaxPoints]byte
}

// NewScene is an empty scene for board k with nothing selected and no move made.
func NewScene(k junqi.BoardKind) Scene {
	return Scene{
		Board:      k,
		Selected:   junqi.NoPoint,
		Last:       NoMove,
		Battle:     Battle{Point: junqi.NoPoint},
		SeatLast:   [4]Move{NoMove, NoMove, NoMove, NoMove},
		SeatToMove: junqi.NoSeat,
		Team:       [4]int8{-1, -1, -1, -1},
	}
}

// SetView copies the pieces of a rules view into the scene, and whose turn it is.
func (s *Scene) SetView(v *junqi.View) {
	s.Board = v.Board
	for p := range s.Pieces {
		s.Pieces[p] = PieceOf(v.Squares[p])
	}
	s.Eliminated = v.Out
	s.SeatToMove = junqi.NoSeat
	if v.TurnKnown && !v.Result.Over {
		s.SeatToMove = v.Turn
	}
}

// Quiet reports whether seat x's latest move is marked quietly: it has one, it is not the
// last action of the game (marked loudly), and the seat is still in the game.
func (s *Scene) Quiet(x junqi.Seat) bool {
	m := s.SeatLast[x&3]
	return m.Made() && m != s.Last && s.Eliminated&(1<<(x&3)) == 0
}
