package junqi

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"warboard/rules/record"
)

// Match is a game as the referee and the app keep it: the rules state with its
// repetition history, the record's tags and every token played.
type Match struct {
	game    Game
	tags    []record.Tag
	moves   []string
	battles []Battle
	hand    *Hand // 三打一's deal, bids and pick; nil for other games
	playing bool  // 三打一: the Position is set and play has started
}

// FromRecord builds the starting state from the tags and replays every move.
// Errors are *record.Error naming the tag's line or the move.
func FromRecord(rec *record.Record) (*Match, error) {
	if rec == nil {
		return nil, record.LineError(0, "no record")
	}
	record.NoteReplay(rec)
	cfg, hr, err := readTags(rec)
	if err != nil {
		return nil, err
	}
	if hr != nil {
		return sandayiFromRecord(rec, cfg, *hr)
	}
	s, err := NewState(cfg)
	if err != nil {
		return nil, record.LineError(firstLine(rec, "Seats", "Teams", "Options", "Board"), "%v", err)
	}
	pos, ok := rec.Tag("Position")
	if !ok {
		return nil, record.LineError(0, "no [Position]")
	}
	pl, err := record.ParsePlacements(pos)
	if err != nil {
		return nil, record.LineError(rec.TagLine("Position"), "Position: %v", err)
	}
	if err := s.PutPlacements(pl); err != nil {
		return nil, record.LineError(rec.TagLine("Position"), "Position: %v", err)
	}
	if t, ok := rec.Tag("Turn"); ok {
		line := rec.TagLine("Turn")
		if t == "?" {
			err = s.SetTurn(s.order[0], false)
		} else if seat, ok := SeatOf(singleByte(t)); ok {
			err = s.SetTurn(seat, true)
		} else {
			err = fmt.Errorf("%q is not a seat", t)
		}
		if err != nil {
			return nil, record.LineError(line, "Turn: %v", err)
		}
	}
	if err := s.Begin(); err != nil {
		return nil, record.LineError(rec.TagLine("Turn"), "Turn: %v", err)
	}
	m := &Match{game: Game{State: s}, tags: append([]record.Tag(nil), rec.Tags...)}
	m.game.Reset(s)
	for _, mv := range rec.Moves {
		if err := m.Play(mv.Text); err != nil {
			return nil, record.MoveError(mv, "%v", err)
		}
	}
	return m, nil
}

func singleByte(s string) byte {
	if len(s) != 1 {
		return 0
	}
	return s[0]
}

func firstLine(rec *record.Record, names ...string) int {
	for _, n := range names {
		if l := rec.TagLine(n); l > 0 {
			return l
		}
	}
	return 0
}

// configFromTags reads Game, Board, Mode, Seats, Teams and Options.
func configFromTags(rec *record.Record) (Config, error) {
	cfg, hr, err := readTags(rec)
	if err == nil && hr != nil {
		err = record.LineError(rec.TagLine("Variant"), "Variant: 三打一 is read through its hand (FromRecord); the app has no 三打一 screens yet")
	}
	return cfg, err
}

// readTags reads Game, Board, Variant, Mode, Seats, Teams and Options; hr is
// the 三打一 options when the Variant is sandayi, nil otherwise.
func readTags(rec *record.Record) (cfg Config, hr *HandRules, err error) {
	cfg, err = readConfigTags(rec, &hr)
	return cfg, hr, err
}

