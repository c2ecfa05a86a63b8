package howto

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/render/napoleonboard"
	"warboard/rules/junqi"
)

// figures draws the how-to's figures with the games' own renderers: a board (Junqi's or
// Napoleon's) from a scene, or a row of pieces or tiles, each named under it.
type figures struct {
	sh   *scene.Shared
	fig  figure
	at   render.Rect
	view render.View

	boards *junqiboard.Renderer // Junqi boards
	tiles  *junqiboard.Renderer // Junqi pieces on their own
	jg     junqiboard.Geometry
	jsc    junqipic.Scene

	nap *napoleonboard.Board
	ng  napoleonboard.Geometry
	nsc *napoleonboard.Scene

	cells []figCell
	art   map[artKey]*ebiten.Image
}

// figCell is one piece or tile of a row, with its name under it.
type figCell struct {
	x, y   float64 // the picture's centre
	junqi  junqipic.Piece
	art    artKey
	label  string
	labelR render.Rect
	lines  []string // the label wrapped at size (the Junqi pieces' names)
	size   float64
}

// artKey names a Napoleon piece or terrain tile picture at a size.
type artKey struct {
	terrain bool
	kind    uint8
	px      int
}

func newFigures(sh *scene.Shared) *figures {
	face := func(code byte) string {
		return sh.Text.JunqiFace(code, sh.Settings.Faces == storage.FacesChinese)
	}
	f := &figures{sh: sh, boards: junqiboard.NewRenderer(), tiles: junqiboard.NewRenderer(), art: map[artKey]*ebiten.Image{}}
	f.boards.Face = face
	f.boards.Words = func() junqiboard.BoardWords {
		return widget.BoardWords(sh.Text, sh.Settings.Faces == storage.FacesChinese)
	}
	f.tiles.Face = func(code byte) string { // the tiles' renderer also shows the naval set
		return sh.Text.JunqiFaceIn(code, sh.Settings.Faces == storage.FacesChinese, f.tiles.Naval)
	}
	if sh.Fonts != nil {
		f.nap = napoleonboard.New(sh.Fonts)
	}
	return f
}

// figureAspect is a figure's natural width over height.
func figureAspect(f figure) float64 {
	switch f {
	case figJqBoard, figJqRail, figJqCamps, figJqDark:
		return 0.62
	case figJqRanks:
		return 2.4
	case figJqNaval:
		return 1.5
	case figJqSandayi:
		return 2.6
	case figJqSpecial:
		return 3.2
	case figNpPieces, figNpTerrain:
		return 3.4
	}
	return 1
}

// layout places figure fig in at.
func (f *figures) layout(fig figure, at render.Rect, v render.View) {
	f.fig, f.at, f.view, f.cells = fig, at, v, nil
	if at.W < 24 || at.H < 24 {
		return // no room: no figure
	}
	switch fig {
	case figJqBoard, figJqRail, figJqCamps, figJqDark, figJqFour:
		f.jsc = junqiFigure(fig)
		f.jg = junqiboard.Layout(f.jsc.Board, junqi.South, at)
	case figJqRanks, figJqSpecial, figJqNaval, figJqSandayi:
		f.tiles.Naval = fig == figJqNaval
		f.layoutTiles(fig)
	case figNpPieces, figNpTerrain:
		f.layoutArt(fig)
	default:
		f.nsc = napoleonFigure(fig)
		f.ng = napoleonboard.Layout(f.nsc.W, f.nsc.H, art.South, at, v.Scale)
		if f.nap != nil {
			f.nap.Prepare(f.ng, f.nsc)
		}
	}
}

// labelSize is the size of the names under pieces and tiles.
func labelSize(cellW float64) float64 { return math.Max(11, math.Min(14, cellW*0.16)) }

