package junqiplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"warboard/game/internal/minijson"
	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一's hand before play, for one device passed between people: the deal,
// the bidding, the landlord's pick and the four deployments, each behind a
// hand-over cover so nobody sees another's deal, pool or deployment. Every
// step is one call, and Save holds the hand at any moment (mid-bid included)
// as its record plus one JSON line. game/junqiscreen/sandayi.go drives it.

// HandPhase is what the device shows during a hand.
type HandPhase uint8

const (
	HandCover  HandPhase = iota // the device passes to Seat; nothing secret shows until Ready
	HandBid                     // Seat, seeing its deal, bids
	HandPick                    // Seat, the landlord, sees the pool and takes its pieces
	HandDeploy                  // Seat deploys
	HandPlay                    // everybody deployed: Match plays on
)

var handPhaseNames = [...]string{"cover", "bid", "pick", "deploy", "play"}

func (p HandPhase) String() string { return handPhaseNames[p] }

func handPhaseOf(name string) (HandPhase, bool) {
	for i, n := range handPhaseNames {
		if n == name {
			return HandPhase(i), true
		}
	}
	return 0, false
}

// SandayiHand is the controller of a 三打一 hand before play.
type SandayiHand struct {
	match    *junqi.Match
	seed     uint64 // the next draw's seed (redeal, random pick, random deployments)
	phase    HandPhase
	then     HandPhase // what Ready shows after the cover
	seat     junqi.Seat
	deps     [4]*junqi.Deployment // from a random legal one; nil before the deployment
	done     uint8                // seats that have finished deploying
	selected junqi.Point

	bots   uint8      // seats the computer plays (sandayi_seats.go)
	levels string     // their levels, "E=random N=random" (computer.FormatLevels)
	holder junqi.Seat // the person holding the device, NoSeat when nobody yet
	chosen []bool     // the landlord's pick so far, by pool index (a person picking)
	steps  int        // decisions made: tells one computer decision from the next
}

// NewSandayiHand deals a hand from seed; the device first passes to the first bidder.
func NewSandayiHand(rules junqi.HandRules, mode junqi.Mode, noCapture int, battleReveal, alliesSee bool, seed uint64) (*SandayiHand, error) {
	h := &SandayiHand{seed: seed, selected: junqi.NoPoint, holder: junqi.NoSeat}
	hand, err := junqi.NewHand(rules, nil, h.src())
	if err != nil {
		return nil, err
	}
	if h.match, err = junqi.NewSandayiMatch(hand, mode, noCapture, battleReveal, alliesSee); err != nil {
		return nil, err
	}
	x, _ := hand.Bidder()
	h.cover(x, HandBid)
	return h, nil
}

// src is a fresh random source; each draw moves the seed on.
func (h *SandayiHand) src() rand.Source {
	s := rand.NewPCG(h.seed, 0x5a0d)
	h.seed = nextSeed(h.seed)
	return s
}

// cover passes the device to x for its step: behind a hand-over when x is a person
// other than the one holding it (among people only, every secret step has its cover);
// a computer's step leaves the device with the person holding it.
func (h *SandayiHand) cover(x junqi.Seat, then HandPhase) {
	h.then, h.seat, h.selected, h.chosen = then, x, junqi.NoPoint, nil
	switch {
	case h.bots != 0 && !h.IsPerson(x):
		h.phase = then
	case h.bots != 0 && (x == h.holder || h.onePerson()):
		h.phase, h.holder = then, x
	default:
		h.phase = HandCover
	}
}

// Phase, Seat (whose the device is, or whom it passes to) and Then (what Ready shows).
func (h *SandayiHand) Phase() HandPhase { return h.phase }
func (h *SandayiHand) Seat() junqi.Seat { return h.seat }
func (h *SandayiHand) Then() HandPhase  { return h.then }

// Match is the hand's match: its record, and play once the phase is HandPlay.
func (h *SandayiHand) Match() *junqi.Match { return h.match }

// Rules are the hand's options.
func (h *SandayiHand) Rules() junqi.HandRules { return h.match.Hand().Rules }

// Ready: the person the device passed to is there.
func (h *SandayiHand) Ready() error {
	if h.phase != HandCover {
		return errors.New("nothing to be ready for")
	}
	h.phase = h.then
	if h.bots != 0 && h.IsPerson(h.seat) {
		h.holder = h.seat
	}
	return nil
}

