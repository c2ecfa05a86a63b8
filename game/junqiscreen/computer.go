package junqiscreen

import (
	"errors"
	"time"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// now is the clock the screens pace by: the computer's moves, a move lingering before a
// hand-over.
var now = time.Now

// SetClock replaces the screens' clock (for tests); restore puts the real one back.
func SetClock(f func() time.Time) (restore func()) {
	now = f
	return func() { now = time.Now }
}

// table is the Junqi controller as the computer runner sees it.
type table struct{ s *junqiplay.Session }

func (t table) Turn() computer.Turn {
	pd := t.s.Pending()
	tn := computer.Turn{Person: pd.Person, HandOver: pd.HandOver}
	if pd.Seat != junqi.NoSeat {
		tn.Seat = pd.Seat.String()
	}
	switch pd.What {
	case junqiplay.DecideDeploy:
		tn.What = computer.Deploy
	case junqiplay.DecideMove:
		tn.What = computer.Move
	case junqiplay.DecideDraw:
		tn.What = computer.AnswerDraw
	}
	return tn
}

func (t table) Decide(seat, tokens string) error {
	x, _ := junqi.SeatOf(seat[0])
	return t.s.Decide(x, tokens)
}

func (t table) Record() *record.Record { return t.s.Record() }
func (t table) RecordText() string     { return t.s.RecordText() }
func (t table) MoveCount() int         { return t.s.MoveCount() }

// computerTurn lets the computer make the decision it owes, if any, and plays a person's
// queued resignation or draw offer once its turn comes. acted reports that the game
// changed; busy that a computer (or the hint) still thinks.
func (g *junqiGame) computerTurn() (acted, busy bool) {
	g.bots.Levels = g.sess.Options().Levels
	g.bots.Seed = g.sess.Seed()
	// A frame that draws a sliding piece is a long one already (the whole board is drawn):
	// the search takes only a sliver of it.
	g.bots.Budget = computer.DefaultBudget
	if g.view.Sliding() {
		g.bots.Budget = computer.AnimatingBudget
	}
	acted, busy, failed := g.bots.Play(table{g.sess}, g.sh.Settings.Pace, now())
	if failed != nil {
		g.fallback(failed)
		acted = true
	}
	if acted {
		if failed == nil {
			g.fb = junqiplay.Feedback{}
		}
		g.save()
		g.view.set(g.sess.Picture(), g.sess.MoveCount())
	}
	return acted, busy
}

// fallback keeps the game going when a computer player fails: it plays the first legal
// move (or keeps its random layout, or declines), and says so.
func (g *junqiGame) fallback(f *computer.Failure) {
	x, _ := junqi.SeatOf(f.Turn.Seat[0])
	var err error
	switch f.Turn.What {
	case computer.Move:
		if !f.Turn.Person {
			if ms := g.sess.LegalMoves(); len(ms) > 0 {
				err = g.sess.Decide(x, ms[0])
			} else {
				err = g.sess.Decide(x, "resign") // no move at all: the rules end it anyway
			}
		}
	case computer.Deploy:
		err = g.sess.Decide(x, g.sess.LayoutOf(x))
	case computer.AnswerDraw:
		err = g.sess.Decide(x, "decline")
	}
	msg := g.sh.Text.T(i18n.ComputerFailed, g.name(x), f.Err.Error())
	if err != nil {
		msg += " " + err.Error()
	}
	g.fb = junqiplay.Feedback{Refused: true, Code: "app", Text: msg}
}

// thinking reports whether a computer seat is deciding now.
func (g *junqiGame) thinking() bool { return computer.Thinking(table{g.sess}) }

// personAsks plays a person's resignation or draw offer from the game menu: at once when
// it is that person's turn, else queued for it (a computer is deciding now).
func (g *junqiGame) personAsks(tok string) {
	op := g.sess.Resign
	if tok == "draw" {
		op = g.sess.OfferDraw
	}
	if fb := g.do(op); !(fb.Refused && fb.Code == junqiplay.RefusedComputer) {
		return // played now (or refused for another reason, which the screen says)
	}
	fb := g.fb
	who := g.sess.Viewer()
	if ps := g.sess.People(); who == junqi.NoSeat && len(ps) > 0 {
		who = ps[0]
	}
	if who == junqi.NoSeat {
		g.fb = fb
		return
	}
	g.bots.Queue(who.String(), tok, now())
	k := i18n.QueuedResign
	if tok == "draw" {
		k = i18n.QueuedDraw
	}
	g.fb = junqiplay.Feedback{Code: "app", Text: g.sh.Text.T(k, g.name(who))}
}

// gameMenu is the in-game menu of a Junqi screen.
func (g *junqiGame) gameMenu() *menu.GameMenu {
	return menu.NewGameMenu(g.sh, menu.GameMenuHooks{
		Resign: func() error {
			g.personAsks("resign")
			return nil
		},
		OfferDraw: func() error {
			g.personAsks("draw")
			return nil
		},
		CanOfferDraw: func() bool { return g.sess.Phase() == junqiplay.Play },
		RecordText:   func() string { return g.sess.RecordText() },
		// A dark or flip record lists every hidden piece: saved once the game is over.
		CanSaveRecord: func() bool {
			return g.sess.Config().Mode == junqi.Open || g.sess.Phase() == junqiplay.Over
		},
		// The hint and take back are for a person playing against the computer.
		Hint:       func() (shown, on bool) { return g.sess.Options().Computers != "", g.bots.HintOn() },
		ToggleHint: func() { g.bots.SetHint(!g.bots.HintOn()) },
		Extra:      g.countItem,
		OnExtra:    g.onMenuItem,
		CanTakeBack: func() bool {
			return g.sess.CanTakeBack(g.person()) && !errors.Is(g.sess.TakeBackRefusalFor(g.person()), junqiplay.ErrHidden)
		},
		TakeBack: func() error {
			g.bots.Stop()
			if err := g.sess.TakeBack(g.person()); err != nil {
				text := err.Error()
				if errors.Is(err, junqiplay.ErrHidden) {
					text = g.sh.Text.T(i18n.TakeBackHidden)
				}
				g.fb = junqiplay.Feedback{Refused: true, Code: "app", Text: text}
				return nil
			}
			g.fb = junqiplay.Feedback{Code: "app", Text: g.sh.Text.T(i18n.TookBack)}
			g.save()
			g.view.set(g.sess.Picture(), g.sess.MoveCount())
			return nil
		},
		// Between people: the seat that moved last asks, the others answer on their screens.
		AskTakeBack: func() (string, bool) {
			if g.sess.Options().Computers != "" {
				// against the computer Take back is the item; after a battle it shows why not
				if g.sess.CanTakeBack(g.person()) && errors.Is(g.sess.TakeBackRefusalFor(g.person()), junqiplay.ErrHidden) {
					return g.sh.Text.T(i18n.NoTakeBackHidden), false
				}
				return "", false
			}
			if by, ok := g.sess.CanAskTakeBack(); ok {
				return g.sh.Text.T(i18n.AskTakeBack, g.name(by)), true
			}
			if errors.Is(g.sess.TakeBackRefusal(), junqiplay.ErrHidden) {
				return g.sh.Text.T(i18n.NoTakeBackHidden), false
			}
			return "", false
		},
		Ask: func() error {
			g.do(g.sess.AskTakeBack)
			return nil
		},
	})
}

// person is the person at the device: the one there is, or the one holding it.
func (g *junqiGame) person() junqi.Seat {
	if ps := g.sess.People(); len(ps) == 1 {
		return ps[0]
	}
	return g.sess.Viewer()
}

// hintText is what the feedback line says of the hint: "" when it is off or not for now.
func (g *junqiGame) hintText() string {
	mv, shown := g.bots.Hint(table{g.sess})
	switch {
	case !shown:
		return ""
	case mv == "":
		return g.sh.Text.T(i18n.HintThinking)
	}
	// "the engineer from e6 to d5": the piece by name, where the board shows it
	pts := computer.HintPoints(mv)
	if q, ok := junqi.BoardOf(g.sess.Config().Board).PointByName(pts[0]); ok && len(pts) == 2 {
		if pc := g.view.pic.Pieces[q]; pc.Present && !pc.FaceDown && pc.Code != '?' {
			return g.sh.Text.T(i18n.HintPiece, g.pieceName(string(pc.Code), ""), pts[0], pts[1])
		}
	}
	return g.sh.Text.T(i18n.HintMove, mv)
}

// drawHint rings the points of the hint's move on the board: the piece and where it goes.
func (g *junqiGame) drawHint(p render.Painter) {
	mv, _ := g.bots.Hint(table{g.sess})
	for _, name := range computer.HintPoints(mv) {
		if r, ok := g.view.target(name); ok {
			widget.Ring(p, r)
		}
	}
}

// Hint is the hint's move for the person to move, "" while none is shown.
func (s *JunqiPlay) Hint() string {
	mv, _ := s.g.bots.Hint(table{s.g.sess})
	return mv
}
