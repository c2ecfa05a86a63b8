package junqiplay

import (
	"testing"

	"warboard/rules/junqi"
)

// markedDarkGame is a dark 2p game about 80 actions in, South to move, with a mark on every
// hidden piece South can see: the heaviest picture marks make.
func markedDarkGame(b *testing.B) *Session {
	s := newSession(b, tagsFor(b, "2p", "dark", "S N", "", ""), Options{}, 11)
	for s.phase == Deploy || s.phase == HandOver {
		if s.phase == HandOver {
			ok(b, s.Ready())
		} else {
			ok(b, s.Done())
		}
	}
	playRandom(b, s, 11, 80, func() {})
	for s.phase == HandOver || s.phase == Play && s.Viewer() != junqi.South {
		if s.phase == HandOver {
			ok(b, s.Ready())
			continue
		}
		playRandom(b, s, 12, 1, func() {})
	}
	if s.phase != Play {
		b.Fatalf("the game ended: %v", s.phase)
	}
	n := 0
	for p := junqi.Point(0); int(p) < junqi.BoardOf(s.cfg.Board).N; p++ {
		if s.CanMark(p) {
			if err := s.SetMark(p, MarkCodes[n%len(MarkCodes)]); err != nil {
				b.Fatal(err)
			}
			n++
		}
	}
	if n == 0 {
		b.Fatal("nothing to mark")
	}
	return s
}

// BenchmarkPictureWithMarks: the screen's picture when every hidden piece is marked (the
// marks follow their pieces through the whole game's actions every time).
func BenchmarkPictureWithMarks(b *testing.B) {
	s := markedDarkGame(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Picture()
	}
}

// BenchmarkPictureWithoutMarks is the same picture with no mark, for comparison.
func BenchmarkPictureWithoutMarks(b *testing.B) {
	s := markedDarkGame(b)
	s.marks = [4]map[junqi.Point]byte{}
	b.ReportAllocs()
	for b.Loop() {
		s.Picture()
	}
}

// BenchmarkCounts: the count panel's numbers (know.Observe replays the game).
func BenchmarkCounts(b *testing.B) {
	s := markedDarkGame(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Counts()
	}
}
