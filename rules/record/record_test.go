package record

import (
	"strings"
	"testing"
)

const sample = `[Game "junqi"]
[Board "2p"]
[Mode "dark"]   {the computer referees}
[Options "nocapture=70 battle-reveal"]
[Position "b1=SF c6=S1 c7=N9 b12=NF"]

{opening} 1. c6-c7 2. c7xc6
3.@d4 resign
`

func TestParseSample(t *testing.T) {
	r, err := Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Tags); got != 5 {
		t.Fatalf("tags = %d, want 5", got)
	}
	if v, _ := r.Tag("Mode"); v != "dark" {
		t.Errorf("Mode = %q", v)
	}
	if r.Tags[2].Line != 3 {
		t.Errorf("Mode line = %d, want 3", r.Tags[2].Line)
	}
	var texts []string
	for i, m := range r.Moves {
		texts = append(texts, m.Text)
		if m.Number != i+1 {
			t.Errorf("move %q number %d, want %d", m.Text, m.Number, i+1)
		}
	}
	if got := strings.Join(texts, " "); got != "c6-c7 c7xc6 @d4 resign" {
		t.Errorf("moves = %q", got)
	}
	if r.Moves[2].Line != 8 {
		t.Errorf("@d4 on line %d, want 8", r.Moves[2].Line)
	}
	opts, err := r.Options()
	if err != nil {
		t.Fatal(err)
	}
	if len(opts) != 2 || opts[0] != (Option{"nocapture", "70", true}) || opts[1] != (Option{Name: "battle-reveal"}) {
		t.Errorf("options = %+v", opts)
	}
}

func TestRoundTrip(t *testing.T) {
	r, err := Parse(sample)
	if err != nil {
		t.Fatal(err)
	}
	text := r.String()
	r2, err := Parse(text)
	if err != nil {
		t.Fatalf("reparse: %v\n%s", err, text)
	}
	if r2.String() != text {
		t.Errorf("not stable:\n%s\n---\n%s", text, r2.String())
	}
	want := `[Game "junqi"]
[Board "2p"]
[Mode "dark"]
[Options "nocapture=70 battle-reveal"]
[Position "b1=SF c6=S1 c7=N9 b12=NF"]

c6-c7 c7xc6 @d4 resign
`
	if text != want {
		t.Errorf("canonical form:\n%s\nwant:\n%s", text, want)
	}
}

func TestCanonicalTagOrderAndQuoting(t *testing.T) {
	r := &Record{}
	r.SetTag("Turn", "S")
	r.SetTag("Game", `na"p\o`)
	r.SetTag("Turn", "N")
	r.AddMove("a1-a2")
	got := r.String()
	want := "[Game \"na\\\"p\\\\o\"]\n[Turn \"N\"]\n\na1-a2\n"
	if got != want {
		t.Fatalf("got %q want %q", got, want)
	}
	back, err := Parse(got)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := back.Tag("Game"); v != `na"p\o` {
		t.Errorf("escaped value read back as %q", v)
	}
	r.DeleteTag("Turn")
	if _, ok := r.Tag("Turn"); ok {
		t.Error("DeleteTag left the tag")
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"[Game \"junqi\"]\n[Foo \"x\"]\n", "line 2: unknown tag [Foo]"},
		{"[Game junqi]", "line 1: malformed tag [Game]: the value must be in double quotes"},
		{"[Game \"junqi]", "line 1: malformed tag [Game]: the value's closing quote is missing"},
		{"[Game \"junqi\"", "line 1: malformed tag [Game]: missing ]"},
		{"[ \"x\"]", "line 1: malformed tag line"},
		{"[Game \"a\"]\n[Game \"b\"]", "line 2: tag [Game] given twice"},
		{"[Game \"a\"]\na1-a2\n[Board \"2p\"]", "line 3: tag line after the moves"},
		{"[Game \"a\"] a1-a2", "line 1: unexpected \"a1-a2\" after a tag"},
		{"a1-a2 {open\ncomment", "line 1: comment opened with { is never closed"},
		{"a1-a2 }", "line 1: } without an opening {"},
		{"a1\xff", "line 1: not valid UTF-8 text"},
		{strings.Repeat("x", MaxSize+1), "record too large"},
	}
	for _, c := range cases {
		_, err := Parse(c.text)
		if err == nil {
			t.Errorf("Parse(%q): no error, want %q", c.text, c.want)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %q, want prefix %q", c.text, err, c.want)
		}
	}
}

func TestMoveNumbersAndComments(t *testing.T) {
	r, err := Parse("1. a1-a2 {multi\nline} 2... b1-b2 12.c1-c2 3.")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range r.Moves {
		got = append(got, m.Text)
	}
	if strings.Join(got, ",") != "a1-a2,b1-b2,c1-c2" {
		t.Errorf("moves = %v", got)
	}
	if r.Moves[1].Line != 2 {
		t.Errorf("b1-b2 line = %d, want 2", r.Moves[1].Line)
	}
}

