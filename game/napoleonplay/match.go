package napoleonplay

import "warboard/rules/napoleon"

// Match is the game as the rules core plays it (nil during the terrain and the set-up):
// the online server reads each side's view from it (rules/referee.View) without a
// replay. Callers read it only; every change goes through the session.
func (s *Session) Match() *napoleon.Match { return s.match }
