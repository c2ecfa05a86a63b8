// Package game is Warboard's application: it wires the scene kernel (package scene), the
// menu screens (menu), each game's screens (junqiscreen, napoleonscreen) and the platform
// (internal/platform) into an ebiten.Game, the App, which runs the frame loop.
package game

import (
	"runtime/debug"
	"time"

	"warboard/game/i18n"
	"warboard/game/internal/fallback"
	"warboard/game/internal/platform"
	"warboard/game/junqiscreen"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/game/online/client"
	"warboard/game/onlinescreen"
	"warboard/game/scene"
	"warboard/game/sound"
	"warboard/game/storage"
	"warboard/render"
)

// Games are the games Warboard plays, in New game's order, each behind its one door
// (scene.Kind): a new game is its package and one line here.
var Games = scene.NewKinds(junqiscreen.Kind{}, napoleonscreen.Kind{})

// NewApp loads the font, the settings and any autosaved game, and opens on the menu,
// reading the platform's pointer. Storage that does not work is said on screen; the game
// still runs, without saving.
func NewApp() (*App, error) {
	restoreGC := startupGC()
	fonts, err := render.LoadFonts()
	if err != nil {
		return nil, err
	}
	store, err := storage.OpenSystem()
	var notice string
	if err != nil {
		store = storage.NewMemStore()
		notice = i18n.Text(i18n.Detect(), i18n.ErrStorageOff)
	}
	sh := newShared(fonts, store, platform.SystemRecords(), time.Now())
	if notice != "" {
		sh.Notice = notice
	}
	sh.Sound = sound.NewCue(platform.NewSoundPlayer(), func() bool { return !sh.Settings.Sound })
	sh.Clipboard, sh.TextBox = platform.NewClipboard(), platform.NewTextBox()
	sh.Install = platform.NewInstaller()
	render.SetFallback(fallback.Face) // characters the embedded font lacks (typed names)
	sh.Online = onlinescreen.NewDoor(client.ServerURL(store), wakingDial(client.Dial, scheduleFrame))
	a := newApp(sh, platform.NewPointerSource())
	a.startupDone = restoreGC
	if room := client.PageRoom(); room != "" { // the page opened with ?room=CODE: join it
		a.scene = sh.Online.Join(sh, room, a.scene)
	}
	return a, nil
}

// startupHeap is the heap the collector lets the start grow to before it runs at all.
const startupHeap = 64 << 20

// startupGC holds the garbage collector off until the heap reaches startupHeap, and returns
// what sets it back. The start (Ebitengine compiling its shaders, the font, the first
// screen's glyphs) allocates a lot that stays: collecting every few megabytes on the way
// cost a browser's single thread a tenth of its start (docs/performance.md, "Startup").
func startupGC() (restore func()) {
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(startupHeap)
	return func() {
		debug.SetMemoryLimit(limit)
		debug.SetGCPercent(percent)
	}
}

// newShared reads the settings (language: the saved choice, else the system's) and the
// autosave. A problem with either becomes the one notice of the first screen.
func newShared(fonts *render.Fonts, store storage.Store, records scene.RecordSource, now time.Time) *scene.Shared {
	sh := &scene.Shared{Model: scene.NewModel(store), Fonts: fonts, Store: store, Records: records, Games: Games}
	settings, setErr := storage.LoadSettings(store, now)
	sh.Settings = settings
	lang, ok := i18n.ParseLang(settings.Language)
	if !ok {
		lang = i18n.Detect()
	}
	sh.Text = i18n.NewPrinter(lang)
	if setErr != nil {
		sh.Notice = sh.Text.T(i18n.ErrSettingsReset)
	}
	if _, err := sh.Model.Resume(Games); err != nil {
		sh.Notice = scene.SaveMessage(sh.Text, err)
	}
	return sh
}

func newApp(sh *scene.Shared, src platform.PointerSource) *App {
	return &App{shared: sh, source: src, scene: menu.First(sh), dirty: true}
}
