package junqiplay

import (
	"errors"
	"fmt"
	"strings"

	"warboard/game/internal/minijson"
	"warboard/game/storage"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// saveFile is the autosave: the record plus what is not in it. Format 2 (written today)
// is this as one JSON line without the record, then the record text as it is, so the
// record is not escaped into JSON; format 1 (still read) held the record inside.
type saveFile struct {
	Format    int               `json:"format"`
	Record    string            `json:"record,omitempty"` // format 1 only`
	Options   Options           `json:"options"`
	Seed      uint64            `json:"seed"`
	Draws     uint64            `json:"draws"`
	Phase     string            `json:"phase"`
	Seat      string            `json:"seat,omitempty"`
	Then      string            `json:"then,omitempty"`
	Layouts   map[string]string `json:"layouts,omitempty"` // seat: 30 codes in layout order, '.' empty
	Done      string            `json:"done,omitempty"`
	Selected  string            `json:"selected,omitempty"`
	DrawBy    string            `json:"drawBy,omitempty"`
	DrawAsk   string            `json:"drawAsk,omitempty"`
	Event     string            `json:"event,omitempty"`
	EventSeat string            `json:"eventSeat,omitempty"`
	Holder    string            `json:"holder,omitempty"`  // with computer seats: the person holding the device
	Marks     map[string]string `json:"marks,omitempty"`   // seat: its marks by start point, "b10=9 c9=B" (marks.go)
	UndoBy    string            `json:"undoBy,omitempty"`  // a take-back request: the asking seat
	UndoAsk   string            `json:"undoAsk,omitempty"` // and the seats still to answer
}

const saveFormat = 2

// Fields is the save's line, member by member as encoding/json wrote it
// (TestSaveFileJSONAgrees compares). Members it does not know are an error when read (a
// save is never guessed at).
func (f *saveFile) Fields(c minijson.Codec) {
	c.Int("format", &f.Format)
	c.StringOmit("record", &f.Record)
	c.Object("options", false, func(c minijson.Codec) {
		o := &f.Options
		c.Bool("secretDeploy", &o.SecretDeploy)
		c.Bool("handOverOpen", &o.HandOverOpen)
		c.Bool("moverBottom", &o.MoverBottom)
		c.Bool("rankNumbers", &o.RankNumbers)
		c.StringOmit("computers", &o.Computers)
		c.StringOmit("levels", &o.Levels)
	})
	c.Uint64("seed", &f.Seed)
	c.Uint64("draws", &f.Draws)
	c.String("phase", &f.Phase)
	c.StringOmit("seat", &f.Seat)
	c.StringOmit("then", &f.Then)
	c.StringMapOmit("layouts", &f.Layouts)
	c.StringOmit("done", &f.Done)
	c.StringOmit("selected", &f.Selected)
	c.StringOmit("drawBy", &f.DrawBy)
	c.StringOmit("drawAsk", &f.DrawAsk)
	c.StringOmit("event", &f.Event)
	c.StringOmit("eventSeat", &f.EventSeat)
	c.StringOmit("holder", &f.Holder)
	c.StringMapOmit("marks", &f.Marks)
	c.StringOmit("undoBy", &f.UndoBy)
	c.StringOmit("undoAsk", &f.UndoAsk)
}

var eventNames = [...]string{"", "deployed", "draw-offer", "draw-declined", "takeback-ask", "takeback-refused", "took-back"}

func seatName(x junqi.Seat) string {
	if x == junqi.NoSeat {
		return ""
	}
	return x.String()
}

// Save writes the session: one line of JSON with what the record does not hold, then the
// record text. Restore gives back the same phase, screen and picture.
func (s *Session) Save() ([]byte, error) {
	f := saveFile{Format: saveFormat, Options: s.opts, Seed: s.seed,
		Draws: s.draws, Phase: s.phase.String(), Seat: seatName(s.seat), Then: s.then.String(),
		Done: seatList(s.done, s.cfg.Seats), DrawBy: seatName(s.drawBy),
		Event: eventNames[s.ev], EventSeat: seatName(s.evSeat), Holder: seatName(s.holder),
		UndoBy: seatName(s.undoBy)}
	if s.selected != junqi.NoPoint {
		f.Selected = s.pointName(s.selected)
	}
	for _, x := range s.drawAsk {
		f.DrawAsk += x.String()
	}
	for x, m := range s.marks {
		if len(m) > 0 {
			if f.Marks == nil {
				f.Marks = map[string]string{}
			}
			f.Marks[junqi.Seat(x).String()] = s.marksText(junqi.Seat(x))
		}
	}
	for _, x := range s.undoAsk {
		f.UndoAsk += x.String()
	}
	if s.match == nil {
		f.Layouts = map[string]string{}
		for _, x := range s.cfg.Seats {
			var sb strings.Builder
			for _, r := range s.layouts[x] {
				if r == 0 {
					sb.WriteByte('.')
				} else {
					sb.WriteByte(r.Code())
				}
			}
			f.Layouts[x.String()] = sb.String()
		}
	}
	return storage.JoinSave(minijson.Marshal(f), s.RecordText()), nil
}

// Restore reads what Save wrote, in this format or format 1. Anything inconsistent is an
// error.
func Restore(data []byte) (*Session, error) {
	head, text, split := storage.CutSave(data)
	f, err := minijson.Unmarshal[saveFile](head, true)
	if errors.Is(err, minijson.ErrTrailing) {
		return nil, errors.New("restore: data after the saved state")
	}
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if f.Record, err = storage.SaveRecord("format", f.Format, saveFormat, f.Record, text, split); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	s, err := f.session()
	if err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("restore: %v", err)
	}
	return s, nil
}

