package layoutscreen_test

import (
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/game/storage"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// junqiShown is a seat's layout as the deployment screen shows it.
func junqiShown(t *testing.T, a *gametest.App, k junqi.BoardKind, seat junqi.Seat) junqi.Layout {
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
	a := gametest.StartJunqiTest(t, render.View{W: 360, H: 640, Scale: 1})
	gametest.WantScene(t, a, "deploy")
	a.GoTo("layout:fortress", "deploy")
	fortress := junqiShown(t, a, junqi.TwoPlayer, junqi.South)

	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("")
	if !strings.Contains(a.Shared().Notice, "Layout 1") {
		t.Fatalf("saving says %q", a.Shared().Notice)
	}
	saved := gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Text != layouts.JunqiText(fortress) {
		t.Fatalf("the store holds %+v", saved)
	}
	id := saved[0].ID

	a.LayoutsDo("button:back", "deploy")
	a.GoTo("button:random", "deploy")
	if junqiShown(t, a, junqi.TwoPlayer, junqi.South) == fortress {
		t.Fatal("Random left the fortress")
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.TwoPlayer, junqi.South); got != fortress {
		t.Fatalf("loading the saved layout shows %v, want %v", got, fortress)
	}
	// The player may still swap pieces after loading.
	a6, c6 := gametest.PieceAt(a.Shown(), "a6"), gametest.PieceAt(a.Shown(), "c6")
	a.Drag(a.At("a6"), a.At("c6"))
	if gametest.PieceAt(a.Shown(), "a6") != c6 || gametest.PieceAt(a.Shown(), "c6") != a6 {
		t.Fatalf("no swap after loading: %s", a.Shown())
	}

	a.GoTo("button:layouts", "layouts")
	if h := a.Scene().(*layoutscreen.Screen).EntryHelp(-1); !strings.HasPrefix(h, "Flag b1 · Landmine a1 c1 b2 · Bomb") {
		t.Fatalf("the left flag's summary: %q", h)
	}
	a.LayoutsDo(gametest.EntryTarget(-1, "mirror"), "deploy") // left flag, mirrored
	if !strings.Contains(a.Shown(), "d1=SF") || junqiShown(t, a, junqi.TwoPlayer, junqi.South) != junqi.Layouts[0].Layout.Mirror() {
		t.Fatalf("the mirrored left flag shows %s", a.Shown())
	}

	// The autosave holds the loaded layout: a restart shows it.
	shown := a.Shown()
	b := gametest.NewTestAppOn(t, a.View(), a.Store, a.Shared().Records)
	b.GoTo("button:continue", "deploy")
	if b.Shown() != shown {
		t.Fatalf("after a restart the deployment shows %s, want %s", b.Shown(), shown)
	}

	// North loads the same saved layout into its own area.
	a.GoTo("button:done", "deploy")
	if d := gametest.JunqiGameOf(t, a).Picture().Deploying; d != junqi.North {
		t.Fatalf("%v deploys after South", d)
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.TwoPlayer, junqi.North); got != fortress {
		t.Fatalf("North's loaded layout %v, want the fortress %v", got, fortress)
	}

	// Export writes North's placement list into the records folder.
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(id, "export"), "layouts")
	files, _ := a.Shared().Records.List()
	if len(files) != 1 || !strings.HasPrefix(files[0], "layout-junqi-") {
		t.Fatalf("export wrote %v (%q)", files, a.Shared().Notice)
	}
	text, _ := a.Shared().Records.Read(files[0])
	if strings.TrimSpace(text) != layouts.JunqiFor(fortress, junqi.TwoPlayer, junqi.North) {
		t.Fatalf("exported %q", text)
	}

	// Delete asks for a second tap.
	a.LayoutsDo(gametest.EntryTarget(id, "delete"), "layouts")
	if len(gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")) != 1 {
		t.Fatal("one tap deleted the layout")
	}
	a.LayoutsDo(gametest.EntryTarget(id, "delete"), "layouts")
	if n := len(gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")); n != 0 {
		t.Fatalf("%d layouts left after delete", n)
	}

	// Import reads the exported file back (the desktop lists the records folder).
	a.LayoutsDo("button:import", "layouts")
	a.LayoutsDo("file:"+files[0], "layouts")
	if !strings.Contains(a.Shared().Notice, "Imported") {
		t.Fatalf("import says %q", a.Shared().Notice)
	}
	saved = gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Text != layouts.JunqiText(fortress) {
		t.Fatalf("imported %+v", saved)
	}
}

