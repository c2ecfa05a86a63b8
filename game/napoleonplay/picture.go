package napoleonplay

import (
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
)

// The board's part of the Picture is render/napoleonpic's Scene, filled here once and drawn
// as it is by render/napoleonboard; these are its types.
type (
	Piece      = napoleonpic.Piece
	TargetKind = napoleonpic.TargetKind
	Target     = napoleonpic.Target
	Sight      = napoleonpic.Sight
	LastMove   = napoleonpic.LastMove
)

// The target kinds.
const (
	MoveTo    = napoleonpic.MoveTo
	CaptureAt = napoleonpic.CaptureAt
	PushAt    = napoleonpic.PushAt
)

// Picture is what to draw now. During a hand-over it is empty (W, H zero):
// the screen shows no board.
type Picture struct {
	Phase Phase
	Seat  napoleon.Seat // HandOver: who takes the device; SetUp: who sets up; Play, Over: as ToMove
	// Viewer is whose view this is: Seat, or beside a computer side the one person (in
	// a set-up the board holds the viewer's own army only).
	Viewer napoleon.Seat

	// Scene is the board: the position, selection, targets, last move, lines of sight, zones.
	napoleonpic.Scene
	Bottom napoleon.Seat // whose first rank is at the bottom

	Pending   []napoleon.CannonTurn // this turn's cannon turns, by the cannon's square now
	Moved     bool                  // the turn's move is made: End turn may be pressed
	CanUndo   bool
	DrawOffer bool // the side to move offers an agreed end: the other answers
	// TakeBackAsked: the side that played the last turn asks for it back; the side to
	// move answers
	TakeBackAsked bool

	Reserve     []ReserveItem           // set-up: what may still be placed, every kind
	ReserveLeft int                     // set-up: pieces still to place
	ReservePick napoleon.Kind           // set-up: the kind a tap on an empty square places
	Done        [napoleon.NumSeats]bool // set-up finished, by seat

	Points       [napoleon.NumSeats]int // beyond the middle line, by seat, as the board stands
	TargetPoints int                    // the points that win
	// Waterloo (three or four armies): Seats in play order, the armies that are out, and
	// what each army's side must reach (N, or N times a team's armies); Teams the
	// Teams tag ("" for every army for itself).
	Seats       []napoleon.Seat
	Out         [napoleon.NumSeats]bool
	SideTargets [napoleon.NumSeats]int
	SidePoints  [napoleon.NumSeats]int
	Teams       string

	// For a side panel (play and the end): Plies is the moves played, TurnLimit the
	// optional limit (0: none); Rested is, by seat, the piece that moved in the seat's
	// last two turns and so may not move in its next one (NoSquare: none); History
	// is the turns played, oldest first.
	Plies, TurnLimit int
	Rested           [napoleon.NumSeats]napoleon.Square
	History          []Played
}

// Played is one turn of the record: the side that played it and its tokens ("d2-d5
// c1>NE"), or "resign" or "draw".
type Played struct {
	Side napoleon.Seat
	Text string
}

// Picture is what the screen shows now.
func (s *Session) Picture() Picture {
	p := Picture{Phase: s.phase, Seat: s.seat, Viewer: s.seat, Scene: napoleonpic.NewScene(0, 0),
		ReservePick: napoleon.NoKind, Done: s.done,
		Rested: [napoleon.NumSeats]napoleon.Square{napoleon.NoSquare, napoleon.NoSquare, napoleon.NoSquare, napoleon.NoSquare},
		Seats:  s.Seats(), Teams: s.cfg.Armies.TeamsTag()}
	for _, x := range p.Seats {
		p.SideTargets[x] = s.cfg.Options.Target * len(napoleon.SideSeats(s.cfg.Armies, x))
	}
	if s.phase == HandOver {
		return p
	}
	p.Viewer = s.viewer()
	b := s.cfg.Board
	p.W, p.H = b.W, b.H
	p.Terrain = s.cfg.Terrain
	p.Antique = s.cfg.Options.Antique
	p.Middle = s.cfg.Options.Middle
	p.Waterloo = s.waterloo()
	p.TargetPoints = s.cfg.Options.Target
	switch s.phase {
	case TerrainEdit:
		ranks, _ := napoleon.ZoneRanksOf(s.cfg, s.rule.Size())
		for _, x := range s.Seats() {
			p.Zones[x] = ranks
		}
	case SetUp:
		s.setUpPicture(&p)
	case Play, Over:
		s.playPicture(&p)
	}
	return p
}

