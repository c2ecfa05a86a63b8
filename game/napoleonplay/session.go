package napoleonplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/game/computer"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// LastToken is the last token played ("" before the first): "resign" or "draw" when the
// game ended so.
func (s *Session) LastToken() string {
	if s.match == nil {
		return ""
	}
	return s.match.LastToken()
}

// Phase is what the session waits for.
type Phase uint8

// The phases (see the package comment for the order).
const (
	TerrainEdit Phase = iota // tiles are edited square by square, mirrored
	HandOver                 // the device goes to Picture.Seat; nothing is shown
	SetUp                    // Picture.Seat places its army in secret
	Play                     // Picture.ToMove builds its turn
	Over                     // the game has ended: see Result
)

var phaseNames = [...]string{"terrain", "handover", "setup", "play", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "invalid"
}

func parsePhase(s string) (Phase, error) {
	for i, n := range phaseNames {
		if n == s {
			return Phase(i), nil
		}
	}
	return 0, fmt.Errorf("unknown phase %q", s)
}

// The army choices, as game.NapoleonSetup names them.
const (
	Army16     = "16"
	Army20     = "20"
	Army16Of20 = "16of20"
	Army30     = "30"
	Army60     = "60"
	ArmyFree   = "free"
	Army32     = "32"     // two panels (16×8)
	Army40     = "40"     // four panels (16×16)
	Army48     = "48"     // six panels (24×16)
	Army120    = "120"    // 32×32
	ArmyScaled = "scaled" // ArmySize pieces in the standard proportions (custom sizes)
)

// Options are the app's choices that the record does not keep.
type Options struct {
	Army         string `json:"army"`         // Army16 ("" too), Army20, Army16Of20, Army30, Army60, ArmyFree, Army32 … ArmyScaled
	ArmySize     int    `json:"armySize"`     // ArmyFree, ArmyScaled: pieces per army
	ExtraDrum    bool   `json:"extraDrum"`    // ArmyFree: a second drum is allowed
	TerrainEdit  bool   `json:"terrainEdit"`  // edit the tiles before the set-up (not in the antique game)
	First        string `json:"first"`        // "lot" (or ""), "S" or "N"
	HandOverPlay bool   `json:"handOverPlay"` // a hand-over screen between turns of play
	MoverBottom  bool   `json:"moverBottom"`  // the side to move (or setting up) at the bottom; else South
	// Computers are the sides the computer plays ("N", "S", "SN"); the others are
	// people. Absent (old saves too): both sides are people.
	Computers string `json:"computers,omitempty"`
	// Levels are the computer players' levels by seat ("E=hard W=normal"); the
	// controller keeps them for the app, which runs the players.
	Levels string `json:"levels,omitempty"`
}

// rule is the army rule of the options. Free composition without the extra
// drum is a choice from a pool holding one drum and as many of each other
// kind as the army has pieces: the rules core then gives the reasons.
func (o Options) rule() (napoleon.ArmyRule, error) {
	switch o.Army {
	case "", Army16:
		return napoleon.ExactArmy(napoleon.Army16), nil
	case Army20:
		return napoleon.ExactArmy(napoleon.Army20), nil
	case Army16Of20:
		return napoleon.ChooseArmy(napoleon.Army20, 16), nil
	case Army30:
		return napoleon.ExactArmy(napoleon.Army30), nil
	case Army60:
		return napoleon.ExactArmy(napoleon.Army60), nil
	case Army32:
		return napoleon.ExactArmy(napoleon.Army32), nil
	case Army40:
		return napoleon.ExactArmy(napoleon.Army40), nil
	case Army48:
		return napoleon.ExactArmy(napoleon.Army48), nil
	case Army120:
		return napoleon.ExactArmy(napoleon.Army120), nil
	case ArmyScaled:
		n := o.ArmySize
		if n < 1 || n > napoleon.MaxSize*napoleon.MaxSize/2 {
			return napoleon.ArmyRule{}, fmt.Errorf("an army of %d pieces: choose from 1 to %d", n, napoleon.MaxSize*napoleon.MaxSize/2)
		}
		return napoleon.ExactArmy(napoleon.ScaleArmy(n)), nil
	case ArmyFree:
		n := o.ArmySize
		if n < 1 || n > napoleon.MaxSize*napoleon.MaxSize/2 {
			return napoleon.ArmyRule{}, fmt.Errorf("free composition of %d pieces: choose from 1 to %d", n, napoleon.MaxSize*napoleon.MaxSize/2)
		}
		if o.ExtraDrum {
			return napoleon.FreeArmy(n), nil
		}
		return napoleon.ChooseArmy(napoleon.Army{0, n, 1, n, n, n}, n), nil
	}
	return napoleon.ArmyRule{}, fmt.Errorf("unknown army %q", o.Army)
}

