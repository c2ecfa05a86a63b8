package render

import (
	"strings"
	"unicode"
)

// WordJoiner (U+2060) in a text forbids a line break where it stands; it is never drawn.
const WordJoiner = '\u2060'

// Wrap breaks s into lines no wider than width at size, and at every "\n". Scripts written
// with spaces break between words. Chinese breaks between words — the known words of
// chineseWords stay whole, other characters stand alone — and follows the Chinese
// line-breaking rules: a line never starts with closing punctuation (，。）…) nor ends with
// opening punctuation (（「), and a number stays with the characters round it (第3手). A
// run that cannot fit even on a line of its own breaks between any two characters.
func (f *Fonts) Wrap(s string, size, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		lines = append(lines, f.wrapPara(para, size, width)...)
	}
	return lines
}

func (f *Fonts) wrapPara(s string, size, width float64) []string {
	var lines []string
	line := ""
	end := func(l string) string { return strings.TrimRight(stripJoiners(l), " ") }
	for _, tok := range f.fitTokens(breakTokens(s, loosenings[0]), size, width, 0) {
		next := line + tok
		if line != "" && f.Width(end(next), size) > width {
			lines = append(lines, end(line))
			next = strings.TrimLeft(tok, " ")
		}
		line = next
	}
	return append(lines, end(line))
}

// A looseness is how much a line break respects: known Chinese words of at most longest
// characters stay whole, and a number stays with the Chinese characters round it (第3手).
type looseness struct {
	longest int
	numbers bool
}

// loosenings are the ever looser rules a run too wide for a whole line is broken by.
var loosenings = []looseness{{longestWord, true}, {3, true}, {2, true}, {2, false}, {1, false}}

// fitTokens loosens the tokens too wide for a line of their own: their Chinese may then break
// inside the longer known words (拿破仑战棋 into 拿破仑 战棋), then next to numbers, and at
// last between any two characters (still never before closing punctuation). level indexes
// loosenings: the rules toks were made by.
func (f *Fonts) fitTokens(toks []string, size, width float64, level int) []string {
	out := toks[:0:0]
	for _, t := range toks {
		if level+1 < len(loosenings) && f.Width(strings.TrimRight(t, " "), size) > width && strings.IndexFunc(t, isWide) >= 0 {
			out = append(out, f.fitTokens(breakTokens(t, loosenings[level+1]), size, width, level+1)...)
			continue
		}
		out = append(out, t)
	}
	return out
}

// breakTokens splits s into the pieces a line may break between, by the rules of l: a word
// with its trailing spaces, a Chinese word with the punctuation (and numbers) that must stay
// with it.
func breakTokens(s string, l looseness) []string {
	rs := []rune(s)
	if len(rs) == 0 {
		return []string{""}
	}
	starts := hanWordStarts(rs, l.longest)
	var toks []string
	from := 0
	for i := 1; i < len(rs); i++ {
		if mayBreak(rs[i-1], rs[i], starts[i], l.numbers) {
			toks = append(toks, string(rs[from:i]))
			from = i
		}
	}
	return append(toks, string(rs[from:]))
}

// mayBreak reports whether a line may break between a and b; wordStart tells whether b
// begins a Chinese word (it matters only between two Chinese characters), numbers whether
// a number stays with the Chinese characters next to it.
func mayBreak(a, b rune, wordStart, numbers bool) bool {
	switch {
	case b == ' ' || a == WordJoiner || b == WordJoiner:
		return false
	case noBreakBefore(b) || noBreakAfter(a):
		return false
	case a == ' ':
		return true
	case isHan(a) && isHan(b):
		return wordStart
	case isWide(a) && isWide(b):
		return true
	case isWide(a):
		// Chinese next to Latin: a Latin word may part from it, a number may not.
		return !(numbers && isHan(a) && unicode.IsDigit(b))
	case isWide(b):
		return !(numbers && isHan(b) && unicode.IsDigit(a))
	}
	return false // inside a word of a script written with spaces
}

// hanWordStarts marks, for each rune of rs, whether it begins a Chinese word of at most
// longest characters (see wordStarts); runes that are not Chinese characters are starts.
func hanWordStarts(rs []rune, longest int) []bool {
	starts := make([]bool, len(rs))
	for i := 0; i < len(rs); {
		if !isHan(rs[i]) {
			starts[i] = true
			i++
			continue
		}
		j := i
		for j < len(rs) && isHan(rs[j]) {
			j++
		}
		copy(starts[i:j], wordStarts(rs[i:j], longest))
		i = j
	}
	return starts
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

func isWide(r rune) bool {
	return isHan(r) || r >= 0x3000 && r <= 0x30ff || r >= 0xff00 && r <= 0xffef
}

// noBreakBefore holds the punctuation a line must not start with.
func noBreakBefore(r rune) bool {
	return strings.ContainsRune("，。、；：？！）》」』】〉…—,.;:?!)]}»\u00a0’”·～", r)
}

// noBreakAfter holds the punctuation a line must not end with.
func noBreakAfter(r rune) bool {
	return strings.ContainsRune("（《「『【〈([{«“‘", r)
}

// stripJoiners removes the word joiners, which the font has no glyph for.
func stripJoiners(s string) string {
	if !strings.ContainsRune(s, WordJoiner) {
		return s
	}
	return strings.ReplaceAll(s, string(WordJoiner), "")
}

// WrapBalanced wraps s like Wrap, into as few lines, but makes them as even as it can: for
// centred text, where a long line over a lone word looks lopsided.
func (f *Fonts) WrapBalanced(s string, size, width float64) []string {
	lines := f.Wrap(s, size, width)
	if len(lines) < 2 {
		return lines
	}
	lo, hi := width/float64(len(lines)), width
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if len(f.Wrap(s, size, mid)) > len(lines) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return f.Wrap(s, size, hi)
}
