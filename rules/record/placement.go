package record

import (
	"fmt"
	"slices"
	"strings"
)

// Placement is one entry of a placement list: `point=seat+piece`, with a
// trailing `*` for a face-down piece. Views also write `S?` (a piece of S
// whose rank is unknown) and `?*` (a face-down piece, colour unknown).
type Placement struct {
	Point    string // e.g. "b1", "Sb1", "Cb2", "d4": syntax only, the game checks it
	Seat     byte   // 'S', 'E', 'N', 'W', or '?' for an unknown face-down piece
	Piece    string // "F", "9", "K>NW", "?" for an unknown rank, "" in "?*"
	FaceDown bool
}

func (p Placement) String() string {
	s := p.Point + "=" + string(p.Seat) + p.Piece
	if p.FaceDown {
		s += "*"
	}
	return s
}

// ParsePlacements reads a space-separated placement list. It checks the
// syntax only (and that no point is given twice); errors name the entry.
func ParsePlacements(s string) ([]Placement, error) {
	fields := strings.Fields(s)
	out := make([]Placement, 0, len(fields))
	seen := make(map[string]bool, len(fields))
	for _, f := range fields {
		p, err := parsePlacement(f)
		if err != nil {
			return nil, err
		}
		if seen[p.Point] {
			return nil, fmt.Errorf("%q: point %s is given twice", f, p.Point)
		}
		seen[p.Point] = true
		out = append(out, p)
	}
	return out, nil
}

func parsePlacement(f string) (Placement, error) {
	eq := strings.IndexByte(f, '=')
	if eq < 0 {
		return Placement{}, fmt.Errorf("%q: expected point=seat+piece", f)
	}
	p := Placement{Point: f[:eq]}
	if p.Point == "" {
		return Placement{}, fmt.Errorf("%q: the point is missing", f)
	}
	for i := 0; i < len(p.Point); i++ {
		if !isNameByte(p.Point[i]) {
			return Placement{}, fmt.Errorf("%q: %q is not a point name", f, p.Point)
		}
	}
	rest := f[eq+1:]
	if strings.HasSuffix(rest, "*") {
		p.FaceDown = true
		rest = rest[:len(rest)-1]
	}
	if rest == "" {
		return Placement{}, fmt.Errorf("%q: the seat and piece are missing", f)
	}
	p.Seat = rest[0]
	p.Piece = rest[1:]
	switch p.Seat {
	case 'S', 'E', 'N', 'W':
		if p.Piece == "" {
			return Placement{}, fmt.Errorf("%q: the piece is missing", f)
		}
	case '?':
		if p.Piece != "" || !p.FaceDown {
			return Placement{}, fmt.Errorf("%q: an unknown seat is written ?*", f)
		}
	default:
		return Placement{}, fmt.Errorf("%q: %q is not a seat (S E N W)", f, string(p.Seat))
	}
	if strings.ContainsAny(p.Piece, "=*") {
		return Placement{}, fmt.Errorf("%q: malformed piece %q", f, p.Piece)
	}
	return p, nil
}

// FormatPlacements writes a placement list sorted by point name in byte order.
// It is written for every seat after every action by the online server, so it
// builds the text in one buffer.
func FormatPlacements(ps []Placement) string {
	sorted := append([]Placement(nil), ps...)
	slices.SortFunc(sorted, func(a, b Placement) int { return strings.Compare(a.Point, b.Point) })
	n := 0
	for _, p := range sorted {
		n += len(p.Point) + len(p.Piece) + 4
	}
	var b strings.Builder
	b.Grow(n)
	for i, p := range sorted {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.Point)
		b.WriteByte('=')
		b.WriteByte(p.Seat)
		b.WriteString(p.Piece)
		if p.FaceDown {
			b.WriteByte('*')
		}
	}
	return b.String()
}