func TestOptionErrors(t *testing.T) {
	for _, v := range []string{"a=", "=3", "x x"} {
		r := &Record{Tags: []Tag{{Name: "Options", Value: v, Line: 4}}}
		if _, err := r.Options(); err == nil || !strings.HasPrefix(err.Error(), "line 4:") {
			t.Errorf("Options(%q) error = %v, want one on line 4", v, err)
		}
	}
}

func TestErrorText(t *testing.T) {
	m := Move{Text: "c6xc7", Line: 9, Number: 5}
	if got := MoveError(m, "c6 holds no piece of %s", "S").Error(); got != "move 5 (c6xc7): c6 holds no piece of S" {
		t.Errorf("MoveError = %q", got)
	}
	if got := LineError(0, "no [Position]").Error(); got != "no [Position]" {
		t.Errorf("LineError(0) = %q", got)
	}
}

func TestPlacements(t *testing.T) {
	ps, err := ParsePlacements("d4=SK>NW  b1=SF c3=N5* Cb2=E9 c6=S? e5=?*")
	if err != nil {
		t.Fatal(err)
	}
	want := []Placement{
		{"d4", 'S', "K>NW", false}, {"b1", 'S', "F", false}, {"c3", 'N', "5", true},
		{"Cb2", 'E', "9", false}, {"c6", 'S', "?", false}, {"e5", '?', "", true},
	}
	for i := range want {
		if ps[i] != want[i] {
			t.Errorf("entry %d = %+v, want %+v", i, ps[i], want[i])
		}
	}
	if got := FormatPlacements(ps); got != "Cb2=E9 b1=SF c3=N5* c6=S? d4=SK>NW e5=?*" {
		t.Errorf("format = %q", got)
	}
}

func TestPlacementErrors(t *testing.T) {
	for _, s := range []string{"b1", "=SF", "b1=", "b1=X9", "b1=S", "b1=?", "b1=?5*", "b1=SF b1=N9", "b-1=SF", "b1=S=F", "b1=S**"} {
		if _, err := ParsePlacements(s); err == nil {
			t.Errorf("ParsePlacements(%q): no error", s)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("[Game \"napoleon\"]\n[Board \"8x8\"]\n1. d2-d5 c1>NE {x} 2. d4-d6/e7 draw")
	f.Add("{")
	f.Fuzz(func(t *testing.T, text string) {
		r, err := Parse(text)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T", err)
			}
			return
		}
		// The canonical form is a fixed point.
		canon := r.String()
		r2, err := Parse(canon)
		if err != nil {
			t.Fatalf("canonical form does not parse: %v\n%q", err, canon)
		}
		if r2.String() != canon {
			t.Fatalf("canonical form not stable: %q vs %q", canon, r2.String())
		}
		if len(r2.Moves) != len(r.Moves) {
			t.Fatalf("moves %d -> %d", len(r.Moves), len(r2.Moves))
		}
	})
}

func FuzzPlacements(f *testing.F) {
	f.Add("d4=SK>NW b1=SF c3=N5* Cb2=E9 c6=S? e5=?*")
	f.Fuzz(func(t *testing.T, s string) {
		ps, err := ParsePlacements(s)
		if err != nil {
			return
		}
		out := FormatPlacements(ps)
		ps2, err := ParsePlacements(out)
		if err != nil || len(ps2) != len(ps) || FormatPlacements(ps2) != out {
			t.Fatalf("round trip of %q failed: %q %v", s, out, err)
		}
	})
}

// Comments are ignored wherever they stand, also before a tag on its line.
func TestCommentBeforeTag(t *testing.T) {
	r, err := Parse("{game 1} [Game \"junqi\"] {x} [Board \"2p\"]\n{a\nlong one} [Mode \"dark\"]\nc6-c7 {end}\n")
	if err != nil {
		t.Fatal(err)
	}
	want := "[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n\nc6-c7\n"
	if got := r.String(); got != want {
		t.Errorf("got %q want %q", got, want)
	}
	if r.TagLine("Board") != 1 || r.TagLine("Mode") != 3 {
		t.Errorf("tag lines %d %d", r.TagLine("Board"), r.TagLine("Mode"))
	}
	for _, c := range []struct{ text, want string }{
		{"c6-c7 {x} [Board \"2p\"]", "line 1: [ inside the moves"},
		{"{x} [Board \"2p\"] c6-c7", "line 1: unexpected \"c6-c7\" after a tag"},
		{"{x} [Board 2p]", "line 1: malformed tag [Board]"},
		{"x[Board \"2p\"]", "line 1: [ inside the moves"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want %q", c.text, err, c.want)
		}
	}
}
