package ai

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
)

// The deployment of a 三打一 army, with intent (easy, normal, hard; random
// and greedy place at random, as in every Junqi mode), in a style drawn for
// each game (know.Defensive, Balanced, Aggressive, as on the other boards):
//   - the flag on either headquarters, walled in: an immobile piece (堡垒,
//     the landlord's, most games, else a landmine) always in front of it,
//     landmines on one or both flanks (defensive: both; aggressive: one, the
//     rest a decoy round the other HQ), the rest on ranks 1–2 (beyond nine,
//     on ranks 3–5 as the rules allow);
//   - bombs where a rushing 司令 comes — the middle file, the railway
//     corners, by the flag (defensive), up front (aggressive) — never on the
//     front rank nor in the centre;
//   - the landlord's strongest pieces in the centre, facing three armies:
//     four to eight of its best officers (元帅 and 导弹 first among them) by
//     style and an engineer to run the railway; one big piece stays home on
//     the flag's side in defensive games and some others;
//   - a farmer's 司令, 军长 and 师长 on the front and the railway files (a
//     step back in defensive games), an engineer up front (two when
//     aggressive) and the others kept back to clear landmines later;
//   - everything else shuffled into the points left, never the 司令 or the
//     元帅 on a headquarters (a piece there never moves).
// Every choice draws on the seed, and the seat is in the stream, so no two
// games or seats look alike; the result is checked with Hand.CheckDeployment
// and sandayiSound (a failed plan falls back to a random legal deployment).

func sandayiDeployment(level string, h *junqi.Hand, seat junqi.Seat, seed uint64) (junqi.Deployment, error) {
	p, err := sandayiParamsOf(level)
	if err != nil {
		return junqi.Deployment{}, err
	}
	if !p.plan {
		return h.RandomDeployment(seat, rand.NewPCG(seed, 0x3d2))
	}
	r := rand.New(rand.NewPCG(seed, 0x3d2a1a^uint64(seat)<<32))
	for try := 0; try < 8; try++ {
		d, ok := planSandayi(h, seat, r, know.Style(r.IntN(3)))
		if ok && h.CheckDeployment(seat, &d) == nil && sandayiSound(h, seat, &d) {
			return d, nil
		}
	}
	d, err := h.RandomDeployment(seat, r)
	if err != nil {
		return d, fmt.Errorf("deployment for %v: %v", seat, err)
	}
	return d, nil
}

// deployer places one army, point by point.
type deployer struct {
	b        *junqi.Board
	seat     junqi.Seat
	landlord bool
	d        junqi.Deployment
	r        *rand.Rand
	left     [junqi.NumRanks]int // pieces still to place
}

// allowed: seat may deploy on p (its area's non-camp points; the landlord
// its whole area and the centre).
func (g *deployer) allowed(p junqi.Point) bool {
	switch g.b.Area(p) {
	case g.seat:
		return g.landlord || g.b.KindOf(p) != junqi.Camp
	case junqi.NoSeat:
		return g.landlord
	}
	return false
}

func (g *deployer) at(file, rank int) junqi.Point { return g.b.AreaPoint(g.seat, file, rank) }

// put places one rk on a free allowed point of spots, tried in random order.
func (g *deployer) put(rk junqi.Rank, spots ...junqi.Point) bool {
	if g.left[rk] == 0 {
		return false
	}
	g.r.Shuffle(len(spots), func(i, j int) { spots[i], spots[j] = spots[j], spots[i] })
	for _, p := range spots {
		if p != junqi.NoPoint && g.allowed(p) && g.d[p] == 0 {
			g.d[p] = rk
			g.left[rk]--
			return true
		}
	}
	return false
}

// where lists the free allowed points that ok accepts (local rank; centre).
func (g *deployer) where(ok func(rank int, centre bool) bool) []junqi.Point {
	var out []junqi.Point
	for p := 0; p < g.b.N; p++ {
		pt := junqi.Point(p)
		_, rk := g.b.Local(pt)
		centre := g.b.Area(pt) == junqi.NoSeat
		if g.allowed(pt) && g.d[p] == 0 && ok(rk, centre) {
			out = append(out, pt)
		}
	}
	return out
}

// sandayiSound: the flag's front holds a landmine or the 堡垒 whenever the
// army has one, a flank another when it has two, and no 司令 or 元帅 stands
// on a headquarters.
func sandayiSound(h *junqi.Hand, seat junqi.Seat, d *junqi.Deployment) bool {
	if d.HQPinned() {
		return false
	}
	b := junqi.BoardOf(junqi.FourCountry)
	immobile := 0
	for _, rk := range h.Army(seat) {
		if rk == junqi.Mine || rk == junqi.Fortress {
			immobile++
		}
	}
	wall := func(f, rk int) bool {
		x := d[b.AreaPoint(seat, f, rk)]
		return x == junqi.Mine || x == junqi.Fortress
	}
	for _, f := range []int{1, 3} {
		if d[b.AreaPoint(seat, f, 1)] != junqi.Flag {
			continue
		}
		switch {
		case immobile >= 1 && !wall(f, 2):
			return false
		case immobile >= 2 && !wall(f-1, 1) && !wall(f+1, 1):
			return false
		}
		return true
	}
	return false
}

