package napoleonscreen

import (
	"strings"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/game/widget"
)

// warnText is the warning that the computer can win with its next turn, on the person's
// turn when the settings ask for it (by default against Easy); "" otherwise.
func (s *napoleonScreen) warnText() string {
	sess := s.g.sess
	tn := table{sess}.Turn()
	if !tn.Person || tn.HandOver || tn.What != computer.Move {
		return ""
	}
	o := sess.Options()
	warn := false
	for i := 0; i < len(o.Computers); i++ {
		warn = warn || s.g.sh.Settings.Warns(computer.SeatLevel(o.Levels, o.Computers[i:i+1]))
	}
	if !warn {
		return ""
	}
	cfg, _ := sess.SetUpRules()
	seat, err := cfg.Armies.ParseSeat(tn.Seat)
	if err != nil {
		return ""
	}
	threats := sess.TargetThreats(seat)
	if len(threats) == 0 {
		return ""
	}
	// the first army that threatens, its moves (up to three)
	by := threats[0].By
	var moves []string
	for _, th := range threats {
		if th.By != by {
			continue
		}
		if len(moves) == 3 {
			moves = append(moves, "…")
			break
		}
		moves = append(moves, th.Move)
	}
	p := s.g.sh.Text
	return p.T(i18n.WarnTarget, widget.SeatName(p, by.String()[0]), strings.Join(moves, ", "))
}

// Warning is the warning the play screen shows now, "" none.
func (p *Probe) Warning() string { return p.s.warnText() }
