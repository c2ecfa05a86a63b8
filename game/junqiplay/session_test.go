package junqiplay

import (
	"reflect"
	"strings"
	"testing"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// An open game from deployment to a captured flag, by taps only (and the
// deployment buttons), checked against the record it writes.
func TestOpenGameToFlagCapture(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 1)
	each := func() { t.Helper(); checkAll(t, s) }
	each()
	if s.Phase() != Deploy || s.Seat() != junqi.South {
		t.Fatalf("start: %v %v, want deploy S", s.Phase(), s.Seat())
	}
	ok(t, s.UseLayout("left flag"))
	each()
	ok(t, s.Done())
	each()
	if s.Phase() != Deploy || s.Seat() != junqi.North {
		t.Fatalf("after S: %v %v, want deploy N (open deployment needs no hand-over)", s.Phase(), s.Seat())
	}
	// North's pieces stand where South may see them: the deployment is open.
	if pic := s.Picture(); !pic.Pieces[pt(t, s, "b1")].Present || pic.Pieces[pt(t, s, "b1")].Code != 'F' {
		t.Fatalf("open deployment hides South's layout from North")
	}
	ok(t, s.UseLayout("left flag"))
	ok(t, s.Tap(pt(t, s, "d11"))) // the landmine in front of the flag…
	each()
	if pic := s.Picture(); pic.Selected != pt(t, s, "d11") || len(pic.Targets) == 0 {
		t.Fatalf("picked landmine: selected %v, %d targets", pic.Selected, len(pic.Targets))
	}
	ok(t, s.Tap(pt(t, s, "b12"))) // …swaps with the lieutenant on b12
	each()
	ok(t, s.Done())
	each()
	if s.Phase() != Play || s.Seat() != junqi.South {
		t.Fatalf("after deployment: %v %v, want play S", s.Phase(), s.Seat())
	}
	moves := "e6xe7 e8-d8 e7xe9 a8-b8 e9-d10 b8-a8 d10xd11 a8-b8 d11xd12"
	for _, tok := range strings.Fields(moves) {
		taps(t, s, tok)
		each()
	}
	if s.Phase() != Over {
		t.Fatalf("phase %v after the flag capture", s.Phase())
	}
	res := s.Result()
	if !res.Over || res.Draw || res.Reason != "flag" || !reflect.DeepEqual(res.Winners, []junqi.Seat{junqi.South}) || res.Text != "S flag" {
		t.Fatalf("result %+v", res)
	}
	rec := s.Record()
	want := `[Game "junqi"]
[Board "2p"]
[Mode "open"]
[Seats "S N"]
[Options "nocapture=70"]
[Position "a1=SM a10=N6 a11=N7 a12=N1 a2=S4 a3=SB a4=S1 a5=S4 a6=S6 a7=N7 a8=N2 a9=N1 b1=SF b11=NB b12=NM b2=SM b4=S9 b6=S3 b7=N2 b9=N8 c1=SM c10=N5 c11=N3 c12=NM c2=S3 c3=S5 c5=S3 c6=S5 c7=N5 c8=N3 d1=S2 d11=N2 d12=NF d2=SB d4=S8 d6=S2 d7=N3 d9=N9 e1=S1 e10=NB e11=N4 e12=NM e2=S7 e3=S6 e4=S1 e5=S2 e6=S7 e7=N6 e8=N4 e9=N1"]
[Result "S flag"]

` + moves + "\n"
	if rec.String() != want {
		t.Fatalf("record:\n%s\nwant:\n%s", rec, want)
	}
	// The record replays to the same end.
	m, err := junqi.FromRecord(rec)
	if err != nil || m.Result() != "S flag" {
		t.Fatalf("replay: %v %v", err, m)
	}
	pic := s.Picture()
	if pic.Battle.Point != pt(t, s, "d12") || pic.Battle.DefenderCode != 'F' || pic.Battle.AttackerCode != '7' {
		t.Fatalf("final battle marker %+v", pic.Battle)
	}
	if pic.Note.Code != NoteAttack || pic.Note.Args[3] != "flag" {
		t.Fatalf("final note %+v", pic.Note)
	}
}

