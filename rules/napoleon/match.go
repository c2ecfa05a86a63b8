package napoleon

import (
	"fmt"
	"sort"
	"strings"

	"warboard/rules/record"
)

// Match is a game being played or replayed: the configuration, the state,
// and the record so far. The app drives it with Play; cmd/referee builds it
// with FromRecord.
type Match struct {
	cfg   Config
	seats [2]Seat // play order as in the Seats tag
	tags  []record.Tag
	start State
	state State
	moves []string // every token played, cannon turns as separate tokens
	out   Outcome  // state.Outcome(), cached after every turn
}

// NewMatch starts a game from a deployed position with first to move.
func NewMatch(cfg Config, pieces []Placed, first Seat) (*Match, error) {
	st, err := NewState(cfg, pieces, first)
	if err != nil {
		return nil, err
	}
	tags := append(cfg.Tags(),
		record.Tag{Name: "Position", Value: FormatPosition(pieces)},
		record.Tag{Name: "Turn", Value: first.String()})
	return &Match{cfg: cfg, seats: [2]Seat{South, North}, tags: tags, start: st, state: st, out: st.Outcome()}, nil
}

// FromRecord builds the starting state from the tags and replays every move
// token: a move token starts a turn and the cannon-turn tokens after it
// (`c1>NE`) belong to it. Errors are *record.Error naming the tag's line or
// the move number and token. It never panics.
func FromRecord(rec *record.Record) (*Match, error) {
	record.NoteReplay(rec)
	cfg, err := ConfigFromRecord(rec)
	if err != nil {
		return nil, err
	}
	m := &Match{cfg: cfg, seats: [2]Seat{South, North}}
	if sv, ok := rec.Tag("Seats"); ok && !cfg.Armies.IsWaterloo() {
		switch sv {
		case "S N":
		case "N S":
			m.seats = [2]Seat{North, South}
		default:
			return nil, record.LineError(rec.TagLine("Seats"), "[Seats %q]: Napoleon is played by \"S N\" or \"N S\"", sv)
		}
	}
	pv, ok := rec.Tag("Position")
	if !ok {
		return nil, record.LineError(0, "no [Position]")
	}
	pieces, err := ParsePositionOf(cfg, pv)
	if err != nil {
		return nil, record.LineError(rec.TagLine("Position"), "%v", err)
	}
	first := m.seats[0]
	if cfg.Armies.IsWaterloo() {
		first = cfg.Armies.Order()[0]
	}
	if tv, ok := rec.Tag("Turn"); ok {
		if first, err = cfg.Armies.ParseSeat(tv); err != nil {
			return nil, record.LineError(rec.TagLine("Turn"), "[Turn]: %v", err)
		}
	}
	if m.start, err = NewState(cfg, pieces, first); err != nil {
		return nil, record.LineError(rec.TagLine("Position"), "%v", err)
	}
	m.state = m.start
	m.out = m.state.Outcome()
	for _, t := range rec.Tags {
		if t.Name != "Result" {
			m.tags = append(m.tags, record.Tag{Name: t.Name, Value: t.Value})
		}
	}
	moves := rec.Moves
	for i := 0; i < len(moves); {
		j := i + 1
		if !IsCannonTurnToken(moves[i].Text) {
			for j < len(moves) && IsCannonTurnToken(moves[j].Text) {
				j++
			}
		}
		toks := make([]string, j-i)
		for k := range toks {
			toks[k] = moves[i+k].Text
		}
		if bad, err := m.play(toks); err != nil {
			return nil, record.MoveError(moves[i+bad], "%v", err)
		}
		i = j
	}
	return m, nil
}

// Play plays one whole turn given as space-separated tokens: a move token
// optionally followed by cannon turns ("d2-d5 c1>NE f1>N"), or "resign", or
// "draw" (an agreed end, decided by the count). On error nothing changes.
func (m *Match) Play(turn string) error {
	_, err := m.play(strings.Fields(turn))
	return err
}