func readConfigTags(rec *record.Record, hr **HandRules) (Config, error) {
	var cfg Config
	bad := func(tag, format string, args ...any) error {
		return record.LineError(rec.TagLine(tag), tag+": "+format, args...)
	}
	if g, ok := rec.Tag("Game"); ok && g != "junqi" {
		return cfg, bad("Game", "%q is not junqi", g)
	}
	if _, ok := rec.Tag("Terrain"); ok {
		return cfg, bad("Terrain", "terrain is for napoleon, not junqi")
	}
	board, ok := rec.Tag("Board")
	switch {
	case !ok:
		return cfg, record.LineError(0, "no [Board]")
	case board == "2p":
		cfg.Board = TwoPlayer
	case board == "4p":
		cfg.Board = FourCountry
	default:
		return cfg, bad("Board", "%q is not a junqi board (2p or 4p)", board)
	}
	if v, ok := rec.Tag("Variant"); ok {
		if v != "sandayi" {
			return cfg, bad("Variant", "%q is not a junqi variant (sandayi)", v)
		}
		*hr = &HandRules{}
	} else {
		for _, t := range []string{"Deal", "Bids", "Pick"} {
			if _, ok := rec.Tag(t); ok {
				return cfg, bad(t, "[%s] belongs to 三打一 ([Variant \"sandayi\"])", t)
			}
		}
	}
	switch mode, _ := rec.Tag("Mode"); mode {
	case "", "open":
		cfg.Mode = Open
	case "dark":
		cfg.Mode = Dark
	case "flip":
		cfg.Mode = Flip
	default:
		return cfg, bad("Mode", "%q is not a mode (open, dark or flip)", mode)
	}
	if v, ok := rec.Tag("Seats"); ok {
		for _, f := range strings.Fields(v) {
			seat, ok := SeatOf(singleByte(f))
			if !ok {
				return cfg, bad("Seats", "%q is not a seat (S E N W)", f)
			}
			cfg.Seats = append(cfg.Seats, seat)
		}
		if len(cfg.Seats) == 0 {
			return cfg, bad("Seats", "no seats")
		}
	}
	if v, ok := rec.Tag("Teams"); ok {
		if cfg.Board != FourCountry {
			return cfg, bad("Teams", "teams are for the four-country board")
		}
		for _, f := range strings.Fields(v) {
			var team []Seat
			for i := 0; i < len(f); i++ {
				seat, ok := SeatOf(f[i])
				if !ok {
					return cfg, bad("Teams", "%q is not a seat (S E N W)", f[i:i+1])
				}
				team = append(team, seat)
			}
			cfg.Teams = append(cfg.Teams, team)
		}
	}
	opts, err := rec.Options()
	if err != nil {
		return cfg, err
	}
	cfg.NoCapture = DefaultNoCapture
	for _, o := range opts {
		if *hr != nil { // 三打一's own options first
			known, err := readHandRules(o.Name, o.Value, o.HasValue, *hr)
			if err != nil {
				return cfg, bad("Options", "%v", err)
			}
			if known {
				continue
			}
		}
		switch o.Name {
		case "nocapture":
			n, err := strconv.Atoi(o.Value)
			if !o.HasValue || err != nil || n < 0 || n > 65535 {
				return cfg, bad("Options", "nocapture needs a count 0..65535 (nocapture=70)")
			}
			cfg.NoCapture = n
		case "battle-reveal", "allies-see":
			if o.HasValue {
				return cfg, bad("Options", "%s takes no value", o.Name)
			}
			if o.Name == "battle-reveal" {
				cfg.BattleReveal = true
			} else {
				cfg.AlliesSee = true
			}
		case "naval":
			// 海战棋: the pieces drawn as warships. A piece set for the app, no rule.
			if o.HasValue {
				return cfg, bad("Options", "naval takes no value")
			}
		default:
			return cfg, bad("Options", "unknown junqi option %q", o.Name)
		}
	}
	return cfg, nil
}

// NewMatch starts a match at a set-up state (after Deploy or Deal and Begin);
// its record gets tags describing the state.
func NewMatch(s State) *Match {
	m := &Match{}
	m.game.Reset(s)
	cfg := s.Config()
	rec := &record.Record{}
	rec.SetTag("Game", "junqi")
	rec.SetTag("Board", cfg.Board.String())
	rec.SetTag("Mode", cfg.Mode.String())
	var seats []string
	for _, x := range cfg.Seats {
		seats = append(seats, x.String())
	}
	rec.SetTag("Seats", strings.Join(seats, " "))
	if cfg.Teams != nil {
		var teams []string
		for _, t := range cfg.Teams {
			var sb strings.Builder
			for _, x := range t {
				sb.WriteString(x.String())
			}
			teams = append(teams, sb.String())
		}
		rec.SetTag("Teams", strings.Join(teams, " "))
	}
	opts := []string{"nocapture=" + strconv.Itoa(cfg.NoCapture)}
	if cfg.BattleReveal {
		opts = append(opts, "battle-reveal")
	}
	if cfg.AlliesSee {
		opts = append(opts, "allies-see")
	}
	rec.SetTag("Options", strings.Join(opts, " "))
	rec.SetTag("Position", s.PositionString())
	if seat, known := s.Turn(); known {
		rec.SetTag("Turn", seat.String())
	} else {
		rec.SetTag("Turn", "?")
	}
	m.tags = rec.Tags
	return m
}

// State is a copy of the current rules state.
func (m *Match) State() State { return m.game.State }

// Game gives the underlying game (for searches that copy it).
func (m *Match) Game() *Game { return &m.game }

// Battles lists what every action did, in order (resign and draw add none).
func (m *Match) Battles() []Battle { return m.battles }

// Tokens lists every token played.
func (m *Match) Tokens() []string { return append([]string(nil), m.moves...) }

// Moves lists the legal actions of the seat to move in notation, sorted in
// byte order; nil when the game is over.
func (m *Match) Moves() []string {
	if m.Phase() != PhasePlay {
		return m.bidWords()
	}
	if m.game.State.result.Over {
		return nil
	}
	var buf [MaxActions]Action
	acts := m.game.State.Actions(buf[:0])
	b := m.game.State.Board()
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.Notation(b)
	}
	sort.Strings(out)
	return out
}

// Position is the current placement list.
func (m *Match) Position() string { return m.game.State.PositionString() }

