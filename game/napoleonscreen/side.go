package napoleonscreen

import (
	"image/color"

	"warboard/game/i18n"
	"warboard/game/napoleonparts"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/rules/napoleon"
)

// napoleonSideRows are a Napoleon side panel's lines: the turn and its limit, the pieces
// the three-turns rule holds back (first: a short panel drops the rows at its end), each
// side's points beyond the middle line against the target, then at most moves of the
// latest turns, oldest first. compact leaves out the score, which the top bar of a tall
// screen shows already.
func (s *napoleonScreen) napoleonSideRows(moves int, compact bool) []widget.SideRow {
	p := s.g.sh.Text
	pic := s.pic
	if pic.Phase != napoleonplay.Play && pic.Phase != napoleonplay.Over {
		return nil
	}
	skin := s.board.scene.Skin()
	turn := pic.Plies + 1
	if pic.Phase == napoleonplay.Over {
		turn = max(1, pic.Plies)
	}
	line := p.T(i18n.TurnNumber, turn)
	if pic.TurnLimit > 0 {
		line = p.T(i18n.TurnNumberOfLimit, turn, pic.TurnLimit)
	}
	rows := []widget.SideRow{{Text: line}}
	if pic.Phase == napoleonplay.Play {
		order := []napoleon.Seat{pic.ToMove, pic.ToMove.Other()}
		if len(pic.Seats) > 2 {
			order = pic.Seats
		}
		for _, x := range order {
			q := pic.Rested[x]
			if q == napoleon.NoSquare {
				continue
			}
			text := napoleonparts.Rested(p, pic.Pieces[q].Kind, pic.Antique, q, x == pic.ToMove)
			rows = append(rows, widget.SideRow{Mark: sideColour(skin, x), Warn: true, Text: text})
		}
	}
	if !compact {
		rows = append(rows, widget.SideRow{Heading: true, Text: p.T(i18n.PanelScoreTitle)})
		if len(pic.Seats) > 2 {
			rows = append(rows, waterlooScoreRows(p, skin, &pic)...)
		}
		for _, x := range []napoleon.Seat{napoleon.South, napoleon.North} {
			if len(pic.Seats) > 2 {
				break
			}
			rows = append(rows, widget.SideRow{Mark: sideColour(skin, x), Text: p.T(i18n.PanelScoreOf, widget.SeatName(p, x.String()[0]), pic.Points[x&1], pic.TargetPoints)})
		}
	}
	return widget.AppendMoves(rows, p, len(pic.History), moves, func(i int) (string, color.Color) {
		return pic.History[i].Text, sideColour(skin, pic.History[i].Side)
	})
}