func TestRailPathOfLastMoveAndTargets(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 1)
	ok(t, s.UseLayout("left flag"))
	ok(t, s.Done())
	ok(t, s.UseLayout("left flag"))
	ok(t, s.Done())
	taps(t, s, "e6xe7 e8-d8")
	ok(t, s.Tap(pt(t, s, "e7")))
	pic := s.Picture()
	var found bool
	for _, tg := range pic.Targets {
		if tg.Point == pt(t, s, "e9") {
			found = true
			if !tg.Attack || len(tg.Path) != 3 {
				t.Fatalf("target e9: %+v", tg)
			}
		}
		if tg.Point == pt(t, s, "d8") {
			t.Fatalf("d8 is a camp held by North: no target")
		}
	}
	if !found {
		t.Fatalf("e9 is not a target: %+v", pic.Targets)
	}
	ok(t, s.Tap(pt(t, s, "e9")))
	pic = s.Picture()
	if len(pic.Path) != 3 || pic.Path[0] != pt(t, s, "e7") || pic.Path[2] != pt(t, s, "e9") {
		t.Fatalf("last path %v", pic.Path)
	}
	if pic.Last.From != pt(t, s, "e7") || pic.Last.To != pt(t, s, "e9") || pic.Battle.Outcome != junqipic.AttackerWon {
		t.Fatalf("last move marks %+v", pic)
	}
	checkAll(t, s)
}

// In 暗棋 no screen shows a rank its seat may not know, and every hand-over
// screen is empty.
func TestDarkGameHidesRanks(t *testing.T) {
	for _, opts := range []string{"nocapture=70", "nocapture=70 battle-reveal"} {
		s := newSession(t, tagsFor(t, "2p", "dark", "S N", "", opts), Options{}, 7)
		each := func() { t.Helper(); checkAll(t, s) }
		each()
		handOvers := 0
		for s.phase != Play {
			if s.phase == HandOver {
				handOvers++
				ok(t, s.Ready())
			} else {
				ok(t, s.Random())
				ok(t, s.Done())
			}
			each()
		}
		if handOvers != 3 { // to S, to N, to S to play
			t.Fatalf("%d hand-overs while deploying a dark game, want 3", handOvers)
		}
		playRandom(t, s, 3, 400, each)
	}
}

// After every action of a dark game the screen goes dark before the next seat's board.
func TestDarkHandOverAfterEveryAction(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{}, 9)
	for s.phase != Play {
		if s.phase == HandOver {
			s.Ready()
		} else {
			s.Random()
			s.Done()
		}
	}
	for i := 0; i < 30 && s.phase != Over; i++ {
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		a := st.Actions(buf[:0])[0]
		ok(t, s.Tap(a.From))
		fb := ok(t, s.Tap(a.To))
		if s.phase != Over && s.phase != HandOver {
			t.Fatalf("after %s: phase %v, want a hand-over", a.Notation(st.Board()), s.phase)
		}
		if fb.Code == NoteAttack && fb.Args[4] != "?" && !st.Knows(junqi.NoSeat, a.From) {
			t.Fatalf("action feedback tells the attacker's rank on the hand-over: %+v", fb)
		}
		if s.phase == HandOver {
			ok(t, s.Ready())
		}
	}
}

// A secret deployment never shows another seat's layout, in 暗棋 and with 暗摆明下.
func TestSecretDeployment(t *testing.T) {
	cases := []struct {
		mode string
		opts Options
		want bool // hand-overs
	}{
		{"dark", Options{}, true},
		{"open", Options{SecretDeploy: true}, true},
		{"open", Options{HandOverOpen: true}, true},
		{"open", Options{}, false},
	}
	for _, c := range cases {
		s := newSession(t, tagsFor(t, "4p", c.mode, "S E N W", "SN EW", ""), c.opts, 3)
		seen := 0
		for s.phase != Play {
			checkAll(t, s)
			switch s.phase {
			case HandOver:
				seen++
				ok(t, s.Ready())
			case Deploy:
				pic := s.Picture()
				if pic.Deploying != s.seat || pic.SeatToMove != s.seat {
					t.Fatalf("deploying %v: picture says %v", s.seat, pic.Deploying)
				}
				b := junqi.BoardOf(s.cfg.Board)
				n := 0
				for p := 0; p < b.N; p++ {
					if pic.Pieces[p].Present && b.Area(junqi.Point(p)) != s.seat {
						n++
					}
				}
				if secret := c.mode == "dark" || c.opts.SecretDeploy; secret && n > 0 {
					t.Fatalf("%s %+v: %v's deployment shows %d pieces of others", c.mode, c.opts, s.seat, n)
				}
				ok(t, s.Random())
				ok(t, s.Done())
			}
		}
		if (seen > 0) != c.want {
			t.Fatalf("%s %+v: %d hand-overs", c.mode, c.opts, seen)
		}
		// 暗摆明下: once play starts every piece is face up for everybody
		if c.mode == "open" {
			pic := s.Picture()
			for p := 0; p < junqi.BoardOf(s.cfg.Board).N; p++ {
				if pic.Pieces[p].Present && pic.Pieces[p].Code == '?' {
					t.Fatalf("open game hides a piece after deployment")
				}
			}
		}
	}
}

