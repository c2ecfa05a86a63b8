package napoleon

// Move generation. A move is judged on the board as it stands before the
// move: the enemy lines of sight are computed once with the moving piece
// still on its square, so it still ends any line it ends.

// Bits of gen.deny: what may not enter a square.
const (
	denyLOS   = 1 << iota // an enemy line of sight: no piece but a drum
	denyHorse             // marsh, or next to an enemy drum (drums-scare): no cavalry
	denyGun               // forest or marsh: no cannon
	nearGen               // next to an own general: cavalry may move orthogonally
	denyPush              // own line of sight, marsh, own drum zone: no pushed cavalry
)

// tileDeny is the static part of deny for each tile.
var tileDeny = [numTiles]uint8{Marsh: denyHorse | denyGun | denyPush, Forest: denyGun}

// gen holds what one generation needs, computed once per position: one byte
// per square so the move loops test a square with a single load.
type gen struct {
	me        Seat
	foes      uint8  // 1<<seat of every enemy army
	friends   uint8  // 1<<seat of the mover and its allies (capture support)
	pushFor   Seat   // the seat whose cavalry denyPush was computed for
	banned    Square // the piece that moved in each of the last two turns
	pushReady bool   // denyPush computed (on the first drum push in view)
	nOwn      int    // own pieces that may move, listed in own
	own       [MaxSize * MaxSize]Square
	deny      [NumSquares]uint8
}

// prepare makes one pass over the board for the enemy cannons, the enemy
// drums (drums-scare) and the own generals.
func (s *State) prepare(g *gen) {
	g.me = s.toMove
	g.foes, g.friends = s.foes[g.me], s.friends[g.me]
	g.banned = NoSquare
	if s.streak[g.me] >= 2 {
		g.banned = s.last[g.me]
	}
	mine, generals := uint8(1)<<g.me, s.genMask[g.me]
	for r := 0; r < int(s.h); r++ {
		row := SquareAt(0, r)
		for f := Square(0); f < Square(s.w); f++ {
			q := row + f
			if s.terrain {
				g.deny[q] |= tileDeny[s.tiles[q]]
			}
			p := s.cells[q]
			if p == NoPiece {
				continue
			}
			bit := seatBit[p]
			if bit == mine && q != g.banned {
				g.own[g.nOwn] = q
				g.nOwn++
			}
			switch k := p.Kind(); {
			case k == Cannon && bit&g.foes != 0:
				s.addLOS(q, &g.deny, denyLOS)
			case k == General && bit&generals != 0:
				for d := 0; d < 8; d++ {
					g.deny[q+delta[d]] |= nearGen
				}
			case k == Drum && bit&g.foes != 0 && s.scare:
				g.deny[q] |= denyHorse
				for d := 0; d < 8; d++ {
					g.deny[q+delta[d]] |= denyHorse
				}
			}
		}
	}
}

// MaxPieceMoves bounds the moves of one piece (a drum: 8 lines, each one
// empty square and a push to up to 8 squares).
const MaxPieceMoves = 96

// LegalMoves appends the legal moves of the seat to move to dst and returns
// it; nothing when the game is over. Cannon turns are not moves and are
// never listed. With a dst of enough capacity it does not allocate.
func (s *State) LegalMoves(dst []Move) []Move {
	if s.outcome.Over {
		return dst
	}
	var g gen
	s.prepare(&g)
	return s.genMoves(&g, g.own[:g.nOwn], dst)
}

// HasLegalMove reports whether the seat to move has any legal move
// (regardless of the game being over).
func (s *State) HasLegalMove() bool {
	if s.drumMoves() {
		return true
	}
	var g gen
	s.prepare(&g)
	var buf [MaxPieceMoves]Move
	for _, q := range g.own[:g.nOwn] {
		if len(s.pieceMoves(&g, q, buf[:0])) > 0 {
			return true
		}
	}
	return false
}

// drumMoves reports whether a drum of the seat to move that may move now has an
// empty square next to it: a drum's step is legal whatever the lines of sight and
// the terrain (genMoves), so HasLegalMove, which runs after every move with three
// or four armies, mostly needs no generation.
func (s *State) drumMoves() bool {
	me := s.toMove
	banned := NoSquare
	if s.streak[me] >= 2 {
		banned = s.last[me]
	}
	drum := NewPiece(me, Drum, 0)
	for r := 0; r < int(s.h); r++ {
		row := SquareAt(0, r)
		for f := Square(0); f < Square(s.w); f++ {
			q := row + f
			if s.cells[q] != drum || q == banned {
				continue
			}
			for d := 0; d < 8; d++ {
				if s.cells[q+delta[d]] == NoPiece {
					return true
				}
			}
		}
	}
	return false
}

// MovesFrom appends the legal moves of the piece on q (none when it is not
// the seat to move's or may not move now).
func (s *State) MovesFrom(q Square, dst []Move) []Move {
	if s.outcome.Over || q >= NumSquares || s.cells[q] == wall || s.cells[q] == NoPiece || s.cells[q].Seat() != s.toMove {
		return dst
	}
	var g gen
	s.prepare(&g)
	if q == g.banned {
		return dst
	}
	return s.pieceMoves(&g, q, dst)
}

// pieceMoves appends the moves of the seat to move's piece on q.
func (s *State) pieceMoves(g *gen, q Square, dst []Move) []Move {
	one := [1]Square{q}
	return s.genMoves(g, one[:], dst)
}

