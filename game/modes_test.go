package game_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/junqiplay"
	"warboard/game/junqiscreen"
	"warboard/game/menu"
	"warboard/game/napoleonplay"
	"warboard/game/napoleonscreen"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// modeCase is one way of playing: the options tapped on the New game screen and how the
// game is driven to its end.
type modeCase struct {
	name     string
	game     setup.GameID
	options  []string // option targets tapped, in order
	wantTags []string // what the finished game's record must say (tags, options)
	lang     i18n.Lang
	view     render.View
	phone    bool // a big board played on a phone, zoomed: the tap helper brings points into view

	// End: "rules" plays until the rules end the game (the moves capped by maxMoves);
	// "resign" resigns through the game menu after endAfter moves (again at every turn on
	// the four-country board, where a seat that resigns is out and play goes on); "draw"
	// offers a draw after endAfter moves and every other seat accepts it.
	end      string
	endAfter int
	maxMoves int
	reasons  []string // the Result reasons the row may end with

	quiet    bool     // Junqi: never attack (to reach the no-capture draw)
	cannons  bool     // Napoleon: turn a cannon in every turn that has one
	pushes   bool     // Napoleon: prefer drum pushes when one is on offer
	setUps   []string // how the seats set up, in turn: Junqi random/layout/swap/keep, Napoleon random/tap
	terrain  []string // Napoleon: squares tapped in the terrain editor
	wantToks []string // record tokens the game must have played (a substring each)
	moments  []string // reloads only: the moments the game must have been reloaded at
}

// gameTag is the record's Game tag.
func (c modeCase) gameTag() string { return `[Game "` + string(c.game) + `"]` }

func (c modeCase) viewNow() render.View {
	if c.phone {
		return gametest.PhoneView
	}
	return c.view
}

// taps taps a stepper's − or + n times.
func taps(name, dir string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = "option:" + name + ":" + dir
	}
	return out
}

