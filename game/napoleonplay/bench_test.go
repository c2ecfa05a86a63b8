package napoleonplay

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"warboard/game/internal/minijson"
	"warboard/game/storage"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// The cost of one turn late in a long game, and of every piece of work the app
// does around it. Reproduce with
//
//	go test -run '^$' -bench . -benchtime 200x ./game/napoleonplay
//
// and under Node with GOOS=js GOARCH=wasm (docs/performance.md).

const benchPly = 300

// longTags is an 8x8 game whose target is out of reach, so random play goes on.
const longTags = "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=999\"]\n"

// longGame is a session set up at random and played to ply turns, and the moves
// that follow: random legal moves, never one that ends the game.
func longGame(tb testing.TB, ply, more int) (*Session, []napoleon.Move) {
	tb.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s, err := New(mustParse(tb, longTags), Options{}, seed)
		if err != nil {
			tb.Fatal(err)
		}
		for s.phase != Play {
			if s.phase == HandOver {
				must(tb, s.Continue())
				continue
			}
			must(tb, s.Random())
			must(tb, s.Done())
		}
		moves := plan(s, seed, ply+more)
		if len(moves) < ply+more {
			continue
		}
		for _, m := range moves[:ply] {
			must(tb, s.match.PlayTurn(napoleon.Turn{Move: m}))
			s.afterTurn()
		}
		return s, moves[ply:]
	}
	tb.Fatalf("no game lasted %d turns", ply+more)
	return nil, nil
}

func must(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

// plan picks n moves from the session's position on a copy of its state.
func plan(s *Session, seed uint64, n int) []napoleon.Move {
	st := s.match.State()
	r := rand.New(rand.NewPCG(seed, 7))
	var out []napoleon.Move
	for len(out) < n {
		var cands []napoleon.Move
		for _, m := range st.LegalMoves(nil) {
			next := st
			if next.PlayTurn(napoleon.Turn{Move: m}) != nil || next.Outcome().Over {
				continue
			}
			if !m.Capture || r.IntN(8) == 0 {
				cands = append(cands, m)
			}
		}
		if len(cands) == 0 {
			return out
		}
		m := cands[r.IntN(len(cands))]
		_ = st.PlayTurn(napoleon.Turn{Move: m})
		out = append(out, m)
	}
	return out
}

// appAct is napoleonScreen.act as it is: the call, a picture to lay the screen out,
// then the autosave as scene.Autosave and Model.SetSession make it: the controller's save
// (a JSON line, then the record), the model's payload (its own line, then the record
// once) and the storage envelope (a header line, the payload as it is).
func appAct(tb testing.TB, s *Session, op func() error) {
	must(tb, op())
	_ = s.Picture()
	_ = s.Phase()
	data, err := s.Save()
	if err != nil {
		tb.Fatal(err)
	}
	_ = s.MoveCount()
	state, text, _ := bytes.Cut(data, []byte("\n"))
	// The model's line as scene.EncodeSaved writes it (minijson, like the app).
	w := minijson.NewWriter()
	w.Int("format", 2)
	w.String("scene", "play")
	w.StringOmit("kind", "napoleon")
	w.Raw("state", state)
	line := w.Bytes()
	payload := append(append(line, '\n'), text...)
	if _, err := storage.Encode(storage.KindAutosave, payload); err != nil {
		tb.Fatal(err)
	}
}

func justOp(tb testing.TB, s *Session, op func() error) { must(tb, op()) }

// tapTurn plays m as a person does: tap the piece, tap the target, End turn.
func tapTurn(tb testing.TB, s *Session, m napoleon.Move, do func(testing.TB, *Session, func() error)) {
	do(tb, s, func() error { return s.Tap(m.From) })
	do(tb, s, func() error { return s.Tap(m.To) })
	do(tb, s, s.EndTurn)
}

func benchTurns(b *testing.B, do func(testing.TB, *Session, func() error)) {
	s0, next := longGame(b, benchPly, 100)
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
		tapTurn(b, s, next[k], do)
	}
}

func benchAt(b *testing.B, f func(*Session)) {
	s, _ := longGame(b, benchPly, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f(s)
	}
}

func BenchmarkTurn(b *testing.B) {
	b.Run("controller", func(b *testing.B) { benchTurns(b, justOp) })
	b.Run("app", func(b *testing.B) { benchTurns(b, appAct) })
}

// BenchmarkAt300 times each piece of the app's work at turn 300 on its own.
func BenchmarkAt300(b *testing.B) {
	b.Run("Save", func(b *testing.B) { benchAt(b, func(s *Session) { _, _ = s.Save() }) })
	b.Run("RecordString", func(b *testing.B) { benchAt(b, func(s *Session) { _ = s.Record().String() }) })
	b.Run("RecordText", func(b *testing.B) { benchAt(b, func(s *Session) { _ = s.RecordText() }) })
	b.Run("LegalMoves", func(b *testing.B) { benchAt(b, func(s *Session) { _ = s.LegalMoves() }) })
	b.Run("ParseRecord", func(b *testing.B) {
		benchAt(b, func(s *Session) { _, _ = record.Parse(s.Record().String()) })
	})
	b.Run("Picture", func(b *testing.B) { benchAt(b, func(s *Session) { _ = s.Picture() }) })
	b.Run("ReplayLegalMoves", func(b *testing.B) { // napoleonScreen.LegalMoves
		benchAt(b, func(s *Session) {
			m, err := napoleon.FromRecord(s.Record())
			if err != nil {
				b.Fatal(err)
			}
			st := m.State()
			_ = st.LegalMoves(nil)
		})
	})
	b.Run("Restore", func(b *testing.B) {
		var data []byte
		benchAt(b, func(s *Session) {
			if data == nil {
				data, _ = s.Save()
			}
			if _, err := Restore(data); err != nil {
				b.Fatal(err)
			}
		})
	})
}
