package junqiplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Computer seats in a 三打一 hand before play. SetComputers names them; every other
// seat is a person at the device. As in play (seats.go), hand-overs follow the people
// only: with one person there is no cover and the screen always shows that person's
// deal; a computer's step (its bid, its pick, its deployment) leaves the device with the
// person who held it, whose secrets only the screen shows. A computer's decision comes
// in through Decide as record tokens — the words and codes of the record's Bids and Pick
// tags, or a placement list — and is judged by the rules like a person's.

// SetComputers makes the seats in letters ("ENW") the computer's at levels
// ("E=random N=random W=random"); the step due is covered again by the new rule.
func (h *SandayiHand) SetComputers(letters, levels string) error {
	m, err := handMask(letters)
	if err != nil {
		return err
	}
	h.bots, h.levels, h.holder = m, levels, junqi.NoSeat
	if ps := h.People(); len(ps) == 1 && m != 0 {
		h.holder = ps[0]
	}
	if h.phase != HandPlay {
		h.cover(h.seat, h.then)
	}
	return nil
}

// handMask reads seat letters, each once.
func handMask(letters string) (uint8, error) {
	var m uint8
	for i := 0; i < len(letters); i++ {
		x, ok := junqi.SeatOf(letters[i])
		if !ok {
			return 0, fmt.Errorf("computer seats %q: %q is not a seat (S E N W)", letters, letters[i:i+1])
		}
		if m&(1<<x) != 0 {
			return 0, fmt.Errorf("computer seats %q: %v given twice", letters, x)
		}
		m |= 1 << x
	}
	return m, nil
}

// Computers are the computer's seats as letters, in seat order ("ENW").
func (h *SandayiHand) Computers() string {
	var b strings.Builder
	for x := junqi.South; x <= junqi.West; x++ {
		if h.bots&(1<<x) != 0 {
			b.WriteString(x.String())
		}
	}
	return b.String()
}

// Levels are the computer seats' levels ("E=random W=random").
func (h *SandayiHand) Levels() string { return h.levels }

// IsPerson reports whether seat is played by a person at the device.
func (h *SandayiHand) IsPerson(x junqi.Seat) bool { return x <= junqi.West && h.bots&(1<<x) == 0 }

// People are the seats people play, in seat order.
func (h *SandayiHand) People() []junqi.Seat {
	var out []junqi.Seat
	for x := junqi.South; x <= junqi.West; x++ {
		if h.IsPerson(x) {
			out = append(out, x)
		}
	}
	return out
}

func (h *SandayiHand) onePerson() bool { return len(h.People()) == 1 }

// personStep refuses a person's operation that is not theirs to make now.
func (h *SandayiHand) personStep(want HandPhase, why string) error {
	if h.phase != want {
		return errors.New(why)
	}
	if !h.IsPerson(h.seat) {
		return fmt.Errorf("%v is played by the computer: wait for its decision", h.seat)
	}
	return nil
}

// HandPending is who must decide what now in a hand before play.
type HandPending struct {
	Seat     junqi.Seat // NoSeat at play (the session decides from there)
	Step     HandPhase  // HandBid, HandPick or HandDeploy
	Person   bool       // a person decides, not the computer
	HandOver bool       // the device must pass to Seat first (Ready)
}

// Pending says who must decide what now.
func (h *SandayiHand) Pending() HandPending {
	if h.phase == HandPlay {
		return HandPending{Seat: junqi.NoSeat}
	}
	return HandPending{Seat: h.seat, Step: h.then, Person: h.IsPerson(h.seat), HandOver: h.phase == HandCover}
}

// Steps counts the decisions made in this hand since it was made or restored: one
// computer decision is told from the next by it.
func (h *SandayiHand) Steps() int { return h.steps }

