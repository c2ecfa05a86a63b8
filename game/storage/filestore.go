package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// FileStore keeps each blob in a file of one directory, created on the first save.
type FileStore struct {
	dir string
}

// NewFileStore returns a store in dir (tests pass a t.TempDir()).
func NewFileStore(dir string) *FileStore { return &FileStore{dir: dir} }

// DefaultDir is where the desktop app keeps its data: <user config dir>/warboard, e.g.
// ~/.config/warboard on Linux.
func DefaultDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return filepath.Join(base, "warboard"), nil
}

// Dir is the store's directory.
func (f *FileStore) Dir() string { return f.dir }

func (f *FileStore) path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	return filepath.Join(f.dir, name), nil
}

func (f *FileStore) Load(name string) ([]byte, error) {
	p, err := f.path(name)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(p)
	return b, fileErr(err, name)
}

// Save writes a temporary file in the same directory, flushes it to disk, and renames it
// over the old file: rename is atomic, so a crash leaves the old save or the new one.
func (f *FileStore) Save(name string, data []byte) (err error) {
	p, err := f.path(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(f.dir, 0o700); err != nil {
		return fileErr(err, name)
	}
	tmp, err := os.CreateTemp(f.dir, "."+name+".tmp-*")
	if err != nil {
		return fileErr(err, name)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fileErr(err, name)
	}
	if err := tmp.Sync(); err != nil {
		return fileErr(err, name)
	}
	if err := tmp.Close(); err != nil {
		return fileErr(err, name)
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return fileErr(err, name)
	}
	syncDir(f.dir)
	return nil
}

func (f *FileStore) Remove(name string) error {
	p, err := f.path(name)
	if err != nil {
		return err
	}
	return fileErr(os.Remove(p), name)
}

func (f *FileStore) Rename(from, to string) error {
	pf, err := f.path(from)
	if err != nil {
		return err
	}
	pt, err := f.path(to)
	if err != nil {
		return err
	}
	if err := os.Rename(pf, pt); err != nil {
		return fileErr(err, from)
	}
	syncDir(f.dir)
	return nil
}

// syncDir makes a rename durable. Some systems (Windows) cannot open a directory for
// syncing; the rename itself is still atomic there, so the error is ignored.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// fileErr adds the package's sentinel errors to what the OS said.
func fileErr(err error, name string) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%w: %s", ErrNotFound, name)
	case errors.Is(err, syscall.ENOSPC):
		return fmt.Errorf("%w: %v", ErrFull, err)
	}
	return fmt.Errorf("storage: %s: %w", name, err)
}
