package scene

import (
	"warboard/game/i18n"
	"warboard/rules/record"
)

// savable is what both play-flow controllers (junqiplay, napoleonplay) offer the autosave.
type savable interface {
	Save() ([]byte, error)
	Record() *record.Record
}

// Autosave stores a controller's session as the game in progress, to be resumed on the named
// scene; a failure is said on screen and play goes on.
func Autosave(sh *Shared, kind string, sess savable, scene string) {
	data, err := sess.Save()
	if err != nil {
		sh.Notice = sh.Text.T(i18n.ErrSaveFailed, err)
		return
	}
	sh.Model.SetSession(kind, data, scene, sess.Record().String())
}
