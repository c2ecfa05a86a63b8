package junqi

import (
	"errors"
	"fmt"
)

// Mode is how much the players see.
type Mode uint8

const (
	Open Mode = iota // 明棋
	Dark             // 暗棋
	Flip             // 翻棋
)

func (m Mode) String() string {
	switch m {
	case Dark:
		return "dark"
	case Flip:
		return "flip"
	}
	return "open"
}

// DefaultNoCapture is the default draw count of actions without a removal.
const DefaultNoCapture = 70

// Config is everything fixed at the start of a game.
type Config struct {
	Board BoardKind
	Mode  Mode
	// Seats is the play order; nil means every seat of the board, S E N W (S N on 2p).
	Seats []Seat
	// Teams groups allied seats (4p 2v2: {{S,N},{E,W}}); nil means every seat for itself.
	Teams [][]Seat
	// NoCapture: draw after this many actions in a row with no piece leaving the board; 0 = off.
	NoCapture    int
	BattleReveal bool // 战后亮子: pieces that fought are shown to everybody
	AlliesSee    bool // 双明: allies see each other's pieces in 暗棋
	// Bid > 0 makes the game 三打一 (four-country, all four seats, open or
	// dark): Landlord plays against the three others, allied farmers, and wins
	// once Bid of them (1..3) are out; the farmers win when the landlord is
	// out. The farmers' flags are known to everybody, the landlord's never.
	// Teams is implied (the farmers against the landlord) and may be left nil.
	Landlord Seat
	Bid      int
}

// DefaultConfig is a game on board k in mode m with every default.
func DefaultConfig(k BoardKind, m Mode) Config {
	return Config{Board: k, Mode: m, NoCapture: DefaultNoCapture}
}

// State is a whole game position plus the rules it is played under. It holds no
// pointers or slices, so copying it is a plain memory copy.
type State struct {
	// sq is indexed by any Point byte, so the compiler drops the bounds
	// checks in the move generator's inner loop; points past the board stay 0.
	sq [256]Piece
	// count has the pieces on the board per seat and rank slot (face-down
	// included): 导弹 counts in rank 15's slot, which no board piece uses.
	count [4][16]uint8
	// shown has the points whose piece fought under 战后亮子: everybody knows it.
	shown [3]uint64
	// mobile has, per seat, the points whose piece can move, as bit sets:
	// face up, a rank that moves, not held by an HQ. Move generation and the
	// no-legal-action check visit only these.
	mobile [4][3]uint64
	hash   uint64

	board        BoardKind
	mode         Mode
	battleReveal bool
	alliesSee    bool
	order        [4]Seat // play order
	nOrder       uint8
	ally         [4]uint8 // seats on the same side as each seat (itself included), as a mask
	playing      uint8    // seats in the game, as a mask
	out          uint8    // seats that are out
	outReason    [4]Reason

	landlord Seat  // 三打一's landlord, when bid > 0
	bid      uint8 // 三打一: how many farmers the landlord must put out; 0 = not 三打一

	turn      Seat
	turnKnown bool // false in 翻棋 before the first flip gives colours
	faceDown  uint8

	noCaptureLimit uint16
	noCapture      uint16
	ply            uint32
	result         Result
}

// NewState checks cfg and returns an empty board with the first seat to move.
func NewState(cfg Config) (State, error) {
	var s State
	if cfg.Board > FourCountry {
		return s, errors.New("unknown board")
	}
	if cfg.Mode > Flip {
		return s, errors.New("unknown mode")
	}
	if cfg.NoCapture < 0 || cfg.NoCapture > 65535 {
		return s, fmt.Errorf("nocapture=%d is out of range 0..65535", cfg.NoCapture)
	}
	b := BoardOf(cfg.Board)
	seats := cfg.Seats
	if seats == nil {
		seats = []Seat{South, East, North, West}
		if cfg.Board == TwoPlayer {
			seats = []Seat{South, North}
		}
	}
	for i, x := range seats {
		if !b.HasArea(x) {
			return s, fmt.Errorf("seat %v is not on the %v board", x, cfg.Board)
		}
		if s.playing&(1<<x) != 0 {
			return s, fmt.Errorf("seat %v is listed twice", x)
		}
		s.playing |= 1 << x
		s.order[i] = x
	}
	s.nOrder = uint8(len(seats))
	if s.nOrder < 2 {
		return s, errors.New("a game needs at least two seats")
	}
	if cfg.Mode == Flip && cfg.Board == FourCountry && s.nOrder != 4 {
		return s, errors.New("four-country 翻棋 needs all four seats")
	}
	for _, x := range seats {
		s.ally[x] = 1 << x
	}
	if cfg.Bid != 0 {
		if err := s.setLandlord(cfg); err != nil {
			return s, err
		}
	} else if cfg.Teams != nil {
		var seen uint8
		for _, team := range cfg.Teams {
			var mask uint8
			for _, x := range team {
				if x > 3 || s.playing&(1<<x) == 0 {
					return s, fmt.Errorf("team seat %v is not playing", x)
				}
				if seen&(1<<x) != 0 {
					return s, fmt.Errorf("seat %v is in two teams", x)
				}
				seen |= 1 << x
				mask |= 1 << x
			}
			for _, x := range team {
				s.ally[x] = mask
			}
		}
		if seen != s.playing {
			return s, errors.New("teams must name every playing seat once")
		}
		if len(cfg.Teams) < 2 {
			return s, errors.New("teams must form at least two sides")
		}
	}
	s.board, s.mode = cfg.Board, cfg.Mode
	s.battleReveal, s.alliesSee = cfg.BattleReveal, cfg.AlliesSee
	s.noCaptureLimit = uint16(cfg.NoCapture)
	s.turn, s.turnKnown = s.order[0], true
	s.hash = turnKey(s.turn, true)
	return s, nil
}

