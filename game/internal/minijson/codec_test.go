package minijson

import (
	"strings"
	"testing"
)

// codecThing is a small format: a member, an optional object, a raw member.
type codecThing struct {
	N     int
	Inner *struct{ S string }
	Raw   RawMessage
	Maps  map[string]map[string]string
}

func (v *codecThing) Fields(c Codec) {
	c.IntOmit("n", &v.N)
	c.Object("inner", v.Inner == nil, func(c Codec) {
		if v.Inner == nil {
			v.Inner = new(struct{ S string })
		}
		c.String("s", &v.Inner.S)
	})
	c.RawOmit("raw", &v.Raw)
	c.StringMapsOmit("maps", &v.Maps)
}

// TestCodecBothWays: one Fields writes and reads the same value back; an omitted object or
// empty member is not written; a strict read refuses an unknown member at any depth and
// names it, a lenient one passes over it; a wrong type is an error either way.
func TestCodecBothWays(t *testing.T) {
	if got := string(Marshal(codecThing{})); got != "{}" {
		t.Fatalf("an empty value writes %s", got)
	}
	v := codecThing{N: 3, Inner: &struct{ S string }{"x"}, Raw: RawMessage(`[1,null]`),
		Maps: map[string]map[string]string{"b": {"k": "v"}, "a": nil}}
	data := Marshal(v)
	if want := `{"n":3,"inner":{"s":"x"},"raw":[1,null],"maps":{"a":null,"b":{"k":"v"}}}`; string(data) != want {
		t.Fatalf("wrote %s\nwant  %s", data, want)
	}
	back, err := Unmarshal[codecThing](data, true)
	if err != nil || back.N != 3 || back.Inner == nil || back.Inner.S != "x" || string(back.Raw) != `[1,null]` || back.Maps["b"]["k"] != "v" {
		t.Fatalf("read back %+v, %v", back, err)
	}
	for _, c := range []struct {
		data, unknown string
	}{{`{"n":1,"extra":2}`, "extra"}, {`{"inner":{"s":"x","deep":1}}`, "deep"}} {
		if _, err := Unmarshal[codecThing]([]byte(c.data), true); err == nil || !strings.Contains(err.Error(), c.unknown) {
			t.Errorf("strict %s: %v, want an error naming %q", c.data, err, c.unknown)
		}
		if _, err := Unmarshal[codecThing]([]byte(c.data), false); err != nil {
			t.Errorf("lenient %s: %v", c.data, err)
		}
	}
	if _, err := Unmarshal[codecThing]([]byte(`{"inner":{"s":5}}`), false); err == nil {
		t.Error("a number read as a string")
	}
	if v, err := Unmarshal[codecThing]([]byte(`{"raw":null}`), false); err != nil || string(v.Raw) != "null" || v.Inner != nil {
		t.Errorf("null raw: %q %+v %v", v.Raw, v.Inner, err)
	}
}
