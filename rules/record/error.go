package record

import "fmt"

// Error says what is wrong in a record and where: a line for tags and syntax,
// a move number and token for moves.
type Error struct {
	Line  int    // 1-based line, 0 when unknown
	Move  int    // 1-based move number, 0 when the error is not about a move
	Token string // the move token, when Move is set
	Msg   string
}

func (e *Error) Error() string {
	switch {
	case e.Move > 0:
		return fmt.Sprintf("move %d (%s): %s", e.Move, e.Token, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	default:
		return e.Msg
	}
}

// MoveError builds an error about move m.
func MoveError(m Move, format string, args ...any) *Error {
	return &Error{Line: m.Line, Move: m.Number, Token: m.Text, Msg: fmt.Sprintf(format, args...)}
}

// LineError builds an error about a line of the record (0: no line known).
func LineError(line int, format string, args ...any) *Error {
	return &Error{Line: line, Msg: fmt.Sprintf(format, args...)}
}
