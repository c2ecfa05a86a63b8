package onlinescreen_test

import (
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiparts"
	"warboard/game/layouts"
	"warboard/game/online/proto"
	"warboard/game/onlinescreen"
	"warboard/game/storage"
	"warboard/game/widget"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
)

// junqiDeploy is the state of a 2p dark room where seat deploys.
func junqiDeploy(seat string) proto.Msg {
	return proto.Msg{T: proto.State, ID: "QW2ER3", Seat: seat, Phase: "deploy", Turn: "SN", History: tags,
		View: "position \nturn S\nresult ongoing\n", Seats: map[string]string{"S": "person", "N": "person"}}
}

// An online Junqi deployment offers the layouts a device does: a built-in layout loaded (or
// its mirror image) becomes North's draft on North's points; it is kept over a reload and
// never sent before Ready; a layout saved there is the player's at a device and in the next
// room; Ready sends the layout loaded.
func TestJunqiRoomLayouts(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	openRoom(t, a, srv)
	st := junqiDeploy("N")
	srv.say(st)
	settle(a)
	var wall layouts.Entry
	for _, e := range layouts.JunqiBuiltins() {
		if e.Name == "mine wall" {
			wall = e
		}
	}
	south, err := layouts.DecodeJunqi(wall.Text)
	if err != nil {
		t.Fatal(err)
	}
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(wall.ID, "load"), "online")
	room := a.Scene().(*onlinescreen.Room)
	if want := south.Placements(junqi.TwoPlayer, junqi.North); room.Deployment() != want {
		t.Fatalf("the built-in loaded: the deployment is\n%s\nwant North's\n%s", room.Deployment(), want)
	}
	room = keptOverReload(t, a, srv, st, room.Deployment())
	a.GoTo("button:layouts", "layouts")
	a.LayoutsDo(gametest.EntryTarget(wall.ID, "mirror"), "online")
	mirrored := layouts.MirrorJunqi(south)
	if want := mirrored.Placements(junqi.TwoPlayer, junqi.North); room.Deployment() != want {
		t.Fatalf("the built-in mirrored: the deployment is\n%s\nwant\n%s", room.Deployment(), want)
	}
	// Saved from the room: kept in the seat's own view (as South's), for any game.
	a.GoTo("button:layouts", "layouts")
	a.SaveLayout("")
	saved := gametest.SavedBook(t, a.Store).List(layouts.Junqi, "")
	if len(saved) != 1 || saved[0].Text != layouts.JunqiText(mirrored) {
		t.Fatalf("saved %+v, want the mirrored wall as South's", saved)
	}
	a.LayoutsDo("button:back", "online")
	a.GoTo("button:ready", "online")
	settle(a)
	if act := lastAct(t, srv); act.Act != proto.ActDeploy || act.Arg != mirrored.Placements(junqi.TwoPlayer, junqi.North) {
		t.Fatalf("sent %+v, want the layout loaded", act)
	}
	if a.Visible("button:layouts") {
		t.Fatal("Layouts still offered once the deployment is sent")
	}
}

// A swap the deployment rules refuse is said in the player's language (the flag off its
// headquarters, a piece to a point outside the seat's area), and changes nothing.
func TestJunqiRoomSwapRefusedInWords(t *testing.T) {
	for _, lang := range i18n.Langs() {
		a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
		a.Shared().Text.SetLang(lang)
		p := a.Shared().Text
		srv := &server{}
		room := openRoom(t, a, srv)
		srv.say(junqiDeploy("S"))
		settle(a)
		a.GoTo("button:layouts", "layouts")
		a.LayoutsDo(gametest.EntryTarget(layouts.JunqiBuiltins()[0].ID, "load"), "online") // the flag on b1
		before := room.Deployment()
		for _, c := range []struct{ from, to, want string }{
			{"b1", "a6", p.T(i18n.PlaceErrFlag)},
			{"a6", "a9", p.T(i18n.JqNotArea, "a9")},
		} {
			a.Tap(input.Touch, c.from)
			a.Tap(input.Touch, c.to)
			settle(a)
			if room.Deployment() != before {
				t.Fatalf("%s: %s to %s was taken", lang.Code(), c.from, c.to)
			}
			if words := strings.Join(room.Words(), "\n"); !strings.Contains(words, c.want) {
				t.Errorf("%s: %s to %s says\n%s\nwant %q", lang.Code(), c.from, c.to, words, c.want)
			}
		}
	}
}

