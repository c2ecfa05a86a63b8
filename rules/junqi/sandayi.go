package junqi

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
)

// 三打一 (three against one): the deal, the bidding and the landlord's pick
// before play; docs/sandayi.md settles what the rules page leaves open.

const (
	DealSize    = 19 // pieces dealt to each seat besides its flag
	PoolSize    = 23 // pieces left for the landlord: the 20 not dealt and A, T, R
	PickSize    = 19 // pieces the landlord takes from the pool
	FarmerExtra = 5  // 排长 each farmer gets
)

// Bidding is the form of the bidding (option bidding=points|landlord).
type Bidding uint8

const (
	BidPoints   Bidding = iota // 叫分: 1, 2 or 3 or pass, each seat once; a 3 ends it
	BidLandlord                // 叫地主: the first seat to call is the landlord and must put out all three
)

// PickRule is how the landlord takes its 19 pieces from the pool (option pick=choose|random).
type PickRule uint8

const (
	PickChoose PickRule = iota // the landlord chooses (default)
	PickRandom                 // drawn at random
)

// FirstMover is who moves first once play starts (option first=landlord|south).
type FirstMover uint8

const (
	LandlordFirst  FirstMover = iota // the landlord, as in 斗地主 (default)
	SeatOrderFirst                   // the first seat of Seats (S by default)
)

// HandRules are 三打一's options fixed before the deal.
type HandRules struct {
	Bidding Bidding
	Pick    PickRule
	First   FirstMover
	// PoolOpen: everybody sees the 19 pieces the landlord took (off: only the landlord).
	PoolOpen bool
}

// Pass is the bid of a seat that does not bid; in 叫地主 a call is written 3.
const Pass = 0

// Bid is one seat's word in the bidding: 1..3, or Pass.
type Bid struct {
	Seat  Seat
	Value int
}

// Phase is where a hand of 三打一 stands.
type Phase uint8

const (
	PhaseBidding Phase = iota
	PhaseRedeal        // everybody passed: deal again
	PhasePick          // the landlord takes its pieces from the pool
	PhaseDeploy        // every seat deploys its army
	PhasePlay
)

