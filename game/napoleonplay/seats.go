package napoleonplay

import (
	"errors"
	"fmt"
	"strings"
	"warboard/rules/record"

	"warboard/rules/napoleon"
)

// Sides played by the computer. Options.Computers names them; the others are
// people at the device. With a computer side there is at most one person, so no
// hand-over screen ever comes and the screen always shows the person's view (the
// person's own set-up while the computer sets up in secret). The computer's
// decisions come in through Decide, as record tokens.

// computerMask reads Options.Computers: "S", "N", "SN" or "" (E and W too in Waterloo:
// newSession checks the seats play).
func computerMask(letters string) (uint8, error) {
	var m uint8
	for i := 0; i < len(letters); i++ {
		x, err := napoleon.ParseSeat(letters[i : i+1])
		if err != nil && (letters[i] == 'E' || letters[i] == 'W') {
			x, err = napoleon.Seat(2+strings.IndexByte("EW", letters[i])), nil
		}
		if err != nil {
			return 0, fmt.Errorf("computer sides %q: %w", letters, err)
		}
		if m&(1<<x) != 0 {
			return 0, fmt.Errorf("computer sides %q: %s given twice", letters, x)
		}
		m |= 1 << x
	}
	return m, nil
}

// IsPerson reports whether side is played by a person at the device.
func (s *Session) IsPerson(side napoleon.Seat) bool {
	return s.cfg.Armies.Plays(side) && s.bots&(1<<side) == 0
}

// People are the sides played by people, South first.
func (s *Session) People() []napoleon.Seat {
	var out []napoleon.Seat
	for _, x := range s.Seats() {
		if s.IsPerson(x) {
			out = append(out, x)
		}
	}
	return out
}

// handOvers reports whether the device passes between two people.
func (s *Session) handOvers() bool { return s.bots == 0 }

// actor is the side that must act now: the terrain's editor (a person, or South),
// the side setting up or called, to move, or answering an offer. ok is false when
// the game is over.
func (s *Session) actor() (side napoleon.Seat, ok bool) {
	switch s.phase {
	case TerrainEdit:
		if ps := s.People(); len(ps) > 0 {
			return ps[0], true
		}
		return napoleon.South, true
	case HandOver, SetUp:
		return s.seat, true
	case Play:
		if s.match == nil { // only in a damaged save, which check refuses
			return 0, false
		}
		if _, answering, ok := s.AskedBy(); ok {
			return answering, true
		}
		st := s.match.State()
		return st.ToMove(), true
	}
	return 0, false
}

// viewer is the side whose view the screen shows: the one person when there is
// one beside a computer, else the side that acts.
func (s *Session) viewer() napoleon.Seat {
	if ps := s.People(); s.bots != 0 && len(ps) == 1 {
		return ps[0]
	}
	x, _ := s.actor()
	return x
}

// byComputer refuses a person's call while a computer side must act.
func (s *Session) byComputer() error {
	if x, ok := s.actor(); ok && !s.IsPerson(x) {
		return fmt.Errorf("%s is played by the computer: wait for its decision", seatName(x))
	}
	return nil
}

// Decision is what a side must decide.
type Decision uint8

const (
	DecideNothing  Decision = iota // the game is over
	DecideTerrain                  // the ground: a Terrain tag's value ("" for plain ground)
	DecideSetUp                    // the army: a placement list of the side's pieces
	DecideMove                     // a turn ("d2-d5 c1>NE"), "resign", or "draw" to offer an agreed end
	DecideDraw                     // answer an offered agreed end: accept or decline
	DecideTakeBack                 // answer a request to take back the last turn: accept or decline
)

var decisionNames = [...]string{"nothing", "set up the terrain", "set up its army", "move", "answer an agreed end", "answer a take back"}

func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return "?"
}

// Pending says who must decide what now.
type Pending struct {
	Seat     napoleon.Seat // meaningless when What is DecideNothing
	What     Decision
	Person   bool // Seat is a person's, not the computer's
	HandOver bool // the device must pass to Seat first (Continue)
}

// Pending is the decision the game waits for.
func (s *Session) Pending() Pending {
	x, ok := s.actor()
	if !ok {
		return Pending{}
	}
	pd := Pending{Seat: x, Person: s.IsPerson(x), HandOver: s.phase == HandOver}
	switch {
	case s.phase == TerrainEdit:
		pd.What = DecideTerrain
	case s.phase == SetUp, s.phase == HandOver && s.match == nil:
		pd.What = DecideSetUp
	case s.offer:
		pd.What = DecideDraw
	case s.askBack:
		pd.What = DecideTakeBack
	default:
		pd.What = DecideMove
	}
	return pd
}

