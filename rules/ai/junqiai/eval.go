package junqiai

import (
	"sync"

	"warboard/rules/junqi"
)

// Scores are from the searching side's point of view, in rough "centipawns":
// a 排长 is worth about 12, a 司令 260.
const (
	winScore = 1_000_000
	infinity = 2 * winScore
	// outBonus is what a seat going out is worth on top of its pieces (4p).
	outBonus = 900
)

// baseValue is a piece's worth before the position adjusts it.
var baseValue = [junqi.NumRanks]int{
	junqi.Engineer: 30, junqi.Lieutenant: 12, junqi.Captain: 18, junqi.Major: 28,
	junqi.Colonel: 45, junqi.Brigadier: 70, junqi.MajorGen: 110, junqi.General: 170,
	junqi.Marshal: 260, junqi.Mine: 40, junqi.Bomb: 90, junqi.Flag: 0,
	// 三打一's extras: 元帅 beats every officer (only a bomb, a landmine, a
	// fortress or a 导弹 stops it); 堡垒 is a wall only a bomb removes, worth a
	// landmine and a little; 导弹 runs the railway like an engineer, eats
	// 营长 and below and trades with anything bigger, like a bomb that moves
	junqi.Supreme: 400, junqi.Fortress: 50, junqi.Missile: 100,
}

// threatWeight[d] is how much an enemy piece d moves away from a flag
// endangers it; the same weights pull our pieces towards enemy flags.
var threatWeight = [...]int{0, 130, 55, 24, 10, 4, 2}

// distances holds, per board, the number of actions a piece needs to go from
// one point to another over an empty board when it runs along straight rail
// lines (an engineer may need fewer): a cheap sense of "how near".
type distances [junqi.MaxPoints][junqi.MaxPoints]uint8

var (
	distOnce  [4]sync.Once
	distTable [4]*distances
)

func distancesOf(k junqi.BoardKind) *distances { return distancesFor(k, false) }

// engineerDistancesOf is the same for an engineer, which may turn on the
// railway: every point of the rail network it stands on is one action away.
func engineerDistancesOf(k junqi.BoardKind) *distances { return distancesFor(k, true) }

func distancesFor(k junqi.BoardKind, engineer bool) *distances {
	k &= 1
	slot := int(k)
	if engineer {
		slot += 2
	}
	distOnce[slot].Do(func() {
		b := junqi.BoardOf(k)
		var adj [junqi.MaxPoints][]junqi.Point
		for p := 0; p < b.N; p++ {
			adj[p] = append(adj[p], b.RoadNeighbours(junqi.Point(p))...)
			adj[p] = append(adj[p], b.RailNeighbours(junqi.Point(p))...)
		}
		for _, line := range b.Lines {
			for _, p := range line {
				adj[p] = append(adj[p], line...)
			}
		}
		if engineer {
			for p := 0; p < b.N; p++ {
				adj[p] = append(adj[p], railNetwork(b, junqi.Point(p))...)
			}
		}
		d := new(distances)
		for src := 0; src < b.N; src++ {
			row := &d[src]
			for i := range row {
				row[i] = 255
			}
			row[src] = 0
			queue := []junqi.Point{junqi.Point(src)}
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				for _, q := range adj[p] {
					if row[q] == 255 {
						row[q] = row[p] + 1
						queue = append(queue, q)
					}
				}
			}
		}
		distTable[slot] = d
	})
	return distTable[slot]
}

var (
	oneOnce  [2]sync.Once
	oneTable [2]*[junqi.MaxPoints][]junqi.Point
)

// oneActionOf lists per point the points one action away over an empty
// board (a step, or a straight rail run): where a piece that is not an
// engineer may come from to attack it.
func oneActionOf(k junqi.BoardKind) *[junqi.MaxPoints][]junqi.Point {
	k &= 1
	oneOnce[k].Do(func() {
		d, n := distancesOf(k), junqi.BoardOf(k).N
		t := new([junqi.MaxPoints][]junqi.Point)
		for p := 0; p < n; p++ {
			for q := 0; q < n; q++ {
				if d[q][p] == 1 {
					t[p] = append(t[p], junqi.Point(q))
				}
			}
		}
		oneTable[k] = t
	})
	return oneTable[k]
}