// Viewer is the person whose secrets the screen may show now: the seat at its step, or
// during a computer's step the person holding the device; NoSeat under a cover.
func (h *SandayiHand) Viewer() junqi.Seat {
	switch {
	case h.phase == HandCover || h.phase == HandPlay:
		return junqi.NoSeat
	case h.IsPerson(h.seat):
		return h.seat
	}
	return h.holder
}

// Deal is the viewer's own deal while the hand bids, picks or deploys; nil under the
// cover (and while a computer acts with no person holding the device).
func (h *SandayiHand) Deal() []junqi.Rank {
	x := h.Viewer()
	if x == junqi.NoSeat {
		return nil
	}
	d := h.match.Hand().Deal[x]
	return d[:]
}

// Bids are the words said so far, for everybody to see.
func (h *SandayiHand) Bids() []junqi.Bid { return append([]junqi.Bid(nil), h.match.Hand().Bids...) }

// LegalBids are what the seat may say now (HandBid, a person's step only).
func (h *SandayiHand) LegalBids() []int {
	if h.phase != HandBid || !h.IsPerson(h.seat) {
		return nil
	}
	return h.match.Hand().LegalBids()
}

// Bid says the seat's word; then the device passes on: to the next bidder, to
// the first bidder of a new deal after four passes, or to the landlord.
func (h *SandayiHand) Bid(v int) error {
	if err := h.personStep(HandBid, "not bidding now"); err != nil {
		return err
	}
	return h.bid(v)
}

func (h *SandayiHand) bid(v int) error {
	if err := h.match.Bid(v); err != nil {
		return err
	}
	h.steps++
	hand := h.match.Hand()
	switch hand.Phase() {
	case junqi.PhaseRedeal:
		if err := h.match.Redeal(h.src()); err != nil {
			return err
		}
		x, _ := hand.Bidder()
		h.cover(x, HandBid)
	case junqi.PhaseBidding:
		x, _ := hand.Bidder()
		h.cover(x, HandBid)
	case junqi.PhasePick:
		if hand.Rules.Pick == junqi.PickRandom {
			if err := h.match.RandomPick(h.src()); err != nil {
				return err
			}
			return h.startDeploy()
		}
		l, _, _ := hand.Landlord()
		h.cover(l, HandPick)
	}
	return nil
}

// Pool is what the landlord picks from, shown only to it (a person) while it picks.
func (h *SandayiHand) Pool() []junqi.Rank {
	if h.phase != HandPick || !h.IsPerson(h.seat) {
		return nil
	}
	return h.match.Hand().Pool()
}

// Pick takes the landlord's 19 pieces; then everybody deploys.
func (h *SandayiHand) Pick(pick []junqi.Rank) error {
	if err := h.personStep(HandPick, "not picking now"); err != nil {
		return err
	}
	return h.pick(pick)
}

func (h *SandayiHand) pick(pick []junqi.Rank) error {
	if err := h.match.TakePick(pick); err != nil {
		return err
	}
	h.steps++
	return h.startDeploy()
}

// startDeploy gives every seat a random legal deployment to start from and
// passes the device to the first seat.
func (h *SandayiHand) startDeploy() error {
	hand := h.match.Hand()
	for _, x := range hand.Order {
		d, err := hand.RandomDeployment(x, h.src())
		if err != nil {
			return err
		}
		h.deps[x] = &d
	}
	h.cover(hand.Order[0], HandDeploy)
	return nil
}

// Deployment is the seat's deployment while it (a person) deploys; nil otherwise.
func (h *SandayiHand) Deployment() *junqi.Deployment {
	if h.phase != HandDeploy || !h.IsPerson(h.seat) {
		return nil
	}
	d := *h.deps[h.seat]
	return &d
}

// Selected is the point the seat picked up to swap, NoPoint if none.
func (h *SandayiHand) Selected() junqi.Point { return h.selected }

