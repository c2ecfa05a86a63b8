package ai

import (
	"math"
	"math/rand/v2"
	"sort"
	"sync"

	"warboard/rules/junqi"
)

// The bid: a seat judges its 19 dealt pieces as a would-be landlord and bids
// what the deal is worth among deals (a quantile), from its deal and the bids
// before it only.
//
// Why the deal alone decides: the 96 dealt-or-pooled pieces are fixed, so a
// strong deal leaves weaker farmers and a poorer pool. The pool's 20 unknown
// pieces are a uniform draw of the 77 the bidder does not hold, so their
// expected worth is 20/77 of what the bidder does not hold, and the landlord's
// expected edge over the farmers grows as 2·own·(1 − 20/77) plus a constant
// (A T R and the four pieces it drops are the same for every deal). Ranking
// deals by that edge is ranking them by their own worth; dealValue adds the
// pool's term so the figure reads as the landlord's army.

// pieceWorth is a piece's material worth (the Junqi players' scale; A T R by
// what they beat: 元帅 above 司令, 堡垒 a landmine engineers die on, 导弹 a
// free trade with any officer above 营长).
var pieceWorth = [junqi.NumRanks]float64{
	junqi.Engineer: 30, junqi.Lieutenant: 12, junqi.Captain: 18, junqi.Major: 28,
	junqi.Colonel: 45, junqi.Brigadier: 70, junqi.MajorGen: 110, junqi.General: 170,
	junqi.Marshal: 260, junqi.Mine: 40, junqi.Bomb: 90,
	junqi.Supreme: 330, junqi.Fortress: 70, junqi.Missile: 75,
}

// marginalWorth is the worth of one more piece of rank r to an army that has
// `have` of them already: engineers, landmines and bombs matter most in their
// first few (engineers to clear the farmers' landmines, landmines to wall the
// flag, bombs for the farmers' 司令s), less after.
func marginalWorth(r junqi.Rank, have int) float64 {
	switch r {
	case junqi.Engineer:
		return pick3(have, 4, 7, 45, 20, 8)
	case junqi.Mine:
		return pick3(have, 4, 7, 50, 25, 10)
	case junqi.Bomb:
		return pick3(have, 4, 6, 100, 70, 45)
	}
	return pieceWorth[r]
}

func pick3(have, a, b int, x, y, z float64) float64 {
	switch {
	case have < a:
		return x
	case have < b:
		return y
	}
	return z
}

// allDealt is the 96 pieces a deal is drawn from.
var allDealt = func() []junqi.Rank {
	var out []junqi.Rank
	for r := junqi.Engineer; r <= junqi.Bomb; r++ {
		for k := 0; k < 4*int(junqi.Standard[r]); k++ {
			out = append(out, r)
		}
	}
	return out
}()

var dealTotal = func() float64 {
	t := 0.0
	for _, r := range allDealt {
		t += pieceWorth[r]
	}
	return t
}()

// dealValue is a deal's worth to a would-be landlord: plain, the sum of its
// pieces' worth (greedy's yardstick); else the marginal worth of each piece
// in turn (the 9 and the 8 together worth a little more: they hunt as a
// pair) and the expected worth of the pool's 20 unknown pieces.
func dealValue(deal []junqi.Rank, plain bool) float64 {
	own := 0.0
	for _, r := range deal {
		own += pieceWorth[r]
	}
	if plain {
		return own
	}
	var have [junqi.NumRanks]int
	v := 0.0
	for _, r := range deal {
		v += marginalWorth(r, have[r])
		have[r]++
	}
	if have[junqi.Marshal] > 0 && have[junqi.General] > 0 {
		v += 40
	}
	unknown := len(allDealt) - len(deal)
	return v + float64(junqi.DealSize+1)*(dealTotal-own)/float64(unknown)
}

// dealSample is the calibration: the values of many random deals, sorted, so
// that a deal's value reads as the share of deals it beats.
type dealSample struct {
	once   sync.Once
	plain  bool
	values []float64
}

var calibration = [2]*dealSample{{plain: false}, {plain: true}}

const calibrationDeals = 4000

