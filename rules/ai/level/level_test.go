package level

import (
	"slices"
	"testing"
)

// The table is well formed: names unique and non-empty, the default chosen, the chosen
// levels capped in the browser and the yardsticks not, Of and IsChosen read it.
func TestTable(t *testing.T) {
	seen := map[string]bool{}
	for _, l := range All {
		if l.Name == "" || seen[l.Name] {
			t.Fatalf("level %q: empty or twice", l.Name)
		}
		seen[l.Name] = true
		if l.Chosen != (l.CapMS > 0) {
			t.Errorf("%s: chosen %v with a cap of %d ms", l.Name, l.Chosen, l.CapMS)
		}
		if got, ok := Of(l.Name); !ok || got != l {
			t.Errorf("Of(%q) = %+v, %v", l.Name, got, ok)
		}
		if IsChosen(l.Name) != l.Chosen {
			t.Errorf("IsChosen(%q) = %v", l.Name, !l.Chosen)
		}
	}
	if !IsChosen(Default) {
		t.Fatalf("the default level %q is not one players choose", Default)
	}
	if _, ok := Of("grandmaster"); ok || IsChosen("grandmaster") {
		t.Fatal("a name the table lacks was found")
	}
	if !slices.Equal(Names(), []string{"random", "greedy", "easy", "normal", "hard"}) || !slices.Equal(ChosenNames(), []string{"easy", "normal", "hard"}) {
		t.Fatalf("names %v, chosen %v", Names(), ChosenNames())
	}
}
