package junqiplay

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/junqi"
)

// decideRandom plays the pending decision through Decide with a random legal
// choice: a random layout, a random action, an answer to a draw offer.
func decideRandom(t testing.TB, s *Session, r *rand.Rand) string {
	t.Helper()
	pd := s.Pending()
	var tok string
	switch pd.What {
	case DecideDeploy:
		tok = junqi.RandomLayout(rand.NewPCG(r.Uint64(), 1)).Placements(s.cfg.Board, pd.Seat)
	case DecideMove:
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		acts := st.Actions(buf[:0])
		tok = acts[r.IntN(len(acts))].Notation(st.Board())
	case DecideDraw:
		tok = "decline"
	}
	if err := s.Decide(pd.Seat, tok); err != nil {
		t.Fatalf("%v decides %q: %v", pd.Seat, tok, err)
	}
	return tok
}

// personStep plays the pending decision of a person as taps do: Ready at a hand-over,
// Done with the layout as drawn, a legal action by taps, or declining a draw.
func personStep(t testing.TB, s *Session, r *rand.Rand) {
	t.Helper()
	switch s.phase {
	case HandOver:
		ok(t, s.Ready())
	case Deploy:
		ok(t, s.Done())
	case DrawOffer:
		ok(t, s.DeclineDraw())
	case Play:
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		acts := st.Actions(buf[:0])
		a := acts[r.IntN(len(acts))]
		ok(t, s.Tap(a.From))
		if a.Kind != junqi.FlipUp {
			ok(t, s.Tap(a.To))
		}
	}
}

func TestPendingAndDecide(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 3)
	want := func(seat junqi.Seat, what Decision, handOver bool) {
		t.Helper()
		if pd := s.Pending(); pd != (Pending{Seat: seat, What: what, Person: seat != junqi.NoSeat, HandOver: handOver}) {
			t.Fatalf("pending %+v, want %v to %v (hand-over %v)", pd, seat, what, handOver)
		}
		checkAll(t, s)
	}
	refused := func(seat junqi.Seat, tokens, why string) {
		t.Helper()
		before, _ := s.Save()
		err := s.Decide(seat, tokens)
		if err == nil || !strings.Contains(err.Error(), why) {
			t.Fatalf("Decide(%v, %q): %v, want an error saying %q", seat, tokens, err, why)
		}
		if after, _ := s.Save(); string(after) != string(before) {
			t.Fatalf("a refused Decide(%v, %q) changed the session", seat, tokens)
		}
	}
	want(junqi.South, DecideDeploy, false)
	left := junqi.Layouts[0].Layout
	refused(junqi.North, left.Placements(junqi.TwoPlayer, junqi.North), "N cannot decide now: S must deploy")
	refused(junqi.South, left.Placements(junqi.TwoPlayer, junqi.North), "is not in S's area")
	refused(junqi.South, strings.Replace(left.Placements(junqi.TwoPlayer, junqi.South), "b1=SF", "b2=SF", 1), "deployment of S")
	if err := s.Decide(junqi.South, left.Placements(junqi.TwoPlayer, junqi.South)); err != nil {
		t.Fatal(err)
	}
	want(junqi.North, DecideDeploy, false)
	if err := s.Decide(junqi.North, left.Placements(junqi.TwoPlayer, junqi.North)); err != nil {
		t.Fatal(err)
	}
	if s.layouts[junqi.South] != (junqi.Layout{}) {
		t.Fatal("the layouts stay after play began")
	}
	if pos, _ := s.Record().Tag("Position"); !strings.Contains(pos, "b1=SF") || !strings.Contains(pos, "d12=NF") {
		t.Fatalf("the Position does not hold both layouts: %s", pos)
	}
	want(junqi.South, DecideMove, false)
	refused(junqi.South, "b1-b2", "the flag never moves")
	refused(junqi.South, "c6-c7 c7-c8", "one token")
	refused(junqi.South, "hello", "not a move")
	refused(junqi.North, "a12-a11", "N cannot decide now")
	mv := s.match.Moves()[0]
	if err := s.Decide(junqi.South, mv); err != nil {
		t.Fatal(err)
	}
	if toks := s.match.Tokens(); len(toks) != 1 || toks[0] != mv {
		t.Fatalf("tokens %v after deciding %s", toks, mv)
	}
	want(junqi.North, DecideMove, false)
	if err := s.Decide(junqi.North, "draw"); err != nil {
		t.Fatal(err)
	}
	want(junqi.South, DecideDraw, false)
	refused(junqi.South, "maybe", "accept or decline")
	if err := s.Decide(junqi.South, "decline"); err != nil {
		t.Fatal(err)
	}
	want(junqi.North, DecideMove, false)
	if err := s.Decide(junqi.North, "resign"); err != nil {
		t.Fatal(err)
	}
	want(junqi.NoSeat, DecideNothing, false)
	if r := s.Result(); !r.Over || len(r.Winners) != 1 || r.Winners[0] != junqi.South {
		t.Fatalf("result %+v after North resigned", r)
	}
	refused(junqi.South, "c6-c7", "the game is over")

	// Two people in 暗棋: a person's decision behind a hand-over waits for Ready.
	d := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{}, 4)
	if pd := d.Pending(); pd != (Pending{Seat: junqi.South, What: DecideDeploy, Person: true, HandOver: true}) {
		t.Fatalf("dark game starts with %+v", pd)
	}
	if err := d.Decide(junqi.South, left.Placements(junqi.TwoPlayer, junqi.South)); err == nil || !strings.Contains(err.Error(), "hand-over") {
		t.Fatalf("Decide behind a hand-over: %v", err)
	}
}

