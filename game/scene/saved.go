package scene

import (
	"bytes"
	"errors"
	"fmt"

	"warboard/game/internal/minijson"
	"warboard/game/setup"
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

// json writes l as encoding/json wrote it (TestSavedLineJSONAgrees compares).
func (l savedLine) json() []byte {
	w := minijson.NewWriter()
	w.Int("format", l.Format)
	w.String("scene", l.Scene)
	if l.Setup != nil {
		w.Object("setup", l.Setup.WriteJSON)
	}
	w.StringOmit("record", l.Record)
	if h := l.HandOver; h != nil {
		w.Object("handover", func(w *minijson.Writer) {
			w.String("seat", h.Seat)
			w.String("then", h.Then)
		})
	}
	if len(l.Deploy) > 0 {
		w.Raw("deploy", l.Deploy)
	}
	w.StringOmit("outcome", l.Outcome)
	w.StringOmit("kind", l.Kind)
	if len(l.Session) > 0 {
		w.Raw("session", l.Session)
	}
	if len(l.State) > 0 {
		w.Raw("state", l.State)
	}
	w.StringOmit("sessionText", l.SessionText)
	return w.Bytes()
}

// readSavedLine reads what json writes (and format 1's Saved).
func readSavedLine(data []byte) (savedLine, error) {
	var l savedLine
	r, err := minijson.ReadObject(data)
	if err != nil {
		return l, err
	}
	r.Int("format", &l.Format)
	r.String("scene", &l.Scene)
	if o := r.Object("setup"); o != nil {
		l.Setup = new(setup.Setup)
		l.Setup.ReadJSON(o)
	}
	r.String("record", &l.Record)
	if o := r.Object("handover"); o != nil {
		l.HandOver = new(HandOverState)
		o.String("seat", &l.HandOver.Seat)
		o.String("then", &l.HandOver.Then)
	}
	l.Deploy = raw(r, "deploy")
	r.String("outcome", &l.Outcome)
	r.String("kind", &l.Kind)
	l.Session = raw(r, "session")
	l.State = raw(r, "state")
	r.String("sessionText", &l.SessionText)
	return l, r.Err()
}

// raw is a member's JSON text as encoding/json's RawMessage kept it: null too, nil when
// missing; a copy, so the result does not hold on to the whole payload.
func raw(r *minijson.Reader, key string) minijson.RawMessage {
	if b := r.Raw(key); b != nil {
		return append([]byte(nil), b...)
	}
	return nil
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
	head := l.json()
	out := make([]byte, 0, len(head)+1+len(s.Record))
	return append(append(append(out, head...), '\n'), s.Record...), nil
}

// DecodeSaved reads an autosave payload of format 2 or 1.
func DecodeSaved(payload []byte) (Saved, error) {
	head, text, split := bytes.Cut(payload, []byte("\n")) // JSON as Marshal writes it holds no newline
	l, err := readSavedLine(head)
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
