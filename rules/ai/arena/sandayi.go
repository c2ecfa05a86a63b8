package arena

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"

	"warboard/rules/ai"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一 in a match (docs/ladder.md, "三打一 in referee match"). A pair is
// one hand played twice:
//   - the deal is drawn from the pair's seed; the bidding is spoken by the
//     side that is the landlord in game 0 — side A in even pairs, B in odd
//     ones — for all four seats, each seat from its own deal (its level's
//     bid); everybody passing deals again (a new deal from the seed);
//   - that side picks the landlord's 19 pieces (pick=choose; pick=random
//     draws them from the seed) and deploys the landlord; the other side
//     deploys the three farmers;
//   - game 0: that side plays the landlord, the other the farmers; game 1:
//     the same deal, bids, pick and deployments, the sides swapped.
// So each side is once the landlord and once the farmers on the same hand,
// and the score is "as landlord or farmers". A fault before play (a bid, the
// pick or a deployment) loses both games of the pair, as a deployment fault
// does in every mode.

// maxDeals bounds the redeals of one pair: a level that never bids is at fault.
const maxDeals = 20

// Seeds of a 三打一 pair's steps before play.
const (
	seedBid  = 0xB1D_0000
	seedPick = 0x91C4
)

func (p *plan) compileSandayi() error {
	s := p.spec
	switch {
	case s.Variant != "sandayi":
		return fmt.Errorf("unknown variant %q (sandayi)", s.Variant)
	case s.Board != "4p":
		return fmt.Errorf("三打一 is played on the 4p board (board %q)", s.Board)
	case s.Teams != "":
		return fmt.Errorf("三打一's teams come from the bidding: no teams")
	}
	// Check the options on a record of a real deal.
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(1, 1))
	if err != nil {
		return err
	}
	rec := p.tags.Clone()
	rec.SetTag("Deal", h.DealString())
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return err
	}
	p.sandayi, p.jboard = true, junqi.FourCountry
	for _, x := range m.Hand().Order {
		p.seats = append(p.seats, x.String())
	}
	return nil
}

