package junqi

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"warboard/rules/record"
)

// load builds a match from record text; it fails the test on any error.
func load(t testing.TB, text string) *Match {
	t.Helper()
	m, err := loadErr(text)
	if err != nil {
		t.Fatalf("load: %v\n%s", err, text)
	}
	return m
}

func loadErr(text string) (*Match, error) {
	rec, err := record.Parse(text)
	if err != nil {
		return nil, err
	}
	return FromRecord(rec)
}

// rec writes a record: board, position, then extra tag lines and moves.
func rec(board, position string, extra ...string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "[Game \"junqi\"]\n[Board %q]\n[Position %q]\n", board, position)
	moves := ""
	for _, e := range extra {
		if strings.HasPrefix(e, "[") {
			sb.WriteString(e + "\n")
		} else {
			moves += e + " "
		}
	}
	return sb.String() + "\n" + moves + "\n"
}

// from lists the legal actions starting at point pt, sorted.
func from(m *Match, pt string) []string {
	var out []string
	for _, mv := range m.Moves() {
		if strings.HasPrefix(mv, pt+"-") || strings.HasPrefix(mv, pt+"x") {
			out = append(out, mv)
		}
	}
	return out
}

func has(m *Match, mv string) bool {
	for _, x := range m.Moves() {
		if x == mv {
			return true
		}
	}
	return false
}

func sorted(s string) []string {
	f := strings.Fields(s)
	sort.Strings(f)
	return f
}

func play(t testing.TB, m *Match, tokens string) {
	t.Helper()
	for _, tok := range strings.Fields(tokens) {
		if err := m.Play(tok); err != nil {
			t.Fatalf("play %s: %v (position %s)", tok, err, m.Position())
		}
	}
}
