//go:build !js

package main

import (
	"fmt"
	"os"

	"warboard/game"
)

// SmokeEnv, set in the environment, makes the desktop game quit as soon as its first screen
// is drawn, printing the scene's name: `make release` and its test start the built binary
// under Xvfb this way to check that it reaches the menu.
const SmokeEnv = "WARBOARD_SMOKE"

// exposeToPage has no page on the desktop; it arms the smoke start when asked.
func exposeToPage(app *game.App) {
	if os.Getenv(SmokeEnv) == "" {
		return
	}
	app.OnFirstFrame(func() {
		fmt.Println("warboard: drew", app.SceneName())
		os.Exit(0)
	})
}
