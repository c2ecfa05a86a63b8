package layouts

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

var now = time.Date(2026, 11, 25, 15, 0, 0, 0, time.UTC)

func mustOpen(t *testing.T, st storage.Store) *Book {
	t.Helper()
	b, errs := Open(st, now)
	if len(errs) > 0 {
		t.Fatalf("Open: %v", errs)
	}
	return b
}

func junqiEntry(name string, l junqi.Layout) Entry {
	return Entry{Name: name, Game: Junqi, Text: JunqiText(l)}
}

func TestStoreRoundTrip(t *testing.T) {
	st := storage.NewMemStore()
	b := mustOpen(t, st)
	if got := b.List(Junqi, ""); len(got) != 0 {
		t.Fatalf("a new book lists %v", got)
	}
	l1 := junqi.RandomLayout(rand.NewPCG(1, 2))
	l2 := junqi.RandomLayout(rand.NewPCG(3, 4))
	e1, err := b.Add(st, junqiEntry("Layout 1", l1))
	if err != nil {
		t.Fatal(err)
	}
	e2, err := b.Add(st, junqiEntry("  my   favourite ", l2))
	if err != nil {
		t.Fatal(err)
	}
	nap := Entry{Name: "N", Game: Napoleon, Board: "8x8", Army: "16", Text: NapoleonBuiltins("8x8")[0].Text}
	e3, err := b.Add(st, nap)
	if err != nil {
		t.Fatal(err)
	}
	if e1.ID == e2.ID || e2.ID == e3.ID || e1.ID <= 0 {
		t.Fatalf("ids %d %d %d", e1.ID, e2.ID, e3.ID)
	}

	// Read back from the store, as the next start does.
	b = mustOpen(t, st)
	got := b.List(Junqi, "")
	if len(got) != 2 || got[0].Name != "Layout 1" || got[1].Name != "my favourite" {
		t.Fatalf("reloaded %+v", got)
	}
	l, err := DecodeJunqi(got[1].Text)
	if err != nil || l != l2 {
		t.Fatalf("layout 2 came back as %v, %v", l, err)
	}
	if n := b.List(Napoleon, "8x8"); len(n) != 1 || n[0].Text != nap.Text {
		t.Fatalf("napoleon 8x8: %+v", n)
	}
	if n := b.List(Napoleon, "10x10"); len(n) != 0 {
		t.Fatalf("napoleon 10x10 lists %+v", n)
	}

	if err := b.Rename(st, e2.ID, "Wall"); err != nil {
		t.Fatal(err)
	}
	if err := b.Delete(st, e1.ID); err != nil {
		t.Fatal(err)
	}
	if err := b.Delete(st, e1.ID); err == nil {
		t.Fatal("deleting twice succeeded")
	}
	b = mustOpen(t, st)
	got = b.List(Junqi, "")
	if len(got) != 1 || got[0].ID != e2.ID || got[0].Name != "Wall" {
		t.Fatalf("after rename and delete: %+v", got)
	}
	// A new entry never takes a live id.
	e4, err := b.Add(st, junqiEntry("again", l1))
	if err != nil || e4.ID == e2.ID || e4.ID == e3.ID {
		t.Fatalf("new id %d: %v", e4.ID, err)
	}
}

func TestAddRefusesBadEntries(t *testing.T) {
	st := storage.NewMemStore()
	b := mustOpen(t, st)
	bad := []Entry{
		{Name: "", Game: Junqi, Text: JunqiText(junqi.Layouts[0].Layout)},
		{Name: "x", Game: "chess", Text: "a1=SF"},
		{Name: "x", Game: Junqi, Text: "a1=SF"},                             // 1 piece of 25
		{Name: "x", Game: Napoleon, Board: "9x", Text: "a1=SG"},             // no board
		{Name: "x", Game: Napoleon, Board: "8x8", Text: "a1=SG h8=NG"},      // two sides
		{Name: "x", Game: Napoleon, Board: "8x8", Text: "a5=SG"},            // beyond the half
		{Name: "x", Game: Napoleon, Board: "8x8", Text: "a1=SK"},            // no facing
		{Name: "x", Game: Junqi, Text: strings.Repeat("a1=SF ", MaxText/5)}, // too long
	}
	for _, e := range bad {
		if _, err := b.Add(st, e); err == nil {
			t.Errorf("Add(%+v) succeeded", e)
		}
	}
	if len(st.Names()) != 0 {
		t.Fatalf("refused entries were written: %v", st.Names())
	}
}

