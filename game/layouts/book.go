// Package layouts keeps a player's saved deployments — Junqi layouts and Napoleon set-ups —
// on the device, reads and writes them as the notation's placement lists, turns them to any
// seat, mirrors them, checks them by the rules and offers a few built-in ones.
//
// It does not import Ebitengine, so it builds and tests headless and under js/wasm.
package layouts

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"warboard/game/internal/minijson"
	"warboard/game/storage"
)

// The blob the book is kept in, in the app's store (a file in the user config directory on
// the desktop, localStorage in a browser), wrapped in the save envelope.
const (
	StoreName = "layouts"
	StoreKind = "layouts"
)

// The games a layout belongs to (setup.GameID's values).
const (
	Junqi    = "junqi"
	Napoleon = "napoleon"
)

// MaxEntries bounds the saved layouts (localStorage is small; a list a thumb can scroll).
const MaxEntries = 200

// MaxNameLen bounds a layout's name, in characters.
const MaxNameLen = 60

// Entry is one saved layout.
type Entry struct {
	ID   int    `json:"id"` // unique in the book, never reused while the entry lives
	Name string `json:"name"`
	Game string `json:"game"` // Junqi or Napoleon
	// Board is the Napoleon board ("8x8"); empty for Junqi, whose layouts fit both boards
	// (an area is the same 30 points on either).
	Board string `json:"board,omitempty"`
	// Army is the Napoleon army option the set-up was made under (informative: loading
	// checks the pieces against the current rule, whatever this says).
	Army string `json:"army,omitempty"`
	// Text is the layout as a placement list in South's area: a Junqi layout on the
	// two-player board ("a1=S2 b1=SF …"), a Napoleon set-up with its cannon facings
	// ("c2=SK>NE …").
	Text  string    `json:"text"`
	Saved time.Time `json:"saved,omitzero"`
}

// Builtin reports an entry of the program's own (negative IDs), which cannot be deleted.
func (e Entry) Builtin() bool { return e.ID < 0 }

// payload is what the envelope holds. Entries stay raw so one that cannot be read is kept,
// untouched, instead of failing the whole book.
type payload struct {
	Version int      `json:"version"`
	Entries [][]byte `json:"layouts"`
}

const payloadVersion = 1

// Book is the saved layouts. Every change is written to the store at once; a change the
// store refuses leaves the book as it was.
type Book struct {
	entries []Entry
	kept    [][]byte // entries this build could not read, written back as they were
}

// SkippedError says a saved entry could not be read: it is left out of the list and kept
// in the store.
type SkippedError struct {
	Index int    // its place in the stored list, from 0
	Name  string // its name, when that much could be read
	Err   error
}

func (e *SkippedError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("saved layout %q could not be read (kept, not listed): %v", e.Name, e.Err)
	}
	return fmt.Sprintf("saved layout #%d could not be read (kept, not listed): %v", e.Index+1, e.Err)
}

// Open reads the book from st. Nothing saved is an empty book and no error. Entries that
// cannot be read come back as *SkippedError each, the others are listed; a whole blob that
// cannot be read is set aside (storage.LoadOrSetAside, a *storage.SetAsideError) and the
// book starts empty. A store that cannot be read at all gives its error and an empty book
// that still saves.
func Open(st storage.Store, now time.Time) (*Book, []error) {
	b := &Book{}
	var pl payload
	_, err := storage.LoadOrSetAside(st, StoreName, StoreKind, now, func(p []byte) error {
		pl = payload{}
		r, err := minijson.ReadObject(p)
		if err != nil {
			return err
		}
		r.Int("version", &pl.Version)
		pl.Entries = r.RawArray("layouts")
		if err := r.Err(); err != nil {
			return err
		}
		if pl.Version < 1 || pl.Version > payloadVersion {
			return fmt.Errorf("layouts version %d, this Warboard reads %d", pl.Version, payloadVersion)
		}
		return nil
	})
	if errors.Is(err, storage.ErrNoSave) {
		return b, nil
	}
	if err != nil {
		return b, []error{err}
	}
	var errs []error
	ids := map[int]bool{}
	for i, raw := range pl.Entries {
		e, err := decodeEntry(raw)
		if err == nil && ids[e.ID] {
			err = fmt.Errorf("id %d is used twice", e.ID)
		}
		if err != nil {
			b.kept = append(b.kept, raw)
			errs = append(errs, &SkippedError{Index: i, Name: e.Name, Err: err})
			continue
		}
		ids[e.ID] = true
		b.entries = append(b.entries, e)
	}
	return b, errs
}

