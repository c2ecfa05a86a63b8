package junqiscreen_test

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"sort"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiplay"
	"warboard/game/junqiscreen"
	"warboard/game/menu"
	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// The printed board's paper and frame: a board on screen shows thousands of such pixels
// (a few of text's anti-aliased edges may come near the paper's colour).
var (
	paperColour = color.RGBA{0xf1, 0xe4, 0xc4, 0xff}
	woodColour  = color.RGBA{0x4a, 0x2a, 0x14, 0xff}
)

// paperCheck draws the app and reports board paper on screen. The counts are in device
// pixels, so the allowance for text edges grows with the scale's square.
type paperCheck struct{ v render.View }

func (c paperCheck) Draw(a *gametest.App) bool {
	screen := gametest.NewScreen(c.v)
	a.SetDirty(true)
	a.Draw(screen)
	img := gametest.Snapshot(screen)
	px := c.v.Scale * c.v.Scale
	return float64(countColour(img, c.v.Bounds(), c.v.Scale, paperColour)) > 300*px ||
		float64(countColour(img, c.v.Bounds(), c.v.Scale, woodColour)) > 30*px
}

// --- Hidden information, screen by screen -------------------------------------------------
//
// TestJunqiScreensKeepSecrets plays every Junqi mode with hidden information by taps and
// checks every frame against what the person holding the device may know. The holder is
// followed the way the players pass the device: nobody in particular before the first
// hand-over (what everybody may know), then the seat each hand-over calls. What the holder
// may know comes from the rules core's view of that seat (rules/junqi State.View), replayed
// by the test from the tokens it taps, never from the app's own pictures.

// secretRow is one way of playing with something to hide.
type secretRow struct {
	name    string
	options []string // option targets tapped on the New game screen
	tags    []string // what the record must say, so the row plays the rules it means
	seeds   []uint64 // the test's choices (layouts, swaps, moves); the app deals 翻棋 itself
	moves   int      // actions played before the end
	long    bool     // skipped with -short (which also plays only the first seed)
	// secretDeploy: each seat deploys behind a hand-over; handOvers: every change of seat in
	// play comes behind one (暗棋, or the open option that keeps them).
	secretDeploy, handOvers bool
	// end: "resign" (two players: the seat to move resigns), "draw" (offered and accepted
	// by every other seat) or "rules" (played on until the rules end the game; moves is
	// then the most it may take). A draw offer is declined halfway through in every row
	// (after 20 actions when played to the end), and with resignMid a seat of a
	// four-country game resigns a third of the way (and is out).
	end       string
	resignMid bool
	view      render.View // zero: secretView
}

