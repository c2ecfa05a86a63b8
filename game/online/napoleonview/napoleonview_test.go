package napoleonview

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"warboard/game/online/proto"
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
	"warboard/rules/referee"
)

// The histories a room's first state carries (the tags as the server keeps them).
var games = map[string]string{
	"8x8 terrain":  "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=4\"]\n[Terrain \"d4=marsh e5=forest\"]\n",
	"10x10":        "[Game \"napoleon\"]\n[Board \"10x10\"]\n",
	"waterloo 3":   "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Seats \"S E N\"]\n",
	"waterloo 2v2": "[Game \"napoleon\"]\n[Board \"15x15\"]\n[Seats \"S E N W\"]\n[Teams \"SN EW\"]\n",
}

func gameOf(t *testing.T, name string) Game {
	t.Helper()
	g, err := GameOf(games[name])
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

func TestGameOf(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	if g.Cfg.Board != (napoleon.Board{W: 8, H: 8}) || g.Waterloo() || g.Cfg.Terrain.IsEmpty() {
		t.Errorf("8x8: %+v", g.Cfg)
	}
	if g.Rule.Size() != napoleon.BoardArmy(g.Cfg.Board).Size() {
		t.Errorf("8x8: an army of %d, want the board's %d", g.Rule.Size(), napoleon.BoardArmy(g.Cfg.Board).Size())
	}
	w := gameOf(t, "waterloo 2v2")
	if !w.Waterloo() || w.Rule.Size() != 16 || len(w.Cfg.Armies.Order()) != 4 {
		t.Errorf("waterloo 2v2: %+v, army %d", w.Cfg.Armies, w.Rule.Size())
	}
	for _, bad := range []string{"[Game \"junqi\"]\n[Board \"2p\"]\n", "[Game \"napoleon\"]\n[Board \"3x3\"]\n", "nonsense ["} {
		if _, err := GameOf(bad); err == nil {
			t.Errorf("GameOf(%q) read", bad)
		}
	}
}

// deployAll sets every army up at random (as each seat's client does) and starts play.
func deployAll(t *testing.T, g Game, seed uint64) (*napoleon.Match, map[napoleon.Seat]string) {
	t.Helper()
	u, err := napoleon.NewSetup(g.Cfg, g.Rule)
	if err != nil {
		t.Fatal(err)
	}
	lists := map[napoleon.Seat]string{}
	for _, x := range g.Cfg.Armies.Order() {
		d, err := NewDeployment(g, x, seed+uint64(x))
		if err != nil {
			t.Fatalf("%s: %v", x, err)
		}
		if errs := d.Problems(); len(errs) > 0 {
			t.Fatalf("%s: a random set-up with problems: %v", x, errs)
		}
		lists[x] = d.List()
		ps, err := napoleon.ParsePositionOf(g.Cfg, d.List())
		if err != nil {
			t.Fatalf("%s: %q does not read back: %v", x, d.List(), err)
		}
		for _, pl := range ps {
			if err := u.Place(x, pl.Sq, pl.Piece); err != nil {
				t.Fatalf("%s: %v", x, err)
			}
		}
	}
	m, err := u.Start(g.Cfg.Armies.Order()[0])
	if err != nil {
		t.Fatal(err)
	}
	return m, lists
}

// stateFor is the State the server sends seat (as cmd/server's room makes it).
func stateFor(t *testing.T, m *napoleon.Match, seat string) proto.Msg {
	t.Helper()
	v, err := referee.View(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	st := proto.Msg{T: proto.State, Seat: seat, Phase: proto.ActMove, Turn: m.Turn(), View: v, Result: m.Result()}
	if st.Turn == seat {
		st.Moves = strings.Join(m.Moves(), " ")
	}
	if m.Outcome().Over {
		st.Phase, st.Turn, st.Moves = "over", "", ""
	}
	return st
}

// Every random set-up is legal, in the seat's zone only, and reads back as it was sent.
func TestDeploymentRandom(t *testing.T) {
	for name := range games {
		g := gameOf(t, name)
		for _, x := range g.Cfg.Armies.Order() {
			d, err := NewDeployment(g, x, 7)
			if err != nil {
				t.Fatalf("%s %s: %v", name, x, err)
			}
			back, err := FromList(g, x, d.List())
			if err != nil || back.List() != d.List() {
				t.Fatalf("%s %s: %q read back as %q (%v)", name, x, d.List(), back.List(), err)
			}
			sc := SetUpScene(g, x)
			d.Show(&sc)
			n := 0
			for q, pc := range sc.Pieces {
				if !pc.Present {
					continue
				}
				n++
				if pc.Side != x || !napoleon.InZoneOf(g.Cfg, x, g.Ranks, napoleon.Square(q)) {
					t.Errorf("%s %s: a piece of %s on %s", name, x, pc.Side, napoleon.Square(q))
				}
			}
			if n != g.Rule.Size() || sc.Zones[x] != g.Ranks {
				t.Errorf("%s %s: %d pieces shown (want %d), zone %d", name, x, n, g.Rule.Size(), sc.Zones[x])
			}
			old := d.List()
			if err := d.Random(); err != nil || d.List() == old {
				t.Errorf("%s %s: Random dealt the same set-up again (%v)", name, x, err)
			}
		}
	}
}

// Taps move and swap pieces within the rules; a place the rules refuse changes nothing
// and says why; a cannon turns by Face.
func TestDeploymentTaps(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	d, err := NewDeployment(g, napoleon.North, 3)
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := napoleon.ParsePositionOf(g.Cfg, d.List())
	a, b := ps[0], ps[len(ps)-1]
	for ps[len(ps)-1].Piece.Kind() == a.Piece.Kind() {
		t.Skip("one kind only")
	}
	if err := d.Tap(a.Sq); err != nil || d.Selected() != a.Sq {
		t.Fatalf("a tap on %s: selected %s, %v", a.Sq, d.Selected(), err)
	}
	if err := d.Tap(b.Sq); err != nil {
		t.Fatalf("swap %s %s: %v", a.Sq, b.Sq, err)
	}
	sc := SetUpScene(g, napoleon.North)
	d.Show(&sc)
	if sc.Pieces[a.Sq].Kind != b.Piece.Kind() || sc.Pieces[b.Sq].Kind != a.Piece.Kind() {
		t.Errorf("after the swap %s holds %v, %s holds %v", a.Sq, sc.Pieces[a.Sq], b.Sq, sc.Pieces[b.Sq])
	}
	// outside North's zone: refused, nothing changed
	before := d.List()
	d.Tap(a.Sq)
	err = d.Tap(napoleon.SquareAt(0, 0))
	if err == nil || d.List() != before || !strings.Contains(err.Error(), "outside") {
		t.Errorf("a piece put on a1 by North: %v, %q", err, d.List())
	}
	// a cannon turned
	for _, pl := range ps {
		if pl.Piece.Kind() != napoleon.Cannon {
			continue
		}
		q := pl.Sq
		if d.own(q).Kind() != napoleon.Cannon {
			continue
		}
		d.Tap(q)
		sc := SetUpScene(g, napoleon.North)
		d.Show(&sc)
		if !sc.TurnCannon {
			t.Errorf("a picked cannon shows no facing handles")
		}
		face := (d.own(q).Facing() + 1) % 8
		if err := d.Face(face); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(d.List(), q.String()+"=NK>"+face.String()) {
			t.Errorf("the cannon on %s turned %s: %q", q, face, d.List())
		}
		return
	}
	t.Errorf("no cannon in %q", d.List())
}

// A seat's picture never holds another seat's set-up before the armies are revealed: the
// server's view is empty while the seats set up, and the board shows the seat's own only.
func TestSetUpHidesOthers(t *testing.T) {
	for _, name := range []string{"8x8 terrain", "waterloo 2v2"} {
		g := gameOf(t, name)
		m, lists := deployAll(t, g, 11)
		_ = m
		for _, x := range g.Cfg.Armies.Order() {
			// the state of a seat while the others set up: no view (cmd/server sends none)
			st := proto.Msg{T: proto.State, Seat: x.String(), Phase: proto.ActDeploy, Turn: x.String(), Result: "ongoing"}
			v, err := FromState(st, g, games[name])
			if err != nil {
				t.Fatal(err)
			}
			for q, pc := range v.Scene.Pieces {
				if pc.Present {
					t.Fatalf("%s %s: the set-up view shows %v on %s", name, x, pc, napoleon.Square(q))
				}
			}
			d, err := FromList(g, x, lists[x])
			if err != nil {
				t.Fatal(err)
			}
			sc := SetUpScene(g, x)
			d.Show(&sc)
			for q, pc := range sc.Pieces {
				if pc.Present && pc.Side != x {
					t.Fatalf("%s %s: the set-up shows %s's piece on %s", name, x, pc.Side, napoleon.Square(q))
				}
			}
			for y := range lists {
				if y != x && sc.Zones[y] != 0 {
					t.Errorf("%s %s: %s's zone shown", name, x, y)
				}
			}
			if _, err := FromList(g, x, lists[otherSeat(g, x)]); err == nil {
				t.Errorf("%s %s: another seat's set-up taken as its own", name, x)
			}
		}
	}
}

func otherSeat(g Game, x napoleon.Seat) napoleon.Seat {
	for _, y := range g.Cfg.Armies.Order() {
		if y != x {
			return y
		}
	}
	return x
}

// Once revealed, the view holds every piece as the rules do; every legal move is built by
// two taps into the token the server listed; the others' taps do nothing.
func TestPlayByTaps(t *testing.T) {
	for _, name := range []string{"8x8 terrain", "waterloo 3"} {
		g := gameOf(t, name)
		m, _ := deployAll(t, g, 5)
		for ply := 0; ply < 6 && !m.Outcome().Over; ply++ {
			mover := m.Turn()
			st := m.State()
			for _, x := range g.Cfg.Armies.Order() {
				v, err := FromState(stateFor(t, m, x.String()), g, "")
				if err != nil {
					t.Fatal(err)
				}
				for q := range v.Scene.Pieces {
					if want := napoleonpic.PieceOf(st.At(napoleon.Square(q))); v.Scene.Pieces[q] != want && g.Cfg.Board.Contains(napoleon.Square(q)) {
						t.Fatalf("%s %s: %s shows %v, the rules %v", name, x, napoleon.Square(q), v.Scene.Pieces[q], want)
					}
				}
				for _, y := range g.Cfg.Armies.Order() {
					if v.Points[y] != st.Points(y) || v.Out[y] != !st.In(y) {
						t.Fatalf("%s %s: %s has %d points (out %v), the rules say %d (%v)", name, x, y, v.Points[y], v.Out[y], st.Points(y), !st.In(y))
					}
				}
				if x.String() != mover {
					if v.Mine() || len(v.Moves) > 0 {
						t.Errorf("%s: %s may act while %s is to move", name, x, mover)
					}
					continue
				}
				for _, tok := range m.Moves() {
					mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
					w := v
					w.facings = nil
					w.Tap(mv.From)
					if !slices.ContainsFunc(w.Scene.Targets, func(tg napoleonpic.Target) bool { return tg.Sq == mv.To }) {
						t.Fatalf("%s: %s selected does not show %s", name, mv.From, tok)
					}
					w.Tap(mv.To)
					if mv.IsPush() {
						w.Tap(mv.Push)
					}
					if got := w.Turn(); got != tok {
						t.Fatalf("%s: the taps of %s built %q", name, tok, got)
					}
					w.Undo()
					if w.Turn() != "" || w.Changed() {
						t.Fatalf("%s: Undo left %q", name, w.Turn())
					}
				}
			}
			if err := m.Play(m.Moves()[(ply*7)%len(m.Moves())]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A turn with cannon turns: the cannon is turned before or after the move (a cannon
// that moves turns where it lands) and the rules take the turn as built.
func TestTurnWithCannons(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	for seed := uint64(1); seed < 40; seed++ {
		m, _ := deployAll(t, g, seed)
		v, err := FromState(stateFor(t, m, m.Turn()), g, "")
		if err != nil {
			t.Fatal(err)
		}
		var cannonMove napoleon.Move
		tok := ""
		for _, tk := range m.Moves() {
			mv, _ := napoleon.ParseMove(g.Cfg.Board, tk)
			if v.Scene.Pieces[mv.From].Kind == napoleon.Cannon && !mv.IsPush() {
				cannonMove, tok = mv, tk
				break
			}
		}
		if tok == "" {
			continue
		}
		// turn the cannon first, then move it, then turn another cannon after the move
		v.Tap(cannonMove.From)
		if v.Scene.TurnCannon {
			t.Fatal("a selected own cannon that can move shows its handles over its targets")
		}
		face := (v.Scene.Pieces[cannonMove.From].Facing + 3) % 8
		if err := v.Face(face); err != nil {
			t.Fatal(err)
		}
		v.Tap(cannonMove.To)
		if !v.Moved() || v.Scene.Pieces[cannonMove.To].Facing != face {
			t.Fatalf("moved %v, the cannon on %s faces %s", v.Moved(), cannonMove.To, v.Scene.Pieces[cannonMove.To].Facing)
		}
		if !v.Scene.TurnCannon || v.Scene.Selected != cannonMove.To {
			t.Fatalf("the cannon that moved shows no handles (selected %s)", v.Scene.Selected)
		}
		want := tok + " " + cannonMove.To.String() + ">" + face.String()
		for q, pc := range v.Scene.Pieces {
			if pc.Present && pc.Kind == napoleon.Cannon && pc.Side == v.Seat && napoleon.Square(q) != cannonMove.To {
				v.Tap(napoleon.Square(q))
				f2 := (pc.Facing + 1) % 8
				if err := v.Face(f2); err != nil {
					t.Fatal(err)
				}
				other := napoleon.CannonTurn{At: napoleon.Square(q), Face: f2}.String()
				if napoleon.Square(q) < cannonMove.To {
					want = tok + " " + other + " " + cannonMove.To.String() + ">" + face.String()
				} else {
					want += " " + other
				}
				break
			}
		}
		if got := v.Turn(); got != want {
			t.Fatalf("the turn built is %q, want %q", got, want)
		}
		if err := m.Play(v.Turn()); err != nil {
			t.Fatalf("the rules refuse the turn built %q: %v", v.Turn(), err)
		}
		after := m.State()
		if pc := after.At(cannonMove.To); pc.Facing() != face {
			t.Errorf("after %q the cannon on %s faces %s", v.Turn(), cannonMove.To, pc.Facing())
		}
		return
	}
	t.Skip("no opening with a cannon move in 40 set-ups")
}

// The end: no moves, the result read, the last move marked; a view that cannot be read
// is refused.
func TestOverAndBadViews(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	m, _ := deployAll(t, g, 2)
	tok := m.Moves()[0]
	if err := m.Play(tok); err != nil {
		t.Fatal(err)
	}
	if err := m.Play("resign"); err != nil {
		t.Fatal(err)
	}
	st := stateFor(t, m, "S")
	v, err := FromState(st, g, games["8x8 terrain"]+"\n"+tok+" resign\n")
	if err != nil {
		t.Fatal(err)
	}
	mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
	if v.Mine() || v.Result == "ongoing" || v.Result == "" || v.Scene.Last.From != mv.From || v.Scene.Last.To != mv.To {
		t.Errorf("over: mine %v, result %q, last %+v (want %s)", v.Mine(), v.Result, v.Scene.Last, tok)
	}
	v.Tap(mv.To)
	if v.Turn() != "" || v.Scene.Selected != napoleon.NoSquare {
		t.Errorf("a tap at the end selected %s", v.Scene.Selected)
	}
	for _, bad := range []proto.Msg{
		{Seat: "X", View: st.View},
		{Seat: "S", View: "position zz99=SI\nturn S\nresult ongoing\n"},
		{Seat: "S", View: "position a1=S?\n"},
		{Seat: "S", Phase: "move", Turn: "S", View: st.View, Moves: "a1~a2"},
	} {
		if _, err := FromState(bad, g, ""); !errors.Is(err, ErrBadView) {
			t.Errorf("%+v read: %v", bad, err)
		}
	}
}

// LastMove passes over cannon turns and the ends of games.
func TestLastMove(t *testing.T) {
	b := napoleon.Board{W: 8, H: 8}
	rec := "[Game \"napoleon\"]\n\nd2-d4 c1>NE e7xe5 f1>N resign\n"
	lm := LastMove(b, rec)
	if lm.From.String() != "e7" || lm.To.String() != "e5" || !lm.Capture {
		t.Errorf("last move of %q: %+v", rec, lm)
	}
	if LastMove(b, "[Game \"napoleon\"]\n") != napoleonpic.NoLast {
		t.Errorf("a history with no move has a last move")
	}
}

// The points beyond the middle line are the rules' count of the view: a general 2, a drum
// 0, another piece 1, only beyond the middle.
func TestScore(t *testing.T) {
	g := gameOf(t, "10x10")
	st := proto.Msg{T: proto.State, Seat: "N", Phase: proto.ActMove, Turn: "S", Result: "ongoing",
		View: "position a1=SG d7=SI e9=SG f6=SD b4=NI c2=NG j10=NG\nturn S\nresult ongoing\n"}
	v, err := FromState(st, g, "")
	if err != nil {
		t.Fatal(err)
	}
	if v.Points[napoleon.South] != 3 || v.Points[napoleon.North] != 3 {
		t.Errorf("points S %d N %d, want 3 and 3 (d7 infantry and e9 general; b4 infantry and c2 general)",
			v.Points[napoleon.South], v.Points[napoleon.North])
	}
}

// A drum push (the drum-push option): a tap on the drum, one on the enemy cavalry (a push
// target), then one on where the cavalry goes builds the server's token "d4-d5/e6".
func TestDrumPush(t *testing.T) {
	g, err := GameOf("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=4 drum-push\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := napoleon.ParsePositionOf(g.Cfg, "d4=SD c4=SI e4=SI a1=SG d5=NC h8=NG")
	if err != nil {
		t.Fatal(err)
	}
	m, err := napoleon.NewMatch(g.Cfg, ps, napoleon.South)
	if err != nil {
		t.Fatal(err)
	}
	var push []string
	for _, tok := range m.Moves() {
		if strings.Contains(tok, "/") {
			push = append(push, tok)
		}
	}
	if len(push) == 0 {
		t.Fatalf("no drum push among %v", m.Moves())
	}
	for _, tok := range push {
		v, err := FromState(stateFor(t, m, "S"), g, "")
		if err != nil {
			t.Fatal(err)
		}
		mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
		v.Tap(mv.From)
		if !slices.Contains(v.Scene.Targets, napoleonpic.Target{Sq: mv.To, Kind: napoleonpic.PushAt}) {
			t.Fatalf("the drum's targets %v lack the push onto %s", v.Scene.Targets, mv.To)
		}
		v.Tap(mv.To)
		if v.Moved() || !slices.Contains(v.Scene.PushLandings, mv.Push) {
			t.Fatalf("after the push target: moved %v, landings %v (want %s among them)", v.Moved(), v.Scene.PushLandings, mv.Push)
		}
		v.Tap(mv.Push)
		if got := v.Turn(); got != tok {
			t.Fatalf("the taps of %s built %q", tok, got)
		}
		if pc := v.Scene.Pieces[mv.Push]; !pc.Present || pc.Kind != napoleon.Cavalry || pc.Side != napoleon.North {
			t.Errorf("after %s the pushed cavalry is not on %s: %+v", tok, mv.Push, pc)
		}
	}
}

// The view's lines of sight are every cannon's as the rules draw them, for every seat, and
// follow the turn being built: a cannon moved sees from where it landed.
func TestSights(t *testing.T) {
	moved := 0
	for _, name := range []string{"8x8 terrain", "waterloo 3"} {
		g := gameOf(t, name)
		m, _ := deployAll(t, g, 7)
		st := m.State()
		for _, x := range g.Cfg.Armies.Order() {
			v, err := FromState(stateFor(t, m, x.String()), g, "")
			if err != nil {
				t.Fatal(err)
			}
			want := map[napoleon.Square]int{}
			for _, pl := range st.Pieces() {
				if pl.Piece.Kind() == napoleon.Cannon {
					los := st.CannonLOS(pl.Sq)
					want[pl.Sq] = len(los.Squares())
				}
			}
			if len(v.Scene.Sights) != len(want) {
				t.Fatalf("%s %s: %d lines of sight, the board has %d cannons", name, x, len(v.Scene.Sights), len(want))
			}
			for _, s := range v.Scene.Sights {
				if n, ok := want[s.Cannon]; !ok || len(s.Squares) != n {
					t.Fatalf("%s %s: the line from %s has %d squares, the rules %d", name, x, s.Cannon, len(s.Squares), n)
				}
			}
		}
		// the mover's cannon moves: its line starts where it landed
		mover := m.Turn()
		v, _ := FromState(stateFor(t, m, mover), g, "")
		for _, tok := range m.Moves() {
			mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
			if st.At(mv.From).Kind() != napoleon.Cannon || mv.IsPush() || mv.Capture {
				continue
			}
			v.Tap(mv.From)
			v.Tap(mv.To)
			found := false
			for _, s := range v.Scene.Sights {
				found = found || s.Cannon == mv.To
				if s.Cannon == mv.From {
					t.Fatalf("%s: after %s a line still starts on %s", name, tok, mv.From)
				}
			}
			if !found {
				t.Fatalf("%s: after %s no line starts on %s", name, tok, mv.To)
			}
			moved++
			break
		}
	}
	if moved == 0 {
		t.Fatal("no cannon could move in these openings: the lines never followed a move")
	}
}
