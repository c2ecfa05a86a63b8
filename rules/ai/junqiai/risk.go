package junqiai

import (
	"math/rand/v2"

	"warboard/rules/junqi"
)

// Attacks that weigh the risk (issue 26, item 4; normal and hard, 暗棋).
//
// A root attack by one of our high officers (师长 and up) on a piece whose
// rank the seat does not know is judged, like every root action, by its
// average over the samples. That average is risk-neutral, and in practice it
// was not even that: normal has 4 samples (a landmine with probability 0.3 is
// in none of them a quarter of the time), and a side well ahead sees most
// samples at the win cap, where losing its 军长 on a landmine costs nothing
// (the records showed 军长 run down the e-file onto a back-rank landmine with
// the enemy flag known, 司令 spent on a bomb four ranks deep). So such an
// attack pays, on top of its searched value, a premium: the chance (over
// riskSamples positions drawn for it alone) that the officer dies without
// taking its equal — a landmine, a bomb, a higher officer — times what the
// officer is worth (the 司令 also the flag it shows). A 司令 or 军长 the
// enemy cannot yet tell from a 排长 also pays, out of our side's areas, for
// showing itself by winning: a shown officer is what enemy bombs come for
// (at home it must be free to meet the attackers).

// riskSamples is how many positions the premium is measured on.
const riskSamples = 32

// riskMinRank is the lowest attacker that pays the premium: lower pieces
// are the ones to probe with.
const riskMinRank = junqi.MajorGen

// attackRisk computes, per root action, the premium (d.premium); nil when no
// root action is a risky blind attack.
func (d *decision) attackRisk(seed uint64) {
	first := &d.samples[0]
	if d.p.attackRisk == 0 || first.Mode() != junqi.Dark || d.ev == nil || d.ev.sandayi || isFFA(first) {
		return // measured in 2p and 4p 2v2 only
	}
	var idx []int
	for i, a := range d.acts {
		if a.Kind != junqi.Attack || !d.hid.has(a.To) {
			continue
		}
		r := first.At(a.From).Rank()
		if r >= riskMinRank && r <= junqi.Marshal {
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return
	}
	rng := rand.New(rand.NewPCG(seed, 0x7269736b))
	lost := make([]int, len(idx))
	n := 0
	var bombs, unseen [4]int
	for range riskSamples {
		for range sampleCost {
			d.srch.nodes++ // drawing a position is work (not a pause point: this is short)
		}
		s, err := d.bel.Sample(rng)
		if err != nil {
			break
		}
		n++
		for j, i := range idx {
			a := d.acts[i]
			ar, dr := s.At(a.From).Rank(), s.At(a.To).Rank()
			if removed, taken := junqi.Combat(ar, dr); removed && !(taken && dr <= junqi.Marshal && dr >= ar) {
				lost[j]++ // lost outright, or to a bomb; an equal trade is no loss
			}
		}
		if n == 1 {
			for p := 0; p < d.b.N; p++ {
				pc := s.At(junqi.Point(p))
				if pc != 0 && d.hid.has(junqi.Point(p)) {
					unseen[pc.Seat()]++
					if pc.Rank() == junqi.Bomb {
						bombs[pc.Seat()]++
					}
				}
			}
		}
	}
	if n == 0 {
		return
	}
	d.premium = make([]float64, len(d.acts))
	for j, i := range idx {
		a := d.acts[i]
		r := first.At(a.From).Rank()
		worth := float64(baseValue[r])
		if r == junqi.Marshal {
			worth += flagShownCost
		}
		p := float64(lost[j]) / float64(n)
		prem := d.p.attackRisk * p * worth
		if r >= junqi.General && !d.hid.shown(a.From) && d.ev.team&(1<<d.b.Area(a.To)) == 0 {
			// it shows itself by winning: the enemy's bombs know where to go
			foe := first.At(a.To).Seat()
			if unseen[foe] > 0 {
				prem += (1 - p) * float64(bombRiskOf(r, true)-bombRiskOf(r, false)) * float64(bombs[foe]) / float64(unseen[foe]) * revealReach
			}
		}
		d.premium[i] = prem
	}
}

// revealReach is how many unseen enemy pieces a shown officer may expect to
// come within a bomb's reach of it, out in the enemy's area, before it is
// safe again: a 司令 or 军长 kept unknown is worth its disguise.
const revealReach = 8