func TestFlipGameByTaps(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		s := newSession(t, tagsFor(t, "2p", "flip", "S N", "", ""), Options{}, seed)
		if s.phase != Play {
			t.Fatalf("flip starts in %v, want play (no hand-over in flip games)", s.phase)
		}
		pic := s.Picture()
		if pic.SeatToMove != junqi.NoSeat {
			t.Fatalf("seat to move shown before colours are known")
		}
		// before the first flip only flips: a tap on an empty camp is refused
		if fb := s.Tap(pt(t, s, "b3")); !fb.Refused {
			t.Fatalf("tap on an empty camp before the first flip: %+v", fb)
		}
		if fb := s.Resign(); !fb.Refused || fb.Code != RefusedByRules {
			t.Fatalf("resign before the first flip: %+v", fb)
		}
		playRandom(t, s, seed, 2000, func() { t.Helper(); checkAll(t, s) })
		if s.phase != Over {
			t.Fatalf("seed %d: flip game not over after 2000 actions", seed)
		}
		if r := s.Result(); !r.Over || r.Text != s.match.Result() {
			t.Fatalf("result %+v", r)
		}
		if !strings.HasPrefix(s.Record().Moves[0].Text, "@") {
			t.Fatalf("first token %q is not a flip", s.Record().Moves[0].Text)
		}
	}
}

func TestFlipWithHandOverOpen(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "flip", "S N", "", ""), Options{HandOverOpen: true}, 5)
	if s.phase != HandOver || s.seat != junqi.South {
		t.Fatalf("start %v %v, want a hand-over to S", s.phase, s.seat)
	}
	ok(t, s.Ready())
	ok(t, s.Tap(pt(t, s, "a1")))
	if s.phase != HandOver {
		t.Fatalf("after the first flip: %v, want a hand-over", s.phase)
	}
	checkAll(t, s)
}

// Four countries, 2v2, dark: a flag capture puts East out, its pieces leave
// the board, and East is never called again.
func TestFourCountryDarkElimination(t *testing.T) {
	rec, err := record.Parse(`[Game "junqi"]
[Board "4p"]
[Mode "dark"]
[Seats "S E N W"]
[Teams "SN EW"]
[Position "Sb1=SF Sa2=S5 Sc2=S1 Eb1=EF Eb2=S9 Ea2=E3 Ee2=E4 Nb1=NF Na2=N4 Wb1=WF Wa2=W6 Wc2=W2"]
`)
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, Options{MoverBottom: true})
	if err != nil {
		t.Fatal(err)
	}
	checkAll(t, s)
	if s.phase != HandOver || s.seat != junqi.South {
		t.Fatalf("loaded dark game: %v %v, want a hand-over to S", s.phase, s.seat)
	}
	ok(t, s.Ready())
	pic := s.Picture()
	if pic.Bottom != junqi.South || pic.Team != [4]int8{0, 1, 0, 1} {
		t.Fatalf("bottom %v teams %v", pic.Bottom, pic.Team)
	}
	if pc := pic.Pieces[pt(t, s, "Na2")]; pc.Code != '?' {
		t.Fatalf("S sees its ally's piece without allies-see: %+v", pc)
	}
	taps(t, s, "Eb2xEb1")
	checkAll(t, s)
	if s.phase != HandOver || s.seat != junqi.North {
		t.Fatalf("after E's flag falls: %v %v, want a hand-over to N (E skipped)", s.phase, s.seat)
	}
	fb := s.Picture().Note
	if fb.Code != NoteAttack || fb.Args[3] != "flag" || fb.Args[6] != "E" || fb.Args[4] != "?" {
		t.Fatalf("hand-over note %+v", fb)
	}
	ok(t, s.Ready())
	pic = s.Picture()
	if pic.Eliminated != 1<<junqi.East || pic.Bottom != junqi.North {
		t.Fatalf("eliminated %b bottom %v", pic.Eliminated, pic.Bottom)
	}
	for _, name := range []string{"Ea2", "Ee2"} {
		if pic.Pieces[pt(t, s, name)].Present {
			t.Fatalf("%s: East's piece still on the board", name)
		}
	}
	for i := 0; i < 12 && s.phase != Over; i++ {
		if s.phase == HandOver {
			if s.seat == junqi.East {
				t.Fatal("East is called after going out")
			}
			ok(t, s.Ready())
		}
		st := s.match.State()
		var buf [junqi.MaxActions]junqi.Action
		a := st.Actions(buf[:0])[0]
		taps(t, s, a.Notation(st.Board()))
		checkAll(t, s)
	}
}

