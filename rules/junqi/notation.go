package junqi

import (
	"fmt"
	"strings"

	"warboard/rules/record"
)

// ParseAction reads a move token ("c6-c7", "c6xc7", "@d4") and checks that it
// is legal for the seat to move; the error says why not.
func (s *State) ParseAction(tok string) (Action, error) {
	b := s.Board()
	if s.result.Over {
		return Action{}, fmt.Errorf("the game is over")
	}
	point := func(name string) (Point, error) {
		p, ok := b.PointByName(name)
		if !ok {
			return 0, fmt.Errorf("%q is not a point of the %v board", name, s.board)
		}
		return p, nil
	}
	if strings.HasPrefix(tok, "@") {
		p, err := point(tok[1:])
		if err != nil {
			return Action{}, err
		}
		if s.mode != Flip {
			return Action{}, fmt.Errorf("flipping is for 翻棋 only")
		}
		if !s.sq[p].FaceDown() {
			return Action{}, fmt.Errorf("%s holds no face-down piece", b.Name(p))
		}
		return Action{From: p, To: p, Kind: FlipUp}, nil
	}
	i := strings.IndexAny(tok, "-x")
	if i < 0 {
		return Action{}, fmt.Errorf("not a move: write from-to, fromxto, @point, resign or draw")
	}
	from, err := point(tok[:i])
	if err != nil {
		return Action{}, err
	}
	to, err := point(tok[i+1:])
	if err != nil {
		return Action{}, err
	}
	a := Action{From: from, To: to, Kind: MoveTo}
	if tok[i] == 'x' {
		a.Kind = Attack
	}
	if s.Legal(a) {
		return a, nil
	}
	return a, s.whyIllegal(a)
}

// whyIllegal explains a move or attack that is not legal.
func (s *State) whyIllegal(a Action) error {
	b := s.Board()
	fn, tn := b.Name(a.From), b.Name(a.To)
	if int(a.From) >= b.N || int(a.To) >= b.N {
		return fmt.Errorf("no such point")
	}
	if !s.turnKnown {
		return fmt.Errorf("before the first flip a player can only flip")
	}
	pc, t := s.sq[a.From], s.sq[a.To]
	switch {
	case pc == 0 || pc.Seat() != s.turn:
		return fmt.Errorf("%s holds no piece of %v", fn, s.turn)
	case pc.FaceDown():
		return fmt.Errorf("%s is face down: flip it first", fn)
	case pc.Rank() == Flag:
		return fmt.Errorf("the flag never moves")
	case pc.Rank() == Mine:
		return fmt.Errorf("landmines never move")
	case pc.Rank() == Fortress:
		return fmt.Errorf("a fortress never moves")
	case b.kind[a.From] == HQ && s.mode != Flip:
		return fmt.Errorf("%s is a headquarters: its piece never moves again", fn)
	case a.From == a.To:
		return fmt.Errorf("a piece must move to another point")
	case t != 0 && s.Allies(s.turn, t.Seat()) && !t.FaceDown():
		if t.Seat() == s.turn {
			return fmt.Errorf("%s holds a piece of your own", tn)
		}
		return fmt.Errorf("%s holds an ally's piece", tn)
	case a.Kind == MoveTo && t != 0 && !t.FaceDown():
		return fmt.Errorf("%s holds an enemy piece: an attack is written %sx%s", tn, fn, tn)
	case a.Kind == Attack && t == 0:
		return fmt.Errorf("%s is empty: a move is written %s-%s", tn, fn, tn)
	case t.FaceDown():
		return fmt.Errorf("%s is face down: it cannot be attacked or moved onto", tn)
	case a.Kind == Attack && b.kind[a.To] == Camp:
		return fmt.Errorf("%s is a camp: a piece in a camp cannot be attacked", tn)
	case a.Kind == Attack && t.Rank() == Flag && s.mode == Flip && s.count[t.Seat()][Mine] > 0:
		return fmt.Errorf("the flag of %v cannot be attacked while a landmine of %v remains", t.Seat(), t.Seat())
	}
	// the target is fine, so the way is not
	if !pc.Rank().RailTurner() && s.railReachable(a.From, a.To) {
		return fmt.Errorf("%s cannot reach %s: only an engineer turns on the railway (or a missile)", fn, tn)
	}
	return fmt.Errorf("%s cannot reach %s", fn, tn)
}

