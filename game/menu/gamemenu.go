package menu

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"warboard/game/howto"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
)

// GameMenuHooks are what the in-game menu asks of the play scene that owns it.
type GameMenuHooks struct {
	Resign       func() error  // the side to move gives up
	OfferDraw    func() error  // the side to move offers a draw (an agreed end)
	CanOfferDraw func() bool   // whether Offer a draw is possible now; nil: always
	RecordText   func() string // the game so far, for Save record
	// CanSaveRecord says whether the record may be saved now; nil: always. A game with
	// hidden pieces says no until it ends: its record lists every piece.
	CanSaveRecord func() bool
	// Hint says whether the menu offers the hint toggle and whether it is on; nil: never.
	Hint       func() (shown, on bool)
	ToggleHint func()
	// CanTakeBack says whether Take back is offered (against the computer, with a move of
	// the person's to take back); nil: never. TakeBack does it.
	CanTakeBack func() bool
	TakeBack    func() error
	// Extra are items of the screen's own before Save record (Junqi's piece count), each
	// a name and a label; OnExtra runs the one tapped. nil: none.
	Extra   func() [][2]string
	OnExtra func(name string)
	// AskTakeBack is the request between people: label is the item's text ("" when not
	// offered), enabled false shows it greyed (why it is not possible now). Ask makes it.
	AskTakeBack func() (label string, enabled bool)
	Ask         func() error
}

// GameMenu is the in-game menu: an opener button the play scene places in its top bar,
// and, once opened, a panel over the board with Resign (after a confirmation), Offer a
// draw, Save record, Main menu (the game stays for Continue) and Close. While open it
// takes every event.
type GameMenu struct {
	shared  *scene.Shared
	hooks   GameMenuHooks
	open    bool
	confirm bool // Resign was tapped: ask again
	view    render.View
	howto   *howto.HowTo // How to play, shown over the game while open
	opener  *widget.Button
	items   widget.Buttons
	panel   render.Rect
	title   render.Rect
	heading []string // the title, wrapped to the panel
	k       float64
	// askLabel and askOff are the take-back request's item as the hook gave it
	askLabel string
	askOff   bool
}

// NewGameMenu makes a closed menu.
func NewGameMenu(sh *scene.Shared, h GameMenuHooks) *GameMenu {
	return &GameMenu{shared: sh, hooks: h, opener: &widget.Button{Name: "button:gamemenu"}}
}

// Open shows the menu.
func (m *GameMenu) Open() {
	m.open, m.confirm = true, false
	m.Layout(m.view)
}

// IsOpen reports whether the menu panel is showing.
func (m *GameMenu) IsOpen() bool { return m.open }

// OpenerSize is the size the opener wants in a top bar of view v.
func (m *GameMenu) OpenerSize(v render.View) (w, h float64) {
	k := widget.UIScale(v)
	return math.Max(render.MinTarget, m.shared.Fonts.Width(m.shared.Text.T(i18n.GameMenu), widget.LabelSize*k)+60), render.MinTarget
}

// SetOpener places the opener button; the play scene calls it from its Layout.
func (m *GameMenu) SetOpener(r render.Rect) {
	m.opener.Rect = r
	m.opener.Label = m.shared.Text.T(i18n.GameMenu)
	m.opener.Size = widget.LabelSize * widget.UIScale(m.view)
}