func (c *dealSample) quantile(v float64) float64 {
	c.once.Do(func() {
		r := rand.New(rand.NewPCG(2026, 0x3d1ca1))
		pieces := append([]junqi.Rank(nil), allDealt...)
		for i := 0; i < calibrationDeals; i++ {
			r.Shuffle(len(pieces), func(a, b int) { pieces[a], pieces[b] = pieces[b], pieces[a] })
			c.values = append(c.values, dealValue(pieces[:junqi.DealSize], c.plain))
		}
		sort.Float64s(c.values)
	})
	return float64(sort.SearchFloat64s(c.values, v)) / float64(len(c.values))
}

// greedy's thresholds: the share of deals a deal must beat to bid 1, 2, 3
// (叫分), or to call (叫地主, where the landlord must put out all three).
var bidAt = [4]float64{1: 0.55, 2: 0.78, 3: 0.92}

const callAt = 0.85

// landlordOdds is the landlord's expected score at bid b (1..3; 叫地主's call
// is 3) with a deal that beats the share q of deals: σ(a_b + 2(q − ½)).
// Fitted to 150 hands played by greedy with the landlord's bid forced (50 a
// bid, normal's pick and deployments): bid 1 scored 0.70 on average, 2 0.43,
// 3 0.34, and the strongest third of deals above the weakest by about 2 in
// log-odds. The table is in docs/sandayi.md; TestSandayiBidOdds replays it.
func landlordOdds(b int, q float64) float64 {
	a := [4]float64{1: 0.85, 2: -0.28, 3: -0.66}[min(max(b, 1), 3)]
	return 1 / (1 + math.Exp(-(a + 2*(q-0.5))))
}

// farmerOdds is a seat's expected score if it passes with the highest bid h
// on the table: a farmer against a landlord a little stronger than most (it
// chose to bid), or, with no bid yet, even (the hand is dealt again, or a
// later seat bids because it likes its deal, which makes this seat a farmer
// against odds a little worse: about even still).
func farmerOdds(h int) float64 {
	if h == 0 {
		return 0.5
	}
	return 1 - landlordOdds(h, 0.6)
}

// sandayiBid is the level's word for the bidder seat (Pass, 1..3; 3 is 叫地主's call).
func sandayiBid(level string, h *junqi.Hand, seat junqi.Seat, seed uint64) (int, error) {
	legal := h.LegalBids()
	src := rand.New(rand.NewPCG(seed, 0x3d1b1d))
	if level == "random" {
		return legal[src.IntN(len(legal))], nil
	}
	p, err := sandayiParamsOf(level)
	if err != nil {
		return 0, err
	}
	deal := h.Deal[seat&3][:]
	highest := 0
	for _, b := range h.Bids {
		highest = max(highest, b.Value)
	}
	if p.plain {
		return plainBid(h, calibration[1].quantile(dealValue(deal, true)), highest), nil
	}
	q := calibration[0].quantile(dealValue(deal, false))
	if p.noise > 0 {
		q += src.NormFloat64() * p.noise
	}
	if p.position {
		// hard reads the table: a pass before it says that seat is weak (a
		// weaker farmer), a bid that it is strong.
		for _, b := range h.Bids {
			if b.Value == junqi.Pass {
				q += 0.03
			} else {
				q -= 0.04
			}
		}
	}
	if h.Rules.Bidding == junqi.BidLandlord {
		// the landlord must put out all three; passing deals again
		if landlordOdds(3, q) > 0.5 {
			return 3, nil
		}
		return junqi.Pass, nil
	}
	if highest == 3 {
		return junqi.Pass, nil
	}
	// The least bid that tops the table, when the landlord's odds at it beat
	// a farmer's against the table's bid (a lower bid is fewer farmers to put
	// out). hard, with seats still to speak, takes the landlord at once with
	// a 3 when its odds at 3 are good.
	bid := highest + 1
	if p.position && len(h.Bids) < 3 && landlordOdds(3, q) > 0.5 {
		bid = 3
	}
	if landlordOdds(bid, q) > farmerOdds(highest) {
		return bid, nil
	}
	return junqi.Pass, nil
}

// plainBid is greedy's: what the deal is worth by fixed thresholds, said at once.
func plainBid(h *junqi.Hand, q float64, highest int) int {
	if h.Rules.Bidding == junqi.BidLandlord {
		if q >= callAt {
			return 3
		}
		return junqi.Pass
	}
	want := 0
	for v := 1; v <= 3; v++ {
		if q >= bidAt[v] {
			want = v
		}
	}
	if want <= highest {
		return junqi.Pass
	}
	return want
}
