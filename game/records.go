package game

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"warboard/rules/record"
)

// recordSource is where the Load screen finds record files: a folder on the desktop, the
// browser's file picker on the web.
type recordSource interface {
	// Dir is the folder files are listed from, "" when there is none (the browser).
	Dir() string
	// List names the record files in Dir, sorted.
	List() ([]string, error)
	// Read returns the text of a listed file.
	Read(name string) (string, error)
	// CanPick reports whether there is a file picker.
	CanPick() bool
	// Pick opens the picker; the file arrives later through Picked.
	Pick()
	// Picked returns a file chosen since the last call (ok false while none is).
	Picked() (name, text string, err error, ok bool)
}

// dirRecords lists the record files of a folder; it has no picker.
type dirRecords struct{ dir string }

func (d dirRecords) Dir() string { return d.dir }

func (d dirRecords) List() ([]string, error) {
	entries, err := os.ReadDir(d.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	return names, nil
}

func (d dirRecords) Read(name string) (string, error) {
	if name != filepath.Base(name) {
		return "", fmt.Errorf("%q is not a file of %s", name, d.dir)
	}
	f, err := os.Open(filepath.Join(d.dir, name))
	if err != nil {
		return "", err
	}
	defer f.Close()
	// One byte more than a record may hold, so Parse reports a file that is too big.
	b, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	return string(b), err
}

func (dirRecords) CanPick() bool { return false }
func (dirRecords) Pick()         {}
func (dirRecords) Picked() (string, string, error, bool) {
	return "", "", nil, false
}

// parseRecord reads a loaded file's text as a record of one of our games.
func parseRecord(text string) (*record.Record, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errEmptyRecord
	}
	rec, err := record.Parse(text)
	if err != nil {
		return nil, err
	}
	switch g, _ := rec.Tag("Game"); GameID(g) {
	case Junqi, Napoleon:
	case "":
		return nil, errors.New("no [Game] tag")
	default:
		return nil, fmt.Errorf("[Game %q] is not a game Warboard plays", g)
	}
	return rec, nil
}

var errEmptyRecord = errors.New("empty record")
