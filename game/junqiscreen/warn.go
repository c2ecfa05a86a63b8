package junqiscreen

import (
	"strings"

	"warboard/game/computer"
	"warboard/game/i18n"
	"warboard/rules/junqi"
)

// warnText is the warning that an enemy piece can take the person's flag with its next
// action, on the person's turn against the computer when the settings ask for it (by
// default against Easy: a beginner's opponent); "" otherwise.
func (g *junqiGame) warnText() string {
	tn := table{g.sess}.Turn()
	if !tn.Person || tn.HandOver || tn.What != computer.Move || !g.warns() {
		return ""
	}
	seat, _ := junqi.SeatOf(tn.Seat[0])
	pts := g.sess.FlagThreats(seat)
	if len(pts) == 0 {
		return ""
	}
	b := junqi.BoardOf(g.sess.Config().Board)
	names := make([]string, len(pts))
	for i, p := range pts {
		names[i] = b.Name(p)
	}
	return g.sh.Text.T(i18n.WarnFlag, strings.Join(names, ", "))
}

// warns reports whether a computer seat's level is one the settings warn against.
func (g *junqiGame) warns() bool {
	o := g.sess.Options()
	for i := 0; i < len(o.Computers); i++ {
		if g.sh.Settings.Warns(computer.SeatLevel(o.Levels, o.Computers[i:i+1])) {
			return true
		}
	}
	return false
}

// Warning is the warning the play screen shows now, "" none.
func (s *JunqiPlay) Warning() string { return s.g.warnText() }
