package i18n

import (
	"strings"
	"testing"
)

// TestJunqiFaces: with English or French every rank shows a face in that language, ranked
// pieces ending in their number; Chinese, or the Chinese option, keeps the tiles' names.
func TestJunqiFaces(t *testing.T) {
	codes := "987654321MBF"
	for _, l := range []Lang{En, Fr} {
		p := NewPrinter(l)
		seen := map[string]byte{}
		for i := range len(codes) {
			c := codes[i]
			f := p.JunqiFace(c, false)
			if f == "" {
				t.Fatalf("%s: no face for %c", l.Code(), c)
			}
			if c >= '1' && c <= '9' && !strings.HasSuffix(f, " "+string(c)) {
				t.Errorf("%s: face %q of rank %c does not end in its number", l.Code(), f, c)
			}
			if o, dup := seen[f]; dup {
				t.Errorf("%s: %c and %c share the face %q", l.Code(), o, c, f)
			}
			seen[f] = c
			if p.JunqiFace(c, true) != "" {
				t.Errorf("%s: the Chinese option still gives %q", l.Code(), p.JunqiFace(c, true))
			}
		}
		if p.JunqiFace('?', false) != "" || p.JunqiFace('X', false) != "" {
			t.Errorf("%s: an unknown code has a face", l.Code())
		}
	}
	if en, fr := NewPrinter(En).JunqiFace('4', false), NewPrinter(Fr).JunqiFace('4', false); en != "Maj 4" || fr != "Cdt 4" {
		t.Errorf("Major: %q, %q", en, fr)
	}
	if f := NewPrinter(Zh).JunqiFace('9', false); f != "" {
		t.Errorf("Chinese keeps the tiles' names, got %q", f)
	}
}
