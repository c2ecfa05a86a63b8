package junqiplay

import "warboard/rules/junqi"

// Match is the game as the rules core plays it (nil while the seats deploy): the online
// server reads each seat's view from it (rules/referee.View) without a replay. Callers
// read it only; every change goes through the session.
func (s *Session) Match() *junqi.Match { return s.match }
