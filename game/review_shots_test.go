package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
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
	for _, sv := range gametest.ShotViews {
		sizes = append(sizes, sv.Name)
	}
	for _, l := range i18n.Langs() {
		langs = append(langs, l.Code())
	}
	dir := ebitentest.ArtefactsDir(t)
	for _, sv := range gametest.ShotViews {
		if !wanted(sv.Name, sizes) {
			continue
		}
		screen := gametest.NewScreen(sv.V)
		for _, lang := range i18n.Langs() {
			if !wanted(lang.Code(), langs) {
				continue
			}
			shoot := func(a *gametest.App, name string, targets ...string) {
				t.Helper()
				for _, tg := range targets {
					r, ok := a.Scene().Target(tg)
					if !ok || !r.In(sv.V.Bounds()) {
						t.Errorf("%s %s %s: %s is not on screen (%+v)", sv.Name, lang, name, tg, r)
					}
					if ok && (r.W < render.MinTarget-0.5 || r.H < render.MinTarget-0.5) {
						t.Errorf("%s %s %s: %s is %.0f×%.0f, under the %v px of a finger", sv.Name, lang, name, tg, r.W, r.H, render.MinTarget)
					}
				}
				if nb, ok := gametest.NapoleonOf(a); ok {
					nb.StopSlide()
				}
				for i := 0; i < 400; i++ { // let the boards make their art
					a.SetDirty(true)
					a.Draw(screen)
					pending := false
					if nb, ok := napoleonscreen.ProbeOf(a.Scene()); ok {
						pending = nb.Pending()
					}
					if r, ok := a.Scene().(*menu.Result); ok {
						pd, ok := r.Info().Board.(interface{ Pending() bool })
						pending = ok && pd.Pending()
					}
					if !pending {
						break
					}
				}
				gametest.WritePNG(t, filepath.Join(dir, "review-"+name+"-"+lang.Code()+"-"+sv.Name+".png"), gametest.Snapshot(screen))
			}
			start := func(game string, options ...string) *gametest.App {
				a := gametest.NewTestApp(t, sv.V)
				a.Shared().Text.SetLang(lang)
				a.SetScene(menu.NewMenu(a.Shared()))
				a.GoTo("button:new", "newgame")
				a.GoTo("button:"+game, "options")
				for _, o := range options {
					a.GoTo(o, "options")
				}
				a.Idle()
				a.Tap(input.Touch, "button:start")
				return a
			}

			// Junqi, two players: deployment, play, the game menu, the draw offer, result.
			a := start("junqi")
			a.ThroughHandOver()
			shoot(a, "junqi-deploy", "button:random", "button:done", "button:gamemenu")
			a.DeployAll()
			a.PlaySome(4, true)
			a.Tap(input.Touch, gametest.FromOf(gametest.QuietMove(t, a.LegalMoves())))
			shoot(a, "junqi-play", "button:gamemenu")
			a.Idle()
			a.Tap(input.Touch, "button:gamemenu")
			shoot(a, "junqi-gamemenu", "menu:resign", "menu:draw", "menu:save", "menu:main", "menu:close")
			a.GoTo("menu:draw", "play")
			shoot(a, "junqi-draw-offer", "button:accept", "button:decline")
			a.GoTo("button:accept", "result")
			shoot(a, "junqi-result", "button:rematch", "button:replay", "button:menu")
			a.GoTo("button:replay", "replay")
			a.GoTo("replay:back", "replay")
			shoot(a, "junqi-replay", "replay:first", "replay:back", "replay:play", "replay:forward", "replay:last", "button:back")

			// Against the computer: the seat rows, North thinking at the slow pace, the
			// game menu's hint, a hint on the board's line, the pace setting.
			c := gametest.NewTestApp(t, sv.V)
			c.Shared().Text.SetLang(lang)
			c.SetScene(menu.NewMenu(c.Shared()))
			c.GoTo("button:settings", "settings")
			c.Reveal("option:pace")
			shoot(c, "settings-pace", "option:pace:instant", "option:pace:slow")
			c.GoTo("button:back", "menu")
			c.GoTo("button:new", "newgame")
			c.GoTo("button:junqi", "options")
			c.GoTo("option:seat-N:hard", "options")
			shoot(c, "options-seats", "option:seat-N:hard", "button:start")
			c.Idle()
			c.Tap(input.Touch, "button:start")
			c.AwaitComputer()
			c.Tap(input.Touch, "button:done")
			c.AwaitComputer()
			gametest.WantScene(t, c, "play")
			c.Shared().Settings.Pace = "slow"
			c.TapMove(gametest.QuietMove(t, c.LegalMoves()))
			shoot(c, "junqi-computer-thinking", "button:gamemenu")
			c.AwaitComputer()
			c.Idle()
			c.Tap(input.Touch, "button:gamemenu")
			shoot(c, "junqi-gamemenu-hint", "menu:hint")
			c.GoTo("menu:hint", "play")
			c.AwaitComputer()
			shoot(c, "junqi-hint", "button:gamemenu")

			// Junqi, four countries in the dark: a hand-over and a deployment.
			q := start("junqi", "option:board:4p-teams", "option:mode:dark")
			shoot(q, "junqi4-handover", "button:ready")
			q.ThroughHandOver()
			shoot(q, "junqi4-deploy", "button:random", "button:done")

			// Napoleon with the terrain editor: terrain, set-up, play with a resting piece,
			// the game menu, result.
			n := start("napoleon", "option:terrain:edit")
			for _, sq := range []string{"c3", "d4", "d4", "f3", "f3", "f3"} {
				n.GoTo(sq, "terrain")
			}
			shoot(n, "napoleon-terrain", "button:done")
			n.GoTo("button:done", "handover")
			shoot(n, "napoleon-handover", "button:ready")
			n.GoTo("button:ready", "setup")
			n.GoTo("button:random", "setup")
			shoot(n, "napoleon-setup", "button:random", "button:done")
			n.GoTo("button:done", "handover")
			n.GoTo("button:ready", "setup")
			n.GoTo("button:random", "setup")
			n.GoTo("button:done", "play")
			restOne(n)
			if pic := gametest.MustNapoleon(n).Picture(); pic.Rested[pic.ToMove&1] == napoleon.NoSquare {
				t.Errorf("%s %s: no piece rests after the same piece moved twice", sv.Name, lang)
			}
			shoot(n, "napoleon-play", "button:gamemenu")
			n.Idle()
			n.Tap(input.Touch, "button:gamemenu")
			shoot(n, "napoleon-gamemenu", "menu:resign", "menu:close")
			n.GoTo("menu:resign", "play")
			n.GoTo("menu:confirm", "result")
			shoot(n, "napoleon-result", "button:menu")
		}
		screen.Deallocate()
	}
	t.Logf("review screenshots in %s", dir)
}

// restOne plays four quiet turns (no capture, every move behind the own third rank) in which
// the first mover moves one piece twice, so that piece rests in its next turn (the
// three-turns rule).
func restOne(a *gametest.App) {
	a.T.Helper()
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
			if gametest.MustNapoleon(a).Picture().ToMove == napoleon.North {
				back = to[1:] >= "6" && len(to) == 2
			}
			// The first move goes to plain ground, where the piece can move on.
			pic := gametest.MustNapoleon(a).Picture()
			if q, err := (napoleon.Board{W: pic.W, H: pic.H}).ParseSquare(to); turn == 0 && (err != nil || pic.Terrain[q] != napoleon.Plain) {
				continue
			}
			if turn == 2 && m[:i] == mine || turn != 2 && back {
				tok = m
				break
			}
		}
		if tok == "" {
			a.T.Fatalf("turn %d: no quiet move (mine %s) in %v", turn, mine, a.LegalMoves())
		}
		i := strings.IndexAny(tok, "-x")
		a.GoTo(tok[:i], "play")
		a.GoTo(tok[i+1:], "play")
		a.Idle()
		a.Tap(input.Touch, "button:endturn")
		if turn == 0 {
			mine = tok[i+1:]
		}
	}
}
