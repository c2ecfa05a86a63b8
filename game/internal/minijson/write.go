package minijson

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// Writer writes one JSON object, member by member, byte for byte as encoding/json's Marshal
// writes a struct with the same members in the same order (HTML-safe escapes included), so
// the saves written before and after it are alike.
type Writer struct {
	buf []byte
}

// NewWriter starts an object.
func NewWriter() *Writer { return &Writer{buf: []byte{'{'}} }

func (w *Writer) key(k string) {
	if w.buf[len(w.buf)-1] != '{' {
		w.buf = append(w.buf, ',')
	}
	w.buf = AppendString(w.buf, k)
	w.buf = append(w.buf, ':')
}

// String writes a string member.
func (w *Writer) String(k, v string) {
	w.key(k)
	w.buf = AppendString(w.buf, v)
}

// StringOmit writes a string member unless v is "" (omitempty).
func (w *Writer) StringOmit(k, v string) {
	if v != "" {
		w.String(k, v)
	}
}

// Bool writes a boolean member.
func (w *Writer) Bool(k string, v bool) {
	w.key(k)
	w.buf = strconv.AppendBool(w.buf, v)
}

// BoolOmit writes a boolean member unless it is false (omitempty).
func (w *Writer) BoolOmit(k string, v bool) {
	if v {
		w.Bool(k, v)
	}
}

// Int writes an integer member.
func (w *Writer) Int(k string, v int) {
	w.key(k)
	w.buf = strconv.AppendInt(w.buf, int64(v), 10)
}

// Uint64 writes an unsigned integer member.
func (w *Writer) Uint64(k string, v uint64) {
	w.key(k)
	w.buf = strconv.AppendUint(w.buf, v, 10)
}

// Strings writes an array of strings (null for a nil slice, as encoding/json).
func (w *Writer) Strings(k string, v []string) { writeArray(w, k, v, AppendString) }

// Bools writes an array of booleans (null for a nil slice).
func (w *Writer) Bools(k string, v []bool) { writeArray(w, k, v, strconv.AppendBool) }

func writeArray[T any](w *Writer, k string, v []T, appendOne func([]byte, T) []byte) {
	w.key(k)
	if v == nil {
		w.buf = append(w.buf, "null"...)
		return
	}
	w.buf = append(w.buf, '[')
	for i, e := range v {
		if i > 0 {
			w.buf = append(w.buf, ',')
		}
		w.buf = appendOne(w.buf, e)
	}
	w.buf = append(w.buf, ']')
}

// StringMap writes an object of strings, names sorted (null for a nil map).
func (w *Writer) StringMap(k string, m map[string]string) {
	if m == nil {
		w.key(k)
		w.buf = append(w.buf, "null"...)
		return
	}
	w.Object(k, func(w *Writer) {
		for _, name := range SortedKeys(m) {
			w.String(name, m[name])
		}
	})
}

// SortedKeys are m's keys in order, the order encoding/json writes a map in.
func SortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Object writes an object member whose members fill writes.
func (w *Writer) Object(k string, fill func(w *Writer)) {
	w.key(k)
	w.buf = append(w.buf, '{')
	fill(w)
	w.buf = append(w.buf, '}')
}

// Raw writes a member whose value is JSON text, compacted as encoding/json's Marshal does
// with a json.RawMessage. raw must be valid JSON (Valid).
func (w *Writer) Raw(k string, raw []byte) {
	w.key(k)
	w.buf = appendCompact(w.buf, raw)
}

// Bytes ends the object and returns its text.
func (w *Writer) Bytes() []byte { return append(w.buf, '}') }

const hexDigits = "0123456789abcdef"

// AppendString appends s as a JSON string the way encoding/json writes it: <, > and & as
// \u escapes, U+2028 and U+2029 escaped, invalid UTF-8 as U+FFFD.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch b {
			case '\\', '"':
				dst = append(dst, '\\', b)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += n
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += n
			start = i
			continue
		}
		i += n
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendCompact appends valid JSON text without its insignificant white space, and with
// <, >, &, U+2028 and U+2029 inside strings escaped (json.Compact with HTML escaping, as
// Marshal applies to raw messages).
func appendCompact(dst, src []byte) []byte {
	inString, escaped := false, false
	start := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		if !inString {
			switch c {
			case ' ', '\t', '\n', '\r':
				dst = append(dst, src[start:i]...)
				start = i + 1
			case '"':
				inString = true
			}
			continue
		}
		switch {
		case escaped:
			escaped = false
		case c == '\\':
			escaped = true
		case c == '"':
			inString = false
		case c == '<' || c == '>' || c == '&':
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			start = i + 1
		case c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			dst = append(dst, src[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xF])
			i += 2
			start = i + 1
		}
	}
	return append(dst, src[start:]...)
}

// RawArray writes an array member of JSON texts, each compacted as Raw does (nil writes
// null, as encoding/json writes a nil slice). Each must be valid JSON.
func (w *Writer) RawArray(k string, raws [][]byte) {
	w.key(k)
	if raws == nil {
		w.buf = append(w.buf, "null"...)
		return
	}
	w.buf = append(w.buf, '[')
	for i, raw := range raws {
		if i > 0 {
			w.buf = append(w.buf, ',')
		}
		w.buf = appendCompact(w.buf, raw)
	}
	w.buf = append(w.buf, ']')
}
