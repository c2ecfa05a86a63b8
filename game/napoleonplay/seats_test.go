package napoleonplay

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// decideRandom plays the pending decision through Decide with a random legal choice.
func decideRandom(t testing.TB, s *Session, r *rand.Rand) string {
	t.Helper()
	pd := s.Pending()
	var tok string
	switch pd.What {
	case DecideTerrain:
		tok = "c4=hill f5=hill c5=hill f4=hill"
	case DecideSetUp:
		army, err := napoleon.RandomArmy(s.rule, r)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := napoleon.RandomSetup(s.cfg, pd.Seat, army, r)
		if err != nil {
			t.Fatal(err)
		}
		tok = napoleon.FormatPosition(ps)
	case DecideMove:
		st := s.match.State()
		ms := st.LegalMoves(nil)
		turn := napoleon.Turn{Move: ms[r.IntN(len(ms))]}
		next := st
		if next.PlayTurn(turn) == nil && r.IntN(2) == 0 {
			for _, p := range next.Pieces() {
				if p.Piece.Kind() == napoleon.Cannon && p.Piece.Seat() == pd.Seat {
					turn.Turns = append(turn.Turns, napoleon.CannonTurn{At: p.Sq, Face: napoleon.Dir(r.IntN(8))})
					break
				}
			}
		}
		tok = turn.String()
		if r.IntN(40) == 0 {
			tok = "draw"
		}
	case DecideDraw:
		tok = "decline"
	}
	if err := s.Decide(pd.Seat, tok); err != nil {
		// a random cannon turn back to its own facing, or onto a square the move left, may be refused
		if pd.What == DecideMove && strings.Contains(tok, ">") {
			return decideRandom(t, s, r)
		}
		t.Fatalf("%s decides %q: %v", pd.Seat, tok, err)
	}
	return tok
}

func TestPendingAndDecide(t *testing.T) {
	s, err := New(mustParse(t, std8), Options{Computers: "N", TerrainEdit: true, HandOverPlay: true}, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := func(seat napoleon.Seat, what Decision, person bool) {
		t.Helper()
		if pd := s.Pending(); pd != (Pending{Seat: seat, What: what, Person: person}) {
			t.Fatalf("pending %+v, want %s to %v", pd, seat, what)
		}
		verifySession(t, "pending", s)
	}
	refused := func(seat napoleon.Seat, tokens, why string) {
		t.Helper()
		before, _ := s.Save()
		err := s.Decide(seat, tokens)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Fatalf("Decide(%s, %q): %v, want an error saying %q", seat, tokens, err, why)
		}
		if after, _ := s.Save(); string(after) != string(before) {
			t.Fatalf("a refused Decide(%s, %q) changed the session", seat, tokens)
		}
	}
	want(napoleon.South, DecideTerrain, true)
	refused(napoleon.South, "c4=lava", "lava")
	if err := s.Decide(napoleon.South, "c4=hill f5=hill"); err != nil {
		t.Fatal(err)
	}
	if s.cfg.Terrain.Format(s.cfg.Board) != "c4=hill f5=hill" {
		t.Fatalf("terrain %q", s.cfg.Terrain.Format(s.cfg.Board))
	}
	// No hand-over with a computer side: South sets up at once, then North (the computer).
	want(napoleon.South, DecideSetUp, true)
	must(t, s.Random())
	must(t, s.Done())
	want(napoleon.North, DecideSetUp, false)
	for name, err := range map[string]error{"tap": s.Tap(napoleon.SquareAt(0, 7)), "random": s.Random(), "done": s.Done()} {
		if err == nil || !strings.Contains(err.Error(), "played by the computer") {
			t.Errorf("%s while the computer sets up: %v", name, err)
		}
	}
	if pic := s.Picture(); pic.Viewer != napoleon.South || pic.Phase != SetUp {
		t.Fatalf("while North sets up the screen is %s's (%s)", pic.Viewer, pic.Phase)
	}
	north := strings.ReplaceAll(northArmy, "=", "=N")
	refused(napoleon.South, north, "South cannot decide now")
	refused(napoleon.North, strings.ReplaceAll(southArmy, "=", "=S"), "holds a piece of the other side")
	refused(napoleon.North, "a7=NI", "set-up")
	refused(napoleon.North, strings.Replace(north, "a7=NI", "a4=NI", 1), "outside")
	if err := s.Decide(napoleon.North, north); err != nil {
		t.Fatal(err)
	}
	if pos, _ := s.Record().Tag("Position"); !strings.Contains(pos, "h8=ND") {
		t.Fatalf("the Position lacks North's army: %s", pos)
	}
	st := s.match.State()
	first := st.ToMove()
	want(first, DecideMove, first == napoleon.South)
	if first == napoleon.South {
		mv := s.LegalMoves()[0]
		if err := s.Decide(napoleon.South, mv); err != nil {
			t.Fatal(err)
		}
		if s.phase != Play { // HandOverPlay is ignored beside a computer side
			t.Fatalf("phase %s after South's turn", s.phase)
		}
	}
	want(napoleon.North, DecideMove, false)
	refused(napoleon.North, "", "empty turn")
	refused(napoleon.North, "h8-h1", "")
	refused(napoleon.North, "c1>N", "a turn starts with a move")
	mv := s.LegalMoves()[0]
	refused(napoleon.North, mv+" zz>N", "")
	if err := s.Decide(napoleon.North, mv); err != nil {
		t.Fatal(err)
	}
	want(napoleon.South, DecideMove, true)
	must(t, s.OfferDraw())
	want(napoleon.North, DecideDraw, false)
	if err := s.DeclineDraw(); err == nil {
		t.Fatal("South answered its own offer for the computer")
	}
	refused(napoleon.North, "maybe", "accept or decline")
	if err := s.Decide(napoleon.North, "decline"); err != nil {
		t.Fatal(err)
	}
	want(napoleon.South, DecideMove, true)
	must(t, s.Resign())
	want(0, DecideNothing, false)
	refused(napoleon.North, "resign", "the game is over")
}