var phaseNames = [...]string{"bidding", "redeal", "pick", "deploy", "play"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// Hand is one deal of 三打一 up to the start of play: the deal, the bids in
// order, the landlord's pick. Order is the bidding order (the play order).
type Hand struct {
	Rules  HandRules
	Order  [4]Seat
	Deal   [4][DealSize]Rank // by seat, each sorted from the highest rank down
	Bids   []Bid
	Pick   []Rank // the landlord's pieces from the pool; nil until taken
	picked bool
}

// dealable is every piece of the four standard sets but the flags, in order.
func dealable() []Rank {
	var out []Rank
	for r := Engineer; r <= Bomb; r++ {
		for k := 0; k < 4*int(Standard[r]); k++ {
			out = append(out, r)
		}
	}
	return out
}

// sortRanks orders pieces from the highest down, as a player holds them.
func sortRanks(rs []Rank) {
	sort.Slice(rs, func(i, j int) bool { return rankOrder(rs[i]) > rankOrder(rs[j]) })
}

// rankOrder sorts officers by strength, then the bomb, the landmine and the fortress.
func rankOrder(r Rank) int {
	switch r {
	case Supreme:
		return 20
	case Missile:
		return 19
	case Bomb:
		return 0
	case Mine:
		return -1
	case Fortress:
		return -2
	case Flag:
		return -3
	}
	return int(r) + 10
}

// NewHand deals a hand from src: 19 pieces to each seat of order (S E N W when nil).
func NewHand(rules HandRules, order []Seat, src rand.Source) (*Hand, error) {
	h := &Hand{Rules: rules}
	if err := h.setOrder(order); err != nil {
		return nil, err
	}
	h.Redeal(src)
	return h, nil
}

func (h *Hand) setOrder(order []Seat) error {
	if order == nil {
		order = []Seat{South, East, North, West}
	}
	if len(order) != 4 {
		return errors.New("三打一 is played by four seats")
	}
	var seen uint8
	for i, x := range order {
		if x > West || seen&(1<<x) != 0 {
			return errors.New("三打一: the seats are S E N W, each once")
		}
		seen |= 1 << x
		h.Order[i] = x
	}
	return nil
}

// Redeal shuffles the 96 pieces and deals again; the bids start over.
func (h *Hand) Redeal(src rand.Source) {
	pieces := dealable()
	for i := len(pieces) - 1; i > 0; i-- {
		j := intn(src, i+1)
		pieces[i], pieces[j] = pieces[j], pieces[i]
	}
	for x := 0; x < 4; x++ {
		copy(h.Deal[x][:], pieces[x*DealSize:])
		sortRanks(h.Deal[x][:])
	}
	h.Bids, h.Pick, h.picked = nil, nil, false
}

// SetDeal takes a recorded deal, checking it could come from the four sets.
func (h *Hand) SetDeal(deal [4][]Rank) error {
	var have [NumRanks]int
	for x := range deal {
		if len(deal[x]) != DealSize {
			return fmt.Errorf("%v is dealt %d pieces, not %d", Seat(x), len(deal[x]), DealSize)
		}
		for _, r := range deal[x] {
			if r < Engineer || r > Bomb {
				return fmt.Errorf("%v is dealt %s: only the pieces of the four sets but the flags are dealt", Seat(x), r.Name())
			}
			have[r]++
		}
	}
	for r := Engineer; r <= Bomb; r++ {
		if have[r] > 4*int(Standard[r]) {
			return fmt.Errorf("%d × %s dealt: the four sets have %d", have[r], r.Name(), 4*Standard[r])
		}
	}
	for x := range deal {
		copy(h.Deal[x][:], deal[x])
		sortRanks(h.Deal[x][:])
	}
	h.Bids, h.Pick, h.picked = nil, nil, false
	return nil
}

// Phase is where the hand stands.
func (h *Hand) Phase() Phase {
	if _, _, ok := h.Landlord(); !ok {
		if h.biddingOver() {
			return PhaseRedeal
		}
		return PhaseBidding
	}
	if !h.picked {
		return PhasePick
	}
	return PhaseDeploy
}

// biddingOver: a 3 (or, in 叫地主, a call) ends it, else every seat has spoken.
func (h *Hand) biddingOver() bool {
	for _, b := range h.Bids {
		if b.Value == 3 {
			return true
		}
	}
	return len(h.Bids) == 4
}

// Bidder is the seat whose word is due; ok is false once the bidding is over.
func (h *Hand) Bidder() (Seat, bool) {
	if h.biddingOver() {
		return NoSeat, false
	}
	return h.Order[len(h.Bids)], true
}

// highest is the best bid so far (0 when all passed).
func (h *Hand) highest() Bid {
	best := Bid{Seat: NoSeat}
	for _, b := range h.Bids {
		if b.Value > best.Value {
			best = b
		}
	}
	return best
}

// LegalBids are the words the bidder may say: Pass, then each bid above the
// highest so far (叫分), or Pass and 3 (叫地主's call).
func (h *Hand) LegalBids() []int {
	if _, ok := h.Bidder(); !ok {
		return nil
	}
	out := []int{Pass}
	if h.Rules.Bidding == BidLandlord {
		return append(out, 3)
	}
	for v := h.highest().Value + 1; v <= 3; v++ {
		out = append(out, v)
	}
	return out
}

// MakeBid records the bidder's word.
func (h *Hand) MakeBid(v int) error {
	x, ok := h.Bidder()
	if !ok {
		return errors.New("the bidding is over")
	}
	for _, l := range h.LegalBids() {
		if l == v {
			h.Bids = append(h.Bids, Bid{Seat: x, Value: v})
			return nil
		}
	}
	if h.Rules.Bidding == BidLandlord {
		return fmt.Errorf("%v may call (3) or pass, not bid %d", x, v)
	}
	if v >= 1 && v <= 3 {
		return fmt.Errorf("%v bid %d: a bid must top the last (%d)", x, v, h.highest().Value)
	}
	return fmt.Errorf("%v bid %d: a bid is 1, 2 or 3, or pass", x, v)
}

// Landlord is the highest bidder once the bidding is over, with its bid.
func (h *Hand) Landlord() (seat Seat, bid int, ok bool) {
	if !h.biddingOver() {
		return NoSeat, 0, false
	}
	best := h.highest()
	if best.Value == 0 {
		return NoSeat, 0, false
	}
	return best.Seat, best.Value, true
}

// Pool is what the landlord takes its pieces from: the 20 pieces nobody was
// dealt and the three extras 元帅, 堡垒, 导弹; sorted from the highest down.
func (h *Hand) Pool() []Rank {
	var left [NumRanks]int
	for r := Engineer; r <= Bomb; r++ {
		left[r] = 4 * int(Standard[r])
	}
	for x := range h.Deal {
		for _, r := range h.Deal[x] {
			left[r]--
		}
	}
	left[Supreme], left[Fortress], left[Missile] = 1, 1, 1
	var out []Rank
	for r := Rank(0); r < NumRanks; r++ {
		for k := 0; k < left[r]; k++ {
			out = append(out, r)
		}
	}
	sortRanks(out)
	return out
}

// TakePick records the landlord's 19 pieces, which must come from the pool.
func (h *Hand) TakePick(pick []Rank) error {
	if h.Phase() != PhasePick {
		return fmt.Errorf("no pick now: the hand is at %v", h.Phase())
	}
	if len(pick) != PickSize {
		return fmt.Errorf("the landlord takes %d pieces from the pool, not %d", PickSize, len(pick))
	}
	var left [NumRanks]int
	for _, r := range h.Pool() {
		left[r]++
	}
	for _, r := range pick {
		if r >= NumRanks || left[r] == 0 {
			return fmt.Errorf("the pool holds no more %s", r.Name())
		}
		left[r]--
	}
	h.Pick = append([]Rank(nil), pick...)
	sortRanks(h.Pick)
	h.picked = true
	return nil
}

// RandomPick draws the landlord's 19 pieces from the pool (pick=random, and
// the computer's stand-in).
func (h *Hand) RandomPick(src rand.Source) error {
	pool := h.Pool()
	for i := len(pool) - 1; i > 0; i-- {
		j := intn(src, i+1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return h.TakePick(pool[:PickSize])
}

// Army is every piece seat deploys: the flag and its deal, then five 排长 for
// a farmer or the pick for the landlord (25 or 39 pieces).
func (h *Hand) Army(seat Seat) []Rank {
	out := []Rank{Flag}
	out = append(out, h.Deal[seat&3][:]...)
	if l, _, ok := h.Landlord(); ok && l == seat {
		out = append(out, h.Pick...)
	} else if ok {
		for k := 0; k < FarmerExtra; k++ {
			out = append(out, Lieutenant)
		}
	}
	sortRanks(out)
	return out
}

// RankCodes writes pieces as their codes, "98877…".
func RankCodes(rs []Rank) string {
	var sb strings.Builder
	for _, r := range rs {
		sb.WriteByte(r.Code())
	}
	return sb.String()
}

// ParseRankCodes reads "98877…" back.
func ParseRankCodes(s string) ([]Rank, error) {
	out := make([]Rank, 0, len(s))
	for i := 0; i < len(s); i++ {
		r, ok := RankOf(s[i])
		if !ok {
			return nil, fmt.Errorf("%q is not a junqi piece", s[i:i+1])
		}
		out = append(out, r)
	}
	return out, nil
}
