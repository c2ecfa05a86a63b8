package scene

import "warboard/game/i18n"

// savable is what both play-flow controllers (junqiplay, napoleonplay) offer the autosave.
type savable interface {
	Save() ([]byte, error)
	RecordText() string // the record so far, written without building a record
	MoveCount() int     // its move tokens, counted without a record
}

// Autosave stores a controller's session as the game in progress, to be resumed on the named
// scene; a failure is said on screen and play goes on.
func Autosave(sh *Shared, kind string, sess savable, scene string) {
	data, err := sess.Save()
	if err != nil {
		sh.Notice = sh.Text.T(i18n.ErrSaveFailed, err)
		return
	}
	sh.Model.SetSession(kind, data, scene, sess.RecordText(), sess.MoveCount())
}