var junqiModes = []modeCase{
	{name: "junqi 2p open", game: setup.Junqi, lang: i18n.Zh, view: gametest.PhoneView,
		wantTags: gametest.Strs(`[Board "2p"]`, `[Mode "open"]`, "nocapture=70"),
		end:      "rules", maxMoves: 2000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		setUps: gametest.Strs("swap", "layout")},
	{name: "junqi 2p open secret deployment, hand-overs", game: setup.Junqi, lang: i18n.En, view: gametest.PhoneView,
		options:  gametest.Strs("option:secret-deploy", "option:hand-over"),
		wantTags: gametest.Strs(`[Mode "open"]`),
		end:      "resign", endAfter: 9, reasons: gametest.Strs("resign"), setUps: gametest.Strs("random", "keep")},
	{name: "junqi 2p dark battle-reveal", game: setup.Junqi, lang: i18n.Fr, view: gametest.PhoneView,
		options:  gametest.Strs("option:mode:dark", "option:battle-reveal"),
		wantTags: gametest.Strs(`[Mode "dark"]`, "battle-reveal"),
		end:      "rules", maxMoves: 2000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		setUps: gametest.Strs("layout", "swap")},
	{name: "junqi 2p dark, draw limit 10", game: setup.Junqi, lang: i18n.En, view: gametest.TabletView,
		options:  gametest.Opts(gametest.Strs("option:mode:dark"), taps("nocapture", "minus", 6)),
		wantTags: gametest.Strs(`[Mode "dark"]`, "nocapture=10"),
		end:      "rules", maxMoves: 60, quiet: true, reasons: gametest.Strs("nocapture"), setUps: gametest.Strs("keep", "random")},
	{name: "junqi 2p flip", game: setup.Junqi, lang: i18n.Zh, view: gametest.PhoneView,
		options:  gametest.Strs("option:mode:flip"),
		wantTags: gametest.Strs(`[Mode "flip"]`, `[Turn "?"]`),
		end:      "rules", maxMoves: 2000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		wantToks: gametest.Strs("@")},
	{name: "junqi 2p flip with hand-overs, draw agreed", game: setup.Junqi, lang: i18n.Fr, view: gametest.DesktopView,
		options:  gametest.Strs("option:mode:flip", "option:hand-over", "option:rank-numbers"),
		wantTags: gametest.Strs(`[Mode "flip"]`),
		end:      "draw", endAfter: 12, reasons: gametest.Strs("agreed")},
	{name: "junqi 2p open no draw limit, draw agreed", game: setup.Junqi, lang: i18n.Zh, view: gametest.DesktopView,
		options:  taps("nocapture", "minus", 7),
		wantTags: gametest.Strs("nocapture=0"),
		end:      "draw", endAfter: 6, reasons: gametest.Strs("agreed"), setUps: gametest.Strs("swap", "swap")},

	{name: "junqi 2v2 open", game: setup.Junqi, lang: i18n.En, view: gametest.TabletView, phone: true,
		options:  gametest.Strs("option:board:4p-teams"),
		wantTags: gametest.Strs(`[Board "4p"]`, `[Seats "S E N W"]`, `[Teams "SN EW"]`),
		end:      "rules", maxMoves: 4000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		setUps: gametest.Strs("random", "swap", "layout", "keep")},
	{name: "junqi 2v2 dark allies-see clockwise", game: setup.Junqi, lang: i18n.Zh, view: gametest.DesktopView,
		options:  gametest.Strs("option:board:4p-teams", "option:mode:dark", "option:allies-see", "option:turn-order:cw"),
		wantTags: gametest.Strs(`[Seats "S W N E"]`, `[Teams "SN EW"]`, "allies-see"),
		end:      "resign", endAfter: 8, reasons: gametest.Strs("resign", "flag", "nomoves"),
		setUps: gametest.Strs("keep", "random", "swap", "layout")},
	{name: "junqi 2v2 flip, board kept with South at the bottom", game: setup.Junqi, lang: i18n.Fr, view: gametest.TabletView,
		options:  gametest.Strs("option:board:4p-teams", "option:mode:flip"), // South stays down: the settings default at a shared table
		wantTags: gametest.Strs(`[Mode "flip"]`, `[Teams "SN EW"]`),
		end:      "rules", maxMoves: 4000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition")},
	{name: "junqi free-for-all open clockwise", game: setup.Junqi, lang: i18n.Fr, view: gametest.DesktopView,
		options:  gametest.Strs("option:board:4p-ffa", "option:turn-order:cw", "option:secret-deploy"),
		wantTags: gametest.Strs(`[Seats "S W N E"]`),
		end:      "rules", maxMoves: 4000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		setUps: gametest.Strs("layout", "keep", "random", "swap")},
	{name: "junqi free-for-all dark battle-reveal, draw agreed", game: setup.Junqi, lang: i18n.En, view: gametest.TabletView, phone: true,
		options:  gametest.Strs("option:board:4p-ffa", "option:mode:dark", "option:battle-reveal"),
		wantTags: gametest.Strs(`[Mode "dark"]`, "battle-reveal"),
		end:      "draw", endAfter: 10, reasons: gametest.Strs("agreed")},
	{name: "junqi free-for-all flip, draw limit 30", game: setup.Junqi, lang: i18n.Zh, view: gametest.DesktopView,
		options:  gametest.Opts(gametest.Strs("option:board:4p-ffa", "option:mode:flip"), taps("nocapture", "minus", 4)),
		wantTags: gametest.Strs(`[Mode "flip"]`, "nocapture=30"),
		end:      "rules", maxMoves: 4000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition")},
	{name: "junqi three players open", game: setup.Junqi, lang: i18n.En, view: gametest.DesktopView,
		options:  gametest.Strs("option:board:3p"),
		wantTags: gametest.Strs(`[Seats "S E N"]`),
		end:      "rules", maxMoves: 4000, reasons: gametest.Strs("flag", "nomoves", "nocapture", "repetition"),
		setUps: gametest.Strs("swap", "random", "layout")},
	{name: "junqi three players dark clockwise, resign", game: setup.Junqi, lang: i18n.Fr, view: gametest.TabletView, phone: true,
		options:  gametest.Strs("option:board:3p", "option:mode:dark", "option:turn-order:cw"),
		wantTags: gametest.Strs(`[Seats "S N E"]`, `[Mode "dark"]`),
		end:      "resign", endAfter: 5, reasons: gametest.Strs("resign", "flag", "nomoves")},
}

var napoleonModes = []modeCase{
	{name: "napoleon 8x8 by taps, to the target", game: setup.Napoleon, lang: i18n.En, view: gametest.PhoneView,
		wantTags: gametest.Strs(`[Board "8x8"]`, "target=4"),
		end:      "rules", maxMoves: 400, reasons: gametest.Strs("target", "nomoves"), setUps: gametest.Strs("tap", "tap")},
	{name: "napoleon 8x8 army 20, drums scare, drum push, cannons", game: setup.Napoleon, lang: i18n.Fr, view: gametest.PhoneView,
		options:  gametest.Opts(gametest.Strs("option:army:20", "option:drums-scare", "option:drum-push", "option:first:N"), taps("turnlimit", "plus", 15)),
		wantTags: gametest.Strs("target=5", "drums-scare", "drum-push", `[Turn "N"]`, "turnlimit=150"),
		end:      "rules", maxMoves: 400, reasons: gametest.Strs("target", "nomoves", "count", "turnlimit"), pushes: true, cannons: true,
		setUps: gametest.Strs("random", "tap")},
	{name: "napoleon 8x8 antique", game: setup.Napoleon, lang: i18n.Zh, view: gametest.DesktopView,
		options:  gametest.Strs("option:antique"),
		wantTags: gametest.Strs("antique"),
		end:      "rules", maxMoves: 400, reasons: gametest.Strs("target", "nomoves"), setUps: gametest.Strs("tap", "random")},
	{name: "napoleon 8x8 terrain editor, 16 of 20", game: setup.Napoleon, lang: i18n.Fr, view: gametest.PhoneView,
		options:  gametest.Strs("option:terrain:edit", "option:army:16of20", "option:first:S"),
		wantTags: gametest.Strs("[Terrain ", `[Turn "S"]`),
		terrain:  gametest.Strs("c4", "c4", "f5", "f5", "f5", "d5", "e4", "e4"),
		end:      "rules", maxMoves: 400, reasons: gametest.Strs("target", "nomoves"), cannons: true},
	{name: "napoleon 8x8 random map, turn limit, resign", game: setup.Napoleon, lang: i18n.Zh, view: gametest.PhoneView,
		options:  gametest.Opts(gametest.Strs("option:terrain:random"), taps("turnlimit", "plus", 5)),
		wantTags: gametest.Strs("[Terrain ", "turnlimit=50"),
		end:      "resign", endAfter: 7, reasons: gametest.Strs("resign", "target", "nomoves"), cannons: true},
	{name: "napoleon 10x10 army 30, preset map, turn limit 20", game: setup.Napoleon, lang: i18n.Zh, view: gametest.TabletView, phone: true,
		options:  gametest.Opts(gametest.Strs("option:board:10", "option:terrain:preset", "option:terrain-map:1"), taps("turnlimit", "plus", 2)),
		wantTags: gametest.Strs(`[Board "10x10"]`, "target=8", "turnlimit=20", "[Terrain "),
		end:      "rules", maxMoves: 40, reasons: gametest.Strs("target", "nomoves", "count", "turnlimit"), cannons: true},
	{name: "napoleon 10x10 army 16, target 6, draw offer", game: setup.Napoleon, lang: i18n.En, view: gametest.DesktopView,
		options:  gametest.Opts(gametest.Strs("option:board:10", "option:army:16"), taps("target", "plus", 2)),
		wantTags: gametest.Strs(`[Board "10x10"]`, "target=6"),
		end:      "draw", endAfter: 6, reasons: gametest.Strs("agreed", "count")},
	{name: "napoleon 15x15 middle low, 60 pieces, random map", game: setup.Napoleon, lang: i18n.En, view: gametest.DesktopView, phone: true,
		options:  gametest.Opts(gametest.Strs("option:board:15", "option:middle:low", "option:terrain:random"), taps("turnlimit", "plus", 3)),
		wantTags: gametest.Strs(`[Board "15x15"]`, "middle=low", "turnlimit=30", "target=15"),
		end:      "rules", maxMoves: 40, reasons: gametest.Strs("target", "nomoves", "count", "turnlimit"), cannons: true},
	{name: "napoleon 15x15 antique, middle neutral, resign", game: setup.Napoleon, lang: i18n.Zh, view: gametest.DesktopView,
		options:  gametest.Strs("option:board:15", "option:antique", "option:first:S"),
		wantTags: gametest.Strs(`[Board "15x15"]`, "middle=neutral", "antique", `[Turn "S"]`),
		end:      "resign", endAfter: 5, reasons: gametest.Strs("resign")},
	{name: "napoleon 15x15 middle high, free composition with an extra drum", game: setup.Napoleon, lang: i18n.Fr, view: gametest.TabletView,
		options: gametest.Opts(gametest.Strs("option:board:15", "option:middle:high", "option:army:free"), taps("army-size", "minus", 30),
			gametest.Strs("option:extra-drum")),
		wantTags: gametest.Strs(`[Board "15x15"]`, "middle=high"),
		end:      "draw", endAfter: 4, reasons: gametest.Strs("agreed", "count"), setUps: gametest.Strs("random", "random")},
}

// TestEveryModePlaysToTheEnd starts every kind of game the New game screen offers by taps,
// sets it up, plays it by tapping legal moves through the scenes (hand-overs, cannon turns,
// End turn, flips) until the result screen, and checks the result against the rules core.
func TestEveryModePlaysToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games")
	}
	reasons := map[string]int{}
	for i, c := range append(append([]modeCase{}, junqiModes...), napoleonModes...) {
		t.Run(c.name, func(t *testing.T) {
			d := newDriver(t, c, uint64(i))
			d.start()
			d.playToEnd()
			why := d.checkResult()
			reasons[string(c.game)+" "+why]++
			// And again: the rematch starts the same game afresh.
			d.press("button:rematch")
			if s := d.a.SceneName(); !gameScenes[s] || s == "result" {
				t.Fatalf("the rematch opens the %q screen", s)
			}
			if rec := gametest.RecordOf(t, d.a); len(rec.Moves) > 0 || !strings.Contains(d.a.Record(), c.gameTag()) {
				t.Fatalf("the rematch starts as\n%s", d.a.Record())
			}
		})
	}
	t.Logf("results: %v", reasons)
}

