// Package proto is the wire protocol of online rooms (docs/online.md): one JSON object a
// WebSocket message, the same Msg both ways, typed by T. It is pure Go through the app's
// own small codec (game/internal/minijson), so the page can link it later without
// encoding/json; cmd/server speaks it now.
package proto

import (
	"errors"
	"fmt"
	"sort"
	"unicode/utf8"

	"warboard/game/internal/minijson"
)

// Version is the protocol's version: a message of another version is refused, never guessed.
const Version = 1

// Limits of one message. A server reads at most MaxSize bytes a message; a longer one is
// refused before it is parsed.
const (
	MaxSize    = 8 << 10 // bytes of a message from a client
	MaxString  = 2 << 10 // bytes of one string member in a message from a client
	MaxEntries = 16      // members of one map (Tags, Players, Seats)
)

// Message types. A client sends Create, Join, Resume, Act and Ping; the server answers
// with Created, Joined, State, Error and Pong (State also comes unasked, whenever the game
// changes).
const (
	Create  = "create"  // Tags, Players, Away, AwayDo, Level: a new room
	Created = "created" // ID, Text (the link), Seats
	Join    = "join"    // ID, Seat (empty: the first free seat of a person)
	Joined  = "joined"  // ID, Seat, Token: the seat's secret; then State
	Resume  = "resume"  // ID, Token: the same seat again (a reconnect)
	Act     = "act"     // Act, Arg: one decision of the seat (the Act words below)
	Ping    = "ping"
	Pong    = "pong"
	State   = "state"   // ID, Seat, Phase, Turn, Seats, View, History or Last, Result, Ply, Moves, Text, News
	Error   = "error"   // Code, Err (a sentence for people); the room goes on
	Count   = "count"   // Count pieces: the seat asks for its count (a Junqi room in play)
	Counted = "counted" // ID, Seat, Ply, Count: the seat's count at that ply ("" nothing to count)
	Hint    = "hint"    // the seat to move asks for a hint (a room whose Hints are on)
	Hinted  = "hinted"  // ID, Seat, Ply, Arg: the computer's move for the seat, from its own view
)

// Act words: what a seat may do. Deploy takes a placement list of the seat's pieces, Move
// one action in the notation (Napoleon: a turn with its cannon turns), Bid a bid word of
// 三打一 (1 2 3 pass call), Pick the landlord's piece codes. Draw offers an agreed end,
// TakeBack asks to take back the seat's last move; Accept and Decline answer either.
const (
	ActDeploy   = "deploy"
	ActMove     = "move"
	ActResign   = "resign"
	ActDraw     = "draw"
	ActTakeBack = "takeback"
	ActAccept   = "accept"
	ActDecline  = "decline"
	ActBid      = "bid"
	ActPick     = "pick"
)

// Away: what happens to a seat whose person is gone longer than the room's limit.
const (
	AwayComputer = "computer" // the computer plays it (at the room's Level) until the person is back
	AwayForfeit  = "forfeit"  // it resigns
)

// HintsOn is Hints of a room that allows hints (off by default: people playing each other).
const HintsOn = "on"

// UndoOK is Undo when the seat may ask to take back its last move: a move of its own to
// take back, the seat still in the game, and no battle or flip since where ranks are
// hidden (the server's TakeBackCut). The client offers Take back only then.
const UndoOK = "ok"

// Error codes: what a refusal was about, for programs; Err says it for people.
const (
	CodeMalformed = "malformed" // not a message of this protocol
	CodeTooBig    = "toobig"
	CodeRate      = "rate"     // too many messages: wait
	CodeNoRoom    = "noroom"   // no room of that code
	CodeFull      = "full"     // no free seat of a person
	CodeToken     = "token"    // the token is no seat's
	CodeSeat      = "seat"     // no such seat, or not free
	CodeNotYours  = "notyours" // not this seat's decision now
	CodeIllegal   = "illegal"  // the rules refuse it
	CodeBadGame   = "badgame"  // the tags or the seats of a new room do not make a game
	CodeNoSeat    = "noseat"   // join or resume first
	CodeBusy      = "busy"     // the server has no room for more rooms
	CodeHintBusy  = "hintbusy" // enough hints wait for the server's thinking cores: ask again
)

// Msg is one message, either way. Empty members are not written.
type Msg struct {
	V       int               // Version
	T       string            // type
	ID      string            // room code
	Tags    map[string]string // the record's header tags of a new room (Game, Board, Mode, Seats, Teams, Options, Variant, Terrain)
	Players map[string]string // seat → "person" or a computer level ("easy", "normal", "hard", …)
	Away    int               // seconds a seat may be away before AwayDo
	AwayDo  string            // AwayComputer or AwayForfeit
	Level   string            // the computer's level for an away seat
	Token   string            // a seat's secret (hex, 128 bits)
	Act     string            // an Act word
	Arg     string            // its record tokens; in a State while seats deploy: the receiver's own deployment sent before its turn (not in its View yet)
	Code    string            // an error code
	Seat    string            // the seat this is about (the receiver's own in State)
	Phase   string            // what the game waits for: deploy bid pick move draw takeback over
	Seats   map[string]string // seat → person|computer|free, with " away" when its person is gone
	Turn    string            // the seats that must decide now (letters; "" when over)
	View    string            // the seat's view: what `referee view SEAT` prints
	Result  string            // the result line's value: ongoing, draw agreed, S flag, …
	History string            // the record as the seat may see it: in the first state a connection gets, after a take back, and at the end
	Last    string            // in the other states: the tokens played since the connection's previous state (History goes on with them)
	Ply     int               // tokens played so far
	Moves   string            // to the seat that must act: its legal actions (or bids), space-separated
	Err     string            // a refusal, in words
	Text    string            // news in words (an offer, a take back asked), or the room's link
	News    string            // in a State: the news as a code and its seat ("draw S", news.go), for the client to say in its language
	Count   string            // in Counted: the seat's Count pieces, one line a counted seat (seatview.FormatCounts)
	Hints   string            // in Create and State: HintsOn when the room allows hints
	Undo    string            // in State: UndoOK when the seat may ask now to take back its last move
}

