package menu

// version is the release's in a release build, else "dev" in the browser: cmd/webserve
// builds game.wasm with -buildvcs=false, so the build information
// (runtime/debug.ReadBuildInfo, 13 kB of code to parse it) would say nothing more.
func version() string {
	if Release != "" {
		return Release
	}
	return "dev"
}
