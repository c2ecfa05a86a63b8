package onlinescreen

import (
	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/online/proto"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// Hints in a room, where its creator allowed them (the create step; off by default, as
// people playing each other expect): the seat to move taps Hint and the server answers
// with the move the hard computer player would make from the seat's own view (the same
// player as the hint at a device; searched at the server, so the page never waits). The
// hint is said under the board's words and its two points are ringed, until the next move.

// hintChips are the create step's choice: hints not allowed, or allowed.
func hintChips(p *i18n.Printer, chip func(name, label string, on bool) *widget.Button, on bool) []*widget.Button {
	return []*widget.Button{chip("option:hints:off", p.T(i18n.OnlineHintsNo), !on), chip("option:hints:on", p.T(i18n.OnlineHintsYes), on)}
}

// hinting is the hint asked at a ply.
type hinting struct {
	asked bool
	ply   int
}

// canHint: the room gives hints and this seat is to move.
func (s *Room) canHint() bool {
	return s.c.Last.Hints == proto.HintsOn && s.mineNow() && s.c.Last.Phase == "move" && s.hasView && s.bad == nil
}

func (s *Room) hintButton(b func(name, label string, primary bool)) {
	if s.canHint() && !s.hintAsked() {
		b("button:hint", s.sh.Text.T(i18n.MenuHint), false)
	}
}

// hintAsked reports whether a hint was asked at this ply.
func (s *Room) hintAsked() bool { return s.more.hint.asked && s.more.hint.ply == s.c.Last.Ply }

// askHint asks the server for the hint.
func (s *Room) askHint() {
	if err := s.c.AskHint(); err != nil {
		s.local = s.sh.Text.T(i18n.OnlineErrOffline)
		return
	}
	s.more.hint = hinting{asked: true, ply: s.c.Last.Ply}
}

// hintMove is the hint's move for now, "" while none has come (or none was asked).
func (s *Room) hintMove() string {
	h := s.c.Hinted
	if !s.hintAsked() || !s.canHint() || h.T != proto.Hinted || h.Ply != s.c.Last.Ply || h.Seat != s.c.Seat {
		return ""
	}
	return h.Arg
}

// hintText says the hint: the piece and where it goes, or that it is being looked for.
func (s *Room) hintText() string {
	if !s.hintAsked() || !s.canHint() {
		return ""
	}
	p := s.sh.Text
	mv := s.hintMove()
	if mv == "" {
		return p.T(i18n.HintThinking)
	}
	pts := computer.HintPoints(mv)
	if q, ok := junqi.BoardOf(s.game.Board).PointByName(pts[0]); ok && len(pts) == 2 {
		if pc := s.j.Scene.Pieces[q]; pc.Present && !pc.FaceDown && pc.Code != '?' {
			if k, ok := i18n.JunqiPieceIn(pc.Code, s.game.Naval); ok {
				return p.T(i18n.HintPiece, p.T(k), pts[0], pts[1])
			}
		}
	}
	return p.T(i18n.HintMove, mv)
}

// drawHint rings the hint's two points.
func (s *Room) drawHint(p render.Painter) {
	for _, name := range computer.HintPoints(s.hintMove()) {
		if r, ok := s.geo.Target(name); ok {
			widget.Ring(p, r)
		}
	}
}

// Hint is the hint shown now ("" none); tests read it.
func (s *Room) Hint() string { return s.hintMove() }