// Four countries, 2v2, dark, from the options screen: four secret deployments
// behind hand-overs, then play.
func TestFourCountryDarkFromDeployment(t *testing.T) {
	s := newSession(t, tagsFor(t, "4p", "dark", "S E N W", "SN EW", ""), Options{MoverBottom: true}, 11)
	var order []junqi.Seat
	for s.phase != Play {
		checkAll(t, s)
		if s.phase == HandOver {
			order = append(order, s.seat)
			ok(t, s.Ready())
			continue
		}
		if pic := s.Picture(); pic.Bottom != s.seat {
			t.Fatalf("mover-bottom: %v at the bottom while %v deploys", pic.Bottom, s.seat)
		}
		ok(t, s.Random())
		ok(t, s.Done())
	}
	if want := []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West, junqi.South}; !reflect.DeepEqual(order, want) {
		t.Fatalf("hand-overs to %v, want %v", order, want)
	}
	playRandom(t, s, 5, 120, func() { t.Helper(); checkAll(t, s) })
}

func TestRefusedDeploymentChanges(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), Options{}, 1)
	ok(t, s.UseLayout("left flag"))
	before := s.Picture()
	cases := []struct{ from, to, rule string }{
		{"b1", "a6", "flag"}, // the flag off its headquarters
		{"a1", "a6", "mine"}, // a landmine to the front
		{"a3", "b6", "bomb"}, // a bomb to the front rank
		{"a6", "b3", "camp"}, // into a camp
	}
	for _, c := range cases {
		ok(t, s.Tap(pt(t, s, c.from)))
		fb := s.Tap(pt(t, s, c.to))
		if !fb.Refused || fb.Code != RefusedDeploy || len(fb.Args) != 2 || fb.Args[1] != c.rule || fb.Text == "" {
			t.Fatalf("%s→%s: %+v, want refused (%s)", c.from, c.to, fb, c.rule)
		}
		ok(t, s.Tap(pt(t, s, c.from))) // let go
		if fb := s.Drag(pt(t, s, c.from), pt(t, s, c.to)); !fb.Refused || fb.Args[1] != c.rule {
			t.Fatalf("drag %s→%s: %+v", c.from, c.to, fb)
		}
		if got := s.Picture(); !reflect.DeepEqual(got, before) {
			t.Fatalf("%s→%s: refused change altered the layout", c.from, c.to)
		}
	}
	if fb := s.Tap(pt(t, s, "a7")); !fb.Refused || fb.Code != RefusedNotArea {
		t.Fatalf("tap in North's area while South deploys: %+v", fb)
	}
	if fb := s.Tap(pt(t, s, "b3")); !fb.Refused || fb.Code != RefusedEmpty {
		t.Fatalf("tap on an empty camp: %+v", fb)
	}
	if fb := s.UseLayout("nonsense"); !fb.Refused || fb.Code != RefusedNoLayout {
		t.Fatalf("unknown layout: %+v", fb)
	}
	ok(t, s.Drag(pt(t, s, "a6"), pt(t, s, "e6"))) // a legal swap
	if got := s.Picture(); got.Pieces[pt(t, s, "a6")].Code != '7' || got.Pieces[pt(t, s, "e6")].Code != '6' {
		t.Fatalf("swap not made")
	}
	for _, f := range []func() Feedback{s.Ready, s.Resign, s.OfferDraw, s.AcceptDraw, s.DeclineDraw} {
		if fb := f(); !fb.Refused || fb.Code != RefusedPhase {
			t.Fatalf("play operation during deployment: %+v", fb)
		}
	}
}

