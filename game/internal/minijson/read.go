// Package minijson reads and writes the small JSON objects of the saves and settings
// without encoding/json, whose reflection costs the browser bundle about 70 kB of gzip.
package minijson

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Kind is the type of a JSON value.
type Kind uint8

// The kinds of JSON values.
const (
	Null Kind = iota
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"null", "a boolean", "a number", "a string", "an array", "an object"}

func (k Kind) String() string { return kindNames[k] }

// Value is one parsed JSON value.
type Value struct {
	Kind  Kind
	raw   []byte   // the value's text as in the input
	str   string   // String: the decoded text
	on    bool     // Bool
	elems []Value  // Array; Object: the members' values
	keys  []string // Object: the members' names, in order
}

// maxDepth bounds nesting, so hostile input cannot exhaust the stack.
const maxDepth = 512

// Parse reads data as exactly one JSON value (RFC 8259; white space around it allowed).
// Strings are decoded as encoding/json does: invalid UTF-8 and lone surrogates become U+FFFD.
func Parse(data []byte) (Value, error) {
	p := parser{data: data}
	p.space()
	v, err := p.value(0)
	if err != nil {
		return Value{}, err
	}
	p.space()
	if p.i < len(data) {
		return Value{}, fmt.Errorf("%w (offset %d)", ErrTrailing, p.i)
	}
	return v, nil
}

// Valid reports whether data is exactly one JSON value.
func Valid(data []byte) bool {
	_, err := Parse(data)
	return err == nil
}

// Text is a String value's text ("" for other kinds).
func (v Value) Text() string { return v.str }

// Raw is the value's text as it was in the input.
func (v Value) Raw() []byte { return v.raw }

type parser struct {
	data []byte
	i    int
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("json: offset %d: %s", p.i, fmt.Sprintf(format, args...))
}

func (p *parser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) value(depth int) (Value, error) {
	if depth > maxDepth {
		return Value{}, p.errorf("nested too deeply")
	}
	if p.i >= len(p.data) {
		return Value{}, p.errorf("unexpected end")
	}
	start := p.i
	var v Value
	var err error
	switch c := p.data[p.i]; {
	case c == '{':
		v, err = p.object(depth)
	case c == '[':
		v, err = p.array(depth)
	case c == '"':
		v.Kind = String
		v.str, err = p.string()
	case c == '-' || c >= '0' && c <= '9':
		v.Kind = Number
		err = p.number()
	case p.literal("true"):
		v.Kind, v.on = Bool, true
	case p.literal("false"):
		v.Kind = Bool
	case p.literal("null"):
		v.Kind = Null
	default:
		return Value{}, p.errorf("unexpected %q", c)
	}
	if err != nil {
		return Value{}, err
	}
	v.raw = p.data[start:p.i]
	return v, nil
}

func (p *parser) literal(word string) bool {
	if len(p.data)-p.i >= len(word) && string(p.data[p.i:p.i+len(word)]) == word {
		p.i += len(word)
		return true
	}
	return false
}

func (p *parser) object(depth int) (Value, error) {
	v := Value{Kind: Object}
	p.i++ // {
	p.space()
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		return v, nil
	}
	for {
		if p.i >= len(p.data) || p.data[p.i] != '"' {
			return Value{}, p.errorf("a member name expected")
		}
		key, err := p.string()
		if err != nil {
			return Value{}, err
		}
		p.space()
		if p.i >= len(p.data) || p.data[p.i] != ':' {
			return Value{}, p.errorf("':' expected")
		}
		p.i++
		p.space()
		elem, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		v.keys, v.elems = append(v.keys, key), append(v.elems, elem)
		if done, err := p.next('}'); done || err != nil {
			return v, err
		}
	}
}

func (p *parser) array(depth int) (Value, error) {
	v := Value{Kind: Array}
	p.i++ // [
	p.space()
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		return v, nil
	}
	for {
		elem, err := p.value(depth + 1)
		if err != nil {
			return Value{}, err
		}
		v.elems = append(v.elems, elem)
		if done, err := p.next(']'); done || err != nil {
			return v, err
		}
	}
}

// next reads the ',' before another element or the closing byte; done is true after it.
func (p *parser) next(closing byte) (done bool, err error) {
	p.space()
	if p.i < len(p.data) {
		switch p.data[p.i] {
		case ',':
			p.i++
			p.space()
			return false, nil
		case closing:
			p.i++
			return true, nil
		}
	}
	return false, p.errorf("',' or %q expected", closing)
}

func (p *parser) number() error {
	d := p.data
	if p.i < len(d) && d[p.i] == '-' {
		p.i++
	}
	switch {
	case p.i < len(d) && d[p.i] == '0':
		p.i++
	case p.i < len(d) && d[p.i] >= '1' && d[p.i] <= '9':
		p.digits()
	default:
		return p.errorf("a digit expected")
	}
	if p.i < len(d) && d[p.i] == '.' {
		p.i++
		if !p.digits() {
			return p.errorf("a digit expected after '.'")
		}
	}
	if p.i < len(d) && (d[p.i] == 'e' || d[p.i] == 'E') {
		p.i++
		if p.i < len(d) && (d[p.i] == '+' || d[p.i] == '-') {
			p.i++
		}
		if !p.digits() {
			return p.errorf("a digit expected in the exponent")
		}
	}
	return nil
}