func planSandayi(h *junqi.Hand, seat junqi.Seat, r *rand.Rand, style know.Style) (junqi.Deployment, bool) {
	l, _, _ := h.Landlord()
	g := &deployer{b: junqi.BoardOf(junqi.FourCountry), seat: seat, landlord: seat == l, r: r}
	for _, rk := range h.Army(seat) {
		g.left[rk]++
	}
	chance := func(num, den int) bool { return r.IntN(den) < num }
	flagFile := 1 + 2*r.IntN(2) // b1 or d1, half the games each
	outer := 0                  // the corner beside the flag
	if flagFile == 3 {
		outer = 4
	}
	other := 4 - flagFile
	far := 4 - outer
	if !g.put(junqi.Flag, g.at(flagFile, 1)) {
		return g.d, false
	}

	// The wall: an immobile piece always in front of the flag (the railway
	// runs past it) — 堡垒 most games (engineers die on it) — then landmines
	// on the flanks by style, then the rest on ranks 1–2.
	first, second := junqi.Fortress, junqi.Mine
	if chance(1, 4) {
		first, second = second, first
	}
	if !g.put(first, g.at(flagFile, 2)) {
		g.put(second, g.at(flagFile, 2))
	}
	flanks := 2
	switch style {
	case know.Balanced:
		flanks = 1 + r.IntN(2)
	case know.Aggressive:
		flanks = 1
		if chance(1, 4) {
			flanks = 2
		}
	}
	for k := 0; k < flanks; k++ {
		if !g.put(junqi.Mine, g.at(outer, 1), g.at(2, 1)) {
			g.put(junqi.Fortress, g.at(outer, 1), g.at(2, 1))
		}
	}
	if flanks == 1 && g.left[junqi.Mine] > 0 && chance(1, 2) { // a decoy wall round the other HQ
		g.put(junqi.Mine, g.at(other, 2), g.at(other, 1), g.at(far, 1))
	}
	for g.left[junqi.Fortress]+g.left[junqi.Mine] > 0 {
		back := g.where(func(rk int, centre bool) bool { return !centre && rk <= 2 })
		if len(back) == 0 {
			// more landmines than ranks 1–2 hold: the rules let the rest stand on ranks 3–5
			back = g.where(func(rk int, centre bool) bool { return !centre && rk > 2 && rk < 6 })
		}
		rk := junqi.Mine
		if g.left[junqi.Fortress] > 0 {
			rk = junqi.Fortress
		}
		if !g.put(rk, back...) {
			return g.d, false
		}
	}

	// Bombs by style: by the flag and on the middle file (defensive), on the
	// middle file or a railway corner and near the flag or the other wing
	// (balanced), up front and on a junction (aggressive); the rest anywhere
	// behind the front rank.
	middle := []junqi.Point{g.at(2, 3), g.at(2, 5), g.at(0, 4), g.at(4, 4), g.at(2, 2)}
	switch style {
	case know.Defensive:
		if !g.put(junqi.Bomb, g.at(outer, 1), g.at(2, 1)) {
			g.put(junqi.Bomb, g.at(2, 2), g.at(outer, 2), g.at(outer, 3), g.at(2, 3))
		}
		g.put(junqi.Bomb, middle...)
	case know.Balanced:
		g.put(junqi.Bomb, middle...)
		switch r.IntN(3) {
		case 0:
			g.put(junqi.Bomb, g.at(flagFile, 2), g.at(outer, 2), g.at(outer, 3), g.at(2, 2))
		case 1:
			g.put(junqi.Bomb, g.at(other, 2), g.at(far, 3), g.at(far, 4))
		default:
			g.put(junqi.Bomb, g.at(0, 5), g.at(4, 5), g.at(2, 5), g.at(0, 3), g.at(4, 3), g.at(1, 3), g.at(3, 3))
		}
	case know.Aggressive:
		g.put(junqi.Bomb, g.at(0, 5), g.at(4, 5), g.at(2, 5), g.at(1, 4), g.at(3, 4))
		g.put(junqi.Bomb, g.at(2, 3), g.at(0, 4), g.at(4, 4), g.at(0, 3), g.at(4, 3), g.at(2, 2))
	}
	for g.left[junqi.Bomb] > 0 {
		if !g.put(junqi.Bomb, g.where(func(rk int, centre bool) bool { return !centre && rk < 6 })...) {
			return g.d, false
		}
	}

	if g.landlord {
		g.planCentre(style)
	} else {
		g.planFront(flagFile, outer, style)
	}
	// Engineers: the rest kept back to clear landmines later.
	for g.left[junqi.Engineer] > 0 && r.IntN(4) != 0 {
		if !g.put(junqi.Engineer, g.where(func(rk int, centre bool) bool { return !centre && rk <= 3 })...) {
			break
		}
	}
	// The other headquarters: a cheap piece that holds it.
	g.put([]junqi.Rank{junqi.Lieutenant, junqi.Captain, junqi.Lieutenant, junqi.Captain, junqi.Major}[r.IntN(5)], g.at(other, 1))

	var rest []junqi.Rank
	for rk := junqi.Rank(1); rk < junqi.NumRanks; rk++ {
		for k := 0; k < g.left[rk]; k++ {
			rest = append(rest, rk)
		}
	}
	r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for _, rk := range rest {
		ok := func(int, bool) bool { return true }
		if rk == junqi.Marshal || rk == junqi.Supreme { // never where it could not move
			ok = func(rank int, centre bool) bool { return rank > 1 || centre }
		}
		if !g.put(rk, g.where(ok)...) && !g.put(rk, g.where(func(int, bool) bool { return true })...) {
			return g.d, false
		}
	}
	return g.d, true
}