func TestComputerSidesOption(t *testing.T) {
	for _, c := range []struct{ letters, want string }{{"X", "not a Napoleon seat"}, {"NN", "given twice"}} {
		if _, err := New(mustParse(t, std8), Options{Computers: c.letters}, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("computers %q: %v, want %q", c.letters, err, c.want)
		}
	}
	plain, err := New(mustParse(t, std8), Options{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := plain.Save()
	var v map[string]json.RawMessage
	if err := json.Unmarshal(stateOf(data), &v); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(v["options"]), "computers") {
		t.Fatalf("a save of people only writes the new field: %s", data)
	}
	r, err := Restore(data)
	if err != nil || !r.IsPerson(napoleon.South) || !r.IsPerson(napoleon.North) || r.phase != HandOver {
		t.Fatalf("an old save: %v", err)
	}
	s, err := New(mustParse(t, std8), Options{Computers: "S"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	data, _ = s.Save()
	if r, err = Restore(data); err != nil || r.IsPerson(napoleon.South) || !r.IsPerson(napoleon.North) {
		t.Fatalf("a save with a computer side: %v", err)
	}
	// A hand-over saved beside a computer side is refused.
	bad := strings.Replace(string(data), `"phase":"setup"`, `"phase":"handover"`, 1)
	if _, err := Restore([]byte(bad)); err == nil {
		t.Fatalf("a hand-over beside a computer side was restored: %s", bad)
	}
}

// TestComputerSidesWholeGames plays games with a computer side (and computer against
// computer) with every option: never a hand-over, the screen is the person's, and a
// set-up shows the person's army only.
func TestComputerSidesWholeGames(t *testing.T) {
	for i, v := range variants {
		for _, comp := range []string{"N", "S", "SN"} {
			o := v.opts
			o.Computers = comp
			o.HandOverPlay = true
			s, err := New(mustParse(t, v.tags), o, uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(uint64(i), 9))
			for step := 0; step < 100 && s.phase != Over; step++ {
				verifySession(t, "step", s)
				checkPicture(t, s)
				pic := s.Picture()
				if pic.Phase == HandOver {
					t.Fatalf("variant %d, computers %s: a hand-over", i, comp)
				}
				if ps := s.People(); len(ps) == 1 && pic.Viewer != ps[0] {
					t.Fatalf("variant %d: the screen is %s's, the person is %s", i, pic.Viewer, ps[0])
				}
				if pd := s.Pending(); pd.Person {
					_ = legalGesture(s, step, step*3) // a refusal is fine: the next step tries again
				} else {
					decideRandom(t, s, r)
				}
			}
		}
	}
}

// FuzzDecide feeds Decide any tokens: never a panic; a refusal changes nothing; an
// accepted decision leaves a session that saves and restores.
func FuzzDecide(f *testing.F) {
	f.Add(uint8(0), uint64(1), "d2-d3", false)
	f.Add(uint8(1), uint64(2), "c4=hill", false)
	f.Add(uint8(2), uint64(3), strings.ReplaceAll(northArmy, "=", "=N"), true)
	f.Add(uint8(3), uint64(30), "d7-d6 c8>SE", false)
	f.Add(uint8(4), uint64(31), "draw", false)
	f.Fuzz(func(t *testing.T, variant uint8, seed uint64, tokens string, other bool) {
		v := variants[int(variant)%len(variants)]
		o := v.opts
		o.Computers = "SN"[seed%2 : seed%2+1]
		s, err := New(mustParse(t, v.tags), o, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 4))
		for i := 0; i < int(seed%30) && s.phase != Over; i++ {
			if s.Pending().Person {
				_ = legalGesture(s, i, int(seed))
			} else {
				decideRandom(t, s, r)
			}
		}
		side := s.Pending().Seat
		if other {
			side = side.Other()
		}
		before, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Decide(side, tokens); err != nil {
			if after, _ := s.Save(); string(after) != string(before) {
				t.Fatalf("a refused Decide(%s, %q) (%v) changed the session", side, tokens, err)
			}
			return
		}
		verifySession(t, "decided", s)
	})
}

// TestTakeBack: against the computer a person takes back their last turn (cannon turns
// included) with the computer's reply; the game is as it was before that turn.
func TestTakeBack(t *testing.T) {
	s, err := New(mustParse(t, std8), Options{Computers: "N"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.TakeBack(napoleon.South); err == nil {
		t.Fatal("a take back during the set-up")
	}
	r := rand.New(rand.NewPCG(3, 3))
	var before []string
	for i := 0; i < 16 && s.phase != Over; i++ {
		if pd := s.Pending(); pd.Person && pd.What == DecideMove {
			before = append(before, s.RecordText())
		}
		decideRandom(t, s, r)
	}
	for s.phase != Over && !s.Pending().Person {
		decideRandom(t, s, r)
	}
	if s.phase == Over || len(before) < 2 {
		t.Skip("the random game ended too soon")
	}
	if err := s.TakeBack(napoleon.North); err == nil {
		t.Fatal("the computer's side took back")
	}
	if err := s.TakeBack(napoleon.South); err != nil {
		t.Fatal(err)
	}
	if got, want := s.RecordText(), before[len(before)-1]; got != want {
		t.Fatalf("after take back:\n%s\nwant\n%s", got, want)
	}
	if pd := s.Pending(); !pd.Person || pd.Seat != napoleon.South || pd.What != DecideMove {
		t.Fatalf("after take back: pending %+v", pd)
	}
	data, _ := s.Save()
	if r2, err := Restore(data); err != nil || r2.RecordText() != s.RecordText() {
		t.Fatalf("restored after take back: %v", err)
	}
	people, _ := New(mustParse(t, std8), Options{}, 3)
	if err := people.TakeBack(napoleon.South); err == nil {
		t.Fatal("a take back between people")
	}
}

// TestClearAndRandomAgain: Clear takes the whole army back to the reserve; Random with the
// army complete deals a new one (still legal, still complete).
func TestClearAndRandomAgain(t *testing.T) {
	s, err := New(mustParse(t, std8), Options{Computers: "N"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Random(); err != nil {
		t.Fatal(err)
	}
	first := s.Picture()
	if first.ReserveLeft != 0 {
		t.Fatalf("Random left %d pieces", first.ReserveLeft)
	}
	if err := s.Random(); err != nil {
		t.Fatalf("Random on a complete army: %v", err)
	}
	again := s.Picture()
	if again.ReserveLeft != 0 || again.Pieces == first.Pieces {
		t.Fatalf("Random again: %d left, same layout %v", again.ReserveLeft, again.Pieces == first.Pieces)
	}
	if err := s.Clear(); err != nil {
		t.Fatal(err)
	}
	cleared := s.Picture()
	for _, pc := range cleared.Pieces {
		if pc.Present && pc.Side == napoleon.South {
			t.Fatal("Clear left a piece on the board")
		}
	}
	if cleared.ReserveLeft != 16 {
		t.Fatalf("after Clear %d in the reserve, want 16", cleared.ReserveLeft)
	}
	if err := s.Done(); err == nil {
		t.Fatal("Done with an empty set-up")
	}
}