func (o Options) check() error {
	switch o.First {
	case "", "lot", "S", "N", "E", "W": // E and W: the seat must play (newSession checks)
	default:
		return fmt.Errorf("first player %q: lot, S, N, E or W", o.First)
	}
	if _, err := computerMask(o.Computers); err != nil {
		return err
	}
	_, err := o.rule()
	return err
}

// Session is one game at one device, from the terrain editor to the result.
// It is not safe for concurrent use; the game loop owns it.
type Session struct {
	work  Work
	opts  Options
	seed  uint64
	draws uint64         // random draws made so far (lot, random fills): each uses its own stream
	tags  *record.Record // the game's tags before the Position: Terrain follows the editor
	cfg   napoleon.Config
	rule  napoleon.ArmyRule
	phase Phase
	seat  napoleon.Seat // HandOver: who takes the device; SetUp: who sets up
	setup *napoleon.Setup
	done  [napoleon.NumSeats]bool
	match *napoleon.Match

	threats threatCache // TargetThreats' last answer (threat.go)

	// What is being chosen on screen; kept here so a reload shows it again.
	sel   napoleon.Square // the picked piece (set-up) or the selected piece (play)
	pick  napoleon.Kind   // set-up: the reserve kind being placed
	push  napoleon.Square // play: the enemy cavalry a drum pushes, awaiting its landing
	turn  []action        // play: the turn being built, in order (for Undo)
	offer bool            // play: the side to move offers an agreed end
	// askBack: the side that played the last turn asks to take it back; the side to
	// move answers (takeback.go)
	askBack bool
	// Waterloo's agreements among the people at one device (waterloo.go): the army that
	// asked (an agreed end or a take back), the armies still to answer, the deciding one
	// first, and the one that last refused, for the next hand-over's note (noSide: none).
	askedBy   napoleon.Seat
	answer    []napoleon.Seat
	refusedBy napoleon.Seat

	bots uint8 // sides played by the computer (Options.Computers)
}

// action is one step of the turn being built: the move, or a cannon turn
// named by the cannon's square before the move (so Undo of the move keeps
// it right; End turn renames it to the square after the move).
type action struct {
	move   bool
	m      napoleon.Move
	origin napoleon.Square
	face   napoleon.Dir
}

// New starts a game: tags are the record tags the options screen writes
// (Board, Options, Terrain; no Position), opts the app's choices, seed the
// source of every random draw (lot, random set-up).
func New(tags *record.Record, opts Options, seed uint64) (*Session, error) {
	if tags == nil {
		return nil, errors.New("no record tags")
	}
	if _, ok := tags.Tag("Position"); ok || len(tags.Moves) > 0 {
		return nil, errors.New("the record already holds a game: continue it with FromRecord")
	}
	s, err := newSession(tags, opts, seed)
	if err != nil {
		return nil, err
	}
	if opts.TerrainEdit && !s.cfg.Options.Antique {
		s.phase = TerrainEdit
		return s, nil
	}
	if err := s.beginSetUp(); err != nil {
		return nil, err
	}
	return s, nil
}

