package junqiplay

import (
	"errors"
	"fmt"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Replay steps through a game's record (复盘): the position after any number of its
// tokens, as one seat saw it then, or — once the game is over, never before — with every
// piece revealed. Nothing is played; the record is the game.
type Replay struct {
	rec   *record.Record
	cfg   junqi.Config
	n     int  // tokens
	over  bool // the record's game has ended
	seats []junqi.Seat
}

// NewReplay reads a record to replay: it must hold a Position (a game that was played)
// and tokens the rules accept.
func NewReplay(rec *record.Record) (*Replay, error) {
	if rec == nil {
		return nil, errors.New("no record")
	}
	if _, ok := rec.Tag("Position"); !ok {
		return nil, errors.New("nothing to replay: the record has no [Position]")
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	st := m.State()
	cfg, err := junqi.ConfigFromTags(rec)
	if err != nil {
		return nil, err
	}
	return &Replay{rec: rec.Clone(), cfg: cfg, n: m.NumTokens(), over: st.Result().Over, seats: cfg.Seats}, nil
}

// Len is the number of tokens: plies run from 0 (the start) to Len.
func (r *Replay) Len() int { return r.n }

// Over reports whether the game has ended: only then may every piece be shown.
func (r *Replay) Over() bool { return r.over }

// Seats are the seats a viewer may be chosen from, in play order.
func (r *Replay) Seats() []junqi.Seat { return append([]junqi.Seat(nil), r.seats...) }

// Config is the game's rules.
func (r *Replay) Config() junqi.Config { return r.cfg }

// Token is the ply-th token (1-based: the one that led to the position after ply).
func (r *Replay) Token(ply int) string {
	if ply < 1 || ply > len(r.rec.Moves) {
		return ""
	}
	return r.rec.Moves[ply-1].Text
}

// Picture is the position after ply tokens as viewer saw it then; viewer NoSeat shows
// every piece, which only a finished game allows. Its history holds the tokens up to ply.
func (r *Replay) Picture(ply int, viewer junqi.Seat) (Picture, error) {
	if ply < 0 || ply > r.n {
		return Picture{}, fmt.Errorf("ply %d: the record has %d", ply, r.n)
	}
	if viewer == junqi.NoSeat && !r.over {
		return Picture{}, errors.New("every piece is shown only once the game is over")
	}
	if viewer != junqi.NoSeat && !r.plays(viewer) {
		return Picture{}, fmt.Errorf("%v does not play", viewer)
	}
	prefix := &record.Record{Tags: r.rec.Tags, Moves: r.rec.Moves[:ply]}
	prefix = prefix.Clone()
	prefix.DeleteTag("Result")
	s := &Session{tags: prefix, cfg: r.cfg, selected: junqi.NoPoint, drawBy: junqi.NoSeat, evSeat: junqi.NoSeat,
		seat: junqi.NoSeat, holder: junqi.NoSeat}
	if err := s.replay(prefix); err != nil {
		return Picture{}, err
	}
	ph := Play
	if viewer == junqi.NoSeat {
		ph = Over // reveals every piece, and every battle's ranks
	}
	st := s.match.State()
	if st.Result().Over {
		s.phase = Over
	} else {
		s.phase = Play
	}
	pic := s.pictureAs(viewer, ph)
	pic.Phase = Play
	if viewer != junqi.NoSeat {
		pic.Bottom = viewer // the seat watched sits at the bottom
	}
	if viewer == junqi.NoSeat {
		pic.SeatToMove = junqi.NoSeat
		if t, known := st.Turn(); known && !st.Result().Over {
			pic.SeatToMove = t
		}
	}
	return pic, nil
}

func (r *Replay) plays(x junqi.Seat) bool {
	for _, y := range r.seats {
		if y == x {
			return true
		}
	}
	return false
}
