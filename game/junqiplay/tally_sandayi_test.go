package junqiplay

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/junqi"
)

// boundsHand deals a hand from seed, East the landlord on a bid of 2, its pick random.
func boundsHand(t *testing.T, seed uint64, open bool) *junqi.Hand {
	t.Helper()
	h, err := junqi.NewHand(junqi.HandRules{PoolOpen: open}, nil, rand.NewPCG(seed, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []int{junqi.Pass, 2, junqi.Pass, junqi.Pass} {
		if err := h.MakeBid(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.RandomPick(rand.NewPCG(seed, 2)); err != nil {
		t.Fatal(err)
	}
	return h
}

// TestSandayiBoundsTellNothingHidden: a seat's count of the others (SandayiBounds) holds
// every army as it truly is, knows its own exactly, the armies' sizes and flags, a
// farmer's five 排长, the landlord's 元帅 堡垒 导弹 only as possible (exactly, with the
// pick shown) — and stays the same when what the seat may not see changes: the other
// seats' deals shuffled among them (and, for a farmer, the pool).
func TestSandayiBoundsTellNothingHidden(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		for _, open := range []bool{false, true} {
			h := boundsHand(t, seed, open)
			for viewer := junqi.South; viewer <= junqi.West; viewer++ {
				for x := junqi.South; x <= junqi.West; x++ {
					lo, hi := SandayiBounds(h, viewer, x)
					var truth [junqi.NumRanks]int
					for _, r := range h.Army(x) {
						truth[r]++
					}
					size, slo, shi := len(h.Army(x)), 0, 0
					for r := range truth {
						if truth[r] < lo[r] || truth[r] > hi[r] {
							t.Fatalf("seed %d: %v counts %v's %s as %d–%d, it holds %d", seed, viewer, x, junqi.Rank(r).Name(), lo[r], hi[r], truth[r])
						}
						if x == viewer && lo[r] != hi[r] {
							t.Fatalf("seed %d: %v does not know its own %s", seed, viewer, junqi.Rank(r).Name())
						}
						slo += lo[r]
						shi += hi[r]
					}
					if slo > size || shi < size {
						t.Fatalf("seed %d: %v's sizes %d–%d around %d", seed, x, slo, shi, size)
					}
					if lo[junqi.Flag] != 1 || hi[junqi.Flag] != 1 {
						t.Fatalf("seed %d: the flag of %v counted %d–%d", seed, x, lo[junqi.Flag], hi[junqi.Flag])
					}
					if x == junqi.East && x != viewer {
						for _, r := range []junqi.Rank{junqi.Supreme, junqi.Fortress, junqi.Missile} {
							if !open && (lo[r] != 0 || hi[r] != 1) {
								t.Fatalf("seed %d: %v counts the landlord's %s %d–%d, not as possible", seed, viewer, r.Name(), lo[r], hi[r])
							}
							if open && (lo[r] != truth[r] || hi[r] != truth[r]) {
								t.Fatalf("seed %d: the pick is shown, yet %s counts %d–%d", seed, r.Name(), lo[r], hi[r])
							}
						}
					}
					if x != junqi.East && lo[junqi.Lieutenant] < junqi.FarmerExtra {
						t.Fatalf("seed %d: a farmer's five 排长 not counted", seed)
					}
					for _, r := range []junqi.Rank{junqi.Supreme, junqi.Fortress, junqi.Missile} {
						if x != junqi.East && hi[r] != 0 {
							t.Fatalf("seed %d: a farmer may hold %s", seed, r.Name())
						}
					}
				}
				// what viewer cannot see, changed: the others' deals dealt again among them
				other := shuffledOthers(t, h, viewer, seed, open)
				for x := junqi.South; x <= junqi.West; x++ {
					lo1, hi1 := SandayiBounds(h, viewer, x)
					lo2, hi2 := SandayiBounds(other, viewer, x)
					if lo1 != lo2 || hi1 != hi2 {
						t.Fatalf("seed %d: %v's count of %v changes with what it cannot see", seed, viewer, x)
					}
				}
			}
		}
	}
}

// shuffledOthers is h with the pieces viewer cannot see dealt again among the seats it
// cannot see: the other seats' deals (and, for a farmer viewer without the pick shown,
// the pool's undealt pieces with them), the same bids, and a pick of the new pool that
// keeps what viewer may know of it (its extras; all of it when shown).
func shuffledOthers(t *testing.T, h *junqi.Hand, viewer junqi.Seat, seed uint64, open bool) *junqi.Hand {
	t.Helper()
	landlord, _, _ := h.Landlord()
	var hidden []junqi.Rank
	for x := junqi.South; x <= junqi.West; x++ {
		if x != viewer {
			hidden = append(hidden, h.Deal[x][:]...)
		}
	}
	if viewer != landlord && !open {
		for _, r := range h.Pool() { // a farmer never saw the undealt pieces either
			if r <= junqi.Bomb {
				hidden = append(hidden, r)
			}
		}
	}
	src := rand.New(rand.NewPCG(seed, 77))
	src.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	var deal [4][]junqi.Rank
	for x := junqi.South; x <= junqi.West; x++ {
		if x == viewer {
			deal[x] = append([]junqi.Rank(nil), h.Deal[x][:]...)
			continue
		}
		deal[x], hidden = hidden[:junqi.DealSize], hidden[junqi.DealSize:]
	}
	g, err := junqi.NewHand(h.Rules, nil, rand.NewPCG(1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetDeal(deal); err != nil {
		t.Fatal(err)
	}
	for _, b := range h.Bids {
		if err := g.MakeBid(b.Value); err != nil {
			t.Fatal(err)
		}
	}
	if viewer == landlord || open {
		// the landlord saw the pool, everybody saw an open pick: keep the pick, which the
		// new pool (the same undealt pieces, the deals shuffled among the farmers) holds
		if err := g.TakePick(h.Pick); err != nil {
			t.Fatal(err)
		}
		return g
	}
	// a farmer saw neither: any pick from the new pool
	if err := g.RandomPick(rand.NewPCG(seed, 78)); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSandayiCounts: in a dark 三打一 hand played at random, South's count panel shows
// its own army exactly (what is left of it), every other army as a range that holds the
// truth, with the sizes 25 and 39 and 三打一's extra ranks; an open hand has no panel.
func TestSandayiCounts(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		for _, mode := range []junqi.Mode{junqi.Dark, junqi.Open} {
			h, err := NewSandayiHand(junqi.HandRules{PoolOpen: seed%2 == 0}, mode, 70, seed%3 == 0, false, seed)
			if err != nil {
				t.Fatal(err)
			}
			h.SetComputers("SENW", "S=random E=random N=random W=random")
			for i := 0; h.Phase() != HandPlay; i++ {
				if err := h.DecideRandom(rand.NewPCG(seed, uint64(i))); err != nil {
					t.Fatal(err)
				}
			}
			landlord, _, _ := h.Match().Hand().Landlord()
			s, err := FromRecord(h.Match().Record(), Options{Computers: "ENW"})
			if err != nil {
				t.Fatal(err)
			}
			src := rand.New(rand.NewPCG(seed, 5))
			for ply := 0; ply < 160 && s.Phase() == Play; ply++ {
				if mode == junqi.Open {
					if s.CanCount() || s.Counts() != nil {
						t.Fatal("an open hand has a count panel")
					}
				} else if ply%8 == 0 {
					checked += checkSandayiCounts(t, s, landlord)
				}
				ms := s.LegalMoves()
				pd := s.Pending()
				if pd.What != DecideMove || len(ms) == 0 {
					break
				}
				if err := s.Decide(pd.Seat, ms[src.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("the panel was checked %d times", checked)
	}
}

// checkSandayiCounts checks South's panel against the board as it truly stands (1 when
// it was checked).
func checkSandayiCounts(t *testing.T, s *Session, landlord junqi.Seat) int {
	t.Helper()
	if s.markScreen() != junqi.South {
		return 0 // South is out, or not at the device
	}
	ts := s.Counts()
	if len(ts) != 4 || ts[0].Seat != junqi.South || !ts[0].Own {
		t.Fatalf("South's panel: %d columns, first %v own %v", len(ts), ts[0].Seat, ts[0].Own)
	}
	st := s.match.State()
	v := st.View(junqi.South)
	for _, tl := range ts {
		if want := 25; tl.Seat == landlord && tl.Size != 39 || tl.Seat != landlord && tl.Size != want {
			t.Fatalf("%v's size %d", tl.Seat, tl.Size)
		}
		if tl.Out {
			continue
		}
		// the truth: of each rank, how many stand on the board and how many South sees
		var on, seen [junqi.NumRanks]int
		for p := 0; p < st.Board().N; p++ {
			pc := st.At(junqi.Point(p))
			if pc.Empty() || pc.Seat() != tl.Seat {
				continue
			}
			on[pc.Rank()]++
			if vp := v.Squares[p]; vp.Rank() != junqi.Unknown {
				seen[pc.Rank()]++
			}
		}
		for r := junqi.Engineer; r < junqi.NumRanks; r++ {
			lo, hi := tl.Left(r)
			want := on[r] - seen[r]
			if tl.Own {
				want = on[r]
				if lo != hi {
					t.Fatalf("South's own %s counted %d–%d", r.Name(), lo, hi)
				}
			}
			if want < lo || want > hi {
				t.Fatalf("%v's %s: %d–%d on the panel, %d in truth\n%s", tl.Seat, r.Name(), lo, hi, want, s.RecordText())
			}
		}
		if tl.Seat == landlord && !tl.Own && tl.Max[junqi.Supreme] > 1 {
			t.Fatalf("the landlord's 元帅 counted up to %d", tl.Max[junqi.Supreme])
		}
	}
	return 1
}

// TestSandayiMarks: in a dark 三打一 hand South may mark a hidden piece as 元帅, 堡垒 or
// 导弹 (the chooser's codes include them); in another Junqi game those guesses are refused.
func TestSandayiMarks(t *testing.T) {
	h, _ := NewSandayiHand(junqi.HandRules{}, junqi.Dark, 70, false, false, 3)
	h.SetComputers("SENW", "S=random E=random N=random W=random")
	for i := 0; h.Phase() != HandPlay; i++ {
		if err := h.DecideRandom(rand.NewPCG(3, uint64(i))); err != nil {
			t.Fatal(err)
		}
	}
	s, err := FromRecord(h.Match().Record(), Options{Computers: "ENW"})
	if err != nil {
		t.Fatal(err)
	}
	if s.MarkCodes() != SandayiMarkCodes {
		t.Fatalf("三打一's marks %q", s.MarkCodes())
	}
	marked := 0
	for p := 0; p < junqi.BoardOf(junqi.FourCountry).N && marked < 3; p++ {
		if s.CanMark(junqi.Point(p)) {
			if err := s.SetMark(junqi.Point(p), "ATR"[marked]); err != nil {
				t.Fatal(err)
			}
			marked++
		}
	}
	if marked != 3 {
		t.Fatal("no hidden piece to mark")
	}
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(data)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range back.Picture().Marks {
		if c == 'A' || c == 'T' || c == 'R' {
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d of the three marks came back", n)
	}
	two := darkGame(t, "", "")
	for p := 0; p < 120; p++ {
		if two.CanMark(junqi.Point(p)) {
			if two.SetMark(junqi.Point(p), 'A') == nil {
				t.Fatal("a 元帅 guess outside 三打一")
			}
			return
		}
	}
	t.Fatal("no piece to mark in the two-player game")
}
