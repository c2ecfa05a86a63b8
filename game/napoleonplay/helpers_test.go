package napoleonplay

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// driver runs calls on a session and checks after every one that the
// invariants hold, that a refused call changed nothing, and that Save then
// Restore gives the same phase and Picture.
type driver struct {
	t *testing.T
	s *Session
}

func newDriver(t *testing.T, tags string, opts Options, seed uint64) *driver {
	t.Helper()
	rec, err := record.Parse(tags)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(rec, opts, seed)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	d := &driver{t, s}
	d.verify("New", nil, nil)
	return d
}

func fromRecord(t *testing.T, text string, opts Options) *driver {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromRecord(rec, opts)
	if err != nil {
		t.Fatalf("FromRecord: %v", err)
	}
	d := &driver{t, s}
	d.verify("FromRecord", nil, nil)
	return d
}

// do runs f and returns its error after the checks.
func (d *driver) do(what string, f func(s *Session) error) error {
	d.t.Helper()
	before, err := d.s.Save()
	if err != nil {
		d.t.Fatalf("%s: Save before: %v", what, err)
	}
	pic := d.s.Picture()
	err = f(d.s)
	if err != nil {
		after, _ := d.s.Save()
		if !bytes.Equal(before, after) || !reflect.DeepEqual(pic, d.s.Picture()) {
			d.t.Fatalf("%s was refused (%v) but changed the session", what, err)
		}
	}
	d.verify(what, before, err)
	return err
}

// ok runs f and fails the test if it is refused.
func (d *driver) ok(what string, f func(s *Session) error) {
	d.t.Helper()
	if err := d.do(what, f); err != nil {
		d.t.Fatalf("%s: %v", what, err)
	}
}

// refused runs f and fails the test unless it is refused with a reason
// containing want.
func (d *driver) refused(what, want string, f func(s *Session) error) {
	d.t.Helper()
	err := d.do(what, f)
	if err == nil {
		d.t.Fatalf("%s: accepted, want a refusal with %q", what, want)
	}
	if !strings.Contains(err.Error(), want) {
		d.t.Fatalf("%s: refused with %q, want %q in it", what, err, want)
	}
}

func (d *driver) verify(what string, _ []byte, _ error) {
	d.t.Helper()
	verifySession(d.t, what, d.s)
}

func verifySession(t testing.TB, what string, s *Session) {
	t.Helper()
	if err := s.check(); err != nil {
		t.Fatalf("%s: invariant: %v", what, err)
	}
	data, err := s.Save()
	if err != nil {
		t.Fatalf("%s: Save: %v", what, err)
	}
	r, err := Restore(data)
	if err != nil {
		t.Fatalf("%s: Restore: %v\n%s", what, err, data)
	}
	if r.phase != s.phase {
		t.Fatalf("%s: restored phase %s, want %s", what, r.phase, s.phase)
	}
	if a, b := s.Picture(), r.Picture(); !reflect.DeepEqual(a, b) {
		t.Fatalf("%s: restored picture differs: %s", what, pictureDiff(a, b))
	}
	again, _ := r.Save()
	if !bytes.Equal(data, again) {
		t.Fatalf("%s: Save after Restore differs:\n%s\n%s", what, data, again)
	}
	if s.Record().String() != r.Record().String() {
		t.Fatalf("%s: restored record differs", what)
	}
	checkShortcuts(t, what, s)
}

// checkShortcuts: what the session answers without a replay is what a replay of its
// record gives.
func checkShortcuts(t testing.TB, what string, s *Session) {
	t.Helper()
	rec := s.Record()
	if got, want := s.RecordText(), rec.String(); got != want {
		t.Fatalf("%s: RecordText\n%s\nRecord().String()\n%s", what, got, want)
	}
	if s.MoveCount() != len(rec.Moves) || s.Phase() != s.Picture().Phase {
		t.Fatalf("%s: MoveCount %d for %d moves, Phase %v", what, s.MoveCount(), len(rec.Moves), s.Phase())
	}
	if n := len(rec.Moves); n > 0 && s.LastToken() != rec.Moves[n-1].Text || n == 0 && s.LastToken() != "" {
		t.Fatalf("%s: LastToken %q, record %v", what, s.LastToken(), rec.Moves)
	}
	var want []string
	if s.phase == Play {
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		st := m.State()
		for _, mv := range st.LegalMoves(nil) {
			want = append(want, mv.String())
		}
		sort.Strings(want)
	}
	if got := s.LegalMoves(); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: LegalMoves %v, replay %v", what, got, want)
	}
}

