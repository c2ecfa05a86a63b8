package onlinescreen_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/drafts"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// The seat's private work not yet sent is kept on the device per room and seat and found
// again after a reload (a new page: a new door, client and room screen on the same
// store); it is never sent to the server before the seat sends it, and it is dropped once
// sent or at the end. A draft that does not fit is ignored.

const draftKey = "online-draft-QW2ER3-S"

// reload opens the room again as a reloaded page does: a new door and client, the store
// (the seat's token, its drafts) kept.
func reload(t *testing.T, a *gametest.App, srv *server) *onlinescreen.Room {
	t.Helper()
	a.Shared().Online = onlinescreen.NewDoor("ws://127.0.0.1:8080/ws", srv.dial)
	a.SetScene(a.Shared().Online.Join(a.Shared(), "QW2ER3", nil))
	settle(a)
	return a.Scene().(*onlinescreen.Room)
}

// noDraft fails unless the seat's draft is gone from the store.
func noDraft(t *testing.T, a *gametest.App, when string) {
	t.Helper()
	if b, err := a.Store.Load(draftKey); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("%s: the draft is still kept: %q %v", when, b, err)
	}
}

// neverSent fails if a message to the server carried the work before the seat sent it.
func neverSent(t *testing.T, srv *server, work string) {
	t.Helper()
	for _, m := range srv.sent {
		if m.Arg == work || strings.Contains(string(proto.Encode(m)), work) {
			t.Fatalf("the draft went to the server: %+v", m)
		}
	}
}

// keptOverReload reloads the room, has the server say st again and fails unless the
// set-up shown is want, never sent; it returns the reloaded room.
func keptOverReload(t *testing.T, a *gametest.App, srv *server, st proto.Msg, want string) *onlinescreen.Room {
	t.Helper()
	room := reload(t, a, srv)
	srv.say(st)
	settle(a)
	if got := room.Deployment(); got != want {
		t.Fatalf("after a reload the set-up is\n%s\nwant the one arranged\n%s", got, want)
	}
	neverSent(t, srv, want)
	return room
}

// swapOnce swaps the piece on from with one of tos by taps (the first the rules allow).
func swapOnce(t *testing.T, a *gametest.App, room *onlinescreen.Room, from string, tos ...string) {
	t.Helper()
	before := room.Deployment()
	for _, q := range tos {
		a.Tap(input.Touch, from)
		a.Tap(input.Touch, q)
		settle(a)
		if room.Deployment() != before {
			return
		}
	}
	t.Fatalf("no swap of %s was taken", from)
}

func TestDraftJunqiDeployment(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	deploy := proto.Msg{T: proto.State, ID: "QW2ER3", Seat: "S", Phase: "deploy", Turn: "SN", History: tags,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "person"}}
	srv.say(deploy)
	settle(a)
	swapOnce(t, a, room, "a1", "b2", "c2", "d2", "a2", "e2", "a3")
	swapOnce(t, a, room, "e1", "d2", "c2", "b2", "e2", "a2", "e3")
	arranged := room.Deployment()
	room = reload(t, a, srv)
	srv.say(deploy)
	settle(a)
	if got := room.Deployment(); got != arranged {
		t.Fatalf("after a reload the deployment is\n%s\nwant the one arranged\n%s", got, arranged)
	}
	neverSent(t, srv, arranged)
	// A swap after the reload is kept too; Ready sends it and drops the draft.
	swapOnce(t, a, room, "a1", "b2", "c2", "d2", "a2", "e2", "a3")
	again := room.Deployment()
	room = reload(t, a, srv)
	srv.say(deploy)
	settle(a)
	if room.Deployment() != again {
		t.Fatalf("a second reload lost the swap made after the first")
	}
	a.Tap(input.Touch, "button:ready")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActDeploy || act.Arg != again {
		t.Fatalf("sent %+v, want the deployment arranged", act)
	}
	noDraft(t, a, "after Ready")
	// A corrupt draft, or one of another kind, is ignored (a new layout) and dropped.
	for _, bad := range []string{"garbage\x00", drafts.Draft{Kind: drafts.Deploy, Seat: "S", Data: "a1=S9"}.String(),
		drafts.Draft{Kind: drafts.Turn, Seat: "S", Data: again}.String()} {
		a.Store.Save(draftKey, []byte(bad))
		room = reload(t, a, srv)
		srv.say(deploy)
		settle(a)
		if d := room.Deployment(); d == "" || d == again { // again: only the turn's data could give it
			t.Fatalf("draft %q: the deployment is %q", bad, d)
		}
		if _, err := junqi.LayoutFromPlacements(junqi.TwoPlayer, junqi.South, room.Deployment()); err != nil {
			t.Fatalf("draft %q: the layout is not legal: %v", bad, err)
		}
		b, _ := a.Store.Load(draftKey)
		if string(b) == bad {
			t.Errorf("draft %q is kept as it was", bad)
		}
	}
	// The end drops it.
	m := playing(t)
	over := moveState(t, m, "S")
	over.Phase, over.Turn, over.Moves, over.History = "over", "", "", tags
	srv.say(over)
	settle(a)
	noDraft(t, a, "at the end")
}