// play returns the index of the offending token with any error.
func (m *Match) play(toks []string) (int, error) {
	if len(toks) == 0 {
		return 0, fmt.Errorf("empty turn")
	}
	if m.out.Over {
		return 0, fmt.Errorf("the game is over (%s)", m.out)
	}
	switch toks[0] {
	case "resign", "draw":
		if len(toks) > 1 {
			return 1, fmt.Errorf("nothing may follow %s", toks[0])
		}
		if toks[0] == "resign" {
			m.state.Resign()
		} else {
			m.state.AgreeEnd()
		}
		m.moves = append(m.moves, toks[0])
		m.out = m.state.Outcome()
		return 0, nil
	}
	b := m.cfg.Board
	if IsCannonTurnToken(toks[0]) {
		return 0, fmt.Errorf("a turn starts with a move; cannon turns follow it")
	}
	mv, err := ParseMove(b, toks[0])
	if err != nil {
		return 0, err
	}
	t := Turn{Move: mv}
	for i, tok := range toks[1:] {
		ct, err := ParseCannonTurn(b, tok)
		if err != nil {
			return i + 1, err
		}
		t.Turns = append(t.Turns, ct)
	}
	if bad, err := m.state.playTurn(t); err != nil {
		return bad, err
	}
	m.moves = append(m.moves, toks...)
	m.out = m.state.Outcome()
	return 0, nil
}

// State is a copy of the current state.
func (m *Match) State() State { return m.state }

// Config is the game's configuration.
func (m *Match) Config() Config { return m.cfg }

// Outcome is the game's outcome so far.
func (m *Match) Outcome() Outcome { return m.out }

// Moves lists the legal moves of the seat to move in notation, sorted in
// byte order; nil when the game is over. Cannon turns are not listed.
func (m *Match) Moves() []string {
	if m.out.Over {
		return nil
	}
	ms := m.state.LegalMoves(nil)
	out := make([]string, len(ms))
	for i, mv := range ms {
		out[i] = mv.String()
	}
	sort.Strings(out)
	return out
}

// Position is the current placement list.
func (m *Match) Position() string { return m.state.Position() }

// Turn is the seat to move, "-" when the game is over.
func (m *Match) Turn() string {
	if m.out.Over {
		return "-"
	}
	return m.state.toMove.String()
}

// Result is "ongoing", "<seat> <reason>" or "draw <reason>".
func (m *Match) Result() string { return m.out.String() }

// View is the position as seat sees it: in Napoleon everything is open once
// play has begun.
func (m *Match) View(seat string) (string, error) {
	st, err := m.cfg.Armies.ParseSeat(seat)
	if err != nil {
		return "", err
	}
	v := m.state.View(st)
	return v.Placement(), nil
}

// Perft counts the sequences of depth moves from the current position.
// Cannon turns are not part of perft: they are free extras of a turn (any
// subset of cannons times 8 facings would swamp the count), so only the
// mandatory move actions are counted.
func (m *Match) Perft(depth int) (uint64, error) {
	if depth < 0 {
		return 0, fmt.Errorf("perft depth %d: must not be negative", depth)
	}
	return Perft(&m.state, depth), nil
}

// Record is the game so far: the original tags, every token played, and a
// Result tag once the game is over.
func (m *Match) Record() *record.Record {
	rec := &record.Record{Tags: append([]record.Tag(nil), m.tags...)}
	for _, t := range m.moves {
		rec.AddMove(t)
	}
	if m.out.Over {
		rec.SetTag("Result", m.out.String())
	}
	return rec
}

// Tokens is every token played so far.
func (m *Match) Tokens() []string { return append([]string(nil), m.moves...) }

// PlayTurn plays a turn built by the app (a move and any cannon turns).
func (m *Match) PlayTurn(t Turn) error { return m.Play(t.String()) }

// Start is a copy of the state at the record's Position (for replays).
func (m *Match) Start() State { return m.start }
