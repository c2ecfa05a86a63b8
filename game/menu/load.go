package menu

import (
	"errors"
	"fmt"
	"strings"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/scene"
	"warboard/game/setup"
	"warboard/game/widget"
	"warboard/render"
	"warboard/rules/record"
)

// Load opens a record file: from the records folder on the desktop, through the file
// picker in a browser. A file that does not read as a record is explained on screen.
type Load struct {
	shared *scene.Shared
	formScreen
	files []string
	err   error // listing the folder failed
}

// NewLoad makes the Load screen, listing the records folder.
func NewLoad(sh *scene.Shared) *Load {
	s := &Load{shared: sh, formScreen: formScreen{form: widget.Form{Fonts: sh.Fonts}, ask: confirm{sh: sh}}}
	s.files, s.err = sh.Records.List()
	return s
}

func (s *Load) Name() string { return "load" }

func (s *Load) Layout(v render.View) {
	p := s.shared.Text
	s.frame = widget.NewFrame(v, s.shared.Fonts, p, "")
	s.bar = widget.Buttons{s.frame.BackButton(p)}
	src := s.shared.Records
	var rows []widget.FormRow
	if src.CanPick() {
		rows = append(rows, widget.FormRow{Name: "button:pick", Kind: widget.ActionRow, Button: widget.PrimaryButton, Label: p.T(i18n.PickFile)})
	}
	if dir := src.Dir(); dir != "" {
		info := widget.FormRow{Name: "folder", Kind: widget.InfoRow, Label: p.T(i18n.RecordsFolder, dir)}
		switch {
		case s.err != nil:
			info.Help = p.T(i18n.ErrUnexpected, s.err)
		case len(s.files) == 0:
			info.Help = p.T(i18n.NoRecords)
		}
		rows = append(rows, info)
	}
	for _, f := range s.files {
		rows = append(rows, widget.FormRow{Name: "record:" + f, Kind: widget.ActionRow, Label: f})
	}
	list := s.frame.Body
	list.Y += 4
	list.H -= 4
	s.form.Layout(list, s.frame.K, rows, func(string) string { return "" })
	s.ask.Layout(v)
}

func (s *Load) Update(events []input.Event) scene.Step {
	sh := s.shared
	if handled, st := s.ask.Update(events); handled {
		return st
	}
	if name, text, err, ok := sh.Records.Picked(); ok {
		return s.open(name, text, err)
	}
	tapped, changed := s.tapped(events)
	switch {
	case tapped == "button:back":
		return scene.Step{Next: NewMenu(sh)}
	case tapped == "button:pick":
		sh.Records.Pick()
	case len(tapped) > len("record:") && tapped[:len("record:")] == "record:":
		name := tapped[len("record:"):]
		text, err := sh.Records.Read(name)
		return s.open(name, text, err)
	}
	return scene.Step{Redraw: changed}
}

// open parses a file's text; a good record becomes the game in progress (after asking,
// when it would replace one), a bad one is explained in a notice and the screen stays.
func (s *Load) open(name, text string, err error) scene.Step {
	sh := s.shared
	var rec *record.Record
	if err == nil {
		rec, err = parseRecord(text, s.shared.Games)
	}
	if err != nil {
		return s.refuse(name, err)
	}
	return s.replaceGame(sh, func() scene.Step { return s.load(name, rec) })
}

// load makes rec the game in progress; a record its game refuses is explained and the game
// in progress stays.
func (s *Load) load(name string, rec *record.Record) scene.Step {
	next, err := s.shared.Games.Load(s.shared, rec)
	if err != nil {
		return s.refuse(name, recordError{i18n.ErrRecordRules, err})
	}
	return scene.Step{Next: next}
}

// refuse says why a file is not a record to play, on this screen.
func (s *Load) refuse(name string, err error) scene.Step {
	sh := s.shared
	var re recordError
	switch {
	case errors.Is(err, errEmptyRecord):
		sh.Notice = name + ": " + sh.Text.T(i18n.ErrRecordEmpty)
	case errors.As(err, &re):
		// in the player's words what is wrong and what to do; the parser's line one tap away
		sh.Notice, sh.NoticeDetail = sh.Text.T(re.Say, name), re.Detail.Error()
	default: // the file could not be read at all
		sh.Notice = name + ": " + sh.Text.T(i18n.ErrRecord, err)
	}
	return scene.Step{Redraw: true}
}

func (s *Load) Draw(p render.Painter) { s.draw(p, s.shared.Text.T(i18n.MenuLoadRecord)) }

// parseRecord reads a loaded file's text as a record of one of games.
func parseRecord(text string, games scene.Kinds) (*record.Record, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errEmptyRecord
	}
	rec, err := record.Parse(text)
	if err != nil {
		return nil, recordError{i18n.ErrRecordSyntax, err}
	}
	g, _ := rec.Tag("Game")
	if g == "" {
		return nil, recordError{i18n.ErrRecordGame, errors.New("no [Game] tag")}
	}
	if k, ok := games.Of(setup.GameID(g)); !ok || k.ID() != setup.GameID(g) {
		// a former ID names an autosave, never a record
		return nil, recordError{i18n.ErrRecordGame, fmt.Errorf("[Game %q] is not a game Warboard plays", g)}
	}
	return rec, nil
}

// recordError is why a file is not a record to play: what to tell the player (Say, with
// the file's name), and the technical detail one tap away.
type recordError struct {
	Say    i18n.Key
	Detail error
}

func (e recordError) Error() string { return e.Detail.Error() }

var errEmptyRecord = errors.New("empty record")
