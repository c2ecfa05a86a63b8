package main

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

func TestWindowFitsTheMonitor(t *testing.T) {
	w, h := fitWindow()
	mw, mh := ebiten.Monitor().Size()
	if w <= 0 || h <= 0 || w > windowW || h > windowH {
		t.Fatalf("window %d×%d, want a positive size no bigger than %d×%d", w, h, windowW, windowH)
	}
	if float64(w) > 0.9*float64(mw)+1 || float64(h) > 0.9*float64(mh)+1 {
		if w != windowW || h != windowH {
			t.Fatalf("window %d×%d does not fit 90%% of the %d×%d monitor", w, h, mw, mh)
		}
	}
	// Shrinking keeps the shape.
	if r := float64(w) / float64(h); r < 1.55 || r > 1.65 {
		t.Fatalf("window %d×%d lost the 16:10 shape", w, h)
	}
}
