package junqiscreen

import (
	"image/color"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiparts"
	"warboard/game/junqiplay"
	"warboard/game/menu"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// 三打一's hand before play (issue 13 part 4, docs/sandayi.md): one device passed between
// four people, driven by junqiplay.SandayiHand. A hand-over cover comes before every seat's
// secret step; then the seat bids seeing its deal, the landlord picks 19 of the pool's 23,
// and each seat deploys (the landlord on its area and the centre). Once everybody has
// deployed the hand becomes the usual Junqi session (junqiGame). Every step is autosaved
// as Junqi's (its record says it is a hand before play: Kind.Restore), so Continue comes
// back to it at any moment, mid-bid included.

// newSandayiFromSetup deals a hand with the setup's options.
func newSandayiFromSetup(sh *scene.Shared, j setup.JunqiSetup, seed uint64) (*sandayiGame, error) {
	mode := junqi.Open
	if j.Mode == "dark" {
		mode = junqi.Dark
	}
	h, err := junqiplay.NewSandayiHand(j.HandRules(), mode, j.NoCapture, mode == junqi.Dark && j.BattleReveal,
		mode == junqi.Dark && j.AlliesSee, seed)
	if err != nil {
		return nil, err
	}
	seats, levels := j.Computer.Seats(j.Seats())
	if err := h.SetComputers(seats, computer.FormatLevels(seats, levels)); err != nil {
		return nil, err
	}
	g := newSandayiGame(sh, h)
	g.rankNumbers = j.RankNumbers
	return g, nil
}

// sandayiGame is a hand before play at one device.
type sandayiGame struct {
	sh          *scene.Shared
	hand        *junqiplay.SandayiHand
	board       *junqiGame // a shell for the deployment board's view (no session)
	redealt     bool       // everybody passed: the next cover and screen say the deal is new
	refused     string     // the last refusal, for the screen
	swapWhy     string     // … a swap's: the rule it breaks in the player's words ("" without words of its own)
	rankNumbers bool
	bots        computer.Runner // the computer seats' bids, pick and deployments
	notice      string          // a computer seat that failed, and what was played instead
}

func newSandayiGame(sh *scene.Shared, h *junqiplay.SandayiHand) *sandayiGame {
	g := &sandayiGame{sh: sh, hand: h}
	g.board = &junqiGame{sh: sh, naval: setup.Naval(h.Match().Record())}
	g.board.view = g.board.newView()
	return g
}

// sandayiSave adapts the hand to the autosave.
type sandayiSave struct{ h *junqiplay.SandayiHand }

func (s sandayiSave) Save() ([]byte, error) { return s.h.Save(), nil }
func (s sandayiSave) RecordText() string    { return s.h.Match().Record().String() }
func (s sandayiSave) MoveCount() int        { return 0 }

// sceneName names the hand's screens: "handover", "bid", "pick", "deploy".
func (g *sandayiGame) sceneName() string {
	switch g.hand.Phase() {
	case junqiplay.HandCover:
		return "handover"
	case junqiplay.HandBid:
		return "bid"
	case junqiplay.HandPick:
		return "pick"
	case junqiplay.HandDeploy:
		return "deploy"
	}
	return "play"
}

// Scene is the screen of the hand's step, saved first; at play, the usual session's.
func (g *sandayiGame) Scene() scene.Scene {
	h := g.hand
	if h.Phase() == junqiplay.HandPlay {
		g.bots.Stop()
		mode, _ := h.Match().Record().Tag("Mode")
		dark := mode == "dark"
		sess, err := h.Session(junqiplay.Options{RankNumbers: g.rankNumbers,
			MoverBottom: setup.MoverBottom(g.sh.Settings.Orientation, dark, len(h.People()))})
		if err != nil {
			g.sh.Notice = err.Error()
			return menu.NewMenu(g.sh)
		}
		return newJunqiGame(g.sh, sess).Scene()
	}
	scene.Autosave(g.sh, string(setup.Junqi), sandayiSave{h}, g.sceneName())
	if h.Phase() == junqiplay.HandCover {
		return menu.NewHandOverFunc(g.sh, h.Seat().String(), func() scene.Scene {
			if err := h.Ready(); err != nil {
				g.refused = err.Error()
			}
			return g.Scene()
		}).WithNote(g.coverNote())
	}
	return &SandayiScreen{g: g}
}

// coverNote is what everybody may know before the next secret step.
func (g *sandayiGame) coverNote() string {
	p := g.sh.Text
	var parts []string
	if g.redealt {
		parts = append(parts, p.T(i18n.SandayiRedealt))
	}
	switch g.hand.Then() {
	case junqiplay.HandBid:
		parts = append(parts, g.bidsText())
	case junqiplay.HandPick, junqiplay.HandDeploy:
		if l, bid, ok := g.hand.Match().Hand().Landlord(); ok {
			parts = append(parts, p.T(i18n.SandayiLandlordBid, g.name(l), bid))
		}
		if g.hand.Then() == junqiplay.HandDeploy {
			parts = append(parts, p.T(i18n.SandayiHandOverDeploy, g.name(g.hand.Seat())))
		}
	}
	return strings.Join(parts, " · ")
}

// bidsText is the bidding so far, for everybody to see.
func (g *sandayiGame) bidsText() string {
	p := g.sh.Text
	bids := g.hand.Bids()
	if len(bids) == 0 {
		return p.T(i18n.SandayiNoBids)
	}
	words := make([]string, len(bids))
	for i, b := range bids {
		words[i] = g.name(b.Seat) + " " + g.bidWord(b.Value)
	}
	return p.T(i18n.SandayiBids, strings.Join(words, ", "))
}

// bidWord is a bid as a word: pass, call (叫地主) or its number.
func (g *sandayiGame) bidWord(v int) string {
	p := g.sh.Text
	switch {
	case v == junqi.Pass:
		return p.T(i18n.SandayiPass)
	case g.hand.Rules().Bidding == junqi.BidLandlord:
		return p.T(i18n.SandayiCall)
	}
	return p.T(i18n.SandayiBidValue, v)
}

func (g *sandayiGame) name(x junqi.Seat) string {
	if x == junqi.NoSeat {
		return "?"
	}
	return widget.SeatName(g.sh.Text, x.String()[0])
}

// pieceName is a rank's full name in the player's language.
func (g *sandayiGame) pieceName(r junqi.Rank) string {
	if k, ok := i18n.JunqiPieceIn(r.Code(), g.board.naval); ok {
		return g.sh.Text.T(k)
	}
	return string(r.Code())
}

// dealSummary names pieces in a line, equal ones counted: "General (2), Colonel, …".
func (g *sandayiGame) dealSummary(rs []junqi.Rank) string {
	var parts []string
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && rs[j] == rs[i] {
			j++
		}
		name := g.pieceName(rs[i])
		if j-i > 1 {
			name += " (" + strconv.Itoa(j-i) + ")"
		}
		parts = append(parts, name)
		i = j
	}
	return strings.Join(parts, ", ")
}

