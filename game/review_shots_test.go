package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
)

// TestReviewShots leaves every play screen of both games — deployments, the terrain editor,
// set-up, play, the game menu, the draw offer, hand-over and result — in every language at
// every review size in the artefacts directory ("review-<screen>-<lang>-<size>.png"), for a
// person to look over, and checks every button it names is on screen and finger-sized. It
// takes minutes, so it runs only when asked: WARBOARD_REVIEW=1; WARBOARD_REVIEW_ONLY=phone-360,zh
// narrows it to the sizes and languages whose names hold one of the words.
func TestReviewShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("the review screenshots take minutes: run with WARBOARD_REVIEW=1")
	}
	only := strings.Split(os.Getenv("WARBOARD_REVIEW_ONLY"), ",")
	// wanted: a name one of the words names, or any name of a kind no word names.
	wanted := func(name string, kind []string) bool {
		hits := func(n string) bool {
			for _, w := range only {
				if w != "" && strings.Contains(n, w) {
					return true
				}
			}
			return false
		}
		if hits(name) {
			return true
		}
		for _, n := range kind {
			if hits(n) {
				return false
			}
		}
		return true
	}
	var sizes, langs []string
	for _, sv := range shotViews {
		sizes = append(sizes, sv.name)
	}
	for _, l := range i18n.Langs() {
		langs = append(langs, l.Code())
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range shotViews {
		if !wanted(sv.name, sizes) {
			continue
		}
		screen := newScreen(sv.v)
		for _, lang := range i18n.Langs() {
			if !wanted(lang.Code(), langs) {
				continue
			}
			shoot := func(a *testApp, name string, targets ...string) {
				t.Helper()
				for _, tg := range targets {
					r, ok := a.scene.Target(tg)
					if !ok || !r.In(sv.v.Bounds()) {
						t.Errorf("%s %s %s: %s is not on screen (%+v)", sv.name, lang, name, tg, r)
					}
					if ok && (r.W < render.MinTarget-0.5 || r.H < render.MinTarget-0.5) {
						t.Errorf("%s %s %s: %s is %.0f×%.0f, under the %v px of a finger", sv.name, lang, name, tg, r.W, r.H, render.MinTarget)
					}
				}
				if nb, ok := napoleonOf(a); ok {
					nb.StopSlide()
				}
				for i := 0; i < 400; i++ { // let the boards make their art
					a.dirty = true
					a.Draw(screen)
					pending := false
					if nb, ok := napoleonscreen.ProbeOf(a.scene); ok {
						pending = nb.Pending()
					}
					if r, ok := a.scene.(*menu.Result); ok {
						pd, ok := r.Info().Board.(interface{ Pending() bool })
						pending = ok && pd.Pending()
					}
					if !pending {
						break
					}
				}
				writePNG(t, filepath.Join(dir, "review-"+name+"-"+lang.Code()+"-"+sv.name+".png"), snapshot(screen))
			}
			start := func(game string, options ...string) *testApp {
				a := newTestApp(t, sv.v)
				a.shared.Text.SetLang(lang)
				a.setScene(menu.NewMenu(a.shared))
				a.goTo("button:new", "newgame")
				a.goTo("button:"+game, "options")
				for _, o := range options {
					a.goTo(o, "options")
				}
				a.idle()
				a.tap(input.Touch, "button:start")
				return a
			}

			// Junqi, two players: deployment, play, the game menu, the draw offer, result.
			a := start("junqi")
			a.throughHandOver()
			shoot(a, "junqi-deploy", "button:random", "button:done", "button:gamemenu")
			a.deployAll()
			a.playSome(4, true)
			a.tap(input.Touch, fromOf(quietMove(t, a.LegalMoves())))
			shoot(a, "junqi-play", "button:gamemenu")
			a.idle()
			a.tap(input.Touch, "button:gamemenu")
			shoot(a, "junqi-gamemenu", "menu:resign", "menu:draw", "menu:save", "menu:main", "menu:close")
			a.goTo("menu:draw", "play")
			shoot(a, "junqi-draw-offer", "button:accept", "button:decline")
			a.goTo("button:accept", "result")
			shoot(a, "junqi-result", "button:rematch", "button:replay", "button:menu")
			a.goTo("button:replay", "replay")
			a.goTo("replay:back", "replay")
			shoot(a, "junqi-replay", "replay:first", "replay:back", "replay:play", "replay:forward", "replay:last", "button:back")

			// Against the computer: the seat rows, North thinking at the slow pace, the
			// game menu's hint, a hint on the board's line, the pace setting.
			c := newTestApp(t, sv.v)
			c.shared.Text.SetLang(lang)
			c.setScene(menu.NewMenu(c.shared))
			c.goTo("button:settings", "settings")
			c.reveal("option:pace")
			shoot(c, "settings-pace", "option:pace:instant", "option:pace:slow")
			c.goTo("button:back", "menu")
			c.goTo("button:new", "newgame")
			c.goTo("button:junqi", "options")
			c.goTo("option:seat-N:hard", "options")
			shoot(c, "options-seats", "option:seat-N:hard", "button:start")
			c.idle()
			c.tap(input.Touch, "button:start")
			c.awaitComputer()
			c.tap(input.Touch, "button:done")
			c.awaitComputer()
			wantScene(t, c, "play")
			c.shared.Settings.Pace = "slow"
			c.tapMove(quietMove(t, c.LegalMoves()))
			shoot(c, "junqi-computer-thinking", "button:gamemenu")
			c.awaitComputer()
			c.idle()
			c.tap(input.Touch, "button:gamemenu")
			shoot(c, "junqi-gamemenu-hint", "menu:hint")
			c.goTo("menu:hint", "play")
			c.awaitComputer()
			shoot(c, "junqi-hint", "button:gamemenu")

			// Junqi, four countries in the dark: a hand-over and a deployment.
			q := start("junqi", "option:board:4p-teams", "option:mode:dark")
			shoot(q, "junqi4-handover", "button:ready")
			q.throughHandOver()
			shoot(q, "junqi4-deploy", "button:random", "button:done")

			// Napoleon with the terrain editor: terrain, set-up, play with a resting piece,
			// the game menu, result.
			n := start("napoleon", "option:terrain:edit")
			for _, sq := range []string{"c3", "d4", "d4", "f3", "f3", "f3"} {
				n.goTo(sq, "terrain")
			}
			shoot(n, "napoleon-terrain", "button:done")
			n.goTo("button:done", "handover")
			shoot(n, "napoleon-handover", "button:ready")
			n.goTo("button:ready", "setup")
			n.goTo("button:random", "setup")
			shoot(n, "napoleon-setup", "button:random", "button:done")
			n.goTo("button:done", "handover")
			n.goTo("button:ready", "setup")
			n.goTo("button:random", "setup")
			n.goTo("button:done", "play")
			restOne(n)
			if pic := mustNapoleon(n).Picture(); pic.Rested[pic.ToMove&1] == napoleon.NoSquare {
				t.Errorf("%s %s: no piece rests after the same piece moved twice", sv.name, lang)
			}
			shoot(n, "napoleon-play", "button:gamemenu")
			n.idle()
			n.tap(input.Touch, "button:gamemenu")
			shoot(n, "napoleon-gamemenu", "menu:resign", "menu:close")
			n.goTo("menu:resign", "play")
			n.goTo("menu:confirm", "result")
			shoot(n, "napoleon-result", "button:menu")
		}
		screen.Deallocate()
	}
	t.Logf("review screenshots in %s", dir)
}