// setLandlord checks a 三打一 configuration and makes the farmers a team.
func (s *State) setLandlord(cfg Config) error {
	switch {
	case cfg.Bid < 1 || cfg.Bid > 3:
		return fmt.Errorf("三打一: the bid must be 1, 2 or 3, not %d", cfg.Bid)
	case cfg.Board != FourCountry || s.nOrder != 4:
		return errors.New("三打一 is played by four seats on the four-country board")
	case cfg.Mode == Flip:
		return errors.New("三打一 is played open or dark, not 翻棋")
	case cfg.Landlord > West:
		return errors.New("三打一 needs a landlord seat")
	}
	farmers := s.playing &^ (1 << cfg.Landlord)
	for x := Seat(0); x < 4; x++ {
		s.ally[x] = farmers
	}
	s.ally[cfg.Landlord] = 1 << cfg.Landlord
	if cfg.Teams != nil {
		for _, team := range cfg.Teams {
			var mask uint8
			for _, x := range team {
				if x <= West {
					mask |= 1 << x
				}
			}
			if mask != farmers && mask != 1<<cfg.Landlord {
				return errors.New("三打一: the teams are the landlord and the three farmers")
			}
		}
	}
	s.landlord, s.bid = cfg.Landlord, uint8(cfg.Bid)
	return nil
}

// Landlord is 三打一's landlord and its bid (how many farmers it must put
// out); bid 0 when the game is not 三打一.
func (s *State) Landlord() (seat Seat, bid int) {
	if s.bid == 0 {
		return NoSeat, 0
	}
	return s.landlord, int(s.bid)
}

// Board is the topology the state is played on.
func (s *State) Board() *Board { return boards[s.board] }

// BoardKind and Mode of the game.
func (s *State) BoardKind() BoardKind { return s.board }
func (s *State) Mode() Mode           { return s.mode }

// At is the piece on p (0 when empty), as the referee knows it.
func (s *State) At(p Point) Piece { return s.sq[p] }

// Count is how many pieces of seat and rank are on the board.
func (s *State) Count(seat Seat, r Rank) int {
	if !r.Real() {
		return 0
	}
	return int(s.count[seat&3][r.slot()])
}

// Shown reports whether the piece on p fought under 战后亮子, so everybody knows it.
func (s *State) Shown(p Point) bool { return s.shown[p>>6&3]>>(p&63)&1 != 0 }

// show marks the piece on p as known to everybody (战后亮子).
func (s *State) show(p Point) { s.shown[p>>6] |= 1 << (p & 63) }

// Hash is the Zobrist hash of the position (pieces and side to move).
func (s *State) Hash() uint64 { return s.hash }

// Turn is the seat (colour) to move; known is false in 翻棋 before the first flip.
func (s *State) Turn() (seat Seat, known bool) { return s.turn, s.turnKnown }

// Seats is the play order.
func (s *State) Seats() []Seat { return append([]Seat(nil), s.order[:s.nOrder]...) }

// Playing reports whether seat takes part (listed in Seats).
func (s *State) Playing(seat Seat) bool { return seat < 4 && s.playing&(1<<seat) != 0 }

// Out reports whether seat is out, and why.
func (s *State) Out(seat Seat) (bool, Reason) {
	if seat > 3 || s.out&(1<<seat) == 0 {
		return false, None
	}
	return true, s.outReason[seat]
}

// Allies reports whether a and b are on the same side (a seat is its own ally).
func (s *State) Allies(a, b Seat) bool { return s.ally[a&3]&(1<<(b&3)) != 0 }

// NoCaptureCount is the number of actions in a row with no piece leaving the board.
func (s *State) NoCaptureCount() int { return int(s.noCapture) }

// Ply counts the actions played.
func (s *State) Ply() int { return int(s.ply) }

// Result says whether and how the game ended.
func (s *State) Result() Result { return s.result }

