package computer

import "warboard/game/computer/players"

// The tests under Node think in process, as the desktop does; the page itself has no
// players but its worker's.
func init() { local = players.Local{} }
