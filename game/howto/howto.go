// Package howto is How to play: a few short pages a game, each a figure drawn with the
// game's own board renderer (its positions checked by the rules cores) and a text. Each
// game's Kind offers its pages (scene.Teacher: junqihow, napoleonhow); this screen shows the
// pages of every game in the registry. The main menu shows it as a screen
// (menu.HowToScene), the game menu over the game.
package howto

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
)

// HowTo teaches a game: a few short pages, each a figure drawn with the game's own board
// and pieces above (or beside) a few sentences, turned by Previous and Next or a swipe.
// Chips at the top switch between the games. The main menu shows it as a scene
// (HowToScene); the game menu shows it over the game, which waits unchanged beneath.
type HowTo struct {
	shared *scene.Shared
	game   setup.GameID
	page   int
	view   render.View
	frame  widget.Frame
	bar    widget.Buttons // Back, the game chips, Previous, Next
	books  map[setup.GameID][]scene.Page
	fig    scene.Figure // the figure of the page shown

	heading   string
	headAt    render.Rect
	headSize  float64
	lines     []string
	textAt    render.Rect
	textSize  float64
	figAt     render.Rect
	counter   string
	counterAt render.Rect

	// The text scrolls when it is longer than its room (a phone on its side).
	scroll   float64
	dragging bool
	lastY    float64
}

// New makes How to play of game g (the first game with pages for one without), on its
// first page.
func New(sh *scene.Shared, g setup.GameID) *HowTo {
	h := &HowTo{shared: sh, game: g, books: map[setup.GameID][]scene.Page{}}
	if h.pages(g) == nil {
		if taught := h.taught(); len(taught) > 0 {
			h.game = taught[0].ID()
		}
	}
	return h
}

// pages are game g's pages (none for a game without), asked of its Kind once.
func (h *HowTo) pages(g setup.GameID) []scene.Page {
	if pg, ok := h.books[g]; ok {
		return pg
	}
	var pg []scene.Page
	if k, ok := h.shared.Games.Of(g); ok {
		if t, ok := k.(scene.Teacher); ok {
			pg = t.HowTo(h.shared)
		}
	}
	h.books[g] = pg
	return pg
}

// taught are the games of the registry that have pages, in its order.
func (h *HowTo) taught() []scene.Kind {
	var out []scene.Kind
	for _, k := range h.shared.Games.List() {
		if h.pages(k.ID()) != nil {
			out = append(out, k)
		}
	}
	return out
}

// taughtChip reports whether name is the chip of a game with pages.
func (h *HowTo) taughtChip(name string) bool {
	for _, k := range h.taught() {
		if name == "howto:"+string(k.ID()) {
			return true
		}
	}
	return false
}

// Game is the game shown; Page the page, from 0.
func (h *HowTo) Game() setup.GameID { return h.game }
func (h *HowTo) Page() int          { return h.page }

// Pages is the number of pages of the game shown.
func (h *HowTo) Pages() int { return len(h.pages(h.game)) }

