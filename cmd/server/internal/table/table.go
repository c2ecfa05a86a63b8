// Package table is one game of an online room: the app's own play controllers
// (game/junqiplay, game/napoleonplay, 三打一's hand) driven by record tokens, so the server
// judges every action with the rules cores exactly as the app does. It knows seats, not
// people: who sits where, who is away and who is the computer is the room's business.
//
// Every seat is a person to the controller (Options.Computers is empty): the room decides
// which seats the computer plays, and a hand-over the controller asks for at one device
// is passed at once (each seat has its own screen). Take back is the room's: a seat's
// last action and every action after it, once every other person agrees.
package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/game/junqiplay"
	"warboard/game/napoleonplay"
	"warboard/game/online/napoleonview"
	"warboard/game/online/proto"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
	"warboard/rules/referee"
)

// Kinds of game a table holds.
const (
	Junqi    = "junqi"
	Sandayi  = "sandayi" // 三打一 before play; a junqi table once deployed
	Napoleon = "napoleon"
)

// tagNames are the tags a new room may give, in the record's order: the rules of the game.
var tagNames = []string{"Game", "Board", "Variant", "Mode", "Seats", "Teams", "Options", "Terrain"}

// Game is one game at the server.
type Game struct {
	kind string
	js   *junqiplay.Session
	hand *junqiplay.SandayiHand
	ns   *napoleonplay.Session
	nopt napoleonplay.Options

	// movers are the seat and the token count before each of its actions in play, for
	// take back (the controller's own take back is for one device).
	movers []mover
}

type mover struct {
	Seat string
	Ply  int
}

// Turn is who must decide what now: What is a proto phase word (deploy bid pick move
// draw), "" when the game is over.
type Turn struct {
	Seat string
	What string
}

// TagsRecord writes a new room's tags as a record, refusing any tag but the rules'.
func TagsRecord(tags map[string]string) (*record.Record, error) {
	known := map[string]bool{}
	for _, n := range tagNames {
		known[n] = true
	}
	var ts []record.Tag
	for _, n := range proto.Keys(tags) {
		if !known[n] {
			return nil, fmt.Errorf("tag %q: a room takes only %s", n, strings.Join(tagNames, " "))
		}
	}
	for _, n := range tagNames {
		if v, ok := tags[n]; ok {
			ts = append(ts, record.Tag{Name: n, Value: v})
		}
	}
	return record.Parse(record.Text(ts, nil))
}

// New starts a game from a new room's tags with seed (the deal, random layouts, the
// computer's draws all come from it).
func New(tags map[string]string, seed uint64) (*Game, error) {
	rec, err := TagsRecord(tags)
	if err != nil {
		return nil, err
	}
	game, err := rec.Game()
	if err != nil {
		return nil, err
	}
	if game == "napoleon" {
		cfg, err := napoleon.ConfigFromRecord(rec)
		if err != nil {
			return nil, err
		}
		g := &Game{kind: Napoleon, nopt: napoleonOptions(cfg)}
		g.ns, err = napoleonplay.New(rec, g.nopt, seed)
		if err != nil {
			return nil, err
		}
		return g, g.pass()
	}
	if v, _ := rec.Tag("Variant"); v == "sandayi" {
		h, err := newHand(rec, seed)
		if err != nil {
			return nil, err
		}
		g := &Game{kind: Sandayi, hand: h}
		return g, g.pass()
	}
	s, err := junqiplay.New(rec, junqiplay.Options{}, seed)
	if err != nil {
		return nil, err
	}
	g := &Game{kind: Junqi, js: s}
	return g, g.pass()
}

// napoleonOptions are the options a room plays with (napoleonview.RoomOptions: the
// client sets up by the same army).
func napoleonOptions(cfg napoleon.Config) napoleonplay.Options { return napoleonview.RoomOptions(cfg) }

// newHand deals a 三打一 hand under the room's tags: the deal is drawn first, then the
// rules core reads the tags with it (the options, the mode, the seats).
func newHand(rec *record.Record, seed uint64) (*junqiplay.SandayiHand, error) {
	order := []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West}
	h, err := junqi.NewHand(junqi.HandRules{}, order, rand.NewPCG(seed, 7))
	if err != nil {
		return nil, err
	}
	var deal string
	for _, t := range junqi.HandTags(h, junqi.Open, 0, false, false, nil) {
		if t.Name == "Deal" {
			deal = t.Value
		}
	}
	full := rec.Clone()
	full.SetTag("Deal", deal)
	full, err = record.Parse(full.String())
	if err != nil {
		return nil, err
	}
	return junqiplay.SandayiHandFromRecord(full, seed)
}