// restOne plays four quiet turns (no capture, every move behind the own third rank) in which
// the first mover moves one piece twice, so that piece rests in its next turn (the
// three-turns rule).
func restOne(a *testApp) {
	a.t.Helper()
	mine := ""
	for turn := 0; turn < 4; turn++ {
		tok := ""
		for _, m := range a.LegalMoves() {
			i := strings.IndexAny(m, "-x")
			if i < 0 || m[i] == 'x' || strings.ContainsAny(m, "/>") {
				continue
			}
			to := m[i+1:]
			back := to[1:] <= "3" && len(to) == 2
			if mustNapoleon(a).Picture().ToMove == napoleon.North {
				back = to[1:] >= "6" && len(to) == 2
			}
			// The first move goes to plain ground, where the piece can move on.
			pic := mustNapoleon(a).Picture()
			if q, err := (napoleon.Board{W: pic.W, H: pic.H}).ParseSquare(to); turn == 0 && (err != nil || pic.Terrain[q] != napoleon.Plain) {
				continue
			}
			if turn == 2 && m[:i] == mine || turn != 2 && back {
				tok = m
				break
			}
		}
		if tok == "" {
			a.t.Fatalf("turn %d: no quiet move (mine %s) in %v", turn, mine, a.LegalMoves())
		}
		i := strings.IndexAny(tok, "-x")
		a.goTo(tok[:i], "play")
		a.goTo(tok[i+1:], "play")
		a.idle()
		a.tap(input.Touch, "button:endturn")
		if turn == 0 {
			mine = tok[i+1:]
		}
	}
}
