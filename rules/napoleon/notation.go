package napoleon

import (
	"fmt"
	"strconv"
	"strings"

	"warboard/rules/record"
)

// ParseOptions reads the Options tag entries of a Napoleon record. Unknown
// names, values on flags and bad numbers are errors.
func ParseOptions(opts []record.Option) (Options, error) {
	o := Options{Target: DefaultTarget}
	number := func(op record.Option, lo, hi int) (int, error) {
		if !op.HasValue {
			return 0, fmt.Errorf("option %s needs a value (%s=N)", op.Name, op.Name)
		}
		n, err := atoiStrict(op.Value)
		if err != nil || n < lo || n > hi {
			return 0, fmt.Errorf("option %s=%s: expected a number from %d to %d", op.Name, op.Value, lo, hi)
		}
		return n, nil
	}
	flag := func(op record.Option) error {
		if op.HasValue {
			return fmt.Errorf("option %s takes no value", op.Name)
		}
		return nil
	}
	for _, op := range opts {
		var err error
		switch op.Name {
		case "target":
			o.Target, err = number(op, 1, MaxTarget)
		case "turnlimit":
			o.TurnLimit, err = number(op, 0, 1_000_000)
		case "middle":
			if !op.HasValue {
				err = fmt.Errorf("option middle needs a value (neutral, low or high)")
			} else {
				o.Middle, err = ParseMiddle(op.Value)
			}
		case "drums-scare":
			o.DrumsScare, err = true, flag(op)
		case "drum-push":
			o.DrumPush, err = true, flag(op)
		case "antique":
			o.Antique, err = true, flag(op)
		case "ally-general":
			o.AllyGeneral, err = true, flag(op)
		default:
			err = fmt.Errorf("unknown Napoleon option %q (target turnlimit middle drums-scare drum-push antique ally-general)", op.Name)
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// String is the Options tag value: the options that differ from the
// defaults, in a fixed order ("" for the standard game).
func (o Options) String() string {
	var parts []string
	if o.Target != DefaultTarget {
		parts = append(parts, "target="+strconv.Itoa(o.Target))
	}
	if o.TurnLimit != 0 {
		parts = append(parts, "turnlimit="+strconv.Itoa(o.TurnLimit))
	}
	if o.Middle != MiddleNeutral {
		parts = append(parts, "middle="+o.Middle.String())
	}
	if o.DrumsScare {
		parts = append(parts, "drums-scare")
	}
	if o.DrumPush {
		parts = append(parts, "drum-push")
	}
	if o.Antique {
		parts = append(parts, "antique")
	}
	if o.AllyGeneral {
		parts = append(parts, "ally-general")
	}
	return strings.Join(parts, " ")
}

// ParsePosition reads a placement list of a two-army game on board b.
func ParsePosition(b Board, s string) ([]Placed, error) {
	return ParsePositionOf(Config{Board: b}, s)
}

// ParsePositionOf reads a placement list of cfg's game: its board, and
// pieces of its seats only (S and N, or Waterloo's three or four).
func ParsePositionOf(cfg Config, s string) ([]Placed, error) {
	b := cfg.Board
	ps, err := record.ParsePlacements(s)
	if err != nil {
		return nil, err
	}
	out := make([]Placed, 0, len(ps))
	for _, p := range ps {
		q, err := b.ParseSquare(p.Point)
		if err != nil {
			return nil, err
		}
		if p.FaceDown {
			return nil, fmt.Errorf("%s: Napoleon has no face-down pieces", p.Point)
		}
		seat, err := cfg.Armies.ParseSeat(string(p.Seat))
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.Point, err)
		}
		pc, err := ParsePiece(seat, p.Piece)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p.Point, err)
		}
		out = append(out, Placed{q, pc})
	}
	return out, nil
}

// FormatPosition writes pieces as a placement list in byte order of points.
func FormatPosition(pieces []Placed) string {
	ps := make([]record.Placement, len(pieces))
	for i, p := range pieces {
		ps[i] = placementOf(p.Sq, p.Piece)
	}
	return record.FormatPlacements(ps)
}

// Position is the current placement list.
func (s *State) Position() string { return FormatPosition(s.Pieces()) }