func TestComputerSeatsOption(t *testing.T) {
	tags := tagsFor(t, "2p", "open", "S N", "", "")
	for _, c := range []struct{ letters, want string }{
		{"X", `"X" is not a seat`}, {"E", "E is not playing"}, {"NN", "N given twice"},
	} {
		if _, err := New(tags, Options{Computers: c.letters}, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("computers %q: %v, want %q", c.letters, err, c.want)
		}
	}
	s := newSession(t, tags, Options{Computers: "N"}, 1)
	if !s.IsPerson(junqi.South) || s.IsPerson(junqi.North) || s.IsPerson(junqi.East) {
		t.Fatal("IsPerson does not follow Options.Computers")
	}
	// An old save (no computers, no holder) loads with every seat a person; a save with
	// computer seats keeps them.
	plain := newSession(t, tags, Options{}, 1)
	data, err := plain.Save()
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(stateOf(data), &fields); err != nil {
		t.Fatal(err)
	}
	if _, ok := fields["holder"]; ok || strings.Contains(string(fields["options"]), "computers") {
		t.Fatalf("an all-people save writes new fields: %s", data)
	}
	old := strings.Replace(string(data), `"options":{`, `"options":{`, 1)
	r, err := Restore([]byte(old))
	if err != nil || !r.IsPerson(junqi.South) || !r.IsPerson(junqi.North) {
		t.Fatalf("an old save: %v, people %v", err, r.People())
	}
	data, _ = s.Save()
	if r, err = Restore(data); err != nil || r.IsPerson(junqi.North) || r.opts.Computers != "N" {
		t.Fatalf("a save with a computer seat: %v", err)
	}
	// A corrupted holder is refused.
	bad := strings.Replace(string(data), `"holder":"S"`, `"holder":"N"`, 1)
	if _, err := Restore([]byte(bad)); err == nil {
		t.Fatal("a save whose device is with the computer seat was accepted")
	}
	// The person cannot act for the computer seat.
	ok(t, s.Done())
	if s.Pending() != (Pending{Seat: junqi.North, What: DecideDeploy}) {
		t.Fatalf("after South deployed: %+v", s.Pending())
	}
	for name, fb := range map[string]Feedback{"done": s.Done(), "random": s.Random(), "tap": s.Tap(0), "layout": s.UseLayout("fortress")} {
		if !fb.Refused || fb.Code != RefusedComputer {
			t.Errorf("%s while the computer deploys: %+v", name, fb)
		}
	}
}

