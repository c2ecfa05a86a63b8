package record

import (
	"strings"
	"unicode/utf8"
)

// MaxSize bounds the text Parse accepts, so a hostile file cannot make the
// referee or the app allocate without limit.
const MaxSize = 4 << 20

// Parse reads a record: tag lines `[Name "value"]`, then move tokens.
// Blank lines, {comments} (which may span lines) and move numbers like `12.`
// are dropped. Unknown or repeated tags and tags after the first move are
// errors naming the line.
func Parse(text string) (*Record, error) {
	parsed.Add(1)
	if len(text) > MaxSize {
		return nil, LineError(0, "record too large (%d bytes, at most %d)", len(text), MaxSize)
	}
	if !utf8.ValidString(text) {
		return nil, LineError(firstInvalidLine(text), "not valid UTF-8 text")
	}
	r := &Record{}
	p := parser{rec: r}
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		if err := p.line(strings.TrimRight(raw, "\r"), i+1); err != nil {
			return nil, err
		}
	}
	if p.commentLine > 0 {
		return nil, LineError(p.commentLine, "comment opened with { is never closed")
	}
	return r, nil
}

type parser struct {
	rec         *Record
	commentLine int // line where the open comment started; 0 when none is open
}

func (p *parser) line(s string, n int) error {
	if p.commentLine == 0 {
		if t := strings.TrimSpace(s); strings.HasPrefix(t, "[") {
			if len(p.rec.Moves) > 0 {
				return LineError(n, "tag line after the moves")
			}
			rest, err := p.tag(t, n)
			if err != nil {
				return err
			}
			s = rest // only a comment may follow a tag on its line
			if err := p.tokens(s, n, true); err != nil {
				return err
			}
			return nil
		}
	}
	return p.tokens(s, n, false)
}

// tag parses `[Name "value"]` at the start of t and returns what follows it.
func (p *parser) tag(t string, n int) (string, error) {
	i := 1
	for i < len(t) && isNameByte(t[i]) {
		i++
	}
	name := t[1:i]
	if name == "" {
		return "", LineError(n, "malformed tag line: expected [Name \"value\"]")
	}
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i >= len(t) || t[i] != '"' {
		return "", LineError(n, "malformed tag [%s]: the value must be in double quotes", name)
	}
	i++
	var v strings.Builder
	closed := false
	for i < len(t) {
		c := t[i]
		if c == '\\' && i+1 < len(t) && (t[i+1] == '"' || t[i+1] == '\\') {
			v.WriteByte(t[i+1])
			i += 2
			continue
		}
		if c == '"' {
			closed = true
			i++
			break
		}
		v.WriteByte(c)
		i++
	}
	if !closed {
		return "", LineError(n, "malformed tag [%s]: the value's closing quote is missing", name)
	}
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i >= len(t) || t[i] != ']' {
		return "", LineError(n, "malformed tag [%s]: missing ]", name)
	}
	if !KnownTag(name) {
		return "", LineError(n, "unknown tag [%s]", name)
	}
	if _, dup := p.rec.Tag(name); dup {
		return "", LineError(n, "tag [%s] given twice", name)
	}
	p.rec.Tags = append(p.rec.Tags, Tag{Name: name, Value: v.String(), Line: n})
	return t[i+1:], nil
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// tokens splits a line into move tokens, dropping comments and move numbers.
// With commentOnly set (the rest of a tag line) any token is an error.
func (p *parser) tokens(s string, n int, commentOnly bool) error {
	start := -1
	flush := func(end int) error {
		if start < 0 {
			return nil
		}
		tok := s[start:end]
		start = -1
		if commentOnly {
			return LineError(n, "unexpected %q after a tag", tok)
		}
		for t := stripMoveNumber(tok); t != tok; t = stripMoveNumber(tok) {
			tok = t
		}
		if tok == "" {
			return nil
		}
		p.rec.Moves = append(p.rec.Moves, Move{Text: tok, Line: n, Number: len(p.rec.Moves) + 1})
		return nil
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if p.commentLine > 0 {
			if c == '}' {
				p.commentLine = 0
			}
			continue
		}
		switch {
		case c == '{':
			if err := flush(i); err != nil {
				return err
			}
			p.commentLine = n
		case c == '}':
			return LineError(n, "} without an opening {")
		case c == '[' && start < 0 && len(p.rec.Moves) == 0:
			// a tag after a comment on the same line: comments are ignored
			rest, err := p.tag(strings.TrimSpace(s[i:]), n)
			if err != nil {
				return err
			}
			return p.tokens(rest, n, true)
		case c == '[' || c == ']':
			return LineError(n, "%c inside the moves: tags come before the first move", c)
		case c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r':
			if err := flush(i); err != nil {
				return err
			}
		default:
			if start < 0 {
				start = i
			}
		}
	}
	return flush(len(s))
}

// stripMoveNumber drops a leading move number such as `12.` or `12...`.
func stripMoveNumber(tok string) string {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(tok) || tok[i] != '.' {
		return tok
	}
	for i < len(tok) && tok[i] == '.' {
		i++
	}
	return tok[i:]
}

func firstInvalidLine(text string) int {
	line := 1
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && size <= 1 {
			return line
		}
		if r == '\n' {
			line++
		}
		i += size
	}
	return line
}