func newSession(tags *record.Record, opts Options, seed uint64) (*Session, error) {
	if err := opts.check(); err != nil {
		return nil, err
	}
	cfg, err := napoleon.ConfigFromRecord(tags)
	if err != nil {
		return nil, err
	}
	rule, _ := opts.rule()
	if _, err := napoleon.NewSetup(cfg, rule); err != nil {
		return nil, err
	}
	base := tags.Clone()
	base.Moves = nil
	for _, name := range []string{"Position", "Turn", "Result", "Computers", "Seed"} {
		base.DeleteTag(name)
	}
	if (opts.First == "E" || opts.First == "W") && !cfg.Armies.Plays(napoleon.Seat(map[string]int{"E": 2, "W": 3}[opts.First])) {
		return nil, fmt.Errorf("first player %s does not play in this game", opts.First)
	}
	bots, _ := computerMask(opts.Computers) // checked above
	var people int
	for _, x := range cfg.Armies.Order() {
		if bots&(1<<x) == 0 {
			people++
		}
	}
	if bots&^playMask(cfg.Armies) != 0 {
		return nil, fmt.Errorf("computer sides %q: a seat that does not play", opts.Computers)
	}
	if bots != 0 && people > 1 {
		// hand-overs are between people only: beside the computer one person plays
		return nil, fmt.Errorf("computer sides %q: with the computer at a seat, one person plays at most", opts.Computers)
	}
	return &Session{opts: opts, seed: seed, tags: base, cfg: cfg, rule: rule, bots: bots,
		sel: napoleon.NoSquare, push: napoleon.NoSquare, askedBy: noSide, refusedBy: noSide}, nil
}

// FromRecord continues (or shows the end of) a saved game: the record must
// hold a Position. opts gives the orientation and hand-overs, and the army
// of a Rematch.
func FromRecord(rec *record.Record, opts Options) (*Session, error) {
	if rec == nil {
		return nil, errors.New("no record")
	}
	rec, seed, err := computer.GameSeed(rec)
	if err != nil {
		return nil, err
	}
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	s, err := newSession(rec, opts, seed)
	if err != nil {
		return nil, err
	}
	s.markAllDone()
	s.startMatch(m, false)
	return s, nil
}

// Seed is the game's seed, drawn when it began and kept in its save: the computer's
// decisions in this game derive from it (rules/gameseed.Decision).
func (s *Session) Seed() uint64 { return s.seed }

// rng is a fresh random stream: one per draw, so a restored session draws
// exactly what the original would have.
func (s *Session) rng() *rand.Rand {
	s.draws++
	return rand.New(rand.NewPCG(s.seed, s.draws))
}

func (s *Session) clearChoice() {
	s.sel, s.pick, s.push, s.turn, s.offer = napoleon.NoSquare, napoleon.NoKind, napoleon.NoSquare, nil, false
	s.askBack, s.answer = false, nil
}

// beginSetUp opens the secret set-up, South first, behind a hand-over.
func (s *Session) beginSetUp() error {
	u, err := napoleon.NewSetup(s.cfg, s.rule)
	if err != nil {
		return err
	}
	s.setup, s.done = u, [napoleon.NumSeats]bool{}
	s.phase, s.seat = HandOver, napoleon.South
	if !s.handOvers() {
		s.phase = SetUp
	}
	s.clearChoice()
	return nil
}

// Work is what a session has done to its match: full replays of a record and turns
// applied one at a time. Tests hold the app to one apply per action and no replay in play.
type Work struct{ Replays, Applied int }

// Work is what the session has done so far.
func (s *Session) Work() Work { return s.work }

// startMatch begins play (or shows the end at once when the first player
// has no move); handOver puts a hand-over screen before the first turn.
func (s *Session) startMatch(m *napoleon.Match, handOver bool) {
	if m.NumTokens() > 0 {
		s.work.Replays++ // a loaded game or a take back: FromRecord played its turns again
	}
	s.match, s.setup = m, nil
	s.clearChoice()
	st := m.State()
	s.seat = st.ToMove()
	switch {
	case m.Outcome().Over:
		s.phase = Over
	case handOver && s.handOvers():
		s.phase = HandOver
	default:
		s.phase = Play
	}
}

