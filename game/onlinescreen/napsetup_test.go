package onlinescreen_test

import (
	"slices"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/layouts"
	"warboard/game/napoleonparts"
	"warboard/game/online/napoleonview"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/widget"
	"warboard/rules/napoleon"
)

// sameSetUp fails unless the room's set-up holds exactly ps.
func sameSetUp(t *testing.T, what, got string, ps []napoleon.Placed) {
	t.Helper()
	g, w := strings.Fields(got), strings.Fields(napoleon.FormatPosition(ps))
	slices.Sort(g)
	slices.Sort(w)
	if !slices.Equal(g, w) {
		t.Fatalf("%s: the set-up is\n%s\nwant\n%s", what, got, strings.Join(w, " "))
	}
}

// layoutsButton is the room's Layouts button.
func layoutsButton(t *testing.T, a *gametest.App) *widget.Button {
	t.Helper()
	return layoutsButtonNamed(t, a, "button:layouts")
}

// layoutsButtonNamed is the room's button of that name.
func layoutsButtonNamed(t *testing.T, a *gametest.App, name string) *widget.Button {
	t.Helper()
	for _, b := range a.Scene().(*onlinescreen.Room).Buttons() {
		if b.Name == name {
			return b
		}
	}
	t.Fatalf("no %s while setting up", name)
	return nil
}

// An online Napoleon set-up offers the layouts a device does: a built-in set-up loaded
// (or its mirror image) becomes North's draft, turned to North's edge; it is kept over a
// reload and never sent before Ready; a layout saved there is the player's for the next
// room.
func TestNapoleonRoomLayouts(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[0].V)
	srv := &server{}
	openNapoleonRoom(t, a, srv)
	srv.say(napDeploy("N"))
	settle(a)
	if b := layoutsButton(t, a); b.Disabled {
		t.Fatal("Layouts is disabled on 8×8, which has built-in set-ups")
	}
	g, _ := napoleonview.GameOf(napTags)
	builtin := layouts.NapoleonBuiltins("8x8")[0]
	south, err := layouts.DecodeNapoleon(g.Cfg.Board, builtin.Text)
	if err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(builtin.ID, "load"), "online")
	room := a.Scene().(*onlinescreen.Room)
	sameSetUp(t, "the built-in loaded", room.Deployment(), layouts.NapoleonFor(g.Cfg.Board, south, napoleon.North))
	room = keptOverReload(t, a, srv, napDeploy("N"), room.Deployment())
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(builtin.ID, "mirror"), "online")
	mirrored := layouts.NapoleonFor(g.Cfg.Board, layouts.MirrorNapoleon(g.Cfg.Board, south), napoleon.North)
	sameSetUp(t, "the built-in mirrored", room.Deployment(), mirrored)
	// Saved from the room: kept as South's, for the next game on 8×8.
	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Napoleon, "8x8")
	if len(saved) != 1 {
		t.Fatalf("saved %+v", saved)
	}
	back, _ := layouts.DecodeNapoleon(g.Cfg.Board, saved[0].Text)
	sameSetUp(t, "the saved set-up turned back to North", room.Deployment(), layouts.NapoleonFor(g.Cfg.Board, back, napoleon.North))
	a.LayoutsDo("button:back", "online")
	a.GoTo("button:ready", "online")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActDeploy || act.Arg != room.Deployment() {
		t.Fatalf("sent %+v, want the set-up loaded", act)
	}
}

