// Package reckless measures how recklessly the Junqi players attack in the
// hidden modes (issue 26, item 4): it reads finished game records, as
// `referee match -gamedir DIR` writes them, and counts per side and level the
// attacks on pieces whose rank the attacker's seat did not know, how many of
// them the attacker did not survive, the 司令 and 军长 lost to landmines and
// bombs, and repeated losing charges on a piece that had already beaten one
// of ours.
//
// What a seat knew at an attack is what the players themselves know:
// know.Observe of the match as it stood before the attack, and the piece is
// known when Possible leaves it one rank.
package reckless

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"warboard/rules/ai/junqiai/know"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Groups of attacker ranks, in the table's order.
const (
	GroupHigh = iota // 司令, 军长
	GroupMid         // 师长, 旅长
	GroupLow         // 团长 and below
	GroupBomb        // 炸弹
	NumGroups
)

// GroupNames head the table's columns.
var GroupNames = [NumGroups]string{"9/8", "7/6", "5-1", "B"}

// GroupOf is the group of an attacker's rank.
func GroupOf(r junqi.Rank) int {
	switch {
	case r == junqi.Marshal || r == junqi.General:
		return GroupHigh
	case r == junqi.MajorGen || r == junqi.Brigadier:
		return GroupMid
	case r == junqi.Bomb:
		return GroupBomb
	}
	return GroupLow
}

// Tally is what one side (a level against another) did over its games.
type Tally struct {
	Level, Opponent string
	Games           int
	Actions         int              // actions the side's seats made
	Blind           [NumGroups]int   // attacks on pieces of unknown rank
	BlindLost       [NumGroups]int   // … in which the attacker left the board (trades included)
	HighLostToMB    int              // our 司令/军长 removed by a landmine or a bomb
	HighLostOwn     int              // … of those, when it attacked (the rest: a bomb attacked it)
	HighLost        int              // our 司令/军长 removed, any cause
	Repeats         int              // losing attacks on a piece that had beaten one of ours before
	EarlyHighBlind  int              // blind attacks by a 司令/军长 in the side's first 10 actions
	ByGame          map[string]*Game // per file, for reading (nil unless asked)
}

// Game is one record's figures for one side.
type Game struct {
	Blind, BlindLost          [NumGroups]int
	HighLostToMB, Repeats     int
	HighLostOwn               int // HighLostToMB when our officer attacked
	Actions, EarlyHighBlind   int
	HighLostToMBAt, RepeatsAt []string // the tokens, for reading
}

func (t *Tally) add(g *Game) {
	t.Games++
	t.Actions += g.Actions
	for i := range g.Blind {
		t.Blind[i] += g.Blind[i]
		t.BlindLost[i] += g.BlindLost[i]
	}
	t.HighLostToMB += g.HighLostToMB
	t.HighLostOwn += g.HighLostOwn
	t.Repeats += g.Repeats
	t.EarlyHighBlind += g.EarlyHighBlind
}

// Note is the closing comment `referee match -gamedir` writes:
// {A hard, B normal; A scores 1.0 (S flag), A moved first: true}.
type Note struct {
	A, B   string
	ScoreA float64
	AFirst bool
}

var noteRe = regexp.MustCompile(`\{A (\S+), B (\S+); A scores ([0-9.]+) \([^)]*\), A moved first: (true|false)\}`)

// ParseNote finds the closing comment in a game file's text.
func ParseNote(text string) (Note, error) {
	ms := noteRe.FindAllStringSubmatch(text, -1)
	if len(ms) == 0 {
		return Note{}, fmt.Errorf("no closing comment {A LEVEL, B LEVEL; A scores …, A moved first: …} (as referee match -gamedir writes)")
	}
	m := ms[len(ms)-1]
	sc, _ := strconv.ParseFloat(m[3], 64)
	return Note{A: m[1], B: m[2], ScoreA: sc, AFirst: m[4] == "true"}, nil
}

