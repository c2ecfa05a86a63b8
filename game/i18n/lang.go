// Package i18n holds every text Warboard shows, in Chinese, English and French, behind
// typed keys, and picks the player's language from the system locale.
//
// It does not import Ebitengine, so it builds and tests headless and under js/wasm.
package i18n

import "strings"

// Lang is one of the languages the catalogue covers.
type Lang uint8

// The languages, in the order the settings screen lists them.
const (
	En Lang = iota // English, the fallback
	Zh             // 中文 (simplified)
	Fr             // Français
	numLangs
)

// Langs lists every language of the catalogue.
func Langs() []Lang { return []Lang{Zh, En, Fr} }

// Code is the language's ISO 639-1 code, as stored in the settings.
func (l Lang) Code() string {
	switch l {
	case Zh:
		return "zh"
	case Fr:
		return "fr"
	}
	return "en"
}

// Name is the language's own name for itself, the same whatever the current language
// (a lost player still finds their language in the list).
func (l Lang) Name() string {
	switch l {
	case Zh:
		return "中文"
	case Fr:
		return "Français"
	}
	return "English"
}

func (l Lang) String() string { return l.Code() }

// ParseLang reads a language code written by Code; anything else is not ok.
func ParseLang(code string) (Lang, bool) {
	switch strings.ToLower(strings.TrimSpace(code)) {
	case "en":
		return En, true
	case "zh":
		return Zh, true
	case "fr":
		return Fr, true
	}
	return En, false
}