// layoutTiles sets out Junqi pieces five to a row, strongest first, each named under it.
func (f *figures) layoutTiles(fig figure) {
	codes := "987654321"
	cols := 5
	switch fig {
	case figJqSpecial:
		codes = "BM1F"
	case figJqNaval:
		codes, cols = "987654321BMF", 4
	case figJqSandayi:
		codes, cols = "ATR", 3
	}
	rows := (len(codes) + cols - 1) / cols
	cw := f.at.W / float64(cols)
	ls := labelSize(cw)
	// The names wrap ("Dragueur / de mines"), at a size where their longest word fits
	// ("Minesweeper", "Commandant" in a phone's narrow column).
	labels := make([]string, len(codes))
	for i := range len(codes) {
		if k, ok := i18n.JunqiPieceIn(codes[i], fig == figJqNaval); ok {
			labels[i] = f.sh.Text.T(k)
		}
		for _, w := range strings.Fields(labels[i]) {
			if wd := f.sh.Fonts.Width(w, ls); wd > cw-4 {
				ls = math.Max(9, ls*(cw-4)/wd*0.98)
			}
		}
	}
	nameH := ls * 1.5
	wrapped := make([][]string, len(codes))
	for i, l := range labels {
		wrapped[i] = f.sh.Fonts.Wrap(l, ls, cw-4)
		nameH = max(nameH, float64(len(wrapped[i]))*ls*render.FitLineH+2)
	}
	// a tile is twice as wide as high; a row is a tile and its name
	tw := math.Min(cw*0.86, (f.at.H/float64(rows)-nameH-ls*0.1)*2)
	tw = math.Max(tw, 8)
	th := tw / 2
	rowH := th + nameH + ls*0.1 + 4
	f.jg = junqiboard.Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: cw * float64(cols), H: rowH * 2})
	f.jg.TileW, f.jg.TileH = tw, th
	top := f.at.Y + (f.at.H-rowH*float64(rows))/2
	for i := range len(codes) {
		c := codes[i]
		row, col := i/cols, i%cols
		n := min(cols, len(codes)-row*cols)
		x := f.at.X + (f.at.W-cw*float64(n))/2 + cw*(float64(col)+0.5)
		y := top + rowH*float64(row) + th/2 + 2
		f.cells = append(f.cells, figCell{x: x, y: y, junqi: junqipic.Piece{Present: true, Seat: junqi.South, Code: c},
			label: labels[i], lines: wrapped[i], size: ls, labelR: render.Rect{X: x - cw/2 + 2, Y: y + th/2 + 2, W: cw - 4, H: nameH}})
	}
}

// layoutArt sets out the five Napoleon pieces, or the four terrain tiles, in a row.
func (f *figures) layoutArt(fig figure) {
	type item struct {
		k     artKey
		label i18n.Key
	}
	var items []item
	if fig == figNpPieces {
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
		f.cells = append(f.cells, figCell{x: x, y: top + side/2, art: it.k, label: f.sh.Text.T(it.label),
			labelR: render.Rect{X: x - cw/2 + 2, Y: top + side + 2, W: cw - 4, H: ls * 1.5}})
	}
}

// pending reports whether the Napoleon board still draws stand-ins for art being made.
func (f *figures) pending() bool {
	return f.nsc != nil && f.nap != nil && isNapoleonFigure(f.fig) && f.nap.Pending()
}

func isNapoleonFigure(fig figure) bool {
	return fig >= figNpBoard && fig != figNpPieces && fig != figNpTerrain && fig != figJqSandayi
}

// draw paints the figure.
func (f *figures) draw(p render.Painter) {
	if f.at.W < 24 || f.at.H < 24 {
		return
	}
	switch f.fig {
	case figJqBoard, figJqRail, figJqCamps, figJqDark, figJqFour:
		f.boards.Draw(p.Dst, p.View, &f.jg, &f.jsc)
	case figJqRanks, figJqSpecial, figJqNaval, figJqSandayi:
		for _, c := range f.cells {
			f.tiles.DrawPiece(p.Dst, p.View, &f.jg, c.junqi, false, c.x, c.y)
			lineH := c.size * render.FitLineH
			p.Lines(c.lines, c.size, lineH, render.Rect{X: c.labelR.X, Y: c.labelR.Y, W: c.labelR.W, H: float64(len(c.lines)) * lineH}, render.AlignCentre, render.MutedColour)
		}
	case figNpPieces, figNpTerrain:
		for _, c := range f.cells {
			img := f.artImage(c.art)
			w := float64(img.Bounds().Dx())
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(math.Round(c.x*p.View.Scale-w/2), math.Round(c.y*p.View.Scale-w/2))
			p.Dst.DrawImage(img, op)
			p.Text(c.label, labelSize(c.labelR.W), c.labelR, render.AlignCentre, render.MutedColour)
		}
	default:
		if f.nap != nil && f.nsc != nil {
			f.nap.Draw(p.Dst, f.ng, f.nsc)
		}
	}
}

// artImage is a Napoleon piece or terrain picture, made once per size.
func (f *figures) artImage(k artKey) *ebiten.Image {
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
