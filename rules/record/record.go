// Package record reads and writes game records in the notation shared by
// every Warboard game (see shared/rules/notation.md): tag lines, then move
// tokens. It knows the syntax only; each game checks points, pieces and moves.
package record

import (
	"fmt"
	"strings"
)

// Record is a parsed game record.
type Record struct {
	Tags  []Tag  // in the order read
	Moves []Move // move tokens in order; Napoleon cannon turns are separate tokens
}

// Tag is one `[Name "value"]` line.
type Tag struct {
	Name, Value string
	Line        int // 1-based line in the source text; 0 when set by code
}

// Move is one move token.
type Move struct {
	Text   string
	Line   int // 1-based line in the source text; 0 when added by code
	Number int // 1-based index over all move tokens of the record
}

// tagOrder is the canonical order of the known tags; String writes them so.
// Computers and Seed close a finished game played against the computer: which seats it
// played at which level, and the game's seed, so its decisions can be replayed
// (rules/gameseed.Decision, `referee computers`).
var tagOrder = []string{"Game", "Board", "Variant", "Mode", "Seats", "Teams", "Options", "Terrain",
	"Deal", "Bids", "Pick", "Position", "Turn", "Result", "Computers", "Seed"}

// KnownTag reports whether name is a tag of the notation.
func KnownTag(name string) bool {
	for _, t := range tagOrder {
		if t == name {
			return true
		}
	}
	return false
}

// Tag returns the value of the named tag.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag replaces the named tag's value, or appends the tag.
func (r *Record) SetTag(name, value string) {
	for i := range r.Tags {
		if r.Tags[i].Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{Name: name, Value: value})
}

// DeleteTag removes the named tag if present.
func (r *Record) DeleteTag(name string) {
	out := r.Tags[:0]
	for _, t := range r.Tags {
		if t.Name != name {
			out = append(out, t)
		}
	}
	r.Tags = out
}

// TakeTag removes the named tag and returns its value, if it was there.
func (r *Record) TakeTag(name string) (string, bool) {
	v, ok := r.Tag(name)
	if ok {
		r.DeleteTag(name)
	}
	return v, ok
}

// AddMove appends a move token, numbering it after the last one.
func (r *Record) AddMove(text string) {
	r.Moves = append(r.Moves, Move{Text: text, Number: len(r.Moves) + 1})
}

// Clone returns a deep copy.
func (r *Record) Clone() *Record {
	c := &Record{Tags: append([]Tag(nil), r.Tags...), Moves: append([]Move(nil), r.Moves...)}
	return c
}

// String writes the record in canonical form: the known tags in canonical
// order, one per line, a blank line, then the moves on one line separated by
// spaces. Parse(r.String()) gives back the same tags and moves.
func (r *Record) String() string {
	var b strings.Builder
	for _, name := range tagOrder {
		if v, ok := r.Tag(name); ok {
			fmt.Fprintf(&b, "[%s %s]\n", name, quote(v))
		}
	}
	if len(r.Moves) > 0 {
		b.WriteByte('\n')
		for i, m := range r.Moves {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(m.Text)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// quote writes a tag value between double quotes, escaping \ and ".
func quote(v string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range v {
		if c == '"' || c == '\\' {
			b.WriteByte('\\')
		}
		b.WriteRune(c)
	}
	b.WriteByte('"')
	return b.String()
}

// Option is one entry of the Options tag: `name` or `name=value`.
type Option struct {
	Name, Value string
	HasValue    bool
}

// Options parses the Options tag; an absent tag gives no options. Syntax
// errors name the tag's line; the game decides which names it knows.
func (r *Record) Options() ([]Option, error) {
	v, ok := r.Tag("Options")
	if !ok {
		return nil, nil
	}
	line := r.tagLine("Options")
	var out []Option
	seen := map[string]bool{}
	for _, f := range strings.Fields(v) {
		o := Option{Name: f}
		if i := strings.IndexByte(f, '='); i >= 0 {
			o = Option{Name: f[:i], Value: f[i+1:], HasValue: true}
			if o.Value == "" {
				return nil, LineError(line, "option %q has an empty value", o.Name)
			}
		}
		if o.Name == "" {
			return nil, LineError(line, "option %q has no name", f)
		}
		if seen[o.Name] {
			return nil, LineError(line, "option %q given twice", o.Name)
		}
		seen[o.Name] = true
		out = append(out, o)
	}
	return out, nil
}

// TagLine returns the line of the named tag (0 when absent or set by code),
// for errors about a tag's value.
func (r *Record) TagLine(name string) int { return r.tagLine(name) }

func (r *Record) tagLine(name string) int {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Line
		}
	}
	return 0
}
