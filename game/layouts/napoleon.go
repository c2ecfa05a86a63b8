package layouts

import (
	"errors"
	"fmt"
	"strings"

	"warboard/rules/napoleon"
)

// NapoleonText is a Napoleon set-up as kept: South's pieces as a placement list, each
// cannon with its facing ("c2=SK>NE").
func NapoleonText(ps []napoleon.Placed) string { return napoleon.FormatPosition(ps) }

// DecodeNapoleon reads a set-up of one side's pieces on board b, written from either side,
// and returns it as South's: a North set-up is turned round the board's centre, so the
// player's left stays its left and each cannon keeps its facing as the player sees it.
// The pieces must all stand in the side's own half; whether they fit an army rule, a zone
// and the terrain is CheckNapoleon's to say. A whole record is read too (its Position's
// pieces of South, or of the first side listed).
func DecodeNapoleon(b napoleon.Board, text string) ([]napoleon.Placed, error) {
	if err := b.Check(); err != nil {
		return nil, err
	}
	list, err := placementText(text)
	if err != nil {
		return nil, err
	}
	cfg := napoleon.Config{Board: b}
	if b.W == b.H { // a square board may hold East's or West's set-up (Waterloo)
		cfg.Armies, _ = napoleon.ParseArmies("S E N W", "")
	}
	ps, err := napoleon.ParsePositionOf(cfg, list)
	if err != nil {
		return nil, err
	}
	if len(ps) == 0 {
		return nil, errors.New("no pieces: a set-up is a placement list like a1=SG c2=SK>NE …")
	}
	side := ps[0].Piece.Seat()
	for _, p := range ps {
		if p.Piece.Seat() != side {
			return nil, fmt.Errorf("%s: a set-up holds one side's pieces (%s and %s found)", p.Sq, side, p.Piece.Seat())
		}
	}
	if side == napoleon.East || side == napoleon.West {
		if b.W != b.H {
			return nil, fmt.Errorf("%s's pieces: East and West set up on square boards only", side)
		}
		// beyond its half: a piece past the middle file from its own edge
		for _, p := range ps {
			if f := p.Sq.File(); side == napoleon.East && f < b.W-b.W/2 || side == napoleon.West && f >= b.W/2 {
				return nil, fmt.Errorf("%s is beyond %s's half of the %s board", p.Sq, side, b)
			}
		}
		return quarterTurn(b, ps, side, napoleon.South), nil
	}
	if side == napoleon.North {
		ps = turn(b, ps, napoleon.South)
	}
	for _, p := range ps {
		if p.Sq.Rank() >= b.H/2 {
			q := p.Sq
			if side == napoleon.North {
				q = rotate(b, q)
			}
			return nil, fmt.Errorf("%s is beyond %s's half of the %s board", q, side, b)
		}
	}
	return ps, nil
}

// edgeIndex is a seat's edge in quarter turns from South's: the order the armies sit round
// the board (South, East, North, West).
func edgeIndex(x napoleon.Seat) int {
	return [...]int{napoleon.South: 0, napoleon.East: 1, napoleon.North: 2, napoleon.West: 3}[x]
}

// quarterTurn gives from's pieces to to, turned round the centre of the square board b by
// the quarter turns between their edges: each army sees the set-up from its own edge, its
// left still its left, each cannon facing the same way as the army sees it.
func quarterTurn(b napoleon.Board, ps []napoleon.Placed, from, to napoleon.Seat) []napoleon.Placed {
	k := (edgeIndex(to) - edgeIndex(from) + 4) % 4
	out := make([]napoleon.Placed, len(ps))
	for i, p := range ps {
		q := p.Sq
		for j := 0; j < k; j++ {
			q = b.Turn(q)
		}
		face := (p.Piece.Facing() + napoleon.Dir(6*k)) & 7 // a quarter turn takes north to west
		out[i] = napoleon.Placed{Sq: q, Piece: napoleon.NewPiece(to, p.Piece.Kind(), face)}
	}
	return out
}

// rotate is q turned half round the board's centre.
func rotate(b napoleon.Board, q napoleon.Square) napoleon.Square {
	return napoleon.SquareAt(b.W-1-q.File(), b.H-1-q.Rank())
}

// turn gives every piece to side, turned half round the board, cannons with them.
func turn(b napoleon.Board, ps []napoleon.Placed, side napoleon.Seat) []napoleon.Placed {
	out := make([]napoleon.Placed, len(ps))
	for i, p := range ps {
		face := (p.Piece.Facing() + 4) & 7
		out[i] = napoleon.Placed{Sq: rotate(b, p.Sq), Piece: napoleon.NewPiece(side, p.Piece.Kind(), face)}
	}
	return out
}

// NapoleonFor is South's set-up ps placed for side: as it is for South, turned half round
// for North.
func NapoleonFor(b napoleon.Board, ps []napoleon.Placed, side napoleon.Seat) []napoleon.Placed {
	if side == napoleon.East || side == napoleon.West {
		return quarterTurn(b, ps, napoleon.South, side) // Waterloo: turned to its own edge
	}
	if side == napoleon.North {
		return turn(b, ps, napoleon.North)
	}
	return append([]napoleon.Placed(nil), ps...)
}

