// Package napoleonpic is the picture of a Napoleon Strategy position that the board renderer
// draws: plain data in the rules' own types (squares, seats, kinds, tiles), no Ebitengine,
// filled once by the play controller (game/napoleonplay) and drawn as it is by
// render/napoleonboard. Nothing here decides a rule.
package napoleonpic

import "warboard/rules/napoleon"

// Piece is what stands on a square.
type Piece struct {
	Present bool
	Side    napoleon.Seat
	Kind    napoleon.Kind
	Facing  napoleon.Dir // cannons only; DirN points to higher ranks
}

// PieceOf is a rules piece as the board draws it.
func PieceOf(pc napoleon.Piece) Piece {
	if pc == napoleon.NoPiece {
		return Piece{}
	}
	return Piece{Present: true, Side: pc.Seat(), Kind: pc.Kind(), Facing: pc.Facing()}
}

// TargetKind tells what choosing a target square does.
type TargetKind uint8

// The target kinds.
const (
	MoveTo    TargetKind = iota // to an empty square: a dot
	CaptureAt                   // onto an enemy piece: a ring
	PushAt                      // a drum push onto an enemy cavalry: its landing is chosen next
)

// Target is a square the selected piece may go to.
type Target struct {
	Sq   napoleon.Square
	Kind TargetKind
}

// Sight is one cannon's line of sight: the squares it covers, from next to the cannon outwards.
type Sight struct {
	Cannon  napoleon.Square
	Side    napoleon.Seat
	Squares []napoleon.Square
}

// LastMove is the latest move: From and To, the square a pushed cavalry was sent to (Push),
// and whether it captured the piece on To.
type LastMove struct {
	From, To, Push napoleon.Square
	Capture        bool
}

// NoLast is the last move of a game with none.
var NoLast = LastMove{napoleon.NoSquare, napoleon.NoSquare, napoleon.NoSquare, false}

// Scene is the position as the board shows it. Square-indexed arrays use the rules' square
// numbering; squares off the W×H board are ignored. The zero value shows no board; NewScene
// makes one with nothing selected.
type Scene struct {
	W, H    int
	Terrain [napoleon.NumSquares]napoleon.Tile
	Pieces  [napoleon.NumSquares]Piece
	Antique bool // the Alexandre Strategy skin

	Selected     napoleon.Square   // NoSquare: none
	Targets      []Target          // where the selected piece may go
	PushLandings []napoleon.Square // during a drum push: where the pushed cavalry may be put
	Last         LastMove
	Sights       []Sight                // every cannon's line of sight (during a set-up: the seat's own)
	Zones        [napoleon.NumSeats]int // set-up zone depth in ranks by seat; 0: not shown
	Middle       napoleon.Middle
	ToMove       napoleon.Seat
	// Waterloo: three or four armies (docs/waterloo.md): each zone spans the middle of
	// its edge only, and a second middle line splits the files.
	Waterloo bool

	// TurnCannon: the selected piece is an own cannon; show the 8 facing handles round it
	// (its facing is Pieces[Selected].Facing).
	TurnCannon bool
}

// NewScene is an empty w×h scene with nothing selected and no last move.
func NewScene(w, h int) Scene {
	return Scene{W: w, H: h, Selected: napoleon.NoSquare, Last: NoLast}
}

// Put places a piece (for set-up screens and tests).
func (s *Scene) Put(q napoleon.Square, side napoleon.Seat, kind napoleon.Kind, facing napoleon.Dir) {
	s.Pieces[q] = Piece{Present: true, Side: side, Kind: kind, Facing: facing}
}