// ConfigFromRecord reads the Game, Board, Mode, Teams, Options and Terrain
// tags of a Napoleon record. Errors name the tag's line.
func ConfigFromRecord(rec *record.Record) (Config, error) {
	var cfg Config
	var err error
	if g, ok := rec.Tag("Game"); ok && g != "napoleon" {
		return cfg, record.LineError(rec.TagLine("Game"), "[Game %q] is not a Napoleon record", g)
	}
	for _, name := range []string{"Mode", "Variant", "Deal", "Bids", "Pick"} {
		if _, ok := rec.Tag(name); ok {
			return cfg, record.LineError(rec.TagLine(name), "tag [%s] is not used in Napoleon", name)
		}
	}
	// three or four seats: Waterloo (two seats, "S N" or "N S", are the
	// Match's business as before)
	sv, _ := rec.Tag("Seats")
	tv, hasTeams := rec.Tag("Teams")
	if len(strings.Fields(sv)) >= 3 {
		if cfg.Armies, err = ParseArmies(sv, tv); err != nil {
			line := rec.TagLine("Seats")
			if hasTeams && (strings.HasPrefix(err.Error(), "[Teams") || strings.Contains(err.Error(), "teams:")) {
				line = rec.TagLine("Teams")
			}
			return cfg, record.LineError(line, "%v", err)
		}
	} else if hasTeams {
		return cfg, record.LineError(rec.TagLine("Teams"), "tag [Teams] is not used in Napoleon with two armies (Waterloo: three or four [Seats])")
	}
	bv, ok := rec.Tag("Board")
	if !ok {
		return cfg, record.LineError(0, "no [Board]")
	}
	b, err := ParseBoard(bv)
	if err != nil {
		return cfg, record.LineError(rec.TagLine("Board"), "%v", err)
	}
	cfg.Board = b
	if err := cfg.Armies.checkBoard(b); err != nil {
		return cfg, record.LineError(rec.TagLine("Board"), "%v", err)
	}
	opts, err := rec.Options()
	if err != nil {
		return cfg, err
	}
	if cfg.Options, err = ParseOptions(opts); err != nil {
		return cfg, record.LineError(rec.TagLine("Options"), "%v", err)
	}
	if cfg.Options.Middle != MiddleNeutral && b.H%2 == 0 {
		return cfg, record.LineError(rec.TagLine("Options"), "option middle=%s: only boards with an odd number of ranks have a middle rank", cfg.Options.Middle)
	}
	if tv, ok := rec.Tag("Terrain"); ok {
		if cfg.Terrain, err = ParseTerrain(b, tv); err != nil {
			return cfg, record.LineError(rec.TagLine("Terrain"), "%v", err)
		}
		if cfg.Options.Antique && !cfg.Terrain.IsEmpty() {
			return cfg, record.LineError(rec.TagLine("Terrain"), "the antique game (option antique) has no terrain")
		}
	}
	if cfg.Options.AllyGeneral && !cfg.Armies.HasTeams() {
		return cfg, record.LineError(rec.TagLine("Options"), "option ally-general: only a game with [Teams] has allies")
	}
	if err := cfg.Check(); err != nil {
		return cfg, record.LineError(0, "%v", err)
	}
	return cfg, nil
}

// Tags writes cfg as record tags (Game, Board, Options and Terrain when not
// default).
func (c *Config) Tags() []record.Tag {
	tags := []record.Tag{{Name: "Game", Value: "napoleon"}, {Name: "Board", Value: c.Board.String()}}
	if v := c.Armies.SeatsTag(); v != "" {
		tags = append(tags, record.Tag{Name: "Seats", Value: v})
	}
	if v := c.Armies.TeamsTag(); v != "" {
		tags = append(tags, record.Tag{Name: "Teams", Value: v})
	}
	if o := c.Options.String(); o != "" {
		tags = append(tags, record.Tag{Name: "Options", Value: o})
	}
	if !c.Terrain.IsEmpty() {
		tags = append(tags, record.Tag{Name: "Terrain", Value: c.Terrain.Format(c.Board)})
	}
	return tags
}
