package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一 has only the random player so far (issue 13, part 5): a bid, a pick,
// a deployment or an action drawn uniformly from the legal ones, as SEAT may
// know them (its deal, the pool when it is the landlord, its own pieces and
// which points hold an enemy). Deterministic for a seed.

func isSandayi(rec *record.Record) bool {
	_, ok := rec.Tag("Variant")
	return ok
}

func sandayiLevel(level string) error {
	if level != "random" {
		return fmt.Errorf("三打一 has only the random computer player yet, not %q", level)
	}
	return nil
}

// sandayiDecide answers bot for a 三打一 record at any phase: the bid word,
// the pick (19 piece codes), or the action.
func sandayiDecide(req Request) (string, error) {
	if err := sandayiLevel(req.Level); err != nil {
		return "", err
	}
	m, err := junqi.FromRecord(req.Record)
	if err != nil {
		return "", err
	}
	seat, err := seatOf(req.Seat, junqi.BoardOf(junqi.FourCountry))
	if err != nil {
		return "", err
	}
	src := rand.New(rand.NewPCG(req.Seed, 0x3d1))
	h := m.Hand()
	switch m.Phase() {
	case junqi.PhaseBidding:
		if x, _ := h.Bidder(); x != seat {
			return "", fmt.Errorf("seat %v is not to bid: %v is", seat, x)
		}
		words := m.Moves()
		return words[src.IntN(len(words))], nil
	case junqi.PhasePick:
		if l, _, _ := h.Landlord(); l != seat {
			return "", fmt.Errorf("seat %v does not pick: the landlord %v does", seat, l)
		}
		pool := h.Pool()
		src.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		pick := pool[:junqi.PickSize]
		sort.Slice(pick, func(i, j int) bool { return pick[i].Code() < pick[j].Code() })
		return junqi.RankCodes(pick), nil
	case junqi.PhaseDeploy:
		return "", errors.New("the hand is at deploy: ask referee deploy")
	case junqi.PhaseRedeal:
		return "", errors.New("everybody passed: the hand is dealt again")
	}
	st := m.State()
	if st.Result().Over {
		return "", errors.New("the game is over")
	}
	if mover, _ := st.Turn(); mover != seat {
		return "", fmt.Errorf("seat %v is not to move: %v is", seat, mover)
	}
	moves := m.Moves()
	return moves[src.IntN(len(moves))], nil
}

// sandayiDeploy answers deploy for a 三打一 record whose hand is at deploy:
// a random legal deployment of SEAT's army.
func sandayiDeploy(req Request) (string, error) {
	if err := sandayiLevel(req.Level); err != nil {
		return "", err
	}
	m, err := junqi.FromRecord(req.Record)
	if err != nil {
		return "", err
	}
	b := junqi.BoardOf(junqi.FourCountry)
	seat, err := seatOf(req.Seat, b)
	if err != nil {
		return "", err
	}
	if p := m.Phase(); p != junqi.PhaseDeploy {
		return "", fmt.Errorf("the hand is at %v, not deploy", p)
	}
	d, err := m.Hand().RandomDeployment(seat, rand.NewPCG(req.Seed, 0x3d2))
	if err != nil {
		return "", err
	}
	var ps []record.Placement
	for p, r := range d {
		if r != 0 {
			ps = append(ps, record.Placement{Point: b.Name(junqi.Point(p)), Seat: seat.String()[0], Piece: string(r.Code())})
		}
	}
	return record.FormatPlacements(ps), nil
}
