package junqiai

import "warboard/rules/junqi"

// Free-for-all with four seats, 暗棋, one enemy seat left: hard searches the
// duel as a two-player game and walks to the enemy flag (params.duelFFA;
// issue 26, item 5).
//
// Against greedy most of hard's draws in 4p free-for-all 暗棋 were two-seat
// endgames ended by the 70-action no-capture count (docs/ladder.md,
// "Session 16" and "Session 17"). Seed 45, game 2: E's 司令 roamed its own
// area for 70 actions while W's flag was shown on Wd1 with the squares
// beside it empty. Two changes, in a duel only:
//
//   - The free-for-all search is two plies (our move, the best reply of any
//     enemy), measured against several enemies. With one enemy the best
//     reply is plain minimax; hard searches as on the four-country board
//     with teams (four plies).
//   - The evaluation's distances run over an empty board, where most points
//     are a few actions from any flag, so nothing pulls a piece to the flag.
//     Once the search has chosen a quiet move, the root candidates it scores
//     within walkMargin of the best are ranked by how near they bring one of
//     our pieces to a target along the ways as they stand (empty points, rail
//     runs stopped by pieces, an engineer's turns): the enemy flag where
//     every sample has it, and the enemy pieces off the HQs that lose to ours
//     in every sample. The margin is what weighs the risk (the bomb-risk
//     term, the replies the search saw).
//
// Tried and left off (measured, docs/ladder.md "Session 17"): counting the
// one foe left in full (the evaluation averages over every enemy seat, the
// ones out too, so it counts a third) and a draw as −100 when not behind:
// hard then spent its last movers in attacks and lost 7 of 44 games' duels.

// walkMargin is how much worse than the best a walking move may score (the
// evaluation's units: a 排长 is 12).
const walkMargin = 20

// walkFar: targets further than this many actions are not walked to.
const walkFar = 16

// walk replaces a quiet best move by one that walks a piece nearer a
// target, and reports whether it did.
func (d *decision) walk() bool {
	if !d.p.duelFFA || len(d.samples) == 0 || len(d.fullCands) < 2 || d.srch == nil {
		return false
	}
	if d.srch.aborted && d.srch.nodes < d.srch.limit {
		return false // dropped (Stop)
	}
	first := &d.samples[0]
	if !isDuel(first, d.seat) || d.acts[d.best].Kind != junqi.MoveTo {
		return false
	}
	foe := junqi.NoSeat
	for _, x := range first.Seats() {
		if out, _ := first.Out(x); x != d.seat && !out {
			foe = x
		}
	}
	if foe == junqi.NoSeat {
		return false
	}
	top := d.fullScore[d.best]
	if top >= d.sureWin() || top <= -d.sureWin() {
		return false
	}
	goals := d.walkGoals(foe)
	if len(goals) == 0 {
		return false
	}
	// our pieces are the same in every sample; the enemy's stand where they
	// stand in every sample, only their ranks differ
	now := walkFar + 1
	for p := 0; p < d.b.N; p++ {
		pc := first.At(junqi.Point(p))
		if pc != 0 && pc.Seat() == d.seat {
			now = min(now, d.walkDist(first, junqi.Point(p), goals))
		}
	}
	best, bestDist := -1, now
	for _, i := range d.fullCands {
		a := d.acts[i]
		if a.Kind != junqi.MoveTo || d.fullScore[i] < top-walkMargin || a == d.undo {
			continue
		}
		s := *first
		s.Apply(a)
		if s.Result().Over {
			continue
		}
		if dist := d.walkDist(&s, a.To, goals); dist < bestDist ||
			dist == bestDist && best >= 0 && d.fullScore[i] > d.fullScore[best] {
			best, bestDist = i, dist
		}
	}
	if best < 0 {
		return false
	}
	d.best = best
	return true
}