// Layout places the page for view v.
func (h *HowTo) Layout(v render.View) {
	h.view = v
	if !v.Valid() {
		return
	}
	sh, p := h.shared, h.shared.Text
	pages := h.pages(h.game)
	h.frame = widget.NewFrame(v, sh.Fonts, p, "")
	f := h.frame
	k := f.K
	body := f.Body
	h.bar = widget.Buttons{f.BackButton(p)}
	if len(pages) == 0 {
		return // no game in the registry has pages: Back only
	}
	h.page = min(max(h.page, 0), len(pages)-1)
	pg := pages[h.page]

	// The game chips, then the page's title.
	chipH := math.Max(render.MinTarget, 44*k)
	taught := h.taught()
	chipW := (body.W - 10*float64(len(taught)-1)) / float64(max(1, len(taught)))
	for i, g := range taught {
		h.bar = append(h.bar, &widget.Button{Name: "howto:" + string(g.ID()), Kind: widget.ChipButton, Label: g.Name(p),
			Selected: g.ID() == h.game, Size: widget.LabelSize * k, Rect: render.Rect{X: body.X + float64(i)*(chipW+10), Y: body.Y + 4, W: chipW, H: chipH}})
	}
	y := body.Y + 4 + chipH + 8*k
	h.headSize = 20 * k
	h.heading = p.T(pg.Title)
	h.headAt = render.Rect{X: body.X, Y: y, W: body.W, H: h.headSize * 1.5}
	y += h.headAt.H + 4*k

	// Previous, the page counter and Next at the bottom.
	navH := math.Max(render.MinTarget, 48*k)
	navY := v.H - widget.Margin(v)/2 - navH
	navW := math.Min(160*k, body.W*0.36)
	// Previous and Next show only where they lead somewhere.
	if h.page > 0 {
		h.bar = append(h.bar, &widget.Button{Name: "howto:prev", Label: "‹ " + p.T(i18n.HowToPrev), Size: widget.LabelSize * k,
			Rect: render.Rect{X: body.X, Y: navY, W: navW, H: navH}})
	}
	if h.page < len(pages)-1 {
		h.bar = append(h.bar, &widget.Button{Name: "howto:next", Kind: widget.PrimaryButton, Label: p.T(i18n.HowToNext) + " ›", Size: widget.LabelSize * k,
			Rect: render.Rect{X: body.X + body.W - navW, Y: navY, W: navW, H: navH}})
	}
	h.counter = p.T(i18n.HowToPage, h.page+1, len(pages))
	h.counterAt = render.Rect{X: body.X + navW, Y: navY, W: body.W - 2*navW, H: navH}

	// The figure and the text share what is left: side by side on a wide screen, the
	// figure above on a narrow one, the text as large as fits (never below 13 px).
	room := render.Rect{X: body.X, Y: y, W: body.W, H: navY - 8*k - y}
	text := p.T(pg.Text)
	for _, m := range pg.More {
		text += "\n" + p.T(m[0]) + " · " + p.T(m[1])
	}
	wide := room.W > room.H*1.25 && room.W >= 520
	fit := func(r render.Rect, size float64) bool {
		lines := sh.Fonts.Wrap(text, size, r.W)
		return float64(len(lines))*size*1.45 <= r.H
	}
	sizes := []float64{17 * k, 16 * k, 15, 14, 13}
	if wide {
		// The figure at its natural width, narrower while the text does not fit.
		h.textSize = 13
	widths:
		for figW := math.Min(room.W*0.5, room.H*pg.Figure.Aspect()); ; figW *= 0.85 {
			h.figAt = render.Rect{X: room.X, Y: room.Y, W: figW, H: room.H}
			h.textAt = render.Rect{X: room.X + figW + 16*k, Y: room.Y, W: room.W - figW - 16*k, H: room.H}
			for _, s := range sizes {
				if fit(h.textAt, s) {
					h.textSize = s
					break widths
				}
			}
			if figW < room.W*0.3 {
				h.textSize = 13 // still too long: the text scrolls
				break
			}
		}
	} else {
		// The figure takes what the text leaves, at most its natural height.
		most := math.Min(room.W/pg.Figure.Aspect(), room.H*0.62)
		h.textSize = 13
		figH := most
		for _, s := range sizes {
			lines := sh.Fonts.Wrap(text, s, room.W)
			need := float64(len(lines))*s*1.45 + 8*k
			if room.H-need >= math.Min(most, room.H*0.4) {
				h.textSize, figH = s, math.Min(most, room.H-need)
				break
			}
			figH = math.Min(most, math.Max(room.H*0.18, room.H-need))
		}
		h.figAt = render.Rect{X: room.X, Y: room.Y, W: room.W, H: figH}
		h.textAt = render.Rect{X: room.X, Y: room.Y + figH + 8*k, W: room.W, H: room.H - figH - 8*k}
	}
	h.lines = sh.Fonts.Wrap(text, h.textSize, h.textAt.W)
	if h.maxScroll() > 0 { // a scrolling text leaves room for its bar
		h.lines = sh.Fonts.Wrap(text, h.textSize, h.textAt.W-scrollBarRoom)
	}
	h.scroll = min(max(h.scroll, 0), h.maxScroll())
	h.fig = pg.Figure
	h.fig.Layout(h.figAt, v)
}

// scrollBarRoom is the width a scrolling text leaves at its right for the bar.
const scrollBarRoom = 8

// maxScroll is how far the text scrolls: 0 when it fits.
func (h *HowTo) maxScroll() float64 {
	return math.Max(0, float64(len(h.lines))*h.textSize*1.45-h.textAt.H)
}

// Scroll is how far the text is scrolled, and how far it can be.
func (h *HowTo) Scroll() (at, most float64) { return h.scroll, h.maxScroll() }