// pass leaves every hand-over at once: each seat has its own screen.
func (g *Game) pass() error {
	for i := 0; i < 8; i++ {
		switch {
		case g.hand != nil:
			if pd := g.hand.Pending(); pd.Seat != junqi.NoSeat && pd.HandOver {
				if err := g.hand.Ready(); err != nil {
					return err
				}
				continue
			}
			if g.hand.Phase() == junqiplay.HandPlay {
				s, err := g.hand.Session(junqiplay.Options{})
				if err != nil {
					return err
				}
				g.js, g.hand, g.kind = s, nil, Junqi
				continue
			}
		case g.js != nil:
			if g.js.Pending().HandOver {
				if fb := g.js.Ready(); fb.Refused {
					return errors.New(fb.Text)
				}
				continue
			}
		case g.ns != nil:
			if g.ns.Pending().HandOver {
				if err := g.ns.Continue(); err != nil {
					return err
				}
				continue
			}
		}
		return nil
	}
	return errors.New("hand-overs do not end")
}

// Kind is Junqi, Sandayi (before play) or Napoleon.
func (g *Game) Kind() string { return g.kind }

// Seats are the seats that play, in play order (letters).
func (g *Game) Seats() []string {
	var out []string
	switch {
	case g.hand != nil:
		return []string{"S", "E", "N", "W"}
	case g.js != nil:
		for _, x := range g.js.Config().Seats {
			out = append(out, x.String())
		}
	case g.ns != nil:
		for _, x := range g.ns.Seats() {
			out = append(out, x.String())
		}
	}
	return out
}

// Turn is the decision the game waits for.
func (g *Game) Turn() Turn {
	switch {
	case g.hand != nil:
		pd := g.hand.Pending()
		if pd.Seat == junqi.NoSeat {
			return Turn{}
		}
		what := map[junqiplay.HandPhase]string{junqiplay.HandBid: proto.ActBid, junqiplay.HandPick: proto.ActPick,
			junqiplay.HandDeploy: proto.ActDeploy}[pd.Step]
		return Turn{Seat: pd.Seat.String(), What: what}
	case g.js != nil:
		pd := g.js.Pending()
		what := map[junqiplay.Decision]string{junqiplay.DecideDeploy: proto.ActDeploy, junqiplay.DecideMove: proto.ActMove,
			junqiplay.DecideDraw: proto.ActDraw, junqiplay.DecideTakeBack: proto.ActTakeBack}[pd.What]
		if what == "" {
			return Turn{}
		}
		return Turn{Seat: pd.Seat.String(), What: what}
	default:
		pd := g.ns.Pending()
		what := map[napoleonplay.Decision]string{napoleonplay.DecideTerrain: "terrain", napoleonplay.DecideSetUp: proto.ActDeploy,
			napoleonplay.DecideMove: proto.ActMove, napoleonplay.DecideDraw: proto.ActDraw, napoleonplay.DecideTakeBack: proto.ActTakeBack}[pd.What]
		if what == "" {
			return Turn{}
		}
		return Turn{Seat: pd.Seat.String(), What: what}
	}
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Turn().What == "" }

// Decide plays seat's pending decision as record tokens (Controller.Decide's words: a
// placement list, an action, resign, draw, accept, decline, a bid word, piece codes).
// A refusal changes nothing.
func (g *Game) Decide(seat, tokens string) error {
	tn := g.Turn()
	if tn.What == "" {
		return errors.New("the game is over")
	}
	if seat != tn.Seat {
		return fmt.Errorf("%s cannot decide now: %s must %s", seat, tn.Seat, tn.What)
	}
	ply := g.Ply()
	var err error
	switch {
	case g.hand != nil:
		x, _ := junqi.SeatOf(seat[0])
		err = g.hand.Decide(x, tokens)
	case g.js != nil:
		x, _ := junqi.SeatOf(seat[0])
		err = g.js.Decide(x, tokens)
	default:
		cfg, _ := g.ns.SetUpRules()
		var x napoleon.Seat
		if x, err = cfg.Armies.ParseSeat(seat); err == nil { // E and W in Waterloo
			err = g.ns.Decide(x, tokens)
		}
	}
	if err != nil {
		return err
	}
	if tn.What == proto.ActMove && g.Ply() > ply {
		g.movers = append(g.movers, mover{Seat: seat, Ply: ply})
	}
	return g.pass()
}

