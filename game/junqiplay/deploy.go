package junqiplay

import (
	"errors"
	"fmt"

	"warboard/rules/junqi"
)

// local is p's index in the deploying seat's layout, if p is in its area.
func (s *Session) local(p junqi.Point) (int, bool) {
	b := junqi.BoardOf(s.cfg.Board)
	if int(p) >= b.N || b.Area(p) != s.seat {
		return 0, false
	}
	f, r := b.Local(p)
	if b.AreaPoint(s.seat, f, r) != p {
		return 0, false
	}
	return (r-1)*5 + f, true
}

func (s *Session) pointName(p junqi.Point) string { return junqi.BoardOf(s.cfg.Board).Name(p) }

// deployTap: tap a piece to pick it, tap another point to swap the two.
func (s *Session) deployTap(p junqi.Point) Feedback {
	i, ok := s.local(p)
	if !ok {
		return refuse(RefusedNotArea, fmt.Sprintf("%s is not in %v's area", s.pointName(p), s.seat), s.pointName(p))
	}
	if s.selected == junqi.NoPoint {
		if s.layouts[s.seat][i] == 0 {
			return refuse(RefusedEmpty, fmt.Sprintf("%s is empty: tap a piece to pick it", s.pointName(p)), s.pointName(p))
		}
		s.selected = p
		return note(NotePicked, fmt.Sprintf("%s picked", s.pointName(p)), s.pointName(p))
	}
	if s.selected == p {
		s.selected = junqi.NoPoint
		return note(NoteDropped, fmt.Sprintf("%s put back", s.pointName(p)), s.pointName(p))
	}
	fb := s.swap(s.selected, p)
	if !fb.Refused {
		s.selected = junqi.NoPoint
	}
	return fb
}

// deployDrag: the piece dragged from one point to another swaps with what is there.
func (s *Session) deployDrag(from, to junqi.Point) Feedback {
	i, ok := s.local(from)
	if !ok {
		return refuse(RefusedNotArea, fmt.Sprintf("%s is not in %v's area", s.pointName(from), s.seat), s.pointName(from))
	}
	if s.layouts[s.seat][i] == 0 {
		return refuse(RefusedEmpty, fmt.Sprintf("%s is empty", s.pointName(from)), s.pointName(from))
	}
	if _, ok := s.local(to); !ok {
		return refuse(RefusedNotArea, fmt.Sprintf("%s is not in %v's area", s.pointName(to), s.seat), s.pointName(to))
	}
	fb := s.swap(from, to)
	if !fb.Refused {
		s.selected = junqi.NoPoint
	}
	return fb
}

// swapped is the layout with the pieces on two points exchanged.
func (s *Session) swapped(from, to junqi.Point) junqi.Layout {
	i, _ := s.local(from)
	j, _ := s.local(to)
	l := s.layouts[s.seat]
	l[i], l[j] = l[j], l[i]
	return l
}

// swap exchanges two points of the layout if the result keeps every rule.
func (s *Session) swap(from, to junqi.Point) Feedback {
	l := s.swapped(from, to)
	if err := l.Check(s.cfg.Board, s.seat); err != nil {
		return s.deployRefusal(err)
	}
	s.layouts[s.seat] = l
	return note(NotePlaced, fmt.Sprintf("%s and %s swapped", s.pointName(from), s.pointName(to)),
		s.pointName(from), s.pointName(to))
}

// deployRefusal names the first rule a layout breaks; junqi.Check decides, this
// only sorts its verdict into a code a translation can use.
func (s *Session) deployRefusal(err error) Feedback {
	point, rule, text := DeployRule(err)
	return refuse(RefusedDeploy, text, point, rule)
}

// DeployRule is the first rule err (a deployment check's verdict) names, as a word a
// translation can use (junqi.Violation's Rule, "rule" for another error), where (may be
// ""), and the rules' own English sentence. An online room's swaps use it as the device's do.
func DeployRule(err error) (point, rule, text string) {
	var de junqi.DeploymentError
	if !errors.As(err, &de) || len(de) == 0 {
		return "", "rule", err.Error()
	}
	v := de[0]
	return v.Point, v.Rule, v.Reason
}

// Random replaces the deploying seat's layout with a random legal one.
func (s *Session) Random() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	if s.phase != Deploy {
		return s.wrongPhase("random")
	}
	s.layouts[s.seat] = s.randomLayout()
	s.selected = junqi.NoPoint
	return note(NoteLayout, "random layout", "random")
}

// UseLayout replaces the deploying seat's layout with a classic one (junqi.Layouts).
func (s *Session) UseLayout(name string) Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	if s.phase != Deploy {
		return s.wrongPhase("layout")
	}
	for _, nl := range junqi.Layouts {
		if nl.Name == name {
			s.layouts[s.seat] = nl.Layout
			s.selected = junqi.NoPoint
			return note(NoteLayout, fmt.Sprintf("layout %q", name), name)
		}
	}
	return refuse(RefusedNoLayout, fmt.Sprintf("no layout %q", name), name)
}

// SetLayout replaces the deploying seat's layout with l (a saved layout, in the seat's own
// view), if it keeps every deployment rule; a refused one changes nothing.
func (s *Session) SetLayout(l junqi.Layout, name string) Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	if s.phase != Deploy {
		return s.wrongPhase("layout")
	}
	if err := l.Check(s.cfg.Board, s.seat); err != nil {
		return s.deployRefusal(err)
	}
	s.layouts[s.seat] = l
	s.selected = junqi.NoPoint
	return note(NoteLayout, fmt.Sprintf("layout %q", name), name)
}

// Done ends the deploying seat's deployment; the next seat deploys, or, when
// every seat has, the Position is built and play begins.
func (s *Session) Done() Feedback {
	if fb, no := s.byComputer(); no {
		return fb
	}
	return s.finishDeploy()
}

func (s *Session) finishDeploy() Feedback {
	if s.phase != Deploy {
		return s.wrongPhase("done")
	}
	if err := s.layouts[s.seat].Check(s.cfg.Board, s.seat); err != nil {
		return s.deployRefusal(err) // never: every change is checked
	}
	me := s.seat
	s.done |= 1 << me
	s.ev, s.evSeat = evDeployed, me
	for _, x := range s.cfg.Seats {
		if s.done&(1<<x) == 0 {
			s.show(Deploy, x, me)
			return s.lastNote()
		}
	}
	st, err := junqi.NewState(s.cfg)
	if err == nil {
		for _, x := range s.cfg.Seats {
			if err = st.Deploy(x, s.layouts[x]); err != nil {
				break
			}
		}
	}
	if err == nil {
		err = s.start(st, false)
	}
	if err != nil { // the layouts were all checked: this is a bug, not a player's fault
		s.done &^= 1 << me
		s.ev, s.evSeat = evNone, junqi.NoSeat
		return refuse(RefusedByRules, err.Error(), "done")
	}
	s.layouts, s.done = [4]junqi.Layout{}, 0
	return s.lastNote()
}
