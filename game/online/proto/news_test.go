package proto

import "testing"

func TestNews(t *testing.T) {
	for _, code := range NewsCodes() {
		n := MakeNews(code, "E")
		c, x, ok := ParseNews(n)
		if !ok || c != code || x != "E" {
			t.Errorf("ParseNews(%q) = %q %q %v", n, c, x, ok)
		}
		if got := NewsText(n); got == n || got[0] != 'E' {
			t.Errorf("NewsText(%q) = %q", n, got)
		}
	}
	if len(NewsCodes()) != 11 {
		t.Errorf("%d news codes", len(NewsCodes()))
	}
	if got := NewsText(MakeNews(NewsDraw, "S")); got != "S offers a draw" {
		t.Errorf("draw S: %q", got)
	}
	// a sentence stored before News, or a newer server's code: not parsed, said as it is
	for _, s := range []string{"S offers a draw", "", "draw", "draw S N", "party S"} {
		if _, _, ok := ParseNews(s); ok {
			t.Errorf("ParseNews(%q) accepted", s)
		}
		if NewsText(s) != s {
			t.Errorf("NewsText(%q) = %q", s, NewsText(s))
		}
	}
	m, err := DecodeServer(Encode(Msg{T: State, News: MakeNews(NewsBack, "N"), Text: "N is back"}))
	if err != nil || m.News != "back N" || m.Text != "N is back" {
		t.Errorf("round trip: %+v %v", m, err)
	}
}
