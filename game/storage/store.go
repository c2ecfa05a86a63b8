// Package storage keeps Warboard's autosaves and settings: a small Store interface with a
// desktop file store, a browser localStorage store and an in-memory store, a versioned,
// checksummed save envelope, and the settings record.
//
// It does not import Ebitengine, so it builds and tests headless and under js/wasm.
package storage

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// Store holds named blobs. Names are short: letters, digits, '.', '-' and '_', not starting
// with '.' (temporary files of the file store do).
type Store interface {
	// Load returns the blob, or an error matching ErrNotFound.
	Load(name string) ([]byte, error)
	// Save replaces the blob as a whole: after a crash either the old or the new one is
	// there, never a mix.
	Save(name string, data []byte) error
	// Remove deletes the blob; a missing blob gives an error matching ErrNotFound.
	Remove(name string) error
	// Rename moves a blob to a new name, replacing any blob there; it is how a save that
	// cannot be read is set aside without losing its bytes.
	Rename(from, to string) error
}

// The errors a Store returns wrap these, so callers test them with errors.Is.
var (
	ErrNotFound    = errors.New("storage: no such saved data")
	ErrBadName     = errors.New("storage: bad name")
	ErrFull        = errors.New("storage: no room left to save")
	ErrUnavailable = errors.New("storage: saving is not available here")
)

const maxNameLen = 100

func checkName(name string) error {
	if name == "" || len(name) > maxNameLen || name[0] == '.' {
		return fmt.Errorf("%w: %q", ErrBadName, name)
	}
	for _, c := range []byte(name) {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '.' || c == '-' || c == '_'
		if !ok {
			return fmt.Errorf("%w: %q", ErrBadName, name)
		}
	}
	return nil
}

// MemStore is a Store in memory, for tests. FailSave, when set, is returned by every Save
// (to play a full disk or a refused localStorage).
type MemStore struct {
	mu       sync.Mutex
	blobs    map[string][]byte
	FailSave error
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{blobs: map[string][]byte{}} }

func (m *MemStore) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[name]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, name)
	}
	return append([]byte(nil), b...), nil
}

func (m *MemStore) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.FailSave != nil {
		return m.FailSave
	}
	m.blobs[name] = append([]byte{}, data...)
	return nil
}

func (m *MemStore) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.blobs[name]; !ok {
		return fmt.Errorf("%w: %s", ErrNotFound, name)
	}
	delete(m.blobs, name)
	return nil
}

func (m *MemStore) Rename(from, to string) error {
	if err := checkName(from); err != nil {
		return err
	}
	if err := checkName(to); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.blobs[from]
	if !ok {
		return fmt.Errorf("%w: %s", ErrNotFound, from)
	}
	delete(m.blobs, from)
	m.blobs[to] = b
	return nil
}

// Names lists the stored names, sorted (for tests).
func (m *MemStore) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	names := make([]string, 0, len(m.blobs))
	for n := range m.blobs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
