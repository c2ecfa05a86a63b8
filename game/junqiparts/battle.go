package junqiparts

import (
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
	"warboard/rules/junqi"
)

// Fight is one attack as a seat may know it.
type Fight struct {
	Attacker, Defender         junqi.Seat
	AttackerCode, DefenderCode byte   // a rank code, 0 (or '?') when the seat does not know it
	At                         string // the point fought for, as named on the board
	Outcome                    string // "won", "lost", "both" or "flag" (the flag taken)
}

// Sentence tells the fight in words for viewer: "Your Captain attacked North’s
// Lieutenant on a7 and won.", or, with a rank it does not know, "North attacked c6 and was
// lost." name names a seat (the screen's own words for it).
func (f Fight) Sentence(p *i18n.Printer, viewer junqi.Seat, naval bool, name func(junqi.Seat) string) string {
	who := pieceOf(p, f.Attacker, f.AttackerCode, viewer, naval, name)
	target := f.At
	if known(f.DefenderCode) && f.Defender != junqi.NoSeat && f.Outcome != "flag" {
		target = p.T(i18n.JqPieceOn, pieceOf(p, f.Defender, f.DefenderCode, viewer, naval, name), f.At)
	}
	var s string
	switch f.Outcome {
	case "flag":
		s = p.T(i18n.JqAtkFlag, who, f.At)
	case "won":
		s = p.T(i18n.JqAtkWon, who, target)
	case "lost":
		s = p.T(i18n.JqAtkLost, who, target)
	default:
		s = p.T(i18n.JqAtkBoth, who, target)
	}
	return UpperFirst(s)
}

func known(code byte) bool { return code != 0 && code != '?' }

// pieceOf names a seat's piece of rank code: "your General" for the viewer's own seat,
// "North’s General" for another's, or just "North" when the rank is not known.
func pieceOf(p *i18n.Printer, x junqi.Seat, code byte, viewer junqi.Seat, naval bool, name func(junqi.Seat) string) string {
	k, ok := i18n.JunqiPieceIn(code, naval)
	switch {
	case x == junqi.NoSeat:
		return "?"
	case !known(code) || !ok:
		return name(x)
	case x == viewer:
		return p.T(i18n.JqYourPiece, p.T(k))
	}
	return p.T(i18n.JqSeatPiece, name(x), p.T(k))
}

// UpperFirst starts a sentence with a capital ("your General…" → "Your General…").
func UpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