// setUpPicture shows the seat's own army only: the other zone stays empty
// whatever the other seat has placed.
func (s *Session) setUpPicture(p *Picture) {
	me := s.viewer()
	v := s.setup.View(me)
	var own []napoleon.Placed
	for _, q := range s.cfg.Board.Squares() {
		if pc := v.Pieces[q]; pc != napoleon.NoPiece {
			p.Pieces[q] = napoleonpic.PieceOf(pc)
			own = append(own, napoleon.Placed{Sq: q, Piece: pc})
		}
	}
	p.Zones[me] = s.setup.ZoneRanks()
	p.ToMove = s.seat
	if s.opts.MoverBottom && !s.waterloo() {
		p.Bottom = me
	}
	if me != s.seat { // the computer sets up: the person sees its own army, nothing to edit
		if st, err := napoleon.NewState(s.cfg, own, me); err == nil {
			p.Sights = sights(&st)
			p.setPoints(&st)
		}
		return
	}
	p.Selected = s.sel
	p.TurnCannon = s.sel != napoleon.NoSquare && v.Pieces[s.sel].Kind() == napoleon.Cannon
	p.Reserve, p.ReserveLeft = s.reserve()
	p.ReservePick = s.pick
	// The own cannons' lines of sight help to aim them; the board holds the
	// seat's own pieces only, so nothing of the other army leaks.
	if st, err := napoleon.NewState(s.cfg, own, s.seat); err == nil {
		p.Sights = sights(&st)
		p.setPoints(&st)
	}
}

// setPoints fills the points of every army and side as st stands, and who is out.
func (p *Picture) setPoints(st *napoleon.State) {
	for _, x := range p.Seats {
		p.Points[x] = st.Points(x)
		p.SidePoints[x] = st.SidePoints(x)
		p.Out[x] = !st.In(x)
	}
}

func (s *Session) playPicture(p *Picture) {
	st := s.match.State()
	board, err := s.preview()
	if err != nil {
		board = st // cannot happen: every step was checked when made
	}
	for _, q := range s.cfg.Board.Squares() {
		if pc := board.At(q); pc != napoleon.NoPiece {
			p.Pieces[q] = napoleonpic.PieceOf(pc)
		}
	}
	p.ToMove = st.ToMove()
	p.Bottom = s.bottom(&st)
	p.Sights = sights(&board)
	p.setPoints(&board)
	p.Plies, p.TurnLimit = st.Plies(), s.cfg.Options.TurnLimit
	for _, side := range s.Seats() {
		if q, n := st.LastMoved(side); n >= 2 && st.At(q) != napoleon.NoPiece && st.At(q).Seat() == side {
			p.Rested[side] = q
		}
	}
	p.History = s.history()
	if s.phase == Over {
		p.Last = s.lastPlayed()
		return
	}
	p.Selected = s.sel
	p.DrawOffer = s.offer
	p.TakeBackAsked = s.askBack
	p.CanUndo = len(s.turn) > 0 || s.push != napoleon.NoSquare
	p.Pending = s.cannonTurns(&st, true)
	if m, ok := s.moved(); ok {
		p.Moved = true
		p.Last = LastMove{From: m.From, To: m.To, Push: m.Push, Capture: m.Capture}
	} else {
		p.Last = s.lastPlayed()
		if s.sel != napoleon.NoSquare {
			p.Targets = targets(s.movesFrom(s.sel))
		}
	}
	if s.sel != napoleon.NoSquare {
		pc := board.At(s.sel)
		p.TurnCannon = pc.Kind() == napoleon.Cannon && pc.Seat() == p.ToMove
	}
	if s.push != napoleon.NoSquare {
		for _, m := range s.movesFrom(s.sel) {
			if m.To == s.push && m.IsPush() {
				p.PushLandings = append(p.PushLandings, m.Push)
			}
		}
	}
}

