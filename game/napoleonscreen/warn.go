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
	moves := sess.TargetThreats(seat)
	if len(moves) == 0 {
		return ""
	}
	if len(moves) > 3 {
		moves = append(moves[:3], "…")
	}
	p := s.g.sh.Text
	return p.T(i18n.WarnTarget, widget.SeatName(p, seat.Other().String()[0]), strings.Join(moves, ", "))
}

// Warning is the warning the play screen shows now, "" none.
func (p *Probe) Warning() string { return p.s.warnText() }
