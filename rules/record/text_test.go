package record

import (
	"strings"
	"testing"
)

func moveTexts(r *Record) []string {
	var out []string
	for _, m := range r.Moves {
		out = append(out, m.Text)
	}
	return out
}

func TestTextIsString(t *testing.T) {
	for _, text := range []string{sample, "", "[Board \"2p\"]\n", "c6-c7\n", "[Result \"draw agreed\"]\n[Game \"x\\\"y\\\\\"]\n\n1. a b c\n"} {
		r, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := Text(r.Tags, moveTexts(r)), r.String(); got != want {
			t.Errorf("Text:\n%q\nString:\n%q", got, want)
		}
	}
	// An unknown tag is left out by both; the first of two tags of one name counts.
	tags := []Tag{{Name: "Event", Value: "x"}, {Name: "Mode", Value: "open"}, {Name: "Mode", Value: "dark"}}
	r := &Record{Tags: tags}
	if got, want := Text(tags, nil), r.String(); got != want || strings.Contains(got, "dark") {
		t.Errorf("Text %q, String %q", got, want)
	}
}

func FuzzText(f *testing.F) {
	f.Add(sample)
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text)
		if err != nil {
			return
		}
		if got, want := Text(r.Tags, moveTexts(r)), r.String(); got != want {
			t.Fatalf("Text:\n%q\nString:\n%q", got, want)
		}
	})
}
