//go:build !js

// Package store keeps the server's rooms in a bbolt file: one key a room, its value the
// room's own bytes (seats, settings, the game's save, the record). Writes are gathered and
// committed together every Interval (one fsync for every room that changed), so thousands
// of games cost a few commits a second; Close commits what is left, so a stopped server
// loses nothing and a crash at most the last Interval.
package store

import (
	"errors"
	"sync"
	"time"

	bolt "go.etcd.io/bbolt"
)

var bucket = []byte("rooms")

// Interval is how long a change may wait before it is committed.
const Interval = 50 * time.Millisecond

// Store is the rooms' file.
type Store struct {
	db *bolt.DB

	mu      sync.Mutex
	pending map[string][]byte // nil value: delete
	err     error             // the last commit's failure, reported by Flush
	wake    chan struct{}
	done    chan struct{}
	closed  bool
}

// Open opens (or makes) the file at path.
func Open(path string) (*Store, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 2 * time.Second})
	if err != nil {
		return nil, err
	}
	if err := db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(bucket)
		return err
	}); err != nil {
		db.Close()
		return nil, err
	}
	s := &Store{db: db, pending: map[string][]byte{}, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go s.run()
	return s, nil
}

// Put keeps data as room id's (replacing any earlier), committed within Interval.
func (s *Store) Put(id string, data []byte) {
	s.mu.Lock()
	s.pending[id] = data
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Delete drops room id.
func (s *Store) Delete(id string) { s.Put(id, nil) }

// run commits the pending writes, at most once every Interval.
func (s *Store) run() {
	defer close(s.done)
	for range s.wake {
		s.commit()
		s.mu.Lock()
		closed := s.closed
		s.mu.Unlock()
		if closed {
			return
		}
		time.Sleep(Interval)
	}
}

func (s *Store) commit() {
	s.mu.Lock()
	batch := s.pending
	s.pending = map[string][]byte{}
	s.mu.Unlock()
	if len(batch) == 0 {
		return
	}
	err := s.db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucket)
		for id, data := range batch {
			var err error
			if data == nil {
				err = b.Delete([]byte(id))
			} else {
				err = b.Put([]byte(id), data)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		s.mu.Lock()
		s.err = err
		for id, data := range batch { // keep them for the next try, unless newer came
			if _, ok := s.pending[id]; !ok {
				s.pending[id] = data
			}
		}
		s.mu.Unlock()
	}
}

// Flush commits every pending write now.
func (s *Store) Flush() error {
	s.commit()
	s.mu.Lock()
	defer s.mu.Unlock()
	err := s.err
	s.err = nil
	return err
}

// All calls f with every room kept (the file's, not what waits to be committed).
func (s *Store) All(f func(id string, data []byte)) error {
	return s.db.View(func(tx *bolt.Tx) error {
		return tx.Bucket(bucket).ForEach(func(k, v []byte) error {
			f(string(k), append([]byte(nil), v...))
			return nil
		})
	})
}

// Close commits what is pending and closes the file.
func (s *Store) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errors.New("closed twice")
	}
	s.closed = true
	s.mu.Unlock()
	close(s.wake)
	<-s.done
	err := s.Flush()
	if cerr := s.db.Close(); err == nil {
		err = cerr
	}
	return err
}