// A Waterloo seat gets the built-in set-ups turned to its own edge (East's here).
func TestNapoleonRoomLayoutsWaterloo(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[4].V)
	srv := &server{}
	openNapoleonRoom(t, a, srv)
	st := napDeploy("E")
	st.History, st.Turn = waterlooTags, "SENW"
	st.Seats = map[string]string{"S": "person", "E": "person", "N": "computer", "W": "computer"}
	srv.say(st)
	settle(a)
	g, _ := napoleonview.GameOf(waterlooTags)
	builtins := napoleonparts.Builtins(g.Cfg, g.Rule)
	if len(builtins) == 0 || layoutsButton(t, a).Disabled {
		t.Fatalf("Waterloo offers %d built-in set-ups, Layouts disabled %v", len(builtins), layoutsButton(t, a).Disabled)
	}
	south, _ := layouts.DecodeNapoleon(g.Cfg.Board, builtins[0].Text)
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(builtins[0].ID, "load"), "online")
	room := a.Scene().(*onlinescreen.Room)
	east := layouts.NapoleonFor(g.Cfg.Board, south, napoleon.East)
	sameSetUp(t, "East's built-in", room.Deployment(), east)
	for _, p := range east {
		if p.Piece.Seat() != napoleon.East || p.Sq.File() < g.Cfg.Board.W/2 {
			t.Fatalf("East's set-up has %s on %s", p.Piece, p.Sq)
		}
	}
}

// On a board no built-in set-up fits, with nothing saved, Layouts waits and the room says
// why; once a set-up of that board is saved (at a device, or another room) it opens.
func TestNapoleonRoomNoLayoutFits(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	st := napDeploy("S")
	st.History = "[Game \"napoleon\"]\n[Board \"16x8\"]\n"
	srv.say(st)
	settle(a)
	why := a.Shared().Text.T(i18n.OnlineNoLayouts)
	if !layoutsButton(t, a).Disabled || !slices.Contains(room.Words(), why) {
		t.Fatalf("Layouts disabled %v, the room says %q", layoutsButton(t, a).Disabled, room.Words())
	}
	a.Idle()
	a.TapAt(a.At("button:layouts"))
	settle(a)
	if a.Scene().Name() != "online" {
		t.Fatalf("a disabled Layouts opened %s", a.Scene().Name())
	}
	g, _ := napoleonview.GameOf(st.History)
	ps, _ := napoleon.ParsePositionOf(g.Cfg, room.Deployment())
	text, _ := layouts.DecodeNapoleon(g.Cfg.Board, napoleon.FormatPosition(ps))
	if _, err := gametest.SavedBook(t, a.Store).Add(a.Store, layouts.Entry{Name: "mine", Game: layouts.Napoleon,
		Board: "16x8", Text: layouts.NapoleonText(text)}); err != nil {
		t.Fatal(err)
	}
	room = reload(t, a, srv)
	srv.say(st)
	settle(a)
	if layoutsButton(t, a).Disabled || slices.Contains(room.Words(), why) {
		t.Fatalf("with a set-up saved Layouts is disabled %v, the room says %q", layoutsButton(t, a).Disabled, room.Words())
	}
}

// restMatch is an 8×8 match where South moved one piece in two turns in a row, North to
// move: it stands on the square returned, and rests at South's next turn.
func restMatch(t *testing.T) (*napoleon.Match, napoleon.Square) {
	t.Helper()
	m := napMatch(t, 3)
	b := m.Config().Board
	plain := func(from napoleon.Square) string { // a move of the piece on from (any: NoSquare) that takes nothing
		for _, tok := range m.Moves() {
			mv, _ := napoleon.ParseMove(b, tok)
			if !mv.Capture && !mv.IsPush() && (from == napoleon.NoSquare || mv.From == from) {
				return tok
			}
		}
		t.Fatalf("no plain move from %v in %v", from, m.Moves())
		return ""
	}
	at := napoleon.NoSquare
	for i := 0; i < 3; i++ {
		from := napoleon.NoSquare
		if i == 2 {
			from = at
		}
		tok := plain(from)
		if i != 1 {
			mv, _ := napoleon.ParseMove(b, tok)
			at = mv.To
		}
		if err := m.Play(tok); err != nil {
			t.Fatal(err)
		}
	}
	return m, at
}

// sayWithHistory tells seat the match as the server does in play: the history's tokens too.
func sayWithHistory(t *testing.T, a *gametest.App, srv *server, m *napoleon.Match, seat string) {
	t.Helper()
	st := napState(t, m, seat)
	st.History = napTags + "\n" + strings.Join(m.Tokens(), " ")
	srv.say(st)
	settle(a)
}

