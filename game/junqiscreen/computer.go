package junqiscreen

import (
	"hash/fnv"
	"time"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/rules/junqi"
)

// thinkBudget is how much of a frame a computer's search may take in the browser: the
// frame stays well under 50 ms, and the search gets most of the time.
const thinkBudget = 18 * time.Millisecond

// now is the clock the computer seats are paced by (a test may stop it).
var now = time.Now

// bots are the computer seats' work in progress, and what people asked of them meanwhile.
type bots struct {
	job    *computer.Job
	key    string        // the decision the job answers: seat, what and ply
	queued [4]string     // per person's seat: "resign" or "draw", played at its next turn
	hint   *computer.Job // the hint for the person to move
	hintOn bool
	hintAt string // the decision the hint answers
	hinted string // the hint's move, once found
}

// computerTurn lets the computer make the decision it owes, if any, and plays a person's
// queued resignation or draw offer once its turn comes. acted reports that the game
// changed; busy that a computer (or the hint) still thinks.
func (g *junqiGame) computerTurn() (acted, busy bool) {
	pd := g.sess.Pending()
	if pd.What == junqiplay.DecideNothing || pd.HandOver {
		g.dropJob()
		return false, false
	}
	if pd.Person {
		g.dropJob()
		if q := g.bots.queued[pd.Seat]; q != "" && pd.What == junqiplay.DecideMove {
			g.bots.queued[pd.Seat] = ""
			g.fb = junqiplay.Feedback{}
			if err := g.sess.Decide(pd.Seat, q); err != nil {
				g.fb = junqiplay.Feedback{Refused: true, Code: "app", Text: err.Error()}
			}
			g.changed()
			return true, false
		}
		return false, g.thinkHint(pd)
	}
	what := computer.Move
	switch pd.What {
	case junqiplay.DecideDeploy:
		what = computer.Deploy
	case junqiplay.DecideDraw:
		what = computer.AnswerDraw
	}
	key := pd.Seat.String() + " " + pd.What.String() + " " + itoa(g.sess.MoveCount())
	if g.bots.job == nil || g.bots.key != key {
		g.dropJob()
		text := g.sess.RecordText()
		h := fnv.New64a()
		h.Write([]byte(text))
		h.Write([]byte(key))
		delay := computer.Delay(g.sh.Settings.Pace)
		if what == computer.Deploy || g.queuedAny() {
			delay = 0 // nothing to watch; or a person waits to resign
		}
		g.bots.job = computer.Start(computer.Ask{What: what, Record: g.sess.Record(), Seat: pd.Seat.String(),
			Level: computer.SeatLevel(g.sess.Options().Levels, pd.Seat.String()), Seed: h.Sum64()}, delay, now())
		g.bots.key = key
	}
	ans, ready, err := g.bots.job.Think(now(), thinkBudget)
	if !ready {
		return false, true
	}
	g.bots.job = nil
	g.fb = junqiplay.Feedback{}
	if err == nil {
		err = g.sess.Decide(pd.Seat, ans)
	}
	if err != nil {
		g.fallback(pd, err)
	}
	g.changed()
	return true, false
}

// fallback keeps the game going when a computer player fails: it plays the first legal
// move (or keeps its random layout, or declines), and says so.
func (g *junqiGame) fallback(pd junqiplay.Pending, cause error) {
	var err error
	switch pd.What {
	case junqiplay.DecideMove:
		err = g.sess.Decide(pd.Seat, "resign")
		if ms := g.sess.LegalMoves(); len(ms) > 0 {
			err = g.sess.Decide(pd.Seat, ms[0])
		}
	case junqiplay.DecideDeploy:
		err = g.sess.Decide(pd.Seat, g.sess.LayoutOf(pd.Seat))
	case junqiplay.DecideDraw:
		err = g.sess.Decide(pd.Seat, "decline")
	}
	msg := g.sh.Text.T(i18n.ComputerFailed, g.name(pd.Seat), cause.Error())
	if err != nil {
		msg += " " + err.Error()
	}
	g.fb = junqiplay.Feedback{Refused: true, Code: "app", Text: msg}
}