// sides gives each seat's side (0 = A, 1 = B): A holds the first and third
// seats of the play order when it moved first, the second and fourth when not
// (two seats, 4p 2v2 and 4p free-for-all; arena's pairing).
func sides(cfg junqi.Config, aFirst bool) (map[junqi.Seat]int, error) {
	if len(cfg.Seats) != 2 && len(cfg.Seats) != 4 {
		return nil, fmt.Errorf("%d seats: only two- and four-seat games are read", len(cfg.Seats))
	}
	out := map[junqi.Seat]int{}
	for i, s := range cfg.Seats {
		side := i % 2
		if !aFirst {
			side ^= 1
		}
		out[s] = side
	}
	return out, nil
}

// Analyse reads one finished game (its text, closing comment included) and
// gives the figures of side A and side B.
func Analyse(text string) (note Note, out [2]Game, err error) {
	note, err = ParseNote(text)
	if err != nil {
		return
	}
	rec, err := record.Parse(text)
	if err != nil {
		return
	}
	if v, _ := rec.Tag("Variant"); v != "" {
		err = fmt.Errorf("variant %s: not read", v)
		return
	}
	start := &record.Record{Tags: rec.Tags}
	start.DeleteTag("Result")
	m, err := junqi.FromRecord(start)
	if err != nil {
		return
	}
	st := m.State()
	cfg := st.Config()
	if cfg.Mode == junqi.Flip {
		err = fmt.Errorf("翻棋: a face-down piece cannot be attacked, no attack is blind; not read")
		return
	}
	side, err := sides(cfg, note.AFirst)
	if err != nil {
		return
	}
	// ids follow every piece from its first point; beat[id] marks the
	// enemy pieces that have beaten a piece of side s (bit s).
	var at [256]int
	next := 1
	for p := 0; p < junqi.MaxPoints; p++ {
		if !st.At(junqi.Point(p)).Empty() {
			at[p] = next
			next++
		}
	}
	beat := map[int]uint8{}
	for _, mv := range rec.Moves {
		tok := mv.Text
		now := m.State()
		seat, _ := now.Turn()
		s := side[seat]
		var blind bool
		var a junqi.Action
		if tok != "resign" && tok != "draw" {
			a, err = now.ParseAction(tok)
			if err != nil {
				err = record.MoveError(mv, "%v", err)
				return
			}
			if a.Kind == junqi.Attack {
				o, oerr := know.Observe(m, seat)
				if oerr != nil {
					err = record.MoveError(mv, "%v", oerr)
					return
				}
				poss := o.Possible(a.To)
				blind = poss&(poss-1) != 0
			}
		}
		if err = m.Play(tok); err != nil {
			err = record.MoveError(mv, "%v", err)
			return
		}
		if tok == "resign" || tok == "draw" {
			continue
		}
		g := &out[s]
		g.Actions++
		bts := m.Battles()
		bt := bts[len(bts)-1]
		if bt.Action.Kind != junqi.Attack {
			at[a.To], at[a.From] = at[a.From], 0
			continue
		}
		ar, dr := bt.Attacker.Rank(), bt.Defender.Rank()
		aid, did := at[a.From], at[a.To]
		grp := GroupOf(ar)
		if blind {
			g.Blind[grp]++
			if bt.AttackerRemoved {
				g.BlindLost[grp]++
			}
			if grp == GroupHigh && g.Actions <= 10 {
				g.EarlyHighBlind++
			}
		}
		// 司令/军长 lost to a landmine or a bomb, whichever side it was on.
		if bt.AttackerRemoved && (ar == junqi.Marshal || ar == junqi.General) && (dr == junqi.Mine || dr == junqi.Bomb) {
			out[s].HighLostToMB++
			out[s].HighLostOwn++
			out[s].HighLostToMBAt = append(out[s].HighLostToMBAt, fmt.Sprintf("%d.%s %c×%c", mv.Number, tok, ar.Code(), dr.Code()))
		}
		if bt.DefenderRemoved && ar == junqi.Bomb && (dr == junqi.Marshal || dr == junqi.General) {
			ds := side[bt.Defender.Seat()]
			out[ds].HighLostToMB++
			out[ds].HighLostToMBAt = append(out[ds].HighLostToMBAt, fmt.Sprintf("%d.%s %c×%c", mv.Number, tok, ar.Code(), dr.Code()))
		}
		lostOutright := bt.AttackerRemoved && !bt.DefenderRemoved
		if lostOutright && beat[did]&(1<<s) != 0 {
			g.Repeats++
			g.RepeatsAt = append(g.RepeatsAt, fmt.Sprintf("%d.%s %c×%c", mv.Number, tok, ar.Code(), dr.Code()))
		}
		switch {
		case lostOutright:
			beat[did] |= 1 << s
			at[a.From] = 0
		case bt.DefenderRemoved && !bt.AttackerRemoved:
			ds := side[bt.Defender.Seat()]
			beat[aid] |= 1 << ds
			at[a.To], at[a.From] = aid, 0
		default:
			at[a.To], at[a.From] = 0, 0
		}
	}
	return note, out, nil
}

