package computer

import (
	"fmt"
	"hash/fnv"
	"strconv"

	"warboard/rules/record"
)

// GameSeed takes a loaded record's own game seed out of its tags ([Seed], written when a
// game against the computer ended: its computer's choices replay with it), with the
// [Computers] tag beside it, and gives the record without them. A record without one gets
// a seed of its text: loading it twice begins the same game, as loading a puzzle should.
func GameSeed(rec *record.Record) (*record.Record, uint64, error) {
	rec = rec.Clone()
	rec.DeleteTag("Computers")
	if v, ok := rec.TakeTag("Seed"); ok {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, 0, fmt.Errorf("[Seed %q]: not a seed (a whole number)", v)
		}
		return rec, n, nil
	}
	h := fnv.New64a()
	h.Write([]byte(rec.String()))
	return rec, h.Sum64(), nil
}
