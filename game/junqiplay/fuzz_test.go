package junqiplay

import (
	"encoding/binary"
	"reflect"
	"testing"

	"warboard/rules/junqi"
)

// fuzzGames are the games the fuzzer plays: every board, mode and app option.
var fuzzGames = []struct {
	board, mode, seats, teams, opts string
	o                               Options
}{
	{"2p", "open", "S N", "", "", Options{}},
	{"2p", "open", "S N", "", "", Options{SecretDeploy: true, MoverBottom: true}},
	{"2p", "open", "S N", "", "nocapture=6", Options{HandOverOpen: true}},
	{"2p", "dark", "S N", "", "nocapture=8", Options{}},
	{"2p", "dark", "S N", "", "nocapture=70 battle-reveal", Options{MoverBottom: true}},
	{"2p", "flip", "S N", "", "nocapture=10", Options{}},
	{"2p", "flip", "S N", "", "", Options{HandOverOpen: true}},
	{"4p", "dark", "S E N W", "SN EW", "nocapture=12", Options{}},
	{"4p", "dark", "S E N W", "SN EW", "nocapture=70 allies-see", Options{MoverBottom: true}},
	{"4p", "open", "S W N E", "", "", Options{}},
	{"4p", "flip", "S E N W", "SN EW", "nocapture=10", Options{}},
	{"4p", "open", "S E N", "", "", Options{SecretDeploy: true}},
}

// FuzzSession drives a session with random operations — taps, drags, the
// buttons, and (to get deep into games) legal actions — and checks after each
// that nothing panics, the phase moved as the machine allows, a refusal
// changed nothing but a selection, no picture leaks a hidden rank, and a save
// restores to the same picture.
func FuzzSession(f *testing.F) {
	for i := range fuzzGames {
		f.Add(uint8(i), uint64(i), []byte{9, 9, 9, 9, 9, 9, 9, 9, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 3, 4, 5, 6})
		f.Add(uint8(i), uint64(i*7+1), []byte{8, 0, 1, 2, 3, 9, 7, 9, 9, 9, 9, 1, 0, 1, 1, 1, 2, 5, 0, 6, 0, 4, 1})
		// moves, then a take back asked (op 136: 136%11 == 4) and answered both ways
		f.Add(uint8(i), uint64(i*3+2), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 136, 0, 7, 0, 0, 0, 3, 136, 0, 8, 0, 0, 136, 0, 7, 7, 7})
	}
	f.Fuzz(func(t *testing.T, game uint8, seed uint64, ops []byte) {
		g := fuzzGames[int(game)%len(fuzzGames)]
		s := newSession(t, tagsFor(t, g.board, g.mode, g.seats, g.teams, g.opts), g.o, seed)
		n := junqi.BoardOf(s.cfg.Board).N
		next := func(i *int) byte {
			if *i >= len(ops) {
				return 0
			}
			*i++
			return ops[*i-1]
		}
		checkAll(t, s)
		for i := 0; i < len(ops) && i < 400; {
			op := next(&i)
			before, phase := s.Picture(), s.phase
			var fb Feedback
			switch op % 11 {
			case 0, 1: // a legal action by taps, or Ready, or done deploying
				switch s.phase {
				case Play:
					st := s.match.State()
					var buf [junqi.MaxActions]junqi.Action
					acts := st.Actions(buf[:0])
					a := acts[int(next(&i))%len(acts)]
					if a.Kind == junqi.FlipUp {
						fb = s.Tap(a.From)
					} else if op%2 == 0 {
						fb = s.Drag(a.From, a.To)
					} else {
						if s.selected != a.From { // a second tap on it would let it go
							fb = s.Tap(a.From)
						}
						if !fb.Refused {
							fb = s.Tap(a.To)
						}
					}
					if fb.Refused {
						t.Fatalf("legal action %s refused: %+v", a.Notation(st.Board()), fb)
					}
				case HandOver:
					fb = s.Ready()
				case Deploy:
					fb = s.Done()
				case DrawOffer:
					fb = s.DeclineDraw()
				case TakeBackAsk:
					fb = s.RefuseTakeBack()
				}
			case 2:
				fb = s.Tap(junqi.Point(int(next(&i)) % (n + 2)))
			case 3:
				fb = s.Drag(junqi.Point(int(next(&i))%n), junqi.Point(int(next(&i))%n))
			case 4:
				if op >= 128 { // the last mover asks for its move back
					fb = s.AskTakeBack()
				} else {
					fb = s.Ready()
				}
			case 5:
				fb = s.Resign()
			case 6:
				fb = s.OfferDraw()
			case 7:
				if s.phase == TakeBackAsk {
					fb = s.AcceptTakeBack()
				} else {
					fb = s.AcceptDraw()
				}
			case 8:
				if s.phase == TakeBackAsk {
					fb = s.RefuseTakeBack()
				} else {
					fb = s.DeclineDraw()
				}
			case 9:
				if op%2 == 0 {
					fb = s.Random()
				} else {
					fb = s.UseLayout(junqi.Layouts[int(next(&i))%len(junqi.Layouts)].Name)
				}
			case 10:
				if s.phase == Over {
					r, err := s.Rematch()
					if err != nil {
						t.Fatal(err)
					}
					s = r
				}
			}
			if !allowed[phase][s.phase] {
				t.Fatalf("phase %v → %v", phase, s.phase)
			}
			if fb.Refused {
				after := s.Picture()
				after.Selected, after.Targets = before.Selected, before.Targets
				if !reflect.DeepEqual(after, before) {
					t.Fatalf("refused %s changed the picture", fb.Code)
				}
			}
			checkAll(t, s)
		}
	})
}

