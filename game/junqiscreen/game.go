// Package junqiscreen holds the Junqi screens: deployment and play on either board, the
// board on screen (zoom, drag, sliding moves), the side panel and the words of every
// event. Every action goes through the junqiplay controller and is autosaved at once.
package junqiscreen

import (
	"math/rand/v2"
	"strings"

	"warboard/game/computer"
	"warboard/game/howto/junqihow"
	"warboard/game/i18n"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/options"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/sound"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render/junqiboard"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Kind is Junqi's door into the app (scene.Kind): a new game, a loaded record or an
// autosaved session becomes a game on its deployment, hand-over, play or result screen.
type Kind struct{}

// HowTo is Junqi's How to play pages (scene.Teacher).
func (Kind) HowTo(sh *scene.Shared) []scene.Page { return junqihow.Pages(sh) }

// ID is the game's [Game] tag, also the kind of its autosaved session.
func (Kind) ID() setup.GameID { return setup.Junqi }

// FormerIDs: a 三打一 hand before play was autosaved as "sandayi" before it became a
// phase of Junqi's game.
func (Kind) FormerIDs() []setup.GameID { return []setup.GameID{"sandayi"} }

// Name is the game's name on New game's card.
func (Kind) Name(p *i18n.Printer) string { return p.T(i18n.GameJunqi) }

// Help is the game's one line on New game's card.
func (Kind) Help(p *i18n.Printer) string { return p.T(i18n.GameJunqiHelp) }

// Options are the rows of Junqi's New game options (options.go).
func (Kind) Options() options.Catalogue { return junqiOptions }

// Scenes are the screens a Junqi game is continued on (junqiSceneName, and a 三打一
// hand's sceneName).
func (Kind) Scenes() []string { return []string{"deploy", "handover", "play", "bid", "pick"} }

// New begins a game from the options screen's setup: deployment, or play at once in 翻棋.
func (Kind) New(sh *scene.Shared, s setup.Setup) (scene.Game, error) {
	if s.Junqi.Sandayi() {
		return newSandayiFromSetup(sh, s.Junqi, rand.Uint64()) // the deal and bidding first
	}
	sess, err := junqiplay.New(s.Record(), junqiPlayOptions(sh, &s.Junqi, nil), rand.Uint64())
	if err != nil {
		return nil, err
	}
	return newJunqiGame(sh, sess), nil
}

// Load continues a loaded record: play from its Position, or deployment without one.
func (Kind) Load(sh *scene.Shared, rec *record.Record) (scene.Game, error) {
	if v, _ := rec.Tag("Variant"); v == "sandayi" {
		if _, ok := rec.Tag("Position"); !ok && len(rec.Moves) == 0 {
			// 三打一 before play: its hand goes on at the step the record stops at
			h, err := junqiplay.SandayiHandFromRecord(rec, rand.Uint64())
			if err != nil {
				return nil, err
			}
			return newSandayiGame(sh, h), nil
		}
	}
	sess, err := junqiplay.FromRecord(rec, junqiPlayOptions(sh, nil, rec))
	if err != nil {
		return nil, err
	}
	return newJunqiGame(sh, sess), nil
}

// Restore rebuilds the game the autosave left: a 三打一 hand before play (its record
// decides), or a session. Whoever continues may not be the seat whose screen was left: a
// secret screen comes back behind a hand-over to its seat.
func (Kind) Restore(sh *scene.Shared, data []byte) (scene.Game, error) {
	if junqiplay.HandBeforePlay(data) {
		h, err := junqiplay.RestoreSandayiHand(data)
		if err != nil {
			return nil, err
		}
		h.Cover()
		return newSandayiGame(sh, h), nil
	}
	sess, err := junqiplay.Restore(data)
	if err != nil {
		return nil, err
	}
	sess.Cover()
	return newJunqiGame(sh, sess), nil
}

// junqiGame is a Junqi session at one device and what its scenes share: the controller,
// through which every action goes and which is autosaved after each change, the board on
// screen (its renderer keeps its tiles from scene to scene) and the answer to the last tap.
type junqiGame struct {
	sh   *scene.Shared
	sess *junqiplay.Session
	view *junqiView
	fb   junqiplay.Feedback
	bots computer.Runner // the computer seats at work

	count counter // the count panel (marks.go)
	// naval: the game is played with the 海战棋 set (its record's option "naval"), on
	// every screen that draws or names its pieces.
	naval bool
}

// junqiPlayOptions are the app's choices for a session: from the setup, or for a loaded
// record (j nil) from the settings and its mode.
func junqiPlayOptions(sh *scene.Shared, j *setup.JunqiSetup, rec *record.Record) junqiplay.Options {
	if j == nil {
		mode, _ := rec.Tag("Mode")
		return junqiplay.Options{MoverBottom: setup.MoverBottom(sh.Settings.Orientation, mode == "dark", 2)}
	}
	// Which way the board faces: the settings' one choice (setup.MoverBottom).
	handOvers := j.Mode == "dark" || j.HandOver
	seats, levels := j.Computer.Seats(j.Seats())
	return junqiplay.Options{SecretDeploy: j.SecretDeploy && j.Mode == "open", HandOverOpen: j.HandOver,
		MoverBottom: setup.MoverBottom(sh.Settings.Orientation, handOvers, j.Computer.People(j.Seats())),
		RankNumbers: j.RankNumbers, Computers: seats, Levels: computer.FormatLevels(seats, levels)}
}

func newJunqiGame(sh *scene.Shared, sess *junqiplay.Session) *junqiGame {
	g := &junqiGame{sh: sh, sess: sess, naval: setup.Naval(sess.Record())}
	g.view = g.newView()
	return g
}

// newView is a board view whose battle caption names ranks in the player's language.
func (g *junqiGame) newView() *junqiView {
	v := newJunqiView()
	v.r.Naval = g.naval
	v.r.MarkLabel = func(code byte) string { return g.markLabels()[code] }
	v.r.RankName = func(code byte) string {
		if k, ok := i18n.JunqiPieceIn(code, g.naval); ok {
			return g.sh.Text.T(k)
		}
		return ""
	}
	// The faces follow the language unless the player keeps the Chinese ones (Settings).
	v.r.Face = func(code byte) string {
		return g.sh.Text.JunqiFaceIn(code, g.sh.Settings.Faces == storage.FacesChinese, g.naval)
	}
	v.r.Words = func() junqiboard.BoardWords {
		return widget.BoardWords(g.sh.Text, g.sh.Settings.Faces == storage.FacesChinese)
	}
	return v
}

// junqiSceneName is the name of the scene that shows a phase.
func junqiSceneName(ph junqiplay.Phase) string {
	switch ph {
	case junqiplay.Deploy:
		return "deploy"
	case junqiplay.HandOver:
		return "handover"
	case junqiplay.Over:
		return "result"
	}
	return "play"
}

// save autosaves the session as it stands.
func (g *junqiGame) save() {
	scene.Autosave(g.sh, string(setup.Junqi), g.sess, junqiSceneName(g.sess.Phase()))
	// the sound of a new action, if there is one
	g.sh.Sound.Action(g.sess, g.sess.MoveCount(), func() sound.Effect {
		return soundOf(g.sess.Picture().Note, g.sess.Phase() == junqiplay.Over)
	})
}

// soundOf is the sound of a Junqi action from its public note: the end when the game is
// over; a capture when the attacker took the point, a battle when it did not; a move for a
// move or a flip; nothing for anything else (a deployment, a draw offer declined).
func soundOf(note junqiplay.Feedback, over bool) sound.Effect {
	if over {
		return sound.End
	}
	switch note.Code {
	case junqiplay.NoteAttack:
		outcome := ""
		if len(note.Args) > 3 {
			outcome = note.Args[3]
		}
		switch outcome {
		case "won":
			return sound.Capture
		case "flag":
			return sound.End
		}
		return sound.Battle
	case junqiplay.NoteMove, junqiplay.NoteFlip:
		return sound.Move
	}
	return sound.None
}

// do runs one operation of the controller and keeps its answer for the screen; an accepted
// one is autosaved at once.
func (g *junqiGame) do(op func() junqiplay.Feedback) junqiplay.Feedback {
	g.fb = op()
	if !g.fb.Refused {
		g.save()
	}
	g.view.set(g.sess.Picture(), g.sess.MoveCount())
	return g.fb
}

// Scene is the scene for the session's phase, saved first.
func (g *junqiGame) Scene() scene.Scene {
	g.save()
	pic := g.sess.Picture()
	switch pic.Phase {
	case junqiplay.HandOver:
		note := g.recentText(pic, func(string) bool { return true }) // what the called seat missed
		if note == "" {
			note = g.noteText(pic.Note, pic)
		}
		g.fb = junqiplay.Feedback{}
		h := menu.NewHandOverFunc(g.sh, pic.Seat.String(), func() scene.Scene {
			g.fb = g.sess.Ready()
			return g.Scene()
		}).WithNote(note)
		if by, ok := g.sess.CanAskTakeBack(); ok {
			// the seat that just moved still holds the device: it may ask for its move back
			h.WithTakeBack(g.sh.Text.T(i18n.AskTakeBack, g.name(by)), func() scene.Scene {
				g.do(g.sess.AskTakeBack)
				return g.Scene()
			})
		}
		return h
	case junqiplay.Over:
		return g.result()
	}
	g.view.set(pic, g.sess.MoveCount())
	if pic.Phase == junqiplay.Deploy {
		return newJunqiDeploy(g)
	}
	return newJunqiPlay(g)
}

// follow is the scene after an operation: the same one while the phase keeps its kind of
// screen, else the scene of the new phase.
func (g *junqiGame) follow(current string) scene.Step {
	if junqiSceneName(g.sess.Phase()) != current {
		return scene.Step{Next: g.Scene(), Redraw: true}
	}
	return scene.Step{Redraw: true}
}

// legalMoves are the actions of the seat to move, as the referee lists them.
func (g *junqiGame) legalMoves() []string {
	return g.sess.LegalMoves()
}

// result is the result screen over the final board, every piece revealed.
func (g *junqiGame) result() scene.Scene {
	title, reason := g.outcome()
	b := g.newView()
	b.set(g.sess.Picture(), g.sess.MoveCount())
	return menu.NewGameResult(g.sh, g, title, reason, b)
}

// Rematch is the same game again from deployment, with new random layouts.
func (g *junqiGame) Rematch() (scene.Game, error) {
	if v, _ := g.sess.Record().Tag("Variant"); v == "sandayi" {
		// 三打一: a new deal and bidding, not the same armies again
		return sandayiRematch(g.sh, g.sess.Record(), g.sess.Options().RankNumbers, g.sess.Options().Computers, g.sess.Options().Levels)
	}
	next, err := g.sess.Rematch()
	if err != nil {
		return nil, err
	}
	return newJunqiGame(g.sh, next), nil
}

// Record is the game so far.
func (g *junqiGame) Record() *record.Record { return g.sess.Record() }

// outcome is the result in words: who won, and how.
func (g *junqiGame) outcome() (title, reason string) {
	p := g.sh.Text
	r := g.sess.Result()
	var losers []junqi.Seat
	for _, x := range g.sess.Config().Seats {
		won := false
		for _, w := range r.Winners {
			won = won || w == x
		}
		if !won {
			losers = append(losers, x)
		}
	}
	if g.endedBy("resign") {
		losers = []junqi.Seat{g.sess.LastMover()}
	}
	who := g.seatList(losers)
	switch r.Reason {
	case "flag", "nomoves", "resign":
		k, _ := i18n.ReasonOf(r.Reason, len(losers))
		reason = p.T(k, who)
	case "agreed":
		reason = p.T(i18n.ReasonAgreed)
	case "nocapture":
		reason = p.T(i18n.ReasonNoCapture, g.sess.Config().NoCapture)
	case "repetition":
		reason = p.T(i18n.ReasonRepetition)
	}
	switch {
	case r.Draw:
		title = p.T(i18n.ResultDraw)
	case len(r.Winners) == 2:
		title = p.T(i18n.WinnerTeam, g.name(r.Winners[0]), g.name(r.Winners[1]))
	case len(r.Winners) == 1:
		title = p.T(i18n.WinnerSeat, g.name(r.Winners[0]))
	default:
		title = p.T(i18n.GameOver)
	}
	return title, reason
}

// endedBy reports whether the record's last token is tok.
func (g *junqiGame) endedBy(tok string) bool {
	return g.sess.LastToken() == tok
}

// name is a seat's name in the player's language.
func (g *junqiGame) name(x junqi.Seat) string {
	if x == junqi.NoSeat {
		return "?"
	}
	return widget.SeatName(g.sh.Text, x.String()[0])
}

// seatList names seats: "North", "East and West", "South, East, North".
func (g *junqiGame) seatList(seats []junqi.Seat) string {
	switch len(seats) {
	case 0:
		return ""
	case 2:
		return g.sh.Text.T(i18n.TeamOf, g.name(seats[0]), g.name(seats[1]))
	}
	names := make([]string, len(seats))
	for i, x := range seats {
		names[i] = g.name(x)
	}
	return strings.Join(names, ", ")
}

// seatLetters names the seats of a letter string like "EW".
func (g *junqiGame) seatLetters(letters string) string {
	var seats []junqi.Seat
	for i := 0; i < len(letters); i++ {
		if x, ok := junqi.SeatOf(letters[i]); ok {
			seats = append(seats, x)
		}
	}
	return g.seatList(seats)
}
