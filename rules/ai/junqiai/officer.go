package junqiai

import (
	"math/rand/v2"

	"warboard/rules/junqi"
)

// Officers and bombs (issue 26, item 4; normal and hard, 暗棋 on the 2p board
// and in 4p 2v2).
//
// Most of the 司令 and 军长 hard lost to bombs in session 14's runs were not
// lost attacking: an enemy bomb attacked them, most often after they had won
// an attack (every seat saw that: the enemy knew where to send its bombs),
// on the front ranks and on the a- and e-file railways, some in our own
// area. The search sees such a bomb only in the samples where the reaching
// piece is one: hard searches 4 of them deep (a bomb with chance 0.1 is in
// none of them two times in three), the one-move look over 32 is
// risk-neutral, and hard's bomb-risk term (evaluator.bombRisk) does not
// count at home. So each root action pays, on top of its searched value, a
// premium. The action is played in each of params.officerSamples positions
// (hard 64, normal 24) drawn from the seat's belief; in each, the loss is the
// worth of our most valuable shown 司令 or 军长 (it won an attack, or
// outlived one) that an enemy bomb then reaches in one action (a road step,
// or a straight rail run over empty points; a bomb does not turn; a camp
// protects), or of the 司令/军长 the action sends onto a bomb or a landmine.
// The premium is params.officerRisk (3: the search was risk-neutral, and at
// 1 the records' decisions did not change) times the average loss, never
// more than the officer is worth. Since the action is played, stepping
// away, taking the piece with a lower one (which removes it, whatever it
// is), blocking the rail line, or not winning the battle that would leave
// the officer shown beside an unseen piece all pay less, at home too; an
// officer that must stay to defend, or can take the flag, does so: a lost
// flag or a win outweighs what the premium can be.

// heldSeen is what a belief may also tell: how many attacks on the piece on
// a point it outlived (know.Observation.Held), which every seat saw.
type heldSeen interface{ Held(junqi.Point) int }

// officerMinRank is the lowest officer that pays: the ones enemy bombs are
// spent on, and the ones issue 26 counts.
const officerMinRank = junqi.General

// officerRisk adds, per root action, the premium for a shown 司令/军长 left
// in reach of an enemy bomb (d.exposed).
func (d *decision) officerRisk(seed uint64) {
	first := &d.samples[0]
	if d.p.officerRisk == 0 || first.Mode() != junqi.Dark || d.ev == nil || d.ev.sandayi || isFFA(first) {
		return
	}
	// our officers every seat saw win a battle: won an attack (d.hid's
	// shown marks), or outlived one (heldSeen)
	marks := d.hid
	h, _ := d.bel.(heldSeen)
	any := false
	for p := 0; p < d.b.N; p++ {
		pc := first.At(junqi.Point(p))
		if pc == 0 || pc.Seat() != d.seat || pc.Rank() < officerMinRank || pc.Rank() > junqi.Marshal {
			continue
		}
		if h != nil && h.Held(junqi.Point(p)) > 0 {
			marks.show(junqi.Point(p))
		}
		any = any || marks.shown(junqi.Point(p))
	}
	for _, a := range d.acts {
		if r := first.At(a.From).Rank(); a.Kind == junqi.Attack && r >= officerMinRank && r <= junqi.Marshal {
			any = true // it shows itself if it wins
		}
	}
	if !any {
		return // no shown officer, and none to show: the enemy does not know where to send its bombs
	}
	// A move's outcome is the same in every position (only the ranks
	// differ): it is played once, and what reaches our shown officers after
	// it is listed; each position then only says which of those are bombs.
	// Attacks are played in every position.
	lines := linesThrough(first.BoardKind())
	reach := make([][]reacher, len(d.acts))
	need := false
	for i, a := range d.acts {
		r := first.At(a.From).Rank()
		if a.Kind == junqi.Attack && r >= officerMinRank && r <= junqi.Marshal {
			need = true // onto a bomb or a landmine, or shown by winning
		}
		if a.Kind != junqi.MoveTo && a.Kind != junqi.Attack {
			continue
		}
		d.srch.nodes++ // a position played and looked at
		child := *first
		hid := play(&child, marks, a)
		reach[i] = reachersOf(&child, hid, d.seat, lines, reach[i])
		need = need || len(reach[i]) > 0
	}
	if !need {
		return // no officer stands where any unseen piece reaches it, whatever the action
	}
	// the positions already drawn for the search first, then its own: a
	// bomb's chance is often under a tenth, and 24 positions see it in none
	// of them a tenth of the time
	want := d.p.officerSamples
	smp := d.samples
	if len(smp) > want {
		smp = smp[:want]
	}
	if len(smp) < want {
		smp = append([]junqi.State(nil), smp...)
		rng := rand.New(rand.NewPCG(seed, 0x6f6666696365)) // its own stream: the search's samples stay as they were
		for len(smp) < want {
			for range sampleCost {
				d.srch.nodes++ // drawing a position is work
			}
			s, err := d.bel.Sample(rng)
			if err != nil || s.Result().Over {
				break
			}
			smp = append(smp, s)
		}
	}
	loss := make([]float64, len(d.acts))
	most := make([]int, len(d.acts)) // the most any position lost
	n := make([]int, len(d.acts))
	paid := false
	var buf [junqi.MaxActions]junqi.Action
	looked := 0 // reaching points looked at: a node's work per lookStep of them
	defer func() { d.srch.nodes += (looked + lookStep - 1) / lookStep }()
	for k := range smp {
		legal := smp[k].Actions(buf[:0])
		for i, a := range d.acts {
			ok := false
			for _, x := range legal {
				if x == a {
					ok = true
					break
				}
			}
			if !ok {
				continue
			}
			n[i]++
			l := 0
			if a.Kind == junqi.Attack {
				d.srch.nodes++ // a position played and looked at
				child := smp[k]
				ar, dr := child.At(a.From).Rank(), child.At(a.To).Rank()
				hid := play(&child, marks, a)
				l = bombedOfficer(&child, hid, d.seat, lines)
				if ar >= officerMinRank && ar <= junqi.Marshal && (dr == junqi.Bomb || dr == junqi.Mine) {
					// the officer itself onto a bomb or a landmine: lost as surely
					// (risk.go's premium counts it too; this keeps walking into
					// the bomb from looking safer than standing beside it)
					l = max(l, officerWorth(ar))
				}
			} else if len(reach[i]) > 0 {
				looked += len(reach[i])
				for _, x := range reach[i] {
					if smp[k].At(x.q).Rank() == junqi.Bomb {
						l = max(l, x.worth)
					}
				}
			}
			if l > 0 {
				loss[i] += float64(l)
				most[i] = max(most[i], l)
				paid = true
			}
		}
	}
	if !paid {
		return
	}
	d.exposed = make([]float64, len(d.acts))
	for i := range d.acts {
		if n[i] > 0 {
			// never more than the officer itself
			d.exposed[i] = min(d.p.officerRisk*loss[i]/float64(n[i]), float64(most[i]))
		}
	}
}

