//go:build !js

package menu

import "runtime/debug"

// version is the module version of the build, or its VCS revision, or "dev".
func version() string {
	if Release != "" {
		return Release
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 7 {
			return s.Value[:7]
		}
	}
	return "dev"
}
