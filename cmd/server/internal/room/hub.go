//go:build !js

package room

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"log"
	"runtime"
	"slices"
	"sync"
	"time"

	"warboard/cmd/server/internal/store"
	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
	"warboard/rules/ai/level"
)

// Hub is every room of the server.
type Hub struct {
	// Now is the clock (tests move it); Logf the server's log (nil: the standard logger).
	Now  func() time.Time
	Logf func(format string, args ...any)
	// MaxRooms caps the rooms held; Keep is how long a finished room stays, Idle how long
	// one nobody acts in.
	MaxRooms   int
	Keep, Idle time.Duration
	// MaxHints caps the hints asked and not yet answered: each is a hard search on the
	// thinking cores, and a person is better told "busy, ask again" than kept waiting
	// behind a queue of them.
	MaxHints int

	st      *store.Store
	mu      sync.Mutex
	rooms   map[string]*Room
	think   chan struct{} // one token per core: the computer's searches never take them all
	work    sync.WaitGroup
	closing bool // no new search once the server stops (under mu)
	hinting int  // hints asked and not answered (under mu)
}

// NewHub is a hub keeping its rooms in st (nil: in memory only).
func NewHub(st *store.Store) *Hub {
	cores := max(1, runtime.GOMAXPROCS(0)-1)
	return &Hub{Now: time.Now, MaxRooms: 20000, Keep: 24 * time.Hour, Idle: 7 * 24 * time.Hour,
		MaxHints: hintsPerCore * cores, st: st, rooms: map[string]*Room{}, think: make(chan struct{}, cores)}
}

func (h *Hub) now() time.Time { return h.Now() }

func (h *Hub) logf(format string, args ...any) {
	if h.Logf != nil {
		h.Logf(format, args...)
		return
	}
	log.Printf(format, args...)
}

// codeLetters make room codes easy to read aloud and type: no 0/O, 1/I/L.
const codeLetters = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

func newCode() string {
	var b [8]byte
	rand.Read(b[:])
	n := binary.LittleEndian.Uint64(b[:])
	out := make([]byte, 6)
	for i := range out {
		out[i] = codeLetters[n%uint64(len(codeLetters))]
		n /= uint64(len(codeLetters))
	}
	return string(out)
}

func validLevel(l string) bool { return slices.Contains(level.Names(), l) }

// Create makes a room from a Create message.
func (h *Hub) Create(m proto.Msg) (*Room, error) {
	h.mu.Lock()
	full := len(h.rooms) >= h.MaxRooms
	h.mu.Unlock()
	if full {
		return nil, refuse(proto.CodeBusy, "the server holds as many rooms as it may: try later")
	}
	var b [8]byte
	rand.Read(b[:])
	h.mu.Lock()
	id := newCode()
	for h.rooms[id] != nil {
		id = newCode()
	}
	h.rooms[id] = nil // reserved
	h.mu.Unlock()
	r, err := newRoom(h, id, m, binary.LittleEndian.Uint64(b[:]))
	h.mu.Lock()
	if err != nil {
		delete(h.rooms, id)
	} else {
		h.rooms[id] = r
	}
	h.mu.Unlock()
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.changed()
	r.mu.Unlock()
	return r, nil
}

// Room is the room of code id, nil for none.
func (h *Hub) Room(id string) *Room {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.rooms[id]
}

// Len is the number of rooms.
func (h *Hub) Len() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.rooms)
}

// Tick acts on seats away too long and lets old rooms go; the server calls it every second.
func (h *Hub) Tick() {
	now := h.now()
	h.mu.Lock()
	rooms := make([]*Room, 0, len(h.rooms))
	for _, r := range h.rooms {
		if r != nil {
			rooms = append(rooms, r)
		}
	}
	h.mu.Unlock()
	for _, r := range rooms {
		r.tick(now)
		r.mu.Lock()
		old := !r.ended.IsZero() && now.Sub(r.ended) > h.Keep || now.Sub(r.touched) > h.Idle
		r.mu.Unlock()
		if old {
			h.mu.Lock()
			delete(h.rooms, r.ID)
			h.mu.Unlock()
			if h.st != nil {
				h.st.Delete(r.ID)
			}
		}
	}
}

