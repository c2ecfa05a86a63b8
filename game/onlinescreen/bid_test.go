package onlinescreen_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/rules/junqi"
	"warboard/rules/record"
	"warboard/rules/referee"
)

// A 三打一 hand as the server holds it (rules/junqi's match), and the states it sends one
// seat: the seat's view only, the tags every seat may read, the legal bids or moves.

func sandayiHand(t *testing.T) *junqi.Match { return sandayiHandOf(t, junqi.HandRules{}) }

func sandayiHandOf(t *testing.T, rules junqi.HandRules) *junqi.Match {
	t.Helper()
	h, err := junqi.NewHand(rules, nil, rand.NewPCG(30, 13))
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.NewSandayiMatch(h, junqi.Dark, 70, false, false)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func sandayiState(t *testing.T, m *junqi.Match, seat, phase, turn string) proto.Msg {
	t.Helper()
	v, err := referee.View(m, seat)
	if err != nil {
		t.Fatal(err)
	}
	pub := &record.Record{}
	for _, tg := range m.Record().Tags {
		if tg.Name != "Deal" && tg.Name != "Pick" && tg.Name != "Position" {
			pub.SetTag(tg.Name, tg.Value)
		}
	}
	st := proto.Msg{T: proto.State, ID: "QW2ER3", Seat: seat, Phase: phase, Turn: turn, View: v, History: pub.String(),
		Seats: map[string]string{"S": "person", "E": "computer", "N": "computer", "W": "computer"}}
	if turn == seat && (phase == "bid" || phase == "move") {
		st.Moves = strings.Join(m.Moves(), " ")
	}
	return st
}

// openSandayi goes New game → Junqi → 三打一 (dark) → Play online → Make the room.
func openSandayi(t *testing.T, a *gametest.App, srv *server) *onlinescreen.Room {
	t.Helper()
	return openRoomOf(t, a, srv, "button:junqi", []string{"option:board:sandayi", "option:mode:dark"})
}

func lastAct(t *testing.T, srv *server) proto.Msg {
	t.Helper()
	acts := srv.acts()
	if len(acts) == 0 {
		t.Fatal("nothing sent")
	}
	return acts[len(acts)-1]
}

// TestSandayiRoomBidPickDeployPlay: South makes a 三打一 room, sees its own deal and the
// legal bids, bids 2 by a tap, becomes the landlord, finds the computer's pick ready,
// changes it by taps, sends it, deploys its 39 pieces (swaps stay legal) and moves.
func TestSandayiRoomBidPickDeployPlay(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[2].V)
	srv := &server{}
	room := openSandayi(t, a, srv)
	cr := srv.sent[0]
	if cr.T != proto.Create || cr.Tags["Variant"] != "sandayi" || cr.Tags["Board"] != "4p" || cr.Tags["Mode"] != "dark" || len(cr.Players) != 4 {
		t.Fatalf("the app sent %+v, want the create of a dark 三打一 room with four seats", cr)
	}
	m := sandayiHand(t)
	srv.say(sandayiState(t, m, "S", "bid", "S"))
	settle(a)
	for _, w := range []string{"1", "2", "3", "pass"} {
		if !a.Visible("bid:" + w) {
			t.Errorf("no button bid:%s while South bids", w)
		}
	}
	if got, want := room.ShownDeal(), "S:"+junqi.RankCodes(m.Hand().Deal[junqi.South][:]); got != want {
		t.Errorf("the deal shown is %q, want South's own %q", got, want)
	}
	if room.PoolShown() || a.Visible("button:done") {
		t.Error("the pool or a pick's Done while bidding")
	}
	a.Tap(input.Touch, "bid:2")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActBid || act.Arg != "2" {
		t.Fatalf("sent %+v, want bid 2", act)
	}
	if a.Visible("bid:3") {
		t.Error("the bids are still offered while South's is on its way")
	}
	for _, v := range []int{2, junqi.Pass, junqi.Pass, junqi.Pass} {
		if err := m.Bid(v); err != nil {
			t.Fatal(err)
		}
	}
	// The pick: the computer's 19 at first (元帅, 堡垒, 导弹 among them).
	srv.say(sandayiState(t, m, "S", "pick", "S"))
	settle(a)
	if !room.PoolShown() || !a.Visible("button:done") || !a.Visible("button:random") {
		t.Fatal("the landlord sees no pool, Done or Random pick")
	}
	first := room.Chosen()
	if len(first) != 19 || !strings.ContainsAny(first, "A") || !strings.Contains(first, "T") || !strings.Contains(first, "R") {
		t.Fatalf("the pick starts as %q", first)
	}
	pool := m.Hand().Pool()
	off := -1 // a chosen piece, tapped off: 18, and Done refuses without sending
	for i := range pool {
		a.Tap(input.Touch, "pool:"+strconv.Itoa(i))
		settle(a)
		if len(room.Chosen()) == 18 {
			off = i
			break
		}
	}
	if off < 0 {
		t.Fatal("no tap on the pool took a piece off the pick")
	}
	n := len(srv.acts())
	a.Tap(input.Touch, "button:done")
	settle(a)
	if len(srv.acts()) != n {
		t.Fatal("a pick of 18 was sent")
	}
	a.Tap(input.Touch, "button:random")
	settle(a)
	if len(room.Chosen()) != 19 {
		t.Fatalf("Random pick chose %q", room.Chosen())
	}
	a.Tap(input.Touch, "button:done")
	settle(a)
	act := lastAct(t, srv)
	pick, err := junqi.ParseRankCodes(act.Arg)
	if act.Act != proto.ActPick || err != nil || act.Arg != room.Chosen() {
		t.Fatalf("sent %+v (%v), want the pick %q", act, err, room.Chosen())
	}
	if err := m.TakePick(pick); err != nil {
		t.Fatalf("the pick sent is not the pool's: %v", err)
	}
	// The deployment: 39 pieces on the area and the centre; a swap by taps; Ready.
	srv.say(sandayiState(t, m, "S", "deploy", "SENW"))
	settle(a)
	if !a.Visible("button:ready") {
		t.Fatal("no Ready while the landlord deploys")
	}
	if a.Visible("button:layouts") { // an army of the hand's: no layout of the standard set fits
		t.Fatal("Layouts offered to 三打一's landlord")
	}
	dep := room.Deployment()
	if n := len(strings.Fields(dep)); n != 39 {
		t.Fatalf("the landlord places %d pieces: %s", n, dep)
	}
	if !strings.Contains(dep, "Cb2=") {
		t.Fatalf("nothing in the centre: %s", dep)
	}
	swapped := false
	for _, q := range []string{"Sb2", "Sc2", "Sd2", "Sa2", "Se2", "Sa3", "Sb3"} {
		a.Tap(input.Touch, "Sa1")
		a.Tap(input.Touch, q)
		settle(a)
		if room.Deployment() != dep {
			swapped = true
			break
		}
	}
	if !swapped {
		t.Fatal("no swap of Sa1 was taken")
	}
	a.Tap(input.Touch, "button:ready")
	settle(a)
	act = lastAct(t, srv)
	var deps [4]*junqi.Deployment
	d := parseDeployment(t, act.Arg)
	if act.Act != proto.ActDeploy {
		t.Fatalf("sent %+v, want deploy", act)
	}
	if err := m.Hand().CheckDeployment(junqi.South, &d); err != nil {
		t.Fatalf("the deployment sent is refused by the rules: %v", err)
	}
	deps[junqi.South] = &d
	for _, x := range []junqi.Seat{junqi.East, junqi.North, junqi.West} {
		dx, err := m.Hand().RandomDeployment(x, rand.NewPCG(uint64(x), 1))
		if err != nil {
			t.Fatal(err)
		}
		deps[x] = &dx
	}
	if err := m.StartPlay(deps); err != nil {
		t.Fatal(err)
	}
	// Play: the landlord moves first, by two taps.
	st := sandayiState(t, m, "S", "move", "S")
	st.Ply = 0
	srv.say(st)
	settle(a)
	moves := a.LegalMoves()
	if len(moves) == 0 {
		t.Fatal("no legal moves for the landlord in play")
	}
	tok := moves[0]
	i := strings.IndexAny(tok, "-x")
	a.Tap(input.Touch, tok[:i])
	a.Tap(input.Touch, tok[i+1:])
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActMove || act.Arg != tok {
		t.Fatalf("sent %+v, want the move %s", act, tok)
	}
}