// A room's Junqi pieces and board words are the player's language's, or the Chinese ones
// when the player keeps them (Settings), as at a device: a French player sees "Col" on a
// 团长 and "Camp" on a camp unless they chose the Chinese faces.
func TestJunqiRoomFacesFollowTheSettings(t *testing.T) {
	for _, lang := range i18n.Langs() {
		for _, faces := range []string{storage.FacesLanguage, storage.FacesChinese} {
			a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
			sh := a.Shared()
			sh.Text.SetLang(lang)
			sh.Settings.Faces = faces
			room := openRoom(t, a, &server{})
			chinese := faces == storage.FacesChinese
			// "" is the piece's own Chinese face.
			if got, want := room.PieceFace('5'), sh.Text.JunqiFaceIn('5', chinese, false); got != want || got == "" && !chinese && lang != i18n.Zh {
				t.Errorf("%s %s: a 团长 shows %q, want %q", lang.Code(), faces, got, want)
			}
			if got, want := room.CampWord(), widget.BoardWords(sh.Text, chinese).Camp; got != want || got == "" {
				t.Errorf("%s %s: a camp says %q, want %q", lang.Code(), faces, got, want)
			}
			if lang == i18n.Fr && !chinese && (room.PieceFace('5') == "团长" || room.CampWord() == "行营") {
				t.Errorf("fr: a 团长 shows its Chinese name")
			}
		}
	}
}

// A room marks the last fight as a device does: the point fought for and its outcome, the
// rules' own; a step onto a free point marks none, and a state of the same ply (a seat
// connecting) keeps the mark.
func TestJunqiRoomMarksTheBattle(t *testing.T) {
	a := gametest.NewTestApp(t, gametest.ShotViews[3].V)
	srv := &server{}
	room := openRoom(t, a, srv)
	m := playing(t).(*junqi.Match)
	b := junqi.BoardOf(junqi.TwoPlayer)
	var toks []string
	say := func() {
		st := moveState(t, m, "S")
		st.Ply, st.History = len(toks), tags+"\n"+strings.Join(toks, " ")+"\n"
		srv.say(st)
		settle(a)
	}
	say()
	fights, steps := 0, 0
	for len(toks) < 300 && (fights < 6 || steps < 3) {
		moves := m.Moves()
		if len(moves) == 0 {
			break
		}
		mv := moves[len(toks)*7%len(moves)]
		for _, x := range moves {
			if strings.Contains(x, "x") && fights < 6 {
				mv = x
				break
			}
		}
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
		toks = append(toks, mv)
		say()
		got := room.OnlineState()["battle"]
		if !strings.Contains(mv, "x") {
			if got != "" {
				t.Fatalf("%s: a step marked %q", mv, got)
			}
			steps++
			continue
		}
		bs := m.Battles()
		bt := bs[len(bs)-1]
		want := b.Name(bt.Action.To) + " won"
		switch {
		case bt.AttackerRemoved && bt.DefenderRemoved:
			want = b.Name(bt.Action.To) + " both"
		case bt.AttackerRemoved:
			want = b.Name(bt.Action.To) + " lost"
		}
		if got != want {
			t.Fatalf("%s: marked %q, want %q (state %v)", mv, got, want, room.OnlineState())
		}
		// …and told in words: South knows its own rank, never North's hidden one.
		p := a.Shared().Text
		code := func(pc junqi.Piece) byte {
			if pc.Seat() == junqi.South {
				return pc.Rank().Code()
			}
			return 0
		}
		f := junqiparts.Fight{Attacker: bt.Attacker.Seat(), Defender: bt.Defender.Seat(), At: b.Name(bt.Action.To),
			AttackerCode: code(bt.Attacker), DefenderCode: code(bt.Defender), Outcome: strings.Fields(want)[1]}
		if bt.FlagCaptured {
			f.Outcome = "flag"
		}
		told := f.Sentence(p, junqi.South, false, func(x junqi.Seat) string { return widget.SeatName(p, x.String()[0]) })
		if words := strings.Join(room.Words(), "\n"); !strings.Contains(words, told) {
			t.Fatalf("%s: the room says\n%s\nwant %q", mv, words, told)
		}
		if fights++; fights == 1 { // the picture of it, to look at
			screen := gametest.NewScreen(gametest.ShotViews[3].V)
			for i := 0; i < 60 && (i == 0 || room.Pending()); i++ {
				a.SetDirty(true)
				a.Draw(screen)
			}
			gametest.WritePNG(t, filepath.Join(ebitentest.ArtefactsDir(t), "online-battle-en-"+gametest.ShotViews[3].Name+".png"), gametest.Snapshot(screen))
		}
		if m.Result() != "ongoing" {
			break
		}
		say() // the same ply again: a seat connected
		if again := room.OnlineState()["battle"]; again != want {
			t.Fatalf("%s: a state of the same ply marked %q, want %q", mv, again, want)
		}
	}
	if fights < 3 || steps == 0 {
		t.Fatalf("too few fights (%d) or steps (%d)", fights, steps)
	}
}
