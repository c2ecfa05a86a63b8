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

// targets names a row of targetTable: the mover's foes<<4 | guarded.
type targets uint8

// targetTable[t][pc] classifies the piece byte pc for a mover whose foes and
// guarded flags are t: 1 empty (move), 2 a piece it may attack (unless it
// stands in a camp), 0 blocked. Move generation only looks one up, and
// indexing by two bytes needs no bounds checks.
var targetTable [256][256]uint8

func init() {
	for foes := range 16 {
		for guarded := range 16 {
			cls := &targetTable[foes<<4|guarded]
			cls[0] = 1
			for x := Seat(0); x < 4; x++ {
				if foes>>x&1 == 0 {
					continue
				}
				for r := Engineer; r <= Missile; r++ {
					if r == Flag && guarded>>x&1 != 0 || !r.Real() {
						continue
					}
					cls[MakePiece(x, r)] = 2
				}
			}
		}
	}
}

func (s *State) targets(seat Seat) targets {
	foes, guarded := s.foes(seat)
	return targets(foes<<4 | guarded)
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
	t := s.targets(seat)
	cls, sq := &targetTable[t], &s.sq
	// One loop nest writes into out[n] directly and calls nothing but for an
	// engineer's railway: a call per piece costs more than its moves,
	// natively and even more in wasm.
	n := len(buf)
	out := buf[:cap(buf)]
	for w, bits := range s.mobile[seat] {
		for ; bits != 0; bits &= bits - 1 {
			p := Point(w<<6 + bits64.TrailingZeros64(bits))
			steps, nr := b.steps[p], b.nRoad[p]
			if len(out)-n < len(steps) {
				out = grow(out[:n], len(steps))
			}
			// Every destination is written, then kept only if legal: fewer
			// unpredictable branches than appending conditionally. Roads and
			// rays get loops of their own, as only the rays branch on the
			// contents of a point.
			for _, st := range steps[:nr] { // road links: one step each
				q := st.to()
				c := cls[sq[q]] & st.keep()
				out[n] = Action{p, q, ActionKind(c - 1)}
				n += int(c+1) >> 1
			}
			if sq[p].railTurner() { // any way along the railway
				buf = s.engineerRail(b, p, t, out[:n])
				n, out = len(buf), buf[:cap(buf)]
				continue
			}
			// straight runs: walk the trie, skipping the runs behind any piece
			// (camps are never on the railway)
			rays := steps[nr:]
			for i := uint(0); i < uint(len(rays)); {
				st := rays[i]
				q := st.to()
				c := cls[sq[q]]
				out[n] = Action{p, q, ActionKind(c - 1)}
				n += int(c+1) >> 1
				if c == 1 {
					i++ // an empty point: the run goes on through it
				} else {
					i = st.next() - uint(nr)
				}
			}
		}
	}
	return out[:n]
}

// room makes sure buf can take n more actions without append checks.
func room(buf []Action, n int) []Action {
	if cap(buf)-len(buf) < n {
		return grow(buf, n)[:len(buf)]
	}
	return buf
}

// grow copies buf into a new array with room for n more actions and returns
// it at full capacity; kept out of line, as it is almost never needed.
//
//go:noinline
func grow(buf []Action, n int) []Action {
	grown := make([]Action, 2*cap(buf)+n)
	copy(grown, buf)
	return grown
}

// engineerRail: any path of rail links through empty points (breadth first).
// The moves written so far are the queue: the engineer runs on from each empty
// point it reaches, in the order reached.
func (s *State) engineerRail(b *Board, p Point, t targets, buf []Action) []Action {
	cls := &targetTable[t]
	var seen [3]uint64
	seen[p>>6] |= 1 << (p & 63)
	buf = room(buf, b.railPoints) // every rail point is written at most once
	n := len(buf)
	out := buf[:cap(buf)]
	queued := n
	for cur := p; ; {
		for _, q := range b.rail[cur][:b.nRail[cur]] {
			bit := uint64(1) << (q & 63)
			if seen[q>>6]&bit != 0 {
				continue
			}
			seen[q>>6] |= bit
			c := cls[s.sq[q]]
			out[n] = Action{p, q, ActionKind(c - 1)}
			n += int(c+1) >> 1
		}
		for queued < n && out[queued].Kind != MoveTo {
			queued++
		}
		if queued == n {
			return out[:n]
		}
		cur = out[queued].To
		queued++
	}
}

// hasAction reports whether seat has any legal action, stopping at the first.
// Every rail run starts with one rail link, so looking one link away is enough.
func (s *State) hasAction(seat Seat) bool {
	if s.mode == Flip && s.faceDown > 0 {
		return true
	}
	b := boards[s.board]
	cls := &targetTable[s.targets(seat)]
	for w, bits := range s.mobile[seat] {
		for ; bits != 0; bits &= bits - 1 {
			if s.stepOpen(b, Point(w<<6+bits64.TrailingZeros64(bits)), cls) {
				return true
			}
		}
	}
	return false
}

// stepOpen: some road or rail link from p leads to an empty point or a target.
func (s *State) stepOpen(b *Board, p Point, cls *[256]uint8) bool {
	for _, st := range b.steps[p][:b.nRoad[p]] {
		if cls[s.sq[st.to()]]&st.keep() != 0 {
			return true
		}
	}
	for _, q := range b.rail[p][:b.nRail[p]] {
		if cls[s.sq[q]] != 0 {
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
