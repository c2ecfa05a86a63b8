package ai

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"warboard/rules/ai/junqiai/know"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// newRecord deploys every seat through the door and plays plies actions with
// the easy player: a game in progress to ask questions about.
func newRecord(t *testing.T, tags string, plies int) *record.Record {
	t.Helper()
	rec, err := record.Parse("[Game \"junqi\"]\n" + tags)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := junqi.ConfigFromTags(rec)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Mode == junqi.Flip {
		s, err := junqi.NewRandomState(cfg, pcg(11))
		if err != nil {
			t.Fatal(err)
		}
		rec = junqi.NewMatch(s).Record()
	} else {
		var pos []string
		for i, x := range cfg.Seats {
			p, err := Deploy(Request{Record: rec, Seat: x.String(), Level: "hard", Seed: uint64(i + 1)})
			if err != nil {
				t.Fatal(err)
			}
			pos = append(pos, p)
		}
		rec.SetTag("Position", strings.Join(pos, " "))
	}
	for i := 0; i < plies; i++ {
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if m.Turn() == "-" {
			break
		}
		mv, err := Decide(Request{Record: rec, Seat: turnSeat(m), Level: "easy", Seed: uint64(i)})
		if err != nil {
			t.Fatalf("ply %d: %v", i, err)
		}
		rec.AddMove(mv)
	}
	return rec
}

// twin is rec with two pieces swapped that the seat to move cannot tell
// apart: in 暗棋 two hidden enemy pieces of different ranks that never moved
// or fought (both movable officers or bombs, so every move of the record
// stays legal); in 翻棋 two face-down pieces that nobody has touched.
func twin(t *testing.T, rec *record.Record) (*record.Record, junqi.Seat, string) {
	t.Helper()
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	st := m.State()
	seat, _ := st.Turn()
	b := st.Board()
	touched := map[string]bool{}
	for _, tok := range m.Tokens() {
		for _, part := range strings.FieldsFunc(tok, func(r rune) bool { return r == '-' || r == 'x' || r == '@' }) {
			touched[part] = true
		}
	}
	pos, _ := rec.Tag("Position")
	pl, err := record.ParsePlacements(pos)
	if err != nil {
		t.Fatal(err)
	}
	swappable := func(p record.Placement) bool {
		if touched[p.Point] {
			return false
		}
		pt, _ := b.PointByName(p.Point)
		if st.Knows(seat, pt) || st.At(pt) == 0 {
			return false
		}
		if p.FaceDown {
			return true
		}
		r, _ := junqi.RankOf(p.Piece[0])
		return r >= junqi.Lieutenant && r <= junqi.Marshal || r == junqi.Bomb
	}
	best, bi, bj := -1, -1, -1
	for i := range pl {
		for j := i + 1; j < len(pl); j++ {
			a, c := pl[i], pl[j]
			if !swappable(a) || !swappable(c) || a.Piece == c.Piece && a.Seat == c.Seat {
				continue
			}
			if !a.FaceDown && a.Seat != c.Seat {
				continue // a piece's colour is seen in 暗棋
			}
			ra, _ := junqi.RankOf(a.Piece[0])
			rc, _ := junqi.RankOf(c.Piece[0])
			if d := int(ra) - int(rc); d*d > best {
				best, bi, bj = d*d, i, j
			}
		}
	}
	if bi < 0 {
		t.Fatal("no two pieces to swap")
	}
	pl[bi].Seat, pl[bj].Seat = pl[bj].Seat, pl[bi].Seat
	pl[bi].Piece, pl[bj].Piece = pl[bj].Piece, pl[bi].Piece
	other := rec.Clone()
	other.SetTag("Position", record.FormatPlacements(pl))
	if _, err := junqi.FromRecord(other); err != nil {
		t.Fatalf("the twin record does not replay: %v", err)
	}
	return other, seat, fmt.Sprintf("%s<->%s", pl[bi], pl[bj])
}

// quietEnd adds n plain moves (no battle) to a record.
func quietEnd(t *testing.T, rec *record.Record, n int) *record.Record {
	t.Helper()
	for range n {
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		st := m.State()
		if st.Result().Over {
			break
		}
		for _, a := range st.Actions(nil) {
			if a.Kind == junqi.MoveTo {
				rec.AddMove(a.Notation(st.Board()))
				break
			}
		}
	}
	return rec
}

