package ai

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"warboard/rules/ai/gameseed"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// Replayed is one computer decision of a finished game asked again.
type Replayed struct {
	Seat, Level string
	Kind        string // gameseed.Move or gameseed.Deploy
	Tokens      int    // record tokens played before it
	Played      string // what the record holds
	Again       string // what the player answers now with the game's seed
}

// Same reports whether the decision replays exactly.
func (r Replayed) Same() bool { return r.Played == r.Again }

// ReplayComputers asks every computer decision of a finished record again — each move of
// a computer seat and, in Junqi, each computer seat's deployment — with the level its
// [Computers] tag names and the seed gameseed.Decision derives from its [Seed] tag, as the
// app asked them. A game the app played on the desktop replays exactly; in the browser a
// search may have been cut short by the page's time cap, and then its decision may differ.
// Draw answers are not replayed (the record keeps only an agreed end).
func ReplayComputers(rec *record.Record) ([]Replayed, error) {
	if rec == nil {
		return nil, errors.New("no record")
	}
	levels, seed, err := computersOf(rec)
	if err != nil {
		return nil, err
	}
	game, err := rec.Game()
	if err != nil {
		return nil, err
	}
	base := rec.Clone()
	base.Moves = nil
	for _, name := range []string{"Result", "Computers", "Seed"} {
		base.DeleteTag(name)
	}
	var out []Replayed
	if game == "junqi" {
		if out, err = replayJunqiDeployments(base, levels, seed); err != nil {
			return nil, err
		}
	}
	tokens := make([]string, len(rec.Moves))
	for i, m := range rec.Moves {
		tokens[i] = m.Text
	}
	for k := 0; k < len(tokens); {
		n := turnLength(game, tokens[k:])
		prefix := base.Clone()
		for _, t := range tokens[:k] {
			prefix.AddMove(t)
		}
		seat, err := toMove(game, prefix)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", k+1, err)
		}
		if k == 0 && game == "junqi" {
			// 翻棋's first flip gives its player the colour it turns up: the seat (a colour,
			// as the record and the [Computers] tag name them) is known only from it
			if first, ok := flipColour(prefix, tokens[0]); ok {
				seat = first
			}
		}
		level, computer := levels[seat]
		played := strings.Join(tokens[k:k+n], " ")
		if computer && played != "draw" && played != "resign" {
			again, err := Decide(Request{Record: prefix, Seat: seat, Level: level,
				Seed: gameseed.Decision(seed, seat, gameseed.Move, k)})
			if err != nil {
				return nil, fmt.Errorf("move %d (%s, %s): %v", k+1, seat, level, err)
			}
			out = append(out, Replayed{Seat: seat, Level: level, Kind: gameseed.Move, Tokens: k, Played: played, Again: again})
		}
		k += n
	}
	return out, nil
}

// computersOf reads the [Computers] ("N=hard E=easy") and [Seed] tags.
func computersOf(rec *record.Record) (map[string]string, uint64, error) {
	cv, ok := rec.Tag("Computers")
	if !ok {
		return nil, 0, errors.New("the record names no computer seats ([Computers]): only a game the app finished against the computer can be replayed")
	}
	sv, ok := rec.Tag("Seed")
	if !ok {
		return nil, 0, errors.New("the record has no [Seed]")
	}
	seed, err := strconv.ParseUint(sv, 10, 64)
	if err != nil {
		return nil, 0, record.LineError(rec.TagLine("Seed"), "Seed: %q is not a whole number", sv)
	}
	levels := map[string]string{}
	for _, f := range strings.Fields(cv) {
		seat, level, ok := strings.Cut(f, "=")
		known := false
		for _, l := range Levels {
			known = known || l == level
		}
		if !ok || len(seat) != 1 || !known {
			return nil, 0, record.LineError(rec.TagLine("Computers"), "Computers: %q is not SEAT=LEVEL (%s)", f, strings.Join(Levels, ", "))
		}
		levels[seat] = level
	}
	return levels, seed, nil
}

// turnLength is the number of tokens of the turn that starts tokens: one in Junqi; in
// Napoleon the move and the cannon turns that follow it ("d2-d5 c1>NE").
func turnLength(game string, tokens []string) int {
	n := 1
	if game != "napoleon" {
		return n
	}
	for n < len(tokens) && isCannonTurn(tokens[n]) {
		n++
	}
	return n
}

// isCannonTurn: "c1>NE" is a turn token, not a move.
func isCannonTurn(tok string) bool {
	return strings.Contains(tok, ">") && !strings.ContainsAny(tok, "-x")
}

// toMove is the seat to move after rec's tokens (in 翻棋 before colours, the seat whose
// turn it is in Seats order, as the app asks it).
func toMove(game string, rec *record.Record) (string, error) {
	if game == "napoleon" {
		m, err := napoleon.FromRecord(rec)
		if err != nil {
			return "", err
		}
		return m.Turn(), nil
	}
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return "", err
	}
	st := m.State()
	seat, _ := st.Turn()
	return seat.String(), nil
}

// flipColour is, in 翻棋 before any flip, the colour the first token's flip turns up: the
// colour its player plays from then on; ok false in any other game.
func flipColour(prefix *record.Record, tok string) (string, bool) {
	cfg, err := junqi.ConfigFromTags(prefix)
	if err != nil || cfg.Mode != junqi.Flip {
		return "", false
	}
	next := prefix.Clone()
	next.AddMove(tok)
	m, err := junqi.FromRecord(next)
	if err != nil {
		return "", false
	}
	bs := m.Battles()
	if len(bs) == 0 || bs[0].Action.Kind != junqi.FlipUp {
		return "", false
	}
	return bs[0].Flipped.Seat().String(), true
}

// replayJunqiDeployments asks each computer seat's deployment again (not 翻棋, which
// deals, nor 三打一, whose hand draws its own) and compares it with the seat's pieces in
// the record's Position.
func replayJunqiDeployments(base *record.Record, levels map[string]string, seed uint64) ([]Replayed, error) {
	pos, ok := base.Tag("Position")
	if v, _ := base.Tag("Variant"); !ok || v == "sandayi" {
		return nil, nil
	}
	cfg, err := junqi.ConfigFromTags(base)
	if err != nil || cfg.Mode == junqi.Flip {
		return nil, err
	}
	placed, err := record.ParsePlacements(pos)
	if err != nil {
		return nil, err
	}
	tags := base.Clone()
	tags.DeleteTag("Position")
	tags.DeleteTag("Turn")
	var out []Replayed
	for _, x := range cfg.Seats {
		seat := x.String()
		level, computer := levels[seat]
		if !computer {
			continue
		}
		var mine []record.Placement
		for _, p := range placed {
			if string(p.Seat) == seat {
				mine = append(mine, p)
			}
		}
		again, err := Deploy(Request{Record: tags, Seat: seat, Level: level, Seed: gameseed.Decision(seed, seat, gameseed.Deploy, 0)})
		if err != nil {
			return nil, fmt.Errorf("%s's deployment: %v", seat, err)
		}
		out = append(out, Replayed{Seat: seat, Level: level, Kind: gameseed.Deploy, Played: record.FormatPlacements(mine), Again: again})
	}
	return out, nil
}
