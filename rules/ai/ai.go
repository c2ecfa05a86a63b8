// Package ai is the door to the computer players of both games: one question
// (a record, a seat, a level, a seed) in, one answer in record tokens out.
package ai

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"warboard/rules/ai/level"

	"warboard/rules/ai/junqiai"
	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Request is one question to a computer player.
type Request struct {
	Record *record.Record // the game so far; for Deploy: tags and no moves (Position: pieces already placed)
	Seat   string         // seat letter (S, E, N, W)
	Level  string         // random, greedy, easy, normal, hard
	Seed   uint64
	TimeMS int // 0: budget counted in work only (deterministic); >0: wall-clock cap
}

// Levels are the computer players' levels, weakest first (the table: rules/ai/level).
var Levels = level.Names()

// Thinker is an anytime decision the app steps a few milliseconds per frame in the browser
// (Go's wasm has one thread and never preempts) or runs on a goroutine on desktop.
type Thinker interface {
	Step(work int) (done bool) // at most `work` units (nodes); true once the decision is final
	Best() string              // the current choice as record tokens
}

// stepWork is how much a Decide with a clock cap does between looks at the clock.
const stepWork = 2048

// Decide is the action the level's player chooses for the seat to move.
func Decide(req Request) (string, error) {
	if game, err := gameOf(req); err == nil && game == "napoleon" {
		return napoleonDecide(req) // it keeps its own clock cap
	} else if err == nil && isSandayi(req.Record) && !sandayiPlay(req) {
		return sandayiDecide(req)
	}
	th, err := NewThinker(req)
	if err != nil {
		return "", err
	}
	if req.TimeMS <= 0 {
		for !th.Step(1 << 30) {
		}
		return th.Best(), nil
	}
	deadline := time.Now().Add(time.Duration(req.TimeMS) * time.Millisecond)
	for !th.Step(stepWork) && time.Now().Before(deadline) {
	}
	if s, ok := th.(interface{ Stop() }); ok {
		s.Stop() // out of time: end the paused search now, not at the next collection
	}
	return th.Best(), nil
}

// NewThinker starts the decision of Decide without doing its work: the app
// steps it. TimeMS is the caller's business there. Step and Best must not be
// called at the same time from two goroutines (a desktop app that thinks on a
// goroutine reads Best when Step has returned). A Junqi thinker also has
// Stop(), which drops an unfinished decision and its coroutine at once.
func NewThinker(req Request) (Thinker, error) {
	game, err := gameOf(req)
	if err != nil {
		return nil, err
	}
	if game == "napoleon" {
		return napoleonThinker(req)
	}
	m, err := junqi.FromRecord(req.Record)
	if err != nil {
		return nil, err
	}
	if m.Hand() != nil && !sandayiPlay(req) {
		return sandayiThinker(req, m) // 三打一 before play (bid, pick), and random in play
	}
	st := m.State()
	seat, err := seatOf(req.Seat, st.Board())
	if err != nil {
		return nil, err
	}
	if st.Result().Over {
		return nil, errors.New("the game is over")
	}
	if mover, _ := st.Turn(); mover != seat {
		return nil, fmt.Errorf("seat %v is not to move: %v is", seat, mover)
	}
	obs, err := know.Observe(m, seat)
	if err != nil {
		return nil, err
	}
	pl, err := junqiai.New(req.Level, obs, req.Seed)
	if err != nil {
		return nil, err
	}
	bts := m.Battles() // every action, with who made it: public in every mode
	for i := len(bts) - 1; i >= 0; i-- {
		if bts[i].Seat == seat {
			pl.AvoidUndoing(bts[i].Action)
			break
		}
	}
	return pl, nil
}

