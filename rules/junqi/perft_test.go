package junqi

import (
	"math/rand/v2"
	"sort"
	"strings"
	"testing"
)

// Frozen positions: named layouts, a dealt 翻棋 board, and games in progress.
const (
	perft2p      = "a1=SM a10=N7 a11=N1 a12=NM a2=S4 a3=SB a4=S1 a5=S4 a6=S6 a7=N3 a8=N2 a9=N8 b1=SF b11=NM b12=NF b2=SM b4=S9 b6=S3 b7=N6 b9=N4 c1=SM c10=N6 c11=N3 c12=N1 c2=S3 c3=S5 c5=S3 c6=S5 c7=N1 c8=NB d1=S2 d11=NB d12=NM d2=SB d4=S8 d6=S2 d7=N5 d9=N4 e1=S1 e10=N9 e11=N5 e12=N2 e2=S7 e3=S6 e4=S1 e5=S2 e6=S7 e7=N3 e8=N2 e9=N7"
	perft4p      = "Ea1=E1 Ea2=E7 Ea3=E6 Ea4=E1 Ea5=E2 Ea6=E7 Eb1=E2 Eb2=EB Eb4=E8 Eb6=E2 Ec1=EM Ec2=E3 Ec3=E5 Ec5=E3 Ec6=E5 Ed1=EF Ed2=EM Ed4=E9 Ed6=E3 Ee1=EM Ee2=E4 Ee3=EB Ee4=E1 Ee5=E4 Ee6=E6 Na1=N2 Na2=N5 Na3=N9 Na4=N7 Na5=N2 Na6=N3 Nb1=NM Nb2=NB Nb4=N4 Nb6=N5 Nc1=N1 Nc2=N3 Nc3=N6 Nc5=NB Nc6=N1 Nd1=NF Nd2=NM Nd4=N4 Nd6=N6 Ne1=NM Ne2=N1 Ne3=N7 Ne4=N8 Ne5=N2 Ne6=N3 Sa1=SM Sa2=S4 Sa3=SB Sa4=S1 Sa5=S4 Sa6=S6 Sb1=SF Sb2=SM Sb4=S9 Sb6=S3 Sc1=SM Sc2=S3 Sc3=S5 Sc5=S3 Sc6=S5 Sd1=S2 Sd2=SB Sd4=S8 Sd6=S2 Se1=S1 Se2=S7 Se3=S6 Se4=S1 Se5=S2 Se6=S7 Wa1=W1 Wa2=W2 Wa3=W8 Wa4=W3 Wa5=W1 Wa6=W4 Wb1=WM Wb2=W6 Wb4=WB Wb6=W6 Wc1=W2 Wc2=W5 Wc3=W2 Wc5=W7 Wc6=W3 Wd1=WF Wd2=W7 Wd4=WB Wd6=W5 We1=WM We2=WM We3=W9 We4=W3 We5=W1 We6=W4"
	perftFlip    = "a1=N6* a10=S3* a11=N7* a12=SF* a2=N1* a3=NB* a4=N2* a5=S1* a6=SM* a7=NM* a8=SM* a9=N5* b1=N8* b11=NM* b12=N1* b2=N6* b4=S3* b6=N3* b7=N2* b9=N9* c1=SM* c10=S1* c11=S2* c12=S4* c2=NF* c3=SB* c5=S1* c6=N5* c7=N1* c8=N2* d1=SB* d11=S7* d12=NB* d2=NM* d4=N4* d6=S5* d7=S7* d9=S9* e1=N3* e10=S2* e11=N4* e12=S8* e2=N3* e3=S3* e4=S6* e5=S6* e6=S5* e7=S4* e8=S2* e9=N7*"
	perftMid2p   = "a1=S6 a10=N1 a11=N6 a12=NM a2=SM a3=S3 a6=S4 a8=N3 a9=N4 b1=S5 b10=N9 b12=N4 b3=S3 b4=S8 b6=S3 b7=N7 c1=SB c10=N2 c11=NM c12=N2 c3=S2 c4=S6 c5=S4 d1=SF d10=N7 d11=N8 d12=NF d2=S2 d5=S1 d6=S5 d7=N5 d8=N1 d9=N6 e1=SM e10=N1 e12=NM e2=SM e3=SB e4=S1 e5=S7 e6=S7 e7=N3 e9=N5"
	perftMidFlip = "a1=N6* a10=S3* a11=N7* a12=SF a2=N1* a3=NB a4=N2* a6=SM* a7=NM* a8=SM b1=N8* b10=S1 b11=NM* b12=N1* b2=N6* b6=N3* b7=N2* b9=N9 c1=SM* c11=S2* c12=S4 c2=NF* c3=SB* c4=S3 c5=S1* c7=N1* c8=N2* d1=SB* d11=S7* d2=NM* d4=S6 d5=S1 d6=S5* d7=S7 d9=S9* e1=N3 e10=S2* e4=N5 e5=S6 e6=S5* e7=S4* e8=S2* e9=N7*"
	perftMid4p   = "Ca3=S5 Cb3=W8 Cc2=N3 Ea1=E1 Ea2=E9 Ea3=E8 Ea4=EB Eb1=E4 Eb2=EB Eb4=E3 Eb5=E2 Eb6=E2 Ec1=E4 Ec2=EM Ec3=E5 Ec4=E2 Ec6=E6 Ed1=EF Ed2=EM Ed3=E5 Ed4=E1 Ed6=E3 Ee1=E3 Ee2=EM Ee4=E1 Ee5=E7 Ee6=E7 Na1=N4 Na2=N9 Na3=N4 Na4=N5 Nb1=NF Nb3=N1 Nb4=NB Nb5=N2 Nb6=N3 Nc1=NM Nc2=N1 Nc3=N8 Nd1=N1 Nd2=NM Nd3=N2 Nd5=N6 Nd6=N2 Ne1=NM Ne2=N6 Ne3=N3 Ne6=N7 Sa1=SB Sa2=S4 Sa3=S5 Sa4=S3 Sb1=SM Sb2=S2 Sb3=S3 Sb4=S7 Sb6=S3 Sc1=SM Sc3=SB Sc5=S8 Sc6=S7 Sd1=SF Sd2=SM Sd4=S2 Sd5=S1 Se1=S6 Se2=S2 Se3=S4 Se4=S9 Se6=E6 Wa1=W1 Wa3=W3 Wa4=W5 Wa5=WB Wb1=WF Wb2=WM Wb3=W2 Wb4=W6 Wc1=W5 Wc2=W7 Wc3=W6 Wc4=W4 Wc6=W2 Wd1=W9 Wd2=WM Wd4=W3 Wd5=W3 We1=W1 We2=WM"
)

