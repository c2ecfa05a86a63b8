package seatview

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

	"warboard/game/junqiplay"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一 before play (docs/sandayi.md): the view's extra lines say the phase, the bids, the
// landlord, the seat's own deal, and — for the landlord only — the pool and its pick. The
// seat never learns more: what the screen draws and what the seat deploys come from these.

// Sandayi is what one seat's view says of the hand.
type Sandayi struct {
	Phase    string // bidding, redeal, pick, deploy, play
	Bids     []SandayiBid
	Landlord junqi.Seat // NoSeat until the bidding is over
	Bid      int        // the landlord's bid (3 in 叫地主)
	Deal     []junqi.Rank
	Pool     []junqi.Rank // the landlord's to see
	Pick     []junqi.Rank // the landlord's (everybody's with pool-open), once taken
}

// SandayiBid is one word of the bidding: "pass", "1" "2" "3", "call".
type SandayiBid struct {
	Seat junqi.Seat
	Word string
}

// ReadSandayi reads a view's 三打一 lines; ok is false for a view without them (another
// game, or 三打一 once play has started and the lines say phase play).
func ReadSandayi(view string) (s Sandayi, ok bool, err error) {
	s.Landlord = junqi.NoSeat
	bad := func(line string, e error) (Sandayi, bool, error) {
		return s, false, fmt.Errorf("%w: %q: %v", ErrBadView, line, e)
	}
	for _, line := range strings.Split(view, "\n") {
		word, rest, _ := strings.Cut(line, " ")
		var err error
		switch word {
		case "phase":
			s.Phase, ok = rest, true
		case "bids":
			for _, f := range strings.Fields(rest) {
				x, w, found := strings.Cut(f, "=")
				seat, sok := junqi.SeatOf(firstByte(x))
				if !found || !sok || len(x) != 1 {
					return bad(line, errors.New("a bid is seat=word"))
				}
				s.Bids = append(s.Bids, SandayiBid{Seat: seat, Word: w})
			}
		case "landlord":
			f := strings.Fields(rest)
			var sok bool
			if len(f) == 2 {
				s.Landlord, sok = junqi.SeatOf(firstByte(f[0]))
				s.Bid, err = strconv.Atoi(f[1])
			}
			if !sok || err != nil {
				return bad(line, errors.New("landlord SEAT BID"))
			}
		case "deal":
			_, codes, _ := strings.Cut(rest, ":")
			s.Deal, err = junqi.ParseRankCodes(codes)
		case "pool":
			s.Pool, err = junqi.ParseRankCodes(rest)
		case "pick":
			s.Pick, err = junqi.ParseRankCodes(rest)
		}
		if err != nil {
			return bad(line, err)
		}
	}
	return s, ok, nil
}

// match is the hand as seat knows it: a Match built from the room's public
// tags and the seat's own view. Others' deals are made up (the complement of what the seat
// knows, split in three) and, for a farmer, so is the landlord's pick: neither is ever
// shown; they only make the rules' Hand whole, and a seat's own army (flag, deal, five 排长
// or the pick) does not depend on them.
func (s Sandayi) match(history string, seat junqi.Seat) (*junqi.Match, error) {
	head, _, _ := strings.Cut(history, "\n\n")
	rec, err := record.Parse(head + "\n")
	if err != nil {
		return nil, err
	}
	if len(s.Deal) != junqi.DealSize {
		return nil, fmt.Errorf("%w: a deal of %d pieces", ErrBadView, len(s.Deal))
	}
	var left [junqi.NumRanks]int
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		left[r] = 4 * int(junqi.Standard[r])
	}
	take := func(rs []junqi.Rank) error {
		for _, r := range rs {
			if r >= junqi.NumRanks {
				return fmt.Errorf("%w: piece %v", ErrBadView, r)
			}
			if r >= junqi.Engineer && r <= junqi.Bomb {
				if left[r] == 0 {
					return fmt.Errorf("%w: too many %s", ErrBadView, r.Name())
				}
				left[r]--
			}
		}
		return nil
	}
	if err := take(s.Deal); err != nil {
		return nil, err
	}
	var rest []junqi.Rank
	if s.Pool != nil { // the landlord: the others hold exactly what is in neither
		if err := take(s.Pool); err != nil {
			return nil, err
		}
	}
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		for k := 0; k < left[r]; k++ {
			rest = append(rest, r)
		}
	}
	if len(rest) < 3*junqi.DealSize {
		return nil, fmt.Errorf("%w: the deal and the pool leave %d pieces", ErrBadView, len(rest))
	}
	parts := []string{seat.String() + ":" + junqi.RankCodes(s.Deal)}
	n := 0
	for x := junqi.South; x <= junqi.West; x++ {
		if x != seat {
			parts = append(parts, x.String()+":"+junqi.RankCodes(rest[n*junqi.DealSize:(n+1)*junqi.DealSize]))
			n++
		}
	}
	rec.SetTag("Deal", strings.Join(parts, " "))
	words := make([]string, len(s.Bids))
	for i, b := range s.Bids {
		words[i] = b.Seat.String() + "=" + b.Word
	}
	rec.SetTag("Bids", strings.Join(words, " "))
	return junqi.FromRecord(rec) // at the pick: no Pick tag is set
}