var secretRows = []secretRow{
	{name: "2p dark", options: gametest.Strs("option:mode:dark"), tags: gametest.Strs(`[Mode "dark"]`),
		seeds: []uint64{1, 2, 3}, moves: 60, secretDeploy: true, handOvers: true, end: "resign"},
	{name: "2p dark, to the end", options: gametest.Strs("option:mode:dark"), tags: gametest.Strs(`[Mode "dark"]`),
		seeds: []uint64{24, 25}, moves: 1500, secretDeploy: true, handOvers: true, end: "rules"},
	{name: "2p dark on a phone", options: gametest.Strs("option:mode:dark"), tags: gametest.Strs(`[Mode "dark"]`),
		seeds: []uint64{26}, moves: 40, secretDeploy: true, handOvers: true, end: "draw", view: gametest.PhoneView},
	{name: "2p dark battle-reveal", options: gametest.Strs("option:mode:dark", "option:battle-reveal"),
		tags:  gametest.Strs(`[Mode "dark"]`, "battle-reveal"),
		seeds: []uint64{4, 5}, moves: 60, secretDeploy: true, handOvers: true, end: "draw"},
	{name: "2v2 dark", options: gametest.Strs("option:board:4p-teams", "option:mode:dark"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "dark"]`, `[Teams "SN EW"]`),
		seeds: []uint64{6, 20}, moves: 80, secretDeploy: true, handOvers: true, end: "draw"},
	{name: "2v2 dark allies-see", options: gametest.Strs("option:board:4p-teams", "option:mode:dark", "option:allies-see"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "dark"]`, `[Teams "SN EW"]`, "allies-see"),
		seeds: []uint64{7, 8}, moves: 80, secretDeploy: true, handOvers: true, end: "draw", resignMid: true},
	{name: "2v2 dark allies-see battle-reveal", options: gametest.Strs("option:board:4p-teams", "option:mode:dark", "option:allies-see", "option:battle-reveal"),
		tags:  gametest.Strs(`[Teams "SN EW"]`, "allies-see", "battle-reveal"),
		seeds: []uint64{9}, moves: 80, secretDeploy: true, handOvers: true, end: "draw", long: true},
	{name: "free-for-all dark", options: gametest.Strs("option:board:4p-ffa", "option:mode:dark"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "dark"]`),
		seeds: []uint64{10, 21}, moves: 80, secretDeploy: true, handOvers: true, end: "draw", resignMid: true},
	{name: "free-for-all dark battle-reveal", options: gametest.Strs("option:board:4p-ffa", "option:mode:dark", "option:battle-reveal"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "dark"]`, "battle-reveal"),
		seeds: []uint64{22}, moves: 80, secretDeploy: true, handOvers: true, end: "draw", long: true},
	{name: "three players dark", options: gametest.Strs("option:board:3p", "option:mode:dark"),
		tags:  gametest.Strs(`[Seats "S E N"]`, `[Mode "dark"]`),
		seeds: []uint64{11, 12}, moves: 64, secretDeploy: true, handOvers: true, end: "draw"},
	{name: "2p flip", options: gametest.Strs("option:mode:flip"), tags: gametest.Strs(`[Mode "flip"]`),
		seeds: []uint64{13, 14}, moves: 80, end: "draw"},
	{name: "2p flip with hand-overs", options: gametest.Strs("option:mode:flip", "option:hand-over"), tags: gametest.Strs(`[Mode "flip"]`),
		seeds: []uint64{23}, moves: 60, handOvers: true, end: "resign", long: true},
	{name: "2v2 flip with hand-overs", options: gametest.Strs("option:board:4p-teams", "option:mode:flip", "option:hand-over"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "flip"]`),
		seeds: []uint64{15}, moves: 80, handOvers: true, end: "draw"},
	{name: "free-for-all flip", options: gametest.Strs("option:board:4p-ffa", "option:mode:flip"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "flip"]`),
		seeds: []uint64{16}, moves: 100, end: "draw", resignMid: true},
	{name: "2p open, secret deployment", options: gametest.Strs("option:secret-deploy"), tags: gametest.Strs(`[Mode "open"]`),
		seeds: []uint64{17}, moves: 30, secretDeploy: true, end: "resign"},
	{name: "2p open, secret deployment and hand-overs", options: gametest.Strs("option:secret-deploy", "option:hand-over"),
		tags:  gametest.Strs(`[Mode "open"]`),
		seeds: []uint64{18}, moves: 30, secretDeploy: true, handOvers: true, end: "draw"},
	{name: "free-for-all open, secret deployment and hand-overs", options: gametest.Strs("option:board:4p-ffa", "option:secret-deploy", "option:hand-over"),
		tags:  gametest.Strs(`[Board "4p"]`, `[Mode "open"]`),
		seeds: []uint64{19}, moves: 40, secretDeploy: true, handOvers: true, end: "draw", resignMid: true, long: true},
}

// TestJunqiScreensKeepSecrets plays every row (see the section's comment above) and checks
// each frame: the board, the battle marker, the line under the board, the side panel's
// losses, every hand-over (no board, a public note) and the result.
func TestJunqiScreensKeepSecrets(t *testing.T) {
	for _, row := range secretRows {
		for i, seed := range row.seeds {
			t.Run(fmt.Sprintf("%s seed %d", row.name, seed), func(t *testing.T) {
				if testing.Short() && (row.long || i > 0) {
					t.Skip("-short plays each row once and skips the long ones")
				}
				sg := newSecretGame(t, row, seed)
				sg.play()
				t.Logf("%d frames checked: %d hand-overs, %d battles (%d frames with both ranks on the battle marker), %d tokens, %s",
					sg.frames, sg.handOvers, sg.battles, sg.labelled, len(sg.m.Tokens()), sg.m.Result())
			})
		}
	}
}

// secretView is the size the rows are played at: the whole four-country board in view, so
// every point is a tap away.
var secretView = render.View{W: 1280, H: 800, Scale: 1}

// nobody is the holder before any hand-over: it may know what everybody knows.
const nobody = junqi.NoSeat

// battleKnowledge is, for one attack, which of its ranks each seat (index 4: everybody)
// may know, by the rules: what its view showed of the two pieces before the battle, what
// its view shows on the point after it, 战后亮子, and a captured flag (a public end).
type battleKnowledge struct {
	att, def [5]bool
	bt       junqi.Battle
}

func holderIndex(x junqi.Seat) int {
	if x < 4 {
		return int(x)
	}
	return 4
}

