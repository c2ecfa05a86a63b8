package napoleonscreen

import (
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/napoleonplay"
	"warboard/game/widget"
	"warboard/render/art"
	"warboard/rules/napoleon"
)

// Waterloo's words on screen: three or four armies (docs/waterloo.md).

// scoreLine is the status line's score: "3–1 of 4" for two armies; each army's points in
// play order for three or four ("S 1 · E 0 · N 2", an army out struck as "–").
func scoreLine(p *i18n.Printer, pic *napoleonplay.Picture) string {
	if len(pic.Seats) <= 2 {
		return p.T(i18n.ScoreLine, pic.Points[0], pic.Points[1], pic.TargetPoints)
	}
	var parts []string
	for _, x := range pic.Seats {
		k, _ := i18n.SeatName(x.String()[0], true)
		v := strconv.Itoa(pic.Points[x])
		if pic.Out[x] {
			v = "–"
		}
		parts = append(parts, p.T(k)+" "+v)
	}
	return p.T(i18n.ScoreLineMany, strings.Join(parts, " · "), pic.TargetPoints)
}

// sideName names a side: an army ("East"), or a team's armies joined ("East + North").
func sideName(p *i18n.Printer, seats []napoleon.Seat) string {
	var names []string
	for _, x := range seats {
		names = append(names, widget.SeatName(p, x.String()[0]))
	}
	return strings.Join(names, " + ")
}

// waterlooScoreRows are the side panel's score of three or four armies: each army's
// points toward its target in play order (an army out says so), then each team's sum
// toward the team's target.
func waterlooScoreRows(p *i18n.Printer, skin art.Skin, pic *napoleonplay.Picture) []widget.SideRow {
	var rows []widget.SideRow
	for _, x := range pic.Seats {
		name := widget.SeatName(p, x.String()[0])
		if pic.Out[x] {
			rows = append(rows, widget.SideRow{Mark: sideColour(skin, x), Text: p.T(i18n.PanelOut, name)})
			continue
		}
		target := pic.TargetPoints
		if pic.Teams == "" {
			target = pic.SideTargets[x]
		}
		rows = append(rows, widget.SideRow{Mark: sideColour(skin, x), Text: p.T(i18n.PanelScoreOf, name, pic.Points[x], target)})
	}
	for _, team := range strings.Fields(pic.Teams) {
		if len(team) < 2 {
			continue
		}
		var seats []napoleon.Seat
		for i := 0; i < len(team); i++ {
			for _, x := range pic.Seats {
				if x.String() == team[i:i+1] {
					seats = append(seats, x)
				}
			}
		}
		if len(seats) == 0 {
			continue
		}
		rows = append(rows, widget.SideRow{Mark: sideColour(skin, seats[0]),
			Text: p.T(i18n.PanelTeamScore, sideName(p, seats), pic.SidePoints[seats[0]], pic.SideTargets[seats[0]])})
	}
	return rows
}

// waterlooOutcome is the result of three or four armies in words.
func (g *napoleonGame) waterlooOutcome(r napoleonplay.Result) (title, reason string) {
	p := g.sh.Text
	if r.Draw {
		reason = p.T(i18n.ReasonAgreed)
		if r.Reason == "turnlimit" {
			reason = p.T(i18n.ReasonTurnLimit)
		}
		return p.T(i18n.ResultDraw), reason
	}
	seats := []napoleon.Seat{r.Winner}
	if r.Team != "" {
		seats = nil
		for i := 0; i < len(r.Team); i++ {
			for _, x := range g.sess.Seats() {
				if x.String() == r.Team[i:i+1] {
					seats = append(seats, x)
				}
			}
		}
	}
	name := func(x napoleon.Seat) string { return widget.SeatName(p, x.String()[0]) }
	switch len(seats) {
	case 2:
		title = p.T(i18n.WinnerTeam, name(seats[0]), name(seats[1]))
	case 3:
		title = p.T(i18n.WinnerTeam3, name(seats[0]), name(seats[1]), name(seats[2]))
	default:
		title = p.T(i18n.WinnerSeat, name(seats[0]))
	}
	pts := 0
	for _, x := range seats {
		pts += r.Points[x]
	}
	switch r.Reason {
	case "target":
		if len(seats) > 1 {
			reason = p.T(i18n.ReasonTargetTeam, pts)
		} else {
			reason = p.T(i18n.ReasonTarget, name(seats[0]), pts)
		}
	case "nomoves", "resign":
		reason = p.T(i18n.ReasonLastSide)
	default: // count: after an agreed end or the turn limit
		reason = p.T(i18n.ReasonCountMost, pts/len(seats))
		if g.endedBy("draw") {
			reason = widget.Sentences(p.T(i18n.ReasonAgreed), reason)
		} else {
			reason = widget.Sentences(p.T(i18n.ReasonTurnLimit), reason)
		}
	}
	return title, reason
}
