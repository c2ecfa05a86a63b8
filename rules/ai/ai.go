// Package ai is the door to Warboard's computer players: one decision or one
// deployment per call, from a game record, as `referee bot|deploy` speak it.
//
// TEMPORARY (branch match): this file only stands in for the real door so that
// the match engine (rules/ai/arena) and `referee match` can be built and tested
// before the players exist. It offers the "random" level alone (uniform over the
// rules core's legal actions, no cannon turns; random deployments); every other
// level is an error. The lead replaces this whole file at merge with the real
// door, which keeps exactly this API.
package ai

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Request is one question to a computer player.
type Request struct {
	Record *record.Record // the game so far; for Deploy: tags and no moves (Position: pieces already placed)
	Seat   string         // seat letter (S, E, N, W)
	Level  string         // random, greedy, easy, normal, hard
	Seed   uint64
	TimeMS int // 0: budget counted in work only (deterministic)
}

// Levels are the computer players, weakest first.
var Levels = []string{"random", "greedy", "easy", "normal", "hard"}

// Decide returns one action as record tokens (Napoleon: the move, then its
// cannon turns).
func Decide(req Request) (string, error) {
	if err := checkLevel(req); err != nil {
		return "", err
	}
	rng := rand.New(rand.NewPCG(req.Seed, 0x5741_5242_4149))
	switch gameOf(req.Record) {
	case "junqi":
		m, err := junqi.FromRecord(req.Record)
		if err != nil {
			return "", err
		}
		st := m.State()
		if err := checkTurn(m.Turn(), firstSeat(st.Seats()), req.Seat); err != nil {
			return "", err
		}
		return pick(m.Moves(), rng)
	case "napoleon":
		m, err := napoleon.FromRecord(req.Record)
		if err != nil {
			return "", err
		}
		if err := checkTurn(m.Turn(), "", req.Seat); err != nil {
			return "", err
		}
		return pick(m.Moves(), rng)
	}
	return "", fmt.Errorf("the record names no known game (junqi or napoleon)")
}

// Deploy returns the placement list of Seat's pieces only (Napoleon: with the
// cannon facings).
func Deploy(req Request) (string, error) {
	if err := checkLevel(req); err != nil {
		return "", err
	}
	switch gameOf(req.Record) {
	case "junqi":
		cfg, err := junqi.ConfigFromTags(req.Record)
		if err != nil {
			return "", err
		}
		if cfg.Mode == junqi.Flip {
			return "", fmt.Errorf("翻棋 has no deployment: the pieces are dealt face down")
		}
		seat, ok := junqi.SeatOf(seatByte(req.Seat))
		b := junqi.BoardOf(cfg.Board)
		if !ok || !b.HasArea(seat) {
			return "", fmt.Errorf("seat %q has no area on the %s board", req.Seat, cfg.Board)
		}
		l := junqi.RandomLayout(rand.NewPCG(req.Seed, 0x4445_504c))
		var ps []record.Placement
		for i, r := range l {
			if r == 0 {
				continue
			}
			p := b.AreaPoint(seat, i%5, i/5+1)
			ps = append(ps, record.Placement{Point: b.Name(p), Seat: req.Seat[0], Piece: string(r.Code())})
		}
		return record.FormatPlacements(ps), nil
	case "napoleon":
		cfg, err := napoleon.ConfigFromRecord(req.Record)
		if err != nil {
			return "", err
		}
		seat, err := napoleon.ParseSeat(req.Seat)
		if err != nil {
			return "", err
		}
		army := defaultArmy(cfg.Board)
		pieces, err := napoleon.RandomSetup(cfg, seat, army, rand.New(rand.NewPCG(req.Seed, 0x4445_504c)))
		if err != nil {
			return "", err
		}
		return napoleon.FormatPosition(pieces), nil
	}
	return "", fmt.Errorf("the record names no known game (junqi or napoleon)")
}

func checkLevel(req Request) error {
	if req.Record == nil {
		return fmt.Errorf("no record")
	}
	for _, l := range Levels {
		if l == req.Level {
			if l != "random" {
				return fmt.Errorf("level %q is not available yet (this build has random only)", l)
			}
			return nil
		}
	}
	return fmt.Errorf("unknown level %q (one of %s)", req.Level, strings.Join(Levels, ", "))
}

// checkTurn: seat must be the one to move ("?" before 翻棋 colours: the first seat).
func checkTurn(turn, first, seat string) error {
	switch {
	case turn == "-":
		return fmt.Errorf("the game is over")
	case turn == "?" && seat == first, turn == seat:
		return nil
	}
	return fmt.Errorf("seat %q is not to move (turn %s)", seat, turn)
}

func firstSeat(seats []junqi.Seat) string {
	if len(seats) == 0 {
		return ""
	}
	return seats[0].String()
}

func pick(moves []string, rng *rand.Rand) (string, error) {
	if len(moves) == 0 {
		return "", fmt.Errorf("no legal action")
	}
	return moves[rng.IntN(len(moves))], nil
}

func seatByte(s string) byte {
	if len(s) != 1 {
		return 0
	}
	return s[0]
}

// gameOf names the record's game by its Game tag, else by its Board tag.
func gameOf(rec *record.Record) string {
	if g, ok := rec.Tag("Game"); ok {
		return g
	}
	switch b, _ := rec.Tag("Board"); {
	case b == "2p" || b == "4p":
		return "junqi"
	case strings.Contains(b, "x"):
		return "napoleon"
	}
	return ""
}

// defaultArmy is the first preset army of the board, else the 16 of the base game.
func defaultArmy(b napoleon.Board) napoleon.Army {
	for _, p := range napoleon.ArmyPresets {
		if p.Board == b && p.Rule.Composition == napoleon.Exact {
			return p.Rule.Pool
		}
	}
	return napoleon.Army16
}
