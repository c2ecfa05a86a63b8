package junqiscreen

import (
	"errors"

	"warboard/game/junqiparts"
	"warboard/game/junqiplay"
	"warboard/game/scene"
	"warboard/rules/junqi"
)

// layoutsScreen is the saved-layouts list for the seat deploying on s; it comes back to s.
func (s *JunqiDeploy) layoutsScreen() scene.Scene {
	g := s.g
	board := g.sess.Config().Board
	seat := func() junqi.Seat { return g.sess.Picture().Deploying }
	return junqiparts.Deploying{
		Board: board, Seat: seat, Naval: g.naval,
		Current: func() (junqi.Layout, bool) {
			l, err := junqi.LayoutFromPlacements(board, seat(), g.sess.LayoutOf(seat()))
			return l, err == nil
		},
		Set: func(l junqi.Layout, name string) error {
			fb := g.do(func() junqiplay.Feedback { return g.sess.SetLayout(l, name) })
			if fb.Refused {
				return errors.New(g.feedbackText(fb, g.sess.Picture()))
			}
			return nil
		},
		Back: func() scene.Scene { return s },
	}.Screen(g.sh)
}
