package junqiplay

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"warboard/game/internal/minijson"
	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// The cost of one action late in a long game, and of every piece of work the
// app does around it. Reproduce with
//
//	go test -run '^$' -bench . -benchtime 200x ./game/junqiplay
//
// and under Node with GOOS=js GOARCH=wasm (docs/performance.md).

const benchPly = 300

// longGame is a session of the board's open game (2p: S N; 4p: 2v2) deployed at
// random and played to ply actions, and the actions that follow. The actions are
// random legal ones, mostly moves, never one that ends the game.
func longGame(tb testing.TB, board string, ply, more int) (*Session, []junqi.Action) {
	tb.Helper()
	seats, teams := "S N", ""
	if board == "4p" {
		seats, teams = "S E N W", "SN EW"
	}
	for seed := uint64(1); seed < 50; seed++ {
		s := newSession(tb, tagsFor(tb, board, "open", seats, teams, "nocapture=0"), Options{}, seed)
		for s.phase != Play {
			if s.phase == HandOver {
				ok(tb, s.Ready())
				continue
			}
			ok(tb, s.Done())
		}
		acts := plan(s, seed, ply+more)
		if len(acts) < ply+more {
			continue
		}
		for _, a := range acts[:ply] {
			if fb := s.act(a); fb.Refused {
				tb.Fatalf("%v", fb.Text)
			}
			if s.phase == HandOver {
				ok(tb, s.Ready())
			}
		}
		return s, acts[ply:]
	}
	tb.Fatalf("no %s game lasted %d actions", board, ply+more)
	return nil, nil
}

// plan picks n actions from the session's position on a copy of its game.
func plan(s *Session, seed uint64, n int) []junqi.Action {
	g := *s.match.Game()
	r := rand.New(rand.NewPCG(seed, 7))
	var out []junqi.Action
	var buf [junqi.MaxActions]junqi.Action
	for len(out) < n {
		acts := g.State.Actions(buf[:0])
		var cands []junqi.Action
		for _, a := range acts {
			next := g.State
			next.Apply(a)
			if next.Result().Over {
				continue
			}
			if a.Kind == junqi.MoveTo || r.IntN(8) == 0 {
				cands = append(cands, a)
			}
		}
		if len(cands) == 0 {
			return out
		}
		a := cands[r.IntN(len(cands))]
		g.Apply(a)
		if g.State.Result().Over { // repetition
			return out
		}
		out = append(out, a)
	}
	return out
}

// appAutosave is scene.Autosave and Model.SetSession as they are: the controller's save
// (a JSON line, then the record), the record taken from its end, the model's payload (its
// own line, then the record once) and the storage envelope (a header line, the payload
// as it is).
func appAutosave(tb testing.TB, kind string, data []byte) {
	state, text, _ := bytes.Cut(data, []byte("\n"))
	// The model's line as scene.EncodeSaved writes it (minijson, like the app).
	w := minijson.NewWriter()
	w.Int("format", 2)
	w.String("scene", "play")
	w.StringOmit("kind", kind)
	w.Raw("state", state)
	line := w.Bytes()
	payload := append(append(line, '\n'), text...)
	if _, err := storage.Encode(storage.KindAutosave, payload); err != nil {
		tb.Fatal(err)
	}
}

// appDo is junqiGame.do as it is: the operation, the autosave when accepted, the
// picture, the move count.
func appDo(tb testing.TB, s *Session, op func() Feedback) {
	if fb := op(); !fb.Refused {
		data, err := s.Save()
		if err != nil {
			tb.Fatal(err)
		}
		_ = s.MoveCount()
		appAutosave(tb, "junqi", data)
	}
	_ = s.Picture()
	_ = s.MoveCount()
}

// tapMove plays a by two taps (select, then target), or one for a flip.
func tapMove(tb testing.TB, s *Session, a junqi.Action, do func(testing.TB, *Session, func() Feedback)) {
	if s.phase == HandOver {
		do(tb, s, s.Ready)
	}
	do(tb, s, func() Feedback { return s.Tap(a.From) })
	if a.Kind != junqi.FlipUp {
		do(tb, s, func() Feedback { return s.Tap(a.To) })
	}
	if s.phase != Play && s.phase != HandOver {
		tb.Fatalf("phase %v after %v", s.phase, a)
	}
}

// benchActions times one action per iteration, each iteration the next action
// of the game from ply benchPly on; every 100 actions the game goes back to ply
// benchPly (untimed).
func benchActions(b *testing.B, board string, do func(testing.TB, *Session, func() Feedback)) {
	s0, next := longGame(b, board, benchPly, 100)
	data, err := s0.Save()
	if err != nil {
		b.Fatal(err)
	}
	s := s0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(next)
		if k == 0 && i > 0 {
			b.StopTimer()
			if s, err = Restore(data); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
		}
		tapMove(b, s, next[k], do)
	}
}

// justOp runs the operation alone: the controller's own cost.
func justOp(tb testing.TB, s *Session, op func() Feedback) {
	if fb := op(); fb.Refused {
		tb.Fatalf("refused: %s", fb.Text)
	}
}

// benchAt times f on the session at ply benchPly.
func benchAt(b *testing.B, board string, f func(*Session)) {
	s, _ := longGame(b, board, benchPly, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f(s)
	}
}

func BenchmarkAction(b *testing.B) {
	for _, board := range []string{"2p", "4p"} {
		b.Run(board+"/controller", func(b *testing.B) { benchActions(b, board, justOp) })
		b.Run(board+"/app", func(b *testing.B) { benchActions(b, board, appDo) })
	}
}

// BenchmarkAt300 times each piece of the app's work at ply 300 on its own.
func BenchmarkAt300(b *testing.B) {
	for _, board := range []string{"2p", "4p"} {
		b.Run(board+"/Save", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _, _ = s.Save() })
		})
		b.Run(board+"/RecordString", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _ = s.Record().String() })
		})
		b.Run(board+"/RecordText", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _ = s.RecordText() })
		})
		b.Run(board+"/LegalMoves", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _ = s.LegalMoves() })
		})
		b.Run(board+"/ParseRecord", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _, _ = record.Parse(s.Record().String()) })
		})
		b.Run(board+"/Picture", func(b *testing.B) {
			benchAt(b, board, func(s *Session) { _ = s.Picture() })
		})
		b.Run(board+"/ReplayLegalMoves", func(b *testing.B) { // junqiGame.legalMoves
			benchAt(b, board, func(s *Session) {
				m, err := junqi.FromRecord(s.Record())
				if err != nil {
					b.Fatal(err)
				}
				_ = m.Moves()
			})
		})
		b.Run(board+"/Restore", func(b *testing.B) {
			var data []byte
			benchAt(b, board, func(s *Session) {
				if data == nil {
					data, _ = s.Save()
				}
				if _, err := Restore(data); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
