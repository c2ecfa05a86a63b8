package onlinescreen

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiparts"
	"warboard/game/online/seatview"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/junqi"
)

// 三打一 before play in a room (docs/sandayi.md, docs/online.md): the bidding — the seat's
// own deal, the words said so far, the legal bids as buttons when it is the seat's turn —
// and the landlord's pick of 19 of the pool's 23, which starts as a sensible choice and
// is changed by tapping pieces on and off. Then the seats deploy on the board as in every
// Junqi room (the landlord's 39 pieces on its area and the centre). The seat sees its view
// only: another seat's deal never; the pool and the pick only as the landlord.

// handStep is the room's 三打一 before play.
type handStep struct {
	sd      seatview.Sandayi
	known   bool   // the view has the hand's lines (a 三打一 room)
	on      bool   // bidding or picking: the panel instead of the board
	redealt bool   // everybody passed: the deal is new
	chosen  []bool // the landlord's pick so far, by pool index
	poolOf  string // the pool chosen belongs to
	chips   widget.Buttons
	lines   []line
}

// readHand reads the hand's lines of the seat's view (after the board's).
func (s *Room) readHand() {
	h := &s.hand
	h.on, h.known = false, false
	if s.game.Variant != "sandayi" {
		return
	}
	sd, ok, err := seatview.ReadSandayi(s.c.Last.View)
	if err != nil {
		s.bad = err
		return
	}
	if !ok {
		return
	}
	h.redealt = sd.Phase == "bidding" && len(sd.Bids) == 0 && (h.redealt || len(h.sd.Bids) == 3)
	h.sd, h.known = sd, true
	h.on = s.c.Last.Phase == "bid" || s.c.Last.Phase == "pick"
	pool := junqi.RankCodes(sd.Pool)
	if s.c.Last.Phase == "pick" && s.mineNow() && pool != h.poolOf {
		h.poolOf, h.chosen = pool, make([]bool, len(sd.Pool))
		if idx, err := sd.DefaultPick(s.j.Seat); err == nil {
			for _, i := range idx {
				h.chosen[i] = true
			}
		}
		s.resumePick() // the pick a reload left (more.go)
	}
}

// newDeployment is the seat's first layout: random and legal (三打一's army from the hand).
func (s *Room) newDeployment(seat junqi.Seat) *seatview.Deployment {
	seed := uint64(s.door.Now().UnixNano())
	if s.hand.known {
		d, err := seatview.NewSandayiDeployment(s.hand.sd, s.c.History, seat, seed)
		if err != nil {
			s.bad = err
			return nil
		}
		return &d
	}
	d := seatview.NewDeployment(s.game.Board, seat, seed)
	return &d
}

// sentDeployment reads the deployment the server says this seat sent before its turn.
func (s *Room) sentDeployment(seat junqi.Seat, list string) (seatview.Deployment, error) {
	if s.hand.known {
		return seatview.SandayiFromList(s.hand.sd, s.c.History, seat, list)
	}
	return seatview.FromList(s.game.Board, seat, list)
}

// ——— a Junqi seat's layouts, as at the device ———

// junqiLayoutsShown: the seat deploying on a Junqi board may load a saved or built-in
// layout (三打一's army is its hand's, not a layout's: swaps and Random only, as at a device).
func (s *Room) junqiLayoutsShown() bool {
	return s.nap == nil && !s.hand.known && s.dep != nil && s.editing()
}

// junqiLayouts opens the layouts list for the seat deploying (nil: not deploying). Loading
// one replaces the layout not yet sent (kept on the device at once, as every change).
func (s *Room) junqiLayouts() scene.Scene {
	if !s.junqiLayoutsShown() {
		return nil
	}
	seat := s.dep.Seat
	return junqiparts.Deploying{Board: s.game.Board, Naval: s.game.Naval,
		Seat: func() junqi.Seat { return seat },
		Current: func() (junqi.Layout, bool) {
			if s.dep == nil || s.dep.Seat != seat {
				return junqi.Layout{}, false
			}
			return s.dep.Layout, true
		},
		Set: func(l junqi.Layout, _ string) error {
			if !s.junqiLayoutsShown() || s.dep.Seat != seat {
				return errors.New(s.sh.Text.T(i18n.OnlineAlreadySent))
			}
			if err := l.Check(s.game.Board, seat); err != nil {
				return errors.New(junqiparts.RefusalText(s.sh.Text, err))
			}
			s.dep.Layout, s.depSel, s.local = l, junqi.NoPoint, ""
			s.rebuild()
			s.keepDrafts() // now: a reload before the room's next tick keeps it
			return nil
		},
		Back: func() scene.Scene { return s },
	}.Screen(s.sh)
}

// deployText is why a swap or a layout breaks the deployment rules, in the player's
// language.
func (s *Room) deployText(err error, p junqi.Point) string {
	if errors.Is(err, seatview.ErrNotArea) {
		return s.sh.Text.T(i18n.JqNotArea, junqi.BoardOf(s.game.Board).Name(p))
	}
	return junqiparts.RefusalText(s.sh.Text, err)
}

