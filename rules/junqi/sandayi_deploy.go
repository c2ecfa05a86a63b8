package junqi

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Deployment is one seat's pieces on the four-country board, by point (0 = none).
type Deployment [MaxPoints]Rank

// mineRoom is how many points of ranks 1–2 a landmine or fortress may take
// beside the flag; more than that and the rest may stand anywhere in the area.
const mineRoom = 9

// sandayiPoints reports whether seat may deploy on p: a farmer its 25
// non-camp points, the landlord all 30 points of its area and the 9 centre
// points (39 points for 39 pieces).
func sandayiPoints(b *Board, p Point, seat Seat, landlord bool) bool {
	switch {
	case b.Area(p) == seat:
		return landlord || b.KindOf(p) != Camp
	case b.Area(p) == NoSeat:
		return landlord
	}
	return false
}

// CheckDeployment tests seat's deployment against 三打一's rules and explains
// every violation: its army exactly; a farmer on its area's 25 non-camp
// points, the landlord on all 30 points of its area and the centre; the flag
// on a headquarters; landmines and the fortress on ranks 1–2 (the ones beyond
// the 9 that fit there anywhere in the area); bombs never on rank 6 nor in
// the centre.
func (h *Hand) CheckDeployment(seat Seat, d *Deployment) error {
	l, _, ok := h.Landlord()
	if !ok || !h.picked {
		return fmt.Errorf("no deployment now: the hand is at %v", h.Phase())
	}
	b := BoardOf(FourCountry)
	landlord := seat == l
	var errs DeploymentError
	var have [NumRanks]int
	immobile := 0
	for _, r := range h.Army(seat) {
		if r == Mine || r == Fortress {
			immobile++
		}
	}
	for p := 0; p < b.N; p++ {
		r := d[p]
		if r == 0 {
			continue
		}
		pt := b.Name(Point(p))
		if !r.Real() {
			errs = append(errs, Violation{pt, fmt.Sprintf("%s holds no real piece", pt), "piece"})
			continue
		}
		have[r]++
		_, rk := b.Local(Point(p))
		centre := b.Area(Point(p)) == NoSeat
		switch {
		case !sandayiPoints(b, Point(p), seat, landlord):
			if b.Area(Point(p)) == seat && b.KindOf(Point(p)) == Camp {
				errs = append(errs, Violation{pt, fmt.Sprintf("%s on %s: a farmer places nothing in a camp", r.Name(), pt), "camp"})
			} else {
				errs = append(errs, Violation{pt, fmt.Sprintf("%s on %s: outside %v's deployment", r.Name(), pt, seat), "area"})
			}
		case r == Flag && b.KindOf(Point(p)) != HQ:
			errs = append(errs, Violation{pt, fmt.Sprintf("flag on %s: the flag stands on a headquarters", pt), "flag"})
		case (r == Mine || r == Fortress) && centre:
			errs = append(errs, Violation{pt, fmt.Sprintf("%s on %s: not in the centre", r.Name(), pt), "centre"})
		case (r == Mine || r == Fortress) && rk > 2 && immobile <= mineRoom:
			errs = append(errs, Violation{pt, fmt.Sprintf("%s on %s: landmines and the fortress go on ranks 1–2", r.Name(), pt), "mine"})
		case r == Bomb && (rk == 6 || centre):
			rule := "bomb"
			if centre {
				rule = "centre"
			}
			errs = append(errs, Violation{pt, fmt.Sprintf("bomb on %s: bombs never go on the front rank or in the centre", pt), rule})
		}
	}
	var want [NumRanks]int
	for _, r := range h.Army(seat) {
		want[r]++
	}
	for r := Rank(1); r < NumRanks; r++ {
		if have[r] != want[r] {
			errs = append(errs, Violation{"", fmt.Sprintf("%d × %s placed, the army has %d", have[r], r.Name(), want[r]), "count"})
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// RandomDeployment is a legal deployment of seat's army drawn from src,
// uniform over those that keep the 司令 and the 元帅 off the headquarters (a
// piece there never moves again): a draw that puts one there is drawn again.
func (h *Hand) RandomDeployment(seat Seat, src rand.Source) (Deployment, error) {
	for try := 0; ; try++ {
		d, err := h.randomDeployment(seat, src)
		if err != nil || !d.HQPinned() || try == 1000 {
			return d, err
		}
	}
}

// HQPinned reports whether the deployment puts a 司令 or a 元帅 on a
// headquarters, where it could never move.
func (d *Deployment) HQPinned() bool {
	b := BoardOf(FourCountry)
	for p, r := range d {
		if (r == Marshal || r == Supreme) && p < b.N && b.KindOf(Point(p)) == HQ {
			return true
		}
	}
	return false
}

func (h *Hand) randomDeployment(seat Seat, src rand.Source) (Deployment, error) {
	var d Deployment
	l, _, ok := h.Landlord()
	if !ok || !h.picked {
		return d, fmt.Errorf("no deployment now: the hand is at %v", h.Phase())
	}
	b := BoardOf(FourCountry)
	landlord := seat == l
	free := make([]Point, 0, 40)
	place := func(r Rank, ok func(p Point, rank int, centre bool) bool) error {
		free = free[:0]
		for p := 0; p < b.N; p++ {
			_, rk := b.Local(Point(p))
			if d[p] == 0 && sandayiPoints(b, Point(p), seat, landlord) && ok(Point(p), rk, b.Area(Point(p)) == NoSeat) {
				free = append(free, Point(p))
			}
		}
		if len(free) == 0 {
			return fmt.Errorf("no room for a %s", r.Name())
		}
		d[free[intn(src, len(free))]] = r
		return nil
	}
	army := h.Army(seat)
	var rest []Rank
	var immobile []Rank
	bombs := 0
	for _, r := range army {
		switch r {
		case Mine, Fortress:
			immobile = append(immobile, r)
		case Bomb:
			bombs++
		case Flag:
		default:
			rest = append(rest, r)
		}
	}
	if err := place(Flag, func(p Point, _ int, _ bool) bool { return b.KindOf(p) == HQ }); err != nil {
		return d, err
	}
	for i, r := range immobile {
		back := i < mineRoom // the ones beyond 9 go on ranks 3–5
		err := place(r, func(p Point, rk int, centre bool) bool {
			return !centre && (back && rk <= 2 || !back && rk > 2 && rk < 6)
		})
		if err != nil {
			return d, err
		}
	}
	for k := 0; k < bombs; k++ {
		if err := place(Bomb, func(_ Point, rk int, centre bool) bool { return rk < 6 && !centre }); err != nil {
			return d, err
		}
	}
	for _, r := range rest {
		if err := place(r, func(Point, int, bool) bool { return true }); err != nil {
			return d, err
		}
	}
	return d, nil
}

// Config is the play configuration of the hand once the landlord is known.
func (h *Hand) Config(mode Mode, noCapture int, battleReveal, alliesSee bool) (Config, error) {
	l, bid, ok := h.Landlord()
	if !ok {
		return Config{}, errors.New("no landlord yet")
	}
	if h.Rules.Bidding == BidLandlord {
		bid = 3
	}
	return Config{Board: FourCountry, Mode: mode, Seats: append([]Seat(nil), h.Order[:]...),
		NoCapture: noCapture, BattleReveal: battleReveal, AlliesSee: alliesSee,
		Landlord: l, Bid: bid}, nil
}

// FirstToMove is the seat that moves first under the hand's rules.
func (h *Hand) FirstToMove() Seat {
	if l, _, ok := h.Landlord(); ok && h.Rules.First == LandlordFirst {
		return l
	}
	return h.Order[0]
}

// Start checks every seat's deployment and returns the state that play starts
// from (Begin already called).
func (h *Hand) Start(cfg Config, deps [4]*Deployment) (State, error) {
	s, err := NewState(cfg)
	if err != nil {
		return s, err
	}
	for x := Seat(0); x < 4; x++ {
		if deps[x] == nil {
			return s, fmt.Errorf("%v has not deployed", x)
		}
		if err := h.CheckDeployment(x, deps[x]); err != nil {
			return s, fmt.Errorf("%v: %w", x, err)
		}
		for p, r := range deps[x] {
			if r != 0 {
				s.set(Point(p), MakePiece(x, r))
			}
		}
	}
	if err := s.SetTurn(h.FirstToMove(), true); err != nil {
		return s, err
	}
	return s, s.Begin()
}
