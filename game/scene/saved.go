package scene

import (
	"bytes"
	"errors"
	"fmt"

	"warboard/game/internal/minijson"
	"warboard/game/setup"
	"warboard/game/storage"
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

// savedLine is the JSON line of format 2 (format 1 was Saved alone, Format 0).
type savedLine struct {
	Format int `json:"format"`
	Saved
	// State is the controller's save without the record that followed it: the session is
	// State, a newline and the payload's record.
	State minijson.RawMessage `json:"state,omitempty"`
	// SessionText is a session of no shape the model knows, kept whole.
	SessionText string `json:"sessionText,omitempty"`
}

// Fields is the line, member by member as encoding/json wrote it (TestSavedLineJSONAgrees
// compares); format 1's Saved reads through it too.
func (l *savedLine) Fields(c minijson.Codec) {
	c.Int("format", &l.Format)
	c.String("scene", &l.Scene)
	c.Object("setup", l.Setup == nil, func(c minijson.Codec) {
		if l.Setup == nil {
			l.Setup = new(setup.Setup)
		}
		l.Setup.Fields(c)
	})
	c.StringOmit("record", &l.Record)
	c.Object("handover", l.HandOver == nil, func(c minijson.Codec) {
		if l.HandOver == nil {
			l.HandOver = new(HandOverState)
		}
		c.String("seat", &l.HandOver.Seat)
		c.String("then", &l.HandOver.Then)
	})
	c.RawOmit("deploy", &l.Deploy)
	c.StringOmit("outcome", &l.Outcome)
	c.StringOmit("kind", &l.Kind)
	c.RawOmit("session", &l.Session)
	c.RawOmit("state", &l.State)
	c.StringOmit("sessionText", &l.SessionText)
}

// EncodeSaved is s as an autosave payload (format 2).
func EncodeSaved(s Saved) ([]byte, error) {
	l := savedLine{Format: savedFormat, Saved: s}
	l.Record, l.Session = "", nil
	switch state, ok := bytes.CutSuffix(s.Session, []byte("\n"+s.Record)); {
	case len(s.Session) == 0:
	case ok && bytes.IndexByte(state, '\n') < 0 && minijson.Valid(state):
		l.State = state
	case minijson.Valid(s.Session):
		l.Session = s.Session // a format 1 controller save, the record inside it
	default:
		l.SessionText = string(s.Session)
	}
	if len(l.Deploy) > 0 && !minijson.Valid(l.Deploy) {
		return nil, errors.New("scene: the deployment is not JSON")
	}
	return storage.JoinSave(minijson.Marshal(l), s.Record), nil
}

// DecodeSaved reads an autosave payload of format 2 or 1.
func DecodeSaved(payload []byte) (Saved, error) {
	head, text, split := bytes.Cut(payload, []byte("\n")) // JSON as Marshal writes it holds no newline
	l, err := minijson.Unmarshal[savedLine](head, false)
	if err != nil {
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
		s.Session = append(append(append([]byte(nil), l.State...), '\n'), text...)
	case l.SessionText != "":
		s.Session = []byte(l.SessionText)
	}
	return s, nil
}
