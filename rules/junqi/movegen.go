package junqi

import bits64 "math/bits"

// MaxActions bounds the legal actions of a position with standard sets: a
// buffer this big never grows (an odd puzzle position may need more; append grows it).
const MaxActions = 512

// foes are the seats a piece of seat may attack; guarded are the seats whose
// flag may not be attacked (翻棋, while a landmine of that colour remains).
func (s *State) foes(seat Seat) (foes, guarded uint8) {
	foes = s.playing &^ s.ally[seat]
	if s.mode == Flip {
		for x := Seat(0); x < 4; x++ {
			if s.count[x][Mine] > 0 {
				guarded |= 1 << x
			}
		}
	}
	return
}

// hit reports whether a piece t standing outside a camp may be attacked.
func hit(t Piece, foes, guarded uint8) bool {
	seat := uint8(t>>4) & 3
	return t&faceDownBit == 0 && foes>>seat&1 != 0 && (t&15 != Piece(Flag) || guarded>>seat&1 == 0)
}

// targets classifies every piece byte for the seat to move: 1 empty (move),
// 2 a piece it may attack (unless it stands in a camp), 0 blocked.
type targets [256]uint8

// targetTable holds a targets row for every set of foes and guarded flags,
// so move generation only looks one up.
var targetTable [16][16]targets

func init() {
	for foes := range 16 {
		for guarded := range 16 {
			cls := &targetTable[foes][guarded]
			cls[0] = 1
			for x := Seat(0); x < 4; x++ {
				if foes>>x&1 == 0 {
					continue
				}
				for r := Engineer; r <= Flag; r++ {
					if r == Flag && guarded>>x&1 != 0 {
						continue
					}
					pc := MakePiece(x, r)
					cls[pc], cls[pc|shownBit] = 2, 2
				}
			}
		}
	}
}

func (s *State) targets(seat Seat) *targets {
	foes, guarded := s.foes(seat)
	return &targetTable[foes][guarded]
}

// Actions appends the legal actions of the seat to move to buf[:0] and returns it.
// With a buffer of capacity MaxActions it does not allocate.
func (s *State) Actions(buf []Action) []Action {
	buf = buf[:0]
	if s.result.Over {
		return buf
	}
	b := boards[s.board]
	if s.mode == Flip && s.faceDown > 0 {
		// write a flip for every point, keep those with a face-down piece
		buf = room(buf, b.N)
		n := len(buf)
		out := buf[:cap(buf)]
		for p := 0; p < b.N; p++ {
			out[n] = Action{From: Point(p), To: Point(p), Kind: FlipUp}
			n += int(s.sq[p]>>6) & 1
		}
		buf = out[:n]
	}
	if !s.turnKnown {
		return buf // before colours are known a player can only flip
	}
	seat := s.turn
	cls := s.targets(seat)
	for w, bits := range s.occ[seat] {
		for ; bits != 0; bits &= bits - 1 {
			p := Point(w<<6 + bits64.TrailingZeros64(bits))
			pc := s.sq[p]
			if pc.FaceDown() || !pc.Rank().Movable() {
				continue
			}
			if b.kind[p] == HQ && s.mode != Flip {
				continue // a piece on an HQ never moves again
			}
			buf = s.pieceActions(b, p, pc, cls, buf)
		}
	}
	return buf
}

// room makes sure buf can take n more actions without append checks.
func room(buf []Action, n int) []Action {
	if cap(buf)-len(buf) < n {
		grown := make([]Action, len(buf), 2*cap(buf)+n)
		copy(grown, buf)
		return grown
	}
	return buf
}

func (s *State) pieceActions(b *Board, p Point, pc Piece, cls *targets, buf []Action) []Action {
	// Every road and straight-rail destination is written, then kept only if
	// legal: fewer unpredictable branches than appending conditionally.
	nr := int(b.nRoad[p])
	rays := b.rays[b.rayStart[p]:b.rayStart[p+1]]
	buf = room(buf, nr+len(rays))
	n := len(buf)
	out := buf[:cap(buf)]
	for _, q := range b.road[p][:nr] {
		c := cls[s.sq[q]]
		if c == 2 && b.kind[q] == Camp {
			c = 0 // a piece in a camp cannot be attacked
		}
		out[n] = Action{p, q, ActionKind(c - 1)}
		n += int(c+1) >> 1
	}
	if len(rays) == 0 {
		return out[:n]
	}
	if pc.Rank() == Engineer {
		return s.engineerRail(b, p, cls, out[:n])
	}
	// straight runs: walk the trie, skipping a subtree behind any piece
	// (camps are never on the railway)
	base := int(b.rayStart[p])
	for i := 0; i < len(rays); {
		nd := rays[i]
		c := cls[s.sq[nd.pt]]
		out[n] = Action{p, nd.pt, ActionKind(c - 1)}
		n += int(c+1) >> 1
		if c == 1 {
			i++
		} else {
			i = int(nd.skip) - base
		}
	}
	return out[:n]
}

// engineerRail: any path of rail links through empty points (breadth first).
func (s *State) engineerRail(b *Board, p Point, cls *targets, buf []Action) []Action {
	var seen [3]uint64
	var queue [MaxPoints]Point
	seen[p>>6] |= 1 << (p & 63)
	queue[0] = p
	head, tail := 0, 1
	for head < tail {
		cur := queue[head]
		head++
		for _, q := range b.rail[cur][:b.nRail[cur]] {
			if seen[q>>6]&(1<<(q&63)) != 0 {
				continue
			}
			seen[q>>6] |= 1 << (q & 63)
			switch cls[s.sq[q]] {
			case 1:
				buf = append(buf, Action{p, q, MoveTo})
				queue[tail] = q
				tail++
			case 2:
				buf = append(buf, Action{p, q, Attack})
			}
		}
	}
	return buf
}

// hasAction reports whether seat has any legal action, stopping at the first.
// Every rail run starts with one rail link, so looking one link away is enough.
func (s *State) hasAction(seat Seat) bool {
	if s.mode == Flip && s.faceDown > 0 {
		return true
	}
	b := boards[s.board]
	foes, guarded := s.foes(seat)
	for w, bits := range s.occ[seat] {
		for ; bits != 0; bits &= bits - 1 {
			p := Point(w<<6 + bits64.TrailingZeros64(bits))
			if s.canMoveFrom(b, p) && s.stepOpen(b, p, foes, guarded) {
				return true
			}
		}
	}
	return false
}

// canMoveFrom: a face-up movable piece that no HQ holds.
func (s *State) canMoveFrom(b *Board, p Point) bool {
	pc := s.sq[p]
	return !pc.FaceDown() && pc.Rank().Movable() && (b.kind[p] != HQ || s.mode == Flip)
}

// stepOpen: some road or rail link from p leads to an empty point or a target.
func (s *State) stepOpen(b *Board, p Point, foes, guarded uint8) bool {
	for _, q := range b.road[p][:b.nRoad[p]] {
		if t := s.sq[q]; t == 0 || b.kind[q] != Camp && hit(t, foes, guarded) {
			return true
		}
	}
	for _, q := range b.rail[p][:b.nRail[p]] {
		if t := s.sq[q]; t == 0 || hit(t, foes, guarded) {
			return true
		}
	}
	return false
}

// Legal reports whether a is among the legal actions.
func (s *State) Legal(a Action) bool {
	var buf [MaxActions]Action
	for _, x := range s.Actions(buf[:0]) {
		if x == a {
			return true
		}
	}
	return false
}