// railNetwork is every point joined to p by rail links (none if p is off the railway).
func railNetwork(b *junqi.Board, p junqi.Point) []junqi.Point {
	seen := map[junqi.Point]bool{p: true}
	queue := []junqi.Point{p}
	var out []junqi.Point
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, r := range b.RailNeighbours(q) {
			if !seen[r] {
				seen[r] = true
				out = append(out, r)
				queue = append(queue, r)
			}
		}
	}
	return out
}

// evaluator scores positions for one side: the seats allied with the root
// seat. It knows the board and who is on which side.
type evaluator struct {
	me        junqi.Seat
	team      uint8 // seats on the searching side, as a mask
	seats     []junqi.Seat
	nFoes     int // seats against us (for free-for-all averaging)
	dist      *distances
	oneAction *[junqi.MaxPoints][]junqi.Point // the points dist puts one action away
	engDist   *distances                      // for engineers (the flag-threat term)
	b         *junqi.Board
	noCapture int // the no-removal draw count of the game, 0 = off
	// materialOnly turns the evaluator into greedy's yardstick: counted pieces, nothing else.
	materialOnly bool
	// advance is the pull per step towards the nearest enemy flag (and, for
	// engineers, towards the mines that guard it): what makes a side go
	// forward when no battle is in sight.
	advance int
	// threatShift divides the flag-threat terms by a power of two (the
	// four-country board's railway puts many pieces a few actions from any flag).
	threatShift uint
	// flip: 翻棋, where a flag cannot be attacked while a landmine of its
	// colour is on the board, and a face-down flag not at all.
	flip bool
	// hunt: where every face-up rank is known (明棋, 翻棋), each piece is
	// also pulled towards the nearest enemy piece it beats: how a side
	// ahead converts when no flag is in reach.
	hunt bool
	// dark: 暗棋, where a seat's flag is shown to all once its 司令 is gone
	dark bool
	// bombRisk: our officers standing outside our side's areas where an
	// unseen enemy piece reaches them in one action pay for the chance that
	// it is a bomb (bombRiskOf); at home they must be free to meet attackers
	bombRisk bool
	// approaches: enemy pieces that can reach a square beside our flag
	// through the board as it stands cost (approach.go)
	approaches bool
	// parks: a piece on an HQ never moves again, and is worth little
	// (parked.go; not in 翻棋, where it may leave)
	parks   bool
	lines   *[junqi.MaxPoints][]lineSpot
	scratch approachScratch
	// marks: the hidden and shown pieces of the position being evaluated
	// (the searcher sets them; zero outside a search)
	marks hidden
	// sandayi: 三打一, the landlord alone against three allied farmers (no
	// averaging over foes; no flag shown by a 司令's death)
	sandayi bool
	// guardMovers: we are 三打一's landlord, who loses when it cannot move
	// (sandayi_landlord.go)
	guardMovers bool
	// lifeMovers: 4p free-for-all 暗棋, our seat's pieces that can move are
	// its life: its last four count on the landlord's steep scale (ffa.go)
	lifeMovers bool
	// hunted: 4p free-for-all 暗棋, our pieces in reach of an enemy piece
	// that has shown it is strong cost a share of their worth (hunted.go)
	hunted bool
	// dampOwn: 4p free-for-all 暗棋, only the removal of an enemy piece
	// lifts the no-capture scaling of the lead (damp.go)
	dampOwn                      bool
	rootNoCapture, rootFoePieces int
}

// flagShownCost is what a seat pays in 暗棋 once its 司令 is gone: its flag
// is shown to everybody, and every enemy piece knows where to go.
const flagShownCost = 80

// bombRiskRank is the lowest officer whose loss to a bomb costs more than the
// bomb: the ones an enemy bomb is spent on.
const bombRiskRank = junqi.MajorGen

