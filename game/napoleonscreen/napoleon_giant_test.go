package napoleonscreen_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/napoleon"
)

// TestGiantNapoleonBoardOnAPhone (issue 12): a custom 32×32 board, chosen on the options
// screen by taps, set up and played by touch on a phone. The whole board's squares would be
// a third of a finger, so the board opens zoomed with finger-sized squares, every square in
// view named; pieces of every file, aa..af included, are reached through the zoom.
func TestGiantNapoleonBoardOnAPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("whole set-ups on a giant board")
	}
	playGiant(t, "32x32", gametest.PhoneViews[0].Name, gametest.PhoneViews[0].V, 2, false)
}

// TestGiantNapoleonShots: the four-panel 16×16 preset and a custom 32×32 board on phones
// both ways, a tablet and a desktop, played as above, with screenshots of the options, the
// set-up, play and the whole board. WARBOARD_REVIEW=1 runs it (ten minutes of software
// rendering on a loaded machine).
func TestGiantNapoleonShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("screenshots: run with WARBOARD_REVIEW=1")
	}
	views := []gametest.View{gametest.PhoneViews[0], gametest.PhoneViews[1],
		{Name: "tablet-768x1024@2x", V: render.View{W: 768, H: 1024, Scale: 2}},
		{Name: "desktop-1280x800@1x", V: render.View{W: 1280, H: 800, Scale: 1}}}
	for _, board := range []string{"16x16", "32x32"} {
		for _, pv := range views {
			playGiant(t, board, pv.Name, pv.V, 4, true)
		}
	}
}

// playGiant chooses board on the options screen, sets both armies up at random by taps and
// plays turns moves by taps, checking readability throughout; shots writes screenshots.
func playGiant(t *testing.T, board, view string, v render.View, turns int, shots bool) {
	t.Helper()
	name := "giant" + board + "-" + view
	screen := gametest.NewScreen(v)
	a := gametest.NewTestApp(t, v)
	shootA := func(what string) {
		if shots {
			gametest.ShootScreen(t, a, screen, name+"-"+what)
		}
	}
	a.GoTo("button:new", "newgame")
	giantSetUps(t, a, board, name, shootA)
	for n := 0; n < turns && a.SceneName() == "play"; n++ {
		checkGiantReadable(t, a, fmt.Sprintf("%s turn %d", name, n))
		before := len(gametest.RecordOf(t, a).Moves)
		tok := advanceAny(a, n)
		if a.SceneName() == "handover" {
			a.GoTo("button:ready", "play")
		}
		if mv := gametest.RecordOf(t, a).Moves; len(mv) <= before || !strings.Contains(strings.Join(gametest.Tokens(mv), " "), tok) {
			t.Fatalf("%s: %s was not played: %v", name, tok, gametest.Tokens(mv))
		}
	}
	if a.SceneName() != "play" {
		t.Fatalf("%s: the game left play early (%s)", name, a.SceneName())
	}
	shootA("play")
	if sc := gametest.MustNapoleon(a); shots && sc.Zoom().Active() && sc.ZoomState().Zoomed {
		a.Idle()
		a.Tap(input.Touch, widget.ZoomWholeTarget)
		shootA("whole")
	}
}

// checkGiantReadable: where the whole board's squares would be under a finger's size, the
// board is zoomed and every square in view is finger-sized and named where it shows.
func checkGiantReadable(t *testing.T, a *gametest.App, when string) {
	t.Helper()
	sc := gametest.MustNapoleon(a)
	if sc.ZoomState().Zoomed || sc.Geometry().Size < render.MinTarget {
		checkNapoleonZoomed(t, a, when)
	}
}

// advanceAny plays a forward move of the side to move by taps (from, to, end of turn),
// reading the tokens with the rules' own parser: on 24 files and more a point may start
// with x, the capture sign.
func advanceAny(a *gametest.App, n int) string {
	a.T.Helper()
	sc := gametest.MustNapoleon(a)
	pic := sc.Picture()
	b := napoleon.Board{W: pic.W, H: pic.H}
	south := pic.ToMove == napoleon.South
	best, gain := napoleon.Move{}, -100
	legal := a.LegalMoves()
	for j := range legal {
		m, err := napoleon.ParseMove(b, legal[(j+n)%len(legal)])
		if err != nil || m.IsPush() {
			continue
		}
		g := m.To.Rank() - m.From.Rank()
		if !south {
			g = -g
		}
		if m.Capture {
			g += 10
		}
		if g > gain {
			best, gain = m, g
		}
	}
	if gain == -100 {
		a.T.Fatalf("no move to play: %v", legal)
	}
	a.GoTo(best.From.String(), "play")
	a.GoTo(best.To.String(), "play")
	a.Idle()
	a.Tap(input.Touch, "button:endturn")
	return best.String()
}

