package minijson

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// Tests may use encoding/json: it is the reference this package must agree with, and test
// code does not reach the bundle.

// toAny turns a parsed Value into what encoding/json's Unmarshal into an `any` gives with
// UseNumber (objects as maps: the last of repeated names wins).
func toAny(v Value) any {
	switch v.Kind {
	case Bool:
		return v.on
	case Number:
		return json.Number(v.raw)
	case String:
		return v.str
	case Array:
		out := make([]any, len(v.elems))
		for i, e := range v.elems {
			out[i] = toAny(e)
		}
		return out
	case Object:
		out := map[string]any{}
		for i, k := range v.keys {
			out[k] = toAny(v.elems[i])
		}
		return out
	}
	return nil
}

func stdAny(t *testing.T, data []byte) any {
	t.Helper()
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	return v
}

func checkParse(t *testing.T, data []byte) {
	t.Helper()
	if bytes.Count(data, []byte("["))+bytes.Count(data, []byte("{")) > maxDepth {
		return // deeper than this package reads (encoding/json allows 10000)
	}
	v, err := Parse(data)
	if std := json.Valid(data); std != (err == nil) {
		t.Fatalf("%q: Parse error %v, encoding/json says valid %v", data, err, std)
	}
	if err != nil {
		return
	}
	if got, want := toAny(v), stdAny(t, data); !reflect.DeepEqual(got, want) {
		t.Fatalf("%q: parsed %#v, encoding/json %#v", data, got, want)
	}
	if !bytes.Equal(bytes.TrimSpace(v.Raw()), bytes.TrimSpace(data)) {
		t.Fatalf("%q: raw text %q", data, v.Raw())
	}
	if got, want := string(appendCompact(nil, data)), mustMarshal(t, json.RawMessage(data)); got != want {
		t.Fatalf("%q: compact %s, encoding/json %s", data, got, want)
	}
}

func mustMarshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var parseSeeds = []string{
	`{}`, `[]`, `null`, `true`, `false`, `0`, `-0`, `1.5e-3`, `-12E+4`, `"a"`, ` {"a" : [1, 2,{"b":null}] } `,
	`{"a":1,"a":2}`, `"\u00e9\ud83d\ude00\ud800x\udc00\"\\\/\b\f\n\r\t"`, "\"\xff\xfe\"", `"<&>` + "\u2028\u2029" + `"`,
	`{"format":2,"phase":"play","layouts":{"S":"abc"},"turn":["c6xc7","d2-d5 c1>NE"]}`,
	// invalid
	``, ` `, `{`, `[1,]`, `{"a"}`, `{"a":}`, `{,}`, `01`, `1.`, `.5`, `-`, `1e`, `+1`, `tru`, `nul`, `"abc`, "\"a\tb\"",
	`"\x"`, `"\u12"`, `"\u12g4"`, `{"a":1}x`, `[1 2]`, `{"a":1,}`, `NaN`, `"\ud800\u12"`,
}

func TestParseAgreesWithEncodingJSON(t *testing.T) {
	for _, s := range parseSeeds {
		checkParse(t, []byte(s))
	}
	deep := strings.Repeat("[", maxDepth+2) + strings.Repeat("]", maxDepth+2)
	if Valid([]byte(deep)) {
		t.Error("nesting deeper than maxDepth was read")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range parseSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkParse(t, data) })
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", "<a&b>", "\x00\x1f\x7f", "é中\U0001F600", "\xff\xc0\x80", "\u2028\u2029", `"\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendString(nil, s)), mustMarshal(t, s); got != want {
			t.Fatalf("%q: %s, encoding/json %s", s, got, want)
		}
		v, err := Parse(AppendString(nil, s))
		if err != nil || v.Kind != String || v.str != strings.ToValidUTF8(s, "\uFFFD") && v.str != string([]rune(s)) {
			t.Fatalf("%q does not read back: %q %v", s, v.str, err)
		}
	})
}

