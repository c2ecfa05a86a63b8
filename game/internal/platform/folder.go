package platform

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"warboard/game/storage"
	"warboard/rules/record"
)

// Folder is a records folder (the desktop's): the Load screen lists and reads its files,
// Save record writes into it. It has no picker.
type Folder struct{ dir string }

// NewFolder is the records folder dir ("" for none: nothing listed, nothing saved).
func NewFolder(dir string) Folder { return Folder{dir: dir} }

func (d Folder) Dir() string { return d.dir }

func (d Folder) List() ([]string, error) {
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

func (d Folder) Read(name string) (string, error) {
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

func (Folder) CanPick() bool { return false }
func (Folder) Pick()         {}
func (Folder) Picked() (string, string, error, bool) {
	return "", "", nil, false
}

// parseRecord reads a loaded file's text as a record of one of our games.

// Export saves a record file named name into the folder (written to a temporary file and
// renamed, so a crash never leaves half a record) and returns its path.
func (d Folder) Export(name, text string) (where string, err error) {
	if d.dir == "" {
		return "", errors.New("no records folder")
	}
	if err := storage.NewFileStore(d.dir).Save(name, []byte(text)); err != nil {
		return "", err
	}
	return filepath.Join(d.dir, name), nil
}

// Downloads is false: the record goes to a file the player can find.
func (Folder) Downloads() bool { return false }
