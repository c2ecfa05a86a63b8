package menu

import (
	"math"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// ChooseGame is the first step of a new game: one big card per game, with what it is about.
type ChooseGame struct {
	shared  *scene.Shared
	frame   widget.Frame
	buttons widget.Buttons
	cards   []gameCard
}

type gameCard struct {
	kind   scene.Kind
	button *widget.Button
	name   render.Rect
	help   []string
	helpAt render.Rect
}

// NewChooseGame makes the game choice screen.
func NewChooseGame(sh *scene.Shared) *ChooseGame { return &ChooseGame{shared: sh} }

func (s *ChooseGame) Name() string { return "newgame" }

func (s *ChooseGame) Layout(v render.View) {
	p, fonts := s.shared.Text, s.shared.Fonts
	s.frame = widget.NewFrame(v, fonts, p, "")
	k, body := s.frame.K, s.frame.Body
	s.buttons = widget.Buttons{s.frame.BackButton(p)}
	s.cards = nil
	side := v.W > v.H && body.W > 560 // cards side by side on wide screens
	gap := 16 * k
	games := s.shared.Games.List()
	n := float64(len(games))
	cardW := body.W
	if side {
		cardW = (body.W - gap*(n-1)) / n
	}
	pad := 20 * k
	nameSize, helpSize := 28*k, 15*k
	var cardH float64
	for _, g := range games {
		c := gameCard{kind: g, help: fonts.Wrap(g.Help(p), helpSize, cardW-2*pad)}
		cardH = math.Max(cardH, 2*pad+nameSize*1.4+8+float64(len(c.help))*helpSize*1.45)
		s.cards = append(s.cards, c)
	}
	total := cardH*n + gap*(n-1)
	if side {
		total = cardH
	}
	if s.shared.Online != nil {
		total += gap + 48
	}
	y := body.Y + math.Max(8*k, (body.H-total)*0.35)
	for i := range s.cards {
		c := &s.cards[i]
		r := render.Rect{X: body.X, Y: y + float64(i)*(cardH+gap), W: cardW, H: cardH}
		if side {
			r = render.Rect{X: body.X + float64(i)*(cardW+gap), Y: y, W: cardW, H: cardH}
		}
		c.button = &widget.Button{Name: "button:" + string(c.kind.ID()), Kind: widget.RowButton, Rect: r}
		c.name = render.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad, H: nameSize * 1.4}
		c.helpAt = render.Rect{X: r.X + pad, Y: c.name.Y + c.name.H + 8, W: r.W - 2*pad, H: float64(len(c.help)) * helpSize * 1.45}
		s.buttons = append(s.buttons, c.button)
	}
	if s.shared.Online != nil { // a room a friend made: its code
		last := s.cards[len(s.cards)-1].button.Rect
		label := p.T(i18n.OnlineJoin)
		w := math.Min(body.W, fonts.Width(label, 17*k)+64)
		s.buttons = append(s.buttons, &widget.Button{Name: "button:online-join", Label: label, Size: 17 * k,
			Rect: render.Rect{X: body.X + (body.W-w)/2, Y: last.Y + last.H + gap, W: w, H: 48}})
	}
}

func (s *ChooseGame) Update(events []input.Event) scene.Step {
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	switch tapped {
	case "button:back":
		return scene.Step{Next: NewMenu(s.shared)}
	case "button:online-join":
		return scene.Step{Next: s.shared.Online.Join(s.shared, "", s)}
	}
	for _, c := range s.cards {
		if tapped == c.button.Name {
			return scene.Step{Next: NewOptions(s.shared, c.kind.ID())}
		}
	}
	return scene.Step{Redraw: changed}
}

func (s *ChooseGame) Draw(p render.Painter) {
	p.Clear()
	t := s.shared.Text
	s.frame.DrawBars(p, t.T(i18n.ChooseGame))
	s.buttons[0].Draw(p)
	k := s.frame.K
	for _, c := range s.cards {
		fill := render.ButtonFill
		if c.button.Pressed {
			fill = render.ButtonDown
		}
		p.Panel(c.button.Rect, 14, fill, render.ButtonBorder)
		p.Text(c.kind.Name(t), 28*k, c.name, render.AlignLeft, render.TitleColour)
		p.Lines(c.help, 15*k, 15*k*1.45, c.helpAt, render.AlignLeft, render.TextColour)
	}
	if b := s.buttons.Find("button:online-join"); b != nil {
		b.Draw(p)
	}
}

func (s *ChooseGame) Target(name string) (render.Rect, bool) { return s.buttons.Target(name) }