// TestComputerSeatsFollowThePeople plays whole games with computer seats and checks every
// screen: with one person no hand-over ever comes and the picture is that person's view,
// never showing a rank the person may not know; with two people the device passes between
// them only, behind a hand-over whenever play is secret.
func TestComputerSeatsFollowThePeople(t *testing.T) {
	for _, c := range []struct {
		board, mode, seats, teams, computers string
	}{
		{"2p", "dark", "S N", "", "N"},
		{"2p", "dark", "S N", "", "S"},
		{"2p", "open", "S N", "", "N"},
		{"2p", "flip", "S N", "", "S"},
		{"4p", "dark", "S E N W", "SN EW", "ENW"}, // a person with a computer teammate
		{"4p", "dark", "S E N W", "SN EW", "EW"},  // two people against two computers
		{"4p", "dark", "S E N W", "", "EW"},
		{"4p", "flip", "S E N W", "SN EW", "ENW"},
	} {
		for seed := uint64(1); seed <= 2; seed++ {
			s := newSession(t, tagsFor(t, c.board, c.mode, c.seats, c.teams, "nocapture=30"), Options{Computers: c.computers, MoverBottom: true}, seed)
			people := s.People()
			r := rand.New(rand.NewPCG(seed, 2))
			holder := junqi.NoSeat
			for step := 0; step < 300 && s.phase != Over; step++ {
				checkAll(t, s)
				if now := s.People(); fmt.Sprint(now) != fmt.Sprint(people) {
					// 翻棋's first flip handed out the colours: the players took theirs
					if c.mode != "flip" || s.match.NumTokens() != 1 {
						t.Fatalf("%v: the people changed from %v to %v at token %d", c, people, now, s.match.NumTokens())
					}
					people, holder = now, junqi.NoSeat
				}
				pic := s.Picture()
				if s.phase == HandOver {
					if len(people) < 2 || !s.IsPerson(pic.Seat) || pic.Seat == holder {
						t.Fatalf("%v: a hand-over to %v (people %v, device with %v)", c, pic.Seat, people, holder)
					}
					holder = pic.Seat
				} else {
					if pic.Viewer != junqi.NoSeat && !s.IsPerson(pic.Viewer) {
						t.Fatalf("%v: the screen shows the computer seat %v's view", c, pic.Viewer)
					}
					if len(people) == 1 && pic.Viewer != people[0] {
						t.Fatalf("%v: the only person is %v, the screen shows %v's view", c, people[0], pic.Viewer)
					}
					if pic.Viewer != holder && holder != junqi.NoSeat && s.secret(s.phase) && len(people) > 1 {
						t.Fatalf("%v: the screen went from %v to %v without a hand-over", c, holder, pic.Viewer)
					}
					holder = pic.Viewer
					if len(people) == 1 {
						noSecrets(t, s, pic, people[0])
					}
				}
				if pd := s.Pending(); pd.Person || pd.HandOver {
					personStep(t, s, r)
				} else {
					decideRandom(t, s, r)
				}
			}
			checkAll(t, s)
		}
	}
}

// noSecrets: the picture holds no rank and no layout that person may not know.
func noSecrets(t *testing.T, s *Session, pic Picture, person junqi.Seat) {
	t.Helper()
	b := junqi.BoardOf(s.cfg.Board)
	if s.phase == Deploy {
		for p := 0; p < b.N; p++ {
			pc := pic.Pieces[p]
			if pc.Present && pc.Seat != person && (s.secret(Deploy) || s.done&(1<<pc.Seat) == 0) {
				t.Fatalf("%v's deployment screen (%v deploying, viewer %v, holder %v) shows %v's piece on %s", person, s.seat, s.viewer(), s.holder, pc.Seat, b.Name(junqi.Point(p)))
			}
		}
		return
	}
	if s.phase == Over {
		return
	}
	st := s.match.State()
	for p := 0; p < b.N; p++ {
		pc := pic.Pieces[p]
		if pc.Present && pc.Code != '?' && !st.Knows(person, junqi.Point(p)) {
			t.Fatalf("%v's screen shows %c on %s, a rank it may not know", person, pc.Code, b.Name(junqi.Point(p)))
		}
	}
	for x, lost := range pic.Lost {
		for _, c := range lost {
			if c != '?' && junqi.Seat(x) != person && s.cfg.Mode == junqi.Dark && !s.cfg.BattleReveal && !s.cfg.AlliesSee {
				// A lost rank is known only from a battle the person fought, or a flag shown.
				if !foughtBy(s, person, junqi.Seat(x), c) {
					t.Fatalf("%v's side panel names %v's lost %c", person, junqi.Seat(x), c)
				}
			}
		}
	}
	checkNote(t, s, pic.Note, person)
}

