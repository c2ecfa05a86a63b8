package napoleonscreen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// waterlooSetUps goes through every army's hand-over and random set-up in Seats order.
func waterlooSetUps(a *gametest.App, seats []napoleon.Seat, shot func(name string)) {
	a.T.Helper()
	for i, x := range seats {
		a.GoTo("button:ready", "setup")
		if pic := gametest.MustNapoleon(a).Picture(); pic.Seat != x {
			a.T.Fatalf("set-up %d is %s's, want %s's", i, pic.Seat, x)
		}
		a.GoTo("button:random", "setup")
		if !a.Visible("button:layouts") { // each army's own set-ups, turned to its edge
			a.T.Fatalf("%s's Waterloo set-up offers no Layouts", x)
		}
		if i == 1 && shot != nil {
			shot("waterloo-setup")
		}
		next := "handover"
		if i == len(seats)-1 {
			next = "play"
		}
		a.GoTo("button:done", next)
	}
}

// TestWaterlooByTouch plays three armies at one device by touch as people would: the
// options, three set-ups behind hand-overs (South, East, North), turns in Seats order by
// taps on the board, and an army out after it resigns through the game menu.
func TestWaterlooByTouch(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	gametest.StartWaterloo(a, "3")
	if rec := a.Record(); !strings.Contains(rec, `[Seats "S E N"]`) || !strings.Contains(rec, `[Board "15x15"]`) {
		t.Fatalf("record tags:\n%s", rec)
	}
	order := []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}
	waterlooSetUps(a, order, nil)
	var movers []napoleon.Seat
	for i := 0; i < 6; i++ {
		movers = append(movers, gametest.MustNapoleon(a).Picture().ToMove)
		playMove(a)
		a.GoTo("button:endturn", "play")
	}
	for i := 1; i < len(movers); i++ {
		if idx(order, movers[i]) != (idx(order, movers[i-1])+1)%3 {
			t.Fatalf("movers %v do not follow S E N", movers)
		}
	}
	if n := strings.Count(a.Record(), "\n"); n < 8 {
		t.Fatalf("record:\n%s", a.Record())
	}
	out := gametest.MustNapoleon(a).Picture().ToMove
	a.Idle()
	a.GoTo("button:gamemenu", "play") // the game menu opens over the board
	a.GoTo("menu:resign", "play")
	a.GoTo("menu:confirm", "play") // two armies are left: play goes on
	if pic := gametest.MustNapoleon(a).Picture(); !pic.Out[out] || pic.ToMove == out {
		t.Fatalf("after %s resigned: out %v, %s to move", out, pic.Out, pic.ToMove)
	}
}

func idx(order []napoleon.Seat, x napoleon.Seat) int {
	for i, y := range order {
		if y == x {
			return i
		}
	}
	return -1
}

