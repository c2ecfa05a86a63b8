package junqi

import "testing"

// TestPublicViewHidesAlliesSeeRanks: NoSeat asks what everybody knows. With 「双明」 only
// allies see each other's ranks; nobody is an ally of nobody, so the public view hides
// every rank (NoSeat&3 is West's index, which once made West's ally East known to all).
func TestPublicViewHidesAlliesSeeRanks(t *testing.T) {
	pos4 := "Sb1=SF Nb1=NF Eb1=EF Wb1=WF Sc3=S5 Nc3=N5 Ec3=E5 Wc3=W5 Sa1=S9 Na1=N9 Ea1=E9 Wa1=W9"
	m := load(t, rec("4p", pos4, `[Mode "dark"]`, `[Teams "SN EW"]`, `[Options "allies-see"]`))
	st := m.State()
	v := st.View(NoSeat)
	want := "Ea1=E? Eb1=E? Ec3=E? Na1=N? Nb1=N? Nc3=N? Sa1=S? Sb1=S? Sc3=S? Wa1=W? Wb1=W? Wc3=W?"
	if got := v.String(); got != want {
		t.Errorf("everybody sees\n %s\nwant\n %s", got, want)
	}
	for p := Point(0); int(p) < st.Board().N; p++ {
		if st.At(p) != 0 && st.Knows(NoSeat, p) {
			t.Errorf("everybody knows %s", st.Board().Name(p))
		}
	}
	// West still sees its ally East.
	if v := st.View(West); v.String() != "Ea1=E9 Eb1=EF Ec3=E5 Na1=N? Nb1=N? Nc3=N? Sa1=S? Sb1=S? Sc3=S? Wa1=W9 Wb1=WF Wc3=W5" {
		t.Errorf("West sees %s", v.String())
	}
}
