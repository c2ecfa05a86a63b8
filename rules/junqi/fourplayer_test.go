package junqi

import (
	"strings"
	"testing"
)

const four = "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Sc3=S5 Ec3=E5 Nc3=N5 Wc3=W5"

func TestTurnOrder(t *testing.T) {
	m := load(t, rec("4p", four))
	var got []string
	for _, seat := range "SENW" {
		got = append(got, m.Turn())
		play(t, m, string(seat)+"c3-"+string(seat)+"c2")
	}
	if strings.Join(got, "") != "SENW" || m.Turn() != "S" {
		t.Errorf("counter-clockwise order: %v then %s", got, m.Turn())
	}
	m = load(t, rec("4p", four, `[Seats "S W N E"]`))
	got = nil
	for _, seat := range "SWNE" {
		got = append(got, m.Turn())
		play(t, m, string(seat)+"c3-"+string(seat)+"c2")
	}
	if strings.Join(got, "") != "SWNE" || m.Turn() != "S" {
		t.Errorf("clockwise order: %v then %s", got, m.Turn())
	}
}

// A seat without a legal move on its turn is out: its pieces leave, play skips it.
func TestEliminatedSkipped(t *testing.T) {
	m := load(t, rec("4p", strings.Replace(four, "Ec3=E5", "Eb2=EM", 1)))
	play(t, m, "Sc3-Sc2")
	if m.Turn() != "N" || m.Result() != "ongoing" {
		t.Fatalf("turn %s result %s", m.Turn(), m.Result())
	}
	if strings.Contains(m.Position(), "=E") {
		t.Errorf("E's pieces stay: %s", m.Position())
	}
	if out, why := m.game.State.Out(East); !out || why != NoMoves {
		t.Errorf("E out %v %v", out, why)
	}
	play(t, m, "Nc3-Nc2 Wc3-Wc2")
	if m.Turn() != "S" {
		t.Errorf("after W: %s", m.Turn())
	}
}

func TestFourPlayerFlagCapture(t *testing.T) {
	pos := "Sb1=SF Eb1=EF Nb1=NF Wb1=WF Ec1=S5 Wc1=N5 Ec3=E5 Wc3=W5 Sc3=S4 Nc3=N4"
	m := load(t, rec("4p", pos, `[Teams "SN EW"]`))
	play(t, m, "Ec1xEb1")
	if m.Result() != "ongoing" || m.Turn() != "N" || strings.Contains(m.Position(), "=E") {
		t.Fatalf("after E's flag: %s %s %s", m.Result(), m.Turn(), m.Position())
	}
	play(t, m, "Wc1xWb1")
	if m.Result() != "SN flag" {
		t.Errorf("team result %q", m.Result())
	}
	// free-for-all with three seats: last one standing
	m = load(t, rec("4p", "Sb1=SF Eb1=EF Nb1=NF Ec1=S5 Ec3=E5 Sc3=S4 Nc3=N4", `[Seats "S E N"]`))
	play(t, m, "Ec1xEb1")
	if m.Turn() != "N" || m.Result() != "ongoing" {
		t.Fatalf("turn %s %s", m.Turn(), m.Result())
	}
	play(t, m, "resign")
	if m.Result() != "S resign" {
		t.Errorf("last standing: %q", m.Result())
	}
	// Seats order decides how a team is written
	m = load(t, rec("4p", pos, `[Teams "SN EW"]`, `[Seats "N E S W"]`, `[Turn "S"]`, "Ec1xEb1", "resign"))
	if m.Result() != "NS resign" {
		t.Errorf("team in seat order: %q", m.Result())
	}
}

func TestFourPlayerResign(t *testing.T) {
	m := load(t, rec("4p", four, "resign"))
	if m.Result() != "ongoing" || m.Turn() != "E" || strings.Contains(m.Position(), "=S") {
		t.Errorf("S resigned: %s %s %s", m.Result(), m.Turn(), m.Position())
	}
	if out, why := m.game.State.Out(South); !out || why != Resigned {
		t.Errorf("S out %v %v", out, why)
	}
}

func TestViews(t *testing.T) {
	pos := "c3=S5 c2=N4 a1=SF d1=S9 b12=NF c10=N9"
	m := load(t, rec("2p", pos, `[Mode "dark"]`))
	view := func(seat string) string {
		v, err := m.View(seat)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if v := view("S"); v != "a1=SF b12=N? c10=N? c2=N? c3=S5 d1=S9" {
		t.Errorf("dark, S sees %s", v)
	}
	play(t, m, "c3xc2")
	if v := view("N"); v != "a1=S? b12=NF c10=N9 c2=S? d1=S?" {
		t.Errorf("dark, after the battle N sees %s", v)
	}
	m = load(t, rec("2p", pos, `[Mode "dark"]`, `[Options "battle-reveal"]`, "c3xc2 c10-c11 c2-c3"))
	if v := view("N"); v != "a1=S? b12=NF c11=N9 c3=S5 d1=S?" {
		t.Errorf("battle-reveal: the winner stays shown: %s", v)
	}
	// a seat with no 9 on the board shows its flag
	m = load(t, rec("2p", "c3=SB c2=N9 a1=SF b12=NF c10=N4", `[Mode "dark"]`))
	if v := view("S"); !strings.Contains(v, "b12=N?") {
		t.Errorf("flag shown too early: %s", v)
	}
	play(t, m, "c3xc2")
	if v := view("S"); !strings.Contains(v, "b12=NF") || !strings.Contains(v, "c10=N?") {
		t.Errorf("flag not shown after the 9 fell: %s", v)
	}
	// open: everybody sees everything
	m = load(t, rec("2p", pos))
	if v := view("N"); v != m.Position() {
		t.Errorf("open view %s", v)
	}
	// allies see each other only with allies-see
	pos4 := "Sb1=SF Nb1=NF Eb1=EF Wb1=WF Sc3=S5 Nc3=N5 Ec3=E5 Wc3=W5"
	for _, c := range []struct{ opt, want string }{{"", "Nc3=N?"}, {"allies-see", "Nc3=N5"}} {
		m = load(t, rec("4p", pos4, `[Mode "dark"]`, `[Teams "SN EW"]`, `[Options "`+c.opt+`"]`))
		if v := view("S"); !strings.Contains(v, c.want) || !strings.Contains(v, "Ec3=E?") {
			t.Errorf("%q: S sees %s", c.opt, v)
		}
	}
	if _, err := m.View("X"); err == nil {
		t.Error("view X accepted")
	}
	if _, err := load(t, rec("2p", pos)).View("E"); err == nil {
		t.Error("view E on 2p accepted")
	}
}