func (d *driver) pic() Picture { return d.s.Picture() }

func sq(t testing.TB, name string) napoleon.Square {
	t.Helper()
	q, err := napoleon.Board15.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// place puts a placement list ("a1=K>N b1=C") of the seat setting up
// through PlaceFromReserve and TurnCannon.
func (d *driver) place(list string) {
	d.t.Helper()
	for _, f := range strings.Fields(list) {
		pt, code, _ := strings.Cut(f, "=")
		k, ok := napoleon.KindFromLetter(code[0])
		if !ok {
			d.t.Fatalf("bad code %q", code)
		}
		q := sq(d.t, pt)
		d.ok("place "+f, func(s *Session) error { return s.PlaceFromReserve(k, q) })
		if k == napoleon.Cannon {
			dir, err := napoleon.ParseDir(code[2:])
			if err != nil {
				d.t.Fatal(err)
			}
			d.ok("face "+f, func(s *Session) error { return s.TurnCannon(q, dir) })
		}
	}
}

// tap, move and end are the usual play gestures.
func (d *driver) tap(name string) {
	d.t.Helper()
	q := sq(d.t, name)
	d.ok("tap "+name, func(s *Session) error { return s.Tap(q) })
}

func (d *driver) move(from, to string) {
	d.t.Helper()
	d.tap(from)
	d.tap(to)
}

func (d *driver) turnCannon(name, dir string) {
	d.t.Helper()
	q := sq(d.t, name)
	dd, err := napoleon.ParseDir(dir)
	if err != nil {
		d.t.Fatal(err)
	}
	d.ok("turn "+name+">"+dir, func(s *Session) error { return s.TurnCannon(q, dd) })
}

func (d *driver) end() {
	d.t.Helper()
	d.ok("end turn", (*Session).EndTurn)
}

func (d *driver) wantPhase(p Phase, seat napoleon.Seat) {
	d.t.Helper()
	pic := d.pic()
	if pic.Phase != p || pic.Seat != seat {
		d.t.Fatalf("phase %s seat %s, want %s %s", pic.Phase, pic.Seat, p, seat)
	}
}

func (d *driver) moves() string {
	var toks []string
	for _, m := range d.s.Record().Moves {
		toks = append(toks, m.Text)
	}
	return strings.Join(toks, " ")
}

func (d *driver) wantMoves(want string) {
	d.t.Helper()
	if got := d.moves(); got != want {
		d.t.Fatalf("moves %q, want %q", got, want)
	}
}

const (
	std8 = "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=4\"]\n"
	// The armies of the scripted games: infantry on a2-f2 / a7-f7.
	southArmy = "a2=I b2=I c2=I d2=I e2=I f2=I g2=C h2=C a1=K>N b1=C c1=K>N d1=G e1=G f1=K>N g1=C h1=D"
	northArmy = "a7=I b7=I c7=I d7=I e7=I f7=I g7=C h7=C a8=K>S b8=C c8=K>S d8=G e8=G f8=K>S g8=C h8=D"
)

// setUpBoth goes through both hand-overs and set-ups.
func (d *driver) setUpBoth(south, north string) {
	d.t.Helper()
	d.wantPhase(HandOver, napoleon.South)
	d.ok("continue", (*Session).Continue)
	d.wantPhase(SetUp, napoleon.South)
	d.place(south)
	d.ok("done S", (*Session).Done)
	d.wantPhase(HandOver, napoleon.North)
	d.ok("continue", (*Session).Continue)
	d.place(north)
	d.ok("done N", (*Session).Done)
}

func parse(text string) (*record.Record, error) { return record.Parse(text) }

// pictureDiff names the fields that differ, with both values.
func pictureDiff(a, b Picture) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	var out []string
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			name := va.Type().Field(i).Name
			if name == "Pieces" || name == "Terrain" {
				out = append(out, name)
				continue
			}
			out = append(out, fmt.Sprintf("%s: %v / %v", name, va.Field(i).Interface(), vb.Field(i).Interface()))
		}
	}
	return strings.Join(out, "; ")
}
