package junqi

// Battle tells what an action did, for views and animations.
type Battle struct {
	Action   Action
	Seat     Seat  // who acted (in 翻棋 the colour, known after a first flip)
	Attacker Piece // the moving piece (face up)
	Defender Piece // the attacked piece; 0 for a move or a flip
	// Flipped is the piece turned face up by a flip.
	Flipped         Piece
	AttackerRemoved bool
	DefenderRemoved bool
	FlagCaptured    bool
}

// Fought reports whether the action was an attack.
func (bt Battle) Fought() bool { return bt.Action.Kind == Attack }

// Combat decides a battle: which of attacker and defender leave the board.
// 三打一's pieces: 元帅 (A) is above 司令 but dies on a landmine or a fortress;
// a fortress (T) is a landmine even an engineer cannot clear; 导弹 (R) beats
// 营长 and below and trades with 团长 and above (元帅 included).
func Combat(attacker, defender Rank) (attackerRemoved, defenderRemoved bool) {
	switch {
	case defender == Flag:
		return attacker == Bomb, true // a bomb and the flag both go: still a capture
	case attacker == Bomb || defender == Bomb:
		return true, true
	case defender == Mine:
		if attacker == Engineer {
			return false, true // the engineer defuses it
		}
		return true, false
	case defender == Fortress:
		return true, false
	case attacker == Missile:
		return defender > Major, true
	case defender == Missile:
		return true, attacker > Major
	case attacker == defender:
		return true, true
	case attacker > defender: // 元帅 (13) is above 司令 (9): ranks compare by number
		return false, true
	}
	return true, false
}

// Apply plays a legal action (the caller checks legality, e.g. with Legal or by
// picking from Actions) and then the end-of-action checks in the order of the
// rules: flag captured, players out, next player without a legal action, the
// no-removal count. Repetition needs the history and is checked by Game.
func (s *State) Apply(a Action) Battle {
	bt := Battle{Action: a, Seat: s.turn}
	flagOwner := NoSeat
	removed := false
	switch a.Kind {
	case FlipUp:
		pc := s.sq[a.From].Up()
		s.set(a.From, pc)
		bt.Flipped = pc
		if !s.turnKnown { // the first flip gives the first player its colour
			s.setTurn(pc.Seat(), true)
			bt.Seat = pc.Seat()
		}
	case MoveTo:
		pc := s.sq[a.From]
		s.move(a.From, a.To, pc)
		bt.Attacker = pc
	case Attack:
		att, def := s.sq[a.From], s.sq[a.To]
		bt.Attacker, bt.Defender = att, def
		ar, dr := Combat(att.Rank(), def.Rank())
		bt.AttackerRemoved, bt.DefenderRemoved = ar, dr
		removed = true
		if def.Rank() == Flag {
			bt.FlagCaptured = true
			flagOwner = def.Seat()
		}
		s.set(a.From, 0)
		switch {
		case !ar && dr:
			s.set(a.To, att)
		case ar && dr:
			s.set(a.To, 0)
		case ar && !dr:
			s.set(a.To, def)
		}
		if s.battleReveal && s.sq[a.To] != 0 {
			s.show(a.To)
		}
	}
	s.ply++
	if removed {
		s.noCapture = 0
	} else if s.noCapture < 65535 {
		s.noCapture++
	}
	mover := s.turn
	if flagOwner != NoSeat {
		s.eliminate(flagOwner, ByFlag)
		if s.result.Over {
			return bt
		}
	}
	s.advance(mover)
	if s.result.Over {
		return bt
	}
	if s.noCaptureLimit > 0 && s.noCapture >= s.noCaptureLimit {
		s.result = Result{Over: true, Draw: true, Reason: NoCapture}
	}
	return bt
}
