package junqiplay

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// tagsFor writes the tags the options screen writes.
func tagsFor(t testing.TB, board, mode, seats, teams, opts string) *record.Record {
	t.Helper()
	text := fmt.Sprintf("[Game \"junqi\"]\n[Board %q]\n[Mode %q]\n[Seats %q]\n", board, mode, seats)
	if teams != "" {
		text += fmt.Sprintf("[Teams %q]\n", teams)
	}
	if opts == "" {
		opts = "nocapture=70"
	}
	text += fmt.Sprintf("[Options %q]\n", opts)
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func newSession(t testing.TB, rec *record.Record, o Options, seed uint64) *Session {
	t.Helper()
	s, err := New(rec, o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func pt(t testing.TB, s *Session, name string) junqi.Point {
	t.Helper()
	p, ok := junqi.BoardOf(s.cfg.Board).PointByName(name)
	if !ok {
		t.Fatalf("no point %q", name)
	}
	return p
}

// ok fails the test when an operation was refused.
func ok(t testing.TB, fb Feedback) Feedback {
	t.Helper()
	if fb.Refused {
		t.Fatalf("refused: %s %v: %s", fb.Code, fb.Args, fb.Text)
	}
	return fb
}

// taps plays tokens ("e6xe7", "@c3") by tapping, calling Ready at hand-overs.
func taps(t testing.TB, s *Session, tokens string) {
	t.Helper()
	for _, tok := range strings.Fields(tokens) {
		if s.phase == HandOver {
			ok(t, s.Ready())
		}
		if tok[0] == '@' {
			ok(t, s.Tap(pt(t, s, tok[1:])))
			continue
		}
		i := strings.IndexAny(tok, "-x")
		ok(t, s.Tap(pt(t, s, tok[:i])))
		ok(t, s.Tap(pt(t, s, tok[i+1:])))
	}
}

// checkAll tests every invariant of the session's current screen: the state is
// consistent, the picture holds nothing its seat may not know, and a save
// restores to the very same picture.
func checkAll(t testing.TB, s *Session) {
	t.Helper()
	if err := s.check(); err != nil {
		t.Fatalf("inconsistent session (%v): %v", s.phase, err)
	}
	pic := s.Picture()
	checkPicture(t, s, pic)
	checkShortcuts(t, s, pic)
	data, err := s.Save()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatalf("restore: %v\n%s", err, data)
	}
	if got := r.Picture(); !reflect.DeepEqual(got, pic) {
		t.Fatalf("restored picture differs in %v:\n got %+v\nwant %+v", s.phase, got, pic)
	}
	again, err := r.Save()
	if err != nil || string(again) != string(data) {
		t.Fatalf("save after restore differs: %v\n%s\n%s", err, again, data)
	}
}

// checkPicture compares the picture with the referee's full state.
func checkPicture(t testing.TB, s *Session, pic Picture) {
	t.Helper()
	b := junqi.BoardOf(s.cfg.Board)
	if pic.Phase != s.phase {
		t.Fatalf("picture phase %v, session %v", pic.Phase, s.phase)
	}
	switch s.phase {
	case HandOver:
		want := emptyPicture(s.cfg.Board, HandOver, s.seat)
		want.Note, want.Recent = pic.Note, pic.Recent
		for _, fb := range pic.Recent { // behind a hand-over only what everybody may know
			if fb.Code == NoteAttack && s.cfg.Mode == junqi.Dark && !s.cfg.BattleReveal &&
				(fb.Args[4] != "?" || fb.Args[5] != "?" && fb.Args[3] != "flag") {
				t.Fatalf("hand-over tells a rank: %+v", fb)
			}
		}
		if !reflect.DeepEqual(pic, want) {
			t.Fatalf("hand-over picture shows a board: %+v", pic)
		}
		checkNote(t, s, pic.Note, junqi.NoSeat)
		return
	case Deploy:
		checkMarks(t, s, pic)
		for p := 0; p < b.N; p++ {
			pc := pic.Pieces[p]
			if !pc.Present {
				continue
			}
			owner := b.Area(junqi.Point(p))
			if pc.Seat != owner {
				t.Fatalf("%s: a piece of %v in %v's area while deploying", b.Name(junqi.Point(p)), pc.Seat, owner)
			}
			if owner != s.viewer() && (s.secret(Deploy) || s.done&(1<<owner) == 0) {
				t.Fatalf("%v's deployment screen shows %v's piece on %s", s.viewer(), owner, b.Name(junqi.Point(p)))
			}
		}
		return
	}
	checkMarks(t, s, pic)
	st := s.match.State()
	viewer := s.viewer()
	for p := 0; p < b.N; p++ {
		got, full := pic.Pieces[p], st.At(junqi.Point(p))
		name := b.Name(junqi.Point(p))
		switch {
		case full == 0:
			if got.Present {
				t.Fatalf("%s: piece on an empty point", name)
			}
		case !got.Present:
			t.Fatalf("%s: piece missing", name)
		case s.phase == Over:
			if got.FaceDown || got.Code != full.Rank().Code() || got.Seat != full.Seat() {
				t.Fatalf("%s: the end does not reveal %v (%+v)", name, full, got)
			}
		case full.FaceDown():
			if !got.FaceDown || got.Code != '?' {
				t.Fatalf("%s: face-down piece shown as %+v", name, got)
			}
		case got.Code != '?':
			if got.Seat != full.Seat() || got.Code != full.Rank().Code() {
				t.Fatalf("%s: shows %c for %v", name, got.Code, full)
			}
			if !st.Knows(viewer, junqi.Point(p)) {
				t.Fatalf("%s: %v sees the hidden rank of %v", name, viewer, full)
			}
		case st.Knows(viewer, junqi.Point(p)) && s.cfg.Mode != junqi.Dark:
			t.Fatalf("%s: known rank hidden in an open game", name)
		}
	}
	if s.phase != Over && s.cfg.Mode == junqi.Dark && !s.cfg.BattleReveal && !s.cfg.AlliesSee {
		m := pic.Battle
		if m.Point != junqi.NoPoint {
			if m.AttackerCode != 0 && m.Attacker != viewer {
				t.Fatalf("%v sees the attacker's rank %c", viewer, m.AttackerCode)
			}
			if m.DefenderCode != 0 && m.Defender != viewer && m.DefenderCode != 'F' {
				t.Fatalf("%v sees the defender's rank %c", viewer, m.DefenderCode)
			}
		}
		checkNote(t, s, pic.Note, viewer)
	}
}

// checkMarks: the move marks are exactly what the public list of tokens says (the side
// panel's History, which every viewer may read): the last action, and each seat's latest
// one. A mark missing, misplaced or made of anything else fails.
func checkMarks(t testing.TB, s *Session, pic Picture) {
	t.Helper()
	last := junqipic.NoMove
	seatLast := [4]junqipic.Move{junqipic.NoMove, junqipic.NoMove, junqipic.NoMove, junqipic.NoMove}
	for _, p := range pic.History {
		if p.Token == "resign" || p.Token == "draw" {
			continue
		}
		m := tokenMove(t, s, p.Token)
		last, seatLast[p.Seat&3] = m, m
	}
	if pic.Last != last {
		t.Fatalf("the last move is marked %+v, the tokens say %+v (%v)", pic.Last, last, pic.History)
	}
	if pic.SeatLast != seatLast {
		t.Fatalf("the seats' latest moves are marked %+v, the tokens say %+v (%v)", pic.SeatLast, seatLast, pic.History)
	}
}

// tokenMove is the two points of a move token ("c6-c7", "c6xc7", "@d4").
func tokenMove(t testing.TB, s *Session, tok string) junqipic.Move {
	t.Helper()
	if tok[0] == '@' {
		p := pt(t, s, tok[1:])
		return junqipic.Move{From: p, To: p}
	}
	i := strings.IndexAny(tok, "-x")
	if i < 0 {
		t.Fatalf("no move: %q", tok)
	}
	return junqipic.Move{From: pt(t, s, tok[:i]), To: pt(t, s, tok[i+1:])}
}

// checkNote: in a dark game a note tells no rank its reader may not know.
func checkNote(t testing.TB, s *Session, fb Feedback, reader junqi.Seat) {
	t.Helper()
	if s.cfg.Mode != junqi.Dark || s.cfg.BattleReveal || fb.Code != NoteAttack {
		return
	}
	bs := s.match.Battles()
	bt := bs[len(bs)-1]
	if ac := fb.Args[4]; ac != "?" && (s.cfg.AlliesSee || bt.Attacker.Seat() != reader) {
		if !s.cfg.AlliesSee || reader == junqi.NoSeat {
			t.Fatalf("note tells %v the attacker's rank: %+v", reader, fb)
		}
	}
	if dc := fb.Args[5]; dc != "?" && dc != "F" && bt.Defender.Seat() != reader && !s.cfg.AlliesSee {
		t.Fatalf("note tells %v the defender's rank: %+v", reader, fb)
	}
}

// playRandom plays random legal actions by taps (Ready at hand-overs) until the
// game ends or max actions, checking every screen on the way.
func playRandom(t testing.TB, s *Session, seed uint64, max int, each func()) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	for n := 0; n < max && s.phase != Over; n++ {
		if s.phase == HandOver {
			ok(t, s.Ready())
			each()
		}
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		acts := st.Actions(buf[:0])
		a := acts[r.IntN(len(acts))]
		if a.Kind == junqi.FlipUp {
			ok(t, s.Tap(a.From))
		} else {
			ok(t, s.Tap(a.From))
			each()
			ok(t, s.Tap(a.To))
		}
		each()
	}
}

// checkShortcuts: what the session answers without a replay is what a replay of its
// record gives.
func checkShortcuts(t testing.TB, s *Session, pic Picture) {
	t.Helper()
	rec := s.Record()
	if got, want := s.RecordText(), rec.String(); got != want {
		t.Fatalf("RecordText\n%s\nRecord().String()\n%s", got, want)
	}
	if s.MoveCount() != len(rec.Moves) {
		t.Fatalf("MoveCount %d, record %d", s.MoveCount(), len(rec.Moves))
	}
	if n := len(rec.Moves); n > 0 && s.LastToken() != rec.Moves[n-1].Text || n == 0 && s.LastToken() != "" {
		t.Fatalf("LastToken %q, record %v", s.LastToken(), rec.Moves)
	}
	if got := s.lastNote(); !reflect.DeepEqual(got, pic.Note) {
		t.Fatalf("lastNote %+v, picture's note %+v", got, pic.Note)
	}
	if s.match == nil {
		if s.LegalMoves() != nil || s.LastMover() != junqi.NoSeat {
			t.Fatal("legal moves or a last mover while deploying")
		}
		return
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := m.Moves()
	if s.phase != Play {
		want = nil
	}
	if got := s.LegalMoves(); !reflect.DeepEqual(got, want) {
		t.Fatalf("LegalMoves %v, replay %v", got, want)
	}
	mover := junqi.NoSeat
	if n := len(rec.Moves); n > 0 {
		rec.Moves = rec.Moves[:n-1]
		rec.DeleteTag("Result")
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		st := m.State()
		mover, _ = st.Turn()
	}
	if got := s.LastMover(); got != mover {
		t.Fatalf("LastMover %v, replay %v", got, mover)
	}
}