// Turn is the seat to move, "?" before 翻棋 colours are known, "-" when over.
func (m *Match) Turn() string {
	s := &m.game.State
	switch m.Phase() {
	case PhaseBidding:
		x, _ := m.hand.Bidder()
		return x.String()
	case PhasePick:
		l, _, _ := m.hand.Landlord()
		return l.String()
	case PhaseRedeal, PhaseDeploy:
		return "-"
	}
	switch {
	case s.result.Over:
		return "-"
	case !s.turnKnown:
		return "?"
	}
	return s.turn.String()
}

// Result is "ongoing", "draw <reason>" or "<winner> <reason>", the winner
// being a seat or a team's seats in Seats order.
func (m *Match) Result() string {
	r := m.game.State.result
	switch {
	case !r.Over:
		return "ongoing"
	case r.Draw:
		return "draw " + r.Reason.String()
	}
	return m.winners() + " " + r.Reason.String()
}

func (m *Match) winners() string {
	s := &m.game.State
	var sb strings.Builder
	for _, x := range s.order[:s.nOrder] {
		if s.result.Winners&(1<<x) != 0 {
			sb.WriteString(x.String())
		}
	}
	return sb.String()
}

// View is the position as seat sees it, as a placement list.
func (m *Match) View(seat string) (string, error) {
	x, ok := SeatOf(singleByte(seat))
	if !ok {
		return "", fmt.Errorf("%q is not a seat (S E N W)", seat)
	}
	if !m.game.State.Board().HasArea(x) {
		return "", fmt.Errorf("seat %v is not on the %v board", x, m.game.State.board)
	}
	v := m.game.State.View(x)
	return v.String(), nil
}

// ViewOf is the view as a value, for the renderer and computer players.
func (m *Match) ViewOf(seat Seat) View { return m.game.State.View(seat) }

// Perft counts the action sequences of length depth from the current position.
func (m *Match) Perft(depth int) (uint64, error) {
	if depth < 0 {
		return 0, errors.New("perft depth must be 0 or more")
	}
	if p := m.Phase(); p != PhasePlay {
		return 0, fmt.Errorf("the hand is at %v: perft counts actions in play", p)
	}
	g := m.game // a copy: the search must not touch the match's history
	g.hist = append([]uint64(nil), m.game.hist...)
	return g.Perft(depth), nil
}

// Play applies one token: an action, "resign" or "draw". On error the match
// is unchanged.
func (m *Match) Play(token string) error {
	if p := m.Phase(); p != PhasePlay {
		return fmt.Errorf("the hand is at %v: bids, the pick and the deployment are tags ([Bids], [Pick], [Position])", p)
	}
	if m.game.State.result.Over {
		return errors.New("the game is over")
	}
	switch token {
	case "resign":
		if err := m.game.Resign(); err != nil {
			return err
		}
	case "draw":
		if err := m.game.AgreeDraw(); err != nil {
			return err
		}
	default:
		a, err := m.game.State.ParseAction(token)
		if err != nil {
			return err
		}
		m.battles = append(m.battles, m.game.Apply(a))
	}
	m.moves = append(m.moves, token)
	return nil
}

// Apply plays an action chosen by a player (the app's way in); it must be legal.
func (m *Match) Apply(a Action) (Battle, error) {
	if p := m.Phase(); p != PhasePlay {
		return Battle{}, fmt.Errorf("the hand is at %v: no play yet", p)
	}
	if m.game.State.result.Over {
		return Battle{}, errors.New("the game is over")
	}
	if !m.game.State.Legal(a) {
		b := m.game.State.Board()
		if a.Kind == FlipUp {
			return Battle{}, fmt.Errorf("%s: not a legal flip", a.Notation(b))
		}
		return Battle{}, fmt.Errorf("%s: %v", a.Notation(b), m.game.State.whyIllegal(a))
	}
	bt := m.game.Apply(a)
	m.battles = append(m.battles, bt)
	m.moves = append(m.moves, a.Notation(m.game.State.Board()))
	return bt, nil
}

// Record is the game so far: the original tags and every token, with a Result
// tag once the game is over.
func (m *Match) Record() *record.Record {
	rec := &record.Record{Tags: append([]record.Tag(nil), m.tags...)}
	rec.DeleteTag("Result")
	if m.game.State.result.Over {
		rec.SetTag("Result", m.Result())
	}
	for _, t := range m.moves {
		rec.AddMove(t)
	}
	return rec
}

// bidWords are the legal bids of the bidder in 三打一's bidding, as written
// after "seat=" in [Bids], in byte order; nil in the other phases.
func (m *Match) bidWords() []string {
	if m.Phase() != PhaseBidding {
		return nil
	}
	var out []string
	for _, v := range m.hand.LegalBids() {
		out = append(out, m.hand.BidWord(v))
	}
	sort.Strings(out)
	return out
}
