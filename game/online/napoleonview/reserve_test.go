package napoleonview

import (
	"testing"

	"warboard/rules/napoleon"
)

// The reserve as at the device: Clear empties the set-up (Ready would be refused: pieces
// are left), a picked kind is placed by taps on free squares of the zone until it is used
// up, a square outside the zone is refused, a piece taken back returns to the reserve; a
// part-placed set-up resumes as it was, one with too many of a kind does not.
func TestReserve(t *testing.T) {
	g := gameOf(t, "8x8 terrain")
	d, err := NewDeployment(g, napoleon.North, 5)
	if err != nil {
		t.Fatal(err)
	}
	whole := d.Pieces()
	d.Clear()
	items, left := d.Reserve()
	if len(d.Pieces()) != 0 || left != g.Rule.Size() || len(d.Problems()) == 0 {
		t.Fatalf("after Clear: %d pieces, %d left, problems %v", len(d.Pieces()), left, d.Problems())
	}
	counts := map[napoleon.Kind]int{}
	for _, it := range items {
		counts[it.Kind] = it.Count
	}
	// every piece of the whole set-up put back by kind, picked from the reserve
	for _, p := range whole {
		if err := d.Pick(p.Piece.Kind()); err != nil {
			t.Fatalf("pick %s: %v", p.Piece.Kind(), err)
		}
		if err := d.Tap(p.Sq); err != nil {
			t.Fatalf("place %s on %s: %v", p.Piece.Kind(), p.Sq, err)
		}
		counts[p.Piece.Kind()]--
	}
	for k, n := range counts {
		if n != 0 {
			t.Errorf("%s: %d left over after the army was placed", k, n)
		}
	}
	if errs := d.Problems(); len(errs) > 0 {
		t.Fatalf("the army placed again from the reserve: %v", errs)
	}
	if _, left := d.Reserve(); left != 0 || d.Picked() != napoleon.NoKind {
		t.Fatalf("%d left, pick %v, after the whole army", left, d.Picked())
	}
	if err := d.Pick(napoleon.General); err == nil {
		t.Fatal("a kind used up was picked")
	}
	q := whole[0].Sq
	if err := d.Remove(q); err != nil {
		t.Fatal(err)
	}
	if _, left := d.Reserve(); left != 1 {
		t.Fatalf("%d left after one piece was taken back", left)
	}
	if err := d.Pick(whole[0].Piece.Kind()); err != nil {
		t.Fatal(err)
	}
	south, _ := g.Cfg.Board.ParseSquare("a1")
	if err := d.Tap(south); err == nil {
		t.Fatal("a piece placed in South's zone")
	}
	part := d.List()
	e, _ := NewDeployment(g, napoleon.North, 6)
	if err := e.Resume(part); err != nil || e.List() != part {
		t.Fatalf("a part-placed set-up resumed as %q (%v), want %q", e.List(), err, part)
	}
	if err := e.Resume(part + " " + q.String() + "=NG"); err == nil && len(e.Pieces()) > len(whole) {
		t.Fatal("a set-up with a piece too many resumed")
	}
}
