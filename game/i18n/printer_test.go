package i18n

import (
	"strings"
	"sync"
	"testing"
)

func TestPrinterSwitchesLanguage(t *testing.T) {
	p := NewPrinter(En)
	if got := p.T(HandOverPass, p.T(SeatNorth)); got != "Pass to North — tap when ready" {
		t.Errorf("en hand-over: %q", got)
	}
	p.SetLang(Fr)
	if p.Lang() != Fr {
		t.Fatalf("Lang after SetLang(Fr) = %v", p.Lang())
	}
	if got := p.T(HandOverPass, p.T(SeatNorth)); got != "Passez la main à Nord — touchez l’écran une fois prêt" {
		t.Errorf("fr hand-over: %q", got)
	}
	if got := p.T(LastMove, "c6-c7"); got != "Dernier coup\u00a0: c6-c7" {
		t.Errorf("fr no-break space before the colon: %q", got)
	}
	p.SetLang(Zh)
	if got := p.T(WinnerTeam, p.T(SeatSouth), p.T(SeatNorth)); got != "南方和北方获胜" {
		t.Errorf("zh team win: %q", got)
	}
	p.SetLang(Lang(200))
	if p.Lang() != En {
		t.Errorf("an unknown language must fall back to English, got %v", p.Lang())
	}
}

func TestTextOutOfRange(t *testing.T) {
	if got := Text(En, numKeys); !strings.HasPrefix(got, "!i18n.Key(") {
		t.Errorf("out-of-range key: %q", got)
	}
	if got := Text(Lang(9), MenuNewGame); got != "New game" {
		t.Errorf("out-of-range language: %q", got)
	}
	// Wrong argument counts show fmt's marker rather than failing.
	if got := Text(En, TurnNumber); got != "Turn %d" {
		t.Errorf("no args: %q", got)
	}
}

func TestPrinterConcurrentSwitch(t *testing.T) {
	p := NewPrinter(En)
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func(l Lang) {
			defer wg.Done()
			for j := 0; j < 200; j++ {
				p.SetLang(l)
				if p.T(MenuNewGame) == "" {
					t.Error("empty text")
				}
			}
		}(Langs()[i%3])
	}
	wg.Wait()
}

func TestLangCodes(t *testing.T) {
	for _, l := range Langs() {
		got, ok := ParseLang(l.Code())
		if !ok || got != l {
			t.Errorf("ParseLang(%q) = %v, %v", l.Code(), got, ok)
		}
		if l.Name() == "" || l.String() != l.Code() {
			t.Errorf("%v: name %q", l, l.Name())
		}
	}
	if _, ok := ParseLang("de"); ok {
		t.Errorf("ParseLang(de) ok")
	}
}

func TestCodes(t *testing.T) {
	for _, c := range "987654321MBF?ATR" { // ATR: 三打一's extra pieces
		if _, ok := JunqiPiece(byte(c)); !ok {
			t.Errorf("JunqiPiece(%c) missing", c)
		}
	}
	if _, ok := JunqiPiece('X'); ok {
		t.Errorf("JunqiPiece(X) should be unknown")
	}
	names := map[Key]bool{}
	for _, antique := range []bool{false, true} {
		for _, c := range "GDICK" {
			k, ok := NapoleonPiece(byte(c), antique)
			if !ok {
				t.Errorf("NapoleonPiece(%c, %v) missing", c, antique)
			}
			names[k] = true
		}
	}
	if len(names) != 8 { // infantry and cavalry are shared
		t.Errorf("Napoleon pieces: %d distinct names, want 8", len(names))
	}
	if k, _ := NapoleonPiece('K', true); Text(Zh, k) != "弓箭手" {
		t.Errorf("antique K in Chinese: %q", Text(Zh, k))
	}
	for code, want := range map[byte][2]string{'S': {"South", "S"}, 'N': {"North", "N"}, 'E': {"East", "E"}, 'W': {"West", "W"}} {
		full, ok1 := SeatName(code, false)
		short, ok2 := SeatName(code, true)
		if !ok1 || !ok2 || Text(En, full) != want[0] || Text(En, short) != want[1] {
			t.Errorf("seat %c: %q %q", code, Text(En, full), Text(En, short))
		}
	}
	if k, _ := SeatName('W', true); Text(Fr, k) != "O" {
		t.Errorf("French short West: %q", Text(Fr, k))
	}
	if _, ok := SeatName('X', false); ok {
		t.Errorf("seat X known")
	}
	for _, d := range strings.Fields("N NE E SE S SW W NW") {
		if _, ok := Direction(d); !ok {
			t.Errorf("direction %s missing", d)
		}
	}
	if _, ok := Direction("NNE"); ok {
		t.Errorf("direction NNE known")
	}
	for _, tile := range strings.Fields("village forest marsh hill") {
		if _, _, ok := Terrain(tile); !ok {
			t.Errorf("terrain %s missing", tile)
		}
	}
	if _, _, ok := Terrain("lake"); ok {
		t.Errorf("terrain lake known")
	}
	// Every reason the referee writes (notation.md) has an explanation.
	for _, r := range strings.Fields("flag nomoves resign agreed nocapture repetition target count turnlimit") {
		if _, ok := Reason(r); !ok {
			t.Errorf("reason %s missing", r)
		}
	}
	if _, ok := Reason("timeout"); ok {
		t.Errorf("reason timeout known")
	}
}

// TestFrenchSpacingIsLazy: French spacing is done on first use, once, and the same for
// every caller (nothing at start-up).
func TestFrenchSpacingIsLazy(t *testing.T) {
	k := PanelRested
	if strings.Contains(texts[k][Fr], "\u00a0") {
		t.Fatalf("the catalogue source already has the no-break space: %q", texts[k][Fr])
	}
	first := Text(Fr, k)
	if !strings.Contains(first, "tour\u00a0:") || strings.Contains(first, " :") {
		t.Fatalf("no French spacing: %q", first)
	}
	if again := Text(Fr, k); again != first || french[k].Load() == nil {
		t.Fatalf("the second lookup differs or was not kept: %q", again)
	}
	if Text(En, k) != texts[k][En] {
		t.Fatal("English changed")
	}
}
