package junqiplay

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Marks (标记): a person tags a piece whose rank its seat does not know with a guessed
// rank. A mark belongs to one seat and to one piece: it is kept by the piece's point in
// the game's Position (its identity, which never changes), and the point it stands on now
// comes from replaying the game's actions (Follow). So a mark follows its piece through
// moves, battles, flips, a resumed game and a take-back without being updated, and shows
// only while the piece is on the board and its rank still hidden from the seat. Marks are
// saved beside the record, never in it.

// MarkCodes are the guesses a mark may hold, in the chooser's order: the ranks strongest
// first, the bomb, the landmine, the flag, and '?' (a piece worth watching).
const MarkCodes = "987654321BMF?"

// SandayiMarkCodes are MarkCodes in 三打一, with the landlord's 元帅, 导弹 and 堡垒 in the
// count panel's order.
const SandayiMarkCodes = "A987654321RBMTF?"

// ValidMark reports whether code is a guess a mark may hold (in some game).
func ValidMark(code byte) bool { return code != 0 && strings.IndexByte(SandayiMarkCodes, code) >= 0 }

// MarkCodes are the guesses this game's marks may hold, in the chooser's order.
func (s *Session) MarkCodes() string {
	if s.cfg.Bid > 0 {
		return SandayiMarkCodes
	}
	return MarkCodes
}

// Follow is where each piece of the start position stands after the actions of battles:
// ids[p] is the start point of the piece now on p, junqi.NoPoint where no tracked piece
// stands. A seat that goes out takes its pieces away without an action: the caller reads
// the board for what is there.
func Follow(start *junqi.State, battles []junqi.Battle) [junqi.MaxPoints]junqi.Point {
	var ids [junqi.MaxPoints]junqi.Point
	n := start.Board().N
	for p := range ids {
		ids[p] = junqi.NoPoint
		if p < n && !start.At(junqi.Point(p)).Empty() {
			ids[p] = junqi.Point(p)
		}
	}
	for _, bt := range battles {
		a := bt.Action
		if int(a.From) >= n || int(a.To) >= n {
			continue
		}
		switch a.Kind {
		case junqi.MoveTo:
			ids[a.To], ids[a.From] = ids[a.From], junqi.NoPoint
		case junqi.Attack:
			switch {
			case bt.AttackerRemoved && bt.DefenderRemoved:
				ids[a.To] = junqi.NoPoint
			case bt.DefenderRemoved:
				ids[a.To] = ids[a.From]
			}
			ids[a.From] = junqi.NoPoint
		}
	}
	return ids
}

// markable reports whether the viewer may mark the piece it sees: one whose rank it does
// not know (an enemy's back in 暗棋, a face-down piece in 翻棋).
func markable(pc junqi.Piece) bool {
	return !pc.Empty() && (pc.FaceDown() || pc.Rank() == junqi.Unknown)
}

// pieceIDs is Follow for the game so far.
func (s *Session) pieceIDs() ([junqi.MaxPoints]junqi.Point, error) {
	var none [junqi.MaxPoints]junqi.Point
	if s.match == nil {
		return none, errors.New("no game in play")
	}
	start, err := s.origin()
	if err != nil {
		return none, err
	}
	return Follow(start, s.match.Battles()), nil
}

// origin is the position the game started from (its Position).
func (s *Session) origin() (*junqi.State, error) {
	m, err := junqi.FromRecord(&record.Record{Tags: s.tags.Tags})
	if err != nil {
		return nil, err
	}
	st := m.State()
	return &st, nil
}

// markScreen is the seat whose marks the screen shows and edits: the viewer, while a
// person's board shows in play or at a draw offer. NoSeat otherwise.
func (s *Session) markScreen() junqi.Seat {
	if s.match == nil || (s.phase != Play && s.phase != DrawOffer) {
		return junqi.NoSeat
	}
	v := s.viewer()
	if v == junqi.NoSeat || !s.IsPerson(v) {
		return junqi.NoSeat
	}
	if st := s.match.State(); !turnKnown(&st) {
		// 翻棋 before the first flip: the seats' colours, which marks belong to, are
		// not dealt yet (with computer seats they turn to follow them)
		return junqi.NoSeat
	}
	return v
}

