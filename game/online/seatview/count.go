package seatview

import (
	"fmt"
	"strconv"
	"strings"

	"warboard/game/junqiplay"
	"warboard/rules/junqi"
)

// Count pieces in an online room: the server counts for the seat (junqiplay's own count,
// from the seat's observation alone) and sends the tallies as text, one line a counted
// seat: "N size=25 hidden=20 gone=3 own out 9=1 7=0-2 …" — the seat, how many pieces it
// started with, its pieces on the board whose rank the counting seat does not know, its
// pieces removed unseen, "own" for the counting seat's own army and "out" for a seat out
// of the game, then each rank code with how many of it are not accounted for (a range
// lo-hi); a rank not written has none.

// FormatCounts writes tallies as the server sends them.
func FormatCounts(ts []junqiplay.Tally) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s size=%d hidden=%d gone=%d", t.Seat, t.Size, t.Hidden, t.UnknownDead)
		if t.Own {
			b.WriteString(" own")
		}
		if t.Out {
			b.WriteString(" out")
		}
		for r := junqi.Rank(1); r < junqi.NumRanks; r++ {
			lo, hi := t.Left(r)
			if hi == 0 && lo == 0 || r == junqi.Unknown {
				continue
			}
			fmt.Fprintf(&b, " %c=%d", r.Code(), lo)
			if hi != lo {
				fmt.Fprintf(&b, "-%d", hi)
			}
		}
	}
	return b.String()
}

// ParseCounts reads what FormatCounts wrote; anything else is an error (a server of
// another version).
func ParseCounts(s string) ([]junqiplay.Tally, error) {
	var out []junqiplay.Tally
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		if line == "" {
			continue
		}
		f := strings.Fields(line)
		if len(f[0]) != 1 {
			return nil, fmt.Errorf("count %q: no seat", line)
		}
		x, ok := junqi.SeatOf(f[0][0])
		if !ok {
			return nil, fmt.Errorf("count %q: no seat", line)
		}
		t := junqiplay.Tally{Seat: x}
		for _, item := range f[1:] {
			switch item {
			case "own":
				t.Own = true
				continue
			case "out":
				t.Out = true
				continue
			}
			key, val, ok := strings.Cut(item, "=")
			if !ok {
				return nil, fmt.Errorf("count %q: %q", line, item)
			}
			lo, hi, err := span(val)
			if err != nil {
				return nil, fmt.Errorf("count %q: %q", line, item)
			}
			switch key {
			case "size":
				t.Size = lo
			case "hidden":
				t.Hidden = lo
			case "gone":
				t.UnknownDead = lo
			default:
				r, ok := junqi.RankOf(key[0])
				if len(key) != 1 || !ok || r == junqi.Unknown {
					return nil, fmt.Errorf("count %q: %q", line, item)
				}
				t.Min[r], t.Max[r] = lo, hi
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// span reads "3" or "0-2".
func span(s string) (lo, hi int, err error) {
	a, b, ranged := strings.Cut(s, "-")
	if lo, err = strconv.Atoi(a); err != nil || lo < 0 || lo > 99 {
		return 0, 0, fmt.Errorf("%q", s)
	}
	hi = lo
	if ranged {
		if hi, err = strconv.Atoi(b); err != nil || hi < lo || hi > 99 {
			return 0, 0, fmt.Errorf("%q", s)
		}
	}
	return lo, hi, nil
}
