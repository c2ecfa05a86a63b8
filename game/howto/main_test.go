package howto_test

import (
	"testing"

	"warboard/game/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m) }
