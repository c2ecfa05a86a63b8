// Package napoleonview turns what the server tells one seat of a Napoleon room (a State:
// the seat's view as `referee view SEAT` prints it, its legal moves, the history it may
// see) into the board picture the app draws (render/napoleonpic), builds the seat's turn
// (a move, then any cannon turns) from taps as the local game does, and keeps the seat's
// secret set-up before it is sent. Pure: no Ebitengine, no connection. It never holds more
// than the seat may see: before every army is revealed the server's view is empty and the
// board holds the seat's own set-up only; afterwards Napoleon hides nothing.
package napoleonview

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"warboard/game/napoleonplay"
	"warboard/game/online/proto"
	"warboard/game/setup"
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Game is the room's rules as its history's tags say them, and the army every seat sets
// up (the one the server checks).
type Game struct {
	Cfg   napoleon.Config
	Rule  napoleon.ArmyRule
	Ranks int // the set-up zones' depth
}

// RoomOptions are the app options a Napoleon room plays with: the army that fills the
// board, as New game chooses by default; in Waterloo (three or four armies) the 16 pieces
// that fit every edge's zone. The server referees by them and the client sets up by them.
func RoomOptions(cfg napoleon.Config) napoleonplay.Options {
	if len(cfg.Armies.Order()) > 2 {
		return napoleonplay.Options{Army: setup.Army16}
	}
	o := napoleonplay.Options{Army: setup.BoardArmyOf(cfg.Board)}
	o.ArmySize = napoleon.BoardArmy(cfg.Board).Size()
	return o
}

// GameOf reads the tags of a room's history (the first state a connection gets).
func GameOf(history string) (Game, error) {
	head, _, _ := strings.Cut(history, "\n\n")
	rec, err := record.Parse(head + "\n")
	if err != nil {
		return Game{}, err
	}
	cfg, err := napoleon.ConfigFromRecord(rec)
	if err != nil {
		return Game{}, err
	}
	rule, err := RoomOptions(cfg).ArmyRule()
	if err != nil {
		return Game{}, err
	}
	ranks, err := napoleon.ZoneRanksOf(cfg, rule.Size())
	if err != nil {
		return Game{}, err
	}
	return Game{Cfg: cfg, Rule: rule, Ranks: ranks}, nil
}

// Waterloo reports three or four armies.
func (g Game) Waterloo() bool { return len(g.Cfg.Armies.Order()) > 2 }

// Seat reads a seat letter of this game.
func (g Game) Seat(s string) (napoleon.Seat, error) { return g.Cfg.Armies.ParseSeat(s) }

// ErrBadView is a view the client cannot read (a server of another version).
var ErrBadView = errors.New("the server's view of the board cannot be read")

// emptyScene is the board with its terrain, lines and zones, no piece.
func (g Game) emptyScene() napoleonpic.Scene {
	sc := napoleonpic.NewScene(g.Cfg.Board.W, g.Cfg.Board.H)
	sc.Terrain = g.Cfg.Terrain
	sc.Antique = g.Cfg.Options.Antique
	sc.Middle = g.Cfg.Options.Middle
	sc.Waterloo = g.Waterloo()
	return sc
}

// View is one seat's board as drawn, and the turn it is building.
type View struct {
	Scene  napoleonpic.Scene
	Seat   napoleon.Seat
	Bottom napoleon.Seat // whose first rank is at the bottom: the seat's own (South in Waterloo)
	Result string        // the result line: "ongoing", "S resign", …
	Moves  []string      // the seat's legal move tokens while it is to move
	// Points are each army's points beyond the middle line as the board stands (after the
	// armies are revealed), Out the armies that are out (Waterloo).
	Points [napoleon.NumSeats]int
	Out    [napoleon.NumSeats]bool
	// Plies are the turns played; Rested is, by seat, the piece that moved in the seat's
	// last two turns (NoSquare: none), as the device's side panel says them (rest.go).
	Plies  int
	Rested [napoleon.NumSeats]napoleon.Square
	// Turns are the history's turns, oldest first, each with its seat (read from the
	// position: South until the armies are revealed).
	Turns []Played

	g       Game
	mine    bool // the seat is to move: its taps build a turn
	base    []napoleon.Placed
	moves   []napoleon.Move
	tokens  []string
	sel     napoleon.Square
	push    napoleon.Square // a drum push chosen: its landing is next
	moved   int             // index of the move made in moves, -1 none
	facings map[napoleon.Square]napoleon.Dir
	last    napoleonpic.LastMove
}

