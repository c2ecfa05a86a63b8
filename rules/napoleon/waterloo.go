package napoleon

import (
	"fmt"
	"strings"
)

// Waterloo: three or four armies on a square board (shared/rules/napoleon.md,
// "Several players"; the choices the page leaves open are in docs/waterloo.md).
// Each army sets up on its own edge (S bottom, E right, N top, W left) and
// counts its pieces in the half across the middle line from that edge.

// Waterloo board sizes: the smallest square board, and the defaults for
// three and four armies. Board16 needs boards beyond 15 (the napscale work).
const WaterlooMinSize = 12

var (
	WaterlooBoard3 = Board{15, 15}
	WaterlooBoard4 = Board{16, 16}
)

// Armies is who plays and with whom: the play order of the Seats tag and
// the teams of the Teams tag. The zero value is the two-player game (S N,
// no Seats tag written); Waterloo has three or four seats.
type Armies struct {
	order [NumSeats]Seat
	n     uint8           // 0: the two-player game
	team  [NumSeats]uint8 // team number per seat, 0 = for itself
}

// TwoArmies is the zero value: South and North.
var TwoArmies = Armies{}

// NewArmies builds a Waterloo game of the seats in play order and the teams
// (each team a list of seats; nil: free-for-all).
func NewArmies(order []Seat, teams [][]Seat) (Armies, error) {
	var a Armies
	if len(order) < 3 || len(order) > NumSeats {
		return a, fmt.Errorf("Waterloo is played by 3 or 4 armies, not %d", len(order))
	}
	var seen uint8
	for i, s := range order {
		if s >= NumSeats || seen&(1<<s) != 0 {
			return a, fmt.Errorf("seats: each of S E N W at most once")
		}
		seen |= 1 << s
		a.order[i] = s
	}
	a.n = uint8(len(order))
	if len(teams) == 0 {
		return a, nil
	}
	if len(teams) < 2 {
		return a, fmt.Errorf("teams: at least two teams")
	}
	var in uint8
	for i, t := range teams {
		if len(t) == 0 {
			return a, fmt.Errorf("teams: an empty team")
		}
		for _, s := range t {
			if s >= NumSeats || seen&(1<<s) == 0 {
				return a, fmt.Errorf("teams: %s does not play", s)
			}
			if in&(1<<s) != 0 {
				return a, fmt.Errorf("teams: %s is in two teams", s)
			}
			in |= 1 << s
			a.team[s] = uint8(i + 1)
		}
	}
	if in != seen {
		return a, fmt.Errorf("teams: every seat of the game belongs to a team")
	}
	return a, nil
}

// ParseArmies reads the Seats tag and the Teams tag ("" when absent) of a
// Waterloo record: "S E N" or "S E N W" in any order with S and N in three;
// teams such as "S EN" or "SN EW".
func ParseArmies(seats, teams string) (Armies, error) {
	var order []Seat
	for _, f := range strings.Fields(seats) {
		s, err := parseAnySeat(f)
		if err != nil {
			return Armies{}, fmt.Errorf("[Seats %q]: %v", seats, err)
		}
		order = append(order, s)
	}
	var ts [][]Seat
	for _, f := range strings.Fields(teams) {
		var t []Seat
		for i := 0; i < len(f); i++ {
			s, err := parseAnySeat(f[i : i+1])
			if err != nil {
				return Armies{}, fmt.Errorf("[Teams %q]: %v", teams, err)
			}
			t = append(t, s)
		}
		ts = append(ts, t)
	}
	if teams != "" && len(ts) == 0 {
		return Armies{}, fmt.Errorf("[Teams %q]: no team", teams)
	}
	a, err := NewArmies(order, ts)
	if err != nil {
		return a, fmt.Errorf("[Seats %q] [Teams %q]: %v", seats, teams, err)
	}
	return a, nil
}

// parseAnySeat reads S, E, N or W.
func parseAnySeat(s string) (Seat, error) {
	for seat := South; seat < NumSeats; seat++ {
		if seat.String() == s {
			return seat, nil
		}
	}
	return 0, fmt.Errorf("%q is not a seat (S E N W)", s)
}

// ParseSeat reads a seat letter of this game: S or N in a two-army game
// (with the message it always gave), any of its seats in Waterloo.
func (a Armies) ParseSeat(s string) (Seat, error) {
	if !a.IsWaterloo() {
		return ParseSeat(s)
	}
	seat, err := parseAnySeat(s)
	if err != nil {
		return 0, err
	}
	if !a.Plays(seat) {
		return 0, fmt.Errorf("%s does not play in this game (seats %s)", s, a.SeatsTag())
	}
	return seat, nil
}

// IsWaterloo reports three or four armies.
func (a Armies) IsWaterloo() bool { return a.n >= 3 }

// Count is the number of armies (2 for the two-player game).
func (a Armies) Count() int {
	if a.n == 0 {
		return 2
	}
	return int(a.n)
}