func (p *parser) digits() bool {
	start := p.i
	for p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9' {
		p.i++
	}
	return p.i > start
}

// string reads a string literal at p.i (at its opening quote) and decodes it.
func (p *parser) string() (string, error) {
	d := p.data
	p.i++ // "
	start := p.i
	// The common case: nothing to decode.
	for p.i < len(d) && d[p.i] != '"' && d[p.i] != '\\' && d[p.i] >= 0x20 && d[p.i] < utf8.RuneSelf {
		p.i++
	}
	if p.i < len(d) && d[p.i] == '"' {
		p.i++
		return string(d[start : p.i-1]), nil
	}
	out := append([]byte(nil), d[start:p.i]...)
	for {
		if p.i >= len(d) {
			return "", p.errorf("unterminated string")
		}
		switch c := d[p.i]; {
		case c == '"':
			p.i++
			return string(out), nil
		case c < 0x20:
			return "", p.errorf("control character in a string")
		case c == '\\':
			r, err := p.escape()
			if err != nil {
				return "", err
			}
			out = utf8.AppendRune(out, r)
		case c < utf8.RuneSelf:
			out = append(out, c)
			p.i++
		default:
			r, n := utf8.DecodeRune(d[p.i:])
			out = utf8.AppendRune(out, r) // U+FFFD for invalid UTF-8, as encoding/json
			p.i += n
		}
	}
}

// escape reads one escape sequence at p.i (at its backslash), a surrogate pair as one rune.
func (p *parser) escape() (rune, error) {
	d := p.data
	if p.i+1 >= len(d) {
		return 0, p.errorf("unterminated string")
	}
	c := d[p.i+1]
	p.i += 2
	switch c {
	case '"', '\\', '/':
		return rune(c), nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'u':
		r, ok := p.hex4()
		if !ok {
			return 0, p.errorf("a bad \\u escape")
		}
		if !utf16.IsSurrogate(r) {
			return r, nil
		}
		// A high surrogate followed by an escaped low one is one rune; anything else is
		// U+FFFD, and the next escape is read on its own.
		if p.i+1 < len(d) && d[p.i] == '\\' && d[p.i+1] == 'u' {
			save := p.i
			p.i += 2
			r2, ok := p.hex4()
			if !ok {
				return 0, p.errorf("a bad \\u escape")
			}
			if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
				return dec, nil
			}
			p.i = save
		}
		return utf8.RuneError, nil
	}
	return 0, p.errorf("a bad escape \\%c", c)
}