// foughtBy: person fought a battle that removed a piece of x of rank code c (or c is a
// flag, shown to all).
func foughtBy(s *Session, person, x junqi.Seat, c byte) bool {
	if c == 'F' {
		return true
	}
	for _, bt := range s.match.Battles() {
		if !bt.Fought() || bt.Attacker.Seat() != person && bt.Defender.Seat() != person {
			continue
		}
		if bt.Attacker.Seat() == x && bt.AttackerRemoved && bt.Attacker.Rank().Code() == c ||
			bt.Defender.Seat() == x && bt.DefenderRemoved && bt.Defender.Rank().Code() == c {
			return true
		}
	}
	return false
}

// FuzzDecide feeds Decide any tokens for the pending seat (and sometimes another seat):
// never a panic; a refusal changes nothing; an accepted decision leaves a consistent
// session that saves and restores.
func FuzzDecide(f *testing.F) {
	f.Add(uint8(0), uint64(1), "c6-c7", false)
	f.Add(uint8(1), uint64(2), "a1=S2 b1=SF", false)
	f.Add(uint8(3), uint64(3), "@d4", true)
	f.Add(uint8(5), uint64(4), "resign", false)
	f.Add(uint8(7), uint64(5), "draw", false)
	f.Add(uint8(8), uint64(6), "Sa1=S2 Sb1=SF Sc1=SM", false)
	f.Fuzz(func(t *testing.T, game uint8, seed uint64, tokens string, other bool) {
		g := fuzzGames[int(game)%len(fuzzGames)]
		o := g.o
		o.Computers = g.seats[len(g.seats)-1:] // the last seat is the computer's
		s := newSession(t, tagsFor(t, g.board, g.mode, g.seats, g.teams, g.opts), o, seed)
		r := rand.New(rand.NewPCG(seed, 3))
		for i := 0; i < int(seed%40) && s.phase != Over; i++ { // somewhere into the game
			if pd := s.Pending(); pd.Person || pd.HandOver {
				personStep(t, s, r)
			} else {
				decideRandom(t, s, r)
			}
		}
		pd := s.Pending()
		seat := pd.Seat
		if other {
			seat = junqi.Seat(seed % 4)
		}
		before, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Decide(seat, tokens); err != nil {
			if after, _ := s.Save(); string(after) != string(before) {
				t.Fatalf("a refused Decide(%v, %q) (%v) changed the session", seat, tokens, err)
			}
			return
		}
		checkAll(t, s)
	})
}

