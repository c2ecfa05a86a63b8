// Package sound gives the games their few short sounds — a move, a battle, a capture, the
// end — made in code: each game's screens name the sound of each new action, the cue plays
// it once, and the platform's Player plays it unless the player muted sound.
package sound

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

// Action plays the sound of game g's newest action, if its count of actions n went up
// since the cue last saw the same game (g is told apart by identity: its session
// pointer). Each game's screens say which sound an action makes (effect, asked only for a
// new action), so the cue knows no game.
func (c *Cue) Action(g any, n int, effect func() Effect) {
	if c.next(g, n) {
		c.Play(effect())
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