func (f *saveFile) session() (*Session, error) {
	rec, err := record.Parse(f.Record)
	if err != nil {
		return nil, err
	}
	// a finished game's record names its seed, which the save holds already
	rec.DeleteTag("Computers")
	rec.DeleteTag("Seed")
	cfg, err := junqi.ConfigFromTags(rec)
	if err != nil {
		return nil, err
	}
	s := &Session{cfg: cfg, opts: f.Options, seed: f.Seed, draws: f.Draws,
		selected: junqi.NoPoint, drawBy: junqi.NoSeat, undoBy: junqi.NoSeat, evSeat: junqi.NoSeat}
	var ok bool
	if s.phase, ok = phaseOf(f.Phase); !ok {
		return nil, fmt.Errorf("phase %q", f.Phase)
	}
	if s.then, ok = phaseOf(f.Then); !ok {
		return nil, fmt.Errorf("then %q", f.Then)
	}
	if s.seat, err = seatOf(f.Seat); err != nil {
		return nil, err
	}
	if s.drawBy, err = seatOf(f.DrawBy); err != nil {
		return nil, err
	}
	if s.evSeat, err = seatOf(f.EventSeat); err != nil {
		return nil, err
	}
	if err := s.setComputers(); err != nil {
		return nil, err
	}
	if s.holder, err = seatOf(f.Holder); err != nil {
		return nil, err
	}
	if s.undoBy, err = seatOf(f.UndoBy); err != nil {
		return nil, err
	}
	for i := 0; i < len(f.UndoAsk); i++ {
		x, err := seatOf(f.UndoAsk[i : i+1])
		if err != nil || x == junqi.NoSeat {
			return nil, fmt.Errorf("undoAsk %q", f.UndoAsk)
		}
		s.undoAsk = append(s.undoAsk, x)
	}
	for i := 0; i < len(f.DrawAsk); i++ {
		x, err := seatOf(f.DrawAsk[i : i+1])
		if err != nil {
			return nil, err
		}
		s.drawAsk = append(s.drawAsk, x)
	}
	ev := -1
	for i, n := range eventNames {
		if n == f.Event {
			ev = i
		}
	}
	if ev < 0 {
		return nil, fmt.Errorf("event %q", f.Event)
	}
	s.ev = event(ev)
	b := junqi.BoardOf(cfg.Board)
	if f.Selected != "" {
		if s.selected, ok = b.PointByName(f.Selected); !ok {
			return nil, fmt.Errorf("selected %q", f.Selected)
		}
	}
	if _, ok := rec.Tag("Position"); ok {
		if len(f.Layouts) > 0 || f.Done != "" {
			return nil, errors.New("layouts in a game already deployed")
		}
		s.tags = &record.Record{Tags: append([]record.Tag(nil), rec.Tags...)}
		s.tags.DeleteTag("Result")
		for i := range s.tags.Tags {
			s.tags.Tags[i].Line = 0
		}
		if err := s.replay(rec); err != nil {
			return nil, err
		}
		return s, s.restoreMarks(f.Marks)
	}
	if len(f.Marks) > 0 {
		return nil, errors.New("marks in a game not yet deployed")
	}
	if len(rec.Moves) > 0 {
		return nil, errors.New("moves without a [Position]")
	}
	if cfg.Mode == junqi.Flip {
		return nil, errors.New("翻棋 without a [Position]")
	}
	s.tags = clean(rec)
	for i := 0; i < len(f.Done); i++ {
		x, err := seatOf(f.Done[i : i+1])
		if err != nil || x == junqi.NoSeat {
			return nil, fmt.Errorf("done %q", f.Done)
		}
		s.done |= 1 << x
	}
	if len(f.Layouts) != len(cfg.Seats) {
		return nil, fmt.Errorf("%d layouts for %d seats", len(f.Layouts), len(cfg.Seats))
	}
	for _, x := range cfg.Seats {
		codes, ok := f.Layouts[x.String()]
		if !ok || len(codes) != 30 {
			return nil, fmt.Errorf("layout of %v", x)
		}
		var l junqi.Layout
		for i := 0; i < 30; i++ {
			if codes[i] == '.' {
				continue
			}
			r, ok := junqi.RankOf(codes[i])
			if !ok {
				return nil, fmt.Errorf("layout of %v: %q", x, codes[i])
			}
			l[i] = r
		}
		if err := l.Check(cfg.Board, x); err != nil {
			return nil, fmt.Errorf("layout of %v: %v", x, err)
		}
		s.layouts[x] = l
	}
	return s, nil
}

