// Package platform holds what differs between the desktop and the browser, split by build
// tags: where pointer reports come from, and where record files are listed, read and saved.
package platform

import "warboard/game/input"

// PointerSource reports raw pointer activity since the last call, in logical pixels. One
// implementation polls Ebitengine (desktop), the other listens to the browser's pointer
// events (js), where Ebitengine's polling can miss a tap that starts and ends within a frame.
type PointerSource interface {
	Poll(out []input.Raw, scale float64) []input.Raw
}