var perftCases = []struct {
	name, text string
	counts     []uint64 // depth 1, 2, 3, ...
}{
	{"2p open, named layouts", rec("2p", perft2p), []uint64{34, 1162, 36554}},
	{"4p open, named layouts", rec("4p", perft4p), []uint64{45, 2014, 117286}},
	{"4p 2v2 dark midgame", rec("4p", perftMid4p, `[Mode "dark"]`, `[Teams "SN EW"]`), []uint64{46, 1996, 83740}},
	{"2p flip, dealt", rec("2p", perftFlip, `[Mode "flip"]`, `[Turn "?"]`), []uint64{50, 50 * 49, 121806, 5873930}},
	{"2p flip midgame", rec("2p", perftMidFlip, `[Mode "flip"]`, `[Turn "N"]`), []uint64{40, 1798, 70360}},
	{"2p dark midgame", rec("2p", perftMid2p, `[Mode "dark"]`), []uint64{32, 836, 27117}},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		m := load(t, c.text)
		var got []uint64
		for d := 1; d <= len(c.counts); d++ {
			n, err := m.Perft(d)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, n)
		}
		for i := range c.counts {
			if got[i] != c.counts[i] {
				t.Errorf("%s: perft %v, want %v", c.name, got, c.counts)
				break
			}
		}
	}
}

// bruteActions is a second, deliberately naive move generator: it scans every
// pair of points for links and slides along the lines as junqi.md writes them.
// linkTable is every pair's link (0 none, 1 road, 2 rail), from the link list.
var linkTable [2]*[MaxPoints][MaxPoints]int8

func links(b *Board) *[MaxPoints][MaxPoints]int8 {
	if linkTable[b.Kind] == nil {
		var t [MaxPoints][MaxPoints]int8
		for _, l := range b.Links {
			k := int8(1)
			if l.Rail {
				k = 2
			}
			t[l.A][l.B], t[l.B][l.A] = k, k
		}
		linkTable[b.Kind] = &t
	}
	return linkTable[b.Kind]
}

var specPoints [2][][]Point

