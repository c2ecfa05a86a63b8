//go:build !js

// Package room is the server's rooms: who sits at which seat (a person with a secret
// token, or the computer at a level), the game (package table), the computer's turns,
// seats away too long, take back by agreement, and the state each seat is sent — only
// what `referee view SEAT` shows it, and the record as it may see it.
package room

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
)

// Conn is a client's connection as a room sees it. Send must not block: a connection
// queues or drops.
type Conn interface {
	Send(m proto.Msg)
}

// Refusal is an error a client is told: a proto error code and a sentence.
type Refusal struct{ Code, Text string }

func (r *Refusal) Error() string { return r.Text }

func refuse(code, format string, args ...any) error {
	return &Refusal{Code: code, Text: fmt.Sprintf(format, args...)}
}

// Person is a seat's Who when a person plays it; otherwise Who is a computer level.
const Person = "person"

// seat is one seat of a room.
type seat struct {
	Letter  string
	Who     string // Person or a level
	Hash    string // sha256 of its person's token, hex; "" while free
	Away    bool   // its person has been gone too long: the computer plays it
	Forfeit bool   // … and it resigns when it is to move (the room's AwayDo)
	Gone    time.Time
	conn    Conn
	sent    int // the ply of the last state sent on conn; -1: none yet (the next one holds the whole history)
}

func (s *seat) computer() bool { return s.Who != Person || s.Away }

// undoAsk is a take-back request waiting for answers.
type undoAsk struct {
	By   string
	Wait []string // the persons still to agree
}

// Room is one game and its seats.
type Room struct {
	ID  string
	hub *Hub

	mu       sync.Mutex
	tags     map[string]string
	away     time.Duration
	awayDo   string
	level    string
	game     *table.Game
	seats    []*seat
	undo     *undoAsk
	queued   map[string]string  // deployments sent before the seat's turn
	thinking string             // the computer decision under way (its key)
	gen      int                // changes so far: a computer's answer for an older state is dropped
	flipped  bool               // 翻棋's first flip has seated each person on its colour
	news     string             // a proto News member ("draw S"); a room stored before News kept a sentence
	counts   map[string]counted // each seat's last Count pieces (count.go), not stored
	hints    bool               // the room gives hints (hint.go)
	hinting  map[string]int     // the hints under way: seat → the change they were asked at
	hinted   map[string]counted // each seat's last hint, not stored
	created  time.Time
	touched  time.Time
	ended    time.Time
}

// Settings of a new room, read from a Create message.
func settings(m proto.Msg) (away time.Duration, awayDo, level string, err error) {
	away = 120 * time.Second
	if m.Away > 0 {
		if m.Away > 7*24*3600 {
			return 0, "", "", refuse(proto.CodeBadGame, "away limit %d s: at most a week", m.Away)
		}
		away = time.Duration(m.Away) * time.Second
	}
	awayDo = proto.AwayComputer
	switch m.AwayDo {
	case "", proto.AwayComputer:
	case proto.AwayForfeit:
		awayDo = proto.AwayForfeit
	default:
		return 0, "", "", refuse(proto.CodeBadGame, "away: %s or %s", proto.AwayComputer, proto.AwayForfeit)
	}
	level = "normal"
	if m.Level != "" {
		if !validLevel(m.Level) {
			return 0, "", "", refuse(proto.CodeBadGame, "unknown level %q", clip(m.Level))
		}
		level = m.Level
	}
	return away, awayDo, level, nil
}

