// Package junqiplay is the play flow of a Junqi game at one device (pass and
// play): deployment, hand-overs between the players, play, draw offers and the
// end, as the Ebitengine scenes drive it. The scenes turn taps into calls and
// draw the Picture; every decision goes through the rules core (rules/junqi)
// as an action, and nothing here decides a rule.
//
// Phases:
//
//	Deploy(seat)    seat arranges its 25 pieces (not in 翻棋)
//	HandOver(seat)  the device passes to seat; the picture shows no board
//	Play            the seat to move plays (it is the viewer)
//	DrawOffer(seat) seat answers a draw offer
//	TakeBackAsk(seat) seat answers a request to take back the last move (takeback.go)
//	Over            every piece is revealed
//
// A hand-over comes between two seats' screens whenever the next screen would
// show what its seat may know and the last one may not: in 暗棋 always; while
// deploying when the layouts are secret (暗棋, or 明棋 with 暗摆明下); in open
// and flip games only with Options.HandOverOpen.
//
// Seats named in Options.Computers are the computer's: Pending says which seat
// must decide what, and Decide takes a computer seat's whole decision as record
// tokens. Hand-overs and the viewer follow the people only (seats.go).
package junqiplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/game/computer"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Phase is what the device is doing.
type Phase uint8

const (
	Deploy Phase = iota
	HandOver
	Play
	DrawOffer
	Over
	TakeBackAsk
)

