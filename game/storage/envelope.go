package storage

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"warboard/game/internal/minijson"
)

// The save envelope wraps every saved blob. Version 2, written today, is one header line
// and the payload as it is, unescaped:
//
//	warboard 2 autosave fnv64a:<16 hex digits> <payload length>\n<payload>
//
// Version 1, still read, was one JSON object holding the payload as a JSON string:
//
//	{"app":"warboard","version":1,"kind":"autosave","checksum":"fnv64a:…","payload":"…"}
//
// Either way a reader can tell a damaged save (a changed byte, a half-written file) from a
// save of another program or of a newer Warboard, instead of failing inside the payload.
const (
	AppID   = "warboard"
	Version = 2 // the newest envelope version this build reads and the one it writes
)

// jsonVersion is the one version written as a JSON object.
const jsonVersion = 1

// Kinds and names of the blobs the app keeps.
const (
	KindAutosave = "autosave"
	KindSettings = "settings"
	NameAutosave = "autosave"
	NameSettings = "settings"
)

// Decode errors match one of these with errors.Is.
var (
	// ErrNoSave: nothing is saved under that name (not a problem, a first start).
	ErrNoSave = errors.New("no saved game")
	// ErrCorrupt: empty, truncated, not JSON, fields missing or a checksum mismatch.
	ErrCorrupt = errors.New("the saved data is damaged")
	// ErrForeign: another program's data, another kind of blob, or a newer Warboard's.
	ErrForeign = errors.New("the saved data was written by another program or a newer version")
)

// checksum detects damage, not tampering: FNV-1a changes with any single changed byte, and it
// keeps the crypto packages (about 0.3 MB of wasm) out of the browser build.
func checksum(payload []byte) string {
	return "fnv64a:" + hex.EncodeToString(fnvSum(payload))
}

func fnvSum(payload []byte) []byte {
	h := fnv.New64a()
	h.Write(payload)
	return h.Sum(nil)
}

// Encode wraps payload, which must be UTF-8 text (a record, JSON), in an envelope of kind
// (version 2: the payload is copied as it is, not escaped).
func Encode(kind string, payload []byte) ([]byte, error) {
	if kind == "" || !validKind(kind) {
		return nil, fmt.Errorf("storage: Encode needs a kind of letters, got %q", kind)
	}
	if !utf8.Valid(payload) {
		return nil, errors.New("storage: the payload is not UTF-8 text")
	}
	out := make([]byte, 0, len(AppID)+len(kind)+48+len(payload))
	out = append(out, AppID...)
	out = append(out, ' ')
	out = strconv.AppendInt(out, Version, 10)
	out = append(out, ' ')
	out = append(out, kind...)
	out = append(out, " fnv64a:"...)
	out = hex.AppendEncode(out, fnvSum(payload))
	out = append(out, ' ')
	out = strconv.AppendInt(out, int64(len(payload)), 10)
	out = append(out, '\n')
	return append(out, payload...), nil
}

// validKind: a kind is one word of lower-case letters, so it cannot break the header line.
func validKind(kind string) bool {
	for i := 0; i < len(kind); i++ {
		if kind[i] < 'a' || kind[i] > 'z' {
			return false
		}
	}
	return true
}

// Decode unwraps an envelope of the wanted kind, of any version this build reads, and
// returns its payload. Errors match ErrCorrupt or ErrForeign and say what is wrong.
func Decode(data []byte, kind string) ([]byte, error) {
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: the file is empty", ErrCorrupt)
	}
	if bytes.HasPrefix(data, []byte(AppID+" ")) {
		return decodeLine(data, kind)
	}
	if len(data) < len(AppID)+1 && bytes.HasPrefix([]byte(AppID+" "), data) {
		return nil, fmt.Errorf("%w: not a complete save", ErrCorrupt)
	}
	return decodeJSON(data, kind)
}

// decodeLine reads a version 2 envelope (or says a newer one is newer).
func decodeLine(data []byte, kind string) ([]byte, error) {
	header, payload, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return nil, fmt.Errorf("%w: not a complete save", ErrCorrupt)
	}
	fields := strings.Split(string(header), " ")
	version, err := strconv.Atoi(fields[1])
	if err != nil || version < 1 || fields[1] != strconv.Itoa(version) {
		return nil, fmt.Errorf("%w: no valid version", ErrCorrupt)
	}
	if version > Version {
		return nil, fmt.Errorf("%w: format version %d, this Warboard reads up to %d", ErrForeign, version, Version)
	}
	if version != Version || len(fields) != 5 {
		return nil, fmt.Errorf("%w: a damaged header", ErrCorrupt)
	}
	got, sum := fields[2], fields[3]
	size, err := strconv.Atoi(fields[4])
	if err != nil || size < 0 || fields[4] != strconv.Itoa(size) || !validKind(got) || got == "" {
		return nil, fmt.Errorf("%w: a damaged header", ErrCorrupt)
	}
	if len(payload) != size {
		return nil, fmt.Errorf("%w: not a complete save (%d of %d bytes)", ErrCorrupt, len(payload), size)
	}
	if sum != checksum(payload) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	if !utf8.Valid(payload) {
		return nil, fmt.Errorf("%w: the payload is not text", ErrCorrupt)
	}
	if got != kind {
		return nil, fmt.Errorf("%w: holds %q data, not %q", ErrForeign, got, kind)
	}
	return payload, nil
}