// Rematch deals a new hand with the same options.
func (g *sandayiGame) Rematch() (scene.Game, error) {
	return sandayiRematch(g.sh, g.hand.Match().Record(), g.rankNumbers, g.hand.Computers(), g.hand.Levels())
}

// sandayiRematch deals a new hand with a record's 三打一 options and the same computer seats.
func sandayiRematch(sh *scene.Shared, rec *record.Record, rankNumbers bool, computers, levels string) (*sandayiGame, error) {
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	cfg, err := junqi.ConfigFromTags(rec)
	if err != nil {
		return nil, err
	}
	h, err := junqiplay.NewSandayiHand(m.Hand().Rules, cfg.Mode, cfg.NoCapture, cfg.BattleReveal, cfg.AlliesSee, rand.Uint64())
	if err != nil {
		return nil, err
	}
	if err := h.SetComputers(computers, levels); err != nil {
		return nil, err
	}
	g := newSandayiGame(sh, h)
	g.rankNumbers = rankNumbers
	return g, nil
}

func (g *sandayiGame) Record() *record.Record { return g.hand.Match().Record() }

// bid says the seat's word; four passes redeal, which everybody is told.
func (g *sandayiGame) bid(v int) {
	before := len(g.hand.Bids())
	if err := g.hand.Bid(v); err != nil {
		g.refused = err.Error()
		return
	}
	g.refused, g.notice = "", ""
	g.noteRedeal(before)
}