// DefaultPick is the pick the landlord's screen starts with, as indexes into s.Pool: 元帅,
// 堡垒 and 导弹 always (as the computer players keep them), then the pool's pieces by
// pickWorth, so the four left out are the weakest — usually 排长 and 连长. (The computer's
// own pick is in rules/ai, which the page does not link: its players run in the worker.)
func (s Sandayi) DefaultPick(seat junqi.Seat) ([]int, error) {
	if s.Phase != "pick" || s.Landlord != seat || len(s.Pool) < junqi.PickSize {
		return nil, errors.New("not this seat's pick")
	}
	idx := make([]int, len(s.Pool))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return pickWorth(s.Pool[idx[a]]) > pickWorth(s.Pool[idx[b]]) })
	out := idx[:junqi.PickSize]
	sort.Ints(out)
	return out, nil
}

// pickWorth is a pool piece's worth to the landlord's army: the extras first, officers by
// rank, bombs like a 旅长, an engineer (the railway, the landmines) and a landmine above the
// junior officers.
func pickWorth(r junqi.Rank) float64 {
	switch r {
	case junqi.Supreme, junqi.Fortress, junqi.Missile:
		return 100
	case junqi.Bomb:
		return 6
	case junqi.Mine:
		return 3.5
	case junqi.Engineer:
		return 3.2
	case junqi.Flag:
		return 0
	}
	return float64(r) // 排长 2 … 司令 9
}

// NewSandayiDeployment is seat's army on its points at random (legal: the rules' own
// random deployment), for the seat to rearrange by swaps before it is sent.
func NewSandayiDeployment(s Sandayi, history string, seat junqi.Seat, seed uint64) (Deployment, error) {
	h, err := s.hand(history, seat, seed)
	if err != nil {
		return Deployment{}, err
	}
	d, err := h.RandomDeployment(seat, rand.NewPCG(seed, seed^0x5bd1e995))
	if err != nil {
		return Deployment{}, err
	}
	return Deployment{Board: junqi.FourCountry, Seat: seat, hand: h, army: d}, nil
}

// SandayiFromList reads a deployment the server says was sent (State.Arg).
func SandayiFromList(s Sandayi, history string, seat junqi.Seat, list string) (Deployment, error) {
	h, err := s.hand(history, seat, 1)
	if err != nil {
		return Deployment{}, err
	}
	army, err := junqiplay.ParseSandayiDeployment(seat, list)
	if err != nil {
		return Deployment{}, err
	}
	return Deployment{Board: junqi.FourCountry, Seat: seat, hand: h, army: army}, nil
}

// hand is the seat's hand at deployment: the bidding replayed, and the pick taken (the
// landlord's own, or a made-up one for a farmer, whose army does not hold it).
func (s Sandayi) hand(history string, seat junqi.Seat, seed uint64) (*junqi.Hand, error) {
	if s.Phase != "deploy" || s.Landlord == junqi.NoSeat {
		return nil, errors.New("not the deployment")
	}
	if seat == s.Landlord && len(s.Pick) != junqi.PickSize {
		return nil, fmt.Errorf("%w: the landlord's pick is not in its view", ErrBadView)
	}
	if seat == s.Landlord && s.Pool == nil {
		return nil, fmt.Errorf("%w: the pool is not in the landlord's view", ErrBadView)
	}
	m, err := s.match(history, seat)
	if err != nil {
		return nil, err
	}
	h := m.Hand()
	if seat == s.Landlord {
		err = h.TakePick(s.Pick)
	} else {
		err = h.RandomPick(rand.NewPCG(seed, 3))
	}
	if err != nil {
		return nil, err
	}
	return h, nil
}

// sandayi versions of Deployment's methods (hand != nil)

func (d *Deployment) sandayiList() string {
	b := junqi.BoardOf(junqi.FourCountry)
	var pl []record.Placement
	for p, r := range d.army {
		if r != 0 {
			pl = append(pl, record.Placement{Point: b.Name(junqi.Point(p)), Seat: d.Seat.String()[0], Piece: string(r.Code())})
		}
	}
	return record.FormatPlacements(pl)
}

func (d *Deployment) sandayiSwap(p, q junqi.Point) error {
	if int(p) >= len(d.army) || int(q) >= len(d.army) || d.army[p] == 0 || d.army[q] == 0 {
		return errors.New("not your pieces")
	}
	a := d.army
	a[p], a[q] = a[q], a[p]
	if err := d.hand.CheckDeployment(d.Seat, &a); err != nil {
		return err
	}
	d.army = a
	return nil
}

func (d *Deployment) sandayiShow(sc *junqipic.Scene) {
	for p, r := range d.army {
		if r != 0 {
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: d.Seat, Code: r.Code()}
		}
	}
}

// SandayiCheck is the rules' verdict on the deployment as it stands (nil: legal).
func (d *Deployment) SandayiCheck() error {
	if d.hand == nil {
		return errors.New("not a 三打一 deployment")
	}
	return d.hand.CheckDeployment(d.Seat, &d.army)
}
