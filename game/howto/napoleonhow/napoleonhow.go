// Package napoleonhow is Napoleon Strategy's How to play: its pages and their figures, drawn
// with the Napoleon board and art from positions the rules core checks. Napoleon's Kind
// offers them (scene.Teacher); How to play knows no game.
package napoleonhow

import (
	"image"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/scene"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// figure is the picture of a page.
type figure uint8

const (
	figBoard    figure = iota // the 8×8 board, both armies, the middle line
	figPieces                 // the five kinds
	figCapture                // an infantry that may capture, one that may not
	figCannon                 // cannons' lines of sight
	figCavalry                // a cavalry beside its general, jumping
	figAntique                // the Alexandre Strategy set
	figTerrain                // the four terrain tiles
	figWaterloo               // three armies on their edges, the two middle lines
)

// Pages are Napoleon's pages, in reading order; their figures share one painter.
func Pages(sh *scene.Shared) []scene.Page {
	pt := &painter{sh: sh, art: map[artKey]*ebiten.Image{}}
	if sh.Fonts != nil {
		pt.board = napoleonboard.New(sh.Fonts)
	}
	page := func(title, text i18n.Key, fig figure) scene.Page {
		return scene.Page{Title: title, Text: text, Figure: pageFigure{pt, fig}}
	}
	terrain := page(i18n.OptTerrain, i18n.HowNpTerrainText, figTerrain)
	terrain.More = [][2]i18n.Key{
		{i18n.TerrainVillage, i18n.TerrainVillageHelp}, {i18n.TerrainForest, i18n.TerrainForestHelp},
		{i18n.TerrainMarsh, i18n.TerrainMarshHelp}, {i18n.TerrainHill, i18n.TerrainHillHelp}}
	return []scene.Page{
		page(i18n.HowGoal, i18n.HowNpGoalText, figBoard),
		page(i18n.HowNpPieces, i18n.HowNpPiecesText, figPieces),
		page(i18n.HowNpCapture, i18n.HowNpCaptureText, figCapture),
		page(i18n.HowNpCannon, i18n.HowNpCannonText, figCannon),
		page(i18n.HowNpCavalry, i18n.HowNpCavalryText, figCavalry),
		page(i18n.HowNpVariants, i18n.HowNpVariantsText, figAntique),
		terrain,
		page(i18n.HowNpWaterloo, i18n.HowNpWaterlooText, figWaterloo),
	}
}

// pageFigure is one page's figure, drawn by the game's painter.
type pageFigure struct {
	p   *painter
	fig figure
}

func (f pageFigure) Aspect() float64 {
	if f.fig == figPieces || f.fig == figTerrain {
		return 3.4
	}
	return 1
}

func (f pageFigure) Layout(at render.Rect, v render.View) { f.p.layout(f.fig, at, v) }
func (f pageFigure) Pending() bool                        { return f.p.pending() }
func (f pageFigure) Draw(p render.Painter)                { f.p.draw(p) }

// painter lays out and draws the figure of the page shown: a board from a scene, or a row
// of pieces or tiles, each named under it.
type painter struct {
	sh   *scene.Shared
	fig  figure
	at   render.Rect
	view render.View

	board *napoleonboard.Board
	ng    napoleonboard.Geometry
	nsc   *napoleonboard.Scene

	cells []cell
	art   map[artKey]*ebiten.Image
}

// cell is one piece or tile of a row, with its name under it.
type cell struct {
	x, y   float64 // the picture's centre
	art    artKey
	label  string
	labelR render.Rect
}

// artKey names a piece or terrain tile picture at a size.
type artKey struct {
	terrain bool
	kind    uint8
	px      int
}

// layout places figure fig in at.
func (f *painter) layout(fig figure, at render.Rect, v render.View) {
	f.fig, f.at, f.view, f.cells, f.nsc = fig, at, v, nil, nil
	if at.W < 24 || at.H < 24 {
		return // no room: no figure
	}
	if fig == figPieces || fig == figTerrain {
		f.layoutArt(fig)
		return
	}
	f.nsc = position(fig)
	f.ng = napoleonboard.Layout(f.nsc.W, f.nsc.H, art.South, at, v.Scale)
	if f.board != nil {
		f.board.Prepare(f.ng, f.nsc)
	}
}

// labelSize is the size of the names under pieces and tiles.
func labelSize(cellW float64) float64 { return math.Max(11, math.Min(14, cellW*0.16)) }

// layoutArt sets out the five pieces, or the four terrain tiles, in a row.
func (f *painter) layoutArt(fig figure) {
	type item struct {
		k     artKey
		label i18n.Key
	}
	var items []item
	if fig == figPieces {
		for i, k := range []i18n.Key{i18n.PieceNapGeneral, i18n.PieceNapDrum, i18n.PieceNapInfantry, i18n.PieceNapCavalry, i18n.PieceNapCannon} {
			items = append(items, item{artKey{kind: uint8(art.PieceKinds[i])}, k})
		}
	} else {
		for _, t := range []struct {
			kind art.TerrainKind
			key  i18n.Key
		}{{art.Village, i18n.TerrainVillage}, {art.Forest, i18n.TerrainForest}, {art.Marsh, i18n.TerrainMarsh}, {art.Hill, i18n.TerrainHill}} {
			items = append(items, item{artKey{terrain: true, kind: uint8(t.kind)}, t.key})
		}
	}
	cw := f.at.W / float64(len(items))
	ls := labelSize(cw)
	side := math.Max(8, math.Min(cw*0.8, f.at.H-ls*1.8))
	top := f.at.Y + (f.at.H-side-ls*1.6)/2
	px := max(1, int(math.Round(side*f.view.Scale)))
	for i, it := range items {
		x := f.at.X + cw*(float64(i)+0.5)
		it.k.px = px
		f.cells = append(f.cells, cell{x: x, y: top + side/2, art: it.k, label: f.sh.Text.T(it.label),
			labelR: render.Rect{X: x - cw/2 + 2, Y: top + side + 2, W: cw - 4, H: ls * 1.5}})
	}
}

// pending reports whether the board still draws stand-ins for art being made.
func (f *painter) pending() bool { return f.nsc != nil && f.board != nil && f.board.Pending() }

// draw paints the figure laid out last.
func (f *painter) draw(p render.Painter) {
	if f.at.W < 24 || f.at.H < 24 {
		return
	}
	for _, c := range f.cells {
		img := f.artImage(c.art)
		w := float64(img.Bounds().Dx())
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(c.x*p.View.Scale-w/2), math.Round(c.y*p.View.Scale-w/2))
		p.Dst.DrawImage(img, op)
		p.Text(c.label, labelSize(c.labelR.W), c.labelR, render.AlignCentre, render.MutedColour)
	}
	if f.board != nil && f.nsc != nil {
		f.board.Draw(p.Dst, f.ng, f.nsc)
	}
}