// bottom is the side at the bottom: South, or the side to move. At the end
// the board stays as it was for the last action.
func (s *Session) bottom(st *napoleon.State) napoleon.Seat {
	if !s.opts.MoverBottom || s.waterloo() {
		return napoleon.South
	}
	if ps := s.People(); s.bots != 0 && len(ps) == 1 {
		return ps[0]
	}
	if s.phase == Over {
		toks := s.match.Tokens()
		if n := len(toks); n > 0 && toks[n-1] != "resign" && toks[n-1] != "draw" {
			return st.ToMove().Other()
		}
	}
	return st.ToMove()
}

// history groups the record's tokens into turns: a move and its cannon turns. The first
// turn is the start position's side to move's; the sides then alternate.
func (s *Session) history() []Played {
	if s.waterloo() {
		sides := s.turnSides()
		var out []Played
		for _, t := range s.match.Tokens() {
			if napoleon.IsCannonTurnToken(t) && len(out) > 0 {
				out[len(out)-1].Text += " " + t
				continue
			}
			out = append(out, Played{Side: sides[len(out)], Text: t})
		}
		return out
	}
	start := s.match.Start()
	side := start.ToMove()
	var out []Played
	for _, t := range s.match.Tokens() {
		if napoleon.IsCannonTurnToken(t) && len(out) > 0 {
			out[len(out)-1].Text += " " + t
			continue
		}
		out = append(out, Played{Side: side, Text: t})
		side = side.Other()
	}
	return out
}

// lastPlayed is the last move written to the record.
func (s *Session) lastPlayed() LastMove {
	toks := s.match.Tokens()
	for i := len(toks) - 1; i >= 0; i-- {
		t := toks[i]
		if t == "resign" || t == "draw" || napoleon.IsCannonTurnToken(t) {
			continue
		}
		if m, err := napoleon.ParseMove(s.cfg.Board, t); err == nil {
			return LastMove{From: m.From, To: m.To, Push: m.Push, Capture: m.Capture}
		}
	}
	return napoleonpic.NoLast
}

// targets are the distinct destinations of moves, a push listed once.
func targets(ms []napoleon.Move) []Target {
	var out []Target
	seen := map[napoleon.Square]bool{}
	for _, m := range ms {
		if seen[m.To] {
			continue
		}
		seen[m.To] = true
		k := MoveTo
		switch {
		case m.IsPush():
			k = PushAt
		case m.Capture:
			k = CaptureAt
		}
		out = append(out, Target{Sq: m.To, Kind: k})
	}
	return out
}

// Sights are every cannon's line of sight on st, each outwards from its cannon (an online
// room draws them as the local game does).
func Sights(st *napoleon.State) []Sight { return sights(st) }

func sights(st *napoleon.State) []Sight {
	var out []Sight
	for _, pl := range st.Pieces() {
		if pl.Piece.Kind() != napoleon.Cannon {
			continue
		}
		los := st.CannonLOS(pl.Sq)
		out = append(out, Sight{Cannon: pl.Sq, Side: pl.Piece.Seat(), Squares: fromCannon(pl.Sq, los.Squares())})
	}
	return out
}

// fromCannon orders a line's squares outwards from the cannon.
func fromCannon(c napoleon.Square, qs []napoleon.Square) []napoleon.Square {
	dist := func(q napoleon.Square) int {
		return max(abs(q.File()-c.File()), abs(q.Rank()-c.Rank()))
	}
	for i := 1; i < len(qs); i++ {
		for j := i; j > 0 && dist(qs[j]) < dist(qs[j-1]); j-- {
			qs[j], qs[j-1] = qs[j-1], qs[j]
		}
	}
	return qs
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
