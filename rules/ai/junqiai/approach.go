package junqiai

import (
	"sync"

	"warboard/rules/junqi"
)

// The open approaches to our flag (evaluator.approach).
//
// The flag-threat term measures distances over an empty board, so it cannot
// tell a file held by a blocker from the same file open: hard's records
// against normal showed its flag lost two or three actions after one of its
// pieces stepped off the line an unseen attacker needed (an engineer leaving
// a10 let a 工兵 run a6–a11–b11 onto the landmine in front of the flag; an
// engineer leaving a11 let a 连长 run down the a-file onto the 排长 beside
// the flag). Here the board as it stands counts: for each square beside our
// flag, which enemy pieces can stand on it in one or two actions through
// empty points — beating what holds it (a landmine only an engineer takes) —
// and so take the flag on the action after.

// approachWeight[d] is what an enemy piece d actions from taking our flag by
// an open way costs (d = 2: onto the square beside it, then the flag).
var approachWeight = [...]int{0, 0, 150, 50}

// approachDepth is how many actions before the one onto the square beside the
// flag are followed.
const approachDepth = len(approachWeight) - 2

var (
	linesOnce [2]sync.Once
	linesAt   [2]*[junqi.MaxPoints][]lineSpot
)

// lineSpot is one straight rail line through a point, and where on it.
type lineSpot struct {
	line []junqi.Point
	i    int
}

func linesThrough(k junqi.BoardKind) *[junqi.MaxPoints][]lineSpot {
	k &= 1
	linesOnce[k].Do(func() {
		t := new([junqi.MaxPoints][]lineSpot)
		for _, line := range junqi.BoardOf(k).Lines {
			for i, p := range line {
				t[p] = append(t[p], lineSpot{line, i})
			}
		}
		linesAt[k] = t
	})
	return linesAt[k]
}

// approachScratch is the reusable working memory of approach: marks stamped
// with a generation, so nothing is cleared between evaluations.
type approachScratch struct {
	gen   uint32
	seen  [junqi.MaxPoints]uint32     // met in the current walk
	need  [junqi.MaxPoints]junqi.Rank // the rank an attacker must beat to go on from a point met (our pieces on the way)
	flood [junqi.MaxPoints]uint32     // an empty rail point whose component the walk has flooded
	best  [junqi.MaxPoints]uint32     // the evaluation at which worst[p] was last written
	worst [junqi.MaxPoints]int        // the highest weight charged to the piece on p
	cur   []junqi.Point               // the walk's frontier
	next  []junqi.Point               // and the points one action further
	stack []junqi.Point
	hits  []junqi.Point
	// the walk in progress
	s        *junqi.State
	x        junqi.Seat
	held     junqi.Piece
	engineer bool
	w        int
	curNeed  junqi.Rank // need of the point being walked from
	walkGen  uint32
	hitGen   uint32
}

// approach is what the open approaches to the flag on f (seat x's) cost x.
// classes says which walks may charge anything: bit 1 the pieces that are no
// engineer, bit 2 the engineers (close enough over an empty board).
func (e *evaluator) approach(s *junqi.State, f junqi.Point, x junqi.Seat, classes uint8) int {
	sc := &e.scratch
	sc.gen++
	sc.hitGen = sc.gen
	sc.hits = sc.hits[:0]
	sc.s, sc.x = s, x
	others, engineers := classes&1 != 0, classes&2 != 0
	// the squares beside the flag, grouped by what an attacker must beat
	// there: the empty ones and the landmines are walked from together
	var empty, mines [8]junqi.Point
	ne, nm := 0, 0
	for _, q := range e.b.RoadNeighbours(f) {
		held := s.At(q)
		switch {
		case held == 0:
			empty[ne] = q
			ne++
		case !s.Allies(x, held.Seat()):
			// an enemy beside the flag: the flag-threat term's
		case held.Rank() == junqi.Mine:
			mines[nm] = q
			nm++
		default:
			sc.held = held
			if others {
				e.approachFrom([]junqi.Point{q}, false)
			}
			if engineers {
				e.approachFrom([]junqi.Point{q}, true)
			}
		}
	}
	sc.held = 0
	if others && ne > 0 {
		e.approachFrom(empty[:ne], false)
	}
	if engineers && ne > 0 {
		e.approachFrom(empty[:ne], true)
	}
	if engineers && nm > 0 {
		sc.held = s.At(mines[0])
		e.approachFrom(mines[:nm], true)
	}
	cost := 0
	for _, p := range sc.hits {
		cost += sc.worst[p]
	}
	sc.s = nil
	return cost
}