// giantSetUps chooses board on the options screen (from New game's list) and sets both
// armies up at random by taps, up to play; shootA is called on the options and South's
// set-up.
func giantSetUps(t *testing.T, a *gametest.App, board, name string, shootA func(string)) {
	t.Helper()
	a.GoTo("button:napoleon", "options")
	if board == "16x16" {
		a.GoTo("option:board:16x16", "options")
	} else {
		a.GoTo("option:board:custom", "options")
		for i := 8; i < 32; i++ {
			a.GoTo("option:board-width:plus", "options")
			a.GoTo("option:board-height:plus", "options")
		}
	}
	shootA("options")
	a.GoTo("button:start", "handover")
	for _, seat := range []string{"S", "N"} {
		a.GoTo("button:ready", "setup")
		pic := gametest.MustNapoleon(a).Picture()
		if fmt.Sprintf("%dx%d", pic.W, pic.H) != board {
			t.Fatalf("%s: the game is on %dx%d", name, pic.W, pic.H)
		}
		checkGiantReadable(t, a, name+" set-up "+seat)
		if seat == "S" {
			shootA("setup")
		}
		a.GoTo("button:random", "setup")
		next := "handover"
		if seat == "N" {
			next = "play"
		}
		a.GoTo("button:done", next)
	}
}

// TestWholeBoardTapPicksOnesPiece: on a giant board on a phone, a tap on the whole board
// zooms in there; on one's own piece it also picks the piece (its moves shown), so a move
// is two taps from the whole board, not three. A tap on an empty square only zooms in.
func TestWholeBoardTapPicksOnesPiece(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.PhoneViews[0].V)
	a.GoTo("button:new", "newgame")
	giantSetUps(t, a, "16x16", "whole-board-tap", func(string) {})
	sc := gametest.MustNapoleon(a)
	whole := func() {
		t.Helper()
		if sc.ZoomState().Zoomed {
			a.Idle()
			a.Tap(input.Touch, widget.ZoomWholeTarget)
		}
		if !sc.Zoom().Active() || sc.ZoomState().Zoomed {
			t.Fatalf("no whole board to tap on (zoomable %v, zoomed %v)", sc.Zoom().Active(), sc.ZoomState().Zoomed)
		}
	}
	pic := sc.Picture()
	b := napoleon.Board{W: pic.W, H: pic.H}
	var from, empty napoleon.Square = napoleon.NoSquare, napoleon.NoSquare
	for _, tok := range a.LegalMoves() {
		if m, err := napoleon.ParseMove(b, tok); err == nil && !m.IsPush() && from == napoleon.NoSquare {
			from = m.From
		}
	}
	for _, q := range b.Squares() {
		if !pic.Pieces[q].Present && q.Rank() == pic.H/2 && empty == napoleon.NoSquare {
			empty = q
		}
	}

	whole()
	x, y := sc.Geometry().Centre(empty)
	a.Idle()
	a.TapAt(input.Point{X: x, Y: y})
	if !sc.ZoomState().Zoomed || sc.Picture().Selected != napoleon.NoSquare {
		t.Fatalf("a tap on an empty square of the whole board: zoomed %v, selected %v", sc.ZoomState().Zoomed, sc.Picture().Selected)
	}

	whole()
	x, y = sc.Geometry().Centre(from)
	a.Idle()
	a.TapAt(input.Point{X: x, Y: y})
	if !sc.ZoomState().Zoomed {
		t.Fatal("a tap on one's piece on the whole board did not zoom in")
	}
	if got := sc.Picture().Selected; got != from {
		t.Fatalf("a tap on one's piece %v on the whole board picked %v", from, got)
	}
	if q, ok := sc.SquareAt(sc.Geometry().Centre(from)); !ok || q != from {
		t.Fatalf("the piece picked is not in view once zoomed (%v, %v)", q, ok)
	}
}
