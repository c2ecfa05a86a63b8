package layoutscreen_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/layoutscreen"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
)

// fakeClipboard answers at once: it keeps what was copied and gives what was put in it,
// or refuses both, as a browser without the player's leave does.
type fakeClipboard struct {
	text   string
	refuse bool
	done   *struct {
		text string
		err  error
	}
}

func (c *fakeClipboard) answer(text string, err error) {
	c.done = &struct {
		text string
		err  error
	}{text, err}
}

func (c *fakeClipboard) Copy(text string) {
	if c.refuse {
		c.answer("", errors.New("refused"))
		return
	}
	c.text = text
	c.answer("", nil)
}

func (c *fakeClipboard) Paste() {
	if c.refuse {
		c.answer("", errors.New("refused"))
		return
	}
	c.answer(c.text, nil)
}

func (c *fakeClipboard) Done() (string, error, bool) {
	d := c.done
	c.done = nil
	if d == nil {
		return "", nil, false
	}
	return d.text, d.err, true
}

func layoutsScreen(t *testing.T, a *gametest.App) *layoutscreen.Screen {
	t.Helper()
	s, ok := a.Scene().(*layoutscreen.Screen)
	if !ok {
		t.Fatalf("the scene is %q, not the layouts list", a.SceneName())
	}
	return s
}

// typeName replaces the dialog field's text as a player would: erasing it key by key, then
// typing.
func typeName(t *testing.T, a *gametest.App, name string) {
	t.Helper()
	f := layoutsScreen(t, a).Field()
	if f == nil {
		t.Fatal("no text field on screen")
	}
	f.Edit.SetCursor(f.Edit.Len())
	for f.Edit.Len() > 0 {
		f.Press(1) // textedit.KeyBackspace
	}
	f.Insert(name)
}

// Save asks a name, suggesting "Layout N" (selected: the first key typed replaces it); a typed Chinese name is kept, across a restart;
// an empty name and one already saved are refused with a message, the text kept and the
// book unchanged; Cancel saves nothing; Rename gives a saved layout a new name.
func TestLayoutNamesTyped(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 360, H: 640, Scale: 1})
	a.GoTo("layout:fortress", "deploy")
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo("button:save", "layouts")
	f := layoutsScreen(t, a).Field()
	if f == nil || f.Text() != "Layout 1" || !f.Focused || !f.Edit.AllSelected() {
		t.Fatalf("Save shows the field %+v, want it focused with Layout 1 selected (typing replaces it)", f)
	}
	if !a.Visible("field:name") || !a.Visible("dialog:ok") || !a.Visible("dialog:cancel") {
		t.Fatal("the name dialog's field and buttons are not on screen")
	}
	typeName(t, a, "  我的   布阵 ")
	a.LayoutsDo("dialog:ok", "layouts")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Name != "我的 布阵" {
		t.Fatalf("saved %+v", saved)
	}
	if !strings.Contains(a.Shared().Notice, "我的 布阵") {
		t.Fatalf("saving says %q", a.Shared().Notice)
	}

	// The same name again (letter case and spaces aside) is refused, and says why.
	a.LayoutsDo("button:save", "layouts")
	if got := layoutsScreen(t, a).Field().Text(); got != "Layout 2" {
		t.Fatalf("the second suggestion is %q", got)
	}
	typeName(t, a, "我的 布阵")
	a.LayoutsDo("dialog:ok", "layouts")
	if msg := a.DialogMessage(); !strings.Contains(msg, "already") || !strings.Contains(msg, "我的 布阵") {
		t.Fatalf("a taken name says %q", msg)
	}
	if layoutsScreen(t, a).Field().Text() != "我的 布阵" {
		t.Fatal("a refused name lost what was typed")
	}
	typeName(t, a, "   ")
	a.LayoutsDo("dialog:ok", "layouts")
	if msg := a.DialogMessage(); msg != i18n.Text(i18n.En, i18n.LayoutNameEmpty) {
		t.Fatalf("an empty name says %q", msg)
	}
	a.LayoutsDo("dialog:cancel", "layouts")
	if layoutsScreen(t, a).Field() != nil {
		t.Fatal("Cancel left the dialog open")
	}
	if n := len(gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")); n != 1 {
		t.Fatalf("%d layouts saved after refusals and Cancel", n)
	}

	// Rename: the field starts with the name; a taken name is refused; a new one is kept.
	id := saved[0].ID
	a.SaveLayout("Wall")
	a.LayoutsDo(gametest.EntryTarget(id, "rename"), "layouts")
	if got := layoutsScreen(t, a).Field().Text(); got != "我的 布阵" {
		t.Fatalf("Rename starts with %q", got)
	}
	typeName(t, a, "wall")
	a.LayoutsDo("dialog:ok", "layouts")
	if !strings.Contains(a.DialogMessage(), "Wall") {
		t.Fatalf("renaming onto Wall says %q", a.DialogMessage())
	}
	typeName(t, a, "左旗 fortress")
	a.LayoutsDo("dialog:ok", "layouts")
	if layoutsScreen(t, a).Field() != nil {
		t.Fatalf("the rename was refused: %q", a.DialogMessage())
	}
	if e, _ := gametest.SavedBook(t, a.Store).Get(id); e.Name != "左旗 fortress" {
		t.Fatalf("renamed to %q", e.Name)
	}
	// Back in a dialog leaves the dialog, not the list.
	a.LayoutsDo(gametest.EntryTarget(id, "rename"), "layouts")
	a.LayoutsDo("button:back", "layouts")
	if layoutsScreen(t, a).Field() != nil {
		t.Fatal("Back left the dialog open")
	}

	// A restart lists the names.
	b := gametest.NewTestAppOn(t, a.View(), a.Store, a.Shared().Records)
	var names []string
	for _, e := range gametest.SavedBook(t, b.Store).List(layouts.Junqi, "") {
		names = append(names, e.Name)
	}
	if strings.Join(names, "|") != "左旗 fortress|Wall" {
		t.Fatalf("after a restart: %q", names)
	}
}