func newRoom(h *Hub, id string, m proto.Msg, seed uint64) (*Room, error) {
	away, awayDo, level, err := settings(m)
	if err != nil {
		return nil, err
	}
	g, err := table.New(m.Tags, seed)
	if err != nil {
		return nil, refuse(proto.CodeBadGame, "%s", oneLine(err.Error()))
	}
	r := &Room{ID: id, hub: h, tags: m.Tags, away: away, awayDo: awayDo, level: level, game: g,
		queued: map[string]string{}, created: h.now(), touched: h.now(), hints: m.Hints == proto.HintsOn}
	if m.Hints != "" && m.Hints != proto.HintsOn {
		return nil, refuse(proto.CodeBadGame, "hints: %q or nothing", proto.HintsOn)
	}
	people := 0
	for _, x := range g.Seats() {
		who := m.Players[x]
		switch {
		case who == "" || who == Person:
			who = Person
			people++
		case !validLevel(who):
			return nil, refuse(proto.CodeBadGame, "seat %s: a person or a level, not %q", x, clip(who))
		}
		r.seats = append(r.seats, &seat{Letter: x, Who: who})
	}
	for x := range m.Players {
		if !slices.Contains(g.Seats(), x) {
			return nil, refuse(proto.CodeBadGame, "%q is not a seat of this game (%s)", clip(x), strings.Join(g.Seats(), " "))
		}
	}
	if people == 0 {
		return nil, refuse(proto.CodeBadGame, "a room needs a person")
	}
	return r, nil
}

func (r *Room) seatOf(letter string) *seat {
	for _, s := range r.seats {
		if s.Letter == letter {
			return s
		}
	}
	return nil
}

// byToken is the seat the token opens, nil for none (compared in constant time).
func (r *Room) byToken(token string) *seat {
	h := hashToken(token)
	var found *seat
	for _, s := range r.seats {
		if s.Hash != "" && subtle.ConstantTimeCompare([]byte(s.Hash), []byte(h)) == 1 {
			found = s
		}
	}
	return found
}

func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// newToken is 128 random bits, hex.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Join gives c a free person's seat (want, or the first free one) and its token.
func (r *Room) Join(c Conn, want string) (letter, token string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var s *seat
	if want != "" {
		s = r.seatOf(want)
		if s == nil || s.Who != Person {
			return "", "", refuse(proto.CodeSeat, "%q is not a person's seat of this room", clip(want))
		}
		if s.Hash != "" {
			return "", "", refuse(proto.CodeSeat, "seat %s is taken", s.Letter)
		}
	} else {
		for _, x := range r.seats {
			if x.Who == Person && x.Hash == "" {
				s = x
				break
			}
		}
		if s == nil {
			return "", "", refuse(proto.CodeFull, "every seat of this room is taken")
		}
	}
	token = newToken()
	s.Hash, s.conn, s.Gone, s.Away, s.sent = hashToken(token), c, time.Time{}, false, -1
	r.news = proto.MakeNews(proto.NewsJoined, s.Letter)
	c.Send(proto.Msg{T: proto.Joined, ID: r.ID, Seat: s.Letter, Token: token})
	r.changed()
	return s.Letter, token, nil
}

// Resume puts c back on the seat token opens (a reconnect); a connection still on it is
// dropped from it.
func (r *Room) Resume(c Conn, token string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := r.byToken(token)
	if s == nil {
		return "", refuse(proto.CodeToken, "this token opens no seat of this room")
	}
	if old := s.conn; old != nil && old != c {
		old.Send(proto.Msg{T: proto.Error, Code: proto.CodeToken, Err: "this seat was opened on another connection"})
	}
	s.conn, s.Gone, s.sent = c, time.Time{}, -1
	c.Send(proto.Msg{T: proto.Joined, ID: r.ID, Seat: s.Letter})
	if s.Away {
		s.Away, s.Forfeit = false, false
		r.news = proto.MakeNews(proto.NewsBack, s.Letter)
	}
	r.changed()
	return s.Letter, nil
}

// Leave notes that c is gone: its seat's away time starts.
func (r *Room) Leave(c Conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, s := range r.seats {
		if s.conn == c {
			s.conn, s.Gone = nil, r.hub.now()
		}
	}
}

// SeatOf is the seat token opens ("" for none).
func (r *Room) SeatOf(token string) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.byToken(token); s != nil {
		return s.Letter
	}
	return ""
}

// seatOn is the seat token opens, if it is open on c (a seat answers only the connection
// it was joined or resumed on).
func (r *Room) seatOn(c Conn, token string) (*seat, error) {
	s := r.byToken(token)
	if s == nil {
		return nil, refuse(proto.CodeToken, "this token opens no seat of this room")
	}
	if s.conn != c {
		return nil, refuse(proto.CodeToken, "seat %s is open on another connection: resume it here first", s.Letter)
	}
	return s, nil
}

