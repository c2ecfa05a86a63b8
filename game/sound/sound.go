// Package sound gives the games their few short sounds — a move, a battle, a capture, the
// end — made in code: it picks the sound of each new action from the play controllers'
// public account of it, and the platform's Player plays it unless the player muted sound.
package sound

import (
	"strings"

	"warboard/game/junqiplay"
	"warboard/game/napoleonplay"
)

// Effect is one of the sounds.
type Effect uint8

const (
	None    Effect = iota
	Move           // a piece moved (or, in flip Junqi, turned face up)
	Battle         // a Junqi battle that took no point: the attacker lost, or both went
	Capture        // a piece took an enemy's place
	End            // the game is over
)

// Effects are the sounds there are.
var Effects = []Effect{Move, Battle, Capture, End}

func (e Effect) String() string {
	return [...]string{"none", "move", "battle", "capture", "end"}[min(int(e), 4)]
}

// Player plays an effect at once, without waiting for it to finish: the browser's Web
// Audio or the desktop's audio device (game/internal/platform).
type Player interface{ Play(e Effect) }

// Cue plays the sound of each new action of the game on screen, once: the screens tell it
// after every change, and it plays only when the same game's count of actions went up. A
// first look at a game (a new game, a rematch, Continue) or a move taken back (the count
// went down) plays nothing. A nil Cue plays nothing.
type Cue struct {
	Player Player
	Muted  func() bool // true while the player has sound off
	game   any         // the game last seen, by identity (its session pointer)
	last   int
}

// NewCue is a cue that plays on p unless muted says so.
func NewCue(p Player, muted func() bool) *Cue { return &Cue{Player: p, Muted: muted} }

// JunqiGame is what the cue reads of a Junqi game: its action count, phase and the public
// note of its last action. It is told apart from another game by identity: a pointer.
type JunqiGame interface {
	MoveCount() int
	Phase() junqiplay.Phase
	Picture() junqiplay.Picture
}

// NapoleonGame is what the cue reads of a Napoleon game.
type NapoleonGame interface {
	MoveCount() int
	Phase() napoleonplay.Phase
	LastToken() string
}

// Junqi plays the sound of g's newest action, if it has a new one.
func (c *Cue) Junqi(g JunqiGame) {
	if c.next(g, g.MoveCount()) {
		c.Play(ForJunqi(g.Picture().Note, g.Phase() == junqiplay.Over))
	}
}

// Napoleon plays the sound of g's newest turn, if it has a new one.
func (c *Cue) Napoleon(g NapoleonGame) {
	if c.next(g, g.MoveCount()) {
		c.Play(ForNapoleon(g.LastToken(), g.Phase() == napoleonplay.Over))
	}
}

// next reports whether game g has more actions (n) than the cue saw last, and remembers.
func (c *Cue) next(g any, n int) bool {
	if c == nil {
		return false
	}
	more := c.game == g && n > c.last
	c.game, c.last = g, n
	return more
}

// Play plays e now, unless it is None, sound is off or there is no player.
func (c *Cue) Play(e Effect) {
	if c == nil || c.Player == nil || e == None || (c.Muted != nil && c.Muted()) {
		return
	}
	c.Player.Play(e)
}

// ForJunqi is the sound of a Junqi action from its public note: the end when the game is
// over; a capture when the attacker took the point, a battle when it did not; a move for a
// move or a flip; nothing for anything else (a deployment, a draw offer declined).
func ForJunqi(note junqiplay.Feedback, over bool) Effect {
	if over {
		return End
	}
	switch note.Code {
	case junqiplay.NoteAttack:
		switch arg(note, 3) {
		case "won":
			return Capture
		case "flag":
			return End
		}
		return Battle
	case junqiplay.NoteMove, junqiplay.NoteFlip:
		return Move
	}
	return None
}

// ForNapoleon is the sound of a Napoleon turn from its record token ("d2xd4 c1>NE"): the
// end when the game is over, a capture when its move took a piece, a move otherwise;
// nothing for a draw offer or anything that is not a move.
func ForNapoleon(token string, over bool) Effect {
	if over {
		return End
	}
	move, _, _ := strings.Cut(token, " ")
	switch {
	case strings.Contains(move, "x"):
		return Capture
	case strings.Contains(move, "-"):
		return Move
	}
	return None
}

func arg(fb junqiplay.Feedback, i int) string {
	if i < len(fb.Args) {
		return fb.Args[i]
	}
	return ""
}
