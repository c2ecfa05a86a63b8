package widget

import (
	"image/color"
	"math"
	"strconv"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// MoveList is a replay's list of every move of the game, one a line ("12. c6xc7") with its
// seat's colour, the move the board shows highlighted. A tap (finger or mouse) on a move
// jumps to the position after it; a drag or the wheel scrolls the list, which otherwise
// follows the move shown.
//
// Where a screen has no room for a column (a phone), the list is a strip: one row of moves
// side by side that scrolls sideways, as chess apps show it above the board.
type MoveList struct {
	Rect  render.Rect
	Moves []SideRow // Text is the token; Mark the seat's colour
	k     float64
	top   int // the first move in view
	drag  bool
	dragY float64 // where the drag was, for the next move
	acc   float64 // scrolled by a drag but not yet a whole line

	strip bool
	xs    []float64 // strip: each move's left edge from the strip's start, and the end
	off   float64   // strip: how far it is scrolled, px
	dragX float64
}

// stripPad is the room round a move's text in a strip.
const stripPad = 10.0

// moveLineH is a list line's height at ui scale k: a finger's height, so each is a target.
func moveLineH(k float64) float64 { return math.Max(render.MinTarget*0.75, SideLineH(k)) }

// SideLineH is a side panel line's height at ui scale k.
func SideLineH(k float64) float64 {
	_, h := SideSizes(k)
	return h
}

// Layout places the list in r at ui scale k, showing ply (the moves played so far).
func (l *MoveList) Layout(r render.Rect, k float64, ply int) {
	l.Rect, l.k, l.strip = r, k, false
	l.Follow(ply)
}

// LayoutStrip places the list as a strip in r, one row of moves measured with f in pr's
// language.
func (l *MoveList) LayoutStrip(f *render.Fonts, pr *i18n.Printer, r render.Rect, k float64, ply int) {
	l.Rect, l.k, l.strip = r, k, true
	size, _ := SideSizes(k)
	l.xs = l.xs[:0]
	x := 0.0
	for i, row := range l.Moves {
		l.xs = append(l.xs, x)
		x += f.Width(strconv.Itoa(i+1)+". "+l.label(pr, row.Text), size) + 2*stripPad + size*0.75 + 6
	}
	l.xs = append(l.xs, x)
	l.Follow(ply)
}

// label is a token as the list shows it: "resign" and "draw" as words.
func (l *MoveList) label(pr *i18n.Printer, tok string) string {
	switch tok {
	case "resign":
		return pr.T(i18n.PanelResigned)
	case "draw":
		return pr.T(i18n.PanelDrawAgreed)
	}
	return tok
}

// stripEnd is how far the strip may scroll.
func (l *MoveList) stripEnd() float64 {
	if len(l.xs) == 0 {
		return 0
	}
	return math.Max(0, l.xs[len(l.xs)-1]-l.Rect.W)
}

// rows is how many lines the list shows.
func (l *MoveList) rows() int {
	if l.Rect.H <= 0 {
		return 0
	}
	return int(l.Rect.H / moveLineH(l.k))
}

// Follow scrolls so the move that led to ply (and the one after it) is in view.
func (l *MoveList) Follow(ply int) {
	if l.strip {
		cur := max(ply-1, 0)
		if cur+1 >= len(l.xs) {
			return
		}
		if l.xs[cur] < l.off {
			l.off = l.xs[cur]
		}
		next := min(cur+2, len(l.xs)-1) // the current move and the next in view
		if l.xs[next] > l.off+l.Rect.W {
			l.off = l.xs[next] - l.Rect.W
		}
		l.off = min(max(l.off, 0), l.stripEnd())
		return
	}
	n := l.rows()
	if n <= 0 {
		return
	}
	cur := max(ply-1, 0)
	if cur < l.top {
		l.top = cur
	}
	if cur+1 >= l.top+n { // keep the next move visible below the current one
		l.top = cur + 2 - n
	}
	l.clamp()
}

func (l *MoveList) clamp() {
	l.top = min(l.top, len(l.Moves)-l.rows())
	l.top = max(l.top, 0)
}

// rowAt is the move under y, -1 for none.
func (l *MoveList) rowAt(x, y float64) int {
	if !l.Rect.Contains(x, y) {
		return -1
	}
	if l.strip {
		at := x - l.Rect.X + l.shown()
		for i := 0; i+1 < len(l.xs); i++ {
			if at >= l.xs[i] && at < l.xs[i+1] {
				return i
			}
		}
		return -1
	}
	i := l.top + int((y-l.Rect.Y)/moveLineH(l.k))
	if i < 0 || i >= len(l.Moves) || i >= l.top+l.rows() {
		return -1
	}
	return i
}

// Handle takes the events over the list: it returns the ply to jump to (-1: none) and
// whether the list changed (it scrolled).
func (l *MoveList) Handle(events []input.Event) (jump int, changed bool) {
	jump = -1
	lineH := moveLineH(l.k)
	for _, e := range events {
		switch e.Kind {
		case input.Tap:
			if i := l.rowAt(e.Pos.X, e.Pos.Y); i >= 0 {
				jump = i + 1
			}
		case input.DragStart:
			l.drag = l.Rect.Contains(e.Start.X, e.Start.Y)
			l.dragY, l.acc = e.Pos.Y, e.Pos.Y-e.Start.Y
			l.dragX = e.Start.X
			if l.drag && l.strip {
				changed = l.scrollStrip(l.dragX-e.Pos.X) || changed
				l.dragX = e.Pos.X
			}
		case input.DragMove, input.DragEnd:
			if !l.drag {
				continue
			}
			if l.strip {
				changed = l.scrollStrip(l.dragX-e.Pos.X) || changed
				l.dragX = e.Pos.X
				if e.Kind == input.DragEnd {
					l.drag = false
				}
				continue
			}
			l.acc += e.Pos.Y - l.dragY
			l.dragY = e.Pos.Y
			for math.Abs(l.acc) >= lineH {
				step := 1
				if l.acc > 0 {
					step = -1 // dragging down brings earlier moves into view
				}
				l.acc += float64(step) * lineH
				was := l.top
				l.top += step
				l.clamp()
				changed = changed || l.top != was
			}
			if e.Kind == input.DragEnd {
				l.drag = false
			}
		case input.Scroll:
			if !l.Rect.Contains(e.Pos.X, e.Pos.Y) {
				continue
			}
			if l.strip {
				d := e.Delta.Y
				if math.Abs(e.Delta.X) > math.Abs(d) {
					d = e.Delta.X
				}
				changed = l.scrollStrip(d) || changed
				continue
			}
			was := l.top
			l.top += int(math.Round(e.Delta.Y / lineH))
			if e.Delta.Y != 0 && l.top == was {
				l.top += int(math.Copysign(1, e.Delta.Y))
			}
			l.clamp()
			changed = changed || l.top != was
		case input.Cancelled:
			l.drag = false
		}
	}
	return jump, changed
}

// shown is the strip's scroll as drawn: at the edge of the first whole move in view, so
// no move is cut on the left, and never past the start of the last moves that fill it.
func (l *MoveList) shown() float64 {
	if len(l.xs) < 2 {
		return 0
	}
	end := l.xs[len(l.xs)-1]
	last := 0 // the first move that lets every later one fit
	for last < len(l.xs)-1 && end-l.xs[last] > l.Rect.W {
		last++
	}
	i := 0
	for i < last && l.xs[i] < l.off-0.5 {
		i++
	}
	return l.xs[i]
}

// scrollStrip moves the strip by d px (positive: later moves come into view).
func (l *MoveList) scrollStrip(d float64) bool {
	was := l.off
	l.off = min(max(l.off+d, 0), l.stripEnd())
	return l.off != was
}

// Owns reports whether the events belong to the list (they start on it), so the screen
// leaves them alone.
func (l *MoveList) Owns(events []input.Event) bool {
	for _, e := range events {
		p := e.Pos
		if e.Kind == input.DragStart || e.Kind == input.DragMove || e.Kind == input.DragEnd {
			p = e.Start
		}
		if l.Rect.Contains(p.X, p.Y) || l.drag {
			return true
		}
	}
	return false
}

// Draw paints the moves in view, the one that led to ply highlighted, and a mark on the
// list's edge when more moves lie above or below.
func (l *MoveList) Draw(p render.Painter, pr *i18n.Printer, ply int) {
	if l.strip {
		l.drawStrip(p, pr, ply)
		return
	}
	n := l.rows()
	if n <= 0 || len(l.Moves) == 0 {
		return
	}
	size, _ := SideSizes(l.k)
	lineH := moveLineH(l.k)
	r := l.Rect
	p.Panel(render.Rect{X: r.X - 4, Y: r.Y - 4, W: r.W + 8, H: math.Min(r.H, float64(min(n, len(l.Moves)))*lineH) + 8}, 10, render.PanelFill, nil)
	for i := l.top; i < min(len(l.Moves), l.top+n); i++ {
		row := l.Moves[i]
		y := r.Y + float64(i-l.top)*lineH
		if i == ply-1 {
			p.Panel(render.Rect{X: r.X - 2, Y: y + 1, W: r.W + 4, H: lineH - 2}, 6, color.RGBA{0x3d, 0x5a, 0x4a, 0xff}, render.Accent)
		}
		x := r.X + 6
		if c := row.Mark; c != nil {
			d := size * 0.75
			p.Panel(render.Rect{X: x, Y: y + (lineH-d)/2, W: d, H: d}, d/2, c, render.TextColour)
			x += d + 7
		}
		p.Text(strconv.Itoa(i+1)+". "+l.label(pr, row.Text), size, render.Rect{X: x, Y: y, W: r.X + r.W - 6 - x, H: lineH}, render.AlignLeft, render.TextColour)
	}
	// a bar on the edge where more moves lie: the list scrolls
	if l.top > 0 {
		p.Panel(render.Rect{X: r.X + r.W*0.3, Y: r.Y - 3, W: r.W * 0.4, H: 3}, 1.5, render.Accent, nil)
	}
	if l.top+n < len(l.Moves) {
		p.Panel(render.Rect{X: r.X + r.W*0.3, Y: r.Y + float64(n)*lineH, W: r.W * 0.4, H: 3}, 1.5, render.Accent, nil)
	}
}

// drawStrip paints the strip: the moves in view side by side, the shown one highlighted.
func (l *MoveList) drawStrip(p render.Painter, pr *i18n.Printer, ply int) {
	r := l.Rect
	if r.W <= 0 || len(l.Moves) == 0 {
		return
	}
	size, _ := SideSizes(l.k)
	p.Panel(r, 10, render.PanelFill, nil)
	off := l.shown()
	for i, row := range l.Moves {
		x0, x1 := r.X+l.xs[i]-off, r.X+l.xs[i+1]-off
		if x1 <= r.X || x0 >= r.X+r.W {
			continue
		}
		if x0 < r.X-0.5 || x1 > r.X+r.W+0.5 {
			continue // a move cut by the edge is left out: the bars say more lie there
		}
		if i == ply-1 {
			p.Panel(render.Rect{X: x0 + 2, Y: r.Y + 3, W: x1 - x0 - 4, H: r.H - 6}, 6, color.RGBA{0x3d, 0x5a, 0x4a, 0xff}, render.Accent)
		}
		x := x0 + stripPad
		if c := row.Mark; c != nil {
			d := size * 0.75
			p.Panel(render.Rect{X: x, Y: r.Y + (r.H-d)/2, W: d, H: d}, d/2, c, render.TextColour)
			x += d + 6
		}
		p.Text(strconv.Itoa(i+1)+". "+l.label(pr, row.Text), size, render.Rect{X: x, Y: r.Y, W: x1 - x, H: r.H}, render.AlignLeft, render.TextColour)
	}
	if off > 0 {
		p.Panel(render.Rect{X: r.X, Y: r.Y + r.H*0.3, W: 3, H: r.H * 0.4}, 1.5, render.Accent, nil)
	}
	if l.xs[len(l.xs)-1]-off > r.W {
		p.Panel(render.Rect{X: r.X + r.W - 3, Y: r.Y + r.H*0.3, W: 3, H: r.H * 0.4}, 1.5, render.Accent, nil)
	}
}

// Target is where move i (1-based, "move:12") is on screen, while it is in view.
func (l *MoveList) Target(i int) (render.Rect, bool) {
	if l.strip {
		if i < 1 || i >= len(l.xs) {
			return render.Rect{}, false
		}
		off := l.shown()
		x0, x1 := l.Rect.X+l.xs[i-1]-off, l.Rect.X+l.xs[i]-off
		if x0 < l.Rect.X-0.5 || x1 > l.Rect.X+l.Rect.W+0.5 {
			return render.Rect{}, false
		}
		return render.Rect{X: x0, Y: l.Rect.Y, W: x1 - x0, H: l.Rect.H}, true
	}
	if i < 1 || i > len(l.Moves) || i-1 < l.top || i-1 >= l.top+l.rows() {
		return render.Rect{}, false
	}
	lineH := moveLineH(l.k)
	return render.Rect{X: l.Rect.X, Y: l.Rect.Y + float64(i-1-l.top)*lineH, W: l.Rect.W, H: lineH}, true
}

// Top is the first move in view (0-based), for tests.
func (l *MoveList) Top() int {
	if l.strip {
		off := l.shown()
		for i := 0; i+1 < len(l.xs); i++ {
			if l.xs[i] >= off-0.5 {
				return i
			}
		}
	}
	return l.top
}
