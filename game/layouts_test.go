package game

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/storage"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// layoutsDo acts on the layouts list as a tap would, scrolling its row into view first.
func (a *testApp) layoutsDo(target, scene string) {
	a.t.Helper()
	a.idle()
	a.shared.ClearNotice() // it may cover the button the test taps next; the test reads it before
	if s, ok := a.scene.(*layoutscreen.Screen); ok {
		s.Reveal(target)
	}
	a.tap(input.Touch, target)
	wantScene(a.t, a, scene)
}

// saveLayout taps Save in the layouts list, types name over the suggested one ("" keeps
// the suggestion) and taps OK.
func (a *testApp) saveLayout(name string) {
	a.t.Helper()
	a.layoutsDo("button:save", "layouts")
	f := a.scene.(*layoutscreen.Screen).Field()
	if f == nil || f.Name != "field:name" {
		a.t.Fatalf("Save asks no name (%+v)", f)
	}
	if name != "" {
		f.SetText("")
		f.Insert(name)
	}
	a.layoutsDo("dialog:ok", "layouts")
	if a.scene.(*layoutscreen.Screen).Field() != nil {
		a.t.Fatalf("the name %q was refused: %q", name, a.dialogMessage())
	}
}

// dialogMessage is what the layouts list's dialog says under its field ("" for nothing).
func (a *testApp) dialogMessage() string {
	return a.scene.(*layoutscreen.Screen).DialogMessage()
}

// savedBook is the layouts book as the store holds it now.
func savedBook(t *testing.T, st storage.Store) *layouts.Book {
	t.Helper()
	b, errs := layouts.Open(st, timeNowForTest)
	if len(errs) > 0 {
		t.Fatalf("the stored layouts do not read: %v", errs)
	}
	return b
}

var timeNowForTest = time.Unix(1_700_000_000, 0)

// junqiShown is a seat's layout as the deployment screen shows it.
func junqiShown(t *testing.T, a *testApp, k junqi.BoardKind, seat junqi.Seat) junqi.Layout {
	t.Helper()
	var keep []string
	for _, f := range strings.Fields(a.Shown()) {
		if i := strings.IndexByte(f, '='); i > 0 && i+1 < len(f) && f[i+1] == seat.String()[0] {
			keep = append(keep, f)
		}
	}
	l, err := junqi.LayoutFromPlacements(k, seat, strings.Join(keep, " "))
	if err != nil {
		t.Fatalf("the board shows no layout of %v: %v (%s)", seat, err, a.Shown())
	}
	return l
}