// driver plays a game through the app's scenes as a player would, by taps.
type driver struct {
	t   *testing.T
	a   *gametest.App
	c   modeCase
	dev input.Device
	rng *rand.Rand

	moves, setUps int
	offered       bool
	gaveUp        bool // the rules did not end the game within maxMoves: resign
	menuShown     bool // the game menu was opened (and closed) once early in the game

	// reload: after every action build a fresh app over the same storage (a page reload
	// or a restart), check that it shows the same, and play on with it.
	reload          bool
	reloads         int
	handOverReloads int
	covered         int            // reloads that came back behind a covering hand-over
	moments         map[string]int // reloads by the moment they came at
	menuTaps        []string       // the game menu's taps since it was opened, replayed after a reload
}

func newDriver(t *testing.T, c modeCase, seed uint64) *driver {
	dev := input.Touch
	if c.viewNow().Scale == 1 {
		dev = input.Mouse // a desktop is played with the mouse
	}
	return &driver{t: t, c: c, dev: dev, rng: rand.New(rand.NewPCG(seed, 7))}
}

// start opens the app, picks the language in the settings, and starts the game from the
// New game screen with the row's options.
func (d *driver) start() {
	t, c := d.t, d.c
	t.Helper()
	d.a = gametest.NewTestApp(t, c.viewNow())
	d.press("button:settings")
	d.press("option:language:" + c.lang.Code())
	d.press("button:back")
	if got := d.a.Shared().Text.Lang(); got != c.lang {
		t.Fatalf("language %v after choosing %v", got, c.lang)
	}
	d.press("button:new")
	d.press("button:" + string(c.game))
	for _, o := range c.options {
		d.press(o)
	}
	d.a.Reveal("option:board")
	d.press("button:start")
}

// press taps a named target with the row's device: one action of a player.
func (d *driver) press(target string) {
	d.t.Helper()
	a := d.a
	a.Idle()
	a.Reveal(target)
	a.Tap(d.dev, target)
	d.checkSecrets(target)
	if d.reload {
		d.reloadNow(target)
	}
}

// checkSecrets checks that the board on screen shows no more than its seat may know: a
// Junqi play screen exactly the referee's view of the seat, a secret deployment only the
// deploying seat's pieces, a hand-over no board.
func (d *driver) checkSecrets(after string) {
	t, a := d.t, d.a
	t.Helper()
	switch a.SceneName() {
	case "handover":
		if a.Shown() != "" {
			t.Fatalf("after %s the hand-over shows a board: %s", after, a.Shown())
		}
	case "deploy":
		g := gametest.JunqiGameOf(t, a)
		if g.Session().Config().Mode != junqi.Dark && !g.Session().Options().SecretDeploy {
			return
		}
		me := g.Picture().Deploying.String()
		for _, it := range strings.Fields(a.Shown()) {
			if _, v, _ := strings.Cut(it, "="); !strings.HasPrefix(v, me) {
				t.Fatalf("after %s %s's secret deployment shows %s", after, me, it)
			}
		}
	case "play":
		if d.c.game != setup.Junqi {
			return
		}
		g := gametest.JunqiGameOf(t, a)
		m, err := junqi.FromRecord(g.Session().Record())
		if err != nil {
			t.Fatalf("after %s the record does not replay: %v", after, err)
		}
		want, err := m.View(g.Picture().Seat.String())
		if err != nil {
			t.Fatal(err)
		}
		if got := a.Shown(); got != want {
			t.Fatalf("after %s %v's screen shows\n %s\nbut it may know only\n %s", after, g.Picture().Seat, got, want)
		}
	}
}