// In play the room says what the device's side panel says: the turn, the piece resting
// this turn (veiled on the board), and the seat's own piece that must rest next turn.
func TestNapoleonRoomTurnAndRest(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[4].V)
	srv := &server{}
	room := openNapoleonRoom(t, a, srv)
	m, at := restMatch(t)
	p := a.Shared().Text
	st := m.State()
	kind := st.At(at).Kind()
	sayWithHistory(t, a, srv, m, "S") // North to move: South's piece must rest next turn
	twice := napoleonparts.Rested(p, kind, false, at, false)
	if w := room.Words(); !slices.Contains(w, twice) || !strings.Contains(strings.Join(w, "\n"), p.T(i18n.TurnNumber, 4)) {
		t.Fatalf("South's room at North's turn says %q, want turn 4 and %q", w, twice)
	}
	if err := m.Play(m.Moves()[0]); err != nil {
		t.Fatal(err)
	}
	sayWithHistory(t, a, srv, m, "S") // South to move: that piece rests
	resting := napoleonparts.Rested(p, kind, false, at, true)
	if w := room.Words(); !slices.Contains(w, resting) || !strings.Contains(strings.Join(w, "\n"), p.T(i18n.TurnNumber, 5)) {
		t.Fatalf("South's room at its turn says %q, want turn 5 and %q", w, resting)
	}
	if got := room.NapoleonResting(); got != at.String() {
		t.Fatalf("the board veils %q, want the resting piece on %s", got, at)
	}
}

// A wide room lists the latest turns under its buttons as the device's side panel does,
// numbered, each marked with its seat; a phone held upright has no room for them.
func TestNapoleonRoomMovesListed(t *testing.T) {
	m, _ := restMatch(t)
	for _, sv := range []gametest.View{gametest.ShotViews[4], gametest.ShotViews[0]} {
		a := gametest.NewTestApp(t, sv.V)
		srv := &server{}
		room := openNapoleonRoom(t, a, srv)
		sayWithHistory(t, a, srv, m, "N")
		got := room.NapoleonMovesShown()
		if sv.V.W < 500 {
			if got != "" {
				t.Errorf("%s lists the turns: %q", sv.Name, got)
			}
			continue
		}
		for i, tok := range m.Tokens() {
			if want := gametest.Itoa(i+1) + ". " + tok; !strings.Contains(got, want) {
				t.Errorf("%s: the list lacks %q: %q", sv.Name, want, got)
			}
		}
	}
}