// bombRiskOf is what an officer risks per unseen enemy piece in reach, before
// the chance that the piece is a bomb: the trade's net loss, in full when the
// officer has shown it is strong (it won an attack: the enemy bombs it), a
// quarter when it has not (the enemy cannot tell it from a 排长).
func bombRiskOf(r junqi.Rank, shown bool) int {
	v := max(0, baseValue[r]-baseValue[junqi.Bomb])
	if !shown {
		v /= 4
	}
	return v
}

func newEvaluator(s *junqi.State, me junqi.Seat) *evaluator {
	e := &evaluator{me: me, seats: s.Seats(), dist: distancesOf(s.BoardKind()), engDist: engineerDistancesOf(s.BoardKind()), oneAction: oneActionOf(s.BoardKind()), b: s.Board(), lines: linesThrough(s.BoardKind()),
		noCapture: s.Config().NoCapture, flip: s.Mode() == junqi.Flip, dark: s.Mode() == junqi.Dark}
	lord, bid := s.Landlord()
	e.sandayi = bid > 0
	e.guardMovers = e.sandayi && lord == me
	for _, x := range e.seats {
		if s.Allies(me, x) {
			e.team |= 1 << x
		} else {
			e.nFoes++
		}
	}
	return e
}

// sideInfo gathers per seat what the adjustments need.
type sideInfo struct {
	top      junqi.Rank // highest officer on the board
	mines    int
	engs     int
	flag     junqi.Point
	material int
	out      bool
	movers   int // pieces that may still move (not on an HQ, not face down)
}

// hunterRank is the lowest rank that hunts (evaluator.hunt): the officers
// that win most battles, and few enough to keep the evaluation cheap.
const hunterRank = junqi.Brigadier

// huntBelow: hunting is an endgame plan, when at most this many movable
// pieces are face up (it costs a loop over them per hunter).
const huntBelow = 12

// fewMovers[m] is what having only m pieces that can move costs: with none
// left the seat loses at its turn (no legal action), and its last pieces
// must not be spent on risky attacks.
var fewMovers = [...]int{500, 150, 60, 20}

