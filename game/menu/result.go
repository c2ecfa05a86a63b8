package menu

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// BoardDrawer draws a finished game's board, every piece revealed.
type BoardDrawer interface {
	Layout(area render.Rect, v render.View)
	Draw(p render.Painter)
}

// ResultInfo is what the result screen shows and offers.
type ResultInfo struct {
	Title  string // who won, or that it is a draw
	Reason string // how
	Board  BoardDrawer
	// Rematch starts the same game again; nil hides the button.
	Rematch func() (scene.Scene, error)
	// Replay steps through the game (back: this screen); nil, or a nil scene, hides it.
	Replay func(back scene.Scene) scene.Scene
}

// Result shows how the game ended over the final board and offers Rematch, Replay, Save
// the record, New game and Main menu; leaving it closes the game.
type Result struct {
	shared    *scene.Shared
	info      ResultInfo
	buttons   widget.Buttons
	title     render.Rect
	titleSize float64
	reason    []string
	reasonAt  render.Rect
	reasonSz  float64
	board     render.Rect
}

// NewResultScene makes the result screen of a finished game.
func NewResultScene(sh *scene.Shared, info ResultInfo) *Result {
	return &Result{shared: sh, info: info}
}

// NewGameResult is the result screen of g, which has just ended: title says who won, reason
// how, board is the final board. The model remembers the outcome (a reload shows this screen
// again); Rematch plays g again through the kernel's door.
func NewGameResult(sh *scene.Shared, g scene.Game, title, reason string, board BoardDrawer) *Result {
	if !sh.Model.Finished() {
		sh.Model.Finish(title + " — " + reason)
	}
	info := ResultInfo{Title: title, Reason: reason, Board: board,
		Rematch: func() (scene.Scene, error) { return scene.Rematch(sh, g) }}
	if r, ok := g.(interface {
		Replay(back scene.Scene) scene.Scene
	}); ok {
		info.Replay = r.Replay
	}
	return NewResultScene(sh, info)
}

// NewResult is the result screen of the model's finished game, without a board.
func NewResult(sh *scene.Shared) *Result {
	return NewResultScene(sh, ResultInfo{Title: sh.Text.T(i18n.GameOver), Reason: sh.Model.Outcome()})
}

func (s *Result) Name() string { return "result" }