// inMenu taps game-menu items, remembering them so a reload can open the menu again.
func (d *driver) inMenu(items ...string) {
	d.t.Helper()
	d.menuTaps = []string{"button:gamemenu"}
	d.press("button:gamemenu")
	for i, it := range items {
		if i == len(items)-1 {
			d.menuTaps = nil // the last one closes the menu
		} else {
			d.menuTaps = append(d.menuTaps, it)
		}
		d.press(it)
	}
}

// playToEnd plays until the result screen.
func (d *driver) playToEnd() {
	t, c := d.t, d.c
	t.Helper()
	for steps := 0; d.a.SceneName() != "result"; steps++ {
		if steps > 4*c.maxMoves+800 {
			t.Fatalf("no end after %d moves (scene %q):\n%s", d.moves, d.a.SceneName(), d.a.Record())
		}
		if c.end == "rules" && d.moves == c.maxMoves && !d.gaveUp {
			// Random play can wander without end where the rules set no limit (a
			// Napoleon game without a turn limit): end it by resigning instead.
			t.Logf("no end by the rules after %d moves: resigning", d.moves)
			d.gaveUp = true
		}
		switch s := d.a.SceneName(); s {
		case "handover":
			seat := d.handOverSeat()
			d.press("button:ready")
			if got := d.screenSeat(); got != seat && d.a.SceneName() != "handover" {
				t.Fatalf("the hand-over called %s, then %s's screen showed", seat, got)
			}
		case "deploy":
			d.deployJunqi()
		case "terrain":
			for _, q := range c.terrain {
				d.press(q)
			}
			d.press("button:done")
		case "setup":
			d.setUpNapoleon()
		case "play":
			switch {
			case d.a.Visible("button:accept"):
				d.press("button:accept")
			case !d.menuShown && d.moves >= 2 && slices.Contains(c.moments, "menu open"):
				// The menu is opened before the game's end too: the random layouts can end
				// the game (a flag taken) before the resignation or offer that opens it.
				d.menuShown = true
				d.inMenu("menu:close")
			case c.end == "resign" && d.moves >= c.endAfter || d.gaveUp:
				d.inMenu("menu:resign", "menu:confirm")
			case c.end == "draw" && d.moves >= c.endAfter && !d.offered:
				d.offered = true
				d.inMenu("menu:draw")
			case c.game == setup.Junqi:
				d.junqiMove()
				d.moves++
			default:
				d.napoleonTurn()
				d.moves++
			}
		default:
			t.Fatalf("play reached the %q screen", s)
		}
	}
}

func (d *driver) handOverSeat() string {
	d.a.Lock()
	defer d.a.Unlock()
	return d.a.Scene().(*menu.HandOver).Seat()
}

// screenSeat is the seat whose board shows: deploying, setting up, to move or answering.
func (d *driver) screenSeat() string {
	if j, ok := junqiscreen.ProbeOf(d.a.Scene()); ok {
		return j.Picture().Seat.String()
	}
	if n, ok := napoleonscreen.ProbeOf(d.a.Scene()); ok {
		return n.Picture().Seat.String()
	}
	return ""
}

// setUpWay is how the next seat sets up.
func (d *driver) setUpWay(ways ...string) string {
	list := d.c.setUps
	if len(list) == 0 {
		list = ways
	}
	w := list[d.setUps%len(list)]
	d.setUps++
	return w
}

func (d *driver) junqiPic() junqiplay.Picture { return gametest.JunqiGameOf(d.t, d.a).Picture() }

// deployJunqi sets one seat's deployment up and taps Done.
func (d *driver) deployJunqi() {
	t := d.t
	t.Helper()
	seat := d.junqiPic().Deploying
	switch d.setUpWay("random", "swap", "layout", "keep") {
	case "random":
		before := d.a.Shown()
		d.press("button:random")
		if d.a.Shown() == before {
			t.Errorf("Random left %v's layout as it was", seat)
		}
	case "layout":
		d.press("layout:" + junqi.Layouts[d.rng.IntN(len(junqi.Layouts))].Name)
	case "swap":
		d.swapPieces(2)
	}
	for _, it := range strings.Fields(d.a.Shown()) {
		if _, v, _ := strings.Cut(it, "="); !strings.HasPrefix(v, seat.String()) && gametest.JunqiGameOf(t, d.a).Session().Options().SecretDeploy {
			t.Fatalf("%v's secret deployment shows %s", seat, it)
		}
	}
	d.press("button:done")
}

// swapPieces swaps n pairs of the deploying seat's pieces by tapping one and then one of the
// points it may go to.
func (d *driver) swapPieces(n int) {
	pic := d.junqiPic()
	board := junqi.BoardOf(pic.Board)
	var mine []junqi.Point
	for q, pc := range pic.Pieces {
		if q < board.N && pc.Present && pc.Seat == pic.Deploying {
			mine = append(mine, junqi.Point(q))
		}
	}
	d.rng.Shuffle(len(mine), func(i, j int) { mine[i], mine[j] = mine[j], mine[i] })
	for _, q := range mine {
		if n == 0 {
			return
		}
		d.press(board.Name(q))
		pic = d.junqiPic()
		if pic.Selected != q {
			d.t.Fatalf("tapping %s selected %v", board.Name(q), pic.Selected)
		}
		if len(pic.Targets) == 0 {
			d.press(board.Name(q)) // nowhere to go: put it back
			continue
		}
		to := pic.Targets[d.rng.IntN(len(pic.Targets))].Point
		a, b := gametest.PieceAt(d.a.Shown(), board.Name(q)), gametest.PieceAt(d.a.Shown(), board.Name(to))
		d.press(board.Name(to))
		if gametest.PieceAt(d.a.Shown(), board.Name(q)) != b || gametest.PieceAt(d.a.Shown(), board.Name(to)) != a {
			d.t.Fatalf("tapping %s then %s did not swap them: %s", board.Name(q), board.Name(to), d.a.Shown())
		}
		n--
	}
}