// Tap picks up a piece of the deploying seat, or swaps it with the one picked
// up; a swap that breaks a deployment rule is refused with the reason and
// changes nothing.
func (h *SandayiHand) Tap(p junqi.Point) error {
	if err := h.personStep(HandDeploy, "not deploying now"); err != nil {
		return err
	}
	d := h.deps[h.seat]
	if int(p) >= junqi.MaxPoints || d[p] == 0 {
		h.selected = junqi.NoPoint
		return nil
	}
	if h.selected == junqi.NoPoint || h.selected == p {
		if h.selected == p {
			h.selected = junqi.NoPoint
		} else {
			h.selected = p
		}
		return nil
	}
	q := h.selected
	h.selected = junqi.NoPoint
	swapped := *d
	swapped[p], swapped[q] = swapped[q], swapped[p]
	if err := h.match.Hand().CheckDeployment(h.seat, &swapped); err != nil {
		return err
	}
	*d = swapped
	return nil
}

// Random deals the deploying seat a new random legal deployment.
func (h *SandayiHand) Random() error {
	if err := h.personStep(HandDeploy, "not deploying now"); err != nil {
		return err
	}
	d, err := h.match.Hand().RandomDeployment(h.seat, h.src())
	if err != nil {
		return err
	}
	h.deps[h.seat], h.selected = &d, junqi.NoPoint
	return nil
}

// Done: the seat has deployed. The device passes to the next seat, or play starts.
func (h *SandayiHand) Done() error {
	if err := h.personStep(HandDeploy, "not deploying now"); err != nil {
		return err
	}
	return h.finishDeploy()
}

func (h *SandayiHand) finishDeploy() error {
	if err := h.match.Hand().CheckDeployment(h.seat, h.deps[h.seat]); err != nil {
		return err
	}
	h.steps++
	h.done |= 1 << h.seat
	for _, x := range h.match.Hand().Order {
		if h.done&(1<<x) == 0 {
			h.cover(x, HandDeploy)
			return nil
		}
	}
	if err := h.match.StartPlay(h.deps); err != nil {
		return err
	}
	st := h.match.State()
	first, _ := st.Turn()
	h.phase, h.then, h.seat, h.selected = HandPlay, HandPlay, first, junqi.NoPoint
	return nil
}

// sandayiSave is the hand's JSON line; the record follows it.
type sandayiSave struct {
	Format   int               `json:"format"`
	Seed     uint64            `json:"seed"`
	Phase    string            `json:"phase"`
	Then     string            `json:"then"`
	Seat     string            `json:"seat,omitempty"`
	Deploy   map[string]string `json:"deploy,omitempty"` // seat: its deployment as a placement list
	Done     string            `json:"done,omitempty"`
	Selected string            `json:"selected,omitempty"`
	// the computer seats and their levels, the person holding the device, and the
	// landlord's pick so far (piece codes) while a person picks
	Computers string `json:"computers,omitempty"`
	Levels    string `json:"levels,omitempty"`
	Holder    string `json:"holder,omitempty"`
	Chosen    string `json:"chosen,omitempty"`
}

const sandayiFormat = 1

// Fields is the hand's line, member by member (read strictly, as the session's).
func (f *sandayiSave) Fields(c minijson.Codec) {
	c.Int("format", &f.Format)
	c.Uint64("seed", &f.Seed)
	c.String("phase", &f.Phase)
	c.String("then", &f.Then)
	c.StringOmit("seat", &f.Seat)
	c.StringMapOmit("deploy", &f.Deploy)
	c.StringOmit("done", &f.Done)
	c.StringOmit("selected", &f.Selected)
	c.StringOmit("computers", &f.Computers)
	c.StringOmit("levels", &f.Levels)
	c.StringOmit("holder", &f.Holder)
	c.StringOmit("chosen", &f.Chosen)
}

// Save writes the hand: one JSON line, then its record.
func (h *SandayiHand) Save() []byte {
	b := junqi.BoardOf(junqi.FourCountry)
	f := sandayiSave{Format: sandayiFormat, Seed: h.seed, Phase: h.phase.String(), Then: h.then.String(),
		Seat: seatName(h.seat)}
	for x, d := range h.deps {
		if d == nil {
			continue
		}
		if f.Deploy == nil {
			f.Deploy = map[string]string{}
		}
		var pl []record.Placement
		for p, r := range d {
			if r != 0 {
				pl = append(pl, record.Placement{Point: b.Name(junqi.Point(p)), Seat: junqi.Seat(x).String()[0], Piece: string(r.Code())})
			}
		}
		f.Deploy[junqi.Seat(x).String()] = record.FormatPlacements(pl)
	}
	for x := junqi.South; x <= junqi.West; x++ {
		if h.done&(1<<x) != 0 {
			f.Done += x.String()
		}
	}
	if h.selected != junqi.NoPoint {
		f.Selected = b.Name(h.selected)
	}
	f.Computers, f.Levels = h.Computers(), h.levels
	if h.holder != junqi.NoSeat {
		f.Holder = h.holder.String()
	}
	f.Chosen = junqi.RankCodes(h.chosenRanks())
	return storage.JoinSave(minijson.Marshal(f), h.match.Record().String())
}

