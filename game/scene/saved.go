package scene

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// The autosave's payload holds the record once, as it is. Format 2, written today, is one
// JSON line, then the record text:
//
//	{"format":2,"scene":"play","kind":"junqi","state":{…},…}\n[Game "junqi"]…
//
// where "state" is the play controller's save without its record (a controller's save is a
// JSON line and the record after it, so the two share the payload's record). Format 1, still
// read, was Saved as one JSON object with the record in "record" and again, escaped, inside
// the controller's save in "session".
const savedFormat = 2

// savedLine is the JSON line of format 2.
type savedLine struct {
	Format int `json:"format"`
	Saved
	// State is the controller's save without the record that followed it: the session is
	// State, a newline and the payload's record.
	State json.RawMessage `json:"state,omitempty"`
	// SessionText is a session of no shape the model knows, kept whole.
	SessionText string `json:"sessionText,omitempty"`
}

// EncodeSaved is s as an autosave payload (format 2).
func EncodeSaved(s Saved) ([]byte, error) {
	l := savedLine{Format: savedFormat, Saved: s}
	l.Record, l.Session = "", nil
	switch state, ok := bytes.CutSuffix(s.Session, []byte("\n"+s.Record)); {
	case len(s.Session) == 0:
	case ok && bytes.IndexByte(state, '\n') < 0 && json.Valid(state):
		l.State = state
	case json.Valid(s.Session):
		l.Session = s.Session // a format 1 controller save, the record inside it
	default:
		l.SessionText = string(s.Session)
	}
	head, err := json.Marshal(l)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(head)+1+len(s.Record))
	return append(append(append(out, head...), '\n'), s.Record...), nil
}

// DecodeSaved reads an autosave payload of format 2 or 1.
func DecodeSaved(payload []byte) (Saved, error) {
	head, text, split := bytes.Cut(payload, []byte("\n")) // JSON as Marshal writes it holds no newline
	var l savedLine
	if err := json.Unmarshal(head, &l); err != nil {
		return Saved{}, err
	}
	if !split {
		if l.Format != 0 || l.State != nil || l.SessionText != "" {
			return Saved{}, fmt.Errorf("format %d without its record", l.Format)
		}
		return l.Saved, nil // format 1
	}
	if l.Format != savedFormat {
		return Saved{}, fmt.Errorf("payload format %d, this Warboard reads 1 and %d", l.Format, savedFormat)
	}
	if l.Record != "" {
		return Saved{}, errors.New("a record inside the line and after it")
	}
	s := l.Saved
	s.Record = string(text)
	n := 0
	for _, set := range []bool{l.State != nil, l.Session != nil, l.SessionText != ""} {
		if set {
			n++
		}
	}
	if n > 1 {
		return Saved{}, errors.New("two sessions")
	}
	switch {
	case l.State != nil:
		s.Session = append(append(append(json.RawMessage(nil), l.State...), '\n'), text...)
	case l.SessionText != "":
		s.Session = json.RawMessage(l.SessionText)
	}
	return s, nil
}
