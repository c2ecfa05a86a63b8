package external

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"warboard/rules/ai"
	"warboard/rules/ai/arena"
	"warboard/rules/ai/stats"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Engine is an outside program that speaks the protocol of this package.
type Engine struct {
	Name    string   // its name in the report
	Command []string // program and arguments; --go N --time/move Tms are added
	Dir     string   // working directory ("" : the current one)
	// Protocol is "lines" (the default: the spring 2014 messages) or "sexp"
	// (the parenthesised messages of another CS4500 term): protocol.go.
	Protocol string
	// SeedEnv, if set, names an environment variable that receives the
	// pair's seed (the CS4500 player of atrigent/luzhanqi reads
	// PLAY4500_RANDSEED), so that a seeded program deploys alike in both
	// games of a pair.
	SeedEnv string
}

// Config is a match of our level (side A) against an outside engine (side B)
// in two-player 暗棋.
type Config struct {
	Engine   Engine
	Level    string // our side's level (ai.Levels), e.g. "hard"
	Pairs    int
	Seed     uint64
	TimeMS   int // the time per move of both sides (required)
	MaxPlies int // 0: arena.DefaultMaxPlies
	// Wait bounds the wait for one message of the program; 0: 10 × TimeMS + 10 s.
	Wait time.Duration
	// GameDir, if set, receives every game's record (game-p<pair>-g<game>.txt).
	GameDir string
	// Progress, if set, is called after every pair with the report so far.
	Progress func(*arena.Report)
}

// Match plays cfg.Pairs pairs, one game at a time. In a pair our level
// deploys once (as South; the same layout turned half round when it plays
// North) and the engine deploys itself (alike in both games when it is
// seeded through Engine.SeedEnv); game 0 has our side moving first (South),
// game 1 the engine. Results, faults and the estimate are those of
// `referee match` (side A is ours).
func Match(ctx context.Context, cfg Config) (*arena.Report, error) {
	if len(cfg.Engine.Command) == 0 {
		return nil, errors.New("no engine command")
	}
	if cfg.TimeMS <= 0 {
		return nil, errors.New("the time per move is required (equal for both sides)")
	}
	if cfg.Pairs <= 0 {
		return nil, errors.New("pairs must be at least 1")
	}
	if cfg.MaxPlies <= 0 {
		cfg.MaxPlies = arena.DefaultMaxPlies
	}
	if cfg.Wait <= 0 {
		cfg.Wait = 10*time.Duration(cfg.TimeMS)*time.Millisecond + 10*time.Second
	}
	name := cfg.Engine.Name
	if name == "" {
		name = filepath.Base(cfg.Engine.Command[len(cfg.Engine.Command)-1])
	}
	rep := &arena.Report{Spec: arena.Spec{Game: "junqi", Board: "2p", Mode: "dark", A: cfg.Level, B: "engine:" + name,
		Pairs: cfg.Pairs, Seed: cfg.Seed, Threads: 1, MaxPlies: cfg.MaxPlies, TimeMS: cfg.TimeMS}}
	for i := 0; i < cfg.Pairs; i++ {
		pairSeed := cfg.Seed*1_000_003 + uint64(i)
		ours, err := ai.Deploy(ai.Request{Record: tags(), Seat: "S", Level: cfg.Level, Seed: pairSeed, TimeMS: cfg.TimeMS})
		if err != nil {
			return rep, fmt.Errorf("pair %d: our deployment: %v", i, err)
		}
		var pair [2]arena.Game
		for g := 0; g < 2; g++ {
			if err := ctx.Err(); err != nil {
				return rep, fmt.Errorf("%w after %d pairs", arena.ErrInterrupted, i)
			}
			game, err := playGame(ctx, cfg, i, g, pairSeed, ours)
			if err != nil {
				return rep, err
			}
			pair[g] = game
		}
		count(rep, pair)
		rep.Estimate = stats.FromPentanomial(rep.Pent)
		if cfg.Progress != nil {
			cfg.Progress(rep)
		}
	}
	return rep, nil
}

// count adds a pair to the report as arena's own count does.
func count(r *arena.Report, pair [2]arena.Game) {
	r.Pairs++
	sum := 0.0
	for _, g := range pair {
		r.Games++
		r.Plies += g.Plies
		sum += g.ScoreA
		k := int(g.ScoreA * 2)
		switch k {
		case 2:
			r.W++
		case 1:
			r.D++
		default:
			r.L++
		}
		if g.AFirst {
			r.AFirst[k]++
		} else {
			r.BFirst[k]++
		}
		if g.Capped {
			r.Capped++
		}
		for _, f := range g.Faults {
			if len(r.Faults) < arena.MaxFaultsKept {
				r.Faults = append(r.Faults, f)
			}
		}
		switch g.Result {
		case "A fault":
			r.FaultsA++
		case "B fault":
			r.FaultsB++
		}
	}
	r.Pent[int(sum*2)]++
}