// TestSandayiRoomKeepsSecrets: a farmer sees its own deal, not the pool nor the pick, and
// gets no buttons while another seat bids or the landlord picks.
func TestSandayiRoomKeepsSecrets(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{}
	room := openSandayi(t, a, srv)
	m := sandayiHand(t)
	if err := m.Bid(junqi.Pass); err != nil {
		t.Fatal(err)
	}
	srv.say(sandayiState(t, m, "S", "bid", "E"))
	settle(a)
	if a.Visible("bid:pass") || a.Visible("bid:1") {
		t.Fatal("South is offered bids on East's turn")
	}
	if err := m.Bid(3); err != nil {
		t.Fatal(err)
	}
	srv.say(sandayiState(t, m, "S", "pick", "E"))
	settle(a)
	if room.PoolShown() || a.Visible("button:done") || room.Chosen() != "" {
		t.Fatal("a farmer sees the pool or picks")
	}
	if got, want := room.ShownDeal(), "S:"+junqi.RankCodes(m.Hand().Deal[junqi.South][:]); got != want {
		t.Errorf("the farmer's deal shown is %q, want %q", got, want)
	}
	if err := m.RandomPick(rand.NewPCG(1, 2)); err != nil {
		t.Fatal(err)
	}
	srv.say(sandayiState(t, m, "S", "deploy", "SENW"))
	settle(a)
	dep := room.Deployment()
	if n := len(strings.Fields(dep)); n != 25 {
		t.Fatalf("a farmer places %d pieces: %s", n, dep)
	}
	d := parseDeployment(t, dep)
	if err := m.Hand().CheckDeployment(junqi.South, &d); err != nil {
		t.Fatalf("the farmer's deployment is refused by the rules: %v", err)
	}
	for _, r := range []junqi.Rank{junqi.Supreme, junqi.Fortress, junqi.Missile} {
		if slices.Contains(d[:], r) {
			t.Errorf("a farmer deploys %s", r.Name())
		}
	}
}