// genMoves appends the moves of the seat to move's pieces on the listed
// squares. The loop over pieces lives here, not in the caller, because a
// call per piece is dear in WebAssembly.
func (s *State) genMoves(g *gen, list []Square, dst []Move) []Move {
	foes := g.foes
	for _, q := range list {
		p := s.cells[q]
		k := p.Kind()
		// friendly neighbours before moving (capture preconditions), counted
		// only when a capture is in view
		nf := -1
		switch k {
		case Drum:
			for d := 0; d < 8; d++ {
				t := q
				for step := 0; step < 2; step++ {
					t += delta[d]
					c := s.cells[t]
					if c == NoPiece {
						dst = append(dst, Move{q, t, NoSquare, false})
						continue
					}
					if s.push && seatBit[c]&foes != 0 && c.Kind() == Cavalry {
						dst = s.pushes(g, q, t, dst)
					}
					break
				}
			}
		case Cannon:
			for d := 0; d < 8; d++ {
				t := q + delta[d]
				if s.cells[t] != NoPiece || g.deny[t]&(denyLOS|denyGun) != 0 {
					continue
				}
				dst = append(dst, Move{q, t, NoSquare, false})
			}
		case General, Infantry:
			tile := s.tiles[q]
			canCapture := !(k == Infantry && (tile == Marsh || tile == Forest))
			rng := kindRange[k]
			for d := 0; d < 8; d++ {
				t := q
				for step := 0; step < rng; step++ {
					t += delta[d]
					c := s.cells[t]
					if c == wall || g.deny[t]&denyLOS != 0 {
						break
					}
					if c == NoPiece {
						dst = append(dst, Move{q, t, NoSquare, false})
						continue
					}
					if canCapture && seatBit[c]&foes != 0 {
						if nf < 0 {
							nf = s.friendsNear(q, g.friends)
						}
						if s.capturable(k, c, t, nf) {
							dst = append(dst, Move{q, t, NoSquare, true})
						}
					}
					break
				}
			}
		case Cavalry:
			rng := kindRange[Cavalry]
			if s.tiles[q] == Hill {
				rng++
			}
			canJump := s.tiles[q] != Village
			d0, dd := 1, 2 // diagonals only
			if g.deny[q]&nearGen != 0 {
				d0, dd = 0, 1
			}
			for d := d0; d < 8; d += dd {
				t := q
				jumped := false
				for step := 0; step < rng; step++ {
					t += delta[d]
					c := s.cells[t]
					if c == wall || g.deny[t]&(denyLOS|denyHorse) != 0 {
						break
					}
					if c == NoPiece {
						dst = append(dst, Move{q, t, NoSquare, false})
						continue
					}
					if seatBit[c]&foes != 0 {
						if nf < 0 {
							nf = s.friendsNear(q, g.friends)
						}
						if s.capturable(Cavalry, c, t, nf) {
							dst = append(dst, Move{q, t, NoSquare, true})
						}
					}
					if !canJump || jumped {
						break
					}
					jumped = true // over exactly one piece, then on along the line
				}
			}
		}
	}
	return dst
}

// capturable: may a piece of kind mk with nf friendly neighbours take the
// enemy c standing on t?
func (s *State) capturable(mk Kind, c Piece, t Square, nf int) bool {
	if nf == 0 {
		return false
	}
	tk := c.Kind()
	switch tk {
	case Drum:
		return false
	case Cavalry:
		if mk != Cavalry && nf < 2 {
			return false
		}
	}
	switch s.tiles[t] {
	case Village:
		if mk == Cavalry && (tk == Infantry || tk == Cannon) {
			return false
		}
	case Forest:
		if mk == Cavalry && tk == Infantry {
			return false
		}
	case Hill:
		if mk == Infantry && tk == Infantry {
			return false
		}
	}
	return true
}

// pushes appends the drum pushes of the drum on q onto the enemy cavalry on
// t: one per free neighbouring square the cavalry could legally move to,
// judged on the board before the turn (the drum still on q).
func (s *State) pushes(g *gen, q, t Square, dst []Move) []Move {
	// where the cavalry could go is judged by its own enemies: the mover,
	// and in Waterloo the other armies at war with it
	cav := s.cells[t].Seat()
	if g.pushReady && g.pushFor != cav {
		for i := range g.deny {
			g.deny[i] &^= denyPush
			if s.cells[i] != wall && s.tiles[i] == Marsh {
				g.deny[i] |= denyPush
			}
		}
		g.pushReady = false
	}
	if !g.pushReady {
		for e := South; e < NumSeats; e++ {
			if s.foes[cav]&(1<<e) == 0 {
				continue
			}
			s.losOf(e, &g.deny, denyPush)
			if s.scare {
				s.scareZone(e, &g.deny, denyPush)
			}
		}
		g.pushReady, g.pushFor = true, cav
	}
	theirGeneral := NewPiece(cav, General, 0)
	nearGeneral := false
	for d := 0; d < 8; d++ {
		if s.cells[t+delta[d]] == theirGeneral {
			nearGeneral = true
		}
	}
	for d := 0; d < 8; d++ {
		if d&1 == 0 && !nearGeneral {
			continue
		}
		n := t + delta[d]
		if s.cells[n] != NoPiece || g.deny[n]&denyPush != 0 {
			continue
		}
		dst = append(dst, Move{q, t, n, false})
	}
	return dst
}

// friendsNear counts the pieces next to q of the seats in mask (the mover
// and its allies).
func (s *State) friendsNear(q Square, mask uint8) int {
	n := 0
	for d := 0; d < 8; d++ {
		if seatBit[s.cells[q+delta[d]]]&mask != 0 {
			n++
		}
	}
	return n
}
