package napoleonparts

import (
	"image/color"
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
	"warboard/render/art"
	"warboard/render/napoleonboard"
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

// SideColour is a seat's colour mark in a side panel: the art's colour of its side, the
// Napoleon skin's blue and red for South and North.
func SideColour(skin art.Skin, s napoleon.Seat) color.Color {
	if skin == art.Napoleon {
		switch s {
		case napoleon.North:
			return color.RGBA{0xd8, 0x2c, 0x36, 0xff}
		case napoleon.South:
			return color.RGBA{0x3a, 0x68, 0xe0, 0xff}
		}
	}
	return art.SideColor(skin, napoleonboard.ArtSide(s))
}