// walkGoal is a point our pieces may walk to and attack: the enemy flag
// (any piece takes it), or an enemy piece that loses to the ranks in beats.
type walkGoal struct {
	at    junqi.Point
	beats uint16 // bit r: our rank r takes it in every sample; all bits for a flag
}

// walkGoals are the points the enemy seat foe holds where every sample puts
// its flag, or a piece that some of our ranks beat in every sample.
func (d *decision) walkGoals(foe junqi.Seat) []walkGoal {
	first := &d.samples[0]
	var goals []walkGoal
	for p := 0; p < d.b.N; p++ {
		pt := junqi.Point(p)
		pc := first.At(pt)
		if pc == 0 || pc.Seat() != foe {
			continue
		}
		flag, beats := true, uint16(0)
		for r := junqi.Engineer; r <= junqi.Bomb; r++ {
			beats |= 1 << r
		}
		for k := range d.samples {
			q := d.samples[k].At(pt)
			if q.Rank() != junqi.Flag {
				flag = false
			}
			for r := junqi.Engineer; r <= junqi.Marshal; r++ {
				if gone, took := junqi.Combat(r, q.Rank()); gone || !took {
					beats &^= 1 << r
				}
			}
			beats &^= 1 << junqi.Bomb // a bomb is spent on a flag only
			beats &^= 1 << junqi.Mine
		}
		switch {
		case flag:
			goals = append(goals, walkGoal{pt, 0xffff})
		case beats != 0 && d.b.KindOf(pt) != junqi.HQ:
			// (a piece that takes one on an HQ stays there for good)
			goals = append(goals, walkGoal{pt, beats})
		}
	}
	return goals
}

// walkDist is how many actions the piece on from needs to take a goal it
// beats, moving alone through the board as it stands (walkFar+1: none in
// reach).
func (d *decision) walkDist(s *junqi.State, from junqi.Point, goals []walkGoal) int {
	pc := s.At(from)
	r := pc.Rank()
	if pc == 0 || !r.Movable() || d.b.KindOf(from) == junqi.HQ {
		return walkFar + 1
	}
	var goal [junqi.MaxPoints]bool
	anyGoal := false
	for _, g := range goals {
		if g.beats&(1<<r) != 0 {
			goal[g.at] = true
			anyGoal = true
		}
	}
	if !anyGoal {
		return walkFar + 1
	}
	w := *s
	if w.Put(from, 0) != nil {
		return walkFar + 1
	}
	var dist [junqi.MaxPoints]int8
	for i := range dist {
		dist[i] = -1
	}
	dist[from] = 0
	cur := []junqi.Point{from}
	var buf [junqi.MaxActions]junqi.Action
	for depth := 1; depth <= walkFar && len(cur) > 0; depth++ {
		var next []junqi.Point
		for _, q := range cur {
			if w.Put(q, pc) != nil || w.SetTurn(d.seat, true) != nil {
				return walkFar + 1
			}
			for _, a := range w.Actions(buf[:0]) {
				if a.From != q {
					continue
				}
				switch {
				case a.Kind == junqi.Attack && goal[a.To]:
					return depth
				case a.Kind == junqi.MoveTo && dist[a.To] < 0 && d.b.KindOf(a.To) != junqi.HQ:
					dist[a.To] = int8(depth)
					next = append(next, a.To)
				}
			}
			w.Put(q, 0)
		}
		cur = next
	}
	return walkFar + 1
}

// isDuel reports 4p free-for-all 暗棋 (four seats) with one enemy seat
// left beside ours: a two-player game on the four-country board.
func isDuel(s *junqi.State, me junqi.Seat) bool {
	if s.Mode() != junqi.Dark || s.BoardKind() != junqi.FourCountry || !isFFA(s) || len(s.Seats()) != 4 {
		return false
	}
	n := 0
	for _, x := range s.Seats() {
		if out, _ := s.Out(x); x != me && !out {
			n++
		}
	}
	return n == 1
}
