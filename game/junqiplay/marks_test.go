package junqiplay

import (
	"bytes"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// darkPosition is the 2p position of TestOpenGame, played in the dark.
const darkPosition = "a1=SM a10=N6 a11=N7 a12=N1 a2=S4 a3=SB a4=S1 a5=S4 a6=S6 a7=N7 a8=N2 a9=N1 b1=SF b11=NB b12=NM b2=SM b4=S9 b6=S3 b7=N2 b9=N8 c1=SM c10=N5 c11=N3 c12=NM c2=S3 c3=S5 c5=S3 c6=S5 c7=N5 c8=N3 d1=S2 d11=N2 d12=NF d2=SB d4=S8 d6=S2 d7=N3 d9=N9 e1=S1 e10=NB e11=N4 e12=NM e2=S7 e3=S6 e4=S1 e5=S2 e6=S7 e7=N6 e8=N4 e9=N1"

// darkGame is two people in the dark at one device, from darkPosition.
func darkGame(t testing.TB, opts, moves string) *Session {
	t.Helper()
	if opts == "" {
		opts = "nocapture=70"
	}
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n[Options \"" + opts +
		"\"]\n[Position \"" + darkPosition + "\"]\n\n" + moves + "\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, Options{MoverBottom: true})
	if err != nil {
		t.Fatal(err)
	}
	if s.phase == HandOver {
		ok(t, s.Ready())
	}
	return s
}

func mark(t testing.TB, s *Session, name string, code byte) {
	t.Helper()
	if err := s.SetMark(pt(t, s, name), code); err != nil {
		t.Fatalf("mark %s=%c: %v", name, code, err)
	}
}

// marksShown are the marks on the screen's picture: "c7=8 e7=?".
func marksShown(t testing.TB, s *Session) string {
	t.Helper()
	pic := s.Picture()
	b := junqi.BoardOf(s.cfg.Board)
	var out []string
	for p, c := range pic.Marks {
		if c != 0 {
			out = append(out, b.Name(junqi.Point(p))+"="+string(c))
		}
	}
	return strings.Join(out, " ")
}

func wantMarks(t testing.TB, s *Session, want string) {
	t.Helper()
	if got := marksShown(t, s); got != want {
		t.Fatalf("%v's screen shows marks %q, want %q", s.Viewer(), got, want)
	}
	checkAll(t, s)
}

// play plays tokens by taps and passes the device on to the next seat.
func play(t testing.TB, s *Session, tokens string) {
	t.Helper()
	taps(t, s, tokens)
	if s.phase != HandOver {
		t.Fatalf("no hand-over after %s: %v", tokens, s.phase)
	}
	if got := marksShown(t, s); got != "" {
		t.Fatalf("the hand-over shows marks %q", got)
	}
	ok(t, s.Ready())
}

// TestMarkFollowsItsPiece: a mark moves with its piece, goes when the piece dies, shows
// on its own seat's screen only (two people in the dark at one device), and survives a
// save and a resume outside the record.
func TestMarkFollowsItsPiece(t *testing.T) {
	s := darkGame(t, "", "")
	if s.Viewer() != junqi.South {
		t.Fatalf("viewer %v", s.Viewer())
	}
	mark(t, s, "c7", '8')
	mark(t, s, "e8", 'B')
	mark(t, s, "e7", '?')
	wantMarks(t, s, "c7=8 e7=? e8=B")
	for _, bad := range []struct {
		at   string
		code byte
	}{{"c6", '9'}, {"c9", '9'}, {"c7", 'x'}, {"c7", '0'}} {
		if err := s.SetMark(pt(t, s, bad.at), bad.code); err == nil {
			t.Fatalf("marked %s=%c", bad.at, bad.code)
		}
	}
	play(t, s, "e6xe7") // 师长 takes 旅长: the piece marked ? is gone, South's 师长 is there
	wantMarks(t, s, "") // North's screen: none of South's marks
	mark(t, s, "e7", '7')
	mark(t, s, "a5", '?')
	wantMarks(t, s, "a5=? e7=7")
	play(t, s, "c7-b8") // the piece South marked 8 moves into a camp
	wantMarks(t, s, "b8=8 e8=B")
	play(t, s, "e7xe8") // South's 师长 takes the piece marked B: its mark goes
	wantMarks(t, s, "a5=? e8=7")
	play(t, s, "a7xa6")
	wantMarks(t, s, "b8=8")
	play(t, s, "c6-c7")
	wantMarks(t, s, "a5=? e8=7")
	mark(t, s, "a5", 0) // taken away
	wantMarks(t, s, "e8=7")

	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	head, text, _ := bytes.Cut(data, []byte{'\n'})
	if !bytes.Contains(head, []byte(`"marks":{"N":"e6=7","S":"c7=8 e7=? e8=B"}`)) {
		t.Fatalf("saved marks: %s", head)
	}
	if string(text) != s.RecordText() || strings.Contains(string(text), "=?") {
		t.Fatal("the save's record is not the game's record")
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatal(err)
	}
	wantMarks(t, r, "e8=7")
	play(t, r, "b8-a7") // after the resume the mark still follows its piece
	wantMarks(t, r, "a7=8")

	// The end reveals every piece: no mark is left, and none is made.
	ok(t, r.Resign())
	if r.phase != Over || marksShown(t, r) != "" {
		t.Fatalf("marks at the end: %v %q", r.phase, marksShown(t, r))
	}
	if err := r.SetMark(pt(t, r, "a7"), '9'); err == nil {
		t.Fatal("a mark after the end")
	}
}

// TestMarkGoesWhenTheRankIsShown: with 战后亮子 a battle shows the piece that won it; a
// mark on it goes. The flag shown once its 司令 is gone loses its mark too.
func TestMarkGoesWhenTheRankIsShown(t *testing.T) {
	s := darkGame(t, "nocapture=70 battle-reveal", "")
	mark(t, s, "a7", '9')
	mark(t, s, "c7", '5')
	taps(t, s, "a6xa7") // South's 旅长 dies on North's 师长, which shows
	ok(t, s.Ready())
	taps(t, s, "e7-e6") // any move
	ok(t, s.Ready())
	wantMarks(t, s, "c7=5")

	// The 司令s meet and both go: each flag shows to everybody, and its mark goes.
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n" +
		"[Position \"b1=SF e1=S1 a6=S9 b12=NF a7=N9 c12=N1\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err = FromRecord(rec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t, s.Ready())
	mark(t, s, "b12", 'F')
	mark(t, s, "c12", '1')
	wantMarks(t, s, "b12=F c12=1")
	play(t, s, "a6xa7")
	play(t, s, "c12-c11")
	wantMarks(t, s, "c11=1")
	if s.CanMark(pt(t, s, "b12")) {
		t.Fatal("the flag shown may be marked")
	}
}

// TestMarksInFlip: in 翻棋 a face-down piece may be marked once the colours are dealt
// (nobody knows it); the mark goes when it is turned up, and each seat sees its own only.
func TestMarksInFlip(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "flip", "S N", "", ""), Options{}, 3)
	if s.CanMark(pt(t, s, "a1")) || s.SetMark(pt(t, s, "a1"), 'M') == nil {
		t.Fatal("a mark before the colours are dealt")
	}
	taps(t, s, "@e6")
	first := s.Viewer()
	mark(t, s, "a1", 'M')
	mark(t, s, "e12", '9')
	wantMarks(t, s, "a1=M e12=9")
	taps(t, s, "@a1")
	if s.Viewer() == first {
		t.Fatalf("the same seat %v after a flip", first)
	}
	wantMarks(t, s, "")
	taps(t, s, "@a2")
	if s.Viewer() != first {
		t.Fatalf("viewer %v, want %v", s.Viewer(), first)
	}
	wantMarks(t, s, "e12=9")
}

