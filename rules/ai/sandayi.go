package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一's computer players before play (issue 13, part 5): every level bids
// (sandayi_bid.go), picks the landlord's 19 pieces (sandayi_pick.go) and
// deploys (sandayi_deploy.go) from what its seat may know — its deal, the
// bids, and the pool when it is the landlord, never another seat's deal.
// In play, the random level is answered here; the other levels go through
// the ordinary Junqi path (NewThinker: know.Observe, junqiai.New).
// Deterministic for a seed.

func isSandayi(rec *record.Record) bool {
	_, ok := rec.Tag("Variant")
	return ok
}

// sandayiParams are what the levels do differently before play.
type sandayiParams struct {
	plain    bool    // greedy: material sums and fixed thresholds, no plan
	noise    float64 // easy: the spread of its misjudgement of a deal (in quantiles)
	position bool    // hard: reads the bids before it (and what is left to speak)
	plan     bool    // deploys with a plan (else at random)
}

var sandayiLevels = map[string]sandayiParams{
	"greedy": {plain: true},
	"easy":   {noise: 0.12, plan: true},
	"normal": {plan: true},
	"hard":   {position: true, plan: true},
}

// sandayiDecide answers bot for a 三打一 record before play (the bid word,
// the pick as 19 piece codes) and, for the random level, in play.
func sandayiDecide(req Request) (string, error) {
	m, err := junqi.FromRecord(req.Record)
	if err != nil {
		return "", err
	}
	return sandayiAnswer(req, m)
}

func sandayiAnswer(req Request, m *junqi.Match) (string, error) {
	seat, err := seatOf(req.Seat, junqi.BoardOf(junqi.FourCountry))
	if err != nil {
		return "", err
	}
	h := m.Hand()
	switch m.Phase() {
	case junqi.PhaseBidding:
		if x, _ := h.Bidder(); x != seat {
			return "", fmt.Errorf("seat %v is not to bid: %v is", seat, x)
		}
		v, err := sandayiBid(req.Level, h, seat, req.Seed)
		if err != nil {
			return "", err
		}
		return h.BidWord(v), nil
	case junqi.PhasePick:
		if l, _, _ := h.Landlord(); l != seat {
			return "", fmt.Errorf("seat %v does not pick: the landlord %v does", seat, l)
		}
		pick, err := sandayiPick(req.Level, h, seat, req.Seed)
		if err != nil {
			return "", err
		}
		return junqi.RankCodes(pick), nil
	case junqi.PhaseDeploy:
		return "", errors.New("the hand is at deploy: ask referee deploy")
	case junqi.PhaseRedeal:
		return "", errors.New("everybody passed: the hand is dealt again")
	}
	if req.Level != "random" {
		return "", fmt.Errorf("三打一 in play: level %q plays through the Junqi players", req.Level)
	}
	st := m.State()
	if st.Result().Over {
		return "", errors.New("the game is over")
	}
	if mover, _ := st.Turn(); mover != seat {
		return "", fmt.Errorf("seat %v is not to move: %v is", seat, mover)
	}
	moves := m.Moves()
	src := rand.New(rand.NewPCG(req.Seed, 0x3d1))
	return moves[src.IntN(len(moves))], nil
}

// sandayiThinker is NewThinker's answer where not sandayiPlay: the decisions
// before play take no search, so the thinker is done at once.
func sandayiThinker(req Request, m *junqi.Match) (Thinker, error) {
	ans, err := sandayiAnswer(req, m)
	if err != nil {
		return nil, err
	}
	return instant(ans), nil
}

// instant is a decision already made.
type instant string

func (instant) Step(int) bool  { return true }
func (t instant) Best() string { return string(t) }

// sandayiDeploy answers deploy for a 三打一 record whose hand is at deploy:
// SEAT's army (its deal and five 排长, or the landlord's deal and pick)
// placed by the level.
//
// As the contract says, the record's Position may list pieces other seats
// have placed already: they are checked (none of SEAT's, none on its points)
// and play no part — a deployment is secret.
func sandayiDeploy(req Request) (string, error) {
	b := junqi.BoardOf(junqi.FourCountry)
	seat, err := seatOf(req.Seat, b)
	if err != nil {
		return "", err
	}
	rec := req.Record
	_, placed := rec.Tag("Position")
	if placed {
		if err := checkPlaced(rec, b, seat); err != nil {
			return "", err
		}
		rec = rec.Clone()
		rec.DeleteTag("Position")
		rec.DeleteTag("Turn")
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return "", err
	}
	if p := m.Phase(); p != junqi.PhaseDeploy {
		return "", fmt.Errorf("the hand is at %v, not deploy", p)
	}
	if l, _, _ := m.Hand().Landlord(); placed && l == seat {
		// the landlord deploys in the centre too: it must be empty
		pos, _ := req.Record.Tag("Position")
		pl, _ := record.ParsePlacements(pos) // read by checkPlaced already
		for _, p := range pl {
			if pt, _ := b.PointByName(p.Point); b.Area(pt) == junqi.NoSeat {
				return "", fmt.Errorf("Position: %s is in the centre, the landlord's to deploy", p.Point)
			}
		}
	}
	d, err := sandayiDeployment(req.Level, m.Hand(), seat, req.Seed)
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

// sandayiParamsOf checks the level (random has no parameters).
func sandayiParamsOf(level string) (sandayiParams, error) {
	if level == "random" {
		return sandayiParams{}, nil
	}
	p, ok := sandayiLevels[level]
	if !ok {
		return p, fmt.Errorf("unknown level %q", level)
	}
	return p, nil
}
