// Package junqihow is Junqi's How to play: its pages and their figures, drawn with the
// Junqi board renderer from positions the rules core checks. Junqi's Kind offers them
// (scene.Teacher); How to play knows no game.
package junqihow

import (
	"math"
	"math/rand/v2"
	"strings"

	"warboard/game/i18n"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqiboard"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// figure is the picture of a page.
type figure uint8

const (
	figBoard   figure = iota // the two-player board, both armies deployed
	figRanks                 // the nine ranks, strongest first
	figSpecial               // bomb, landmine, engineer, flag
	figRail                  // an engineer's moves along the railway
	figCamps                 // one army deployed by the rules
	figDark                  // the dark game as South sees it
	figFour                  // the four-country board
	figNaval                 // the 海战棋 set: the twelve pieces as ships
	figSandayi               // 三打一's three extra pieces
)

// Pages are Junqi's pages, in reading order; their figures share one painter.
func Pages(sh *scene.Shared) []scene.Page {
	pt := newPainter(sh)
	page := func(title, text i18n.Key, fig figure) scene.Page {
		return scene.Page{Title: title, Text: text, Figure: pageFigure{pt, fig}}
	}
	return []scene.Page{
		page(i18n.HowGoal, i18n.HowJqGoalText, figBoard),
		page(i18n.HowJqRanks, i18n.HowJqRanksText, figRanks),
		page(i18n.HowJqSpecial, i18n.HowJqSpecialText, figSpecial),
		page(i18n.HowJqMove, i18n.HowJqMoveText, figRail),
		page(i18n.HowJqCamps, i18n.HowJqCampsText, figCamps),
		page(i18n.HowJqModes, i18n.HowJqModesText, figDark),
		page(i18n.HowJqFour, i18n.HowJqFourText, figFour),
		page(i18n.HowJqNaval, i18n.HowJqNavalText, figNaval),
		page(i18n.Players4Sandayi, i18n.HowJqSandayiText, figSandayi),
		page(i18n.HowJqMarks, i18n.HowJqMarksText, figDark),
	}
}

// pageFigure is one page's figure, drawn by the game's painter.
type pageFigure struct {
	p   *painter
	fig figure
}

func (f pageFigure) Aspect() float64 {
	switch f.fig {
	case figBoard, figRail, figCamps, figDark:
		return 0.62
	case figRanks:
		return 2.4
	case figNaval:
		return 1.5
	case figSandayi:
		return 2.6
	case figSpecial:
		return 3.2
	}
	return 1
}

func (f pageFigure) Layout(at render.Rect, v render.View) { f.p.layout(f.fig, at, v) }
func (f pageFigure) Pending() bool                        { return false }
func (f pageFigure) Draw(p render.Painter)                { f.p.draw(p) }

// painter lays out and draws the figure of the page shown: a board from a scene, or a row
// of pieces, each named under it.
type painter struct {
	sh   *scene.Shared
	fig  figure
	at   render.Rect
	view render.View

	boards *junqiboard.Renderer // boards
	tiles  *junqiboard.Renderer // pieces on their own
	jg     junqiboard.Geometry
	jsc    junqipic.Scene
	cells  []cell
}

// cell is one piece of a row, with its name under it.
type cell struct {
	x, y   float64 // the picture's centre
	piece  junqipic.Piece
	labelR render.Rect
	lines  []string // the name wrapped at size
	size   float64
}

func newPainter(sh *scene.Shared) *painter {
	chinese := func() bool { return sh.Settings.Faces == storage.FacesChinese }
	p := &painter{sh: sh, boards: junqiboard.NewRenderer(), tiles: junqiboard.NewRenderer()}
	p.boards.Face = func(code byte) string { return sh.Text.JunqiFace(code, chinese()) }
	p.boards.Words = func() junqiboard.BoardWords { return widget.BoardWords(sh.Text, chinese()) }
	p.tiles.Face = func(code byte) string { // the tiles' renderer also shows the naval set
		return sh.Text.JunqiFaceIn(code, chinese(), p.tiles.Naval)
	}
	return p
}

// layout places figure fig in at.
func (f *painter) layout(fig figure, at render.Rect, v render.View) {
	f.fig, f.at, f.view, f.cells = fig, at, v, nil
	if at.W < 24 || at.H < 24 {
		return // no room: no figure
	}
	switch fig {
	case figRanks, figSpecial, figNaval, figSandayi:
		f.tiles.Naval = fig == figNaval
		f.layoutTiles(fig)
	default:
		f.jsc = position(fig)
		f.jg = junqiboard.Layout(f.jsc.Board, junqi.South, at)
	}
}

// labelSize is the size of the names under pieces.
func labelSize(cellW float64) float64 { return math.Max(11, math.Min(14, cellW*0.16)) }

// layoutTiles sets out pieces five to a row, strongest first, each named under it.
func (f *painter) layoutTiles(fig figure) {
	codes := "987654321"
	cols := 5
	switch fig {
	case figSpecial:
		codes = "BM1F"
	case figNaval:
		codes, cols = "987654321BMF", 4
	case figSandayi:
		codes, cols = "ATR", 3
	}
	rows := (len(codes) + cols - 1) / cols
	cw := f.at.W / float64(cols)
	ls := labelSize(cw)
	// The names wrap ("Dragueur / de mines"), at a size where their longest word fits
	// ("Minesweeper", "Commandant" in a phone's narrow column).
	labels := make([]string, len(codes))
	for i := range len(codes) {
		if k, ok := i18n.JunqiPieceIn(codes[i], fig == figNaval); ok {
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
		row, col := i/cols, i%cols
		n := min(cols, len(codes)-row*cols)
		x := f.at.X + (f.at.W-cw*float64(n))/2 + cw*(float64(col)+0.5)
		y := top + rowH*float64(row) + th/2 + 2
		f.cells = append(f.cells, cell{x: x, y: y, piece: junqipic.Piece{Present: true, Seat: junqi.South, Code: codes[i]},
			lines: wrapped[i], size: ls, labelR: render.Rect{X: x - cw/2 + 2, Y: y + th/2 + 2, W: cw - 4, H: nameH}})
	}
}

// draw paints the figure laid out last.
func (f *painter) draw(p render.Painter) {
	if f.at.W < 24 || f.at.H < 24 {
		return
	}
	if f.cells == nil {
		f.boards.Draw(p.Dst, p.View, &f.jg, &f.jsc)
		return
	}
	for _, c := range f.cells {
		f.tiles.DrawPiece(p.Dst, p.View, &f.jg, c.piece, false, c.x, c.y)
		lineH := c.size * render.FitLineH
		p.Lines(c.lines, c.size, lineH, render.Rect{X: c.labelR.X, Y: c.labelR.Y, W: c.labelR.W, H: float64(len(c.lines)) * lineH}, render.AlignCentre, render.MutedColour)
	}
}

// figureSeed draws the same armies on every visit.
const figureSeed = 14

// position is the position a board figure shows. Every piece stands where the rules allow
// it (random deployments are legal ones), and the engineer's targets are the rules core's
// own moves.
func position(f figure) junqipic.Scene {
	kind := junqi.TwoPlayer
	if f == figFour {
		kind = junqi.FourCountry
	}
	sc := junqipic.NewScene(kind)
	b := junqi.BoardOf(kind)
	deploy := func(seat junqi.Seat, seed uint64, hidden bool) {
		l := junqi.RandomLayout(rand.NewPCG(seed, figureSeed))
		for i, r := range l {
			if r == 0 {
				continue
			}
			p := b.AreaPoint(seat, i%5, i/5+1)
			code := r.Code()
			if hidden {
				code = '?'
			}
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: seat, Code: code}
		}
	}
	switch f {
	case figBoard:
		deploy(junqi.South, 1, false)
		deploy(junqi.North, 2, false)
	case figCamps:
		deploy(junqi.South, 3, false)
	case figDark:
		deploy(junqi.South, 1, false)
		deploy(junqi.North, 2, true)
	case figFour:
		for i, x := range []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West} {
			deploy(x, uint64(10+i), false)
		}
	case figRail:
		railFigure(&sc)
	}
	return sc
}

// railFigure puts a few pieces on the two-player board and selects South's engineer, with
// the targets the rules give it.
func railFigure(sc *junqipic.Scene) {
	st, err := junqi.NewState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open))
	if err != nil {
		return
	}
	b := st.Board()
	put := func(name string, seat junqi.Seat, r byte) {
		p, ok := b.PointByName(name)
		rank, ok2 := junqi.RankOf(r)
		if ok && ok2 && st.Put(p, junqi.MakePiece(seat, rank)) == nil {
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: seat, Code: r}
		}
	}
	put("a4", junqi.South, '1')
	put("d1", junqi.South, 'F')
	put("c2", junqi.South, '6')
	put("e4", junqi.South, '7')
	put("b12", junqi.North, 'F')
	put("a9", junqi.North, '3')
	put("d7", junqi.North, '5')
	from, _ := b.PointByName("a4")
	sc.Selected = from
	for _, a := range st.Actions(nil) {
		if a.From == from && a.Kind != junqi.FlipUp {
			sc.Targets = append(sc.Targets, junqipic.Target{Point: a.To, Attack: a.Kind == junqi.Attack, Path: st.Path(a)})
		}
	}
}
