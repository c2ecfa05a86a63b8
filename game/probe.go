package game

import (
	"time"

	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/storage"
	"warboard/render"
)

// Probe looks into the app and drives it by hand, for the tests (package gametest) and
// tools: the scene and the shared state, ticks fed with raw reports, the view set directly.
// Scene, Shared, Dirty and SetDirty take no lock (a test steps the app itself): hold Lock
// while something else may step it.
type Probe struct{ a *App }

// NewProbed is an App on the menu as NewApp makes it, on the given fonts, store and records
// folder, its settings and autosave read at now, with its probe. It reads no pointer and has
// no sound, clipboard or installer: its ticks are Probe.Step's.
func NewProbed(fonts *render.Fonts, store storage.Store, records scene.RecordSource, now time.Time) (*App, *Probe) {
	a := newApp(newShared(fonts, store, records, now), noPointer{})
	return a, &Probe{a}
}

// noPointer is the pointer of a probed app: its ticks get their raw reports from Probe.Step.
type noPointer struct{}

func (noPointer) Poll(out []input.Raw, _ float64) []input.Raw { return out }

// Step runs one tick on the given raw reports, as Update does with the pointer's.
func (p *Probe) Step(raws []input.Raw) { p.a.step(raws) }

// SetView lays the app out for v, as a window of that size would.
func (p *Probe) SetView(v render.View) { p.a.setView(v) }

// Lock and Unlock hold the app's lock, the one the browser hook's reads take.
func (p *Probe) Lock()   { p.a.mu.Lock() }
func (p *Probe) Unlock() { p.a.mu.Unlock() }

// Shared is what the scenes share: the model, settings, text, stores.
func (p *Probe) Shared() *scene.Shared { return p.a.shared }

// Scene is the scene showing.
func (p *Probe) Scene() scene.Scene { return p.a.scene }

// SetScene shows s at once, laid out for the view, without the step from the scene before.
func (p *Probe) SetScene(s scene.Scene) {
	p.a.mu.Lock()
	defer p.a.mu.Unlock()
	p.a.scene = s
	s.Layout(p.a.view)
	p.a.dirty = true
}

// Dirty reports whether the next Draw paints; SetDirty sets it (true: paint the next frame
// even when nothing changed, as a screenshot needs).
func (p *Probe) Dirty() bool     { return p.a.dirty }
func (p *Probe) SetDirty(d bool) { p.a.dirty = d }
