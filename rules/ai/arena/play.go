package arena

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Side names the two players of a match.
type Side int

// The sides: A is the first level named.
const (
	SideA Side = 0
	SideB Side = 1
)

func (s Side) String() string { return [...]string{"A", "B"}[s&1] }

// Fault is a player's failure: an error, a panic, an illegal answer, or an
// illegal deployment. It loses the game (a deployment fault: both games of
// the pair).
type Fault struct {
	Side  Side
	Level string
	Pair  int // from 0
	Game  int // 0 or 1 within the pair; -1: the deployment
	Ply   int // actions played before it
	Seat  string
	Msg   string
	// Step names what failed before play when Game is -1: "deploy" (also
	// when empty), or in 三打一 "bid" or "pick".
	Step string
	// Request is the question the player failed: its record and seed replay
	// the failure with `referee bot` or `referee deploy`.
	Request ai.Request
}

func (f Fault) String() string {
	where := fmt.Sprintf("pair %d game %d ply %d", f.Pair, f.Game, f.Ply)
	if f.Game < 0 {
		where = fmt.Sprintf("pair %d deployment", f.Pair)
		if f.Step != "" && f.Step != "deploy" {
			where = fmt.Sprintf("pair %d %s", f.Pair, f.Step)
		}
	}
	return fmt.Sprintf("%s (%s) seat %s, %s: %s", f.Side, f.Level, f.Seat, where, f.Msg)
}

// Game is the outcome of one game.
type Game struct {
	ScoreA float64 // 1 A won, 0.5 draw, 0 B won
	Result string  // the rules' result ("S flag", "SN flag", "draw nocapture"), "draw movecap", or "A fault"/"B fault"
	Plies  int     // actions played
	AFirst bool    // A held the first seat in play order (moved first)
	ASeats []bool  // per seat in play order: A held it
	Capped bool    // drawn by the move cap
	Faults []Fault // who failed (both, if both sides failed a deployment)
	// Record is the game as played, when Spec.KeepRecords asks for it
	// (nil for a pair lost at deployment).
	Record *record.Record
}

var errCancelled = errors.New("cancelled")

// table is a game in progress, as both rules cores' Match offer it.
type table interface {
	Turn() string // seat to move; "?" before 翻棋 colours; "-" when over
	Result() string
	Play(action string) error
	Record() *record.Record
}

type junqiTable struct{ *junqi.Match }

// Play takes exactly one token: a Junqi turn is one action.
func (t junqiTable) Play(action string) error {
	if f := strings.Fields(action); len(f) != 1 || f[0] != action {
		return fmt.Errorf("%q is not one action token", action)
	}
	return t.Match.Play(action)
}

// firstColour is the colour the first flip gave the first player.
func (t junqiTable) firstColour() (string, bool) {
	if b := t.Battles(); len(b) > 0 {
		return b[0].Seat.String(), true
	}
	return "", false
}

type napoleonTable struct{ *napoleon.Match }

// start builds the game from its first record (tags and Position).
func (p *plan) start(rec *record.Record) (table, error) {
	if p.game == "junqi" {
		m, err := junqi.FromRecord(rec)
		if err != nil {
			return nil, err
		}
		return junqiTable{m}, nil
	}
	m, err := napoleon.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	return napoleonTable{m}, nil
}

// players are the two sides' players and levels.
type players struct {
	p     [2]Player
	level [2]string
}

