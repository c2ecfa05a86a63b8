package junqiplay

import (
	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// The count panel (记牌): for each other seat, how many of each rank are not yet
// accounted for as far as the screen's seat can tell: the set minus the pieces seen
// removed and the pieces whose rank it knows or has deduced. Ranks removed unseen make
// the count a range. The deductions are the computer players' own hard ones
// (know.Observe): what a piece's moves and battles rule out.

// Tally is one seat's pieces as another seat counts them; arrays are indexed by
// junqi.Rank (1…12, and 三打一's 13 元帅, 14 堡垒, 16 导弹).
type Tally struct {
	Seat junqi.Seat
	Out  bool // the seat is out: its pieces have left the board
	// Total is how many the seat started with (in 三打一 the most it may have started
	// with); Dead how many were removed with a rank the counting seat saw; Seen how many
	// stand on the board with a rank it knows or deduced.
	Total, Dead, Seen [junqi.NumRanks]int
	// Min and Max bound how many of each rank stand hidden on the board.
	Min, Max [junqi.NumRanks]int
	// Size is how many pieces the seat started with (25, or the landlord's 39: everybody
	// knows it); Own marks the counting seat's own army, counted exactly.
	Size int
	Own  bool
	// UnknownDead counts pieces removed without the counting seat learning their rank;
	// Hidden the pieces on the board whose rank it does not know (in 翻棋 every face-down
	// piece, whose colour nobody knows either).
	UnknownDead, Hidden int
}

// Left is the count of rank r not accounted for, as a range.
func (t *Tally) Left(r junqi.Rank) (lo, hi int) { return t.Min[r], t.Max[r] }

// Seen is one piece of the counted seat as the counting seat knows it: its rank, or
// Unknown with the ranks it may still be (Possible, bit r for rank r; 0 when nothing is
// ruled out).
type Seen struct {
	Rank     junqi.Rank
	Possible uint32
}

// rank is the piece's rank when it is known or deduced (one rank possible), else 0.
func (p Seen) rank() junqi.Rank {
	if p.Rank >= junqi.Engineer && p.Rank < junqi.NumRanks && p.Rank != junqi.Unknown {
		return p.Rank
	}
	return single(p.Possible)
}

func (p Seen) possible() uint32 {
	if p.Possible == 0 {
		return 1<<junqi.NumRanks - 2 // every rank
	}
	return p.Possible
}

// CountPieces counts one seat's pieces: its starting set (pieces by rank), its pieces
// removed from the board and those on it, each as the counting seat knows it. Pure: the
// panel's numbers come from here alone.
//
// Of rank r, left = start − removed known − on the board known; at most as many stand
// hidden as hidden pieces may be r, at least left minus the unseen removed ones that may
// have been r.
func CountPieces(seat junqi.Seat, start [junqi.NumRanks]int, removed, board []Seen) Tally {
	return countRange(seat, start, start, removed, board)
}

// countRange is CountPieces for a seat whose start the counting seat knows only as a
// range: between lo and hi of each rank (三打一's secret deals).
func countRange(seat junqi.Seat, lo, hi [junqi.NumRanks]int, removed, board []Seen) Tally {
	t := Tally{Seat: seat, Total: hi}
	var could, mayBeDead [junqi.NumRanks]int
	for _, pc := range removed {
		if r := pc.rank(); r != 0 {
			t.Dead[r]++
			continue
		}
		t.UnknownDead++
		for r := junqi.Engineer; r < junqi.NumRanks; r++ {
			if pc.possible()>>r&1 != 0 {
				mayBeDead[r]++
			}
		}
	}
	for _, pc := range board {
		if r := pc.rank(); r != 0 {
			t.Seen[r]++
			continue
		}
		t.Hidden++
		for r := junqi.Engineer; r < junqi.NumRanks; r++ {
			if pc.possible()>>r&1 != 0 {
				could[r]++
			}
		}
	}
	for r := 1; r < junqi.NumRanks; r++ {
		left := max(0, hi[r]-t.Dead[r]-t.Seen[r])
		t.Max[r] = min(left, could[r])
		t.Min[r] = min(t.Max[r], max(0, lo[r]-t.Dead[r]-t.Seen[r]-mayBeDead[r]))
	}
	return t
}

// single is the rank of a set that holds one rank only, else 0.
func single(set uint32) junqi.Rank {
	if set == 0 || set&(set-1) != 0 {
		return 0
	}
	for r := junqi.Rank(1); r < junqi.NumRanks; r++ {
		if set == 1<<r {
			return r
		}
	}
	return 0
}

// CanCount reports whether Counts has something to count now, without counting.
func (s *Session) CanCount() bool {
	return s.markScreen() != junqi.NoSeat && s.cfg.Mode != junqi.Open
}

// Counts is the count panel for the screen's seat: every other seat of the game (in
// 翻棋 every colour, the seat's own too, since nobody knows a face-down piece), in play
// order. Nil when no person's board shows, or in an open game (nothing is hidden).
func (s *Session) Counts() []Tally {
	if !s.CanCount() {
		return nil
	}
	return s.CountsAs(s.markScreen())
}

// CountsAs is the count panel of seat viewer, whoever's screen shows (an online room's
// server counts for each seat from that seat's observation alone): nil before play, in an
// open game, for a seat not in the game, and in 翻棋 before the colours are dealt.
func (s *Session) CountsAs(viewer junqi.Seat) []Tally {
	if s.match == nil || s.cfg.Mode == junqi.Open || viewer > junqi.West || seatMask(s.cfg.Seats)&(1<<viewer) == 0 {
		return nil
	}
	if st := s.match.State(); !turnKnown(&st) {
		return nil
	}
	pic := s.pictureAs(viewer, Play)
	if s.cfg.Bid > 0 && s.match.Hand() != nil {
		return s.sandayiCounts(viewer, pic)
	}
	startMatch, err := s.origin()
	if err != nil {
		return nil
	}
	obs, _ := know.Observe(s.match, viewer) // without it, no deductions: the counts stay true
	st := s.match.State()
	v := st.View(viewer)
	var out []Tally
	for _, x := range s.cfg.Seats {
		if x == viewer && s.cfg.Mode != junqi.Flip {
			continue
		}
		var start [junqi.NumRanks]int
		for p := 0; p < startMatch.Board().N; p++ {
			if pc := startMatch.At(junqi.Point(p)); !pc.Empty() && pc.Seat() == x && pc.Rank() <= junqi.Flag {
				start[pc.Rank()]++
			}
		}
		var board []Seen
		for p := 0; p < st.Board().N; p++ {
			pc := v.Squares[p]
			if pc.FaceDown() {
				// its colour is hidden too: it may be any colour's, within what is left
				ob := Seen{Rank: junqi.Unknown}
				if obs != nil {
					ob.Possible = obs.Possible(junqi.Point(p))
				}
				board = append(board, ob)
				continue
			}
			if pc.Empty() || pc.Seat() != x {
				continue
			}
			ob := Seen{Rank: pc.Rank()}
			if pc.Rank() == junqi.Unknown && obs != nil {
				ob.Possible = obs.Possible(junqi.Point(p))
			}
			board = append(board, ob)
		}
		t := CountPieces(x, start, removedOf(pic.Lost[x&3], obs, x), board)
		t.Out = v.Out&(1<<x) != 0
		out = append(out, t)
	}
	return out
}

// removedOf is a seat's removed pieces: the ranks the side panel's losses name, and for
// the unseen ones the deductions, when the observation lists as many (else nothing is
// ruled out for them).
func removedOf(lost []byte, obs *know.Observation, x junqi.Seat) []Seen {
	var unseen []uint32
	if obs != nil {
		unseen = obs.Removed(x)
	}
	n := 0
	for _, c := range lost {
		if _, ok := junqi.RankOf(c); !ok {
			n++
		}
	}
	if len(unseen) != n {
		unseen = nil
	}
	out := make([]Seen, 0, len(lost))
	for _, c := range lost {
		if r, ok := junqi.RankOf(c); ok {
			out = append(out, Seen{Rank: r})
			continue
		}
		pc := Seen{Rank: junqi.Unknown}
		if len(unseen) > 0 {
			pc.Possible, unseen = unseen[0], unseen[1:]
		}
		out = append(out, pc)
	}
	return out
}
