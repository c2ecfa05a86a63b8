//go:build !js

package platform

import (
	"path/filepath"

	"warboard/game/scene"
	"warboard/game/storage"
)

// SystemRecords is the records folder of the desktop: <user config dir>/warboard/records.
func SystemRecords() scene.RecordSource {
	dir, err := storage.DefaultDir()
	if err != nil {
		return Folder{}
	}
	return Folder{dir: filepath.Join(dir, "records")}
}