// decodeEntry reads one stored entry and checks it as a layout of its game.
func decodeEntry(raw []byte) (Entry, error) {
	e, err := readEntry(raw)
	if err != nil {
		return Entry{}, err
	}
	e.Name = cleanName(e.Name)
	if e.ID <= 0 {
		return e, fmt.Errorf("no valid id")
	}
	return e, checkEntry(e)
}

// checkEntry tests that an entry's text is a layout of its game and board.
func checkEntry(e Entry) error {
	switch e.Game {
	case Junqi:
		_, err := DecodeJunqi(e.Text)
		return err
	case Napoleon:
		b, err := parseBoard(e.Board)
		if err != nil {
			return err
		}
		_, err = DecodeNapoleon(b, e.Text)
		return err
	}
	return fmt.Errorf("game %q is not junqi or napoleon", e.Game)
}

// cleanName keeps a name one short line of text.
func cleanName(s string) string {
	s = strings.Join(strings.Fields(strings.ToValidUTF8(s, "")), " ")
	if utf8.RuneCountInString(s) > MaxNameLen {
		s = string([]rune(s)[:MaxNameLen])
	}
	return s
}

// List is the saved entries of a game (and, for Napoleon, of a board: "8x8"), oldest first.
func (b *Book) List(game, board string) []Entry {
	var out []Entry
	for _, e := range b.entries {
		if e.Game == game && (game != Napoleon || e.Board == board) {
			out = append(out, e)
		}
	}
	return out
}

