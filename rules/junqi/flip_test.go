package junqi

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestFlipFirstFlipGivesColour(t *testing.T) {
	pos := "a1=SF* c3=N5* c5=S4* b12=NF* d2=NM* e2=S1*"
	m := load(t, rec("2p", pos, `[Mode "flip"]`, `[Turn "?"]`))
	if m.Turn() != "?" {
		t.Fatalf("turn %s", m.Turn())
	}
	if got := strings.Join(m.Moves(), " "); got != "@a1 @b12 @c3 @c5 @d2 @e2" {
		t.Errorf("before colours only flips: %s", got)
	}
	if err := m.Play("resign"); err == nil || !strings.Contains(err.Error(), "refused before the first flip") {
		t.Errorf("resign before the first flip: %v", err)
	}
	play(t, m, "@c3") // the first player turns up a northern piece: it plays N
	if m.Turn() != "S" {
		t.Errorf("after the first flip (N) the other player plays S, got %s", m.Turn())
	}
	if m.Position() != "a1=SF* b12=NF* c3=N5 c5=S4* d2=NM* e2=S1*" {
		t.Errorf("position %s", m.Position())
	}
	// S cannot move N's piece, may only flip
	if has(m, "c3-c2") || len(m.Moves()) != 5 {
		t.Errorf("S moves %v", m.Moves())
	}
	play(t, m, "@c5 c3-c4")
	if has(m, "c5xc4") || !has(m, "c5-c6") {
		t.Errorf("S's 4 after N entered camp c4: %v", m.Moves())
	}
}

func TestFlipFourRotation(t *testing.T) {
	s, err := NewRandomState(DefaultConfig(FourCountry, Flip), rand.NewPCG(3, 3))
	if err != nil {
		t.Fatal(err)
	}
	m := NewMatch(s)
	if m.Turn() != "?" {
		t.Fatalf("turn %s", m.Turn())
	}
	b := s.Board()
	for p := 0; p < b.N; p++ {
		if pc := s.At(Point(p)); pc != 0 && pc.Seat() == East {
			play(t, m, "@"+b.Name(Point(p)))
			break
		}
	}
	// the first player is East, so the next player (seat E) has colour N
	if m.Turn() != "N" {
		t.Errorf("after a first flip of E the turn is %s, want N", m.Turn())
	}
	if _, err := NewRandomState(Config{Board: FourCountry, Mode: Flip, Seats: []Seat{South, East, North}}, rand.NewPCG(1, 1)); err == nil {
		t.Error("three-player 翻棋 accepted")
	}
}

func TestFlipRules(t *testing.T) {
	base := `[Mode "flip"]`
	for _, c := range []struct {
		rule, pos   string
		want, wantN []string // actions that must / must not be legal
	}{
		{"a face-down piece cannot be attacked or moved onto", "c3=S5 c2=N4* a1=SF c10=N5",
			[]string{"@c2"}, []string{"c3xc2", "c3-c2"}},
		{"a face-up enemy can be attacked", "c3=S5 c2=N4 a1=SF c10=N5", []string{"c3xc2"}, nil},
		{"no attack on a flag while a face-down mine of its colour remains", "c3=S5 c2=NF a12=NM* a1=SF",
			nil, []string{"c3xc2"}},
		{"no attack on a flag while a face-up mine of its colour remains", "c3=S5 c2=NF a12=NM a1=SF",
			nil, []string{"c3xc2"}},
		{"the flag may be attacked once its mines are gone", "c3=S5 c2=NF a12=SM a1=SF", []string{"c3xc2"}, nil},
		{"a piece may leave an HQ", "b1=S5 c10=N5", []string{"b1-a1", "b1-c1", "b1-b2"}, nil},
		{"flag and landmines never move", "b1=SF a2=SM c10=N5 e1=S3", nil, []string{"b1-a1", "a2-a3", "a2-a1"}},
		{"a piece in a camp cannot be attacked", "c3=S5 b3=N4 c10=N5", nil, []string{"c3xb3"}},
	} {
		m := load(t, rec("2p", c.pos, base))
		for _, mv := range c.want {
			if !has(m, mv) {
				t.Errorf("%s: %s missing from %v", c.rule, mv, m.Moves())
			}
		}
		for _, mv := range c.wantN {
			if has(m, mv) {
				t.Errorf("%s: %s is legal", c.rule, mv)
			}
		}
	}
	// the engineer clears the last mine, then the flag falls
	m := load(t, rec("2p", "c3=S5 c2=NF e3=S1 e2=NM a1=SF b12=N4", base, "e3xe2 b12-b11 c3xc2"))
	if m.Result() != "S flag" {
		t.Errorf("flag after the mines: %s", m.Result())
	}
}

func TestFlipNoActionLoses(t *testing.T) {
	// nothing left to flip and S has only immobile pieces
	m := load(t, rec("2p", "a1=SF a2=SM c10=N5", `[Mode "flip"]`))
	if m.Result() != "N nomoves" {
		t.Errorf("no action at the start: %s", m.Result())
	}
	// a face-down piece anywhere is an action
	m = load(t, rec("2p", "a1=SF a2=SM c10=N5 e12=N3*", `[Mode "flip"]`))
	if m.Result() != "ongoing" || !has(m, "@e12") {
		t.Errorf("flip available: %s %v", m.Result(), m.Moves())
	}
	// flips count toward the no-removal draw
	m = load(t, rec("2p", "a1=SF* c3=N5* c5=S4* b12=NF*", `[Mode "flip"]`, `[Turn "?"]`, `[Options "nocapture=2"]`, "@a1 @c3"))
	if m.Result() != "draw nocapture" {
		t.Errorf("two flips with nocapture=2: %s", m.Result())
	}
	if _, err := loadErr(rec("2p", "a1=SF c3=N5", `[Mode "flip"]`, `[Turn "?"]`)); err == nil {
		t.Error(`turn "?" with nothing to flip accepted`)
	}
}

// When a colour is out all its pieces leave, face-down ones included.
func TestFlipColourOut(t *testing.T) {
	pos := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Sc3=S4 Ec3=E5* Nc3=N5 Wc3=W5 Na1=E9*"
	m := load(t, rec("4p", pos, `[Mode "flip"]`, "Ec1xEb1"))
	if strings.Contains(m.Position(), "=E") || m.Turn() != "N" {
		t.Errorf("E's face-down pieces stay: %s (turn %s)", m.Position(), m.Turn())
	}
}

func TestDeal(t *testing.T) {
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		s, err := NewRandomState(DefaultConfig(k, Flip), rand.NewPCG(9, 9))
		if err != nil {
			t.Fatal(err)
		}
		b := s.Board()
		n := 0
		for p := 0; p < b.N; p++ {
			pc := s.At(Point(p))
			kind := b.KindOf(Point(p))
			if (kind == Camp || kind == Centre) && pc != 0 {
				t.Errorf("%v: %s holds %v", k, b.Name(Point(p)), pc)
			}
			if pc != 0 {
				n++
				if !pc.FaceDown() {
					t.Errorf("%v: %s face up", k, b.Name(Point(p)))
				}
			}
		}
		seats := len(s.Seats())
		if n != 25*seats {
			t.Errorf("%v: %d pieces dealt", k, n)
		}
		for _, x := range s.Seats() {
			for r := Engineer; r <= Flag; r++ {
				if s.Count(x, r) != int(Standard[r]) {
					t.Errorf("%v: %v has %d of %c", k, x, s.Count(x, r), r.Code())
				}
			}
		}
		if _, known := s.Turn(); known {
			t.Errorf("%v: colours known before the first flip", k)
		}
	}
}