// Decide makes seat's whole pending decision, written as record tokens:
//
//	bid     a word of the record's Bids: 1 2 3 pass (叫分), call pass (叫地主)
//	pick    the landlord's 19 piece codes ("AR99…"), which the pool must hold
//	deploy  the seat's pieces as a placement list ("Sa1=S2 Cb2=SA …"), checked by
//	        every deployment rule
//
// The rules judge the tokens; a refusal is an error and changes nothing. It is for
// computer seats (and tests): a person's step behind a cover waits for Ready.
func (h *SandayiHand) Decide(x junqi.Seat, tokens string) error {
	pd := h.Pending()
	switch {
	case pd.Seat == junqi.NoSeat:
		return errors.New("the hand is in play: nothing to decide here")
	case x != pd.Seat:
		return fmt.Errorf("%v cannot decide now: %v must %v", x, pd.Seat, pd.Step)
	case pd.HandOver:
		return fmt.Errorf("%v must take the device first (hand-over)", x)
	}
	tokens = strings.TrimSpace(tokens)
	var err error
	switch pd.Step {
	case HandBid:
		var v int
		if v, err = h.match.Hand().ParseBidWord(tokens); err == nil {
			err = h.bid(v)
		}
	case HandPick:
		var pick []junqi.Rank
		if pick, err = junqi.ParseRankCodes(tokens); err == nil {
			err = h.pick(pick)
		}
	case HandDeploy:
		var d junqi.Deployment
		if d, err = ParseSandayiDeployment(x, tokens); err == nil {
			if err = h.match.Hand().CheckDeployment(x, &d); err == nil {
				prev := h.deps[x]
				h.deps[x] = &d
				if err = h.finishDeploy(); err != nil {
					h.deps[x] = prev
				}
			}
		}
	}
	if err != nil {
		return fmt.Errorf("%v's %v %q: %w", x, pd.Step, tokens, err)
	}
	return nil
}

// DecideRandom makes the pending decision of a computer seat at random among the legal
// ones: what the screen plays when a computer player fails, so the hand goes on.
func (h *SandayiHand) DecideRandom(src rand.Source) error {
	pd := h.Pending()
	if pd.Seat == junqi.NoSeat || pd.HandOver {
		return errors.New("nothing to decide")
	}
	r := rand.New(src)
	hand := h.match.Hand()
	var tokens string
	switch pd.Step {
	case HandBid:
		bids := hand.LegalBids()
		tokens = hand.BidWord(bids[r.IntN(len(bids))])
	case HandPick:
		pool := hand.Pool()
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		tokens = junqi.RankCodes(pool[:junqi.PickSize])
	case HandDeploy:
		tokens = formatDeployment(pd.Seat, h.deps[pd.Seat]) // its random legal layout
	}
	return h.Decide(pd.Seat, tokens)
}

// ParseSandayiDeployment reads seat's placement list on the four-country board (a 三打一
// deployment: the online room reads the one it sent with it too).
func ParseSandayiDeployment(x junqi.Seat, list string) (junqi.Deployment, error) {
	var d junqi.Deployment
	b := junqi.BoardOf(junqi.FourCountry)
	pls, err := record.ParsePlacements(list)
	if err != nil {
		return d, err
	}
	for _, pl := range pls {
		p, ok := b.PointByName(pl.Point)
		if !ok {
			return d, fmt.Errorf("%s is not a point", pl.Point)
		}
		r, rok := junqi.RankOf(pl.Piece[0])
		if !rok || len(pl.Piece) != 1 || pl.Seat != x.String()[0] || pl.FaceDown {
			return d, fmt.Errorf("%s is not a piece of %v", pl.Point, x)
		}
		if d[p] != 0 {
			return d, fmt.Errorf("%s twice", pl.Point)
		}
		d[p] = r
	}
	return d, nil
}

// formatDeployment writes seat's deployment as a placement list.
func formatDeployment(x junqi.Seat, d *junqi.Deployment) string {
	if d == nil {
		return ""
	}
	b := junqi.BoardOf(junqi.FourCountry)
	var pl []record.Placement
	for p, r := range d {
		if r != 0 {
			pl = append(pl, record.Placement{Point: b.Name(junqi.Point(p)), Seat: x.String()[0], Piece: string(r.Code())})
		}
	}
	return record.FormatPlacements(pl)
}

// The landlord's pick in progress: a person taps pool pieces on and off before Done.
// It is saved with the hand, so a landlord who leaves finds its choice again.

// Chosen are the pool pieces the picking landlord has taken so far (nil otherwise).
func (h *SandayiHand) Chosen() []junqi.Rank {
	if h.Pool() == nil {
		return nil
	}
	return h.chosenRanks()
}