var phaseNames = [...]string{"deploy", "handover", "play", "draw", "over", "takeback"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

func phaseOf(name string) (Phase, bool) {
	for i, n := range phaseNames {
		if n == name {
			return Phase(i), true
		}
	}
	return 0, false
}

// Options are the app's choices that are not rules of the game.
type Options struct {
	SecretDeploy bool `json:"secretDeploy"` // 暗摆明下: open game, secret deployment
	HandOverOpen bool `json:"handOverOpen"` // keep hand-over screens in open and flip games
	MoverBottom  bool `json:"moverBottom"`  // the viewer's area at the bottom; else South
	RankNumbers  bool `json:"rankNumbers"`  // learner option: rank digits on the tiles
	// Computers are the seats the computer plays, as letters ("EW"); the others are
	// people. Absent (old saves too): every seat is a person.
	Computers string `json:"computers,omitempty"`
	// Levels are the computer players' levels by seat ("E=hard W=normal"); the
	// controller keeps them for the app, which runs the players.
	Levels string `json:"levels,omitempty"`
}

// event is what happened last that the record does not hold.
type event uint8

const (
	evNone            event = iota
	evDeployed              // seat finished its deployment
	evDrawOffer             // seat offered a draw
	evDeclined              // seat declined the draw offer
	evTakeBackAsk           // seat asks to take back its last move
	evTakeBackRefused       // seat refused the take back
	evTookBack              // seat took back its last move
)

// Session is one game at the device.
type Session struct {
	tags *record.Record // the game's tags as given (Position only for a loaded game)
	cfg  junqi.Config
	opts Options
	seed uint64
	// draws counts random layouts drawn, so a restored session draws the same next one.
	draws uint64

	phase Phase
	seat  junqi.Seat // Deploy: the deploying seat; HandOver: the seat called; DrawOffer: the deciding seat
	then  Phase      // the phase a hand-over leads to

	layouts [4]junqi.Layout
	done    uint8 // seats that finished deploying

	selected junqi.Point

	drawBy  junqi.Seat
	drawAsk []junqi.Seat // seats still to answer, the deciding one first

	undoBy  junqi.Seat   // the seat asking to take back its last move (NoSeat: none)
	undoAsk []junqi.Seat // seats still to answer it, the deciding one first

	ev     event
	evSeat junqi.Seat

	bots   uint8      // seats played by the computer (Options.Computers)
	holder junqi.Seat // with computer seats: the person whose screen shows (NoSeat: nobody yet)

	threats threatCache // FlagThreats' last answer (threat.go)

	// marks are each seat's guesses by piece (start point): marks.go
	marks [4]map[junqi.Point]byte

	match *junqi.Match // nil while deploying
	// beforeAct and beforeTok are the states before the last action and before
	// the last token: the last move's rail path and who went out come from them.
	beforeAct, beforeTok junqi.State
	// movers is the seat to move before each token (NoSeat while 翻棋 has not told it):
	// take back finds its cut from it, with no replay.
	movers []junqi.Seat
	work   Work
}

// Work is what a session has done to its match: full replays of a record and tokens
// applied one at a time. Tests hold the app to one apply per action and no replay in play.
type Work struct{ Replays, Applied int }

// Work is what the session has done so far.
func (s *Session) Work() Work { return s.work }

// played notes a token just applied on the state before it.
func (s *Session) played(before junqi.State) {
	x, known := before.Turn()
	if !known {
		x = junqi.NoSeat
	}
	s.movers = append(s.movers, x)
	s.work.Applied++
}

// New starts a game from the tags the options screen writes (Game, Board,
// Mode, Seats, Teams, Options). 翻棋 is dealt from seed at once; the other
// modes begin with every seat deploying in turn, each starting from a random
// layout drawn from seed.
func New(tags *record.Record, opts Options, seed uint64) (*Session, error) {
	if tags == nil {
		return nil, errors.New("no tags")
	}
	if _, ok := tags.Tag("Position"); ok {
		return nil, errors.New("the tags hold a Position: continue it with FromRecord")
	}
	if len(tags.Moves) > 0 {
		return nil, errors.New("the tags hold moves: continue them with FromRecord")
	}
	cfg, err := junqi.ConfigFromTags(tags)
	if err != nil {
		return nil, err
	}
	s := &Session{tags: clean(tags), cfg: cfg, opts: opts, seed: seed, seat: junqi.NoSeat,
		selected: junqi.NoPoint, drawBy: junqi.NoSeat, undoBy: junqi.NoSeat, evSeat: junqi.NoSeat}
	if err := s.setComputers(); err != nil {
		return nil, err
	}
	if cfg.Mode == junqi.Flip {
		return s, s.deal()
	}
	for _, x := range cfg.Seats {
		s.layouts[x] = s.randomLayout()
	}
	s.show(Deploy, cfg.Seats[0], junqi.NoSeat)
	return s, nil
}

// clean copies the tags a new game keeps: no Position, Turn or Result, no moves.
func clean(tags *record.Record) *record.Record {
	c := &record.Record{Tags: append([]record.Tag(nil), tags.Tags...)}
	for _, n := range []string{"Position", "Turn", "Result", "Computers", "Seed"} {
		c.DeleteTag(n)
	}
	for i := range c.Tags {
		c.Tags[i].Line = 0
	}
	return c
}

// FromRecord continues (or shows the end of) a loaded record. Without a
// Position the players deploy first.
func FromRecord(rec *record.Record, opts Options) (*Session, error) {
	if rec == nil {
		return nil, errors.New("no record")
	}
	rec, seed, err := computer.GameSeed(rec)
	if err != nil {
		return nil, err
	}
	if _, ok := rec.Tag("Position"); !ok {
		if len(rec.Moves) > 0 {
			return nil, errors.New("moves without a [Position]")
		}
		return New(rec, opts, seed)
	}
	cfg, err := junqi.ConfigFromTags(rec)
	if err != nil {
		return nil, err
	}
	tags := &record.Record{Tags: append([]record.Tag(nil), rec.Tags...)}
	tags.DeleteTag("Result")
	for i := range tags.Tags {
		tags.Tags[i].Line = 0
	}
	s := &Session{tags: tags, cfg: cfg, opts: opts, seed: seed,
		selected: junqi.NoPoint, drawBy: junqi.NoSeat, undoBy: junqi.NoSeat, evSeat: junqi.NoSeat}
	if err := s.setComputers(); err != nil {
		return nil, err
	}
	if err := s.replay(rec); err != nil {
		return nil, err
	}
	s.toPlay(junqi.NoSeat)
	return s, nil
}

// replay builds the match from the record's tags and plays its tokens, once,
// keeping the states before its last action and its last token (the last
// move's rail path and who went out come from them). Errors name the tag's
// line or the token, as junqi.FromRecord's do.
func (s *Session) replay(rec *record.Record) error {
	m, err := junqi.FromRecord(&record.Record{Tags: rec.Tags})
	if err != nil {
		return err
	}
	s.beforeAct, s.beforeTok = m.State(), m.State()
	var movers []junqi.Seat
	for _, mv := range rec.Moves {
		st := m.State()
		x, known := st.Turn()
		if !known {
			x = junqi.NoSeat
		}
		movers = append(movers, x)
		if err := m.Play(mv.Text); err != nil {
			return record.MoveError(mv, "%v", err)
		}
		s.beforeTok = st
		if mv.Text != "resign" && mv.Text != "draw" {
			s.beforeAct = st
		}
	}
	s.match, s.movers = m, movers
	s.work.Replays++
	return nil
}

// deal shuffles every set face down (翻棋) and starts play.
func (s *Session) deal() error {
	st, err := junqi.NewState(s.cfg)
	if err != nil {
		return err
	}
	if err := st.Deal(rand.NewPCG(s.seed, 0)); err != nil {
		return err
	}
	return s.start(st, true)
}

// start writes the Position into the tags and begins play.
func (s *Session) start(st junqi.State, unknownTurn bool) error {
	tags := &record.Record{Tags: append([]record.Tag(nil), s.tags.Tags...)}
	tags.SetTag("Position", st.PositionString())
	if unknownTurn {
		tags.SetTag("Turn", "?")
	}
	if err := s.replay(tags); err != nil {
		return err
	}
	s.tags = tags
	s.toPlay(s.seat)
	return nil
}

func (s *Session) randomLayout() junqi.Layout {
	s.draws++
	return junqi.RandomLayout(rand.NewPCG(s.seed, s.draws))
}

// secret reports whether switching to another seat's screen in phase p needs a hand-over.
func (s *Session) secret(p Phase) bool {
	switch p {
	case Deploy:
		return s.opts.HandOverOpen || s.cfg.Mode == junqi.Dark || s.opts.SecretDeploy
	case Play, DrawOffer, TakeBackAsk:
		return s.opts.HandOverOpen || s.cfg.Mode == junqi.Dark
	}
	return false
}

// show switches to seat's screen in phase p, behind a hand-over when the screen
// changes hands and p is secret. from is whose screen it was (NoSeat: nobody's).
//
// With computer seats only people get screens: a hand-over comes when the device
// passes from one person to another (never with one person), and a computer's
// turn leaves the screen with its holder.
func (s *Session) show(p Phase, seat, from junqi.Seat) {
	s.selected = junqi.NoPoint
	if s.bots != 0 {
		if p != Over && s.IsPerson(seat) && seat != s.holder && len(s.People()) > 1 && s.secret(p) {
			s.phase, s.seat, s.then = HandOver, seat, p
			return
		}
		s.phase, s.seat, s.then = p, seat, p
		if p != Over && s.IsPerson(seat) {
			s.holder = seat
		}
		return
	}
	if p != Over && seat != from && s.secret(p) {
		s.phase, s.seat, s.then = HandOver, seat, p
		return
	}
	s.phase, s.seat, s.then = p, seat, p
}

// toPlay goes on with play after a token: Over, or the seat to move.
func (s *Session) toPlay(from junqi.Seat) {
	st := s.match.State()
	if st.Result().Over {
		s.show(Over, junqi.NoSeat, from)
		return
	}
	turn, _ := st.Turn()
	s.show(Play, turn, from)
}

// viewer is the seat whose screen is shown; NoSeat in a hand-over and at the end.
// It is the seat that acts, or while a computer seat acts the person holding the
// device (NoSeat before any person had it).
func (s *Session) viewer() junqi.Seat {
	if s.phase == HandOver || s.phase == Over {
		return junqi.NoSeat
	}
	x := s.actor()
	if s.bots != 0 && !s.IsPerson(x) {
		return s.holder
	}
	return x
}

// Phase is the current phase; Seat the seat it concerns (deploying, called,
// to move or deciding; NoSeat when over).
func (s *Session) Phase() Phase { return s.phase }

func (s *Session) Seat() junqi.Seat { return s.actor() }

// Viewer is the seat whose view the screen shows: the seat that acts, or while a
// computer seat acts the person holding the device; NoSeat in a hand-over, at the
// end, and before any person had the device.
func (s *Session) Viewer() junqi.Seat { return s.viewer() }

// Options are the app choices the session runs with.
func (s *Session) Options() Options { return s.opts }

// Config is the rules the game is played by.
func (s *Session) Config() junqi.Config { return s.cfg }

// Match is the game as the rules core plays it (nil while the seats deploy): the online
// server reads each seat's view from it (rules/referee.View) without a replay. Callers
// read it only; every change goes through the session.
func (s *Session) Match() *junqi.Match { return s.match }

// Record is the game so far in the notation: the tags, the Position once
// everybody has deployed, every token, and the Result when over.
// A finished game against the computer also names the computer's seats and levels and
// the game's seed (never before the end: the seed would tell what the computer draws).
func (s *Session) Record() *record.Record {
	if s.match == nil {
		return s.tags.Clone()
	}
	rec := s.match.Record()
	s.closeRecord(rec)
	return rec
}

// RecordText is Record().String(), written without building the Record while the game
// goes on.
func (s *Session) RecordText() string {
	if s.match == nil {
		return s.tags.String()
	}
	if s.phase == Over && s.bots != 0 {
		return s.Record().String()
	}
	return s.match.RecordText()
}

// closeRecord adds the [Computers] and [Seed] tags to a finished game's record when the
// computer played in it.
func (s *Session) closeRecord(rec *record.Record) {
	if s.phase != Over || s.bots == 0 {
		return
	}
	var levels []string
	for _, x := range s.cfg.Seats {
		if s.bots&(1<<x) != 0 {
			levels = append(levels, x.String()+"="+computer.SeatLevel(s.opts.Levels, x.String()))
		}
	}
	rec.SetTag("Computers", strings.Join(levels, " "))
	rec.SetTag("Seed", strconv.FormatUint(s.seed, 10))
}

// Seed is the game's seed, drawn when it began and kept in its save: the computer's
// decisions in this game derive from it (rules/gameseed.Decision).
func (s *Session) Seed() uint64 { return s.seed }

// MoveCount is the number of tokens played: len(Record().Moves), without the record.
func (s *Session) MoveCount() int {
	if s.match == nil {
		return 0
	}
	return s.match.NumTokens()
}

// LastToken is the last token played ("" before the first): "resign" or "draw" when the
// game ended so.
func (s *Session) LastToken() string {
	if s.match == nil {
		return ""
	}
	return s.match.LastToken()
}

// LegalMoves are the actions of the seat to move in notation, sorted, as the referee
// lists them; nil outside play.
func (s *Session) LegalMoves() []string {
	if s.phase != Play {
		return nil
	}
	return s.match.Moves()
}

// LastMover is the seat that played the last token (NoSeat before the first): the
// seat that resigned when the game ended by resignation.
func (s *Session) LastMover() junqi.Seat {
	if s.match == nil || s.match.NumTokens() == 0 {
		return junqi.NoSeat
	}
	t, _ := s.beforeTok.Turn()
	return t
}

// Result is how the game ended.
type Result struct {
	Over    bool
	Draw    bool
	Winners []junqi.Seat // in Seats order; a whole team
	Reason  string       // flag nomoves resign agreed nocapture repetition
	Text    string       // as the referee prints it: "S flag", "SN resign", "draw agreed"
}

// Result is the end of the game, or Over false while it goes on.
func (s *Session) Result() Result {
	if s.match == nil {
		return Result{Text: "ongoing"}
	}
	st := s.match.State()
	r := st.Result()
	out := Result{Over: r.Over, Draw: r.Draw, Text: s.match.Result()}
	if !r.Over {
		return out
	}
	out.Reason = r.Reason.String()
	for _, x := range s.cfg.Seats {
		if r.Won(x) {
			out.Winners = append(out.Winners, x)
		}
	}
	return out
}

// Rematch is a new game with the same tags and a new seed, from deployment.
func (s *Session) Rematch() (*Session, error) {
	if s.phase != Over {
		return nil, fmt.Errorf("rematch: the game is not over")
	}
	return New(clean(s.tags), s.opts, nextSeed(s.seed))
}

// nextSeed is splitmix64: a new seed that differs in every bit pattern.
func nextSeed(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
