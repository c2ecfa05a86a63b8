package proto

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestRoundTrip(t *testing.T) {
	in := Msg{T: State, ID: "K7QX", Tags: map[string]string{"Game": "junqi", "Board": "2p", "Mode": "dark"},
		Players: map[string]string{"S": "person", "N": "hard"}, Away: 60, AwayDo: AwayComputer, Level: "normal",
		Token: "00ff", Act: ActMove, Arg: "c6xc7", Seat: "S", Phase: "move", Seats: map[string]string{"S": "person", "N": "computer"},
		Turn: "N", View: "position a1=SF\nturn N\nresult ongoing\n", Result: "ongoing", History: "[Game \"junqi\"]\n", Ply: 3,
		Err: "é \"quoted\" \\ <tag>", Text: "中文"}
	data := Encode(in)
	if !json.Valid(data) {
		t.Fatalf("not JSON: %s", data)
	}
	out, err := DecodeServer(data)
	if err != nil {
		t.Fatal(err)
	}
	in.V = Version
	a, _ := json.Marshal(in)
	b, _ := json.Marshal(out)
	if string(a) != string(b) {
		t.Fatalf("round trip:\n%s\n%s", a, b)
	}
}

func TestRefusals(t *testing.T) {
	big := `{"v":1,"t":"act","arg":"` + strings.Repeat("x", MaxSize) + `"}`
	many := `{"v":1,"t":"create","tags":{`
	for i := 0; i < MaxEntries+1; i++ {
		if i > 0 {
			many += ","
		}
		many += `"k` + string(rune('a'+i)) + `":"v"`
	}
	many += "}}"
	for name, in := range map[string]string{
		"empty":       ``,
		"not json":    `hello`,
		"array":       `[1,2]`,
		"no version":  `{"t":"ping"}`,
		"version 2":   `{"v":2,"t":"ping"}`,
		"no type":     `{"v":1}`,
		"bad type":    `{"v":1,"t":"launch"}`,
		"type number": `{"v":1,"t":5}`,
		"too big":     big,
		"long string": `{"v":1,"t":"act","arg":"` + strings.Repeat("x", MaxString+1) + `"}`,
		"many tags":   many,
		"deep":        `{"v":1,"t":"ping","x":` + strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + `}`,
		"negative":    `{"v":1,"t":"create","away":-5}`,
		"tags array":  `{"v":1,"t":"create","tags":["a"]}`,
		"trailing":    `{"v":1,"t":"ping"} {}`,
	} {
		if _, err := Decode([]byte(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// bytes that are not UTF-8 are refused or read as UTF-8 (U+FFFD): never passed on
	if m, err := Decode([]byte("{\"v\":1,\"t\":\"act\",\"arg\":\"\xff\"}")); err == nil && !utf8.ValidString(m.Arg) {
		t.Errorf("invalid UTF-8 passed on: %q", m.Arg)
	}
	if _, err := Decode([]byte(`{"v":1,"t":"ping","future":{"x":[1,2]}}`)); err != nil {
		t.Errorf("an unknown member is passed over: %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"v":1,"t":"act","act":"move","arg":"c6xc7"}`))
	f.Add([]byte(`{"v":1,"t":"create","tags":{"Game":"junqi","Board":"4p"},"players":{"S":"person","E":"hard"}}`))
	f.Add([]byte(`{"v":1,"t":"resume","id":"AB12","token":"00112233445566778899aabbccddeeff"}`))
	f.Add([]byte(`{"v":1,"t":"ping","away":1e99}`))
	f.Add([]byte(`{"v":1,"t":"ping","text":"\ud800"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		// what was accepted writes back to a message that reads the same
		again, err := Decode(Encode(m))
		if err != nil && len(Encode(m)) <= MaxSize {
			t.Fatalf("accepted %q, re-encoded refused: %v", data, err)
		}
		if err == nil && again.T != m.T {
			t.Fatalf("type %q became %q", m.T, again.T)
		}
	})
}
