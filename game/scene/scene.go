// Package scene is the kernel of Warboard's app: the Scene interface every screen
// implements, the Step it answers with, what all scenes share (Shared), and the model of the
// game in progress, autosaved after every change.
package scene

import (
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/setup"
	"warboard/game/sound"
	"warboard/game/storage"
	"warboard/render"
)

// Scene is one screen of the app. The app calls Layout whenever the view changes (and before
// the first Update), Update once per tick with that tick's pointer events, and Draw only when
// a redraw was asked for.
type Scene interface {
	// Name identifies the scene to tests and the browser hook: "menu", "newgame",
	// "options", "settings", "about", "load", "handover", "game", "result".
	Name() string
	Layout(v render.View)
	// Update handles this tick's events and says what comes next.
	Update(events []input.Event) Step
	// Draw paints the whole screen.
	Draw(p render.Painter)
	// Target is where a named thing ("button:back", "option:mode:dark", later board points
	// like "c6") is on screen, in logical pixels.
	Target(name string) (render.Rect, bool)
}

// Step is a scene's answer to Update.
type Step struct {
	Next   Scene // switch to this scene; nil stays
	Redraw bool  // the screen must be drawn again (a change, or an animation frame)
	// Busy says work is in progress (a computer player thinking, art being made): the app
	// keeps ticking at full rate, out of its idle pacing, without drawing for it.
	Busy bool
}

// Shared is what every scene gets: the current game, the font, the texts in the player's
// language, the settings and where they are kept, and the record files.
type Shared struct {
	Model    *Model
	Fonts    *render.Fonts
	Text     *i18n.Printer
	Settings storage.Settings
	Store    storage.Store // settings and the autosave
	Records  RecordSource
	// Clipboard is the system clipboard (never nil once the app runs).
	Clipboard Clipboard
	// TextBox is the browser's text box a text field puts over itself; nil on the desktop.
	TextBox input.TextBox
	Games   Kinds // the games, each behind one door
	// Sound plays the sound of each new action of the game on screen (nil: silence).
	Sound *sound.Cue
	// Install offers the browser's "install this app" (nil on the desktop).
	Install Installer
	// Online opens online rooms (game/onlinescreen); nil: the app offers none.
	Online OnlineDoor

	// Notice is a one-off message (a save set aside, a failed save) shown over the
	// current screen for a few seconds, or until a tap on it; taps elsewhere go on to
	// the screen. Set it directly for a problem, with Tell for a success.
	Notice string
	// NoticeDetail is the technical detail of a problem notice, shown by a tap on it
	// (the notice says so); "" none. Cleared with the notice.
	NoticeDetail string
	told         string // the notice Tell set: a success, drawn in the calm colour
}

// Tell shows msg as a notice of success (a record saved, a layout copied).
func (sh *Shared) Tell(msg string) {
	sh.Notice, sh.told = msg, msg
}

// NoticeGood reports whether the notice shown is a success (Tell), not a problem.
func (sh *Shared) NoticeGood() bool { return sh.Notice != "" && sh.Notice == sh.told }

// ClearNotice takes the notice away.
func (sh *Shared) ClearNotice() { sh.Notice, sh.NoticeDetail, sh.told = "", "", "" }

// SaveSettings keeps the settings; a failure is shown, never fatal.
func (sh *Shared) SaveSettings() {
	if err := storage.SaveSettings(sh.Store, sh.Settings); err != nil {
		sh.Notice = SaveMessage(sh.Text, err)
	}
}

// SetLanguage switches every text at once and remembers the choice.
func (sh *Shared) SetLanguage(l i18n.Lang) {
	sh.Text.SetLang(l)
	sh.Settings.Language = l.Code()
	sh.SaveSettings()
}

// Installer is the browser's offer to install the page as an app (a PWA): Installable
// while the browser would show its install prompt (Chromium's beforeinstallprompt), HowTo
// on a device whose browser installs only by hand (iOS: Share, then Add to Home Screen);
// both false once the app runs installed.
type Installer interface {
	Installable() bool
	HowTo() bool
	Install() // shows the browser's install prompt
}

// InstallOffered reports whether the screens should offer installing: a prompt to show,
// or the steps to tell.
func (sh *Shared) InstallOffered() bool {
	return sh.Install != nil && (sh.Install.Installable() || sh.Install.HowTo())
}

// OnlineDoor is the way into online rooms: the menus reach them through it without
// importing their screens.
type OnlineDoor interface {
	// Offers reports whether a room can be made of s (the games the online screens draw).
	Offers(s setup.Setup) bool
	// Create opens a new room of s; back is the screen Leave returns to.
	Create(sh *Shared, s setup.Setup, back Scene) Scene
	// Join opens the join screen with code typed in ("" for none), or the room at once
	// when code is a whole code.
	Join(sh *Shared, code string, back Scene) Scene
}