// TestWaterlooShots leaves the options, a set-up and play of three armies and four in teams
// at every review size in the three languages in the artefacts directory
// ("waterloo-<screen>-<lang>-<size>.png"), for a person to look at. WARBOARD_REVIEW=1.
func TestWaterlooShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("the review screenshots take minutes: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	// WARBOARD_WATERLOO_SHOTS=en,tablet narrows to the languages and sizes named
	only := os.Getenv("WARBOARD_WATERLOO_SHOTS")
	pick := func(name string, all []string) bool {
		if only == "" {
			return true
		}
		named := false
		for _, w := range strings.Split(only, ",") {
			for _, n := range all {
				if strings.Contains(n, w) {
					named = true
				}
			}
			if strings.Contains(name, w) {
				return true
			}
		}
		return !named
	}
	var sizes, langs []string
	for _, sv := range gametest.ShotViews {
		sizes = append(sizes, sv.Name)
	}
	for _, l := range i18n.Langs() {
		langs = append(langs, l.Code())
	}
	for _, sv := range gametest.ShotViews {
		if !pick(sv.Name, sizes) {
			continue
		}
		screen := gametest.NewScreen(sv.V)
		for _, lang := range i18n.Langs() {
			if !pick(lang.Code(), langs) {
				continue
			}
			shoot := func(a *gametest.App, name string) {
				t.Helper()
				if nb, ok := gametest.NapoleonOf(a); ok {
					nb.StopSlide()
				}
				for i := 0; i < 400; i++ {
					a.SetDirty(true)
					a.Draw(screen)
					if nb, ok := napoleonscreen.ProbeOf(a.Scene()); !ok || !nb.Pending() {
						break
					}
				}
				gametest.WritePNG(t, filepath.Join(dir, name+"-"+lang.Code()+"-"+sv.Name+".png"), gametest.Snapshot(screen))
			}
			for _, c := range []struct {
				name, armies string
				options      []string
				seats        []napoleon.Seat
			}{
				{"waterloo3", "3", nil, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}},
				{"waterloo4", "4", []string{"option:teams:SN EW"}, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North, napoleon.West}},
			} {
				a := gametest.NewTestApp(t, sv.V)
				a.Shared().Text.SetLang(lang)
				a.SetScene(menu.NewMenu(a.Shared()))
				a.GoTo("button:new", "newgame")
				a.GoTo("button:napoleon", "options")
				a.GoTo("option:armies:"+c.armies, "options")
				for _, o := range c.options {
					a.GoTo(o, "options")
				}
				shoot(a, c.name+"-options")
				a.GoTo("button:start", "handover")
				waterlooSetUps(a, c.seats, func(n string) { shoot(a, c.name+"-setup") })
				for i := 0; i < 2*len(c.seats); i++ {
					playMove(a)
					a.GoTo("button:endturn", "play")
				}
				shoot(a, c.name+"-play")
			}
		}
		screen.Deallocate()
	}
	t.Logf("Waterloo screenshots in %s", dir)
}

// TestWaterlooAgainstComputers: one person (South) against the computer at East and North
// (choosing a level for East gives North to the computer too): no hand-over, the computers
// set up and move by themselves, the person's turns come in Seats order.
func TestWaterlooAgainstComputers(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 1024, H: 768, Scale: 2})
	a.GoTo("button:new", "newgame")
	a.GoTo("button:napoleon", "options")
	a.GoTo("option:armies:3", "options")
	a.GoTo("option:seat-E:easy", "options")
	a.Idle()
	a.Tap(input.Touch, "button:start")
	a.AwaitComputer()
	gametest.WantScene(t, a, "setup")
	a.GoTo("button:random", "setup")
	a.Tap(input.Touch, "button:done")
	a.AwaitComputer()
	for turn := 0; turn < 4 && a.SceneName() == "play"; turn++ {
		// AwaitComputer ends after three quiet ticks; once, in a CI run with the other
		// packages' tests beside it, that came while North still had to move (not seen in
		// 30 runs under load since). Wait again a bounded number of times: a computer that
		// never moves still fails below.
		for i := 0; i < 3 && a.SceneName() == "play" && gametest.MustNapoleon(a).Picture().ToMove != napoleon.South; i++ {
			a.AwaitComputer()
		}
		if a.SceneName() != "play" {
			break
		}
		if pic := gametest.MustNapoleon(a).Picture(); pic.ToMove != napoleon.South {
			t.Fatalf("the person's turn is %s's", pic.ToMove)
		}
		playMove(a)
		a.GoTo("button:endturn", "play")
		a.AwaitComputer()
	}
	rec := a.Record()
	body := rec[strings.LastIndex(rec, "]")+1:]
	if !strings.Contains(rec, `[Seats "S E N"]`) || len(strings.Fields(body)) < 9 {
		t.Fatalf("record after four rounds:\n%s", rec)
	}
}