// Continue leaves a hand-over screen: the device is with Picture.Seat now.
func (s *Session) Continue() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if s.phase != HandOver {
		return fmt.Errorf("no hand-over to leave (phase %s)", s.phase)
	}
	s.refusedBy = noSide
	if s.match == nil {
		s.phase = SetUp
	} else {
		s.phase = Play
	}
	return nil
}

// Done finishes the terrain editor or the current seat's set-up. A set-up
// is refused with the rules core's reasons until it is legal; when both
// seats are done the armies are revealed and play begins.
func (s *Session) Done() error {
	if err := s.byComputer(); err != nil {
		return err
	}
	switch s.phase {
	case TerrainEdit:
		return s.terrainDone()
	case SetUp:
		return s.setUpDone()
	}
	return fmt.Errorf("nothing to finish in phase %s", s.phase)
}

func (s *Session) setUpDone() error {
	if probs := s.setup.Problems(s.seat); len(probs) > 0 {
		return fmt.Errorf("the set-up is not ready: %w", errors.Join(probs...))
	}
	s.done[s.seat] = true
	s.clearChoice()
	if next, ok := s.nextToSetUp(s.seat); ok {
		s.phase, s.seat = HandOver, next
		if !s.handOvers() {
			s.phase = SetUp
		}
		return nil
	}
	return s.reveal()
}

// reveal starts play from both set-ups at once, the first player drawn by
// lot or chosen. The record keeps the options screen's tags as written.
func (s *Session) reveal() error {
	first := napoleon.South
	switch s.opts.First {
	case "N":
		first = napoleon.North
	case "S":
	case "E", "W":
		first, _ = s.cfg.Armies.ParseSeat(s.opts.First) // checked by Options.check
	default:
		if s.waterloo() {
			first = s.Seats()[s.rng().IntN(len(s.Seats()))]
		} else {
			first = napoleon.Seat(s.rng().IntN(2))
		}
	}
	m, err := s.setup.Start(first)
	if err != nil {
		return err
	}
	rec := s.Record()
	rec.SetTag("Position", m.Position())
	rec.SetTag("Turn", first.String())
	if m, err = napoleon.FromRecord(rec); err != nil {
		return err
	}
	s.startMatch(m, s.opts.HandOverPlay)
	return nil
}

// Result is how a game ended.
type Result struct {
	Over   bool
	Draw   bool
	Winner napoleon.Seat // when Over and not Draw
	// Reason is the referee's code: target, count, nomoves, resign, agreed
	// or turnlimit ("ongoing" before the end).
	Reason string
	Points [napoleon.NumSeats]int // points beyond the middle line, by seat
	Target int
	// Team is a winning team's seats in play order ("EN"); "" for one army.
	Team string
}

// Result is the outcome so far, with the points of each side.
func (s *Session) Result() Result {
	r := Result{Reason: napoleon.Ongoing.String(), Target: s.cfg.Options.Target}
	if s.match == nil {
		return r
	}
	o := s.match.Outcome()
	st := s.match.State()
	r.Over, r.Draw, r.Winner, r.Reason, r.Team = o.Over, o.Draw, o.Winner, o.Reason.String(), o.Team
	for _, x := range s.Seats() {
		r.Points[x] = st.Points(x)
	}
	return r
}

// Record is the game in the notation: the tags (with the edited terrain),
// the Position and Turn once both armies are set up, the turns played (not
// the one being built) and the Result once over.
func (s *Session) Record() *record.Record {
	if s.match != nil {
		rec := s.match.Record()
		s.closeRecord(rec)
		return rec
	}
	rec := s.tags.Clone()
	if s.cfg.Terrain.IsEmpty() {
		rec.DeleteTag("Terrain")
	} else {
		rec.SetTag("Terrain", s.cfg.Terrain.Format(s.cfg.Board))
	}
	return rec
}

