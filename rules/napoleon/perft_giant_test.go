package napoleon

import "testing"

// A 16x16 position (four panels, the 40-piece armies, random symmetric
// terrain, 24 random plies on): the figures are frozen, and depths 1-2 agree
// with the plain oracle generator, which knows nothing of the padded grid.
const (
	giantTerrain = "b13=village b4=village f12=hill f5=hill f8=marsh f9=marsh g8=forest g9=forest i12=village i5=village j10=village j13=forest j4=forest j7=village k10=forest k11=marsh k6=marsh k7=forest l10=hill l7=hill n8=hill n9=hill p10=hill p7=hill"
	giantPos     = "a14=NG a15=NI a16=NK>W a2=SI a4=SG b1=SK>E b14=ND b15=NK>W b16=NI b2=SK>S b3=SK>S b7=SC c1=SK>SW c10=SC c14=NC c15=NC c16=NC c2=SI c4=SI c5=SC d1=SI d15=NG d16=NG d5=SI e1=SC e12=NC e14=NI e16=NK>SW f1=SI f14=NI g1=SC g13=NK>S g14=NI g15=NI g16=NK>N g2=SK>N g3=SK>NE h1=SI h13=NI h15=NI h2=SD i1=SC i15=NI i16=NK>SE i2=SD j1=SI j14=NC j15=NK>NE j16=NC j2=SI j4=SC k1=SG k12=NC k15=NC k2=SI k4=SG l1=SC l11=NI l15=NI l16=NG l2=SI l3=SG m1=SK>W m15=NC m16=ND m2=SI n1=SC n14=NG n15=NI n16=NK>E n3=SC o1=SI o13=NC o16=NI o2=SI p1=SK>N p13=NI p15=NI p2=SG p3=SI"
	// 32x32: the far corner and the two-letter files, a cavalry on a hill
	// by its general, a cannon looking down the long diagonal.
	hugePos = "af32=NK>SW ae31=NG ad30=NC z26=NI aa1=SG ab2=SC a1=SK>NE b2=SI c3=SD p16=NI q17=SI"
)

var giantPerftCases = []struct {
	name, board, terrain, options, pos, turn string
	counts                                   []uint64
}{
	{"16x16 four panels, 40 a side, terrain", "16x16", giantTerrain, "target=10", giantPos, "S", []uint64{198, 46313, 9354034}},
	{"16x16 drums-scare drum-push", "16x16", giantTerrain, "target=10 drums-scare drum-push", giantPos, "N", nil},
	{"32x32 corners and two-letter files", "32x32", "ab3=hill y25=village", "target=30", hugePos, "S", nil},
	{"32x32 North", "32x32", "ab3=hill y25=village", "target=30", hugePos, "N", nil},
}

func TestPerftGiant(t *testing.T) {
	for _, c := range giantPerftCases {
		s := mustState(t, c.board, c.terrain, c.options, c.pos, c.turn)
		for d := 1; d <= 2; d++ {
			if got, want := Perft(&s, d), oraclePerft(t, &s, d); got != want {
				t.Errorf("%s: perft(%d) = %d, the oracle counts %d", c.name, d, got, want)
			}
		}
		for d, want := range c.counts {
			if got := Perft(&s, d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", c.name, d+1, got, want)
			}
		}
	}
}

// oraclePerft counts with the oracle's move lists, played through the
// notation.
func oraclePerft(t *testing.T, s *State, depth int) uint64 {
	if s.outcome.Over {
		return 0
	}
	moves := oracleMoves(s)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, tok := range moves {
		m, err := ParseMove(s.Board(), tok)
		if err != nil {
			t.Fatalf("oracle move %s: %v", tok, err)
		}
		next := *s
		if err := next.PlayTurn(Turn{Move: m}); err != nil {
			t.Fatalf("oracle move %s: %v", tok, err)
		}
		n += oraclePerft(t, &next, depth-1)
	}
	return n
}
