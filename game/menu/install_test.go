package menu

import (
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/widget"
	"warboard/render"
)

// fakeInstaller is a browser that may offer installing.
type fakeInstaller struct {
	prompt, ios bool
	asked       int
}

func (f *fakeInstaller) Installable() bool { return f.prompt }
func (f *fakeInstaller) HowTo() bool       { return f.ios }
func (f *fakeInstaller) Install()          { f.asked++ }

// TestInstallOffered: where the browser offers installing, the main menu's About says so
// and About shows "Install Warboard", whose tap shows the browser's prompt; an offer that
// comes after the screens showed appears without a tap elsewhere; iOS gets the steps; the
// desktop (no installer) offers nothing.
func TestInstallOffered(t *testing.T) {
	v := render.View{W: 390, H: 844, Scale: 1}
	in := &fakeInstaller{}
	sh := testShared(t)
	sh.Text.SetLang(i18n.En)
	sh.Install = in
	m := NewMenu(sh)
	m.Layout(v)
	if b := aboutButton(m); b.Sub != "" {
		t.Fatalf("About offers installing before the browser does: %q", b.Sub)
	}
	in.prompt = true // the browser's beforeinstallprompt came
	if st := m.Update(nil); !st.Redraw || aboutButton(m).Sub != sh.Text.T(i18n.InstallOffer) {
		t.Fatalf("the menu did not show the offer (%q)", aboutButton(m).Sub)
	}
	a := NewAbout(sh)
	a.Layout(v)
	r, ok := a.Target("install")
	if !ok {
		t.Fatal("About has no Install row")
	}
	x, y := r.Centre()
	p := input.Point{X: x, Y: y}
	a.Update([]input.Event{{Kind: input.Press, Pos: p, Start: p}})
	a.Update([]input.Event{{Kind: input.Tap, Pos: p, Start: p}})
	if in.asked != 1 {
		t.Fatalf("a tap on Install asked the browser %d times", in.asked)
	}
	in.prompt, in.ios = false, true
	a.Update(nil)
	if _, ok := a.Target("install"); !ok {
		t.Fatal("iOS: no row with the steps")
	}
	in.ios = false
	sh.Install = nil
	b := NewAbout(sh)
	b.Layout(v)
	if _, ok := b.Target("install"); ok {
		t.Fatal("the desktop offers installing")
	}
}

func aboutButton(m *Menu) *widget.Button {
	for _, b := range m.buttons {
		if b.Name == "button:about" {
			return b
		}
	}
	return nil
}
