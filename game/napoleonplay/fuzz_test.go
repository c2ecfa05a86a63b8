package napoleonplay

import (
	"bytes"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// variants are the games the fuzzer plays: every board size, the antique
// skin, terrain, drum pushes, chosen and free armies, hand-overs in play.
var variants = []struct {
	tags string
	opts Options
}{
	{std8, Options{}},
	{std8 + "[Terrain \"a4=forest a5=forest d4=village d5=village h4=marsh h5=marsh\"]\n", Options{TerrainEdit: true, MoverBottom: true}},
	{"[Board \"8x8\"]\n[Options \"antique drum-push\"]\n", Options{First: "N"}},
	{"[Board \"8x8\"]\n[Options \"drum-push drums-scare turnlimit=12\"]\n", Options{Army: Army16Of20, HandOverPlay: true}},
	{"[Board \"8x8\"]\n[Options \"target=3\"]\n", Options{Army: ArmyFree, ArmySize: 12}},
	{"[Board \"8x8\"]\n", Options{Army: ArmyFree, ArmySize: 16, ExtraDrum: true, First: "S"}},
	{"[Board \"10x10\"]\n[Options \"target=8 drum-push\"]\n[Terrain \"c4=hill c7=hill d5=forest d6=forest g5=village g6=village h4=hill h7=hill\"]\n", Options{Army: Army30}},
	{"[Board \"15x15\"]\n[Options \"target=15 middle=low\"]\n", Options{Army: Army60, TerrainEdit: true}},
}

// fuzzRun plays the operations data encodes and checks the invariants
// after each: a refused call changes nothing, set-ups stay secret, a
// hand-over shows no board, Save then Restore gives the same Picture.
func fuzzRun(t *testing.T, data []byte) *Session {
	if len(data) < 2 {
		return nil
	}
	v := variants[int(data[0])%len(variants)]
	rec, err := record.Parse(v.tags)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(rec, v.opts, uint64(data[1]))
	if err != nil {
		t.Fatal(err)
	}
	data = data[2:]
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	square := func() napoleon.Square {
		// mostly on the board, sometimes off it
		f, r := next(), next()
		if f == 255 {
			return napoleon.Square(r)
		}
		return napoleon.SquareAt(f%s.cfg.Board.W, r%s.cfg.Board.H)
	}
	for steps := 0; len(data) > 0 && steps < 400; steps++ {
		before, _ := s.Save()
		op := next() % 20
		var err error
		switch op {
		case 0, 1:
			err = s.Tap(square())
		case 2:
			err = s.Drag(square(), square())
		case 3:
			err = s.EndTurn()
		case 4:
			err = s.TurnCannon(square(), napoleon.Dir(next()%9))
		case 5:
			err = s.Undo()
		case 6:
			err = s.Done()
		case 7:
			err = s.Continue()
		case 8:
			err = s.Random()
		case 9:
			err = s.PlaceFromReserve(napoleon.Kind(next()%7), square())
		case 10:
			err = s.PickReserve(napoleon.Kind(next() % 7))
		case 11:
			err = s.RemoveToReserve(square())
		case 12:
			if next()%8 == 0 {
				err = s.Resign()
			}
		case 13:
			if b := next(); b >= 200 { // the side that played last asks for its turn back
				err = s.AskTakeBack()
			} else {
				err = s.OfferDraw()
			}
		case 14:
			switch b := next(); {
			case s.askBack && b%2 == 0:
				err = s.AcceptTakeBack()
			case s.askBack:
				err = s.RefuseTakeBack()
			case b%2 == 0:
				err = s.AcceptDraw()
			default:
				err = s.DeclineDraw()
			}
		case 15:
			var r *Session
			if r, err = s.Rematch(); err == nil {
				s = r
			}
		case 16, 17, 18:
			err = legalGesture(s, next(), next())
		case 19:
			data, _ := s.Save()
			r, rerr := Restore(data)
			if rerr != nil {
				t.Fatalf("restore: %v", rerr)
			}
			s = r
		}
		if err != nil {
			after, _ := s.Save()
			if !bytes.Equal(before, after) {
				t.Fatalf("op %d refused (%v) but changed the session", op, err)
			}
		}
		checkPicture(t, s)
		if steps%8 == 0 || len(data) == 0 {
			verifySession(t, "fuzz", s)
		} else if err := s.check(); err != nil {
			t.Fatalf("invariant after op %d: %v", op, err)
		}
	}
	return s
}

// legalGesture moves the game on: set up at random and finish, or select
// an own piece and tap one of its targets (or landings), as a player would.
func legalGesture(s *Session, a, b int) error {
	p := s.Picture()
	switch p.Phase {
	case HandOver:
		return s.Continue()
	case TerrainEdit:
		return s.Done()
	case SetUp:
		if p.ReserveLeft > 0 {
			if err := s.Random(); err != nil {
				return err
			}
		}
		return s.Done()
	case Play:
		if len(p.PushLandings) > 0 {
			return s.Tap(p.PushLandings[a%len(p.PushLandings)])
		}
		if p.Moved {
			if b%3 == 0 && len(p.Sights) > 0 {
				si := p.Sights[a%len(p.Sights)]
				if si.Side == p.ToMove {
					if err := s.TurnCannon(si.Cannon, napoleon.Dir(b%8)); err != nil {
						return err
					}
				}
			}
			return s.EndTurn()
		}
		if len(p.Targets) > 0 {
			return s.Tap(p.Targets[a%len(p.Targets)].Sq)
		}
		var own []napoleon.Square
		for q, pc := range p.Pieces {
			if pc.Present && pc.Side == p.ToMove {
				own = append(own, napoleon.Square(q))
			}
		}
		if len(own) == 0 {
			return nil
		}
		return s.Tap(own[(a*7+b)%len(own)])
	}
	return nil
}

// checkPicture: what the screen may show in each phase.
func checkPicture(t *testing.T, s *Session) {
	p := s.Picture()
	switch p.Phase {
	case HandOver:
		if p.W != 0 || p.Pieces != [napoleon.NumSquares]Piece{} || p.Sights != nil || p.Reserve != nil {
			t.Fatal("a hand-over shows the board")
		}
	case SetUp:
		for q, pc := range p.Pieces {
			if pc.Present && pc.Side != p.Viewer {
				t.Fatalf("%s's set-up shows the other army on %s", p.Viewer, napoleon.Square(q))
			}
		}
	case Play, Over:
		if p.Seat != p.ToMove {
			t.Fatal("play picture: seat is not the side to move")
		}
	}
	if p.Phase != Play && (p.Targets != nil || p.PushLandings != nil || p.Moved) {
		t.Fatalf("targets outside play (phase %s)", p.Phase)
	}
	for _, tg := range p.Targets {
		if !s.cfg.Board.Contains(tg.Sq) {
			t.Fatal("target off the board")
		}
	}
}

func FuzzSession(f *testing.F) {
	for i := range variants {
		f.Add([]byte{byte(i), 1, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 17, 3, 4, 16, 5, 6, 16, 7, 8, 3, 16, 1, 2, 16, 9, 9, 19})
		long := []byte{byte(i), byte(i * 7)}
		for j := 0; j < 120; j++ {
			long = append(long, byte(16+j%3), byte(j*13), byte(j*29))
			if j%10 == 9 {
				long = append(long, 4, byte(j), byte(j*3), byte(j%8), 5)
			}
		}
		f.Add(long)
		// turns, then a take back asked (13 200) and accepted or refused (14 0, 14 1)
		tb := []byte{byte(i), byte(i * 5)}
		for j := 0; j < 80; j++ {
			tb = append(tb, 16, byte(j*7), byte(j*11))
			if j%8 == 7 {
				tb = append(tb, 13, 200, 14, byte(j/8), 19)
			}
		}
		f.Add(tb)
	}
	f.Fuzz(func(t *testing.T, data []byte) { fuzzRun(t, data) })
}

// TestLongRandomGames plays every variant to deep positions, so the plain
// test run covers play and the end of games, not only the set-up.
func TestLongRandomGames(t *testing.T) {
	over := 0
	for i := range variants {
		for seed := 0; seed < 3; seed++ {
			data := []byte{byte(i), byte(seed)}
			for j := 0; j < 300; j++ {
				data = append(data, 16, byte(j*31+seed), byte(j*17+i))
			}
			s := fuzzRun(t, data)
			if s.phase == Over {
				over++
			}
			if s.match == nil || len(s.match.Tokens()) < 10 {
				t.Errorf("variant %d seed %d: the game did not get going (%s)", i, seed, s.phase)
			}
		}
	}
	if over == 0 {
		t.Error("no random game reached its end")
	}
	t.Logf("%d of %d games over", over, 3*len(variants))
}

func FuzzRestore(f *testing.F) {
	s, err := New(mustParse(f, std8), Options{}, 1)
	if err != nil {
		f.Fatal(err)
	}
	for i := 0; i < 12; i++ {
		data, _ := s.Save()
		f.Add(data)
		_ = legalGesture(s, i, i*3)
	}
	for _, old := range version1Saves(f) {
		f.Add(old)
	}
	f.Add([]byte("{\"version\":2,\"phase\":\"play\",\"seat\":\"S\"}\n[Board \"8x8\"]"))
	f.Add([]byte(`{"version":1,"record":"[Board \"8x8\"]","phase":"play","seat":"S"}`))
	f.Add([]byte(`{"version":1,"record":"[Board \"8x8\"]","phase":"setup","seat":"N","setup":["a1=SG","h8=NG h8=NG"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Restore(data)
		if err != nil {
			return
		}
		verifySession(t, "restored", s)
		checkPicture(t, s)
		for i := 0; i < 6; i++ {
			_ = legalGesture(s, i, i+1)
			if err := s.check(); err != nil {
				t.Fatalf("invariant after a gesture: %v", err)
			}
		}
	})
}

func mustParse(t testing.TB, text string) *record.Record {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