func TestFailedSaveChangesNothing(t *testing.T) {
	st := storage.NewMemStore()
	b := mustOpen(t, st)
	e, err := b.Add(st, junqiEntry("kept", junqi.Layouts[0].Layout))
	if err != nil {
		t.Fatal(err)
	}
	st.FailSave = storage.ErrFull
	if _, err := b.Add(st, junqiEntry("new", junqi.Layouts[1].Layout)); !errors.Is(err, storage.ErrFull) {
		t.Fatalf("Add on a full store: %v", err)
	}
	if err := b.Delete(st, e.ID); !errors.Is(err, storage.ErrFull) {
		t.Fatalf("Delete on a full store: %v", err)
	}
	if got := b.List(Junqi, ""); len(got) != 1 || got[0].Name != "kept" {
		t.Fatalf("the book changed on failed saves: %+v", got)
	}
	st.FailSave = nil
	if got := mustOpen(t, st).List(Junqi, ""); len(got) != 1 || got[0].Name != "kept" {
		t.Fatalf("the store changed on failed saves: %+v", got)
	}
}

// A damaged entry is skipped with a message, the others are listed, and the damaged one is
// written back untouched when the book changes.
func TestCorruptEntrySkipped(t *testing.T) {
	st := storage.NewMemStore()
	good := `{"id":1,"name":"good","game":"junqi","text":"` + JunqiText(junqi.Layouts[0].Layout) + `"}`
	badText := `{"id":2,"name":"broken","game":"junqi","text":"a1=SF b1=SF"}`
	badJSON := `{"id":3,"name":7}`
	payload := `{"version":1,"layouts":[` + badText + `,` + good + `,` + badJSON + `]}`
	if err := storage.SaveEnvelope(st, StoreName, StoreKind, []byte(payload)); err != nil {
		t.Fatal(err)
	}
	b, errs := Open(st, now)
	if len(errs) != 2 {
		t.Fatalf("errors %v, want 2", errs)
	}
	var se *SkippedError
	if !errors.As(errs[0], &se) || se.Name != "broken" || !strings.Contains(errs[0].Error(), "broken") {
		t.Fatalf("first error %v", errs[0])
	}
	if got := b.List(Junqi, ""); len(got) != 1 || got[0].Name != "good" {
		t.Fatalf("listed %+v", got)
	}
	e, err := b.Add(st, junqiEntry("new", junqi.Layouts[1].Layout))
	if err != nil {
		t.Fatal(err)
	}
	if e.ID <= 3 {
		t.Fatalf("new id %d reuses a kept entry's", e.ID)
	}
	data, _ := st.Load(StoreName)
	for _, raw := range []string{badText, badJSON} {
		if !strings.Contains(string(data), raw) {
			t.Fatalf("the unreadable entry %s was lost: %s", raw, data)
		}
	}
	if _, errs := Open(st, now); len(errs) != 2 {
		t.Fatalf("reopened with %v", errs)
	}
}

// A blob that is no book at all is set aside whole and the book starts empty and saves.
func TestCorruptBlobSetAside(t *testing.T) {
	st := storage.NewMemStore()
	if err := st.Save(StoreName, []byte("warboard 2 layouts fnv64a:0000000000000000 3\nabc")); err != nil {
		t.Fatal(err)
	}
	b, errs := Open(st, now)
	var sa *storage.SetAsideError
	if len(errs) != 1 || !errors.As(errs[0], &sa) {
		t.Fatalf("errors %v", errs)
	}
	if _, err := b.Add(st, junqiEntry("fresh", junqi.Layouts[0].Layout)); err != nil {
		t.Fatal(err)
	}
	names := st.Names()
	if len(names) != 2 || names[0] != StoreName || !strings.HasPrefix(names[1], StoreName+".corrupt-") {
		t.Fatalf("store holds %v", names)
	}
}

