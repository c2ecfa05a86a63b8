package junqiplay

import (
	"fmt"
	"strconv"

	"warboard/rules/junqi"
)

// Tap is a tap on point p. Deploying: pick a piece, then tap where it goes
// (the two swap). Playing: tap an own piece to select it, then a target to
// play; tap a face-down piece (翻棋) to flip it; tap elsewhere to let go.
func (s *Session) Tap(p junqi.Point) Feedback {
	if int(p) >= junqi.BoardOf(s.cfg.Board).N {
		return refuse(RefusedNoPoint, fmt.Sprintf("no point %d", p), strconv.Itoa(int(p)))
	}
	if fb, no := s.byComputer(); no {
		return fb
	}
	switch s.phase {
	case Deploy:
		return s.deployTap(p)
	case Play:
		return s.playTap(p)
	}
	return s.wrongPhase("tap")
}

// Drag moves what stands on from to to: a swap while deploying, an action in play.
func (s *Session) Drag(from, to junqi.Point) Feedback {
	n := junqi.BoardOf(s.cfg.Board).N
	for _, p := range []junqi.Point{from, to} {
		if int(p) >= n {
			return refuse(RefusedNoPoint, fmt.Sprintf("no point %d", p), strconv.Itoa(int(p)))
		}
	}
	if from == to {
		return s.Tap(from)
	}
	if fb, no := s.byComputer(); no {
		return fb
	}
	switch s.phase {
	case Deploy:
		return s.deployDrag(from, to)
	case Play:
		st := s.match.State()
		if a, ok := actionTo(&st, from, to); ok {
			return s.act(a)
		}
		return s.illegal(&st, from, to)
	}
	return s.wrongPhase("drag")
}

// actionTo finds the legal move or attack from one point to another.
func actionTo(st *junqi.State, from, to junqi.Point) (junqi.Action, bool) {
	var buf [junqi.MaxActions]junqi.Action
	for _, a := range st.Actions(buf[:0]) {
		if a.From == from && a.To == to && a.Kind != junqi.FlipUp {
			return a, true
		}
	}
	return junqi.Action{}, false
}

// actionsFrom lists the legal moves and attacks of the piece on p.
func actionsFrom(st *junqi.State, p junqi.Point) []junqi.Action {
	var buf [junqi.MaxActions]junqi.Action
	var out []junqi.Action
	for _, a := range st.Actions(buf[:0]) {
		if a.From == p && a.Kind != junqi.FlipUp {
			out = append(out, a)
		}
	}
	return out
}

func (s *Session) playTap(p junqi.Point) Feedback {
	st := s.match.State()
	name := s.pointName(p)
	if s.selected != junqi.NoPoint {
		if a, ok := actionTo(&st, s.selected, p); ok {
			return s.act(a)
		}
	}
	pc := st.At(p)
	if pc.FaceDown() {
		a := junqi.Action{From: p, To: p, Kind: junqi.FlipUp}
		if st.Legal(a) {
			return s.act(a)
		}
	}
	turn, known := st.Turn()
	if known && pc != 0 && !pc.FaceDown() && pc.Seat() == turn {
		if p == s.selected {
			s.selected = junqi.NoPoint
			return note(NoteDropped, name+" let go", name)
		}
		acts := actionsFrom(&st, p)
		if len(acts) == 0 {
			text, why := s.stuck(&st, p)
			return refuse(RefusedCannot, text, name, why)
		}
		s.selected = p
		return note(NoteSelected, fmt.Sprintf("%s selected: %d targets", name, len(acts)), name, strconv.Itoa(len(acts)))
	}
	if s.selected != junqi.NoPoint {
		from := s.selected
		s.selected = junqi.NoPoint // tapping elsewhere lets go, and says why it was no move
		return s.illegal(&st, from, p)
	}
	switch {
	case pc == 0:
		return refuse(RefusedEmpty, name+" is empty: tap one of your pieces", name)
	case !known:
		return refuse(RefusedNotYours, "flip a face-down piece first: colours are not known yet", name)
	}
	return refuse(RefusedNotYours, fmt.Sprintf("%s is not a piece of %v", name, turn), name)
}

// stuck says why an own piece has no legal action: the rules core's words,
// and a word for translation (flag mine hq blocked).
func (s *Session) stuck(st *junqi.State, p junqi.Point) (text, why string) {
	name := s.pointName(p)
	pc := st.At(p)
	switch {
	case pc.Rank() == junqi.Flag:
		why = "flag"
	case pc.Rank() == junqi.Mine:
		why = "mine"
	case junqi.BoardOf(s.cfg.Board).KindOf(p) == junqi.HQ && s.cfg.Mode != junqi.Flip:
		why = "hq"
	default:
		return name + " has no legal move: it is blocked", "blocked"
	}
	if _, err := st.ParseAction(name + "-" + name); err != nil {
		return err.Error(), why
	}
	return name + " cannot move", why
}

// illegal explains why from→to is no action, as the rules core says it.
func (s *Session) illegal(st *junqi.State, from, to junqi.Point) Feedback {
	b := st.Board()
	a := junqi.Action{From: from, To: to, Kind: junqi.MoveTo}
	if st.At(to) != 0 {
		a.Kind = junqi.Attack
	}
	text := a.Notation(b) + " is not a legal action"
	if _, err := st.ParseAction(a.Notation(b)); err != nil {
		text = err.Error()
	}
	return refuse(RefusedIllegal, text, b.Name(from), b.Name(to))
}

