package ai

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// VarietyMode is one deployment situation measured by Variety: a game,
// board and mode, and the seat that deploys.
type VarietyMode struct {
	Name string // e.g. "junqi 2p dark S", "sandayi landlord", "napoleon 10x10 S"
	Seat string
	tags string // the record's tags
	hand bool   // 三打一: the tags come from a fixed hand (see sandayiVarietyRecord)
	role string // 三打一: "landlord" or "farmer"
}

// VarietyModes lists the situations `referee deploystats` measures: Junqi
// 2p dark and open, the four-country board (dark) from every seat, 三打一's
// landlord and a farmer, Napoleon 8x8, 10x10 and 15x15 from both sides and
// Waterloo with three and four armies from every seat.
func VarietyModes() []VarietyMode {
	j := func(board, mode, extra string) string {
		return fmt.Sprintf("[Game \"junqi\"]\n[Board %q]\n[Mode %q]\n%s", board, mode, extra)
	}
	n := func(board, extra string) string {
		return fmt.Sprintf("[Game \"napoleon\"]\n[Board %q]\n%s", board, extra)
	}
	var out []VarietyMode
	for _, m := range []string{"dark", "open"} {
		for _, s := range []string{"S", "N"} {
			out = append(out, VarietyMode{Name: "junqi 2p " + m + " " + s, Seat: s, tags: j("2p", m, "")})
		}
	}
	for _, s := range []string{"S", "E", "N", "W"} {
		out = append(out, VarietyMode{Name: "junqi 4p dark " + s, Seat: s, tags: j("4p", "dark", "")})
	}
	out = append(out, VarietyMode{Name: "sandayi landlord", hand: true, role: "landlord"},
		VarietyMode{Name: "sandayi farmer", hand: true, role: "farmer"})
	for _, b := range []string{"8x8", "10x10", "15x15"} {
		for _, s := range []string{"S", "N"} {
			out = append(out, VarietyMode{Name: "napoleon " + b + " " + s, Seat: s, tags: n(b, "")})
		}
	}
	for _, s := range []string{"S", "E", "N"} {
		out = append(out, VarietyMode{Name: "waterloo 3 " + s, Seat: s, tags: n("15x15", "[Seats \"S E N\"]\n")})
	}
	for _, s := range []string{"S", "E", "N", "W"} {
		out = append(out, VarietyMode{Name: "waterloo 4 " + s, Seat: s, tags: n("16x16", "[Seats \"S E N W\"]\n")})
	}
	return out
}

// VarietyReport is what Variety measured over Seeds deployments of one mode.
type VarietyReport struct {
	Mode     string
	Level    string
	Seeds    int
	Distinct int     // different placement lists
	Left     int     // Junqi: the flag on the seat's left HQ (b1); Napoleon: the generals' mean on the seat's left half
	Right    int     // the flag on d1; the generals on the right half (the rest stand in the middle)
	Entropy  float64 // mean over the points ever used of the Shannon entropy (bits) of their occupant
	Points   int     // the points the mean is over
}

// LeftShare is Left's share of the deployments that lean to a side.
func (v VarietyReport) LeftShare() float64 {
	if v.Left+v.Right == 0 {
		return 0
	}
	return float64(v.Left) / float64(v.Left+v.Right)
}

// Variety asks level for mode's deployment with seeds first … first+seeds-1
// (through Deploy, as `referee deploy` does) and measures how they differ.
func Variety(mode VarietyMode, level string, seeds int, first uint64) (VarietyReport, error) {
	rep := VarietyReport{Mode: mode.Name, Level: level, Seeds: seeds}
	rec, seat, err := mode.record(level)
	if err != nil {
		return rep, err
	}
	seen := map[string]bool{}
	occ := map[string]map[string]int{} // point → occupant → count
	for k := 0; k < seeds; k++ {
		list, err := Deploy(Request{Record: rec, Seat: seat, Level: level, Seed: first + uint64(k)})
		if err != nil {
			return rep, fmt.Errorf("%s seed %d: %v", mode.Name, first+uint64(k), err)
		}
		seen[list] = true
		ps, err := record.ParsePlacements(list)
		if err != nil {
			return rep, err
		}
		for _, p := range ps {
			if occ[p.Point] == nil {
				occ[p.Point] = map[string]int{}
			}
			occ[p.Point][p.Piece]++
		}
		switch side, err := mode.side(rec, seat, ps); {
		case err != nil:
			return rep, err
		case side < 0:
			rep.Left++
		case side > 0:
			rep.Right++
		}
	}
	rep.Distinct = len(seen)
	for _, m := range occ {
		empty := seeds
		h := 0.0
		for _, c := range m {
			empty -= c
			p := float64(c) / float64(seeds)
			h -= p * math.Log2(p)
		}
		if empty > 0 {
			p := float64(empty) / float64(seeds)
			h -= p * math.Log2(p)
		}
		rep.Entropy += h
	}
	rep.Points = len(occ)
	if rep.Points > 0 {
		rep.Entropy /= float64(rep.Points)
	}
	return rep, nil
}

