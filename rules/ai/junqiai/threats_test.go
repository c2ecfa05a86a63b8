package junqiai

import (
	"math"
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// threatsPos: free-for-all, S's 军长 on Se3 beside W's piece on Se4 (a
// 司令, or a 工兵), S's 排长 on Sa3 beside E's 工兵 on Sa4; N's 连长 on Nc3
// could walk anywhere (a quiet reply).
const threatsPos = `[Board "4p"]
[Mode "open"]
[Position "Sb1=SF Sa1=SM Se3=S8 Sa3=S2 Se4=WX Sa4=E1 Eb1=EF Ea1=EM Ec3=E3 Nb1=NF Na1=NM Nc3=N3 Wb1=WF Wa1=WM Wc3=W3"]
[Turn "S"]`

// threatsOf is the last best-reply layer's value for S (searcher.threats)
// and S's evaluation of the position as it stands.
func threatsOf(t *testing.T, w string) (threat, stand int) {
	t.Helper()
	m := loadRecord(t, strings.Replace(threatsPos, "WX", w, 1))
	st := m.State()
	ev := newEvaluator(&st, junqi.South)
	s := newSearcher(ev, 10, 0)
	s.brs, s.threatsLast = true, true
	s.limit, s.pause = math.MaxInt, math.MaxInt
	return s.threats(&st, hidden{}, 3, -infinity, infinity), ev.evaluate(&st, 3)
}

// The last layer of hard's free-for-all search (params.evenFFA) answers our
// second move with the enemies' attacks: one that wins our piece is seen,
// attacks that lose are declined (the position as it stands).
func TestThreatsLayer(t *testing.T) {
	threat, stand := threatsOf(t, "W9")
	m := loadRecord(t, strings.Replace(threatsPos, "WX", "W9", 1))
	st := m.State()
	st.SetTurn(junqi.West, true)
	a, err := st.ParseAction("Se4xSe3")
	if err != nil {
		t.Fatal(err)
	}
	st.Apply(a)
	st.SetTurn(junqi.South, true)
	ev := newEvaluator(&st, junqi.South)
	if want := ev.evaluate(&st, 4); threat != want || threat >= stand {
		t.Errorf("W's 司令 beside the 军长: %d, want %d (the 军长 taken; as it stands %d)", threat, want, stand)
	}
	// a 工兵 there: every attack loses, and no quiet reply counts
	if threat, stand := threatsOf(t, "W1"); threat != stand {
		t.Errorf("only losing attacks: %d, want the position as it stands (%d)", threat, stand)
	}
}
