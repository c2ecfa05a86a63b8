//go:build !js

package computer

import "warboard/game/computer/players"

// The desktop thinks in process; the browser's page does not link the players (its worker
// does), which keeps them out of its download.
func init() { local = players.Local{} }
