package junqiai

import "warboard/rules/junqi"

// The win cap above a lead (params.lift4p).
//
// Over the samples a won game counts winCap, and so does any value above it
// (aggregate); a root action at winCap in every sample is a sure win and ends
// the search (sureWin). On the four-country board a side that has put one
// enemy seat out stands more than winCap ahead (outBonus alone is more): in
// hard's records against greedy every root action then scored winCap, the
// search stopped at the first look, and the first action generated was
// played — officers parked on enemy HQs, engineers left at home, won
// endgames drawn by the no-capture count. So there the cap counts from the
// position's standing: winCap and one more seat out (outBonus) above the
// mean evaluation of the samples as they are, when that is a lead — putting
// the next enemy seat out now still counts more than doing it later — and a
// won game counts the cap less its distance, so that the nearer win is
// played.

// liftWinCap raises the cap by the root's lead (four-country board, lift4p).
func (d *decision) liftWinCap() {
	if !d.p.lift4p || len(d.samples) < 2 || d.ev == nil || d.samples[0].BoardKind() != junqi.FourCountry {
		return
	}
	sum := 0
	d.ev.marks = d.hid
	for k := range d.samples {
		sum += d.ev.evaluate(&d.samples[k], 0)
	}
	d.ev.marks = hidden{}
	d.p.winCap += max(0, sum/len(d.samples)) + outBonus
	d.lifted = true
}