// TestWaterlooScoreLineSideways: four armies in French on a tablet held sideways (the side
// column is narrowest there, 242 px at 1024×768), the longest
// score line of all ("Points : S 0 · E 0 · N 0 · O 0 (objectif …)"): it wraps onto a second
// line of the side column and is drawn whole (the package's cut watch fails the run on a
// cut), the status taller than one score line.
func TestWaterlooScoreLineSideways(t *testing.T) {
	v := render.View{W: 1024, H: 768, Scale: 2}
	a := gametest.NewTestApp(t, v)
	a.Shared().SetLanguage(i18n.Fr)
	gametest.StartWaterloo(a, "4")
	waterlooSetUps(a, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North, napoleon.West}, nil)
	gametest.WantScene(t, a, "play")
	watch := render.CutHook
	var cut []string
	render.CutHook = func(c render.Cut) {
		cut = append(cut, c.Text)
		if watch != nil {
			watch(c)
		}
	}
	defer func() { render.CutHook = watch }()
	screen := gametest.NewScreen(v)
	defer screen.Deallocate()
	a.SetDirty(true)
	a.Draw(screen)
	if len(cut) > 0 {
		t.Fatalf("cut short in Waterloo play, French, 1024×768: %q", cut)
	}
}

// handOverNote is the note of the hand-over screen showing, and whose it is.
func handOverNote(a *gametest.App) (seat, note string) {
	a.T.Helper()
	h, ok := a.Scene().(*menu.HandOver)
	if !ok {
		a.T.Fatalf("on %q, not a hand-over", a.SceneName())
	}
	return h.Seat(), h.Note()
}

// TestWaterlooAgreementsByTouch: three people at a phone. The army to move proposes an
// agreed end from the game menu: the device goes to each other army in turn, behind its
// own hand-over that says who asks; the last declines and the device goes back to the
// army to move, whose hand-over says who declined. Then an army asks for its move back
// from the game menu, both others agree on their hand-overs, and it plays again.
func TestWaterlooAgreementsByTouch(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	gametest.StartWaterloo(a, "3")
	order := []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}
	waterlooSetUps(a, order, nil)
	after := func(x napoleon.Seat, k int) napoleon.Seat { return order[(idx(order, x)+k)%3] }
	name := func(x napoleon.Seat) string {
		return map[napoleon.Seat]string{napoleon.South: "South", napoleon.East: "East", napoleon.North: "North"}[x]
	}
	first := gametest.MustNapoleon(a).Picture().ToMove
	a.Idle()
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:draw", "handover")
	for k := 1; k <= 2; k++ {
		who := after(first, k)
		seat, note := handOverNote(a)
		if seat != who.String() || !strings.Contains(note, name(first)) {
			t.Fatalf("the offer's hand-over goes to %s saying %q, want %s told %s asks", seat, note, who, first)
		}
		a.GoTo("button:ready", "play")
		if got := gametest.MustNapoleon(a).Line(); !strings.Contains(got, name(first)) {
			t.Fatalf("%s's screen says %q", who, got)
		}
		if k == 1 {
			a.GoTo("button:accept", "handover")
		} else {
			a.GoTo("button:decline", "handover")
		}
	}
	if seat, note := handOverNote(a); seat != first.String() || !strings.Contains(note, name(after(first, 2))) {
		t.Fatalf("after the no the device goes to %s saying %q", seat, note)
	}
	a.GoTo("button:ready", "play")
	if gametest.MustNapoleon(a).Session().Result().Over {
		t.Fatal("a refused offer ended the game")
	}
	playMove(a)
	a.GoTo("button:endturn", "play")
	asker := after(first, 1)
	playMove(a)
	a.GoTo("button:endturn", "play") // the asker played; the next army to move
	before := a.Record()
	a.Idle()
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:asktakeback", "handover")
	for k := 1; k <= 2; k++ {
		who := after(asker, k)
		if seat, note := handOverNote(a); seat != who.String() || !strings.Contains(note, name(asker)) {
			t.Fatalf("the request's hand-over goes to %s saying %q, want %s told %s asks", seat, note, who, asker)
		}
		a.GoTo("button:ready", "play")
		a.GoTo("button:accept", "handover")
	}
	if seat, _ := handOverNote(a); seat != asker.String() {
		t.Fatalf("after the take back the device goes to %s, want %s", seat, asker)
	}
	a.GoTo("button:ready", "play")
	if pic := gametest.MustNapoleon(a).Picture(); pic.ToMove != asker || a.Record() == before {
		t.Fatalf("after the take back %s moves; record unchanged %v", pic.ToMove, a.Record() == before)
	}
}

