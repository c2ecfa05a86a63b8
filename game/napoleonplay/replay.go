package napoleonplay

import (
	"errors"
	"fmt"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Replay steps through a game's record turn by turn: the position after any number of
// its turns (a move with its cannon turns is one). After the set-up everything is in
// plain sight, so every replay shows the whole board.
type Replay struct {
	rec    *record.Record
	starts []int // the token index each turn begins at, and the number of tokens last
}

// NewReplay reads a record to replay: it must hold a Position and tokens the rules accept.
func NewReplay(rec *record.Record) (*Replay, error) {
	if rec == nil {
		return nil, errors.New("no record")
	}
	if _, ok := rec.Tag("Position"); !ok {
		return nil, errors.New("nothing to replay: the record has no [Position]")
	}
	if _, err := napoleon.FromRecord(rec); err != nil {
		return nil, err
	}
	r := &Replay{rec: rec.Clone()}
	for i, mv := range rec.Moves {
		if !napoleon.IsCannonTurnToken(mv.Text) {
			r.starts = append(r.starts, i)
		}
	}
	r.starts = append(r.starts, len(rec.Moves))
	return r, nil
}

// Len is the number of turns: positions run from 0 (the start) to Len.
func (r *Replay) Len() int { return len(r.starts) - 1 }

// Picture is the position after turn turns.
func (r *Replay) Picture(turn int) (Picture, error) {
	if turn < 0 || turn > r.Len() {
		return Picture{}, fmt.Errorf("turn %d: the record has %d", turn, r.Len())
	}
	prefix := &record.Record{Tags: r.rec.Tags, Moves: r.rec.Moves[:r.starts[turn]]}
	prefix = prefix.Clone()
	prefix.DeleteTag("Result")
	s, err := FromRecord(prefix, Options{})
	if err != nil {
		return Picture{}, err
	}
	pic := s.Picture()
	pic.Phase = Play
	return pic, nil
}
