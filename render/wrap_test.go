package render

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"warboard/game/i18n"
)

// The names a Chinese line must never split: pieces, seats and the games.
var wholeWords = []string{
	"司令", "军长", "师长", "旅长", "团长", "营长", "连长", "排长", "工兵", "地雷", "炸弹", "军旗", "暗子",
	"将军", "鼓手", "步兵", "骑兵", "火炮", "战车", "战象", "弓箭手",
	"南方", "北方", "东方", "西方", "军棋", "拿破仑", "棋子", "棋盘", "对局", "回合", "中线", "大本营", "同归于尽",
}

// breaksOf is where the lines of a wrapped s start, as rune offsets into s (spaces
// dropped at line ends do not count).
func breaksOf(t *testing.T, s string, lines []string) []int {
	t.Helper()
	var at []int
	n := 0
	rest := s
	for i, l := range lines {
		rest = strings.TrimLeft(rest, " ")
		if i > 0 {
			at = append(at, n+(utf8.RuneCountInString(s)-n-utf8.RuneCountInString(rest)))
		}
		if !strings.HasPrefix(rest, l) {
			t.Fatalf("line %d %q is not the next part of %q", i, l, rest)
		}
		rest = rest[len(l):]
		n = utf8.RuneCountInString(s) - utf8.RuneCountInString(rest)
	}
	return at
}

// splitWord is the first whole word a break at rune offset b of s falls inside, or "".
func splitWord(s string, b int) string {
	rs := []rune(s)
	for _, w := range wholeWords {
		n := utf8.RuneCountInString(w)
		for k := 1; k < n; k++ {
			if b-k >= 0 && b-k+n <= len(rs) && string(rs[b-k:b-k+n]) == w {
				return w
			}
		}
	}
	return ""
}

// checkWrap wraps s at every width from six characters (narrower than any text column of
// the app) to the whole text and checks the Chinese rules at every break. Lines narrower
// still may split a word that does not fit with its punctuation.
func checkWrap(t *testing.T, f *Fonts, s string) {
	t.Helper()
	const size = 16
	full := f.Width(s, size)
	for width := 6.0 * size; width < full+size; width += size / 2 {
		lines := f.Wrap(s, size, width)
		for i, l := range lines {
			if l == "" {
				t.Errorf("%q at %.0f px: empty line %d in %q", s, width, i, lines)
			}
			if w := f.Width(l, size); w > width && !strings.ContainsFunc(l, isLatinLetter) {
				t.Errorf("%q at %.0f px: line %q is %.0f px wide", s, width, l, w)
			}
			if r, _ := utf8.DecodeRuneInString(l); i > 0 && noBreakBefore(r) {
				t.Errorf("%q at %.0f px: line %q starts with closing punctuation", s, width, l)
			}
			if r, _ := utf8.DecodeLastRuneInString(l); i < len(lines)-1 && noBreakAfter(r) {
				t.Errorf("%q at %.0f px: line %q ends with opening punctuation", s, width, l)
			}
		}
		for _, b := range breaksOf(t, s, lines) {
			if w := splitWord(s, b); w != "" && f.Width(w, size) <= width {
				t.Errorf("%q at %.0f px splits %s: %q", s, width, w, lines)
			}
		}
	}
}

// isLatinLetter: a line holding a word of a script written with spaces (a web address) may
// be too wide; the painter shrinks it.
func isLatinLetter(r rune) bool { return r < 0x250 && unicode.IsLetter(r) }

func TestWrapKeepsChineseWordsWhole(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"司令吃掉军长，师长与旅长同归于尽；团长触雷。",
		"营长、连长和排长不能动，工兵可以拐弯。",
		"本回合不能走：南方的排长已连走两回合。",
		"北方的地雷、炸弹和军旗都还在大本营。",
		"暗子被翻开：弓箭手（东方）。",
		"拿破仑战棋的将军、鼓手、步兵、骑兵和火炮。",
	} {
		checkWrap(t, f, s)
	}
}