func TestDraftSandayiPick(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{}
	room := openSandayi(t, a, srv)
	m := sandayiHand(t)
	for _, v := range []int{2, junqi.Pass, junqi.Pass, junqi.Pass} {
		if err := m.Bid(v); err != nil {
			t.Fatal(err)
		}
	}
	pick := sandayiState(t, m, "S", "pick", "S")
	srv.say(pick)
	settle(a)
	first := room.Chosen()
	// one chosen piece off, an unchosen one of another rank on: 19, not the first pick
	pool := m.Hand().Pool()
	tap := func(i int) int {
		a.Tap(input.Touch, "pool:"+strconv.Itoa(i))
		settle(a)
		return len(room.Chosen())
	}
	off := -1
	for i := range pool {
		if tap(i) == 18 {
			off = i
			break
		}
		tap(i) // a 20th stays off: nothing changed
	}
	for j := range pool {
		if off < 0 || j == off || pool[j] == pool[off] {
			continue
		}
		if tap(j) == 19 {
			break
		}
		tap(j) // it was chosen: back on
	}
	chosen := room.Chosen()
	if len(chosen) != 19 || chosen == first {
		t.Fatalf("the pick could not be changed by taps: %q (first %q)", chosen, first)
	}
	room = reload(t, a, srv)
	srv.say(pick)
	settle(a)
	if got := room.Chosen(); got != chosen {
		t.Fatalf("after a reload the pick is %q, want %q (the computer's was %q)", got, chosen, first)
	}
	neverSent(t, srv, chosen)
	// Taken down to 18 and reloaded: still 18.
	for i := range pool {
		if tap(i) == 18 {
			break
		}
		tap(i)
	}
	eighteen := room.Chosen()
	room = reload(t, a, srv)
	srv.say(pick)
	settle(a)
	if room.Chosen() != eighteen {
		t.Fatalf("after a reload the pick of 18 is %q, want %q", room.Chosen(), eighteen)
	}
	a.Tap(input.Touch, "button:random")
	settle(a)
	a.Tap(input.Touch, "button:done")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActPick || act.Arg != room.Chosen() {
		t.Fatalf("sent %+v, want the pick", act)
	}
	noDraft(t, a, "after Done")
	// A pick of another pool (a new deal) is not taken.
	a.Store.Save(draftKey, []byte(drafts.Draft{Kind: drafts.Pick, Seat: "S", Of: "99999999999999999999999", Data: "0 1 2"}.String()))
	room = reload(t, a, srv)
	srv.say(pick)
	settle(a)
	if room.Chosen() != first {
		t.Fatalf("a draft of another pool gave the pick %q, want the computer's %q", room.Chosen(), first)
	}
}

func TestDraftNapoleon(t *testing.T) {
	a, srv, room, g := napSettingUp(t)
	p, q := twoKinds(mustPos(t, g, room.Deployment()))
	a.Tap(input.Touch, p)
	a.Tap(input.Touch, q)
	settle(a)
	arranged := room.Deployment()
	room = keptOverReload(t, a, srv, napDeploy("S"), arranged)
	a.Tap(input.Touch, "button:ready")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActDeploy || act.Arg != arranged {
		t.Fatalf("sent %+v, want the set-up arranged", act)
	}
	noDraft(t, a, "after Ready")

	// A turn being built: a move and a cannon turned, then a reload.
	m := napMatch(t, 9)
	srv.say(napState(t, m, "S"))
	settle(a)
	tok, st := "", m.State()
	for _, mt := range m.Moves() {
		mv, _ := napoleon.ParseMove(g.Cfg.Board, mt)
		if st.At(mv.From).Kind() != napoleon.Cannon && !mv.IsPush() {
			tok = mt
			break
		}
	}
	mv, _ := napoleon.ParseMove(g.Cfg.Board, tok)
	a.Tap(input.Touch, mv.From.String())
	a.Tap(input.Touch, mv.To.String())
	settle(a)
	cannon, face := turnSouthCannon(a, st)
	want := tok + " " + cannon.String() + ">" + face.String()
	if room.NapoleonTurn() != want {
		t.Fatalf("the turn built is %q, want %q", room.NapoleonTurn(), want)
	}
	room = reload(t, a, srv)
	srv.say(napState(t, m, "S"))
	settle(a)
	if got := room.NapoleonTurn(); got != want {
		t.Fatalf("after a reload the turn is %q, want %q", got, want)
	}
	if !a.Visible("button:endturn") || !a.Visible("button:undo") {
		t.Fatal("the resumed turn offers no End turn or Undo")
	}
	neverSent(t, srv, want)
	// Undo, then a reload: nothing built.
	a.Tap(input.Touch, "button:undo")
	settle(a)
	noDraft(t, a, "after Undo")
	room = reload(t, a, srv)
	srv.say(napState(t, m, "S"))
	settle(a)
	if room.NapoleonTurn() != "" {
		t.Fatalf("after Undo and a reload the turn is %q", room.NapoleonTurn())
	}
	// Built again and sent: dropped.
	a.Tap(input.Touch, mv.From.String())
	a.Tap(input.Touch, mv.To.String())
	settle(a)
	if _, err := a.Store.Load(draftKey); err != nil {
		t.Fatalf("the turn built is not kept: %v", err)
	}
	a.Tap(input.Touch, "button:endturn")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActMove || act.Arg != tok {
		t.Fatalf("sent %+v, want %q", act, tok)
	}
	noDraft(t, a, "after End turn")
	// A turn kept for an earlier ply is not resumed in a later one.
	if err := m.Play(tok); err != nil {
		t.Fatal(err)
	}
	if err := m.Play(m.Moves()[0]); err != nil {
		t.Fatal(err)
	}
	stale := drafts.Draft{Kind: drafts.Turn, Seat: "S", Ply: 0, Data: want}
	a.Store.Save(draftKey, []byte(stale.String()))
	room = reload(t, a, srv)
	srv.say(napState(t, m, "S"))
	settle(a)
	if room.NapoleonTurn() != "" {
		t.Fatalf("a turn of ply 0 resumed at ply %d: %q", m.NumTokens(), room.NapoleonTurn())
	}
	noDraft(t, a, "a stale turn")
}
