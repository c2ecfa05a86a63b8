package junqi

import (
	"strings"
	"testing"
)

// Each battle: S attacks c2 from c3; the position after, and the result.
func TestCombat(t *testing.T) {
	const rest = " b12=NF a10=N4 a1=S3"
	for _, c := range []struct {
		rule, att, def, after, result string
	}{
		{"higher rank removes lower and takes its point", "5", "4", "c2=S5", "ongoing"},
		{"lower rank is removed", "4", "5", "c2=N5", "ongoing"},
		{"equal ranks are both removed", "6", "6", "", "ongoing"},
		{"field marshal beats general", "9", "8", "c2=S9", "ongoing"},
		{"a bomb and what it meets are both removed", "B", "9", "", "ongoing"},
		{"a bomb attacked: both removed", "3", "B", "", "ongoing"},
		{"a landmine removes an attacker and stays", "9", "M", "c2=NM", "ongoing"},
		{"an engineer removes a landmine and takes its point", "1", "M", "c2=S1", "ongoing"},
		{"a bomb and a landmine are both removed", "B", "M", "", "ongoing"},
		{"any movable piece that reaches the flag captures it", "1", "F", "c2=S1", "S flag"},
		{"bomb and flag both go: still a flag capture", "B", "F", "", "S flag"},
	} {
		m := load(t, rec("2p", "c3=S"+c.att+" c2=N"+c.def+rest))
		if err := m.Play("c3xc2"); err != nil {
			t.Fatalf("%s: %v", c.rule, err)
		}
		got := strings.TrimSpace(strings.Replace(strings.Replace(strings.Replace(m.Position(), "a1=S3", "", 1), "a10=N4", "", 1), "b12=NF", "", 1))
		got = strings.Join(strings.Fields(got), " ")
		if got != c.after || m.Result() != c.result {
			t.Errorf("%s: after %q result %q, want %q %q", c.rule, got, m.Result(), c.after, c.result)
		}
		bt := m.Battles()[0]
		if !bt.Fought() || bt.Attacker.Rank().Code() != c.att[0] || bt.Defender.Rank().Code() != c.def[0] {
			t.Errorf("%s: battle record %+v", c.rule, bt)
		}
	}
}

func TestCombatTable(t *testing.T) {
	for a := Engineer; a <= Bomb; a++ {
		if !a.Movable() {
			continue
		}
		for d := Engineer; d <= Flag; d++ {
			ar, dr := Combat(a, d)
			switch {
			case d == Flag:
				if !dr || ar != (a == Bomb) {
					t.Errorf("%c x F: %v %v", a.Code(), ar, dr)
				}
			case a == Bomb || d == Bomb:
				if !ar || !dr {
					t.Errorf("%c x %c: bomb must take both", a.Code(), d.Code())
				}
			case d == Mine:
				if dr != (a == Engineer) || ar == (a == Engineer) {
					t.Errorf("%c x M: %v %v", a.Code(), ar, dr)
				}
			default:
				if ar != (a <= d) || dr != (a >= d) {
					t.Errorf("%c x %c: %v %v", a.Code(), d.Code(), ar, dr)
				}
			}
		}
	}
}

func TestNoLegalMoveLoses(t *testing.T) {
	// N has only its flag and a piece locked on its HQ
	m := load(t, rec("2p", "c3=S5 a1=SF b12=NF d12=N9"))
	play(t, m, "c3-c2")
	if m.Result() != "S nomoves" || m.Turn() != "-" || m.Moves() != nil {
		t.Errorf("result %q turn %q moves %v", m.Result(), m.Turn(), m.Moves())
	}
	// a side to move without an action at the start loses at once
	m = load(t, rec("2p", "b1=S5 a1=SF b12=NF c10=N4"))
	if m.Result() != "N nomoves" {
		t.Errorf("start without moves: %q", m.Result())
	}
	// blocked, not just immobile: N's 4 on a12 is walled in by its own mines
	m = load(t, rec("2p", "c3=S5 a1=SF b12=NF a12=N4 a11=NM b11=NM", `[Options "nocapture=0"]`))
	play(t, m, "c3-c2")
	if m.Result() != "S nomoves" {
		t.Errorf("blocked side: %q", m.Result())
	}
}

