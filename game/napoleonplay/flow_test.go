package napoleonplay

import (
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// puzzle is a record of a position in play, for the play gestures.
func puzzle(options, position, moves string) string {
	return "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"" + options + "\"]\n[Position \"" + position + "\"]\n[Turn \"S\"]\n\n" + moves + "\n"
}

func TestDrumPushWithLandingChoice(t *testing.T) {
	d := fromRecord(t, puzzle("drum-push", "a1=SG d4=SD d6=NC h8=NG", ""), Options{})
	d.tap("d4")
	p := d.pic()
	var push, move bool
	for _, tg := range p.Targets {
		push = push || (tg.Sq == sq(t, "d6") && tg.Kind == PushAt)
		move = move || (tg.Sq == sq(t, "d5") && tg.Kind == MoveTo)
	}
	if !push || !move {
		t.Fatalf("targets %v: want a push at d6 and a move to d5", p.Targets)
	}
	d.tap("d6")
	p = d.pic()
	if len(p.PushLandings) == 0 || p.Moved {
		t.Fatalf("landings %v moved %v", p.PushLandings, p.Moved)
	}
	landings := map[napoleon.Square]bool{}
	for _, q := range p.PushLandings {
		landings[q] = true
	}
	if !landings[sq(t, "e7")] || landings[sq(t, "d4")] {
		t.Fatalf("landings %v: want e7, never the drum's own square", p.PushLandings)
	}
	d.ok("undo the push choice", (*Session).Undo)
	if p := d.pic(); p.PushLandings != nil || p.Selected != sq(t, "d4") {
		t.Fatalf("after undo: landings %v selected %v", p.PushLandings, p.Selected)
	}
	d.tap("d6")
	d.tap("e7")
	p = d.pic()
	if !p.Moved || p.Last != (LastMove{From: sq(t, "d4"), To: sq(t, "d6"), Push: sq(t, "e7")}) {
		t.Fatalf("after the push: %+v", p.Last)
	}
	if !p.Pieces[sq(t, "e7")].Present || p.Pieces[sq(t, "d6")].Kind != napoleon.Drum {
		t.Fatal("the provisional board does not show the push")
	}
	d.end()
	d.wantMoves("d4-d6/e7")
	// A drag does the same: drum onto the cavalry, then the landing.
	d2 := fromRecord(t, puzzle("drum-push", "a1=SG d4=SD d6=NC h8=NG", ""), Options{})
	d2.ok("drag", func(s *Session) error { return s.Drag(sq(t, "d4"), sq(t, "d6")) })
	d2.tap("c7")
	d2.end()
	d2.wantMoves("d4-d6/c7")
}

func TestCannonTurnsAroundTheMove(t *testing.T) {
	d := fromRecord(t, puzzle("", "a1=SG c1=SK>N f1=SK>N a8=NK>S h8=NG", ""), Options{})
	d.turnCannon("c1", "NE") // before moving it
	d.turnCannon("f1", "NW")
	if p := d.pic(); p.Pieces[sq(t, "c1")].Facing != napoleon.DirNE || !p.TurnCannon || p.Moved {
		t.Fatalf("cannon turn not shown at once: %+v", p.Pieces[sq(t, "c1")])
	}
	d.refused("end without a move", "move a piece first", (*Session).EndTurn)
	d.move("c1", "c2")
	if p := d.pic(); p.Selected != sq(t, "c2") || !p.TurnCannon {
		t.Fatal("a cannon that moved stays selected for turning")
	}
	d.refused("turn the empty square", "empty now", func(s *Session) error { return s.TurnCannon(sq(t, "c1"), napoleon.DirE) })
	d.refused("turn the enemy's cannon", "holds no cannon of S", func(s *Session) error { return s.TurnCannon(sq(t, "a8"), napoleon.DirE) })
	d.refused("a second move", "you have moved", func(s *Session) error { return s.Tap(sq(t, "a1")) })
	d.turnCannon("c2", "E")
	d.ok("undo", (*Session).Undo) // back to NE
	d.turnCannon("f1", "N")       // back to its facing: nothing to record
	p := d.pic()
	if len(p.Pending) != 1 || p.Pending[0] != (napoleon.CannonTurn{At: sq(t, "c2"), Face: napoleon.DirNE}) {
		t.Fatalf("pending %v, want c2>NE", p.Pending)
	}
	// LOS follows the provisional board: c2 facing NE sees d3.
	seen := false
	for _, si := range p.Sights {
		if si.Cannon == sq(t, "c2") {
			seen = len(si.Squares) > 0 && si.Squares[0] == sq(t, "d3")
		}
	}
	if !seen {
		t.Fatalf("sights %v: want c2 seeing d3 first", p.Sights)
	}
	d.end()
	d.wantMoves("c1-c2 c2>NE")
	// Undo of the move keeps the cannon turn made before it.
	d.move("h8", "g8")
	d.ok("undo move", (*Session).Undo)
	d.refused("undo beyond the turn", "nothing to undo", (*Session).Undo)
}

func TestIllegalTaps(t *testing.T) {
	d := fromRecord(t, puzzle("", "a1=SG b1=SI d2=SI h8=NG h6=NI d4=NI", "b1-b2 h8-g8 b2-b3 g8-h8"), Options{})
	d.refused("tap an enemy", "tap one of the pieces of South", func(s *Session) error { return s.Tap(sq(t, "d4")) })
	d.refused("tap empty", "tap one of the pieces", func(s *Session) error { return s.Tap(sq(t, "e4")) })
	d.refused("off the board", "not on the 8x8 board", func(s *Session) error { return s.Tap(sq(t, "i1")) })
	d.refused("drag off the board", "on the 8x8 board", func(s *Session) error { return s.Drag(sq(t, "d2"), sq(t, "d9")) })
	d.tap("d2")
	d.refused("too far", "at most 3 squares", func(s *Session) error { return s.Tap(sq(t, "d6")) })
	d.refused("capture alone", "no friendly neighbour", func(s *Session) error { return s.Tap(sq(t, "d4")) })
	d.refused("not a line", "straight line", func(s *Session) error { return s.Tap(sq(t, "e4")) })
	d.tap("b3") // three turns in a row: selectable, but no targets
	if p := d.pic(); p.Selected != sq(t, "b3") || len(p.Targets) != 0 {
		t.Fatalf("b3 selected with targets %v", p.Targets)
	}
	d.refused("third turn in a row", "three turns in a row", func(s *Session) error { return s.Tap(sq(t, "b4")) })
	d.refused("drag an empty square", "holds none of your pieces", func(s *Session) error { return s.Drag(sq(t, "e4"), sq(t, "e5")) })
	d.refused("done in play", "nothing to finish", (*Session).Done)
	d.refused("continue in play", "no hand-over", (*Session).Continue)
	d.refused("reserve in play", "not setting up", func(s *Session) error { return s.PlaceFromReserve(napoleon.Drum, sq(t, "e1")) })
	d.refused("random in play", "not setting up", (*Session).Random)
	d.refused("accept nothing", "no agreed end", (*Session).AcceptDraw)
	d.refused("rematch in play", "not over", func(s *Session) error { _, err := s.Rematch(); return err })
	d.refused("bad facing", "holds no cannon", func(s *Session) error { return s.TurnCannon(sq(t, "a1"), napoleon.DirN) })
	d.tap("b3")
	d.ok("drag d2-d4", func(s *Session) error { return s.Drag(sq(t, "d2"), sq(t, "d3")) })
	d.end()
}

func TestResign(t *testing.T) {
	d := newDriver(t, std8, Options{First: "N"}, 3)
	d.refused("resign in the set-up", "no game to resign", (*Session).Resign)
	d.setUpBoth(southArmy, northArmy)
	d.wantPhase(Play, napoleon.North)
	d.tap("a7")
	d.ok("resign", (*Session).Resign)
	d.wantPhase(Over, napoleon.North)
	if r := d.s.Result(); r.Winner != napoleon.South || r.Reason != "resign" || r.Draw {
		t.Fatalf("result %+v", r)
	}
	d.wantMoves("resign")
	if res, _ := d.s.Record().Tag("Result"); res != "S resign" {
		t.Fatalf("Result tag %q", res)
	}
}

func TestAgreedEndByCount(t *testing.T) {
	d := fromRecord(t, puzzle("", "a1=SG d5=SI h8=NG", ""), Options{})
	d.tap("d5")
	d.ok("offer", (*Session).OfferDraw)
	if p := d.pic(); !p.DrawOffer || p.Selected != napoleon.NoSquare {
		t.Fatal("offer not shown")
	}
	d.refused("play during the offer", "answer the offer", func(s *Session) error { return s.Tap(sq(t, "d5")) })
	d.ok("decline", (*Session).DeclineDraw)
	d.move("d5", "d6")
	d.refused("offer after moving", "before moving", (*Session).OfferDraw)
	d.ok("undo", (*Session).Undo)
	d.ok("offer", (*Session).OfferDraw)
	d.ok("accept", (*Session).AcceptDraw)
	if r := d.s.Result(); !r.Over || r.Winner != napoleon.South || r.Reason != "count" || r.Points != [napoleon.NumSeats]int{1, 0} {
		t.Fatalf("result %+v", r)
	}
	d.wantMoves("draw")
	// Equal count: a draw.
	e := fromRecord(t, puzzle("", "a1=SG h8=NG", ""), Options{})
	e.ok("offer", (*Session).OfferDraw)
	e.ok("accept", (*Session).AcceptDraw)
	if r := e.s.Result(); !r.Draw || r.Reason != "agreed" {
		t.Fatalf("result %+v", r)
	}
}

func TestTurnLimit(t *testing.T) {
	d := fromRecord(t, puzzle("turnlimit=2", "a1=SG d4=SI h8=NG", ""), Options{})
	d.move("d4", "d5")
	d.end()
	d.move("h8", "g8")
	d.end()
	if r := d.s.Result(); !r.Over || r.Winner != napoleon.South || r.Reason != "count" {
		t.Fatalf("result %+v", r)
	}
	if res, _ := d.s.Record().Tag("Result"); res != "S count" {
		t.Fatalf("Result tag %q", res)
	}
}

func TestRematch(t *testing.T) {
	d := newDriver(t, std8+"[Terrain \"a4=forest a5=forest\"]\n", Options{TerrainEdit: true}, 7)
	d.wantPhase(TerrainEdit, napoleon.South)
	d.tap("h4") // village on h4 and h5
	d.ok("terrain done", (*Session).Done)
	d.ok("continue", (*Session).Continue)
	d.ok("random S", (*Session).Random)
	d.ok("done S", (*Session).Done)
	d.ok("continue", (*Session).Continue)
	d.ok("random N", (*Session).Random)
	d.ok("done N", (*Session).Done)
	d.ok("resign", (*Session).Resign)
	r, err := d.s.Rematch()
	if err != nil {
		t.Fatal(err)
	}
	if r.seed == d.s.seed || r.phase != TerrainEdit {
		t.Fatalf("rematch seed %d phase %s", r.seed, r.phase)
	}
	if got, _ := r.Record().Tag("Terrain"); got != "a4=forest a5=forest h4=village h5=village" {
		t.Fatalf("rematch terrain %q", got)
	}
	if r.Record().Moves != nil {
		t.Fatal("rematch keeps moves")
	}
	if _, ok := r.Record().Tag("Position"); ok {
		t.Fatal("rematch keeps the Position")
	}
	verifySession(t, "rematch", r)
}

func TestTerrainEditMirrored(t *testing.T) {
	d := newDriver(t, std8, Options{TerrainEdit: true}, 1)
	want := []napoleon.Tile{napoleon.Village, napoleon.Marsh, napoleon.Forest, napoleon.Hill, napoleon.Plain}
	for _, tile := range want {
		d.tap("d3")
		p := d.pic()
		if p.Terrain[sq(t, "d3")] != tile || p.Terrain[sq(t, "d6")] != tile {
			t.Fatalf("d3/d6 = %s/%s, want %s", p.Terrain[sq(t, "d3")], p.Terrain[sq(t, "d6")], tile)
		}
	}
	d.tap("b5") // mirrored onto b4
	if p := d.pic(); p.Terrain[sq(t, "b4")] != napoleon.Village || p.Zones != [napoleon.NumSeats]int{2, 2} {
		t.Fatalf("b4 %s zones %v", p.Terrain[sq(t, "b4")], p.Zones)
	}
	// Marsh over all of South's zone (and, mirrored, North's): no room for cavalry.
	for r := 1; r <= 2; r++ {
		for f := 'a'; f <= 'h'; f++ {
			d.tap(string(f) + string(rune('0'+r)))
			d.tap(string(f) + string(rune('0'+r)))
		}
	}
	d.refused("unplayable ground", "cannot be set up", (*Session).Done)
	for f := 'a'; f <= 'h'; f++ {
		for i := 0; i < 3; i++ { // marsh -> forest -> hill -> plain
			d.tap(string(f) + "1")
		}
	}
	d.ok("done", (*Session).Done)
	d.wantPhase(HandOver, napoleon.South)
	tags, _ := d.s.Record().Tag("Terrain")
	if !strings.Contains(tags, "a2=marsh") || !strings.Contains(tags, "a7=marsh") || strings.Contains(tags, "a1=") || !strings.Contains(tags, "b4=village b5=village") {
		t.Fatalf("terrain tag %q", tags)
	}
	// 15x15: the middle rank is its own mirror.
	e := newDriver(t, "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Options \"target=4 middle=neutral\"]\n", Options{TerrainEdit: true}, 1)
	e.tap("h8")
	if p := e.pic(); p.Terrain[sq(t, "h8")] != napoleon.Village || p.W != 15 {
		t.Fatal("middle rank tile")
	}
	// The antique game has no terrain: no editor.
	a := newDriver(t, "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"antique\"]\n", Options{TerrainEdit: true}, 1)
	a.wantPhase(HandOver, napoleon.South)
	if !a.s.cfg.Options.Antique {
		t.Fatal("antique lost")
	}
}

func TestSecretSetUp(t *testing.T) {
	d := newDriver(t, std8, Options{MoverBottom: true}, 5)
	empty := func(what string) {
		p := d.pic()
		if p.W != 0 || p.H != 0 || p.Pieces != [napoleon.NumSquares]Piece{} || p.Reserve != nil {
			t.Fatalf("%s: hand-over picture shows the board", what)
		}
	}
	empty("first hand-over")
	d.ok("continue", (*Session).Continue)
	if p := d.pic(); p.Zones != [napoleon.NumSeats]int{2, 0} || p.Bottom != napoleon.South || p.ReserveLeft != 16 {
		t.Fatalf("S set-up picture: zones %v bottom %s left %d", p.Zones, p.Bottom, p.ReserveLeft)
	}
	d.ok("random S", (*Session).Random)
	d.ok("done S", (*Session).Done)
	empty("second hand-over")
	d.ok("continue", (*Session).Continue)
	onlyOwn := func(what string, seat napoleon.Seat) {
		p := d.pic()
		for q, pc := range p.Pieces {
			if pc.Present && pc.Side != seat {
				t.Fatalf("%s: %s's set-up shows a piece of the other army on %s", what, seat, napoleon.Square(q))
			}
		}
		for _, si := range p.Sights {
			if si.Side != seat {
				t.Fatalf("%s: the other army's line of sight is shown", what)
			}
		}
	}
	onlyOwn("N starts", napoleon.North)
	if p := d.pic(); p.Bottom != napoleon.North || p.Zones != [napoleon.NumSeats]int{0, 2} {
		t.Fatalf("N set-up: bottom %s zones %v", p.Bottom, p.Zones)
	}
	for _, f := range strings.Fields(northArmy)[:8] {
		d.place(f)
		onlyOwn("N places "+f, napoleon.North)
	}
	d.ok("random N", (*Session).Random)
	onlyOwn("N random", napoleon.North)
	d.ok("done N", (*Session).Done)
	p := d.pic()
	if p.Phase != Play {
		t.Fatalf("phase %s", p.Phase)
	}
	n := 0
	for _, pc := range p.Pieces {
		if pc.Present {
			n++
		}
	}
	if n != 32 || p.Bottom != p.ToMove {
		t.Fatalf("revealed %d pieces, bottom %s to move %s", n, p.Bottom, p.ToMove)
	}
}

func TestSetUpGestures(t *testing.T) {
	d := newDriver(t, std8+"[Terrain \"b2=forest b7=forest\"]\n", Options{}, 1)
	d.ok("continue", (*Session).Continue)
	d.refused("tap with nothing picked", "choose a piece", func(s *Session) error { return s.Tap(sq(t, "a1")) })
	d.ok("pick cannon", func(s *Session) error { return s.PickReserve(napoleon.Cannon) })
	d.refused("cannon in the forest", "cannot stand in a forest", func(s *Session) error { return s.Tap(sq(t, "b2")) })
	d.refused("outside the zone", "outside South's set-up zone", func(s *Session) error { return s.Tap(sq(t, "a3")) })
	d.tap("a1")
	d.tap("c1")
	d.tap("d1")
	if p := d.pic(); p.ReservePick != napoleon.NoKind || p.Reserve[4] != (ReserveItem{napoleon.Cannon, 0}) || p.ReserveLeft != 13 {
		t.Fatalf("after three cannons: pick %v reserve %v left %d", p.ReservePick, p.Reserve, p.ReserveLeft)
	}
	d.refused("a fourth cannon", "every cannon of the army is placed", func(s *Session) error { return s.PlaceFromReserve(napoleon.Cannon, sq(t, "e1")) })
	if p := d.pic(); p.Pieces[sq(t, "a1")].Facing != napoleon.DirN {
		t.Fatal("a new cannon faces the enemy")
	}
	d.ok("infantry on b2", func(s *Session) error { return s.PlaceFromReserve(napoleon.Infantry, sq(t, "b2")) })
	d.tap("a1") // pick the cannon
	if p := d.pic(); !p.TurnCannon || p.Selected != sq(t, "a1") {
		t.Fatal("a picked cannon shows its facing handles")
	}
	d.refused("swap the cannon into the forest", "cannot stand in a forest", func(s *Session) error { return s.Tap(sq(t, "b2")) })
	d.tap("a2") // move it
	d.ok("infantry on e2", func(s *Session) error { return s.PlaceFromReserve(napoleon.Infantry, sq(t, "e2")) })
	d.tap("a2")
	d.tap("e2") // swap
	if p := d.pic(); p.Pieces[sq(t, "e2")].Kind != napoleon.Cannon || p.Pieces[sq(t, "a2")].Kind != napoleon.Infantry || p.Pieces[sq(t, "a1")].Present {
		t.Fatal("move and swap")
	}
	d.ok("drag", func(s *Session) error { return s.Drag(sq(t, "d1"), sq(t, "h1")) })
	d.ok("remove", func(s *Session) error { return s.RemoveToReserve(sq(t, "h1")) })
	d.refused("remove nothing", "holds none of your pieces", func(s *Session) error { return s.RemoveToReserve(sq(t, "h1")) })
	d.refused("done too early", "the army has 4 pieces, it needs 16", (*Session).Done)
	d.ok("random fill", (*Session).Random)
	p := d.pic()
	if p.ReserveLeft != 0 || p.Pieces[sq(t, "c1")].Kind != napoleon.Cannon {
		t.Fatalf("random fill: left %d, c1 %+v", p.ReserveLeft, p.Pieces[sq(t, "c1")])
	}
	d.ok("random when complete deals again", (*Session).Random)
	if p := d.pic(); p.ReserveLeft != 0 {
		t.Fatalf("random again left %d in the reserve", p.ReserveLeft)
	}
	d.ok("done", (*Session).Done)
}

func TestChooseAndFreeArmies(t *testing.T) {
	d := newDriver(t, std8, Options{Army: Army16Of20}, 1)
	d.ok("continue", (*Session).Continue)
	d.place("a1=G b1=G")
	d.refused("third general", "no general left to choose: at most 2", func(s *Session) error { return s.PlaceFromReserve(napoleon.General, sq(t, "c1")) })
	d.place("c1=I d1=I e1=I f1=I g1=I h1=I a2=I b2=I")
	d.refused("ninth infantry", "no infantry left", func(s *Session) error { return s.PickReserve(napoleon.Infantry) })
	d.place("c2=C d2=C e2=C f2=C g2=C")
	d.refused("done with 15", "the army has 15 pieces, it needs 16", (*Session).Done)
	d.place("h2=D")
	d.refused("a 17th", "the army is complete", func(s *Session) error { return s.PlaceFromReserve(napoleon.Cannon, sq(t, "a3")) })
	d.ok("replace the drum by a cannon", func(s *Session) error { return s.PlaceFromReserve(napoleon.Cannon, sq(t, "h2")) })
	d.ok("done", (*Session).Done)

	f := newDriver(t, std8, Options{Army: ArmyFree, ArmySize: 16}, 1)
	f.ok("continue", (*Session).Continue)
	f.place("a1=D")
	f.refused("second drum", "no drum left to choose: at most 1", func(s *Session) error { return s.PlaceFromReserve(napoleon.Drum, sq(t, "b1")) })
	f.place("b1=K>N c1=K>N d1=K>N e1=K>N f1=K>N g1=K>N h1=K>N")
	f.ok("random", (*Session).Random)
	f.ok("done", (*Session).Done)

	x := newDriver(t, std8, Options{Army: ArmyFree, ArmySize: 16, ExtraDrum: true}, 1)
	x.ok("continue", (*Session).Continue)
	x.place("a1=D b1=D")
	x.refused("third drum", "at most 2 drums", func(s *Session) error { return s.PlaceFromReserve(napoleon.Drum, sq(t, "c1")) })
	if p := x.pic(); p.Reserve[1] != (ReserveItem{napoleon.Drum, 0}) || p.Reserve[2] != (ReserveItem{napoleon.Infantry, 14}) {
		t.Fatalf("free reserve %v", p.Reserve)
	}
}

func TestHandOverDuringPlay(t *testing.T) {
	d := newDriver(t, std8, Options{First: "S", HandOverPlay: true, MoverBottom: true}, 1)
	d.setUpBoth(southArmy, northArmy)
	d.wantPhase(HandOver, napoleon.South)
	d.ok("resume", (*Session).Continue)
	d.move("d2", "d4")
	d.end()
	d.wantPhase(HandOver, napoleon.North)
	if p := d.pic(); p.W != 0 {
		t.Fatal("hand-over shows the board")
	}
	d.ok("resume", (*Session).Continue)
	if p := d.pic(); p.Bottom != napoleon.North || p.Last.To != sq(t, "d4") {
		t.Fatalf("N's turn: bottom %s last %+v", p.Bottom, p.Last)
	}
}

func TestNewRefusals(t *testing.T) {
	for _, c := range []struct {
		tags string
		opts Options
		want string
	}{
		{std8, Options{Army: "17"}, "unknown army"},
		{std8, Options{First: "E"}, "first player"},
		{std8, Options{Army: Army60}, "does not fit"},
		{std8, Options{Army: ArmyFree}, "free composition of 0"},
		{"[Board \"3x5\"]\n", Options{}, "board 3x5"},
		{"[Board \"5x5\"]\n", Options{}, "does not fit on the 5x5 board"},
		{"[Board \"16x8\"]\n", Options{Army: Army120}, "does not fit on the 16x8 board"},
		{std8 + "[Position \"a1=SG\"]\n", Options{}, "FromRecord"},
	} {
		rec, err := parse(c.tags)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := New(rec, c.opts, 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: got %v, want %q", c.opts, err, c.want)
		}
	}
	if _, err := New(nil, Options{}, 1); err == nil {
		t.Error("nil tags accepted")
	}
	if _, err := FromRecord(nil, Options{}); err == nil {
		t.Error("nil record accepted")
	}
}

// TestRandomFacesCannonsSensibly: the set-up's Random button faces every cannon forward
// and onto the board (never backwards, never off an edge), for either army on many draws.
func TestRandomFacesCannonsSensibly(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		d := newDriver(t, std8, Options{}, seed)
		for _, seat := range []napoleon.Seat{napoleon.South, napoleon.North} {
			d.ok("continue", (*Session).Continue)
			d.ok("random", (*Session).Random)
			for q, pc := range d.pic().Pieces {
				if pc.Present && pc.Side == seat && pc.Kind == napoleon.Cannon &&
					!napoleon.SensibleFacing(napoleon.Board{W: 8, H: 8}, seat, napoleon.Square(q), pc.Facing) {
					t.Fatalf("seed %d: %s's cannon on %s faces %v", seed, seat, napoleon.Square(q), pc.Facing)
				}
			}
			d.ok("done", (*Session).Done)
		}
	}
}