// playSandayiPair plays pair i of a 三打一 match.
func (p *plan) playSandayiPair(ctx context.Context, i int, seed uint64, pl players) ([2]Game, error) {
	x := Side(i & 1) // the landlord in game 0, and the voice of the bidding
	lost := func(f Fault) ([2]Game, error) {
		f.Side, f.Level, f.Pair, f.Game = x, pl.level[x], i, -1
		return deploymentLost([]Fault{f}, x == SideA), nil
	}
	var m *junqi.Match
	var last ai.Request // the last bid asked: a level that never bids is shown its last deal
	for deal := uint64(0); ; deal++ {
		if deal == maxDeals {
			return lost(Fault{Seat: last.Seat, Step: "bid", Msg: fmt.Sprintf("nobody bid in %d deals", maxDeals), Request: last})
		}
		h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(mix(seed, seedDeal+deal), 0))
		if err != nil {
			return [2]Game{}, err
		}
		rec := p.tags.Clone()
		rec.SetTag("Deal", h.DealString())
		if m, err = junqi.FromRecord(rec); err != nil {
			return [2]Game{}, fmt.Errorf("pair %d: the rules refuse their own deal: %v", i, err)
		}
		for k := uint64(0); m.Phase() == junqi.PhaseBidding; k++ {
			bidder, _ := m.Hand().Bidder()
			req := ai.Request{Record: m.Record(), Seat: bidder.String(), Level: pl.level[x], Seed: mix(seed, seedBid+deal<<8+k), TimeMS: p.spec.TimeMS}
			last = req
			word, err := safeCall(pl.p[x].Decide, req)
			if err == nil {
				var v int
				word = strings.TrimSpace(word)
				if v, err = m.Hand().ParseBidWord(word); err == nil {
					err = m.Bid(v)
				}
				if err != nil {
					err = fmt.Errorf("illegal bid %q: %v", word, err)
				}
			}
			if err != nil {
				return lost(Fault{Seat: bidder.String(), Step: "bid", Msg: err.Error(), Request: req})
			}
		}
		if m.Phase() != junqi.PhaseRedeal {
			break
		}
	}
	h := m.Hand()
	l, _, _ := h.Landlord()
	if h.Rules.Pick == junqi.PickRandom {
		if err := m.RandomPick(rand.NewPCG(mix(seed, seedPick), 0)); err != nil {
			return [2]Game{}, err
		}
	} else {
		req := ai.Request{Record: m.Record(), Seat: l.String(), Level: pl.level[x], Seed: mix(seed, seedPick), TimeMS: p.spec.TimeMS}
		codes, err := safeCall(pl.p[x].Decide, req)
		if err == nil {
			var pick []junqi.Rank
			codes = strings.TrimSpace(codes)
			if pick, err = junqi.ParseRankCodes(codes); err == nil {
				err = m.TakePick(pick)
			}
			if err != nil {
				err = fmt.Errorf("illegal pick %q: %v", codes, err)
			}
		}
		if err != nil {
			return lost(Fault{Seat: l.String(), Step: "pick", Msg: err.Error(), Request: req})
		}
	}
	// slotSide is the side holding seat in game g.
	slotSide := func(seat string, g int) Side {
		if seat == l.String() {
			return x ^ Side(g)
		}
		return (1 - x) ^ Side(g)
	}
	var deps [4]*junqi.Deployment
	var faults []Fault
	for k, seat := range p.seats {
		side := slotSide(seat, 0)
		req := ai.Request{Record: m.Record(), Seat: seat, Level: pl.level[side], Seed: mix(seed, seedDeploy+uint64(k)), TimeMS: p.spec.TimeMS}
		list, err := safeCall(pl.p[side].Deploy, req)
		var d *junqi.Deployment
		if err == nil {
			d, err = sandayiDeployment(h, seat, list)
		}
		if err != nil {
			faults = append(faults, Fault{Side: side, Level: pl.level[side], Pair: i, Game: -1, Seat: seat, Step: "deploy", Msg: err.Error(), Request: req})
			continue
		}
		st, _ := junqi.SeatOf(seat[0])
		deps[st] = d
	}
	if len(faults) > 0 {
		return deploymentLost(faults, x == SideA), nil
	}
	if err := m.StartPlay(deps); err != nil {
		return [2]Game{}, fmt.Errorf("pair %d: the rules refuse checked deployments: %v", i, err)
	}
	start := m.Record()
	var out [2]Game
	for g := 0; g < 2; g++ {
		game, err := p.playGame(ctx, i, g, start, seed, func(seat string) Side { return slotSide(seat, g) }, pl)
		if err != nil {
			return out, err
		}
		game.AFirst = slotSide(l.String(), g) == SideA // the rows split by who held the landlord
		out[g] = game
	}
	return out, nil
}

// sandayiDeployment reads a seat's placement list: its own pieces, face up,
// on distinct points, legal by the hand's deployment rules.
func sandayiDeployment(h *junqi.Hand, seat, list string) (*junqi.Deployment, error) {
	ps, err := record.ParsePlacements(list)
	if err != nil {
		return nil, err
	}
	b := junqi.BoardOf(junqi.FourCountry)
	st, _ := junqi.SeatOf(seat[0])
	d := new(junqi.Deployment)
	for _, pl := range ps {
		if string(pl.Seat) != seat || pl.FaceDown {
			return nil, fmt.Errorf("%s: not a face-up piece of %s", pl, seat)
		}
		pt, ok := b.PointByName(pl.Point)
		if !ok {
			return nil, fmt.Errorf("%s: not a point of the 4p board", pl)
		}
		r, ok := junqi.RankOf(pl.Piece[0])
		if len(pl.Piece) != 1 || !ok {
			return nil, fmt.Errorf("%s: not a Junqi piece", pl)
		}
		if d[pt] != 0 {
			return nil, fmt.Errorf("%s: two pieces on one point", pl)
		}
		d[pt] = r
	}
	if err := h.CheckDeployment(st, d); err != nil {
		return nil, err
	}
	return d, nil
}
