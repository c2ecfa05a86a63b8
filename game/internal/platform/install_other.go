//go:build !js

package platform

import "warboard/game/scene"

// NewInstaller is nil on the desktop: the program is installed already.
func NewInstaller() scene.Installer { return nil }