// FromState reads a State of a Napoleon room of game g; history is the seat's history
// (its last move is marked).
func FromState(m proto.Msg, g Game, history string) (View, error) {
	v := View{g: g, sel: napoleon.NoSquare, push: napoleon.NoSquare, moved: -1, Result: m.Result,
		Scene: g.emptyScene(), last: napoleonpic.NoLast}
	seat, err := g.Seat(m.Seat)
	if err != nil {
		return v, fmt.Errorf("%w: seat %q", ErrBadView, m.Seat)
	}
	v.Seat, v.Bottom = seat, seat
	if g.Waterloo() {
		v.Bottom = napoleon.South
	}
	toMove := napoleon.Seat(255)
	for _, line := range strings.Split(m.View, "\n") {
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "position":
			ps, err := napoleon.ParsePositionOf(g.Cfg, rest)
			if err != nil {
				return v, fmt.Errorf("%w: %v", ErrBadView, err)
			}
			v.base = ps
		case "result":
			if v.Result == "" {
				v.Result = rest
			}
		case "turn":
			if x, err := g.Seat(strings.TrimSpace(rest)); err == nil {
				toMove = x
			}
		}
	}
	if toMove != 255 && m.Phase != "over" {
		v.Scene.ToMove = toMove
	}
	v.mine = m.Phase == proto.ActMove && m.Turn == m.Seat && m.View != ""
	if v.mine {
		for _, tok := range strings.Fields(m.Moves) {
			mv, err := napoleon.ParseMove(g.Cfg.Board, tok)
			if err != nil {
				return v, fmt.Errorf("%w: move %q: %v", ErrBadView, tok, err)
			}
			v.moves = append(v.moves, mv)
			v.tokens = append(v.tokens, tok)
		}
		v.Moves = v.tokens
	}
	v.last = LastMove(g.Cfg.Board, history)
	if len(v.base) > 0 {
		v.score()
	}
	ms, played := moves(g.Cfg.Board, history)
	v.Turns = played
	v.rests(ms, toMove)
	v.paint()
	return v, nil
}

// score counts the armies' points as the rules do (a position the rules refuse counts
// nothing: the server's view always is one).
func (v *View) score() {
	order := v.g.Cfg.Armies.Order()
	st, err := napoleon.NewState(v.g.Cfg, v.base, order[0])
	if err != nil {
		return
	}
	for _, x := range order {
		v.Points[x], v.Out[x] = st.Points(x), !st.In(x)
	}
}

// LastMove is the last move of a history (its tags and tokens), NoLast for none.
func LastMove(b napoleon.Board, history string) napoleonpic.LastMove {
	_, moves, found := strings.Cut(history, "\n\n")
	if !found && !strings.HasPrefix(strings.TrimSpace(history), "[") {
		moves = history
	}
	f := strings.Fields(moves)
	for i := len(f) - 1; i >= 0; i-- {
		if napoleon.IsCannonTurnToken(f[i]) {
			continue
		}
		if m, err := napoleon.ParseMove(b, strings.TrimRight(f[i], "!?+#")); err == nil {
			return napoleonpic.LastMove{From: m.From, To: m.To, Push: m.Push, Capture: m.Capture}
		}
	}
	return napoleonpic.NoLast
}

// Game is the room's rules.
func (v *View) Game() Game { return v.g }

// Mine reports whether the seat is to move.
func (v *View) Mine() bool { return v.mine }

// Moved reports whether the turn's move is made: End turn may be pressed.
func (v *View) Moved() bool { return v.moved >= 0 }

// Changed reports whether the turn in the making has anything to undo.
func (v *View) Changed() bool {
	return v.moved >= 0 || len(v.facings) > 0 || v.push != napoleon.NoSquare
}

// Selected is the selected square (NoSquare: none).
func (v *View) Selected() napoleon.Square { return v.sel }

