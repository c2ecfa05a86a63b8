package know

import "warboard/rules/junqi"

// weigh sets the soft likelihoods: how players deploy and move, as
// multipliers over an even prior. They only tilt Sample's draws among the
// ranks the hard deductions allow; no weight is ever zero.
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
		file, rank := t.board.Local(pi.start)
		onBoard := pi.at != junqi.NoPoint
		hq := t.board.KindOf(pi.start) == junqi.HQ
		switch {
		case pi.moves == 0 && onBoard && hq:
			// An HQ that never stirred: the flag or a landmine more often than not.
			w[junqi.Flag] *= 3
			w[junqi.Mine] *= 2
		case pi.moves == 0 && onBoard && rank <= 2:
			// Back-row pieces that never moved: landmines guard the flag.
			w[junqi.Mine] *= 2.5
			if rank == 1 || file == 1 || file == 3 {
				w[junqi.Mine] *= 1.3
			}
			w[junqi.Bomb] *= 1.2
		case pi.moves == 0 && onBoard && t.board.KindOf(pi.start) != junqi.Camp:
			// Waiting pieces in the middle are often bombs or big pieces held back.
			w[junqi.Bomb] *= 1.4
		}
		if pi.moves > 0 {
			// The first to march are cheap pieces and engineers; long runs
			// along the railway are the engineers' and the big pieces'.
			w[junqi.Lieutenant] *= 1.2
			w[junqi.Engineer] *= 1.2
		}
		if pi.attacks > 0 {
			// A piece that attacks an unknown piece is likelier strong (or a bomb).
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
		if rank == 6 && pi.moves == 0 {
			w[junqi.Engineer] *= 0.8 // engineers on the front rank usually go first
		}
	}
}