// Two records that differ only in ranks the seat cannot see give the same
// decision with the same seed, for every level, in 暗棋 and 翻棋, two and four players.
func TestHiddenRanksDoNotChangeDecisions(t *testing.T) {
	games := []struct {
		name, tags string
		plies      int
	}{
		{"2p dark", "[Board \"2p\"]\n[Mode \"dark\"]\n", 14},
		{"4p 2v2 dark", "[Board \"4p\"]\n[Mode \"dark\"]\n[Teams \"SN EW\"]\n", 18},
		{"2p flip", "[Board \"2p\"]\n[Mode \"flip\"]\n", 14},
		{"4p flip", "[Board \"4p\"]\n[Mode \"flip\"]\n[Teams \"SN EW\"]\n", 18},
		{"2p dark, quiet end", "[Board \"2p\"]\n[Mode \"dark\"]\n", -14},
		{"4p 2v2 dark, quiet end", "[Board \"4p\"]\n[Mode \"dark\"]\n[Teams \"SN EW\"]\n", -18},
		// free-for-all: the best-reply search (junqiai/brs.go) gives the move to any enemy seat
		{"4p free-for-all dark", "[Board \"4p\"]\n[Mode \"dark\"]\n", 18},
		{"three players dark", "[Board \"4p\"]\n[Mode \"dark\"]\n[Seats \"S E N\"]\n", 15},
		// free-for-all 翻棋: hard keeps the four-country search there, with the pull
		{"4p free-for-all flip", "[Board \"4p\"]\n[Mode \"flip\"]\n", 18},
	}
	withHistory := 0 // games whose seat has recent moves: the search's repetition history
	for _, g := range games {
		var rec *record.Record
		if g.plies < 0 { // then plain moves: the seat has recent positions
			rec = quietEnd(t, newRecord(t, g.tags, -g.plies), 6)
		} else {
			rec = newRecord(t, g.tags, g.plies)
		}
		other, seat, swap := twin(t, rec)
		a, _ := junqi.FromRecord(rec)
		c, _ := junqi.FromRecord(other)
		if obs, err := know.Observe(a, seat); err == nil && len(obs.Recent()) > 0 {
			withHistory++
		}
		if a.Position() == c.Position() {
			t.Fatalf("%s: the twin is the same game", g.name)
		}
		va, _ := a.View(seat.String())
		vc, _ := c.View(seat.String())
		if va != vc {
			t.Fatalf("%s: %v can tell the twins apart:\n%s\n%s", g.name, seat, va, vc)
		}
		t.Logf("%s: %v to move, twins differ by %s", g.name, seat, swap)
		for _, level := range Levels {
			for seed := uint64(1); seed <= 2; seed++ {
				req := Request{Record: rec, Seat: seat.String(), Level: level, Seed: seed}
				x, err := Decide(req)
				if err != nil {
					t.Fatal(err)
				}
				req.Record = other
				y, err := Decide(req)
				if err != nil {
					t.Fatal(err)
				}
				if x != y {
					t.Errorf("%s, %s seed %d, swap %s: %s in one game, %s in its twin", g.name, level, seed, swap, x, y)
				}
			}
		}
	}
	if withHistory == 0 {
		t.Error("no game ends with recent moves: the repetition history is not exercised")
	}
}

func TestDecideIsDeterministic(t *testing.T) {
	rec := newRecord(t, "[Board \"2p\"]\n[Mode \"dark\"]\n", 6)
	for _, level := range Levels {
		req := Request{Record: rec, Seat: "S", Level: level, Seed: 42}
		x, err := Decide(req)
		if err != nil {
			t.Fatal(err)
		}
		y, _ := Decide(req)
		if x != y {
			t.Errorf("%s: %s then %s with the same seed", level, x, y)
		}
		th, err := NewThinker(req)
		if err != nil {
			t.Fatal(err)
		}
		for !th.Step(500) {
		}
		if z := th.Best(); z != x {
			t.Errorf("%s: a Thinker stepped 500 at a time chose %s, Decide %s", level, z, x)
		}
	}
}

func TestDoorErrors(t *testing.T) {
	rec := newRecord(t, "[Board \"2p\"]\n", 0)
	nap, _ := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG a8=NG\"]\n")
	cases := []struct {
		req  Request
		want string
	}{
		{Request{Seat: "S", Level: "hard"}, "no record"},
		{Request{Record: rec, Seat: "S", Level: "expert"}, "unknown level \"expert\""},
		{Request{Record: rec, Seat: "Q", Level: "hard"}, "not a seat"},
		{Request{Record: rec, Seat: "E", Level: "hard"}, "seat E is not on the 2p board"},
		{Request{Record: rec, Seat: "N", Level: "hard"}, "seat N is not to move: S is"},
		{Request{Record: rec, Seat: "S", Level: "hard", TimeMS: -1}, "time -1 ms"},
		{Request{Record: nap, Seat: "N", Level: "hard"}, "N is not to move"},
		{Request{Record: nap, Seat: "S", Level: "expert"}, "expert"},
	}
	for _, c := range cases {
		if _, err := Decide(c.req); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Decide %+v: %v, want %q", c.req, err, c.want)
		}
	}
}

func TestDecideWithTimeCap(t *testing.T) {
	rec := newRecord(t, "[Board \"4p\"]\n[Mode \"dark\"]\n[Teams \"SN EW\"]\n", 4)
	m, _ := junqi.FromRecord(rec)
	mv, err := Decide(Request{Record: rec, Seat: turnSeat(m), Level: "hard", Seed: 1, TimeMS: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Play(mv); err != nil {
		t.Errorf("%s under a 3 ms cap: %v", mv, err)
	}
}

// turnSeat is the seat to move, also in 翻棋 before colours are known.
func turnSeat(m *junqi.Match) string {
	s := m.State()
	seat, _ := s.Turn()
	return seat.String()
}

func pcg(seed uint64) *rand.PCG { return rand.NewPCG(seed, 1) }

// A player declines a draw when clearly ahead and accepts it otherwise, also
// when it is not its turn, in 暗棋 judging by what it can see.
func TestAcceptDraw(t *testing.T) {
	for _, mode := range []string{"open", "dark"} {
		rec, err := record.Parse(`[Game "junqi"]
[Board "2p"]
[Mode "` + mode + `"]
[Position "b1=SF a1=SM c1=SM a3=S9 b2=S8 e3=S7 b12=NF a12=NM c11=N2"]
`)
		if err != nil {
			t.Fatal(err)
		}
		for seat, want := range map[string]bool{"S": false, "N": true} {
			got, err := AcceptDraw(Request{Record: rec, Seat: seat, Level: "hard", Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s: %s accepts a draw: %v, want %v", mode, seat, got, want)
			}
		}
	}
	rec := newRecord(t, "[Board \"2p\"]\n", 0)
	if _, err := AcceptDraw(Request{Record: rec, Seat: "E", Level: "hard"}); err == nil {
		t.Error("East answered on the two-player board")
	}
}
