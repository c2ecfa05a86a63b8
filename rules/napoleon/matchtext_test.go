package napoleon

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/record"
)

func TestRecordTextIsRecordString(t *testing.T) {
	for _, end := range []string{"", "resign", "draw"} {
		rec, err := record.Parse("[Game \"napoleon\"]\n[Board \"8x8\"]\n[Options \"target=3\"]\n")
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := ConfigFromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, uint64(len(end))))
		st := randomStart(t, cfg, ExactArmy(Army16), rng)
		m, err := NewMatch(cfg, st.Pieces(), st.ToMove())
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; ; i++ {
			if got, want := m.RecordText(), m.Record().String(); got != want {
				t.Fatalf("after %d turns: RecordText\n%s\nRecord().String()\n%s", i, got, want)
			}
			if toks := m.Tokens(); len(toks) > 0 && m.LastToken() != toks[len(toks)-1] || len(toks) == 0 && m.LastToken() != "" {
				t.Fatalf("LastToken %q, tokens %v", m.LastToken(), toks)
			}
			if m.NumTokens() != len(m.Tokens()) {
				t.Fatalf("NumTokens %d, tokens %d", m.NumTokens(), len(m.Tokens()))
			}
			if m.Outcome().Over {
				break
			}
			if i == 40 && end != "" {
				if err := m.Play(end); err != nil {
					t.Fatal(err)
				}
				continue
			}
			moves := m.Moves()
			if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
