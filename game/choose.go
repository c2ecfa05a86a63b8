package game

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

// ChooseGame is the first step of a new game: one big card per game, with what it is about.
type ChooseGame struct {
	shared  *Shared
	frame   frame
	buttons buttons
	cards   []gameCard
}

type gameCard struct {
	id     GameID
	button *button
	name   render.Rect
	help   []string
	helpAt render.Rect
}

// NewChooseGame makes the game choice screen.
func NewChooseGame(sh *Shared) *ChooseGame { return &ChooseGame{shared: sh} }

func (s *ChooseGame) Name() string { return "newgame" }

func (s *ChooseGame) Layout(v render.View) {
	p, fonts := s.shared.Text, s.shared.Fonts
	s.frame = newFrame(v, fonts, p, "")
	k, body := s.frame.k, s.frame.body
	s.buttons = buttons{s.frame.backButton(p)}
	s.cards = nil
	side := v.W > v.H && body.W > 560 // cards side by side on wide screens
	gap := 16 * k
	n := float64(len(Games))
	cardW := body.W
	if side {
		cardW = (body.W - gap*(n-1)) / n
	}
	pad := 20 * k
	nameSize, helpSize := 28*k, 15*k
	var cardH float64
	for _, id := range Games {
		c := gameCard{id: id, help: fonts.Wrap(id.Help(p), helpSize, cardW-2*pad)}
		cardH = math.Max(cardH, 2*pad+nameSize*1.4+8+float64(len(c.help))*helpSize*1.45)
		s.cards = append(s.cards, c)
	}
	total := cardH*n + gap*(n-1)
	if side {
		total = cardH
	}
	y := body.Y + math.Max(8*k, (body.H-total)*0.35)
	for i := range s.cards {
		c := &s.cards[i]
		r := render.Rect{X: body.X, Y: y + float64(i)*(cardH+gap), W: cardW, H: cardH}
		if side {
			r = render.Rect{X: body.X + float64(i)*(cardW+gap), Y: y, W: cardW, H: cardH}
		}
		c.button = &button{name: "button:" + string(c.id), kind: rowButton, rect: r}
		c.name = render.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: nameSize * 1.4}
		c.helpAt = render.Rect{X: r.X + pad, Y: c.name.Y + c.name.H + 8, W: r.W - 2*pad, H: float64(len(c.help)) * helpSize * 1.45}
		s.buttons = append(s.buttons, c.button)
	}
}

func (s *ChooseGame) Update(events []input.Event) Step {
	tapped, changed := s.buttons.handle(events, render.Rect{})
	switch tapped {
	case "button:back":
		return Step{Next: NewMenu(s.shared)}
	case "button:junqi":
		return Step{Next: NewOptions(s.shared, Junqi)}
	case "button:napoleon":
		return Step{Next: NewOptions(s.shared, Napoleon)}
	}
	return Step{Redraw: changed}
}

func (s *ChooseGame) Draw(p render.Painter) {
	p.Clear()
	t := s.shared.Text
	s.frame.drawBars(p, t.T(i18n.ChooseGame))
	s.buttons[0].draw(p)
	k := s.frame.k
	for _, c := range s.cards {
		fill := render.ButtonFill
		if c.button.pressed {
			fill = render.ButtonDown
		}
		p.Panel(c.button.rect, 14, fill, render.ButtonBorder)
		p.Text(c.id.Name(t), 28*k, c.name, render.AlignLeft, render.TitleColour)
		p.Lines(c.help, 15*k, 15*k*1.45, c.helpAt, render.AlignLeft, render.TextColour)
	}
}

func (s *ChooseGame) Target(name string) (render.Rect, bool) { return s.buttons.target(name) }