// scrollText moves the text by a drag in it or a wheel over it; it reports a change.
func (h *HowTo) scrollText(events []input.Event) bool {
	most := h.maxScroll()
	if most == 0 {
		return false
	}
	before := h.scroll
	for _, e := range events {
		switch e.Kind {
		case input.DragStart:
			h.dragging = h.textAt.Contains(e.Start.X, e.Start.Y)
			h.lastY = e.Start.Y
			fallthrough
		case input.DragMove:
			if h.dragging {
				h.scroll -= e.Pos.Y - h.lastY
				h.lastY = e.Pos.Y
			}
		case input.DragEnd, input.Cancelled:
			h.dragging = false
		case input.Scroll:
			if h.textAt.Contains(e.Pos.X, e.Pos.Y) {
				h.scroll += e.Delta.Y
			}
		}
	}
	h.scroll = min(max(h.scroll, 0), most)
	return h.scroll != before
}

// Update takes the page's events: it reports back when the player leaves the how-to.
func (h *HowTo) Update(events []input.Event) (back bool, st scene.Step) {
	tapped, changed := h.bar.Handle(events, render.Rect{})
	if h.scrollText(events) {
		changed = true
	}
	if tapped == "" {
		// A horizontal swipe turns the page.
		for _, e := range events {
			if e.Kind != input.DragEnd {
				continue
			}
			dx, dy := e.Pos.X-e.Start.X, e.Pos.Y-e.Start.Y
			if math.Abs(dx) > 60 && math.Abs(dx) > 2*math.Abs(dy) {
				tapped = map[bool]string{true: "howto:prev", false: "howto:next"}[dx > 0]
			}
		}
	}
	switch {
	case tapped == "button:back":
		return true, scene.Step{Redraw: true}
	case tapped == "howto:prev", tapped == "howto:next":
		n := h.page + 1
		if tapped == "howto:prev" {
			n = h.page - 1
		}
		if n < 0 || n >= h.Pages() {
			return false, scene.Step{Redraw: changed}
		}
		h.page, h.scroll = n, 0
	case h.taughtChip(tapped):
		g := setup.GameID(tapped[len("howto:"):])
		if g == h.game {
			return false, scene.Step{Redraw: changed}
		}
		h.game, h.page, h.scroll = g, 0, 0
	default:
		return false, scene.Step{Redraw: changed || h.fig != nil && h.fig.Pending()}
	}
	h.Layout(h.view)
	return false, scene.Step{Redraw: true}
}

// Draw paints the page over the whole screen.
func (h *HowTo) Draw(p render.Painter) {
	p.Clear()
	h.frame.DrawBars(p, h.shared.Text.T(i18n.MenuHowTo))
	p.Text(h.heading, h.headSize, h.headAt, render.AlignLeft, render.TitleColour)
	if h.fig != nil {
		h.fig.Draw(p)
	}
	h.drawText(p)
	p.Text(h.counter, 15*h.frame.K, h.counterAt, render.AlignCentre, render.MutedColour)
	h.bar.Draw(p)
}

// drawText writes the text, scrolled and clipped to its room when it is longer, with a
// thin bar that shows where in it the reader is.
func (h *HowTo) drawText(p render.Painter) {
	lineH := h.textSize * 1.45
	most := h.maxScroll()
	if most == 0 {
		p.Lines(h.lines, h.textSize, lineH, h.textAt, render.AlignLeft, render.TextColour)
		return
	}
	s := p.View.Scale
	r := h.textAt
	clip := image.Rect(int(r.X*s), int(r.Y*s), int(math.Ceil((r.X+r.W)*s)), int(math.Ceil((r.Y+r.H)*s)))
	q := p
	q.Dst = p.Dst.SubImage(clip.Intersect(p.Dst.Bounds())).(*ebiten.Image)
	q.Lines(h.lines, h.textSize, lineH, render.Rect{X: r.X, Y: r.Y - h.scroll, W: r.W - scrollBarRoom, H: r.H + most}, render.AlignLeft, render.TextColour)
	thumb := r.H * r.H / (r.H + most)
	p.Panel(render.Rect{X: r.X + r.W - 4, Y: r.Y + (r.H-thumb)*h.scroll/most, W: 4, H: thumb}, 2, render.MutedColour, nil)
}

// Target is where a control is: "button:back", "howto:prev", "howto:next", "howto:junqi",
// "howto:napoleon" (a disabled one is nowhere), and the text ("howto:text").
func (h *HowTo) Target(name string) (render.Rect, bool) {
	if name == "howto:text" {
		return h.textAt, h.textAt.H > 0
	}
	if b := h.bar.Find(name); b != nil && !b.Disabled {
		return b.Rect, true
	}
	return render.Rect{}, false
}