// secretGame is one row played by taps.
type secretGame struct {
	t      *testing.T
	a      *gametest.App
	row    secretRow
	rng    *rand.Rand
	holder junqi.Seat
	g      *junqiscreen.Probe    // the game behind the screens, kept through hand-overs
	m      *junqi.Match          // the test's own referee, fed the tokens the test taps
	reveal bool                  // 战后亮子 was chosen
	lays   map[junqi.Seat]string // each seat's pieces as its deployment screen last showed them
	known  []battleKnowledge     // for every token, in order (a zero bt: no action)
	isTok  []bool                // whether a token is an action (not resign or draw)

	offered, ending   bool
	offerBy           junqi.Seat      // the seat whose draw offer waits for answers (NoSeat none)
	answers           int             // seats that accepted it so far
	dones             int             // deployments finished
	lastKind          string          // what the last tap was: a target, or "move" / "attack"
	drawn             map[string]bool // kinds of hand-over whose pixels were looked at
	resigned          bool
	frames, handOvers int
	battles, labelled int
	steps             int
}

func newSecretGame(t *testing.T, row secretRow, seed uint64) *secretGame {
	sg := &secretGame{t: t, row: row, rng: rand.New(rand.NewPCG(seed, 11)), holder: nobody,
		lays: map[junqi.Seat]string{}, drawn: map[string]bool{}, offerBy: junqi.NoSeat}
	for _, o := range row.options {
		sg.reveal = sg.reveal || o == "option:battle-reveal"
	}
	if sg.row.view.W == 0 {
		sg.row.view = secretView
	}
	sg.a = gametest.StartJunqiTest(t, sg.row.view, row.options...)
	return sg
}

// fail stops the row with the record so far, so a failure can be replayed.
func (sg *secretGame) fail(format string, args ...any) {
	sg.t.Helper()
	rec := ""
	if sg.g != nil {
		rec = sg.g.Session().Record().String()
	}
	sg.t.Fatalf("%s\n(holder %v, scene %q)\n%s", fmt.Sprintf(format, args...), sg.holder, sg.a.SceneName(), rec)
}

// play drives the game to its result, checking the screen after every tap.
func (sg *secretGame) play() {
	a := sg.a
	sg.check("the start")
	for a.SceneName() != "result" {
		if sg.steps++; sg.steps > 40*sg.row.moves+400 {
			sg.fail("no end after %d steps", sg.steps)
		}
		switch a.SceneName() {
		case "handover":
			sg.press("button:ready")
		case "deploy":
			sg.deploy()
		case "play":
			sg.playTurn()
		default:
			sg.fail("the game reached the %q screen", a.SceneName())
		}
	}
	if sg.handOvers == 0 && (sg.row.secretDeploy || sg.row.handOvers) {
		sg.fail("no hand-over in the whole game")
	}
	// The rematch deals afresh: a secret deployment starts behind a hand-over again, not
	// on the first seat's layout in front of whoever saw the result.
	a.Idle()
	a.Tap(input.Touch, "button:rematch")
	if sg.row.secretDeploy && (a.SceneName() != "handover" || a.Shown() != "") {
		sg.fail("LEAK: the rematch opens on the %q screen showing %s", a.SceneName(), a.Shown())
	}
}

// press taps a target as the holder would and checks the screen that follows.
func (sg *secretGame) press(target string) {
	sg.t.Helper()
	a := sg.a
	called := ""
	if h, ok := a.Scene().(*menu.HandOver); ok {
		called = h.Seat()
	}
	sg.lastKind = target
	if _, ok := junqi.BoardOf(sg.board()).PointByName(target); ok {
		sg.lastKind = "move"
		if k := sg.lastAction(); k != nil && k.bt.Fought() {
			sg.lastKind = "attack"
		}
	}
	a.Idle()
	a.Reveal(target)
	a.Tap(input.Touch, target)
	if called != "" && target == "button:ready" {
		x, _ := junqi.SeatOf(called[0])
		sg.holder = x // the device is in the called seat's hands now
	}
	sg.check("after " + target)
}

// deploy arranges the holder's pieces (a classic layout, then a swap by taps) and taps Done.
func (sg *secretGame) deploy() {
	sg.t.Helper()
	sg.press("layout:" + junqi.Layouts[sg.rng.IntN(len(junqi.Layouts))].Name)
	pic := sg.g.Picture()
	board := junqi.BoardOf(pic.Board)
	var mine []junqi.Point
	for q, pc := range pic.Pieces {
		if q < board.N && pc.Present && pc.Seat == pic.Deploying {
			mine = append(mine, junqi.Point(q))
		}
	}
	if len(mine) == 0 {
		sg.fail("%v's deployment screen shows none of its pieces", pic.Deploying)
	}
	q := mine[sg.rng.IntN(len(mine))]
	sg.press(board.Name(q))
	if ts := sg.g.Picture().Targets; len(ts) > 0 {
		sg.press(board.Name(ts[sg.rng.IntN(len(ts))].Point))
	} else {
		sg.press(board.Name(q))
	}
	sg.lays[pic.Deploying] = sg.a.Shown()
	sg.dones++ // the next deployment screen is the next seat's
	sg.press("button:done")
}