// Act is one decision of the seat token opens, from c (the connection the seat is open on).
func (r *Room) Act(c Conn, token, act, arg string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, err := r.seatOn(c, token)
	if err != nil {
		return err
	}
	if err := r.act(s, act, strings.TrimSpace(arg)); err != nil {
		return err
	}
	r.touched = r.hub.now()
	r.changed()
	return nil
}

func (r *Room) act(s *seat, act, arg string) error {
	g := r.game
	tn := g.Turn()
	if tn.What == "" {
		return refuse(proto.CodeNotYours, "the game is over")
	}
	mine := tn.Seat == s.Letter
	decide := func(tokens string) error {
		if err := g.Decide(s.Letter, tokens); err != nil {
			return refuse(proto.CodeIllegal, "%s", oneLine(err.Error()))
		}
		r.undo = nil
		return nil
	}
	switch act {
	case proto.ActDeploy:
		if tn.What != proto.ActDeploy {
			return refuse(proto.CodeNotYours, "no deployment now (%s)", tn.What)
		}
		if mine {
			r.news = ""
			return decide(arg)
		}
		seats := g.Seats()
		if slices.Index(seats, s.Letter) < slices.Index(seats, tn.Seat) {
			return refuse(proto.CodeNotYours, "%s has deployed already", s.Letter)
		}
		if arg == "" {
			return refuse(proto.CodeIllegal, "an empty deployment")
		}
		r.queued[s.Letter] = arg // checked when its turn to deploy comes
		return nil
	case proto.ActMove, proto.ActResign, proto.ActDraw:
		if !mine || tn.What != proto.ActMove {
			return refuse(proto.CodeNotYours, "not %s's move", s.Letter)
		}
		r.news = ""
		switch act {
		case proto.ActResign:
			r.news = proto.MakeNews(proto.NewsResign, s.Letter)
			return decide("resign")
		case proto.ActDraw:
			r.news = proto.MakeNews(proto.NewsDraw, s.Letter)
			return decide("draw")
		}
		if arg == "" {
			return refuse(proto.CodeIllegal, "a move names its points")
		}
		return decide(arg)
	case proto.ActBid, proto.ActPick:
		if !mine || tn.What != act {
			return refuse(proto.CodeNotYours, "not %s's %s", s.Letter, act)
		}
		r.news = ""
		return decide(arg)
	case proto.ActTakeBack:
		if r.undo != nil {
			return refuse(proto.CodeNotYours, "a take back is asked already")
		}
		if _, err := g.TakeBackCut(s.Letter); err != nil {
			return refuse(proto.CodeIllegal, "%s", oneLine(err.Error()))
		}
		u := &undoAsk{By: s.Letter}
		for _, x := range r.seats {
			if x != s && !x.computer() {
				u.Wait = append(u.Wait, x.Letter)
			}
		}
		if len(u.Wait) == 0 {
			return r.takeBack(s.Letter)
		}
		r.undo, r.news = u, proto.MakeNews(proto.NewsTakeBack, s.Letter)
		return nil
	case proto.ActAccept, proto.ActDecline:
		if u := r.undo; u != nil && slices.Contains(u.Wait, s.Letter) {
			if act == proto.ActDecline {
				r.undo, r.news = nil, proto.MakeNews(proto.NewsRefuseBack, s.Letter)
				return nil
			}
			u.Wait = slices.DeleteFunc(u.Wait, func(x string) bool { return x == s.Letter })
			if len(u.Wait) == 0 {
				r.undo = nil
				return r.takeBack(u.By)
			}
			return nil
		}
		if !mine || tn.What != proto.ActDraw {
			return refuse(proto.CodeNotYours, "nothing for %s to answer", s.Letter)
		}
		if act == proto.ActDecline {
			r.news = proto.MakeNews(proto.NewsDeclineDraw, s.Letter)
		}
		return decide(act)
	}
	return refuse(proto.CodeMalformed, "unknown act %q", clip(act))
}