// board is the position as it stands in the turn being built.
func (v *View) board() [napoleon.NumSquares]napoleonpic.Piece {
	var out [napoleon.NumSquares]napoleonpic.Piece
	for _, pl := range v.base {
		out[pl.Sq] = napoleonpic.PieceOf(pl.Piece)
	}
	if v.moved >= 0 {
		m := v.moves[v.moved]
		target := out[m.To]
		out[m.To], out[m.From] = out[m.From], napoleonpic.Piece{}
		if m.IsPush() {
			out[m.Push] = target
		}
	}
	for q, d := range v.facings {
		out[q].Facing = d
	}
	return out
}

// paint fills the scene from the view and the turn being built.
func (v *View) paint() {
	sc := &v.Scene
	sc.Pieces = v.board()
	sc.Selected, sc.Targets, sc.PushLandings, sc.TurnCannon = v.sel, nil, nil, false
	sc.Sights = v.sights()
	sc.Last = v.last
	if v.moved >= 0 {
		m := v.moves[v.moved]
		sc.Last = napoleonpic.LastMove{From: m.From, To: m.To, Push: m.Push, Capture: m.Capture}
	}
	if v.sel == napoleon.NoSquare {
		return
	}
	pc := sc.Pieces[v.sel]
	// A cannon's facing handles wait until the move is made (or it cannot move), as at a
	// device: before it, the squares round the cannon are its targets, and a handle over
	// one took the tap meant for the move.
	sc.TurnCannon = pc.Present && pc.Kind == napoleon.Cannon && pc.Side == v.Seat &&
		(v.moved >= 0 || len(v.from(v.sel)) == 0)
	if v.push != napoleon.NoSquare {
		for _, m := range v.from(v.sel) {
			if m.To == v.push && m.IsPush() {
				sc.PushLandings = append(sc.PushLandings, m.Push)
			}
		}
		return
	}
	if v.moved >= 0 {
		return
	}
	seen := map[napoleon.Square]bool{}
	for _, m := range v.from(v.sel) {
		if seen[m.To] {
			continue
		}
		seen[m.To] = true
		k := napoleonpic.MoveTo
		switch {
		case m.IsPush():
			k = napoleonpic.PushAt
		case m.Capture:
			k = napoleonpic.CaptureAt
		}
		sc.Targets = append(sc.Targets, napoleonpic.Target{Sq: m.To, Kind: k})
	}
}

// sights are the cannons' lines of sight as the board stands in the turn being built (the
// move made, the cannons turned): Napoleon hides nothing once the armies are revealed.
func (v *View) sights() []napoleonpic.Sight {
	if len(v.base) == 0 {
		return nil
	}
	var ps []napoleon.Placed
	for q, pc := range v.Scene.Pieces {
		if pc.Present {
			ps = append(ps, napoleon.Placed{Sq: napoleon.Square(q), Piece: napoleon.NewPiece(pc.Side, pc.Kind, pc.Facing)})
		}
	}
	st, err := napoleon.NewState(v.g.Cfg, ps, v.g.Cfg.Armies.Order()[0])
	if err != nil {
		return nil
	}
	return napoleonplay.Sights(&st)
}

// CanMove reports whether the piece on q has a legal move in the turn being built.
func (v *View) CanMove(q napoleon.Square) bool { return v.mine && len(v.from(q)) > 0 }

// from are the legal moves from q.
func (v *View) from(q napoleon.Square) []napoleon.Move {
	var out []napoleon.Move
	for _, m := range v.moves {
		if m.From == q {
			out = append(out, m)
		}
	}
	return out
}

// Tap is a tap on square q while the seat is to move: it picks a piece (its targets are
// shown; an own cannon that cannot move shows its facing handles), makes the move to a target (a drum
// push asks for the pushed cavalry's landing next), or, once moved, picks a cannon to
// turn. Anything else takes the selection away.
func (v *View) Tap(q napoleon.Square) {
	defer v.paint()
	if !v.mine {
		return
	}
	if v.push != napoleon.NoSquare {
		for i, m := range v.moves {
			if m.From == v.sel && m.To == v.push && m.Push == q {
				v.makeMove(i)
				return
			}
		}
		v.push = napoleon.NoSquare
		return
	}
	if v.moved < 0 && v.sel != napoleon.NoSquare && q != v.sel {
		for i, m := range v.moves {
			if m.From == v.sel && m.To == q {
				if m.IsPush() {
					v.push = q
					return
				}
				v.makeMove(i)
				return
			}
		}
	}
	pc := v.board()[q]
	switch {
	case q == v.sel:
		v.sel = napoleon.NoSquare
	case !pc.Present || pc.Side != v.Seat:
		v.sel = napoleon.NoSquare
	case v.moved >= 0 && pc.Kind != napoleon.Cannon:
		v.sel = napoleon.NoSquare
	default:
		v.sel = q
	}
}

