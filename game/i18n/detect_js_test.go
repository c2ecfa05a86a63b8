//go:build js

package i18n

import (
	"slices"
	"syscall/js"
	"testing"
)

// withNavigator installs a fake navigator for one test (Node may have none or its own).
func withNavigator(t *testing.T, nav any) {
	global := js.Global()
	old := global.Get("navigator")
	t.Cleanup(func() { global.Set("navigator", old) })
	// Node 21+ defines navigator as a getter; define our own value over it.
	js.Global().Get("Object").Call("defineProperty", global, "navigator",
		map[string]any{"value": nav, "configurable": true, "writable": true})
}

func TestSystemLocalesFromNavigator(t *testing.T) {
	withNavigator(t, map[string]any{"languages": []any{"de-DE", "fr-FR", "en"}, "language": "de-DE"})
	if got := SystemLocales(); !slices.Equal(got, []string{"de-DE", "fr-FR", "en", "de-DE"}) {
		t.Errorf("SystemLocales = %q", got)
	}
	if got := Detect(); got != Fr {
		t.Errorf("Detect = %v, want fr", got)
	}
}

func TestSystemLocalesOldBrowser(t *testing.T) {
	withNavigator(t, map[string]any{"language": "zh-CN"})
	if got := Detect(); got != Zh {
		t.Errorf("Detect with only navigator.language = %v", got)
	}
	withNavigator(t, map[string]any{"languages": 42, "language": nil})
	if got := SystemLocales(); len(got) != 0 {
		t.Errorf("odd navigator: %q", got)
	}
	withNavigator(t, js.Undefined())
	if got := Detect(); got != En {
		t.Errorf("no navigator: %v", got)
	}
}
