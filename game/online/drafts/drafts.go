// Package drafts keeps a seat's private work in an online room on the device until the
// seat sends it: the deployment being arranged before Ready (Junqi or Napoleon), the
// 三打一 landlord's pick of 19 of the pool's 23 before Done, and a Napoleon turn being
// built (its move and cannon turns) before End turn. A reload of the page then finds the
// work where it was left. A draft is the seat's own secret: it is kept in the device's
// store only ("online-draft-ROOM-SEAT"), never sent to the server; the room screen drops
// it once the seat sends it or the game is over. A draft that does not belong to what
// the room waits for now (another phase, another ply, another pool) or cannot be read is
// ignored and removed: the room then starts the work afresh, as it did before drafts.
package drafts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The kinds of work a draft keeps.
const (
	Deploy = "deploy" // a deployment or set-up: the deploy action's argument
	Pick   = "pick"   // the landlord's pick: the chosen pool indexes
	Turn   = "turn"   // a Napoleon turn: the move action's argument
)

// MaxSize is the largest draft read back (a bigger blob is not one of ours).
const MaxSize = 4096

// ErrBad is the error of a blob that is not a draft.
var ErrBad = errors.New("not a draft")

// Draft is one seat's work in progress in one room.
type Draft struct {
	Kind string // Deploy, Pick or Turn
	Seat string // the seat that made it ("S", "N", …)
	Ply  int    // the room's ply when it was made: a turn belongs to its ply only
	Of   string // what it was made from: the pick's pool as piece codes ("" otherwise)
	Data string // the work: a deployment list, pool indexes, a turn
}

// Key is the store's name of a seat's draft in a room.
func Key(room, seat string) string { return "online-draft-" + room + "-" + seat }

const magic = "warboard-draft 1"

// String is the draft as stored; Parse reads it back.
func (d Draft) String() string {
	return magic + "\nkind " + d.Kind + "\nseat " + d.Seat + "\nply " + strconv.Itoa(d.Ply) +
		"\nof " + d.Of + "\ndata " + d.Data + "\n"
}

// valid reports a problem with a draft's fields (nil: it may be stored and read back).
func (d Draft) valid() error {
	switch d.Kind {
	case Deploy, Pick, Turn:
	default:
		return fmt.Errorf("%w: kind %q", ErrBad, d.Kind)
	}
	if d.Seat == "" || strings.ContainsAny(d.Seat, " \n\r") || d.Ply < 0 ||
		strings.ContainsAny(d.Of, "\n\r") || strings.ContainsAny(d.Data, "\n\r") {
		return fmt.Errorf("%w: bad fields", ErrBad)
	}
	if len(d.String()) > MaxSize {
		return fmt.Errorf("%w: too big", ErrBad)
	}
	return nil
}

// Parse reads a stored draft; anything else is an error wrapping ErrBad.
func Parse(s string) (Draft, error) {
	var d Draft
	if len(s) > MaxSize {
		return d, fmt.Errorf("%w: too big", ErrBad)
	}
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if len(lines) != 6 || lines[0] != magic {
		return d, fmt.Errorf("%w: not its lines", ErrBad)
	}
	fields := make([]string, 5)
	for i, name := range []string{"kind", "seat", "ply", "of", "data"} {
		v, ok := strings.CutPrefix(lines[i+1], name+" ")
		if !ok {
			return d, fmt.Errorf("%w: line %d is not %s", ErrBad, i+2, name)
		}
		fields[i] = v
	}
	ply, err := strconv.Atoi(fields[2])
	if err != nil {
		return d, fmt.Errorf("%w: ply %q", ErrBad, fields[2])
	}
	d = Draft{Kind: fields[0], Seat: fields[1], Ply: ply, Of: fields[3], Data: fields[4]}
	return d, d.valid()
}

// Store is where drafts are kept: the device's store (game/storage.Store has these).
type Store interface {
	Load(name string) ([]byte, error)
	Save(name string, data []byte) error
	Remove(name string) error
}

// Keeper keeps one room screen's drafts in a store, writing only what changed.
type Keeper struct {
	St   Store
	last map[string]string // key → the blob last written ("" removed), as far as known
}

func (k *Keeper) write(key, blob string) {
	if k.St == nil {
		return
	}
	if got, ok := k.last[key]; ok && got == blob {
		return
	}
	if k.last == nil {
		k.last = map[string]string{}
	}
	k.last[key] = blob
	if blob == "" {
		k.St.Remove(key) // absent already is no harm
		return
	}
	k.St.Save(key, []byte(blob)) // a draft not kept is no harm: the work starts afresh
}

// Keep stores d as room's draft of d.Seat (a draft that could not be read back is not
// stored: the seat's earlier draft is dropped instead).
func (k *Keeper) Keep(room string, d Draft) {
	if room == "" {
		return
	}
	if d.valid() != nil {
		k.Drop(room, d.Seat)
		return
	}
	k.write(Key(room, d.Seat), d.String())
}

// Drop removes seat's draft in room.
func (k *Keeper) Drop(room, seat string) {
	if room == "" || seat == "" {
		return
	}
	k.write(Key(room, seat), "")
}

// Load is seat's draft in room if it is of kind and belongs to ply (ply < 0: any ply) and
// of; a draft that does not, or cannot be read, is removed and ok is false.
func (k *Keeper) Load(room, seat, kind string, ply int, of string) (d Draft, ok bool) {
	if k.St == nil || room == "" || seat == "" {
		return d, false
	}
	key := Key(room, seat)
	b, err := k.St.Load(key)
	if err != nil {
		return d, false // none (or the store cannot say): start afresh
	}
	d, err = Parse(string(b))
	if err != nil || d.Kind != kind || d.Seat != seat || (ply >= 0 && d.Ply != ply) || d.Of != of {
		delete(k.last, key) // what is stored is not known: remove it for sure
		k.write(key, "")
		return Draft{}, false
	}
	if k.last == nil {
		k.last = map[string]string{}
	}
	k.last[key] = string(b)
	return d, true
}

// Indexes writes chosen indexes ("0 3 4"); ParseIndexes reads them back, each below n and
// none twice.
func Indexes(chosen []bool) string {
	var parts []string
	for i, on := range chosen {
		if on {
			parts = append(parts, strconv.Itoa(i))
		}
	}
	return strings.Join(parts, " ")
}

// ParseIndexes reads Indexes's text as a choice among n.
func ParseIndexes(s string, n int) ([]bool, error) {
	out := make([]bool, n)
	for _, f := range strings.Fields(s) {
		i, err := strconv.Atoi(f)
		if err != nil || i < 0 || i >= n || out[i] {
			return nil, fmt.Errorf("%w: index %q of %d", ErrBad, f, n)
		}
		out[i] = true
	}
	return out, nil
}
