package layoutscreen

import (
	"errors"
	"math"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// The list's questions that take text: the name a layout is saved or renamed under, a
// layout text to paste, and a text to copy by hand where the clipboard cannot be reached.
// Each is a screen of its own over the list: a prompt, one field, and its buttons.

type dialogKind uint8

const (
	naming   dialogKind = iota + 1 // Save: the name for text (the board's, or a pasted one)
	renaming                       // Rename: a saved entry's new name
	pasting                        // a layout text to import
	showing                        // a text to select and copy by hand
)

// MaxPaste bounds a pasted text in characters: a layout is about 200, a whole record a few
// thousand; a longer paste is cut and then refused as no layout.
const MaxPaste = 1 << 16

type dialog struct {
	kind     dialogKind
	id       int    // renaming: the entry
	name     string // naming, renaming: the name the field starts with
	text     string // naming: the layout to save; pasting, showing: the field's first text
	imported bool   // naming a pasted text: the notice says imported
	msg      string // why the last OK was refused, shown under the field

	field   widget.TextField
	prompt  []string // wrapped
	promptR render.Rect
	msgR    render.Rect
	buttons widget.Buttons
}

// clipWait is what the clipboard's pending answer is for.
type clipWait uint8

const (
	clipNone     clipWait = iota
	clipCopy              // an entry's text being copied
	clipPaste             // the clipboard read to open the paste box with
	clipPasteKey          // Ctrl+V in a field (the desktop)
)

// open shows d, its field focused (a browser's box, with the soft keyboard where the
// browser allows it without the player's tap on the box).
func (s *Screen) open(d *dialog) {
	p := s.sh.Text
	f := &d.field
	f.Fonts, f.Native = s.sh.Fonts, s.sh.TextBox
	switch d.kind {
	case naming, renaming:
		f.Name, f.Label = "field:name", p.T(i18n.DeployLayoutName)
		f.Edit.Max = layouts.MaxNameLen
		f.SetText(d.name)
		f.Edit.SelectAll() // the suggested name goes at the first key typed, as save dialogs do
	case pasting, showing:
		f.Name, f.Label = "field:text", p.T(i18n.LayoutCopyTitle)
		f.Edit.Multiline, f.Edit.Max = true, MaxPaste
		f.ReadOnly, f.SelectAll = d.kind == showing, d.kind == showing
		f.SetText(d.text)
	}
	if s.dlg != nil {
		s.dlg.field.Close()
	}
	s.dlg = d
	s.relayout()
	f.Focus()
}

// close leaves the dialog for the list.
func (s *Screen) close() {
	if s.dlg != nil {
		s.dlg.field.Close()
	}
	s.dlg = nil
	s.relayout()
}

// Field is the dialog's text field, nil when none is shown (tests type into it).
func (s *Screen) Field() *widget.TextField {
	if s.dlg == nil {
		return nil
	}
	return &s.dlg.field
}

func (d *dialog) title(p *i18n.Printer) string {
	switch d.kind {
	case naming:
		return p.T(i18n.DeploySaveLayout)
	case renaming:
		return p.T(i18n.LayoutRenameTitle, d.name)
	case pasting:
		return strings.TrimRight(p.T(i18n.LayoutPaste), "…")
	}
	return p.T(i18n.LayoutCopyTitle)
}

func (d *dialog) promptText(p *i18n.Printer, pasteHelp i18n.Key) string {
	switch d.kind {
	case naming, renaming:
		return p.T(i18n.DeployLayoutName)
	case pasting:
		return p.T(pasteHelp) // the example in the game's own notation
	}
	if !d.field.Selectable() {
		return p.T(i18n.LayoutCopyNoHelper) // the desktop's field cannot select for the system
	}
	return p.T(i18n.LayoutCopyByHand)
}

// layout places the prompt, the field near the top (a soft keyboard covers the bottom half
// of a phone), the message line and the buttons.
func (d *dialog) layout(s *Screen) {
	p, fonts, k := s.sh.Text, s.sh.Fonts, s.frame.K
	body := s.frame.Body
	x, w := body.X, body.W
	y := body.Y + 8*k
	size := widget.LabelSize * k
	lineH := size * 1.35
	d.prompt = fonts.Wrap(d.promptText(p, s.host.PasteHelp), size, w)
	d.promptR = render.Rect{X: x, Y: y, W: w, H: float64(len(d.prompt)) * lineH}
	y += d.promptR.H + 8*k
	fieldH := 48.0
	if d.field.Edit.Multiline {
		fieldH = math.Max(120, math.Min(260*k, (s.view.H-y)*0.4))
	}
	d.field.Layout(render.Rect{X: x, Y: y, W: w, H: fieldH}, size)
	y += fieldH + 8*k
	d.msgR = render.Rect{}
	if d.msg != "" {
		lines := fonts.Wrap(d.msg, widget.HelpSize*k, w-24)
		d.msgR = render.Rect{X: x, Y: y, W: w, H: float64(len(lines))*widget.HelpSize*k*1.45 + 16}
		y += d.msgR.H + 8*k
	}
	ok := &widget.Button{Name: "dialog:ok", Kind: widget.PrimaryButton, Size: size}
	cancel := &widget.Button{Name: "dialog:cancel", Label: p.T(i18n.Cancel), Size: size}
	switch d.kind {
	case naming, renaming:
		ok.Label = p.T(i18n.OK)
	case pasting:
		ok.Label = p.T(i18n.LayoutPasteImport)
	case showing:
		ok.Label = p.T(i18n.Done)
	}
	d.buttons = widget.Buttons{ok}
	if d.kind != showing {
		d.buttons = append(d.buttons, cancel)
	}
	widget.Flow(d.buttons, fonts, x, y, w, 48, 10*k, true)
}

// update runs the field and the buttons: OK (or Enter on a name) answers, Cancel, Back or
// Escape leaves the list as it was.
func (d *dialog) update(s *Screen, events []input.Event) scene.Step {
	res := d.field.Update(events)
	tapped, changed := d.buttons.Handle(events, render.Rect{})
	if tapped == "" {
		var c bool
		tapped, c = s.bar.Handle(events, render.Rect{})
		changed = changed || c
	}
	if res.Paste && s.sh.Clipboard != nil {
		s.clip = clipPasteKey
		s.sh.Clipboard.Paste()
	}
	switch {
	case res.Commit:
		tapped = "dialog:ok"
	case res.Cancel:
		tapped = "dialog:cancel"
	}
	if tapped == "" {
		return scene.Step{Redraw: changed || res.Changed, Busy: res.Held}
	}
	return s.Do(tapped)
}

// answer acts on OK.
func (d *dialog) answer(s *Screen) {
	p := s.sh.Text
	text := d.field.Text()
	switch d.kind {
	case naming:
		name, err := s.book.CheckName(s.host.Game, s.host.Board, text, 0)
		if err == nil {
			said := i18n.LayoutSaved
			if d.imported {
				said = i18n.LayoutImported
			}
			err = s.add(name, d.text, said)
		}
		if err != nil {
			d.refuse(s, err)
			return
		}
	case renaming:
		name, err := s.book.CheckName(s.host.Game, s.host.Board, text, d.id)
		if err == nil {
			err = s.book.Rename(s.sh.Store, d.id, name)
		}
		if err != nil {
			d.refuse(s, err)
			return
		}
		s.sh.Tell(p.T(i18n.LayoutRenamed, name))
	case pasting:
		if len([]rune(text)) == 0 || isBlank(text) {
			d.msg = p.T(i18n.LayoutPasteEmpty)
			return
		}
		kept, err := s.host.Normalize(text)
		if err != nil {
			d.msg = p.T(i18n.LayoutPasteBad, err)
			return
		}
		s.open(&dialog{kind: naming, text: kept, name: s.suggestedName(), imported: true})
		return
	}
	s.close()
}

// refuse says why a name was refused; the field keeps what was typed.
func (d *dialog) refuse(s *Screen, err error) {
	p := s.sh.Text
	var taken *layouts.NameTakenError
	switch {
	case errors.Is(err, layouts.ErrNoName):
		d.msg = p.T(i18n.LayoutNameEmpty)
	case errors.As(err, &taken):
		d.msg = p.T(i18n.LayoutNameTaken, taken.Name)
	default:
		d.msg = p.T(i18n.LayoutFailed, err)
	}
}

func isBlank(s string) bool {
	for _, r := range s {
		if r != ' ' && r != '\n' {
			return false
		}
	}
	return true
}

func (d *dialog) draw(s *Screen, p render.Painter) {
	k := s.frame.K
	size := widget.LabelSize * k
	p.Lines(d.prompt, size, size*1.35, d.promptR, render.AlignLeft, render.TextColour)
	d.field.Draw(p)
	if d.msg != "" {
		p.Panel(d.msgR, 8, render.ErrorFill, nil)
		lines := s.sh.Fonts.Wrap(d.msg, widget.HelpSize*k, d.msgR.W-24)
		p.Lines(lines, widget.HelpSize*k, widget.HelpSize*k*1.45, render.Rect{X: d.msgR.X + 12, Y: d.msgR.Y + 8, W: d.msgR.W - 24, H: d.msgR.H - 16}, render.AlignLeft, render.TextColour)
	}
	d.buttons.Draw(p)
	s.frame.DrawBars(p, d.title(s.sh.Text))
	s.bar.Draw(p)
}

func (d *dialog) target(name string) (render.Rect, bool) {
	if r, ok := d.buttons.Target(name); ok {
		return r, true
	}
	return d.field.Target(name)
}

// copyStart puts an entry's text, in the board's seat's points, on the clipboard.
func (s *Screen) copyStart(e layouts.Entry) {
	p := s.sh.Text
	text, err := s.host.ExportText(e.Text)
	if err == nil && text == "" {
		err = errors.New("empty layout")
	}
	if err != nil {
		s.sh.Notice = p.T(i18n.LayoutFailed, err)
		return
	}
	s.copyText, s.copyName = text, e.Name
	if e.Builtin() {
		s.copyName = s.host.BuiltinName(e.Name)
	}
	if s.sh.Clipboard == nil {
		s.open(&dialog{kind: showing, text: text})
		return
	}
	s.clip = clipCopy
	s.sh.Clipboard.Copy(text)
}

// pasteStart reads the clipboard to open the paste box with its text (an empty box when
// the clipboard cannot be read: the player pastes into it).
func (s *Screen) pasteStart() {
	if s.sh.Clipboard == nil {
		s.open(&dialog{kind: pasting})
		return
	}
	s.clip = clipPaste
	s.sh.Clipboard.Paste()
}

// clipboard takes the clipboard's answer, if one is awaited: it reports a step while the
// answer is pending (the screen waits, ticking) or when it arrived.
func (s *Screen) clipboard() (scene.Step, bool) {
	if s.clip == clipNone || s.sh.Clipboard == nil {
		return scene.Step{}, false
	}
	text, err, ok := s.sh.Clipboard.Done()
	if !ok {
		if s.clip == clipPasteKey {
			return scene.Step{}, false // typing goes on meanwhile
		}
		return scene.Step{Busy: true}, true
	}
	wait := s.clip
	s.clip = clipNone
	switch wait {
	case clipCopy:
		if err != nil {
			s.open(&dialog{kind: showing, text: s.copyText})
		} else {
			s.sh.Tell(s.sh.Text.T(i18n.LayoutCopied, s.copyName))
		}
	case clipPaste:
		if err != nil || isBlank(text) {
			text = ""
		}
		s.open(&dialog{kind: pasting, text: text})
	case clipPasteKey:
		if err == nil && s.dlg != nil {
			s.dlg.field.Insert(text)
		}
	}
	return scene.Step{Redraw: true}, true
}

// DialogMessage is why the dialog's last OK was refused ("" for none; tests read it).
func (s *Screen) DialogMessage() string {
	if s.dlg == nil {
		return ""
	}
	return s.dlg.msg
}
