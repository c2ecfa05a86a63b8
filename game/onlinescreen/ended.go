package onlinescreen

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/menu"
	"warboard/game/online/client"
	"warboard/game/online/proto"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/rules/record"
)

// The end of an online game, as at a device: Save record (the whole record the last
// state's history holds, every piece placed, as Save record gives it in the app) and
// Replay (the game's own replay screen on that record; its Back returns to the room).
// Nothing here is Junqi's: any game whose Kind loads the record and replays it (Napoleon
// too) gets the same two buttons.

// finished is the room's whole record once its game is over, nil before (or when the
// history does not read as a record: then nothing is offered).
func finished(c *client.Client) *record.Record {
	if c.Last.T != proto.State || c.Last.Phase != "over" || c.History == "" {
		return nil
	}
	rec, err := record.Parse(c.History)
	if err != nil {
		return nil
	}
	if _, ok := rec.Tag("Game"); !ok {
		return nil
	}
	return rec
}

// endButtons are the buttons of a finished game: Replay, Save record.
func (s *Room) endButtons(b func(name, label string, primary bool)) {
	if finished(s.c) == nil {
		return
	}
	p := s.sh.Text
	b("button:replay", p.T(i18n.Replay), true)
	b("button:saverecord", p.T(i18n.SaveRecord), false)
}

// doEnd runs the end's buttons: the replay scene to go to, or nil to stay.
func (s *Room) doEnd(name string) scene.Scene {
	rec := finished(s.c)
	if rec == nil {
		return nil
	}
	id, _ := rec.Tag("Game")
	switch name {
	case "button:saverecord":
		menu.SaveRecordFile(s.sh, setup.GameID(id), strings.TrimRight(s.c.History, "\n")+"\n")
	case "button:replay":
		if next := replayOf(s.sh, rec, s); next != nil {
			return next
		}
		s.local = s.sh.Text.T(i18n.ErrUnexpected, "no replay of this record")
	}
	return nil
}

// replayOf is the replay of a finished record, back its Back: the game's Kind loads the
// record as a game of its own (the model — the game in progress at this device and its
// autosave — is not touched) and that game's replay is shown. Nil when the Kind makes no
// replay of it.
func replayOf(sh *scene.Shared, rec *record.Record, back scene.Scene) scene.Scene {
	id, _ := rec.Tag("Game")
	k, ok := sh.Games.Of(setup.GameID(id))
	if !ok {
		return nil
	}
	g, err := k.Load(sh, rec)
	if err != nil {
		return nil
	}
	r, ok := g.(interface {
		Replay(back scene.Scene) scene.Scene
	})
	if !ok {
		return nil
	}
	return r.Replay(back)
}
