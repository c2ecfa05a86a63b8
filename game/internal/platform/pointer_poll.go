//go:build !js

package platform

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"warboard/game/input"
)

// wheelStep is how far one wheel notch scrolls, in logical pixels (about two lines).
const wheelStep = 48.0

// pollSource reads Ebitengine's mouse and touch state each tick and reports what changed.
type pollSource struct {
	start     time.Time
	mouseDown bool
	mouse     input.Point
	touches   map[ebiten.TouchID]input.Point
	seen      map[ebiten.TouchID]bool
	ids       []ebiten.TouchID
}

// NewPointerSource reads the platform's pointer.
func NewPointerSource() PointerSource {
	return &pollSource{
		start:   time.Now(),
		touches: map[ebiten.TouchID]input.Point{},
		seen:    map[ebiten.TouchID]bool{},
	}
}

func (p *pollSource) Poll(out []input.Raw, scale float64) []input.Raw {
	if scale <= 0 {
		scale = 1
	}
	at := time.Since(p.start)
	raw := func(d input.Device, id int, ph input.Phase, pos input.Point) input.Raw {
		return input.Raw{Device: d, ID: id, Phase: ph, Pos: pos, At: at}
	}

	// Touches: new IDs went down, known IDs may have moved, missing IDs went up where they
	// were last seen.
	p.ids = ebiten.AppendTouchIDs(p.ids[:0])
	clear(p.seen)
	for _, id := range p.ids {
		x, y := ebiten.TouchPosition(id)
		pos := input.Point{X: float64(x) / scale, Y: float64(y) / scale}
		p.seen[id] = true
		old, known := p.touches[id]
		switch {
		case !known:
			out = append(out, raw(input.Touch, int(id), input.Down, pos))
		case old != pos:
			out = append(out, raw(input.Touch, int(id), input.Move, pos))
		}
		p.touches[id] = pos
	}
	for id, pos := range p.touches {
		if !p.seen[id] {
			out = append(out, raw(input.Touch, int(id), input.Up, pos))
			delete(p.touches, id)
		}
	}

	// The left mouse button. Ebitengine keeps press and release times, so a click shorter
	// than a tick still shows as just pressed and just released.
	x, y := ebiten.CursorPosition()
	pos := input.Point{X: float64(x) / scale, Y: float64(y) / scale}
	justDown := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	justUp := inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	held := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if p.mouseDown && justUp {
		out = append(out, raw(input.Mouse, 0, input.Up, pos))
		p.mouseDown = false
	}
	if justDown && !p.mouseDown {
		out = append(out, raw(input.Mouse, 0, input.Down, pos))
		p.mouseDown = true
	}
	if p.mouseDown && pos != p.mouse {
		out = append(out, raw(input.Mouse, 0, input.Move, pos))
	}
	if p.mouseDown && !held {
		out = append(out, raw(input.Mouse, 0, input.Up, pos))
		p.mouseDown = false
	}
	p.mouse = pos
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		out = append(out, raw(input.Mouse, 0, input.Secondary, pos))
	}
	// Ebitengine counts wheel notches, positive away from the user (scroll up).
	if _, dy := ebiten.Wheel(); dy != 0 {
		out = append(out, input.Raw{Device: input.Mouse, Phase: input.Wheel, Pos: pos, At: at,
			Delta: input.Point{Y: -dy * wheelStep}})
	}
	return out
}
