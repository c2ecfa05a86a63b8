package junqiscreen

import (
	"strconv"

	"warboard/game/i18n"
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

// layoutKeys name the classic layouts of junqi.Layouts.
var layoutKeys = map[string]i18n.Key{
	"left flag": i18n.JqLayoutLeftFlag, "right flag": i18n.JqLayoutRightFlag,
	"central bombs": i18n.JqLayoutCentral, "fortress": i18n.JqLayoutFortress,
}

// layoutName is a classic layout's name in the player's language (as written if unknown).
func (g *junqiGame) layoutName(name string) string {
	if name == "random" {
		return g.sh.Text.T(i18n.DeployRandom)
	}
	if k, ok := layoutKeys[name]; ok {
		return g.sh.Text.T(k)
	}
	return name
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
		s, out = g.battleText(fb), arg(fb, 6)
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

// battleText tells a battle: where, who won, and the ranks where the screen may know them.
func (g *junqiGame) battleText(fb junqiplay.Feedback) string {
	p := g.sh.Text
	at, outcome, ac, dc := arg(fb, 2), arg(fb, 3), arg(fb, 4), arg(fb, 5)
	var s string
	switch outcome {
	case "flag":
		return p.T(i18n.JqBattleFlag, at)
	case "won":
		s = p.T(i18n.BattleAttackerWins, at)
	case "lost":
		s = p.T(i18n.BattleDefenderWins, at)
	default:
		s = p.T(i18n.BattleBothRemoved, at)
	}
	if ac == "?" || dc == "?" || ac == "" || dc == "" {
		return s
	}
	// Both ranks known: say who met whom instead.
	a, d := g.pieceName(ac, ""), g.pieceName(dc, "")
	switch {
	case outcome == "won":
		s = p.T(i18n.BattleTakes, a, d)
	case outcome == "lost" && dc == "M":
		s = p.T(i18n.BattleMine, a)
	case outcome == "lost":
		s = p.T(i18n.BattleTakes, d, a)
	default:
		s = p.T(i18n.BattleTrade, a, d)
	}
	return p.T(i18n.JqBattleAt, at, s)
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
		switch arg(fb, 1) {
		case "flag":
			return p.T(i18n.PlaceErrFlag)
		case "mine":
			return p.T(i18n.PlaceErrMine)
		case "bomb":
			return p.T(i18n.PlaceErrBomb)
		case "camp":
			return p.T(i18n.PlaceErrCamp)
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