// TestFirstFlipGivesEachPlayerTheirColour: in 翻棋 the first flip hands out the colours;
// a person at the device who flips a piece of the computer's colour plays that colour from
// then on, and the computer (with its level) the other one — nobody moves twice.
func TestFirstFlipGivesEachPlayerTheirColour(t *testing.T) {
	for _, c := range []struct {
		board, seats, teams, computers, levels string
	}{
		{"2p", "S N", "", "N", "N=hard"},
		{"4p", "S E N W", "SN EW", "ENW", "E=easy N=normal W=hard"},
	} {
		s := newSession(t, tagsFor(t, c.board, "flip", c.seats, c.teams, ""), Options{Computers: c.computers, Levels: c.levels}, 7)
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		var flip junqi.Action
		for _, a := range st.Actions(buf[:0]) {
			if st.At(a.From).Up().Seat() != junqi.South {
				flip = a
				break
			}
		}
		colour := st.At(flip.From).Up().Seat()
		ok(t, s.Tap(flip.From))
		if s.IsPerson(junqi.South) || !s.IsPerson(colour) || len(s.People()) != 1 {
			t.Fatalf("%s: after South's player flipped a %v piece the people are %v", c.board, colour, s.People())
		}
		pd := s.Pending()
		if pd.Person {
			t.Fatalf("%s: the person acts twice in a row (pending %+v)", c.board, pd)
		}
		if s.Viewer() != colour {
			t.Fatalf("%s: the screen shows %v, want the person's new colour %v", c.board, s.Viewer(), colour)
		}
		// the levels went with the players
		if c.board == "2p" && (s.opts.Computers != "S" || s.opts.Levels != "S=hard") {
			t.Fatalf("2p: computers %q levels %q, want S at hard", s.opts.Computers, s.opts.Levels)
		}
		data, err := s.Save()
		if err != nil {
			t.Fatal(err)
		}
		r, err := Restore(data)
		if err != nil || r.IsPerson(junqi.South) || !r.IsPerson(colour) {
			t.Fatalf("%s: restored people %v (%v)", c.board, r.People(), err)
		}
	}
}

// TestTakeBack: against the computer a person takes back their last move with the
// computer's reply; the game is then exactly as it was before that move, saved so.
func TestTakeBack(t *testing.T) {
	for _, mode := range []string{"open", "dark", "flip"} {
		s := newSession(t, tagsFor(t, "2p", mode, "S N", "", ""), Options{Computers: "N"}, 5)
		r := rand.New(rand.NewPCG(5, 1))
		if err := s.TakeBack(junqi.South); err == nil && mode != "flip" {
			t.Fatalf("%s: a take back while deploying", mode)
		}
		var before []string // the record before each of the person's moves
		step := func() {
			pd := s.Pending()
			if pd.Person && pd.What == DecideMove {
				before = append(before, s.RecordText())
				personStep(t, s, r)
			} else if pd.Person {
				personStep(t, s, r)
			} else {
				decideRandom(t, s, r)
			}
		}
		for i := 0; i < 12 && s.phase != Over; i++ {
			step()
		}
		if s.phase == Over || len(before) < 2 {
			t.Fatalf("%s: the test game ended too soon", mode)
		}
		for s.Pending().Person == false {
			decideRandom(t, s, r)
		}
		if err := s.TakeBack(junqi.North); err == nil {
			t.Fatalf("%s: the computer's seat took back", mode)
		}
		person := s.People()[0]
		// In the dark and in 翻棋 a battle or a flip among the actions undone refuses
		// the take back and changes nothing; play on until one is allowed.
		refused := 0
		for try := 0; ; try++ {
			if try == 60 || s.phase == Over {
				t.Fatalf("%s: no take back allowed in %d tries", mode, try)
			}
			was := s.RecordText()
			err := s.TakeBack(person)
			if err == nil {
				break
			}
			if mode == "open" || err != ErrHidden || s.RecordText() != was {
				t.Fatalf("%s: %v", mode, err)
			}
			refused++
			step()
			for s.phase != Over && s.Pending().Person == false {
				decideRandom(t, s, r)
			}
		}
		if mode == "flip" && refused == 0 {
			t.Fatalf("flip: the flips were never refused")
		}
		if got, want := s.RecordText(), before[len(before)-1]; got != want {
			t.Fatalf("%s: after take back the record is\n%s\nwant\n%s", mode, got, want)
		}
		if pd := s.Pending(); !pd.Person || pd.Seat != person || pd.What != DecideMove {
			t.Fatalf("%s: after take back pending %+v", mode, pd)
		}
		data, _ := s.Save()
		if r2, err := Restore(data); err != nil || r2.RecordText() != s.RecordText() {
			t.Fatalf("%s: the saved game after a take back: %v", mode, err)
		}
	}
	p := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 5)
	if err := p.TakeBack(junqi.South); err == nil || !strings.Contains(err.Error(), "against the computer") {
		t.Fatalf("pass and play: %v", err)
	}
}