// playTurn is one thing the seat on screen does: answer a draw offer, offer one, resign,
// or play an action.
func (sg *secretGame) playTurn() {
	sg.t.Helper()
	a, row := sg.a, sg.row
	n := len(sg.m.Tokens())
	switch {
	case a.Visible("button:accept"):
		if sg.ending {
			if sg.answers++; sg.answers == sg.stillIn()-1 {
				sg.apply("draw") // the last seat to answer: the game ends
			}
			sg.press("button:accept")
		} else {
			sg.offerBy = junqi.NoSeat
			sg.press("button:decline")
		}
	case !sg.offered && (n >= row.moves/2 || row.end == "rules" && n >= 20):
		sg.offered = true
		sg.offer()
	case row.resignMid && !sg.resigned && n >= row.moves/3:
		sg.resigned = true
		sg.resign()
	case n >= row.moves && row.end == "rules":
		sg.fail("the game goes on after %d actions", n)
	case n >= row.moves && row.end == "resign":
		sg.resign()
	case n >= row.moves && !sg.ending:
		sg.ending = true
		sg.offer()
	default:
		sg.act()
	}
}

// offer: the seat to move offers a draw through the game menu.
func (sg *secretGame) offer() {
	sg.press("button:gamemenu")
	st := sg.m.State()
	sg.offerBy, _ = st.Turn()
	sg.answers = 0
	sg.press("menu:draw")
}

// actor is the seat that must act on the screen now: the one deploying (in the order of
// the record's Seats), the one answering a draw offer (the others still in, in play
// order), or the one to move (nobody in particular before 翻棋's colours are known).
// Whenever it is not the holder, the device changes hands with the screen on it.
func (sg *secretGame) actor() junqi.Seat {
	sg.t.Helper()
	switch sg.a.Scene().(type) {
	case *junqiscreen.JunqiDeploy:
		cfg, err := junqi.ConfigFromTags(sg.g.Session().Record())
		if err != nil || sg.dones >= len(cfg.Seats) {
			sg.fail("deployment screen number %d (%v)", sg.dones+1, err)
		}
		return cfg.Seats[sg.dones]
	case *junqiscreen.JunqiPlay:
		st := sg.m.State()
		if sg.offerBy != junqi.NoSeat {
			var others []junqi.Seat
			seats := st.Seats()
			i := 0
			for seats[i] != sg.offerBy {
				i++
			}
			for k := 1; k < len(seats); k++ {
				if x := seats[(i+k)%len(seats)]; !isOut(&st, x) {
					others = append(others, x)
				}
			}
			if sg.answers >= len(others) {
				sg.fail("answer %d to a draw offer, with %d seats to ask", sg.answers+1, len(others))
			}
			return others[sg.answers]
		}
		if t, ok := st.Turn(); ok {
			return t
		}
	}
	return nobody
}

func isOut(st *junqi.State, x junqi.Seat) bool {
	out, _ := st.Out(x)
	return out
}

// board is the kind of board the row plays on.
func (sg *secretGame) board() junqi.BoardKind {
	if sg.g == nil {
		return junqi.TwoPlayer
	}
	return sg.g.Session().Config().Board
}

// stillIn counts the seats not out.
func (sg *secretGame) stillIn() int {
	st := sg.m.State()
	n := 0
	for _, x := range st.Seats() {
		if !isOut(&st, x) {
			n++
		}
	}
	return n
}

// resign: the seat to move resigns through the game menu.
func (sg *secretGame) resign() {
	sg.press("button:gamemenu")
	sg.press("menu:resign")
	// the test's referee hears of it before the screen after the confirmation is checked
	sg.apply("resign")
	sg.press("menu:confirm")
}

// act plays one legal action by taps, an attack three times in four when there is one.
func (sg *secretGame) act() {
	sg.t.Helper()
	legal := sg.m.Moves()
	if len(legal) == 0 {
		sg.fail("the referee has no action for the seat to move")
	}
	var attacks []string
	for _, m := range legal {
		if strings.Contains(m, "x") {
			attacks = append(attacks, m)
		}
	}
	pool := legal
	if len(attacks) > 0 && sg.rng.IntN(4) > 0 {
		pool = attacks
	}
	tok := pool[sg.rng.IntN(len(pool))]
	if strings.HasPrefix(tok, "@") {
		sg.apply(tok)
		sg.press(tok[1:])
		sg.afterAction(tok)
		return
	}
	i := strings.IndexAny(tok, "-x")
	sg.press(tok[:i]) // the frame with the piece picked up
	sg.apply(tok)
	sg.press(tok[i+1:])
	sg.afterAction(tok)
}

