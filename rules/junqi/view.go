package junqi

// View is a position as one seat may know it: a value the renderer and the
// computer players read. Pieces whose rank the seat may not know have rank
// Unknown (seat kept); face-down pieces are FaceDown with rank Unknown and
// their colour hidden too (seat bits 0).
type View struct {
	Board     BoardKind
	Mode      Mode
	Seat      Seat // the viewer
	Squares   [MaxPoints]Piece
	Turn      Seat
	TurnKnown bool
	Out       uint8 // seats that are out, as a mask
	Result    Result
	NoCapture int // actions in a row with no removal
	// Shown has the points whose piece everybody knows through 战后亮子.
	Shown [3]uint64
}

// unknownFaceDown is how a face-down piece looks to everybody.
const unknownFaceDown = faceDownBit | Piece(Unknown)

// Knows reports whether viewer may know the rank of the piece on p.
func (s *State) Knows(viewer Seat, p Point) bool {
	pc := s.sq[p]
	switch {
	case pc == 0:
		return true
	case pc.FaceDown():
		return false // nobody knows a face-down piece, its colour included
	case s.mode != Dark:
		return true
	case viewer < 4 && pc.Seat() == viewer:
		return true
	case viewer < 4 && s.alliesSee && s.Allies(viewer, pc.Seat()): // NoSeat (everybody) has no ally
		return true
	case s.Shown(p):
		return true
	case pc.Rank() == Flag && s.bid > 0: // 三打一: farmers' flags face up, the landlord's never
		return pc.Seat() != s.landlord
	case pc.Rank() == Flag && s.count[pc.Seat()][Marshal] == 0:
		return true // with its 司令 gone a seat's flag is shown to all
	}
	return false
}

// View is what viewer sees. Any seat letter works, playing or not (a seat
// with nothing on the board sees only what everybody sees).
func (s *State) View(viewer Seat) View {
	v := View{Board: s.board, Mode: s.mode, Seat: viewer, Turn: s.turn, TurnKnown: s.turnKnown,
		Out: s.out, Result: s.result, NoCapture: int(s.noCapture), Shown: s.shown}
	b := boards[s.board]
	for p := 0; p < b.N; p++ {
		pc := s.sq[p]
		switch {
		case pc == 0:
		case pc.FaceDown():
			v.Squares[p] = unknownFaceDown
		case s.Knows(viewer, Point(p)):
			v.Squares[p] = pc
		default:
			v.Squares[p] = MakePiece(pc.Seat(), Unknown)
		}
	}
	return v
}

// At is what the viewer sees on p.
func (v *View) At(p Point) Piece { return v.Squares[p] }