// decodeJSON reads a version 1 envelope, or says what else the JSON is. Field names are
// matched exactly (not case-insensitively as encoding/json would), so a damaged name is
// not read as the field.
func decodeJSON(data []byte, kind string) ([]byte, error) {
	fields, err := minijson.ReadObject(data)
	if errors.Is(err, minijson.ErrNotObject) {
		return nil, fmt.Errorf("%w: not a Warboard save", ErrForeign)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: not a complete save", ErrCorrupt)
	}
	str := func(key string) (string, bool) {
		v, ok := fields.Value(key)
		return v.Text(), ok && v.Kind == minijson.String
	}
	app, ok := str("app")
	if !ok {
		// Another program's JSON has none of our fields; a damaged save keeps some.
		for _, k := range []string{"version", "kind", "checksum", "payload"} {
			if fields.Has(k) {
				return nil, fmt.Errorf("%w: no app name", ErrCorrupt)
			}
		}
		return nil, fmt.Errorf("%w: not a Warboard save", ErrForeign)
	}
	if app != AppID {
		return nil, fmt.Errorf("%w: written by %q", ErrForeign, app)
	}
	var version int
	if fields.Int("version", &version); fields.Err() != nil || version < 1 {
		return nil, fmt.Errorf("%w: no valid version", ErrCorrupt)
	}
	if version > jsonVersion {
		// Every later version is a header line: a JSON envelope above 1 is not ours to read.
		return nil, fmt.Errorf("%w: format version %d in a JSON envelope, this Warboard reads version %d there", ErrForeign, version, jsonVersion)
	}
	got, okKind := str("kind")
	sum, okSum := str("checksum")
	payload, okPayload := str("payload")
	if !okKind || !okSum || !okPayload {
		return nil, fmt.Errorf("%w: fields missing", ErrCorrupt)
	}
	if sum != checksum([]byte(payload)) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	if got != kind {
		return nil, fmt.Errorf("%w: holds %q data, not %q", ErrForeign, got, kind)
	}
	return []byte(payload), nil
}

// SaveEnvelope encodes payload as kind and saves it under name.
func SaveEnvelope(s Store, name, kind string, payload []byte) error {
	data, err := Encode(kind, payload)
	if err != nil {
		return err
	}
	return s.Save(name, data)
}

// SetAsideError says a save could not be read and where its bytes went. It matches
// ErrCorrupt or ErrForeign (errors.Is), for the UI's message.
type SetAsideError struct {
	Name  string // the name the save was under
	Aside string // the name it was moved to, bytes untouched
	Err   error  // why it could not be read
}

func (e *SetAsideError) Error() string {
	return fmt.Sprintf("%s could not be read and was set aside as %s: %v", e.Name, e.Aside, e.Err)
}

func (e *SetAsideError) Unwrap() error { return e.Err }

// LoadOrSetAside loads the envelope of kind under name and returns its payload, checked by
// check when it is not nil (a payload check fails, for example, when a record no longer
// parses). A save that cannot be read is renamed to name.corrupt-<unix time> (or
// .foreign-… when it is another program's or a newer version's) and a *SetAsideError is
// returned, so the next start is clean and nothing is lost. Nothing saved: ErrNoSave.
// A store that cannot be read at all returns its error and nothing is moved.
func LoadOrSetAside(s Store, name, kind string, now time.Time, check func(payload []byte) error) ([]byte, error) {
	data, err := s.Load(name)
	if errors.Is(err, ErrNotFound) {
		return nil, fmt.Errorf("%w: %s", ErrNoSave, name)
	}
	if err != nil {
		return nil, err
	}
	payload, bad := Decode(data, kind)
	if bad == nil && check != nil {
		if err := check(payload); err != nil {
			bad = fmt.Errorf("%w: %v", ErrCorrupt, err)
		}
	}
	if bad == nil {
		return payload, nil
	}
	tag := "corrupt"
	if errors.Is(bad, ErrForeign) {
		tag = "foreign"
	}
	aside, err := freeName(s, fmt.Sprintf("%s.%s-%d", name, tag, now.Unix()))
	if err == nil {
		err = s.Rename(name, aside)
	}
	if err != nil {
		return nil, fmt.Errorf("%w; setting it aside failed too, it stays as %s: %v", bad, name, err)
	}
	return nil, &SetAsideError{Name: name, Aside: aside, Err: bad}
}

// freeName returns base, or base-2, base-3… whichever holds nothing yet, so that two
// saves set aside in the same second do not overwrite each other.
func freeName(s Store, base string) (string, error) {
	name := base
	for i := 2; i < 1000; i++ {
		_, err := s.Load(name)
		if errors.Is(err, ErrNotFound) {
			return name, nil
		}
		if err != nil {
			return "", err
		}
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return "", fmt.Errorf("storage: too many set-aside copies of %s", base)
}