func startOpen(t *testing.T, o Options) *Session {
	s := newSession(t, tagsFor(t, "2p", "open", "S N", "", ""), o, 1)
	for s.phase != Play {
		if s.phase == HandOver {
			ok(t, s.Ready())
			continue
		}
		ok(t, s.UseLayout("left flag"))
		ok(t, s.Done())
	}
	return s
}

func TestIllegalTaps(t *testing.T) {
	s := startOpen(t, Options{})
	same := func(what string, fb Feedback, code string, before Picture) {
		t.Helper()
		if !fb.Refused || fb.Code != code || fb.Text == "" {
			t.Fatalf("%s: %+v, want refused %s", what, fb, code)
		}
		if got := s.Picture(); !reflect.DeepEqual(got, before) {
			t.Fatalf("%s changed the picture", what)
		}
	}
	before := s.Picture()
	same("tap an enemy piece", s.Tap(pt(t, s, "a7")), RefusedNotYours, before)
	same("tap an empty point", s.Tap(pt(t, s, "b3")), RefusedEmpty, before)
	same("tap the flag", s.Tap(pt(t, s, "b1")), RefusedCannot, before)
	if fb := s.Tap(pt(t, s, "d1")); fb.Args[1] != "hq" || !strings.Contains(fb.Text, "headquarters") {
		t.Fatalf("HQ piece: %+v", fb)
	}
	if fb := s.Tap(pt(t, s, "e1")); fb.Args[1] != "blocked" {
		t.Fatalf("blocked piece: %+v", fb)
	}
	same("tap a landmine", s.Tap(pt(t, s, "a1")), RefusedCannot, before)
	same("tap a blocked piece", s.Tap(pt(t, s, "e1")), RefusedCannot, before)
	same("tap a piece on a headquarters", s.Tap(pt(t, s, "d1")), RefusedCannot, before)
	same("drag off the rail", s.Drag(pt(t, s, "a6"), pt(t, s, "c7")), RefusedIllegal, before)
	same("tap off the board", s.Tap(200), RefusedNoPoint, before)
	same("ready without a hand-over", s.Ready(), RefusedPhase, before)
	same("accept without an offer", s.AcceptDraw(), RefusedPhase, before)
	ok(t, s.Tap(pt(t, s, "a6")))
	selected := s.Picture()
	// tapping a point the piece cannot reach lets go and says why
	fb := s.Tap(pt(t, s, "a11"))
	if !fb.Refused || fb.Code != RefusedIllegal || !strings.Contains(fb.Text, "cannot reach") {
		t.Fatalf("unreachable target: %+v", fb)
	}
	if s.Picture().Selected != junqi.NoPoint {
		t.Fatal("still selected after tapping elsewhere")
	}
	ok(t, s.Tap(pt(t, s, "a6")))
	if !reflect.DeepEqual(s.Picture(), selected) {
		t.Fatal("reselecting differs")
	}
	ok(t, s.Tap(pt(t, s, "e6"))) // another own piece: reselect
	if s.Picture().Selected != pt(t, s, "e6") {
		t.Fatal("not reselected")
	}
	ok(t, s.Tap(pt(t, s, "e6"))) // the selected piece again: let go
	if s.Picture().Selected != junqi.NoPoint {
		t.Fatal("tapping the selected piece does not let go")
	}
	for _, f := range []func() Feedback{s.Done, s.Random} {
		if fb := f(); !fb.Refused || fb.Code != RefusedPhase {
			t.Fatalf("deployment operation in play: %+v", fb)
		}
	}
	if len(s.Record().Moves) != 0 {
		t.Fatalf("illegal input played %v", s.Record().Moves)
	}
}

func TestResign(t *testing.T) {
	s := startOpen(t, Options{})
	taps(t, s, "e6xe7")
	fb := ok(t, s.Resign())
	if fb.Code != NoteResign || fb.Args[0] != "N" || s.phase != Over {
		t.Fatalf("resign: %+v, phase %v", fb, s.phase)
	}
	if r := s.Result(); r.Text != "S resign" || r.Reason != "resign" {
		t.Fatalf("result %+v", r)
	}
	if got := s.Record().Moves; got[len(got)-1].Text != "resign" {
		t.Fatalf("record ends %v", got)
	}
	checkAll(t, s)
	if fb := s.Tap(pt(t, s, "a6")); !fb.Refused || fb.Code != RefusedPhase {
		t.Fatalf("tap after the end: %+v", fb)
	}
}