// noteRedeal notes a redeal after a word said with before words in the bidding.
func (g *sandayiGame) noteRedeal(before int) {
	g.redealt = before == 3 && len(g.hand.Bids()) == 0 && g.hand.Then() == junqiplay.HandBid
}

// SandayiScreen is the seat's secret step: its bid, the landlord's pick, or its deployment.
type SandayiScreen struct {
	g       *sandayiGame
	v       render.View
	k       float64
	buttons widget.Buttons // the actions
	chips   widget.Buttons // the deal (shown) or the pool (tapped)
	mainMen *widget.Button
	titleAt render.Rect
	lines   []sandayiLine
	boardAt render.Rect
}

type sandayiLine struct {
	text string
	at   render.Rect
	clr  color.Color
}

func (s *SandayiScreen) Name() string { return s.g.sceneName() }

func (s *SandayiScreen) Layout(v render.View) {
	s.v = v
	g, p, fonts := s.g, s.g.sh.Text, s.g.sh.Fonts
	h := g.hand
	k, m := widget.UIScale(v), widget.Margin(v)
	s.k = k
	w := math.Min(v.W-2*m, 720*k)
	x0 := (v.W - w) / 2
	label := p.T(i18n.MainMenu)
	mw := math.Max(render.MinTarget, fonts.Width(label, widget.LabelSize*k)+40)
	s.mainMen = &widget.Button{Name: "button:mainmenu", Label: label, Size: widget.LabelSize * k,
		Rect: render.Rect{X: m, Y: m, W: mw, H: render.MinTarget}}
	y := m + render.MinTarget + 8
	titleSize := 24 * k
	s.titleAt = render.Rect{X: x0, Y: y, W: w, H: titleSize * 1.4}
	y += s.titleAt.H + 6*k
	s.lines, s.chips, s.buttons = nil, nil, nil
	line := func(text string, clr color.Color) {
		if text == "" {
			return
		}
		n := len(fonts.WrapBalanced(text, 16*k, w))
		r := render.Rect{X: x0, Y: y, W: w, H: float64(n) * 16 * k * 1.45}
		s.lines = append(s.lines, sandayiLine{text, r, clr})
		y += r.H + 6*k
	}
	chipH, gap := render.MinTarget, 8.0
	flow := func(bs widget.Buttons) {
		y += widget.Flow(bs, fonts, x0, y, w, chipH, gap, true) + 10*k
	}
	actionsH := render.MinTarget + 10*k
	bottom := v.H - m - actionsH
	line(g.notice, render.TitleColour)
	if pd := h.Pending(); pd.Seat != junqi.NoSeat && !pd.Person {
		s.layoutWatch(line, flow)
		return
	}
	switch h.Phase() {
	case junqiplay.HandBid:
		line(p.T(i18n.SandayiDealCaption), render.MutedColour)
		for i, r := range h.Deal() {
			s.chips = append(s.chips, &widget.Button{Name: "deal:" + strconv.Itoa(i), Kind: widget.ChipButton,
				Label: g.pieceName(r), Size: 15 * k})
		}
		flow(s.chips)
		line(g.bidsText(), render.TextColour)
		if g.redealt {
			line(p.T(i18n.SandayiRedealt), render.TitleColour)
		}
		hint := i18n.BiddingPointsHelp
		if h.Rules().Bidding == junqi.BidLandlord {
			hint = i18n.BiddingLandlordHelp
		}
		line(p.T(hint), render.MutedColour)
		for _, b := range h.LegalBids() {
			name, kind := "bid:"+strconv.Itoa(b), widget.PrimaryButton
			if b == junqi.Pass {
				name, kind = "bid:pass", widget.PlainButton
			}
			if h.Rules().Bidding == junqi.BidLandlord && b != junqi.Pass {
				name = "bid:call"
			}
			s.buttons = append(s.buttons, &widget.Button{Name: name, Kind: kind, Label: g.bidWord(b), Size: 18 * k})
		}
	case junqiplay.HandPick:
		// the landlord's own deal, in a line: what it picks to go with
		line(g.landlordText(), render.TextColour)
		line(p.T(i18n.SandayiYourDeal, g.dealSummary(h.Deal())), render.MutedColour)
		line(p.T(i18n.SandayiPool), render.MutedColour)
		for i, r := range h.Pool() {
			s.chips = append(s.chips, &widget.Button{Name: "pool:" + strconv.Itoa(i), Kind: widget.ChipButton,
				Label: g.pieceName(r), Size: 15 * k, Selected: h.IsChosen(i)})
		}
		flow(s.chips)
		line(p.T(i18n.SandayiPickCount, g.pickCount()), render.TextColour)
		line(s.refusal(), render.TitleColour)
		s.buttons = widget.Buttons{
			{Name: "button:random", Kind: widget.PlainButton, Label: p.T(i18n.SandayiPickRandom), Size: 18 * k},
			{Name: "button:done", Kind: widget.PrimaryButton, Label: p.T(i18n.Done), Size: 18 * k, Disabled: g.pickCount() != 19},
		}
	case junqiplay.HandDeploy:
		hint := p.T(i18n.SandayiDeployHint)
		if l := g.landlordText(); l != "" && h.Computers() != "" {
			hint = l + " · " + hint // announced here: no cover between the steps said it
		}
		line(hint, render.MutedColour)
		line(s.refusal(), render.TitleColour)
		s.boardAt = render.Rect{X: m, Y: y, W: v.W - 2*m, H: math.Max(0, bottom-y-8)}
		s.buttons = widget.Buttons{
			{Name: "button:random", Kind: widget.PlainButton, Label: p.T(i18n.DeployRandom), Size: 18 * k},
			{Name: "button:done", Kind: widget.PrimaryButton, Label: p.T(i18n.Done), Size: 18 * k},
		}
		g.board.view.set(g.deployPicture(), 0)
		// a phone's four-country board zooms, as on the usual deployment screen
		g.board.view.zoom.Enable(fonts, p, k)
		g.board.view.Layout(s.boardAt, v)
	}
	// The actions along the foot, each at least a finger wide.
	if n := len(s.buttons); n > 0 {
		bw := math.Min((w-gap*float64(n-1))/float64(n), 220*k)
		x := (v.W - (bw*float64(n) + gap*float64(n-1))) / 2
		for _, b := range s.buttons {
			b.Rect = render.Rect{X: x, Y: v.H - m - render.MinTarget - 4*k, W: bw, H: render.MinTarget + 4*k}
			x += bw + gap
		}
	}
}