func TestNoCaptureDraw(t *testing.T) {
	pos := "c3=S5 a1=SF b12=NF c10=N4 e1=S3 e12=N3"
	m := load(t, rec("2p", pos, `[Options "nocapture=3"]`))
	play(t, m, "c3-c2 c10-c11")
	if m.Result() != "ongoing" {
		t.Fatalf("early end %q", m.Result())
	}
	play(t, m, "e1-e2")
	if m.Result() != "draw nocapture" {
		t.Errorf("after 3 quiet actions: %q", m.Result())
	}
	// a removal resets the count
	m = load(t, rec("2p", pos+" c2=N2", `[Options "nocapture=3"]`))
	play(t, m, "e1-e2 c10-c11 c3xc2 c11-c10 e2-e1")
	if m.Result() != "ongoing" || m.game.State.NoCaptureCount() != 2 {
		t.Errorf("count after a removal: %d %q", m.game.State.NoCaptureCount(), m.Result())
	}
	// default 70
	m = load(t, rec("2p", pos))
	if m.game.State.noCaptureLimit != 70 {
		t.Errorf("default nocapture %d", m.game.State.noCaptureLimit)
	}
	// 0 is off
	m = load(t, rec("2p", pos, `[Options "nocapture=0"]`))
	m.game.State.noCapture = 60000
	play(t, m, "c3-c2")
	if m.Result() != "ongoing" {
		t.Errorf("nocapture=0 still draws: %q", m.Result())
	}
}

func TestRepetition(t *testing.T) {
	pos := "c3=S5 a1=SF b12=NF c10=N4"
	m := load(t, rec("2p", pos, `[Options "nocapture=0"]`))
	play(t, m, "c3-c2 c10-c11 c2-c3 c11-c10") // start position, second time
	if m.Result() != "ongoing" {
		t.Fatalf("twofold ends: %q", m.Result())
	}
	play(t, m, "c3-c2 c10-c11 c2-c3")
	if m.Result() != "ongoing" {
		t.Fatalf("early: %q", m.Result())
	}
	play(t, m, "c11-c10")
	if m.Result() != "draw repetition" {
		t.Errorf("threefold: %q", m.Result())
	}
	// same placement with the other side to move is another position
	// (S walks a triangle, so the start placement comes back with N to move)
	m = load(t, rec("2p", "a3=S5 a1=SF b12=NF c10=N4", `[Options "nocapture=0"]`))
	play(t, m, "a3-b3 c10-c11 b3-a2 c11-c10 a2-a3 c10-c11 a3-b3 c11-c10 b3-a2 c10-c11 a2-a3 c11-c10")
	if m.Result() != "ongoing" {
		t.Errorf("different positions counted as one: %q", m.Result())
	}
}

// The end checks run in the order: flag, eliminated, no legal action, nocapture, repetition.
func TestEndCheckOrder(t *testing.T) {
	// flag captured and N left without a move: flag wins
	m := load(t, rec("2p", "c3=S5 c2=NF a1=SF d12=N9"))
	play(t, m, "c3xc2")
	if m.Result() != "S flag" {
		t.Errorf("flag before nomoves: %q", m.Result())
	}
	// no legal action beats the no-removal count
	m = load(t, rec("2p", "c3=S5 a1=SF b12=NF d12=N9", `[Options "nocapture=1"]`))
	play(t, m, "c3-c2")
	if m.Result() != "S nomoves" {
		t.Errorf("nomoves before nocapture: %q", m.Result())
	}
	// the no-removal count beats repetition
	pos := "c3=S5 a1=SF b12=NF c10=N4"
	for _, c := range []struct{ opt, want string }{{"nocapture=8", "draw nocapture"}, {"nocapture=9", "draw repetition"}} {
		m = load(t, rec("2p", pos, `[Options "`+c.opt+`"]`))
		play(t, m, "c3-c2 c10-c11 c2-c3 c11-c10 c3-c2 c10-c11 c2-c3 c11-c10")
		if m.Result() != c.want {
			t.Errorf("%s: %q, want %q", c.opt, m.Result(), c.want)
		}
	}
}

func TestResignAndDraw(t *testing.T) {
	pos := "c3=S5 a1=SF b12=NF c10=N4"
	m := load(t, rec("2p", pos, "c3-c2", "resign"))
	if m.Result() != "S resign" {
		t.Errorf("N resigns: %q", m.Result())
	}
	m = load(t, rec("2p", pos, "draw"))
	if m.Result() != "draw agreed" {
		t.Errorf("draw: %q", m.Result())
	}
	if _, err := loadErr(rec("2p", pos, "draw", "c3-c2")); err == nil || err.Error() != "move 2 (c3-c2): the game is over" {
		t.Errorf("move after the end: %v", err)
	}
}
