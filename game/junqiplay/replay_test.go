package junqiplay

import (
	"math/rand/v2"
	"testing"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// playedGame plays a dark two-player game between people to its end (or maxTok tokens).
func playedGame(t *testing.T, mode string, maxTok int) *record.Record {
	t.Helper()
	s := newSession(t, tagsFor(t, "2p", mode, "S N", "", "nocapture=30"), Options{}, 11)
	r := rand.New(rand.NewPCG(11, 3))
	for i := 0; i < 4000 && s.phase != Over && (s.match == nil || s.match.NumTokens() < maxTok); i++ {
		personStep(t, s, r)
	}
	return s.Record()
}

// TestReplay: every ply of a finished dark game replays; a seat's view shows that seat's
// ranks only (and flags shown to all), the revealed view shows every piece, the history
// runs to the ply; an unfinished game refuses the revealed view.
func TestReplay(t *testing.T) {
	rec := playedGame(t, "dark", 1<<30)
	r, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Over() || r.Len() != len(rec.Moves) {
		t.Fatalf("over %v len %d, want a finished game of %d tokens", r.Over(), r.Len(), len(rec.Moves))
	}
	m, err := junqi.FromRecord(&record.Record{Tags: rec.Tags})
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ply <= r.Len(); ply++ {
		if ply > 0 {
			if err := m.Play(r.Token(ply)); err != nil {
				t.Fatal(err)
			}
		}
		st := m.State()
		all, err := r.Picture(ply, junqi.NoSeat)
		if err != nil {
			t.Fatal(err)
		}
		if len(all.History) != ply {
			t.Fatalf("ply %d: history of %d", ply, len(all.History))
		}
		for p := 0; p < st.Board().N; p++ {
			want := st.At(junqi.Point(p))
			got := all.Pieces[p]
			if got.Present != !want.Empty() || got.Present && got.Code != want.Rank().Code() {
				t.Fatalf("ply %d point %d: revealed %+v, the game has %v", ply, p, got, want)
			}
		}
		for _, x := range r.Seats() {
			pic, err := r.Picture(ply, x)
			if err != nil {
				t.Fatal(err)
			}
			v := st.View(x)
			for p := 0; p < st.Board().N; p++ {
				if pic.Pieces[p] != junqipic.PieceOf(v.Squares[p]) {
					t.Fatalf("ply %d: %v's replay shows %+v on %d, its view then %v", ply, x, pic.Pieces[p], p, v.Squares[p])
				}
			}
			if pic.Bottom != x {
				t.Fatalf("%v's replay has %v at the bottom", x, pic.Bottom)
			}
		}
	}
	short := playedGame(t, "dark", 12)
	u, err := NewReplay(short)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := u.Picture(u.Len(), junqi.NoSeat); err == nil || u.Over() {
		t.Fatal("an unfinished dark game revealed every piece")
	}
	if _, err := u.Picture(u.Len()+1, junqi.South); err == nil {
		t.Fatal("a ply past the end")
	}
	if _, err := NewReplay(&record.Record{Tags: rec.Tags[:3]}); err == nil {
		t.Fatal("a record without a Position replays")
	}
}
