package storage

import (
	"bytes"
	"errors"
	"fmt"
)

// A play controller's save (game/junqiplay, game/napoleonplay) is, from format 2 on, one
// JSON line of what the record does not hold, then the record text as it is; format 1 held
// the record inside the JSON. These read that shape; each controller reads its own line.

// CutSave cuts a controller's save into its JSON line and the text after it (cut reports a
// newline: JSON as the controllers write it holds none).
func CutSave(data []byte) (line, after []byte, cut bool) {
	return bytes.Cut(data, []byte{'\n'})
}

// JoinSave is a controller's save: its JSON line, a newline, the record text.
func JoinSave(line []byte, text string) []byte {
	out := make([]byte, 0, len(line)+1+len(text))
	return append(append(append(out, line...), '\n'), text...)
}

// SaveRecord is the record of a controller save of format, whose line held inside (the
// record of format 1) and was followed by after when cut: format 1 has its record inside
// and nothing after the line, format newest the record after the line and none inside.
// word is what the controller calls its format number in errors ("format", "version").
func SaveRecord(word string, format, newest int, inside string, after []byte, cut bool) (string, error) {
	switch {
	case format == 1 && !cut:
		return inside, nil
	case format == 1:
		return "", fmt.Errorf("data after a %s 1 save", word)
	case format == newest && cut && inside == "":
		return string(after), nil
	case format == newest:
		return "", errors.New("the record does not follow the saved state")
	}
	return "", fmt.Errorf("%s %d, this Warboard reads 1 and %d", word, format, newest)
}