func tags() *record.Record {
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n")
	if err != nil {
		panic(err) // a constant record
	}
	return rec
}

// session is one running program: one game.
type session struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	msgs  chan string
	errs  chan error
	wait  time.Duration
	frame frame
	proto dialect
	out   strings.Builder // lines not yet written
	log   strings.Builder // what was said, for a fault's message
}

func start(ctx context.Context, e Engine, player int, timeMS int, seed uint64, wait time.Duration, north bool) (*session, error) {
	proto, err := dialectOf(e.Protocol)
	if err != nil {
		return nil, err
	}
	args := append(append([]string(nil), e.Command[1:]...), proto.args(player, timeMS)...)
	cmd := exec.CommandContext(ctx, e.Command[0], args...)
	cmd.Dir = e.Dir
	cmd.Env = os.Environ()
	if e.SeedEnv != "" {
		cmd.Env = append(cmd.Env, fmt.Sprintf("%s=%d", e.SeedEnv, seed))
	}
	cmd.Stderr = io.Discard
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the engine: %v", err)
	}
	s := &session{cmd: cmd, in: in, msgs: make(chan string, 16), errs: make(chan error, 1), wait: wait, frame: frame{north: north}, proto: proto}
	for _, l := range proto.hello(player, timeMS) {
		s.send(l)
	}
	go func() {
		rd := reader{bufio.NewReader(out)}
		for {
			m, err := rd.next()
			if err != nil {
				s.errs <- err
				close(s.msgs)
				return
			}
			s.msgs <- m
		}
	}()
	return s, nil
}

// receive waits for the program's next message.
func (s *session) receive() (string, error) {
	s.flush()
	select {
	case m, ok := <-s.msgs:
		if !ok {
			err := <-s.errs
			if err == io.EOF {
				err = errors.New("the engine stopped")
			}
			return "", err
		}
		fmt.Fprintf(&s.log, "< %s\n", m)
		return m, nil
	case <-time.After(s.wait):
		return "", fmt.Errorf("no answer in %v", s.wait)
	}
}

// send queues one line for the program; flush writes the queue at once (a
// reader that reads "a line and whatever else is ready" then sees it whole).
func (s *session) send(line string) {
	fmt.Fprintf(&s.log, "> %s\n", line)
	s.out.WriteString(line + "\n")
}

// flush writes the queued lines; a program that has stopped reading is not an
// error here (its next answer is).
func (s *session) flush() {
	if s.out.Len() > 0 {
		io.WriteString(s.in, s.out.String())
		s.out.Reset()
	}
}