// allowed lists the phase changes one operation may make.
var allowed = map[Phase]map[Phase]bool{
	Deploy:      {Deploy: true, HandOver: true, Play: true},
	HandOver:    {HandOver: true, Deploy: true, Play: true, DrawOffer: true, TakeBackAsk: true},
	Play:        {Play: true, HandOver: true, DrawOffer: true, Over: true, TakeBackAsk: true},
	DrawOffer:   {DrawOffer: true, HandOver: true, Play: true, Over: true},
	TakeBackAsk: {TakeBackAsk: true, HandOver: true, Play: true},
	Over:        {Over: true, Deploy: true, HandOver: true, Play: true}, // rematch
}

// FuzzRestore: whatever the bytes, Restore gives a session whose every
// invariant holds, or an error; never a panic.
func FuzzRestore(f *testing.F) {
	for i, g := range fuzzGames {
		s := newSession(f, tagsFor(f, g.board, g.mode, g.seats, g.teams, g.opts), g.o, uint64(i))
		for k := 0; k < 6; k++ {
			data, _ := s.Save()
			f.Add(data)
			switch s.phase {
			case Deploy:
				s.Tap(junqi.BoardOf(s.cfg.Board).AreaPoint(s.seat, 0, 6))
				if k > 1 {
					s.Done()
				}
			case HandOver:
				s.Ready()
			case Play:
				if k == 5 {
					s.OfferDraw()
					break
				}
				st := s.match.State()
				var buf [junqi.MaxActions]junqi.Action
				a := st.Actions(buf[:0])[0]
				s.Tap(a.From)
				s.Tap(a.To)
			}
		}
	}
	f.Add([]byte(`{"format":1}`))
	f.Add([]byte("{\"format\":2}\n[Game \"junqi\"]"))
	for _, old := range format1Saves(f) {
		f.Add(old)
	}
	f.Add(binary.LittleEndian.AppendUint64(nil, 7))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Restore(data)
		if err != nil {
			return
		}
		checkAll(t, s)
		// and it plays on
		s.Tap(0)
		s.Ready()
		s.Done()
		checkAll(t, s)
	})
}
