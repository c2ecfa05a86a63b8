package i18n

import (
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
)

// Printer turns keys into text in its current language, which may change at run time (the
// settings screen); every scene shares one Printer. It is safe for concurrent use.
type Printer struct {
	lang atomic.Uint32
}

// NewPrinter returns a Printer for l.
func NewPrinter(l Lang) *Printer {
	p := &Printer{}
	p.SetLang(l)
	return p
}

// Lang is the current language.
func (p *Printer) Lang() Lang { return Lang(p.lang.Load()) }

// SetLang switches the language; an unknown value falls back to English.
func (p *Printer) SetLang(l Lang) {
	if l >= numLangs {
		l = En
	}
	p.lang.Store(uint32(l))
}

// T is the text of k in the current language, formatted with args as by fmt.Sprintf.
func (p *Printer) T(k Key, args ...any) string { return Text(p.Lang(), k, args...) }

// Text is the text of k in l, formatted with args as by fmt.Sprintf. Without args the text
// is returned as it is. A key or language out of range gives a visible marker, not a panic.
func Text(l Lang, k Key, args ...any) string {
	if l >= numLangs {
		l = En
	}
	if k >= numKeys {
		return fmt.Sprintf("!i18n.Key(%d)", k)
	}
	s := text(l, k)
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Keys lists every key, in declaration order.
func Keys() []Key {
	ks := make([]Key, numKeys)
	for i := range ks {
		ks[i] = Key(i)
	}
	return ks
}

// AllStrings lists every text of every language, verbs unexpanded, and the languages' own
// names: everything the app may draw apart from numbers, seat-free user input and record
// text. The font subsetting script and the glyph-coverage test read it.
func AllStrings() []string {
	out := make([]string, 0, int(numKeys)*int(numLangs)+int(numLangs))
	for _, l := range Langs() {
		out = append(out, l.Name())
		for k := Key(0); k < numKeys; k++ {
			out = append(out, text(l, k))
		}
	}
	return out
}

// frenchSpacing puts the no-break spaces of French typography where the source has plain
// ones: before : ; ! ? and » and after «.
var frenchSpacing = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(" :", "\u00a0:", " ;", "\u00a0;", " !", "\u00a0!", " ?", "\u00a0?", " »", "\u00a0»", "« ", "«\u00a0")
})

// french holds each French text once its spacing is done: done on first use, not when the
// program starts (replacing every French text took a noticeable part of the browser's
// start-up, for a language most starts never show).
var french [numKeys]atomic.Pointer[string]

// text is the catalogue's text of k in l (both in range).
func text(l Lang, k Key) string {
	if l != Fr {
		return texts[k][l]
	}
	if p := french[k].Load(); p != nil {
		return *p
	}
	s := frenchSpacing().Replace(texts[k][Fr])
	french[k].Store(&s)
	return s
}
