package junqi

import (
	"strings"
	"testing"

	"warboard/rules/record"
)

func pathNames(m *Match, tok string) (string, error) {
	s := m.State()
	a, err := s.ParseAction(tok)
	if err != nil {
		return "", err
	}
	b := s.Board()
	var names []string
	for _, p := range s.Path(a) {
		names = append(names, b.Name(p))
	}
	return strings.Join(names, " "), nil
}

func TestPath(t *testing.T) {
	two := "b12=NF a11=N3 e9=N4 a5=S5 c2=S1 b1=SF e2=S6 e3=S2"
	cases := []struct {
		name, pos, tok, want string
		board                string
	}{
		{"straight run", two, "a5-a8", "a5 a6 a7 a8", "2p"},
		{"attack over the front line", two, "a5xa11", "a5 a6 a7 a8 a9 a10 a11", "2p"},
		{"engineer turns", "b12=NF a11=N3 c2=S1 b1=SF e2=S6", "c2-c6", "c2 b2 a2 a3 a4 a5 a6 b6 c6", "2p"},
		{"road step", two, "a5-b5", "", "2p"},
		{"one rail link", two, "a5-a4", "a5 a4", "2p"},
		{"round the arc", "Se3=S5 Sb1=SF Nb1=NF Eb1=EF Wb1=WF Ne4=N3", "Se3-Ea5", "Se3 Se4 Se5 Se6 Ea6 Ea5", "4p"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := load(t, rec(c.board, c.pos))
			got, err := pathNames(m, c.tok)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("path of %s = %q, want %q", c.tok, got, c.want)
			}
		})
	}
}

func TestPathOfIllegalActionIsNil(t *testing.T) {
	m := load(t, rec("2p", "b12=NF a11=N3 a5=S5 a3=S4 b1=SF"))
	s := m.State()
	b := s.Board()
	pt := func(n string) Point { p, _ := b.PointByName(n); return p }
	for _, a := range []Action{
		{From: pt("a3"), To: pt("a6"), Kind: MoveTo},  // blocked by a5
		{From: pt("a5"), To: pt("c6"), Kind: MoveTo},  // only an engineer turns
		{From: pt("b1"), To: pt("b2"), Kind: MoveTo},  // the flag
		{From: pt("a5"), To: pt("a11"), Kind: MoveTo}, // an attack written as a move
		{From: pt("a5"), To: pt("a5"), Kind: FlipUp},
	} {
		if p := s.Path(a); p != nil {
			t.Errorf("%s: path %v, want nil", a.Notation(b), p)
		}
	}
}

func TestBattleKnown(t *testing.T) {
	cfg := func(mode, opts string) *State {
		text := "[Game \"junqi\"]\n[Board \"4p\"]\n[Mode \"" + mode + "\"]\n[Teams \"SN EW\"]\n"
		if opts != "" {
			text += "[Options \"" + opts + "\"]\n"
		}
		r, err := record.Parse(text + "[Position \"Sb1=SF Eb1=EF Nb1=NF Wb1=WF Sa2=S5 Ea2=E4\"]\n")
		if err != nil {
			t.Fatal(err)
		}
		m, err := FromRecord(r)
		if err != nil {
			t.Fatal(err)
		}
		s := m.State()
		return &s
	}
	fight := Battle{Action: Action{Kind: Attack}, Attacker: MakePiece(South, Colonel), Defender: MakePiece(East, Major)}
	flag := Battle{Action: Action{Kind: Attack}, Attacker: MakePiece(South, Colonel), Defender: MakePiece(East, Flag), FlagCaptured: true}
	move := Battle{Action: Action{Kind: MoveTo}, Attacker: MakePiece(South, Colonel)}
	cases := []struct {
		name     string
		s        *State
		viewer   Seat
		bt       Battle
		att, def bool
	}{
		{"open: everybody", cfg("open", ""), NoSeat, fight, true, true},
		{"dark: own attacker", cfg("dark", ""), South, fight, true, false},
		{"dark: own defender", cfg("dark", ""), East, fight, false, true},
		{"dark: ally without allies-see", cfg("dark", ""), North, fight, false, false},
		{"dark: ally with allies-see", cfg("dark", "allies-see"), North, fight, true, false},
		{"dark: public", cfg("dark", ""), NoSeat, fight, false, false},
		{"dark: battle-reveal", cfg("dark", "battle-reveal"), West, fight, true, true},
		{"dark: captured flag is public", cfg("dark", ""), NoSeat, flag, false, true},
		{"a move is no battle", cfg("open", ""), South, move, false, false},
	}
	for _, c := range cases {
		att, def := c.s.BattleKnown(c.viewer, c.bt)
		if att != c.att || def != c.def {
			t.Errorf("%s: known (%v, %v), want (%v, %v)", c.name, att, def, c.att, c.def)
		}
	}
}

func TestConfigFromTags(t *testing.T) {
	r, err := record.Parse("[Game \"junqi\"]\n[Board \"4p\"]\n[Mode \"dark\"]\n[Teams \"SN EW\"]\n[Options \"nocapture=50 allies-see\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := ConfigFromTags(r)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Board != FourCountry || cfg.Mode != Dark || cfg.NoCapture != 50 || !cfg.AlliesSee ||
		len(cfg.Seats) != 4 || len(cfg.Teams) != 2 {
		t.Errorf("config %+v", cfg)
	}
	for _, bad := range []string{
		"[Board \"3p\"]\n",
		"[Board \"2p\"]\n[Seats \"S\"]\n",
		"[Board \"2p\"]\n[Seats \"S E\"]\n",
		"[Board \"4p\"]\n[Teams \"SN E\"]\n",
		"[Board \"2p\"]\n[Options \"fog\"]\n",
	} {
		r, err := record.Parse(bad)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ConfigFromTags(r); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if _, err := ConfigFromTags(nil); err == nil {
		t.Error("nil record: no error")
	}
}