// The deployment screen's Layouts list saves the layout on the board, loads it back after
// Random, loads it mirrored, loads it into the other seat's area turned round, exports it
// as the seat's placement list, and deletes it with two taps.
func TestJunqiSavedLayouts(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 360, H: 640, Scale: 1})
	wantScene(t, a, "deploy")
	a.goTo("layout:fortress", "deploy")
	fortress := junqiShown(t, a, junqi.TwoPlayer, junqi.South)

	a.goTo("button:layouts", "layouts")
	a.saveLayout("")
	if !strings.Contains(a.shared.Notice, "Layout 1") {
		t.Fatalf("saving says %q", a.shared.Notice)
	}
	saved := savedBook(t, a.store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Text != layouts.JunqiText(fortress) {
		t.Fatalf("the store holds %+v", saved)
	}
	id := saved[0].ID

	a.layoutsDo("button:back", "deploy")
	a.goTo("button:random", "deploy")
	if junqiShown(t, a, junqi.TwoPlayer, junqi.South) == fortress {
		t.Fatal("Random left the fortress")
	}
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.TwoPlayer, junqi.South); got != fortress {
		t.Fatalf("loading the saved layout shows %v, want %v", got, fortress)
	}
	// The player may still swap pieces after loading.
	a6, c6 := pieceAt(a.Shown(), "a6"), pieceAt(a.Shown(), "c6")
	a.drag(a.at("a6"), a.at("c6"))
	if pieceAt(a.Shown(), "a6") != c6 || pieceAt(a.Shown(), "c6") != a6 {
		t.Fatalf("no swap after loading: %s", a.Shown())
	}

	a.goTo("button:layouts", "layouts")
	if h := a.scene.(*layoutscreen.Screen).EntryHelp(-1); !strings.HasPrefix(h, "Flag b1 · Landmine a1 c1 b2 · Bomb") {
		t.Fatalf("the left flag's summary: %q", h)
	}
	a.layoutsDo(entryTarget(-1, "mirror"), "deploy") // left flag, mirrored
	if !strings.Contains(a.Shown(), "d1=SF") || junqiShown(t, a, junqi.TwoPlayer, junqi.South) != junqi.Layouts[0].Layout.Mirror() {
		t.Fatalf("the mirrored left flag shows %s", a.Shown())
	}

	// The autosave holds the loaded layout: a restart shows it.
	shown := a.Shown()
	b := newTestAppOn(t, a.view, a.store, a.shared.Records)
	b.goTo("button:continue", "deploy")
	if b.Shown() != shown {
		t.Fatalf("after a restart the deployment shows %s, want %s", b.Shown(), shown)
	}

	// North loads the same saved layout into its own area.
	a.goTo("button:done", "deploy")
	if d := junqiGameOf(t, a).Picture().Deploying; d != junqi.North {
		t.Fatalf("%v deploys after South", d)
	}
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.TwoPlayer, junqi.North); got != fortress {
		t.Fatalf("North's loaded layout %v, want the fortress %v", got, fortress)
	}

	// Export writes North's placement list into the records folder.
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(id, "export"), "layouts")
	files, _ := a.shared.Records.List()
	if len(files) != 1 || !strings.HasPrefix(files[0], "layout-junqi-") {
		t.Fatalf("export wrote %v (%q)", files, a.shared.Notice)
	}
	text, _ := a.shared.Records.Read(files[0])
	if strings.TrimSpace(text) != layouts.JunqiFor(fortress, junqi.TwoPlayer, junqi.North) {
		t.Fatalf("exported %q", text)
	}

	// Delete asks for a second tap.
	a.layoutsDo(entryTarget(id, "delete"), "layouts")
	if len(savedBook(t, a.store).List(layouts.Junqi, "")) != 1 {
		t.Fatal("one tap deleted the layout")
	}
	a.layoutsDo(entryTarget(id, "delete"), "layouts")
	if n := len(savedBook(t, a.store).List(layouts.Junqi, "")); n != 0 {
		t.Fatalf("%d layouts left after delete", n)
	}

	// Import reads the exported file back (the desktop lists the records folder).
	a.layoutsDo("button:import", "layouts")
	a.layoutsDo("file:"+files[0], "layouts")
	if !strings.Contains(a.shared.Notice, "Imported") {
		t.Fatalf("import says %q", a.shared.Notice)
	}
	saved = savedBook(t, a.store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Text != layouts.JunqiText(fortress) {
		t.Fatalf("imported %+v", saved)
	}
}

func entryTarget(id int, action string) string {
	return "option:entry:" + itoa(id) + ":" + action
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// A saved layout the store cannot read is left out with a message and the others load; a
// file that is no layout is refused and nothing changes.
func TestJunqiLayoutsDamagedEntry(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1})
	good := layouts.JunqiText(junqi.Layouts[3].Layout)
	payload := `{"version":1,"layouts":[{"id":1,"name":"broken","game":"junqi","text":"a1=SF"},` +
		`{"id":2,"name":"good","game":"junqi","text":"` + good + `"}]}`
	if err := storage.SaveEnvelope(a.store, layouts.StoreName, layouts.StoreKind, []byte(payload)); err != nil {
		t.Fatal(err)
	}
	a.goTo("button:layouts", "layouts")
	if !strings.Contains(a.shared.Notice, "broken") {
		t.Fatalf("no word of the damaged entry: %q", a.shared.Notice)
	}
	if _, ok := a.scene.Target(entryTarget(1, "load")); ok {
		t.Fatal("the damaged entry is listed")
	}
	a.layoutsDo(entryTarget(2, "load"), "deploy")
	if junqiShown(t, a, junqi.TwoPlayer, junqi.South) != junqi.Layouts[3].Layout {
		t.Fatalf("the good entry did not load: %s", a.Shown())
	}
	data, _ := a.store.Load(layouts.StoreName)
	if !strings.Contains(string(data), `"broken"`) {
		t.Fatal("the damaged entry was dropped from the store")
	}

	// A file that is not a layout: refused, the list as it was.
	before := a.Shown()
	if _, err := a.shared.Records.Export("bad.txt", "a1=SF b1=SF\n"); err != nil {
		t.Fatal(err)
	}
	a.goTo("button:layouts", "layouts")
	a.layoutsDo("button:import", "layouts")
	a.layoutsDo("file:bad.txt", "layouts")
	if !strings.Contains(a.shared.Notice, "bad.txt") || !strings.Contains(a.shared.Notice, "not a layout") {
		t.Fatalf("a bad file says %q", a.shared.Notice)
	}
	a.layoutsDo("button:back", "layouts")
	a.layoutsDo("button:back", "deploy")
	if a.Shown() != before {
		t.Fatal("a refused import changed the board")
	}
}