// record is the record deployed into and the seat that deploys.
func (m VarietyMode) record(level string) (*record.Record, string, error) {
	if !m.hand {
		rec, err := record.Parse(m.tags)
		return rec, m.Seat, err
	}
	h, err := sandayiVarietyHand(level)
	if err != nil {
		return nil, "", err
	}
	l, _, _ := h.Landlord()
	seat := l
	if m.role == "farmer" {
		seat = h.Order[0]
		if seat == l {
			seat = h.Order[1]
		}
	}
	return &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}, seat.String(), nil
}

// sandayiVarietyHand is a fixed 三打一 hand at deploy (deal seed 1; the
// first bidder takes it with the highest bid, the others pass; the landlord
// picks as level does), so that only the deployment's seed varies.
func sandayiVarietyHand(level string) (*junqi.Hand, error) {
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(1, 1))
	if err != nil {
		return nil, err
	}
	for h.Phase() == junqi.PhaseBidding {
		legal := h.LegalBids()
		if err := h.MakeBid(legal[len(legal)-1]); err != nil {
			return nil, err
		}
	}
	l, _, ok := h.Landlord()
	if !ok {
		return nil, fmt.Errorf("no landlord in the measured hand")
	}
	w, err := Decide(Request{Record: &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}, Seat: l.String(), Level: level, Seed: 1})
	if err != nil {
		return nil, err
	}
	pick, err := junqi.ParseRankCodes(w)
	if err != nil {
		return nil, err
	}
	if err := h.TakePick(pick); err != nil {
		return nil, err
	}
	return h, nil
}

// side tells which side a deployment leans to in the seat's own view: -1
// left, +1 right, 0 neither. Junqi: the flag's HQ (b1 is left). Napoleon:
// the mean file of the generals across the seat's front, left or right of
// its middle.
func (m VarietyMode) side(rec *record.Record, seat string, ps []record.Placement) (int, error) {
	game, _ := rec.Tag("Game")
	if game == "junqi" {
		board := junqi.TwoPlayer
		if b, _ := rec.Tag("Board"); b == "4p" {
			board = junqi.FourCountry
		}
		b := junqi.BoardOf(board)
		for _, p := range ps {
			if p.Piece == "F" {
				pt, ok := b.PointByName(p.Point)
				if !ok {
					return 0, fmt.Errorf("flag on %s: no such point", p.Point)
				}
				if f, _ := b.Local(pt); f < 2 {
					return -1, nil
				}
				return 1, nil
			}
		}
		return 0, fmt.Errorf("no flag in %s's deployment", seat)
	}
	cfg, err := napoleon.ConfigFromRecord(rec)
	if err != nil {
		return 0, err
	}
	w, h := cfg.Board.W, cfg.Board.H
	sum, n := 0, 0
	for _, p := range ps {
		if !strings.HasPrefix(p.Piece, "G") {
			continue
		}
		pl, err := napoleon.ParsePositionOf(cfg, p.String())
		if err != nil || len(pl) != 1 {
			return 0, fmt.Errorf("%s: %v", p, err)
		}
		x, y := pl[0].Sq.File(), pl[0].Sq.Rank()
		var lat, width int // across the seat's front, from its left
		switch seat {
		case "S":
			lat, width = x, w
		case "N":
			lat, width = w-1-x, w
		case "E": // faces west: its left is the south
			lat, width = y, h
		case "W":
			lat, width = h-1-y, h
		}
		sum += 2*lat - (width - 1)
		n++
	}
	switch {
	case n == 0 || sum == 0:
		return 0, nil
	case sum < 0:
		return -1, nil
	}
	return 1, nil
}
