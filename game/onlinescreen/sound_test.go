package onlinescreen

import (
	"testing"

	"warboard/game/sound"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

func TestJunqiSound(t *testing.T) {
	b := junqi.BoardOf(junqi.TwoPlayer)
	p := func(s string) junqi.Point {
		q, ok := b.PointByName(s)
		if !ok {
			t.Fatalf("no point %s", s)
		}
		return q
	}
	piece := func(seat junqi.Seat) junqipic.Piece { return junqipic.Piece{Present: true, Seat: seat, Code: '?'} }
	scene := func(last [2]string, at map[string]junqipic.Piece) junqipic.Scene {
		sc := junqipic.NewScene(junqi.TwoPlayer)
		if last[0] != "" {
			sc.Last = junqipic.Move{From: p(last[0]), To: p(last[1])}
		}
		for q, pc := range at {
			sc.Pieces[p(q)] = pc
		}
		return sc
	}
	s, n := piece(junqi.South), piece(junqi.North)
	before := scene([2]string{}, map[string]junqipic.Piece{"c6": s, "c7": n})
	for _, c := range []struct {
		name  string
		after junqipic.Scene
		over  bool
		want  sound.Effect
	}{
		{"nothing played", scene([2]string{}, nil), false, sound.None},
		{"a step to a free point", scene([2]string{"c6", "c5"}, map[string]junqipic.Piece{"c5": s, "c7": n}), false, sound.Move},
		{"a flip", scene([2]string{"c7", "c7"}, map[string]junqipic.Piece{"c6": s, "c7": n}), false, sound.Move},
		{"the attacker took the point", scene([2]string{"c6", "c7"}, map[string]junqipic.Piece{"c7": s}), false, sound.Capture},
		{"the attacker lost", scene([2]string{"c6", "c7"}, map[string]junqipic.Piece{"c7": n}), false, sound.Battle},
		{"both went", scene([2]string{"c6", "c7"}, nil), false, sound.Battle},
		{"the end", scene([2]string{"c6", "c7"}, map[string]junqipic.Piece{"c7": s}), true, sound.End},
	} {
		if got := junqiSound(&before, &c.after, c.over); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestNapoleonSound(t *testing.T) {
	for _, c := range []struct {
		last string
		over bool
		want sound.Effect
	}{{"", false, sound.None}, {"d2-d5 c1>NE", false, sound.Move}, {"d2xd5", false, sound.Capture}, {"d2xd5", true, sound.End}} {
		if got := napoleonSound(c.last, c.over); got != c.want {
			t.Errorf("%q over %v: %v, want %v", c.last, c.over, got, c.want)
		}
	}
}
