package junqiscreen

import (
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/junqiparts"
	"warboard/game/junqiplay"
	"warboard/game/widget"
	"warboard/rules/junqi"
)

// The controller's feedback comes as a code and arguments (point names, seat letters, rank
// codes); these turn it into the player's language, falling back to its English sentence
// for a code without a text of its own.

// arg is the i-th argument of fb, "" when missing.
func arg(fb junqiplay.Feedback, i int) string {
	if i < len(fb.Args) {
		return fb.Args[i]
	}
	return ""
}

// layoutName is a classic layout's name in the player's language (as written if unknown).
func (g *junqiGame) layoutName(name string) string {
	return junqiparts.Name(g.sh.Text, name, g.naval)
}

// pieceName is a rank code's name; with a seat letter, the seat's piece ("South Colonel").
func (g *junqiGame) pieceName(code, seat string) string {
	p := g.sh.Text
	name := code
	if len(code) == 1 {
		if k, ok := i18n.JunqiPieceIn(code[0], g.naval); ok {
			name = p.T(k)
		}
	}
	if seat == "" {
		return name
	}
	return p.T(i18n.JqPieceOf, g.seatLetters(seat), name)
}

// feedbackText is what the screen says about fb. pic is the screen's picture (for the
// facts an argument does not carry). "" says nothing.
func (g *junqiGame) feedbackText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	p := g.sh.Text
	if fb.Refused {
		return g.refusalText(fb, pic)
	}
	switch fb.Code {
	case junqiplay.NotePicked:
		return p.T(i18n.JqPicked, arg(fb, 0))
	case junqiplay.NoteDropped:
		return p.T(i18n.JqDropped, arg(fb, 0))
	case junqiplay.NotePlaced:
		return p.T(i18n.JqSwapped, arg(fb, 0), arg(fb, 1))
	case junqiplay.NoteLayout:
		return p.T(i18n.JqLayoutChosen, g.layoutName(arg(fb, 0)))
	case junqiplay.NoteSelected:
		n, _ := strconv.Atoi(arg(fb, 1))
		if n == 1 {
			return p.T(i18n.JqSelectedOne, arg(fb, 0))
		}
		return p.T(i18n.JqSelected, arg(fb, 0), n)
	case junqiplay.NoteReady, junqiplay.NoteNone:
		return ""
	}
	return g.noteText(fb, pic)
}

// noteText is the public summary of the last event (what everybody may know, or what the
// screen's seat may know).
func (g *junqiGame) noteText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	p := g.sh.Text
	var s string
	out := ""
	switch fb.Code {
	case junqiplay.NoteDeployed:
		return p.T(i18n.JqDeployed, g.seatLetters(arg(fb, 0)))
	case junqiplay.NoteMove:
		s, out = p.T(i18n.JqMoved, g.seatLetters(arg(fb, 0)), arg(fb, 1), arg(fb, 2)), arg(fb, 3)
	case junqiplay.NoteAttack:
		s, out = g.battleText(fb, pic), arg(fb, 6)
	case junqiplay.NoteFlip:
		owner := ""
		if q, ok := junqi.BoardOf(pic.Board).PointByName(arg(fb, 1)); ok && pic.Pieces[q].Present && !pic.Pieces[q].FaceDown {
			owner = pic.Pieces[q].Seat.String()
		}
		s, out = p.T(i18n.JqFlipped, g.seatLetters(arg(fb, 0)), arg(fb, 1), g.pieceName(arg(fb, 2), owner)), arg(fb, 3)
	case junqiplay.NoteResign:
		s, out = p.T(i18n.ReasonResign, g.seatLetters(arg(fb, 0))), arg(fb, 1)
	case junqiplay.NoteDrawOffer:
		s = p.T(i18n.DrawOffered, g.seatLetters(arg(fb, 0)))
		if acc := arg(fb, 1); acc != "" {
			s = widget.Sentences(s, p.T(i18n.JqAcceptedBy, g.seatLetters(acc)))
		}
		return s
	case junqiplay.NoteDeclined:
		return p.T(i18n.OfferDeclined, g.seatLetters(arg(fb, 0)))
	case junqiplay.NoteTakeBackAsk:
		s = p.T(i18n.TakeBackAsked, g.seatLetters(arg(fb, 0)))
		if acc := arg(fb, 1); acc != "" {
			s = widget.Sentences(s, p.T(i18n.JqAcceptedBy, g.seatLetters(acc)))
		}
		return s
	case junqiplay.NoteTakeBackRefused:
		return p.T(i18n.TakeBackRefused, g.seatLetters(arg(fb, 0)))
	case junqiplay.NoteTookBack:
		return p.T(i18n.TookBackBy, g.seatLetters(arg(fb, 0)))
	case junqiplay.NoteDraw:
		return widget.Sentences(widget.FullStop(p, p.T(i18n.ResultDraw)), p.T(i18n.ReasonAgreed))
	case junqiplay.NoteNone:
		return ""
	default:
		return fb.Text
	}
	for i := 0; i < len(out); i++ {
		s = widget.Sentences(s, widget.FullStop(p, p.T(i18n.SeatOut, g.seatLetters(out[i:i+1]))))
	}
	return s
}

