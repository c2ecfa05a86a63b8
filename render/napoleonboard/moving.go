package napoleonboard

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/rules/napoleon"
)

// SlideTicks is how long a move slides to its square: 150 ms at Ebitengine's 60 ticks a
// second, as a tapped move glides at the device.
const SlideTicks = 9

// Moving is a piece shown off its square: the last move sliding in (its piece already
// stands on the move's end square), or a piece under a finger. The zero Moving shows
// nothing.
type Moving struct {
	from, to Square
	tick     int
	sliding  bool

	// swings are the cannons the move's turn turned, turning one eighth at a time once the
	// slide is over, as the device shows the computer's; swingTick counts their frames.
	swings    []Swing
	swingTick int

	held    Square
	holding bool
	x, y    float64 // the finger, in logical pixels
}

// Slide starts the piece now on to sliding in from from (a finger's piece is let go).
func (m *Moving) Slide(from, to Square) {
	*m = Moving{from: from, to: to, sliding: from != NoSquare && to != NoSquare && from != to}
}

// SwingTicks is how long each eighth of a cannon's turn shows: 110 ms at 60 ticks a second,
// as at the device.
const SwingTicks = 7

// Swing is a cannon turned by a turn: it stands on Sq and turned From → To.
type Swing struct {
	Sq       Square
	From, To napoleon.Dir
}

// CannonSwings are the cannons whose facing a turn changed, from the board before it to the
// one after (a cannon that moved is followed to where it went: after.Last).
func CannonSwings(before, after *Scene) []Swing {
	var out []Swing
	for i := range after.Pieces {
		pc := after.Pieces[i]
		if !pc.Present || pc.Kind != napoleon.Cannon {
			continue
		}
		from := Square(i)
		if from == after.Last.To && after.Last.From != NoSquare {
			from = after.Last.From
		}
		old := before.Pieces[from]
		if old.Present && old.Kind == napoleon.Cannon && old.Side == pc.Side && old.Facing != pc.Facing {
			out = append(out, Swing{Sq: Square(i), From: old.Facing, To: pc.Facing})
		}
	}
	return out
}

// facingAt is where a swinging cannon points after ticks: the short way round.
func (w Swing) facingAt(ticks int) (napoleon.Dir, bool) {
	diff := (int(w.To) - int(w.From) + 8) % 8
	dir, n := 1, diff
	if diff > 4 {
		dir, n = -1, 8-diff
	}
	k := ticks / SwingTicks
	if k >= n {
		return w.To, true
	}
	return napoleon.Dir((int(w.From) + dir*k + 8) % 8), false
}

// Swing turns the cannons of ws round once the slide (if any) is over.
func (m *Moving) Swing(ws []Swing) { m.swings, m.swingTick = ws, 0 }

// Swinging reports cannons still turning.
func (m *Moving) Swinging() bool { return len(m.swings) > 0 }

// Hold picks the piece on q up under a finger at x, y (a slide ends at once).
func (m *Moving) Hold(q Square, x, y float64) { *m = Moving{held: q, holding: true, x: x, y: y} }

// Follow moves the held piece with the finger.
func (m *Moving) Follow(x, y float64) { m.x, m.y = x, y }

// Stop puts every piece back on its square.
func (m *Moving) Stop() { *m = Moving{} }

// Sliding is the move sliding in, ok false for none.
func (m *Moving) Sliding() (from, to Square, ok bool) { return m.from, m.to, m.sliding }

// At is where the finger holding a piece is.
func (m *Moving) At() (x, y float64) { return m.x, m.y }

// Holding is the square of the piece under a finger, ok false for none.
func (m *Moving) Holding() (Square, bool) { return m.held, m.holding }

// Tick advances a slide, then the cannons' swings, by a frame; it reports whether to draw
// again (a held piece is drawn again as the finger moves, not every frame).
func (m *Moving) Tick() bool {
	if m.sliding {
		m.tick++
		if m.tick >= SlideTicks {
			m.sliding = false
		}
		return true
	}
	if len(m.swings) == 0 {
		return false
	}
	m.swingTick++
	done := true
	for _, w := range m.swings {
		_, d := w.facingAt(m.swingTick)
		done = done && d
	}
	if done {
		m.swings = nil
	}
	return true
}

// where is the square whose piece is drawn off it and the point it is drawn at.
func (m *Moving) where(g Geometry) (q Square, x, y float64, ok bool) {
	switch {
	case m.holding:
		return m.held, m.x, m.y, true
	case m.sliding:
		t := math.Min(1, float64(m.tick)/SlideTicks)
		t = 1 - (1-t)*(1-t) // ease out, as at the device
		x0, y0 := g.Centre(m.from)
		x1, y1 := g.Centre(m.to)
		return m.to, x0 + (x1-x0)*t, y0 + (y1-y0)*t, true
	}
	return NoSquare, 0, 0, false
}

// DrawMoving draws s at g as Draw does, with m's piece off its square: sliding along the
// board (inside a zoomed board's clip) or under the finger.
func (b *Board) DrawMoving(dst *ebiten.Image, g Geometry, s *Scene, m *Moving) {
	if len(m.swings) > 0 && s != nil { // the cannons part way round (from where they pointed)
		c := *s
		for _, w := range m.swings {
			c.Pieces[w.Sq].Facing, _ = w.facingAt(m.swingTick)
		}
		s = &c
	}
	q, x, y, ok := m.where(g)
	if !ok || s == nil || int(q) >= len(s.Pieces) || !s.Pieces[q].Present {
		b.Draw(dst, g, s)
		return
	}
	c := *s
	pc := c.Pieces[q]
	c.Pieces[q] = Piece{}
	b.Draw(dst, g, &c)
	on := dst
	if !m.holding {
		on = ClipTo(dst, g)
	}
	img, _ := b.art.get(pieceKey(g, s, pc, pixels(g)))
	if img == nil {
		return
	}
	sz := g.Size
	if m.holding {
		sz *= 1.15 // lifted
	}
	drawArt(on, img, render.Rect{X: x - sz/2, Y: y - sz/2, W: sz, H: sz}, pen{dst: on, sc: g.Scale})
}