// Fields are Msg's members for minijson.
func (m *Msg) Fields(c minijson.Codec) {
	c.Int("v", &m.V)
	c.String("t", &m.T)
	c.StringOmit("id", &m.ID)
	c.StringMapOmit("tags", &m.Tags)
	c.StringMapOmit("players", &m.Players)
	c.IntOmit("away", &m.Away)
	c.StringOmit("awayDo", &m.AwayDo)
	c.StringOmit("level", &m.Level)
	c.StringOmit("token", &m.Token)
	c.StringOmit("act", &m.Act)
	c.StringOmit("arg", &m.Arg)
	c.StringOmit("code", &m.Code)
	c.StringOmit("seat", &m.Seat)
	c.StringOmit("phase", &m.Phase)
	c.StringMapOmit("seats", &m.Seats)
	c.StringOmit("turn", &m.Turn)
	c.StringOmit("view", &m.View)
	c.StringOmit("result", &m.Result)
	c.StringOmit("history", &m.History)
	c.StringOmit("last", &m.Last)
	c.IntOmit("ply", &m.Ply)
	c.StringOmit("moves", &m.Moves)
	c.StringOmit("err", &m.Err)
	c.StringOmit("text", &m.Text)
	c.StringOmit("news", &m.News)
	c.StringOmit("count", &m.Count)
	c.StringOmit("hints", &m.Hints)
	c.StringOmit("undo", &m.Undo)
}

// Encode writes m (its V set to Version).
func Encode(m Msg) []byte {
	m.V = Version
	return minijson.Encode(m.Fields)
}

// ErrTooBig is a message over MaxSize.
var ErrTooBig = errors.New("the message is too long")

var types = map[string]bool{Create: true, Created: true, Join: true, Joined: true, Resume: true,
	Act: true, Ping: true, Pong: true, State: true, Error: true, Count: true, Counted: true, Hint: true, Hinted: true}

// Decode reads one message from a client: at most MaxSize bytes, this Version, a known
// type, strings of at most MaxString bytes of UTF-8, maps of at most MaxEntries members.
// Members it does not know are passed over (a newer client's extras). It never panics.
func Decode(data []byte) (Msg, error) {
	return decode(data, MaxSize, MaxString)
}

// DecodeServer reads one message from the server: views and histories may be longer.
func DecodeServer(data []byte) (Msg, error) {
	return decode(data, 1<<20, 1<<20)
}

func decode(data []byte, maxSize, maxString int) (m Msg, err error) {
	if len(data) > maxSize {
		return Msg{}, ErrTooBig
	}
	defer func() {
		if p := recover(); p != nil { // the codec must not panic; if it does, the message is bad
			m, err = Msg{}, errors.New("not a message")
		}
	}()
	if err := minijson.Decode(data, false, m.Fields); err != nil {
		return Msg{}, fmt.Errorf("not a message: %v", err)
	}
	if m.V != Version {
		return Msg{}, fmt.Errorf("protocol version %d: this server speaks %d", m.V, Version)
	}
	if !types[m.T] {
		return Msg{}, fmt.Errorf("unknown message type %q", clip(m.T))
	}
	for _, s := range []string{m.ID, m.AwayDo, m.Level, m.Token, m.Act, m.Arg, m.Code, m.Seat, m.Phase,
		m.Turn, m.View, m.Result, m.History, m.Last, m.Moves, m.Err, m.Text, m.News, m.Count, m.Hints, m.Undo} {
		if err := checkString(s, maxString); err != nil {
			return Msg{}, err
		}
	}
	for _, mp := range []map[string]string{m.Tags, m.Players, m.Seats} {
		if len(mp) > MaxEntries {
			return Msg{}, fmt.Errorf("a map of %d members: at most %d", len(mp), MaxEntries)
		}
		for k, v := range mp {
			if err := checkString(k, maxString); err != nil {
				return Msg{}, err
			}
			if err := checkString(v, maxString); err != nil {
				return Msg{}, err
			}
		}
	}
	if m.Away < 0 {
		return Msg{}, errors.New("a negative away limit")
	}
	return m, nil
}

func checkString(s string, max int) error {
	if len(s) > max {
		return fmt.Errorf("a text of %d bytes: at most %d", len(s), max)
	}
	if !utf8.ValidString(s) {
		return errors.New("a text that is not UTF-8")
	}
	return nil
}

// clip keeps an echoed value short.
func clip(s string) string {
	if len(s) > 32 {
		s = s[:32] + "…"
	}
	if !utf8.ValidString(s) {
		return "?"
	}
	return s
}

// Keys are a map's keys, sorted: seat maps are walked in one order.
func Keys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