func (v *View) makeMove(i int) {
	m := v.moves[i]
	v.moved, v.push = i, napoleon.NoSquare
	if d, ok := v.facings[m.From]; ok { // a cannon turned before it moved turns where it lands
		delete(v.facings, m.From)
		v.facings[m.To] = d
	}
	delete(v.facings, m.Push)
	if v.board()[m.To].Kind == napoleon.Cannon {
		v.sel = m.To // the cannon that moved may be turned at once
	} else {
		v.sel = napoleon.NoSquare
	}
}

// Face turns the selected own cannon to d (part of the turn being built).
func (v *View) Face(d napoleon.Dir) error {
	defer v.paint()
	if !v.mine {
		return errors.New("not your turn")
	}
	pc := v.board()[v.sel]
	if v.sel == napoleon.NoSquare || !pc.Present || pc.Kind != napoleon.Cannon || pc.Side != v.Seat || d > napoleon.DirNW {
		return errors.New("choose one of your cannons")
	}
	if v.facings == nil {
		v.facings = map[napoleon.Square]napoleon.Dir{}
	}
	v.facings[v.sel] = d
	if v.original(v.sel) == d {
		delete(v.facings, v.sel)
	}
	return nil
}

// original is the facing the cannon now on q had at the turn's start.
func (v *View) original(q napoleon.Square) napoleon.Dir {
	from := q
	if v.moved >= 0 && v.moves[v.moved].To == q {
		from = v.moves[v.moved].From
	}
	for _, pl := range v.base {
		if pl.Sq == from {
			return pl.Piece.Facing()
		}
	}
	return 0
}

// Undo takes the turn being built back to its start.
func (v *View) Undo() {
	v.moved, v.push, v.sel, v.facings = -1, napoleon.NoSquare, napoleon.NoSquare, nil
	v.paint()
}

// Turn is the turn to send: the move's token, then each cannon turn ("d2-d5 c1>NE");
// "" before the move is made.
func (v *View) Turn() string {
	if v.moved < 0 {
		return ""
	}
	parts := []string{v.tokens[v.moved]}
	var qs []napoleon.Square
	for q := range v.facings {
		qs = append(qs, q)
	}
	slices.Sort(qs)
	for _, q := range qs {
		parts = append(parts, napoleon.CannonTurn{At: q, Face: v.facings[q]}.String())
	}
	return strings.Join(parts, " ")
}

// Deployment is the seat's set-up before it is sent: random at first, pieces moved or
// swapped by taps and cannons turned as far as the rules allow.
type Deployment struct {
	Seat napoleon.Seat
	g    Game
	u    *napoleon.Setup
	sel  napoleon.Square
	pick napoleon.Kind // the reserve's kind taps on free squares place (reserve.go)
	rng  *rand.Rand
}

// NewDeployment is a random legal set-up of seat's army.
func NewDeployment(g Game, seat napoleon.Seat, seed uint64) (Deployment, error) {
	d, err := emptyDeployment(g, seat)
	if err != nil {
		return d, err
	}
	d.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	return d, d.Random()
}

func emptyDeployment(g Game, seat napoleon.Seat) (Deployment, error) {
	if !g.Cfg.Armies.Plays(seat) {
		return Deployment{}, fmt.Errorf("%s does not play in this game", seat)
	}
	u, err := napoleon.NewSetup(g.Cfg, g.Rule)
	if err != nil {
		return Deployment{}, err
	}
	return Deployment{Seat: seat, g: g, u: u, sel: napoleon.NoSquare, pick: napoleon.NoKind, rng: rand.New(rand.NewPCG(1, 2))}, nil
}