// Refusal is the refusal the screen shows ("" none; tests read it).
func (s *SandayiScreen) Refusal() string { return s.refusal() }

func (s *SandayiScreen) refusal() string {
	if s.g.refused == "" {
		return ""
	}
	if s.g.hand.Phase() == junqiplay.HandDeploy {
		if s.g.swapWhy != "" {
			return s.g.swapWhy
		}
		return s.g.sh.Text.T(i18n.SandayiSwapRefused)
	}
	return s.g.sh.Text.T(i18n.SandayiPickNotDone)
}

func (g *sandayiGame) pickCount() int { return len(g.hand.Chosen()) }

// landlordText announces the landlord and its bid once the bidding is over.
func (g *sandayiGame) landlordText() string {
	if l, bid, ok := g.hand.Match().Hand().Landlord(); ok {
		return g.sh.Text.T(i18n.SandayiLandlordBid, g.name(l), bid)
	}
	return ""
}

// layoutWatch lays out a computer's step as the person holding the device sees it: what
// the computer does in a title, and that person's own deal; nothing of the computer's.
func (s *SandayiScreen) layoutWatch(line func(string, color.Color), flow func(widget.Buttons)) {
	g, p := s.g, s.g.sh.Text
	h := g.hand
	k := s.k
	if d := h.Deal(); d != nil && h.Then() == junqiplay.HandBid {
		line(p.T(i18n.SandayiDealCaption), render.MutedColour)
		for i, r := range d {
			s.chips = append(s.chips, &widget.Button{Name: "deal:" + strconv.Itoa(i), Kind: widget.ChipButton,
				Label: g.pieceName(r), Size: 15 * k})
		}
		flow(s.chips)
	} else if d != nil {
		line(p.T(i18n.SandayiYourDeal, g.dealSummary(d)), render.MutedColour)
	}
	switch h.Then() {
	case junqiplay.HandBid:
		line(g.bidsText(), render.TextColour)
		if g.redealt {
			line(p.T(i18n.SandayiRedealt), render.TitleColour)
		}
	case junqiplay.HandPick:
		line(g.landlordText(), render.TextColour)
	case junqiplay.HandDeploy:
		line(g.landlordText(), render.TextColour)
		line(p.T(i18n.SandayiHandOverDeploy, g.name(h.Seat())), render.MutedColour)
	}
}

