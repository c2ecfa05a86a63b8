package napoleon

import (
	"fmt"
)

// Middle says where the middle line lies on a board with an odd number of ranks.
type Middle uint8

// Middle line choices (odd boards only).
const (
	MiddleNeutral Middle = iota // the middle rank counts for nobody
	MiddleLow                   // line just below the middle rank: South's pieces on it count
	MiddleHigh                  // line just above it: North's count
)

var middleNames = [...]string{"neutral", "low", "high"}

func (m Middle) String() string {
	if int(m) < len(middleNames) {
		return middleNames[m]
	}
	return "invalid"
}

// ParseMiddle reads neutral, low or high.
func ParseMiddle(s string) (Middle, error) {
	for i, n := range middleNames {
		if n == s {
			return Middle(i), nil
		}
	}
	return 0, fmt.Errorf("middle=%s: expected neutral, low or high", s)
}

// Options are the game options of the record's Options tag.
type Options struct {
	Target     int    // points beyond the middle line that win (default 4)
	TurnLimit  int    // 0: none; else the game ends by count after that many moves
	Middle     Middle // odd boards only
	DrumsScare bool   // no cavalry enters/passes a square next to or holding an enemy drum
	DrumPush   bool   // a drum may push an enemy cavalry aside
	Antique    bool   // Alexandre Strategy: drums-scare always on, no terrain
	// AllyGeneral (Waterloo teams): an allied general, like an own one,
	// lets a cavalry next to it move orthogonally (docs/waterloo.md).
	AllyGeneral bool
}

// DefaultTarget is the target N of the standard game.
const DefaultTarget = 4

// MaxTarget bounds the target option (a 15x15 army of 105 pieces scales 6 to 40).
const MaxTarget = 999

// Config is everything fixed before the first move.
type Config struct {
	Board   Board
	Terrain Terrain
	Options Options
	Armies  Armies // the zero value: two armies, S and N
}

// Standard is the plain game: 8x8, no terrain, target 4.
func Standard() Config {
	return Config{Board: Board8, Options: Options{Target: DefaultTarget}}
}

// Check reports an inconsistent configuration.
func (c *Config) Check() error {
	if err := c.Board.Check(); err != nil {
		return err
	}
	if c.Options.Target < 1 || c.Options.Target > MaxTarget {
		return fmt.Errorf("target=%d: must be from 1 to %d", c.Options.Target, MaxTarget)
	}
	if c.Options.TurnLimit < 0 {
		return fmt.Errorf("turnlimit=%d: must not be negative", c.Options.TurnLimit)
	}
	if c.Options.Middle > MiddleHigh {
		return fmt.Errorf("invalid middle line")
	}
	if c.Options.Middle != MiddleNeutral && c.Board.H%2 == 0 {
		return fmt.Errorf("middle=%s: only boards with an odd number of ranks have a middle rank", c.Options.Middle)
	}
	if err := c.Armies.checkBoard(c.Board); err != nil {
		return err
	}
	if c.Options.AllyGeneral && !c.Armies.HasTeams() {
		return fmt.Errorf("ally-general: only a game with teams has allies")
	}
	for q, t := range c.Terrain {
		if t >= numTiles {
			return fmt.Errorf("invalid tile on %s", Square(q))
		}
		if t != Plain && !c.Board.Contains(Square(q)) {
			return fmt.Errorf("terrain on %s, off the %s board", Square(q), c.Board)
		}
	}
	if c.Options.Antique && !c.Terrain.IsEmpty() {
		return fmt.Errorf("the antique game has no terrain")
	}
	return nil
}

// scares reports whether drums scare horses (always so in the antique game).
func (o *Options) scares() bool { return o.DrumsScare || o.Antique }

// Placed is a piece on a square.
type Placed struct {
	Sq    Square
	Piece Piece
}