// CanMark reports whether the screen's seat may mark the piece on p now.
func (s *Session) CanMark(p junqi.Point) bool {
	x := s.markScreen()
	if x == junqi.NoSeat || int(p) >= junqi.BoardOf(s.cfg.Board).N {
		return false
	}
	st := s.match.State()
	v := st.View(x)
	return markable(v.Squares[p])
}

// SetMark tags the piece on p, for the seat whose screen shows, with a guess from
// MarkCodes; code 0 takes the mark away. Only a person's seat marks, only a piece whose
// rank it does not know, and only in play.
func (s *Session) SetMark(p junqi.Point, code byte) error {
	if code != 0 && (!ValidMark(code) || strings.IndexByte(s.MarkCodes(), code) < 0) {
		return fmt.Errorf("mark %q: not one of %s", code, s.MarkCodes())
	}
	x := s.markScreen()
	if x == junqi.NoSeat {
		return errors.New("marks are for a person's screen in play")
	}
	if !s.CanMark(p) {
		return fmt.Errorf("%s holds no piece whose rank %v does not know", s.pointName(p), x)
	}
	ids, err := s.pieceIDs()
	if err != nil {
		return err
	}
	id := ids[p]
	if id == junqi.NoPoint {
		return fmt.Errorf("%s: the piece is not tracked", s.pointName(p))
	}
	if code == 0 {
		delete(s.marks[x], id)
		return nil
	}
	if s.marks[x] == nil {
		s.marks[x] = map[junqi.Point]byte{}
	}
	s.marks[x][id] = code
	return nil
}

// MarkAt is the mark the screen's seat sees on p (0: none).
func (s *Session) MarkAt(p junqi.Point) byte {
	pic := s.Picture()
	if int(p) >= len(pic.Marks) {
		return 0
	}
	return pic.Marks[p]
}

// fillMarks puts viewer's marks on the pieces of sc whose rank it does not know.
func (s *Session) fillMarks(sc *junqipic.Scene, viewer junqi.Seat, st *junqi.State) {
	if viewer == junqi.NoSeat || viewer > junqi.West || len(s.marks[viewer]) == 0 {
		return
	}
	ids, err := s.pieceIDs()
	if err != nil {
		return
	}
	v := st.View(viewer)
	for p := 0; p < st.Board().N; p++ {
		if id := ids[p]; id != junqi.NoPoint && markable(v.Squares[p]) {
			sc.Marks[p] = s.marks[viewer][id]
		}
	}
}

// marksText writes a seat's marks for the save: "b10=9 c9=B", by start point name.
func (s *Session) marksText(x junqi.Seat) string {
	b := junqi.BoardOf(s.cfg.Board)
	var items []string
	for id, code := range s.marks[x] {
		items = append(items, b.Name(id)+"="+string(code))
	}
	sort.Strings(items)
	return strings.Join(items, " ")
}

// readMarks reads what marksText wrote for seat x.
func (s *Session) readMarks(x junqi.Seat, text string) error {
	b := junqi.BoardOf(s.cfg.Board)
	for _, item := range strings.Fields(text) {
		name, code, ok := strings.Cut(item, "=")
		if !ok || len(code) != 1 || !ValidMark(code[0]) {
			return fmt.Errorf("mark %q of %v", item, x)
		}
		p, ok := b.PointByName(name)
		if !ok {
			return fmt.Errorf("mark %q of %v: no point %q", item, x, name)
		}
		if s.marks[x] == nil {
			s.marks[x] = map[junqi.Point]byte{}
		}
		s.marks[x][p] = code[0]
	}
	return nil
}

// restoreMarks reads the saved marks of every seat: each must be a seat of the game and
// each mark a point that held a piece at the start.
func (s *Session) restoreMarks(saved map[string]string) error {
	if len(saved) == 0 {
		return nil
	}
	st, err := s.origin()
	if err != nil {
		return err
	}
	for name, text := range saved {
		x, err := seatOf(name)
		if err != nil || x == junqi.NoSeat || seatMask(s.cfg.Seats)&(1<<x) == 0 {
			return fmt.Errorf("marks of %q: not a seat", name)
		}
		if err := s.readMarks(x, text); err != nil {
			return err
		}
		for id := range s.marks[x] {
			if st.At(id).Empty() {
				return fmt.Errorf("mark on %s: no piece started there", s.pointName(id))
			}
		}
	}
	return nil
}

func turnKnown(st *junqi.State) bool {
	_, known := st.Turn()
	return known
}
