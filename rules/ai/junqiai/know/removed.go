package know

import "warboard/rules/junqi"

// Removed lists the pieces of seat x that left the board in battle while the observing
// seat did not see their rank, each as the set of ranks it may have been by hard
// deductions (bit r for rank r), in no particular order. A seat that is out has nothing
// listed: its pieces left the board together.
func (o *Observation) Removed(x junqi.Seat) []uint32 {
	var out []uint32
	t := &o.t
	for id := range t.pcs {
		pi := &t.pcs[id]
		if pi.seat != x || pi.at != junqi.NoPoint || pi.known != 0 || pi.faceDown || t.playing&(1<<x) == 0 {
			continue
		}
		out = append(out, rankBits(t.b.possible(t, int16(id))))
	}
	return out
}