// TestWriterMatchesMarshal: an object written member by member is byte for byte what
// Marshal makes of a struct with those members.
func TestWriterMatchesMarshal(t *testing.T) {
	type inner struct {
		X string `json:"x,omitempty"`
		Y bool   `json:"y"`
	}
	type all struct {
		S     string                      `json:"s"`
		Omit  string                      `json:"omit,omitempty"`
		B     bool                        `json:"b"`
		BOmit bool                        `json:"bOmit,omitempty"`
		I     int                         `json:"i"`
		U     uint64                      `json:"u"`
		L     []string                    `json:"l"`
		Bs    []bool                      `json:"bs"`
		Nil   []string                    `json:"nil"`
		M     map[string]string           `json:"m"`
		MM    map[string]map[string]inner `json:"mm"`
		In    inner                       `json:"in"`
		Raw   json.RawMessage             `json:"raw"`
	}
	v := all{S: "a<b>&\"c\"\n", B: true, I: -42, U: 1<<64 - 1, L: []string{"x", "", "é"}, Bs: []bool{true, false},
		M: map[string]string{"b": "2", "a": "1", "<": ">"}, MM: map[string]map[string]inner{"z": {"k": {X: "1"}}, "a": nil},
		In: inner{Y: true}, Raw: json.RawMessage(" { \"k\" : [1, \"<>\" ] } ")}
	w := NewWriter()
	w.String("s", v.S)
	w.StringOmit("omit", v.Omit)
	w.Bool("b", v.B)
	w.BoolOmit("bOmit", v.BOmit)
	w.Int("i", v.I)
	w.Uint64("u", v.U)
	w.Strings("l", v.L)
	w.Bools("bs", v.Bs)
	w.Strings("nil", v.Nil)
	w.StringMap("m", v.M)
	w.Object("mm", func(w *Writer) {
		for _, name := range SortedKeys(v.MM) {
			if v.MM[name] == nil {
				w.Raw(name, []byte("null"))
				continue
			}
			w.Object(name, func(w *Writer) {
				for _, k := range SortedKeys(v.MM[name]) {
					w.Object(k, func(w *Writer) { w.StringOmit("x", v.MM[name][k].X); w.Bool("y", v.MM[name][k].Y) })
				}
			})
		}
	})
	w.Object("in", func(w *Writer) { w.StringOmit("x", v.In.X); w.Bool("y", v.In.Y) })
	w.Raw("raw", v.Raw)
	if got, want := string(w.Bytes()), mustMarshal(t, v); got != want {
		t.Errorf("Writer:\n%s\nencoding/json:\n%s", got, want)
	}
}

func TestReader(t *testing.T) {
	r, err := ReadObject([]byte(`{"bs":[true,null,false],"s":"x","n":null,"i":7,"u":9,"b":true,"l":["a",null],"m":{"a":"1","b":null},"o":{"k":"v"},"s":"last"}`))
	if err != nil {
		t.Fatal(err)
	}
	s, n, i, u, b := "keep", "keep", 1, uint64(1), false
	var l []string
	m := map[string]string{"old": "0"}
	r.String("s", &s)
	r.String("n", &n)
	r.Int("i", &i)
	r.Uint64("u", &u)
	r.Bool("b", &b)
	r.Strings("l", &l)
	var bs []bool
	r.Bools("bs", &bs)
	if !reflect.DeepEqual(bs, []bool{true, false, false}) {
		t.Errorf("Bools read %v", bs)
	}
	r.StringMap("m", &m)
	var k string
	o := r.Object("o")
	o.String("k", &k)
	if r.Err() != nil || s != "last" || n != "keep" || i != 7 || u != 9 || !b || !reflect.DeepEqual(l, []string{"a", ""}) ||
		!reflect.DeepEqual(m, map[string]string{"old": "0", "a": "1", "b": ""}) || k != "v" {
		t.Errorf("read %q %q %d %d %v %q %v %q, err %v", s, n, i, u, b, l, m, k, r.Err())
	}
	if r.Unknown() != nil || o.Unknown() != nil {
		t.Errorf("Unknown: %v %v", r.Unknown(), o.Unknown())
	}
	if r.Object("missing") != nil || r.Has("missing") || !r.Has("n") {
		t.Error("a missing member is there")
	}

	r, _ = ReadObject([]byte(`{"i":1.5,"u":-1,"s":3,"extra":0}`))
	i, u = 5, 5
	r.Int("i", &i)
	r.Uint64("u", &u)
	if r.Err() == nil || i != 5 || u != 5 {
		t.Errorf("a fraction into an int: %v, %d %d", r.Err(), i, u)
	}
	r.String("s", &s)
	if err := r.Unknown(); err == nil || !strings.Contains(err.Error(), "extra") {
		t.Errorf("Unknown = %v, want the extra member named", err)
	}
	// The same mistakes are errors for encoding/json too.
	var std struct {
		I int    `json:"i"`
		S string `json:"s"`
	}
	if json.Unmarshal([]byte(`{"i":1.5}`), &std) == nil || json.Unmarshal([]byte(`{"s":3}`), &std) == nil {
		t.Error("encoding/json accepts what Reader refuses")
	}
	if _, err := ReadObject([]byte(`[1]`)); err == nil {
		t.Error("an array read as an object")
	}
}

// TestRawArray: an array member's elements come back as their JSON text, and are written
// back compacted as encoding/json writes a []json.RawMessage.
func TestRawArray(t *testing.T) {
	r, err := ReadObject([]byte(`{"a":[ {"x": 1}, 2, "s" ],"n":null,"o":{}}`))
	if err != nil {
		t.Fatal(err)
	}
	got := r.RawArray("a")
	if len(got) != 3 || string(got[0]) != `{"x": 1}` || string(got[1]) != "2" || string(got[2]) != `"s"` {
		t.Fatalf("RawArray: %q", got)
	}
	if r.RawArray("n") != nil || r.RawArray("missing") != nil || r.Err() != nil {
		t.Fatal("null or missing arrays are not nil without an error")
	}
	if r.RawArray("o"); r.Err() == nil {
		t.Fatal("an object read as an array gives no error")
	}
	w := NewWriter()
	w.RawArray("a", got)
	w.RawArray("n", nil)
	if s := string(w.Bytes()); s != `{"a":[{"x":1},2,"s"],"n":null}` {
		t.Fatalf("written %s", s)
	}
}