// Get is the entry with id.
func (b *Book) Get(id int) (Entry, bool) {
	for _, e := range b.entries {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}

// NextNumber is n for a default name "Layout n": one more than the count of the game's
// saved entries, skipping numbers a default name already uses.
func (b *Book) NextNumber(game string, name func(n int) string) int {
	used := map[string]bool{}
	count := 0
	for _, e := range b.entries {
		if e.Game == game {
			used[e.Name] = true
			count++
		}
	}
	n := count + 1
	for used[name(n)] {
		n++
	}
	return n
}

// ErrNoName refuses a name that is empty once trimmed.
var ErrNoName = errors.New("a layout needs a name")

// NameTakenError refuses a name another saved layout of the same game (and Napoleon board)
// already has, letter case aside: two entries of one name could not be told apart.
type NameTakenError struct{ Name string }

func (e *NameTakenError) Error() string {
	return fmt.Sprintf("a layout named %q is saved already", e.Name)
}

// CheckName is name as it would be kept (spaces trimmed and collapsed, at most MaxNameLen
// characters), or why it cannot be: ErrNoName, a *NameTakenError. except is the entry
// being renamed (it may keep its own name); 0 for a new one.
func (b *Book) CheckName(game, board, name string, except int) (string, error) {
	name = cleanName(name)
	if name == "" {
		return "", ErrNoName
	}
	for _, e := range b.List(game, board) {
		if e.ID != except && strings.EqualFold(e.Name, name) {
			return name, &NameTakenError{Name: e.Name}
		}
	}
	return name, nil
}

// FreeName is name, or name with the first free number after it ("Left flag (2)") when a
// saved layout of the game already has it: what an imported file is called.
func (b *Book) FreeName(game, board, name string) string {
	name = cleanName(name)
	if _, err := b.CheckName(game, board, name, 0); err == nil || name == "" {
		return name
	}
	for n := 2; ; n++ {
		suffix := fmt.Sprintf(" (%d)", n)
		base := []rune(name)
		if len(base)+len([]rune(suffix)) > MaxNameLen {
			base = base[:MaxNameLen-len([]rune(suffix))]
		}
		if c, err := b.CheckName(game, board, string(base)+suffix, 0); err == nil {
			return c
		}
	}
}

// Add saves a new entry (its ID is chosen here) and returns it as kept. The text must be a
// layout of its game; an empty name or one the game's saved layouts have is refused
// (CheckName).
func (b *Book) Add(st storage.Store, e Entry) (Entry, error) {
	var err error
	if e.Name, err = b.CheckName(e.Game, e.Board, e.Name, 0); err != nil {
		return Entry{}, err
	}
	if err := checkEntry(e); err != nil {
		return Entry{}, err
	}
	if len(b.entries)+len(b.kept) >= MaxEntries {
		return Entry{}, fmt.Errorf("%d layouts are saved already: delete one first", MaxEntries)
	}
	e.ID = 1
	for _, x := range b.entries {
		e.ID = max(e.ID, x.ID+1)
	}
	for _, raw := range b.kept { // never reuse an id a kept entry may hold
		if r, err := minijson.ReadObject(raw); err == nil {
			id := 0
			if r.Int("id", &id); r.Err() == nil {
				e.ID = max(e.ID, id+1)
			}
		}
	}
	next := append(append([]Entry(nil), b.entries...), e)
	if err := b.commit(st, next); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// Delete removes a saved entry.
func (b *Book) Delete(st storage.Store, id int) error {
	var next []Entry
	found := false
	for _, e := range b.entries {
		if e.ID == id {
			found = true
			continue
		}
		next = append(next, e)
	}
	if !found {
		return fmt.Errorf("no saved layout %d", id)
	}
	return b.commit(st, next)
}

// Rename gives a saved entry a new name, refused as Add refuses one (CheckName).
func (b *Book) Rename(st storage.Store, id int, name string) error {
	next := append([]Entry(nil), b.entries...)
	for i := range next {
		if next[i].ID == id {
			name, err := b.CheckName(next[i].Game, next[i].Board, name, id)
			if err != nil {
				return err
			}
			next[i].Name = name
			return b.commit(st, next)
		}
	}
	return fmt.Errorf("no saved layout %d", id)
}

// commit writes entries (and the kept unreadable ones) to st, and only then makes them the
// book's.
func (b *Book) commit(st storage.Store, entries []Entry) error {
	var raws [][]byte
	for _, e := range entries {
		raws = append(raws, e.json())
	}
	raws = append(raws, b.kept...)
	w := minijson.NewWriter()
	w.Int("version", payloadVersion)
	w.RawArray("layouts", raws)
	data := w.Bytes()
	if err := storage.SaveEnvelope(st, StoreName, StoreKind, data); err != nil {
		return err
	}
	b.entries = entries
	return nil
}

// fields are e's members as encoding/json would write them from its struct tags (the
// app's one small codec keeps encoding/json out of the browser bundle; TestEntryJSONAgrees
// compares); the time is its text, saved.
func (e *Entry) fields(saved *string) minijson.Fields {
	return func(c minijson.Codec) {
		c.Int("id", &e.ID)
		c.String("name", &e.Name)
		c.String("game", &e.Game)
		c.StringOmit("board", &e.Board)
		c.StringOmit("army", &e.Army)
		c.String("text", &e.Text)
		c.StringOmit("saved", saved)
	}
}

// json writes e.
func (e Entry) json() []byte {
	saved := ""
	if !e.Saved.IsZero() {
		saved = e.Saved.Format(time.RFC3339Nano)
	}
	return minijson.Encode(e.fields(&saved))
}

// readEntry reads what json writes: missing members keep their zero value, one of the
// wrong type is an error, unknown members are ignored (as encoding/json did).
func readEntry(raw []byte) (Entry, error) {
	var e Entry
	saved := ""
	if err := minijson.Decode(raw, false, e.fields(&saved)); err != nil {
		return Entry{}, err
	}
	if saved != "" {
		t, err := time.Parse(time.RFC3339, saved)
		if err != nil {
			return Entry{}, fmt.Errorf("saved: %v", err)
		}
		e.Saved = t
	}
	return e, nil
}
