package napoleonai

import (
	"fmt"

	"warboard/rules/napoleon"
)

// refuseWaterloo: the players here search two armies; a game of three or
// four (docs/waterloo.md) is played by people at every seat for now.
func refuseWaterloo(cfg napoleon.Config) error {
	if cfg.Armies.IsWaterloo() {
		return fmt.Errorf("no computer player for three or four armies (Waterloo) yet: people play every seat")
	}
	return nil
}