// battleText tells an attack's note in words (junqiparts.Fight, as a room tells it).
func (g *junqiGame) battleText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	seatOf := func(s string) junqi.Seat {
		if s == "" {
			return junqi.NoSeat
		}
		if x, ok := junqi.SeatOf(s[0]); ok {
			return x
		}
		return junqi.NoSeat
	}
	codeOf := func(s string) byte {
		if len(s) != 1 {
			return 0
		}
		return s[0]
	}
	f := junqiparts.Fight{Attacker: seatOf(arg(fb, 0)), Defender: seatOf(arg(fb, 7)), At: arg(fb, 2), Outcome: arg(fb, 3),
		AttackerCode: codeOf(arg(fb, 4)), DefenderCode: codeOf(arg(fb, 5))}
	return f.Sentence(g.sh.Text, pic.Viewer, g.naval, g.name)
}

// eventNote reports whether a note's code tells an action of the game (which Picture.Recent
// tells with the others since) rather than answering a tap.
func eventNote(code string) bool {
	switch code {
	case junqiplay.NoteMove, junqiplay.NoteAttack, junqiplay.NoteFlip, junqiplay.NoteResign,
		junqiplay.NoteReady, junqiplay.NoteNone:
		return true
	}
	return false
}

// recentText tells what happened since the screen's seat last acted, oldest first; when
// it needs more than lines lines of width w, the oldest sentences go first.
func (g *junqiGame) recentText(pic junqiplay.Picture, fits func(string) bool) string {
	var parts []string
	for _, fb := range pic.Recent {
		if t := g.noteText(fb, pic); t != "" {
			parts = append(parts, t)
		}
	}
	for len(parts) > 1 && !fits(strings.Join(parts, " ")) {
		parts = parts[1:]
	}
	if g.sh.Text.Lang() == i18n.Zh {
		return strings.Join(parts, "")
	}
	return strings.Join(parts, " ")
}

// refusalText says why the controller refused, in the player's language where a text
// exists for the reason.
func (g *junqiGame) refusalText(fb junqiplay.Feedback, pic junqiplay.Picture) string {
	p := g.sh.Text
	switch fb.Code {
	case junqiplay.RefusedNotArea:
		return p.T(i18n.JqNotArea, arg(fb, 0))
	case junqiplay.RefusedEmpty:
		return p.T(i18n.JqEmptyPoint, arg(fb, 0))
	case junqiplay.RefusedNotYours:
		if pic.SeatToMove == junqi.NoSeat && g.sess.Config().Mode == junqi.Flip {
			return p.T(i18n.FlipFirst)
		}
		return p.T(i18n.JqNotYours, arg(fb, 0))
	case junqiplay.RefusedDeploy:
		if t, ok := junqiparts.RuleText(p, arg(fb, 1), arg(fb, 0)); ok {
			return t
		}
	case junqiplay.RefusedCannot:
		switch arg(fb, 1) {
		case "flag":
			return p.T(i18n.JqFlagFixed)
		case "mine":
			return p.T(i18n.JqMineFixed)
		case "hq":
			return p.T(i18n.JqHQFixed)
		}
		return p.T(i18n.JqBlocked, arg(fb, 0))
	case junqiplay.RefusedIllegal:
		return p.T(i18n.JqIllegal, arg(fb, 0), arg(fb, 1))
	case junqiplay.RefusedPhase:
		return p.T(i18n.JqNotNow)
	case junqiplay.RefusedTakeBack:
		if arg(fb, 0) == "hidden" {
			return p.T(i18n.TakeBackHidden)
		}
		return p.T(i18n.TakeBackNotNow)
	}
	if fb.Text != "" {
		return fb.Text
	}
	return p.T(i18n.MoveRefused)
}
