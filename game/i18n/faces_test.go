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

// TestNavalFacesAndNames: the 海战棋 set names and faces every rank, all different from each
// other and from the army's, ranked faces ending in their number; Chinese keeps the tiles'
// names; a hidden piece keeps its name; the mark labels cover the same thirteen codes.
func TestNavalFacesAndNames(t *testing.T) {
	codes := "987654321MBFATR" // with 三打一's flagship, sea fort and missile boat
	for _, l := range []Lang{En, Fr, Zh} {
		p := NewPrinter(l)
		names, faces := map[string]byte{}, map[string]byte{}
		for i := range len(codes) {
			c := codes[i]
			k, ok := JunqiPieceIn(c, true)
			army, _ := JunqiPiece(c)
			if !ok || k == army {
				t.Fatalf("%s: %c has no naval name", l.Code(), c)
			}
			if o, dup := names[p.T(k)]; dup {
				t.Errorf("%s: %c and %c share the name %q", l.Code(), o, c, p.T(k))
			}
			names[p.T(k)] = c
			f := p.JunqiFaceIn(c, false, true)
			if l == Zh {
				if f != "" {
					t.Errorf("Chinese keeps the tiles' names, got %q", f)
				}
				continue
			}
			if f == "" || f == p.JunqiFace(c, false) && c != 'M' && c != 'T' { // a mine, a fort
				t.Errorf("%s: face of %c is %q", l.Code(), c, f)
			}
			if c >= '1' && c <= '9' && !strings.HasSuffix(f, " "+string(c)) {
				t.Errorf("%s: face %q of rank %c does not end in its number", l.Code(), f, c)
			}
			if o, dup := faces[f]; dup {
				t.Errorf("%s: %c and %c share the face %q", l.Code(), o, c, f)
			}
			faces[f] = c
			if p.JunqiFaceIn(c, true, true) != "" {
				t.Errorf("%s: the Chinese option still gives a face", l.Code())
			}
		}
		if k, _ := JunqiPieceIn('?', true); k != PieceHidden {
			t.Errorf("a hidden piece is named %v", k)
		}
		if n := len(strings.Fields(p.T(JunqiMarkLabels(true)))); n != len(strings.Fields(p.T(MarkLabels))) {
			t.Errorf("%s: %d naval mark labels", l.Code(), n)
		}
	}
	if f := NewPrinter(En).JunqiFaceIn('4', false, true); f != "Sub 4" {
		t.Errorf("submarine: %q", f)
	}
}