// A saved layout the store cannot read is left out with a message and the others load; a
// file that is no layout is refused and nothing changes.
func TestJunqiLayoutsDamagedEntry(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1})
	good := layouts.JunqiText(junqi.Layouts[3].Layout)
	payload := `{"version":1,"layouts":[{"id":1,"name":"broken","game":"junqi","text":"a1=SF"},` +
		`{"id":2,"name":"good","game":"junqi","text":"` + good + `"}]}`
	if err := storage.SaveEnvelope(a.Store, layouts.StoreName, layouts.StoreKind, []byte(payload)); err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	if !strings.Contains(a.Shared().Notice, "broken") {
		t.Fatalf("no word of the damaged entry: %q", a.Shared().Notice)
	}
	if _, ok := a.Scene().Target(gametest.EntryTarget(1, "load")); ok {
		t.Fatal("the damaged entry is listed")
	}
	a.LayoutsDo(gametest.EntryTarget(2, "load"), "deploy")
	if junqiShown(t, a, junqi.TwoPlayer, junqi.South) != junqi.Layouts[3].Layout {
		t.Fatalf("the good entry did not load: %s", a.Shown())
	}
	data, _ := a.Store.Load(layouts.StoreName)
	if !strings.Contains(string(data), `"broken"`) {
		t.Fatal("the damaged entry was dropped from the store")
	}

	// A file that is not a layout: refused, the list as it was.
	before := a.Shown()
	if _, err := a.Shared().Records.Export("bad.txt", "a1=SF b1=SF\n"); err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo("button:import", "layouts")
	a.LayoutsDo("file:bad.txt", "layouts")
	if !strings.Contains(a.Shared().Notice, "bad.txt") || !strings.Contains(a.Shared().Notice, "not a layout") {
		t.Fatalf("a bad file says %q", a.Shared().Notice)
	}
	a.LayoutsDo("button:back", "layouts")
	a.LayoutsDo("button:back", "deploy")
	if a.Shown() != before {
		t.Fatal("a refused import changed the board")
	}
}

// On the four-country board a layout saved in South's area loads into East's.
func TestJunqiLayoutsFourCountry(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 1280, H: 800, Scale: 1}, "option:board:4p-ffa")
	a.GoTo("layout:central bombs", "deploy")
	want := junqiShown(t, a, junqi.FourCountry, junqi.South)
	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("")
	id := gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")[0].ID
	a.LayoutsDo("button:back", "deploy")
	a.GoTo("button:done", "deploy")
	a.ThroughHandOver()
	g := gametest.JunqiGameOf(t, a)
	seat := g.Picture().Deploying
	if seat == junqi.South {
		t.Fatal("South deploys again")
	}
	a.GoTo("button:random", "deploy")
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(id, "load"), "deploy")
	if got := junqiShown(t, a, junqi.FourCountry, seat); got != want {
		t.Fatalf("%v's loaded layout %v, want %v", seat, got, want)
	}
}

