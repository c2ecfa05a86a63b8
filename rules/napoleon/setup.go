package napoleon

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Setup is a secret deployment in progress: each seat places its army in its
// zone while the other looks away. Its View never shows the other army.
type Setup struct {
	cfg    Config
	rule   ArmyRule
	ranks  int
	pieces [NumSeats][NumSquares]Piece
}

// NewSetup starts the deployment of armies under rule on cfg's board.
func NewSetup(cfg Config, rule ArmyRule) (*Setup, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	ranks, err := ZoneRanksOf(cfg, rule.Size())
	if err != nil {
		return nil, err
	}
	if rule.Composition == ChooseFrom && rule.Count > rule.Pool.Size() {
		return nil, fmt.Errorf("cannot choose %d pieces from a pool of %d", rule.Count, rule.Pool.Size())
	}
	return &Setup{cfg: cfg, rule: rule, ranks: ranks}, nil
}

// Config of the game being set up.
func (u *Setup) Config() Config { return u.cfg }

// Rule is the army rule.
func (u *Setup) Rule() ArmyRule { return u.rule }

// ZoneRanks is the depth of each zone.
func (u *Setup) ZoneRanks() int { return u.ranks }

// InZone reports whether seat may place on q.
func (u *Setup) InZone(seat Seat, q Square) bool { return InZoneOf(u.cfg, seat, u.ranks, q) }

// Place puts a piece of seat on q (replacing what seat had there). It
// refuses squares outside the zone and terrain the piece may not stand on;
// the composition is checked by Problems.
func (u *Setup) Place(seat Seat, q Square, p Piece) error {
	if !u.cfg.Armies.Plays(seat) || p.Seat() != seat || p.Kind() == NoKind || p.Kind() >= numKinds || p == wall {
		return fmt.Errorf("invalid piece for %s", seat)
	}
	if !u.InZone(seat, q) {
		return fmt.Errorf("%s is outside %s", q, zoneTextOf(u.cfg, seat, u.ranks))
	}
	if why := forbiddenTile(p.Kind(), u.cfg.Terrain[q]); why != "" {
		return fmt.Errorf("%s: %s", q, why)
	}
	u.pieces[seat][q] = p
	return nil
}

// Remove takes seat's piece off q.
func (u *Setup) Remove(seat Seat, q Square) {
	if q < NumSquares {
		u.pieces[seat&3][q] = NoPiece
	}
}

// Clear removes all of seat's pieces.
func (u *Setup) Clear(seat Seat) { u.pieces[seat&3] = [NumSquares]Piece{} }

// TurnCannon sets the facing of seat's cannon on q.
func (u *Setup) TurnCannon(seat Seat, q Square, d Dir) error {
	if q >= NumSquares {
		return fmt.Errorf("%s is not a point", q)
	}
	p := u.pieces[seat&3][q]
	if p.Kind() != Cannon || d > DirNW {
		return fmt.Errorf("%s holds no cannon of %s", q, seat)
	}
	u.pieces[seat&3][q] = p.withFacing(d)
	return nil
}

// Randomize replaces seat's set-up with a random legal one of army.
func (u *Setup) Randomize(seat Seat, army Army, rng *rand.Rand) error {
	if errs := u.rule.Check(army); len(errs) > 0 {
		return errors.Join(errs...)
	}
	ps, err := RandomSetup(u.cfg, seat, army, rng)
	if err != nil {
		return err
	}
	u.Clear(seat)
	for _, p := range ps {
		u.pieces[seat][p.Sq] = p.Piece
	}
	return nil
}

// Pieces lists seat's placed pieces.
func (u *Setup) Pieces(seat Seat) []Placed {
	var out []Placed
	for _, q := range u.cfg.Board.Squares() {
		if p := u.pieces[seat&3][q]; p != NoPiece {
			out = append(out, Placed{q, p})
		}
	}
	return out
}

// Problems lists why seat's set-up is not ready (nil: ready).
func (u *Setup) Problems(seat Seat) []error {
	return ValidateSetup(u.cfg, u.rule, seat, u.Pieces(seat))
}

// View shows the board, the terrain and seat's own army only.
func (u *Setup) View(seat Seat) View {
	v := View{Board: u.cfg.Board, Terrain: u.cfg.Terrain, Viewer: seat, SetUp: true,
		Target: u.cfg.Options.Target, LastMoved: [NumSeats]Square{NoSquare, NoSquare, NoSquare, NoSquare},
		Armies: u.cfg.Armies}
	if u.cfg.Armies.Plays(seat) {
		v.Pieces = u.pieces[seat]
	}
	return v
}

// Start reveals every army and begins play with first to move.
func (u *Setup) Start(first Seat) (*Match, error) {
	var errs []error
	var all []Placed
	for _, seat := range u.cfg.Armies.Order() {
		all = append(all, u.Pieces(seat)...)
		for _, e := range u.Problems(seat) {
			errs = append(errs, fmt.Errorf("%s: %w", seat, e))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return NewMatch(u.cfg, all, first)
}
