package storage

import (
	"strings"
	"testing"
)

func TestSaveRecord(t *testing.T) {
	for _, c := range []struct {
		data   string
		format int
		inside string
		want   string // the record, or "error: …" a part of the error
	}{
		{`{"format":1,"record":"R"}`, 1, "R", "R"},
		{"{\"format\":1}\nR", 1, "R", "error: data after"},
		{"{\"format\":2}\nR\nS", 2, "", "R\nS"},
		{"{\"format\":2}\n", 2, "", ""},
		{`{"format":2}`, 2, "", "error: does not follow"},
		{"{\"format\":2}\nR", 2, "R", "error: does not follow"},
		{"{\"format\":3}\nR", 3, "", "error: format 3, this Warboard reads 1 and 2"},
		{"{}\nR", 0, "", "error: format 0"},
	} {
		line, after, cut := CutSave([]byte(c.data))
		if strings.Contains(string(line), "\n") {
			t.Fatalf("%q: the line holds a newline", c.data)
		}
		got, err := SaveRecord("format", c.format, 2, c.inside, after, cut)
		if err != nil {
			got = "error: " + err.Error()
		}
		if w, isErr := strings.CutPrefix(c.want, "error: "); isErr && !strings.Contains(got, w) || !isErr && got != c.want {
			t.Errorf("%q: %q, want %q", c.data, got, c.want)
		}
	}
}
