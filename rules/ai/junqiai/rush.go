package junqiai

import "warboard/rules/junqi"

// Flag defence against an early rush (issue 26, item 6; hard, 2p 暗棋).
//
// RuiHanCPP, the outside engine hard scored least against, wins by our flag
// and fast: its 司令 takes whatever stands on a side file, engineers fly
// into the landmines beside our HQs, and an unseen piece walks down the
// emptied file, beside the flag and onto it (docs/ladder.md, "Session 14 —
// outside engines"). Hard's search did not see the end of that walk:
//
//   - quiescence leaves alone every battle with a piece whose rank the seat
//     does not know (its outcome is the sample's fantasy), and so also an
//     unseen enemy piece beside our flag taking it. That battle has one
//     outcome whatever the attacker is: the flag is lost. So quiescence
//     plays attacks on a flag the seat knows (ours; an enemy flag shown).
//   - at the horizon, with our side to move and an unseen enemy piece beside
//     our flag, the evaluation only charged the flag-threat term (130, less
//     than the piece hard was taking on the other wing). The search goes one
//     ply further there: our replies, then quiescence, where the enemy takes
//     the flag unless a reply stopped it. Once per line (the reply is ours,
//     the next ply the enemy's quiescence).
//
//   - the candidates for the deeper search, chosen by a depth-2 look, also
//     take the moves that shut the open ways to our flag the most
//     (rushDefenders).
//
// They hold for a level with params.rush, in 2p 暗棋. (Tried and left off:
// the open ways walked one action further and weighed three times. It kept
// hard's pieces on the files in front of its flag in the lost games, but
// against normal hard lost its pieces to the last mover: 58.8 % against
// 63.8 % without it, the same 20 pairs, 9 games lost with no piece left to
// move against 6; docs/ladder.md, "Session 15".)

// flagCapture reports whether a is an attack on a flag whose place the
// searching seat knows: its own side's, or an enemy flag shown.
func flagCapture(st *junqi.State, hid hidden, a junqi.Action) bool {
	return a.Kind == junqi.Attack && !hid.has(a.To) && st.At(a.To).Rank() == junqi.Flag
}

// flagInDanger reports whether an enemy piece stands beside one of our
// flags, able to take it on its next action.
func (s *searcher) flagInDanger(st *junqi.State) bool {
	b := s.ev.b
	for _, f := range s.ourFlags {
		if f == junqi.NoPoint {
			continue
		}
		pc := st.At(f)
		if pc == 0 || pc.Rank() != junqi.Flag {
			continue
		}
		for _, q := range b.RoadNeighbours(f) {
			o := st.At(q)
			if o != 0 && !o.FaceDown() && o.Rank().Movable() && s.ev.team&(1<<o.Seat()) == 0 && b.KindOf(q) != junqi.HQ {
				return true
			}
		}
	}
	return false
}

// setRush turns the rush defence on for this decision where it applies.
func (d *decision) setRush(first *junqi.State) {
	if !d.p.rush || d.srch == nil || first.Mode() != junqi.Dark || first.BoardKind() != junqi.TwoPlayer {
		return
	}
	d.srch.rush = true
	n := 0
	for p := 0; p < d.b.N && n < len(d.srch.ourFlags); p++ {
		pc := first.At(junqi.Point(p))
		if pc != 0 && pc.Rank() == junqi.Flag && d.ev.team&(1<<pc.Seat()) != 0 {
			d.srch.ourFlags[n] = junqi.Point(p)
			n++
		}
	}
	for ; n < len(d.srch.ourFlags); n++ {
		d.srch.ourFlags[n] = junqi.NoPoint
	}
}

// rushDefenders is the first n of ranked (root actions, best first) and,
// with the rush defence on, up to rushExtra more: those that shut the open
// ways to our flag the most. The candidates for the deeper search are
// chosen at depth 2, which sees a rush four or more actions from the flag
// no better than the evaluation does: in a lost game against RuiHanCPP the
// move of hard's bomb onto the open file in front of the flag was kept by
// some seeds and dropped by others.
func (d *decision) rushDefenders(ranked []int, n int) []int {
	out := ranked[:n:n]
	if !d.srch.rush || d.ev == nil {
		return out
	}
	k := min(rushSamples, len(d.samples))
	var buf [rushExtra]int
	var gain [rushExtra]int
	m := 0
	before := make([]int, k)
	for j := range k {
		before[j] = d.flagApproach(&d.samples[j])
	}
	for _, i := range ranked[n:] {
		if d.acts[i].Kind != junqi.MoveTo {
			continue
		}
		g := 0
		for j := range k {
			if !d.legal[j][i] {
				continue
			}
			child := d.samples[j]
			child.Apply(d.acts[i])
			g += before[j] - d.flagApproach(&child)
			d.srch.nodes++ // work: one evaluation's worth
		}
		if g <= 0 {
			continue
		}
		// keep the rushExtra largest gains, earlier ranked first on ties
		pos := m
		for pos > 0 && gain[pos-1] < g {
			pos--
		}
		if pos >= rushExtra {
			continue
		}
		if m < rushExtra {
			m++
		}
		copy(buf[pos+1:m], buf[pos:m-1])
		copy(gain[pos+1:m], gain[pos:m-1])
		buf[pos], gain[pos] = i, g
	}
	return append(out, buf[:m]...)
}

// rushSamples is how many samples the defenders are chosen on; rushExtra how
// many are added to the candidates at most.
const (
	rushSamples = 8
	rushExtra   = 2
)

// flagApproach is what the open ways to our flags cost in s.
func (d *decision) flagApproach(s *junqi.State) int {
	c := 0
	for _, f := range d.srch.ourFlags {
		if f != junqi.NoPoint && s.At(f) != 0 && s.At(f).Rank() == junqi.Flag {
			c += d.ev.approach(s, f, s.At(f).Seat(), 3)
		}
	}
	return c
}
