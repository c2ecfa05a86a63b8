package setup

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// tagsOf renders tags as `Name "value"` lines for comparison.
func tagsOf(s Setup) string {
	var lines []string
	for _, t := range s.Tags() {
		lines = append(lines, t.Name+` "`+t.Value+`"`)
	}
	return strings.Join(lines, "\n")
}

// TestSetupTags pins the record tags of every option: each case changes one thing from the
// defaults and lists every tag expected.
func TestSetupTags(t *testing.T) {
	j := func(f func(*JunqiSetup)) Setup { s := Default(Junqi); f(&s.Junqi); return s }
	n := func(f func(*NapoleonSetup)) Setup { s := Default(Napoleon); f(&s.Napoleon); return s }
	cases := []struct {
		name  string
		setup Setup
		want  string
	}{
		{"junqi defaults", Default(Junqi),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=70\""},
		{"dark", j(func(s *JunqiSetup) { s.Mode = "dark" }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"dark\"\nSeats \"S N\"\nOptions \"nocapture=70\""},
		{"flip", j(func(s *JunqiSetup) { s.Mode = "flip" }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"flip\"\nSeats \"S N\"\nOptions \"nocapture=70\""},
		{"nocapture 0 = off", j(func(s *JunqiSetup) { s.NoCapture = 0 }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=0\""},
		{"nocapture 120", j(func(s *JunqiSetup) { s.NoCapture = 120 }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=120\""},
		{"battle-reveal in the dark", j(func(s *JunqiSetup) { s.Mode, s.BattleReveal = "dark", true }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"dark\"\nSeats \"S N\"\nOptions \"nocapture=70 battle-reveal\""},
		{"battle-reveal means nothing open", j(func(s *JunqiSetup) { s.BattleReveal = true }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=70\""},
		{"four countries 2v2", j(func(s *JunqiSetup) { s.Players = JunqiTeams }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"open\"\nSeats \"S E N W\"\nTeams \"SN EW\"\nOptions \"nocapture=70\""},
		{"2v2 clockwise", j(func(s *JunqiSetup) { s.Players, s.Clockwise = JunqiTeams, true }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"open\"\nSeats \"S W N E\"\nTeams \"SN EW\"\nOptions \"nocapture=70\""},
		{"2v2 dark, allies see", j(func(s *JunqiSetup) { s.Players, s.Mode, s.AlliesSee = JunqiTeams, "dark", true }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"dark\"\nSeats \"S E N W\"\nTeams \"SN EW\"\nOptions \"nocapture=70 allies-see\""},
		{"allies-see needs allies", j(func(s *JunqiSetup) { s.Players, s.Mode, s.AlliesSee = JunqiFFA, "dark", true }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"dark\"\nSeats \"S E N W\"\nOptions \"nocapture=70\""},
		{"free-for-all", j(func(s *JunqiSetup) { s.Players = JunqiFFA }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"open\"\nSeats \"S E N W\"\nOptions \"nocapture=70\""},
		{"three players, West empty", j(func(s *JunqiSetup) { s.Players = JunqiThree }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"open\"\nSeats \"S E N\"\nOptions \"nocapture=70\""},
		{"three players clockwise", j(func(s *JunqiSetup) { s.Players, s.Clockwise = JunqiThree, true }),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"open\"\nSeats \"S N E\"\nOptions \"nocapture=70\""},
		{"naval pieces (海战棋)", j(func(s *JunqiSetup) { s.Naval = true }),
			"Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=70 naval\""},
		{"naval after the rules' options", j(func(s *JunqiSetup) {
			s.Players, s.Mode, s.AlliesSee, s.BattleReveal, s.Naval = JunqiTeams, "dark", true, true, true
		}),
			"Game \"junqi\"\nBoard \"4p\"\nMode \"dark\"\nSeats \"S E N W\"\nTeams \"SN EW\"\nOptions \"nocapture=70 battle-reveal allies-see naval\""},
		{"三打一 defaults", j(func(s *JunqiSetup) { s.Players = JunqiSandayi }),
			"Game \"junqi\"\nBoard \"4p\"\nVariant \"sandayi\"\nMode \"open\"\nSeats \"S E N W\"\nOptions \"bidding=points pick=choose first=landlord nocapture=70\""},
		{"三打一 叫地主, random pick, South first, pool open, dark allies", j(func(s *JunqiSetup) {
			s.Players, s.Bidding, s.Pick, s.First, s.PoolOpen, s.Mode, s.AlliesSee = JunqiSandayi, "landlord", "random", "seats", true, "dark", true
		}),
			"Game \"junqi\"\nBoard \"4p\"\nVariant \"sandayi\"\nMode \"dark\"\nSeats \"S E N W\"\nOptions \"bidding=landlord pick=random first=seats pool-open nocapture=70 allies-see\""},
		{"app-only choices write no tag", j(func(s *JunqiSetup) {
			s.SecretDeploy, s.HandOver, s.RankNumbers = true, true, true
		}), "Game \"junqi\"\nBoard \"2p\"\nMode \"open\"\nSeats \"S N\"\nOptions \"nocapture=70\""},

		{"napoleon defaults", Default(Napoleon), "Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4\""},
		{"10x10", n(func(s *NapoleonSetup) { s.Size = 10 }), "Game \"napoleon\"\nBoard \"10x10\"\nOptions \"target=4\""},
		{"15x15 has a middle", n(func(s *NapoleonSetup) { s.Size = 15 }),
			"Game \"napoleon\"\nBoard \"15x15\"\nOptions \"target=4 middle=neutral\""},
		{"middle low", n(func(s *NapoleonSetup) { s.Size, s.Middle = 15, "low" }),
			"Game \"napoleon\"\nBoard \"15x15\"\nOptions \"target=4 middle=low\""},
		{"middle high", n(func(s *NapoleonSetup) { s.Size, s.Middle = 15, "high" }),
			"Game \"napoleon\"\nBoard \"15x15\"\nOptions \"target=4 middle=high\""},
		{"no middle on even boards", n(func(s *NapoleonSetup) { s.Middle = "high" }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4\""},
		{"target 6", n(func(s *NapoleonSetup) { s.Target = 6 }), "Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=6\""},
		{"turn limit", n(func(s *NapoleonSetup) { s.TurnLimit = 80 }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4 turnlimit=80\""},
		{"drums scare", n(func(s *NapoleonSetup) { s.DrumsScare = true }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4 drums-scare\""},
		{"drum push", n(func(s *NapoleonSetup) { s.DrumPush = true }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4 drum-push\""},
		{"antique implies drums-scare and no terrain", n(func(s *NapoleonSetup) {
			s.Antique, s.DrumsScare, s.Terrain = true, true, TerrainPreset
		}), "Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4 antique\""},
		{"everything", n(func(s *NapoleonSetup) {
			s.Size, s.Target, s.TurnLimit, s.Middle, s.DrumsScare, s.DrumPush = 15, 5, 100, "low", true, true
		}), "Game \"napoleon\"\nBoard \"15x15\"\nOptions \"target=5 turnlimit=100 middle=low drums-scare drum-push\""},
		{"preset map", n(func(s *NapoleonSetup) { s.Terrain, s.TerrainMap = TerrainPreset, 1 }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4\"\nTerrain \"" + napoleon.TerrainMapsFor(napoleon.Board8)[1].Tiles + "\""},
		{"edited terrain", n(func(s *NapoleonSetup) { s.Terrain, s.TerrainTiles = TerrainEdit, "c4=hill c5=hill" }),
			"Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4\"\nTerrain \"c4=hill c5=hill\""},
		{"app-only choices write no tag", n(func(s *NapoleonSetup) {
			s.Army, s.ArmySize, s.ExtraDrum, s.First = ArmyFree, 18, true, "N"
		}), "Game \"napoleon\"\nBoard \"8x8\"\nOptions \"target=4\""},
	}
	for _, c := range cases {
		if got := tagsOf(c.setup); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, strings.ReplaceAll(got, "\n", " | "), strings.ReplaceAll(c.want, "\n", " | "))
		}
	}
}

// TestSetupTagsAreAcceptedByTheRules: whatever the options screen can produce, the rules
// cores read back as the same game. Every reachable combination of the choices that change
// tags is tried.
func TestSetupTagsAreAcceptedByTheRules(t *testing.T) {
	for _, players := range []string{JunqiTwo, JunqiTeams, JunqiFFA, JunqiThree} {
		for _, mode := range []string{"open", "dark", "flip"} {
			for _, cw := range []bool{false, true} {
				if players == JunqiThree && mode == "flip" {
					continue
				}
				s := Default(Junqi)
				s.Junqi = JunqiSetup{Players: players, Mode: mode, Clockwise: cw, NoCapture: 50, BattleReveal: true, AlliesSee: true}
				checkJunqiRecord(t, s)
				s.Junqi.Naval = true
				checkJunqiRecord(t, s)
				if !Naval(roundTrip(t, s)) {
					t.Errorf("%s: the naval set is lost through the record", s)
				}
			}
		}
	}
	for _, size := range []int{8, 10, 15} {
		for _, terrain := range []string{TerrainNone, TerrainPreset, TerrainRandom} {
			for _, antique := range []bool{false, true} {
				s := Default(Napoleon)
				s.Napoleon = NapoleonSetup{Size: size, Army: BoardArmy(size), Target: 5, TurnLimit: 60, Middle: "high",
					DrumsScare: true, DrumPush: true, Antique: antique, Terrain: terrain, TerrainSeed: 7, First: "S"}
				s.Napoleon.ArmySize = s.Napoleon.ArmyCount()
				cfg, err := napoleon.ConfigFromRecord(roundTrip(t, s))
				if err != nil {
					t.Errorf("%s: napoleon refuses the tags: %v", s, err)
					continue
				}
				o := cfg.Options
				if cfg.Board.W != size || o.Target != 5 || o.TurnLimit != 60 || o.DrumPush != true || o.Antique != antique ||
					o.DrumsScare != !antique || (size == 15) != (o.Middle == napoleon.MiddleHigh) {
					t.Errorf("%s: read back as %+v", s, cfg)
				}
				if bare := cfg.Terrain.IsEmpty(); bare != (terrain == TerrainNone || antique) {
					t.Errorf("%s: terrain read back bare=%v", s, bare)
				}
			}
		}
	}
}

// roundTrip writes the setup's record as text and parses it again.
func roundTrip(t *testing.T, s Setup) *record.Record {
	t.Helper()
	rec, err := record.Parse(s.String())
	if err != nil {
		t.Fatalf("%s: the record does not parse: %v", s, err)
	}
	if !reflect.DeepEqual(tagValues(rec.Tags), tagValues(s.Tags())) {
		t.Fatalf("tags changed through text: %v -> %v", s.Tags(), rec.Tags)
	}
	return rec
}

func tagValues(tags []record.Tag) map[string]string {
	m := map[string]string{}
	for _, t := range tags {
		m[t.Name] = t.Value
	}
	return m
}

// checkJunqiRecord starts a game from the setup's tags with a random deployment of the
// setup's seats and checks the rules core accepts it.
func checkJunqiRecord(t *testing.T, s Setup) {
	t.Helper()
	rec := roundTrip(t, s)
	kind := junqi.TwoPlayer
	if s.Junqi.FourCountry() {
		kind = junqi.FourCountry
	}
	mode := map[string]junqi.Mode{"open": junqi.Open, "dark": junqi.Dark, "flip": junqi.Flip}[s.Junqi.Mode]
	cfg := junqi.DefaultConfig(kind, mode)
	for _, x := range s.Junqi.Seats() {
		seat, _ := junqi.SeatOf(x[0])
		cfg.Seats = append(cfg.Seats, seat)
	}
	st, err := junqi.NewRandomState(cfg, rand.NewPCG(1, 2))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	rec.SetTag("Position", st.PositionString())
	if mode == junqi.Flip {
		rec.SetTag("Turn", "?")
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		t.Errorf("%s: junqi refuses the tags: %v", s, err)
		return
	}
	state := m.State()
	got := state.Config()
	j := s.Junqi
	wantReveal := j.Mode == "dark" && j.BattleReveal
	wantAllies := j.Mode == "dark" && j.Players == JunqiTeams && j.AlliesSee
	if got.Board != kind || got.Mode != mode || !reflect.DeepEqual(got.Seats, cfg.Seats) || got.NoCapture != j.NoCapture ||
		got.BattleReveal != wantReveal || got.AlliesSee != wantAllies || (len(got.Teams) == 2) != (j.Players == JunqiTeams) {
		t.Errorf("%s: junqi reads the tags as %+v", s, got)
	}
}

func TestSuggestedTarget(t *testing.T) {
	for _, c := range []struct {
		army    string
		n, want int
	}{{Army16, 4, 4}, {Army20, 4, 5}, {Army30, 4, 8}, {Army60, 4, 15}, {Army20, 3, 4}, {Army16, 6, 6}} {
		s := NapoleonSetup{Army: c.army}
		if got := s.SuggestedTarget(c.n); got != c.want {
			t.Errorf("army %s, N=%d: suggested %d, want %d", c.army, c.n, got, c.want)
		}
	}
	// Random terrain is the same for the same seed, different for another.
	s := Default(Napoleon).Napoleon
	s.Terrain, s.TerrainSeed = TerrainRandom, 1
	a := s.TerrainTag()
	s.TerrainSeed = 2
	if a == "" || a == s.TerrainTag() {
		t.Errorf("random terrain: seed 1 %q, seed 2 %q", a, s.TerrainTag())
	}
	s.TerrainSeed = 1
	if s.TerrainTag() != a {
		t.Errorf("random terrain is not reproducible from its seed")
	}
}

// TestMoverBottom: the one setting decides which way the board faces; "the player at the
// screen" turns it only for hand-overs and for one person against the computer.
func TestMoverBottom(t *testing.T) {
	for _, c := range []struct {
		orient    string
		handOvers bool
		people    int
		want      bool
	}{
		{storage.OrientMover, false, 2, true},
		{storage.OrientMover, false, 4, true},
		{storage.OrientSouth, true, 2, false},
		{storage.OrientSouth, false, 1, false},
		{storage.OrientAuto, false, 2, false},
		{storage.OrientAuto, false, 4, false},
		{storage.OrientAuto, true, 2, true},
		{storage.OrientAuto, true, 4, true},
		{storage.OrientAuto, false, 1, true},
		{storage.OrientAuto, false, 0, false},
	} {
		if got := MoverBottom(c.orient, c.handOvers, c.people); got != c.want {
			t.Errorf("MoverBottom(%q, hand-overs %v, %d people) = %v", c.orient, c.handOvers, c.people, got)
		}
	}
}

// The giant fields and custom sizes: the board choice round-trips, the army fills the
// board with the target scaled, the tags name the board, and every size's random terrain
// is a legal, symmetric Terrain tag that leaves the set-up zones bare.
func TestNapoleonAnyBoard(t *testing.T) {
	for _, c := range []struct {
		choice, board, army string
		target              int
	}{
		{"8", "8x8", Army16, 4}, {"10", "10x10", Army30, 8}, {"15", "15x15", Army60, 15},
		{Board16x8, "16x8", Army32, 8}, {Board16x16, "16x16", Army40, 10}, {Board24x16, "24x16", Army48, 12},
	} {
		s := Default(Napoleon)
		s.Napoleon.SetBoard(c.choice)
		s.Napoleon.Target = s.Napoleon.SuggestedTarget(4)
		n := s.Napoleon
		if n.BoardChoice() != c.choice || n.Board().String() != c.board || n.Army != c.army || n.Target != c.target || !n.ArmyFits() {
			t.Errorf("%s: %s %s target %d fits %v", c.choice, n.Board(), n.Army, n.Target, n.ArmyFits())
		}
		if tags := s.String(); !strings.Contains(tags, `Board "`+c.board+`"`) {
			t.Errorf("%s: tags %s", c.choice, tags)
		}
	}
	s := Default(Napoleon)
	s.Napoleon.SetBoard(BoardCustom)
	if s.Napoleon.Board() != napoleon.Board8 || !s.Napoleon.Custom || s.Napoleon.BoardChoice() != BoardCustom {
		t.Fatalf("custom starts from the board as it is: %+v", s.Napoleon)
	}
	s.Napoleon.Size, s.Napoleon.Height, s.Napoleon.Middle = 12, 5, "low"
	s.Napoleon.FillArmy()
	if s.Napoleon.Army != ArmyScaled || s.Napoleon.ArmySize != 12 || !s.Napoleon.ArmyFits() {
		t.Errorf("12x5 army %s %d", s.Napoleon.Army, s.Napoleon.ArmySize)
	}
	if tags := s.String(); !strings.Contains(tags, `Board "12x5"`) || !strings.Contains(tags, "middle=low") {
		t.Errorf("12x5 tags %s", tags)
	}
	s.Napoleon.Army = Army60
	if s.Napoleon.ArmyFits() {
		t.Error("60 fits on 12x5")
	}
	for w := napoleon.MinSize; w <= napoleon.MaxSize; w += 3 {
		for h := napoleon.MinSize; h <= napoleon.MaxSize; h += 5 {
			n := Default(Napoleon).Napoleon
			n.Custom, n.Size, n.Height, n.Terrain, n.TerrainSeed = true, w, h, TerrainRandom, uint64(w*h)
			n.FillArmy()
			b := n.Board()
			tr, err := napoleon.ParseTerrain(b, n.TerrainTag())
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			ranks, err := napoleon.ZoneRanks(b, n.ArmyCount())
			if err != nil {
				t.Fatalf("%s: %v", b, err)
			}
			for _, q := range b.Squares() {
				if tr[q] != tr[b.Mirror(q)] {
					t.Fatalf("%s: %s and its mirror differ", b, q)
				}
				if tr[q] != napoleon.Plain && (napoleon.InZone(b, napoleon.South, ranks, q) || napoleon.InZone(b, napoleon.North, ranks, q)) {
					t.Fatalf("%s: a tile in a set-up zone on %s", b, q)
				}
			}
		}
	}
}

// TestWaterlooTerrainTags: three and four armies get ground from the presets, at random or
// from the editor, each the same from every edge and accepted by the rules with the
// armies' set-ups.
func TestWaterlooTerrainTags(t *testing.T) {
	for _, armies := range []int{3, 4} {
		for _, board := range []string{"15", "16x16"} {
			s := Default(Napoleon)
			n := &s.Napoleon
			n.Armies, n.Computer = armies, Computer{}
			n.SetBoard(board)
			n.Army, n.ArmySize = Army16, 16 // as the options screen keeps it (a Waterloo zone holds it)
			if len(n.Maps()) < 2 {
				t.Fatalf("%d armies on %s: %d preset maps", armies, board, len(n.Maps()))
			}
			var tags []string
			for i := range n.Maps() {
				n.Terrain, n.TerrainMap = TerrainPreset, i
				tags = append(tags, n.TerrainTag())
			}
			n.Terrain, n.TerrainSeed = TerrainRandom, 11
			tags = append(tags, n.TerrainTag())
			for _, tag := range tags {
				b := n.Board()
				tr, err := napoleon.ParseTerrain(b, tag)
				if err != nil || tr.IsEmpty() || !tr.TurnSymmetric(b) {
					t.Fatalf("%d armies on %s: ground %q (%v)", armies, board, tag, err)
				}
				rec := s.Record()
				rec.SetTag("Terrain", tag)
				if _, err := napoleon.ConfigFromRecord(rec); err != nil {
					t.Fatalf("%d armies on %s: the rules refuse %q: %v", armies, board, tag, err)
				}
			}
		}
	}
}

// TestOtherGamesChoices: a game with no struct of its own keeps its choices by name in
// Other, sorted, and its record tags name the game and those choices.
func TestOtherGamesChoices(t *testing.T) {
	s := Setup{Game: "third"}
	if tags := s.Tags(); len(tags) != 1 || tags[0] != (record.Tag{Name: "Game", Value: "third"}) {
		t.Fatalf("tags with no choice: %v", tags)
	}
	s.SetOtherOption("speed", "fast")
	s.SetOtherOption("bonus", "on")
	s.SetOtherOption("speed", "slow")
	if s.Other != "bonus=on speed=slow" || s.OtherOption("speed") != "slow" || s.OtherOption("none") != "" {
		t.Fatalf("Other is %q", s.Other)
	}
	if got := s.Record().String(); !strings.Contains(got, `[Options "bonus=on speed=slow"]`) {
		t.Fatalf("the record is %s", got)
	}
	s.SetOtherOption("bonus", "")
	if s.Other != "speed=slow" {
		t.Fatalf("after removing bonus Other is %q", s.Other)
	}
	if (Setup{}).Tags() != nil {
		t.Fatal("a setup of no game has tags")
	}
}
