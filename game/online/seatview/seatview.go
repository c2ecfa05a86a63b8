// Package seatview turns what the server tells one seat (a State: the seat's view as
// `referee view SEAT` prints it, its legal moves, the history it may see) into the Junqi
// board picture the app draws (render/junqipic), and keeps the seat's deployment before it
// is sent. Pure: no Ebitengine, no connection; it never holds more than the seat's view.
package seatview

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"warboard/game/online/proto"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// Game is what the room's history says of its game.
type Game struct {
	Name    string // "junqi" or "napoleon"
	Board   junqi.BoardKind
	Mode    string // the Mode tag: open, dark, flip…
	Variant string // the Variant tag: "sandayi" for 三打一
	Seats   string // the Seats tag, if any
	Naval   bool   // 海战棋: the ships' set (the Options tag's "naval")
}

// GameOf reads the tags of a room's history (the first state a connection gets).
func GameOf(history string) (Game, error) {
	head, _, _ := strings.Cut(history, "\n\n") // the tags only: the tokens need no parse here
	rec, err := record.Parse(head + "\n")
	if err != nil {
		return Game{}, err
	}
	g := Game{}
	if g.Name, err = rec.Game(); err != nil {
		return Game{}, err
	}
	if b, _ := rec.Tag("Board"); b == "4p" {
		g.Board = junqi.FourCountry
	}
	g.Mode, _ = rec.Tag("Mode")
	g.Variant, _ = rec.Tag("Variant")
	g.Seats, _ = rec.Tag("Seats")
	opts, _ := rec.Tag("Options")
	g.Naval = slices.Contains(strings.Fields(opts), "naval")
	return g, nil
}

// Junqi is one seat's board as drawn: the picture, and the seat's legal actions by the
// point they start from.
type Junqi struct {
	Scene  junqipic.Scene
	Seat   junqi.Seat
	Turn   string // the seats that must act
	Result string // the result line: "ongoing", "S flag", "draw agreed"…
	Moves  []string
	from   map[junqi.Point][]string
}

// ErrBadView is a view the client cannot read (a server of another version).
var ErrBadView = errors.New("the server's view of the board cannot be read")

// FromState reads a State of a Junqi room on board k. last is the history's last token
// (the move marked on the board), "" for none.
func FromState(m proto.Msg, k junqi.BoardKind, last string) (Junqi, error) {
	j := Junqi{Scene: junqipic.NewScene(k), from: map[junqi.Point][]string{}, Turn: m.Turn}
	if len(m.Seat) != 1 {
		return j, fmt.Errorf("%w: seat %q", ErrBadView, m.Seat)
	}
	var ok bool
	if j.Seat, ok = junqi.SeatOf(m.Seat[0]); !ok {
		return j, fmt.Errorf("%w: seat %q", ErrBadView, m.Seat)
	}
	b := junqi.BoardOf(k)
	for _, line := range strings.Split(m.View, "\n") {
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "position":
			ps, err := record.ParsePlacements(rest)
			if err != nil {
				return j, fmt.Errorf("%w: %v", ErrBadView, err)
			}
			for _, pl := range ps {
				p, ok := b.PointByName(pl.Point)
				if !ok {
					return j, fmt.Errorf("%w: no point %q", ErrBadView, pl.Point)
				}
				j.Scene.Pieces[p] = pieceOf(pl)
			}
		case "result":
			j.Result = rest
		case "turn":
			if s, ok := junqi.SeatOf(firstByte(rest)); ok && m.Phase != "over" {
				j.Scene.SeatToMove = s
			}
		}
	}
	for _, tok := range strings.Fields(m.Moves) {
		if from, _, ok := Ends(b, tok); ok {
			j.from[from] = append(j.from[from], tok)
			j.Moves = append(j.Moves, tok)
		}
	}
	if m.Phase == "over" {
		j.reveal(m.History)
	}
	if from, to, ok := Ends(b, last); ok {
		j.Scene.Last = junqipic.Move{From: from, To: to}
	}
	return j, nil
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

func pieceOf(pl record.Placement) junqipic.Piece {
	pc := junqipic.Piece{Present: true, FaceDown: pl.FaceDown, Code: '?'}
	if s, ok := junqi.SeatOf(pl.Seat); ok {
		pc.Seat = s
	}
	if len(pl.Piece) == 1 {
		pc.Code = pl.Piece[0]
	}
	return pc
}

// Ends are the points an action token starts and ends on: "c6-c7", "c6xc7", a flip "@d4"
// (both the same point). Annotations after the second point are passed over.
func Ends(b *junqi.Board, tok string) (from, to junqi.Point, ok bool) {
	if strings.HasPrefix(tok, "@") {
		p, ok := b.PointByName(strings.TrimRight(tok[1:], "!?+#"))
		return p, p, ok
	}
	i := strings.IndexAny(tok, "-x")
	if i <= 0 {
		return 0, 0, false
	}
	end := i + 1
	for end < len(tok) && isName(tok[end]) {
		end++
	}
	from, ok1 := b.PointByName(tok[:i])
	to, ok2 := b.PointByName(tok[i+1 : end])
	return from, to, ok1 && ok2
}

func isName(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }

// From are the seat's legal actions starting at p.
func (j *Junqi) From(p junqi.Point) []string { return j.from[p] }

