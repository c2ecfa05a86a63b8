package junqiplay

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// deployAll takes every seat through its deployment (and the hand-overs) to play.
func deployAll(t *testing.T, s *Session) {
	t.Helper()
	for s.phase == Deploy || s.phase == HandOver && s.then == Deploy {
		if s.phase == HandOver {
			ok(t, s.Ready())
			continue
		}
		ok(t, s.Done())
	}
	if s.phase == HandOver {
		ok(t, s.Ready())
	}
}

// playKind plays, by taps, a random legal action of kind for the seat to move (Ready
// first at a hand-over); false when it has none.
func playKind(t *testing.T, s *Session, r *rand.Rand, kind junqi.ActionKind) bool {
	t.Helper()
	if s.phase == HandOver {
		ok(t, s.Ready())
	}
	st := s.match.State()
	var buf [junqi.MaxActions]junqi.Action
	var fit []junqi.Action
	for _, a := range st.Actions(buf[:0]) {
		if a.Kind == kind {
			fit = append(fit, a)
		}
	}
	if len(fit) == 0 {
		return false
	}
	a := fit[r.IntN(len(fit))]
	ok(t, s.Tap(a.From))
	if a.Kind != junqi.FlipUp {
		ok(t, s.Tap(a.To))
	}
	return true
}

// reload saves and restores the session, as the app does on a reload, and checks the
// restored game is the same.
func reload(t *testing.T, s *Session) *Session {
	t.Helper()
	checkAll(t, s)
	data, err := s.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatalf("restore: %v\n%s", err, data)
	}
	return r
}

// TestTakeBackBetweenPeople: in every mode the seat that just moved asks, the other seat
// answers on its own screen; an accepted request undoes exactly the last action and the
// asking seat moves again, a refused one changes nothing; the request and its answer
// survive reloads (request, reload, answer, reload).
func TestTakeBackBetweenPeople(t *testing.T) {
	for _, mode := range []string{"open", "dark", "flip"} {
		for _, answer := range []string{"accept", "refuse"} {
			s := newSession(t, tagsFor(t, "2p", mode, "S N", "", ""), Options{}, 11)
			deployAll(t, s)
			r := rand.New(rand.NewPCG(3, 4))
			if _, can := s.CanAskTakeBack(); can && mode != "open" {
				t.Fatalf("%s: a take back before any move", mode)
			}
			// play plain moves (flips first in 翻棋) until a plain move is the last one
			for i := 0; i < 40 && !(i >= 4 && strings.Contains(s.LastToken(), "-")); i++ {
				if !playKind(t, s, r, junqi.MoveTo) {
					playKind(t, s, r, junqi.FlipUp)
				}
			}
			if !strings.Contains(s.LastToken(), "-") {
				t.Fatalf("%s: no plain move played", mode)
			}
			mover := s.LastMover()
			before := s.Record()
			before.Moves = before.Moves[:len(before.Moves)-1]
			want, was := before.String(), s.RecordText()
			by, can := s.CanAskTakeBack()
			if !can || by != mover {
				t.Fatalf("%s: can ask %v by %v, want %v", mode, can, by, mover)
			}
			fb := ok(t, s.AskTakeBack())
			if fb.Code != NoteTakeBackAsk || fb.Args[0] != mover.String() {
				t.Fatalf("%s: asking says %+v", mode, fb)
			}
			next := s.match.State()
			turn, _ := next.Turn()
			// asked from the hand-over (dark), the device passes to the answering seat
			if secret := mode == "dark"; secret != (s.phase == HandOver) {
				t.Fatalf("%s: after asking the phase is %v", mode, s.phase)
			}
			s = reload(t, s)
			if s.phase == HandOver {
				if pic := s.Picture(); pic.Seat != turn || len(pic.History) != 0 {
					t.Fatalf("%s: the hand-over to answer shows %+v", mode, pic)
				}
				ok(t, s.Ready())
			}
			pd := s.Pending()
			if s.phase != TakeBackAsk || pd.Seat != turn || pd.What != DecideTakeBack {
				t.Fatalf("%s: answering phase %v pending %+v", mode, s.phase, pd)
			}
			pic := s.Picture()
			if pic.Viewer != turn || pic.TakeBackBy != mover {
				t.Fatalf("%s: the answering screen is %v's, asked by %v", mode, pic.Viewer, pic.TakeBackBy)
			}
			checkAll(t, s) // checkPicture: nothing of the asking seat's hidden pieces shows
			if fb := s.Tap(pt(t, s, "a1")); !fb.Refused {
				t.Fatalf("%s: a tap on the board while answering played", mode)
			}
			s = reload(t, s)
			if answer == "accept" {
				fb = ok(t, s.AcceptTakeBack())
				if s.RecordText() != want {
					t.Fatalf("%s: after the take back\n%s\nwant\n%s", mode, s.RecordText(), want)
				}
				if pd := s.Pending(); pd.Seat != mover || pd.What != DecideMove || pd.HandOver != (mode == "dark") {
					t.Fatalf("%s: after the take back pending %+v", mode, pd)
				}
				if fb.Code != NoteTookBack || fb.Args[0] != mover.String() {
					t.Fatalf("%s: the take back says %+v", mode, fb)
				}
			} else {
				fb = ok(t, s.RefuseTakeBack())
				if s.RecordText() != was {
					t.Fatalf("%s: a refused take back changed the record", mode)
				}
				if pd := s.Pending(); pd.Seat != turn || pd.What != DecideMove || pd.HandOver {
					t.Fatalf("%s: after the refusal pending %+v", mode, pd)
				}
				if fb.Code != NoteTakeBackRefused || fb.Args[0] != turn.String() || fb.Args[1] != mover.String() {
					t.Fatalf("%s: the refusal says %+v", mode, fb)
				}
			}
			s = reload(t, s)
			if s.phase == HandOver {
				ok(t, s.Ready())
			}
			checkAll(t, s)
			if !playKind(t, s, r, junqi.MoveTo) && !playKind(t, s, r, junqi.FlipUp) {
				t.Fatalf("%s: no move after the answer", mode)
			}
		}
	}
}

