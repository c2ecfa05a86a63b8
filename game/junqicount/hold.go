package junqicount

import (
	"time"

	"warboard/game/input"
)

// RoseEarly: a mark chooser opened by the screens' clock (a press that had rested a long
// press's time by the ticks, no release seen) may have been a tap after all: a page that
// stalled, or input that reached it late, lets the ticks run past the hold while the
// finger had risen sooner. The device's own times decide once the release comes: early is
// true when it came less than hold after the press (pressAt, the press's own time) — the
// chooser should close and the release and its tap go to the board, from index i. decided
// is false while events hold no release of that gesture (nor a new press).
func RoseEarly(events []input.Event, pressAt, hold time.Duration) (i int, early, decided bool) {
	for i, e := range events {
		switch e.Kind {
		case input.Press:
			return 0, false, true
		case input.Release:
			return i, e.At-pressAt < hold, true
		}
	}
	return 0, false, false
}
