package scene

import (
	"testing"

	"warboard/render"
	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }
