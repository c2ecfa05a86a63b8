package junqi

import (
	"errors"
	"math/bits"
)

// Reason says why a seat went out or the game ended.
type Reason uint8

const (
	None Reason = iota
	ByFlag
	NoMoves
	Resigned
	Agreed
	NoCapture
	Repetition
)

var reasonNames = [...]string{"", "flag", "nomoves", "resign", "agreed", "nocapture", "repetition"}

// String is the notation word: flag nomoves resign agreed nocapture repetition.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "?"
}

// Result is how a game ended. Winners is a mask of seats (a whole team wins,
// its members that went out included).
type Result struct {
	Over    bool
	Draw    bool
	Winners uint8
	Reason  Reason
}

// Won reports whether seat is among the winners.
func (r Result) Won(seat Seat) bool { return r.Over && !r.Draw && r.Winners&(1<<(seat&3)) != 0 }

// nextSeat is the first seat after cur in play order that is not out.
func (s *State) nextSeat(cur Seat) Seat {
	i := 0
	for i < int(s.nOrder) && s.order[i] != cur {
		i++
	}
	for k := 1; k <= int(s.nOrder); k++ {
		x := s.order[(i+k)%int(s.nOrder)]
		if s.out&(1<<x) == 0 {
			return x
		}
	}
	return cur
}

// advance hands the turn on from mover; a seat without a legal action on its
// turn is out, and the turn goes on past it.
func (s *State) advance(mover Seat) {
	cur := mover
	for {
		nx := s.nextSeat(cur)
		s.setTurn(nx, true)
		if s.hasAction(nx) {
			return
		}
		s.eliminate(nx, NoMoves)
		if s.result.Over {
			return
		}
		cur = nx
	}
}

// eliminate puts seat out. On the four-country board its pieces leave the board
// (the game goes on); the game ends when one side is left.
func (s *State) eliminate(seat Seat, why Reason) {
	if s.out&(1<<seat) != 0 {
		return
	}
	s.out |= 1 << seat
	s.outReason[seat] = why
	if s.board == FourCountry {
		b := boards[s.board]
		removed := false
		for p := 0; p < b.N; p++ {
			if pc := s.sq[p]; pc != 0 && pc.Seat() == seat {
				s.set(Point(p), 0)
				removed = true
			}
		}
		if removed {
			s.noCapture = 0
		}
	}
	if s.bid > 0 { // 三打一: the landlord out, or as many farmers out as it bid
		farmers := s.playing &^ (1 << s.landlord)
		switch {
		case seat == s.landlord:
			s.result = Result{Over: true, Winners: farmers, Reason: why}
		case bits.OnesCount8(s.out&farmers) >= int(s.bid):
			s.result = Result{Over: true, Winners: 1 << s.landlord, Reason: why}
		}
		return
	}
	var sides uint8 // seats of the sides still in
	for _, x := range s.order[:s.nOrder] {
		if s.out&(1<<x) == 0 {
			sides |= s.ally[x]
		}
	}
	first := s.order[0]
	for _, x := range s.order[:s.nOrder] {
		if s.out&(1<<x) == 0 {
			first = x
			break
		}
	}
	if sides == s.ally[first] {
		s.result = Result{Over: true, Winners: sides, Reason: why}
	}
}

// Resign: the seat to move gives up. On two-player boards the game ends; on the
// four-country board that seat is out and play goes on.
func (s *State) Resign() error {
	if s.result.Over {
		return errors.New("the game is over")
	}
	if !s.turnKnown {
		return errors.New("resign is refused before the first flip")
	}
	mover := s.turn
	s.eliminate(mover, Resigned)
	if !s.result.Over {
		s.advance(mover)
	}
	return nil
}

// AgreeDraw ends the game as a draw by agreement.
func (s *State) AgreeDraw() error {
	if s.result.Over {
		return errors.New("the game is over")
	}
	s.result = Result{Over: true, Draw: true, Reason: Agreed}
	return nil
}
