// Package napoleonboard draws the Napoleon Strategy board (and its antique skin) with
// everything play and set-up show on it, and maps touches back to squares.
//
// The game describes what to show in a Scene — pieces, terrain, the selection, legal targets,
// lines of sight, the set-up zone — all decided by rules/napoleon; this package decides
// nothing about the rules. Layout places a board of any size from 6×6 to 15×15 in a rectangle
// of logical pixels and answers hit tests; a Board draws a Scene at that Geometry, caching the
// art of render/art as images of the current square size and the board's static layers
// (frame, coordinates, terrain) in an offscreen image.
package napoleonboard

import "warboard/render/art"

// Piece is what stands on a square.
type Piece struct {
	Present bool
	Side    art.Side
	Kind    art.PieceKind
	Facing  art.Facing // cannons only; in board terms: FacingN points to higher ranks
}

// TargetKind tells what choosing a target square does.
type TargetKind uint8

const (
	MoveTo    TargetKind = iota // to an empty square: a dot
	CaptureAt                   // onto an enemy piece: a ring
	PushAt                      // a drum push onto an enemy cavalry: a dashed ring
)

// Target is a square the selected piece may go to.
type Target struct {
	Sq   Square
	Kind TargetKind
}

// Sight is one cannon's line of sight: the squares it covers, from next to the cannon outwards.
type Sight struct {
	Cannon  Square
	Side    art.Side
	Squares []Square
}

// LastMove is the previous move, shown faintly: From and To, the square a pushed cavalry was
// sent to (Push), and whether it captured.
type LastMove struct {
	From, To, Push Square
	Capture        bool
}

// Middle is how the middle line is drawn; the names follow the rules' middle option.
type Middle uint8

const (
	// MiddleNeutral: a line across the middle of an even board; on an odd board the middle
	// rank is shaded as neutral ground.
	MiddleNeutral Middle = iota
	MiddleLow            // odd boards: the line just below the middle rank
	MiddleHigh           // odd boards: the line just above the middle rank
	MiddleNone           // no middle line
)

// Scene is everything the board shows. Square-indexed arrays use the Square numbering;
// squares off the W×H board are ignored. Make one with NewScene so that the optional squares
// start as NoSquare.
type Scene struct {
	W, H    int
	Terrain [256]art.TerrainKind
	Pieces  [256]Piece
	Skin    art.Skin

	Selected     Square   // NoSquare: none
	Targets      []Target // where the selected piece may go
	PushLandings []Square // during a drum push: where the pushed cavalry may be put
	Last         LastMove

	ShowLOS bool
	Sights  []Sight

	Zones  [2]int // set-up zone depth in ranks per side (index art.South, art.North); 0: not shown
	Middle Middle

	ShowTurn bool // mark the side to move on its edge of the board
	ToMove   art.Side

	// Resting is the piece that may not move this turn (the three-turns rule: it moved in
	// its side's last two turns); it wears a small hourglass badge. NoSquare: none.
	Resting Square

	// TurnCannon shows 8 direction handles round the selected cannon, to pick its facing
	// by touch (see Geometry.FacingHandleAt).
	TurnCannon bool
}

// NewScene is an empty w×h scene with nothing selected.
func NewScene(w, h int) *Scene {
	return &Scene{W: w, H: h, Selected: NoSquare, Resting: NoSquare, Last: LastMove{NoSquare, NoSquare, NoSquare, false}}
}

// Put places a piece; a convenience for tests and set-up screens.
func (s *Scene) Put(q Square, side art.Side, kind art.PieceKind, facing art.Facing) {
	s.Pieces[q] = Piece{Present: true, Side: side, Kind: kind, Facing: facing}
}
