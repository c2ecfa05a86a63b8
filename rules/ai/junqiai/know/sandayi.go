package know

import (
	"errors"

	"warboard/rules/junqi"
)

// 三打一 (three against one): the armies are not sets. A farmer's is its
// flag, its 19 dealt pieces and five 排长; the landlord's its flag, its deal
// and 19 pieces picked from the pool (the 20 undealt and 元帅 A, 堡垒 T,
// 导弹 R). A seat knows its own deal; the landlord also the pool (so the
// farmers' deals as one multiset); a farmer the pick only with pool-open.
//
// So the hidden pieces of the other seats draw from one *shared* multiset,
// on top of what each seat has of its own for sure (its flag, a farmer's
// five 排长, the landlord's pick when shown). The belief keeps, per seat,
// upper bounds from it (the seat's own extras plus the shared multiset
// left, the extras only for the landlord), and Sample draws the hidden
// pieces of all seats jointly without replacement from it.

// sandayiInfo is what the seat knows of the armies, fixed for the hand.
type sandayiInfo struct {
	landlord junqi.Seat
	// shared: the pieces the other seats' hidden armies (and the pieces out
	// of the game) come from, by rank slot
	shared [nSlots]int16
	// own[x]: what seat x has for sure besides: its flag, a farmer's 排长,
	// the landlord's pick when the seat sees it
	own [4][nSlots]int16
	// size[x]: the seat's army at the start of play (25 or 39)
	size [4]int
}

// sandayiOf reads what seat may know of the hand: its own deal, the
// landlord, the pool and the pick as the rules show them to it. Nothing else
// of the hand is read.
func sandayiOf(h *junqi.Hand, seat junqi.Seat) (*sandayiInfo, error) {
	l, _, ok := h.Landlord()
	if !ok {
		return nil, errors.New("三打一: no landlord yet")
	}
	s := &sandayiInfo{landlord: l}
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		s.shared[r] = 4 * int16(junqi.Standard[r]) // the four sets but the flags
	}
	for _, r := range h.Deal[seat&3] {
		s.shared[slotOf(r)]--
	}
	for x := junqi.Seat(0); x < 4; x++ {
		s.own[x][junqi.Flag] = 1
		s.size[x] = 1 + junqi.DealSize + junqi.PickSize
		if x != l {
			s.own[x][junqi.Lieutenant] = junqi.FarmerExtra
			s.size[x] = 1 + junqi.DealSize + junqi.FarmerExtra
		}
	}
	switch {
	case seat == l:
		// the pool's ordinary pieces are nobody's deal: the rest is the farmers'
		for _, r := range h.Pool() {
			if r <= junqi.Bomb {
				s.shared[slotOf(r)]--
			}
		}
	case h.Rules.PoolOpen:
		for _, r := range h.Pick {
			if r <= junqi.Bomb {
				s.shared[slotOf(r)]-- // it came from the undealt pieces
			}
			s.own[l][slotOf(r)]++
		}
	default:
		for _, r := range []junqi.Rank{junqi.Supreme, junqi.Fortress, junqi.Missile} {
			s.shared[slotOf(r)] = 1
		}
	}
	for r := range s.shared {
		s.shared[r] = max(0, s.shared[r])
	}
	return s, nil
}

// fromShared is the ranks seat x may draw from the shared multiset: a
// farmer no flag and none of the extras, the landlord no flag.
func (s *sandayiInfo) fromShared(x junqi.Seat) uint16 {
	if x == s.landlord {
		return (allRanks | extraRanks) &^ bitFlag
	}
	return allRanks &^ bitFlag
}

// domOf is the ranks a hidden piece of seat x may have before any fact.
func (s *sandayiInfo) domOf(x junqi.Seat) uint16 {
	if x == s.landlord {
		return allRanks | extraRanks
	}
	return allRanks
}

// maxImmobile bounds how many landmines and fortresses seat x may have.
func (s *sandayiInfo) maxImmobile(x junqi.Seat) int {
	n := s.own[x][junqi.Mine] + s.own[x][junqi.Fortress] + s.shared[junqi.Mine]
	if x == s.landlord {
		n += s.shared[junqi.Fortress]
	}
	return int(n)
}

// deployPoint reports whether seat x deploys on p: a farmer on the 25
// non-camp points of its area, the landlord on its whole area and the centre.
func (s *sandayiInfo) deployPoint(b *junqi.Board, p junqi.Point, x junqi.Seat) bool {
	switch b.Area(p) {
	case x:
		return x == s.landlord || b.KindOf(p) != junqi.Camp
	case junqi.NoSeat:
		return x == s.landlord
	}
	return false
}

// deploymentRules: 三打一's deployment (docs/sandayi.md) — the flag on an
// HQ; nothing immobile, no bomb and no flag in the centre; landmines and the
// fortress on ranks 1–2 unless the seat may hold more than fit there; no
// bomb on the front rank.
func (s *sandayiInfo) deploymentRules(b *junqi.Board, pi *piece) {
	if b.KindOf(pi.start) != junqi.HQ {
		pi.dom &^= bitFlag
	}
	if b.Area(pi.start) == junqi.NoSeat {
		pi.dom &^= bitMine | bitFortress | bitBomb | bitFlag
		return
	}
	_, rank := b.Local(pi.start)
	if rank > 2 && s.maxImmobile(pi.seat) <= 9 {
		pi.dom &^= bitMine | bitFortress
	}
	if rank == 6 {
		pi.dom &^= bitBomb
	}
}

