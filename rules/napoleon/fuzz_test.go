package napoleon

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/record"
)

// FuzzFromRecord: any text either fails with a *record.Error or replays to a
// match whose outputs are consistent; it never panics.
func FuzzFromRecord(f *testing.F) {
	seeds := []string{
		"[Board \"8x8\"]\n[Position \"" + standardSouth + " " + standardNorth + "\"]\n\na2-a4 a7-a5 b2-b3 b3>NE",
		"[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"drum-push drums-scare target=3\"]\n[Position \"d4=SD d6=NC a1=SI h8=NG\"]\nd4-d6/c7 h8-h7 draw",
		"[Board \"15x15\"]\n[Options \"middle=low turnlimit=3\"]\n[Terrain \"d8=hill e8=marsh\"]\n[Position \"d8=SK>E o15=NI a1=SC\"]\n[Turn \"N\"]\no15-o14 d8-c8 c8>S",
		"[Board \"10x10\"]\n[Options \"antique\"]\n[Seats \"N S\"]\n[Position \"" + tenSouth + " " + tenNorth + "\"]\nresign",
		"[Board \"7x9\"]\n[Terrain \"c4=village e5=forest\"]\n[Position \"c4=SC e5=NI\"]\nc4-d5 e5xd5",
		"[Board \"8x8\"]\n[Position \"a1=SK\"]",
		"c1>NE d2-d4",
		// Waterloo: three and four armies, teams, an army out
		"[Board \"12x12\"]\n[Seats \"S E N\"]\n[Position \"a1=SI k12=SI k11=SI l11=SI l12=NK>W c12=NI l6=EC\"]\na1-a2 l6-k5 resign",
		"[Board \"13x13\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n[Options \"ally-general drum-push target=2\"]\n[Position \"e5=SD e6=EC f6=WG a1=SI m7=EI g13=NK>S a7=WC\"]\n[Turn \"W\"]\na7-b8 e6-f7 g13-g12 draw",
		"[Board \"15x15\"]\n[Seats \"S W N\"]\n[Teams \"S WN\"]\n[Options \"middle=high\"]\n[Position \"h8=SG a8=WI h15=NK>S\"]\nh8-h9",
		// big boards: two-letter files, a capture from file x, the largest size
		"[Board \"16x16\"]\n[Options \"target=10\"]\n[Terrain \"" + giantTerrain + "\"]\n[Position \"" + giantPos + "\"]\nc5-c6 c14-d13",
		"[Board \"32x32\"]\n[Options \"target=30 drum-push\"]\n[Terrain \"ab3=hill y25=village\"]\n[Position \"" + hugePos + "\"]\naa1-aa3 ae31-ae29",
		"[Board \"24x16\"]\n[Position \"x2=SI w3=SI x4=NC a16=NG\"]\nx2xx4",
		"[Board \"12x5\"]\n[Options \"middle=high\"]\n[Position \"a1=SG l5=NG b1=SI\"]\nb1-b2",
		"[Board \"4x4\"]\n[Position \"a1=SI d4=NI\"]\na1-a2",
		"[Board \"33x33\"]\n[Position \"a1=SI\"]",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := record.Parse(text)
		if err != nil {
			return
		}
		m, err := FromRecord(rec)
		if err != nil {
			if _, ok := err.(*record.Error); !ok {
				t.Fatalf("error %T is not a *record.Error: %v", err, err)
			}
			return
		}
		moves := m.Moves()
		if m.Result() == "ongoing" {
			if len(moves) == 0 || m.Turn() == "-" {
				t.Fatalf("ongoing with no moves")
			}
		} else if moves != nil || m.Turn() != "-" {
			t.Fatalf("over but moves listed")
		}
		if n, err := m.Perft(1); err != nil || n != uint64(len(moves)) {
			t.Fatalf("perft(1) %d, %d moves", n, len(moves))
		}
		for _, st := range m.cfg.Armies.Order() {
			seat := st.String()
			if v, err := m.View(seat); err != nil || v != m.Position() {
				t.Fatalf("view %s differs from the open position", seat)
			}
		}
		// the written record replays to the same game
		m2, err := FromRecord(m.Record())
		if err != nil {
			t.Fatalf("replaying the written record: %v\n%s", err, m.Record())
		}
		if m2.Position() != m.Position() || m2.Result() != m.Result() || m2.Turn() != m.Turn() {
			t.Fatalf("written record replays differently")
		}
		// every listed move plays
		for i, mv := range moves {
			if i > 40 {
				break
			}
			c := *m
			c.moves = append([]string(nil), m.moves...)
			if err := c.Play(mv); err != nil {
				t.Fatalf("listed move %s refused: %v", mv, err)
			}
		}
	})
}

// FuzzWaterlooGame plays a random game of three or four armies (the size,
// seats, teams and terrain from the fuzzer's bits), checking the
// invariants after every turn.
func FuzzWaterlooGame(f *testing.F) {
	for v := 0; v < 64; v += 7 {
		f.Add(uint64(v)*131, uint8(v))
	}
	f.Fuzz(func(t *testing.T, seed uint64, v uint8) {
		seats := [...]string{"S E N", "S E N W", "N W S", "S W N E"}[v&3]
		teams := ""
		if v&4 != 0 {
			teams = map[string]string{"S E N": "S EN", "S E N W": "SN EW", "N W S": "NW S", "S W N E": "S WNE"}[seats]
		}
		size := WaterlooMinSize + int(v>>3&3)
		army := waterlooArmy12
		if size >= 14 {
			army = Army16
		}
		rng := rand.New(rand.NewPCG(seed, uint64(v)))
		s := waterlooGame(t, size, seats, teams, army, rng, v&0x40 != 0)
		var buf [1024]Move
		for ply := 0; ply < 400 && !s.Outcome().Over; ply++ {
			moves := s.LegalMoves(buf[:0])
			s.Play(moves[rng.IntN(len(moves))])
			if err := checkWaterloo(&s); err != nil {
				t.Fatalf("ply %d: %v\n%s", ply, err, s.Position())
			}
		}
	})
}

// FuzzRandomGame plays a random game of a variant chosen by the fuzzer,
// checking the invariants after every move.
func FuzzRandomGame(f *testing.F) {
	for v := 0; v < 256; v += 17 {
		f.Add(uint64(v)*31, uint8(v))
	}
	f.Fuzz(func(t *testing.T, seed uint64, variant uint8) {
		randomGameChecked(t, seed, variant, 400)
	})
}
