package widget

import (
	"strconv"
	"strings"
	"time"

	"warboard/game/i18n"
)

// Stepper is a replay's place and its autoplay: the controls first, back, play or pause,
// forward and last ("replay:first" …), and the speed chips ("replay:speed:0" …). The
// screen lays the buttons out and shows the position after Ply steps of Len.
type Stepper struct {
	Ply, Len int
	Playing  bool
	Speed    int // index into StepSpeeds
	nextAt   time.Time
}

// StepSpeeds are autoplay's times a step: slow, normal, fast.
var StepSpeeds = []time.Duration{1600 * time.Millisecond, 800 * time.Millisecond, 300 * time.Millisecond}

// Buttons are the step buttons, in order, and the speed chips, at ui scale k.
func (s *Stepper) Buttons(p *i18n.Printer, k float64) (steps, speeds Buttons) {
	play := p.T(i18n.ReplayPlay)
	if s.Playing {
		play = p.T(i18n.ReplayPause)
	}
	steps = Buttons{
		&Button{Name: "replay:first", Label: "«", Size: 20 * k},
		&Button{Name: "replay:back", Label: "‹", Size: 20 * k},
		&Button{Name: "replay:play", Kind: PrimaryButton, Label: play, Size: 17 * k},
		&Button{Name: "replay:forward", Label: "›", Size: 20 * k},
		&Button{Name: "replay:last", Label: "»", Size: 20 * k},
	}
	for i, key := range []i18n.Key{i18n.PaceSlow, i18n.PaceNormal, i18n.ReplayFast} {
		speeds = append(speeds, &Button{Name: "replay:speed:" + strconv.Itoa(i), Kind: ChipButton,
			Label: p.T(key), Size: 15 * k, Selected: s.Speed == i})
	}
	return steps, speeds
}

// Handle applies a tapped control (any other name is left alone) and autoplay at now; it
// reports whether the control was the stepper's.
func (s *Stepper) Handle(tapped string, now time.Time) bool {
	switch {
	case tapped == "replay:first":
		s.Ply, s.Playing = 0, false
	case tapped == "replay:back":
		s.Ply, s.Playing = max(0, s.Ply-1), false
	case tapped == "replay:forward":
		s.Ply, s.Playing = min(s.Len, s.Ply+1), false
	case tapped == "replay:last":
		s.Ply, s.Playing = s.Len, false
	case tapped == "replay:play":
		s.Playing = !s.Playing
		if s.Playing && s.Ply == s.Len {
			s.Ply = 0 // from the start again
		}
		s.nextAt = now.Add(StepSpeeds[s.Speed])
	case strings.HasPrefix(tapped, "replay:speed:"):
		s.Speed, _ = strconv.Atoi(strings.TrimPrefix(tapped, "replay:speed:"))
		s.Speed = min(max(s.Speed, 0), len(StepSpeeds)-1)
	default:
		s.autoplay(now)
		return false
	}
	return true
}

// autoplay steps on when the time has come, and stops at the end.
func (s *Stepper) autoplay(now time.Time) {
	if !s.Playing || now.Before(s.nextAt) {
		return
	}
	if s.Ply < s.Len {
		s.Ply++
		s.nextAt = now.Add(StepSpeeds[s.Speed])
	}
	if s.Ply >= s.Len {
		s.Playing = false
	}
}
