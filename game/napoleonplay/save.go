package napoleonplay

import (
	"errors"
	"fmt"

	"warboard/game/internal/minijson"
	"warboard/game/storage"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// saveVersion changes when the saved form does: 2 is one JSON line without the record, then
// the record text as it is (not escaped into JSON); 1 (still read) held the record inside.
const saveVersion = 2

// saved is a session's state. The record text holds the tags (the edited
// terrain in its Terrain tag), and once play began the Position and every
// turn played; the rest is what is in progress.
type saved struct {
	Version int       `json:"version"`
	Options Options   `json:"options"`
	Seed    uint64    `json:"seed"`
	Draws   uint64    `json:"draws"`
	Record  string    `json:"record,omitempty"` // version 1 only`
	Phase   string    `json:"phase"`
	Seat    string    `json:"seat"`
	SetUp   [2]string `json:"setup,omitempty"` // placement lists of the set-ups in progress
	Done    [2]bool   `json:"done"`
	Sel     string    `json:"selected,omitempty"`
	Pick    string    `json:"pick,omitempty"` // a kind letter
	Push    string    `json:"push,omitempty"`
	// Turn is the turn being built in order: the move token, and cannon
	// turns named by the cannon's square before the move ("c1>NE").
	Turn  []string `json:"turn,omitempty"`
	Offer bool     `json:"offer,omitempty"`
	// TakeBack: the side that played the last turn asks to take it back.
	TakeBack bool `json:"takeBack,omitempty"`
	// SetUpEW and DoneEW are East's and West's set-ups and marks in a game of three or
	// four armies (absent in a two-army save, which is as it was).
	SetUpEW []string `json:"setupEW,omitempty"`
	DoneEW  []bool   `json:"doneEW,omitempty"`
	// Waterloo's question among the armies: who asked, who still answers (seat letters in
	// order, the deciding one first) and who last refused (waterloo.go).
	AskedBy   string `json:"askedBy,omitempty"`
	Answer    string `json:"answer,omitempty"`
	RefusedBy string `json:"refusedBy,omitempty"`
}

// Fields is the save's line, member by member as encoding/json wrote it
// (TestSavedJSONAgrees compares); members it does not know are left alone when read, as
// encoding/json did.
func (v *saved) Fields(c minijson.Codec) {
	c.Int("version", &v.Version)
	c.Object("options", false, func(c minijson.Codec) {
		o := &v.Options
		c.String("army", &o.Army)
		c.Int("armySize", &o.ArmySize)
		c.Bool("extraDrum", &o.ExtraDrum)
		c.Bool("terrainEdit", &o.TerrainEdit)
		c.String("first", &o.First)
		c.Bool("handOverPlay", &o.HandOverPlay)
		c.Bool("moverBottom", &o.MoverBottom)
		c.StringOmit("computers", &o.Computers)
		c.StringOmit("levels", &o.Levels)
	})
	c.Uint64("seed", &v.Seed)
	c.Uint64("draws", &v.Draws)
	c.StringOmit("record", &v.Record)
	c.String("phase", &v.Phase)
	c.String("seat", &v.Seat)
	setUp, done := v.SetUp[:], v.Done[:] // the two sides' arrays, as JSON arrays
	c.Strings("setup", &setUp)
	c.Bools("done", &done)
	copy(v.SetUp[:], setUp)
	copy(v.Done[:], done)
	c.StringOmit("selected", &v.Sel)
	c.StringOmit("pick", &v.Pick)
	c.StringOmit("push", &v.Push)
	c.StringsOmit("turn", &v.Turn)
	c.BoolOmit("offer", &v.Offer)
	c.BoolOmit("takeBack", &v.TakeBack)
	c.StringsOmit("setupEW", &v.SetUpEW)
	c.BoolsOmit("doneEW", &v.DoneEW)
	c.StringOmit("askedBy", &v.AskedBy)
	c.StringOmit("answer", &v.Answer)
	c.StringOmit("refusedBy", &v.RefusedBy)
}

// Save is the whole session: one line of JSON with what the record does not hold, then the
// record text.
func (s *Session) Save() ([]byte, error) {
	v := saved{Version: saveVersion, Options: s.opts, Seed: s.seed, Draws: s.draws,
		Phase: s.phase.String(), Seat: s.seat.String(), Done: [2]bool{s.done[0], s.done[1]},
		Offer: s.offer, TakeBack: s.askBack}
	if s.waterloo() {
		v.DoneEW = []bool{s.done[napoleon.East], s.done[napoleon.West]}
	}
	if s.askedBy != noSide {
		v.AskedBy = s.askedBy.String()
	}
	for _, x := range s.answer {
		v.Answer += x.String()
	}
	if s.refusedBy != noSide {
		v.RefusedBy = s.refusedBy.String()
	}
	if s.setup != nil {
		for seat := napoleon.South; seat <= napoleon.North; seat++ {
			v.SetUp[seat] = napoleon.FormatPosition(s.setup.Pieces(seat))
		}
		if s.waterloo() {
			v.SetUpEW = []string{napoleon.FormatPosition(s.setup.Pieces(napoleon.East)),
				napoleon.FormatPosition(s.setup.Pieces(napoleon.West))}
		}
	}
	if s.sel != napoleon.NoSquare {
		v.Sel = s.sel.String()
	}
	if s.pick != napoleon.NoKind {
		v.Pick = string(s.pick.Letter())
	}
	if s.push != napoleon.NoSquare {
		v.Push = s.push.String()
	}
	for _, a := range s.turn {
		if a.move {
			v.Turn = append(v.Turn, a.m.String())
		} else {
			v.Turn = append(v.Turn, napoleon.CannonTurn{At: a.origin, Face: a.face}.String())
		}
	}
	return storage.JoinSave(minijson.Marshal(v), s.RecordText()), nil
}

// Restore rebuilds a saved session, of this version or version 1: the same phase and the
// same Picture. Anything inconsistent is an error, never a panic.
func Restore(data []byte) (*Session, error) {
	head, text, split := storage.CutSave(data)
	v, err := minijson.Unmarshal[saved](head, false)
	if err != nil {
		return nil, fmt.Errorf("napoleon save: %w", err)
	}
	if v.Record, err = storage.SaveRecord("version", v.Version, saveVersion, v.Record, text, split); err != nil {
		return nil, fmt.Errorf("napoleon save: %w", err)
	}
	s, err := restore(&v)
	if err != nil {
		return nil, fmt.Errorf("napoleon save: %w", err)
	}
	return s, nil
}

func restore(v *saved) (*Session, error) {
	rec, err := record.Parse(v.Record)
	if err != nil {
		return nil, err
	}
	phase, err := parsePhase(v.Phase)
	if err != nil {
		return nil, err
	}
	var s *Session
	if _, ok := rec.Tag("Position"); ok {
		if s, err = FromRecord(rec, v.Options); err != nil {
			return nil, err
		}
		if v.SetUp != [2]string{} || len(v.SetUpEW) > 0 || v.done(s) != s.done {
			return nil, errors.New("a set-up in progress in a game being played")
		}
		if (phase == Over) != (s.phase == Over) || (phase != Over && phase != Play && phase != HandOver) {
			return nil, fmt.Errorf("phase %s does not match the record (%s)", phase, s.match.Result())
		}
	} else {
		if s, err = newSession(rec, v.Options, v.Seed); err != nil {
			return nil, err
		}
		if phase != TerrainEdit {
			if err := s.beginSetUp(); err != nil {
				return nil, err
			}
			if err := s.restoreSetUps(v); err != nil {
				return nil, err
			}
		}
	}
	seat, err := s.cfg.Armies.ParseSeat(v.Seat)
	if err != nil {
		return nil, err
	}
	s.seed, s.draws, s.phase, s.seat, s.done = v.Seed, v.Draws, phase, seat, v.done(s)
	if err := s.restoreChoice(v); err != nil {
		return nil, err
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}

// done is the saved set-up marks of s's armies; an army that does not play is never
// marked.
func (v *saved) done(s *Session) [napoleon.NumSeats]bool {
	d := [napoleon.NumSeats]bool{v.Done[0], v.Done[1]}
	if len(v.DoneEW) == 2 {
		d[napoleon.East], d[napoleon.West] = v.DoneEW[0], v.DoneEW[1]
	}
	for x := range d {
		if !s.cfg.Armies.Plays(napoleon.Seat(x)) {
			d[x] = false
		}
	}
	return d
}

func (s *Session) restoreSetUps(v *saved) error {
	if len(v.SetUpEW) != 0 && len(v.SetUpEW) != 2 || len(v.DoneEW) != 0 && len(v.DoneEW) != 2 {
		return errors.New("East's and West's set-ups: two entries")
	}
	done := v.done(s)
	for _, seat := range s.Seats() {
		list := ""
		switch {
		case seat <= napoleon.North:
			list = v.SetUp[seat]
		case len(v.SetUpEW) == 2:
			list = v.SetUpEW[seat-napoleon.East]
		}
		ps, err := napoleon.ParsePositionOf(s.cfg, list)
		if err != nil {
			return err
		}
		var a napoleon.Army
		for _, p := range ps {
			if err := s.rule.CanAdd(a, p.Piece.Kind()); err != nil {
				return fmt.Errorf("%s's set-up: %w", seat, err)
			}
			if p.Piece.Seat() != seat {
				return fmt.Errorf("%s's set-up holds a piece of %s", seat, p.Piece.Seat())
			}
			a[p.Piece.Kind()]++
			if view := s.setup.View(seat); view.Pieces[p.Sq] != napoleon.NoPiece {
				return fmt.Errorf("%s's set-up: two pieces on %s", seat, p.Sq)
			}
			if err := s.setup.Place(seat, p.Sq, p.Piece); err != nil {
				return fmt.Errorf("%s's set-up: %w", seat, err)
			}
		}
		if done[seat] && len(s.setup.Problems(seat)) > 0 {
			return fmt.Errorf("%s's set-up is marked done but is not legal", seat)
		}
	}
	return nil
}

func (s *Session) restoreChoice(v *saved) error {
	b := s.cfg.Board
	var err error
	if v.Sel != "" {
		if s.sel, err = b.ParseSquare(v.Sel); err != nil {
			return err
		}
	}
	if v.Push != "" {
		if s.push, err = b.ParseSquare(v.Push); err != nil {
			return err
		}
	}
	if v.Pick != "" {
		k, ok := napoleon.KindFromLetter(v.Pick[0])
		if !ok || len(v.Pick) != 1 {
			return fmt.Errorf("pick %q is not a piece kind", v.Pick)
		}
		s.pick = k
	}
	for _, tok := range v.Turn {
		if napoleon.IsCannonTurnToken(tok) {
			c, err := napoleon.ParseCannonTurn(b, tok)
			if err != nil {
				return err
			}
			s.turn = append(s.turn, action{origin: c.At, face: c.Face})
			continue
		}
		m, err := napoleon.ParseMove(b, tok)
		if err != nil {
			return err
		}
		s.turn = append(s.turn, action{move: true, m: m})
	}
	s.offer, s.askBack = v.Offer, v.TakeBack
	return s.restoreQuestion(v)
}

// restoreQuestion reads Waterloo's question; check judges it against the game.
func (s *Session) restoreQuestion(v *saved) error {
	side := func(name string) (napoleon.Seat, error) {
		if name == "" {
			return noSide, nil
		}
		return s.cfg.Armies.ParseSeat(name)
	}
	var err error
	if s.askedBy, err = side(v.AskedBy); err != nil {
		return fmt.Errorf("askedBy: %v", err)
	}
	if s.refusedBy, err = side(v.RefusedBy); err != nil {
		return fmt.Errorf("refusedBy: %v", err)
	}
	for i := 0; i < len(v.Answer); i++ {
		x, err := s.cfg.Armies.ParseSeat(v.Answer[i : i+1])
		if err != nil {
			return fmt.Errorf("answer %q: %v", v.Answer, err)
		}
		s.answer = append(s.answer, x)
	}
	return nil
}

// check verifies that the session is one the calls can reach: restored
// data must pass it, and the tests assert it after every call.
func (s *Session) check() error {
	if s.phase > Over || !s.cfg.Armies.Plays(s.seat) {
		return errors.New("invalid phase or seat")
	}
	inPlay := s.phase == Play
	if err := s.checkTakeBack(); err != nil {
		return err
	}
	asking := len(s.answer) > 0 // Waterloo: an army answers, maybe behind its hand-over
	if !inPlay && (s.turn != nil || s.push != napoleon.NoSquare || s.offer && !asking) {
		return fmt.Errorf("a turn in progress in phase %s", s.phase)
	}
	if err := s.checkAnswer(); err != nil {
		return err
	}
	if s.bots != 0 {
		if s.phase == HandOver {
			return errors.New("a hand-over with a computer side")
		}
		if x, ok := s.actor(); ok && !s.IsPerson(x) && (s.sel != napoleon.NoSquare || s.pick != napoleon.NoKind || s.turn != nil || s.push != napoleon.NoSquare) {
			return errors.New("a choice on screen while the computer decides")
		}
	}
	if s.phase != SetUp && s.pick != napoleon.NoKind {
		return fmt.Errorf("a reserve pick in phase %s", s.phase)
	}
	if s.phase != SetUp && !inPlay && s.sel != napoleon.NoSquare {
		return fmt.Errorf("a selection in phase %s", s.phase)
	}
	switch {
	case s.phase == TerrainEdit:
		if s.setup != nil || s.match != nil || !s.noneDone() {
			return errors.New("terrain editing after the set-up began")
		}
		if err := s.cfg.Check(); err != nil {
			return err
		}
		return nil
	case s.match == nil:
		if s.setup == nil || (s.phase != SetUp && s.phase != HandOver) {
			return fmt.Errorf("phase %s without a game", s.phase)
		}
		if s.done[s.seat] {
			return fmt.Errorf("%s's set-up is already done", s.seat)
		}
		return s.checkSetUpChoice()
	}
	st := s.match.State()
	if over := s.match.Outcome().Over; over != (s.phase == Over) {
		return fmt.Errorf("phase %s, but the game is %s", s.phase, s.match.Result())
	}
	if s.setup != nil || s.seat != st.ToMove() && !(asking && s.seat == s.answer[0]) || !s.allDone() {
		return errors.New("set-up state left in play")
	}
	if s.offer && s.turn != nil {
		return errors.New("an offer during a turn in progress")
	}
	return s.checkTurn(&st)
}

func (s *Session) checkSetUpChoice() error {
	if s.phase == HandOver && (s.sel != napoleon.NoSquare || s.pick != napoleon.NoKind) {
		return errors.New("a choice behind a hand-over screen")
	}
	if s.sel != napoleon.NoSquare && (s.pick != napoleon.NoKind || !s.cfg.Board.Contains(s.sel) || s.own(s.sel) == napoleon.NoPiece) {
		return fmt.Errorf("selected %s holds no piece of %s", s.sel, s.seat)
	}
	if s.pick != napoleon.NoKind {
		if err := s.rule.CanAdd(s.placedArmy(), s.pick); err != nil {
			return fmt.Errorf("reserve pick: %w", err)
		}
	}
	return nil
}

func (s *Session) checkTurn(st *napoleon.State) error {
	moves := 0
	for _, a := range s.turn {
		if a.move {
			moves++
		}
	}
	if moves > 1 {
		return errors.New("two moves in one turn")
	}
	board, err := s.preview()
	if err != nil {
		return err
	}
	if s.sel == napoleon.NoSquare {
		if s.push != napoleon.NoSquare {
			return errors.New("a drum push without a drum")
		}
		return nil
	}
	p := board.At(s.sel)
	if !s.cfg.Board.Contains(s.sel) || p == napoleon.NoPiece || p.Seat() != st.ToMove() {
		return fmt.Errorf("selected %s holds no piece of %s", s.sel, st.ToMove())
	}
	if _, ok := s.moved(); ok && p.Kind() != napoleon.Cannon {
		return errors.New("a piece other than a cannon selected after the move")
	}
	if s.push != napoleon.NoSquare {
		for _, m := range s.movesFrom(s.sel) {
			if m.To == s.push && m.IsPush() {
				return nil
			}
		}
		return fmt.Errorf("no drum push from %s to %s", s.sel, s.push)
	}
	return nil
}
