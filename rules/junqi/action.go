package junqi

// ActionKind tells a move to an empty point, an attack, or a flip.
type ActionKind uint8

const (
	MoveTo ActionKind = iota // c6-c7
	Attack                   // c6xc7
	FlipUp                   // @d4 (翻棋): From is the point, To equals From
)

// Action is one turn's action. Three bytes, compared with ==.
type Action struct {
	From, To Point
	Kind     ActionKind
}

// Notation writes the action as in a record: "c6-c7", "c6xc7", "@d4".
func (a Action) Notation(b *Board) string {
	switch a.Kind {
	case FlipUp:
		return "@" + b.Name(a.From)
	case Attack:
		return b.Name(a.From) + "x" + b.Name(a.To)
	}
	return b.Name(a.From) + "-" + b.Name(a.To)
}
