package junqi

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestNamedLayoutsLegal(t *testing.T) {
	if len(Layouts) < 3 {
		t.Fatalf("only %d named layouts", len(Layouts))
	}
	for _, nl := range Layouts {
		for _, k := range []BoardKind{TwoPlayer, FourCountry} {
			for _, seat := range []Seat{South, North} {
				if err := nl.Layout.Check(k, seat); err != nil {
					t.Errorf("%s on %v %v: %v", nl.Name, k, seat, err)
				}
			}
		}
	}
	if Layouts[0].Layout[localIndex("b3")] != 0 || Layouts[0].Layout[1] != Flag || Layouts[1].Layout[3] != Flag {
		t.Error("left/right flag layouts misplaced")
	}
}

func TestRandomLayoutsLegal(t *testing.T) {
	src := rand.NewPCG(1, 2)
	seen := map[Layout]bool{}
	for i := 0; i < 500; i++ {
		l := RandomLayout(src)
		if err := l.Check(TwoPlayer, South); err != nil {
			t.Fatalf("random layout %d: %v", i, err)
		}
		seen[l] = true
	}
	if len(seen) < 490 {
		t.Errorf("random layouts repeat: %d distinct of 500", len(seen))
	}
	a, b := RandomLayout(rand.NewPCG(5, 5)), RandomLayout(rand.NewPCG(5, 5))
	if a != b {
		t.Error("same seed, different layouts")
	}
}

func TestDeploymentViolations(t *testing.T) {
	base := Layouts[0].Layout // flag b1, mines a1 c1 b2, bombs a3 d2
	swap := func(l Layout, a, b string) Layout {
		i, j := localIndex(a), localIndex(b)
		l[i], l[j] = l[j], l[i]
		return l
	}
	for _, c := range []struct {
		rule          string
		l             Layout
		seat          Seat
		board         BoardKind
		reason        string
		point, itRule string
	}{
		{"landmines only on ranks 1–2", swap(base, "a1", "b4"), South, TwoPlayer, "landmine on b4: landmines go on ranks 1–2", "b4", "mine"},
		{"landmines, North's view", swap(base, "a1", "b4"), North, TwoPlayer, "landmine on d9: landmines go on ranks 11–12", "d9", "mine"},
		{"landmines, four-country names", swap(base, "a1", "b4"), East, FourCountry, "landmine on Eb4: landmines go on ranks 1–2", "Eb4", "mine"},
		{"bombs never on the front rank", swap(base, "a3", "c6"), South, TwoPlayer, "bomb on c6: bombs never go on the front rank (6)", "c6", "bomb"},
		{"the flag stands on an HQ", swap(base, "b1", "e1"), South, TwoPlayer, "flag on e1: the flag stands on a headquarters (b1 or d1)", "e1", "flag"},
		{"nothing in a camp", swap(base, "a6", "b5"), South, TwoPlayer, "brigadier on b5: nothing is placed in a camp", "b5", "camp"},
	} {
		err := c.l.Check(c.board, c.seat)
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%s: %v, want %q", c.rule, err, c.reason)
		}
		hasRule(t, err, c.point, c.itRule)
	}
	short := base
	short[localIndex("e1")] = 0
	if err := short.Check(TwoPlayer, South); err == nil || !strings.Contains(err.Error(), "2 × engineer placed, the set has 3") {
		t.Errorf("missing piece: %v", err)
	} else {
		hasRule(t, err, "", "count")
	}
	odd := base
	odd[localIndex("e1")] = Rank(15)
	hasRule(t, odd.Check(TwoPlayer, South), "e1", "piece")
	var s State
	s, _ = NewState(DefaultConfig(TwoPlayer, Open))
	if err := s.Deploy(South, swap(base, "a1", "b4")); err == nil {
		t.Error("Deploy accepted an illegal layout")
	}
	if err := s.Deploy(North, base); err != nil || s.At(s.Board().must("d12")) != MakePiece(North, Flag) {
		t.Errorf("North's b1 is board d12: %v", err)
	}
}

// hasRule fails unless err's first violation is at point and names rule (the word a
// translation uses).
func hasRule(t *testing.T, err error, point, rule string) {
	t.Helper()
	var de DeploymentError
	if !errors.As(err, &de) || len(de) == 0 {
		t.Errorf("%v is not a list of violations", err)
		return
	}
	if de[0].Point != point || de[0].Rule != rule {
		t.Errorf("%v: first violation at %q names %q, want %q at %q", err, de[0].Point, de[0].Rule, rule, point)
	}
}

func localIndex(name string) int { return int(name[1]-'1')*5 + int(name[0]-'a') }

// Deployment rules are not applied to a [Position]: puzzles may put anything anywhere.
func TestPositionIgnoresDeployment(t *testing.T) {
	m := load(t, rec("2p", "c6=SM c5=SB b3=S9 c1=SF c10=N4 a12=N9 b12=N9"))
	if m.Result() != "ongoing" {
		t.Errorf("%s", m.Result())
	}
}

// The flag of a seat with no 9 on the board is shown, in a set position too.
func TestFlagShownWithoutMarshal(t *testing.T) {
	m := load(t, rec("2p", "a1=SF c3=S5 b12=NF c10=N9", `[Mode "dark"]`))
	v, _ := m.View("N")
	if !strings.Contains(v, "a1=SF") || !strings.Contains(v, "c3=S?") {
		t.Errorf("N sees %s", v)
	}
}

// TestRandomLayoutKeepsMarshalFree: the random layout (the app's "Random"
// and autodeploy) never puts the 司令 on a headquarters, where it could
// never move; otherwise it stays uniform: the 司令 is spread evenly over
// the 23 other points, the flag over both HQs, and a draw that kept the 司令
// free is returned as drawn.
func TestRandomLayoutKeepsMarshalFree(t *testing.T) {
	const n = 4600
	var at [30]int
	left := 0
	redrawn := 0
	for seed := uint64(0); seed < n; seed++ {
		l := RandomLayout(rand.NewPCG(seed, 77))
		if err := l.Check(TwoPlayer, South); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if l.HQPinned() || l[1] == Marshal || l[3] == Marshal {
			t.Fatalf("seed %d: the 司令 on a headquarters", seed)
		}
		for i, r := range l {
			if r == Marshal {
				at[i]++
			}
		}
		if l[1] == Flag {
			left++
		}
		if plain := randomLayout(rand.NewPCG(seed, 77)); plain != l {
			if !plain.HQPinned() {
				t.Fatalf("seed %d: a draw that kept the 司令 free was changed", seed)
			}
			redrawn++
		}
	}
	for i, c := range at {
		f, r := i%5, i/5+1
		if isCampLocal(f, r) || localKind(f, r) == HQ {
			continue
		}
		if c < n/23*6/10 || c > n/23*14/10 { // 200 expected
			t.Errorf("the 司令 on %s in %d of %d layouts, not about %d", LocalName(i), c, n, n/23)
		}
	}
	if left < n*45/100 || left > n*55/100 {
		t.Errorf("flag on b1 in %d of %d layouts", left, n)
	}
	if redrawn < n/23/2 || redrawn > n/23*2 { // the plain draw pins it once in 23
		t.Errorf("%d of %d draws redrawn, about %d expected", redrawn, n, n/23)
	}
}