// The Napoleon set-up loads a built-in with its cannon facings, saves it, loads it for
// North turned round, and refuses a set-up of other pieces.
func TestNapoleonSavedSetUps(t *testing.T) {
	a := gametest.NewTestApp(t, render.View{W: 360, H: 640, Scale: 1})
	gametest.StartNapoleonGame(a)
	a.GoTo("button:ready", "setup")
	a.GoTo("button:layouts", "layouts")
	builtin := layouts.NapoleonBuiltins("8x8")[0]
	a.LayoutsDo(gametest.EntryTarget(builtin.ID, "load"), "setup")
	for _, want := range []string{"c2=SK>NE", "f2=SK>NW", "e1=SK>N", "c1=SG", "d1=SD"} {
		if !strings.Contains(" "+a.Shown()+" ", " "+want+" ") {
			t.Fatalf("the set-up lacks %s: %s", want, a.Shown())
		}
	}
	// The autosave holds the loaded set-up: a restart shows it.
	shown := a.Shown()
	r := gametest.NewTestAppOn(t, a.View(), a.Store, a.Shared().Records)
	r.GoTo("button:continue", "setup")
	if r.Shown() != shown {
		t.Fatalf("after a restart the set-up shows %s, want %s", r.Shown(), shown)
	}
	// Turn a cannon, then save: the facing is kept.
	if err := gametest.MustNapoleon(a).Session().TurnCannon(napoleon.SquareAt(2, 1), napoleon.DirE); err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Napoleon, "8x8")
	if len(saved) != 1 || !strings.Contains(saved[0].Text, "c2=SK>E") || saved[0].Army != "16" {
		t.Fatalf("saved %+v", saved)
	}
	if n := len(gametest.SavedBook(t, a.Store).List(layouts.Napoleon, "10x10")); n != 0 {
		t.Fatalf("the 8x8 set-up is listed on 10x10 (%d)", n)
	}
	a.LayoutsDo("button:back", "setup")
	a.GoTo("button:done", "handover")
	a.GoTo("button:ready", "setup")
	a.GoTo("button:layouts", "layouts")
	// North's summary names North's squares.
	if h := a.Scene().(*layoutscreen.Screen).EntryHelp(saved[0].ID); !strings.Contains(h, "f7>W") || !strings.Contains(h, "General f8 c8") {
		t.Fatalf("North's summary of the saved set-up: %q", h)
	}
	a.LayoutsDo(gametest.EntryTarget(saved[0].ID, "load"), "setup")
	// c2 facing E for South is f7 facing W for North.
	for _, want := range []string{"f7=NK>W", "c7=NK>SE", "d8=NK>S", "f8=NG", "e8=ND"} {
		if !strings.Contains(" "+a.Shown()+" ", " "+want+" ") {
			t.Fatalf("North's set-up lacks %s: %s", want, a.Shown())
		}
	}
	// A set-up of other pieces (a 20-piece army's) is refused, the board kept.
	before := a.Shown()
	other := layouts.Entry{Name: "big", Game: layouts.Napoleon, Board: "8x8", Text: "a1=SG b1=SG c1=SD"}
	if _, err := gametest.SavedBook(t, a.Store).Add(a.Store, other); err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	list := gametest.SavedBook(t, a.Store).List(layouts.Napoleon, "8x8")
	a.LayoutsDo(gametest.EntryTarget(list[len(list)-1].ID, "load"), "layouts")
	if !strings.Contains(a.Shared().Notice, i18n.Text(a.Shared().Text.Lang(), i18n.LayoutRefused)[:20]) {
		t.Fatalf("a set-up of other pieces says %q", a.Shared().Notice)
	}
	a.LayoutsDo("button:back", "setup")
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
		screen := gametest.NewScreen(sv.v)
		a := gametest.StartJunqiTest(t, sv.v)
		a.GoTo("button:layouts", "layouts")
		a.SaveLayout("")
		a.SaveLayout("我的布阵")
		a.Shared().Notice = ""
		for _, tg := range []string{"button:back", "button:save", "button:import", gametest.EntryTarget(2, "load"), gametest.EntryTarget(2, "delete")} {
			r, ok := a.Scene().Target(tg)
			if !ok || !r.In(sv.v.Bounds()) || r.H < render.MinTarget-0.5 {
				t.Errorf("%s: %s is not a finger-sized target on screen (%+v)", sv.name, tg, r)
			}
		}
		a.SetDirty(true)
		a.Draw(screen)
		gametest.WritePNG(t, filepath.Join(dir, "layouts-junqi-"+sv.name+".png"), gametest.Snapshot(screen))
		if sv.v.W < 400 {
			// French, the longest words, with a Delete waiting for its second tap.
			fr, _ := i18n.ParseLang("fr")
			a.Shared().SetLanguage(fr)
			a.LayoutsDo(gametest.EntryTarget(2, "delete"), "layouts")
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "layouts-junqi-fr-"+sv.name+".png"), gametest.Snapshot(screen))
			en, _ := i18n.ParseLang("en")
			a.Shared().SetLanguage(en)
		}
		a.LayoutsDo("button:back", "deploy")
		a.SetDirty(true)
		a.Draw(screen)
		gametest.WritePNG(t, filepath.Join(dir, "layouts-deploy-"+sv.name+".png"), gametest.Snapshot(screen))

		n := gametest.NewTestApp(t, sv.v)
		gametest.StartNapoleonGame(n)
		n.GoTo("button:ready", "setup")
		n.SetDirty(true)
		n.Draw(screen)
		gametest.WritePNG(t, filepath.Join(dir, "layouts-napoleon-setup-"+sv.name+".png"), gametest.Snapshot(screen))
		n.GoTo("button:layouts", "layouts")
		n.SetDirty(true)
		n.Draw(screen)
		gametest.WritePNG(t, filepath.Join(dir, "layouts-napoleon-"+sv.name+".png"), gametest.Snapshot(screen))
	}
}
