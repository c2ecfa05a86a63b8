package junqi

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/rules/record"
)

// 三打一 in the notation (docs/sandayi.md): [Variant "sandayi"], the options
// bidding= pick= first= pool-open, and three tags before the Position:
//
//	[Deal "S:9877655443332221MMB E:… N:… W:…"]  each seat's 19 pieces (its flag is not written)
//	[Bids "S=1 E=pass N=3"]                      the bids in order (叫地主: S=pass E=call)
//	[Pick "ART98…"]                              the landlord's 19 pieces from the pool
//
// A record may stop at any of them: mid-bid, before the pick, before the
// deployment ([Position]); moves need the Position.

// sandayiTags is the phase a 三打一 record has reached, its hand and its options.
type sandayiTags struct {
	hand  *Hand
	phase Phase
}

// readHandRules reads the 三打一 options; the others are left to the caller.
func readHandRules(name, value string, has bool, hr *HandRules) (known bool, err error) {
	switch name {
	case "bidding":
		switch value {
		case "points":
			hr.Bidding = BidPoints
		case "landlord":
			hr.Bidding = BidLandlord
		default:
			return true, fmt.Errorf("bidding is points or landlord (bidding=points)")
		}
	case "pick":
		switch value {
		case "choose":
			hr.Pick = PickChoose
		case "random":
			hr.Pick = PickRandom
		default:
			return true, fmt.Errorf("pick is choose or random (pick=choose)")
		}
	case "first":
		switch value {
		case "landlord":
			hr.First = LandlordFirst
		case "seats":
			hr.First = SeatOrderFirst
		default:
			return true, fmt.Errorf("first is landlord or seats (first=landlord)")
		}
	case "pool-open":
		if has {
			return true, fmt.Errorf("pool-open takes no value")
		}
		hr.PoolOpen = true
	default:
		return false, nil
	}
	return true, nil
}

// ParseDeal reads a Deal tag: "S:… E:… N:… W:…", every seat once.
func ParseDeal(v string) ([4][]Rank, error) {
	var deal [4][]Rank
	var seen uint8
	for _, f := range strings.Fields(v) {
		x, ok := SeatOf(singleByte(f[:1]))
		if !ok || len(f) < 2 || f[1] != ':' {
			return deal, fmt.Errorf("%q: write seat:pieces, e.g. S:98776…", f)
		}
		if seen&(1<<x) != 0 {
			return deal, fmt.Errorf("%v is dealt twice", x)
		}
		seen |= 1 << x
		rs, err := ParseRankCodes(f[2:])
		if err != nil {
			return deal, fmt.Errorf("%v: %v", x, err)
		}
		deal[x] = rs
	}
	if seen != 15 {
		return deal, fmt.Errorf("the deal names each of S E N W once")
	}
	return deal, nil
}

// DealString writes the deal as in the Deal tag.
func (h *Hand) DealString() string {
	parts := make([]string, 4)
	for x := range parts {
		parts[x] = Seat(x).String() + ":" + RankCodes(h.Deal[x][:])
	}
	return strings.Join(parts, " ")
}

// BidWord is a bid as written in the Bids tag: pass, 1 2 3, or (叫地主) call.
func (h *Hand) BidWord(v int) string {
	switch {
	case v == Pass:
		return "pass"
	case h.Rules.Bidding == BidLandlord:
		return "call"
	}
	return strconv.Itoa(v)
}

// ParseBidWord reads a bid word.
func (h *Hand) ParseBidWord(w string) (int, error) {
	switch {
	case w == "pass":
		return Pass, nil
	case w == "call" && h.Rules.Bidding == BidLandlord:
		return 3, nil
	case h.Rules.Bidding == BidPoints && len(w) == 1 && w[0] >= '1' && w[0] <= '3':
		return int(w[0] - '0'), nil
	case h.Rules.Bidding == BidLandlord:
		return 0, fmt.Errorf("%q: with bidding=landlord a seat says call or pass", w)
	}
	return 0, fmt.Errorf("%q: a bid is 1, 2, 3 or pass", w)
}

// BidsString writes the bids as in the Bids tag.
func (h *Hand) BidsString() string {
	parts := make([]string, len(h.Bids))
	for i, b := range h.Bids {
		parts[i] = b.Seat.String() + "=" + h.BidWord(b.Value)
	}
	return strings.Join(parts, " ")
}