// State is a position with everything the rules need, in fixed arrays so a
// copy is a plain value copy (no maps, no pointers).
type State struct {
	cells   [NumSquares]Piece // wall outside the board
	tiles   Terrain
	w, h    uint8
	scare   bool
	terrain bool // any tile on the board
	push    bool
	sFrom   int8 // South counts on ranks >= sFrom
	nTo     int8 // North counts on ranks <= nTo
	wFrom   int8 // West counts on files >= wFrom (Waterloo)
	eTo     int8 // East counts on files <= eTo (Waterloo)
	target  int16
	toMove  Seat
	last    [NumSeats]Square // where each seat's last moved piece stands (NoSquare: none)
	streak  [NumSeats]uint8  // how many consecutive turns that piece has moved
	points  [NumSeats]int16  // points beyond the middle line
	limit   int32            // turn limit (0 none)
	plies   int32            // moves played since the start position
	outcome Outcome
	hash    uint64
	// who plays (armies.go): the seats' friend and foe masks (1<<seat),
	// which seats are still in, and whose generals free a seat's cavalry.
	armies  Armies
	alive   uint8
	foes    [NumSeats]uint8
	friends [NumSeats]uint8 // the seat itself and its allies
	genMask [NumSeats]uint8
}

// NewState sets up a position: cfg, the pieces, and the seat to move. It
// checks the board, one piece per square, and terrain a piece may not stand
// on; deployment zones are not applied (a Position may be any puzzle).
// A seat to move with no legal move has lost at once (see Outcome).
func NewState(cfg Config, pieces []Placed, toMove Seat) (State, error) {
	var s State
	if err := cfg.Check(); err != nil {
		return s, err
	}
	if !cfg.Armies.Plays(toMove) {
		return s, fmt.Errorf("invalid seat to move")
	}
	b := cfg.Board
	for i := range s.cells {
		if !b.Contains(Square(i)) {
			s.cells[i] = wall
		}
	}
	s.tiles = cfg.Terrain
	s.terrain = !cfg.Terrain.IsEmpty()
	s.w, s.h = uint8(b.W), uint8(b.H)
	s.scare = cfg.Options.scares()
	s.push = cfg.Options.DrumPush
	s.target = int16(cfg.Options.Target)
	s.limit = int32(cfg.Options.TurnLimit)
	s.sFrom, s.nTo = middleRanks(b.H, cfg.Options.Middle)
	s.wFrom, s.eTo = middleRanks(b.W, cfg.Options.Middle)
	s.last = [NumSeats]Square{NoSquare, NoSquare, NoSquare, NoSquare}
	s.setArmies(cfg.Armies, cfg.Options.AllyGeneral)
	for _, pl := range pieces {
		if !b.Contains(pl.Sq) {
			return s, fmt.Errorf("%s is off the %s board", pl.Sq, b)
		}
		k := pl.Piece.Kind()
		if k == NoKind || k >= numKinds || pl.Piece == wall {
			return s, fmt.Errorf("%s: invalid piece", pl.Sq)
		}
		if !cfg.Armies.Plays(pl.Piece.Seat()) {
			return s, fmt.Errorf("%s: %s does not play in this game", pl.Sq, pl.Piece.Seat())
		}
		if k != Cannon && pl.Piece.Facing() != 0 {
			return s, fmt.Errorf("%s: only a cannon has a facing", pl.Sq)
		}
		if s.cells[pl.Sq] != NoPiece {
			return s, fmt.Errorf("two pieces on %s", pl.Sq)
		}
		if why := forbiddenTile(k, s.tiles[pl.Sq]); why != "" {
			return s, fmt.Errorf("%s: %s", pl.Sq, why)
		}
		s.cells[pl.Sq] = pl.Piece
	}
	s.toMove = toMove
	s.recount()
	s.hash = s.computeHash()
	if s.n() > 2 {
		s.settle(NoMoves) // a seat with no legal move is out at once
	}
	return s, nil
}