// afterAction: where every change of seat is secret, the action leads to a hand-over (or
// the result), never straight to the next seat's board.
func (sg *secretGame) afterAction(tok string) {
	sg.t.Helper()
	if s := sg.a.SceneName(); sg.row.handOvers && s != "handover" && s != "result" {
		sg.fail("after %s the %q screen shows, not a hand-over", tok, s)
	}
}

// apply plays a token on the test's referee, noting what each seat may know of a battle.
func (sg *secretGame) apply(tok string) {
	sg.t.Helper()
	before := sg.m.State()
	if err := sg.m.Play(tok); err != nil {
		sg.fail("the referee refuses %s: %v", tok, err)
	}
	after := sg.m.State()
	action := tok != "resign" && tok != "draw"
	sg.isTok = append(sg.isTok, action)
	if !action {
		sg.known = append(sg.known, battleKnowledge{})
		return
	}
	bs := sg.m.Battles()
	bt := bs[len(bs)-1]
	k := battleKnowledge{bt: bt}
	if bt.Fought() {
		sg.battles++
		for i, v := range []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West, nobody} {
			bv, av := before.View(v), after.View(v)
			k.att[i] = bv.At(bt.Action.From).Rank() != junqi.Unknown || sg.reveal
			k.def[i] = bv.At(bt.Action.To).Rank() != junqi.Unknown || sg.reveal || bt.FlagCaptured
			if pc := av.At(bt.Action.To); pc != 0 && !pc.FaceDown() && pc.Rank() != junqi.Unknown {
				switch {
				case !bt.AttackerRemoved && pc.Seat() == bt.Attacker.Seat():
					k.att[i] = true
				case !bt.DefenderRemoved && pc.Seat() == bt.Defender.Seat():
					k.def[i] = true
				}
			}
		}
	}
	sg.known = append(sg.known, k)
}

// check checks the screen on display against what the holder may know.
func (sg *secretGame) check(when string) {
	sg.t.Helper()
	a := sg.a
	sg.frames++
	switch s := a.Scene().(type) {
	case *menu.HandOver:
		sg.handOvers++
		if got := a.Shown(); got != "" {
			sg.fail("%s the hand-over to %s shows a board: %s", when, s.Seat(), got)
		}
		// Drawing costs a frame read back from the GPU: the pixels are looked at once per
		// kind of hand-over a game has (after a deployment, a move, an attack, a draw offer,
		// its answer, a resignation).
		if kind := sg.lastKind; !sg.drawn[kind] {
			sg.drawn[kind] = true
			if (paperCheck{sg.row.view}).Draw(a) {
				sg.fail("%s the hand-over to %s has the board's paper on it", when, s.Seat())
			}
		}
		if sg.g != nil && sg.g.Session().Phase() == junqiplay.HandOver {
			// its line about the last event: what everybody may know
			sg.checkNote(when+" the hand-over's note", sg.g.Session().Picture().Note, nobody)
			sg.checkWords(when+" the hand-over's note", s.Note(), nobody)
		}
	case *junqiscreen.JunqiDeploy:
		sg.g, _ = junqiscreen.ProbeOf(s)
		sg.checkDeploy(when)
	case *junqiscreen.JunqiPlay:
		sg.g, _ = junqiscreen.ProbeOf(s)
		if sg.m == nil {
			sg.begin()
		}
		sg.checkPlay(when)
	case *menu.Result:
		sg.checkResult(when, s)
	default:
		sg.fail("%s the %q screen", when, a.SceneName())
	}
}

// checkDeploy: a secret deployment screen shows the holder's own pieces and nobody else's.
func (sg *secretGame) checkDeploy(when string) {
	sg.t.Helper()
	if !sg.row.secretDeploy {
		return
	}
	for _, who := range sg.lookers() {
		for _, it := range strings.Fields(sg.a.Shown()) {
			pt, v, _ := strings.Cut(it, "=")
			if who == nobody || v[:1] != who.String() {
				sg.fail("LEAK: %s the deployment screen shows %s's piece on %s (%s) to %v", when, v[:1], pt, v, who)
			}
		}
	}
}