// TestNoTakeBackOfWhatWasSeen: in 暗棋 and 翻棋 a battle or a flip is never taken back
// (its result would become unseen by the game but not by the players); in 明棋 it is.
func TestNoTakeBackOfWhatWasSeen(t *testing.T) {
	for _, mode := range []string{"open", "dark", "flip"} {
		s := newSession(t, tagsFor(t, "2p", mode, "S N", "", ""), Options{}, 11)
		deployAll(t, s)
		r := rand.New(rand.NewPCG(8, 1))
		kind := junqi.Attack
		if mode == "flip" {
			kind = junqi.FlipUp
		}
		for i := 0; i < 300 && s.phase != Over; i++ {
			if i > 1 && playKind(t, s, r, kind) {
				break
			}
			if !playKind(t, s, r, junqi.MoveTo) {
				playKind(t, s, r, junqi.FlipUp)
			}
		}
		if s.phase == Over {
			t.Fatalf("%s: over before the battle", mode)
		}
		bs := s.match.Battles()
		if k := bs[len(bs)-1].Action.Kind; k != kind {
			t.Fatalf("%s: the last action is %v", mode, k)
		}
		_, can := s.CanAskTakeBack()
		fb := s.AskTakeBack()
		if can != (mode == "open") || fb.Refused != (mode != "open") {
			t.Fatalf("%s: take back of a %v: can %v, %+v", mode, kind, can, fb)
		}
		if mode != "open" && (fb.Code != RefusedTakeBack || fb.Text != ErrHidden.Error()) {
			t.Fatalf("%s: refusal %+v", mode, fb)
		}
	}
}

