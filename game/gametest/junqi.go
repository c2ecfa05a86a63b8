package gametest

import (
	"strings"
	"testing"

	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/junqiscreen"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Restart is the app started again on the same store, continuing the saved game.
func (a *App) Restart(scene string) *App {
	a.T.Helper()
	b := NewTestAppOn(a.T, a.View(), a.Store, platform.NewFolder(""))
	b.GoTo("button:continue", scene)
	return b
}

// ThroughHandOver taps Ready while a hand-over screen shows.
func (a *App) ThroughHandOver() {
	a.T.Helper()
	for a.SceneName() == "handover" {
		if a.Shown() != "" {
			a.T.Fatalf("the hand-over screen shows a board: %s", a.Shown())
		}
		a.Idle()
		a.Tap(input.Touch, "button:ready")
	}
}

// DeployAll finishes every seat's deployment with the layout it has.
func (a *App) DeployAll() {
	a.T.Helper()
	for a.ThroughHandOver(); a.SceneName() == "deploy"; a.ThroughHandOver() {
		a.Idle()
		a.Tap(input.Touch, "button:done")
	}
	WantScene(a.T, a, "play")
}

// PlaySome plays n moves by taps (an attack when one is on offer and attack is set),
// passing hand-overs, and stops on the play screen.
func (a *App) PlaySome(n int, attack bool) {
	a.T.Helper()
	for i := 0; i < n && a.SceneName() == "play"; i++ {
		moves := a.LegalMoves()
		tok := QuietMove(a.T, moves)
		for _, m := range moves {
			if attack && strings.Contains(m, "x") {
				tok = m
				break
			}
		}
		a.TapMove(tok)
		a.ThroughHandOver()
	}
	for a.Shared().Model.Active() && a.Scene().(scene.Scene).Name() == "play" {
		// let a slide finish
		if g := JunqiGameOf(a.T, a); !g.Sliding() {
			break
		}
		a.Step(nil)
	}
}

// FromOf is the point a move token starts from.
func FromOf(tok string) string { return tok[:strings.IndexAny(tok, "-x")] }

// StartJunqiTest opens the Junqi options, taps the given option targets and starts.
func StartJunqiTest(t *testing.T, v render.View, options ...string) *App {
	t.Helper()
	a := NewTestApp(t, v)
	a.GoTo("button:new", "newgame")
	a.GoTo("button:junqi", "options")
	for _, o := range options {
		a.GoTo(o, "options")
	}
	a.Idle()
	a.Reveal("option:board")
	a.Tap(input.Touch, "button:start")
	return a
}

// JunqiGameOf is the Junqi game behind the current scene.
func JunqiGameOf(t *testing.T, a *App) *junqiscreen.Probe {
	t.Helper()
	if p, ok := junqiscreen.ProbeOf(a.Scene()); ok {
		return p
	}
	t.Fatalf("scene %q is not a Junqi board", a.SceneName())
	return nil
}

// TapMove plays a move token ("c6-c7", "c6xc7", "@d4") by tapping its points.
func (a *App) TapMove(tok string) {
	a.T.Helper()
	a.Idle()
	if strings.HasPrefix(tok, "@") {
		a.Tap(input.Touch, tok[1:])
		return
	}
	i := strings.IndexAny(tok, "-x")
	a.Tap(input.Touch, tok[:i])
	a.Idle()
	a.Tap(input.Touch, tok[i+1:])
}

// QuietMove is a legal move that attacks nothing, so a short game goes on.
func QuietMove(t *testing.T, moves []string) string {
	t.Helper()
	for _, m := range moves {
		if strings.Contains(m, "-") {
			return m
		}
	}
	if len(moves) == 0 {
		t.Fatal("no legal move")
	}
	return moves[0]
}

// RecordOf is the running game's record, parsed.
func RecordOf(t *testing.T, a *App) *record.Record {
	t.Helper()
	rec, err := record.Parse(a.Record())
	if err != nil {
		t.Fatalf("record() does not parse: %v\n%s", err, a.Record())
	}
	return rec
}

// PieceAt is what a placement list holds on a point ("" empty).
func PieceAt(shown, point string) string {
	for _, it := range strings.Fields(shown) {
		if p, v, ok := strings.Cut(it, "="); ok && p == point {
			return v
		}
	}
	return ""
}

// SandayiScreen is what the tests read of a 三打一 screen before play.
type SandayiScreen interface {
	ShownDeal() string
	Chosen() string
	PoolShown() bool
}

// DealOf is seat's deal in a 三打一 record, as ShownDeal writes it.
func DealOf(t *testing.T, text string, seat junqi.Seat) string {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	tag, _ := rec.Tag("Deal")
	deal, err := junqi.ParseDeal(tag)
	if err != nil {
		t.Fatal(err)
	}
	return seat.String() + ":" + junqi.RankCodes(deal[seat])
}

// SandayiWatch checks a screen before play against the people at the device: it shows
// no deal but a person's own, the pool only to a person, and (with one person) never a
// hand-over. It returns whose deal shows ("" none).
func (a *App) SandayiWatch(people string, when string) string {
	a.T.Helper()
	if a.SceneName() == "handover" {
		if len(people) == 1 {
			a.T.Fatalf("%s: a hand-over with one person at the device", when)
		}
		return ""
	}
	s, ok := a.Scene().(SandayiScreen)
	if !ok {
		return ""
	}
	shown := s.ShownDeal()
	if shown == "" {
		return ""
	}
	x, _ := junqi.SeatOf(shown[0])
	if !strings.Contains(people, shown[:1]) || shown != DealOf(a.T, a.Record(), x) {
		a.T.Fatalf("%s: the screen shows the deal %q (people %s)", when, shown, people)
	}
	if len(people) == 1 && shown[:1] != people {
		a.T.Fatalf("%s: the screen shows %s's deal, not the person's", when, shown[:1])
	}
	for _, f := range strings.Fields(a.Shown()) {
		if _, pc, _ := strings.Cut(f, "="); !strings.HasPrefix(pc, shown[:1]) {
			a.T.Fatalf("LEAK %s: the deployment screen of %s shows %s", when, shown[:1], f)
		}
	}
	return shown[:1]
}

// SandayiToPlay takes a hand from its start to play with the people's words (each
// person's first word from bids, then "pass" — or the first legal one), a random pick
// and the layouts as dealt, checking every screen with sandayiWatch; it returns the
// hand-overs seen.
func (a *App) SandayiToPlay(people string, bids ...string) (handovers int) {
	a.T.Helper()
	last, covered := "", false
	for i := 0; i < 400; i++ {
		a.AwaitComputer()
		who := a.SandayiWatch(people, "before play")
		switch a.SceneName() {
		case "play", "result":
			return handovers
		case "handover":
			handovers++
			covered = true
			a.Idle()
			a.Tap(input.Touch, "button:ready")
			continue
		}
		if who != "" && last != "" && who != last && !covered {
			a.T.Fatalf("the device passed from %s to %s without a hand-over", last, who)
		}
		if who != "" {
			last, covered = who, false
		}
		switch a.SceneName() {
		case "bid":
			word := "pass"
			if len(bids) > 0 {
				word, bids = bids[0], bids[1:]
			}
			if a.Visible("bid:" + word) {
				a.Idle()
				a.Tap(input.Touch, "bid:"+word)
			} else if a.Visible("bid:pass") {
				a.Idle()
				a.Tap(input.Touch, "bid:pass")
			}
		case "pick":
			if s, ok := a.Scene().(SandayiScreen); ok && s.PoolShown() {
				if who == "" {
					a.T.Fatal("the pool shows on a computer's pick")
				}
				a.GoTo("button:random", "pick")
				a.Idle()
				a.Tap(input.Touch, "button:done")
			}
		case "deploy":
			if who != "" && a.Visible("button:done") {
				a.Idle()
				a.Tap(input.Touch, "button:done")
			}
		}
	}
	a.T.Fatalf("the hand never reached play (scene %q):\n%s", a.SceneName(), a.Record())
	return handovers
}

// VsComputers are the option taps of 三打一 with the computer on seats (the test app
// starts every seat a person's: PassAndPlay).
func VsComputers(seats string, more ...string) []string {
	out := []string{"option:board:sandayi"}
	for _, x := range seats {
		out = append(out, "option:seat-"+string(x)+":"+setup.SandayiLevels[0])
	}
	return append(out, more...)
}