// The reserve tray, as at the device: Clear takes every piece back (Ready then refuses
// and says why), a kind tapped in the tray is placed by taps on squares of the zone, one is
// carried from the tray by a finger, a piece of the board dropped on the tray goes back;
// a part-placed set-up is kept over a reload; the whole army placed, Ready sends it.
func TestNapoleonRoomReserve(t *testing.T) {
	g, _ := napoleonview.GameOf(napTags)
	for _, sv := range []gametest.View{gametest.ShotViews[0], gametest.ShotViews[2], gametest.ShotViews[4]} {
		srv, a := &server{}, gametest.NewTestApp(t, sv.V)
		room := openNapoleonRoom(t, a, srv)
		srv.say(napDeploy("S"))
		settle(a)
		whole, _ := napoleon.ParsePositionOf(g.Cfg, room.Deployment())
		if room.NapoleonReserveLeft() != 0 || layoutsButtonNamed(t, a, "button:clear").Disabled {
			t.Fatalf("%s: a full set-up has %d left, Clear disabled", sv.Name, room.NapoleonReserveLeft())
		}
		a.GoTo("button:clear", "online")
		settle(a)
		if room.NapoleonReserveLeft() != g.Rule.Size() || room.Deployment() != "" || !layoutsButtonNamed(t, a, "button:clear").Disabled {
			t.Fatalf("%s: after Clear %d left, set-up %q", sv.Name, room.NapoleonReserveLeft(), room.Deployment())
		}
		n := len(srv.sent)
		a.GoTo("button:ready", "online")
		settle(a)
		if len(srv.sent) != n || room.Problem() == "" {
			t.Fatalf("%s: Ready with nothing placed sent %d messages, said %q", sv.Name, len(srv.sent)-n, room.Problem())
		}
		place := func(i int) {
			t.Helper()
			p := whole[i]
			if letter := string(p.Piece.Kind().Letter()); room.NapoleonPicked() != letter {
				a.GoTo("reserve:"+letter, "online") // picked (a second tap would put it down)
				if room.NapoleonPicked() != letter {
					t.Fatalf("%s: a tap on the reserve's %s picked %q", sv.Name, letter, room.NapoleonPicked())
				}
			}
			tapSquare(a, p.Sq.String()) // a phone's zoomed board shown whole, zoomed in there first
			if !strings.Contains(" "+room.Deployment()+" ", " "+p.Sq.String()+"=S"+string(p.Piece.Kind().Letter())) {
				t.Fatalf("%s: %s not placed on %s: %q (%s)", sv.Name, p.Piece.Kind(), p.Sq, room.Deployment(), room.Problem())
			}
		}
		place(0)
		place(1)
		// carried from the tray by a finger (to a square in view: a phone's board is zoomed)
		for j := 2; j < len(whole); j++ {
			if a.Visible(whole[j].Sq.String()) {
				whole[2], whole[j] = whole[j], whole[2]
				break
			}
		}
		p := whole[2]
		a.Drag(a.At("reserve:"+string(p.Piece.Kind().Letter())), a.At(p.Sq.String()))
		settle(a)
		if room.NapoleonReserveLeft() != g.Rule.Size()-3 {
			t.Fatalf("%s: a piece carried from the tray to %s: %q", sv.Name, p.Sq, room.Deployment())
		}
		// a piece of the board dropped on the tray goes back
		tray := a.At("reserve:" + string(whole[3].Piece.Kind().Letter()))
		a.Drag(a.At(whole[2].Sq.String()), tray)
		settle(a)
		if room.NapoleonReserveLeft() != g.Rule.Size()-2 || strings.Contains(room.Deployment(), whole[2].Sq.String()+"=") {
			t.Fatalf("%s: a piece dropped on the tray: %q", sv.Name, room.Deployment())
		}
		room = keptOverReload(t, a, srv, napDeploy("S"), room.Deployment())
		for i := 2; i < len(whole); i++ {
			place(i)
		}
		if room.NapoleonReserveLeft() != 0 {
			t.Fatalf("%s: the whole army placed, %d left", sv.Name, room.NapoleonReserveLeft())
		}
		a.GoTo("button:ready", "online")
		settle(a)
		act := lastAct(t, srv)
		got, _ := napoleon.ParsePositionOf(g.Cfg, act.Arg)
		if act.Act != proto.ActDeploy || len(got) != len(whole) {
			t.Fatalf("%s: sent %+v", sv.Name, act)
		}
		key := func(ps []napoleon.Placed) []string {
			var out []string
			for _, p := range ps {
				out = append(out, p.Sq.String()+string(p.Piece.Kind().Letter()))
			}
			slices.Sort(out)
			return out
		}
		if !slices.Equal(key(got), key(whole)) {
			t.Fatalf("%s: sent %q, want the pieces of %q", sv.Name, act.Arg, napoleon.FormatPosition(whole))
		}
	}
}

// Resign asks to be confirmed, and the question stays when a state comes before the answer
// (the tap on Resign is not a tap on the board that takes it away).
func TestNapoleonResignConfirmStays(t *testing.T) {
	srv, a := &server{}, gametest.NewTestApp(t, gametest.ShotViews[4].V)
	openNapoleonRoom(t, a, srv)
	m := napMatch(t, 2)
	srv.say(napState(t, m, "S"))
	settle(a)
	a.GoTo("button:resign", "online")
	srv.say(napState(t, m, "S")) // news of the same ply: a seat connected
	settle(a)
	if !a.Visible("button:confirm") {
		t.Fatal("the Resign question went away")
	}
	a.GoTo("button:confirm", "online")
	if act := lastAct(t, srv); act.Act != proto.ActResign {
		t.Fatalf("sent %+v, want a resign", act)
	}
}
