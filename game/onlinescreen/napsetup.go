package onlinescreen

import (
	"errors"
	"image/color"

	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/napoleonparts"
	"warboard/game/online/napoleonview"
	"warboard/game/scene"
	"warboard/game/widget"
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
				return errNotSettingUp
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

// errNotSettingUp: the set-up was sent (or the room moved on) while the list was open.
var errNotSettingUp = errors.New("the set-up is no longer yours to change")

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
// disabled while no set-up fits (napoleonLines says why).
func (s *Room) napoleonSetUpButtons(b func(name, label string, primary bool)) {
	b("button:layouts", s.sh.Text.T(i18n.DeployLayouts), false)
}

// napoleonSetUpChips marks the Layouts button disabled when no set-up fits.
func (s *Room) napoleonSetUpChips() {
	for _, b := range s.buttons {
		if b.Name == "button:layouts" {
			b.Disabled = !s.layoutsFit()
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