// Layout places the panel for view v.
func (m *GameMenu) Layout(v render.View) {
	m.view = v
	if !v.Valid() {
		return
	}
	if m.howto != nil {
		m.howto.Layout(v)
	}
	p := m.shared.Text
	k := widget.UIScale(v)
	m.k = k
	m.opener.Size = widget.LabelSize * k
	type item struct {
		name string
		key  i18n.Key
		kind widget.ButtonKind
	}
	var list []item
	labels := map[string]string{} // the extra items'
	if m.confirm {
		list = []item{{"menu:confirm", i18n.Resign, widget.PrimaryButton}, {"menu:close", i18n.Cancel, widget.PlainButton}}
	} else {
		list = []item{{"menu:resign", i18n.Resign, widget.PlainButton}, {"menu:draw", i18n.OfferDraw, widget.PlainButton}}
		if m.hooks.CanTakeBack != nil && m.hooks.CanTakeBack() {
			list = append(list, item{"menu:takeback", i18n.TakeBack, widget.PlainButton})
		}
		if m.hooks.AskTakeBack != nil {
			if label, enabled := m.hooks.AskTakeBack(); label != "" {
				list = append(list, item{"menu:asktakeback", 0, widget.PlainButton})
				m.askLabel, m.askOff = label, !enabled
			}
		}
		if m.hooks.Hint != nil {
			if shown, on := m.hooks.Hint(); shown {
				list = append(list, item{"menu:hint", map[bool]i18n.Key{false: i18n.HintOff, true: i18n.HintOn}[on], widget.PlainButton})
			}
		}
		if m.hooks.Extra != nil {
			for _, x := range m.hooks.Extra() {
				list = append(list, item{x[0], 0, widget.PlainButton})
				labels[x[0]] = x[1]
			}
		}
		list = append(list, item{"menu:howto", i18n.MenuHowTo, widget.PlainButton},
			item{"menu:save", i18n.SaveRecord, widget.PlainButton}, item{"menu:main", i18n.MainMenu, widget.PlainButton},
			item{"menu:close", i18n.Close, widget.PrimaryButton})
	}
	mg := widget.Margin(v)
	w := math.Min(v.W-2*mg, 380*k)
	gap := 10 * k
	// One column of buttons; two side by side when one does not fit the height (a
	// landscape phone with every item offered).
	cols := 1
	rows := len(list)
	if titleH0 := 52 * k; titleH0+float64(rows)*(render.MinTarget+gap)+14*k > v.H-2*mg && len(list) > 2 {
		cols, rows = 2, (len(list)+1)/2
		w = math.Min(v.W-2*mg, 2*380*k)
	}
	btnH := math.Max(render.MinTarget, math.Min(52*k, (v.H-2*mg-60*k)/float64(rows)-gap))
	m.heading = m.shared.Fonts.Wrap(p.T(titleKey(m.confirm)), widget.TitleSize*k, w-36)
	titleH := math.Max(52*k, float64(len(m.heading))*widget.TitleSize*k*1.3+16*k)
	h := titleH + float64(rows)*(btnH+gap) + 14*k
	m.panel = render.Rect{X: (v.W - w) / 2, Y: math.Max(mg, (v.H-h)/2), W: w, H: h}
	m.title = render.Rect{X: m.panel.X + 18, Y: m.panel.Y + 4, W: w - 36, H: titleH}
	m.items = nil
	colW := (w - 36 - float64(cols-1)*gap) / float64(cols)
	for i, it := range list {
		row, col := i, 0
		if cols == 2 {
			row, col = i/2, i%2
		}
		y := m.title.Y + titleH + float64(row)*(btnH+gap)
		b := &widget.Button{Name: it.name, Kind: it.kind, Label: p.T(it.key), Size: widget.LabelSize * k,
			Rect: render.Rect{X: m.panel.X + 18 + float64(col)*(colW+gap), Y: y, W: colW, H: btnH}}
		if l, ok := labels[it.name]; ok {
			b.Label = l
		}
		if it.name == "menu:asktakeback" {
			b.Label, b.Disabled = m.askLabel, m.askOff
		}
		if it.name == "menu:draw" && m.hooks.CanOfferDraw != nil && !m.hooks.CanOfferDraw() {
			b.Disabled = true
		}
		if it.name == "menu:save" && m.hooks.CanSaveRecord != nil && !m.hooks.CanSaveRecord() {
			b.Disabled, b.Label = true, p.T(i18n.SaveRecordAtEnd)
		}
		m.items = append(m.items, b)
	}
}

// Update handles the opener while closed and everything while open. handled reports that
// the events were the menu's (the scene must not act on them); st may carry the next scene.
func (m *GameMenu) Update(events []input.Event) (handled bool, st scene.Step) {
	if !m.open {
		tapped, changed := widget.Buttons{m.opener}.Handle(events, render.Rect{})
		if tapped == "button:gamemenu" {
			m.Open()
			return true, scene.Step{Redraw: true}
		}
		return false, scene.Step{Redraw: changed}
	}
	if m.howto != nil {
		back, st := m.howto.Update(events)
		if back {
			// back to the game, exactly as it was
			m.howto = nil
			m.close()
			return true, scene.Step{Redraw: true}
		}
		return true, st
	}
	if len(events) == 0 {
		return true, scene.Step{}
	}
	tapped, changed := m.items.Handle(events, render.Rect{})
	st.Redraw = changed
	if tapped == "" {
		for _, e := range events {
			if e.Kind == input.Tap && !m.panel.Contains(e.Pos.X, e.Pos.Y) && !m.panel.Contains(e.Start.X, e.Start.Y) {
				tapped = "menu:close" // a tap beside the panel closes it
			}
		}
	}
	sh := m.shared
	switch tapped {
	case "":
		return true, st
	case "menu:resign":
		m.confirm = true
		m.Layout(m.view)
		return true, scene.Step{Redraw: true}
	case "menu:confirm":
		m.close()
		if m.hooks.Resign != nil {
			if err := m.hooks.Resign(); err != nil {
				sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
			}
		}
	case "menu:draw":
		m.close()
		if m.hooks.OfferDraw != nil {
			if err := m.hooks.OfferDraw(); err != nil {
				sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
			}
		}
	case "menu:takeback":
		m.close()
		if m.hooks.TakeBack != nil {
			if err := m.hooks.TakeBack(); err != nil {
				sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
			}
		}
	case "menu:asktakeback":
		m.close()
		if m.hooks.Ask != nil {
			if err := m.hooks.Ask(); err != nil {
				sh.Notice = sh.Text.T(i18n.ErrUnexpected, err)
			}
		}
	case "menu:hint":
		m.close()
		if m.hooks.ToggleHint != nil {
			m.hooks.ToggleHint()
		}
	case "menu:howto":
		m.howto = howto.New(sh, sh.Model.Game())
		m.howto.Layout(m.view)
		return true, scene.Step{Redraw: true}
	case "menu:save":
		m.close()
		if m.hooks.CanSaveRecord != nil && !m.hooks.CanSaveRecord() {
			break // the button is disabled; never export hidden pieces
		}
		m.save()
	case "menu:main":
		m.close()
		return true, scene.Step{Next: NewMenu(sh), Redraw: true}
	case "menu:close":
		m.close()
	default:
		m.close()
		if m.hooks.OnExtra != nil {
			m.hooks.OnExtra(tapped)
		}
	}
	return true, scene.Step{Redraw: true}
}

