package napoleon

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"warboard/rules/record"
)

// waterlooMatch replays a Waterloo record given as its parts.
func waterlooMatch(t testing.TB, board, seats, teams, options, placement, turn, moves string) *Match {
	t.Helper()
	m, err := waterlooTry(board, seats, teams, options, placement, turn, moves)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func waterlooTry(board, seats, teams, options, placement, turn, moves string) (*Match, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "[Game \"napoleon\"]\n[Board %q]\n[Seats %q]\n", board, seats)
	if teams != "" {
		fmt.Fprintf(&b, "[Teams %q]\n", teams)
	}
	if options != "" {
		fmt.Fprintf(&b, "[Options %q]\n", options)
	}
	fmt.Fprintf(&b, "[Position %q]\n", placement)
	if turn != "" {
		fmt.Fprintf(&b, "[Turn %q]\n", turn)
	}
	b.WriteString(moves + "\n")
	rec, err := record.Parse(b.String())
	if err != nil {
		return nil, err
	}
	return FromRecord(rec)
}

func TestArmiesTags(t *testing.T) {
	for _, c := range []struct{ seats, teams, wantSeats, wantTeams string }{
		{"S E N", "", "S E N", ""},
		{"S E N W", "", "S E N W", ""},
		{"S E N", "EN S", "S E N", "S EN"},
		{"S E N W", "SN EW", "S E N W", "SN EW"},
		{"S W N E", "SN EW", "S W N E", "SN WE"},
		{"N W S", "", "N W S", ""},
	} {
		a, err := ParseArmies(c.seats, c.teams)
		if err != nil {
			t.Fatalf("%q %q: %v", c.seats, c.teams, err)
		}
		if a.SeatsTag() != c.wantSeats || a.TeamsTag() != c.wantTeams {
			t.Errorf("%q %q: tags %q %q, want %q %q", c.seats, c.teams, a.SeatsTag(), a.TeamsTag(), c.wantSeats, c.wantTeams)
		}
	}
	for _, c := range []struct{ seats, teams string }{
		{"S E", ""}, {"S E E", ""}, {"S E N W S", ""}, {"S X N", ""},
		{"S E N", "S E"}, {"S E N", "SE EN"}, {"S E N", "SEN"}, {"S E N", "S EN W"}, {"S E N", "S EX"},
	} {
		if _, err := ParseArmies(c.seats, c.teams); err == nil {
			t.Errorf("%q %q: accepted", c.seats, c.teams)
		}
	}
	if TwoArmies.IsWaterloo() || TwoArmies.Count() != 2 || TwoArmies.SeatsTag() != "" {
		t.Error("the zero Armies is not the two-player game")
	}
}

func TestWaterlooRecordErrors(t *testing.T) {
	pos := "a1=SI"
	for _, c := range []struct{ board, seats, teams, options, pos, want string }{
		{"14x12", "S E N", "", "", pos, "square board"},
		{"10x10", "S E N", "", "", pos, "at least 12x12"},
		{"12x12", "S E N", "", "ally-general", pos, "ally-general"},
		{"12x12", "S E N", "", "", "a1=WI", "W does not play"},
		{"12x12", "S E N", "S E", "", pos, "every seat"},
	} {
		_, err := waterlooTry(c.board, c.seats, c.teams, c.options, c.pos, "", "")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c, err, c.want)
		}
		if _, ok := err.(*record.Error); err != nil && !ok {
			t.Errorf("%+v: %T is not a *record.Error", c, err)
		}
	}
	// Teams with two armies, E pieces in a two-army game
	for _, text := range []string{
		"[Board \"8x8\"]\n[Teams \"S N\"]\n[Position \"a1=SI\"]\n",
		"[Board \"8x8\"]\n[Position \"a1=EI\"]\n",
		"[Board \"8x8\"]\n[Position \"a1=SI\"]\n[Turn \"E\"]\n",
	} {
		rec, err := record.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := FromRecord(rec); err == nil {
			t.Errorf("accepted:\n%s", text)
		}
	}
}