// sandayiLeft is what the seen pieces leave of the shared multiset and of
// each seat's own extras: the belief's bounds and Sample's urn.
type sandayiLeft struct {
	observer junqi.Seat
	shared   [nSlots]int16
	own      [4][nSlots]int16
	allowed  [4]uint16 // per seat, the ranks it may draw from shared
}

// left takes the pieces seen (known, on the board or gone) of every seat
// but the observer's (whose pieces were never in the multiset): each used up
// one of its seat's own extras if any is left, else one of the shared.
func (s *sandayiInfo) left(me junqi.Seat, known *[4][nSlots]int16) *sandayiLeft {
	l := &sandayiLeft{observer: me, shared: s.shared, own: s.own}
	for x := junqi.Seat(0); x < 4; x++ {
		l.allowed[x] = s.fromShared(x)
		if x == me {
			continue
		}
		for r := range known[x] {
			over := known[x][r] - l.own[x][r]
			l.own[x][r] = max(0, -over)
			if over > 0 {
				l.shared[r] = max(0, l.shared[r]-over)
			}
		}
	}
	return l
}

// caps is seat x's upper bound per rank slot.
func (l *sandayiLeft) caps(x junqi.Seat) [nSlots]int16 {
	c := l.own[x]
	for r := range c {
		if l.allowed[x]&(1<<r) != 0 {
			c[r] += l.shared[r]
		}
	}
	return c
}

// avail is the ranks seat x may still draw.
func (l *sandayiLeft) avail(x junqi.Seat) uint16 {
	var m uint16
	for r := 1; r < nSlots; r++ {
		if l.own[x][r] > 0 || l.allowed[x]&(1<<r) != 0 && l.shared[r] > 0 {
			m |= 1 << r
		}
	}
	return m
}

// count is how many of rank slot r seat x may still draw.
func (l *sandayiLeft) count(x junqi.Seat, r int) int16 {
	n := l.own[x][r]
	if l.allowed[x]&(1<<r) != 0 {
		n += l.shared[r]
	}
	return n
}

// take uses up one piece of rank slot r for seat x: its own first.
func (l *sandayiLeft) take(x junqi.Seat, r int) {
	switch {
	case l.own[x][r] > 0:
		l.own[x][r]--
	case l.shared[r] > 0:
		l.shared[r]--
	}
}

// jointCaps is the bound per rank for the hidden armies together: the shared
// multiset left and every hidden seat's own extras left, pooled (a relaxation
// of "each seat's own extras are its own", which the per-seat bounds keep).
func (l *sandayiLeft) jointCaps(me junqi.Seat) [nSlots]int16 {
	c := l.shared
	for x := junqi.Seat(0); x < 4; x++ {
		if x == me {
			continue
		}
		for r := range c {
			c[r] += l.own[x][r]
		}
	}
	return c
}

// buildJoint puts every hidden piece of every group into one matching
// against jointCaps; false when none fits.
func (b *belief) buildJoint() bool {
	b.jslot = make([]int16, len(b.dom))
	for i := range b.jslot {
		b.jslot[i] = -1
	}
	b.jointIDs = b.jointIDs[:0]
	var doms []uint16
	for _, g := range b.groups {
		for _, id := range g.ids {
			b.jslot[id] = int16(len(b.jointIDs))
			b.jointIDs = append(b.jointIDs, id)
			doms = append(doms, b.dom[id])
		}
	}
	b.joint = newMatcher(doms, b.sdy.jointCaps(b.sdy.observer))
	return b.joint.matchAll()
}

// propagateJoint narrows the domains by the joint counts; it reports whether
// any changed, and false when the joint counts cannot be met.
func (b *belief) propagateJoint() (changed, ok bool) {
	j := b.joint
	for k, id := range b.jointIDs {
		if j.dom[k] != b.dom[id] {
			j.dom[k] = b.dom[id]
			if r := j.at[k]; r >= 0 && b.dom[id]&(1<<r) == 0 {
				j.take(int16(k))
			}
		}
	}
	if !j.matchAll() {
		return false, false
	}
	out := make([]uint16, len(b.jointIDs))
	j.feasible(out)
	for k, id := range b.jointIDs {
		if out[k] != b.dom[id] {
			if out[k] == 0 {
				return false, false
			}
			j.dom[k] = out[k]
			b.setDom(id, out[k])
			changed = true
		}
	}
	return changed, true
}

// idsOf is the pieces of matcher gi of a sample's node: a group's, or past
// the groups the joint matching's.
func (b *belief) idsOf(gi int) []int16 {
	if gi < len(b.groups) {
		return b.groups[gi].ids
	}
	return b.jointIDs
}

// jointSlot is the piece's index in the joint matching, -1 if none.
func (b *belief) jointSlot(id int16) int16 {
	if b.jslot == nil {
		return -1
	}
	return b.jslot[id]
}