// junqiMatch and napoleonMatch are the rules cores' matches (nil before play).
func (g *Game) match() referee.Match {
	switch {
	case g.hand != nil:
		return g.hand.Match()
	case g.js != nil:
		if m := g.js.Match(); m != nil {
			return m
		}
	case g.ns != nil:
		if m := g.ns.Match(); m != nil {
			return m
		}
	}
	return nil
}

// View is what `referee view SEAT` prints of the game now ("" before play: while the
// seats deploy nobody sees another's pieces, and each knows its own).
func (g *Game) View(seat string) (string, error) {
	m := g.match()
	if m == nil {
		return "", nil
	}
	return referee.View(m, seat)
}

// Result is the referee's result line's value ("ongoing" before the end).
func (g *Game) Result() string {
	if m := g.match(); m != nil && g.hand == nil {
		return m.Result()
	}
	return "ongoing"
}

// Ply is the number of tokens played.
func (g *Game) Ply() int {
	switch {
	case g.hand != nil:
		return 0
	case g.js != nil:
		return g.js.MoveCount()
	}
	return g.ns.MoveCount()
}

// Record is the game as the referee knows it (every hidden piece): for the store and the
// computer players, never for a seat before the end.
func (g *Game) Record() *record.Record {
	switch {
	case g.hand != nil:
		return g.hand.Match().Record()
	case g.js != nil:
		return g.js.Record()
	}
	return g.ns.Record()
}

// publicTags are the tags every seat may read during the game: the rules, the bids, the
// result. The Position, the Deal and the Pick say where hidden pieces stand.
var publicTags = map[string]bool{"Game": true, "Board": true, "Variant": true, "Mode": true, "Seats": true,
	"Teams": true, "Options": true, "Terrain": true, "Bids": true, "Result": true}

// History is the record as seat may see it: until the end the rules' tags and the tokens
// (an action names points, never a rank; a battle's outcome is in the view), at the end
// the whole record, as the app's Save record gives it then.
func (g *Game) History(seat string) string {
	rec := g.Record()
	if g.Over() {
		return rec.String()
	}
	var tags []record.Tag
	for _, t := range rec.Tags {
		if publicTags[t.Name] {
			tags = append(tags, t)
		}
	}
	moves := make([]string, len(rec.Moves))
	for i, m := range rec.Moves {
		moves[i] = m.Text
	}
	return record.Text(tags, moves)
}

// TokensSince are the tokens played from token ply on (nil when ply is past them).
func (g *Game) TokensSince(ply int) []string {
	var toks []string
	switch {
	case g.js != nil && g.js.Match() != nil:
		toks = g.js.Match().Tokens()
	case g.ns != nil && g.ns.Match() != nil:
		toks = g.ns.Match().Tokens()
	}
	if ply < 0 || ply > len(toks) {
		return nil
	}
	return toks[ply:]
}

// Seed is the game's seed (the computer's decisions derive theirs from it).
func (g *Game) Seed() uint64 {
	switch {
	case g.hand != nil:
		return g.hand.Seed()
	case g.js != nil:
		return g.js.Seed()
	}
	return g.ns.Seed()
}

// NapoleonRules is the set-up's configuration and army rule (ok false for Junqi).
func (g *Game) NapoleonRules() (napoleon.Config, napoleon.ArmyRule, bool) {
	if g.ns == nil {
		return napoleon.Config{}, napoleon.ArmyRule{}, false
	}
	c, r := g.ns.SetUpRules()
	return c, r, true
}

// LastMover is the seat whose action was the last one in play ("" before any).
func (g *Game) LastMover() string {
	if len(g.movers) == 0 {
		return ""
	}
	return g.movers[len(g.movers)-1].Seat
}