// junqiMove plays one action by taps: an attack when there is one (unless the row plays
// quietly), else any move or flip.
func (d *driver) junqiMove() {
	legal := d.a.LegalMoves()
	if len(legal) == 0 {
		d.t.Fatalf("the play screen offers no move:\n%s", d.a.Record())
	}
	var attacks, quiet []string
	for _, m := range legal {
		if strings.Contains(m, "x") {
			attacks = append(attacks, m)
		} else {
			quiet = append(quiet, m)
		}
	}
	pool := legal
	switch {
	case d.c.quiet && len(quiet) > 0:
		pool = quiet
	case !d.c.quiet && len(attacks) > 0 && d.rng.IntN(4) > 0:
		pool = attacks
	}
	tok := pool[d.rng.IntN(len(pool))]
	n := len(gametest.RecordOf(d.t, d.a).Moves)
	if strings.HasPrefix(tok, "@") {
		d.press(tok[1:])
	} else {
		i := strings.IndexAny(tok, "-x")
		d.press(tok[:i])
		d.press(tok[i+1:])
	}
	mv := gametest.RecordOf(d.t, d.a).Moves
	if len(mv) != n+1 || mv[n].Text != tok {
		d.t.Fatalf("tapping %s played %v", tok, mv[n:])
	}
}

func (d *driver) napoleonScreen() *napoleonscreen.Probe {
	d.t.Helper()
	s, ok := gametest.NapoleonOf(d.a)
	if !ok {
		d.t.Fatalf("the %q screen is not a Napoleon board", d.a.SceneName())
	}
	return s
}

// setUpNapoleon sets one seat's army up (Random, or piece by piece from the reserve) and
// taps Done.
func (d *driver) setUpNapoleon() {
	t := d.t
	t.Helper()
	switch d.setUpWay("random", "tap") {
	case "random":
		d.press("button:random")
	case "tap":
		for tries := 0; d.napoleonScreen().Picture().ReserveLeft > 0; tries++ {
			if tries > 400 {
				t.Fatalf("placing by taps got stuck: %s", d.a.Shown())
			}
			pic := d.napoleonScreen().Picture()
			kind := napoleon.NoKind
			for _, it := range pic.Reserve {
				if it.Count > 0 {
					kind = it.Kind
					break
				}
			}
			if pic.ReservePick != kind {
				d.press("reserve:" + string(kind.Letter()))
			}
			q := d.freeSetUpSquare(tries)
			left := pic.ReserveLeft
			d.press(q.String())
			if got := d.napoleonScreen().Picture(); got.ReserveLeft != left-1 && d.napoleonScreen().Message() == "" {
				t.Fatalf("placing %c on %s: %d left (was %d), and no reason given", kind.Letter(), q, got.ReserveLeft, left)
			}
		}
	}
	if left := d.napoleonScreen().Picture().ReserveLeft; left != 0 {
		t.Fatalf("%d pieces left to place after the set-up", left)
	}
	d.press("button:done")
}

// freeSetUpSquare is an empty square of the setting-up seat's zone, the skip-th one from its
// back rank (a refused square is skipped the next time).
func (d *driver) freeSetUpSquare(skip int) napoleon.Square {
	pic := d.napoleonScreen().Picture()
	var free []napoleon.Square
	for r := 0; r < pic.Zones[pic.Seat]; r++ {
		rank := r
		if pic.Seat == napoleon.North {
			rank = pic.H - 1 - r
		}
		for f := 0; f < pic.W; f++ {
			q := napoleon.SquareAt(f, rank)
			if !pic.Pieces[q].Present {
				free = append(free, q)
			}
		}
	}
	if len(free) == 0 {
		d.t.Fatalf("no free square in %v's zone: %s", pic.Seat, d.a.Shown())
	}
	return free[skip%len(free)]
}

// napoleonTurn plays one turn by taps: a capture if there is one, else the move that goes
// furthest forward (a drum push first where the row wants them), then a cannon turn where
// the row wants them, then End turn.
func (d *driver) napoleonTurn() {
	t := d.t
	t.Helper()
	pic := d.napoleonScreen().Picture()
	south := pic.ToMove == napoleon.South
	legal := d.a.LegalMoves()
	if len(legal) == 0 {
		t.Fatalf("the play screen offers no move:\n%s", d.a.Record())
	}
	off := d.rng.IntN(len(legal))
	best, gain := "", -1000
	for j := range legal {
		tok := legal[(j+off)%len(legal)]
		from, to, _ := splitNapoleonMove(tok)
		g := rankOf(to) - rankOf(from)
		if !south {
			g = -g
		}
		if strings.Contains(tok, "x") {
			g += 10
		}
		if strings.Contains(tok, "/") {
			g -= 5
			if d.c.pushes {
				g += 30
			}
		}
		if g > gain {
			best, gain = tok, g
		}
	}
	from, to, landing := splitNapoleonMove(best)
	d.press(from)
	d.press(to)
	if landing != "" {
		if got := d.napoleonScreen().Picture().PushLandings; len(got) == 0 {
			t.Fatalf("after %s-%s no landing square is offered for the push", from, to)
		}
		d.press(landing)
	}
	if !d.napoleonScreen().Picture().Moved {
		t.Fatalf("tapping %s did not make the move: %s", best, d.napoleonScreen().Message())
	}
	if d.c.cannons {
		d.turnACannon()
	}
	n := len(gametest.RecordOf(t, d.a).Moves)
	d.press("button:endturn")
	mv := gametest.RecordOf(t, d.a).Moves
	if len(mv) <= n || mv[n].Text != best {
		t.Fatalf("ending the turn of %s recorded %v", best, mv[min(n, len(mv)):])
	}
}

func splitNapoleonMove(tok string) (from, to, landing string) {
	i := strings.IndexAny(tok, "-x")
	to, landing, _ = strings.Cut(tok[i+1:], "/")
	return tok[:i], to, landing
}

