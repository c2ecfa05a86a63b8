package junqiplay

import (
	"errors"
	"fmt"
	"strings"

	"warboard/rules/junqi"
)

// Seats played by the computer. Options.Computers names them; every other seat
// is a person at the device. Hand-overs and the screen follow the people only:
// with one person there is never a hand-over and the screen always shows that
// person's view; between two or more people the device passes as before, and a
// computer's turn leaves the screen with the last person who held it. The
// computer's decisions come in through Decide, as record tokens.

// computerMask reads Options.Computers: seat letters of the game, each once.
func computerMask(cfg junqi.Config, letters string) (uint8, error) {
	var m uint8
	for i := 0; i < len(letters); i++ {
		x, ok := junqi.SeatOf(letters[i])
		if !ok {
			return 0, fmt.Errorf("computer seats %q: %q is not a seat (S E N W)", letters, letters[i:i+1])
		}
		if seatMask(cfg.Seats)&(1<<x) == 0 {
			return 0, fmt.Errorf("computer seats %q: %v is not playing", letters, x)
		}
		if m&(1<<x) != 0 {
			return 0, fmt.Errorf("computer seats %q: %v given twice", letters, x)
		}
		m |= 1 << x
	}
	return m, nil
}

// setComputers adopts opts.Computers; with one person, the device is that person's
// from the start.
func (s *Session) setComputers() error {
	m, err := computerMask(s.cfg, s.opts.Computers)
	if err != nil {
		return err
	}
	s.bots, s.holder = m, junqi.NoSeat
	if ps := s.People(); len(ps) == 1 && m != 0 {
		s.holder = ps[0]
	}
	return nil
}

// IsPerson reports whether seat is played by a person at the device.
func (s *Session) IsPerson(seat junqi.Seat) bool {
	return seat < 4 && seatMask(s.cfg.Seats)&(1<<seat) != 0 && s.bots&(1<<seat) == 0
}

// People are the seats played by people, in play order.
func (s *Session) People() []junqi.Seat {
	var out []junqi.Seat
	for _, x := range s.cfg.Seats {
		if s.IsPerson(x) {
			out = append(out, x)
		}
	}
	return out
}

// actor is the seat that must act now: deploying, called, to move or deciding.
func (s *Session) actor() junqi.Seat {
	switch s.phase {
	case Deploy, DrawOffer, TakeBackAsk, HandOver:
		return s.seat
	case Play:
		st := s.match.State()
		turn, _ := st.Turn()
		return turn
	}
	return junqi.NoSeat
}

// byComputer refuses a person's operation while a computer seat must act.
func (s *Session) byComputer() (Feedback, bool) {
	if s.bots == 0 {
		return Feedback{}, false
	}
	x := s.actor()
	if x == junqi.NoSeat || s.IsPerson(x) {
		return Feedback{}, false
	}
	return refuse(RefusedComputer, fmt.Sprintf("%v is played by the computer: wait for its decision", x), x.String()), true
}

// Decision is what a seat must decide.
type Decision uint8

const (
	DecideNothing  Decision = iota // the game is over
	DecideDeploy                   // arrange its pieces (a placement list of them)
	DecideMove                     // play an action (c6xc7, @d4), or resign, or offer a draw
	DecideDraw                     // answer a draw offer: accept or decline
	DecideTakeBack                 // answer a take-back request: accept or decline
)

var decisionNames = [...]string{"nothing", "deploy", "move", "answer a draw offer", "answer a take-back request"}

func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "?"
}

// Pending says who must decide what now.
type Pending struct {
	Seat     junqi.Seat // NoSeat when the game is over
	What     Decision
	Person   bool // Seat is a person's, not the computer's
	HandOver bool // the device must pass to Seat first (Ready)
}

// Pending is the decision the game waits for.
func (s *Session) Pending() Pending {
	ph := s.phase
	if ph == HandOver {
		ph = s.then
	}
	var what Decision
	switch ph {
	case Deploy:
		what = DecideDeploy
	case Play:
		what = DecideMove
	case DrawOffer:
		what = DecideDraw
	case TakeBackAsk:
		what = DecideTakeBack
	default:
		return Pending{Seat: junqi.NoSeat}
	}
	x := s.actor()
	return Pending{Seat: x, What: what, Person: s.IsPerson(x), HandOver: s.phase == HandOver}
}