// Config gives back the configuration the state was made with.
func (s *State) Config() Config {
	c := Config{Board: s.board, Mode: s.mode, Seats: s.Seats(), NoCapture: int(s.noCaptureLimit),
		BattleReveal: s.battleReveal, AlliesSee: s.alliesSee}
	if s.bid > 0 {
		c.Landlord, c.Bid = s.landlord, int(s.bid)
	}
	var done uint8
	teams := false
	for _, x := range s.order[:s.nOrder] {
		if done&(1<<x) != 0 {
			continue
		}
		var team []Seat
		for _, y := range s.order[:s.nOrder] {
			if s.ally[x]&(1<<y) != 0 {
				team = append(team, y)
				done |= 1 << y
			}
		}
		if len(team) > 1 {
			teams = true
		}
		c.Teams = append(c.Teams, team)
	}
	if !teams {
		c.Teams = nil
	}
	return c
}

// set puts pc on p, keeping hash, counts and bit sets in step.
func (s *State) set(p Point, pc Piece) {
	old := s.sq[p]
	if old == pc {
		return
	}
	s.hash ^= pieceKey(p, old) ^ pieceKey(p, pc)
	s.shown[p>>6] &^= 1 << (p & 63)
	if old != 0 {
		s.mobile[old.Seat()][p>>6] &^= 1 << (p & 63)
		s.count[old.Seat()][old.slot()]--
		if old.FaceDown() {
			s.faceDown--
		}
	}
	if pc != 0 {
		if pc.canMove() && s.movesFrom(p) {
			s.mobile[pc.Seat()][p>>6] |= 1 << (p & 63)
		}
		s.count[pc.Seat()][pc.slot()]++
		if pc.FaceDown() {
			s.faceDown++
		}
	}
	s.sq[p] = pc
}

// movesFrom: a piece on an HQ never moves again, except in 翻棋.
func (s *State) movesFrom(p Point) bool {
	return s.mode == Flip || boards[s.board].kind[p] != HQ
}

// move takes pc from p to the empty point q: the most common action, so it
// skips set's general bookkeeping (counts and face-down totals stay the same).
func (s *State) move(p, q Point, pc Piece) {
	s.hash ^= pieceKey(p, pc) ^ pieceKey(q, pc)
	mobile := &s.mobile[pc.Seat()]
	mobile[p>>6] &^= 1 << (p & 63)
	if s.movesFrom(q) {
		mobile[q>>6] |= 1 << (q & 63)
	}
	if s.shown[p>>6]>>(p&63)&1 != 0 { // a shown piece stays shown wherever it goes
		s.shown[p>>6] &^= 1 << (p & 63)
		s.shown[q>>6] |= 1 << (q & 63)
	}
	s.sq[p], s.sq[q] = 0, pc
}

func (s *State) setTurn(seat Seat, known bool) {
	s.hash ^= turnKey(s.turn, s.turnKnown) ^ turnKey(seat, known)
	s.turn, s.turnKnown = seat, known
}

// Put sets up a position: pc on p (0 clears). Only before play starts.
func (s *State) Put(p Point, pc Piece) error {
	b := s.Board()
	if int(p) >= b.N {
		return fmt.Errorf("no point %d on the %v board", p, s.board)
	}
	if pc != 0 {
		r := pc.Rank()
		if !r.Real() {
			return fmt.Errorf("%s: not a piece", b.Name(p))
		}
		if !s.Playing(pc.Seat()) {
			return fmt.Errorf("%s: seat %v is not playing", b.Name(p), pc.Seat())
		}
		if pc.FaceDown() && s.mode != Flip {
			return fmt.Errorf("%s: face-down pieces are for 翻棋 only", b.Name(p))
		}
		if s.count[pc.Seat()][r.slot()] == 255 {
			return fmt.Errorf("%s: too many pieces", b.Name(p))
		}
	}
	s.set(p, pc)
	return nil
}

// SetTurn sets the seat to move before play starts; known=false is 翻棋's "?".
func (s *State) SetTurn(seat Seat, known bool) error {
	if !known {
		if s.mode != Flip {
			return errors.New(`turn "?" is for 翻棋 only`)
		}
		seat = s.order[0]
	} else if !s.Playing(seat) {
		return fmt.Errorf("seat %v is not playing", seat)
	}
	s.setTurn(seat, known)
	return nil
}

// Begin starts play at the position set up: if the seat to move has no legal
// action it is out at once, like after any action.
func (s *State) Begin() error {
	if s.result.Over {
		return nil
	}
	if !s.turnKnown {
		if s.faceDown == 0 {
			return errors.New(`turn "?" needs a face-down piece to flip`)
		}
		return nil
	}
	if !s.hasAction(s.turn) {
		s.eliminate(s.turn, NoMoves)
		if !s.result.Over {
			s.advance(s.turn)
		}
	}
	return nil
}
