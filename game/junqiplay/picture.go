package junqiplay

import (
	"fmt"
	"slices"
	"strings"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// Picture is what to draw now: the board as the renderer draws it (the embedded
// junqipic.Scene, handed to render/junqiboard as it is), and what the screen around
// the board shows. In a hand-over it holds no board at all: only Seat (who to call)
// and Note.
type Picture struct {
	Phase Phase
	// Seat is the seat that acts: the deploying, moving or deciding seat; in a
	// hand-over the seat to call; NoSeat when the game is over.
	Seat junqi.Seat
	// Viewer is whose view this picture shows: Seat, or while a computer seat acts the
	// person holding the device; NoSeat in a hand-over and at the end.
	Viewer junqi.Seat

	// Scene is the board: pieces, selection, targets, the last move and each seat's
	// latest one, the battle, the seat to move (the deploying seat while deploying).
	junqipic.Scene

	Bottom      junqi.Seat // the seat whose area is drawn at the bottom
	Deploying   junqi.Seat // NoSeat unless deploying
	DrawOfferBy junqi.Seat // NoSeat unless a draw offer waits for an answer
	TakeBackBy  junqi.Seat // NoSeat unless a take-back request waits for an answer
	Note        Feedback   // the last event, as this screen may tell it
	// Recent is what happened since the screen's seat last acted (behind a hand-over: since
	// the seat called last acted), that action included, oldest first, each action as this
	// screen may tell it: what a player looks for when the turn comes back.
	Recent []Feedback

	// What a side panel tells beside the board, all of it what the viewer may know:
	// History is every token played (tokens carry no rank); Lost holds each seat's
	// pieces removed in battle, a rank code or '?' where the viewer may not know it;
	// NoCapture counts the actions in a row with no removal, NoCaptureLimit the count
	// that draws (0: no such rule).
	History                   []Played
	Lost                      [4][]byte
	NoCapture, NoCaptureLimit int
}

// Played is one token of the game and the seat that played it (NoSeat for an agreed
// draw, or a resign that is not the last token).
type Played struct {
	Seat  junqi.Seat
	Token string
	// Outcome is an attack's result: "won", "lost" (the attacker removed), "both" or
	// "flag" (the flag taken); "" for a move, a flip, a resign or a draw.
	Outcome string
}

func emptyPicture(k junqi.BoardKind, ph Phase, seat junqi.Seat) Picture {
	return Picture{Phase: ph, Seat: seat, Viewer: junqi.NoSeat, Scene: junqipic.NewScene(k),
		Bottom: junqi.NoSeat, Deploying: junqi.NoSeat, DrawOfferBy: junqi.NoSeat, TakeBackBy: junqi.NoSeat}
}

// Picture is what the screen shows now, built only from what its seat may know.
func (s *Session) Picture() Picture {
	if s.phase == HandOver {
		pic := emptyPicture(s.cfg.Board, s.phase, s.Seat())
		pic.Note = s.note(junqi.NoSeat, false)
		if s.then == Play {
			pic.Recent = s.recent(s.Seat(), junqi.NoSeat, false)
		}
		return pic
	}
	return s.pictureAs(s.viewer(), s.phase)
}

// MoverPicture is, behind a hand-over that follows a person's own action, the board as
// that person sees it now: their move and its battle landing, before the device passes.
// ok is false behind any other hand-over. Only the mover holds the device then.
func (s *Session) MoverPicture() (pic Picture, ok bool) {
	if s.phase != HandOver || s.then != Play || s.match == nil || s.match.NumTokens() == 0 {
		return Picture{}, false
	}
	mover := s.LastMover()
	if mover == junqi.NoSeat || mover == s.seat || !s.IsPerson(mover) {
		return Picture{}, false
	}
	if tok := s.match.LastToken(); tok == "resign" || tok == "draw" {
		return Picture{}, false
	}
	if st := s.match.State(); !st.Playing(mover) {
		return Picture{}, false
	}
	return s.pictureAs(mover, Play), true
}

// pictureAs is the picture of phase ph (not a hand-over) as viewer may see it.
func (s *Session) pictureAs(viewer junqi.Seat, ph Phase) Picture {
	pic := emptyPicture(s.cfg.Board, ph, s.Seat())
	pic.Viewer = viewer
	for i, team := range s.cfg.Teams {
		if len(team) > 1 {
			for _, x := range team {
				pic.Team[x] = int8(i)
			}
		}
	}
	pic.ShowRankNumbers = s.opts.RankNumbers
	pic.Bottom = junqi.South
	if ph == Deploy {
		s.deployPicture(&pic)
		if s.opts.MoverBottom {
			pic.Bottom = viewer
		}
		return pic
	}
	st := s.match.State()
	b := st.Board()
	over := ph == Over
	if s.opts.MoverBottom {
		pic.Bottom, _ = st.Turn() // at the end the side the game stopped on (a flag's taker, a stuck side)
		switch {
		case viewer != junqi.NoSeat:
			pic.Bottom = viewer
		case s.bots != 0 && s.holder != junqi.NoSeat:
			// against the computer the end keeps the person's side down, not the side of
			// the computer whose move ended the game
			pic.Bottom = s.holder
		}
	}
	v := st.View(viewer)
	for p := 0; p < b.N; p++ {
		pc := v.Squares[p]
		if over {
			pc = st.At(junqi.Point(p)).Up() // the end reveals every piece
		}
		pic.Pieces[p] = junqipic.PieceOf(pc)
	}
	pic.Eliminated = v.Out
	if !over {
		s.fillMarks(&pic.Scene, viewer, &st)
	}
	if t, known := st.Turn(); known && !over {
		pic.SeatToMove = t
	}
	if bs := s.match.Battles(); len(bs) > 0 {
		bt := bs[len(bs)-1]
		pic.Last = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
		pic.Path = s.beforeAct.Path(bt.Action)
		if bt.Fought() {
			pic.Battle = s.battleMark(bt, viewer, over)
		}
		seatLast(&pic.Scene, bs, s.cfg.Seats)
	}
	if ph == Play && s.phase == Play && s.selected != junqi.NoPoint {
		pic.Selected = s.selected
		for _, a := range actionsFrom(&st, s.selected) {
			pic.Targets = append(pic.Targets, junqipic.Target{Point: a.To, Attack: a.Kind == junqi.Attack, Path: st.Path(a)})
		}
	}
	if ph == DrawOffer {
		pic.DrawOfferBy = s.drawBy
	}
	if ph == TakeBackAsk {
		pic.TakeBackBy = s.undoBy
	}
	pic.Note = s.note(viewer, over)
	pic.Recent = s.recent(viewer, viewer, over)
	s.history(&pic, viewer, over)
	pic.NoCapture, pic.NoCaptureLimit = v.NoCapture, s.cfg.NoCapture
	return pic
}

// seatLast marks each seat's latest action, from the newest back until every seat of
// the game has one (or the game's first action). An action's points are public in every
// mode; the Move holds no piece.
func seatLast(sc *junqipic.Scene, bs []junqi.Battle, seats []junqi.Seat) {
	var want, found uint8
	for _, x := range seats {
		want |= 1 << (x & 3)
	}
	for i := len(bs) - 1; i >= 0 && found != want; i-- {
		x := bs[i].Seat & 3
		if found&(1<<x) != 0 {
			continue
		}
		found |= 1 << x
		sc.SeatLast[x] = junqipic.Move{From: bs[i].Action.From, To: bs[i].Action.To}
	}
}

// lastNote is Picture().Note without the rest of the picture: what an operation
// answers.
func (s *Session) lastNote() Feedback {
	switch s.phase {
	case HandOver:
		return s.note(junqi.NoSeat, false)
	case Deploy:
		return s.note(s.viewer(), false)
	}
	return s.note(s.viewer(), s.phase == Over)
}

// history fills the side panel's list of tokens and each seat's losses, the ranks of
// the losses only where viewer may know them (every rank once the game is over).
func (s *Session) history(pic *Picture, viewer junqi.Seat, over bool) {
	bs := s.match.Battles()
	i := 0
	if n := s.match.NumTokens(); n > 0 {
		pic.History = make([]Played, 0, n)
	}
	for _, tok := range s.match.Tokens() {
		switch tok {
		case "resign", "draw": // the seat of a resign is known for the last token only

			pic.History = append(pic.History, Played{Seat: junqi.NoSeat, Token: tok})
			continue
		}
		if i >= len(bs) {
			break
		}
		bt := bs[i]
		i++
		pic.History = append(pic.History, Played{Seat: bt.Seat, Token: tok, Outcome: battleOutcome(bt)})
		if !bt.Fought() {
			continue
		}
		m := s.battleMark(bt, viewer, over)
		if bt.AttackerRemoved {
			pic.Lost[bt.Attacker.Seat()&3] = append(pic.Lost[bt.Attacker.Seat()&3], known(m.AttackerCode))
		}
		if bt.DefenderRemoved {
			pic.Lost[bt.Defender.Seat()&3] = append(pic.Lost[bt.Defender.Seat()&3], known(m.DefenderCode))
		}
	}
	if n := len(pic.History); n > 0 && pic.History[n-1].Token == "resign" {
		pic.History[n-1].Seat, _ = s.beforeTok.Turn()
	}
}

// known is a rank code as the side panel shows it: '?' for one the viewer may not know.
func known(code byte) byte {
	if code == 0 {
		return '?'
	}
	return code
}

func (s *Session) deployPicture(pic *Picture) {
	b := junqi.BoardOf(s.cfg.Board)
	secret := s.secret(Deploy)
	viewer := s.viewer()
	for _, x := range s.cfg.Seats {
		// a secret layout is only ever on its own seat's screen
		if x != viewer && (secret || s.done&(1<<x) == 0) {
			continue
		}
		for i, r := range s.layouts[x] {
			if r != 0 {
				pic.Pieces[b.AreaPoint(x, i%5, i/5+1)] = junqipic.Piece{Present: true, Seat: x, Code: r.Code()}
			}
		}
	}
	pic.SeatToMove, pic.Deploying = s.seat, s.seat
	if s.selected != junqi.NoPoint && viewer == s.seat {
		pic.Selected = s.selected
		for i := 0; i < 30; i++ {
			q := b.AreaPoint(s.seat, i%5, i/5+1)
			if q == s.selected {
				continue
			}
			l := s.swapped(s.selected, q)
			if l.Check(s.cfg.Board, s.seat) == nil {
				pic.Targets = append(pic.Targets, junqipic.Target{Point: q})
			}
		}
	}
	pic.Note = s.note(viewer, false)
}

// battleMark is the last battle as the viewer may know it.
func (s *Session) battleMark(bt junqi.Battle, viewer junqi.Seat, reveal bool) junqipic.Battle {
	m := junqipic.Battle{Point: bt.Action.To, Attacker: bt.Attacker.Seat(), Defender: bt.Defender.Seat()}
	switch {
	case bt.AttackerRemoved && bt.DefenderRemoved:
		m.Outcome = junqipic.BothRemoved
	case bt.AttackerRemoved:
		m.Outcome = junqipic.DefenderWon
	default:
		m.Outcome = junqipic.AttackerWon
	}
	att, def := s.beforeAct.BattleKnown(viewer, bt)
	if att || reveal {
		m.AttackerCode = bt.Attacker.Rank().Code()
	}
	if def || reveal {
		m.DefenderCode = bt.Defender.Rank().Code()
	}
	return m
}

// outMask is the seats that are out in st.
func (s *Session) outMask(st *junqi.State) uint8 {
	var m uint8
	for _, x := range s.cfg.Seats {
		if out, _ := st.Out(x); out {
			m |= 1 << x
		}
	}
	return m
}

// note is the last event as viewer may be told it (NoSeat: what everybody may
// know); reveal tells everything (the game is over).
func (s *Session) note(viewer junqi.Seat, reveal bool) Feedback {
	if fb, ok := s.takeBackNote(); ok {
		return fb
	}
	switch s.ev {
	case evDeployed:
		return note(NoteDeployed, fmt.Sprintf("%v has deployed", s.evSeat), s.evSeat.String())
	case evDrawOffer:
		st := s.match.State()
		var accepted uint8
		for _, x := range s.others(&st, s.drawBy) {
			accepted |= 1 << x
		}
		for _, x := range s.drawAsk {
			accepted &^= 1 << x
		}
		acc := seatList(accepted, s.cfg.Seats)
		text := fmt.Sprintf("%v offers a draw", s.drawBy)
		if acc != "" {
			text += "; accepted by " + strings.Join(strings.Split(acc, ""), " ")
		}
		return note(NoteDrawOffer, text, s.drawBy.String(), acc)
	case evDeclined:
		st := s.match.State()
		by, _ := st.Turn()
		return note(NoteDeclined, fmt.Sprintf("%v declines the draw offered by %v", s.evSeat, by), s.evSeat.String(), by.String())
	}
	return s.lastActionNote(viewer, reveal)
}

// lastActionNote is the game's last token told as viewer may know it.
func (s *Session) lastActionNote(viewer junqi.Seat, reveal bool) Feedback {
	if s.match == nil {
		return Feedback{}
	}
	toks := s.match.Tokens()
	if len(toks) == 0 {
		return Feedback{}
	}
	st := s.match.State()
	out := seatList(s.outMask(&st)&^s.outMask(&s.beforeTok), s.cfg.Seats)
	tail := ""
	if out != "" {
		tail = "; " + strings.Join(strings.Split(out, ""), " ") + " out"
	}
	mover, _ := s.beforeTok.Turn()
	switch toks[len(toks)-1] {
	case "resign":
		return note(NoteResign, fmt.Sprintf("%v resigns%s", mover, tail), mover.String(), out)
	case "draw":
		return note(NoteDraw, "draw agreed", mover.String())
	}
	bs := s.match.Battles()
	return s.noteOf(bs[len(bs)-1], viewer, reveal, out)
}

// noteOf tells one action as viewer may know it; out is the seats it put out.
func (s *Session) noteOf(bt junqi.Battle, viewer junqi.Seat, reveal bool, out string) Feedback {
	tail := ""
	if out != "" {
		tail = "; " + strings.Join(strings.Split(out, ""), " ") + " out"
	}
	b := junqi.BoardOf(s.cfg.Board)
	from, to := b.Name(bt.Action.From), b.Name(bt.Action.To)
	seat := bt.Seat.String()
	switch bt.Action.Kind {
	case junqi.FlipUp:
		code := string(bt.Flipped.Rank().Code())
		return note(NoteFlip, fmt.Sprintf("%s flips %s: %v%s%s", seat, from, bt.Flipped.Seat(), code, tail), seat, from, code, out)
	case junqi.MoveTo:
		return note(NoteMove, fmt.Sprintf("%s %s-%s%s", seat, from, to, tail), seat, from, to, out)
	}
	m := s.battleMark(bt, viewer, reveal)
	code := func(c byte) string {
		if c == 0 {
			return "?"
		}
		return string(c)
	}
	ac, dc := code(m.AttackerCode), code(m.DefenderCode)
	outcome := battleOutcome(bt)
	what := map[string]string{"flag": "flag captured", "both": "both removed", "lost": "attacker removed", "won": "defender removed"}[outcome]
	return note(NoteAttack, fmt.Sprintf("%s %sx%s (%s against %s): %s%s", seat, from, to, ac, dc, what, tail),
		seat, from, to, outcome, ac, dc, out, bt.Defender.Seat().String())
}

// battleOutcome is an attack's result as Played.Outcome names it; "" for another action.
func battleOutcome(bt junqi.Battle) string {
	switch {
	case !bt.Fought():
		return ""
	case bt.FlagCaptured:
		return "flag"
	case bt.AttackerRemoved && bt.DefenderRemoved:
		return "both"
	case bt.AttackerRemoved:
		return "lost"
	}
	return "won"
}

// recent is Picture.Recent: the actions since seat's own last one (that one included),
// oldest first, told as viewer may know them; at most one action a seat in play (a seat
// that has not acted yet: the others' latest). Only the newest says who went out (its
// state before is kept); a resign or agreed draw ends the list's look back.
func (s *Session) recent(seat, viewer junqi.Seat, reveal bool) []Feedback {
	if s.match == nil || s.match.NumTokens() == 0 {
		return nil
	}
	bs := s.match.Battles()
	toks := s.match.Tokens()
	var out []Feedback
	bi := len(bs) - 1
	for ti := len(toks) - 1; ti >= 0 && bi >= 0 && len(out) < len(s.cfg.Seats); ti-- {
		if toks[ti] == "resign" || toks[ti] == "draw" {
			if ti == len(toks)-1 {
				out = append(out, s.lastActionNote(viewer, reveal)) // the newest: its seat is known
				continue
			}
			break
		}
		bt := bs[bi]
		bi--
		if ti == len(toks)-1 {
			out = append(out, s.lastActionNote(viewer, reveal))
		} else {
			out = append(out, s.noteOf(bt, viewer, reveal, ""))
		}
		if bt.Seat == seat {
			break
		}
	}
	slices.Reverse(out)
	return out
}