// Decide plays side's whole pending decision, written as record tokens:
//
//	terrain  a Terrain tag's value ("c4=hill d5=forest …", "" for plain ground)
//	set-up   the side's army as a placement list ("a1=SK>N b1=SC …")
//	move     a turn: a move and its cannon turns ("d2-d5 c1>NE"), "resign", or
//	         "draw" to offer an agreed end
//	draw     "accept" or "decline" the offered agreed end
//	take back "accept" or "decline" the request to take back the last turn
//
// The rules core judges the tokens; a refusal is an error and changes nothing.
// Decide is for computer sides (and tests); a person's decision behind a hand-over
// waits for Continue.
func (s *Session) Decide(side napoleon.Seat, tokens string) error {
	pd := s.Pending()
	switch {
	case pd.What == DecideNothing:
		return errors.New("the game is over: nothing to decide")
	case side != pd.Seat:
		return fmt.Errorf("%s cannot decide now: %s must %v", seatName(side), seatName(pd.Seat), pd.What)
	case pd.HandOver:
		return fmt.Errorf("%s must take the device first (hand-over)", seatName(side))
	}
	switch pd.What {
	case DecideTerrain:
		return s.decideTerrain(tokens)
	case DecideSetUp:
		return s.decideSetUp(side, tokens)
	}
	if pd.What == DecideTakeBack {
		return s.decideTakeBack(tokens)
	}
	f := strings.Fields(tokens)
	if pd.What == DecideDraw {
		if len(f) == 1 && f[0] == "accept" {
			return s.acceptDraw()
		}
		if len(f) == 1 && f[0] == "decline" {
			return s.declineDraw()
		}
		return fmt.Errorf("%q: answer an agreed end with accept or decline", tokens)
	}
	if len(f) == 1 && f[0] == "draw" {
		s.turn, s.sel, s.push = nil, napoleon.NoSquare, napoleon.NoSquare
		return s.offerDraw()
	}
	if len(f) == 0 {
		return errors.New("an empty turn: a move, then any cannon turns")
	}
	if err := s.match.Play(strings.Join(f, " ")); err != nil {
		return err
	}
	s.afterTurn()
	return nil
}

// decideTerrain sets the ground and ends the editor; the rules core checks it.
func (s *Session) decideTerrain(list string) error {
	t, err := napoleon.ParseTerrain(s.cfg.Board, list)
	if err != nil {
		return err
	}
	prev := s.cfg
	s.cfg.Terrain = t
	if err := s.terrainDone(); err != nil {
		s.cfg = prev
		return err
	}
	return nil
}

// decideSetUp replaces side's set-up with the listed army and finishes it.
func (s *Session) decideSetUp(side napoleon.Seat, list string) error {
	ps, err := napoleon.ParsePositionOf(s.cfg, list)
	if err != nil {
		return err
	}
	prev, done, phase, seat := *s.setup, s.done, s.phase, s.seat
	fail := func(err error) error {
		*s.setup, s.done, s.phase, s.seat = prev, done, phase, seat
		return fmt.Errorf("%s's set-up: %w", seatName(side), err)
	}
	s.setup.Clear(side)
	var a napoleon.Army
	for _, p := range ps {
		if p.Piece.Seat() != side {
			return fail(fmt.Errorf("%s holds a piece of the other side", p.Sq))
		}
		if err := s.rule.CanAdd(a, p.Piece.Kind()); err != nil {
			return fail(err)
		}
		a[p.Piece.Kind()]++
		if err := s.setup.Place(side, p.Sq, p.Piece); err != nil {
			return fail(err)
		}
	}
	if probs := s.setup.Problems(side); len(probs) > 0 {
		return fail(errors.Join(probs...))
	}
	s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
	if err := s.setUpDone(); err != nil {
		return fail(err)
	}
	return nil
}

// SetUpRules are what a side's set-up must keep: the game's rules and the army rule of
// the options (an exact army, a choice from a pool, or free composition). The computer
// sets up by them.
func (s *Session) SetUpRules() (napoleon.Config, napoleon.ArmyRule) { return s.cfg, s.rule }

// Options are the app choices the session runs with.
func (s *Session) Options() Options { return s.opts }

// Viewer is the side whose view the screen shows: the one person beside a computer, else
// the side that acts.
func (s *Session) Viewer() napoleon.Seat { return s.viewer() }

// TakeBack undoes side's last turn in a game against the computer, with every turn after
// it (the computer's reply): play goes on from the position before it, side to move. Only
// a person's side in play may, and only with a computer in the game.
func (s *Session) TakeBack(side napoleon.Seat) error {
	switch {
	case s.bots == 0:
		return errors.New("take back is for games against the computer")
	case !s.IsPerson(side):
		return fmt.Errorf("%s is not a person's side", seatName(side))
	case s.phase != Play || s.match == nil:
		return fmt.Errorf("take back during play only (now %s)", s.phase)
	}
	rec := s.match.Record()
	m, err := napoleon.FromRecord(&record.Record{Tags: rec.Tags})
	if err != nil {
		return err
	}
	cut := -1
	for i := 0; i < len(rec.Moves); {
		j := i + 1 // a turn: a move and the cannon turns after it
		for j < len(rec.Moves) && napoleon.IsCannonTurnToken(rec.Moves[j].Text) {
			j++
		}
		if st := m.State(); st.ToMove() == side {
			cut = i
		}
		var toks []string
		for _, mv := range rec.Moves[i:j] {
			toks = append(toks, mv.Text)
		}
		if err := m.Play(strings.Join(toks, " ")); err != nil {
			return record.MoveError(rec.Moves[i], "%v", err)
		}
		i = j
	}
	if cut < 0 {
		return errors.New("no turn of yours to take back")
	}
	rec.Moves = rec.Moves[:cut]
	rec.DeleteTag("Result")
	back, err := napoleon.FromRecord(rec)
	if err != nil {
		return err
	}
	s.startMatch(back, false)
	return nil
}

// ArmyRule is the army rule of the options: what a set-up must hold (an online room's
// client places its army by it, as the server checks it).
func (o Options) ArmyRule() (napoleon.ArmyRule, error) { return o.rule() }