func seatOf(name string) (junqi.Seat, error) {
	if name == "" {
		return junqi.NoSeat, nil
	}
	if len(name) == 1 {
		if x, ok := junqi.SeatOf(name[0]); ok {
			return x, nil
		}
	}
	return junqi.NoSeat, fmt.Errorf("%q is not a seat", name)
}

// check tests that the session is in a state its operations can reach.
func (s *Session) check() error {
	playing := func(x junqi.Seat) bool {
		for _, y := range s.cfg.Seats {
			if x == y {
				return true
			}
		}
		return false
	}
	deploying := s.phase == Deploy || s.phase == HandOver && s.then == Deploy
	if deploying != (s.match == nil) {
		return errors.New("phase does not fit the record")
	}
	if err := s.checkPeople(); err != nil {
		return err
	}
	if s.phase != HandOver && s.then != s.phase || s.phase == HandOver && (s.then == HandOver || s.then == Over) {
		return errors.New("hand-over does not fit")
	}
	offer := s.phase == DrawOffer || s.phase == HandOver && s.then == DrawOffer
	if offer != (s.drawBy != junqi.NoSeat) || offer != (len(s.drawAsk) > 0) {
		return errors.New("draw offer does not fit the phase")
	}
	if s.selected != junqi.NoPoint && s.phase != Deploy && s.phase != Play {
		return errors.New("selection outside deployment and play")
	}
	switch s.ev {
	case evNone:
		if s.evSeat != junqi.NoSeat {
			return errors.New("event seat without an event")
		}
	case evDrawOffer:
		if s.evSeat != s.drawBy {
			return errors.New("draw offer event does not fit the offer")
		}
	default:
		if !playing(s.evSeat) {
			return errors.New("event seat not playing")
		}
	}
	if err := s.checkTakeBack(); err != nil {
		return err
	}
	want := s.then
	if deploying {
		if s.done&^seatMask(s.cfg.Seats) != 0 || !playing(s.seat) || s.done&(1<<s.seat) != 0 {
			return errors.New("deploying seat does not fit")
		}
		if s.selected != junqi.NoPoint {
			i, ok := s.local(s.selected)
			if !ok || s.layouts[s.seat][i] == 0 {
				return errors.New("picked point holds no own piece")
			}
		}
		return nil
	}
	if s.done != 0 {
		return errors.New("deployment state in a game already deployed")
	}
	st := s.match.State()
	if over := st.Result().Over; over != (want == Over) {
		return errors.New("phase does not fit the result")
	}
	turn, _ := st.Turn()
	switch want {
	case Over:
		if s.seat != junqi.NoSeat {
			return errors.New("a seat after the end")
		}
	case Play:
		if s.seat != turn {
			return errors.New("the seat is not the seat to move")
		}
		if s.selected != junqi.NoPoint {
			pc := st.At(s.selected)
			if pc == 0 || pc.FaceDown() || pc.Seat() != turn || len(actionsFrom(&st, s.selected)) == 0 {
				return errors.New("selected point holds no piece that can move")
			}
		}
	case TakeBackAsk: // checkTakeBack has checked it
	case DrawOffer:
		if s.drawBy != turn || s.seat != s.drawAsk[0] {
			return errors.New("draw offer seats do not fit")
		}
		var seen uint8
		for _, x := range s.drawAsk {
			gone, _ := st.Out(x)
			if !playing(x) || gone || x == s.drawBy || seen&(1<<x) != 0 {
				return errors.New("draw offer seats do not fit")
			}
			seen |= 1 << x
		}
	default:
		return errors.New("bad phase")
	}
	return nil
}

func seatMask(seats []junqi.Seat) uint8 {
	var m uint8
	for _, x := range seats {
		m |= 1 << x
	}
	return m
}

// checkPeople: the device is with a person, hand-overs go to people only, and only
// a person's screen holds a selection.
func (s *Session) checkPeople() error {
	if s.bots == 0 {
		if s.holder != junqi.NoSeat {
			return errors.New("a holder without computer seats")
		}
		return nil
	}
	people := s.People()
	if s.holder != junqi.NoSeat && !s.IsPerson(s.holder) {
		return errors.New("the device is with a computer seat")
	}
	if len(people) == 1 && s.holder != people[0] {
		return errors.New("the only person does not hold the device")
	}
	if s.phase == HandOver && (len(people) < 2 || !s.IsPerson(s.seat)) {
		return errors.New("a hand-over that is not between people")
	}
	if x := s.actor(); s.phase != HandOver && s.phase != Over && s.IsPerson(x) && x != s.holder {
		return errors.New("a person acts without the device")
	}
	if s.selected != junqi.NoPoint && !s.IsPerson(s.actor()) {
		return errors.New("a selection while a computer seat acts")
	}
	return nil
}