// changed saves the game and shows it after a change made outside a tap.
func (g *junqiGame) changed() {
	g.save()
	g.bots.hinted, g.bots.hintAt = "", ""
	g.view.set(g.sess.Picture(), g.sess.MoveCount())
}

func (g *junqiGame) dropJob() {
	if g.bots.job != nil {
		g.bots.job.Stop()
		g.bots.job = nil
	}
}

func (g *junqiGame) queuedAny() bool {
	for _, q := range g.bots.queued {
		if q != "" {
			return true
		}
	}
	return false
}

// thinking reports whether a computer seat is deciding now.
func (g *junqiGame) thinking() bool {
	pd := g.sess.Pending()
	return pd.What != junqiplay.DecideNothing && !pd.Person && !pd.HandOver
}

// thinkHint works on the hint while it is on and the person to move has none yet.
func (g *junqiGame) thinkHint(pd junqiplay.Pending) bool {
	if !g.bots.hintOn || pd.What != junqiplay.DecideMove {
		g.dropHint()
		return false
	}
	key := pd.Seat.String() + " " + itoa(g.sess.MoveCount())
	if g.bots.hintAt == key && g.bots.hint == nil {
		return false // found already
	}
	if g.bots.hint == nil || g.bots.hintAt != key {
		g.dropHint()
		h := fnv.New64a()
		h.Write([]byte(g.sess.RecordText()))
		g.bots.hint = computer.Start(computer.Ask{What: computer.Move, Record: g.sess.Record(), Seat: pd.Seat.String(),
			Level: "hard", Seed: h.Sum64()}, 0, now())
		g.bots.hintAt, g.bots.hinted = key, ""
	}
	ans, ready, err := g.bots.hint.Think(now(), thinkBudget)
	if !ready {
		return true
	}
	g.bots.hint = nil
	if err == nil {
		g.bots.hinted = ans
	}
	return false
}

func (g *junqiGame) dropHint() {
	if g.bots.hint != nil {
		g.bots.hint.Stop()
		g.bots.hint = nil
	}
	g.bots.hintAt, g.bots.hinted = "", ""
}

// personAsks plays a person's resignation or draw offer from the game menu: at once when
// it is that person's turn, else queued for it (a computer is deciding now).
func (g *junqiGame) personAsks(tok string) {
	op := g.sess.Resign
	if tok == "draw" {
		op = g.sess.OfferDraw
	}
	fb := op()
	if !(fb.Refused && fb.Code == junqiplay.RefusedComputer) {
		g.fb = fb
		if !fb.Refused {
			g.changed()
		}
		return
	}
	who := g.sess.Viewer()
	if ps := g.sess.People(); who == junqi.NoSeat && len(ps) > 0 {
		who = ps[0]
	}
	if who == junqi.NoSeat {
		g.fb = fb
		return
	}
	g.bots.queued[who] = tok
	k := i18n.QueuedResign
	if tok == "draw" {
		k = i18n.QueuedDraw
	}
	g.fb = junqiplay.Feedback{Code: "app", Text: g.sh.Text.T(k, g.name(who))}
	if g.bots.job != nil {
		g.bots.job.Hurry(now())
	}
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
		// The hint is for a person playing against the computer.
		Hint: func() (shown, on bool) { return g.sess.Options().Computers != "", g.bots.hintOn },
		ToggleHint: func() {
			g.bots.hintOn = !g.bots.hintOn
			if !g.bots.hintOn {
				g.dropHint()
			}
		},
	})
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for ; n > 0; n /= 10 {
		i--
		b[i] = byte('0' + n%10)
	}
	return string(b[i:])
}

// hintText is what the feedback line says of the hint: "" when it is off or not for now.
func (g *junqiGame) hintText() string {
	pd := g.sess.Pending()
	if !g.bots.hintOn || !pd.Person || pd.What != junqiplay.DecideMove {
		return ""
	}
	if g.bots.hinted == "" {
		return g.sh.Text.T(i18n.HintThinking)
	}
	return g.sh.Text.T(i18n.HintMove, g.bots.hinted)
}

// Hint is the hint's move for the person to move, "" while none is shown.
func (s *JunqiPlay) Hint() string {
	if s.g.hintText() == "" {
		return ""
	}
	return s.g.bots.hinted
}