func (r *Room) takeBack(by string) error {
	if err := r.game.TakeBack(by); err != nil {
		return refuse(proto.CodeIllegal, "%s", oneLine(err.Error()))
	}
	r.news = proto.MakeNews(proto.NewsTookBack, by)
	return nil
}

// changed goes on after a change: a queued deployment, a forfeit, the computer's turn;
// then every seat is sent its state and the room is stored. The lock is held.
func (r *Room) changed() {
	r.gen++
	r.followColours()
	for i := 0; i < 16; i++ {
		tn := r.game.Turn()
		if tn.What == "" {
			break
		}
		s := r.seatOf(tn.Seat)
		if q, ok := r.queued[tn.Seat]; ok && tn.What == proto.ActDeploy {
			delete(r.queued, tn.Seat)
			if err := r.game.Decide(tn.Seat, q); err != nil && s.conn != nil {
				s.conn.Send(proto.Msg{T: proto.Error, ID: r.ID, Code: proto.CodeIllegal, Err: oneLine(err.Error())})
			}
			continue
		}
		if s != nil && s.Forfeit && tn.What == proto.ActMove {
			if r.game.Decide(tn.Seat, "resign") == nil {
				r.news = proto.MakeNews(proto.NewsForfeit, tn.Seat)
				continue
			}
		}
		if s != nil && s.computer() && r.undo == nil {
			r.think(s, tn)
		}
		break
	}
	if r.game.Over() && r.ended.IsZero() {
		r.ended = r.hub.now()
	}
	r.broadcast()
	r.hub.save(r)
}

// followColours seats every person of a 翻棋 game on its colour once the first flip has
// told them: the first player takes the colour it turned up, the others the colours in the
// same rotation as their seats (as junqiplay does at one device). Tokens go with their people.
func (r *Room) followColours() {
	if r.flipped {
		return
	}
	colour := r.game.FlipColour()
	if colour == "" {
		return
	}
	r.flipped = true
	order := r.game.Seats()
	n := len(order)
	k := (slices.Index(order, colour) - 0 + n) % n // the first player is order[0]
	if k == 0 {
		return
	}
	moved := make([]seat, n)
	for i, x := range order {
		moved[(i+k)%n] = *r.seatOf(x)
	}
	for i, x := range order {
		s := r.seatOf(x)
		*s = moved[i]
		s.Letter = x
	}
}

// think starts the computer's decision for s, once per state.
func (r *Room) think(s *seat, tn table.Turn) {
	key := fmt.Sprint(tn.Seat, " ", tn.What, " ", r.gen)
	if r.thinking != "" {
		return // one at a time; the answer's arrival calls changed again
	}
	level := s.Who
	if s.Who == Person {
		level = r.level
	}
	if !r.hub.startWork() {
		return
	}
	job := r.game.ComputerJob(tn.Seat, level)
	r.thinking = key
	gen := r.gen
	go func() {
		defer r.hub.work.Done()
		r.hub.think <- struct{}{}
		ans, err := job()
		<-r.hub.think
		r.mu.Lock()
		defer r.mu.Unlock()
		r.thinking = ""
		if gen != r.gen || r.game.Turn() != tn {
			r.changed() // the game moved on meanwhile: decide afresh
			return
		}
		if err == nil {
			err = r.game.Decide(tn.Seat, ans)
		}
		if err != nil {
			// a player that failed must not stall the room: the random player's choice
			if ans, err = r.game.Computer(tn.Seat, "random"); err == nil {
				err = r.game.Decide(tn.Seat, ans)
			}
			if err != nil {
				r.hub.logf("room %s: the computer at %s cannot decide: %v", r.ID, tn.Seat, err)
				return
			}
		}
		r.touched = r.hub.now()
		r.changed()
	}()
}

// Seats are the seats' states for the clients: person, computer or free, " away" added
// when the person has gone.
func (r *Room) seatMap() map[string]string {
	out := map[string]string{}
	for _, s := range r.seats {
		v := Person
		switch {
		case s.Who != Person:
			v = "computer"
		case s.Hash == "":
			v = "free"
		}
		if s.Who == Person && s.Hash != "" && s.conn == nil {
			v += " away"
		}
		out[s.Letter] = v
	}
	return out
}

