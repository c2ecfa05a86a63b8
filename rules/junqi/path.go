package junqi

import "warboard/rules/record"

// Read-only helpers for the app's play flow: they answer questions the app
// must not decide itself.

// Path is the way a legal move or attack runs along the railway, from its
// start to its end, both included; nil for a road step, a flip or an action
// that is not legal. An engineer's turning run is a shortest one.
func (s *State) Path(a Action) []Point {
	if a.Kind == FlipUp || !s.Legal(a) {
		return nil
	}
	b := s.Board()
	for _, q := range b.RoadNeighbours(a.From) {
		if q == a.To {
			return nil // one road step
		}
	}
	empty := func(q Point) bool { return s.At(q) == 0 }
	return b.RailPath(a.From, a.To, s.At(a.From).Rank() == Engineer, empty)
}

// RailPath is a run along the railway from one point to another, both included, over
// points empty says are clear: along one straight rail line, or, when turns (an
// engineer's run), the shortest run that may turn at the rails' joins; nil when there is
// none. The screens slide a piece along it, from the rules' state or from a seat's view.
func (b *Board) RailPath(from, to Point, turns bool, empty func(Point) bool) []Point {
	if turns {
		return b.turningRun(from, to, empty)
	}
	for _, line := range b.Lines {
		i, j := indexIn(line, from), indexIn(line, to)
		if i < 0 || j < 0 {
			continue
		}
		step := 1
		if j < i {
			step = -1
		}
		clear := true
		for k := i + step; k != j; k += step {
			if !empty(line[k]) {
				clear = false
				break
			}
		}
		if !clear {
			continue
		}
		var path []Point
		for k := i; ; k += step {
			path = append(path, line[k])
			if k == j {
				return path
			}
		}
	}
	return nil
}

func indexIn(line []Point, p Point) int {
	for i, q := range line {
		if q == p {
			return i
		}
	}
	return -1
}

// turningRun: breadth first over rail links through empty points.
func (b *Board) turningRun(from, to Point, empty func(Point) bool) []Point {
	var prev [MaxPoints]Point
	for i := range prev {
		prev[i] = NoPoint
	}
	prev[from] = from
	queue := []Point{from}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, q := range b.RailNeighbours(cur) {
			if prev[q] != NoPoint {
				continue
			}
			prev[q] = cur
			if q == to {
				var rev []Point
				for p := to; p != from; p = prev[p] {
					rev = append(rev, p)
				}
				rev = append(rev, from)
				for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
					rev[i], rev[j] = rev[j], rev[i]
				}
				return rev
			}
			if empty(q) {
				queue = append(queue, q)
			}
		}
	}
	return nil
}

// BattleKnown reports whether viewer may know the ranks of a battle's attacker
// and defender under the rules s is played by. After a battle in 暗棋 every
// seat sees what happened but not the ranks, except its own (and with 双明 its
// allies'), those 战后亮子 shows, and a captured flag, which ends a seat's game
// in public. NoSeat asks what everybody knows.
func (s *State) BattleKnown(viewer Seat, bt Battle) (attacker, defender bool) {
	if bt.Action.Kind != Attack {
		return false, false
	}
	cfg := s.Config()
	if cfg.Mode != Dark || cfg.BattleReveal {
		return true, true
	}
	known := func(pc Piece) bool {
		seat := pc.Seat()
		return viewer < 4 && (seat == viewer || cfg.AlliesSee && s.Allies(viewer, seat))
	}
	return known(bt.Attacker), known(bt.Defender) || bt.FlagCaptured
}

// ConfigFromTags reads the rules of a game from a record's tags (Game, Board,
// Mode, Seats, Teams, Options) without needing a Position: what the app has
// while the players still deploy. Errors are *record.Error as in FromRecord.
func ConfigFromTags(rec *record.Record) (Config, error) {
	if rec == nil {
		return Config{}, record.LineError(0, "no record")
	}
	cfg, hr, err := readTags(rec)
	if err != nil {
		return cfg, err
	}
	if hr != nil { // 三打一: the rules of play come from the hand, once it is deployed
		if _, ok := rec.Tag("Position"); !ok {
			return cfg, record.LineError(rec.TagLine("Variant"), "Variant: a 三打一 hand before play is not opened in the app yet")
		}
		m, err := sandayiFromRecord(&record.Record{Tags: rec.Tags}, cfg, *hr)
		if err != nil {
			return cfg, err
		}
		st := m.State()
		return st.Config(), nil
	}
	if _, err := NewState(cfg); err != nil {
		return cfg, record.LineError(firstLine(rec, "Seats", "Teams", "Options", "Board"), "%v", err)
	}
	if cfg.Seats == nil {
		s, _ := NewState(cfg)
		cfg.Seats = s.Seats()
	}
	return cfg, nil
}
