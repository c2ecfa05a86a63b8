package game

import (
	"errors"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/rules/record"
)

// Load opens a record file: from the records folder on the desktop, through the file
// picker in a browser. A file that does not read as a record is explained on screen.
type Load struct {
	shared *Shared
	frame  frame
	bar    buttons
	form   form
	files  []string
	err    error // listing the folder failed
}

// NewLoad makes the Load screen, listing the records folder.
func NewLoad(sh *Shared) *Load {
	s := &Load{shared: sh, form: form{fonts: sh.Fonts}}
	s.files, s.err = sh.Records.List()
	return s
}

func (s *Load) Name() string { return "load" }

func (s *Load) Layout(v render.View) {
	p := s.shared.Text
	s.frame = newFrame(v, s.shared.Fonts, p, "")
	s.bar = buttons{s.frame.backButton(p)}
	src := s.shared.Records
	var rows []formRow
	if src.CanPick() {
		rows = append(rows, formRow{name: "button:pick", kind: optAction, button: primaryButton, label: p.T(i18n.PickFile)})
	}
	if dir := src.Dir(); dir != "" {
		info := formRow{name: "folder", kind: optInfo, label: p.T(i18n.RecordsFolder, dir)}
		switch {
		case s.err != nil:
			info.help = p.T(i18n.ErrUnexpected, s.err)
		case len(s.files) == 0:
			info.help = p.T(i18n.NoRecords)
		}
		rows = append(rows, info)
	}
	for _, f := range s.files {
		rows = append(rows, formRow{name: "record:" + f, kind: optAction, label: f})
	}
	list := s.frame.body
	list.Y += 4
	list.H -= 4
	s.form.layout(list, s.frame.k, rows, func(string) string { return "" })
}

func (s *Load) Update(events []input.Event) Step {
	sh := s.shared
	if name, text, err, ok := sh.Records.Picked(); ok {
		return s.open(name, text, err)
	}
	tapped, changed := s.form.update(events)
	if tapped == "" {
		var c bool
		tapped, c = s.bar.handle(events, render.Rect{})
		changed = changed || c
	}
	switch {
	case tapped == "button:back":
		return Step{Next: NewMenu(sh)}
	case tapped == "button:pick":
		sh.Records.Pick()
	case len(tapped) > len("record:") && tapped[:len("record:")] == "record:":
		name := tapped[len("record:"):]
		text, err := sh.Records.Read(name)
		return s.open(name, text, err)
	}
	return Step{Redraw: changed}
}

// recordScenes start the play scenes of a loaded record, by game; a game without one
// shows the record's tags (Play). Each game's scenes register theirs from an init function.
var recordScenes = map[GameID]func(sh *Shared, rec *record.Record) (Scene, error){}

// open parses a file's text; a good record becomes the game in progress, a bad one is
// explained in a notice and the screen stays.
func (s *Load) open(name, text string, err error) Step {
	sh := s.shared
	if err == nil {
		rec, perr := parseRecord(text)
		if perr == nil {
			sh.Model.Load(rec)
			g, _ := rec.Tag("Game")
			build := recordScenes[GameID(g)]
			if build == nil {
				return Step{Next: NewPlay(sh)}
			}
			next, berr := build(sh, rec)
			if berr == nil {
				return Step{Next: next}
			}
			sh.Model.Close()
			perr = berr
		}
		err = perr
	}
	if errors.Is(err, errEmptyRecord) {
		sh.notice = name + ": " + sh.Text.T(i18n.ErrRecordEmpty)
	} else {
		sh.notice = name + ": " + sh.Text.T(i18n.ErrRecord, err)
	}
	return Step{Redraw: true}
}

func (s *Load) Draw(p render.Painter) {
	p.Clear()
	s.form.draw(p)
	s.frame.drawBars(p, s.shared.Text.T(i18n.MenuLoadRecord))
	s.bar.draw(p)
}

func (s *Load) Target(name string) (render.Rect, bool) {
	if r, ok := s.bar.target(name); ok {
		return r, true
	}
	return s.form.target(name)
}