// Order lists the seats in play order.
func (a Armies) Order() []Seat {
	if a.n == 0 {
		return []Seat{South, North}
	}
	return append([]Seat(nil), a.order[:a.n]...)
}

// Plays reports whether seat is one of the game's armies.
func (a Armies) Plays(seat Seat) bool {
	for _, s := range a.Order() {
		if s == seat {
			return true
		}
	}
	return false
}

// HasTeams reports a team game.
func (a Armies) HasTeams() bool { return a.team != [NumSeats]uint8{} }

// Allies reports whether two different seats play in one team.
func (a Armies) Allies(x, y Seat) bool {
	return x != y && x < NumSeats && y < NumSeats && a.team[x] != 0 && a.team[x] == a.team[y]
}

// Side is the seats that win or lose together with seat (itself alone in a
// free-for-all), as a mask of 1<<seat.
func (a Armies) Side(seat Seat) uint8 {
	m := uint8(1) << seat
	for _, s := range a.Order() {
		if a.Allies(seat, s) {
			m |= 1 << s
		}
	}
	return m
}

// SideName writes the seats of a side mask in play order: "S", "EN".
func (a Armies) SideName(mask uint8) string {
	var b strings.Builder
	for _, s := range a.Order() {
		if mask&(1<<s) != 0 {
			b.WriteString(s.String())
		}
	}
	return b.String()
}

// SeatsTag is the Seats tag value ("S E N W"); "" for the two-player game.
func (a Armies) SeatsTag() string {
	if !a.IsWaterloo() {
		return ""
	}
	parts := make([]string, a.n)
	for i, s := range a.order[:a.n] {
		parts[i] = s.String()
	}
	return strings.Join(parts, " ")
}

// TeamsTag is the Teams tag value: each team's seats in play order, teams
// in the order of their first seat ("S EN"); "" without teams.
func (a Armies) TeamsTag() string {
	if !a.HasTeams() {
		return ""
	}
	var parts []string
	var done uint8
	for _, s := range a.Order() {
		if done&(1<<s) != 0 {
			continue
		}
		side := a.Side(s)
		done |= side
		parts = append(parts, a.SideName(side))
	}
	return strings.Join(parts, " ")
}

// checkBoard reports a board Waterloo may not be played on.
func (a Armies) checkBoard(b Board) error {
	if !a.IsWaterloo() {
		return nil
	}
	if b.W != b.H || b.W < WaterlooMinSize {
		return fmt.Errorf("board %s: %d armies play on a square board of at least %dx%d", b, a.n, WaterlooMinSize, WaterlooMinSize)
	}
	return nil
}

// DefaultWaterlooBoard is the default board for n armies (15x15 for three,
// 16x16 for four).
func DefaultWaterlooBoard(n int) Board {
	if n >= 4 {
		return WaterlooBoard4
	}
	return WaterlooBoard3
}

// waterlooZoneWidth is how many squares of its edge an army's zone of depth
// ranks spans: the middle of the edge, with one square between any two
// zones (they never touch, not even at a corner, so no piece starts next
// to an enemy).
func waterlooZoneWidth(b Board, ranks int) int { return b.W - 2*ranks - 2 }

// waterlooZoneRanks is the fewest ranks whose middle squares hold size.
func waterlooZoneRanks(b Board, size int) (int, error) {
	for d := 1; d <= b.H/2; d++ {
		w := waterlooZoneWidth(b, d)
		if w < 1 {
			break
		}
		if d*w >= size {
			return d, nil
		}
	}
	return 0, fmt.Errorf("an army of %d does not fit on the middle of an edge of the %s board with the zones apart", size, b)
}

// inWaterlooZone reports whether q is in seat's zone of depth ranks: the
// ranks counted from its edge, on the edge's middle squares.
func inWaterlooZone(b Board, seat Seat, ranks int, q Square) bool {
	if !b.Contains(q) {
		return false
	}
	depth, along := q.Rank(), q.File() // from South's edge
	switch seat {
	case North:
		depth = b.H - 1 - q.Rank()
	case East:
		depth, along = b.W-1-q.File(), q.Rank()
	case West:
		depth, along = q.File(), q.Rank()
	}
	lo := ranks + 1
	return depth < ranks && along >= lo && along < b.W-lo
}

// seatName is the long English name of a seat for messages.
func seatName(seat Seat) string {
	switch seat {
	case South:
		return "South"
	case North:
		return "North"
	case East:
		return "East"
	case West:
		return "West"
	}
	return "?"
}

// Inward is the facing toward the far edge: a cannon's natural facing at
// set-up.
func (seat Seat) Inward() Dir {
	switch seat {
	case North:
		return DirS
	case East:
		return DirW
	case West:
		return DirE
	}
	return DirN
}

// SideSeats lists the seats that win or lose with seat, in play order.
func SideSeats(a Armies, seat Seat) []Seat {
	var out []Seat
	for _, t := range a.Order() {
		if t == seat || a.Allies(seat, t) {
			out = append(out, t)
		}
	}
	return out
}