// begin starts the test's referee from the record's first Position, once play starts;
// each seat must have got the layout its own deployment screen showed last.
func (sg *secretGame) begin() {
	sg.t.Helper()
	rec := sg.g.Session().Record()
	for _, want := range sg.row.tags {
		if !strings.Contains(rec.String(), want) {
			sg.fail("the record lacks %s", want)
		}
	}
	start := rec.Clone()
	start.Moves = nil
	m, err := junqi.FromRecord(start)
	if err != nil {
		sg.fail("the rules core refuses the start: %v", err)
	}
	sg.m = m
	if len(rec.Moves) > 0 {
		sg.fail("play starts with moves already made: %v", rec.Moves)
	}
	pos, _ := rec.Tag("Position")
	for seat, shown := range sg.lays {
		var got []string
		for _, it := range strings.Fields(pos) {
			if _, v, _ := strings.Cut(it, "="); v[:1] == seat.String() {
				got = append(got, it)
			}
		}
		if strings.Join(got, " ") != shown {
			sg.fail("%v deployed\n %s\nbut the game starts with\n %s", seat, shown, strings.Join(got, " "))
		}
	}
}

// placements is a placement list as point → piece.
func placements(list string) map[string]string {
	out := map[string]string{}
	for _, it := range strings.Fields(list) {
		pt, v, _ := strings.Cut(it, "=")
		out[pt] = v
	}
	return out
}

// checkPlay: the board shows exactly the holder's view; the battle marker, the line under
// the board and the side panel's losses name no rank the holder may not know; and the same
// for the seat that must act on the screen, when that is somebody else.
func (sg *secretGame) checkPlay(when string) {
	sg.t.Helper()
	g := sg.g
	if toks, rec := sg.m.Tokens(), g.Session().Record().Moves; len(toks) != len(rec) {
		sg.fail("%s the game has %d tokens, the test played %d", when, len(rec), len(toks))
	} else {
		for i := range toks {
			if rec[i].Text != toks[i] {
				sg.fail("%s token %d is %s, the test played %s", when, i+1, rec[i].Text, toks[i])
			}
		}
	}
	for i, who := range sg.lookers() {
		sg.checkPlayFor(when, who, i == 0)
	}
}

// lookers are the people who see the screen: the holder, and the seat that must act on
// it when that is another.
func (sg *secretGame) lookers() []junqi.Seat {
	if x := sg.actor(); x != sg.holder && x != nobody {
		return []junqi.Seat{sg.holder, x}
	}
	return []junqi.Seat{sg.holder}
}

// checkPlayFor checks the play screen against what who may know; strict: the board shows
// exactly its view (else only no rank beyond it).
func (sg *secretGame) checkPlayFor(when string, who junqi.Seat, strict bool) {
	sg.t.Helper()
	a, g := sg.a, sg.g
	st := sg.m.State()
	view := st.View(who)
	want := placements(view.String())
	got := placements(a.Shown())
	var leaks, wrong []string
	for pt, v := range got {
		w, ok := want[pt]
		switch {
		case !ok:
			wrong = append(wrong, fmt.Sprintf("%s=%s where nothing stands", pt, v))
		case v == w:
		case w == "?*" || strings.HasSuffix(w, "?"):
			leaks = append(leaks, fmt.Sprintf("%s=%s (it may know only %s)", pt, v, w))
		default:
			wrong = append(wrong, fmt.Sprintf("%s=%s, the piece there is %s", pt, v, w))
		}
	}
	for pt, w := range want {
		if _, ok := got[pt]; !ok {
			wrong = append(wrong, fmt.Sprintf("nothing on %s, the piece there is %s", pt, w))
		}
	}
	sort.Strings(leaks)
	sort.Strings(wrong)
	if len(leaks) > 0 {
		sg.fail("LEAK: %s the screen shows %v %s\nscreen %s\nview   %s", when, who, strings.Join(leaks, ", "), a.Shown(), view.String())
	}
	if len(wrong) > 0 && strict {
		sg.fail("%s %v's screen shows %s", when, who, strings.Join(wrong, ", "))
	}
	h := holderIndex(who)
	// The battle marker: the last action, when it was an attack.
	if bt := g.Drawn().Battle; bt.Point != junqi.NoPoint {
		k := sg.lastAction()
		if k == nil || !k.bt.Fought() || k.bt.Action.To != bt.Point {
			sg.fail("%s a battle is marked on %v, but the last action was no attack there", when, bt.Point)
		}
		sg.checkCode(when+" the battle marker's attacker", bt.AttackerCode, k.bt.Attacker, k.att[h], who)
		sg.checkCode(when+" the battle marker's defender", bt.DefenderCode, k.bt.Defender, k.def[h], who)
		if bt.AttackerCode != 0 && bt.DefenderCode != 0 {
			sg.labelled++
		}
	}
	// Each seat's latest move stays marked, and the marks are only where the actions went,
	// which every seat may know.
	marks := [4]junqipic.Move{junqipic.NoMove, junqipic.NoMove, junqipic.NoMove, junqipic.NoMove}
	for _, k := range sg.known {
		if k.bt != (junqi.Battle{}) {
			marks[k.bt.Seat&3] = junqipic.Move{From: k.bt.Action.From, To: k.bt.Action.To}
		}
	}
	if got := g.Drawn().SeatLast; got != marks {
		sg.fail("%s the seats' latest moves are marked %+v, the actions say %+v", when, got, marks)
	}
	pic := g.Picture()
	sg.checkNote(when+" the line under the board", pic.Note, who)
	// The side panel: each seat's pieces lost in battle, ranks only where the holder may know.
	var lost [4][]byte
	for _, k := range sg.known {
		if !k.bt.Fought() {
			continue
		}
		for _, side := range []struct {
			pc      junqi.Piece
			removed bool
			known   bool
		}{{k.bt.Attacker, k.bt.AttackerRemoved, k.att[h]}, {k.bt.Defender, k.bt.DefenderRemoved, k.def[h]}} {
			if side.removed {
				c := byte('?')
				if side.known {
					c = side.pc.Rank().Code()
				}
				lost[side.pc.Seat()] = append(lost[side.pc.Seat()], c)
			}
		}
	}
	for x := range lost {
		got, want := pic.Lost[x], lost[x]
		if len(got) != len(want) {
			sg.fail("%s the side panel lists %q lost by %v, want %q", when, got, junqi.Seat(x), want)
		}
		for i := range got {
			if got[i] != want[i] && want[i] == '?' {
				sg.fail("LEAK: %s the side panel tells %v that %v lost a %c", when, who, junqi.Seat(x), got[i])
			}
			if got[i] != want[i] {
				sg.fail("%s the side panel lists %q lost by %v, want %q", when, got, junqi.Seat(x), want)
			}
		}
	}
}

