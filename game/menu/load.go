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
	frame  widget.Frame
	bar    widget.Buttons
	form   widget.Form
	files  []string
	err    error // listing the folder failed
}

// NewLoad makes the Load screen, listing the records folder.
func NewLoad(sh *scene.Shared) *Load {
	s := &Load{shared: sh, form: widget.Form{Fonts: sh.Fonts}}
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
}

func (s *Load) Update(events []input.Event) scene.Step {
	sh := s.shared
	if name, text, err, ok := sh.Records.Picked(); ok {
		return s.open(name, text, err)
	}
	tapped, changed := s.form.Update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.Handle(events, render.Rect{})
		changed = changed || c
	}
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

// loadScene starts the play scenes of a loaded record of game id.
func loadScene(sh *scene.Shared, id setup.GameID, rec *record.Record) (scene.Scene, error) {
	build := RecordScenes[id]
	if build == nil {
		return nil, fmt.Errorf("[Game %q] is not a game Warboard plays", id)
	}
	return build(sh, rec)
}

// RecordScenes start the play scenes of a loaded record, by game; a game without one
// shows the record's tags (Play). Each game's scenes register theirs from an init function.
var RecordScenes = map[setup.GameID]func(sh *scene.Shared, rec *record.Record) (scene.Scene, error){}

// open parses a file's text; a good record becomes the game in progress, a bad one is
// explained in a notice and the screen stays.
func (s *Load) open(name, text string, err error) scene.Step {
	sh := s.shared
	if err == nil {
		rec, perr := parseRecord(text)
		if perr == nil {
			sh.Model.Load(rec)
			g, _ := rec.Tag("Game")
			next, berr := loadScene(sh, setup.GameID(g), rec)
			if berr == nil {
				return scene.Step{Next: next}
			}
			sh.Model.Close()
			perr = berr
		}
		err = perr
	}
	if errors.Is(err, errEmptyRecord) {
		sh.Notice = name + ": " + sh.Text.T(i18n.ErrRecordEmpty)
	} else {
		sh.Notice = name + ": " + sh.Text.T(i18n.ErrRecord, err)
	}
	return scene.Step{Redraw: true}
}

func (s *Load) Draw(p render.Painter) {
	p.Clear()
	s.form.Draw(p)
	s.frame.DrawBars(p, s.shared.Text.T(i18n.MenuLoadRecord))
	s.bar.Draw(p)
}

func (s *Load) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.Target(name); ok {
		return r, true
	}
	return s.form.Target(name)
}

// parseRecord reads a loaded file's text as a record of one of our games.
func parseRecord(text string) (*record.Record, error) {
	if strings.TrimSpace(text) == "" {
		return nil, errEmptyRecord
	}
	rec, err := record.Parse(text)
	if err != nil {
		return nil, err
	}
	switch g, _ := rec.Tag("Game"); setup.GameID(g) {
	case setup.Junqi, setup.Napoleon:
	case "":
		return nil, errors.New("no [Game] tag")
	default:
		return nil, fmt.Errorf("[Game %q] is not a game Warboard plays", g)
	}
	return rec, nil
}

var errEmptyRecord = errors.New("empty record")