// Decide plays seat's whole pending decision, written as record tokens:
//
//	deploy  the seat's pieces as a placement list ("a1=S2 b1=SF …"; four-country
//	        points "Sa1=S2 …"), checked by every deployment rule
//	move    one action token ("c6xc7", "c6-c5", "@d4"), "resign", or "draw" to
//	        offer a draw
//	draw    "accept" or "decline" the offer
//	take back "accept" or "decline" the request
//
// The rules core judges the tokens; a refusal is an error and changes nothing.
// Decide is for computer seats (and tests): it needs no tap and no hand-over, but a
// person's decision behind a hand-over waits for Ready.
func (s *Session) Decide(seat junqi.Seat, tokens string) error {
	pd := s.Pending()
	switch {
	case pd.What == DecideNothing:
		return errors.New("the game is over: nothing to decide")
	case seat != pd.Seat:
		return fmt.Errorf("%v cannot decide now: %v must %v", seat, pd.Seat, pd.What)
	case pd.HandOver:
		return fmt.Errorf("%v must take the device first (hand-over)", seat)
	}
	if pd.What == DecideDeploy {
		l, err := junqi.LayoutFromPlacements(s.cfg.Board, seat, tokens)
		if err != nil {
			return fmt.Errorf("deployment of %v: %w", seat, err)
		}
		prev := s.layouts[seat]
		s.layouts[seat], s.selected = l, junqi.NoPoint
		if fb := s.finishDeploy(); fb.Refused {
			s.layouts[seat] = prev
			return errors.New(fb.Text)
		}
		return nil
	}
	f := strings.Fields(tokens)
	if len(f) != 1 {
		return fmt.Errorf("%q: one token, please (%v must %v)", tokens, seat, pd.What)
	}
	tok := f[0]
	var fb Feedback
	if pd.What == DecideTakeBack {
		switch tok {
		case "accept":
			fb = s.AcceptTakeBack()
		case "decline":
			fb = s.RefuseTakeBack()
		default:
			return fmt.Errorf("%q: answer a take-back request with accept or decline", tok)
		}
	} else if pd.What == DecideDraw {
		switch tok {
		case "accept":
			fb = s.acceptDraw()
		case "decline":
			fb = s.declineDraw()
		default:
			return fmt.Errorf("%q: answer a draw offer with accept or decline", tok)
		}
	} else {
		switch tok {
		case "resign":
			fb = s.resign()
		case "draw":
			fb = s.offerDraw()
		default:
			st := s.match.State()
			a, err := st.ParseAction(tok)
			if err != nil {
				return fmt.Errorf("%s: %w", tok, err)
			}
			s.selected = junqi.NoPoint
			fb = s.act(a)
		}
	}
	if fb.Refused {
		return errors.New(fb.Text)
	}
	return nil
}

// LayoutOf is seat's layout as the session holds it (while it deploys: as arranged so
// far; at first a random one) as a placement list: what a computer seat that failed to
// decide falls back on.
func (s *Session) LayoutOf(seat junqi.Seat) string {
	if seat >= 4 {
		return ""
	}
	return s.layouts[seat].Placements(s.cfg.Board, seat)
}

// followColours keeps every player at the device on their own pieces when 翻棋's first
// flip hands out the colours: the first player (first, a seat letter until then) takes
// the colour it flipped, and the others the other colours in the same rotation as their
// seats. Which seats are the computer's (and at what level) and whose screen shows turn
// with them, so a person who flips a piece of another colour plays that colour.
func (s *Session) followColours(first, colour junqi.Seat) {
	order := s.cfg.Seats
	n := len(order)
	if s.bots == 0 || first == colour || n == 0 {
		return
	}
	at := func(x junqi.Seat) int {
		for i, y := range order {
			if y == x {
				return i
			}
		}
		return 0
	}
	k := (at(colour) - at(first) + n) % n
	turn := func(x junqi.Seat) junqi.Seat { return order[(at(x)+k)%n] }
	levels := map[byte]string{}
	for _, f := range strings.Fields(s.opts.Levels) {
		if len(f) > 2 && f[1] == '=' {
			levels[f[0]] = f[2:]
		}
	}
	var bots uint8
	var letters string
	var lv []string
	for _, x := range order { // in play order, so the letters keep it
		if s.bots&(1<<x) != 0 {
			y := turn(x)
			bots |= 1 << y
			if l, ok := levels[x.String()[0]]; ok {
				lv = append(lv, y.String()+"="+l)
			}
		}
	}
	for _, x := range order {
		if bots&(1<<x) != 0 {
			letters += x.String()
		}
	}
	s.bots, s.opts.Computers, s.opts.Levels = bots, letters, strings.Join(lv, " ")
	if s.holder != junqi.NoSeat {
		s.holder = turn(s.holder)
	}
}

// TakeBack undoes seat's last action in a game against the computer, with every action
// after it (the computers' replies): play goes on from the position before it, seat to
// move. Only a person's seat in play may, only with a computer in the game (between
// people the others agree first: AskTakeBack), and only when no other person has acted
// since. In 暗棋 and 翻棋 none of the actions undone may be a battle or a flip (a result
// once seen stays seen: takeBackable). 翻棋's first flip, which handed out the colours,
// stays.
func (s *Session) TakeBack(seat junqi.Seat) error {
	cut, err := s.takeBackCut(seat)
	if err != nil {
		return err
	}
	s.ev, s.evSeat = evNone, junqi.NoSeat
	return s.rewind(cut, junqi.NoSeat)
}

// TakeBackRefusalFor says why seat may not take back now against the computer (nil: it
// may); ErrHidden when only a battle or a flip since stands in the way.
func (s *Session) TakeBackRefusalFor(seat junqi.Seat) error {
	_, err := s.takeBackCut(seat)
	return err
}

// takeBackCut is the token TakeBack cuts the record at, or why it may not.
func (s *Session) takeBackCut(seat junqi.Seat) (int, error) {
	switch {
	case s.bots == 0:
		return -1, errors.New("take back is for games against the computer")
	case !s.IsPerson(seat):
		return -1, fmt.Errorf("%v is not a person's seat", seat)
	case s.phase != Play:
		return -1, fmt.Errorf("take back during play only (now %v)", s.phase)
	}
	cut, err := s.cutForTakeBack(seat)
	if err != nil {
		return -1, err
	}
	if cut < 0 || s.cfg.Mode == junqi.Flip && cut == 0 {
		return -1, errors.New("no move of yours to take back")
	}
	return cut, s.takeBackable(cut)
}

// CanTakeBack reports whether seat has an action to take back now.
func (s *Session) CanTakeBack(seat junqi.Seat) bool {
	if s.bots == 0 || !s.IsPerson(seat) || s.phase != Play {
		return false
	}
	n := s.match.NumTokens()
	if s.cfg.Mode == junqi.Flip {
		n-- // the first flip stays
	}
	// a person's action exists once the seat has moved: cheap upper bound, TakeBack decides
	return n > 0
}