// MirrorNapoleon swaps left and right; a cannon facing north-east then faces north-west.
func MirrorNapoleon(b napoleon.Board, ps []napoleon.Placed) []napoleon.Placed {
	out := make([]napoleon.Placed, len(ps))
	for i, p := range ps {
		face := (8 - p.Piece.Facing()) & 7
		out[i] = napoleon.Placed{Sq: napoleon.SquareAt(b.W-1-p.Sq.File(), p.Sq.Rank()),
			Piece: napoleon.NewPiece(p.Piece.Seat(), p.Piece.Kind(), face)}
	}
	return out
}

// CheckNapoleon tests side's set-up against the game's board, zone and terrain and the
// army rule; the error lists every problem.
func CheckNapoleon(cfg napoleon.Config, rule napoleon.ArmyRule, side napoleon.Seat, ps []napoleon.Placed) error {
	return errors.Join(napoleon.ValidateSetup(cfg, rule, side, ps)...)
}

func parseBoard(s string) (napoleon.Board, error) {
	return napoleon.ParseBoard(strings.TrimSuffix(s, edgesSuffix))
}

// edgesSuffix marks the set-ups of three and four armies ("15x15-edges"): kept apart from
// the two-army set-ups of the same board, which fill whole ranks where these stand on the
// middle of an edge.
const edgesSuffix = "-edges"

// BoardKey is the book's board of set-ups on b: with three or four armies (edges) their own.
func BoardKey(b napoleon.Board, edges bool) string {
	if edges {
		return b.String() + edgesSuffix
	}
	return b.String()
}

// WaterlooBuiltins are the program's set-ups for three or four armies on cfg: the two-army
// built-ins of 16 pieces moved onto the middle of South's edge, those that fit cfg's zone
// and army rule (each army gets them turned to its own edge, NapoleonFor).
func WaterlooBuiltins(cfg napoleon.Config, rule napoleon.ArmyRule) []Entry {
	b := cfg.Board
	ranks, err := napoleon.ZoneRanksOf(cfg, rule.Size())
	if err != nil {
		return nil
	}
	lo := b.W
	for _, q := range b.Squares() {
		if napoleon.InZoneOf(cfg, napoleon.South, ranks, q) {
			lo = min(lo, q.File())
		}
	}
	var out []Entry
	for i, x := range napoleonBuiltins {
		if x.board != "8x8" {
			continue
		}
		ps, err := napoleon.ParsePosition(napoleon.Board8, x.text)
		if err != nil {
			continue
		}
		for j := range ps {
			ps[j].Sq = napoleon.SquareAt(ps[j].Sq.File()+lo, ps[j].Sq.Rank())
		}
		if CheckNapoleon(cfg, rule, napoleon.South, ps) != nil {
			continue
		}
		out = append(out, Entry{ID: -200 - i, Name: x.key, Game: Napoleon, Board: BoardKey(b, true), Army: x.army, Text: NapoleonText(ps)})
	}
	return out
}

// napoleonBuiltins are standard set-ups: the 16-piece army on 8×8 and the 30-piece army on
// 10×10, in South's two (three) back ranks.
var napoleonBuiltins = []struct{ key, board, army, text string }{
	// Cannons at the front corners of the centre cover the infantry line; cavalry on the
	// wings beside the generals, whose privilege lets them move straight.
	{"battle line", "8x8", "16", "a1=SI b1=SC c1=SG d1=SD e1=SK>N f1=SG g1=SC h1=SI " +
		"a2=SC b2=SI c2=SK>NE d2=SI e2=SI f2=SK>NW g2=SI h2=SC"},
	// Cannons spread along the front, the cavalry held back on the flanks.
	{"cannon screen", "8x8", "16", "a1=SC b1=SC c1=SG d1=SK>N e1=SD f1=SG g1=SC h1=SC " +
		"a2=SI b2=SK>N c2=SI d2=SI e2=SI f2=SI g2=SK>N h2=SI"},
	{"battle line", "10x10", "30", "a1=SC b1=SI c1=SK>N d1=SG e1=SD f1=SD g1=SG h1=SK>N i1=SC j1=SC " +
		"a2=SI b2=SC c2=SG d2=SI e2=SK>N f2=SK>N g2=SI h2=SG i2=SC j2=SI " +
		"a3=SC b3=SI c3=SK>NE d3=SI e3=SI f3=SI g3=SI h3=SK>NW i3=SI j3=SC"},
	{"strong wings", "10x10", "30", "a1=SK>N b1=SC c1=SC d1=SG e1=SD f1=SD g1=SG h1=SC i1=SI j1=SK>N " +
		"a2=SI b2=SG c2=SI d2=SK>NE e2=SI f2=SI g2=SK>NW h2=SI i2=SG j2=SI " +
		"a3=SC b3=SC c3=SI d3=SI e3=SK>N f3=SK>N g3=SI h3=SI i3=SC j3=SC"},
}

// NapoleonBuiltins are the program's own set-ups for a board ("8x8"), negative IDs; Name is
// a key the screen translates.
func NapoleonBuiltins(board string) []Entry {
	var out []Entry
	for i, b := range napoleonBuiltins {
		if b.board == board {
			out = append(out, Entry{ID: -100 - i, Name: b.key, Game: Napoleon, Board: b.board, Army: b.army, Text: b.text})
		}
	}
	return out
}
