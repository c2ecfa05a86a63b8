package junqiplay

import "warboard/rules/junqi"

// FlagThreats are the points of the enemy pieces that could take seat's flag with their
// next action, as seat may know it: a piece whose rank seat has not seen counts as any
// piece that moves (not an engineer: its turns along the railway would tell its rank; not
// a landmine: a warning that stays silent about a piece would tell it cannot move). Nil
// when seat's flag is not known to it (face down in 翻棋) or the game is not in play.
func (s *Session) FlagThreats(seat junqi.Seat) []junqi.Point {
	if s.match == nil || s.phase == Over {
		return nil
	}
	st := s.match.State()
	if st.Result().Over || !st.Playing(seat) {
		return nil
	}
	if out, _ := st.Out(seat); out {
		return nil
	}
	// the screen asks on every frame it draws (a sliding piece: every frame): the answer
	// is kept until the position changes
	if c := &s.threats; c.ok && c.seat == seat && c.hash == st.Hash() && c.ply == st.Ply() {
		return c.pts
	}
	pts := flagThreats(&st, seat)
	s.threats = threatCache{ok: true, seat: seat, hash: st.Hash(), ply: st.Ply(), pts: pts}
	return pts
}

// threatCache is FlagThreats' last answer and the position it was for.
type threatCache struct {
	ok   bool
	seat junqi.Seat
	hash uint64
	ply  int
	pts  []junqi.Point
}

func flagThreats(st *junqi.State, seat junqi.Seat) []junqi.Point {
	b := st.Board()
	flag := junqi.NoPoint
	for p := 0; p < b.N; p++ {
		pc := st.At(junqi.Point(p))
		if !pc.Empty() && pc.Seat() == seat && pc.Rank() == junqi.Flag && !pc.FaceDown() {
			flag = junqi.Point(p)
		}
	}
	if flag == junqi.NoPoint {
		return nil
	}
	// the position as seat knows it: unseen enemy ranks become a 团长, which moves as any
	// piece but an engineer does
	known := *st
	for p := 0; p < b.N; p++ {
		q := junqi.Point(p)
		pc := st.At(q)
		if pc.Empty() || pc.FaceDown() || st.Allies(seat, pc.Seat()) || pc.Seat() == seat || st.Knows(seat, q) {
			continue
		}
		if err := known.Put(q, junqi.MakePiece(pc.Seat(), junqi.Colonel)); err != nil {
			return nil
		}
	}
	var out []junqi.Point
	seen := map[junqi.Point]bool{}
	for _, x := range st.Seats() {
		if x == seat || st.Allies(seat, x) || !st.Playing(x) {
			continue
		}
		if gone, _ := st.Out(x); gone {
			continue
		}
		t := known
		if err := t.SetTurn(x, true); err != nil {
			continue
		}
		for _, a := range t.Actions(nil) {
			if a.To == flag && !seen[a.From] {
				seen[a.From] = true
				out = append(out, a.From)
			}
		}
	}
	return out
}