// On the four-country board a layout saved in South's area loads into East's.
func TestJunqiLayoutsFourCountry(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 1280, H: 800, Scale: 1}, "option:board:4p-ffa")
	a.goTo("layout:central bombs", "deploy")
	want := junqiShown(t, a, junqi.FourCountry, junqi.South)
	a.goTo("button:layouts", "layouts")
	a.saveLayout("")
	id := savedBook(t, a.store).List(layouts.Junqi, "")[0].ID
	a.layoutsDo("button:back", "deploy")
	a.goTo("button:done", "deploy")
	a.throughHandOver()
	g := junqiGameOf(t, a)
	seat := g.Picture().Deploying
	if seat == junqi.South {
		t.Fatal("South deploys again")
	}
	a.goTo("button:random", "deploy")
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.FourCountry, seat); got != want {
		t.Fatalf("%v's loaded layout %v, want %v", seat, got, want)
	}
}

// The Napoleon set-up loads a built-in with its cannon facings, saves it, loads it for
// North turned round, and refuses a set-up of other pieces.
func TestNapoleonSavedSetUps(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	startNapoleonGame(a)
	a.goTo("button:ready", "setup")
	a.goTo("button:layouts", "layouts")
	builtin := layouts.NapoleonBuiltins("8x8")[0]
	a.layoutsDo(entryTarget(builtin.ID, "load"), "setup")
	for _, want := range []string{"c2=SK>NE", "f2=SK>NW", "e1=SK>N", "c1=SG", "d1=SD"} {
		if !strings.Contains(" "+a.Shown()+" ", " "+want+" ") {
			t.Fatalf("the set-up lacks %s: %s", want, a.Shown())
		}
	}
	// The autosave holds the loaded set-up: a restart shows it.
	shown := a.Shown()
	r := newTestAppOn(t, a.view, a.store, a.shared.Records)
	r.goTo("button:continue", "setup")
	if r.Shown() != shown {
		t.Fatalf("after a restart the set-up shows %s, want %s", r.Shown(), shown)
	}
	// Turn a cannon, then save: the facing is kept.
	if err := mustNapoleon(a).Session().TurnCannon(napoleon.SquareAt(2, 1), napoleon.DirE); err != nil {
		t.Fatal(err)
	}
	a.goTo("button:layouts", "layouts")
	a.saveLayout("")
	saved := savedBook(t, a.store).List(layouts.Napoleon, "8x8")
	if len(saved) != 1 || !strings.Contains(saved[0].Text, "c2=SK>E") || saved[0].Army != "16" {
		t.Fatalf("saved %+v", saved)
	}
	if n := len(savedBook(t, a.store).List(layouts.Napoleon, "10x10")); n != 0 {
		t.Fatalf("the 8x8 set-up is listed on 10x10 (%d)", n)
	}
	a.layoutsDo("button:back", "setup")
	a.goTo("button:done", "handover")
	a.goTo("button:ready", "setup")
	a.goTo("button:layouts", "layouts")
	// North's summary names North's squares.
	if h := a.scene.(*layoutscreen.Screen).EntryHelp(saved[0].ID); !strings.Contains(h, "f7>W") || !strings.Contains(h, "General f8 c8") {
		t.Fatalf("North's summary of the saved set-up: %q", h)
	}
	a.layoutsDo(entryTarget(saved[0].ID, "load"), "setup")
	// c2 facing E for South is f7 facing W for North.
	for _, want := range []string{"f7=NK>W", "c7=NK>SE", "d8=NK>S", "f8=NG", "e8=ND"} {
		if !strings.Contains(" "+a.Shown()+" ", " "+want+" ") {
			t.Fatalf("North's set-up lacks %s: %s", want, a.Shown())
		}
	}
	// A set-up of other pieces (a 20-piece army's) is refused, the board kept.
	before := a.Shown()
	other := layouts.Entry{Name: "big", Game: layouts.Napoleon, Board: "8x8", Text: "a1=SG b1=SG c1=SD"}
	if _, err := savedBook(t, a.store).Add(a.store, other); err != nil {
		t.Fatal(err)
	}
	a.goTo("button:layouts", "layouts")
	list := savedBook(t, a.store).List(layouts.Napoleon, "8x8")
	a.layoutsDo(entryTarget(list[len(list)-1].ID, "load"), "layouts")
	if !strings.Contains(a.shared.Notice, i18n.Text(a.shared.Text.Lang(), i18n.LayoutRefused)[:20]) {
		t.Fatalf("a set-up of other pieces says %q", a.shared.Notice)
	}
	a.layoutsDo("button:back", "setup")
	if a.Shown() != before {
		t.Fatalf("a refused set-up changed the board: %s", a.Shown())
	}
}

