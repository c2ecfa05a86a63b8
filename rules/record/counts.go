package record

import "sync/atomic"

// Process-wide counts of the work a record costs: the texts Parse has read and the tokens
// the rules cores have replayed from a Record (their FromRecord). An atomic add each, no
// effect on any result: tests read them to hold the app to no re-reading and no replay per
// action.
var parsed, replayed atomic.Int64

// Parsed is how many texts Parse has read in this process.
func Parsed() int64 { return parsed.Load() }

// Replayed is how many move tokens the rules cores have replayed from records.
func Replayed() int64 { return replayed.Load() }

// NoteReplay counts the tokens of rec a rules core is about to replay.
func NoteReplay(rec *Record) {
	if rec != nil {
		replayed.Add(int64(len(rec.Moves)))
	}
}
