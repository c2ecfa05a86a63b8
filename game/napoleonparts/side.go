package napoleonparts

import (
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
	"warboard/rules/napoleon"
)

// Rested is the side panel's line of the three-turns rule for the piece of kind on q: the
// piece that may not move this turn (toMove: its seat is to move), else the piece that
// has moved twice in a row and must rest at its seat's next turn.
func Rested(p *i18n.Printer, kind napoleon.Kind, antique bool, q napoleon.Square, toMove bool) string {
	key := i18n.PanelPlayedTwice
	if toMove {
		key = i18n.PanelRested
	}
	name := ""
	if k, ok := i18n.NapoleonPiece(kind.Letter(), antique); ok {
		name = inSentence(p.T(k))
	}
	return sentence(p.T(key, name, q.String()))
}

// inSentence is a piece's name as written inside a sentence: its capital lowered ("the
// cavalry on g8", "infanterie en c6"); Chinese has no capitals.
func inSentence(name string) string {
	r, n := utf8.DecodeRuneInString(name)
	if n == 0 || !unicode.IsUpper(r) {
		return name
	}
	return string(unicode.ToLower(r)) + name[n:]
}

// sentence is s with a capital first letter, for a text that starts with a name.
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
