//go:build !js

package game

import (
	"path/filepath"

	"warboard/game/storage"
)

// systemRecords lists the records folder of the desktop: <user config dir>/warboard/records.
func systemRecords() recordSource {
	dir, err := storage.DefaultDir()
	if err != nil {
		return dirRecords{}
	}
	return dirRecords{dir: filepath.Join(dir, "records")}
}
