package napoleon

import "fmt"

// CheckMove reports nil when m is a legal move of the seat to move, else an
// error saying why (for the app's messages and the referee).
func (s *State) CheckMove(m Move) error {
	if s.outcome.Over {
		return fmt.Errorf("the game is over")
	}
	b := s.Board()
	if !b.Contains(m.From) || !b.Contains(m.To) || (m.IsPush() && !b.Contains(m.Push)) {
		return fmt.Errorf("%s: a point is off the %s board", m, b)
	}
	p := s.cells[m.From]
	if p == NoPiece || p.Seat() != s.toMove {
		return fmt.Errorf("%s: %s holds no piece of %s", m, m.From, s.toMove)
	}
	var g gen
	s.prepare(&g)
	if m.From == g.banned {
		return fmt.Errorf("%s: the %s on %s moved in each of %s's last two turns; the same piece may not move three turns in a row",
			m, p.Kind(), m.From, s.toMove)
	}
	var buf [MaxPieceMoves]Move
	for _, lm := range s.pieceMoves(&g, m.From, buf[:0]) {
		if lm == m {
			return nil
		}
	}
	if s.Outcome().Over {
		return fmt.Errorf("the game is over")
	}
	return fmt.Errorf("%s: %s", m, s.whyNot(&g, m))
}

// whyNot explains an illegal move of the mover's piece on m.From.
func (s *State) whyNot(g *gen, m Move) string {
	p := s.cells[m.From]
	k := p.Kind()
	c := s.cells[m.To]
	enemy := seatBit[c]&g.foes != 0
	switch {
	case m.From == m.To:
		return "a piece must move"
	case c != NoPiece && c.Seat() != g.me && !enemy:
		return fmt.Sprintf("%s holds a piece of an ally: allies never capture each other", m.To)
	case c != NoPiece && !enemy:
		return fmt.Sprintf("%s holds a piece of your own", m.To)
	case m.IsPush() && k != Drum:
		return "only a drum pushes"
	case m.IsPush() && !s.push:
		return "drum pushes are not allowed in this game (option drum-push)"
	case m.IsPush() && !(enemy && c.Kind() == Cavalry):
		return fmt.Sprintf("%s holds no enemy cavalry to push", m.To)
	case m.Capture && c == NoPiece:
		return fmt.Sprintf("%s is empty: a move there is written %s-%s", m.To, m.From, m.To)
	case !m.Capture && !m.IsPush() && enemy:
		return fmt.Sprintf("%s holds an enemy piece: a capture is written %sx%s", m.To, m.From, m.To)
	}
	df, dr := m.To.File()-m.From.File(), m.To.Rank()-m.From.Rank()
	dist := max(abs(df), abs(dr))
	if df != 0 && dr != 0 && abs(df) != abs(dr) {
		return "a piece moves in a straight line (orthogonal or diagonal)"
	}
	dir := dirOf(sign(df), sign(dr))
	rng := k.Range()
	if k == Cavalry && s.tiles[m.From] == Hill {
		rng++
	}
	if dist > rng {
		return fmt.Sprintf("%s moves at most %d squares", article(k), rng)
	}
	if k == Cavalry && !dir.Diagonal() {
		if s.genMask[g.me] != 1<<g.me {
			return "a cavalry moves diagonally unless it starts next to a general of its own or an ally's"
		}
		return "a cavalry moves diagonally unless it starts next to a general of its own"
	}
	jumped := false
	for t, i := m.From, 1; i <= dist; i++ {
		t += delta[dir]
		last := i == dist
		if k != Drum && g.deny[t]&denyLOS != 0 {
			return fmt.Sprintf("%s is in the line of sight of an enemy cannon", t)
		}
		if (k == Cavalry || k == Cannon) && s.tiles[t] == Marsh {
			return fmt.Sprintf("%s cannot enter or pass the marsh on %s", article(k), t)
		}
		if k == Cannon && s.tiles[t] == Forest {
			return fmt.Sprintf("a cannon cannot enter the forest on %s", t)
		}
		if k == Cavalry && g.deny[t]&denyHorse != 0 {
			return fmt.Sprintf("%s holds or is next to an enemy drum, which scares horses", t)
		}
		if last || s.cells[t] == NoPiece {
			continue
		}
		switch {
		case k != Cavalry:
			return fmt.Sprintf("the way is blocked at %s", t)
		case s.tiles[m.From] == Village:
			return "a cavalry on a village cannot jump"
		case jumped:
			return "a cavalry jumps over one piece only"
		}
		jumped = true
	}
	if m.IsPush() {
		if max(abs(m.Push.File()-m.To.File()), abs(m.Push.Rank()-m.To.Rank())) != 1 {
			return fmt.Sprintf("%s is not next to %s", m.Push, m.To)
		}
		return fmt.Sprintf("the cavalry on %s could not move to %s by the rules", m.To, m.Push)
	}
	if !m.Capture {
		return "not a legal move"
	}
	nf := s.friendsNear(m.From, g.friends)
	tk := c.Kind()
	tile := s.tiles[m.To]
	switch {
	case k == Drum || k == Cannon:
		return "drums and cannons never capture"
	case tk == Drum:
		return "a drum can never be captured"
	case nf == 0:
		return fmt.Sprintf("the %s on %s has no friendly neighbour, so it cannot capture", k, m.From)
	case tk == Cavalry && k != Cavalry && nf < 2:
		return "to capture a cavalry, a piece other than a cavalry needs two friendly neighbours"
	case k == Infantry && s.tiles[m.From] == Marsh:
		return "an infantry in a marsh cannot capture"
	case k == Infantry && s.tiles[m.From] == Forest:
		return "an infantry in a forest cannot capture"
	case k == Cavalry && tile == Village && (tk == Infantry || tk == Cannon):
		return "a cavalry cannot capture an infantry or cannon on a village"
	case k == Cavalry && tile == Forest && tk == Infantry:
		return "a cavalry cannot capture an infantry in a forest"
	case k == Infantry && tile == Hill && tk == Infantry:
		return "an infantry cannot capture an infantry on a hill"
	}
	return "not a legal move"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func dirOf(df, dr int) Dir {
	for d := Dir(0); d < 8; d++ {
		if dirFile[d] == df && dirRank[d] == dr {
			return d
		}
	}
	return DirN
}

// article names a kind with its indefinite article.
func article(k Kind) string {
	if k == Infantry {
		return "an infantry"
	}
	return "a " + k.String()
}