// HandBeforePlay reports whether data, a controller's saved state (SandayiHand.Save or
// Session.Save), holds a 三打一 hand before play: its record decides — a 三打一 record
// whose match has not reached play. Junqi's one door restores either from it.
func HandBeforePlay(data []byte) bool {
	_, text, cut := storage.CutSave(data)
	if !cut {
		return false
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		return false
	}
	if v, _ := rec.Tag("Variant"); v != "sandayi" {
		return false
	}
	m, err := junqi.FromRecord(rec)
	return err == nil && m.Hand() != nil && m.Phase() != junqi.PhasePlay
}

// RestoreSandayiHand reads what Save wrote; anything inconsistent is an error.
func RestoreSandayiHand(data []byte) (*SandayiHand, error) {
	head, text, cut := storage.CutSave(data)
	if !cut {
		return nil, errors.New("restore: no record after the hand")
	}
	f, err := minijson.Unmarshal[sandayiSave](head, true)
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if f.Format != sandayiFormat {
		return nil, fmt.Errorf("restore: format %d, this Warboard reads %d", f.Format, sandayiFormat)
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if m.Hand() == nil {
		return nil, errors.New("restore: not a 三打一 record")
	}
	h := &SandayiHand{match: m, seed: f.Seed, selected: junqi.NoPoint, holder: junqi.NoSeat}
	var ok1, ok2 bool
	h.phase, ok1 = handPhaseOf(f.Phase)
	h.then, ok2 = handPhaseOf(f.Then)
	if !ok1 || !ok2 || h.phase != HandCover && h.phase != h.then {
		return nil, fmt.Errorf("restore: phase %q then %q", f.Phase, f.Then)
	}
	if h.seat, err = seatOf(f.Seat); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	b := junqi.BoardOf(junqi.FourCountry)
	for name, list := range f.Deploy {
		x, err := seatOf(name)
		if err != nil || x == junqi.NoSeat {
			return nil, fmt.Errorf("restore: deploy of %q", name)
		}
		pls, err := record.ParsePlacements(list)
		if err != nil {
			return nil, fmt.Errorf("restore: deploy of %v: %v", x, err)
		}
		var d junqi.Deployment
		for _, pl := range pls {
			p, ok := b.PointByName(pl.Point)
			r, rok := junqi.RankOf(pl.Piece[0])
			if !ok || !rok || pl.Seat != name[0] || pl.FaceDown {
				return nil, fmt.Errorf("restore: deploy of %v: %s", x, pl.Point)
			}
			d[p] = r
		}
		h.deps[x] = &d
	}
	for i := 0; i < len(f.Done); i++ {
		x, err := seatOf(f.Done[i : i+1])
		if err != nil || x == junqi.NoSeat {
			return nil, fmt.Errorf("restore: done %q", f.Done)
		}
		h.done |= 1 << x
	}
	if f.Selected != "" {
		p, ok := b.PointByName(f.Selected)
		if !ok {
			return nil, fmt.Errorf("restore: selected %q", f.Selected)
		}
		h.selected = p
	}
	if err := h.restoreSeats(f); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if err := h.check(); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	return h, nil
}

// check: the saved phase is one the hand's record can be at, for the right seat.
func (h *SandayiHand) check() error {
	hand := h.match.Hand()
	want := map[junqi.Phase]HandPhase{junqi.PhaseBidding: HandBid, junqi.PhasePick: HandPick,
		junqi.PhaseDeploy: HandDeploy, junqi.PhasePlay: HandPlay}[h.match.Phase()]
	if h.then != want {
		return fmt.Errorf("a %v step at the record's %v", h.then, h.match.Phase())
	}
	switch h.then {
	case HandBid:
		if x, _ := hand.Bidder(); x != h.seat {
			return fmt.Errorf("%v bids, not %v", x, h.seat)
		}
	case HandPick:
		if l, _, _ := hand.Landlord(); l != h.seat {
			return fmt.Errorf("%v picks, not %v", l, h.seat)
		}
	case HandDeploy:
		for x := junqi.South; x <= junqi.West; x++ {
			if h.deps[x] == nil {
				return fmt.Errorf("no deployment of %v", x)
			}
			if h.done&(1<<x) != 0 {
				if err := hand.CheckDeployment(x, h.deps[x]); err != nil {
					return fmt.Errorf("%v: %v", x, err)
				}
			}
		}
		if h.done&(1<<h.seat) != 0 || h.seat > junqi.West {
			return fmt.Errorf("%v deploys again", h.seat)
		}
		if h.selected != junqi.NoPoint && h.deps[h.seat][h.selected] == 0 {
			return errors.New("the piece picked up is not there")
		}
	}
	if h.then != HandDeploy && (h.selected != junqi.NoPoint || h.done != 0 && h.then != HandPlay) {
		return errors.New("deployment state outside the deployment")
	}
	return nil
}

// String is a one-line account of the hand, for logs and test failures.
func (h *SandayiHand) String() string {
	return strings.Join([]string{h.phase.String(), h.then.String(), seatName(h.seat), h.match.Phase().String()}, " ")
}

// Session is the play of the hand once everybody has deployed: the usual
// Junqi session (hand-overs, turns, saves) from the hand's record, with the
// hand's computer seats and levels.
func (h *SandayiHand) Session(opts Options) (*Session, error) {
	if h.phase != HandPlay {
		return nil, fmt.Errorf("no play yet: the hand is at %v", h.then)
	}
	opts.Computers, opts.Levels = h.Computers(), h.levels
	s, err := FromRecord(h.match.Record(), opts)
	if err != nil {
		return nil, err
	}
	s.seed = h.seed // the hand's own draw goes on into its play
	return s, nil
}

// Seed is the hand's seed as it stands: drawn when the hand was dealt, moved on by each
// random draw, kept in its save. The computer's bids, pick and deployments derive their
// seeds from it (game/computer.Runner.Seed), so each hand is met afresh and a resumed one
// decides as before.
func (h *SandayiHand) Seed() uint64 { return h.seed }

// Cover puts a secret step back behind its hand-over (a resumed hand: whoever holds the
// device now may not be the seat whose screen was left). A piece picked up is put down.
// With one person beside the computer nobody else uses the device: nothing is covered.
func (h *SandayiHand) Cover() {
	if h.bots != 0 && h.onePerson() {
		return
	}
	if h.phase == HandBid || h.phase == HandPick || h.phase == HandDeploy {
		chosen := h.chosen
		h.holder = junqi.NoSeat
		h.cover(h.seat, h.phase)
		h.chosen = chosen // the landlord finds its pick so far behind the cover
	}
}

// SandayiHandFromRecord continues a 三打一 record that stops before play (mid-bid, before
// the pick, before the deployment) at its next step, behind the cover to the seat due.
// Four passes deal again; a pick=random record draws the pick; the deployments start from
// random legal layouts, as a new hand's do.
func SandayiHandFromRecord(rec *record.Record, seed uint64) (*SandayiHand, error) {
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	hand := m.Hand()
	if hand == nil {
		return nil, errors.New("not a 三打一 record")
	}
	h := &SandayiHand{match: m, seed: seed, selected: junqi.NoPoint, holder: junqi.NoSeat}
	switch m.Phase() {
	case junqi.PhaseRedeal:
		if err := m.Redeal(h.src()); err != nil {
			return nil, err
		}
		fallthrough
	case junqi.PhaseBidding:
		x, _ := hand.Bidder()
		h.cover(x, HandBid)
	case junqi.PhasePick:
		if hand.Rules.Pick == junqi.PickRandom {
			if err := m.RandomPick(h.src()); err != nil {
				return nil, err
			}
			return h, h.startDeploy()
		}
		l, _, _ := hand.Landlord()
		h.cover(l, HandPick)
	case junqi.PhaseDeploy:
		return h, h.startDeploy()
	default:
		return nil, errors.New("the hand is already in play")
	}
	return h, nil
}