func TestNextNumber(t *testing.T) {
	st := storage.NewMemStore()
	b := mustOpen(t, st)
	name := func(n int) string { return "Layout " + string(rune('0'+n)) }
	if n := b.NextNumber(Junqi, name); n != 1 {
		t.Fatalf("first number %d", n)
	}
	b.Add(st, junqiEntry("Layout 2", junqi.Layouts[0].Layout))
	if n := b.NextNumber(Junqi, name); n != 3 {
		t.Fatalf("next number %d, want 3 (2 is taken)", n)
	}
}

var seats4 = []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West}

// Every built-in layout is legal for every seat of both boards, and its text comes back as
// the same layout from any seat's notation.
func TestJunqiBuiltinsLegal(t *testing.T) {
	bs := JunqiBuiltins()
	if len(bs) < 4 {
		t.Fatalf("%d built-ins", len(bs))
	}
	for _, e := range bs {
		l, err := DecodeJunqi(e.Text)
		if err != nil {
			t.Fatalf("%s: %v", e.Name, err)
		}
		for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
			for _, seat := range seats4 {
				if !junqi.BoardOf(k).HasArea(seat) {
					continue
				}
				if err := l.Check(k, seat); err != nil {
					t.Errorf("%s on %v for %v: %v", e.Name, k, seat, err)
				}
				back, err := DecodeJunqi(JunqiFor(l, k, seat))
				if err != nil || back != l {
					t.Errorf("%s via %v %v: %v", e.Name, k, seat, err)
				}
			}
		}
	}
}

// Export for any seat and import gives the same layout; mirroring keeps it legal and
// twice gives it back.
func TestJunqiTextRoundTripAndMirror(t *testing.T) {
	src := rand.NewPCG(7, 8)
	for i := 0; i < 50; i++ {
		l := junqi.RandomLayout(src)
		m := MirrorJunqi(l)
		if MirrorJunqi(m) != l {
			t.Fatal("mirror twice is not the layout")
		}
		for _, k := range []junqi.BoardKind{junqi.TwoPlayer, junqi.FourCountry} {
			for _, seat := range seats4 {
				if !junqi.BoardOf(k).HasArea(seat) {
					continue
				}
				if err := m.Check(k, seat); err != nil {
					t.Fatalf("mirrored layout illegal on %v %v: %v", k, seat, err)
				}
				text := JunqiFor(l, k, seat)
				back, err := DecodeJunqi(text)
				if err != nil || back != l {
					t.Fatalf("%q came back as %v, %v", text, back, err)
				}
			}
		}
	}
	// The flag changes side under the mirror.
	l, _ := DecodeJunqi(JunqiBuiltins()[0].Text)
	if !strings.Contains(JunqiText(l), "b1=SF") || !strings.Contains(JunqiText(MirrorJunqi(l)), "d1=SF") {
		t.Fatalf("mirror of left flag: %s", JunqiText(MirrorJunqi(l)))
	}
}

func TestDecodeJunqiRecordAndErrors(t *testing.T) {
	s := junqi.Layouts[2].Layout
	n := junqi.Layouts[3].Layout
	rec := "[Game \"junqi\"]\n[Board \"2p\"]\n[Position \"" + JunqiFor(s, junqi.TwoPlayer, junqi.South) + " " +
		JunqiFor(n, junqi.TwoPlayer, junqi.North) + "\"]\n"
	l, err := DecodeJunqi(rec)
	if err != nil || l != s {
		t.Fatalf("record: %v %v", l, err)
	}
	for _, bad := range []string{"", "   ", "hello", "a1=S2", "a1=X2", "Sa1=S2 a2=S3", "[Game \"junqi\"]\n",
		JunqiFor(s, junqi.TwoPlayer, junqi.South) + " c6=N1"} {
		if _, err := DecodeJunqi(bad); err == nil {
			t.Errorf("DecodeJunqi(%q) succeeded", bad)
		}
	}
}