// TestWaterlooTerrainByTouch: New game offers terrain with three armies: random ground
// starts a game whose Terrain tag is the same from every edge; the editor opens first when
// chosen, and a tap there puts the tile on all four edges' approaches.
func TestWaterlooTerrainByTouch(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	gametest.StartWaterloo(a, "3", "option:terrain:random")
	tag := recordTag(t, a.Record(), "Terrain")
	b := napoleon.Board15
	tr, err := napoleon.ParseTerrain(b, tag)
	if err != nil || tr.IsEmpty() || !tr.TurnSymmetric(b) {
		t.Fatalf("random Waterloo ground %q (%v)", tag, err)
	}

	e := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	e.GoTo("button:new", "newgame")
	e.GoTo("button:napoleon", "options")
	e.GoTo("option:armies:3", "options")
	e.Reveal("option:terrain:edit")
	e.GoTo("option:terrain:edit", "options")
	e.GoTo("button:start", "terrain")
	e.Tap(input.Touch, "g6")
	pic := gametest.MustNapoleon(e).Picture()
	q := napoleon.SquareAt(6, 5)
	for i := 0; i < 4; i++ {
		if pic.Terrain[q] == napoleon.Plain {
			t.Fatalf("the tile on g6 is not on %s", q)
		}
		q = b.Turn(q)
	}
	e.GoTo("button:done", "handover")
}

// recordTag is a tag of a record's text, failing the test without it.
func recordTag(t *testing.T, text, name string) string {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	v, ok := rec.Tag(name)
	if !ok {
		t.Fatalf("no %s tag:\n%s", name, text)
	}
	return v
}

// TestWaterlooSavedSetUps: in a three-army game South loads a built-in set-up on the middle
// of its edge and saves it; East then loads the saved one turned onto its own edge, with
// each cannon facing as East sees it; the two-army set-ups of the board are not listed.
func TestWaterlooSavedSetUps(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	gametest.StartWaterloo(a, "3")
	a.GoTo("button:ready", "setup")
	b := napoleon.Board15
	builtin := layouts.WaterlooBuiltins(mustConfig(t, a), napoleon.ExactArmy(napoleon.Army16))[0]
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(builtin.ID, "load"), "setup")
	if !strings.Contains(" "+a.Shown()+" ", " h1=SK>N ") && !strings.Contains(" "+a.Shown()+" ", " g1=SK>N ") {
		t.Fatalf("South's set-up: %s", a.Shown())
	}
	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("edge line")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Napoleon, layouts.BoardKey(b, true))
	if len(saved) != 1 || len(gametest.SavedBook(t, a.Store).List(layouts.Napoleon, b.String())) != 0 {
		t.Fatalf("saved %+v", saved)
	}
	a.LayoutsDo("button:back", "setup")
	a.GoTo("button:done", "handover")
	a.GoTo("button:ready", "setup")
	if gametest.MustNapoleon(a).Picture().Seat != napoleon.East {
		t.Fatal("East does not set up second")
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(saved[0].ID, "load"), "setup")
	shown := a.Shown()
	if !strings.Contains(shown, "=EK>W") || strings.Contains(shown, "=S") {
		t.Fatalf("East's loaded set-up: %s", shown)
	}
	a.GoTo("button:done", "handover") // legal: East's zone, East's pieces
}

// mustConfig is the rules' configuration of the Napoleon game on screen.
func mustConfig(t *testing.T, a *gametest.App) napoleon.Config {
	t.Helper()
	cfg, _ := gametest.MustNapoleon(a).Session().SetUpRules()
	return cfg
}
