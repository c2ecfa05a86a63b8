package junqi

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/record"
)

// FuzzFromRecord: any text is read without a panic; a record that loads
// round-trips through Record() and answers every referee question.
func FuzzFromRecord(f *testing.F) {
	for _, seed := range []string{
		rec("2p", "c3=S5 a1=SF b12=NF c10=N4", "c3-c2 c10-c11 c2xc11"),
		rec("2p", perft2p, `[Mode "dark"]`, `[Options "battle-reveal nocapture=5"]`, "e4-e5 e7xe6"),
		rec("4p", perftMid4p, `[Teams "SN EW"]`, `[Options "allies-see"]`, "resign Ee6xSe6"),
		rec("4p", four, `[Seats "S W N"]`, "Sc3-Sc2 draw"),
		rec("2p", perftFlip, `[Mode "flip"]`, `[Turn "?"]`, "@a1 @c2 a1-b1"),
		rec("2p", "a1=SF* c3=N5*", `[Mode "flip"]`, `[Turn "?"]`, "@c3 resign"),
		"[Board \"4p\"]\n[Position \"Ca1=S1 Cc3=N1\"]\nCa1-Cb1 Cc3xCb1\n",
		"[Board \"2p\"]\n[Position \"\"]\n",
		"{comment} 1. a1-a2",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := record.Parse(text)
		if err != nil {
			return
		}
		m, err := FromRecord(r)
		if err != nil {
			if _, ok := err.(*record.Error); !ok {
				t.Fatalf("error is %T, not *record.Error: %v", err, err)
			}
			return
		}
		_ = m.Moves()
		_ = m.Result()
		for _, seat := range []string{"S", "E", "N", "W"} {
			m.View(seat)
		}
		if _, err := m.Perft(1); err != nil {
			t.Fatal(err)
		}
		back, err := loadErr(m.Record().String())
		if err != nil {
			t.Fatalf("own record does not load: %v\n%s", err, m.Record().String())
		}
		if back.game.State != m.game.State || back.Turn() != m.Turn() || back.Result() != m.Result() {
			t.Fatalf("record does not round-trip:\n%s", m.Record().String())
		}
	})
}

// configFor picks one of every board, mode and seating from a byte.
func configFor(sel uint8) Config {
	boards := []BoardKind{TwoPlayer, FourCountry}
	modes := []Mode{Open, Dark, Flip}
	cfg := DefaultConfig(boards[sel&1], modes[int(sel>>1)%3])
	if cfg.Board == FourCountry {
		switch (sel >> 3) % 4 {
		case 1:
			cfg.Teams = [][]Seat{{South, North}, {East, West}}
		case 2:
			if cfg.Mode != Flip { // three players, one empty area
				cfg.Seats = []Seat{South, East, West}
			}
		case 3:
			cfg.Seats = []Seat{South, West, North, East} // clockwise
			cfg.Teams = [][]Seat{{South, North}, {East, West}}
		}
	}
	cfg.BattleReveal = sel&32 != 0
	cfg.AlliesSee = sel&64 != 0
	if sel&128 != 0 {
		cfg.NoCapture = 0
	}
	return cfg
}