// readBids plays a Bids tag onto the hand.
func (h *Hand) readBids(v string) error {
	for _, f := range strings.Fields(v) {
		i := strings.IndexByte(f, '=')
		if i != 1 {
			return fmt.Errorf("%q: write seat=bid, e.g. S=2 or E=pass", f)
		}
		x, ok := SeatOf(f[0])
		if !ok {
			return fmt.Errorf("%q: %q is not a seat", f, f[:1])
		}
		due, ok := h.Bidder()
		if !ok {
			return fmt.Errorf("%q: the bidding is already over", f)
		}
		if x != due {
			return fmt.Errorf("%q: it is %v's turn to bid", f, due)
		}
		val, err := h.ParseBidWord(f[2:])
		if err != nil {
			return err
		}
		if err := h.MakeBid(val); err != nil {
			return err
		}
	}
	return nil
}

// sandayiFromRecord builds a 三打一 match from its tags, to whatever phase
// they reach, and replays the moves once play has started.
func sandayiFromRecord(rec *record.Record, cfg Config, hr HandRules) (*Match, error) {
	bad := func(tag, format string, args ...any) error {
		return record.LineError(rec.TagLine(tag), tag+": "+format, args...)
	}
	switch {
	case cfg.Board != FourCountry:
		return nil, bad("Variant", "三打一 is played on the four-country board (Board 4p)")
	case cfg.Mode == Flip:
		return nil, bad("Mode", "三打一 is played open or dark")
	case cfg.Teams != nil:
		return nil, bad("Teams", "三打一's teams come from the bidding: leave Teams out")
	}
	h := &Hand{Rules: hr}
	if err := h.setOrder(cfg.Seats); err != nil {
		return nil, bad("Seats", "%v", err)
	}
	dv, ok := rec.Tag("Deal")
	if !ok {
		return nil, record.LineError(0, "no [Deal]: a 三打一 record starts with the deal")
	}
	deal, err := ParseDeal(dv)
	if err == nil {
		err = h.SetDeal(deal)
	}
	if err != nil {
		return nil, bad("Deal", "%v", err)
	}
	if v, ok := rec.Tag("Bids"); ok {
		if err := h.readBids(v); err != nil {
			return nil, bad("Bids", "%v", err)
		}
	}
	m := &Match{tags: append([]record.Tag(nil), rec.Tags...), hand: h}
	empty, err := NewState(cfg) // the options, kept until play starts
	if err != nil {
		return nil, bad("Options", "%v", err)
	}
	m.game.Reset(empty)
	pv, hasPick := rec.Tag("Pick")
	_, hasPos := rec.Tag("Position")
	if hasPick {
		if h.Phase() != PhasePick {
			return nil, bad("Pick", "no pick at the hand's %v", h.Phase())
		}
		pick, err := ParseRankCodes(pv)
		if err == nil {
			err = h.TakePick(pick)
		}
		if err != nil {
			return nil, bad("Pick", "%v", err)
		}
	}
	if !hasPos {
		if len(rec.Moves) > 0 {
			return nil, record.MoveError(rec.Moves[0], "the hand is at %v: moves need a [Position]", h.Phase())
		}
		if _, ok := rec.Tag("Turn"); ok {
			return nil, bad("Turn", "the hand is at %v: no turn before the [Position]", h.Phase())
		}
		return m, nil
	}
	if h.Phase() != PhaseDeploy {
		return nil, bad("Position", "the hand is at %v: no position yet", h.Phase())
	}
	pcfg, _ := h.Config(cfg.Mode, cfg.NoCapture, cfg.BattleReveal, cfg.AlliesSee)
	s, err := NewState(pcfg)
	if err != nil {
		return nil, bad("Variant", "%v", err)
	}
	posv, _ := rec.Tag("Position")
	pl, err := record.ParsePlacements(posv)
	if err == nil {
		err = s.PutPlacements(pl)
	}
	if err == nil {
		err = h.fitsArmies(&s)
	}
	if err != nil {
		return nil, bad("Position", "%v", err)
	}
	turn := h.FirstToMove()
	if t, ok := rec.Tag("Turn"); ok {
		x, ok := SeatOf(singleByte(t))
		if !ok {
			return nil, bad("Turn", "%q is not a seat", t)
		}
		turn = x
	}
	if err := s.SetTurn(turn, true); err != nil {
		return nil, bad("Turn", "%v", err)
	}
	if err := s.Begin(); err != nil {
		return nil, bad("Turn", "%v", err)
	}
	m.game.Reset(s)
	m.playing = true
	for _, mv := range rec.Moves {
		if err := m.Play(mv.Text); err != nil {
			return nil, record.MoveError(mv, "%v", err)
		}
	}
	return m, nil
}