// RecordText is Record().String(), written without building the Record.
func (s *Session) RecordText() string {
	if s.match != nil && !(s.phase == Over && s.bots != 0) {
		return s.match.RecordText()
	}
	return s.Record().String()
}

// MoveCount is the number of tokens played: len(Record().Moves), without the record.
func (s *Session) MoveCount() int {
	if s.match == nil {
		return 0
	}
	return s.match.NumTokens()
}

// Phase is what the session waits for (Picture().Phase without the picture).
func (s *Session) Phase() Phase { return s.phase }

// LegalMoves are the moves of the side to move in notation, sorted, as the referee
// lists them (cannon turns are not listed); nil outside play.
func (s *Session) LegalMoves() []string {
	if s.phase != Play {
		return nil
	}
	return s.match.Moves()
}

// Rematch is a new game with the same tags (the last terrain) and options,
// a new seed, back to the terrain editor or the set-up.
func (s *Session) Rematch() (*Session, error) {
	if s.phase != Over {
		return nil, errors.New("the game is not over")
	}
	tags := s.Record()
	tags.Moves = nil
	for _, name := range []string{"Position", "Turn", "Result"} {
		tags.DeleteTag(name)
	}
	return New(tags, s.opts, nextSeed(s.seed))
}

// closeRecord adds the [Computers] and [Seed] tags to a finished game's record when the
// computer played in it (never before the end: the seed would tell what it draws).
func (s *Session) closeRecord(rec *record.Record) {
	if s.phase != Over || s.bots == 0 {
		return
	}
	var levels []string
	for _, x := range s.cfg.Armies.Order() {
		if s.bots&(1<<x) != 0 {
			name := x.String()
			levels = append(levels, name+"="+computer.SeatLevel(s.opts.Levels, name))
		}
	}
	rec.SetTag("Computers", strings.Join(levels, " "))
	rec.SetTag("Seed", strconv.FormatUint(s.seed, 10))
}

// nextSeed is splitmix64: a rematch's seed, different and reproducible.
func nextSeed(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}

// Tap is a touch on square q, whatever the phase wants of it: cycle a tile,
// pick/place/swap a piece of the set-up, select a piece or a target in play.
func (s *Session) Tap(q napoleon.Square) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	if !s.cfg.Board.Contains(q) {
		return fmt.Errorf("%s is not on the %s board", q, s.cfg.Board)
	}
	switch s.phase {
	case TerrainEdit:
		return s.cycleTile(q)
	case SetUp:
		return s.setUpTap(q)
	case Play:
		return s.playTap(q)
	}
	return fmt.Errorf("nothing to tap in phase %s", s.phase)
}

// Drag moves what stands on from to to: a piece of the set-up (swapping
// with one of the own pieces there), or a move in play.
func (s *Session) Drag(from, to napoleon.Square) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	b := s.cfg.Board
	if !b.Contains(from) || !b.Contains(to) {
		return fmt.Errorf("a drag must start and end on the %s board", b)
	}
	switch s.phase {
	case SetUp:
		return s.setUpDrag(from, to)
	case Play:
		return s.playDrag(from, to)
	}
	return fmt.Errorf("nothing to drag in phase %s", s.phase)
}

// TurnCannon sets the facing of the own cannon on q: in the set-up at once,
// in play as part of the turn being built.
func (s *Session) TurnCannon(q napoleon.Square, d napoleon.Dir) error {
	if err := s.byComputer(); err != nil {
		return err
	}
	switch s.phase {
	case SetUp:
		if err := s.setup.TurnCannon(s.seat, q, d); err != nil {
			return err
		}
		// a turn ends the selection: the next tap on another cannon picks it, not a swap
		s.sel, s.pick = napoleon.NoSquare, napoleon.NoKind
		return nil
	case Play:
		return s.playTurnCannon(q, d)
	}
	return fmt.Errorf("no cannon to turn in phase %s", s.phase)
}
