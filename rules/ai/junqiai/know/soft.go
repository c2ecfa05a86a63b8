package know

import "warboard/rules/junqi"

// weigh sets the soft likelihoods, multipliers over an even prior that only
// tilt Sample's draws among the ranks the hard deductions allow (no weight is
// ever zero):
//   - placement: where deployments put each rank (placementPrior, measured
//     on Plan's layouts and the classics), for seats that deployed a full set;
//   - idleness: a piece still on its starting point while its owner has made
//     many moves is likelier one that cannot move (a landmine, the flag) or a
//     bomb kept in reserve;
//   - the first pieces to march are likelier cheap ones and engineers;
//   - a piece that attacks is likelier strong (more so the higher the rank)
//     or a bomb, the more so after several wins;
//   - beside a flag whose place is known (shown when its 司令 died, or
//     deduced), a piece that never moved is likelier a landmine.
func (b *belief) weigh(t *tracker) {
	b.weight = make([][nSlots]float32, len(t.pcs))
	hi := 12
	if t.sdy != nil {
		hi = nSlots - 1
	}
	var flagAt [4]junqi.Point
	for x := range flagAt {
		flagAt[x] = junqi.NoPoint
	}
	for i := range t.pcs {
		pi := &t.pcs[i]
		if pi.seat < 4 && pi.at != junqi.NoPoint && (pi.known == junqi.Flag || pi.known == 0 && b.dom[i] == bitFlag) {
			flagAt[pi.seat] = pi.at
		}
	}
	for i := range t.pcs {
		pi := &t.pcs[i]
		w := &b.weight[i]
		for r := 1; r <= hi; r++ {
			w[r] = 1
		}
		if pi.known != 0 || pi.seat > 3 {
			continue
		}
		// (the landlord of 三打一 fills its camps and the centre: the
		// placement measured on ordinary deployments does not apply)
		if t.deployed[pi.seat] && t.board.Area(pi.start) == pi.seat && (t.sdy == nil || pi.seat != t.sdy.landlord) {
			file, rank := t.board.Local(pi.start)
			prior := &placementPrior[(rank-1)*5+file]
			for r := 1; r <= 12; r++ {
				w[r] *= prior[r]
			}
		}
		if pi.moves == 0 && pi.at != junqi.NoPoint {
			idle := float32(min(t.acted[pi.seat], 60)) / 30 // 0 .. 2
			w[junqi.Mine] *= 1 + idle
			w[junqi.Flag] *= 1 + idle
			w[junqi.Bomb] *= 1 + idle/4
			w[junqi.Fortress] *= 1 + idle // (三打一; 0 elsewhere)
		}
		if f := flagAt[pi.seat]; pi.moves == 0 && f != junqi.NoPoint && pi.at != junqi.NoPoint {
			if linked, _ := t.board.Linked(pi.at, f); linked {
				w[junqi.Mine] *= besideFlagMine
			}
		}
		if pi.moves > 0 {
			w[junqi.Lieutenant] *= 1.2
			w[junqi.Engineer] *= 1.2
		}
		if pi.attacks > 0 {
			for r := junqi.Engineer; r <= junqi.Marshal; r++ {
				w[r] *= 0.4 + float32(r)/6
			}
			w[junqi.Bomb] *= 1.5
			if t.sdy != nil {
				w[junqi.Supreme] *= 2.5
				w[missileSlot] *= 1.5
			}
		}
		if pi.wins > 1 {
			for r := junqi.Major; r <= junqi.Marshal; r++ {
				w[r] *= 1.5
			}
		}
	}
}

// besideFlagMine is the landmine weight of an unmoved piece beside a known
// flag. Deployments guard the flag with landmines on the squares beside it;
// the placement prior, which knows only the point, spreads them over the
// back two ranks. Hard's records against normal in 2p 暗棋 showed its
// 司令, 师长 and 连长 spent on the landmines beside a flag shown by the
// 司令's death, attacked as if each were a landmine only a third of the time.
var besideFlagMine float32 = 8