// officerWorth is what losing the officer costs: the 司令 also shows the flag.
func officerWorth(r junqi.Rank) int {
	if r == junqi.Marshal {
		return baseValue[r] + flagShownCost
	}
	return baseValue[r]
}

// bombedOfficer is the worth of the most valuable shown 司令 or 军长 of seat
// that an enemy bomb of s reaches in one action, 0 if none. Officers in a
// camp cannot be attacked.
func bombedOfficer(s *junqi.State, hid hidden, seat junqi.Seat, lines *[junqi.MaxPoints][]lineSpot) int {
	worst := 0
	for _, x := range reachersOf(s, hid, seat, lines, nil) {
		if x.worth > worst && s.At(x.q).Rank() == junqi.Bomb {
			worst = x.worth
		}
	}
	return worst
}

// lookStep is how many reaching points looked at in a position count as
// one node's work (a node evaluates the whole board, 60 or 129 points).
const lookStep = 16

// reacher is an enemy piece that reaches one of our shown officers in one
// action (whatever its rank), and that officer's worth.
type reacher struct {
	q     junqi.Point
	worth int
}

// reachersOf appends to out the enemy pieces of s that reach a shown 司令 or
// 军长 of seat in one action as a bomb would (a step, or a straight rail run
// over empty points), whatever their rank: those a bomb may stand on.
func reachersOf(s *junqi.State, hid hidden, seat junqi.Seat, lines *[junqi.MaxPoints][]lineSpot, out []reacher) []reacher {
	b := s.Board()
	for p := 0; p < b.N; p++ {
		o := junqi.Point(p)
		pc := s.At(o)
		if pc == 0 || pc.Seat() != seat || pc.Rank() < officerMinRank || pc.Rank() > junqi.Marshal || !hid.shown(o) || b.KindOf(o) == junqi.Camp {
			continue
		}
		w := officerWorth(pc.Rank())
		can := func(q junqi.Point) {
			x := s.At(q)
			if x == 0 || s.Allies(seat, x.Seat()) || b.KindOf(q) == junqi.HQ {
				return
			}
			if gone, _ := s.Out(x.Seat()); gone {
				return
			}
			out = append(out, reacher{q, w})
		}
		for _, q := range b.RoadNeighbours(o) {
			can(q)
		}
		for _, q := range b.RailNeighbours(o) {
			can(q)
		}
		for _, ls := range lines[o] {
			for _, step := range [2]int{-1, 1} {
				for j := ls.i + step; j >= 0 && j < len(ls.line); j += step {
					if q := ls.line[j]; s.At(q) != 0 {
						can(q)
						break
					}
				}
			}
		}
	}
	return out
}
