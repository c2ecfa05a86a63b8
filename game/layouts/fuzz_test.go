package layouts

import (
	"encoding/json"
	"testing"
	"time"

	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// The decoders take any text without panicking; what they accept is legal and comes back
// the same through export.
func FuzzDecodeJunqi(f *testing.F) {
	for _, e := range JunqiBuiltins() {
		f.Add(e.Text)
	}
	f.Add(JunqiFor(junqi.Layouts[0].Layout, junqi.FourCountry, junqi.West))
	f.Add("[Game \"junqi\"]\n[Board \"2p\"]\n[Position \"a1=SF\"]\n")
	f.Add("a1=S2 b1=SF a1=S3")
	f.Fuzz(func(t *testing.T, text string) {
		l, err := DecodeJunqi(text)
		if err != nil {
			return
		}
		if err := l.Check(junqi.TwoPlayer, junqi.South); err != nil {
			t.Fatalf("accepted an illegal layout %q: %v", text, err)
		}
		back, err := DecodeJunqi(JunqiText(l))
		if err != nil || back != l {
			t.Fatalf("%q: export did not come back: %v", text, err)
		}
	})
}

func FuzzDecodeNapoleon(f *testing.F) {
	for _, b := range []string{"8x8", "10x10"} {
		for _, e := range NapoleonBuiltins(b) {
			f.Add(b, e.Text)
		}
	}
	f.Add("8x8", "h8=NK>SW g7=NG")
	f.Add("15x15", "a1=SK>N")
	f.Add("3x1", "a1=SD")
	f.Fuzz(func(t *testing.T, board, text string) {
		b, err := napoleon.ParseBoard(board)
		if err != nil {
			return
		}
		ps, err := DecodeNapoleon(b, text)
		if err != nil {
			return
		}
		for _, p := range ps {
			if p.Piece.Seat() != napoleon.South || !b.Contains(p.Sq) || p.Sq.Rank() >= b.H/2 {
				t.Fatalf("%q: decoded %v", text, p)
			}
		}
		back, err := DecodeNapoleon(b, NapoleonText(NapoleonFor(b, ps, napoleon.North)))
		if err != nil || NapoleonText(back) != NapoleonText(ps) {
			t.Fatalf("%q: North's export did not come back: %v", text, err)
		}
	})
}

// Open reads any stored payload without panicking and lists only readable entries.
func FuzzOpen(f *testing.F) {
	f.Add(`{"version":1,"layouts":[{"id":1,"name":"a","game":"junqi","text":"` + JunqiBuiltins()[0].Text + `"}]}`)
	f.Add(`{"version":1,"layouts":[{"id":1},{"id":1,"game":"napoleon","board":"8x8","text":"a1=SG"}]}`)
	f.Add(`{"version":9}`)
	f.Fuzz(func(t *testing.T, payload string) {
		st := storage.NewMemStore()
		if storage.SaveEnvelope(st, StoreName, StoreKind, []byte(payload)) != nil {
			return
		}
		b, _ := Open(st, time.Unix(0, 0))
		for _, e := range b.entries {
			if checkEntry(e) != nil || e.ID <= 0 {
				t.Fatalf("listed a bad entry %+v", e)
			}
		}
		if _, err := b.Add(st, junqiEntry("x", junqi.Layouts[0].Layout)); err == nil {
			var pl struct{ Layouts []json.RawMessage }
			data, _ := st.Load(StoreName)
			body, err := storage.Decode(data, StoreKind)
			if err != nil || json.Unmarshal(body, &pl) != nil {
				t.Fatalf("the saved book does not read back: %v", err)
			}
		}
	})
}
