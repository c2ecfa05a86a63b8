package junqi

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Layout is one player's deployment in its own view: index (rank-1)*5+file,
// rank 1 the back row, file 0 its left. Camps stay 0 (empty).
type Layout [30]Rank

// LocalName names a layout index in the owner's view: "a1".."e6".
func LocalName(i int) string { return fmt.Sprintf("%c%d", fileLetters[i%5], i/5+1) }

// Violation is one broken deployment rule.
type Violation struct {
	Point  string // as named on the board ("b4", "Nb9", or "" for a count)
	Reason string // the rule in English, with the point
	// Rule names the rule for a translation: "piece" (not a real piece), "camp", "flag",
	// "mine" (landmines and 三打一's fortress: their ranks), "bomb", "centre" (三打一:
	// what may not stand in the centre), "area" (outside the seat's deployment) or
	// "count" (too many or too few of a rank).
	Rule string
}

func (v Violation) String() string { return v.Reason }

// DeploymentError lists every broken rule of a layout.
type DeploymentError []Violation

func (e DeploymentError) Error() string {
	parts := make([]string, len(e))
	for i, v := range e {
		parts[i] = v.Reason
	}
	return strings.Join(parts, "; ")
}

// Check tests a layout against the deployment rules for seat on board k and
// explains every violation with the board's point names.
func (l *Layout) Check(k BoardKind, seat Seat) error {
	b := BoardOf(k)
	if !b.HasArea(seat) {
		return fmt.Errorf("seat %v has no area on the %v board", seat, k)
	}
	name := func(f, r int) string { return b.Name(b.AreaPoint(seat, f, r)) }
	ranks := func(r0, r1 int) string { // local ranks as board ranks (North counts down on 2p)
		if k == TwoPlayer && seat == North {
			r0, r1 = 13-r1, 13-r0
		}
		if r0 == r1 {
			return fmt.Sprint(r0)
		}
		return fmt.Sprintf("%d–%d", r0, r1)
	}
	var errs DeploymentError
	var have [16]int
	for i, r := range l {
		f, rk := i%5, i/5+1
		if r == 0 {
			continue
		}
		pt := name(f, rk)
		if r > Flag || r < Engineer {
			errs = append(errs, Violation{pt, fmt.Sprintf("%s holds no real piece", pt), "piece"})
			continue
		}
		have[r]++
		switch {
		case isCampLocal(f, rk):
			errs = append(errs, Violation{pt, fmt.Sprintf("%s on %s: nothing is placed in a camp", r.Name(), pt), "camp"})
		case r == Flag && localKind(f, rk) != HQ:
			errs = append(errs, Violation{pt, fmt.Sprintf("flag on %s: the flag stands on a headquarters (%s or %s)", pt, name(1, 1), name(3, 1)), "flag"})
		case r == Mine && rk > 2:
			errs = append(errs, Violation{pt, fmt.Sprintf("landmine on %s: landmines go on ranks %s", pt, ranks(1, 2)), "mine"})
		case r == Bomb && rk == 6:
			errs = append(errs, Violation{pt, fmt.Sprintf("bomb on %s: bombs never go on the front rank (%s)", pt, ranks(6, 6)), "bomb"})
		}
	}
	for r := Engineer; r <= Flag; r++ {
		if have[r] != int(Standard[r]) {
			errs = append(errs, Violation{"", fmt.Sprintf("%d × %s placed, the set has %d", have[r], r.Name(), Standard[r]), "count"})
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// intn is a uniform number in [0, n) from src.
func intn(src rand.Source, n int) int {
	return int((uint64(uint32(src.Uint64())) * uint64(n)) >> 32)
}

// RandomLayout is a legal deployment drawn uniformly from src: flag on an HQ,
// landmines in the back two ranks, bombs behind the front rank, and the 司令
// never on a headquarters (a piece there never moves again). It draws
// uniformly over all legal layouts and draws again when the 司令 lands on
// the other HQ, so it is uniform over the layouts that keep the 司令 free.
func RandomLayout(src rand.Source) Layout {
	for try := 0; ; try++ {
		l := randomLayout(src)
		if !l.HQPinned() {
			return l
		}
		if try == 1000 { // one draw in 23 is redrawn; this never happens, but stays total
			for i, r := range l {
				if r == Marshal {
					l[i], l[idxFront] = l[idxFront], l[i]
				}
			}
			return l
		}
	}
}

// idxFront is c6, the middle of the front rank (never an HQ, camp nor a
// landmine's or bomb's point).
const idxFront = 27

// HQPinned reports whether the layout puts a piece that should move — the
// 司令 — on a headquarters, where it could never move.
func (l *Layout) HQPinned() bool {
	for i, r := range l {
		if r == Marshal && localKind(i%5, i/5+1) == HQ {
			return true
		}
	}
	return false
}

func randomLayout(src rand.Source) Layout {
	var l Layout
	var free [30]int
	pick := func(ok func(i int) bool) int { // a random empty non-camp index with ok
		n := 0
		for i := range l {
			if l[i] == 0 && !isCampLocal(i%5, i/5+1) && ok(i) {
				free[n] = i
				n++
			}
		}
		return free[intn(src, n)]
	}
	l[pick(func(i int) bool { return localKind(i%5, i/5+1) == HQ })] = Flag
	for k := 0; k < 3; k++ {
		l[pick(func(i int) bool { return i < 10 })] = Mine
	}
	for k := 0; k < 2; k++ {
		l[pick(func(i int) bool { return i < 25 })] = Bomb
	}
	for r := Engineer; r <= Marshal; r++ {
		for k := 0; k < int(Standard[r]); k++ {
			l[pick(func(int) bool { return true })] = r
		}
	}
	return l
}

// NamedLayout is a classic opening deployment.
type NamedLayout struct {
	Name   string
	Layout Layout
}

// parseRows reads a layout written front rank first, as the player sees it
// from behind: six rows of five codes, "+" for a camp.
func parseRows(rows string) Layout {
	var l Layout
	f := strings.Fields(rows)
	if len(f) != 30 {
		panic("junqi: layout table needs 30 cells")
	}
	for i, c := range f {
		rank, file := 6-i/5, i%5
		if c == "+" {
			continue
		}
		r, ok := RankOf(c[0])
		if !ok {
			panic("junqi: bad layout cell " + c)
		}
		l[(rank-1)*5+file] = r
	}
	return l
}

// Mirror swaps left and right (a flag on b1 goes to d1).
func (l Layout) Mirror() Layout {
	var m Layout
	for i, r := range l {
		m[i/5*5+4-i%5] = r
	}
	return m
}

var leftFlag = parseRows(`
	6 3 5 2 7
	4 + 3 + 2
	1 9 + 8 1
	B + 5 + 6
	4 M 3 B 7
	M F M 2 1`)

// Layouts are classic deployments, every one legal.
var Layouts = []NamedLayout{
	{"left flag", leftFlag}, // flag on b1 walled in by three mines
	{"right flag", leftFlag.Mirror()},
	{"central bombs", parseRows(`
	3 5 1 6 3
	2 + B + 2
	7 4 + 4 8
	9 + 6 + 7
	5 B 3 M 1
	2 M 1 F M`)}, // bombs on the central file answer a rushing 司令
	{"fortress", parseRows(`
	4 6 3 5 4
	1 + 7 + 1
	3 B + B 3
	8 + 2 + 9
	2 6 5 7 M
	1 M 2 F M`)}, // mines on both HQ flanks, big pieces held back
}

// Deploy checks a layout and puts it into seat's area, face up (in 暗棋 the
// views hide the ranks).
func (s *State) Deploy(seat Seat, l Layout) error {
	b := s.Board()
	if !b.HasArea(seat) || !s.Playing(seat) {
		return fmt.Errorf("seat %v is not playing", seat)
	}
	if err := l.Check(s.board, seat); err != nil {
		return err
	}
	for i, r := range l {
		p := b.areaPoint[seat][i]
		if r == 0 {
			s.set(p, 0)
		} else {
			s.set(p, MakePiece(seat, r))
		}
	}
	return nil
}

// Deal shuffles every playing seat's full set face down onto the non-camp
// points of the areas (翻棋). Camps and the centre start empty.
func (s *State) Deal(src rand.Source) error {
	if s.mode != Flip {
		return errors.New("dealing face down is for 翻棋")
	}
	b := s.Board()
	var pieces [100]Piece
	n := 0
	for _, x := range s.order[:s.nOrder] {
		for r := Engineer; r <= Flag; r++ {
			for k := 0; k < int(Standard[r]); k++ {
				pieces[n] = MakePiece(x, r).Down()
				n++
			}
		}
	}
	var pts [100]Point
	m := 0
	for seat := South; seat <= West; seat++ {
		if !b.HasArea(seat) {
			continue
		}
		for i := 0; i < 30; i++ {
			if !isCampLocal(i%5, i/5+1) {
				pts[m] = b.areaPoint[seat][i]
				m++
			}
		}
	}
	if n != m {
		return fmt.Errorf("%d pieces for %d points", n, m)
	}
	for p := 0; p < b.N; p++ {
		s.set(Point(p), 0)
	}
	for i := n - 1; i > 0; i-- {
		j := intn(src, i+1)
		pieces[i], pieces[j] = pieces[j], pieces[i]
	}
	for i := 0; i < n; i++ {
		s.set(pts[i], pieces[i])
	}
	return nil
}

// NewRandomState sets up a game ready to play: every seat deployed at random
// (翻棋: every set dealt face down, colours unknown), then Begin.
func NewRandomState(cfg Config, src rand.Source) (State, error) {
	s, err := NewState(cfg)
	if err != nil {
		return s, err
	}
	if cfg.Mode == Flip {
		if err := s.Deal(src); err != nil {
			return s, err
		}
		s.setTurn(s.order[0], false)
	} else {
		for _, x := range s.order[:s.nOrder] {
			if err := s.Deploy(x, RandomLayout(src)); err != nil {
				return s, err
			}
		}
	}
	return s, s.Begin()
}