func TestResignFourCountryGoesOn(t *testing.T) {
	s := newSession(t, tagsFor(t, "4p", "open", "S E N W", "", ""), Options{}, 2)
	for s.phase != Play {
		ok(t, s.Random())
		ok(t, s.Done())
	}
	ok(t, s.Resign())
	if s.phase != Play || s.seat != junqi.East {
		t.Fatalf("after S resigns: %v %v, want E to play", s.phase, s.seat)
	}
	pic := s.Picture()
	if pic.Eliminated != 1<<junqi.South || pic.Pieces[pt(t, s, "Sa6")].Present {
		t.Fatalf("resigned seat not out: %b", pic.Eliminated)
	}
	checkAll(t, s)
}

func TestDrawOffer(t *testing.T) {
	// open: no hand-over; declined, then accepted
	s := startOpen(t, Options{})
	ok(t, s.OfferDraw())
	checkAll(t, s)
	if s.phase != DrawOffer || s.seat != junqi.North || s.Picture().DrawOfferBy != junqi.South {
		t.Fatalf("offer: %v %v", s.phase, s.seat)
	}
	if fb := s.Tap(pt(t, s, "a7")); !fb.Refused {
		t.Fatal("tap while a draw offer waits")
	}
	fb := ok(t, s.DeclineDraw())
	if fb.Code != NoteDeclined || s.phase != Play || s.seat != junqi.South {
		t.Fatalf("decline: %+v %v %v", fb, s.phase, s.seat)
	}
	checkAll(t, s)
	ok(t, s.OfferDraw())
	ok(t, s.AcceptDraw())
	if s.phase != Over || s.Result().Text != "draw agreed" {
		t.Fatalf("accept: %v %+v", s.phase, s.Result())
	}
	if got := s.Record().Moves; len(got) != 1 || got[0].Text != "draw" {
		t.Fatalf("record moves %v", got)
	}
	checkAll(t, s)

	// dark four countries: every other seat answers in turn, each behind a hand-over
	d := newSession(t, tagsFor(t, "4p", "dark", "S E N W", "SN EW", ""), Options{}, 4)
	for d.phase != Play {
		if d.phase == HandOver {
			ok(t, d.Ready())
		} else {
			ok(t, d.Random())
			ok(t, d.Done())
		}
	}
	ok(t, d.OfferDraw())
	var asked []junqi.Seat
	for d.phase != Over {
		checkAll(t, d)
		if d.phase != HandOver {
			t.Fatalf("draw offer without a hand-over in a dark game: %v", d.phase)
		}
		ok(t, d.Ready())
		if d.phase != DrawOffer {
			t.Fatalf("after the hand-over: %v", d.phase)
		}
		asked = append(asked, d.seat)
		checkAll(t, d)
		ok(t, d.AcceptDraw())
	}
	if want := []junqi.Seat{junqi.East, junqi.North, junqi.West}; !reflect.DeepEqual(asked, want) {
		t.Fatalf("asked %v, want %v", asked, want)
	}
	// a decline by the last seat hands back to the offerer
	d2 := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{}, 4)
	for d2.phase != Play {
		if d2.phase == HandOver {
			ok(t, d2.Ready())
		} else {
			ok(t, d2.Random())
			ok(t, d2.Done())
		}
	}
	ok(t, d2.OfferDraw())
	ok(t, d2.Ready())
	ok(t, d2.DeclineDraw())
	if d2.phase != HandOver || d2.seat != junqi.South || d2.Picture().Note.Code != NoteDeclined {
		t.Fatalf("after decline: %v %v %+v", d2.phase, d2.seat, d2.Picture().Note)
	}
	checkAll(t, d2)
}

func TestRematch(t *testing.T) {
	s := startOpen(t, Options{RankNumbers: true})
	if _, err := s.Rematch(); err == nil {
		t.Fatal("rematch during play")
	}
	ok(t, s.Resign())
	r, err := s.Rematch()
	if err != nil {
		t.Fatal(err)
	}
	if r.phase != Deploy || r.seat != junqi.South || r.seed == s.seed || r.opts != s.opts {
		t.Fatalf("rematch: %v %v seed %d", r.phase, r.seat, r.seed)
	}
	want := tagsFor(t, "2p", "open", "S N", "", "").String()
	if got := r.Record().String(); got != want {
		t.Fatalf("rematch tags:\n%s\nwant\n%s", got, want)
	}
	if !r.Picture().ShowRankNumbers {
		t.Fatal("options lost")
	}
	checkAll(t, r)
}

