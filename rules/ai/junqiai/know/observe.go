// Package know is what one Junqi seat may know: its observation, the hard deductions, and positions sampled from its belief.
package know

import (
	"errors"
	"fmt"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Observation is everything one seat may know: its view now and the history it saw
// (its own moves, the battle outcomes the mode showed it, flips, flags shown). It holds
// no hidden rank: nothing reachable from it may depend on what the seat cannot see.
//
// It is built in two stages. Observe replays the match and copies, action by
// action, only the seat's view and the public facts of each action (masked
// by junqi's BattleKnown) into a tracker of piece identities; everything else
// (Possible, the belief, Sample) is computed from that tracker alone.
type Observation struct {
	seat junqi.Seat
	cfg  junqi.Config
	view junqi.View
	ply  int
	t    tracker
	// recent: the moves since the last irreversible action, oldest first
	recent []Move
}

// Move is one action and the seat that made it.
type Move struct {
	Seat   junqi.Seat
	Action junqi.Action
}

// Observe builds seat's observation of a match. It is the only function that touches
// the match, and it copies only what the seat saw.
func Observe(m *junqi.Match, seat junqi.Seat) (*Observation, error) {
	if m == nil {
		return nil, errors.New("no match")
	}
	var sdy *sandayiInfo
	if h := m.Hand(); h != nil {
		if m.Phase() != junqi.PhasePlay {
			return nil, fmt.Errorf("三打一: the hand is at %v, not play", m.Phase())
		}
		var err error
		if sdy, err = sandayiOf(h, seat); err != nil {
			return nil, err
		}
	}
	st := m.State()
	cfg := st.Config()
	if !st.Board().HasArea(seat) {
		return nil, fmt.Errorf("seat %v is not on the %v board", seat, cfg.Board)
	}
	start, err := startOf(m)
	if err != nil {
		return nil, err
	}
	o := &Observation{seat: seat, cfg: cfg}
	o.t.sdy = sdy
	// Replay on the rules' Game with the match's own actions (already legal:
	// no parsing, no move generation), reading only the seat's view after
	// each token and the public facts of each action.
	g := start.Game()
	v := g.State.View(seat)
	o.t.begin(cfg, seat, &v)
	battles := m.Battles()
	k := 0
	for _, tok := range m.Tokens() {
		ev := event{token: tok}
		ev.actor, _ = g.State.Turn()
		var err error
		switch tok {
		case "resign":
			err = g.Resign()
		case "draw":
			err = g.AgreeDraw()
		default:
			if k >= len(battles) {
				return nil, errors.New("the match's actions and tokens disagree")
			}
			before := g.State
			bt := g.Apply(battles[k].Action)
			k++
			ev = publicEvent(&before, seat, bt)
			ev.token = tok
			o.ply++
		}
		if err != nil {
			return nil, fmt.Errorf("replaying %s: %v", tok, err)
		}
		out := v.Out
		v = g.State.View(seat)
		if ev.act.Kind == junqi.MoveTo && v.Out == out && tok != "resign" && tok != "draw" {
			o.recent = append(o.recent, Move{Seat: ev.actor, Action: ev.act})
		} else {
			// a battle removes a piece, a flip turns one up, a seat that
			// resigns or has no move goes out with its pieces
			o.recent = o.recent[:0]
		}
		o.t.step(ev, &v)
	}
	o.view = st.View(seat)
	if o.view != v {
		return nil, errors.New("the replayed match does not reach the match's position")
	}
	o.t.finish()
	return o, nil
}

// startOf rebuilds the match at its first position from its record's tags.
func startOf(m *junqi.Match) (*junqi.Match, error) {
	rec := m.Record()
	rec = &record.Record{Tags: rec.Tags}
	rec.DeleteTag("Result")
	return junqi.FromRecord(rec)
}

// event is one action as the seat saw it: the action and who made it are
// public, so are the outcome flags and a flipped piece; the fighters' ranks
// only as BattleKnown allows (Unknown otherwise).
type event struct {
	token              string // "resign", "draw" or the action
	act                junqi.Action
	actor              junqi.Seat
	attacker           junqi.Rank
	defender           junqi.Rank
	aRemoved, dRemoved bool
	flag               bool
	flipped            junqi.Piece
}

func publicEvent(before *junqi.State, seat junqi.Seat, bt junqi.Battle) event {
	ev := event{act: bt.Action, actor: bt.Seat,
		attacker: junqi.Unknown, defender: junqi.Unknown, flipped: bt.Flipped}
	if bt.Action.Kind == junqi.Attack {
		ka, kd := before.BattleKnown(seat, bt)
		if ka {
			ev.attacker = bt.Attacker.Rank()
		}
		if kd {
			ev.defender = bt.Defender.Rank()
		}
		ev.aRemoved, ev.dRemoved, ev.flag = bt.AttackerRemoved, bt.DefenderRemoved, bt.FlagCaptured
	}
	return ev
}

// Seat is the observing seat.
func (o *Observation) Seat() junqi.Seat { return o.seat }

// View is the position as the seat sees it now.
func (o *Observation) View() junqi.View { return o.view }

// Config is the rules in force (public).
func (o *Observation) Config() junqi.Config {
	c := o.cfg
	c.Seats = append([]junqi.Seat(nil), c.Seats...)
	if c.Teams != nil {
		t := make([][]junqi.Seat, len(c.Teams))
		for i := range c.Teams {
			t[i] = append([]junqi.Seat(nil), c.Teams[i]...)
		}
		c.Teams = t
	}
	return c
}

// ToMove is who decides now (false: colour not yet known, flip).
func (o *Observation) ToMove() (junqi.Seat, bool) { return o.view.Turn, o.view.TurnKnown }

// Recent is the moves played since the last irreversible action (a battle
// always removes a piece; a flip; a resignation), oldest first, with who made
// them. Every seat sees them. The positions before them are those the
// threefold-repetition rule can still meet again. The slice is the caller's.
func (o *Observation) Recent() []Move { return append([]Move(nil), o.recent...) }

// Ply is the number of actions played.
func (o *Observation) Ply() int { return o.ply }

// Possible is the set of ranks (bit r set for junqi.Rank r) the piece on p may have, by hard
// deductions alone; a known piece has exactly one bit. Empty points: 0.
func (o *Observation) Possible(p junqi.Point) uint32 {
	if int(p) >= junqi.MaxPoints {
		return 0
	}
	pc := o.view.Squares[p]
	switch {
	case pc == 0:
		return 0
	case pc.Rank() != junqi.Unknown:
		return 1 << pc.Rank()
	}
	return rankBits(o.t.possibleAt(p))
}

// Held is how many attacks on the piece on p it outlived (the attacker
// removed, it stayed): public like Wins; a piece that moves and beat an
// attacker shows the others it is strong too. Empty: 0.
func (o *Observation) Held(p junqi.Point) int {
	if int(p) >= junqi.MaxPoints {
		return 0
	}
	if id := o.t.at[p]; id >= 0 {
		return int(o.t.pcs[id].held)
	}
	return 0
}

// Wins is how many attacks the piece on p won (it stood on the target
// afterwards): public, every seat saw them. A piece that won shows the
// others it is strong (what makes an enemy bomb come for it). Empty: 0.
func (o *Observation) Wins(p junqi.Point) int {
	if int(p) >= junqi.MaxPoints {
		return 0
	}
	if id := o.t.at[p]; id >= 0 {
		return int(o.t.pcs[id].wins)
	}
	return 0
}
