// Package external lets a Junqi program from outside the project play our
// computer players, for measurement only (docs/ladder.md, "Session 14 —
// outside engines"). It speaks to the outside program over its standard input
// and output; nothing of any outside program is part of the project.
//
// The protocol is the one of the Luzhanqi players written for Northeastern
// University's CS4500 (spring 2014, W. D. Clinger's assignment): two-player
// 暗棋 on the 5×12 board of shared/rules/junqi.md, points A1–E12 seen from the
// player's own side (its pieces start on ranks 1–6), pieces F L B 1…9 (L the
// landmine, 9 the field marshal). The program is started as
//
//	PROGRAM --go N --time/move Tms
//
// (N = 1 moves first) and
//   - writes its deployment at once: ( (A1 5) (B1 2) … );
//   - on its turn writes a move ( A1 A2 ), or forfeit;
//   - reads, one line each: "<from> <to> <player> move|win|loss|tie" after every
//     action of either player (win, loss, tie: the mover's battle outcome),
//     "F <point>" before it when that action removed a field marshal (the point
//     of that player's flag), and "1 Victory", "2 Victory" or "No Victory" at the end.
//
// The program's messages need not end in a newline: a message is a balanced
// parenthesised group, or the word forfeit.
//
// Protocol "sexp" is the same game in the parenthesised messages of another
// CS4500 term (the player of RuiHanCPP/LuZhanQi-LandBattleChess-AI): the
// program takes no arguments and reads "(init N time/move SECONDS)", then
// writes its deployment as above; "(go N)" asks player N to move; it answers
// (A1 A2) or (resign); after every action it reads "(outcome (A1 A2))" for a
// move, "(outcome > (A1 A2))" / "<" / "=" for a battle the mover won, lost or
// tied; "(flag N POINT)" shows player N's flag; "(end N)" ends the game (0: a
// draw). Points are in the player's own frame as above.
package external

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// frame converts between board points ("a1"…"e12") and the points a seat's
// program sees: South sees the board as it is, North turned half round (its
// back row is its rank 1, its left file its A).
type frame struct{ north bool }

// toEngine names a board point in the program's frame ("c6" → "C6" for South,
// "C7" for North).
func (f frame) toEngine(pt string) (string, error) {
	file, rank, err := splitPoint(pt)
	if err != nil {
		return "", err
	}
	if f.north {
		file, rank = 4-file, 13-rank
	}
	return fmt.Sprintf("%c%d", 'A'+file, rank), nil
}

// fromEngine reads a point of the program's frame as a board point.
func (f frame) fromEngine(pt string) (string, error) {
	file, rank, err := splitPoint(pt)
	if err != nil {
		return "", err
	}
	if f.north {
		file, rank = 4-file, 13-rank
	}
	return fmt.Sprintf("%c%d", 'a'+file, rank), nil
}

// splitPoint reads a point A1…E12 (either case) as file 0–4 and rank 1–12.
func splitPoint(pt string) (file, rank int, err error) {
	if len(pt) < 2 {
		return 0, 0, fmt.Errorf("bad point %q", pt)
	}
	c := unicode.ToLower(rune(pt[0]))
	r, err := strconv.Atoi(pt[1:])
	if c < 'a' || c > 'e' || err != nil || r < 1 || r > 12 {
		return 0, 0, fmt.Errorf("bad point %q", pt)
	}
	return int(c - 'a'), r, nil
}

// rotate turns a board point half round: a deployment of South played by North.
func rotate(pt string) (string, error) {
	file, rank, err := splitPoint(pt)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%c%d", 'a'+4-file, 13-rank), nil
}

var (
	initRe = regexp.MustCompile(`\(\s*([A-Ea-e]\d{1,2})\s+([FLBflb1-9])\s*\)`)
	moveRe = regexp.MustCompile(`^\(\s*([A-Ea-e]\d{1,2})\s+([A-Ea-e]\d{1,2})\s*\)$`)
)

// parseDeployment reads the program's deployment for seat as placements on
// the board, landmines written M as in our notation.
func parseDeployment(msg, seat string) ([]record.Placement, error) {
	f := frame{north: seat == "N"}
	inner := strings.TrimSpace(msg)
	if !strings.HasPrefix(inner, "(") || !strings.HasSuffix(inner, ")") {
		return nil, fmt.Errorf("not a deployment: %q", msg)
	}
	ms := initRe.FindAllStringSubmatch(inner, -1)
	if len(ms) == 0 {
		return nil, fmt.Errorf("not a deployment: %q", msg)
	}
	var ps []record.Placement
	for _, m := range ms {
		pt, err := f.fromEngine(m[1])
		if err != nil {
			return nil, err
		}
		piece := strings.ToUpper(m[2])
		if piece == "L" {
			piece = "M"
		}
		ps = append(ps, record.Placement{Point: pt, Seat: seat[0], Piece: piece})
	}
	return ps, nil
}