// watchTitle says what the computer seat does now.
func (g *sandayiGame) watchTitle() string {
	p, who := g.sh.Text, g.name(g.hand.Seat())
	switch g.hand.Then() {
	case junqiplay.HandBid:
		return p.T(i18n.SandayiBidding, who)
	case junqiplay.HandPick:
		return p.T(i18n.SandayiPicking, who)
	}
	return p.T(i18n.SandayiDeploying, who)
}

// handTable is the hand before play as the computer runner sees it: a bid or the pick is
// a move (rules/ai's bot answers every phase), a deployment a deployment.
type handTable struct{ h *junqiplay.SandayiHand }

func (t handTable) Turn() computer.Turn {
	pd := t.h.Pending()
	if pd.Seat == junqi.NoSeat {
		return computer.Turn{}
	}
	tn := computer.Turn{Seat: pd.Seat.String(), What: computer.Move, Person: pd.Person, HandOver: pd.HandOver}
	if pd.Step == junqiplay.HandDeploy {
		tn.What = computer.Deploy
	}
	return tn
}

func (t handTable) Decide(seat, tokens string) error {
	x, _ := junqi.SeatOf(seat[0])
	return t.h.Decide(x, tokens)
}

func (t handTable) Record() *record.Record { return t.h.Match().Record() }
func (t handTable) RecordText() string     { return t.h.Match().Record().String() }
func (t handTable) MoveCount() int         { return t.h.Steps() }

// computerStep lets a computer seat make the step it owes; acted reports that the hand
// moved on, busy that a computer still thinks (or waits for the pace).
func (g *sandayiGame) computerStep() (acted, busy bool) {
	g.bots.Levels = g.hand.Levels()
	g.bots.Seed = g.hand.Seed()
	before := len(g.hand.Bids())
	acted, busy, failed := g.bots.Play(handTable{g.hand}, g.sh.Settings.Pace, now())
	if failed != nil {
		// a failed player must not stall the hand: a random legal choice, said on screen
		msg := g.sh.Text.T(i18n.SandayiComputerFailed, g.name(g.hand.Seat()), failed.Err.Error())
		if err := g.hand.DecideRandom(rand.NewPCG(rand.Uint64(), 1)); err != nil {
			msg += " " + err.Error()
		}
		g.notice, acted = msg, true
	}
	if acted {
		g.noteRedeal(before)
	}
	return acted, busy
}

// deployPicture is the deploying seat's pieces on the board, nobody else's.
func (g *sandayiGame) deployPicture() junqiplay.Picture {
	h := g.hand
	x := h.Seat()
	pic := junqiplay.Picture{Phase: junqiplay.Deploy, Seat: x, Viewer: x, Scene: junqipic.NewScene(junqi.FourCountry),
		Bottom: x, Deploying: x, DrawOfferBy: junqi.NoSeat, TakeBackBy: junqi.NoSeat}
	if d := h.Deployment(); d != nil {
		for q, r := range d {
			if r != 0 {
				pic.Pieces[q] = junqipic.Piece{Present: true, Seat: x, Code: r.Code()}
			}
		}
	}
	pic.Selected = h.Selected()
	pic.SeatToMove = x
	pic.ShowRankNumbers = g.rankNumbers
	return pic
}