// Copy puts the layout's text, in the deploying seat's points, on the clipboard; Paste reads
// it back as a new layout (named in a second step); a refused clipboard shows the text to
// copy by hand and an empty box to paste into; a bad text is refused with a message and
// nothing is lost or saved.
func TestLayoutTextCopyPaste(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1})
	clip := &fakeClipboard{}
	a.Shared().Clipboard = clip
	a.GoTo("button:layouts", "layouts")

	// Copy a built-in (the central bombs, id -3).
	a.LayoutsDo(gametest.EntryTarget(-3, "copy"), "layouts")
	want := layouts.JunqiFor(junqi.Layouts[2].Layout, junqi.TwoPlayer, junqi.South)
	if clip.text != want {
		t.Fatalf("copied %q, want %q", clip.text, want)
	}
	if !strings.Contains(a.Shared().Notice, "clipboard") {
		t.Fatalf("copying says %q", a.Shared().Notice)
	}

	// Paste it back: the box opens with the clipboard's text, Import asks a name.
	a.LayoutsDo("button:paste", "layouts")
	f := layoutsScreen(t, a).Field()
	if f == nil || f.Name != "field:text" || f.Text() != want {
		t.Fatalf("Paste opens %+v", f)
	}
	a.LayoutsDo("dialog:ok", "layouts")
	f = layoutsScreen(t, a).Field()
	if f == nil || f.Name != "field:name" || f.Text() != "Layout 1" {
		t.Fatalf("a good text asks no name: %+v (%q)", f, a.DialogMessage())
	}
	typeName(t, a, "Bombs")
	a.LayoutsDo("dialog:ok", "layouts")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Name != "Bombs" || saved[0].Text != layouts.JunqiText(junqi.Layouts[2].Layout) {
		t.Fatalf("imported %+v", saved)
	}
	if !strings.Contains(a.Shared().Notice, "Imported") {
		t.Fatalf("importing says %q", a.Shared().Notice)
	}

	// A refused clipboard: Copy shows the text, read-only; Paste opens an empty box.
	clip.refuse = true
	a.LayoutsDo(gametest.EntryTarget(saved[0].ID, "copy"), "layouts")
	f = layoutsScreen(t, a).Field()
	if f == nil || !f.ReadOnly || f.Text() != want {
		t.Fatalf("a refused copy shows %+v", f)
	}
	if f.Insert("x") || f.Text() != want {
		t.Fatal("the text to copy can be edited")
	}
	a.LayoutsDo("dialog:ok", "layouts")
	a.LayoutsDo("button:paste", "layouts")
	f = layoutsScreen(t, a).Field()
	if f == nil || f.Text() != "" || f.ReadOnly {
		t.Fatalf("a refused paste opens %+v", f)
	}
	// Nothing pasted: asked for a text. A bad text: refused, kept in the box.
	a.LayoutsDo("dialog:ok", "layouts")
	if a.DialogMessage() != i18n.Text(i18n.En, i18n.LayoutPasteEmpty) {
		t.Fatalf("an empty paste says %q", a.DialogMessage())
	}
	bad := "a1=SF b1=SF c1=S9"
	f.Insert(bad)
	a.LayoutsDo("dialog:ok", "layouts")
	if msg := a.DialogMessage(); !strings.Contains(msg, "not a layout") {
		t.Fatalf("a bad text says %q", msg)
	}
	if f := layoutsScreen(t, a).Field(); f == nil || f.Text() != bad {
		t.Fatal("a refused text was lost")
	}
	a.LayoutsDo("dialog:cancel", "layouts")
	if n := len(gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")); n != 1 {
		t.Fatalf("%d layouts after a bad paste", n)
	}
	// A pasted record is read for its layout (South's, turned to the form kept).
	rec := "[Game \"junqi\"]\n[Board \"2p\"]\n[Position \"" + layouts.JunqiFor(junqi.Layouts[0].Layout, junqi.TwoPlayer, junqi.North) + "\"]\n"
	a.LayoutsDo("button:paste", "layouts")
	layoutsScreen(t, a).Field().Insert(rec)
	a.LayoutsDo("dialog:ok", "layouts")
	if f := layoutsScreen(t, a).Field(); f == nil || f.Name != "field:name" {
		t.Fatalf("a record's layout was refused: %q", a.DialogMessage())
	}
	a.LayoutsDo("dialog:ok", "layouts")
	saved = gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 2 || saved[1].Text != layouts.JunqiText(junqi.Layouts[0].Layout) {
		t.Fatalf("the record imported %+v", saved)
	}
}

