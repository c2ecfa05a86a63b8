//go:build !js

package game

import (
	"path/filepath"

	"warboard/game/storage"
)

// recordsDir is where ExportRecord writes: the folder the Load screen lists. Tests point
// it elsewhere.
var recordsDir = func() (string, error) {
	dir, err := storage.DefaultDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "records"), nil
}

// ExportRecord saves a record file named name into the records folder (written to a
// temporary file and renamed, so a crash never leaves half a record) and returns its path.
func ExportRecord(name, text string) (where string, err error) {
	dir, err := recordsDir()
	if err != nil {
		return "", err
	}
	if err := storage.NewFileStore(dir).Save(name, []byte(text)); err != nil {
		return "", err
	}
	return filepath.Join(dir, name), nil
}

const exportDownloads = false // the record goes to a file the player can find