// picking reports whether the seat is the landlord choosing its pieces now.
func (s *Room) picking() bool { return s.hand.on && s.c.Last.Phase == "pick" && s.mineNow() }

// pickCount is how many pieces are chosen.
func (s *Room) pickCount() int {
	n := 0
	for _, on := range s.hand.chosen {
		if on {
			n++
		}
	}
	return n
}

// pickCodes is the pick as the pick action's argument.
func (s *Room) pickCodes() string {
	var rs []junqi.Rank
	for i, on := range s.hand.chosen {
		if on && i < len(s.hand.sd.Pool) {
			rs = append(rs, s.hand.sd.Pool[i])
		}
	}
	return junqi.RankCodes(rs)
}

// handButtons adds the step's actions: the legal bids, or the pick's Random and Done.
func (s *Room) handButtons(b func(name, label string, primary bool)) {
	p := s.sh.Text
	switch {
	case !s.mineNow() || s.waiting:
	case s.c.Last.Phase == "bid":
		for _, w := range strings.Fields(s.c.Last.Moves) {
			b("bid:"+w, s.bidWord(w), w != "pass")
		}
	case s.picking():
		b("button:random", p.T(i18n.SandayiPickRandom), false)
		b("button:done", p.T(i18n.Done), true)
	}
}

// bidWord is a bid word in the player's language.
func (s *Room) bidWord(w string) string {
	p := s.sh.Text
	switch w {
	case "pass":
		return p.T(i18n.SandayiPass)
	case "call":
		return p.T(i18n.SandayiCall)
	}
	if n, err := strconv.Atoi(w); err == nil {
		return p.T(i18n.SandayiBidValue, n)
	}
	return w
}

// doHand acts on a tapped button of the step; it reports whether the name was the step's.
func (s *Room) doHand(name string) bool {
	switch {
	case !s.hand.on:
		return false
	case strings.HasPrefix(name, "bid:"):
		if s.mineNow() && !s.waiting && s.c.Last.Phase == "bid" {
			s.waiting = s.act("bid", name[len("bid:"):])
		}
	case name == "button:random" && s.picking():
		pool := s.hand.sd.Pool
		seed := uint64(s.door.Now().UnixNano())
		idx := rand.New(rand.NewPCG(seed, 2)).Perm(len(pool)) // 19 of the 23 at random
		s.hand.chosen = make([]bool, len(pool))
		for _, i := range idx[:min(junqi.PickSize, len(idx))] {
			s.hand.chosen[i] = true
		}
	case name == "button:done" && s.picking():
		if s.pickCount() != junqi.PickSize {
			s.local = s.sh.Text.T(i18n.SandayiPickNotDone)
		} else if !s.waiting {
			s.waiting = s.act("pick", s.pickCodes())
		}
	default:
		return false
	}
	return true
}

// handTaps takes taps on the pool's pieces while the landlord picks: each turns one on or
// off (a 20th stays off: the count says 19).
func (s *Room) handTaps(events []input.Event) bool {
	if !s.picking() || s.waiting {
		return false
	}
	tapped, changed := s.hand.chips.Handle(events, render.Rect{})
	i, err := strconv.Atoi(strings.TrimPrefix(tapped, "pool:"))
	if !strings.HasPrefix(tapped, "pool:") || err != nil || i >= len(s.hand.chosen) {
		return changed
	}
	if s.hand.chosen[i] || s.pickCount() < junqi.PickSize {
		s.hand.chosen[i] = !s.hand.chosen[i]
	}
	s.local = ""
	s.layout()
	return true
}

// handNote is what everybody knows of the hand once the bidding is over: the landlord and
// its bid (shown above the board while the seats deploy and play).
func (s *Room) handNote() string {
	if !s.hand.known || s.hand.sd.Landlord == junqi.NoSeat || s.c.Last.Phase == "over" {
		return ""
	}
	return s.sh.Text.T(i18n.SandayiLandlordBid, seatName(s.sh.Text, s.hand.sd.Landlord.String()), s.hand.sd.Bid)
}

// handTurn is the turn's words before play.
func (s *Room) handTurn() string {
	p, st := s.sh.Text, s.c.Last
	who := seatName(p, st.Turn)
	switch {
	case st.Phase == "bid" && s.mineNow():
		return p.T(i18n.SandayiBidTitle, seatName(p, s.c.Seat))
	case st.Phase == "bid":
		return p.T(i18n.SandayiBidding, who)
	case s.mineNow():
		return p.T(i18n.SandayiPickTitle, who)
	}
	return p.T(i18n.SandayiPicking, who)
}

// layoutHand places the step's words and pieces where the board goes: chips a finger
// high where the screen has room, lower ones and fewer words where it has not (the pool's
// 23 pieces on a phone).
func (s *Room) layoutHand(r render.Rect) {
	if m := widget.Margin(s.view); r.X < m { // on a tall screen: in line with the words above
		r.W -= 2 * (m - r.X)
		r.X = m
	}
	for level := 0; level < 3; level++ {
		if s.layoutHandAt(r, level) || level == 2 {
			return
		}
	}
}