// FromList reads a set-up the server says was sent (State.Arg).
func FromList(g Game, seat napoleon.Seat, list string) (Deployment, error) {
	d, err := emptyDeployment(g, seat)
	if err != nil {
		return d, err
	}
	ps, err := napoleon.ParsePositionOf(g.Cfg, list)
	if err != nil {
		return d, err
	}
	for _, pl := range ps {
		if err := d.u.Place(seat, pl.Sq, pl.Piece); err != nil {
			return d, err
		}
	}
	return d, nil
}

// Random deals the set-up again at random.
func (d *Deployment) Random() error {
	army, err := napoleon.RandomArmy(d.g.Rule, d.rng)
	if err != nil {
		return err
	}
	d.sel, d.pick = napoleon.NoSquare, napoleon.NoKind
	return d.u.Randomize(d.Seat, army, d.rng)
}

// Pieces are the seat's pieces as set up now.
func (d *Deployment) Pieces() []napoleon.Placed { return d.u.Pieces(d.Seat) }

// List is the set-up as the deploy action's argument ("c2=SK>NE …").
func (d *Deployment) List() string { return napoleon.FormatPosition(d.u.Pieces(d.Seat)) }

// Problems say why the set-up may not be sent (nil: it may).
func (d *Deployment) Problems() []error { return d.u.Problems(d.Seat) }

// Selected is the picked piece's square (NoSquare: none).
func (d *Deployment) Selected() napoleon.Square { return d.sel }

func (d *Deployment) own(q napoleon.Square) napoleon.Piece {
	return d.u.View(d.Seat).Pieces[q]
}

// Tap places the reserve's picked kind on a free square q, picks one of the seat's
// pieces, puts the picked one on q (swapping with the seat's
// piece there) or drops the pick. A place the rules refuse changes nothing; the error says
// why.
func (d *Deployment) Tap(q napoleon.Square) error {
	switch {
	case d.pick != napoleon.NoKind && d.sel == napoleon.NoSquare && d.own(q) == napoleon.NoPiece:
		return d.PlaceFromReserve(d.pick, q) // a kind picked from the reserve
	case q == d.sel:
		d.sel = napoleon.NoSquare
		return nil
	case d.sel == napoleon.NoSquare:
		if d.own(q) != napoleon.NoPiece {
			d.sel = q
		}
		return nil
	}
	from := d.sel
	d.sel = napoleon.NoSquare
	u := *d.u
	p, o := d.own(from), d.own(q)
	u.Remove(d.Seat, from)
	if o != napoleon.NoPiece {
		if err := u.Place(d.Seat, from, o); err != nil {
			return fmt.Errorf("cannot swap: %w", err)
		}
	}
	if err := u.Place(d.Seat, q, p); err != nil {
		return err
	}
	*d.u = u
	return nil
}

// Face turns the picked cannon to f.
func (d *Deployment) Face(f napoleon.Dir) error {
	if d.sel == napoleon.NoSquare {
		return errors.New("choose one of your cannons")
	}
	return d.u.TurnCannon(d.Seat, d.sel, f)
}

// Show draws the set-up into sc: the seat's own army and zone, the pick.
func (d *Deployment) Show(sc *napoleonpic.Scene) {
	v := d.u.View(d.Seat)
	for q, pc := range v.Pieces {
		if pc != napoleon.NoPiece {
			sc.Pieces[q] = napoleonpic.PieceOf(pc)
		}
	}
	sc.Zones[d.Seat] = d.u.ZoneRanks()
	sc.ToMove = d.Seat
	sc.Selected = d.sel
	sc.Targets, sc.PushLandings, sc.Last = nil, nil, napoleonpic.NoLast
	sc.TurnCannon = d.sel != napoleon.NoSquare && v.Pieces[d.sel].Kind() == napoleon.Cannon
}

// SetUpScene is the board while the seats set up: terrain and lines, the seat's zone, no
// piece (Deployment.Show adds the seat's own).
func SetUpScene(g Game, seat napoleon.Seat) napoleonpic.Scene {
	sc := g.emptyScene()
	if g.Cfg.Armies.Plays(seat) {
		sc.Zones[seat] = g.Ranks
	}
	return sc
}
