package know

import "math/bits"

// matcher assigns ranks to a group of pieces (one seat's hidden pieces) so
// that no rank gets more pieces than it has slots and every piece gets a rank
// in its domain: a bipartite b-matching kept by augmenting paths over the 12
// ranks (15 slots in 三打一: 元帅, 堡垒, 导弹) (a piece's rank is at[v]; the pieces of a rank are found by a
// scan, cheaper than lists for 25 pieces). It answers "may piece v have rank r, counts considered?" exactly.
type matcher struct {
	dom  []uint16
	at   []int8 // matched rank, -1 none
	cap  [nSlots]int16
	used [nSlots]int16
	hi   int8 // the highest rank slot in play: 12, or 15 in 三打一
}

func newMatcher(dom []uint16, caps [nSlots]int16) *matcher {
	m := &matcher{dom: append([]uint16(nil), dom...), at: make([]int8, len(dom)), cap: caps, hi: 12}
	for i := range m.at {
		m.at[i] = -1
	}
	for r := 13; r < nSlots; r++ {
		if caps[r] > 0 {
			m.hi = nSlots - 1
		}
	}
	for _, d := range dom {
		if d>>13 != 0 {
			m.hi = nSlots - 1
		}
	}
	return m
}

func (m *matcher) clone() *matcher {
	return &matcher{dom: append([]uint16(nil), m.dom...), at: append([]int8(nil), m.at...), cap: m.cap, used: m.used, hi: m.hi}
}

// matchAll places every piece; false when no assignment fits the counts.
func (m *matcher) matchAll() bool {
	for v := range m.dom {
		if m.at[v] < 0 && !m.place(int16(v), m.dom[v]) {
			return false
		}
	}
	return true
}

func (m *matcher) put(v int16, r int8) {
	m.at[v] = r
	m.used[r]++
}

func (m *matcher) take(v int16) {
	m.used[m.at[v]]--
	m.at[v] = -1
}

// place matches the unmatched piece v to a rank in start, moving other
// pieces along an augmenting path if needed; false (and nothing changed)
// when impossible.
func (m *matcher) place(v int16, start uint16) bool {
	var parent [nSlots]int8
	var via [nSlots]int16
	var queue [nSlots]int8
	n := 0
	seen := uint16(0)
	for r := int8(1); r <= m.hi; r++ {
		if start&(1<<r) != 0 {
			parent[r], seen = -1, seen|1<<r
			queue[n] = r
			n++
		}
	}
	for i := 0; i < n; i++ {
		r := queue[i]
		if m.used[r] < m.cap[r] {
			for cur := r; parent[cur] >= 0; cur = parent[cur] {
				u := via[cur]
				m.take(u)
				m.put(u, cur)
			}
			// the first rank of the path is now free for v
			first := r
			for parent[first] >= 0 {
				first = parent[first]
			}
			m.put(v, first)
			return true
		}
		for u, at := range m.at { // the pieces matched to r
			if at != r {
				continue
			}
			next := m.dom[u] &^ seen
			for next != 0 {
				r2 := int8(trailing(next))
				next &= next - 1
				parent[r2], via[r2] = r, int16(u)
				seen |= 1 << r2
				queue[n] = r2
				n++
			}
		}
	}
	return false
}

// force makes v (matched) take rank r if the counts allow it.
func (m *matcher) force(v int16, r int8) bool {
	if m.at[v] == r {
		return true
	}
	if m.dom[v]&(1<<r) == 0 {
		return false
	}
	old := m.at[v]
	m.take(v)
	if m.place(v, 1<<r) {
		return true
	}
	m.put(v, old)
	return false
}

// freeze takes v out of the matching for good with its rank: one slot fewer.
func (m *matcher) freeze(v int16) {
	r := m.at[v]
	m.take(v)
	m.cap[r]--
	m.dom[v] = 0
}

// feasible is, for every piece, the ranks it may take with the counts
// honoured (generalised arc consistency of the counts); the matching must be complete.
func (m *matcher) feasible(out []uint16) {
	var edge, reach [nSlots]uint16
	var free uint16
	hi := int(m.hi)
	for u, r := range m.at {
		if r > 0 {
			edge[r] |= m.dom[u]
		}
	}
	for r := 1; r <= hi; r++ {
		if m.used[r] < m.cap[r] {
			free |= 1 << r
		}
		reach[r] = 1<<r | edge[r]
	}
	for k := 1; k <= hi; k++ { // Warshall: reach becomes the transitive closure
		for r := 1; r <= hi; r++ {
			if reach[r]&(1<<k) != 0 {
				reach[r] |= reach[k]
			}
		}
	}
	for v, d := range m.dom {
		if m.at[v] < 0 { // frozen (or unmatched): nothing to offer
			out[v] = 0
			continue
		}
		var ok uint16
		target := free | 1<<m.at[v]
		for s := d; s != 0; s &= s - 1 {
			r := trailing(s)
			if reach[r]&target != 0 {
				ok |= 1 << r
			}
		}
		out[v] = ok
	}
}

func trailing(x uint16) int { return bits.TrailingZeros16(x) }

// unfreeze undoes freeze(v) for a piece that had rank r and domain d.
func (m *matcher) unfreeze(v int16, r int8, d uint16) {
	m.cap[r]++
	m.dom[v] = d
	m.put(v, r)
}
