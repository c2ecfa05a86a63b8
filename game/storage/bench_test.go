package storage

import (
	"strings"
	"testing"
)

// benchPayload is an autosave payload at ply 300 of a 2p game: a JSON line, then the
// record (tags, a Position, 300 move tokens).
func benchPayload() []byte {
	var b strings.Builder
	b.WriteString(`{"format":2,"scene":"play","kind":"junqi","state":{"format":2,"options":{},"seed":7,"draws":2,"phase":"play","seat":"S","then":"play"}}` + "\n")
	b.WriteString("[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"open\"]\n[Seats \"S N\"]\n[Position \"" + strings.Repeat("a1=SM ", 50) + "\"]\n\n")
	for i := 0; i < 300; i++ {
		b.WriteString("c6-c7 ")
	}
	return []byte(b.String())
}

// BenchmarkEnvelope: writing and reading the autosave's envelope, today's (version 2) and
// the JSON one (version 1), at ply 300. Reproduce with
//
//	go test -run '^$' -bench Envelope ./game/storage
func BenchmarkEnvelope(b *testing.B) {
	p := benchPayload()
	v2, _ := Encode(KindAutosave, p)
	v1 := encodeV1(KindAutosave, p)
	b.Run("Encode", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			Encode(KindAutosave, p)
		}
	})
	b.Run("Encode-v1", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			encodeV1(KindAutosave, p)
		}
	})
	b.Run("Decode", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Decode(v2, KindAutosave); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Decode-v1", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := Decode(v1, KindAutosave); err != nil {
				b.Fatal(err)
			}
		}
	})
}
