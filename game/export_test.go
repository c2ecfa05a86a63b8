package game

import (
	"time"

	"warboard/render"
)

// What the app's own tests (package game_test, through gametest) read of its insides.

const (
	IdleTicks   = idleTicks
	StartupHeap = startupHeap
)

// StartupGC is startupGC.
var StartupGC = startupGC

// WakingDial is wakingDial.
var WakingDial = wakingDial

// PaceHook is paceHook; Active is busy.
func (a *App) PaceHook(busy bool) { a.paceHook(busy) }
func (a *App) Active() bool       { return a.busy() }

// StartupDone and SetStartupDone read and set what the first frame ends.
func (a *App) StartupDone() func()        { return a.startupDone }
func (a *App) SetStartupDone(done func()) { a.startupDone = done }

// SetClock sets the app's clock, which times notices.
func (a *App) SetClock(now func() time.Time) { a.clock = now }

// NoticeText is the notice as drawn; NoticeRect is noticeRect.
func (a *App) NoticeText() string { return a.noticeText(a.shared) }

func NoticeRect(v render.View, f *render.Fonts, msg string) render.Rect {
	return noticeRect(v, f, msg)
}