func TestWaterlooZonesApart(t *testing.T) {
	for size := WaterlooMinSize; size <= MaxSize; size++ {
		b := Board{size, size}
		for _, seats := range []string{"S E N", "S E N W"} {
			a, _ := ParseArmies(seats, "")
			cfg := Config{Board: b, Options: Options{Target: 4}, Armies: a}
			for army := 1; army <= 40; army++ {
				ranks, err := ZoneRanksOf(cfg, army)
				if err != nil {
					continue
				}
				var zone [NumSeats]Bitset
				n := [NumSeats]int{}
				for _, seat := range a.Order() {
					for _, q := range b.Squares() {
						if InZoneOf(cfg, seat, ranks, q) {
							zone[seat].Set(q)
							n[seat]++
						}
					}
					if n[seat] < army {
						t.Fatalf("%s %s army %d: %s's zone holds %d", b, seats, army, seat, n[seat])
					}
				}
				if n[a.Order()[0]] != n[a.Order()[1]] {
					t.Errorf("%s: zones of different sizes", b)
				}
				// no square of one zone is next to (or on) another's
				for _, x := range a.Order() {
					for _, y := range a.Order() {
						if x == y {
							continue
						}
						for _, q := range zone[x].Squares() {
							for _, nb := range b.Neighbours(q, []Square{q}) {
								if zone[y].Has(nb) {
									t.Fatalf("%s %s army %d: zones of %s and %s touch at %s", b, seats, army, x, y, q)
								}
							}
						}
					}
				}
			}
		}
	}
	a, _ := ParseArmies("S E N W", "")
	cfg15 := Config{Board: Board15, Options: Options{Target: 4}, Armies: a}
	if r, err := ZoneRanksOf(cfg15, 16); err != nil || r != 2 {
		t.Fatalf("15x15, 16 pieces: %d ranks, %v; want 2", r, err)
	}
	for pt, want := range map[string]bool{"a4": true, "b12": true, "a3": false, "a13": false, "c4": false,
		"o8": true, "n4": true, "d1": true, "l2": true, "c1": false, "m1": false, "h15": true, "h14": true, "h13": false} {
		q, _ := Board15.ParseSquare(pt)
		seat := West
		switch {
		case q.File() >= 13:
			seat = East
		case q.Rank() <= 1:
			seat = South
		case q.Rank() >= 13:
			seat = North
		}
		if got := InZoneOf(cfg15, seat, 2, q); got != want {
			t.Errorf("%s in %s's zone: %v, want %v", pt, seat, got, want)
		}
	}
	cfg12 := Config{Board: Board{12, 12}, Options: Options{Target: 4}, Armies: a}
	if _, err := ZoneRanksOf(cfg12, 16); err == nil {
		t.Error("16 pieces fit a 12x12 Waterloo zone with the zones apart")
	}
	if r, err := ZoneRanksOf(cfg12, 12); err != nil || r != 2 {
		t.Errorf("12x12, 12 pieces: %d ranks, %v; want 2", r, err)
	}
	// a set-up outside the zone is refused, inside accepted
	rule := ExactArmy(Army{0, 1, 0, 0, 0, 0})
	if errs := ValidateSetup(cfg15, rule, East, []Placed{{sq(t, "o8"), NewPiece(East, General, 0)}}); errs != nil {
		t.Errorf("East general on o8: %v", errs)
	}
	if errs := ValidateSetup(cfg15, rule, East, []Placed{{sq(t, "o2"), NewPiece(East, General, 0)}}); errs == nil {
		t.Error("East general on o2 (a corner) accepted")
	}
}