// TestOldSaveWithoutMarksLoads: a save written before marks existed (no "marks" field)
// still loads, with no marks; a mark on a point where no piece started is refused.
func TestOldSaveWithoutMarksLoads(t *testing.T) {
	s := darkGame(t, "", "e6xe7")
	mark(t, s, "e7", '8')
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	old := bytes.Replace(data, []byte(`,"marks":{"N":"e6=8"}`), nil, 1)
	if bytes.Equal(old, data) {
		t.Fatalf("no marks in %s", data)
	}
	r, err := Restore(old)
	if err != nil {
		t.Fatal(err)
	}
	wantMarks(t, r, "")
	for _, bad := range []string{`"N":"c9=8"`, `"N":"e6=x"`, `"E":"e6=8"`, `"N":"zz=8"`, `"Q":"e6=8"`, `"N":"e6"`} {
		b := bytes.Replace(data, []byte(`"N":"e6=8"`), []byte(bad), 1)
		if _, err := Restore(b); err == nil {
			t.Errorf("restored marks %s", bad)
		}
	}
}

// TestFollow: the identity of each piece through moves and every battle outcome.
func TestFollow(t *testing.T) {
	s := darkGame(t, "", "e6xe7 c7-b8 a6xa7 e8xe7 c6-c7 b8xc7")
	ids, err := s.pieceIDs()
	if err != nil {
		t.Fatal(err)
	}
	name := func(p junqi.Point) string {
		if p == junqi.NoPoint {
			return "-"
		}
		return junqi.BoardOf(s.cfg.Board).Name(p)
	}
	for _, c := range []struct{ at, id string }{
		{"e7", "e6"}, {"e6", "-"}, // won an attack, then held against one
		{"e8", "-"},               // lost an attack
		{"a7", "a7"}, {"a6", "-"}, // the defender stays
		{"c7", "-"}, {"b8", "-"}, {"c6", "-"}, // moved, then both removed
		{"b4", "b4"}, // never moved
	} {
		if got := name(ids[pt(t, s, c.at)]); got != c.id {
			t.Errorf("the piece on %s started on %s, want %s", c.at, got, c.id)
		}
	}
}