// act plays a legal action. The next screen belongs to another person (or the
// game is over), so it hides behind a hand-over whenever play is secret.
func (s *Session) act(a junqi.Action) Feedback {
	before := s.match.State()
	first, known := before.Turn()
	if _, err := s.match.Apply(a); err != nil {
		return refuse(RefusedIllegal, err.Error(), s.pointName(a.From), s.pointName(a.To))
	}
	if !known && a.Kind == junqi.FlipUp {
		st := s.match.State()
		s.followColours(first, st.At(a.From).Seat())
	}
	s.beforeAct, s.beforeTok = before, before
	s.played(before)
	s.ev, s.evSeat = evNone, junqi.NoSeat
	s.toPlay(junqi.NoSeat)
	return s.lastNote()
}

// Cover puts a screen that shows what other seats may not see behind a hand-over to the
// seat it belongs to, as the app does when it resumes a saved game: the device may have
// changed hands since. It reports whether it did.
func (s *Session) Cover() bool {
	switch s.phase {
	case Deploy, Play, DrawOffer, TakeBackAsk:
	default:
		return false
	}
	seat := s.viewer()
	if !s.secret(s.phase) || seat == junqi.NoSeat || s.bots != 0 && (len(s.People()) < 2 || seat != s.actor()) {
		return false
	}
	// The selection stays: after Ready the same seat sees its screen as it left it.
	s.phase, s.seat, s.then = HandOver, seat, s.phase
	return true
}

// Ready: the seat called by a hand-over holds the device; its screen shows.
func (s *Session) Ready() Feedback {
	if s.phase != HandOver {
		return s.wrongPhase("ready")
	}
	s.phase = s.then
	if s.bots != 0 {
		s.holder = s.seat
	}
	return note(NoteReady, fmt.Sprintf("%v's screen", s.seat), s.seat.String())
}

// Resign: the seat to move gives up (in four-country play it is out and play goes on).
func (s *Session) Resign() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	return s.resign()
}

func (s *Session) resign() Feedback {
	if s.phase != Play {
		return s.wrongPhase("resign")
	}
	before := s.match.State()
	if err := s.match.Play("resign"); err != nil {
		return refuse(RefusedByRules, err.Error(), "resign")
	}
	s.beforeTok = before
	s.played(before)
	s.ev, s.evSeat = evNone, junqi.NoSeat
	s.toPlay(junqi.NoSeat)
	return s.lastNote()
}

// OfferDraw: the seat to move offers a draw; every other seat still in answers
// in turn, each on its own screen.
func (s *Session) OfferDraw() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	return s.offerDraw()
}

func (s *Session) offerDraw() Feedback {
	if s.phase != Play {
		return s.wrongPhase("offer draw")
	}
	st := s.match.State()
	by, _ := st.Turn()
	ask := s.others(&st, by)
	if len(ask) == 0 {
		return refuse(RefusedByRules, "nobody to offer a draw to", "draw")
	}
	s.drawBy, s.drawAsk = by, ask
	s.ev, s.evSeat = evDrawOffer, by
	s.show(DrawOffer, ask[0], by)
	return s.lastNote()
}

// others are the seats still in after by, in play order.
func (s *Session) others(st *junqi.State, by junqi.Seat) []junqi.Seat {
	seats := s.cfg.Seats
	i := 0
	for i < len(seats) && seats[i] != by {
		i++
	}
	var out []junqi.Seat
	for k := 1; k < len(seats); k++ {
		x := seats[(i+k)%len(seats)]
		if gone, _ := st.Out(x); !gone {
			out = append(out, x)
		}
	}
	return out
}

// AcceptDraw: the deciding seat agrees; when the last one does, the game is drawn.
func (s *Session) AcceptDraw() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	return s.acceptDraw()
}

func (s *Session) acceptDraw() Feedback {
	if s.phase != DrawOffer {
		return s.wrongPhase("accept draw")
	}
	me := s.seat
	if len(s.drawAsk) > 1 {
		s.drawAsk = s.drawAsk[1:]
		s.show(DrawOffer, s.drawAsk[0], me)
		return s.lastNote()
	}
	before := s.match.State()
	if err := s.match.Play("draw"); err != nil {
		return refuse(RefusedByRules, err.Error(), "draw")
	}
	s.beforeTok = before
	s.played(before)
	s.drawBy, s.drawAsk = junqi.NoSeat, nil
	s.ev, s.evSeat = evNone, junqi.NoSeat
	s.toPlay(me)
	return s.lastNote()
}

// DeclineDraw: the deciding seat refuses; the seat that offered plays on.
func (s *Session) DeclineDraw() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	return s.declineDraw()
}

func (s *Session) declineDraw() Feedback {
	if s.phase != DrawOffer {
		return s.wrongPhase("decline draw")
	}
	me := s.seat
	s.drawBy, s.drawAsk = junqi.NoSeat, nil
	s.ev, s.evSeat = evDeclined, me
	s.toPlay(me)
	return s.lastNote()
}