// playPair plays pair i: deployments once, then the two games.
func (p *plan) playPair(ctx context.Context, i int, pl players) ([2]Game, error) {
	seed := mix(p.gameSeed, uint64(i))
	if p.sandayi {
		return p.playSandayiPair(ctx, i, seed, pl)
	}
	tags := p.pairTags(seed)
	aSeats := p.sidesOf(i)
	sideOf := func(seat string, game int) Side {
		s := SideB
		if aSeats[seat] {
			s = SideA
		}
		return s ^ Side(game)
	}
	start := tags.Clone()
	if p.flip {
		pos, err := p.deal(mix(seed, seedDeal))
		if err != nil {
			return [2]Game{}, err // the rules core refused its own deal: not a player's fault
		}
		start.SetTag("Position", pos)
		start.SetTag("Turn", "?")
	} else {
		// Each seat is deployed by the side that holds it in the first game,
		// from the tags alone (secretly: no other seat's pieces shown).
		var all []record.Placement
		var faults []Fault
		for k, seat := range p.seats {
			side := sideOf(seat, 0)
			req := ai.Request{Record: tags.Clone(), Seat: seat, Level: pl.level[side], Seed: mix(seed, seedDeploy+uint64(k)), TimeMS: p.spec.TimeMS}
			list, err := safeCall(pl.p[side].Deploy, req)
			var ps []record.Placement
			if err == nil {
				ps, err = p.checkDeployment(seat, list)
			}
			if err != nil {
				faults = append(faults, Fault{Side: side, Level: pl.level[side], Pair: i, Game: -1, Seat: seat, Msg: err.Error(), Request: req})
				continue
			}
			all = append(all, ps...)
		}
		if len(faults) > 0 {
			lost := deploymentLost(faults, aSeats[p.seats[0]])
			for g := range lost {
				for _, seat := range p.seats {
					lost[g].ASeats = append(lost[g].ASeats, sideOf(seat, g) == SideA)
				}
			}
			return lost, nil
		}
		start.SetTag("Position", record.FormatPlacements(all))
	}
	var out [2]Game
	for g := 0; g < 2; g++ {
		game, err := p.playGame(ctx, i, g, start, seed, func(seat string) Side { return sideOf(seat, g) }, pl)
		if err != nil {
			return out, err
		}
		out[g] = game
	}
	return out, nil
}

// deploymentLost scores a pair whose deployment failed: the failing side loses
// both games; if both failed, both games are drawn.
func deploymentLost(faults []Fault, aFirstInGame0 bool) [2]Game {
	failed := [2]bool{}
	for _, f := range faults {
		failed[f.Side] = true
	}
	score, result := 0.5, "draw fault"
	switch {
	case failed[SideA] && !failed[SideB]:
		score, result = 0, "A fault"
	case failed[SideB] && !failed[SideA]:
		score, result = 1, "B fault"
	}
	g0 := Game{ScoreA: score, Result: result, AFirst: aFirstInGame0, Faults: faults}
	g1 := Game{ScoreA: score, Result: result, AFirst: !aFirstInGame0}
	return [2]Game{g0, g1}
}

// playGame plays game g of pair i from its first record to a result.
func (p *plan) playGame(ctx context.Context, i, g int, first *record.Record, pairSeed uint64, slotSide func(string) Side, pl players) (Game, error) {
	t, err := p.start(first.Clone())
	if err != nil {
		return Game{}, fmt.Errorf("pair %d: the rules refuse the starting position: %v", i, err)
	}
	out := Game{AFirst: slotSide(p.seats[0]) == SideA}
	for _, seat := range p.seats {
		out.ASeats = append(out.ASeats, slotSide(seat) == SideA)
	}
	// colourSide maps a seat (colour) to its side; in 翻棋 the first flip
	// gives the first player its colour and the others follow in rotation.
	n := len(p.seats)
	rotation := 0
	colourSide := func(c string) Side {
		k := index(p.seats, c)
		if k < 0 {
			return slotSide(c)
		}
		return slotSide(p.seats[((k-rotation)%n+n)%n])
	}
	for ply := 0; ; ply++ {
		if p.spec.KeepRecords {
			out.Record = t.Record()
		}
		if res := t.Result(); res != "ongoing" {
			out.Plies = ply
			return p.score(out, res, colourSide)
		}
		if ply >= p.spec.MaxPlies {
			out.Plies, out.ScoreA, out.Result, out.Capped = ply, 0.5, "draw movecap", true
			return out, nil
		}
		if err := ctx.Err(); err != nil {
			return out, errCancelled
		}
		seat := t.Turn()
		if seat == "?" {
			seat = p.seats[0]
		}
		side := colourSide(seat)
		req := ai.Request{Record: t.Record(), Seat: seat, Level: pl.level[side], Seed: mix(pairSeed, seedDecide+uint64(g)<<24+uint64(ply)), TimeMS: p.spec.TimeMS}
		action, err := safeCall(pl.p[side].Decide, req)
		if err == nil {
			action = strings.TrimSpace(action)
			if action == "draw" {
				err = fmt.Errorf("answered \"draw\": the arena has no draw offers")
			} else if perr := t.Play(action); perr != nil {
				err = fmt.Errorf("illegal answer %q: %v", action, perr)
			}
		}
		if err != nil {
			out.Plies = ply
			out.Faults = append(out.Faults, Fault{Side: side, Level: pl.level[side], Pair: i, Game: g, Ply: ply, Seat: seat, Msg: err.Error(), Request: req})
			out.ScoreA, out.Result = float64(side), side.String()+" fault" // B at fault: A scores 1
			return out, nil
		}
		if p.flip && ply == 0 {
			if jt, ok := t.(junqiTable); ok {
				if c, ok := jt.firstColour(); ok {
					rotation = index(p.seats, c)
				}
			}
		}
	}
}