// TestLayoutsScreenshots leaves the layouts list at phone, tablet and desktop sizes in the
// artefacts directory (with a few saved layouts) and checks its controls lie on screen.
func TestLayoutsScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := []struct {
		name string
		v    render.View
	}{
		{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
		{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
		{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	}
	for _, sv := range views {
		screen := newScreen(sv.v)
		a := startJunqiTest(t, sv.v)
		a.goTo("button:layouts", "layouts")
		a.saveLayout("")
		a.saveLayout("我的布阵")
		a.shared.Notice = ""
		for _, tg := range []string{"button:back", "button:save", "button:import", entryTarget(2, "load"), entryTarget(2, "delete")} {
			r, ok := a.scene.Target(tg)
			if !ok || !r.In(sv.v.Bounds()) || r.H < render.MinTarget-0.5 {
				t.Errorf("%s: %s is not a finger-sized target on screen (%+v)", sv.name, tg, r)
			}
		}
		a.dirty = true
		a.Draw(screen)
		writePNG(t, filepath.Join(dir, "layouts-junqi-"+sv.name+".png"), snapshot(screen))
		if sv.v.W < 400 {
			// French, the longest words, with a Delete waiting for its second tap.
			fr, _ := i18n.ParseLang("fr")
			a.shared.SetLanguage(fr)
			a.layoutsDo(entryTarget(2, "delete"), "layouts")
			a.dirty = true
			a.Draw(screen)
			writePNG(t, filepath.Join(dir, "layouts-junqi-fr-"+sv.name+".png"), snapshot(screen))
			en, _ := i18n.ParseLang("en")
			a.shared.SetLanguage(en)
		}
		a.layoutsDo("button:back", "deploy")
		a.dirty = true
		a.Draw(screen)
		writePNG(t, filepath.Join(dir, "layouts-deploy-"+sv.name+".png"), snapshot(screen))

		n := newTestApp(t, sv.v)
		startNapoleonGame(n)
		n.goTo("button:ready", "setup")
		n.dirty = true
		n.Draw(screen)
		writePNG(t, filepath.Join(dir, "layouts-napoleon-setup-"+sv.name+".png"), snapshot(screen))
		n.goTo("button:layouts", "layouts")
		n.dirty = true
		n.Draw(screen)
		writePNG(t, filepath.Join(dir, "layouts-napoleon-"+sv.name+".png"), snapshot(screen))
	}
}
