// Package layoutscreen is the saved-layouts list a deployment or set-up screen opens: load a
// saved or built-in layout (or its mirror image), save the layout on the board under a name
// the player types, rename one, export one as a text file or copy its text, import one from
// a file or a pasted text, delete a saved one.
package layoutscreen

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// Host is what the deployment or set-up screen lends the list.
type Host struct {
	Game  string // layouts.Junqi or layouts.Napoleon
	Board string // Napoleon: "8x8"; Junqi: ""
	Army  string // Napoleon: the army option, kept with a saved set-up
	// PasteHelp is the paste box's help, its example in the game's own notation.
	PasteHelp i18n.Key
	// Builtins are the program's layouts that fit this game.
	Builtins []layouts.Entry
	// BuiltinName is a built-in's name in the player's language.
	BuiltinName func(key string) string
	// Current is the layout on the board as kept (South's placement list); false while it
	// is not complete.
	Current func() (string, bool)
	// Apply fills the board with e's layout (mirrored if asked); an error says why it does
	// not fit and the board is left as it was.
	Apply func(e layouts.Entry, mirror bool) error
	// ExportText is a kept text written for the seat on the board (its own points).
	ExportText func(text string) (string, error)
	// Normalize reads an imported text (any seat's placement list, or a record) as kept.
	Normalize func(text string) (string, error)
	// Back is the screen to return to.
	Back func() scene.Scene
	// Summary, when set, tells a layout at a glance ("Flag b1 · Landmines a1 b2 c1").
	Summary func(text string) string
}

// Screen is the list.
type Screen struct {
	sh   *scene.Shared
	host Host
	book *layouts.Book

	view      render.View
	frame     widget.Frame
	bar       widget.Buttons
	form      widget.Form
	importing bool     // the desktop's file list is shown
	picking   bool     // the browser's file picker is open
	files     []string // the records folder, while importing
	filesErr  error
	sure      int // the saved entry whose Delete was tapped once (0: none)
	dlg       *dialog
	clip      clipWait // what the clipboard's pending answer is for
	copyText  string   // the text being copied, shown to copy by hand if the clipboard refuses
	copyName  string
}

// timeNow stamps saved layouts and names exported files; tests fix it.
var timeNow = time.Now

// New opens the saved layouts (a damaged entry is left out, and said so) for host's game.
func New(sh *scene.Shared, host Host) *Screen {
	s := &Screen{sh: sh, host: host, form: widget.Form{Fonts: sh.Fonts}}
	var errs []error
	s.book, errs = layouts.Open(sh.Store, timeNow())
	if len(errs) > 0 {
		var msgs []string
		for _, err := range errs {
			msgs = append(msgs, err.Error())
		}
		sh.Notice = sh.Text.T(i18n.LayoutSkipped, strings.Join(msgs, "; "))
	}
	return s
}

func (s *Screen) Name() string { return "layouts" }

// rowName is the form row of an entry: "entry:<id>" (negative ids are built-ins).
func rowName(id int) string { return "entry:" + strconv.Itoa(id) }

func (s *Screen) Layout(v render.View) {
	p := s.sh.Text
	s.view = v
	s.frame = widget.NewFrame(v, s.sh.Fonts, p, "")
	s.bar = widget.Buttons{s.frame.BackButton(p)}
	if s.dlg != nil {
		s.dlg.layout(s)
		return
	}
	var rows []widget.FormRow
	if s.importing {
		rows = s.fileRows()
	} else {
		rows = s.listRows()
	}
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, rows, func(string) string { return "" })
}

// listRows: save and import, the saved layouts (newest first), then the built-ins.
func (s *Screen) listRows() []widget.FormRow {
	p := s.sh.Text
	rows := []widget.FormRow{
		{Name: "button:save", Kind: widget.ActionRow, Button: widget.PrimaryButton, Label: p.T(i18n.DeploySaveLayout)},
		{Name: "button:mirror", Kind: widget.ActionRow, Label: p.T(i18n.LayoutMirrorCurrent)},
		{Name: "button:import", Kind: widget.ActionRow, Label: p.T(i18n.LayoutImport)},
		{Name: "button:paste", Kind: widget.ActionRow, Label: p.T(i18n.LayoutPaste)},
	}
	chips := func(e layouts.Entry) []widget.FormChip {
		cs := []widget.FormChip{{Value: "load", Label: p.T(i18n.LayoutLoad)},
			{Value: "mirror", Label: p.T(i18n.LayoutMirror)},
			{Value: "export", Label: p.T(i18n.LayoutExport)},
			{Value: "copy", Label: p.T(i18n.LayoutCopy)}}
		if !e.Builtin() {
			cs = append(cs, widget.FormChip{Value: "rename", Label: p.T(i18n.LayoutRename)})
			label := p.T(i18n.LayoutDelete)
			if s.sure == e.ID {
				label = p.T(i18n.LayoutDeleteSure)
			}
			cs = append(cs, widget.FormChip{Value: "delete", Label: label})
		}
		return cs
	}
	saved := s.book.List(s.host.Game, s.host.Board)
	if len(saved) == 0 {
		rows = append(rows, widget.FormRow{Name: "none", Kind: widget.InfoRow, Label: p.T(i18n.LayoutNone)})
	}
	for i := len(saved) - 1; i >= 0; i-- {
		e := saved[i]
		help := ""
		if !e.Saved.IsZero() {
			help = p.T(i18n.LayoutSavedOn, e.Saved.Local().Format("2006-01-02 15:04"))
		}
		rows = append(rows, widget.FormRow{Name: rowName(e.ID), Kind: widget.ChoiceRow, Label: e.Name, Help: s.help(e, help), Chips: chips(e)})
	}
	for _, e := range s.host.Builtins {
		rows = append(rows, widget.FormRow{Name: rowName(e.ID), Kind: widget.ChoiceRow, Label: s.host.BuiltinName(e.Name),
			Help: s.help(e, p.T(i18n.LayoutBuiltin)), Chips: chips(e)})
	}
	return rows
}