// forbiddenTile says why a kind may not stand on a tile ("" when it may).
func forbiddenTile(k Kind, t Tile) string {
	switch {
	case k == Cannon && t == Forest:
		return "a cannon cannot stand in a forest"
	case k == Cannon && t == Marsh:
		return "a cannon cannot stand in a marsh"
	case k == Cavalry && t == Marsh:
		return "a cavalry cannot stand in a marsh"
	}
	return ""
}

// middleRanks gives the first rank where South's pieces count and the last
// where North's count.
func middleRanks(h int, m Middle) (sFrom, nTo int8) {
	if h%2 == 0 {
		return int8(h / 2), int8(h/2 - 1)
	}
	mid := int8(h / 2)
	switch m {
	case MiddleLow:
		return mid, mid - 1
	case MiddleHigh:
		return mid + 1, mid
	}
	return mid + 1, mid - 1
}

// Board is the board size.
func (s *State) Board() Board { return Board{int(s.w), int(s.h)} }

// At is the piece on q (NoPiece when empty or off the board).
func (s *State) At(q Square) Piece {
	if q >= NumSquares {
		return NoPiece
	}
	p := s.cells[q]
	if p == wall {
		return NoPiece
	}
	return p
}

// Tile is the terrain of q.
func (s *State) Tile(q Square) Tile {
	if q >= NumSquares {
		return Plain
	}
	return s.tiles[q]
}

// Terrain is the whole terrain.
func (s *State) Terrain() Terrain { return s.tiles }

// ToMove is the seat whose turn it is.
func (s *State) ToMove() Seat { return s.toMove }

// Plies is the number of moves played since the start position.
func (s *State) Plies() int { return int(s.plies) }

// Hash is the Zobrist hash of pieces, facings, seat to move and the
// three-turns history.
func (s *State) Hash() uint64 { return s.hash }

// Pieces lists every piece on the board, square by square.
func (s *State) Pieces() []Placed { return s.AppendPieces(nil) }

// AppendPieces appends every piece on the board to dst, square by square, as
// Pieces lists them; with a dst of enough capacity it does not allocate (search).
func (s *State) AppendPieces(dst []Placed) []Placed {
	for r := 0; r < int(s.h); r++ {
		row := SquareAt(0, r)
		for f := Square(0); f < Square(s.w); f++ {
			if p := s.cells[row+f]; p != NoPiece {
				dst = append(dst, Placed{row + f, p})
			}
		}
	}
	return dst
}

// LastMoved says which piece of seat moved in its last turn and how many
// turns in a row it has moved (0, NoSquare when none). A piece with a streak
// of 2 may not move this turn.
func (s *State) LastMoved(seat Seat) (Square, int) {
	return s.last[seat&3], int(s.streak[seat&3])
}

// counts reports whether a piece of seat on q is beyond the middle line
// (in the half across it from the seat's own edge).
func (s *State) counts(seat Seat, q Square) bool {
	switch seat {
	case South:
		return q.Rank() >= int(s.sFrom)
	case North:
		return q.Rank() <= int(s.nTo)
	case West:
		return q.File() >= int(s.wFrom)
	}
	return q.File() <= int(s.eTo)
}

// value is what p counts on q.
func (s *State) value(p Piece, q Square) int16 {
	if !s.counts(p.Seat(), q) {
		return 0
	}
	return kindPoints[p.Kind()]
}

func (s *State) recount() {
	s.points = [NumSeats]int16{}
	for r := 0; r < int(s.h); r++ {
		for f := 0; f < int(s.w); f++ {
			q := SquareAt(f, r)
			if p := s.cells[q]; p != NoPiece {
				s.points[p.Seat()] += s.value(p, q)
			}
		}
	}
}

// Points is seat's count beyond the middle line (generals 2, drums 0, others 1).
func (s *State) Points(seat Seat) int { return int(s.points[seat&3]) }

// Target is the number of points that wins.
func (s *State) Target() int { return int(s.target) }

// CountsFor reports whether a piece of seat on square q counts for it.
func (s *State) CountsFor(seat Seat, q Square) bool { return s.counts(seat&3, q) }