// fitsArmies: every seat's pieces in a position are some of its army (a
// puzzle may start with fewer; deployment rules are not applied to it).
func (h *Hand) fitsArmies(s *State) error {
	for x := Seat(0); x < 4; x++ {
		var left [NumRanks]int
		for _, r := range h.Army(x) {
			left[r]++
		}
		for r := Rank(1); r < NumRanks; r++ {
			if n := s.Count(x, r); n > left[r] {
				return fmt.Errorf("%v has %d × %s, its army %d", x, n, r.Name(), left[r])
			}
		}
	}
	return nil
}

// HandTags writes a hand's tags as a record holds them; with deps (every
// seat deployed) the Position and Turn too. The options are written in full.
func HandTags(h *Hand, mode Mode, noCapture int, battleReveal, alliesSee bool, deps *[4]Deployment) []record.Tag {
	rec := &record.Record{}
	rec.SetTag("Game", "junqi")
	rec.SetTag("Board", "4p")
	rec.SetTag("Variant", "sandayi")
	rec.SetTag("Mode", mode.String())
	seats := make([]string, 4)
	for i, x := range h.Order {
		seats[i] = x.String()
	}
	rec.SetTag("Seats", strings.Join(seats, " "))
	opts := []string{"bidding=points", "pick=choose", "first=landlord"}
	if h.Rules.Bidding == BidLandlord {
		opts[0] = "bidding=landlord"
	}
	if h.Rules.Pick == PickRandom {
		opts[1] = "pick=random"
	}
	if h.Rules.First == SeatOrderFirst {
		opts[2] = "first=seats"
	}
	if h.Rules.PoolOpen {
		opts = append(opts, "pool-open")
	}
	opts = append(opts, "nocapture="+strconv.Itoa(noCapture))
	if battleReveal {
		opts = append(opts, "battle-reveal")
	}
	if alliesSee {
		opts = append(opts, "allies-see")
	}
	rec.SetTag("Options", strings.Join(opts, " "))
	rec.SetTag("Deal", h.DealString())
	if len(h.Bids) > 0 {
		rec.SetTag("Bids", h.BidsString())
	}
	if h.picked {
		rec.SetTag("Pick", RankCodes(h.Pick))
	}
	if deps != nil {
		b := BoardOf(FourCountry)
		var pl []record.Placement
		for x := range deps {
			for p, r := range deps[x] {
				if r != 0 {
					pl = append(pl, placementOf(b, Point(p), MakePiece(Seat(x), r)))
				}
			}
		}
		rec.SetTag("Position", record.FormatPlacements(pl))
		rec.SetTag("Turn", h.FirstToMove().String())
	}
	return rec.Tags
}

// Hand is the 三打一 hand of the match (nil for other games).
func (m *Match) Hand() *Hand { return m.hand }

// Phase is where a 三打一 match stands (PhasePlay once the Position is set,
// and for every other game).
func (m *Match) Phase() Phase {
	if m.hand == nil || m.playing {
		return PhasePlay
	}
	return m.hand.Phase()
}

// SandayiLines are the lines `referee play` and `referee view` add for 三打一:
// the phase, the bids, the landlord and its bid, the deal and the pick as
// viewer may know them. viewer NoSeat is the referee, who knows everything;
// a seat sees its own deal only, the pool and pick if it is the landlord
// (the pick also with pool-open).
func (m *Match) SandayiLines(viewer Seat) []string {
	h := m.hand
	if h == nil {
		return nil
	}
	out := []string{"phase " + m.Phase().String(), "bids " + h.BidsString()}
	l, bid, ok := h.Landlord()
	if ok {
		if h.Rules.Bidding == BidLandlord {
			bid = 3
		}
		out = append(out, "landlord "+l.String()+" "+strconv.Itoa(bid))
	}
	if viewer == NoSeat {
		out = append(out, "deal "+h.DealString())
	} else {
		out = append(out, "deal "+viewer.String()+":"+RankCodes(h.Deal[viewer&3][:]))
	}
	if ok && (viewer == NoSeat || viewer == l) {
		out = append(out, "pool "+RankCodes(h.Pool()))
	}
	if h.picked && (viewer == NoSeat || viewer == l || h.Rules.PoolOpen) {
		out = append(out, "pick "+RankCodes(h.Pick))
	}
	return out
}