func (s *SandayiScreen) Update(events []input.Event) scene.Step {
	g := s.g
	h := g.hand
	if menuTap, _ := (widget.Buttons{s.mainMen}).Handle(events, render.Rect{}); menuTap != "" {
		g.bots.Stop()
		return scene.Step{Next: menu.NewMenu(g.sh)} // the autosave keeps the hand
	}
	if pd := h.Pending(); pd.Seat != junqi.NoSeat && !pd.Person && !pd.HandOver {
		acted, busy := g.computerStep()
		if !acted {
			return scene.Step{Busy: busy}
		}
		if g.sceneName() != s.Name() || h.Phase() == junqiplay.HandCover || h.Phase() == junqiplay.HandPlay ||
			h.Pending().Person {
			// Busy: the next screen may have a computer to run at once (the pace's clock)
			return scene.Step{Next: g.Scene(), Redraw: true, Busy: true}
		}
		scene.Autosave(g.sh, string(setup.Junqi), sandayiSave{h}, g.sceneName())
		s.Layout(s.v)
		return scene.Step{Redraw: true, Busy: true}
	}
	tapped, changed := s.buttons.Handle(events, render.Rect{})
	chip := ""
	if h.Phase() == junqiplay.HandPick {
		var ch bool
		chip, ch = s.chips.Handle(events, render.Rect{})
		changed = changed || ch
	}
	acted := false
	switch {
	case strings.HasPrefix(tapped, "bid:"):
		v := junqi.Pass
		switch w := tapped[len("bid:"):]; w {
		case "pass":
		case "call":
			v = 3
		default:
			v, _ = strconv.Atoi(w)
		}
		g.bid(v)
		acted = true
	case strings.HasPrefix(chip, "pool:"):
		i, _ := strconv.Atoi(chip[len("pool:"):])
		_ = h.Toggle(i) // a 20th piece stays out: the count says 19
		g.refused = ""
		scene.Autosave(g.sh, string(setup.Junqi), sandayiSave{h}, g.sceneName()) // the pick so far
		s.Layout(s.v)
		return scene.Step{Redraw: true}
	case tapped == "button:random" && h.Phase() == junqiplay.HandPick:
		_ = h.ChooseRandom(rand.NewPCG(rand.Uint64(), 2))
		scene.Autosave(g.sh, string(setup.Junqi), sandayiSave{h}, g.sceneName())
		s.Layout(s.v)
		return scene.Step{Redraw: true}
	case tapped == "button:done" && h.Phase() == junqiplay.HandPick:
		if err := h.PickChosen(); err != nil {
			g.refused = err.Error()
		} else {
			g.refused, g.notice = "", ""
		}
		acted = true
	case tapped == "button:random" && h.Phase() == junqiplay.HandDeploy:
		g.refused, g.swapWhy = "", ""
		if err := h.Random(); err != nil {
			g.refused = err.Error()
		}
		acted = true
	case tapped == "button:done" && h.Phase() == junqiplay.HandDeploy:
		g.refused = ""
		if err := h.Done(); err != nil {
			g.refused = err.Error()
		}
		acted = true
	}
	if h.Phase() == junqiplay.HandDeploy && !acted {
		var zoomed bool
		acted, zoomed = s.tapBoard(events)
		changed = changed || zoomed
	}
	if !acted {
		return scene.Step{Redraw: changed || tapped != ""}
	}
	if g.sceneName() != s.Name() || h.Phase() == junqiplay.HandCover || h.Phase() == junqiplay.HandPlay ||
		!h.Pending().Person {
		return scene.Step{Next: g.Scene(), Redraw: true}
	}
	scene.Autosave(g.sh, string(setup.Junqi), sandayiSave{h}, g.sceneName())
	s.Layout(s.v)
	return scene.Step{Redraw: true}
}

// tapBoard takes a tap on a point (pick up, or swap with the piece picked up) or a drag
// from one point onto another (the same swap).
func (s *SandayiScreen) tapBoard(events []input.Event) (acted, changed bool) {
	v := s.g.board.view
	events, changed = v.handleZoom(events, func(q junqi.Point) bool { return v.pic.Pieces[q].Present })
	gs := readBoard(events, v)
	var taps []junqi.Point
	if gs.tap != junqi.NoPoint {
		taps = append(taps, gs.tap)
	}
	if gs.dragEnded && gs.dragFrom != junqi.NoPoint && gs.dragTo != junqi.NoPoint && gs.dragFrom != gs.dragTo {
		taps = append(taps, gs.dragFrom, gs.dragTo)
	}
	if gs.dragEnded {
		s.g.board.view.dragFrom = junqi.NoPoint
	}
	for _, q := range taps {
		s.g.swapWhy = ""
		if err := s.g.hand.Tap(q); err != nil {
			s.g.refused = err.Error()
			point, rule, _ := junqiplay.DeployRule(err)
			s.g.swapWhy, _ = junqiparts.RuleText(s.g.sh.Text, rule, point)
		} else {
			s.g.refused = ""
		}
	}
	return len(taps) > 0, changed
}