// Wait waits for the computer's searches under way and starts no more (a server
// stopping: their moves are played and stored, the next ones wait for the restart).
func (h *Hub) Wait() {
	h.mu.Lock()
	h.closing = true
	h.mu.Unlock()
	h.work.Wait()
}

// startWork counts a search in, unless the server stops.
// hintsPerCore: a hard search takes about a second of a core (docs/online.md, "Hints under
// load"), so four waiting a core is a wait of a few seconds at most.
const hintsPerCore = 4

// startHint is startWork for a hint, false also when MaxHints are waiting; doneHint ends it.
func (h *Hub) startHint() (ok, busy bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return false, false
	}
	if h.hinting >= h.MaxHints {
		return false, true
	}
	h.hinting++
	h.work.Add(1)
	return true, false
}

func (h *Hub) doneHint() {
	h.mu.Lock()
	h.hinting--
	h.mu.Unlock()
	h.work.Done()
}

func (h *Hub) startWork() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closing {
		return false
	}
	h.work.Add(1)
	return true
}

// kept is a room in the store.
type kept struct {
	ID      string
	Tags    map[string]string
	Away    time.Duration
	AwayDo  string
	Level   string
	Seats   []*seat
	Undo    *undoAsk
	Queued  map[string]string
	Flipped bool
	News    string
	Hints   bool   `json:",omitempty"`
	Game    []byte // the controller's save, which holds the record
	Created time.Time
	Touched time.Time
	Ended   time.Time
}

// save puts r in the store (the lock is held).
func (h *Hub) save(r *Room) {
	if h.st == nil {
		return
	}
	g, err := r.game.Save()
	if err != nil {
		h.logf("room %s: cannot save: %v", r.ID, err)
		return
	}
	data, err := json.Marshal(kept{ID: r.ID, Tags: r.tags, Away: r.away, AwayDo: r.awayDo, Level: r.level, Seats: r.seats,
		Undo: r.undo, Queued: r.queued, Flipped: r.flipped, News: r.news, Hints: r.hints, Game: g,
		Created: r.created, Touched: r.touched, Ended: r.ended})
	if err != nil {
		h.logf("room %s: cannot save: %v", r.ID, err)
		return
	}
	h.st.Put(r.ID, data)
}

// Load brings back every room of the store: each person's away time starts now (nobody
// could connect while the server was down), and the computer goes on where it must.
func (h *Hub) Load() (int, error) {
	if h.st == nil {
		return 0, nil
	}
	var rooms []*Room
	err := h.st.All(func(id string, data []byte) {
		var k kept
		if err := json.Unmarshal(data, &k); err != nil {
			h.logf("room %s: not loaded: %v", id, err)
			return
		}
		g, err := table.Restore(k.Game)
		if err != nil {
			h.logf("room %s: not loaded: %v", id, err)
			return
		}
		r := &Room{ID: k.ID, hub: h, tags: k.Tags, away: k.Away, awayDo: k.AwayDo, level: k.Level, game: g, seats: k.Seats,
			undo: k.Undo, queued: k.Queued, flipped: k.Flipped, news: k.News, hints: k.Hints, created: k.Created, touched: k.Touched, ended: k.Ended}
		if r.queued == nil {
			r.queued = map[string]string{}
		}
		for _, s := range r.seats {
			if s.Hash != "" && !s.Away {
				s.Gone = h.now()
			}
		}
		rooms = append(rooms, r)
	})
	h.mu.Lock()
	for _, r := range rooms {
		h.rooms[r.ID] = r
	}
	h.mu.Unlock()
	for _, r := range rooms {
		r.mu.Lock()
		r.changed()
		r.mu.Unlock()
	}
	return len(rooms), err
}
