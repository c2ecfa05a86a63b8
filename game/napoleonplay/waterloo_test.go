package napoleonplay

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warboard/rules/ai/napoleonai"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

const waterloo3 = "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Seats \"S E N\"]\n[Options \"target=4\"]\n"

// A Waterloo game between three people at one device: the set-ups go in Seats order,
// each behind a hand-over and in its own zone on its own edge; play follows Seats order,
// the history names each turn's army, an army that resigns is out, and every step
// saves and restores (the driver checks it).
func TestWaterlooSessionFlow(t *testing.T) {
	d := newDriver(t, waterloo3, Options{HandOverPlay: true}, 5)
	for _, seat := range []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North} {
		d.wantPhase(HandOver, seat)
		d.ok("continue", (*Session).Continue)
		d.wantPhase(SetUp, seat)
		pic := d.pic()
		if pic.Zones[seat] != 2 || !pic.Waterloo || len(pic.Seats) != 3 {
			t.Fatalf("%s's set-up: zones %v, waterloo %v, seats %v", seat, pic.Zones, pic.Waterloo, pic.Seats)
		}
		d.ok("random", (*Session).Random)
		for _, pl := range d.s.setup.Pieces(seat) {
			if !napoleon.InZoneOf(d.s.cfg, seat, 2, pl.Sq) {
				t.Fatalf("%s's piece on %s, outside its zone", seat, pl.Sq)
			}
		}
		d.ok("done", (*Session).Done)
	}
	if d.s.match == nil {
		t.Fatal("play did not begin after three set-ups")
	}
	rec := d.s.Record().String()
	if !strings.Contains(rec, "[Seats \"S E N\"]") || !strings.Contains(rec, "=EK>") {
		t.Fatalf("record:\n%s", rec)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var sides []napoleon.Seat
	for i := 0; i < 9; i++ {
		if d.pic().Phase == HandOver {
			d.ok("continue", (*Session).Continue)
		}
		st := d.s.match.State()
		sides = append(sides, st.ToMove())
		var plain []string
		for _, m := range d.s.LegalMoves() {
			if !strings.Contains(m, "/") {
				plain = append(plain, m)
			}
		}
		m := plain[rng.IntN(len(plain))]
		sep := strings.IndexAny(m, "-x")
		d.move(m[:sep], m[sep+1:])
		d.end()
	}
	for i := 1; i < len(sides); i++ {
		order := d.s.Seats()
		idx := func(x napoleon.Seat) int {
			for k, y := range order {
				if y == x {
					return k
				}
			}
			return -1
		}
		if idx(sides[i]) != (idx(sides[i-1])+1)%3 {
			t.Fatalf("turns %v do not follow Seats order %v", sides, order)
		}
	}
	hist := d.pic().History
	for i, h := range hist {
		if h.Side != sides[i] {
			t.Fatalf("history %d names %s, %s played", i, h.Side, sides[i])
		}
	}
	// agreed ends and take backs among the three: TestWaterlooAgreements
	if d.pic().Phase == HandOver {
		d.ok("continue", (*Session).Continue)
	}
	// the army to move resigns: it is out, its pieces leave, play goes on
	st := d.s.match.State()
	out := st.ToMove()
	d.ok("resign", (*Session).Resign)
	if d.pic().Phase == HandOver {
		d.ok("continue", (*Session).Continue)
	}
	pic := d.pic()
	if pic.Phase == Over || !pic.Out[out] {
		t.Fatalf("after %s resigns: phase %s, out %v", out, pic.Phase, pic.Out)
	}
	for _, q := range d.s.cfg.Board.Squares() {
		if p := pic.Pieces[q]; p.Present && p.Side == out {
			t.Fatalf("a piece of %s, out, on %s", out, q)
		}
	}
	d.ok("resign", (*Session).Resign)
	if r := d.s.Result(); !r.Over || r.Reason != "resign" {
		t.Fatalf("two resignations of three: %+v", r)
	}
}