// TestTurningACannonEndsTheSelection: after a cannon is turned in the set-up nothing is
// selected, so the next tap on another cannon picks that one instead of swapping the two.
func TestTurningACannonEndsTheSelection(t *testing.T) {
	d := newDriver(t, std8, Options{}, 3)
	d.ok("continue", (*Session).Continue)
	d.ok("pick cannon", func(s *Session) error { return s.PickReserve(napoleon.Cannon) })
	d.tap("a1")
	d.ok("pick cannon", func(s *Session) error { return s.PickReserve(napoleon.Cannon) })
	d.tap("c1")
	d.tap("a1") // pick the first
	d.ok("turn it", func(s *Session) error { return s.TurnCannon(sq(t, "a1"), napoleon.DirNE) })
	if p := d.pic(); p.Selected != napoleon.NoSquare {
		t.Fatalf("after a turn %v is still selected", p.Selected)
	}
	d.tap("c1")
	p := d.pic()
	if p.Pieces[sq(t, "a1")].Facing != napoleon.DirNE || p.Pieces[sq(t, "c1")].Kind != napoleon.Cannon || p.Selected != sq(t, "c1") {
		t.Fatalf("the tap on c1 after a turn swapped or lost the cannons: a1 %+v, c1 %+v, selected %v", p.Pieces[sq(t, "a1")], p.Pieces[sq(t, "c1")], p.Selected)
	}
}