// lastAction is the knowledge of the last action (resigns and draws skipped), nil if none.
func (sg *secretGame) lastAction() *battleKnowledge {
	for i := len(sg.known) - 1; i >= 0; i-- {
		if sg.isTok[i] {
			return &sg.known[i]
		}
	}
	return nil
}

// checkCode: a rank code shown for pc ('?' or 0: none) must be one the holder may know.
func (sg *secretGame) checkCode(what string, code byte, pc junqi.Piece, known bool, who junqi.Seat) {
	sg.t.Helper()
	switch {
	case code == 0 || code == '?':
	case !known:
		sg.fail("LEAK: %s shows %v's %c to %v, who may not know it", what, pc.Seat(), code, who)
	case code != pc.Rank().Code():
		sg.fail("%s shows %c, the piece was %c", what, code, pc.Rank().Code())
	}
}

// checkNote: an attack's note names ranks only where viewer may know them.
func (sg *secretGame) checkNote(what string, fb junqiplay.Feedback, viewer junqi.Seat) {
	sg.t.Helper()
	if fb.Code != junqiplay.NoteAttack {
		return
	}
	k := sg.lastAction()
	if k == nil || !k.bt.Fought() || len(fb.Args) < 6 {
		sg.fail("%s tells of an attack %v, but the last action was none", what, fb.Args)
	}
	h := holderIndex(viewer)
	sg.checkCode(what+" (attacker)", fb.Args[4][0], k.bt.Attacker, k.att[h], viewer)
	sg.checkCode(what+" (defender)", fb.Args[5][0], k.bt.Defender, k.def[h], viewer)
}

// checkWords: text drawn on screen names no rank of the last battle viewer may not know.
// The names are the player's language's (English here), longest first, so "Major" is not
// found inside "Major General".
func (sg *secretGame) checkWords(what, text string, viewer junqi.Seat) {
	sg.t.Helper()
	if sg.lastAction() == nil || text == "" {
		return
	}
	// the text tells the actions since the holder's last turn: a round at most, so every
	// battle of the last round may give the words of what the holder may know of it
	h := holderIndex(viewer)
	allowed := map[byte]bool{}
	for i, n := len(sg.known)-1, 0; i >= 0 && n < 4; i-- {
		k := sg.known[i]
		n++
		if !sg.isTok[i] {
			continue // a resign or a draw names no piece
		}
		if k.bt.Action.Kind == junqi.FlipUp { // a flip shows its piece to everybody
			allowed[k.bt.Flipped.Rank().Code()] = true
			continue
		}
		if !k.bt.Fought() {
			continue
		}
		if k.att[h] {
			allowed[k.bt.Attacker.Rank().Code()] = true
		}
		if k.def[h] {
			allowed[k.bt.Defender.Rank().Code()] = true
		}
	}
	type name struct {
		code byte
		word string
	}
	var names []name
	for _, c := range []byte("987654321MBF") {
		if key, ok := i18n.JunqiPiece(c); ok {
			names = append(names, name{c, i18n.Text(sg.a.Shared().Text.Lang(), key)})
		}
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i].word) > len(names[j].word) })
	for _, n := range names {
		if strings.Contains(text, n.word) && !allowed[n.code] {
			sg.fail("LEAK: %s %q names a %s to %v, who may not know it", what, text, n.word, viewer)
		}
		text = strings.ReplaceAll(text, n.word, "")
	}
}