// turnACannon turns one of the mover's cannons a step with its facing handles after the
// move: the cannon that moved (it stays selected), else another one, tapped first.
func (d *driver) turnACannon() {
	pic := d.napoleonScreen().Picture()
	q := pic.Selected
	if q == napoleon.NoSquare || !pic.TurnCannon {
		// A cannon that did not move.
		q = napoleon.NoSquare
		for i, pc := range pic.Pieces {
			if pc.Present && pc.Side == pic.ToMove && pc.Kind == napoleon.Cannon {
				q = napoleon.Square(i)
				break
			}
		}
		if q == napoleon.NoSquare {
			return
		}
		d.press(q.String())
	}
	pic = d.napoleonScreen().Picture()
	if !pic.TurnCannon || pic.Selected != q {
		d.t.Fatalf("the cannon on %s after the move shows no facing handles (selected %v, msg %q)", q, pic.Selected, d.napoleonScreen().Message())
	}
	// Another facing whose handle shows (a handle that would cover the cannon is left out).
	var faces []napoleon.Dir
	for f := napoleon.Dir(0); f < 8; f++ {
		if f != pic.Pieces[q].Facing && d.a.Visible(q.String()+">"+f.String()) {
			faces = append(faces, f)
		}
	}
	if len(faces) == 0 {
		d.t.Fatalf("the cannon on %s shows no facing handle to turn it", q)
	}
	face := faces[d.rng.IntN(len(faces))]
	d.press(q.String() + ">" + face.String())
	if got := d.napoleonScreen().Picture().Pieces[q].Facing; got != face {
		d.t.Fatalf("tapping the handle %s>%s left the cannon facing %v", q, face, got)
	}
}

// checkResult checks the result screen: the record parses with the rules core, which
// agrees with its Result tag; the title and the reason say the same; the final board shows
// every piece as it stands. It returns the Result's reason.
func (d *driver) checkResult() string {
	t, a, c := d.t, d.a, d.c
	t.Helper()
	gametest.WantScene(t, a, "result")
	if a.Shared().Model.Active() {
		t.Error("the finished game can still be continued")
	}
	rec := gametest.RecordOf(t, a)
	res, ok := rec.Tag("Result")
	if !ok {
		t.Fatalf("the finished game's record has no Result:\n%s", a.Record())
	}
	var truth, position string
	switch c.game {
	case setup.Junqi:
		m, err := junqi.FromRecord(rec)
		if err != nil {
			t.Fatalf("junqi refuses the record: %v\n%s", err, a.Record())
		}
		truth, position = m.Result(), strings.ReplaceAll(m.Position(), "*", "")
	case setup.Napoleon:
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			t.Fatalf("napoleon refuses the record: %v\n%s", err, a.Record())
		}
		truth, position = m.Result(), m.Position()
	}
	if truth != res {
		t.Errorf("[Result %q], but the rules core replays the record to %q", res, truth)
	}
	r := a.Scene().(*menu.Result)
	board, ok := r.Info().Board.(interface{ Shown() string })
	if !ok {
		t.Fatal("the result screen shows no board")
	}
	if got := board.Shown(); got != position || strings.Contains(got, "?") {
		t.Errorf("the final board shows\n %s\nbut the pieces stand\n %s", got, position)
	}
	seats, _ := rec.Tag("Seats")
	if seats == "" {
		seats = "S N"
	}
	if err := resultWords(c.lang, r.Info().Title, r.Info().Reason, res, strings.ReplaceAll(seats, " ", "")); err != nil {
		t.Error(err)
	}
	why := res[strings.LastIndex(res, " ")+1:]
	found := d.gaveUp && why == "resign"
	for _, w := range c.reasons {
		found = found || w == why
	}
	if !found {
		t.Errorf("the game ended by %q, want one of %v:\n%s", res, c.reasons, a.Record())
	}
	for _, want := range c.wantTags {
		if !strings.Contains(a.Record(), want) {
			t.Errorf("the record lacks %s:\n%s", want, a.Record())
		}
	}
	for _, tok := range c.wantToks {
		if !strings.Contains(gametest.MovesOf(a.Record()), tok) {
			t.Errorf("the game played no %q", tok)
		}
	}
	if c.cannons && d.moves > 2 && !strings.Contains(gametest.MovesOf(a.Record()), ">") {
		t.Errorf("no cannon turn in the record:\n%s", a.Record())
	}
	t.Logf("%s after %d moves: %s — %s", res, d.moves, r.Info().Title, r.Info().Reason)
	return why
}

// resultWords checks that the result screen's title and reason, in lang, say what the
// Result tag says: who won (or a draw), why, and for a loss who lost.
func resultWords(lang i18n.Lang, title, reason, tag, seats string) error {
	p := i18n.NewPrinter(lang)
	who, why, ok := strings.Cut(tag, " ")
	if !ok {
		return fmt.Errorf("[Result %q] is not \"<who> <why>\"", tag)
	}
	name := func(c byte) string { return widget.SeatName(p, c) }
	var want string
	switch {
	case who == "draw":
		want = p.T(i18n.ResultDraw)
	case len(who) == 1:
		want = p.T(i18n.WinnerSeat, name(who[0]))
	case len(who) == 2:
		want = p.T(i18n.WinnerTeam, name(who[0]), name(who[1]))
	}
	if title != want {
		return fmt.Errorf("[Result %q] in %v: the title says %q, want %q", tag, lang, title, want)
	}
	losers := 0
	for i := 0; i < len(seats); i++ {
		if !strings.ContainsRune(who, rune(seats[i])) {
			losers++
		}
	}
	if why == "resign" {
		losers = 1
	}
	key, ok := i18n.ReasonOf(why, losers)
	if !ok {
		return fmt.Errorf("[Result %q]: no words for %q", tag, why)
	}
	m := templateRE(i18n.Text(lang, key)).FindStringSubmatch(reason)
	if m == nil {
		return fmt.Errorf("[Result %q] in %v: the reason %q does not say %q", tag, lang, reason, i18n.Text(lang, key))
	}
	switch why {
	case "flag", "nomoves", "resign":
		var losers []string
		for i := 0; i < len(seats); i++ {
			if !strings.ContainsRune(who, rune(seats[i])) {
				losers = append(losers, name(seats[i]))
			}
		}
		named := 0
		for _, l := range losers {
			if strings.Contains(m[1], l) {
				named++
			}
		}
		if named == 0 || why != "resign" && named != len(losers) {
			return fmt.Errorf("[Result %q] in %v: the reason %q names %q, want the losers %v", tag, lang, reason, m[1], losers)
		}
	}
	return nil
}

