package napoleonscreen

import (
	"math/rand/v2"
	"time"

	"warboard/game/computer"
	"warboard/game/computer/wire"
	"warboard/game/i18n"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// now is the clock the computer sides are paced by.
var now = time.Now

// table is the Napoleon controller as the computer runner sees it.
type table struct{ s *napoleonplay.Session }

func (t table) Turn() computer.Turn {
	pd := t.s.Pending()
	tn := computer.Turn{Seat: pd.Seat.String(), Person: pd.Person, HandOver: pd.HandOver}
	switch pd.What {
	case napoleonplay.DecideSetUp:
		tn.What = computer.Deploy
	case napoleonplay.DecideMove:
		tn.What = computer.Move
	case napoleonplay.DecideDraw:
		tn.What = computer.AnswerDraw
	case napoleonplay.DecideTerrain:
		tn.Person = true // a person draws the ground; the computer never edits it
		tn.What = 0
	}
	return tn
}

func (t table) Decide(seat, tokens string) error {
	cfg, _ := t.s.SetUpRules()
	x, err := cfg.Armies.ParseSeat(seat) // E and W in Waterloo
	if err != nil {
		return err
	}
	return t.s.Decide(x, tokens)
}

func (t table) Record() *record.Record { return t.s.Record() }
func (t table) RecordText() string     { return t.s.RecordText() }
func (t table) MoveCount() int         { return t.s.MoveCount() }

// computerTurn lets the computer make the decision it owes, if any, and plays a person's
// queued resignation or draw offer once its turn comes. acted reports that the game
// changed; busy that a computer (or the hint) still thinks.
func (s *napoleonScreen) computerTurn() (acted, busy bool) {
	g := s.g
	g.bots.Levels = g.sess.Options().Levels
	g.bots.Seed = g.sess.Seed()
	_, rule := g.sess.SetUpRules()
	g.bots.Army = wire.FormatArmyRule(rule) // the set-ups follow it (the record does not carry it)
	g.bots.Budget = computer.DefaultBudget
	if s.slide.active || len(s.swings) > 0 {
		g.bots.Budget = computer.AnimatingBudget // the frame draws the board already
	}
	acted, busy, failed := g.bots.Play(table{g.sess}, g.sh.Settings.Pace, now())
	if failed != nil {
		s.fallback(failed)
		acted = true
	} else if acted {
		s.msg = ""
	}
	return acted, busy
}

// fallback keeps the game going when a computer player fails: the first legal move (or a
// random set-up, or a declined offer), and says so.
func (s *napoleonScreen) fallback(f *computer.Failure) {
	sess := s.g.sess
	cfg, _ := sess.SetUpRules()
	x, _ := cfg.Armies.ParseSeat(f.Turn.Seat)
	var err error
	switch f.Turn.What {
	case computer.Move:
		if !f.Turn.Person {
			if ms := sess.LegalMoves(); len(ms) > 0 {
				err = sess.Decide(x, ms[0])
			} else {
				err = sess.Decide(x, "resign") // no move at all: the rules end it anyway
			}
		}
	case computer.Deploy:
		var list string
		if list, err = randomSetUp(sess, x); err == nil {
			err = sess.Decide(x, list)
		}
	case computer.AnswerDraw:
		err = sess.Decide(x, "decline")
	}
	p := s.g.sh.Text
	s.msg = p.T(i18n.ComputerFailed, widget.SeatName(p, f.Turn.Seat[0]), f.Err.Error())
	if err != nil {
		s.msg += " " + err.Error()
	}
}

// randomSetUp is a legal set-up of side under the session's army rule, dealt by the rules
// (the computer players may not be in this program: the browser's page asks its worker).
func randomSetUp(sess *napoleonplay.Session, side napoleon.Seat) (string, error) {
	cfg, rule := sess.SetUpRules()
	rng := rand.New(rand.NewPCG(1, uint64(side)))
	army, err := napoleon.RandomArmy(rule, rng)
	if err != nil {
		return "", err
	}
	ps, err := napoleon.RandomSetup(cfg, side, army, rng)
	if err != nil {
		return "", err
	}
	return napoleon.FormatPosition(ps), nil
}

// personAsks plays a person's resignation or draw offer from the game menu: at once when
// it is their turn, else queued for their next turn (a computer decides now).
func (s *napoleonScreen) personAsks(tok string) error {
	sess := s.g.sess
	op := sess.Resign
	if tok == "draw" {
		op = sess.OfferDraw
	}
	if !computer.Thinking(table{sess}) {
		return op()
	}
	who := sess.Viewer()
	if !sess.IsPerson(who) {
		if ps := sess.People(); len(ps) > 0 {
			who = ps[0]
		}
	}
	s.g.bots.Queue(who.String(), tok, now())
	p := s.g.sh.Text
	k := i18n.QueuedResign
	if tok == "draw" {
		k = i18n.QueuedDraw
	}
	s.msg = p.T(k, widget.SeatName(p, who.String()[0]))
	return nil
}

// hintText is what the line under the board says of the hint: "" when it is off or not
// for now.
func (s *napoleonScreen) hintText() string {
	mv, shown := s.g.bots.Hint(table{s.g.sess})
	switch {
	case !shown:
		return ""
	case mv == "":
		return s.g.sh.Text.T(i18n.HintThinking)
	}
	// "the cavalry from d2 to d5": the piece by name (its cannon turns are on the board)
	p := s.g.sh.Text
	pts := computer.HintPoints(mv)
	b := napoleon.Board{W: s.pic.W, H: s.pic.H}
	if q, err := b.ParseSquare(pts[0]); err == nil && len(pts) == 2 && int(q) < len(s.pic.Pieces) {
		if pc := s.pic.Pieces[q]; pc.Present {
			if k, ok := i18n.NapoleonPiece(pc.Kind.Letter(), s.pic.Antique); ok {
				return p.T(i18n.HintPiece, p.T(k), pts[0], pts[1])
			}
		}
	}
	return p.T(i18n.HintMove, mv)
}

// Hint is the hint's turn for the person to move, "" while none is shown.
func (s *napoleonScreen) Hint() string {
	mv, _ := s.g.bots.Hint(table{s.g.sess})
	return mv
}

// swing is a cannon the computer turned, shown turning one eighth at a time.
type swing struct {
	sq       napoleon.Square
	from, to napoleon.Dir
}

// swingStep is how long each eighth of a cannon's turn shows.
const swingStep = 110 * time.Millisecond

// cannonSwings are the cannons whose facing a turn changed, from the picture before it to
// the one after (a cannon that moved is followed to its new square).
func cannonSwings(before, after napoleonplay.Picture) []swing {
	var out []swing
	for i := range after.Pieces {
		pc := after.Pieces[i]
		if !pc.Present || pc.Kind != napoleon.Cannon {
			continue
		}
		from := napoleon.Square(i)
		if from == after.Last.To && after.Last.From != napoleon.NoSquare {
			from = after.Last.From
		}
		old := before.Pieces[from]
		if old.Present && old.Kind == napoleon.Cannon && old.Side == pc.Side && old.Facing != pc.Facing {
			out = append(out, swing{sq: napoleon.Square(i), from: old.Facing, to: pc.Facing})
		}
	}
	return out
}

// facingAt is where a swinging cannon points after elapsed: the short way round.
func (w swing) facingAt(elapsed time.Duration) (napoleon.Dir, bool) {
	diff := (int(w.to) - int(w.from) + 8) % 8
	dir, n := 1, diff
	if diff > 4 {
		dir, n = -1, 8-diff
	}
	k := int(elapsed / swingStep)
	if k >= n {
		return w.to, true
	}
	return napoleon.Dir((int(w.from) + dir*k + 8) % 8), false
}

// showSwings draws the board with the computer's cannons part way through their turns;
// it reports whether any is still turning.
func (s *napoleonScreen) showSwings() bool {
	if len(s.swings) == 0 {
		return false
	}
	pic := s.pic
	turning := false
	for _, w := range s.swings {
		f, done := w.facingAt(time.Since(s.swingStart))
		pic.Pieces[w.sq].Facing = f
		turning = turning || !done
	}
	s.board.set(pic, s.g.showLOS && pic.Phase == napoleonplay.Play, s.handles())
	if !turning {
		s.swings = nil
	}
	return turning
}