// layoutHandAt lays the step out at a compactness level (0 roomy, 2 tightest) and reports
// whether it fits in r.
func (s *Room) layoutHandAt(r render.Rect, level int) bool {
	h := &s.hand
	p, fonts, k := s.sh.Text, s.sh.Fonts, s.k
	h.lines, h.chips = h.lines[:0], nil
	size := widget.HelpSize * k
	y := r.Y
	add := func(text string, muted bool) {
		if text == "" {
			return
		}
		n := len(fonts.Wrap(text, size, r.W))
		h.lines = append(h.lines, line{text: text, r: render.Rect{X: r.X, Y: y, W: r.W, H: float64(n) * size * 1.4}, size: size, muted: muted})
		y += float64(n)*size*1.4 + 6*k
	}
	chipH, chipSize, gap := 44.0, 14*k, 6*k
	if level > 0 {
		chipH, chipSize, gap = 34, 12*k, 4*k
	}
	chips := func(rs []junqi.Rank, name string, chosen []bool) {
		for i, rk := range rs {
			b := &widget.Button{Name: name + strconv.Itoa(i), Kind: widget.ChipButton, Label: s.pieceName(rk), Size: chipSize}
			b.Selected = i < len(chosen) && chosen[i]
			h.chips = append(h.chips, b)
		}
		y += widget.Flow(h.chips, fonts, r.X, y, r.W, chipH, gap, true) + 8*k
	}
	sd := h.sd
	switch {
	case s.c.Last.Phase == "bid":
		add(p.T(i18n.SandayiDealCaption), true)
		chips(sd.Deal, "deal:", nil)
		add(s.bidsText(), false)
		if h.redealt {
			add(p.T(i18n.SandayiRedealt), false)
		}
		hint := i18n.BiddingPointsHelp
		if strings.Contains(s.c.Last.Moves, "call") || strings.Contains(s.c.History, "bidding=landlord") {
			hint = i18n.BiddingLandlordHelp
		}
		if level < 2 {
			add(p.T(hint), true)
		}
	case s.picking():
		add(s.handNote(), false)
		if level < 2 { // the deal it picks to go with, when there is room for it
			add(p.T(i18n.SandayiYourDeal, s.dealSummary(sd.Deal)), true)
		}
		add(p.T(i18n.SandayiPickCount, s.pickCount()), false)
		chips(sd.Pool, "pool:", h.chosen)
	default: // another seat picks: what everybody knows, and the seat's own deal
		add(s.handNote(), false)
		add(p.T(i18n.SandayiYourDeal, s.dealSummary(sd.Deal)), true)
	}
	return y-8*k <= r.Y+r.H
}

// bidsText is the bidding so far.
func (s *Room) bidsText() string {
	p := s.sh.Text
	if len(s.hand.sd.Bids) == 0 {
		return p.T(i18n.SandayiNoBids)
	}
	words := make([]string, len(s.hand.sd.Bids))
	for i, b := range s.hand.sd.Bids {
		words[i] = seatName(p, b.Seat.String()) + " " + s.bidWord(b.Word)
	}
	return p.T(i18n.SandayiBids, strings.Join(words, ", "))
}

// pieceName is a rank's name in the player's language.
func (s *Room) pieceName(r junqi.Rank) string {
	if k, ok := i18n.JunqiPieceIn(r.Code(), s.game.Naval); ok {
		return s.sh.Text.T(k)
	}
	return string(r.Code())
}

// dealSummary names pieces in a line, equal ones counted: "General (2), Colonel, …".
func (s *Room) dealSummary(rs []junqi.Rank) string {
	var parts []string
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j] == rs[i] {
			j++
		}
		name := s.pieceName(rs[i])
		if j-i > 1 {
			name += " (" + strconv.Itoa(j-i) + ")"
		}
		parts = append(parts, name)
		i = j
	}
	return strings.Join(parts, ", ")
}

// drawHand draws the step's words and pieces.
func (s *Room) drawHand(p render.Painter) {
	for _, l := range s.hand.lines {
		clr := render.TextColour
		if l.muted {
			clr = render.MutedColour
		}
		p.Lines(s.sh.Fonts.Wrap(l.text, l.size, l.r.W), l.size, l.size*1.4, l.r, render.AlignLeft, clr)
	}
	s.hand.chips.Draw(p)
}

// Chosen is the landlord's pick so far as piece codes ("" when the seat does not pick).
func (s *Room) Chosen() string {
	if !s.picking() {
		return ""
	}
	return s.pickCodes()
}

// ShownDeal is the deal the room shows, "S:9877…" ("" none): the seat's own only.
func (s *Room) ShownDeal() string {
	if !s.hand.on {
		return ""
	}
	return s.c.Seat + ":" + junqi.RankCodes(s.hand.sd.Deal)
}

// PoolShown reports whether the pool's pieces are on screen.
func (s *Room) PoolShown() bool {
	for _, c := range s.hand.chips {
		if strings.HasPrefix(c.Name, "pool:") {
			return true
		}
	}
	return false
}

// HandWords are the lines the step shows where the board goes (tests read them).
func (s *Room) HandWords() []string {
	var out []string
	for _, l := range s.hand.lines {
		out = append(out, l.text)
	}
	return out
}
