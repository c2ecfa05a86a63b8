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

import (
	"warboard/render/art"
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
)

// The position's types are render/napoleonpic's, which the play controller fills; this
// package draws them.
type (
	Piece      = napoleonpic.Piece
	TargetKind = napoleonpic.TargetKind
	Target     = napoleonpic.Target
	Sight      = napoleonpic.Sight
	LastMove   = napoleonpic.LastMove
)

// The target kinds.
const (
	MoveTo    = napoleonpic.MoveTo
	CaptureAt = napoleonpic.CaptureAt
	PushAt    = napoleonpic.PushAt
)

// Scene is the position (as the controller filled it) and what the screen chooses to show
// over it. Make one with NewScene so that the optional squares start as NoSquare.
type Scene struct {
	napoleonpic.Scene

	ShowLOS  bool // draw the cannons' lines of sight (Sights)
	ShowTurn bool // mark the side to move on its edge of the board

	// Resting is the piece that may not move this turn (the three-turns rule: it moved in
	// its side's last two turns); it wears a small hourglass badge. NoSquare: none.
	Resting Square
}

// NewScene is an empty w×h scene with nothing selected.
func NewScene(w, h int) *Scene {
	return &Scene{Scene: napoleonpic.NewScene(w, h), Resting: NoSquare}
}

// Skin is the look the scene is drawn in.
func (s *Scene) Skin() art.Skin {
	if s.Antique {
		return art.Antique
	}
	return art.Napoleon
}

// ArtSide is the art's side of a seat.
func ArtSide(s napoleon.Seat) art.Side { return art.Side(s & 3) }

// ArtKind is the art's kind of a rules kind (art's order is the rules' from General on).
func ArtKind(k napoleon.Kind) art.PieceKind { return art.PieceKind(k - napoleon.General) }

func artSide(s napoleon.Seat) art.Side      { return ArtSide(s) }
func artKind(k napoleon.Kind) art.PieceKind { return ArtKind(k) }

var tileArt = [...]art.TerrainKind{napoleon.Plain: art.Plain, napoleon.Village: art.Village,
	napoleon.Marsh: art.Marsh, napoleon.Forest: art.Forest, napoleon.Hill: art.Hill}

func artTerrain(t napoleon.Tile) art.TerrainKind {
	if int(t) < len(tileArt) {
		return tileArt[t]
	}
	return art.Plain
}