// evaluate scores a position for the evaluator's side. Finished games score
// ±winScore, nearer wins higher (ply is the depth from the root).
func (e *evaluator) evaluate(s *junqi.State, ply int) int {
	if r := s.Result(); r.Over {
		switch {
		case r.Draw:
			return 0
		case r.Winners&e.team != 0:
			return winScore - ply
		}
		return -winScore + ply
	}
	var info [4]sideInfo
	for x := range info {
		info[x].flag = junqi.NoPoint
	}
	for _, x := range e.seats {
		out, _ := s.Out(x)
		info[x].out = out
		for r := junqi.Marshal; r >= junqi.Engineer; r-- {
			if s.Count(x, r) > 0 {
				info[x].top = r
				break
			}
		}
		if e.sandayi && s.Count(x, junqi.Supreme) > 0 {
			info[x].top = junqi.Supreme
		}
		info[x].mines = s.Count(x, junqi.Mine)
		info[x].engs = s.Count(x, junqi.Engineer)
	}
	// the strongest officer each side faces, and the mines it must get through
	var foeTop [4]junqi.Rank
	var foeMines [4]int
	for _, x := range e.seats {
		for _, y := range e.seats {
			if !s.Allies(x, y) && !info[y].out {
				foeTop[x] = max(foeTop[x], info[y].top)
				foeMines[x] += info[y].mines
			}
		}
	}
	n := e.b.N
	var threat [4]int // danger to each seat's flag
	// per seat, whether an enemy piece is close enough to its flag (over an
	// empty board) for an open way to count (approach): bit 1 a piece that
	// is no engineer, bit 2 an engineer
	var closeBy [4]uint8
	var score [4]int
	// flags and mines first: threats and pulls are measured against them
	var mines [4][3]junqi.Point
	var nMines [4]int
	// the pieces a hunter may chase (evaluator.hunt): face up, movable, no bomb
	var prey [junqi.MaxPoints]junqi.Point
	nPrey := 0
	hunt := e.hunt && e.advance > 0 && !e.materialOnly
	// our officers a bomb would be spent on, and what each risks (bombRisk)
	var officers [8]junqi.Point
	var atRisk [8]int
	nOff := 0
	risk := e.bombRisk && !e.materialOnly && e.marks.any()
	for p := 0; p < n; p++ {
		pc := s.At(junqi.Point(p))
		if pc == 0 {
			continue
		}
		if hunt && !pc.FaceDown() && pc.Rank() <= junqi.Marshal && pc.Rank().Movable() {
			prey[nPrey] = junqi.Point(p)
			nPrey++
		}
		switch x := pc.Seat(); pc.Rank() {
		case junqi.Flag:
			if !e.flip || !pc.FaceDown() {
				info[x].flag = junqi.Point(p)
			}
		case junqi.Mine:
			if nMines[x] < 3 {
				mines[x][nMines[x]] = junqi.Point(p)
				nMines[x]++
			}
		}
	}
	if e.flip {
		for _, x := range e.seats {
			if info[x].mines > 0 {
				info[x].flag = junqi.NoPoint // shut: its landmines first
			}
		}
	}
	// per seat, the enemy seats whose flag is known: the loop over the
	// pieces below reads them for every piece (it is most of the time spent)
	var foeFlags [4][3]junqi.Seat
	var nFoeFlags [4]int
	for x := range foeFlags {
		for _, y := range e.seats {
			if info[y].flag != junqi.NoPoint && !s.Allies(junqi.Seat(x), y) && nFoeFlags[x] < len(foeFlags[x]) {
				foeFlags[x][nFoeFlags[x]] = y
				nFoeFlags[x]++
			}
		}
	}
	down := 0           // face-down pieces: while there are any, every seat can flip
	foePieces := 0      // the enemies' pieces on the board (dampOwn)
	var hiddenOf [4]int // per seat: its unseen pieces (bombRisk)
	for p := 0; p < n; p++ {
		pc := s.At(junqi.Point(p))
		if pc == 0 {
			continue
		}
		x, r := pc.Seat(), pc.Rank()
		v := baseValue[r]
		if e.team&(1<<x) == 0 {
			foePieces++
		}
		if risk {
			switch {
			case e.marks.has(junqi.Point(p)):
				hiddenOf[x]++ // (allies' too: only the enemies' are read)
			case (r >= bombRiskRank && r <= junqi.Marshal || r == junqi.Supreme) && nOff < len(officers) &&
				e.team&(1<<x) != 0 && e.b.KindOf(junqi.Point(p)) != junqi.Camp && e.team&(1<<e.b.Area(junqi.Point(p))) == 0:
				officers[nOff] = junqi.Point(p)
				atRisk[nOff] = bombRiskOf(r, e.marks.shown(junqi.Point(p)))
				nOff++
			}
		}
		switch {
		case pc.FaceDown():
			down++
		case r.Movable() && (e.flip || e.b.KindOf(junqi.Point(p)) != junqi.HQ):
			if !(e.guardMovers || e.lifeMovers) || x != e.me || !e.walledIn(s, junqi.Point(p)) {
				info[x].movers++
			}
		}
		if !e.materialOnly {
			switch {
			case r == junqi.Bomb:
				// a bomb is worth a good part of what it can take
				v = 30 + baseValue[foeTop[x]]/2
			case r == junqi.Engineer:
				if foeMines[x] > 0 {
					v += 15
				}
				if info[x].engs == 1 {
					v += 25
				}
			case r <= junqi.Marshal && r > foeTop[x]:
				v += v / 2 // nothing but a bomb or a mine stops it
			}
			parked := e.parks && r.Movable() && e.b.KindOf(junqi.Point(p)) == junqi.HQ
			if parked {
				v = parkedValue(v) // (parked.go)
			}
			if r.Movable() && !pc.FaceDown() && !parked {
				// pressure on every enemy flag this piece is near
				near := 255
				for _, y := range foeFlags[x&3][:nFoeFlags[x&3]] {
					f := info[y].flag
					d := int(e.dist[p][f])
					near = min(near, d)
					if r.RailTurner() {
						// it turns on the railway: a threat from further away
						d = int(e.engDist[p][f])
					}
					if d < len(threatWeight) {
						threat[y] += threatWeight[d]
					}
					if d <= approachDepth+1 {
						closeBy[y] |= 1 << b2i(r == junqi.Engineer)
					}
					if r == junqi.Engineer && e.advance > 0 {
						for _, m := range mines[y][:nMines[y]] {
							v += 2 * e.advance * max(0, 6-int(e.dist[p][m]))
						}
					}
				}
				if near < 255 {
					v += e.advance * max(0, 12-near)
				}
				if nPrey > 0 && nPrey <= huntBelow && r >= hunterRank && r <= junqi.Marshal {
					chase := 255
					for _, q := range prey[:nPrey] {
						// it beats the lower ranks (prey is movable: no mine)
						if o := s.At(q); o.Rank() < r && !s.Allies(x, o.Seat()) {
							chase = min(chase, int(e.dist[p][q]))
						}
					}
					if chase < 255 {
						v += e.advance * max(0, 10-chase)
					}
				}
				if e.flip && r == junqi.Engineer && e.advance > 0 {
					// in 翻棋 the landmines shut the flag: engineers go for them
					near := 255
					for _, y := range e.seats {
						if !s.Allies(x, y) {
							for _, m := range mines[y][:nMines[y]] {
								if !s.At(m).FaceDown() {
									near = min(near, int(e.dist[p][m]))
								}
							}
						}
					}
					if near < 255 {
						v += e.advance * max(0, 12-near)
					}
				}
			}
		}
		score[x] += v
	}
	var reach [4]int // per enemy seat: what our officers risk in reach of its unseen pieces
	for i, o := range officers[:nOff] {
		for _, q := range e.oneAction[o] {
			if pc := s.At(q); pc != 0 && e.marks.has(q) && e.team&(1<<pc.Seat()) == 0 && e.b.KindOf(q) != junqi.HQ {
				reach[pc.Seat()] += atRisk[i]
			}
		}
	}
	if !e.materialOnly {
		for _, x := range e.seats {
			f := info[x].flag
			if f == junqi.NoPoint {
				continue
			}
			guard := 0
			for _, q := range e.b.RoadNeighbours(f) {
				if pc := s.At(q); pc != 0 && s.Allies(x, pc.Seat()) && (pc.Rank() == junqi.Mine || pc.Rank() == junqi.Fortress) {
					guard++
				}
			}
			score[x] += 12*guard - threat[x]>>e.threatShift
			if e.approaches && closeBy[x] != 0 && e.team&(1<<x) != 0 {
				score[x] -= e.approach(s, f, x, closeBy[x])
			}
			if e.guardMovers && x == e.me {
				score[x] -= e.intruders(s, f)
			}
		}
		if e.hunted {
			score[e.me] -= e.huntedCost(s)
		}
		for _, x := range e.seats {
			if m := info[x].movers; !info[x].out && down == 0 {
				score[x] -= e.fewMoversCost(x, m)
			}
			if e.bombRisk && e.dark && info[x].top != junqi.Marshal && !info[x].out && !e.sandayi {
				score[x] -= flagShownCost
			}
			if reach[x] > 0 {
				// each unseen piece of x is a bomb with the chance bombs/unseen
				score[e.me] -= reach[x] * s.Count(x, junqi.Bomb) / hiddenOf[x]
			}
		}
	}
	total := 0
	foes := 0
	for _, x := range e.seats {
		v := score[x]
		if info[x].out {
			v -= outBonus
		}
		if e.team&(1<<x) != 0 {
			total += v
		} else {
			foes += v
		}
	}
	if e.nFoes > 1 && e.team&(e.team-1) == 0 && !e.sandayi {
		foes /= e.nFoes // free-for-all: against the average foe
	}
	total -= foes
	if lim := e.noCapture; lim > 0 && !e.materialOnly {
		// as the no-removal draw nears, a lead is worth less: the side ahead
		// wants a capture, the side behind is glad of the draw
		left := lim - s.NoCaptureCount()
		scaled := total * (left + 20) / (lim + 20)
		if e.dampOwn && total > 0 {
			scaled = min(scaled, e.dampLead(total, ply, foePieces)) // (damp.go)
		}
		total = scaled
	}
	return total
}