// TestMoverPicture: behind the hand-over that follows a person's move in the dark, the
// mover's own board with that move landing — their ranks only — and nothing behind any
// other hand-over.
func TestMoverPicture(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{}, 9)
	r := rand.New(rand.NewPCG(9, 9))
	for s.phase != Play {
		if _, ok := s.MoverPicture(); ok {
			t.Fatal("a mover's picture during the deployment")
		}
		personStep(t, s, r)
	}
	checked := 0
	defer func() {
		if checked < 3 {
			t.Errorf("only %d hand-overs after a move were checked", checked)
		}
	}()
	for i := 0; i < 6 && s.phase != Over; i++ {
		mover := s.Seat()
		personStep(t, s, r) // the move (a tap pair)
		for s.phase == Play && s.Seat() == mover {
			personStep(t, s, r)
		}
		if s.phase != HandOver {
			continue
		}
		pic, ok := s.MoverPicture()
		if !ok || pic.Viewer != mover || pic.Phase != Play {
			t.Fatalf("behind the hand-over to %v: ok %v viewer %v", s.seat, ok, pic.Viewer)
		}
		if bs := s.match.Battles(); pic.Last.From != bs[len(bs)-1].Action.From {
			t.Fatal("the mover's picture does not show the move landing")
		}
		st := s.match.State()
		for p, pc := range pic.Pieces {
			if pc.Present && !pc.FaceDown && pc.Seat != mover && pc.Code != '?' && pc.Code != 'F' {
				t.Fatalf("LEAK: %v's picture shows %v's %c on %d", mover, pc.Seat, pc.Code, p)
			}
		}
		_ = st
		checked++
		ok2 := s.Ready()
		if ok2.Refused {
			t.Fatal(ok2.Text)
		}
		if _, ok := s.MoverPicture(); ok {
			t.Fatal("a mover's picture outside a hand-over")
		}
	}
}

// TestTheEndKeepsThePersonDown: with the board turned towards its viewer, a game against
// the computer that the computer's own move ends keeps the person's side at the bottom of
// the result screen (it once turned to the computer's side, the last to move).
func TestTheEndKeepsThePersonDown(t *testing.T) {
	for _, c := range []struct {
		board, mode, seats, teams, computers string
		person                               junqi.Seat
	}{
		{"2p", "dark", "S N", "", "N", junqi.South},
		{"2p", "open", "S N", "", "S", junqi.North},
		{"4p", "dark", "S E N W", "SN EW", "ENW", junqi.South},
	} {
		endedByComputer := 0
		for seed := uint64(1); seed <= 300 && endedByComputer < 2; seed++ {
			s := newSession(t, tagsFor(t, c.board, c.mode, c.seats, c.teams, ""), Options{Computers: c.computers, MoverBottom: true}, seed)
			r := rand.New(rand.NewPCG(seed, 3))
			for step := 0; step < 2000 && s.phase != Over; step++ {
				if pd := s.Pending(); pd.Person || pd.HandOver {
					personStep(t, s, r)
				} else {
					decideRandom(t, s, r)
				}
			}
			// a flag taken by the computer's move (after a draw by the no-capture count or
			// a win by "no moves" the side to move was already a person's)
			if s.phase != Over || s.IsPerson(s.LastMover()) || s.Result().Reason != "flag" {
				continue
			}
			endedByComputer++
			if pic := s.Picture(); pic.Bottom != c.person {
				t.Fatalf("%v seed %d: the game ended on %v's move and the result shows %v at the bottom, not the person %v", c, seed, s.LastMover(), pic.Bottom, c.person)
			}
		}
		if endedByComputer == 0 {
			t.Fatalf("%v: no game of 300 ended with a flag taken by a computer's move: nothing checked", c)
		}
	}
}
