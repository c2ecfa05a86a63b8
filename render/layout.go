package render

import "math"

// MinTarget is the smallest side of anything a finger must hit, in logical pixels
// (Apple's 44 pt guideline, WCAG 2.5.5).
const MinTarget = 44.0

// margin is the empty border kept round every screen.
func margin(v View) float64 { return clamp(math.Min(v.W, v.H)*0.05, 12, 40) }

// MenuLayout places the title screen: a title, one button per game stacked in the middle, and
// two lines of credits at the bottom.
type MenuLayout struct {
	Title     Rect
	TitleSize float64
	Buttons   []Rect // one per game, top to bottom
	LabelSize float64
	SubSize   float64
	About     [2]Rect
	AboutSize float64
}

// Menu lays out the title screen for n game buttons.
func Menu(v View, n int) MenuLayout {
	m := margin(v)
	width := math.Min(v.W-2*m, 460)
	x := (v.W - width) / 2

	var l MenuLayout
	l.AboutSize = clamp(v.W/40, 11, 14)
	aboutLine := l.AboutSize * 1.5
	l.About[1] = Rect{m, v.H - m - aboutLine, v.W - 2*m, aboutLine}
	l.About[0] = Rect{m, l.About[1].Y - aboutLine, v.W - 2*m, aboutLine}

	l.TitleSize = clamp(math.Min(v.W/6, v.H/9), 30, 80)
	buttonH := clamp(v.H*0.11, 60, 84)
	gap := clamp(v.H*0.03, 10, 24)
	block := func() float64 {
		return l.TitleSize*1.4 + gap*1.5 + float64(n)*buttonH + float64(n-1)*gap
	}
	// Space for the title and buttons: everything above the credits.
	room := l.About[0].Y - gap - m
	if b := block(); b > room {
		// A short (landscape phone) screen: shrink everything, but never a button below
		// a finger's size.
		k := room / b
		l.TitleSize *= k
		gap *= k
		buttonH = math.Max(MinTarget, buttonH*k)
	}
	// Centre the block in its room, a little above the middle where the eye rests.
	y := m + math.Max(0, (room-block())*0.42)

	l.Title = Rect{m, y, v.W - 2*m, l.TitleSize * 1.4}
	y += l.Title.H + gap*1.5
	l.Buttons = make([]Rect, n)
	for i := range l.Buttons {
		l.Buttons[i] = Rect{x, y, width, buttonH}
		y += buttonH + gap
	}
	l.LabelSize = clamp(buttonH*0.34, 18, 28)
	l.SubSize = clamp(l.LabelSize*0.6, 12, 16)
	return l
}

// GameLayout places the game screen: a Back button in the top-left corner and, for now, the
// game's name and a note in the middle. The board takes the middle in a later version.
type GameLayout struct {
	Back      Rect
	BackSize  float64
	Title     Rect
	TitleSize float64
	Note      Rect
	NoteSize  float64
}

// Game lays out the game screen.
func Game(v View) GameLayout {
	m := margin(v)
	var l GameLayout
	l.Back = Rect{m, m, 120, 52}
	l.BackSize = 20
	l.TitleSize = clamp(math.Min(v.W/8, v.H/10), 28, 64)
	l.Title = Rect{m, v.H*0.42 - l.TitleSize*0.7, v.W - 2*m, l.TitleSize * 1.4}
	l.NoteSize = clamp(v.W/30, 14, 20)
	l.Note = Rect{m, l.Title.Y + l.Title.H, v.W - 2*m, l.NoteSize * 2}
	return l
}

// ResultLayout places the result screen: the outcome and a button back to the menu.
type ResultLayout struct {
	Outcome     Rect
	OutcomeSize float64
	Menu        Rect
	MenuSize    float64
}

// Result lays out the result screen.
func Result(v View) ResultLayout {
	m := margin(v)
	var l ResultLayout
	l.OutcomeSize = clamp(math.Min(v.W/14, v.H/16), 22, 48)
	l.Outcome = Rect{m, v.H*0.4 - l.OutcomeSize, v.W - 2*m, l.OutcomeSize * 2}
	w := math.Min(v.W-2*m, 280)
	l.Menu = Rect{(v.W - w) / 2, l.Outcome.Y + l.Outcome.H + 24, w, 64}
	l.MenuSize = 22
	return l
}
