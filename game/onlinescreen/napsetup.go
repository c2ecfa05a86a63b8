package onlinescreen

import (
	"errors"
	"image/color"
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/napoleonparts"
	"warboard/game/napoleonplay"
	"warboard/game/online/napoleonview"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// What a Napoleon room's set-up and play show as the device's Napoleon screen does
// (game/napoleonparts holds what both draw): the saved and built-in set-ups (Layouts)
// while the seat sets up, and in play the turns played and the piece the three-turns rule
// rests.

// napSetUp is the seat's set-up as game/napoleonparts' layouts list takes it: loading a
// layout replaces the draft deployment (kept on the device at once, as every change is).
func (s *Room) napSetUp() napoleonparts.SetUp {
	n := s.nap
	return napoleonparts.SetUp{Cfg: n.g.Cfg, Rule: n.g.Rule, Seat: n.v.Seat,
		Army: napoleonview.RoomOptions(n.g.Cfg).Army, Antique: n.g.Cfg.Options.Antique,
		Pieces: func() []napoleon.Placed {
			if n.dep == nil {
				return nil
			}
			return n.dep.Pieces()
		},
		Fill: func(ps []napoleon.Placed) error {
			if !s.editing() {
				return errors.New(s.sh.Text.T(i18n.OnlineAlreadySent)) // sent, or the room moved on, while the list was open
			}
			if err := n.dep.Fill(ps); err != nil {
				return err
			}
			s.local = ""
			n.paint(s.c.Last.Phase)
			s.keepDrafts()
			return nil
		},
		Back: func() scene.Scene {
			n.fits = 0 // a layout saved or deleted there counts when the button is drawn again
			return s
		}}
}

// layoutsFit reports whether any saved or built-in set-up fits the seat's board and army
// (read once, again after the list closes): when none does the Layouts button waits,
// and says why.
func (s *Room) layoutsFit() bool {
	n := s.nap
	if n.fits == 0 {
		n.fits = -1
		u := s.napSetUp()
		entries := napoleonparts.Builtins(u.Cfg, u.Rule)
		if s.sh.Store != nil {
			book, _ := layouts.Open(s.sh.Store, s.door.Now())
			entries = append(entries, book.List(layouts.Napoleon, napoleonparts.BoardKey(u.Cfg))...)
		}
		for _, e := range entries {
			if _, err := u.Fits(e, false); err == nil {
				n.fits = 1
				break
			}
		}
	}
	return n.fits > 0
}

// napoleonSetUpButtons are the set-up's own buttons beside Random and Ready: Layouts,
// disabled while no set-up fits (napoleonLines says why), and Clear (the reserve below).
func (s *Room) napoleonSetUpButtons(b func(name, label string, primary bool)) {
	b("button:layouts", s.sh.Text.T(i18n.DeployLayouts), false)
	b("button:clear", s.sh.Text.T(i18n.DeployClear), false)
}

// napoleonSetUpChips marks the Layouts button disabled when no set-up fits, Clear while
// nothing is placed.
func (s *Room) napoleonSetUpChips() {
	for _, b := range s.buttons {
		switch b.Name {
		case "button:layouts":
			b.Disabled = !s.layoutsFit()
		case "button:clear":
			b.Disabled = s.nap.dep == nil || len(s.nap.dep.Pieces()) == 0
		}
	}
}

// napoleonLayouts opens the layouts list for the seat setting up (nil: not setting up).
func (s *Room) napoleonLayouts() scene.Scene {
	if s.nap == nil || !s.editing() || !s.layoutsFit() {
		return nil
	}
	return s.napSetUp().Screen(s.sh)
}

// napoleonFacts are the lines of play the device's side panel shows: the turn (of the
// limit), then the piece resting this turn, and the seat's own piece that must rest at
// its next turn (short: the resting one only). While the seat sets up with no layout to
// load, why Layouts waits.
func (s *Room) napoleonFacts(short bool) (turn string, rests []string) {
	n, p := s.nap, s.sh.Text
	ph := s.c.Last.Phase
	if ph == "deploy" && s.editing() && !s.layoutsFit() {
		return "", []string{p.T(i18n.OnlineNoLayouts)}
	}
	if !n.has || s.c.Last.View == "" || (ph != "move" && ph != "over" && ph != "draw" && ph != "takeback") {
		return "", nil
	}
	t := n.v.Plies + 1
	if ph == "over" {
		t = max(1, n.v.Plies)
	}
	turn = p.T(i18n.TurnNumber, t)
	if lim := n.g.Cfg.Options.TurnLimit; lim > 0 {
		turn = p.T(i18n.TurnNumberOfLimit, t, lim)
	}
	if ph == "over" {
		return turn, nil
	}
	toMove, me, antique := n.v.Scene.ToMove, n.v.Seat, n.g.Cfg.Options.Antique
	if q := n.v.Rested[toMove&3]; q != napoleon.NoSquare {
		rests = append(rests, napoleonparts.Rested(p, n.v.Scene.Pieces[q].Kind, antique, q, true))
	}
	if q := n.v.Rested[me&3]; q != napoleon.NoSquare && me != toMove && !short {
		rests = append(rests, napoleonparts.Rested(p, n.v.Scene.Pieces[q].Kind, antique, q, false))
	}
	return turn, rests
}

// Words are the room's lines as laid out now (tests read them).
func (s *Room) Words() []string {
	out := make([]string, len(s.lines))
	for i, l := range s.lines {
		out[i] = l.text
	}
	return out
}

// Buttons are the room's buttons as laid out now (tests read them).
func (s *Room) Buttons() widget.Buttons { return s.buttons }

// NapoleonResting is the square of the piece the board veils as resting ("" none).
func (s *Room) NapoleonResting() string {
	if s.nap == nil || s.nap.scene.Resting == napoleon.NoSquare {
		return ""
	}
	return s.nap.scene.Resting.String()
}

// napoleonMoves are the latest turns as the device's side panel lists them (numbered,
// marked with their seat's colour), as many as fit under a wide room's buttons; none on a
// narrow screen or before the first turn.
func (s *Room) napoleonMoves() []widget.SideRow {
	n := s.nap
	r, fonts := n.movesR, s.sh.Fonts
	if !n.has || len(n.v.Turns) == 0 || s.c.Last.Phase == "deploy" || r.H <= 0 {
		return nil
	}
	fits := widget.SideMoves(fonts, r, s.k, nil)
	if fits < 2 {
		return nil
	}
	skin := n.scene.Skin()
	return widget.AppendMoves(nil, s.sh.Text, len(n.v.Turns), fits, func(i int) (string, color.Color) {
		t := n.v.Turns[i]
		return t.Text, napoleonparts.SideColour(skin, t.Seat)
	})
}

// NapoleonMovesShown are the latest turns' lines a wide room shows (tests read them).
func (s *Room) NapoleonMovesShown() string {
	if s.nap == nil {
		return ""
	}
	return widget.SideText(widget.SideShown(s.sh.Fonts, s.nap.movesR, s.k, s.napoleonMoves()))
}

// ——— the reserve tray, as at the device ———

// napoleonTrayShown: the tray shows while the seat sets up.
func (s *Room) napoleonTrayShown() bool { return s.nap != nil && s.nap.dep != nil && s.editing() }

// napoleonTrayFill reads the reserve into the tray (empty when it does not show).
func (s *Room) napoleonTrayFill() {
	n := s.nap
	n.tray.Set(nil)
	n.tray.R = render.Rect{}
	if s.napoleonTrayShown() {
		items, _ := n.dep.Reserve()
		n.tray.Set(items)
	}
}

// napoleonTrayAbove lays the tray out in a strip of the panel's width ending above y (a
// tall room: between the board and the buttons) and returns where the board ends.
func (s *Room) napoleonTrayAbove(x, y, w, k float64) float64 {
	n := s.nap
	s.napoleonTrayFill()
	if len(n.tray.Items) == 0 {
		return y
	}
	cell := math.Min(w/float64(len(n.tray.Items)), 84*k)
	h := math.Max(render.MinTarget+12, math.Min(cell, 76*k))
	n.tray.Grid(render.Rect{X: x, Y: y - h - 8*k, W: w, H: h}, len(n.tray.Items))
	return y - h - 8*k
}

// napoleonTrayIn lays the tray out at the top of r (a wide room: under the buttons).
func (s *Room) napoleonTrayIn(r render.Rect, k float64) {
	n := s.nap
	s.napoleonTrayFill()
	if len(n.tray.Items) == 0 || r.H < render.MinTarget {
		n.tray.Set(nil)
		return
	}
	cols := len(n.tray.Items)
	if r.W/float64(cols) < 52 {
		cols = 3
	}
	rows := float64((len(n.tray.Items) + cols - 1) / cols)
	cell := math.Max(render.MinTarget, math.Min(math.Min(r.W/float64(cols), 80*k), r.H/rows))
	n.tray.Grid(render.Rect{X: r.X, Y: r.Y, W: r.W, H: rows * cell}, cols)
}

// drawNapoleonTray draws the reserve, and a piece carried from it under the finger.
func (s *Room) drawNapoleonTray(p render.Painter) {
	n := s.nap
	if len(n.tray.Items) == 0 {
		return
	}
	piece := func(p render.Painter, pc napoleonplay.Piece, x, y, size float64) {
		n.pieces.Draw(p, n.scene.Skin(), napoleonboard.ArtSide(n.v.Bottom), pc, x, y, size)
	}
	n.tray.Draw(p, s.sh.Text, n.v.Seat, n.dep.Picked(), n.g.Cfg.Options.Antique, piece)
	if n.carried != napoleon.NoKind {
		pc := napoleonplay.Piece{Present: true, Side: n.v.Seat, Kind: n.carried, Facing: n.v.Seat.Inward()}
		piece(p, pc, n.carriedAt.X, n.carriedAt.Y, math.Max(n.geo.Size, 40))
	}
}

// napoleonTrayEvent is an event on the tray while the seat sets up: a tap picks a kind
// (again: unpicks it), a drag carries a piece of it to a free square of the zone; a piece
// of the board dropped on the tray goes back into the reserve. It reports whether it took
// the event.
func (s *Room) napoleonTrayEvent(e input.Event) bool {
	n := s.nap
	if !s.napoleonTrayShown() {
		n.carried = napoleon.NoKind
		return false
	}
	switch e.Kind {
	case input.Tap:
		k, ok := n.tray.At(e.Pos.X, e.Pos.Y)
		if !ok {
			return n.tray.R.Contains(e.Pos.X, e.Pos.Y) // a used-up kind: nothing, but taken
		}
		if k == n.dep.Picked() {
			k = napoleon.NoKind
		}
		s.local = ""
		if err := n.dep.Pick(k); err != nil {
			s.local = err.Error()
		}
	case input.DragStart:
		k, ok := n.tray.At(e.Start.X, e.Start.Y)
		if !ok {
			return false
		}
		n.carried, n.carriedAt = k, e.Pos
	case input.DragMove:
		if n.carried == napoleon.NoKind {
			return false
		}
		n.carriedAt = e.Pos
	case input.DragEnd:
		if n.carried == napoleon.NoKind {
			return false
		}
		k := n.carried
		n.carried = napoleon.NoKind
		if q, on := n.geo.SquareAt(e.Pos.X, e.Pos.Y); on {
			s.local = ""
			if err := n.dep.PlaceFromReserve(k, q); err != nil {
				s.local = err.Error()
			}
		}
	case input.Cancelled:
		if n.carried == napoleon.NoKind {
			return false
		}
		n.carried = napoleon.NoKind
	default:
		return false
	}
	n.paint(s.c.Last.Phase)
	return true
}

// napoleonDroppedOnTray takes the seat's piece from q back into the reserve when a
// finger let it go on the tray.
func (s *Room) napoleonDroppedOnTray(from napoleon.Square, x, y float64) bool {
	n := s.nap
	if !s.napoleonTrayShown() || !n.tray.R.Contains(x, y) {
		return false
	}
	if err := n.dep.Remove(from); err != nil {
		s.local = err.Error()
	}
	n.paint(s.c.Last.Phase)
	return true
}

// napoleonClear takes every piece of the set-up back into the reserve.
func (s *Room) napoleonClear() {
	if s.napoleonTrayShown() {
		s.nap.dep.Clear()
		s.local = ""
	}
}

// NapoleonReserveLeft is how many pieces the seat still has to place (tests read it).
func (s *Room) NapoleonReserveLeft() int {
	if s.nap == nil || s.nap.dep == nil {
		return 0
	}
	_, left := s.nap.dep.Reserve()
	return left
}

// NapoleonPicked is the letter of the kind picked from the reserve ("" none; tests read it).
func (s *Room) NapoleonPicked() string {
	if s.nap == nil || s.nap.dep == nil || s.nap.dep.Picked() == napoleon.NoKind {
		return ""
	}
	return string(s.nap.dep.Picked().Letter())
}