// Deploy is the level's deployment for the seat as a placement list of its
// pieces only.
func Deploy(req Request) (string, error) {
	game, err := gameOf(req)
	if err != nil {
		return "", err
	}
	if game == "napoleon" {
		return napoleonDeploy(req)
	}
	if len(req.Record.Moves) > 0 {
		return "", errors.New("a record to deploy in has no moves")
	}
	if isSandayi(req.Record) {
		return sandayiDeploy(req)
	}
	cfg, err := junqi.ConfigFromTags(req.Record)
	if err != nil {
		return "", err
	}
	b := junqi.BoardOf(cfg.Board)
	seat, err := seatOf(req.Seat, b)
	if err != nil {
		return "", err
	}
	playing := false
	for _, x := range cfg.Seats {
		playing = playing || x == seat
	}
	if !playing {
		return "", fmt.Errorf("seat %v is not playing", seat)
	}
	if cfg.Mode == junqi.Flip {
		return "", errors.New("翻棋 has no deployment: the pieces are dealt face down")
	}
	if err := checkPlaced(req.Record, b, seat); err != nil {
		return "", err
	}
	l, err := junqiai.Deploy(req.Level, cfg, seat, req.Seed)
	if err != nil {
		return "", err
	}
	var ps []record.Placement
	for i, r := range l {
		if r != 0 {
			p := b.AreaPoint(seat, i%5, i/5+1)
			ps = append(ps, record.Placement{Point: b.Name(p), Seat: seat.String()[0], Piece: string(r.Code())})
		}
	}
	return record.FormatPlacements(ps), nil
}

// checkPlaced reads the pieces already placed: real points, and none in the
// seat's area or of the seat (it deploys only once).
func checkPlaced(rec *record.Record, b *junqi.Board, seat junqi.Seat) error {
	pos, ok := rec.Tag("Position")
	if !ok {
		return nil
	}
	line := rec.TagLine("Position")
	pl, err := record.ParsePlacements(pos)
	if err != nil {
		return record.LineError(line, "Position: %v", err)
	}
	for _, p := range pl {
		pt, ok := b.PointByName(p.Point)
		if !ok {
			return record.LineError(line, "Position: %s is not a point of the %v board", p.Point, b.Kind)
		}
		if p.Seat == seat.String()[0] {
			return record.LineError(line, "Position: seat %v has already placed pieces (%s)", seat, p.Point)
		}
		if b.Area(pt) == seat {
			return record.LineError(line, "Position: %s is in %v's area", p.Point, seat)
		}
	}
	return nil
}

// errNoSandayi: before play 三打一's computer players are sandayi.go's.
var errNoSandayi = errors.New("三打一 before play: the Junqi players play only its play phase")

// sandayiPlay: a 三打一 record in play (it has a Position) for a level other
// than random goes the ordinary Junqi way (know.Observe → junqiai.New).
func sandayiPlay(req Request) bool {
	_, ok := req.Record.Tag("Position")
	return ok && req.Level != "random"
}

func seatOf(s string, b *junqi.Board) (junqi.Seat, error) {
	seat, ok := junqi.SeatOf(single(s))
	if !ok {
		return 0, fmt.Errorf("%q is not a seat (S E N W)", s)
	}
	if !b.HasArea(seat) {
		return 0, fmt.Errorf("seat %v is not on the %v board", seat, b.Kind)
	}
	return seat, nil
}

func single(s string) byte {
	if len(s) != 1 {
		return 0
	}
	return s[0]
}

// gameOf checks the request and names its game: the Game tag, or the game the
// Board tag belongs to.
func gameOf(req Request) (string, error) {
	if req.Record == nil {
		return "", errors.New("no record")
	}
	known := false
	for _, l := range Levels {
		known = known || l == req.Level
	}
	if !known {
		return "", fmt.Errorf("unknown level %q (%s)", req.Level, strings.Join(Levels, ", "))
	}
	if req.TimeMS < 0 {
		return "", fmt.Errorf("time %d ms: want 0 (no cap) or more", req.TimeMS)
	}
	return req.Record.Game()
}

// AcceptDraw is the answer of the seat's computer player to a draw offer
// (the seat need not be the one to move): true unless its side is clearly
// ahead by its own judgement of what it can see.
func AcceptDraw(req Request) (bool, error) {
	game, err := gameOf(req)
	if err != nil {
		return false, err
	}
	if game == "napoleon" {
		return napoleonAcceptDraw(req)
	}
	m, err := junqi.FromRecord(req.Record)
	if err != nil {
		return false, err
	}
	if m.Phase() != junqi.PhasePlay {
		return false, errNoSandayi
	}
	st := m.State()
	seat, err := seatOf(req.Seat, st.Board())
	if err != nil {
		return false, err
	}
	if !st.Playing(seat) {
		return false, fmt.Errorf("seat %v is not playing", seat)
	}
	if out, _ := st.Out(seat); out {
		return false, fmt.Errorf("seat %v is out", seat)
	}
	obs, err := know.Observe(m, seat)
	if err != nil {
		return false, err
	}
	return junqiai.AcceptDraw(obs, req.Seed)
}
