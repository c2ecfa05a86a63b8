package napoleonplay

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"warboard/rules/napoleon"
)

// TestRestoreRefusesCorruptData edits valid saves into inconsistent ones.
func TestRestoreRefusesCorruptData(t *testing.T) {
	d := newDriver(t, std8, Options{First: "S"}, 1)
	d.ok("continue", (*Session).Continue)
	d.place("a1=G b1=G")
	setUp, _ := d.s.Save()
	d.ok("random", (*Session).Random)
	d.ok("done", (*Session).Done)
	d.ok("continue", (*Session).Continue)
	d.ok("random", (*Session).Random)
	d.ok("done", (*Session).Done)
	d.tap("a2")
	play, _ := d.s.Save()

	edit := func(data []byte, f func(v *saved)) []byte {
		var v saved
		head, text, _ := bytes.Cut(data, []byte("\n"))
		if err := json.Unmarshal(head, &v); err != nil {
			t.Fatal(err)
		}
		v.Record = string(text)
		f(&v)
		text, v.Record = []byte(v.Record), ""
		out, _ := json.Marshal(v)
		return append(append(out, '\n'), text...)
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"not json", []byte("{"), "napoleon save"},
		{"version", edit(setUp, func(v *saved) { v.Version = 9 }), "version 9"},
		{"phase", edit(setUp, func(v *saved) { v.Phase = "lunch" }), "unknown phase"},
		{"seat", edit(setUp, func(v *saved) { v.Seat = "E" }), "not a Napoleon seat"},
		{"army", edit(setUp, func(v *saved) { v.Options.Army = "99" }), "unknown army"},
		{"three generals", edit(setUp, func(v *saved) { v.SetUp[0] = "a1=SG b1=SG c1=SG" }), "every general"},
		{"wrong zone", edit(setUp, func(v *saved) { v.SetUp[0] = "a5=SG" }), "outside South's set-up zone"},
		{"false done", edit(setUp, func(v *saved) { v.Done[1] = true }), "marked done"},
		{"done seat sets up", edit(setUp, func(v *saved) { v.Done[0] = true; v.SetUp[0] = "" }), ""},
		{"pick used up", edit(setUp, func(v *saved) { v.Pick = "G" }), "every general"},
		{"bad selection", edit(setUp, func(v *saved) { v.Sel = "h8" }), "holds no piece"},
		{"play while setting up", edit(setUp, func(v *saved) { v.Phase = "play" }), "without a game"},
		{"set-up in play", edit(play, func(v *saved) { v.SetUp[0] = "a1=SG" }), "set-up in progress"},
		{"over while playing", edit(play, func(v *saved) { v.Phase = "over" }), "does not match"},
		{"two moves", edit(play, func(v *saved) { v.Turn = []string{"a2-a3", "b2-b3"} }), ""},
		{"illegal move", edit(play, func(v *saved) { v.Turn = []string{"a2-a6"} }), ""},
		{"enemy cannon turn", edit(play, func(v *saved) { v.Turn = []string{"a8>N"} }), ""},
		{"push without drum", edit(play, func(v *saved) { v.Push = "a3" }), "drum push"},
		{"selection of the enemy", edit(play, func(v *saved) { v.Sel = "a7" }), "holds no piece of S"},
		{"bad record", edit(play, func(v *saved) { v.Record = strings.Replace(v.Record, "8x8", "5x5", 1) }), "board"},
	} {
		if _, err := Restore(c.data); err == nil {
			t.Errorf("%s: restored", c.name)
		} else if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	for _, data := range [][]byte{setUp, play} {
		if _, err := Restore(data); err != nil {
			t.Fatalf("a valid save: %v", err)
		}
	}
}

func TestFromRecordOfAFinishedGame(t *testing.T) {
	d := fromRecord(t, puzzle("", "a1=SG d5=SI h8=NG", "draw"), Options{MoverBottom: true})
	d.wantPhase(Over, napoleon.South)
	if r := d.s.Result(); r.Reason != "count" || r.Winner != napoleon.South {
		t.Fatalf("result %+v", r)
	}
	if p := d.pic(); p.Bottom != napoleon.South || p.Selected != napoleon.NoSquare {
		t.Fatal("final picture")
	}
	if _, err := FromRecord(mustParse(t, puzzle("", "a1=SG h8=NG", "a1-a9")), Options{}); err == nil {
		t.Fatal("a bad move token accepted")
	}
}