// score reads the rules' result line: "draw <reason>" or "<seats> <reason>".
func (p *plan) score(out Game, res string, colourSide func(string) Side) (Game, error) {
	out.Result = res
	winner, _, _ := strings.Cut(res, " ")
	if winner == "draw" {
		out.ScoreA = 0.5
		return out, nil
	}
	sides := map[Side]bool{}
	for _, c := range winner {
		sides[colourSide(string(c))] = true
	}
	if len(sides) != 1 {
		return out, fmt.Errorf("result %q: the winners are on both sides", res)
	}
	if sides[SideA] {
		out.ScoreA = 1
	}
	return out, nil
}

// deal shuffles every set face down (翻棋) from seed.
func (p *plan) deal(seed uint64) (string, error) {
	cfg, err := junqi.ConfigFromTags(p.tags)
	if err != nil {
		return "", err
	}
	st, err := junqi.NewState(cfg)
	if err != nil {
		return "", err
	}
	if err := st.Deal(rand.NewPCG(seed, 0)); err != nil {
		return "", err
	}
	return st.PositionString(), nil
}

// checkDeployment reads a seat's deployment and checks it against the
// deployment rules: the seat's own pieces only, in its area or zone.
func (p *plan) checkDeployment(seat, list string) ([]record.Placement, error) {
	ps, err := record.ParsePlacements(list)
	if err != nil {
		return nil, err
	}
	for _, pl := range ps {
		if string(pl.Seat) != seat || pl.FaceDown {
			return nil, fmt.Errorf("%s: not a face-up piece of %s", pl, seat)
		}
	}
	if p.game == "junqi" {
		return ps, p.checkJunqiLayout(seat, ps)
	}
	return ps, p.checkNapoleonSetup(seat, ps)
}

func (p *plan) checkJunqiLayout(seat string, ps []record.Placement) error {
	b := junqi.BoardOf(p.jboard)
	st, _ := junqi.SeatOf(seat[0])
	var l junqi.Layout
	var filled [30]bool
	for _, pl := range ps {
		pt, ok := b.PointByName(pl.Point)
		if !ok || b.Area(pt) != st {
			return fmt.Errorf("%s: not a point of %s's area", pl, seat)
		}
		r, ok := junqi.RankOf(pl.Piece[0])
		if len(pl.Piece) != 1 || !ok {
			return fmt.Errorf("%s: not a Junqi piece", pl)
		}
		file, rank := b.Local(pt)
		k := (rank-1)*5 + file
		if filled[k] {
			return fmt.Errorf("%s: two pieces on one point", pl)
		}
		filled[k], l[k] = true, r
	}
	return l.Check(p.jboard, st)
}

func (p *plan) checkNapoleonSetup(seat string, ps []record.Placement) error {
	st, err := p.ncfg.Armies.ParseSeat(seat)
	if err != nil {
		return err
	}
	pieces, err := napoleon.ParsePositionOf(p.ncfg, record.FormatPlacements(ps))
	if err != nil {
		return err
	}
	// A record has no army tag, so a player deploys the board's standard
	// army size (the first preset's; Waterloo's: 16 where it fits, else 12);
	// its mix is the player's (presets and free composition differ). The
	// zone, seat, squares and terrain are checked as the set-up screen
	// checks them.
	want := armySizeOf(p.ncfg.Board)
	if p.ncfg.Armies.IsWaterloo() {
		want = waterlooArmySize(p.ncfg)
	}
	if len(pieces) != want {
		return fmt.Errorf("an army of %d pieces; the %s board's is %d", len(pieces), p.ncfg.Board, want)
	}
	if errs := napoleon.ValidateSetup(p.ncfg, napoleon.ExactArmy(napoleon.ArmyOf(pieces)), st, pieces); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// safeCall turns a player's panic into an error: a broken player loses its
// game, it does not stop the match.
func safeCall(f func(ai.Request) (string, error), req ai.Request) (out string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return f(req)
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