// Report gathers tallies by level and opponent.
type Report struct {
	Tallies map[string]*Tally
	Files   int
}

// NewReport is an empty report.
func NewReport() *Report { return &Report{Tallies: map[string]*Tally{}} }

// Add reads one game file's text into the report.
func (r *Report) Add(text string) error {
	note, g, err := Analyse(text)
	if err != nil {
		return err
	}
	r.Files++
	for s, lv := range [2][2]string{{note.A, note.B}, {note.B, note.A}} {
		key := lv[0] + " vs " + lv[1]
		t := r.Tallies[key]
		if t == nil {
			t = &Tally{Level: lv[0], Opponent: lv[1]}
			r.Tallies[key] = t
		}
		t.add(&g[s])
	}
	return nil
}

func per(n, d int, scale float64) string {
	if d == 0 {
		return "-"
	}
	return strconv.FormatFloat(float64(n)*scale/float64(d), 'f', 2, 64)
}

func share(n, d int) string {
	if d == 0 {
		return "-"
	}
	return strconv.FormatFloat(100*float64(n)/float64(d), 'f', 0, 64) + "%"
}

// Text is the table: one row per level and opponent.
func (r *Report) Text() string {
	keys := make([]string, 0, len(r.Tallies))
	for k := range r.Tallies {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d games\n", r.Files)
	sb.WriteString("| side (level vs opponent) | games | actions | blind attacks per 100 actions: 9/8 7/6 5-1 B | blind attacks lost: 9/8 7/6 5-1 B all | 9/8 blind in first 10 actions per game | 9/8 lost to M/B per game (attacking + attacked by a bomb) | repeated losing charges per game |\n")
	sb.WriteString("|---|---|---|---|---|---|---|---|---|\n")
	for _, k := range keys {
		t := r.Tallies[k]
		var rates, lost []string
		all, allLost := 0, 0
		for i := 0; i < NumGroups; i++ {
			rates = append(rates, per(t.Blind[i], t.Actions, 100))
			lost = append(lost, share(t.BlindLost[i], t.Blind[i]))
			all += t.Blind[i]
			allLost += t.BlindLost[i]
		}
		lost = append(lost, share(allLost, all))
		fmt.Fprintf(&sb, "| %s | %d | %d | %s | %s | %s | %s | %s |\n", k, t.Games, t.Actions,
			strings.Join(rates, " "), strings.Join(lost, " "),
			per(t.EarlyHighBlind, t.Games, 1),
			per(t.HighLostToMB, t.Games, 1)+" ("+per(t.HighLostOwn, t.Games, 1)+" + "+per(t.HighLostToMB-t.HighLostOwn, t.Games, 1)+")",
			per(t.Repeats, t.Games, 1))
	}
	return sb.String()
}