func bruteActions(s *State) []string {
	b := s.Board()
	lt := links(b)
	if specPoints[b.Kind] == nil {
		for _, l := range specLines(s.BoardKind()) {
			var line []Point
			for _, n := range strings.Fields(l) {
				line = append(line, b.must(n))
			}
			specPoints[b.Kind] = append(specPoints[b.Kind], line)
		}
	}
	lines := specPoints[b.Kind]
	var out []string
	if s.Result().Over {
		return nil
	}
	seat, known := s.Turn()
	flip := s.Mode() == Flip
	for p := 0; p < b.N; p++ {
		if s.At(Point(p)).FaceDown() {
			out = append(out, "@"+b.Name(Point(p)))
		}
	}
	if !known {
		sort.Strings(out)
		return out
	}
	// kind of target: 0 blocked, 1 empty, 2 enemy that may be attacked
	target := func(q Point) int {
		t := s.At(q)
		switch {
		case t == 0:
			return 1
		case t.FaceDown(), s.Allies(seat, t.Seat()), b.KindOf(q) == Camp:
			return 0
		case flip && t.Rank() == Flag && s.Count(t.Seat(), Mine) > 0:
			return 0
		}
		return 2
	}
	for p := Point(0); int(p) < b.N; p++ {
		pc := s.At(p)
		if pc == 0 || pc.FaceDown() || pc.Seat() != seat || !pc.Rank().Movable() {
			continue
		}
		if b.KindOf(p) == HQ && !flip {
			continue
		}
		dest := map[Point]int{}
		for q := Point(0); int(q) < b.N; q++ {
			if lt[p][q] == 1 {
				dest[q] = target(q)
			}
		}
		if pc.Rank() == Engineer || pc.Rank() == Missile {
			seen := map[Point]bool{p: true}
			var walk func(cur Point)
			walk = func(cur Point) {
				for q := Point(0); int(q) < b.N; q++ {
					if lt[cur][q] != 2 || seen[q] {
						continue
					}
					k := target(q)
					dest[q] = max(dest[q], k)
					if k == 1 {
						seen[q] = true
						walk(q)
					}
				}
			}
			walk(p)
		} else {
			for _, line := range lines {
				for i, q := range line {
					if q != p {
						continue
					}
					for _, step := range []int{-1, 1} {
						for j := i + step; j >= 0 && j < len(line); j += step {
							k := target(line[j])
							dest[line[j]] = max(dest[line[j]], k)
							if k != 1 {
								break
							}
						}
					}
				}
			}
		}
		for q, k := range dest {
			switch k {
			case 1:
				out = append(out, b.Name(p)+"-"+b.Name(q))
			case 2:
				out = append(out, b.Name(p)+"x"+b.Name(q))
			}
		}
	}
	sort.Strings(out)
	return out
}

// The fast generator agrees with the naive one on many positions of every kind.
func TestGeneratorMatchesBrute(t *testing.T) {
	configs := []Config{
		DefaultConfig(TwoPlayer, Open), DefaultConfig(TwoPlayer, Flip), DefaultConfig(FourCountry, Dark),
		DefaultConfig(FourCountry, Flip),
		{Board: FourCountry, Mode: Open, Teams: [][]Seat{{South, North}, {East, West}}, NoCapture: 70},
		{Board: FourCountry, Mode: Open, Seats: []Seat{South, North, West}, NoCapture: 70},
	}
	for ci, cfg := range configs {
		for seed := uint64(0); seed < 4; seed++ {
			s, err := NewRandomState(cfg, rand.NewPCG(seed, uint64(ci)))
			if err != nil {
				t.Fatal(err)
			}
			m := NewMatch(s)
			src := rand.NewPCG(seed, 99)
			for i := 0; i < 150 && m.Result() == "ongoing"; i++ {
				st := m.State()
				want := strings.Join(bruteActions(&st), " ")
				mv := m.Moves()
				if got := strings.Join(mv, " "); got != want {
					t.Fatalf("config %d seed %d ply %d at %s (turn %s):\n got %s\nwant %s", ci, seed, i, m.Position(), m.Turn(), got, want)
				}
				play(t, m, mv[intn(src, len(mv))])
			}
		}
	}
}

// Small perfts counted by hand: a lone engineer and a lone 5 on an empty board.
func TestPerftByHand(t *testing.T) {
	for _, c := range []struct {
		pos  string
		want uint64
	}{
		// 5 on a2: a1, b3 by road; b2..e2 and a3..a11 by rail (4 + 9) = 15;
		// N's 4 on c10: b10 d10 c9 (camps), c11 = 4 replies each
		{"a2=S5 b12=NF c10=N4", 15 * 4},
		// engineer on a2: two roads and 31 other rail points
		{"a2=S1 b12=NF c10=N4", 33 * 4},
	} {
		m := load(t, rec("2p", c.pos))
		if n, _ := m.Perft(2); n != c.want {
			t.Errorf("%s: perft 2 = %d, want %d", c.pos, n, c.want)
		}
	}
}

// naivePerft replays the whole record for every node: no copy-make, no undo.
func naivePerft(t *testing.T, text string, depth int) uint64 {
	m := load(t, text)
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, mv := range m.Moves() {
		n += naivePerft(t, text+" "+mv, depth-1)
	}
	return n
}

// Perft's undo (state copy, history and repetition counters) matches replaying
// from scratch, here where threefold repetition ends lines inside the tree.
func TestPerftUndoWithRepetition(t *testing.T) {
	text := rec("2p", "c3=S5 a1=SF b12=NF c10=N4", `[Options "nocapture=0"]`, "c3-c2 c10-c11 c2-c3 c11-c10 c3-c2")
	m := load(t, text)
	for d := 1; d <= 4; d++ {
		got, _ := m.Perft(d)
		if want := naivePerft(t, text, d); got != want {
			t.Errorf("perft %d = %d, replaying gives %d", d, got, want)
		}
	}
	// and a line that does end by repetition is cut short
	m = load(t, text+" c10-c11 c2-c3")
	if n, _ := m.Perft(1); n == 0 {
		t.Fatal("no moves")
	}
	play(t, m, "c11-c10")
	if n, _ := m.Perft(1); n != 0 || m.Result() != "draw repetition" {
		t.Errorf("after threefold: perft %d, %s", n, m.Result())
	}
}
