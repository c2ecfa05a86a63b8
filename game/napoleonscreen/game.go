// Package napoleonscreen holds the Napoleon screens: the terrain editor, the secret set-up
// and play, the board on screen (zoom, drag, sliding moves) and the side panel. Every
// action goes through the napoleonplay controller and is autosaved at once.
package napoleonscreen

import (
	"math/rand/v2"
	"strings"

	"warboard/game/computer"
	"warboard/game/howto/napoleonhow"
	"warboard/game/i18n"
	"warboard/game/menu"
	"warboard/game/napoleonplay"
	"warboard/game/options"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/sound"
	"warboard/game/widget"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Kind is Napoleon Strategy's door into the app (scene.Kind): a new game, a loaded record
// or an autosaved session becomes a game on its terrain, set-up, hand-over, play or result
// screen.
type Kind struct{}

// HowTo is Napoleon's How to play pages (scene.Teacher).
func (Kind) HowTo(sh *scene.Shared) []scene.Page { return napoleonhow.Pages(sh) }

// ID is the game's [Game] tag, also the kind of its autosaved session.
func (Kind) ID() setup.GameID { return setup.Napoleon }

// Name is the game's name on New game's card.
func (Kind) Name(p *i18n.Printer) string { return p.T(i18n.GameNapoleon) }

// Help is the game's one line on New game's card.
func (Kind) Help(p *i18n.Printer) string { return p.T(i18n.GameNapoleonHelp) }

// Options are the rows of Napoleon's New game options (options.go).
func (Kind) Options() options.Catalogue { return napoleonOptions }

// Scenes are the screens a Napoleon game is continued on (napoleonSceneName).
func (Kind) Scenes() []string { return []string{"terrain", "setup", "handover", "play"} }

// New begins a game from the options screen's setup.
func (Kind) New(sh *scene.Shared, s setup.Setup) (scene.Game, error) {
	sess, err := napoleonplay.New(s.Record(), napoleonPlayOptions(sh, &s.Napoleon), rand.Uint64())
	if err != nil {
		return nil, err
	}
	return &napoleonGame{sh: sh, sess: sess}, nil
}

// Load continues a loaded record: from its Position if it has one, else from the set-up
// with its tags.
func (Kind) Load(sh *scene.Shared, rec *record.Record) (scene.Game, error) {
	opts := napoleonPlayOptions(sh, nil)
	var sess *napoleonplay.Session
	var err error
	if _, ok := rec.Tag("Position"); ok {
		sess, err = napoleonplay.FromRecord(rec, opts)
	} else {
		sess, err = napoleonplay.New(rec, opts, rand.Uint64())
	}
	if err != nil {
		return nil, err
	}
	return &napoleonGame{sh: sh, sess: sess}, nil
}

// Restore rebuilds the game the autosave left.
func (Kind) Restore(sh *scene.Shared, data []byte) (scene.Game, error) {
	sess, err := napoleonplay.Restore(data)
	if err != nil {
		return nil, err
	}
	return &napoleonGame{sh: sh, sess: sess}, nil
}

// napoleonGame is a Napoleon session at one device and what its scenes share: every
// action goes through the controller and is autosaved at once.
type napoleonGame struct {
	sh      *scene.Shared
	sess    *napoleonplay.Session
	showLOS bool
	bots    computer.Runner // the computer sides at work
}

// napoleonPlayOptions are the app's choices for a session: the army from the setup, the
// orientation from the settings.
func napoleonPlayOptions(sh *scene.Shared, n *setup.NapoleonSetup) napoleonplay.Options {
	// Which way the board faces: the settings' one choice (setup.MoverBottom). Napoleon's
	// play has no hand-overs: the board turns in "auto" for one person only.
	o := napoleonplay.Options{MoverBottom: setup.MoverBottom(sh.Settings.Orientation, false, 2)}
	if n != nil {
		o.MoverBottom = setup.MoverBottom(sh.Settings.Orientation, false, n.Computer.People([]string{"S", "N"}))
		o.Army, o.ArmySize, o.ExtraDrum, o.First = n.Army, n.ArmySize, n.ExtraDrum, n.First
		o.TerrainEdit = n.Terrain == setup.TerrainEdit && !n.Antique
		seats, levels := n.Computer.Seats([]string{"S", "N"})
		o.Computers, o.Levels = seats, computer.FormatLevels(seats, levels)
		if n.Waterloo() { // South at the bottom (docs/waterloo.md)
			seats, levels := n.Computer.Seats(n.Seats())
			o.Computers, o.Levels = seats, computer.FormatLevels(seats, levels)
			o.MoverBottom = false
		}
	}
	return o
}

// napoleonSceneName is the name of the scene that shows a phase.
func napoleonSceneName(ph napoleonplay.Phase) string {
	switch ph {
	case napoleonplay.TerrainEdit:
		return "terrain"
	case napoleonplay.HandOver:
		return "handover"
	case napoleonplay.SetUp:
		return "setup"
	case napoleonplay.Over:
		return "result"
	}
	return "play"
}

// save autosaves the session as it stands.
func (g *napoleonGame) save() {
	scene.Autosave(g.sh, string(setup.Napoleon), g.sess, napoleonSceneName(g.sess.Phase()))
	// the sound of a new turn, if there is one
	g.sh.Sound.Action(g.sess, g.sess.MoveCount(), func() sound.Effect {
		return soundOf(g.sess.LastToken(), g.sess.Phase() == napoleonplay.Over)
	})
}

// soundOf is the sound of a Napoleon turn from its record token ("d2xd4 c1>NE"): the end
// when the game is over, a capture when its move took a piece, a move otherwise; nothing
// for a draw offer or anything that is not a move.
func soundOf(token string, over bool) sound.Effect {
	if over {
		return sound.End
	}
	move, _, _ := strings.Cut(token, " ")
	switch {
	case strings.Contains(move, "x"):
		return sound.Capture
	case strings.Contains(move, "-"):
		return sound.Move
	}
	return sound.None
}

// Scene is the scene for the session's phase, saved first.
func (g *napoleonGame) Scene() scene.Scene {
	g.save()
	pic := g.sess.Picture()
	switch pic.Phase {
	case napoleonplay.HandOver:
		h := menu.NewHandOverFunc(g.sh, pic.Seat.String(), func() scene.Scene {
			if err := g.sess.Continue(); err != nil {
				g.sh.Notice = g.sh.Text.T(i18n.ErrUnexpected, err)
			}
			return g.Scene()
		})
		by, _, asked := g.sess.AskedBy()
		refused, wasRefused := g.sess.RefusedBy()
		switch {
		case g.sess.TakeBackAsked():
			h.WithNote(g.sh.Text.T(i18n.TakeBackAsked, g.seatName(by)))
		case asked: // an agreed end (Waterloo: asked of each army on its hand-over)
			h.WithNote(g.sh.Text.T(i18n.EndOffered, g.seatName(by)))
		case wasRefused:
			h.WithNote(g.sh.Text.T(i18n.OfferDeclined, g.seatName(refused)))
		}
		if by, ok := g.sess.CanAskTakeBack(); ok && !asked && !wasRefused {
			// the side that just played still holds the device: it may ask for its turn back
			h.WithTakeBack(g.sh.Text.T(i18n.AskTakeBack, g.seatName(by)), func() scene.Scene {
				if err := g.sess.AskTakeBack(); err != nil {
					g.sh.Notice = g.sh.Text.T(i18n.ErrUnexpected, err)
				}
				return g.Scene()
			})
		}
		return h
	case napoleonplay.Over:
		return g.result()
	}
	return newNapoleonScreen(g)
}

// seatName is a side's name in the player's language.
func (g *napoleonGame) seatName(x napoleon.Seat) string {
	return widget.SeatName(g.sh.Text, x.String()[0])
}

// result is the result screen over the final board.
func (g *napoleonGame) result() scene.Scene {
	title, reason := g.outcome()
	b := newNapoleonView(g.sh.Fonts)
	b.set(g.sess.Picture(), false, false)
	return menu.NewGameResult(g.sh, g, title, reason, b)
}

// Rematch is the same game again with a new draw; the lines of sight stay as they were.
func (g *napoleonGame) Rematch() (scene.Game, error) {
	next, err := g.sess.Rematch()
	if err != nil {
		return nil, err
	}
	return &napoleonGame{sh: g.sh, sess: next, showLOS: g.showLOS}, nil
}

// Record is the game so far.
func (g *napoleonGame) Record() *record.Record { return g.sess.Record() }

// outcome is the result in words: who won, and how.
func (g *napoleonGame) outcome() (title, reason string) {
	p := g.sh.Text
	r := g.sess.Result()
	if len(g.sess.Seats()) > 2 {
		return g.waterlooOutcome(r)
	}
	name := func(s napoleon.Seat) string { return widget.SeatName(p, s.String()[0]) }
	if r.Draw {
		reason = p.T(i18n.ReasonEqualCount, r.Points[0])
		switch r.Reason {
		case "agreed":
			reason = widget.Sentences(p.T(i18n.ReasonAgreed), reason)
		case "turnlimit":
			reason = widget.Sentences(p.T(i18n.ReasonTurnLimit), reason)
		}
		return p.T(i18n.ResultDraw), reason
	}
	w, l := r.Winner, r.Winner.Other()
	switch r.Reason {
	case "target":
		reason = p.T(i18n.ReasonTarget, name(w), r.Points[w])
	case "nomoves":
		reason = p.T(i18n.ReasonNoMoves, name(l))
	case "resign":
		reason = p.T(i18n.ReasonResign, name(l))
	default: // count: after an agreed end or the turn limit
		reason = p.T(i18n.ReasonCount, r.Points[w], r.Points[l])
		if g.endedBy("draw") {
			reason = widget.Sentences(p.T(i18n.ReasonAgreed), reason)
		} else {
			reason = widget.Sentences(p.T(i18n.ReasonTurnLimit), reason)
		}
	}
	return p.T(i18n.WinnerSeat, name(w)), reason
}

// endedBy reports whether the record's last token is tok.
func (g *napoleonGame) endedBy(tok string) bool {
	return g.sess.LastToken() == tok
}