// Select picks p's piece: its targets are shown. It reports whether p has any action.
func (j *Junqi) Select(p junqi.Point) bool {
	toks := j.from[p]
	if len(toks) == 0 {
		j.Scene.Selected, j.Scene.Targets = junqi.NoPoint, nil
		return false
	}
	j.Scene.Selected, j.Scene.Targets = p, nil
	b := junqi.BoardOf(j.Scene.Board)
	for _, tok := range toks {
		if _, to, ok := Ends(b, tok); ok && to != p {
			j.Scene.Targets = append(j.Scene.Targets, junqipic.Target{Point: to, Attack: strings.Contains(tok, "x")})
		}
	}
	return true
}

// MoveTo is the action from the selected piece to p, "" when there is none.
func (j *Junqi) MoveTo(p junqi.Point) string {
	b := junqi.BoardOf(j.Scene.Board)
	for _, tok := range j.from[j.Scene.Selected] {
		if _, to, ok := Ends(b, tok); ok && to == p {
			return tok
		}
	}
	return ""
}

// LastToken is the last action token of a history ("" none): the move to mark.
func LastToken(history string) string {
	_, moves, found := strings.Cut(history, "\n\n")
	if !found && !strings.HasPrefix(strings.TrimSpace(history), "[") {
		moves = history
	}
	f := strings.Fields(moves)
	for i := len(f) - 1; i >= 0; i-- {
		if strings.ContainsAny(f[i], "-x@") && !strings.HasPrefix(f[i], "{") {
			return f[i]
		}
	}
	return ""
}

// Deployment is the seat's layout before it is sent: random at first, two of its pieces
// swapped by taps as long as the rules allow.
type Deployment struct {
	Board  junqi.BoardKind
	Seat   junqi.Seat
	Layout junqi.Layout
	hand   *junqi.Hand      // 三打一 (sandayi.go): the seat's army by point instead of Layout
	army   junqi.Deployment // 三打一's pieces by point
}

// NewDeployment is a random legal layout of seat.
func NewDeployment(k junqi.BoardKind, seat junqi.Seat, seed uint64) Deployment {
	return Deployment{Board: k, Seat: seat, Layout: junqi.RandomLayout(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// FromList reads a deployment the server says was sent (State.Arg).
func FromList(k junqi.BoardKind, seat junqi.Seat, list string) (Deployment, error) {
	l, err := junqi.LayoutFromPlacements(k, seat, list)
	return Deployment{Board: k, Seat: seat, Layout: l}, err
}

// List is the deployment as the deploy action's argument.
func (d *Deployment) List() string {
	if d.hand != nil {
		return d.sandayiList()
	}
	return d.Layout.Placements(d.Board, d.Seat)
}

// index is p's place in the layout, -1 outside the seat's area.
func (d *Deployment) index(p junqi.Point) int {
	b := junqi.BoardOf(d.Board)
	if int(p) >= b.N || b.Area(p) != d.Seat {
		return -1
	}
	f, r := b.Local(p)
	if r < 1 || b.AreaPoint(d.Seat, f, r) != p {
		return -1
	}
	return (r-1)*5 + f
}

// ErrNotArea is a swap with a point outside the seat's area.
var ErrNotArea = errors.New("not your area")

// Swap exchanges the pieces on p and q if the layout stays legal; the error says the
// rule it would break.
func (d *Deployment) Swap(p, q junqi.Point) error {
	if d.hand != nil {
		return d.sandayiSwap(p, q)
	}
	i, k := d.index(p), d.index(q)
	if i < 0 || k < 0 {
		return ErrNotArea
	}
	l := d.Layout
	l[i], l[k] = l[k], l[i]
	if err := l.Check(d.Board, d.Seat); err != nil {
		return err
	}
	d.Layout = l
	return nil
}

// Show puts the deployment's pieces into a scene (the seat's own area, face up).
func (d *Deployment) Show(sc *junqipic.Scene) {
	if d.hand != nil {
		d.sandayiShow(sc)
		return
	}
	b := junqi.BoardOf(d.Board)
	for i, r := range d.Layout {
		if r != 0 {
			p := b.AreaPoint(d.Seat, i%5, i/5+1)
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: d.Seat, Code: r.Code()}
		}
	}
}

// reveal shows every piece at the end: the last state's history is then the whole record,
// every piece placed (as Save record gives it), so the position is the rules' own replay.
// A history that does not replay leaves the seat's view as it was.
func (j *Junqi) reveal(history string) {
	rec, err := record.Parse(history)
	if err != nil {
		return
	}
	if _, ok := rec.Tag("Position"); !ok {
		return
	}
	mt, err := junqi.FromRecord(rec)
	if err != nil {
		return
	}
	ps, err := record.ParsePlacements(mt.Position())
	if err != nil {
		return
	}
	b := junqi.BoardOf(j.Scene.Board)
	var pieces [junqi.MaxPoints]junqipic.Piece
	for _, pl := range ps {
		p, ok := b.PointByName(pl.Point)
		if !ok {
			return
		}
		pl.FaceDown = false // the end shows what every tile was
		pieces[p] = pieceOf(pl)
	}
	j.Scene.Pieces = pieces
}