// TestLayoutDialogScreenshots leaves the name, paste and copy dialogs at phone, tablet and
// desktop sizes in the artefacts directory (English; the name dialog also in Chinese and
// French with a refusal shown), and checks their controls are finger-sized and on screen.
func TestLayoutDialogScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range []struct {
		name string
		v    render.View
	}{
		{"phone-360x640@3x", render.View{W: 360, H: 640, Scale: 3}},
		{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
		{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	} {
		screen := gametest.NewScreen(sv.v)
		app := gametest.StartJunqiTest(t, sv.v)
		shot := func(name string, targets ...string) {
			t.Helper()
			for _, tg := range targets {
				r, ok := app.Scene().Target(tg)
				if !ok || !r.In(sv.v.Bounds()) || r.H < render.MinTarget-0.5 {
					t.Errorf("%s %s: %s is not a finger-sized target on screen (%+v)", sv.name, name, tg, r)
				}
			}
			app.SetDirty(true)
			app.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "layouts-"+name+"-"+sv.name+".png"), gametest.Snapshot(screen))
		}
		app.Shared().Clipboard = &fakeClipboard{refuse: true}
		app.GoTo("button:layouts", "layouts")
		app.LayoutsDo("button:save", "layouts")
		shot("name", "field:name", "dialog:ok", "dialog:cancel", "button:back")
		typeName(t, app, "")
		app.LayoutsDo("dialog:ok", "layouts")
		shot("name-refused", "field:name", "dialog:ok")
		for _, code := range []string{"zh", "fr"} {
			l, _ := i18n.ParseLang(code)
			app.Shared().SetLanguage(l)
			app.LayoutsDo("dialog:cancel", "layouts")
			app.LayoutsDo("button:save", "layouts")
			typeName(t, app, map[string]string{"zh": "我的布阵", "fr": "Ma disposition préférée"}[code])
			shot("name-"+code, "field:name", "dialog:ok")
		}
		app.Shared().SetLanguage(i18n.En)
		app.LayoutsDo("dialog:cancel", "layouts")
		app.LayoutsDo("button:paste", "layouts")
		layoutsScreen(t, app).Field().Insert(layouts.JunqiFor(junqi.Layouts[1].Layout, junqi.TwoPlayer, junqi.South) + "\nx9=SF")
		app.LayoutsDo("dialog:ok", "layouts")
		shot("paste-refused", "field:text", "dialog:ok", "dialog:cancel")
		app.LayoutsDo("dialog:cancel", "layouts")
		app.LayoutsDo(gametest.EntryTarget(-1, "copy"), "layouts")
		shot("copy-by-hand", "field:text", "dialog:ok")
		app.LayoutsDo("dialog:ok", "layouts")
		shot("list", "button:paste", gametest.EntryTarget(-1, "copy"))
	}
}
