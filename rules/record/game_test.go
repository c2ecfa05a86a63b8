package record

import (
	"strings"
	"testing"
)

func TestGame(t *testing.T) {
	for _, c := range []struct{ text, want, err string }{
		{"[Game \"junqi\"]\n[Board \"2p\"]\n", "junqi", ""},
		{"[Board \"4p\"]\n", "junqi", ""},
		{"[Board \"10x10\"]\n", "napoleon", ""},
		{"[Game \"napoleon\"]\n[Board \"8x8\"]\n", "napoleon", ""},
		{"[Game \"chess\"]\n[Board \"8x8\"]\n", "", "unknown game \"chess\""},
		{"[Mode \"dark\"]\n", "", "no [Board] tag"},
		{"[Board \"3p\"]\n", "", "unknown board \"3p\""},
	} {
		r, err := Parse(c.text)
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Game()
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%q: error %v, want %q", c.text, err, c.err)
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("%q: %q %v, want %q", c.text, got, err, c.want)
		}
	}
}