func TestNewAndFromRecordErrors(t *testing.T) {
	for _, text := range []string{
		"[Board \"5p\"]\n",
		"[Board \"2p\"]\n[Mode \"fog\"]\n",
		"[Board \"2p\"]\n[Position \"b1=SF\"]\n",
		"[Board \"2p\"]\n\na6-a7\n",
	} {
		rec, err := record.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := New(rec, Options{}, 1); err == nil {
			t.Errorf("New(%q): no error", text)
		}
	}
	if _, err := New(nil, Options{}, 1); err == nil {
		t.Error("New(nil): no error")
	}
	rec, _ := record.Parse("[Board \"2p\"]\n[Position \"b1=SF a6=S5 b12=NF\"]\n\na6-b8\n")
	if _, err := FromRecord(rec, Options{}); err == nil {
		t.Error("FromRecord with an illegal move: no error")
	}
	// a record without a Position starts at deployment
	rec, _ = record.Parse("[Game \"junqi\"]\n[Board \"2p\"]\n")
	s, err := FromRecord(rec, Options{})
	if err != nil || s.phase != Deploy {
		t.Fatalf("FromRecord without a Position: %v %v", err, s)
	}
}

func TestFromRecordContinuesAndReplays(t *testing.T) {
	s := startOpen(t, Options{})
	taps(t, s, "e6xe7 e8-d8 e7xe9")
	r, err := FromRecord(s.Record(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Picture(), s.Picture()) {
		t.Fatalf("continued game differs:\n%+v\n%+v", r.Picture(), s.Picture())
	}
	checkAll(t, r)
}

// Cover: a resumed secret screen (deployment, play, a draw offer) comes back behind a
// hand-over to the seat it belongs to, and Ready brings back the same screen; open play
// without hand-overs is not covered.
func TestCoverHidesASecretScreenUntilReady(t *testing.T) {
	s := newSession(t, tagsFor(t, "2p", "dark", "S N", "", ""), Options{}, 5)
	for s.phase == HandOver {
		ok(t, s.Ready())
	}
	if s.phase != Deploy {
		t.Fatalf("a dark game starts in phase %v", s.phase)
	}
	check := func(when string) {
		t.Helper()
		before := s.Picture()
		seat := before.Seat
		if !s.Cover() {
			t.Fatalf("%s: Cover left the secret screen uncovered", when)
		}
		if s.Phase() != HandOver || s.Seat() != seat {
			t.Fatalf("%s: Cover gave phase %v for %v, want a hand-over to %v", when, s.Phase(), s.Seat(), seat)
		}
		for q, pc := range s.Picture().Pieces {
			if pc.Present {
				t.Fatalf("%s: the covered screen shows a piece on %d", when, q)
			}
		}
		ok(t, s.Ready())
		after := s.Picture()
		if after.Phase != before.Phase || after.Seat != seat || after.Pieces != before.Pieces || after.Selected != before.Selected {
			t.Fatalf("%s: Ready after Cover shows phase %v seat %v, want %v %v", when, after.Phase, after.Seat, before.Phase, seat)
		}
	}
	check("deployment")
	ok(t, s.Random())
	ok(t, s.Done())
	for s.phase == HandOver {
		ok(t, s.Ready())
	}
	ok(t, s.Random())
	ok(t, s.Done())
	for s.phase == HandOver {
		ok(t, s.Ready())
	}
	if s.phase != Play {
		t.Fatalf("after both deployments: phase %v", s.phase)
	}
	check("play")
	ok(t, s.OfferDraw())
	for s.phase == HandOver {
		ok(t, s.Ready())
	}
	if s.phase != DrawOffer {
		t.Fatalf("after a draw offer: phase %v", s.phase)
	}
	check("draw offer")

	open := startOpen(t, Options{})
	if open.Cover() || open.Phase() != Play {
		t.Fatalf("an open game without hand-overs was covered (phase %v)", open.Phase())
	}
}