func (s *SandayiScreen) Draw(p render.Painter) {
	g := s.g
	h := g.hand
	p.Clear()
	tr := g.sh.Text
	var title string
	switch h.Phase() {
	case junqiplay.HandBid:
		title = tr.T(i18n.SandayiBidTitle, g.name(h.Seat()))
	}
	if pd := h.Pending(); pd.Seat != junqi.NoSeat && !pd.Person {
		title = g.watchTitle()
	} else {
		s.drawStep(p, &title)
	}
	p.Text(title, 24*s.k, s.titleAt, render.AlignLeft, render.TitleColour)
	for _, l := range s.lines {
		lines := g.sh.Fonts.WrapBalanced(l.text, 16*s.k, l.at.W)
		p.Lines(lines, 16*s.k, 16*s.k*1.45, l.at, render.AlignLeft, l.clr)
	}
	s.chips.Draw(p)
	s.buttons.Draw(p)
	s.mainMen.Draw(p)
}

// drawStep draws a person's step: its board while it deploys, and names the title.
func (s *SandayiScreen) drawStep(p render.Painter, title *string) {
	g := s.g
	h := g.hand
	tr := g.sh.Text
	switch h.Phase() {
	case junqiplay.HandPick:
		*title = tr.T(i18n.SandayiPickTitle, g.name(h.Seat()))
	case junqiplay.HandDeploy:
		*title = tr.T(i18n.DeployTitle, g.name(h.Seat()))
		g.board.view.Draw(p)
	}
}

func (s *SandayiScreen) Target(name string) (render.Rect, bool) {
	if name == "button:mainmenu" {
		return s.mainMen.Rect, true
	}
	for _, bs := range []widget.Buttons{s.buttons, s.chips} {
		for _, b := range bs {
			if b.Name == name {
				return b.Rect, true
			}
		}
	}
	if s.g.hand.Phase() == junqiplay.HandDeploy {
		return s.g.board.view.target(name)
	}
	return render.Rect{}, false
}

// RecordText is the hand so far.
func (s *SandayiScreen) RecordText() string { return s.g.hand.Match().Record().String() }

// Shown is the deploying seat's board as drawn (empty before the deployment).
func (s *SandayiScreen) Shown() string {
	if s.g.hand.Phase() != junqiplay.HandDeploy {
		return ""
	}
	return s.g.board.view.Shown()
}

// ShownDeal is the deal the screen shows, as its seat and codes ("S:9877…"; "" none):
// a person's own, never a computer's or another person's.
func (s *SandayiScreen) ShownDeal() string {
	h := s.g.hand
	d := h.Deal()
	if d == nil {
		return ""
	}
	return h.Viewer().String() + ":" + junqi.RankCodes(d)
}

// Chosen is the landlord's pick so far as piece codes (a person picking), "" otherwise.
func (s *SandayiScreen) Chosen() string { return junqi.RankCodes(s.g.hand.Chosen()) }

// PoolShown reports whether the pool's pieces are on screen.
func (s *SandayiScreen) PoolShown() bool {
	for _, c := range s.chips {
		if strings.HasPrefix(c.Name, "pool:") {
			return true
		}
	}
	return false
}

// OutOfView names the deploying seat's points holding its pieces that the zoomed board
// does not show now (none when the board is whole).
func (s *SandayiScreen) OutOfView() []string {
	v := s.g.board.view
	if s.g.hand.Phase() != junqiplay.HandDeploy || v.geo.Clip.W <= 0 {
		return nil
	}
	b := junqi.BoardOf(v.pic.Board)
	var out []string
	for q, pc := range v.pic.Pieces {
		if !pc.Present || pc.Seat != v.pic.Deploying || q >= b.N {
			continue
		}
		if cx, cy := v.geo.Centre(junqi.Point(q)); !v.geo.Clip.Contains(cx, cy) {
			out = append(out, b.Name(junqi.Point(q)))
		}
	}
	return out
}