// checkLayout applies the deployment rules of the two-player board to seat's
// placements: its own area, one piece a point, the 25 pieces, flag in an HQ…
func checkLayout(seat string, ps []record.Placement) error {
	b := junqi.BoardOf(junqi.TwoPlayer)
	st, ok := junqi.SeatOf(seat[0])
	if !ok {
		return fmt.Errorf("bad seat %q", seat)
	}
	var l junqi.Layout
	var filled [30]bool
	for _, pl := range ps {
		pt, ok := b.PointByName(pl.Point)
		if !ok || b.Area(pt) != st {
			return fmt.Errorf("%s: not a point of %s's area", pl, seat)
		}
		r, ok := junqi.RankOf(pl.Piece[0])
		if len(pl.Piece) != 1 || !ok {
			return fmt.Errorf("%s: not a Junqi piece", pl)
		}
		file, rank := b.Local(pt)
		k := (rank-1)*5 + file
		if filled[k] {
			return fmt.Errorf("%s: two pieces on one point", pl)
		}
		filled[k], l[k] = true, r
	}
	return l.Check(junqi.TwoPlayer, st)
}

// dialect is what differs between the protocols: the messages to the program.
type dialect interface {
	args(player, timeMS int) []string
	hello(player, timeMS int) []string
	turn(player int) string // "" : none
	outcome(from, to string, mover int, kind string) string
	flag(owner int, pt string) string
	end(winner int) string // 0: a draw
}

func dialectOf(name string) (dialect, error) {
	switch name {
	case "", "lines":
		return lines{}, nil
	case "sexp":
		return sexp{}, nil
	}
	return nil, fmt.Errorf("unknown protocol %q (lines or sexp)", name)
}

type lines struct{}

func (lines) args(player, timeMS int) []string {
	return []string{"--go", strconv.Itoa(player), "--time/move", fmt.Sprintf("%dms", timeMS)}
}
func (lines) hello(int, int) []string { return nil }
func (lines) turn(int) string         { return "" }
func (lines) outcome(from, to string, mover int, kind string) string {
	return fmt.Sprintf("%s %s %d %s", from, to, mover, kind)
}
func (lines) flag(_ int, pt string) string { return "F " + pt }
func (lines) end(winner int) string {
	if winner == 0 {
		return "No Victory"
	}
	return fmt.Sprintf("%d Victory", winner)
}

type sexp struct{}

func (sexp) args(int, int) []string { return nil }
func (sexp) hello(player, timeMS int) []string {
	return []string{fmt.Sprintf("(init %d time/move %.3f)", player, float64(timeMS)/1000)}
}
func (sexp) turn(player int) string { return fmt.Sprintf("(go %d)", player) }
func (sexp) outcome(from, to string, _ int, kind string) string {
	comp := map[string]string{"win": "> ", "loss": "< ", "tie": "= "}[kind]
	return fmt.Sprintf("(outcome %s(%s %s))", comp, from, to)
}
func (sexp) flag(owner int, pt string) string { return fmt.Sprintf("(flag %d %s)", owner, pt) }
func (sexp) end(winner int) string            { return fmt.Sprintf("(end %d)", winner) }

// parseMove reads the program's move in its frame: a from-to pair of board
// points, or resign for forfeit or (resign).
func parseMove(msg string, f frame) (from, to string, resign bool, err error) {
	msg = strings.TrimSpace(msg)
	if strings.EqualFold(msg, "forfeit") || strings.EqualFold(strings.Join(strings.Fields(msg), ""), "(resign)") {
		return "", "", true, nil
	}
	m := moveRe.FindStringSubmatch(msg)
	if m == nil {
		return "", "", false, fmt.Errorf("not a move: %q", msg)
	}
	if from, err = f.fromEngine(m[1]); err != nil {
		return "", "", false, err
	}
	if to, err = f.fromEngine(m[2]); err != nil {
		return "", "", false, err
	}
	return from, to, false, nil
}

// reader splits the program's output into messages: balanced parenthesised
// groups and bare words.
type reader struct{ r *bufio.Reader }

func (rd reader) next() (string, error) {
	var b strings.Builder
	depth := 0
	for {
		c, _, err := rd.r.ReadRune()
		if err != nil {
			if b.Len() > 0 && depth == 0 {
				return b.String(), nil
			}
			if err == io.EOF && b.Len() > 0 {
				return "", fmt.Errorf("output ended inside a message: %q", b.String())
			}
			return "", err
		}
		switch {
		case c == '(':
			depth++
			b.WriteRune(c)
		case c == ')':
			depth--
			b.WriteRune(c)
			if depth <= 0 {
				return b.String(), nil
			}
		case unicode.IsSpace(c):
			if depth > 0 {
				b.WriteRune(c)
			} else if b.Len() > 0 {
				return b.String(), nil
			}
		default:
			b.WriteRune(c)
		}
	}
}
