package record

import "strings"

// Text writes a record given as its tags and its move tokens, exactly as
// (&Record{Tags: tags, Moves: moves}).String() would, without building the
// Record: a game's whole record is written after every action, and this way
// costs one buffer.
func Text(tags []Tag, moves []string) string {
	var b strings.Builder
	n := 0
	for _, t := range tags {
		n += len(t.Name) + len(t.Value) + 8
	}
	for _, m := range moves {
		n += len(m) + 1
	}
	b.Grow(n + 2)
	for _, name := range tagOrder {
		for _, t := range tags {
			if t.Name == name {
				b.WriteByte('[')
				b.WriteString(name)
				b.WriteByte(' ')
				b.WriteString(quote(t.Value))
				b.WriteString("]\n")
				break
			}
		}
	}
	if len(moves) > 0 {
		b.WriteByte('\n')
		for i, m := range moves {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(m)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
