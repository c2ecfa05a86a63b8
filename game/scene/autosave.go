package scene

import (
	"bytes"

	"warboard/game/i18n"
)

// savable is what both play-flow controllers (junqiplay, napoleonplay) offer the autosave.
type savable interface {
	Save() ([]byte, error) // a JSON line, then the record so far
	RecordText() string    // the record so far, written without building a record
	MoveCount() int        // its move tokens, counted without a record
}

// Autosave stores a controller's session as the game in progress, to be resumed on the named
// scene; a failure is said on screen and play goes on.
func Autosave(sh *Shared, kind string, sess savable, scene string) {
	data, err := sess.Save()
	if err != nil {
		sh.Notice = sh.Text.T(i18n.ErrSaveFailed, err)
		return
	}
	// The save ends with the record: take it from there rather than writing it twice.
	_, text, ok := bytes.Cut(data, []byte("\n"))
	if !ok {
		text = []byte(sess.RecordText())
	}
	sh.Model.SetSession(kind, data, scene, string(text), sess.MoveCount())
}