// templateRE matches a catalogue text with any values in its %s and %d.
func templateRE(s string) *regexp.Regexp {
	q := regexp.QuoteMeta(s)
	q = strings.ReplaceAll(q, "%s", "(.+?)")
	q = strings.ReplaceAll(q, "%d", `(\d+)`)
	return regexp.MustCompile(q)
}

// --- Reloads ---------------------------------------------------------------------------

// screenLook is what a screen shows, as far as a reload must keep it.
type screenLook struct {
	scene, record, shown string
	seat                 string // a hand-over's seat
	pic                  any    // the controller's picture: selection, targets, turn being built
}

func lookOf(a *gametest.App) screenLook {
	l := screenLook{scene: a.SceneName(), record: a.Record(), shown: a.Shown()}
	a.Lock()
	defer a.Unlock()
	if j, ok := junqiscreen.ProbeOf(a.Scene()); ok {
		l.pic = j.Session().Picture()
	}
	if n, ok := napoleonscreen.ProbeOf(a.Scene()); ok {
		l.pic = n.Session().Picture()
	}
	switch s := a.Scene().(type) {
	case *menu.HandOver:
		l.seat = s.Seat()
	case *menu.Result:
		if b, ok := s.Info().Board.(interface{ Shown() string }); ok {
			l.shown = b.Shown()
		}
		l.seat = s.Info().Title + " — " + s.Info().Reason
	}
	return l
}

// gameScenes are the screens of a game in progress or just ended.
var gameScenes = map[string]bool{"deploy": true, "handover": true, "play": true, "terrain": true, "setup": true, "result": true}

// reloadNow builds a fresh app over the same storage, as a page reload or a restart does,
// resumes the game as a player would (Continue), checks it shows what the old one showed,
// and plays on with it.
func (d *driver) reloadNow(after string) {
	t := d.t
	t.Helper()
	before := lookOf(d.a)
	if !gameScenes[before.scene] {
		return
	}
	b := gametest.NewTestAppOn(t, d.a.View(), d.a.Store, platform.NewFolder(""))
	if b.SceneName() == "menu" && b.Visible("button:continue") {
		b.Idle()
		b.Tap(d.dev, "button:continue")
	}
	got := lookOf(b)
	where := fmt.Sprintf("reload after %s (on %q, move %d)", after, before.scene, d.moves)
	if jp, ok := before.pic.(junqiplay.Picture); ok && got.scene == "handover" && before.scene != "handover" {
		// A Junqi screen with secrets comes back behind a hand-over to its own seat (the
		// device may have changed hands); Ready shows it again as it was left.
		if got.shown != "" || got.seat != jp.Seat.String() {
			t.Fatalf("%s: the covering hand-over calls %q and shows %q, want %v and no board", where, got.seat, got.shown, jp.Seat)
		}
		b.Idle()
		b.Tap(d.dev, "button:ready")
		got = lookOf(b)
		d.covered++
	}
	if got.scene != before.scene {
		t.Fatalf("%s: the reloaded app shows %q, want %q", where, got.scene, before.scene)
	}
	if got.record != before.record {
		t.Fatalf("%s: the record\n%s\nwant\n%s", where, got.record, before.record)
	}
	if got.shown != before.shown {
		t.Fatalf("%s: the board shows\n %s\nwant\n %s", where, got.shown, before.shown)
	}
	if got.seat != before.seat {
		t.Fatalf("%s: %q, want %q", where, got.seat, before.seat)
	}
	if !reflect.DeepEqual(got.pic, before.pic) {
		t.Fatalf("%s: the screen's picture\n %+v\nwant\n %+v", where, got.pic, before.pic)
	}
	d.countMoment(before)
	if before.scene == "handover" {
		d.handOverReloads++
		if got.shown != "" {
			t.Fatalf("%s: the reloaded hand-over shows a board: %s", where, got.shown)
		}
	}
	d.reloads++
	d.a = b
	// The game menu is not part of the game: open it again, as the player would.
	for _, m := range d.menuTaps {
		b.Idle()
		b.Tap(d.dev, m)
	}
}

// countMoment files a reload under the moments it came at.
func (d *driver) countMoment(l screenLook) {
	if d.moments == nil {
		d.moments = map[string]int{}
	}
	d.moments[l.scene]++
	if len(d.menuTaps) > 0 {
		d.moments["menu open"]++
	}
	switch p := l.pic.(type) {
	case junqiplay.Picture:
		if p.Selected != junqi.NoPoint {
			d.moments["selected"]++
		}
		if p.Phase == junqiplay.DrawOffer {
			d.moments["draw offer"]++
		}
	case napoleonplay.Picture:
		if p.Selected != napoleon.NoSquare {
			d.moments["selected"]++
		}
		if p.Moved {
			d.moments["mid-turn"]++
		}
		if len(p.PushLandings) > 0 {
			d.moments["push landing"]++
		}
		if len(p.Pending) > 0 {
			d.moments["cannon turned"]++
		}
		if p.DrawOffer {
			d.moments["draw offer"]++
		}
	}
}

