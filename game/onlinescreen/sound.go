package onlinescreen

import (
	"strings"

	"warboard/game/sound"
	"warboard/render/junqipic"
)

// The room's sounds: the app's cue (game/sound) plays the newest action's sound once for
// each new ply the server sends, as the game at a device does; a room is told apart by
// its code, so the first state of another room or of a reconnect to a new room is quiet.

// junqiSound is the sound of the newest action a Junqi room's state shows: the end; for an
// attack a capture when the attacker now stands where it attacked, a battle when it does
// not (it lost, or both went); a move or a flip. before is the board the seat saw last.
func junqiSound(before, after *junqipic.Scene, over bool) sound.Effect {
	if over {
		return sound.End
	}
	m := after.Last
	switch {
	case !m.Made():
		return sound.None
	case m.From == m.To || !before.Pieces[m.To].Present: // a flip, or a step onto a free point
		return sound.Move
	}
	att, now := before.Pieces[m.From], after.Pieces[m.To]
	if att.Present && now.Present && !now.FaceDown && now.Seat == att.Seat {
		return sound.Capture
	}
	return sound.Battle
}

// napoleonSound is the sound of a Napoleon room's newest turn (its token): the end, a
// capture, or a move.
func napoleonSound(last string, over bool) sound.Effect {
	switch {
	case over:
		return sound.End
	case last == "":
		return sound.None
	case strings.Contains(last, "x"):
		return sound.Capture
	}
	return sound.Move
}