// TestTakeBackFourSeats: in a four-seat game every other seat still in answers, in play
// order from the next seat, each behind its own hand-over in the dark; one refusal ends it.
func TestTakeBackFourSeats(t *testing.T) {
	for _, refuseAt := range []int{-1, 0, 1, 2} {
		s := newSession(t, tagsFor(t, "4p", "dark", "S E N W", "SN EW", ""), Options{}, 21)
		deployAll(t, s)
		r := rand.New(rand.NewPCG(1, 2))
		for i := 0; i < 3; i++ {
			if !playKind(t, s, r, junqi.MoveTo) {
				t.Fatal("no plain move")
			}
		}
		mover := s.LastMover()
		was := s.RecordText()
		ok(t, s.AskTakeBack())
		var asked []junqi.Seat
		for i := 0; s.phase == HandOver && s.then == TakeBackAsk; i++ {
			ok(t, s.Ready())
			asked = append(asked, s.seat)
			checkAll(t, s)
			if i == refuseAt {
				ok(t, s.RefuseTakeBack())
				break
			}
			ok(t, s.AcceptTakeBack())
			s = reload(t, s)
		}
		wantAsked := 3
		if refuseAt >= 0 {
			wantAsked = refuseAt + 1
		}
		if len(asked) != wantAsked || asked[0] != s.others(ptr(s.match.State()), mover)[0] {
			t.Fatalf("refuse at %d: asked %v", refuseAt, asked)
		}
		for _, x := range asked {
			if x == mover {
				t.Fatalf("the asking seat answered itself")
			}
		}
		undone := s.RecordText() != was
		if undone != (refuseAt < 0) {
			t.Fatalf("refuse at %d: undone %v", refuseAt, undone)
		}
		if pd := s.Pending(); undone && pd.Seat != mover {
			t.Fatalf("after the take back %v moves, want %v", pd.Seat, mover)
		}
		checkAll(t, s)
	}
}

func ptr(st junqi.State) *junqi.State { return &st }

// TestTakeBackOnlyBetweenPeople: against the computer the request is never offered
// (TakeBack needs no consent), and a person's take back never undoes another person's move.
func TestTakeBackOnlyBetweenPeople(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{Computers: "N"}, 5)
	r := rand.New(rand.NewPCG(5, 1))
	for s.match == nil || s.match.NumTokens() < 2 {
		if s.Pending().Person {
			personStep(t, s, r)
		} else {
			decideRandom(t, s, r)
		}
	}
	if _, can := s.CanAskTakeBack(); can {
		t.Fatal("a request against the computer")
	}
	if fb := s.AskTakeBack(); !fb.Refused {
		t.Fatal("a request against the computer was taken")
	}
	// two people and two computers: South may not take back over East… West's moves if a
	// person moved in between
	f := newSession(t, tagsFor(t, "4p", "open", "S E N W", "SN EW", ""), Options{Computers: "EW"}, 5)
	for f.match == nil || f.phase != Over && f.match.NumTokens() < 4 {
		pd := f.Pending()
		if pd.Person {
			personStep(t, f, r)
		} else {
			decideRandom(t, f, r)
		}
	}
	// S E N W have each moved: North (a person) moved after South
	if err := f.TakeBack(junqi.South); err == nil || !strings.Contains(err.Error(), "moved since") {
		t.Fatalf("South took back over North's move: %v", err)
	}
}

// TestRestoreRefusesABadTakeBack: a saved request that does not fit the game is an error.
func TestRestoreRefusesABadTakeBack(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 11)
	deployAll(t, s)
	r := rand.New(rand.NewPCG(3, 4))
	playKind(t, s, r, junqi.MoveTo)
	ok(t, s.AskTakeBack())
	data, _ := s.Save()
	for _, bad := range []struct{ from, to string }{
		{`"undoBy":"S"`, `"undoBy":"N"`},
		{`"undoAsk":"N"`, `"undoAsk":"S"`},
		{`"undoAsk":"N"`, `"undoAsk":"NN"`},
		{`"undoBy":"S"`, `"undoBy":"Q"`},
		{`"phase":"takeback"`, `"phase":"play"`},
	} {
		text := strings.Replace(string(data), bad.from, bad.to, 1)
		if text == string(data) {
			t.Fatalf("%s not in the save:\n%s", bad.from, data)
		}
		if _, err := Restore([]byte(text)); err == nil {
			t.Errorf("restored with %s", bad.to)
		}
	}
}

