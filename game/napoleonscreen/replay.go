package napoleonscreen

import (
	"math"
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/napoleonplay"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// napoleonReplay steps through a finished Napoleon game turn by turn: first, back, play or
// pause, forward, last, autoplay at a chosen speed. Back returns to the result screen.
type napoleonReplay struct {
	g     *napoleonGame
	r     *napoleonplay.Replay
	back  scene.Scene
	v     render.View
	board *napoleonView

	step widget.Stepper

	buttons widget.Buttons
	titleAt render.Rect
	noteAt  render.Rect
	k       float64
	moves   widget.MoveList // every turn of the game: a tap jumps to it
}

// Replay is the replay of the game, back leading to back; nil when there is nothing to
// replay (the set-up never ended).
func (g *napoleonGame) Replay(back scene.Scene) scene.Scene {
	r, err := napoleonplay.NewReplay(g.sess.Record())
	if err != nil {
		return nil
	}
	s := &napoleonReplay{g: g, r: r, back: back, board: newNapoleonView(g.sh.Fonts),
		step: widget.Stepper{Ply: r.Len(), Len: r.Len(), Speed: 1}}
	if end, err := r.Picture(r.Len()); err == nil {
		skin := s.board.scene.Skin()
		for _, h := range end.History {
			s.moves.Moves = append(s.moves.Moves, widget.SideRow{Text: h.Text, Mark: sideColour(skin, h.Side)})
		}
	}
	s.show()
	return s
}

func (s *napoleonReplay) Name() string { return "replay" }

func (s *napoleonReplay) show() {
	if pic, err := s.r.Picture(s.step.Ply); err == nil {
		s.board.set(pic, false, false)
	}
}

func (s *napoleonReplay) Layout(v render.View) {
	s.v = v
	if !v.Valid() {
		return
	}
	p := s.g.sh.Text
	k := widget.UIScale(v)
	s.k = k
	m := widget.Clamp(math.Min(v.W, v.H)*0.02, 6, 14)
	steps, speeds := s.step.Buttons(p, k)
	backLabel := p.T(i18n.Back)
	backW := math.Max(render.MinTarget, s.g.sh.Fonts.Width(backLabel, widget.LabelSize*k)+40)
	barH := math.Max(render.MinTarget+8, 56*k)
	btnH := math.Max(render.MinTarget, 48*k)
	gap := 8.0
	landscape := v.W > v.H*1.15
	col := render.Rect{X: m, Y: m, W: v.W - 2*m, H: v.H - 2*m}
	var area render.Rect
	if landscape {
		side := widget.Clamp(v.W*0.38, 260, 440*k)
		col = render.Rect{X: v.W - side - m, Y: m, W: side, H: v.H - 2*m}
		area = render.Rect{X: m / 2, Y: m / 2, W: v.W - side - 2*m, H: v.H - m}
	}
	back := &widget.Button{Name: "button:back", Label: backLabel, Size: widget.LabelSize * k,
		Rect: render.Rect{X: col.X + col.W - backW, Y: col.Y + (barH-render.MinTarget)/2, W: backW, H: render.MinTarget}}
	s.titleAt = render.Rect{X: col.X, Y: col.Y, W: back.Rect.X - col.X - 8, H: barH}
	chipsH := widget.Flow(speeds, s.g.sh.Fonts, 0, 0, col.W, render.MinTarget, gap, false)
	noteH := widget.HelpSize * k * 1.4 * 2
	panelH := noteH + gap + btnH + gap + chipsH
	// The list of turns: a column under the controls beside the board, or under a portrait
	// board in its spare height; where neither has room for three lines, a strip of turns
	// side by side (a phone).
	rowH := math.Max(render.MinTarget*0.75, widget.SideLineH(k))
	stripH := render.MinTarget + gap
	list, strip := render.Rect{}, false
	y := col.Y + barH + gap
	if landscape {
		if rest := col.Y + col.H - (y + panelH + gap); rest >= 3*rowH+8 {
			list = render.Rect{X: col.X + 4, Y: y + panelH + gap + 4, W: col.W - 8, H: rest - 8}
		} else {
			list, strip = render.Rect{X: col.X, Y: y, W: col.W, H: render.MinTarget}, true
			y += stripH
		}
	} else {
		y = v.H - m - panelH
		area = render.Rect{X: 0, Y: col.Y + barH + 2, W: v.W, H: math.Max(0, y-4-col.Y-barH-2)}
		if spare := area.H - area.W; spare >= 3*rowH+16 {
			h := math.Min(spare, 6*rowH+16)
			area.H -= h
			list = render.Rect{X: col.X + 4, Y: area.Y + area.H + 6, W: col.W - 8, H: h - 10}
		} else {
			area.H = math.Max(0, area.H-stripH)
			list, strip = render.Rect{X: col.X, Y: area.Y + area.H + 4, W: col.W, H: render.MinTarget}, true
		}
	}
	if strip {
		s.moves.LayoutStrip(s.g.sh.Fonts, p, list, k, s.step.Ply)
	} else {
		s.moves.Layout(list, k, s.step.Ply)
	}
	s.noteAt = render.Rect{X: col.X, Y: y, W: col.W, H: noteH}
	y += noteH + gap
	w := (col.W - 4*gap) / 5
	for i, b := range steps {
		b.Rect = render.Rect{X: col.X + float64(i)*(w+gap), Y: y, W: w, H: btnH}
	}
	y += btnH + gap
	widget.Flow(speeds, s.g.sh.Fonts, col.X, y, col.W, render.MinTarget, gap, true)
	s.buttons = append(append(widget.Buttons{back}, steps...), speeds...)
	s.board.zoom.Enable(s.g.sh.Fonts, p, k)
	s.board.Layout(area, v)
}

func (s *napoleonReplay) Update(events []input.Event) scene.Step {
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	was := s.step.Ply
	if tapped == "button:back" {
		s.step.Playing = false
		return scene.Step{Next: s.back, Redraw: true}
	}
	s.step.Handle(tapped, now())
	redraw := changed || s.board.Pending()
	if tapped == "" && s.moves.Owns(events) {
		jump, scrolled := s.moves.Handle(events)
		if jump >= 0 {
			s.step.Ply, s.step.Playing = jump, false
		}
		redraw = redraw || scrolled || jump >= 0
	}
	if tapped != "" || s.step.Ply != was {
		s.show()
		s.Layout(s.v)
		redraw = true
	}
	return scene.Step{Redraw: redraw, Busy: s.step.Playing}
}

func (s *napoleonReplay) Draw(p render.Painter) {
	p.Clear()
	s.board.Draw(p)
	tr := s.g.sh.Text
	p.Text(tr.T(i18n.ReplayTitle, s.step.Ply, s.r.Len()), widget.LabelSize*s.k*1.15, s.titleAt, render.AlignLeft, render.TitleColour)
	pic := s.board.pic
	note := scoreLine(tr, &pic)
	lines := p.Fonts.Wrap(note, widget.HelpSize*s.k, s.noteAt.W)
	p.Lines(lines, widget.HelpSize*s.k, widget.HelpSize*s.k*1.4, s.noteAt, render.AlignLeft, render.MutedColour)
	s.moves.Draw(p, tr, s.step.Ply)
	s.buttons.Draw(p)
}

func (s *napoleonReplay) Target(name string) (render.Rect, bool) {
	if i, err := strconv.Atoi(strings.TrimPrefix(name, "move:")); err == nil && strings.HasPrefix(name, "move:") {
		return s.moves.Target(i)
	}
	return s.buttons.Target(name)
}

// MoveListTop is the first turn in the list's view (0-based).
func (s *napoleonReplay) MoveListTop() int { return s.moves.Top() }

// Shown is the board on screen.
func (s *napoleonReplay) Shown() string { return s.board.Shown() }

// Ply is the number of turns the board shows played.
func (s *napoleonReplay) Ply() int { return s.step.Ply }
