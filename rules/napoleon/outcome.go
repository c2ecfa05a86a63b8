package napoleon

// Reason says how a game ended; the names are the referee's.
type Reason uint8

// The reasons. Count is a win on the count after an agreed end or the turn
// limit; a draw keeps the cause (Agreed or TurnLimit).
const (
	Ongoing Reason = iota
	Target
	Count
	NoMoves
	Resign
	Agreed
	TurnLimit
)

var reasonNames = [...]string{"ongoing", "target", "count", "nomoves", "resign", "agreed", "turnlimit"}

func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "invalid"
}

// Outcome is the state of the game: ongoing, a win, or a draw.
type Outcome struct {
	Over   bool
	Draw   bool
	Winner Seat   // when Over and not Draw: the seat, or a team's first seat in play order
	Team   string // a winning team's seats in play order ("EN"); "" for one army
	Reason Reason
}

// String is the referee's result line value: "ongoing", "S target", "draw agreed".
func (o Outcome) String() string {
	switch {
	case !o.Over:
		return "ongoing"
	case o.Draw:
		return "draw " + o.Reason.String()
	}
	if o.Team != "" {
		return o.Team + " " + o.Reason.String()
	}
	return o.Winner.String() + " " + o.Reason.String()
}

// Outcome is the game's state: after a move the target decides (mover
// first), then the turn limit, then whether the seat to move has a legal
// move (no legal move: it loses). The last check runs here, on demand, so
// the fast path (Play then LegalMoves) generates once per move; LegalMoves
// is empty exactly when the game is over.
func (s *State) Outcome() Outcome {
	if !s.outcome.Over && s.n() == 2 && !s.HasLegalMove() {
		return Outcome{Over: true, Winner: s.toMove.Other(), Reason: NoMoves}
	}
	return s.outcome
}

// countOutcome ends the game on the count beyond the middle line; equal is
// a draw named after the cause.
func (s *State) countOutcome(cause Reason) Outcome {
	if s.n() > 2 {
		return s.countOutcomeArmies(cause)
	}
	switch {
	case s.points[South] > s.points[North]:
		return Outcome{Over: true, Winner: South, Reason: Count}
	case s.points[North] > s.points[South]:
		return Outcome{Over: true, Winner: North, Reason: Count}
	}
	return Outcome{Over: true, Draw: true, Reason: cause}
}

// SuggestTarget scales a target chosen for 16-piece armies to an army of
// size pieces: target × size / 16, rounded up (at least 1).
func SuggestTarget(target, size int) int {
	if size <= 0 || target <= 0 {
		return 1
	}
	n := (target*size + 15) / 16
	if n < 1 {
		n = 1
	}
	return n
}