// NewSandayiMatch starts a 三打一 match at a fresh deal: the app's way in.
// The options are those a record would carry (bidding= pick= first= pool-open
// and the Junqi ones).
func NewSandayiMatch(h *Hand, mode Mode, noCapture int, battleReveal, alliesSee bool) (*Match, error) {
	if mode == Flip {
		return nil, errors.New("三打一 is played open or dark")
	}
	m := &Match{hand: h, tags: HandTags(h, mode, noCapture, battleReveal, alliesSee, nil)}
	empty, err := NewState(Config{Board: FourCountry, Mode: mode, Seats: h.Order[:], NoCapture: noCapture,
		BattleReveal: battleReveal, AlliesSee: alliesSee})
	if err != nil {
		return nil, err
	}
	m.game.Reset(empty)
	return m, nil
}

// handTag rewrites the tags a step of the hand changed.
func (m *Match) handTag(name, value string) {
	rec := &record.Record{Tags: m.tags}
	if value == "" {
		rec.DeleteTag(name)
	} else {
		rec.SetTag(name, value)
	}
	m.tags = rec.Tags
}

// Bid records the bidder's word (Pass, or 1..3; 3 is 叫地主's call).
func (m *Match) Bid(v int) error {
	if p := m.Phase(); p != PhaseBidding {
		return fmt.Errorf("no bid now: the hand is at %v", p)
	}
	if err := m.hand.MakeBid(v); err != nil {
		return err
	}
	m.handTag("Bids", m.hand.BidsString())
	return nil
}

// Redeal deals again after everybody passed.
func (m *Match) Redeal(src rand.Source) error {
	if p := m.Phase(); p != PhaseRedeal {
		return fmt.Errorf("no redeal now: the hand is at %v", p)
	}
	m.hand.Redeal(src)
	m.handTag("Deal", m.hand.DealString())
	m.handTag("Bids", "")
	return nil
}

// TakePick records the landlord's 19 pieces from the pool; with pick=random
// the app draws them with RandomPick instead.
func (m *Match) TakePick(pick []Rank) error {
	if p := m.Phase(); p != PhasePick {
		return fmt.Errorf("no pick now: the hand is at %v", p)
	}
	if err := m.hand.TakePick(pick); err != nil {
		return err
	}
	m.handTag("Pick", RankCodes(m.hand.Pick))
	return nil
}

// RandomPick draws the landlord's pieces from the pool.
func (m *Match) RandomPick(src rand.Source) error {
	if p := m.Phase(); p != PhasePick {
		return fmt.Errorf("no pick now: the hand is at %v", p)
	}
	if err := m.hand.RandomPick(src); err != nil {
		return err
	}
	m.handTag("Pick", RankCodes(m.hand.Pick))
	return nil
}

// StartPlay checks every seat's deployment and starts play: the record gets
// its Position and Turn.
func (m *Match) StartPlay(deps [4]*Deployment) error {
	if p := m.Phase(); p != PhaseDeploy {
		return fmt.Errorf("no deployment now: the hand is at %v", p)
	}
	cfg := m.game.State.Config()
	pcfg, err := m.hand.Config(cfg.Mode, cfg.NoCapture, cfg.BattleReveal, cfg.AlliesSee)
	if err != nil {
		return err
	}
	s, err := m.hand.Start(pcfg, deps)
	if err != nil {
		return err
	}
	var all [4]Deployment
	for x := range deps {
		all[x] = *deps[x]
	}
	for _, t := range HandTags(m.hand, cfg.Mode, 0, false, false, &all) {
		if t.Name == "Position" || t.Name == "Turn" {
			m.handTag(t.Name, t.Value)
		}
	}
	m.game.Reset(s)
	m.playing = true
	return nil
}