func (s *session) close() {
	s.flush()
	s.in.Close()
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// lastLines is the end of the conversation, for a fault's message.
func (s *session) lastLines(n int) string {
	lines := strings.Split(strings.TrimSpace(s.log.String()), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, " | ")
}

// playGame plays game g of pair i: g 0 our side is South (moves first), g 1
// the engine is.
func playGame(ctx context.Context, cfg Config, i, g int, pairSeed uint64, ours string) (arena.Game, error) {
	ourSeat, engSeat := "S", "N"
	if g == 1 {
		ourSeat, engSeat = "N", "S"
	}
	out := arena.Game{AFirst: ourSeat == "S"}
	fault := func(side arena.Side, ply int, msg string) arena.Game {
		level, seat := cfg.Level, ourSeat
		if side == arena.SideB {
			level, seat = "engine", engSeat
		}
		out.Plies = ply
		out.Faults = append(out.Faults, arena.Fault{Side: side, Level: level, Pair: i, Game: g, Ply: ply, Seat: seat, Msg: msg})
		out.ScoreA, out.Result = float64(side), side.String()+" fault"
		return out
	}
	player := 1
	if engSeat == "N" {
		player = 2
	}
	s, err := start(ctx, cfg.Engine, player, cfg.TimeMS, pairSeed, cfg.Wait, engSeat == "N")
	if err != nil {
		return out, err // the command itself is wrong: stop the match
	}
	defer s.close()

	// Deployments: the engine's own, ours from the pair's layout.
	msg, err := s.receive()
	if err != nil {
		return fault(arena.SideB, 0, "deployment: "+err.Error()), nil
	}
	engPs, err := parseDeployment(msg, engSeat)
	if err == nil {
		err = checkLayout(engSeat, engPs)
	}
	if err != nil {
		return fault(arena.SideB, 0, "deployment: "+err.Error()), nil
	}
	ourPs, err := record.ParsePlacements(ours)
	if err != nil {
		return out, fmt.Errorf("pair %d: our deployment: %v", i, err)
	}
	if ourSeat == "N" {
		for k := range ourPs {
			if ourPs[k].Point, err = rotate(ourPs[k].Point); err != nil {
				return out, err
			}
			ourPs[k].Seat = 'N'
		}
	}
	if err := checkLayout(ourSeat, ourPs); err != nil {
		return out, fmt.Errorf("pair %d: our deployment: %v", i, err)
	}
	rec := tags()
	rec.SetTag("Position", record.FormatPlacements(append(ourPs, engPs...)))
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return out, fmt.Errorf("pair %d: the rules refuse the position: %v", i, err)
	}
	defer func() {
		if cfg.GameDir != "" {
			text := m.Record().String() + fmt.Sprintf("{%s (A, %s) against engine %s (B, %s); A scores %g: %s}\n",
				cfg.Level, ourSeat, cfg.Engine.Name, engSeat, out.ScoreA, out.Result)
			os.WriteFile(filepath.Join(cfg.GameDir, fmt.Sprintf("game-p%d-g%d.txt", i, g)), []byte(text), 0o644)
		}
	}()

	for ply := 0; ; ply++ {
		if res := m.Result(); res != "ongoing" {
			out.Plies = ply
			out.Result = res
			f := strings.Fields(res)
			switch {
			case f[0] == "draw":
				out.ScoreA = 0.5
				s.send(s.proto.end(0))
			case f[0] == ourSeat:
				out.ScoreA = 1
				s.send(s.proto.end(3 - player))
			default:
				out.ScoreA = 0
				s.send(s.proto.end(player))
			}
			return out, nil
		}
		if ply >= cfg.MaxPlies {
			out.Plies, out.ScoreA, out.Result, out.Capped = ply, 0.5, "draw movecap", true
			s.send(s.proto.end(0))
			return out, nil
		}
		if err := ctx.Err(); err != nil {
			return out, fmt.Errorf("%w", arena.ErrInterrupted)
		}
		seat := m.Turn()
		before := occupants(m)
		var token, from, to string
		if seat == ourSeat {
			req := ai.Request{Record: m.Record(), Seat: ourSeat, Level: cfg.Level, Seed: pairSeed<<8 + uint64(g)<<24 + uint64(ply), TimeMS: cfg.TimeMS}
			a, err := ai.Decide(req)
			if err != nil {
				return fault(arena.SideA, ply, err.Error()), nil
			}
			token = strings.TrimSpace(a)
			if err := m.Play(token); err != nil {
				return fault(arena.SideA, ply, fmt.Sprintf("illegal answer %q: %v", token, err)), nil
			}
			if token == "resign" {
				continue
			}
			from, to = splitAction(token)
		} else {
			if l := s.proto.turn(player); l != "" {
				s.send(l)
			}
			msg, err := s.receive()
			if err != nil {
				return fault(arena.SideB, ply, err.Error()+" ["+s.lastLines(6)+"]"), nil
			}
			var resign bool
			from, to, resign, err = parseMove(msg, s.frame)
			if err != nil {
				return fault(arena.SideB, ply, err.Error()+" ["+s.lastLines(6)+"]"), nil
			}
			if resign {
				token = "resign"
			} else if o, ok := before[to]; ok && o.seat != seat {
				token = from + "x" + to
			} else {
				token = from + "-" + to
			}
			if err := m.Play(token); err != nil {
				return fault(arena.SideB, ply, fmt.Sprintf("illegal move %q (%s): %v [%s]", msg, token, err, s.lastLines(6))), nil
			}
			if resign {
				continue
			}
		}
		after := occupants(m)
		// A field marshal removed shows its side's flag.
		for k, st := range []string{"S", "N"} {
			if before.count(st, "9") > 0 && after.count(st, "9") == 0 {
				if p, ok := after.find(st, "F"); ok {
					ep, _ := s.frame.toEngine(p)
					s.send(s.proto.flag(k+1, ep))
				}
			}
		}
		kind := "move"
		if _, ok := before[to]; ok {
			o, still := after[to]
			switch {
			case still && o.seat == seat:
				kind = "win"
			case still:
				kind = "loss"
			default:
				kind = "tie"
			}
		}
		ef, _ := s.frame.toEngine(from)
		et, _ := s.frame.toEngine(to)
		mover := 1
		if seat == "N" {
			mover = 2
		}
		s.send(s.proto.outcome(ef, et, mover, kind))
	}
}

// splitAction reads "c6-c7" or "c6xc7".
func splitAction(tok string) (from, to string) {
	if k := strings.IndexAny(tok, "-x"); k > 0 {
		return tok[:k], tok[k+1:]
	}
	return tok, ""
}

type occupant struct{ seat, piece string }

type board map[string]occupant

func occupants(m *junqi.Match) board {
	st := m.State()
	b := board{}
	for _, p := range st.Placements() {
		b[p.Point] = occupant{string(p.Seat), p.Piece}
	}
	return b
}

func (b board) count(seat, piece string) int {
	n := 0
	for _, o := range b {
		if o.seat == seat && o.piece == piece {
			n++
		}
	}
	return n
}

func (b board) find(seat, piece string) (string, bool) {
	for p, o := range b {
		if o.seat == seat && o.piece == piece {
			return p, true
		}
	}
	return "", false
}