func parseDeployment(t *testing.T, list string) junqi.Deployment {
	t.Helper()
	var d junqi.Deployment
	b := junqi.BoardOf(junqi.FourCountry)
	pls, err := record.ParsePlacements(list)
	if err != nil {
		t.Fatal(err)
	}
	for _, pl := range pls {
		p, ok := b.PointByName(pl.Point)
		r, rok := junqi.RankOf(pl.Piece[0])
		if !ok || !rok || pl.Seat != 'S' {
			t.Fatalf("%v", pl)
		}
		d[p] = r
	}
	return d
}

// TestSandayiRoomShots draws the bidding, the pick and a farmer watching the pick at every
// shot size in the three languages, every button on screen.
func TestSandayiRoomShots(t *testing.T) {
	eachShot(t, func(a *gametest.App, shot func(name string, targets ...string)) {
		srv := &server{}
		room := openSandayi(t, a, srv)
		shoot := func(name string, buttons ...string) { t.Helper(); shot("sandayi-"+name, buttons...) }
		m := sandayiHand(t)
		if err := m.Bid(1); err != nil {
			t.Fatal(err)
		}
		st := sandayiState(t, m, "S", "bid", "S")
		st.View = strings.Replace(st.View, "bids S=1", "bids E=1", 1) // South bids second here
		st.Moves = "2 3 pass"
		srv.say(st)
		settle(a)
		shoot("bid", "bid:2", "bid:3", "bid:pass", "button:leave")
		for _, v := range []int{3} {
			if err := m.Bid(v); err != nil {
				t.Fatal(err)
			}
		}
		// E bid 3: a farmer watches; then, in another hand, South picks.
		srv.say(sandayiState(t, m, "S", "pick", "E"))
		settle(a)
		shoot("watch", "button:leave")
		m2 := sandayiHand(t)
		if err := m2.Bid(3); err != nil {
			t.Fatal(err)
		}
		srv.say(sandayiState(t, m2, "S", "pick", "S"))
		settle(a)
		if !room.PoolShown() {
			t.Fatal("no pool")
		}
		shoot("pick", "button:done", "button:random", "pool:0", "pool:22", "button:leave")
		a.Tap(input.Touch, "button:done")
		settle(a)
		if err := m2.TakePick(mustCodes(t, lastAct(t, srv).Arg)); err != nil {
			t.Fatal(err)
		}
		srv.say(sandayiState(t, m2, "S", "deploy", "SENW"))
		settle(a)
		shoot("deploy", "button:ready", "button:leave")
	})
}

func mustCodes(t *testing.T, s string) []junqi.Rank {
	t.Helper()
	rs, err := junqi.ParseRankCodes(s)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// TestSandayiRoomCallAndRedeal: in 叫地主 the seat is offered Call and Pass and told how the
// bidding goes; when everybody passes the room says the pieces were dealt again.
func TestSandayiRoomCallAndRedeal(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[4].V)
	srv := &server{}
	room := openSandayi(t, a, srv)
	p := a.Shared().Text
	m := sandayiHandOf(t, junqi.HandRules{Bidding: junqi.BidLandlord})
	st := sandayiState(t, m, "S", "bid", "S")
	srv.say(st)
	settle(a)
	if !a.Visible("bid:call") || !a.Visible("bid:pass") || a.Visible("bid:1") {
		t.Fatalf("叫地主 offers other words than call and pass (moves %q)", st.Moves)
	}
	if !slices.Contains(room.HandWords(), p.T(i18n.BiddingLandlordHelp)) {
		t.Errorf("the words %q do not say how 叫地主 goes", room.HandWords())
	}
	a.Tap(input.Touch, "bid:call")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActBid || act.Arg != "call" {
		t.Fatalf("sent %+v, want bid call", act)
	}
	// Three passes seen, then a fresh deal with no bids: a redeal, said until a bid comes.
	m = sandayiHand(t)
	for i := 0; i < 3; i++ {
		if err := m.Bid(junqi.Pass); err != nil {
			t.Fatal(err)
		}
	}
	srv.say(sandayiState(t, m, "S", "bid", "W"))
	settle(a)
	if slices.Contains(room.HandWords(), p.T(i18n.SandayiRedealt)) {
		t.Fatal("a redeal said before everybody passed")
	}
	srv.say(sandayiState(t, sandayiHand(t), "S", "bid", "S"))
	settle(a)
	if !slices.Contains(room.HandWords(), p.T(i18n.SandayiRedealt)) {
		t.Errorf("after four passes the words %q do not say the deal is new", room.HandWords())
	}
}