// chosenRanks is the pick so far, behind a cover too (the save keeps it).
func (h *SandayiHand) chosenRanks() []junqi.Rank {
	if h.then != HandPick || len(h.chosen) == 0 {
		return nil
	}
	pool := h.match.Hand().Pool()
	var out []junqi.Rank
	for i, on := range h.chosen {
		if on && i < len(pool) {
			out = append(out, pool[i])
		}
	}
	return out
}

// IsChosen reports whether the pool's piece i is taken.
func (h *SandayiHand) IsChosen(i int) bool { return i >= 0 && i < len(h.chosen) && h.chosen[i] }

// Toggle takes the pool's piece i, or puts it back; a 20th piece is refused.
func (h *SandayiHand) Toggle(i int) error {
	if err := h.personStep(HandPick, "not picking now"); err != nil {
		return err
	}
	pool := h.Pool()
	if i < 0 || i >= len(pool) {
		return fmt.Errorf("the pool has no piece %d", i)
	}
	if len(h.chosen) != len(pool) {
		h.chosen = make([]bool, len(pool))
	}
	if !h.chosen[i] && len(h.Chosen()) >= junqi.PickSize {
		return fmt.Errorf("%d pieces taken already", junqi.PickSize)
	}
	h.chosen[i] = !h.chosen[i]
	return nil
}

// ChooseRandom takes a random 19 of the pool, to keep or change.
func (h *SandayiHand) ChooseRandom(src rand.Source) error {
	if err := h.personStep(HandPick, "not picking now"); err != nil {
		return err
	}
	n := len(h.Pool())
	h.chosen = make([]bool, n)
	for _, i := range rand.New(src).Perm(n)[:junqi.PickSize] {
		h.chosen[i] = true
	}
	return nil
}

// PickChosen takes the 19 pieces chosen as the landlord's pick.
func (h *SandayiHand) PickChosen() error {
	if err := h.personStep(HandPick, "not picking now"); err != nil {
		return err
	}
	return h.pick(h.Chosen())
}

// restoreSeats reads the saved computer seats, the person holding the device and the
// pick so far; anything that does not fit the hand is an error.
func (h *SandayiHand) restoreSeats(f sandayiSave) error {
	m, err := handMask(f.Computers)
	if err != nil {
		return err
	}
	h.bots, h.levels = m, f.Levels
	if h.Computers() != f.Computers {
		return fmt.Errorf("computer seats %q out of order", f.Computers)
	}
	if m == 0 && (f.Levels != "" || f.Holder != "") {
		return errors.New("levels or a holder without computer seats")
	}
	for _, fl := range strings.Fields(f.Levels) {
		s, l, ok := strings.Cut(fl, "=")
		x, serr := seatOf(s)
		if !ok || serr != nil || x == junqi.NoSeat || l == "" || h.IsPerson(x) {
			return fmt.Errorf("levels %q", f.Levels)
		}
	}
	if f.Holder != "" {
		x, err := seatOf(f.Holder)
		if err != nil || !h.IsPerson(x) {
			return fmt.Errorf("holder %q is not a person's seat", f.Holder)
		}
		h.holder = x
	}
	if h.phase != HandCover && h.phase != HandPlay && h.IsPerson(h.seat) && h.bots != 0 && h.holder != h.seat {
		return fmt.Errorf("%v's screen without the device", h.seat)
	}
	if f.Chosen == "" {
		return nil
	}
	if h.then != HandPick || !h.IsPerson(h.seat) {
		return errors.New("a pick in progress outside a person's pick")
	}
	want, err := junqi.ParseRankCodes(f.Chosen)
	if err != nil || len(want) > junqi.PickSize {
		return fmt.Errorf("chosen %q", f.Chosen)
	}
	pool := h.match.Hand().Pool()
	h.chosen = make([]bool, len(pool))
	for _, r := range want {
		found := false
		for i, q := range pool {
			if q == r && !h.chosen[i] {
				h.chosen[i], found = true, true
				break
			}
		}
		if !found {
			return fmt.Errorf("chosen %q: the pool has no more %c", f.Chosen, r.Code())
		}
	}
	if junqi.RankCodes(h.chosenRanks()) != f.Chosen {
		return fmt.Errorf("chosen %q out of the pool's order", f.Chosen)
	}
	return nil
}