// checkInvariants tests a state against a recount from scratch.
func checkInvariants(t *testing.T, s *State, start [4][16]uint8, fought *[MaxPoints]bool) {
	t.Helper()
	b := s.Board()
	var count [4][16]uint8
	var mobile [4][3]uint64
	hash := turnKey(s.turn, s.turnKnown)
	var down uint8
	for p := 0; p < b.N; p++ {
		pc := s.sq[p]
		if pc == 0 {
			continue
		}
		count[pc.Seat()][pc.Rank().slot()]++
		if !pc.FaceDown() && pc.Rank().Movable() && (s.mode == Flip || b.KindOf(Point(p)) != HQ) {
			mobile[pc.Seat()][p>>6] |= 1 << (p & 63)
		}
		hash ^= pieceKey(Point(p), pc)
		if pc.FaceDown() {
			down++
		}
		if !pc.Rank().Real() {
			t.Fatalf("%s holds %#x", b.Name(Point(p)), pc)
		}
	}
	if count != s.count || mobile != s.mobile || hash != s.hash || down != s.faceDown {
		t.Fatalf("incremental counts, sets or hash drifted at %s", s.PositionString())
	}
	for x := range count {
		for r := range count[x] {
			if count[x][r] > start[x][r] {
				t.Fatalf("a %c of %v appeared", Rank(r).Code(), Seat(x))
			}
		}
	}
	// views: a seat sees a rank only where the rules let it
	for viewer := South; viewer <= West; viewer++ {
		v := s.View(viewer)
		for p := 0; p < b.N; p++ {
			pc, seen := s.sq[p], v.Squares[p]
			if (pc == 0) != (seen == 0) {
				t.Fatalf("view of %v shows %v at %s, board %v", viewer, seen, b.Name(Point(p)), pc)
			}
			if pc == 0 {
				continue
			}
			if pc.FaceDown() {
				if seen != unknownFaceDown {
					t.Fatalf("face-down %v at %s shows as %v", pc, b.Name(Point(p)), seen)
				}
				continue
			}
			if seen.Seat() != pc.Seat() {
				t.Fatalf("view of %v changes the seat at %s", viewer, b.Name(Point(p)))
			}
			if seen.Rank() == Unknown {
				continue
			}
			if seen.Rank() != pc.Rank() {
				t.Fatalf("view of %v lies at %s", viewer, b.Name(Point(p)))
			}
			if s.mode != Dark || pc.Seat() == viewer {
				continue
			}
			allowed := (s.alliesSee && s.Allies(viewer, pc.Seat())) ||
				(s.battleReveal && fought[p]) ||
				(pc.Rank() == Flag && s.bid == 0 && s.Count(pc.Seat(), Marshal) == 0) ||
				(pc.Rank() == Flag && s.bid > 0 && pc.Seat() != s.landlord)
			if !allowed {
				t.Fatalf("%v sees the %s of %v at %s", viewer, pc.Rank().Name(), pc.Seat(), b.Name(Point(p)))
			}
		}
	}
}

func randomGame(t *testing.T, seed uint64, sel uint8, maxPlies int) {
	cfg := configFor(sel)
	src := rand.NewPCG(seed, uint64(sel))
	s, err := NewRandomState(cfg, src)
	if err != nil {
		t.Fatalf("config %+v: %v", cfg, err)
	}
	m := NewMatch(s)
	start := s.count
	var fought [MaxPoints]bool
	buf := make([]Action, 0, MaxActions)
	for ply := 0; ply < maxPlies && !m.game.State.result.Over; ply++ {
		st := &m.game.State
		acts := st.Actions(buf)
		if len(acts) == 0 {
			t.Fatalf("ongoing game without a legal action at %s", st.PositionString())
		}
		r := intn(src, len(acts)+6)
		var err error
		switch {
		case r == len(acts) && src.Uint64()%8 == 0:
			_, known := st.Turn()
			err = m.Play("resign")
			if !known && err == nil {
				t.Fatal("resign accepted before the first flip")
			}
		case r == len(acts)+1 && src.Uint64()%64 == 0:
			err = m.Play("draw")
		default:
			a := acts[r%len(acts)]
			var bt Battle
			bt, err = m.Apply(a)
			switch a.Kind {
			case MoveTo:
				fought[a.To], fought[a.From] = fought[a.From], false
			case Attack:
				fought[a.From] = false
				fought[a.To] = !(bt.AttackerRemoved && bt.DefenderRemoved)
			}
		}
		if err != nil && !strings.Contains(err.Error(), "refused before the first flip") {
			t.Fatalf("legal action refused: %v", err)
		}
		checkInvariants(t, &m.game.State, start, &fought)
	}
	back, err := loadErr(m.Record().String())
	if err != nil || back.game.State != m.game.State {
		t.Fatalf("record does not replay (%v):\n%s", err, m.Record().String())
	}
}

// FuzzPlayout: random games in every mode and seating never panic and keep
// every invariant.
func FuzzPlayout(f *testing.F) {
	for sel := 0; sel < 256; sel += 7 {
		f.Add(uint64(sel*31+1), uint8(sel))
	}
	f.Fuzz(func(t *testing.T, seed uint64, sel uint8) {
		randomGame(t, seed, sel, 2000)
	})
}