var boards = []napoleon.Board{{W: 8, H: 8}, {W: 10, H: 10}}

func armyFor(b napoleon.Board) napoleon.ArmyRule {
	if b.W == 10 {
		return napoleon.ExactArmy(napoleon.Army30)
	}
	return napoleon.ExactArmy(napoleon.Army16)
}

// The built-in set-ups are legal for both sides, keep their cannon facings through the
// text and the turn to North, and mirror to legal set-ups.
func TestNapoleonBuiltinsLegal(t *testing.T) {
	for _, b := range boards {
		bs := NapoleonBuiltins(b.String())
		if len(bs) < 2 {
			t.Fatalf("%v: %d built-ins", b, len(bs))
		}
		cfg := napoleon.Config{Board: b, Options: napoleon.Options{Target: 4}}
		for _, e := range bs {
			ps, err := DecodeNapoleon(b, e.Text)
			if err != nil {
				t.Fatalf("%v %s: %v", b, e.Name, err)
			}
			for _, side := range []napoleon.Seat{napoleon.South, napoleon.North} {
				if err := CheckNapoleon(cfg, armyFor(b), side, NapoleonFor(b, ps, side)); err != nil {
					t.Errorf("%v %s for %v: %v", b, e.Name, side, err)
				}
				if err := CheckNapoleon(cfg, armyFor(b), side, NapoleonFor(b, MirrorNapoleon(b, ps), side)); err != nil {
					t.Errorf("%v %s mirrored for %v: %v", b, e.Name, side, err)
				}
			}
		}
	}
}

func TestNapoleonFacingsRoundTrip(t *testing.T) {
	b := napoleon.Board{W: 8, H: 8}
	text := "a1=SK>NE b1=SK>W c2=SK>S d1=SG"
	ps, err := DecodeNapoleon(b, text)
	if err != nil {
		t.Fatal(err)
	}
	if got := NapoleonText(ps); got != text {
		t.Fatalf("round trip %q → %q", text, got)
	}
	north := NapoleonFor(b, ps, napoleon.North)
	ntext := NapoleonText(north)
	// a1 NE seen from the north side: h8, facing SW (still towards the enemy's right).
	for _, want := range []string{"h8=NK>SW", "g8=NK>E", "f7=NK>N", "e8=NG"} {
		if !strings.Contains(ntext, want) {
			t.Fatalf("North's set-up %q lacks %s", ntext, want)
		}
	}
	back, err := DecodeNapoleon(b, ntext)
	if err != nil || NapoleonText(back) != text {
		t.Fatalf("North's text came back as %q, %v", NapoleonText(back), err)
	}
	m := NapoleonText(MirrorNapoleon(b, ps))
	for _, want := range []string{"h1=SK>NW", "g1=SK>E", "f2=SK>S", "e1=SG"} {
		if !strings.Contains(m, want) {
			t.Fatalf("mirror %q lacks %s", m, want)
		}
	}
}

// A set-up that does not fit the options is refused by CheckNapoleon with the reason.
func TestNapoleonCheckRefuses(t *testing.T) {
	b := napoleon.Board{W: 8, H: 8}
	ps, err := DecodeNapoleon(b, NapoleonBuiltins("8x8")[0].Text)
	if err != nil {
		t.Fatal(err)
	}
	cfg := napoleon.Config{Board: b, Options: napoleon.Options{Target: 4}}
	if err := CheckNapoleon(cfg, napoleon.ExactArmy(napoleon.Army20), napoleon.South, ps); err == nil {
		t.Fatal("a 16-piece set-up passed the 20-piece rule")
	}
	cfg.Terrain[napoleon.SquareAt(4, 0)] = napoleon.Forest // the cannon on e1
	if err := CheckNapoleon(cfg, armyFor(b), napoleon.South, ps); err == nil || !strings.Contains(err.Error(), "forest") {
		t.Fatalf("a cannon in a forest: %v", err)
	}
}

