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
//     or a bomb, the more so after several wins.
func (b *belief) weigh(t *tracker) {
	b.weight = make([][13]float32, len(t.pcs))
	for i := range t.pcs {
		pi := &t.pcs[i]
		w := &b.weight[i]
		for r := 1; r <= 12; r++ {
			w[r] = 1
		}
		if pi.known != 0 || pi.seat > 3 {
			continue
		}
		if t.deployed[pi.seat] && t.board.Area(pi.start) == pi.seat {
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
		}
		if pi.wins > 1 {
			for r := junqi.Major; r <= junqi.Marshal; r++ {
				w[r] *= 1.5
			}
		}
	}
}