func (p *parser) hex4() (rune, bool) {
	if len(p.data)-p.i < 4 {
		return 0, false
	}
	n, err := strconv.ParseUint(string(p.data[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(n), true
}

// Reader reads the members of one JSON object into Go values. A member that is missing or
// null leaves the destination as it is (as encoding/json does); one of the wrong type is an
// error, kept (the first one) for Err, and its destination is left alone too. Names are
// matched exactly; of repeated names the last counts.
type Reader struct {
	v    Value
	path string
	err  *error
	used map[string]bool
}

// ReadObject parses data, which must be one JSON object.
func ReadObject(data []byte) (*Reader, error) {
	v, err := Parse(data)
	if err != nil {
		return nil, err
	}
	if v.Kind != Object {
		return nil, fmt.Errorf("%w (%s)", ErrNotObject, v.Kind)
	}
	return newReader(v, "", new(error)), nil
}

func newReader(v Value, path string, err *error) *Reader {
	return &Reader{v: v, path: path, err: err, used: map[string]bool{}}
}

// Err is the first error of this reader or of any reader of its members.
func (r *Reader) Err() error { return *r.err }

func (r *Reader) fail(key, want string, got Kind) {
	if *r.err == nil {
		*r.err = fmt.Errorf("json: %s%s is %s, not %s", r.path, key, got, want)
	}
}

// Has reports whether the object has a member key (null included).
func (r *Reader) Has(key string) bool {
	_, ok := r.get(key)
	return ok
}

// Keys are the object's member names in order (repeats included).
func (r *Reader) Keys() []string { return r.v.keys }

// Raw is the member's JSON text as it was (nil when it is missing).
func (r *Reader) Raw(key string) []byte {
	v, ok := r.get(key)
	if !ok {
		return nil
	}
	return v.raw
}

// Value is the member key, ok false when there is none.
func (r *Reader) Value(key string) (Value, bool) { return r.get(key) }

func (r *Reader) get(key string) (Value, bool) {
	r.used[key] = true
	for i := len(r.v.keys) - 1; i >= 0; i-- {
		if r.v.keys[i] == key {
			return r.v.elems[i], true
		}
	}
	return Value{}, false
}

// member is key's value when it is present, not null and of kind want.
func (r *Reader) member(key string, want Kind) (Value, bool) {
	v, ok := r.get(key)
	if !ok || v.Kind == Null {
		return Value{}, false
	}
	if v.Kind != want {
		r.fail(key, want.String(), v.Kind)
		return Value{}, false
	}
	return v, true
}

// String reads a string member into dst.
func (r *Reader) String(key string, dst *string) {
	if v, ok := r.member(key, String); ok {
		*dst = v.str
	}
}

// Bool reads a boolean member into dst.
func (r *Reader) Bool(key string, dst *bool) {
	if v, ok := r.member(key, Bool); ok {
		*dst = v.on
	}
}

// Int reads an integer member (no fraction, no exponent) into dst.
func (r *Reader) Int(key string, dst *int) {
	if v, ok := r.member(key, Number); ok {
		n, err := strconv.ParseInt(string(v.raw), 10, strconv.IntSize)
		if err != nil {
			r.fail(key, "an int", Number)
			return
		}
		*dst = int(n)
	}
}

// Uint64 reads a non-negative integer member into dst.
func (r *Reader) Uint64(key string, dst *uint64) {
	if v, ok := r.member(key, Number); ok {
		n, err := strconv.ParseUint(string(v.raw), 10, 64)
		if err != nil {
			r.fail(key, "a uint64", Number)
			return
		}
		*dst = n
	}
}

// Strings reads an array of strings into dst (a null element is ""), replacing it.
func (r *Reader) Strings(key string, dst *[]string) {
	readArray(r, key, String, func(v Value) string { return v.str }, dst)
}

// Bools reads an array of booleans into dst (a null element is false), replacing it.
func (r *Reader) Bools(key string, dst *[]bool) {
	readArray(r, key, Bool, func(v Value) bool { return v.on }, dst)
}

// readArray reads an array whose elements are of kind want (or null: the zero value).
func readArray[T any](r *Reader, key string, want Kind, get func(Value) T, dst *[]T) {
	v, ok := r.member(key, Array)
	if !ok {
		return
	}
	out := make([]T, len(v.elems))
	for i, e := range v.elems {
		switch e.Kind {
		case want:
			out[i] = get(e)
		case Null:
		default:
			r.fail(key+"[]", want.String(), e.Kind)
			return
		}
	}
	*dst = out
}

// StringMap reads an object of strings into dst, adding to the map it holds (made when nil)
// as encoding/json does.
func (r *Reader) StringMap(key string, dst *map[string]string) {
	if o := r.Object(key); o != nil {
		o.Each(func(k string, o *Reader) {
			s := (*dst)[k]
			o.String(k, &s)
			if *dst == nil {
				*dst = map[string]string{}
			}
			(*dst)[k] = s
		})
	}
}

// Object is a reader of the object member key, nil when it is missing or null (or not an
// object: an error).
func (r *Reader) Object(key string) *Reader {
	if v, ok := r.member(key, Object); ok {
		return newReader(v, r.path+key+".", r.err)
	}
	return nil
}

// Each calls f with each member name in order (the last of repeated names once), and r.
func (r *Reader) Each(f func(key string, r *Reader)) {
	for i, k := range r.v.keys {
		last := true
		for _, later := range r.v.keys[i+1:] {
			if later == k {
				last = false
			}
		}
		if last {
			f(k, r)
		}
	}
}

// Unknown is an error naming the first member none of the reading methods asked for (for
// formats that refuse what they do not know), nil when there is none.
func (r *Reader) Unknown() error {
	for _, k := range r.v.keys {
		if !r.used[k] {
			return fmt.Errorf("json: unknown member %s%q", r.path, k)
		}
	}
	return nil
}

// ErrTrailing is returned by Parse for data that goes on after one whole JSON value.
var ErrTrailing = errors.New("json: data after the value")

// ErrNotObject is returned by ReadObject for JSON that is not an object.
var ErrNotObject = errors.New("json: not an object")

// RawMessage is JSON text kept as it is. Its methods make encoding/json (which the app does
// not link, but tests use) read and write it as its own json.RawMessage.
type RawMessage []byte

// MarshalJSON is m itself (null when m is nil).
func (m RawMessage) MarshalJSON() ([]byte, error) {
	if m == nil {
		return []byte("null"), nil
	}
	return m, nil
}

// UnmarshalJSON keeps a copy of data.
func (m *RawMessage) UnmarshalJSON(data []byte) error {
	*m = append((*m)[0:0], data...)
	return nil
}

// RawArray is the JSON text of each element of the array member key (nil when it is
// missing or null; an error for another kind).
func (r *Reader) RawArray(key string) [][]byte {
	v, ok := r.member(key, Array)
	if !ok {
		return nil
	}
	out := make([][]byte, len(v.elems))
	for i, e := range v.elems {
		out[i] = e.raw
	}
	return out
}