// help is an entry's explanation: its summary, then where it comes from.
func (s *Screen) help(e layouts.Entry, origin string) string {
	if s.host.Summary == nil {
		return origin
	}
	sum := s.host.Summary(e.Text)
	switch {
	case sum == "":
		return origin
	case origin == "":
		return sum
	}
	return sum + " · " + origin
}

// fileRows: the records folder's files to import from (the desktop has no file picker).
func (s *Screen) fileRows() []widget.FormRow {
	p := s.sh.Text
	info := widget.FormRow{Name: "folder", Kind: widget.InfoRow, Label: p.T(i18n.LayoutFiles, s.sh.Records.Dir())}
	switch {
	case s.filesErr != nil:
		info.Help = p.T(i18n.ErrUnexpected, s.filesErr)
	case len(s.files) == 0:
		info.Help = p.T(i18n.NoRecords)
	}
	rows := []widget.FormRow{info}
	for _, f := range s.files {
		rows = append(rows, widget.FormRow{Name: "file:" + f, Kind: widget.ActionRow, Label: f})
	}
	return rows
}

// entry is the saved or built-in entry with id.
func (s *Screen) entry(id int) (layouts.Entry, bool) {
	if id < 0 {
		for _, e := range s.host.Builtins {
			if e.ID == id {
				return e, true
			}
		}
		return layouts.Entry{}, false
	}
	return s.book.Get(id)
}

func (s *Screen) Update(events []input.Event) scene.Step {
	if s.picking {
		if name, text, err, ok := s.sh.Records.Picked(); ok {
			s.picking = false
			s.importText(name, text, err)
			return scene.Step{Redraw: true}
		}
	}
	if step, ok := s.clipboard(); ok {
		return step
	}
	if s.dlg != nil {
		return s.dlg.update(s, events)
	}
	tapped, changed := s.form.Update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.Handle(events, render.Rect{})
		changed = changed || c
	}
	if tapped == "" {
		return scene.Step{Redraw: changed}
	}
	return s.Do(tapped)
}

// Do acts on a tapped control by name ("button:save", "option:entry:3:load", "file:x.txt";
// in a dialog "dialog:ok", "dialog:cancel").
func (s *Screen) Do(tapped string) scene.Step {
	sh, p := s.sh, s.sh.Text
	sure := s.sure
	s.sure = 0
	defer s.relayout()
	switch {
	case s.dlg != nil && tapped == "dialog:ok":
		s.dlg.answer(s)
	case s.dlg != nil && (tapped == "dialog:cancel" || tapped == "button:back"):
		s.close()
	case s.dlg != nil:
	case tapped == "button:back" && s.importing:
		s.importing = false
	case tapped == "button:back":
		return scene.Step{Next: s.host.Back(), Redraw: true}
	case tapped == "button:save":
		s.saveCurrent()
	case tapped == "button:paste":
		s.pasteStart()
		s.clipboard() // a clipboard that answers at once opens the box now
	case tapped == "button:mirror":
		text, ok := s.host.Current()
		if !ok {
			sh.Notice = p.T(i18n.LayoutNotReady)
			break
		}
		if err := s.host.Apply(layouts.Entry{Game: s.host.Game, Board: s.host.Board, Text: text}, true); err != nil {
			sh.Notice = p.T(i18n.LayoutRefused, err)
			break
		}
		return scene.Step{Next: s.host.Back(), Redraw: true}
	case tapped == "button:import":
		if sh.Records.CanPick() {
			s.picking = true
			sh.Records.Pick()
			break
		}
		s.importing = true
		s.files, s.filesErr = sh.Records.List()
	case strings.HasPrefix(tapped, "file:"):
		name := strings.TrimPrefix(tapped, "file:")
		text, err := sh.Records.Read(name)
		s.importText(name, text, err)
	case strings.HasPrefix(tapped, "option:entry:"):
		f := strings.Split(strings.TrimPrefix(tapped, "option:entry:"), ":")
		id, err := strconv.Atoi(f[0])
		e, ok := s.entry(id)
		if err != nil || len(f) != 2 || !ok {
			break
		}
		switch f[1] {
		case "load", "mirror":
			if err := s.host.Apply(e, f[1] == "mirror"); err != nil {
				sh.Notice = p.T(i18n.LayoutRefused, err)
				break
			}
			return scene.Step{Next: s.host.Back(), Redraw: true}
		case "export":
			s.export(e)
		case "copy":
			s.copyStart(e)
			s.clipboard()
		case "rename":
			if !e.Builtin() {
				s.open(&dialog{kind: renaming, id: id, name: e.Name})
			}
		case "delete":
			if sure != id {
				s.sure = id
				break
			}
			if err := s.book.Delete(sh.Store, id); err != nil {
				sh.Notice = p.T(i18n.LayoutFailed, err)
				break
			}
			sh.Tell(p.T(i18n.LayoutDeleted, e.Name))
		}
	}
	return scene.Step{Redraw: true}
}