// Teams: the picture gives each army its side's target (N times its armies).
func TestWaterlooSessionTeams(t *testing.T) {
	tags := "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Seats \"S E N W\"]\n[Teams \"S ENW\"]\n[Options \"target=4\"]\n"
	d := newDriver(t, tags, Options{}, 9)
	pic := d.pic()
	want := [napoleon.NumSeats]int{4, 12, 12, 12}
	if pic.SideTargets != want || pic.Teams != "S ENW" {
		t.Errorf("side targets %v teams %q, want %v", pic.SideTargets, pic.Teams, want)
	}
	// beside the computer one person plays at most (hand-overs are between people)
	if _, err := New(mustTags(t, tags), Options{Computers: "N"}, 1); err == nil {
		t.Error("three people and a computer accepted")
	}
	if _, err := New(mustTags(t, tags), Options{Computers: "ENW"}, 1); err != nil {
		t.Errorf("one person against three computers: %v", err)
	}
	if _, err := New(mustTags(t, "[Game \"napoleon\"]\n[Board \"8x8\"]\n"), Options{Computers: "E"}, 1); err == nil {
		t.Error("a computer East in a two-army game")
	}
}

func mustTags(t *testing.T, text string) *record.Record {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// One person against two computer armies: the computer sets up and moves through Decide
// with the players of rules/ai (as the app's runner does), the person's view is kept.
func TestWaterlooSessionAgainstComputers(t *testing.T) {
	d := newDriver(t, waterloo3, Options{Computers: "EN", Levels: "E=easy N=easy"}, 7)
	d.wantPhase(SetUp, napoleon.South)
	d.ok("random", (*Session).Random)
	d.ok("done", (*Session).Done)
	for i := 0; i < 2; i++ {
		pd := d.s.Pending()
		if pd.What != DecideSetUp || pd.Person {
			t.Fatalf("pending %+v, want a computer set-up", pd)
		}
		cfg, rule := d.s.SetUpRules()
		ps, err := napoleonai.DeployRule(cfg, rule, pd.Seat, "easy", 1)
		if err != nil {
			t.Fatal(err)
		}
		d.ok("computer set-up", func(s *Session) error { return s.Decide(pd.Seat, napoleon.FormatPosition(ps)) })
	}
	for ply := 0; ply < 8 && d.s.Phase() == Play; ply++ {
		pd := d.s.Pending()
		if pd.Person {
			m := d.s.LegalMoves()[0]
			d.ok("person's move", func(s *Session) error { return s.Decide(pd.Seat, m) })
			continue
		}
		tok, err := napoleonai.Decide(d.s.Record(), pd.Seat.String(), "easy", 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		d.ok("computer move", func(s *Session) error { return s.Decide(pd.Seat, tok) })
		if v := d.pic().Viewer; v != napoleon.South {
			t.Fatalf("the screen shows %s's view, want the person's (South)", v)
		}
	}
}

// waterlooInPlay is a three-army game between people at its first move, every set-up
// random.
func waterlooInPlay(t *testing.T, opts Options) *driver {
	t.Helper()
	d := newDriver(t, waterloo3, opts, 5)
	for d.s.match == nil {
		if d.pic().Phase == HandOver {
			d.ok("continue", (*Session).Continue)
		}
		d.ok("random", (*Session).Random)
		d.ok("done", (*Session).Done)
	}
	if d.pic().Phase == HandOver {
		d.ok("continue", (*Session).Continue)
	}
	return d
}

// playOne plays the first legal plain move of the army to move.
func (d *driver) playOne() {
	d.t.Helper()
	for _, m := range d.s.LegalMoves() {
		if !strings.Contains(m, "/") {
			sep := strings.IndexAny(m, "-x")
			d.move(m[:sep], m[sep+1:])
			d.end()
			return
		}
	}
	d.t.Fatal("no move")
}

// TestWaterlooAgreements: among three people at one device an agreed end or a take back
// is asked of every other army still in, in play order, each behind its own hand-over; a
// refusal ends it and the device goes back to the army to move (the next hand-over says
// who refused); the last yes ends the game by the count, or takes the turn back and its
// army moves again. Every step saves and restores (the driver checks it).
func TestWaterlooAgreements(t *testing.T) {
	d := waterlooInPlay(t, Options{})
	asked := func(by, answering napoleon.Seat) {
		t.Helper()
		b, a, ok := d.s.AskedBy()
		if !ok || b != by || a != answering {
			t.Fatalf("asked by %s of %s (%v), want by %s of %s", b, a, ok, by, answering)
		}
		d.wantPhase(HandOver, answering) // the device goes to the army that answers
		d.ok("continue", (*Session).Continue)
		if pd := d.s.Pending(); pd.Seat != answering || !pd.Person {
			t.Fatalf("pending %+v, want %s to answer", pd, answering)
		}
	}
	// South offers an agreed end: East says yes, North no.
	d.wantPhase(Play, napoleon.South)
	d.ok("offer", (*Session).OfferDraw)
	asked(napoleon.South, napoleon.East)
	if !d.pic().DrawOffer {
		t.Fatal("no offer on the picture")
	}
	d.refused("move while asked", "answer", func(s *Session) error { return s.EndTurn() })
	d.ok("east accepts", (*Session).AcceptDraw)
	asked(napoleon.South, napoleon.North)
	d.ok("north declines", (*Session).DeclineDraw)
	if by, ok := d.s.RefusedBy(); !ok || by != napoleon.North {
		t.Fatalf("refused by %s (%v), want North", by, ok)
	}
	d.wantPhase(HandOver, napoleon.South) // back to the army to move
	d.ok("continue", (*Session).Continue)
	if _, ok := d.s.RefusedBy(); ok || d.pic().DrawOffer || d.s.Result().Over {
		t.Fatal("the refused offer is still there")
	}
	// South moves; South asks for its turn back: East and North both say yes.
	before := d.s.Record().String()
	d.playOne()
	by, ok := d.s.CanAskTakeBack()
	if !ok || by != napoleon.South {
		t.Fatalf("take back askable by %s (%v), want South", by, ok)
	}
	d.ok("ask", (*Session).AskTakeBack)
	asked(napoleon.South, napoleon.East)
	if !d.pic().TakeBackAsked {
		t.Fatal("no request on the picture")
	}
	d.ok("east accepts", (*Session).AcceptTakeBack)
	asked(napoleon.South, napoleon.North)
	d.ok("north accepts", (*Session).AcceptTakeBack)
	if got := d.s.Record().String(); got != before {
		t.Fatalf("after the take back the record is\n%s\nwant\n%s", got, before)
	}
	d.wantPhase(HandOver, napoleon.South) // South moves again
	d.ok("continue", (*Session).Continue)
	// East refuses a take back: play goes on with the army to move.
	d.playOne()
	d.ok("ask again", (*Session).AskTakeBack)
	asked(napoleon.South, napoleon.East)
	d.ok("east refuses", (*Session).RefuseTakeBack)
	d.wantPhase(HandOver, napoleon.East)
	d.ok("continue", (*Session).Continue)
	// East offers; both say yes: the count ends the game.
	d.ok("offer", (*Session).OfferDraw)
	asked(napoleon.East, napoleon.North)
	d.ok("north accepts", (*Session).AcceptDraw)
	asked(napoleon.East, napoleon.South)
	d.ok("south accepts", (*Session).AcceptDraw)
	if r := d.s.Result(); !r.Over || d.pic().Phase != Over {
		t.Fatalf("every army agreed, the game goes on: %+v", r)
	}
	if !strings.HasSuffix(strings.TrimSpace(d.moves()), "draw") {
		t.Fatalf("the record does not end with the agreed end: %s", d.moves())
	}
}

// TestWaterlooAgreementWithComputers: one person against two computer armies offers an
// agreed end: each computer army answers in turn through Decide, as in a two-army game, no
// hand-over between them; a computer's no ends it.
func TestWaterlooAgreementWithComputers(t *testing.T) {
	d := newDriver(t, waterloo3, Options{Computers: "EN", Levels: "E:easy N:easy", First: "S"}, 5)
	for d.s.match == nil {
		pd := d.s.Pending()
		if pd.Person {
			d.ok("random", (*Session).Random)
			d.ok("done", (*Session).Done)
			continue
		}
		cfg, rule := d.s.SetUpRules()
		r := rand.New(rand.NewPCG(1, uint64(pd.Seat)))
		army, err := napoleon.RandomArmy(rule, r)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := napoleon.RandomSetup(cfg, pd.Seat, army, r)
		if err != nil {
			t.Fatal(err)
		}
		d.ok("computer set-up", func(s *Session) error { return s.Decide(pd.Seat, napoleon.FormatPosition(ps)) })
	}
	d.wantPhase(Play, napoleon.South)
	d.ok("offer", (*Session).OfferDraw)
	if pd := d.s.Pending(); pd.Seat != napoleon.East || pd.Person || pd.HandOver || pd.What != DecideDraw {
		t.Fatalf("pending %+v, want East's computer to answer at once", pd)
	}
	d.refused("a person answers for East", "computer", (*Session).AcceptDraw)
	d.ok("east accepts", func(s *Session) error { return s.Decide(napoleon.East, "accept") })
	if pd := d.s.Pending(); pd.Seat != napoleon.North || pd.HandOver {
		t.Fatalf("pending %+v, want North's computer next", pd)
	}
	d.ok("north declines", func(s *Session) error { return s.Decide(napoleon.North, "decline") })
	if pd := d.s.Pending(); pd.Seat != napoleon.South || pd.What != DecideMove || pd.HandOver || d.pic().DrawOffer {
		t.Fatalf("after the refusal: %+v", pd)
	}
	// the person takes back at once, the computers' replies with it
	before := d.s.Record().String()
	d.playOne()
	for _, x := range []napoleon.Seat{napoleon.East, napoleon.North} {
		mv := d.s.LegalMoves()[0]
		d.ok("computer move", func(s *Session) error { return s.Decide(x, mv) })
	}
	if _, ok := d.s.CanAskTakeBack(); ok {
		t.Error("a take back is asked of computer armies")
	}
	d.ok("take back", func(s *Session) error { return s.TakeBack(napoleon.South) })
	if got := d.s.Record().String(); got != before {
		t.Fatalf("after the take back:\n%s\nwant\n%s", got, before)
	}
}

// TestWaterlooTerrainEditorTurnsEveryTile: with three armies the editor puts each tile on
// its four quarter turns, so every edge faces the same ground; the tag it writes is the
// same after a quarter turn and the set-ups follow.
func TestWaterlooTerrainEditorTurnsEveryTile(t *testing.T) {
	d := newDriver(t, waterloo3, Options{TerrainEdit: true}, 3)
	if d.pic().Phase != TerrainEdit {
		t.Fatalf("phase %s, want the terrain editor", d.pic().Phase)
	}
	d.tap("g6") // village on g6 and its turns
	b := napoleon.Board15
	q := sq(t, "g6")
	for i := 0; i < 4; i++ {
		if got := d.pic().Terrain[q]; got != napoleon.Village {
			t.Fatalf("%s is %s, want the village turned there", q, got)
		}
		q = b.Turn(q)
	}
	if got := d.pic().Terrain[b.Mirror(sq(t, "g6"))]; got != napoleon.Plain {
		t.Fatalf("the mirror across the middle line got %s: Waterloo turns, it does not mirror", got)
	}
	d.tap("h8") // the centre: its own turn
	d.ok("done", (*Session).Done)
	tag, _ := d.s.Record().Tag("Terrain")
	tr, err := napoleon.ParseTerrain(b, tag)
	if err != nil || !tr.TurnSymmetric(b) || !strings.Contains(tag, "h8=village") {
		t.Fatalf("terrain tag %q (%v)", tag, err)
	}
	d.wantPhase(HandOver, napoleon.South)
}
