package game

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/junqiplay"
	"warboard/game/setup"
	"warboard/game/storage"
	"warboard/render"
)

// BenchmarkAppActionAt300 times one Junqi move (two taps: the piece, its target) late in
// a long game through the real app: input, the scene, the controller, the board view and
// the autosave into a store (not the frame's drawing). The game is an open one (2p: S N;
// 4p: 2v2, no capture limit) deployed at random and played to ply 300 by random quiet
// moves, then loaded by Load a record; the timed moves are the following quiet moves
// (ply 300 to 300+N). Reproduce with (docs/performance.md):
//
//	xvfb-run -a go test -run '^$' -bench AppActionAt300 -benchtime 100x ./game
func BenchmarkAppActionAt300(b *testing.B) {
	for _, players := range []string{setup.JunqiTwo, setup.JunqiTeams} {
		b.Run("junqi-"+players, func(b *testing.B) {
			a := loadedApp(b, longJunqiRecord(b, players, 300))
			r := rand.New(rand.NewPCG(3, 5))
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				a.idle() // the last move's slide ends, the mouse-after-touch guard passes
				tok := randomQuiet(r, a.LegalMoves())
				if tok == "" || a.SceneName() != "play" {
					b.Fatalf("no quiet move on %q at ply %d", a.SceneName(), a.shared.Model.Moves())
				}
				from, to, _ := strings.Cut(strings.Replace(tok, "x", "-", 1), "-")
				pf, pt := a.at(from), a.at(to)
				n := a.shared.Model.Moves()
				b.StartTimer()
				a.tapAt(pf)
				a.tapAt(pt)
				b.StopTimer()
				if a.shared.Model.Moves() != n+1 {
					b.Fatalf("%s by taps was not played (%d moves, want %d)", tok, a.shared.Model.Moves(), n+1)
				}
				b.StartTimer()
			}
		})
	}
}

// benchApp is the app driven by raw reports, as gametest.App is, for a benchmark.
type benchApp struct {
	*App
	tb  testing.TB
	now time.Duration
}

func (a *benchApp) at(name string) input.Point {
	x, y, ok := a.PointAt(name)
	if !ok {
		a.tb.Fatalf("%s is not on the %q screen", name, a.SceneName())
	}
	return input.Point{X: x, Y: y}
}

func (a *benchApp) tapAt(p input.Point) {
	for _, ph := range []input.Phase{input.Down, input.Up} {
		a.now += 40 * time.Millisecond
		a.step([]input.Raw{{Device: input.Touch, ID: 1, Phase: ph, Pos: p, At: a.now}})
	}
}

func (a *benchApp) idle() {
	a.now += 2 * time.Second
	a.step(nil)
}

// loadedApp is the app on a large tablet view with text loaded by Load a record.
func loadedApp(tb testing.TB, text string) *benchApp {
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "game.txt"), []byte(text), 0o644); err != nil {
		tb.Fatal(err)
	}
	store := storage.NewMemStore()
	st := storage.DefaultSettings()
	st.Language = "en"
	if err := storage.SaveSettings(store, st); err != nil {
		tb.Fatal(err)
	}
	fonts, err := render.LoadFonts()
	if err != nil {
		tb.Fatal(err)
	}
	a := &benchApp{App: newApp(newShared(fonts, store, platform.NewFolder(dir), time.Unix(1_700_000_000, 0)), noPointer{}), tb: tb, now: time.Second}
	a.setView(render.View{W: 1024, H: 1366, Scale: 1})
	for _, target := range []string{"button:load", "record:game.txt"} {
		a.idle()
		a.tapAt(a.at(target))
	}
	a.idle()
	if a.SceneName() != "play" {
		tb.Fatalf("the loaded game shows %q, want play", a.SceneName())
	}
	return a
}

// longJunqiRecord is the record of an open game on the board deployed at random and
// played to ply quiet moves (none attacks, so none ends the game).
func longJunqiRecord(tb testing.TB, players string, ply int) string {
	s := setup.Default(setup.Junqi)
	s.Junqi.Players, s.Junqi.Mode, s.Junqi.NoCapture, s.Junqi.SecretDeploy, s.Junqi.HandOver = players, "open", 0, false, false
	for seed := uint64(1); seed < 20; seed++ {
		sess, err := junqiplay.New(s.Record(), junqiplay.Options{}, seed)
		if err != nil {
			tb.Fatal(err)
		}
		for sess.Phase() == junqiplay.Deploy || sess.Phase() == junqiplay.HandOver {
			if sess.Phase() == junqiplay.HandOver {
				sess.Ready()
				continue
			}
			if fb := sess.Done(); fb.Refused {
				tb.Fatalf("deployment refused: %s", fb.Text)
			}
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for sess.Phase() == junqiplay.Play && sess.MoveCount() < ply {
			tok := randomQuiet(r, sess.LegalMoves())
			if tok == "" {
				break
			}
			if err := sess.Decide(sess.Seat(), tok); err != nil {
				tb.Fatal(err)
			}
			if sess.Phase() == junqiplay.HandOver {
				sess.Ready()
			}
		}
		if sess.Phase() == junqiplay.Play && sess.MoveCount() >= ply {
			return sess.RecordText()
		}
	}
	tb.Fatalf("no %s game lasted %d quiet moves", players, ply)
	return ""
}

// randomQuiet is a random legal move that attacks nothing, "" when there is none.
func randomQuiet(r *rand.Rand, moves []string) string {
	var quiet []string
	for _, m := range moves {
		if strings.Contains(m, "-") {
			quiet = append(quiet, m)
		}
	}
	if len(quiet) == 0 {
		return ""
	}
	return quiet[r.IntN(len(quiet))]
}
