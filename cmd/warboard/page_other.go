//go:build !js

package main

import "warboard/game"

// exposeToPage does nothing on the desktop: there is no page.
func exposeToPage(*game.App) {}
