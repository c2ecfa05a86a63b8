package drafts

import (
	"errors"
	"strings"
	"testing"

	"warboard/game/storage"
)

func TestRoundTrip(t *testing.T) {
	for _, d := range []Draft{
		{Kind: Deploy, Seat: "S", Ply: 0, Data: "a1=S9 b1=S8"},
		{Kind: Pick, Seat: "E", Ply: 7, Of: "998877", Data: "0 2 5"},
		{Kind: Turn, Seat: "N", Ply: 12, Data: "d2-d4 c1>NE"},
	} {
		got, err := Parse(d.String())
		if err != nil || got != d {
			t.Errorf("Parse(%q) = %+v, %v", d.String(), got, err)
		}
	}
}

// What is not a draft is refused with ErrBad, never a panic.
func TestParseRefuses(t *testing.T) {
	good := Draft{Kind: Turn, Seat: "S", Ply: 3, Data: "d2-d4"}.String()
	for _, bad := range []string{
		"", "garbage", "warboard-draft 2" + good[len(magic):],
		strings.Replace(good, "kind turn", "kind move", 1),
		strings.Replace(good, "ply 3", "ply x", 1),
		strings.Replace(good, "ply 3", "ply -1", 1),
		strings.Replace(good, "seat S", "seat ", 1),
		strings.Replace(good, "\ndata", "\nother", 1),
		good + "data more\n",
		good[:len(good)-10],
		good + strings.Repeat("x", MaxSize),
	} {
		if d, err := Parse(bad); !errors.Is(err, ErrBad) {
			t.Errorf("Parse(%q) = %+v, %v", bad, d, err)
		}
	}
}

// countStore counts the writes that reach a store.
type countStore struct {
	*storage.MemStore
	saves, removes int
}

func (c *countStore) Save(name string, b []byte) error { c.saves++; return c.MemStore.Save(name, b) }
func (c *countStore) Remove(name string) error         { c.removes++; return c.MemStore.Remove(name) }

// Keep writes only what changed; Load gives back what belongs to the seat's work now and
// removes what does not (another kind, ply, pool; not a draft); Drop removes.
func TestKeeper(t *testing.T) {
	st := &countStore{MemStore: storage.NewMemStore()}
	k := &Keeper{St: st}
	d := Draft{Kind: Turn, Seat: "S", Ply: 4, Data: "d2-d4"}
	k.Keep("ABCD", d)
	k.Keep("ABCD", d)
	if st.saves != 1 {
		t.Errorf("%d saves of one draft, want 1", st.saves)
	}
	k2 := &Keeper{St: st} // a reload: a new screen, the same store
	if got, ok := k2.Load("ABCD", "S", Turn, 4, ""); !ok || got != d {
		t.Fatalf("Load = %+v, %v", got, ok)
	}
	if _, ok := k2.Load("ABCD", "N", Turn, 4, ""); ok {
		t.Error("another seat's draft loaded")
	}
	if _, ok := k2.Load("WXYZ", "S", Turn, 4, ""); ok {
		t.Error("another room's draft loaded")
	}
	if _, ok := k2.Load("ABCD", "S", Turn, 5, ""); ok {
		t.Error("a turn of another ply loaded")
	}
	if _, err := st.Load(Key("ABCD", "S")); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a stale draft is kept: %v", err)
	}
	k2.Keep("ABCD", Draft{Kind: Pick, Seat: "S", Of: "9988", Data: "0 1"})
	if _, ok := k2.Load("ABCD", "S", Pick, -1, "9987"); ok {
		t.Error("a pick of another pool loaded")
	}
	k2.Keep("ABCD", Draft{Kind: Deploy, Seat: "S", Data: "a1=S9"})
	if _, ok := k2.Load("ABCD", "S", Deploy, 9, ""); ok {
		t.Error("a draft of another ply loaded")
	}
	k2.Keep("ABCD", Draft{Kind: Deploy, Seat: "S", Ply: 9, Data: "a1=S9"})
	if _, ok := k2.Load("ABCD", "S", Deploy, -1, ""); !ok {
		t.Error("a deployment of any ply not loaded")
	}
	k2.Drop("ABCD", "S")
	if _, ok := k2.Load("ABCD", "S", Deploy, -1, ""); ok {
		t.Error("a dropped draft loaded")
	}
	st.Save(Key("ABCD", "S"), []byte("corrupt\x00"))
	if _, ok := k2.Load("ABCD", "S", Deploy, -1, ""); ok {
		t.Error("a corrupt draft loaded")
	}
	if _, err := st.Load(Key("ABCD", "S")); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a corrupt draft is kept: %v", err)
	}
	k2.Keep("ABCD", Draft{Kind: Turn, Seat: "S", Data: "a\nb"}) // cannot be read back: not kept
	if _, err := st.Load(Key("ABCD", "S")); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("a draft that cannot be read back is kept: %v", err)
	}
	(&Keeper{}).Keep("ABCD", d) // no store: nothing, no panic
}

func TestIndexes(t *testing.T) {
	c := []bool{true, false, true, true}
	got, err := ParseIndexes(Indexes(c), 4)
	if err != nil || len(got) != 4 || !got[0] || got[1] || !got[2] || !got[3] {
		t.Errorf("ParseIndexes(%q) = %v, %v", Indexes(c), got, err)
	}
	for _, bad := range []string{"4", "-1", "1 1", "x"} {
		if _, err := ParseIndexes(bad, 4); !errors.Is(err, ErrBad) {
			t.Errorf("ParseIndexes(%q): %v", bad, err)
		}
	}
}

// FuzzParse: any blob is read without a panic, and what is read writes back the same.
func FuzzParse(f *testing.F) {
	f.Add(Draft{Kind: Turn, Seat: "S", Ply: 3, Data: "d2-d4 c1>NE"}.String())
	f.Add(Draft{Kind: Pick, Seat: "E", Of: "9988", Data: "0 1"}.String())
	f.Add("warboard-draft 1\nkind deploy\nseat S\nply 0\nof \ndata \n")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		d, err := Parse(s)
		if err != nil {
			if !errors.Is(err, ErrBad) {
				t.Fatalf("Parse(%q): %v, not ErrBad", s, err)
			}
			return
		}
		again, err := Parse(d.String())
		if err != nil || again != d {
			t.Fatalf("Parse(%q) = %+v, which reads back as %+v, %v", s, d, again, err)
		}
	})
}
