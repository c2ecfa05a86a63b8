package platform

import (
	"syscall/js"

	"warboard/game/scene"
)

// The page (web/index.html) keeps the browser's beforeinstallprompt event in
// window.warboardInstall before the game starts, since the browser fires it once, early:
// {event, ios, standalone, prompt()}.

type webInstaller struct{}

// NewInstaller is the page's offer to install Warboard as an app.
func NewInstaller() scene.Installer { return webInstaller{} }

func (webInstaller) state() js.Value { return js.Global().Get("warboardInstall") }

func (w webInstaller) Installable() bool {
	s := w.state()
	return s.Truthy() && !s.Get("standalone").Truthy() && s.Get("event").Truthy()
}

func (w webInstaller) HowTo() bool {
	s := w.state()
	return s.Truthy() && !s.Get("standalone").Truthy() && s.Get("ios").Truthy()
}

func (w webInstaller) Install() {
	if s := w.state(); s.Truthy() && s.Get("prompt").Type() == js.TypeFunction {
		s.Call("prompt")
	}
}
