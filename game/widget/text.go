package widget

import (
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
)

// SeatName is a seat's name ("South") from its letter, in the printer's language.
func SeatName(p *i18n.Printer, code byte) string {
	k, _ := i18n.SeatName(code, false)
	return p.T(k)
}

// FullStop ends s with the language's full stop ("。" in Chinese).
func FullStop(p *i18n.Printer, s string) string {
	if p.Lang() == i18n.Zh {
		return s + "。"
	}
	return s + "."
}

// Sentences joins two sentences: with a space, but none after Chinese full-width
// punctuation, which carries its own space ("双方议和。过中线……").
func Sentences(a, b string) string {
	r, _ := utf8.DecodeLastRuneInString(a)
	if r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef || unicode.Is(unicode.Han, r) {
		return a + b
	}
	return a + " " + b
}