func (s *Result) Layout(v render.View) {
	p := s.shared.Text
	k, m := widget.UIScale(v), widget.Margin(v)
	s.buttons = nil
	if s.info.Rematch != nil {
		s.buttons = append(s.buttons, &widget.Button{Name: "button:rematch", Kind: widget.PrimaryButton, Label: p.T(i18n.Rematch)})
	}
	if s.info.Replay != nil {
		s.buttons = append(s.buttons, &widget.Button{Name: "button:replay", Label: p.T(i18n.Replay)})
	}
	if s.shared.Model.Record() != "" {
		s.buttons = append(s.buttons, &widget.Button{Name: "button:saverecord", Label: p.T(i18n.SaveRecord)})
	}
	s.buttons = append(s.buttons, &widget.Button{Name: "button:newgame", Label: p.T(i18n.MenuNewGame)},
		&widget.Button{Name: "button:menu", Label: p.T(i18n.MainMenu)})
	if s.info.Rematch == nil {
		s.buttons[len(s.buttons)-1].Kind = widget.PrimaryButton
	}
	s.titleSize = widget.Clamp(math.Min(v.W/12, v.H/16), 24, 44)
	s.reasonSz = 17 * k
	btnH := 52.0 * math.Min(k, 1.1)
	n := float64(len(s.buttons))
	gap := 10.0

	landscape := s.info.Board != nil && v.W > v.H*1.15
	col := render.Rect{X: m, Y: m, W: v.W - 2*m, H: v.H - 2*m}
	if landscape {
		side := math.Min(v.W*0.42, math.Max(240, v.W-v.H))
		s.board = render.Rect{X: m / 2, Y: m / 2, W: v.W - side - m, H: v.H - m}
		col = render.Rect{X: v.W - side, Y: m, W: side - m, H: v.H - 2*m}
	}
	colW := math.Min(col.W, 560*k)
	cx := col.X + (col.W-colW)/2
	s.reason = s.shared.Fonts.WrapBalanced(s.info.Reason, s.reasonSz, colW)
	reasonH := float64(len(s.reason)) * s.reasonSz * 1.4
	s.title = render.Rect{X: cx, Y: col.Y, W: colW, H: s.titleSize * 1.4}
	y := col.Y + s.title.H + 4
	s.reasonAt = render.Rect{X: cx, Y: y, W: colW, H: reasonH}
	y += reasonH + 12
	// The buttons stand in a row when it fits, else in two columns (four buttons on a
	// phone), else one above the other.
	cols := 1.0
	switch {
	case !landscape && colW >= n*120+(n-1)*gap:
		cols = n
	case n >= 4 && colW >= 2*120+gap:
		cols = 2
	}
	rows := math.Ceil(n / cols)
	btnBlock := rows*btnH + (rows-1)*gap
	switch {
	case s.info.Board != nil && !landscape:
		by := col.Y + col.H - btnBlock
		s.board = render.Rect{X: m / 2, Y: y, W: v.W - m, H: math.Max(0, by-12-y)}
		y = by
	default:
		// Title, reason and buttons together, a little above the middle of their column
		// (beside the board on a wide screen).
		block := s.title.H + 4 + reasonH + 32 + btnBlock
		top := col.Y + math.Max(0, (col.H-block)*0.42)
		s.title.Y = top
		s.reasonAt.Y = top + s.title.H + 4
		y = s.reasonAt.Y + reasonH + 32
	}
	bw := math.Min(colW, 320*k)
	if cols > 1 {
		bw = (colW - (cols-1)*gap) / cols
	}
	left := cx + (colW-(cols*bw+(cols-1)*gap))/2
	for i, b := range s.buttons {
		b.Size = widget.LabelSize * k
		c, r := float64(i%int(cols)), float64(i/int(cols))
		b.Rect = render.Rect{X: left + c*(bw+gap), Y: y + r*(btnH+gap), W: bw, H: btnH}
	}
	if s.info.Board != nil {
		s.info.Board.Layout(s.board, v)
	}
}

func (s *Result) Update(events []input.Event) scene.Step {
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	sh := s.shared
	switch tapped {
	case "button:rematch":
		next, err := s.info.Rematch()
		if err != nil {
			sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
			return scene.Step{Redraw: true}
		}
		return scene.Step{Next: next}
	case "button:replay":
		if next := s.info.Replay(s); next != nil {
			return scene.Step{Next: next}
		}
		return scene.Step{Redraw: true}
	case "button:saverecord":
		exportNotice(sh, recordFileName(sh.Model.Game(), timeNow()), sh.Model.Record())
		return scene.Step{Redraw: true}
	case "button:newgame":
		sh.Model.Close()
		return scene.Step{Next: NewChooseGame(sh)}
	case "button:menu":
		sh.Model.Close()
		return scene.Step{Next: NewMenu(sh)}
	}
	// A board still making its art asks for another frame.
	if pd, ok := s.info.Board.(interface{ Pending() bool }); ok && pd.Pending() {
		changed = true
	}
	return scene.Step{Redraw: changed}
}

func (s *Result) Draw(p render.Painter) {
	p.Clear()
	if s.info.Board != nil {
		s.info.Board.Draw(p)
	}
	p.Text(s.info.Title, s.titleSize, s.title, render.AlignCentre, render.TitleColour)
	p.Lines(s.reason, s.reasonSz, s.reasonSz*1.4, s.reasonAt, render.AlignCentre, render.TextColour)
	s.buttons.Draw(p)
}

func (s *Result) Target(name string) (render.Rect, bool) { return s.buttons.Target(name) }

// Info is what the screen shows and offers.
func (s *Result) Info() ResultInfo { return s.info }