// approachFrom walks back from qs, squares beside the flag held alike
// (scratch.held), through empty points, and charges each enemy piece met that
// can get onto one of them and stand there: by steps and straight rail runs,
// or (engineer) any way along the railway.
func (e *evaluator) approachFrom(qs []junqi.Point, engineer bool) {
	sc := &e.scratch
	sc.gen++
	sc.walkGen = sc.gen
	sc.engineer = engineer
	sc.cur = sc.cur[:0]
	for _, q := range qs {
		sc.seen[q] = sc.gen
		sc.need[q] = 0
		sc.cur = append(sc.cur, q)
	}
	for depth := 1; depth <= approachDepth && len(sc.cur) > 0; depth++ {
		sc.w = approachWeight[depth+1]
		sc.next = sc.next[:0]
		for _, u := range sc.cur {
			sc.curNeed = sc.need[u]
			for _, v := range e.b.RoadNeighbours(u) {
				e.visit(v)
			}
			if engineer {
				e.railFlood(u)
				continue
			}
			for _, ls := range e.lines[u] {
				for j := ls.i + 1; j < len(ls.line) && e.visit(ls.line[j]); j++ {
				}
				for j := ls.i - 1; j >= 0 && e.visit(ls.line[j]); j-- {
				}
			}
		}
		sc.cur, sc.next = sc.next, sc.cur
	}
}

// visit meets v, one action from the point being expanded: an enemy piece
// that can go on is charged, an empty point is walked on (true: a rail run
// may go on past v), and so is one of our pieces outside a camp, by an
// attacker that beats it: it is no wall against a stronger piece, only one
// action more (hard kept a file of 排长 and 连长 in front of its flag, and an
// unseen 师长 took them one by one).
func (e *evaluator) visit(v junqi.Point) bool {
	sc := &e.scratch
	pc := sc.s.At(v)
	if sc.seen[v] == sc.walkGen {
		return pc == 0
	}
	sc.seen[v] = sc.walkGen
	if pc == 0 {
		sc.need[v] = sc.curNeed
		sc.next = append(sc.next, v)
		return true
	}
	r := pc.Rank()
	if sc.s.Allies(sc.x, pc.Seat()) {
		if !sc.engineer && !pc.FaceDown() && r <= junqi.Marshal && e.b.KindOf(v) != junqi.Camp {
			sc.need[v] = max(sc.curNeed, r)
			sc.next = append(sc.next, v)
		}
		return false
	}
	if pc.FaceDown() || !r.Movable() || e.b.KindOf(v) == junqi.HQ ||
		sc.engineer != (r == junqi.Engineer) || !takes(r, sc.held) || r <= sc.curNeed {
		return false
	}
	if sc.best[v] != sc.hitGen {
		sc.best[v] = sc.hitGen
		sc.worst[v] = 0
		sc.hits = append(sc.hits, v)
	}
	sc.worst[v] = max(sc.worst[v], sc.w)
	return false
}

// railFlood visits every point joined to u by the railway through empty
// points. The empty rail points joined to u are one component, and the flood
// of any of them is the same, so each component is flooded once a walk (a
// component met at a lower depth has put its points at that depth already).
func (e *evaluator) railFlood(u junqi.Point) {
	sc := &e.scratch
	fl := sc.walkGen
	if sc.flood[u] == fl {
		return
	}
	sc.flood[u] = fl
	sc.stack = append(sc.stack[:0], u)
	for len(sc.stack) > 0 {
		p := sc.stack[len(sc.stack)-1]
		sc.stack = sc.stack[:len(sc.stack)-1]
		for _, v := range e.b.RailNeighbours(p) {
			if sc.flood[v] == fl {
				continue
			}
			if e.visit(v) {
				sc.flood[v] = fl
				sc.stack = append(sc.stack, v)
			}
		}
	}
}

// takes reports whether a piece of rank r moving onto a square held by held
// (0: empty) stands there after: the attacks that open the flag.
func takes(r junqi.Rank, held junqi.Piece) bool {
	switch {
	case held == 0:
		return true
	case held.Rank() == junqi.Mine:
		return r == junqi.Engineer
	}
	return r <= junqi.Marshal && r > held.Rank()
}

// guardDist is how far from our flag (actions over an empty board) the blind
// rule gives way: the squares beside it and those one action from them.
const guardDist = 2

// guardPoints are the points where the searching side attacks unseen pieces
// below the root all the same (searcher.guard): near its side's flags.
func guardPoints(s *junqi.State, e *evaluator) hidden {
	var g hidden
	for f := 0; f < e.b.N; f++ {
		pc := s.At(junqi.Point(f))
		if pc == 0 || pc.Rank() != junqi.Flag || e.team&(1<<pc.Seat()) == 0 {
			continue
		}
		for p := 0; p < e.b.N; p++ {
			if int(e.dist[p][f]) <= guardDist {
				g.set(junqi.Point(p))
			}
		}
	}
	return g
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