// TestReloadAtAnyMoment plays games with a reload after every action — mid-deployment, at
// each hand-over, with a piece selected, mid-turn before End turn, with the game menu
// open, at a draw offer, at the result — and checks each reload shows the very same screen
// (a hand-over, never the next seat's board), then plays on with the reloaded app.
func TestReloadAtAnyMoment(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games with a reload after every tap")
	}
	cases := []modeCase{
		{name: "junqi 2p dark, hand-overs", game: setup.Junqi, lang: i18n.Fr, view: gametest.PhoneView,
			options: gametest.Strs("option:mode:dark", "option:battle-reveal"),
			end:     "resign", endAfter: 24, reasons: gametest.Strs("resign", "flag", "nomoves"), setUps: gametest.Strs("swap", "random"),
			moments: gametest.Strs("deploy", "handover", "play", "selected", "menu open", "result")},
		{name: "junqi four-country flip, draw agreed", game: setup.Junqi, lang: i18n.Zh, view: gametest.TabletView, phone: true,
			options: gametest.Strs("option:board:4p-teams", "option:mode:flip", "option:hand-over"),
			end:     "draw", endAfter: 16, reasons: gametest.Strs("agreed", "flag", "nomoves"),
			moments: gametest.Strs("handover", "play", "menu open", "draw offer", "result")},
		{name: "napoleon terrain editor, cannon turns, turn limit", game: setup.Napoleon, lang: i18n.En, view: gametest.PhoneView,
			options: gametest.Opts(gametest.Strs("option:terrain:edit", "option:drum-push"), taps("turnlimit", "plus", 2)),
			terrain: gametest.Strs("c4", "c4", "f5", "d5"),
			end:     "rules", maxMoves: 40, reasons: gametest.Strs("target", "nomoves", "count", "turnlimit"),
			cannons: true, pushes: true, setUps: gametest.Strs("tap", "random"),
			moments: gametest.Strs("terrain", "setup", "handover", "play", "selected", "mid-turn", "cannon turned", "result")},
	}
	// And every mode of the table once more, reloading after every action too.
	cases = append(cases, junqiModes...)
	cases = append(cases, napoleonModes...)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := newDriver(t, c, uint64(100+i))
			d.reload = true
			d.start()
			d.playToEnd()
			d.checkResult()
			d.reloadNow("the end") // and once more on the result screen
			d.checkResult()
			if d.handOverReloads == 0 && (c.game == setup.Napoleon || strings.Contains(c.name, "dark")) {
				t.Error("no reload at a hand-over")
			}
			if d.covered == 0 && c.game == setup.Junqi && strings.Contains(c.name, "dark") {
				t.Error("no reload on a dark screen came back behind a hand-over")
			}
			for _, m := range c.moments {
				if d.moments[m] == 0 {
					t.Errorf("no reload %s; reloads came at %v", m, d.moments)
				}
			}
			t.Logf("%d reloads: %v", d.reloads, d.moments)
		})
	}
}

// TestTappingTheSelectedCannonPutsItDown: after the move, a tap on another cannon selects it
// and shows its facing handles; a second tap on it puts it down again, wherever it stands.
func TestTappingTheSelectedCannonPutsItDown(t *testing.T) {
	dir := t.TempDir()
	rec := "[Game \"napoleon\"]\n[Board \"8x8\"]\n[Position \"a1=SG h1=SK>N a2=SK>N d2=SI e7=NI h8=NG\"]\n"
	if err := os.WriteFile(filepath.Join(dir, "cannon.txt"), []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	a := gametest.NewTestAppOn(t, gametest.PhoneView, storage.NewMemStore(), platform.NewFolder(dir))
	a.GoTo("button:load", "load")
	a.GoTo("record:cannon.txt", "play")
	a.GoTo("d2", "play")
	a.GoTo("d3", "play")
	for _, q := range []string{"h1", "a2"} {
		a.GoTo(q, "play")
		pic := gametest.MustNapoleon(a).Picture()
		if !pic.TurnCannon || pic.Selected.String() != q {
			t.Fatalf("tapping the cannon on %s selected %v (handles %v)", q, pic.Selected, pic.TurnCannon)
		}
		a.GoTo(q, "play")
		pic = gametest.MustNapoleon(a).Picture()
		if pic.Selected != napoleon.NoSquare || len(pic.Pending) > 0 {
			t.Errorf("a second tap on the cannon on %s left %v selected and turned %v", q, pic.Selected, pic.Pending)
		}
	}
}

// TestRestartAtTheResultShowsIt: a game that ended stays in the autosave until the player
// leaves its result, so a reload (or a restart) there opens on the result again, with the
// final board; once left, a restart opens on the menu with nothing to continue.
func TestRestartAtTheResultShowsIt(t *testing.T) {
	a := gametest.StartJunqiTest(t, gametest.TabletView)
	a.DeployAll()
	a.PlaySome(3, true)
	a.GoTo("button:gamemenu", "play")
	a.GoTo("menu:resign", "play")
	a.GoTo("menu:confirm", "result")
	want := lookOf(a)

	b := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	if got := lookOf(b); got.scene != "result" || got.seat != want.seat || got.shown != want.shown || got.record != want.record {
		t.Fatalf("after a restart at the result: %+v\nwant %+v", got, want)
	}
	b.GoTo("button:menu", "menu")
	c := gametest.NewTestAppOn(t, a.View(), a.Store, platform.NewFolder(""))
	if c.SceneName() != "menu" || c.Visible("button:continue") {
		t.Fatalf("after leaving the result a restart opens on %q (Continue %v)", c.SceneName(), c.Visible("button:continue"))
	}

	// A game without a play controller's session (the model alone) comes back the same way.
	store := storage.NewMemStore()
	m := scene.NewModel(store)
	m.Start(setup.Default(setup.Napoleon))
	m.Finish("South wins")
	d := gametest.NewTestAppOn(t, a.View(), store, platform.NewFolder(""))
	if d.SceneName() != "result" || !strings.Contains(d.Scene().(*menu.Result).Info().Reason, "South wins") {
		t.Fatalf("a finished model reopens on %q", d.SceneName())
	}
}

// rankOf is the rank number of a square name ("d12" is 12).
func rankOf(square string) int {
	n, _ := strconv.Atoi(square[1:])
	return n
}
