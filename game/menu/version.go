package menu

// Release is the version a release build names itself in About, written by the linker
// (`make release`: -ldflags "-X warboard/game/menu.Release=…"); empty in other builds.
var Release string