// stateFor is seat s's state: its own view and history, nothing of another seat's.
func (r *Room) stateFor(s *seat) proto.Msg {
	g := r.game
	tn := g.Turn()
	view, err := g.View(s.Letter)
	if err != nil {
		view = ""
	}
	ply := g.Ply()
	m := proto.Msg{T: proto.State, ID: r.ID, Seat: s.Letter, Phase: tn.What, Turn: tn.Seat, Seats: r.seatMap(),
		View: view, Result: g.Result(), Ply: ply, Text: proto.NewsText(r.news)}
	if r.hints {
		m.Hints = proto.HintsOn
	}
	if _, _, ok := proto.ParseNews(r.news); ok {
		m.News = r.news // the code, for the client to say in its player's language
	}
	// the whole history once a connection, then only what was played since: the
	// connection is ordered, so the client's copy is whole
	if s.sent < 0 || ply < s.sent || tn.What == "" || ply == 0 {
		m.History = g.History(s.Letter)
	} else {
		m.Last = strings.Join(g.TokensSince(s.sent), " ")
	}
	s.sent = ply
	if tn.What == "" {
		m.Phase = "over"
	}
	if tn.What == proto.ActDeploy {
		seats := g.Seats()
		m.Turn = strings.Join(seats[slices.Index(seats, tn.Seat):], "")
		// a deployment sent before the seat's turn is not in its view yet: send it
		// back, so a client that reconnects shows it as sent and does not ask again
		m.Arg = r.queued[s.Letter]
	}
	if r.undo != nil {
		m.Phase, m.Turn = proto.ActTakeBack, strings.Join(r.undo.Wait, "")
	} else if tn.Seat == s.Letter && (tn.What == proto.ActMove || tn.What == proto.ActBid) {
		m.Moves = strings.Join(g.Moves(), " ")
	}
	if _, err := g.TakeBackCut(s.Letter); r.undo == nil && err == nil {
		m.Undo = proto.UndoOK // the client offers Take back only when it can be asked
	}
	return m
}

func (r *Room) broadcast() {
	for _, s := range r.seats {
		if s.conn != nil {
			s.conn.Send(r.stateFor(s))
		}
	}
}

// SendState sends the seat token opens its state now.
func (r *Room) SendState(token string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.byToken(token); s != nil && s.conn != nil {
		s.conn.Send(r.stateFor(s))
	}
}

// tick acts on seats away too long. The lock is not held.
func (r *Room) tick(now time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.game.Over() {
		return
	}
	changed := false
	for _, s := range r.seats {
		if s.Who == Person && s.Hash != "" && s.conn == nil && !s.Away && !s.Gone.IsZero() && now.Sub(s.Gone) >= r.away {
			s.Away, s.Forfeit = true, r.awayDo == proto.AwayForfeit
			r.news = proto.MakeNews(proto.NewsAway, s.Letter)
			if s.Forfeit {
				r.news = proto.MakeNews(proto.NewsAwayForfeit, s.Letter)
			}
			changed = true
		}
	}
	if changed {
		if r.undo != nil { // an away person no longer holds a take back up
			r.undo.Wait = slices.DeleteFunc(r.undo.Wait, func(x string) bool { return r.seatOf(x).computer() })
			if len(r.undo.Wait) == 0 {
				by := r.undo.By
				r.undo = nil
				r.takeBack(by)
			}
		}
		r.changed()
	}
}

// Game is the room's game, for tests: hold no lock across calls.
func (r *Room) Do(f func(g *table.Game)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	f(r.game)
}

func clip(s string) string {
	if len(s) > 24 {
		s = s[:24] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}

// oneLine keeps a rules core's refusal to one short line.
func oneLine(s string) string {
	s = strings.NewReplacer("\r", " ", "\n", " ").Replace(strings.TrimSpace(s))
	if len(s) > 300 {
		s = s[:300] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}