func (m *GameMenu) close() {
	m.open, m.confirm = false, false
	m.Layout(m.view)
}

// save exports the record and says where it went.
func (m *GameMenu) save() {
	if m.hooks.RecordText == nil {
		m.shared.Notice = m.shared.Text.T(i18n.ErrUnexpected, "no record")
		return
	}
	name := recordFileName(m.shared.Model.Game(), timeNow())
	exportNotice(m.shared, name, m.hooks.RecordText())
}

// recordFileName is the file a saved record gets: the game and the time, e.g.
// napoleon-20240501-153012.txt, which sorts by date in the Load list.
func recordFileName(id setup.GameID, t time.Time) string {
	g := string(id)
	if g == "" {
		g = "game"
	}
	return fmt.Sprintf("%s-%s.txt", g, t.Format("20060102-150405"))
}

// timeNow is the clock record file names use; tests fix it.
var timeNow = time.Now

// SaveRecordFile saves the record text of a game of id as the game menu's Save record does
// (a file in the records folder, a download in a browser) and says where, or why not: an
// online room's record, which is no game of the model's.
func SaveRecordFile(sh *scene.Shared, id setup.GameID, text string) {
	exportNotice(sh, recordFileName(id, timeNow()), text)
}

// exportNotice saves a record as a file (a download in a browser) and says where, or why not.
func exportNotice(sh *scene.Shared, name, text string) {
	p := sh.Text
	where, err := sh.Records.Export(name, text)
	switch {
	case err != nil:
		sh.Notice = p.T(i18n.ErrSaveFailed, err)
	case sh.Records.Downloads():
		sh.Tell(p.T(i18n.RecordDownloaded, where))
	default:
		sh.Tell(p.T(i18n.RecordSavedAs, where))
	}
}

// Draw paints the open menu over the scene, which is dimmed.
func (m *GameMenu) Draw(p render.Painter) {
	if !m.open {
		return
	}
	if m.howto != nil {
		m.howto.Draw(p)
		return
	}
	widget.DrawModal(p, m.panel)
	lineH := widget.TitleSize * m.k * 1.3
	top := m.title.Y + (m.title.H-float64(len(m.heading))*lineH)/2
	p.Lines(m.heading, widget.TitleSize*m.k, lineH, render.Rect{X: m.title.X, Y: top, W: m.title.W, H: m.title.H}, render.AlignLeft, render.TitleColour)
	for _, b := range m.items {
		b.Draw(p)
		if b.Disabled {
			p.Panel(b.Rect, 12, color.RGBA{0x1d, 0x2b, 0x24, 0xa0}, nil)
		}
	}
}

func titleKey(confirm bool) i18n.Key {
	if confirm {
		return i18n.ResignConfirm
	}
	return i18n.GameMenu
}

// DrawOpener paints the opener button: three bars and "Menu".
func (m *GameMenu) DrawOpener(p render.Painter) {
	b := m.opener
	r := b.Rect
	if r.W == 0 {
		return
	}
	p.Button(render.Button{Rect: r, Pressed: b.Pressed})
	bar := math.Min(20, r.H*0.42)
	x := r.X + 14
	if r.W < 80 {
		x = r.X + (r.W-bar)/2
	}
	for i := -1; i <= 1; i++ {
		y := r.Y + r.H/2 + float64(i)*bar*0.34 - 1.25
		p.Panel(render.Rect{X: x, Y: y, W: bar, H: 2.5}, 1, render.TextColour, nil)
	}
	if r.W >= 80 {
		lr := render.Rect{X: x + bar + 8, Y: r.Y, W: r.X + r.W - (x + bar + 8) - 10, H: r.H}
		p.Text(b.Label, b.Size, lr, render.AlignLeft, render.TextColour)
	}
}

// Target is where a menu control is: the opener always, the items while open.
func (m *GameMenu) Target(name string) (render.Rect, bool) {
	if name == "button:gamemenu" && !m.open && m.opener.Rect.W > 0 {
		return m.opener.Rect, true
	}
	if !m.open {
		return render.Rect{}, false
	}
	if m.howto != nil {
		return m.howto.Target(name)
	}
	if b := m.items.Find(name); b != nil && !b.Disabled {
		return b.Rect, true
	}
	return render.Rect{}, false
}

// HowTo is the how-to shown over the game, nil when none is.
func (m *GameMenu) HowTo() *howto.HowTo { return m.howto }

// Items are the open menu's buttons (none while it is closed).
func (m *GameMenu) Items() widget.Buttons { return m.items }