// Every Chinese text of the catalogue, with piece and seat names in its blanks, follows the
// rules at every width.
func TestWrapCatalogueChinese(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	verb := regexp.MustCompile(`%(\[\d\])?[sd]`)
	names := []string{"排长", "司令", "南方", "工兵", "弓箭手"}
	for _, k := range i18n.Keys() {
		tmpl := i18n.Text(i18n.Zh, k)
		i := 0
		s := verb.ReplaceAllStringFunc(tmpl, func(v string) string {
			i++
			if strings.HasSuffix(v, "d") {
				return fmt.Sprint(10 + i)
			}
			return names[i%len(names)]
		})
		checkWrap(t, f, s)
	}
}

func TestWrapKeepsNumbersWithTheirWords(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	s := "连续无吃子：第12回合，满40步和棋"
	for width := 96.0; width < 300; width += 4 {
		for _, l := range f.Wrap(s, 16, width) {
			if strings.HasPrefix(l, "12") || strings.HasPrefix(l, "40") || strings.HasSuffix(l, "第") {
				t.Errorf("at %.0f px a number left its word: %q", width, f.Wrap(s, 16, width))
			}
		}
	}
}

func TestWordJoinerGluesAndIsNotDrawn(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	s := "甲乙丙丁戊己庚\u2060辛壬癸"
	if f.Width(s, 16) != f.Width(strings.ReplaceAll(s, "\u2060", ""), 16) {
		t.Errorf("a word joiner has width")
	}
	for width := 40.0; width < 200; width += 4 {
		lines := f.Wrap(s, 16, width)
		for _, l := range lines {
			if strings.ContainsRune(l, WordJoiner) {
				t.Errorf("a line keeps the word joiner: %q", l)
			}
			if strings.HasSuffix(l, "庚") && !strings.HasSuffix(strings.Join(lines, ""), "庚") {
				t.Errorf("at %.0f px the line breaks at a word joiner: %q", width, lines)
			}
		}
	}
}

// A word wider than the whole line still breaks rather than spilling out.
func TestWrapBreaksAnOverlongWord(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	s := "同归于尽"
	lines := f.Wrap(s, 16, 36)
	if len(lines) < 2 || strings.Join(lines, "") != s {
		t.Fatalf("Wrap(%q, 36 px) = %q, want it broken in two or more", s, lines)
	}
	for _, l := range lines {
		if f.Width(l, 16) > 36 {
			t.Errorf("line %q is wider than 36 px", l)
		}
	}
}

func TestWordStarts(t *testing.T) {
	for s, want := range map[string]string{
		"司令吃掉军长":  "司令|吃掉|军长",
		"轮流行棋":    "轮流|行棋",
		"越过中线的棋子": "越过|中线|的|棋子",
		"甲乙":      "甲|乙",
	} {
		rs := []rune(s)
		var b strings.Builder
		for i, st := range wordStarts(rs, longestWord) {
			if st && i > 0 {
				b.WriteByte('|')
			}
			b.WriteRune(rs[i])
		}
		if b.String() != want {
			t.Errorf("wordStarts(%s) = %s, want %s", s, b.String(), want)
		}
	}
}

func TestWrapBalancedEvensTheLines(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"请交给东方——准备好后点按屏幕",
		"Pass the device to East — tap the screen when ready",
		"short",
	} {
		plain, even := f.Wrap(s, 22, 320), f.WrapBalanced(s, 22, 320)
		if len(even) != len(plain) {
			t.Fatalf("%q: balanced %q has %d lines, plain %q %d", s, even, len(even), plain, len(plain))
		}
		widest := func(ls []string) (w float64) {
			for _, l := range ls {
				w = max(w, f.Width(l, 22))
			}
			return w
		}
		if widest(even) > widest(plain) {
			t.Errorf("%q: balanced lines %q are wider than %q", s, even, plain)
		}
		if len(plain) > 1 {
			last := f.Width(even[len(even)-1], 22)
			if last < widest(even)*0.3 {
				t.Errorf("%q: balanced %q still ends with a short line", s, even)
			}
		}
	}
}