// Names are trimmed, never empty, capped, and unique within a game's (and a Napoleon
// board's) saved layouts, letter case aside; a rename may keep the entry's own name; an
// imported file's name gets the first free number; names survive a reload.
func TestNames(t *testing.T) {
	st := storage.NewMemStore()
	b := mustOpen(t, st)
	l := junqi.Layouts[0].Layout
	if _, err := b.Add(st, junqiEntry("  我的   布阵 ", l)); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Add(st, junqiEntry(" \t ", l)); !errors.Is(err, ErrNoName) {
		t.Fatalf("a blank name: %v", err)
	}
	var taken *NameTakenError
	if _, err := b.Add(st, junqiEntry("我的 布阵", l)); !errors.As(err, &taken) || taken.Name != "我的 布阵" {
		t.Fatalf("a second 我的 布阵: %v", err)
	}
	e, err := b.Add(st, junqiEntry("Wall", l))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Add(st, junqiEntry("WALL", l)); !errors.As(err, &taken) {
		t.Fatalf("WALL beside Wall: %v", err)
	}
	// Another game may use the name; so may another Napoleon board.
	nap := Entry{Name: "Wall", Game: Napoleon, Board: "8x8", Text: NapoleonBuiltins("8x8")[0].Text}
	if _, err := b.Add(st, nap); err != nil {
		t.Fatalf("Wall for Napoleon: %v", err)
	}
	nap10 := Entry{Name: "Wall", Game: Napoleon, Board: "10x10", Text: NapoleonBuiltins("10x10")[0].Text}
	if _, err := b.Add(st, nap10); err != nil {
		t.Fatalf("Wall for Napoleon 10x10: %v", err)
	}
	if err := b.Rename(st, e.ID, "wall"); err != nil {
		t.Fatalf("renaming Wall to wall: %v", err)
	}
	if err := b.Rename(st, e.ID, "我的布阵 "); err != nil {
		t.Fatalf("a name like no other (no space inside): %v", err)
	}
	if err := b.Rename(st, e.ID, "我的 布阵"); !errors.As(err, &taken) {
		t.Fatalf("renaming onto another's name: %v", err)
	}
	if err := b.Rename(st, e.ID, ""); !errors.Is(err, ErrNoName) {
		t.Fatalf("renaming to nothing: %v", err)
	}
	long := strings.Repeat("长", MaxNameLen+9)
	if n, _ := b.CheckName(Junqi, "", long, 0); len([]rune(n)) != MaxNameLen {
		t.Fatalf("a long name is kept as %d characters", len([]rune(n)))
	}
	if got := b.FreeName(Junqi, "", "我的 布阵"); got != "我的 布阵 (2)" {
		t.Fatalf("a free name: %q", got)
	}
	b.Add(st, junqiEntry("我的 布阵 (2)", l))
	if got := b.FreeName(Junqi, "", "我的 布阵"); got != "我的 布阵 (3)" {
		t.Fatalf("the next free name: %q", got)
	}
	if _, err := b.Add(st, junqiEntry(long, l)); err != nil {
		t.Fatal(err)
	}
	if got := b.FreeName(Junqi, "", long); len([]rune(got)) != MaxNameLen || !strings.HasSuffix(got, "(2)") {
		t.Fatalf("a free long name: %q", got)
	}
	b = mustOpen(t, st)
	var names []string
	for _, e := range b.List(Junqi, "") {
		names = append(names, e.Name)
	}
	if strings.Join(names, "|") != "我的 布阵|我的布阵|我的 布阵 (2)|"+string([]rune(long)[:MaxNameLen]) {
		t.Fatalf("after a reload the names are %q", names)
	}
}