// artImage is a piece or terrain picture, made once per size.
func (f *painter) artImage(k artKey) *ebiten.Image {
	if img := f.art[k]; img != nil {
		return img
	}
	var src *image.RGBA
	if k.terrain {
		src = art.Terrain(art.TerrainKind(k.kind), false, k.px, 0)
	} else {
		src = art.Piece(art.Napoleon, art.South, art.PieceKind(k.kind), art.FacingN, k.px)
	}
	img := ebiten.NewImageFromImage(src)
	f.art[k] = img
	return img
}

// figureSeed draws the same armies on every visit.
const figureSeed = 14

// position is the position a board figure shows, with the targets and lines of sight the
// rules core computes for it.
func position(f figure) *napoleonboard.Scene {
	if f == figWaterloo {
		return waterlooFigure()
	}
	cfg := napoleon.Standard()
	sc := napoleonboard.NewScene(8, 8)
	var placed []napoleon.Placed
	put := func(file, rank int, seat napoleon.Seat, k napoleon.Kind, d napoleon.Dir) {
		placed = append(placed, napoleon.Placed{Sq: napoleon.SquareAt(file, rank), Piece: napoleon.NewPiece(seat, k, d)})
	}
	switch f {
	case figBoard, figAntique:
		rng := rand.New(rand.NewPCG(figureSeed, 1))
		for _, seat := range []napoleon.Seat{napoleon.South, napoleon.North} {
			ps, err := napoleon.RandomSetup(cfg, seat, napoleon.Army16, rng)
			if err == nil {
				placed = append(placed, ps...)
			}
		}
		sc.Zones = [napoleon.NumSeats]int{2, 2}
		if f == figAntique {
			sc.Antique = true
			sc.Zones = [napoleon.NumSeats]int{}
		}
	case figCapture:
		put(2, 2, napoleon.South, napoleon.Infantry, 0)
		put(1, 1, napoleon.South, napoleon.General, 0)
		put(6, 2, napoleon.South, napoleon.Infantry, 0)
		put(2, 5, napoleon.North, napoleon.Infantry, 0)
		put(6, 5, napoleon.North, napoleon.Infantry, 0)
	case figCannon:
		put(3, 1, napoleon.South, napoleon.Cannon, napoleon.DirN)
		put(3, 4, napoleon.South, napoleon.Infantry, 0)
		put(5, 1, napoleon.South, napoleon.Cannon, napoleon.DirNE)
		put(1, 6, napoleon.North, napoleon.Cannon, napoleon.DirSE)
		put(2, 6, napoleon.North, napoleon.Cavalry, 0)
	case figCavalry:
		put(3, 2, napoleon.South, napoleon.Cavalry, 0)
		put(2, 2, napoleon.South, napoleon.General, 0)
		put(4, 3, napoleon.North, napoleon.Infantry, 0)
		put(3, 4, napoleon.South, napoleon.Drum, 0)
	}
	st, err := napoleon.NewState(cfg, placed, napoleon.South)
	if err != nil {
		return sc
	}
	for _, p := range placed {
		sc.Put(p.Sq, p.Piece.Seat(), p.Piece.Kind(), p.Piece.Facing())
	}
	sc.Middle = napoleon.MiddleNeutral
	selected := napoleon.NoSquare
	switch f {
	case figCapture:
		selected = napoleon.SquareAt(2, 2)
	case figCavalry:
		selected = napoleon.SquareAt(3, 2)
	case figCannon:
		sc.ShowLOS = true
		for _, p := range placed {
			if p.Piece.Kind() == napoleon.Cannon {
				sc.Sights = append(sc.Sights, napoleonboard.Sight{Cannon: p.Sq, Side: p.Piece.Seat(), Squares: st.Sight(p.Sq, nil)})
			}
		}
	}
	if selected != napoleon.NoSquare {
		sc.Selected = selected
		for _, m := range st.MovesFrom(selected, nil) {
			k := napoleonboard.MoveTo
			if m.Capture {
				k = napoleonboard.CaptureAt
			}
			sc.Targets = append(sc.Targets, napoleonboard.Target{Sq: m.To, Kind: k})
		}
	}
	return sc
}

// waterlooFigure is a 12×12 Waterloo board: South, East and North each on the middle of
// its own edge, the rank line South and North count across and the file line East counts
// across.
func waterlooFigure() *napoleonboard.Scene {
	sc := napoleonboard.NewScene(12, 12)
	sc.Waterloo = true
	for i, k := range []napoleon.Kind{napoleon.Infantry, napoleon.Cavalry, napoleon.General, napoleon.Drum, napoleon.Infantry, napoleon.Cannon} {
		f := 3 + i
		sc.Put(napoleon.SquareAt(f, 0), napoleon.South, k, napoleon.DirN)
		sc.Put(napoleon.SquareAt(f, 11), napoleon.North, k, napoleon.DirS)
		sc.Put(napoleon.SquareAt(11, f), napoleon.East, k, napoleon.DirW)
	}
	sc.Zones = [napoleon.NumSeats]int{1, 1, 1}
	return sc
}
