package menu

import (
	"fmt"
	"time"

	"warboard/game/setup"
)

// recordFileName is the file a saved record gets: the game and the time, e.g.
// napoleon-20240501-153012.txt, which sorts by date in the Load list.
func recordFileName(id setup.GameID, t time.Time) string {
	g := string(id)
	if g == "" {
		g = "game"
	}
	return fmt.Sprintf("%s-%s.txt", g, t.Format("20060102-150405"))
}

// timeNow is the clock record file names use; tests fix it.
var timeNow = time.Now
