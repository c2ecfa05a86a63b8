// Command warboard is the Warboard game: a desktop window, or, built with GOOS=js
// GOARCH=wasm, the page's canvas in a browser.
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game"
)

// The window's preferred size in device-independent pixels: a laptop-friendly landscape.
const windowW, windowH = 1280, 800

func main() {
	app, err := game.NewApp()
	if err != nil {
		fmt.Fprintln(os.Stderr, "warboard:", err)
		os.Exit(1)
	}
	ebiten.SetWindowTitle("Warboard")
	ebiten.SetWindowSize(fitWindow())
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	exposeToPage(app)
	if err := app.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "warboard:", err)
		os.Exit(1)
	}
}

// fitWindow is the preferred window size, shrunk to 90% of a smaller monitor.
func fitWindow() (int, int) {
	w, h := windowW, windowH
	if m := ebiten.Monitor(); m != nil {
		mw, mh := m.Size()
		if mw > 0 && mh > 0 {
			k := min(1, 0.9*float64(mw)/float64(w), 0.9*float64(mh)/float64(h))
			w, h = int(float64(w)*k), int(float64(h)*k)
		}
	}
	return w, h
}