// TestOneApplyPerActionNoReplay: in play every action applies its one token and nothing
// replays the record — the game menu asks for the take-back cut at every layout (here six
// times an action). The movers kept as tokens are played are those a replay of the record
// finds, and so is the cut, with computer seats and people, in every mode.
func TestOneApplyPerActionNoReplay(t *testing.T) {
	for _, c := range []struct {
		name               string
		board, mode, seats string
		teams, computers   string
		person1, person2   junqi.Seat
	}{
		{"2p open", "2p", "open", "S N", "", "N", junqi.South, junqi.NoSeat},
		{"2p flip", "2p", "flip", "S N", "", "N", junqi.South, junqi.NoSeat},
		{"4p dark, two people", "4p", "dark", "S E N W", "SN EW", "EW", junqi.South, junqi.North},
		{"4p free-for-all", "4p", "open", "S E N W", "", "ENW", junqi.South, junqi.NoSeat},
	} {
		t.Run(c.name, func(t *testing.T) {
			tags := func() *record.Record { return tagsFor(t, c.board, c.mode, c.seats, c.teams, "") }
			s := newSession(t, tags(), Options{Computers: c.computers}, 5)
			r := rand.New(rand.NewPCG(5, 1))
			cuts, checked := 0, 0
			for i := 0; i < 60 && s.phase != Over; i++ {
				before, tokens, replayed := s.Work(), 0, record.Replayed()
				if s.match != nil {
					tokens = s.match.NumTokens()
				}
				if pd := s.Pending(); pd.Person {
					personStep(t, s, r)
				} else {
					decideRandom(t, s, r)
				}
				if s.match == nil || before.Replays == 0 {
					continue // deploying, or play has just begun from the deployments
				}
				for _, seat := range []junqi.Seat{c.person1, c.person2} {
					if seat == junqi.NoSeat || s.phase != Play {
						continue
					}
					first := s.TakeBackRefusalFor(seat)
					for range 6 { // a layout's questions
						if err := s.TakeBackRefusalFor(seat); fmt.Sprint(err) != fmt.Sprint(first) {
							t.Fatalf("action %d: the answer changed from %v to %v", i, first, err)
						}
					}
					if first == nil {
						cuts++
					}
					mark := record.Replayed()
					fresh := newSession(t, tags(), Options{Computers: c.computers}, 5)
					if err := fresh.replay(s.match.Record()); err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(fresh.movers, s.movers) {
						t.Fatalf("action %d: kept movers %v, a replay finds %v", i, s.movers, fresh.movers)
					}
					fresh.phase, fresh.bots = s.phase, s.bots
					if err := fresh.TakeBackRefusalFor(seat); fmt.Sprint(err) != fmt.Sprint(first) {
						t.Fatalf("action %d: %v told %v, a fresh session says %v", i, seat, first, err)
					}
					replayed += record.Replayed() - mark // the fresh session's, not s's
				}
				checked++
				after := s.Work()
				if r := record.Replayed() - replayed; after.Replays != before.Replays || r != 0 {
					t.Fatalf("action %d: the record was replayed %d times (%d tokens)", i, after.Replays-before.Replays, r)
				}
				if got, want := after.Applied-before.Applied, s.match.NumTokens()-tokens; got != want || got > 1 {
					t.Fatalf("action %d: %d applies for %d new tokens", i, got, want)
				}
			}
			if checked < 20 {
				t.Fatalf("only %d actions in play were checked", checked)
			}
			if cuts == 0 && c.mode == "open" {
				t.Fatal("no take back was ever possible: the cut was not tested")
			}
		})
	}
}