// TakeBackCut is the token count seat's last action began at, or why it may not be
// taken back: only in play, only an action of its own, by a seat still in the game, and where pieces are hidden
// (暗棋, 翻棋, 三打一 in the dark) no battle or flip among the actions undone: its result has
// been seen.
func (g *Game) TakeBackCut(seat string) (int, error) {
	if g.Over() || g.Turn().What != proto.ActMove {
		return 0, errors.New("take back during play only")
	}
	if g.out(seat) {
		return 0, errors.New("you are out of the game")
	}
	i := len(g.movers) - 1
	for i >= 0 && g.movers[i].Seat != seat {
		i--
	}
	if i < 0 {
		return 0, errors.New("no move of yours to take back")
	}
	cut := g.movers[i].Ply
	if g.js != nil {
		m := g.js.Match()
		if g.js.Config().Mode != junqi.Open {
			acts := 0
			for _, tok := range m.Tokens()[:cut] {
				if tok != "resign" && tok != "draw" {
					acts++
				}
			}
			for _, bt := range m.Battles()[acts:] {
				if bt.Action.Kind != junqi.MoveTo {
					return 0, junqiplay.ErrHidden
				}
			}
		}
	}
	return cut, nil
}

// out reports whether seat is out of a game still going on (its flag taken, no piece
// left that moves, resigned from a free-for-all; a Waterloo army knocked out): it has
// nothing left to take back.
func (g *Game) out(seat string) bool {
	switch m := g.match().(type) {
	case *junqi.Match:
		x, _ := junqi.SeatOf(seat[0])
		st := m.State()
		out, _ := st.Out(x)
		return out
	case *napoleon.Match:
		cfg, _ := g.ns.SetUpRules()
		x, err := cfg.Armies.ParseSeat(seat)
		st := m.State()
		return err == nil && !st.In(x)
	}
	return false
}

// TakeBack undoes seat's last action and every action after it: the game is played again
// from its record up to there, with its seed.
func (g *Game) TakeBack(seat string) error {
	cut, err := g.TakeBackCut(seat)
	if err != nil {
		return err
	}
	rec := g.Record()
	rec.Moves = rec.Moves[:cut]
	rec.DeleteTag("Result")
	rec.SetTag("Seed", strconv.FormatUint(g.Seed(), 10))
	if g.js != nil {
		s, err := junqiplay.FromRecord(rec, junqiplay.Options{})
		if err != nil {
			return err
		}
		g.js = s
	} else {
		s, err := napoleonplay.FromRecord(rec, g.nopt)
		if err != nil {
			return err
		}
		g.ns = s
	}
	for len(g.movers) > 0 && g.movers[len(g.movers)-1].Ply >= cut {
		g.movers = g.movers[:len(g.movers)-1]
	}
	return g.pass()
}

// FlipColour is, in 翻棋 once the first flip has told it, the colour the first player
// took ("" otherwise): the room then seats each person on the colour it plays.
func (g *Game) FlipColour() string {
	if g.js == nil || g.js.Config().Mode != junqi.Flip {
		return ""
	}
	m := g.js.Match()
	if m == nil || len(m.Battles()) == 0 {
		return ""
	}
	return m.Battles()[0].Seat.String()
}

// saved is a table in the store: the controller's own save (what the app autosaves) and
// the room's take-back log.
type saved struct {
	Kind    string
	Data    []byte
	Movers  []mover
	Options napoleonplay.Options
}

// Save is the table as bytes for the store.
func (g *Game) Save() ([]byte, error) {
	sv := saved{Kind: g.kind, Movers: g.movers, Options: g.nopt}
	var err error
	switch {
	case g.hand != nil:
		sv.Data = g.hand.Save()
	case g.js != nil:
		sv.Data, err = g.js.Save()
	default:
		sv.Data, err = g.ns.Save()
	}
	if err != nil {
		return nil, err
	}
	return json.Marshal(sv)
}

// Restore is a table from Save's bytes.
func Restore(data []byte) (*Game, error) {
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, err
	}
	g := &Game{kind: sv.Kind, movers: sv.Movers, nopt: sv.Options}
	var err error
	switch sv.Kind {
	case Sandayi:
		g.hand, err = junqiplay.RestoreSandayiHand(sv.Data)
	case Junqi:
		g.js, err = junqiplay.Restore(sv.Data)
	case Napoleon:
		g.ns, err = napoleonplay.Restore(sv.Data)
	default:
		err = fmt.Errorf("unknown kind %q", sv.Kind)
	}
	if err != nil {
		return nil, err
	}
	return g, g.pass()
}