func (s *Screen) relayout() {
	if s.view.Valid() {
		s.Layout(s.view)
	}
}

// saveCurrent asks the name to keep the layout on the board under ("Layout N" suggested).
func (s *Screen) saveCurrent() {
	text, ok := s.host.Current()
	if !ok {
		s.sh.Notice = s.sh.Text.T(i18n.LayoutNotReady)
		return
	}
	s.open(&dialog{kind: naming, text: text, name: s.suggestedName()})
}

// suggestedName is the next free "Layout N".
func (s *Screen) suggestedName() string {
	p := s.sh.Text
	n := s.book.NextNumber(s.host.Game, func(n int) string { return p.T(i18n.DeployLayoutDefault, n) })
	return p.T(i18n.DeployLayoutDefault, n)
}

// add saves a new entry and says so; an error comes back for the caller to show.
func (s *Screen) add(name, text string, said i18n.Key) error {
	e, err := s.book.Add(s.sh.Store, layouts.Entry{Name: name, Game: s.host.Game, Board: s.host.Board,
		Army: s.host.Army, Text: text, Saved: timeNow().UTC().Truncate(time.Second)})
	if err != nil {
		return err
	}
	s.sh.Tell(s.sh.Text.T(said, e.Name))
	return nil
}

// importText reads a file's text as a layout of this game and saves it under the file's name.
func (s *Screen) importText(name, text string, err error) {
	p := s.sh.Text
	if err == nil {
		text, err = s.host.Normalize(text)
	}
	if err != nil {
		s.sh.Notice = p.T(i18n.LayoutBadText, name, err)
		return
	}
	s.importing = false
	title := s.book.FreeName(s.host.Game, s.host.Board, strings.TrimSuffix(path.Base(name), path.Ext(name)))
	if title == "" {
		title = s.suggestedName()
	}
	if err := s.add(title, text, i18n.LayoutImported); err != nil {
		s.sh.Notice = p.T(i18n.LayoutFailed, err)
	}
}

// FileName is an exported layout's file: layout-<game>[-<board>]-<time>.txt.
func FileName(game, board string, t time.Time) string {
	if board != "" {
		game += "-" + board
	}
	return fmt.Sprintf("layout-%s-%s.txt", game, t.Format("20060102-150405"))
}

// export writes an entry, in the board's seat's points, as a text file (a download in a
// browser), the way a record is saved.
func (s *Screen) export(e layouts.Entry) {
	p := s.sh.Text
	text, err := s.host.ExportText(e.Text)
	if err == nil && text == "" {
		err = errors.New("empty layout")
	}
	var where string
	if err == nil {
		where, err = s.sh.Records.Export(FileName(s.host.Game, s.host.Board, timeNow()), text+"\n")
	}
	switch {
	case err != nil:
		s.sh.Notice = p.T(i18n.LayoutFailed, err)
	case s.sh.Records.Downloads():
		s.sh.Tell(p.T(i18n.LayoutDownloaded, where))
	default:
		s.sh.Tell(p.T(i18n.LayoutExported, where))
	}
}

func (s *Screen) Draw(p render.Painter) {
	p.Clear()
	if s.dlg != nil {
		s.dlg.draw(s, p)
		return
	}
	s.form.Draw(p)
	s.frame.DrawBars(p, s.sh.Text.T(i18n.DeployLayouts))
	s.bar.Draw(p)
}

func (s *Screen) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.Target(name); ok {
		return r, true
	}
	if s.dlg != nil {
		return s.dlg.target(name)
	}
	return s.form.Target(name)
}

// Reveal scrolls the list to show the row of a target ("option:entry:3:load" shows entry 3).
func (s *Screen) Reveal(target string) {
	if f := strings.Split(target, ":"); len(f) >= 3 && f[0] == "option" {
		s.form.Reveal("option:" + f[1] + ":" + f[2])
	}
}

// EntryHelp is the explanation shown under an entry (tests read it).
func (s *Screen) EntryHelp(id int) string {
	e, ok := s.entry(id)
	if !ok {
		return ""
	}
	return s.help(e, "")
}
