//go:build !js

package storage

// OpenSystem returns the store the app uses on this platform: files under DefaultDir.
func OpenSystem() (Store, error) {
	dir, err := DefaultDir()
	if err != nil {
		return nil, err
	}
	return NewFileStore(dir), nil
}