// TestMarkAfterTakeBack: against the computer, a take-back puts the marked piece back
// where it was, and its mark with it; a computer seat has no marks.
func TestMarkAfterTakeBack(t *testing.T) {
	rec, err := record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n[Seats \"S N\"]\n[Options \"nocapture=70\"]\n[Position \"" + darkPosition + "\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, Options{Computers: "N", MoverBottom: true})
	if err != nil {
		t.Fatal(err)
	}
	mark(t, s, "c7", '8')
	taps(t, s, "c3-c4") // a plain move: a battle is never taken back in the dark
	if s.CanMark(pt(t, s, "c4")) != false || s.Viewer() != junqi.South {
		t.Fatal("the computer's turn lets a mark be made for it")
	}
	if err := s.Decide(junqi.North, "c7-b8"); err != nil {
		t.Fatal(err)
	}
	wantMarks(t, s, "b8=8")
	if err := s.TakeBack(junqi.South); err != nil {
		t.Fatal(err)
	}
	wantMarks(t, s, "c7=8")
}

// FuzzMarks: random marks between random actions never break the session's invariants
// (checkAll restores every picture from a save) and show only on the seat's own screen.
func FuzzMarks(f *testing.F) {
	f.Add(uint64(1), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add(uint64(2), []byte{200, 3, 40, 5, 0, 0, 0, 9, 9, 9})
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		modes := []string{"dark", "flip"}
		s := newSession(t, tagsFor(t, "2p", modes[seed%2], "S N", "", ""), Options{}, seed)
		for s.phase == Deploy || s.phase == HandOver {
			if s.phase == HandOver {
				ok(t, s.Ready())
			} else {
				ok(t, s.Done())
			}
		}
		n := junqi.BoardOf(s.cfg.Board).N
		for i := 0; i+1 < len(ops) && i < 200 && s.phase != Over; i += 2 {
			if s.phase == HandOver {
				ok(t, s.Ready())
				continue
			}
			p := junqi.Point(int(ops[i]) % n)
			if ops[i+1]%3 != 0 {
				code := MarkCodes[int(ops[i+1])%len(MarkCodes)]
				err := s.SetMark(p, code)
				if (err == nil) != s.CanMark(p) && err == nil {
					t.Fatalf("marked %d where CanMark says no", p)
				}
				if err == nil && s.MarkAt(p) != code {
					t.Fatalf("mark %c on %d shows %c", code, p, s.MarkAt(p))
				}
			} else {
				st := s.match.State()
				var buf [junqi.MaxActions]junqi.Action
				acts := st.Actions(buf[:0])
				a := acts[int(ops[i])%len(acts)]
				if a.Kind == junqi.FlipUp {
					ok(t, s.Tap(a.From))
				} else {
					ok(t, s.Drag(a.From, a.To))
				}
			}
			pic := s.Picture()
			st := s.match.State()
			for q, c := range pic.Marks {
				if c == 0 {
					continue
				}
				v := st.View(pic.Viewer)
				if pic.Viewer == junqi.NoSeat || !markable(v.Squares[q]) {
					t.Fatalf("a mark on %d, which %v knows or is empty", q, pic.Viewer)
				}
			}
			checkAll(t, s)
		}
	})
}

// TestReplayShowsNoMarks: the replay of a game, from any seat, carries none of the marks
// its people made.
func TestReplayShowsNoMarks(t *testing.T) {
	s := darkGame(t, "", "")
	mark(t, s, "c7", '8')
	play(t, s, "e6xe7")
	mark(t, s, "e7", '7')
	play(t, s, "c7-b8")
	r, err := NewReplay(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ply <= r.Len(); ply++ {
		for _, x := range r.Seats() {
			pic, err := r.Picture(ply, x)
			if err != nil {
				t.Fatal(err)
			}
			if pic.Marks != [junqi.MaxPoints]byte{} {
				t.Fatalf("the replay at %d as %v shows marks", ply, x)
			}
		}
	}
}

// FuzzRestoreMarks: whatever is written in a save's marks, Restore gives a session whose
// invariants hold (its marks only on pieces the seat does not know), or an error.
func FuzzRestoreMarks(f *testing.F) {
	s := darkGame(f, "", "")
	mark(f, s, "c7", '8')
	mark(f, s, "e8", 'B')
	play(f, s, "e6xe7")
	mark(f, s, "e7", '?')
	data, err := s.Save()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add(bytes.Replace(data, []byte(`"N":"e6=?"`), []byte(`"N":"e6=? a1=9","E":"a1=1"`), 1))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Restore(data)
		if err != nil {
			return
		}
		checkAll(t, r)
		pic := r.Picture()
		if pic.Viewer == junqi.NoSeat {
			return
		}
		st := r.match.State()
		v := st.View(pic.Viewer)
		for q, c := range pic.Marks {
			if c != 0 && (!markable(v.Squares[q]) || !ValidMark(c)) {
				t.Fatalf("mark %q on %d", c, q)
			}
		}
	})
}