func TestWaterlooTurnOrder(t *testing.T) {
	pos := "a1=SI f1=SI l6=EI l7=EI f12=NI g12=NI a6=WI a7=WI"
	m := waterlooMatch(t, "12x12", "S E N W", "", "", pos, "", "")
	var got []string
	for _, mv := range []string{"a1-a2", "l6-k6", "f12-f11", "a6-b6", "a2-a3"} {
		got = append(got, m.Turn())
		if err := m.Play(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	if strings.Join(got, " ") != "S E N W S" {
		t.Errorf("turns %v, want S E N W S", got)
	}
	m = waterlooMatch(t, "12x12", "S W N E", "", "", pos, "N", "f12-f11 l6-k6 a1-a2 a6-b6")
	if m.Turn() != "N" {
		t.Errorf("clockwise from N: after four moves %s to move, want N", m.Turn())
	}
	if err := m.Play("a1-a2"); err == nil {
		t.Error("South moved on North's turn")
	}
}

func TestWaterlooPointsPerEdge(t *testing.T) {
	a, _ := ParseArmies("S E N W", "")
	for _, c := range []struct {
		board, middle string
		seat          Seat
		pt            string
		counts        bool
	}{
		{"12x12", "", South, "a7", true}, {"12x12", "", South, "a6", false},
		{"12x12", "", North, "a6", true}, {"12x12", "", North, "a7", false},
		{"12x12", "", East, "f3", true}, {"12x12", "", East, "g3", false},
		{"12x12", "", West, "g3", true}, {"12x12", "", West, "f3", false},
		{"13x13", "", East, "g3", false}, {"13x13", "", East, "f3", true},
		{"13x13", "", West, "g3", false}, {"13x13", "", West, "h3", true},
		{"13x13", "low", West, "g3", true}, {"13x13", "low", East, "g3", false},
		{"13x13", "high", East, "g3", true}, {"13x13", "high", West, "g3", false},
		{"13x13", "low", South, "a7", true}, {"13x13", "high", North, "a7", true},
	} {
		b, _ := ParseBoard(c.board)
		opts := Options{Target: 4}
		if c.middle != "" {
			opts.Middle, _ = ParseMiddle(c.middle)
		}
		q, _ := b.ParseSquare(c.pt)
		s, err := NewState(Config{Board: b, Options: opts, Armies: a}, []Placed{{q, NewPiece(c.seat, General, 0)}}, c.seat)
		if err != nil {
			t.Fatal(err)
		}
		want := 0
		if c.counts {
			want = 2
		}
		if s.Points(c.seat) != want || s.CountsFor(c.seat, q) != c.counts {
			t.Errorf("%s middle=%s: %s general on %s counts %d, want %d", c.board, c.middle, c.seat, c.pt, s.Points(c.seat), want)
		}
	}
}

func TestWaterlooTarget(t *testing.T) {
	// East crosses to the west half: target 1
	m := waterlooMatch(t, "12x12", "S E N", "", "target=1", "a1=SI l6=EI g6=EI f12=NI", "E", "g6-f6")
	if m.Result() != "E target" {
		t.Errorf("result %s, want E target", m.Result())
	}
	// North starts on its target (the start is not checked); South's move
	// then gives North the win: every army is checked after every move
	m = waterlooMatch(t, "12x12", "S E N", "", "target=1", "a1=SI l9=EI f3=NI", "", "a1-a2")
	if m.Result() != "N target" {
		t.Errorf("result %s, want N target", m.Result())
	}
}

func TestWaterlooArmyOut(t *testing.T) {
	// East has no piece, North only a boxed cannon: after South's move both
	// are out in turn and South, the last army left, wins
	m := waterlooMatch(t, "12x12", "S E N", "", "", "a1=SI k12=SI k11=SI l11=SI l12=NK>W", "", "a1-a2")
	if m.Result() != "S nomoves" {
		t.Errorf("result %s, want S nomoves", m.Result())
	}
	// with a free North infantry, East alone is out and North plays on
	m = waterlooMatch(t, "12x12", "S E N", "", "", "a1=SI k12=SI k11=SI l11=SI l12=NK>W c12=NI", "", "a1-a2")
	st := m.State()
	if m.Result() != "ongoing" || m.Turn() != "N" || st.In(East) || !st.In(North) {
		t.Errorf("after East is out: %s, %s to move, East in %v", m.Result(), m.Turn(), st.In(East))
	}
	// out at the record's Position: East to move with nothing
	m = waterlooMatch(t, "12x12", "S E N", "", "", "a1=SI c12=NI", "E", "")
	if m.Turn() != "N" {
		t.Errorf("East had no move at the Position: %s to move, want N", m.Turn())
	}
	// a resignation puts the army out, its pieces leave, play goes on
	m = waterlooMatch(t, "12x12", "S E N", "", "", "a1=SI l6=EI f12=NI", "", "resign")
	st = m.State()
	if m.Result() != "ongoing" || m.Turn() != "E" || st.At(sq(t, "a1")) != NoPiece || st.In(South) {
		t.Errorf("after South resigns: %s, %s to move, a1 %v", m.Result(), m.Turn(), st.At(sq(t, "a1")))
	}
	if err := m.Play("resign"); err != nil {
		t.Fatal(err)
	}
	if m.Result() != "N resign" {
		t.Errorf("after East resigns too: %s, want N resign", m.Result())
	}
	if !strings.Contains(m.Record().String(), "[Result \"N resign\"]") {
		t.Errorf("record:\n%s", m.Record())
	}
}

func TestWaterlooTeams(t *testing.T) {
	// North's infantry on f8 has East's g8 as its only neighbour; the
	// South infantry on f7 is an enemy of both in "S EN"
	pos := "a1=SI f7=SI f8=NI g8=EI l1=EI"
	team := waterlooMatch(t, "12x12", "S E N", "S EN", "", pos, "N", "")
	ffa := waterlooMatch(t, "12x12", "S E N", "", "", pos, "N", "")
	has := func(m *Match, mv string) bool {
		for _, x := range m.Moves() {
			if x == mv {
				return true
			}
		}
		return false
	}
	if !has(team, "f8xf7") {
		t.Error("an ally does not count as a friendly neighbour for the capture rule")
	}
	if has(ffa, "f8xf7") {
		t.Error("free-for-all: an enemy counted as a friendly neighbour")
	}
	// allies never capture each other, even with support
	pos2 := "a1=SI f8=NI g8=EI f9=NI"
	team = waterlooMatch(t, "12x12", "S E N", "S EN", "", pos2, "N", "")
	if has(team, "f8xg8") {
		t.Error("an army captures its ally")
	}
	st := team.State()
	if err := st.CheckMove(Move{sq(t, "f8"), sq(t, "g8"), NoSquare, true}); err == nil || !strings.Contains(err.Error(), "ally") {
		t.Errorf("capture of an ally: %v", err)
	}
	ffa = waterlooMatch(t, "12x12", "S E N", "", "", pos2, "N", "")
	if !has(ffa, "f8xg8") {
		t.Error("free-for-all: North cannot capture East")
	}
	// the team's target is N times its armies: North alone has 2 >= 2,
	// the team EN needs 4
	pos3 := "a1=SI b12=SI c6=NI d6=NI l6=EI h6=EG"
	team = waterlooMatch(t, "12x12", "S E N", "S EN", "target=2", pos3, "S", "a1-a2")
	if team.Result() != "ongoing" {
		t.Fatalf("result %s: North's 2 points won for the team", team.Result())
	}
	if st := team.State(); st.SideTarget(North) != 4 || st.SidePoints(East) != 2 || st.SideTarget(South) != 2 {
		t.Errorf("side targets %d %d, points %d", st.SideTarget(North), st.SideTarget(South), st.SidePoints(East))
	}
	if err := team.Play("h6-f6"); err != nil {
		t.Fatal(err)
	}
	if team.Result() != "EN target" {
		t.Errorf("result %s, want EN target", team.Result())
	}
	// an ally's cannon does not stop a piece; an enemy's does
	pos4 := "a1=SI f12=NK>S h12=NI c6=EI l1=EI"
	team = waterlooMatch(t, "12x12", "S E N", "S EN", "", pos4, "E", "")
	ffa = waterlooMatch(t, "12x12", "S E N", "", "", pos4, "E", "")
	if !has(team, "c6-f6") || has(ffa, "c6-f6") {
		t.Errorf("crossing North's line of sight: team %v, free-for-all %v", has(team, "c6-f6"), has(ffa, "c6-f6"))
	}
}

func TestWaterlooAllyGeneral(t *testing.T) {
	pos := "a1=SI f6=EC g6=NG l1=EI"
	plain := waterlooMatch(t, "12x12", "S E N", "S EN", "", pos, "E", "")
	ally := waterlooMatch(t, "12x12", "S E N", "S EN", "ally-general", pos, "E", "")
	orth := func(m *Match) bool {
		for _, x := range m.Moves() {
			if x == "f6-f7" {
				return true
			}
		}
		return false
	}
	if orth(plain) || !orth(ally) {
		t.Errorf("orthogonal cavalry next to an allied general: plain %v, ally-general %v", orth(plain), orth(ally))
	}
	if !strings.Contains(ally.Record().String(), "ally-general") {
		t.Error("the option is not in the record")
	}
}

func TestWaterlooThreeTurnsPerArmy(t *testing.T) {
	pos := "a1=SI b1=SI l6=EI l7=EI f12=NI g12=NI"
	m := waterlooMatch(t, "12x12", "S E N", "", "", pos, "", "a1-a2 l6-k6 f12-f11 a2-a3 k6-j6 f11-f10")
	st := m.State()
	if ms := st.MovesFrom(sq(t, "a3"), nil); len(ms) != 0 {
		t.Errorf("South's a-file infantry moves a third time: %v", ms)
	}
	if err := m.Play("a3-a4"); err == nil {
		t.Error("a3-a4 accepted")
	}
	if err := m.Play("b1-b2"); err != nil {
		t.Fatal(err)
	}
	// East's own history: its j6 infantry is banned too, after two moves
	st = m.State()
	if ms := st.MovesFrom(sq(t, "j6"), nil); len(ms) != 0 {
		t.Errorf("East's infantry moves a third time: %v", ms)
	}
}

func TestWaterlooDrumPushThirdArmy(t *testing.T) {
	// South's drum on e5 pushes East's cavalry on e6; North's cannon on d12
	// facing S covers d7 and the rest of the d-file: no push there
	pos := "e5=SD a1=SI e6=EC l1=EI d12=NK>S l12=NI"
	m := waterlooMatch(t, "12x12", "S E N", "", "drum-push", pos, "", "")
	var pushes []string
	for _, x := range m.Moves() {
		if strings.HasPrefix(x, "e5-e6/") {
			pushes = append(pushes, x[6:])
		}
	}
	got := strings.Join(pushes, " ")
	if got != "f5 f7" {
		t.Errorf("pushes to %q, want \"f5 f7\" (d5 d7 in North's line of sight, e7 f6 d6 orthogonal without a general)", got)
	}
}

// waterlooArmy12 is a 12-piece army that fits 12x12 with the zones apart.
var waterlooArmy12 = Army{0, 2, 1, 4, 3, 2}

// waterlooGame deploys armies at random on board with seats and teams.
func waterlooGame(t testing.TB, size int, seats, teams string, army Army, rng *rand.Rand, terrain bool) State {
	t.Helper()
	a, err := ParseArmies(seats, teams)
	if err != nil {
		t.Fatal(err)
	}
	b := Board{size, size}
	cfg := Config{Board: b, Options: Options{Target: SuggestTarget(4, army.Size())}, Armies: a}
	cfg.Options.DrumPush = rng.IntN(2) == 0
	cfg.Options.DrumsScare = rng.IntN(3) == 0
	if teams != "" && rng.IntN(2) == 0 {
		cfg.Options.AllyGeneral = true
	}
	if rng.IntN(3) == 0 {
		cfg.Options.TurnLimit = 50 + rng.IntN(300)
	}
	ranks, err := ZoneRanksOf(cfg, army.Size())
	if err != nil {
		t.Fatal(err)
	}
	if terrain {
		for i := 0; i < 12; i++ {
			q := SquareAt(ranks+rng.IntN(size-2*ranks), ranks+rng.IntN(size-2*ranks))
			cfg.Terrain[q] = Tile(1 + rng.IntN(int(numTiles)-1))
		}
	}
	var all []Placed
	for _, seat := range a.Order() {
		ps, err := RandomSetup(cfg, seat, army, rng)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, ps...)
	}
	s, err := NewState(cfg, all, a.Order()[rng.IntN(a.Count())])
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkWaterloo: pieces only of armies still in, the seat to move in,
// points and hash up to date, the game over exactly when no move is listed.
func checkWaterloo(s *State) error {
	for _, p := range s.Pieces() {
		if !s.In(p.Piece.Seat()) {
			return fmt.Errorf("a piece of %s, which is out, on %s", p.Piece.Seat(), p.Sq)
		}
	}
	pts := s.points
	s.recount()
	if pts != s.points {
		return fmt.Errorf("points %v, recounted %v", pts, s.points)
	}
	if h := s.computeHash(); h != s.hash {
		return fmt.Errorf("hash drifted")
	}
	if got := s.AppendPieces(make([]Placed, 0, 3)); !slices.Equal(got, s.Pieces()) {
		return fmt.Errorf("AppendPieces %v, Pieces %v", got, s.Pieces())
	}
	// HasLegalMove (its drum shortcut too) agrees with the generator, for every seat
	for _, x := range s.armies.Order() {
		t := *s
		t.toMove = x
		var g gen
		t.prepare(&g)
		if has := len(t.genMoves(&g, g.own[:g.nOwn], nil)) > 0; t.HasLegalMove() != has {
			return fmt.Errorf("%s: HasLegalMove %v, generated %v", x, !has, has)
		}
	}
	o := s.Outcome()
	moves := s.LegalMoves(nil)
	if o.Over == (len(moves) > 0) {
		return fmt.Errorf("outcome %s with %d moves", o, len(moves))
	}
	if !o.Over && !s.In(s.toMove) {
		return fmt.Errorf("%s, out, to move", s.toMove)
	}
	return nil
}

func TestWaterlooRandomGames(t *testing.T) {
	reasons := map[string]int{}
	games := 0
	for _, c := range []struct {
		size         int
		seats, teams string
		army         Army
	}{
		{12, "S E N", "", waterlooArmy12},
		{12, "S E N W", "SN EW", waterlooArmy12},
		{13, "S E N W", "", waterlooArmy12},
		{13, "S W N", "S WN", waterlooArmy12},
		{15, "S E N", "", Army16},
		{15, "S E N W", "", Army16},
		{15, "S E N", "S EN", Army16},
		{14, "S E N W", "S ENW", Army16},
	} {
		for seed := uint64(0); seed < 6; seed++ {
			rng := rand.New(rand.NewPCG(seed, uint64(c.size)))
			s := waterlooGame(t, c.size, c.seats, c.teams, c.army, rng, seed%2 == 1)
			var buf [1024]Move
			for ply := 0; ply < 3000 && !s.Outcome().Over; ply++ {
				moves := s.LegalMoves(buf[:0])
				m := moves[rng.IntN(len(moves))]
				var turns []CannonTurn
				if rng.IntN(4) == 0 {
					next := s
					next.applyMove(m)
					for _, p := range next.Pieces() {
						if p.Piece.Kind() == Cannon && p.Piece.Seat() == s.toMove && rng.IntN(2) == 0 {
							turns = append(turns, CannonTurn{p.Sq, Dir(rng.IntN(8))})
						}
					}
				}
				if err := s.CheckMove(m); err != nil {
					t.Fatalf("generated %s refused: %v", m, err)
				}
				if rng.IntN(500) == 0 {
					if err := s.Resign(); err != nil {
						t.Fatal(err)
					}
				} else if err := s.PlayTurn(Turn{m, turns}); err != nil {
					t.Fatalf("%s: %v", m, err)
				}
				if err := checkWaterloo(&s); err != nil {
					t.Fatalf("%d %s seed %d ply %d: %v\n%s", c.size, c.seats, seed, ply, err, s.Position())
				}
			}
			o := s.Outcome()
			if !o.Over {
				continue // a long game: fine, it was checked all along
			}
			games++
			reasons[o.Reason.String()]++
			if o.Reason == Target && s.SidePoints(o.Winner) < s.SideTarget(o.Winner) {
				t.Errorf("%s with %d of %d points", o, s.SidePoints(o.Winner), s.SideTarget(o.Winner))
			}
			if (o.Team != "") != (c.teams != "" && popcount(s.friends[o.Winner]) > 1) && !o.Draw {
				t.Errorf("outcome %s in teams %q", o, c.teams)
			}
		}
	}
	if games < 20 {
		t.Errorf("only %d of 48 random games finished (%v)", games, reasons)
	}
	t.Logf("finished %d games: %v", games, reasons)
}

func TestWaterlooAgreedEnd(t *testing.T) {
	// free-for-all: the most points wins; a tie at the top is a draw
	m := waterlooMatch(t, "12x12", "S E N", "", "", "a7=SI b7=SI l6=EI e6=EI f12=NI", "", "draw")
	if m.Result() != "S count" {
		t.Errorf("result %s, want S count", m.Result())
	}
	m = waterlooMatch(t, "12x12", "S E N", "", "", "a7=SI l6=EI e6=EI f12=NI", "", "draw")
	if m.Result() != "draw agreed" {
		t.Errorf("result %s, want draw agreed", m.Result())
	}
	// teams: points per army; EN's 2 is 1 per army, S's 2 beats it
	m = waterlooMatch(t, "12x12", "S E N", "S EN", "", "a7=SI b7=SI e6=EI f5=NI", "", "draw")
	if m.Result() != "S count" {
		t.Errorf("result %s, want S count", m.Result())
	}
}

func TestWaterlooTwoArmyRecordsUnchanged(t *testing.T) {
	m, err := NewMatch(Standard(), mustPieces(t, standardSouth+" "+standardNorth), South)
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range m.Record().Tags {
		if tag.Name == "Seats" || tag.Name == "Teams" {
			t.Errorf("two-army record writes [%s]", tag.Name)
		}
	}
}

func mustPieces(t testing.TB, s string) []Placed {
	t.Helper()
	ps, err := ParsePosition(Board8, s)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// Waterloo perft positions: the 15x15 starts drawn by RandomSetup (seed
// 12, 15) for three and four armies, frozen.
const (
	waterloo3 = "d1=SI d14=NC d15=NC d2=SC e15=NG e2=SI f1=SI f14=NI f15=NK>NE f2=SG g1=SI g14=NK>NW g15=NI g2=SC h1=SD h14=NK>SW h15=NI i1=SC i14=NI i15=NG i2=SC j1=SK>E j14=NC j15=ND j2=SK>E k1=SI k14=NI k15=NC k2=SG l1=SK>SE l15=NI l2=SI n10=ED n11=EG n12=EI n5=EG n6=EK>NW n7=EI n8=EI n9=EC o10=EC o11=EI o12=EK>NE o4=EC o6=EI o7=EK>E o8=EC o9=EI"
	waterloo4 = "a10=WI a11=WK>W a12=WK>SE a4=WC a6=WK>E a8=WG a9=WI b10=WC b11=WD b12=WC b4=WC b5=WG b6=WI b7=WI b8=WI b9=WI " + waterloo3
)

var waterlooPerftCases = []struct {
	name, board, seats, teams, options, pos, turn string
	counts                                        []uint64
}{
	// hand-counted: a lone general 16, then East's lone cavalry on the
	// edge 8 (diagonals), then North's infantry in a corner 9; no piece
	// reaches another's lines
	{"lone pieces", "12x12", "S E N", "", "", "f6=SG l6=EC a12=NI", "S", []uint64{16, 128, 1152}},
	{"three armies 15x15", "15x15", "S E N", "", "", waterloo3, "S", []uint64{91, 8695, 757747}},
	{"four armies 15x15", "15x15", "S E N W", "", "", waterloo4, "W", []uint64{90, 8044, 756667}},
	{"four armies in teams", "15x15", "S E N W", "SN EW", "drum-push drums-scare", waterloo4, "W", []uint64{91, 8135, 769243}},
}

func TestWaterlooPerft(t *testing.T) {
	for _, c := range waterlooPerftCases {
		m := waterlooMatch(t, c.board, c.seats, c.teams, c.options, c.pos, c.turn, "")
		for d, want := range c.counts {
			if got, err := m.Perft(d + 1); err != nil || got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", c.name, d+1, got, want)
			}
		}
	}
}

// HasLegalMove's drum shortcut (drumMoves): a drum with an empty square next to it may
// always move; one hemmed in by pieces, or the piece that moved in the last two turns,
// gives the seat nothing, and the generator then decides.
func TestHasLegalMoveDrum(t *testing.T) {
	for _, c := range []struct {
		placement string
		want      bool
	}{
		{"a1=SD a2=NI b1=NI b2=NI h8=NG", false}, // hemmed in on the corner
		{"a1=SD a2=NI b1=NI h8=NG", true},        // b2 free
		{"d4=SD c3=NI c4=NI c5=NI d3=NI d5=NI e3=NI e4=NI e5=NI h8=NG", false},
		{"d4=SD c3=NI c4=NI c5=NI d3=NI d5=NI e3=NI e4=NI h8=NG", true},
	} {
		s := mustState(t, "8x8", "", "", c.placement, "S")
		if got := s.HasLegalMove(); got != c.want {
			t.Errorf("%s: HasLegalMove %v, want %v", c.placement, got, c.want)
		}
		if got := len(s.LegalMoves(nil)) > 0; got != c.want {
			t.Errorf("%s: %d moves generated", c.placement, len(s.LegalMoves(nil)))
		}
	}
	// the drum that moved in each of the last two turns may not move a third time
	s := mustState(t, "8x8", "", "", "a1=SD h8=NG a8=NI", "S")
	for _, m := range []string{"a1-a2", "a8-b8", "a2-a3", "b8-a8"} {
		mv, err := ParseMove(s.Board(), m)
		if err == nil {
			err = s.CheckMove(mv)
		}
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		s.Play(mv)
	}
	if s.HasLegalMove() || s.drumMoves() {
		t.Errorf("the drum moved twice in a row has a move: %v", s.LegalMoves(nil))
	}
}