// railReachable: would an engineer get from p to q over empty rail points?
func (s *State) railReachable(p, q Point) bool {
	var buf [MaxActions]Action
	for _, a := range s.engineerRail(s.Board(), p, s.targets(s.turn), buf[:0]) {
		if a.To == q {
			return true
		}
	}
	return false
}

// pieceSpec writes the piece part of a placement ("9", "F").
func placementOf(b *Board, p Point, pc Piece) record.Placement {
	pl := record.Placement{Point: b.Name(p), FaceDown: pc.FaceDown()}
	if pc.FaceDown() && pc.Rank() == Unknown {
		pl.Seat = '?'
		return pl
	}
	pl.Seat = pc.Seat().String()[0]
	if c := pc.Rank().Code(); int(c) < len(codeStrings) {
		pl.Piece = codeStrings[c]
	} else {
		pl.Piece = string(rune(c))
	}
	return pl
}

// codeStrings are one-byte strings made once: string(byte) allocates, and views are
// written for every seat after every action online.
var codeStrings = func() (t [128]string) {
	for i := range t {
		t[i] = string(rune(i))
	}
	return t
}()

// Placements lists the position as the referee knows it.
func (s *State) Placements() []record.Placement {
	b := s.Board()
	var out []record.Placement
	for p := 0; p < b.N; p++ {
		if pc := s.sq[p]; pc != 0 {
			out = append(out, placementOf(b, Point(p), pc))
		}
	}
	return out
}

// PositionString is the placement list in notation order.
func (s *State) PositionString() string { return record.FormatPlacements(s.Placements()) }

// Placements lists what the viewer sees ("c6=S?" unknown rank, "c3=?*" face down).
func (v *View) Placements() []record.Placement {
	b := BoardOf(v.Board)
	n := 0
	for p := 0; p < b.N; p++ {
		if v.Squares[p] != 0 {
			n++
		}
	}
	out := make([]record.Placement, 0, n)
	for p := 0; p < b.N; p++ {
		if pc := v.Squares[p]; pc != 0 {
			out = append(out, placementOf(b, Point(p), pc))
		}
	}
	return out
}

// String is the view as a placement list, for `referee view`.
func (v *View) String() string { return record.FormatPlacements(v.Placements()) }

// PutPlacements sets up a position from a placement list (as in [Position]).
// Views' unknown pieces are refused: a position must be complete.
func (s *State) PutPlacements(ps []record.Placement) error {
	b := s.Board()
	for _, pl := range ps {
		p, ok := b.PointByName(pl.Point)
		if !ok {
			return fmt.Errorf("%q is not a point of the %v board", pl.Point, s.board)
		}
		seat, ok := SeatOf(pl.Seat)
		if !ok {
			return fmt.Errorf("%s: an unknown piece (?) cannot stand in a position", pl.Point)
		}
		if len(pl.Piece) != 1 {
			return fmt.Errorf("%s: %q is not a junqi piece", pl.Point, pl.Piece)
		}
		r, ok := RankOf(pl.Piece[0])
		if !ok {
			return fmt.Errorf("%s: %q is not a junqi piece", pl.Point, pl.Piece)
		}
		if r > Flag && s.bid == 0 {
			return fmt.Errorf("%s: %q belongs to 三打一 ([Variant \"sandayi\"])", pl.Point, pl.Piece)
		}
		if !b.HasArea(seat) {
			return fmt.Errorf("%s: seat %c is not on the %v board", pl.Point, pl.Seat, s.board)
		}
		pc := MakePiece(seat, r)
		if pl.FaceDown {
			pc = pc.Down()
		}
		if err := s.Put(p, pc); err != nil {
			return err
		}
	}
	return nil
}
