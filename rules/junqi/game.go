package junqi

// Game is a State plus the hash history that threefold repetition needs.
// Computer players may search on bare States; the referee and the app use Game.
type Game struct {
	State State
	hist  []uint64 // hashes of every position so far
	start int      // hist[start:] are the positions since the last irreversible action
	// seen counts hist[start:] by the low byte of the hash: the exact count
	// is only needed when a byte comes up a third time.
	seen [256]uint16
}

// NewGame starts the history at s (call s.Begin first).
func NewGame(s State) *Game {
	g := &Game{hist: make([]uint64, 0, 128)}
	g.Reset(s)
	return g
}

// Reset reuses g's history buffer for a new game from s.
func (g *Game) Reset(s State) {
	g.State = s
	g.hist = append(g.hist[:0], s.hash)
	g.start = 0
	g.seen = [256]uint16{}
	g.seen[s.hash&255] = 1
}

// Apply plays a legal action and checks repetition last, after the State's checks.
func (g *Game) Apply(a Action) Battle {
	before := g.State.faceDown
	bt := g.State.Apply(a)
	g.note(bt.AttackerRemoved || bt.DefenderRemoved || g.State.noCapture == 0 || g.State.faceDown != before)
	return bt
}

// Resign and AgreeDraw act on the State and keep the history in step.
func (g *Game) Resign() error {
	if err := g.State.Resign(); err != nil {
		return err
	}
	g.note(true)
	return nil
}

func (g *Game) AgreeDraw() error { return g.State.AgreeDraw() }

// note records the new position; an irreversible action (a removal, a flip)
// means no earlier position can come back, so the history restarts.
func (g *Game) note(irreversible bool) {
	if irreversible {
		g.start = len(g.hist)
		g.seen = [256]uint16{}
	}
	h := g.State.hash
	g.hist = append(g.hist, h)
	g.seen[h&255]++
	if g.State.result.Over || g.seen[h&255] < 3 {
		return
	}
	n := 0
	for _, x := range g.hist[g.start:] {
		if x == h {
			n++
		}
	}
	if n >= 3 {
		g.State.result = Result{Over: true, Draw: true, Reason: Repetition}
	}
}

// Repetitions is how often the current position has occurred (1 = first time).
func (g *Game) Repetitions() int {
	n := 0
	for _, x := range g.hist[g.start:] {
		if x == g.State.hash {
			n++
		}
	}
	return n
}

// mark and restore let a search undo actions by copying the State back.
type gameMark struct {
	state    State
	n, start int
}

func (g *Game) mark() gameMark { return gameMark{g.State, len(g.hist), g.start} }

func (g *Game) restore(m gameMark) {
	if m.start == g.start {
		for _, h := range g.hist[m.n:] {
			g.seen[h&255]--
		}
	} else {
		g.seen = [256]uint16{}
		for _, h := range g.hist[m.start:m.n] {
			g.seen[h&255]++
		}
	}
	g.State, g.hist, g.start = m.state, g.hist[:m.n], m.start
}

// Perft counts the action sequences of the given length from the current
// position; a finished game has none.
func (g *Game) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if g.State.result.Over {
		return 0
	}
	var buf [MaxActions]Action
	acts := g.State.Actions(buf[:0])
	if depth == 1 {
		return uint64(len(acts))
	}
	var n uint64
	for _, a := range acts {
		m := g.mark()
		g.Apply(a)
		n += g.Perft(depth - 1)
		g.restore(m)
	}
	return n
}