// checkResult: the result comes only once the rules core says the game is over, and then
// its board shows every piece as it stands.
func (sg *secretGame) checkResult(when string, r *menu.Result) {
	sg.t.Helper()
	if sg.m == nil {
		sg.fail("%s the result before play", when)
	}
	st := sg.m.State()
	if !st.Result().Over {
		sg.fail("LEAK: %s the result screen (every piece shown) while the game goes on", when)
	}
	board, ok := r.Info().Board.(interface{ Shown() string })
	if !ok {
		sg.fail("%s the result screen shows no board", when)
	}
	if got, want := board.Shown(), strings.ReplaceAll(sg.m.Position(), "*", ""); got != want {
		sg.fail("%s the final board shows\n %s\nbut the pieces stand\n %s", when, got, want)
	}
}

func TestJunqiContinueRestoresTheScreen(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}

	// Mid-deployment, with a piece picked.
	a := gametest.StartJunqiTest(t, v)
	a.GoTo("button:random", "deploy")
	a.GoTo("c2", "deploy")
	b := a.Restart("deploy")
	if b.Shown() != a.Shown() || b.Record() != a.Record() {
		t.Fatalf("deployment after a restart shows\n %s\nwant\n %s", b.Shown(), a.Shown())
	}
	ga, gb := gametest.JunqiGameOf(t, a), gametest.JunqiGameOf(t, b)
	if gb.Picture().Selected != ga.Picture().Selected || len(gb.Picture().Targets) != len(ga.Picture().Targets) {
		t.Fatal("the picked piece and its swap targets were not restored")
	}

	// Mid-hand-over (暗棋, after South deployed).
	d := gametest.StartJunqiTest(t, v, "option:mode:dark")
	d.GoTo("button:ready", "deploy")
	d.GoTo("button:done", "handover")
	e := d.Restart("handover")
	if e.Shown() != "" {
		t.Fatalf("the restored hand-over shows a board: %s", e.Shown())
	}
	e.GoTo("button:ready", "deploy")
	if seat := gametest.JunqiGameOf(t, e).Picture().Deploying; seat != junqi.North {
		t.Fatalf("after the restored hand-over %v deploys, want North", seat)
	}

	// 暗棋 mid-play: the device may have changed hands, so the screen comes back behind a
	// hand-over to the seat to move, and then shows exactly what that seat saw.
	e.GoTo("button:done", "handover")
	e.ThroughHandOver()
	gametest.WantScene(t, e, "play")
	seat := gametest.JunqiGameOf(t, e).Picture().Seat
	f := e.Restart("handover")
	if f.Shown() != "" || f.Scene().(*menu.HandOver).Seat() != seat.String() {
		t.Fatalf("the resumed 暗棋 screen is not covered by a hand-over to %v (%q shows %q)", seat, f.Scene().(*menu.HandOver).Seat(), f.Shown())
	}
	f.GoTo("button:ready", "play")
	if f.Shown() != e.Shown() || f.Record() != e.Record() {
		t.Fatalf("after the covering hand-over the board shows\n %s\nwant\n %s", f.Shown(), e.Shown())
	}

	// A draw offer waiting for its answer.
	o := gametest.StartJunqiTest(t, v)
	o.DeployAll()
	o.PlaySome(2, false)
	o.GoTo("button:gamemenu", "play")
	o.GoTo("menu:draw", "play")
	p := o.Restart("play")
	if _, ok := p.Scene().Target("button:accept"); !ok || p.Shown() != o.Shown() {
		t.Fatal("the draw offer was not restored")
	}
	p.GoTo("button:accept", "result")
	if res, _ := gametest.RecordOf(t, p).Tag("Result"); res != "draw agreed" {
		t.Fatalf("an accepted draw ends with Result %q", res)
	}
}

func countColour(img *image.RGBA, r render.Rect, scale float64, want color.Color) int {
	area := image.Rect(int(r.X*scale), int(r.Y*scale), int((r.X+r.W)*scale), int((r.Y+r.H)*scale))
	n := 0
	for y := area.Min.Y; y < area.Max.Y; y++ {
		for x := area.Min.X; x < area.Max.X; x++ {
			if gametest.SameColour(img.At(x, y), want) {
				n++
			}
		}
	}
	return n
}