// strength orders the movable pieces for the front: 元帅, 司令 … 排长, with 导弹
// beside a 旅长 (it trades with 团长 and above, beats the rest).
func strength(rk junqi.Rank) float64 {
	switch rk {
	case junqi.Supreme:
		return 10
	case junqi.Missile:
		return 6.5
	}
	if rk >= junqi.Engineer && rk <= junqi.Marshal {
		return float64(rk)
	}
	return -1
}

// planCentre: the landlord fills the centre with its best officers (four to
// five when defensive, five to seven balanced, seven to eight aggressive) and
// an engineer; one big piece stays home by the flag in defensive games and
// one balanced game in three.
func (g *deployer) planCentre(style know.Style) {
	centre := g.where(func(_ int, centre bool) bool { return centre })
	var officers []junqi.Rank
	for rk := junqi.Rank(1); rk < junqi.NumRanks; rk++ {
		if rk != junqi.Engineer && strength(rk) > 0 {
			for k := 0; k < g.left[rk]; k++ {
				officers = append(officers, rk)
			}
		}
	}
	sort.SliceStable(officers, func(i, j int) bool { return strength(officers[i]) > strength(officers[j]) })
	keep := style == know.Defensive || style == know.Balanced && g.r.IntN(3) == 0
	if len(officers) > 2 && keep {
		// keep the second or third best home, on the railway by the flag
		home := officers[1+g.r.IntN(2)]
		g.put(home, g.where(func(rk int, centre bool) bool { return !centre && rk >= 2 && rk <= 4 })...)
		for i, rk := range officers {
			if rk == home {
				officers = append(officers[:i], officers[i+1:]...)
				break
			}
		}
	}
	n := 5 + g.r.IntN(3)
	switch style {
	case know.Defensive:
		n = 4 + g.r.IntN(2)
	case know.Aggressive:
		n = 7 + g.r.IntN(2)
	}
	for _, rk := range officers[:min(n, len(officers))] {
		g.put(rk, centre...)
	}
	g.put(junqi.Engineer, centre...)
	// the front rank behind the centre: an engineer on the railway in some games
	if style == know.Aggressive || g.r.IntN(2) == 0 {
		g.put(junqi.Engineer, g.at(0, 6), g.at(4, 6))
	}
}

// planFront: a farmer's big pieces on the front and the railway files (a
// step back when defensive, the front rank when aggressive), an engineer up
// front (two when aggressive), a 师长 kept home on the flag's side.
func (g *deployer) planFront(flagFile, outer int, style know.Style) {
	rail := []junqi.Point{g.at(0, 6), g.at(4, 6), g.at(2, 6), g.at(0, 5), g.at(4, 5)}
	g.put(junqi.Engineer, rail...)
	if style == know.Aggressive {
		g.put(junqi.Engineer, rail...)
	}
	front := []junqi.Point{g.at(0, 6), g.at(1, 6), g.at(2, 6), g.at(3, 6), g.at(4, 6), g.at(0, 5), g.at(4, 5), g.at(0, 4), g.at(4, 4), g.at(1, 4), g.at(3, 4)}
	switch style {
	case know.Defensive:
		front = []junqi.Point{g.at(0, 4), g.at(4, 4), g.at(1, 4), g.at(3, 4), g.at(0, 3), g.at(4, 3), g.at(2, 3), g.at(2, 5), g.at(0, 5), g.at(4, 5)}
	case know.Aggressive:
		front = []junqi.Point{g.at(0, 6), g.at(1, 6), g.at(2, 6), g.at(3, 6), g.at(4, 6), g.at(0, 5), g.at(4, 5)}
	}
	for _, rk := range []junqi.Rank{junqi.Marshal, junqi.General, junqi.General, junqi.MajorGen} {
		g.put(rk, front...)
	}
	g.put(junqi.MajorGen, g.at(outer, 2), g.at(outer, 3), g.at(flagFile, 2), g.at(2, 2), g.at(outer, 4), g.at(2, 3))
	for g.left[junqi.Marshal]+g.left[junqi.General] > 0 {
		rk := junqi.Marshal
		if g.left[rk] == 0 {
			rk = junqi.General
		}
		if !g.put(rk, g.where(func(rk int, _ bool) bool { return rk >= 3 })...) {
			return
		}
	}
}
