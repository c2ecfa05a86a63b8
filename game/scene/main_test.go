package scene

import (
	"testing"

	"warboard/render/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
