package napoleon

import (
	"testing"
)

// moveCase is a position in the notation and moves that must (not) be legal
// for the seat to move. Every sentence of rules/napoleon.md about moving,
// capturing, lines of sight, terrain and the variants has a case that would
// fail if the rule were broken.
type moveCase struct {
	name             string
	board            string // default 8x8
	terrain, options string
	pos              string
	turn             string // default S
	legal, illegal   []string
}

var moveCases = []moveCase{
	// Pieces: ranges and straight lines
	{name: "general moves up to 2 in the 8 directions", pos: "d4=SG",
		legal:   []string{"d4-d5", "d4-d6", "d4-f6", "d4-f4", "d4-f2", "d4-d2", "d4-b2", "d4-b4", "d4-b6"},
		illegal: []string{"d4-d7", "d4-g7", "d4-e6"}},
	{name: "drum moves up to 2", pos: "d4=SD",
		legal: []string{"d4-d6", "d4-b2", "d4-f4"}, illegal: []string{"d4-d7", "d4-a1"}},
	{name: "infantry moves up to 3", pos: "d4=SI",
		legal: []string{"d4-d7", "d4-g7", "d4-a1", "d4-g4"}, illegal: []string{"d4-d8", "d4-h8", "d4-h4"}},
	{name: "cannon moves 1 whatever its facing", pos: "d4=SK>N",
		legal: []string{"d4-d5", "d4-e5", "d4-c3", "d4-d3"}, illegal: []string{"d4-d6", "d4-b2"}},
	{name: "cavalry moves up to 4 on diagonals only", pos: "d4=SC",
		legal:   []string{"d4-h8", "d4-a1", "d4-a7", "d4-g1", "d4-e5"},
		illegal: []string{"d4-d5", "d4-e4", "d4-d8", "d4-a4"}},
	{name: "cavalry range is 4", pos: "a1=SC", legal: []string{"a1-e5"}, illegal: []string{"a1-f6"}},
	{name: "no move onto an own piece", pos: "d4=SG d5=SI", illegal: []string{"d4-d5", "d4xd5"}},

	// General's privilege
	{name: "cavalry next to own general moves orthogonally", pos: "d4=SC e5=SG",
		legal: []string{"d4-d8", "d4-a4", "d4-h4", "d4-d1", "d4-c3"}},
	{name: "cavalry next to an enemy general stays diagonal", pos: "d4=SC e5=NG",
		illegal: []string{"d4-d6", "d4-a4"}, legal: []string{"d4-c5"}},
	{name: "cavalry two squares from own general stays diagonal", pos: "d4=SC f6=SG",
		illegal: []string{"d4-d6", "d4-b4"}},

	// Moving through empty squares, capture ends the move
	{name: "a piece moves through empty squares only", pos: "d4=SI d6=SI e4=SI",
		legal: []string{"d4-d5"}, illegal: []string{"d4-d7", "d4-f4"}},
	{name: "an enemy piece blocks too", pos: "d4=SI c4=SI d6=NI",
		illegal: []string{"d4-d7"}},
	{name: "capture ends the move", pos: "d4=SI c4=SI d6=NI",
		legal: []string{"d4xd6"}, illegal: []string{"d4-d7", "d4xd7"}},
	{name: "a capture is written x and a move -", pos: "d4=SI c4=SI d6=NI",
		illegal: []string{"d4-d6", "d4xd5"}},

	// Capture preconditions
	{name: "infantry alone cannot capture", pos: "d4=SI d6=NI",
		illegal: []string{"d4xd6"}, legal: []string{"d4-d5"}},
	{name: "general alone cannot capture", pos: "d4=SG d5=NI", illegal: []string{"d4xd5"}},
	{name: "an enemy neighbour does not allow a capture", pos: "d4=SI c4=NI d6=NI",
		illegal: []string{"d4xd6", "d4xc4"}},
	{name: "a friendly neighbour of any kind (a drum, on a diagonal) allows a capture", pos: "d4=SI c3=SD d6=NI",
		legal: []string{"d4xd6"}},
	{name: "general captures with a friendly neighbour", pos: "d4=SG c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "a non-cavalry needs two friendly neighbours to capture a cavalry", pos: "d4=SI c4=SI d6=NC",
		illegal: []string{"d4xd6"}},
	{name: "with two friendly neighbours infantry captures a cavalry", pos: "d4=SI c4=SI e4=SI d6=NC",
		legal: []string{"d4xd6"}},
	{name: "cavalry captures a cavalry with one friendly neighbour", pos: "d4=SC c4=SI f6=NC",
		legal: []string{"d4xf6"}},
	{name: "cavalry alone cannot capture", pos: "d4=SC f6=NI", illegal: []string{"d4xf6"}},
	{name: "cavalry captures with one friendly neighbour", pos: "d4=SC c4=SI f6=NI", legal: []string{"d4xf6"}},
	{name: "drums never capture", pos: "d4=SD c4=SI d5=NI", illegal: []string{"d4xd5"}},
	{name: "cannons never capture", pos: "d4=SK>S c4=SI d5=NI", illegal: []string{"d4xd5"}},
	{name: "drums are never captured", pos: "d4=SI c4=SI e4=SI d5=ND", illegal: []string{"d4xd5"}},
	{name: "a cavalry cannot capture a drum but may jump it", pos: "d4=SC c4=SI e5=ND",
		illegal: []string{"d4xe5"}, legal: []string{"d4-f6"}},
	{name: "a cannon can be captured (its own square is not in its line of sight)", pos: "d5=SI c5=SI d6=NK>N",
		legal: []string{"d5xd6"}},

	// Cavalry jump
	{name: "cavalry jumps over one friendly piece", pos: "c3=SC d4=SI",
		legal: []string{"c3-e5", "c3-f6", "c3-g7"}},
	{name: "the jumped square counts in the range", pos: "c3=SC d4=SI", illegal: []string{"c3-h8"}},
	{name: "cavalry jumps over an enemy piece", pos: "c3=SC d4=NI", legal: []string{"c3-e5"}},
	{name: "jump over exactly one piece, not two", pos: "c3=SC d4=SI e5=SI", illegal: []string{"c3-f6", "c3-g7"}},
	{name: "only one jump per move", pos: "b2=SC c3=SI e5=SI", legal: []string{"b2-d4"}, illegal: []string{"b2-f6", "b2-g7"}},
	{name: "cavalry jumps and then captures", pos: "c3=SC b3=SI d4=SI e5=NI", legal: []string{"c3xe5"}},
	{name: "cavalry may capture the first piece or jump it", pos: "c3=SC b3=SI d4=NI", legal: []string{"c3xd4", "c3-e5"}},
	{name: "other pieces never jump", pos: "d4=SG d5=SI", illegal: []string{"d4-d6"}},
	{name: "a cavalry jumps on orthogonals with the general's privilege", pos: "d4=SC c3=SG d5=SI",
		legal: []string{"d4-d6", "d4-d8"}},

	// Cannon line of sight
	{name: "cannon LOS blocks enemy entry", pos: "c2=SI d8=NK>S",
		illegal: []string{"c2-d2", "c2-d3"}, legal: []string{"c2-c3", "c2-b2"}},
	{name: "cannon LOS blocks enemy passage", pos: "d4=SI f8=NK>S",
		legal: []string{"d4-e4"}, illegal: []string{"d4-f4", "d4-g4"}},
	{name: "a cavalry may not jump a square in the LOS", pos: "c3=SC d4=SI a7=NK>SE",
		illegal: []string{"c3-e5", "c3-f6"}, legal: []string{"c3-b4"}},
	{name: "no capture onto a square in the LOS: the piece that ends the LOS is covered", pos: "d4=SI c4=SI d6=NI a6=NK>E",
		illegal: []string{"d4xd6"}},
	{name: "cannon LOS blocks enemy passage but a drum may enter", pos: "d4=SD f8=NK>S",
		legal: []string{"d4-f4", "d4-f6", "d4-f2"}},
	{name: "own LOS does not block own pieces", pos: "d4=SI f1=SK>N", legal: []string{"d4-f4", "d4-g4"}},
	{name: "the LOS ends at the first occupied square", pos: "d4=SI f8=NK>S f6=NI",
		legal: []string{"d4-f4", "d4-g4"}},
	{name: "the LOS starts next to the cannon", pos: "c6=SI d8=NK>S", illegal: []string{"c6-d7", "c6-d6"},
		legal: []string{"c6-c7", "c6-c8"}},
	{name: "a cannon's own square is not in its LOS", pos: "d7=SI c7=SI d8=NK>S", legal: []string{"d7xd8", "c7-c8"}},
	{name: "a piece standing in an enemy LOS may leave it", pos: "d1=SI d8=NK>S",
		legal: []string{"d1-e2", "d1-c1"}, illegal: []string{"d1-d2"}},
	{name: "the moving piece still ends the LOS and may go on away from the cannon", pos: "d3=SI d8=NK>S",
		legal: []string{"d3-d2", "d3-d1"}, illegal: []string{"d3-d4"}},
	{name: "a cannon may not enter an enemy LOS either", pos: "d4=SK>N e8=NK>S",
		illegal: []string{"d4-e4", "d4-e5"}, legal: []string{"d4-c4"}},

	// Three consecutive turns are checked in TestThreeTurns.

	// Drums scare horses
	{name: "drums-scare: no cavalry enters a square next to an enemy drum", options: "drums-scare",
		pos: "d4=SC f6=ND", illegal: []string{"d4-e5"}, legal: []string{"d4-c5"}},
	{name: "without drums-scare the cavalry may go next to a drum", pos: "d4=SC f6=ND", legal: []string{"d4-e5"}},
	{name: "drums-scare: no cavalry passes a square next to an enemy drum", options: "drums-scare",
		pos: "b2=SC e3=ND", legal: []string{"b2-c3"}, illegal: []string{"b2-d4", "b2-e5"}},
	{name: "drums-scare: no cavalry jumps an enemy drum", options: "drums-scare",
		pos: "c3=SC d4=ND", illegal: []string{"c3-e5"}},
	{name: "without drums-scare a cavalry jumps an enemy drum", pos: "c3=SC d4=ND", legal: []string{"c3-e5"}},
	{name: "drums-scare: own drums do not scare", options: "drums-scare",
		pos: "d4=SC f6=SD", legal: []string{"d4-e5"}},
	{name: "drums-scare: no capture next to an enemy drum", options: "drums-scare",
		pos: "d4=SC c4=SI f6=NI g6=ND", illegal: []string{"d4xf6"}},
	{name: "drums-scare does not stop other pieces", options: "drums-scare",
		pos: "d4=SI f6=ND", legal: []string{"d4-e5"}},
	{name: "antique: drums always scare horses", options: "antique",
		pos: "d4=SC f6=ND", illegal: []string{"d4-e5"}},

	// Drum push
	{name: "drum push: diagonal free squares of the cavalry", options: "drum-push",
		pos:     "d4=SD d6=NC",
		legal:   []string{"d4-d6/c7", "d4-d6/e7", "d4-d6/c5", "d4-d6/e5"},
		illegal: []string{"d4-d6/d7", "d4-d6/c6", "d4-d6", "d4xd6"}},
	{name: "no drum push without the option", pos: "d4=SD d6=NC", illegal: []string{"d4-d6/c7", "d4-d6/e7"}},
	{name: "drum push: the drum's own square is not free", options: "drum-push",
		pos: "c5=SD d6=NC", legal: []string{"c5-d6/e7", "c5-d6/c7", "c5-d6/e5"}, illegal: []string{"c5-d6/c5"}},
	{name: "drum push: a cavalry next to its general may be pushed orthogonally", options: "drum-push",
		pos: "d4=SD d6=NC d7=NG", legal: []string{"d4-d6/c6", "d4-d6/e6", "d4-d6/d5", "d4-d6/c7"}},
	{name: "drum push: not onto a square in the pusher's LOS", options: "drum-push",
		pos: "d4=SD d6=NC a7=SK>E", legal: []string{"d4-d6/c5", "d4-d6/e5"}, illegal: []string{"d4-d6/c7", "d4-d6/e7"}},
	{name: "drum push: not into a marsh", options: "drum-push", terrain: "c5=marsh",
		pos: "d4=SD d6=NC", legal: []string{"d4-d6/e5"}, illegal: []string{"d4-d6/c5"}},
	{name: "drum push with drums-scare: not next to the pushing drum's square", options: "drum-push drums-scare",
		pos: "d4=SD d6=NC", legal: []string{"d4-d6/c7", "d4-d6/e7"}, illegal: []string{"d4-d6/c5", "d4-d6/e5"}},
	{name: "drum push needs a legal drum move (range 2)", options: "drum-push",
		pos: "d3=SD d6=NC", illegal: []string{"d3-d6/c7"}},
	{name: "drum push needs a clear way", options: "drum-push",
		pos: "d4=SD d5=SI d6=NC", illegal: []string{"d4-d6/c7"}},
	{name: "drum push needs a free square for the cavalry", options: "drum-push",
		pos: "d4=SD d6=NC c5=NI e5=NI c7=NI e7=NI", illegal: []string{"d4-d6/c5", "d4-d6/c6"}},
	{name: "drum push: only cavalry is pushed", options: "drum-push",
		pos: "d4=SD d6=NI", illegal: []string{"d4-d6/c7"}},
	{name: "drum push: only enemy cavalry", options: "drum-push",
		pos: "d4=SD d6=SC", illegal: []string{"d4-d6/c7"}},
	{name: "drum push ignores lines of sight (drums may enter them)", options: "drum-push",
		pos: "d4=SD d6=NC a6=NK>E", legal: []string{"d4-d6/c7"}},

	// Terrain: village
	{name: "village: a cavalry on it cannot jump", terrain: "c3=village",
		pos: "c3=SC d4=SI", illegal: []string{"c3-e5"}, legal: []string{"c3-b4"}},
	{name: "village: a cavalry may jump over a piece on a village", terrain: "d4=village",
		pos: "c3=SC d4=SI", legal: []string{"c3-e5"}},
	{name: "village: an infantry on it cannot be captured by a cavalry", terrain: "f6=village",
		pos: "d4=SC c4=SI f6=NI", illegal: []string{"d4xf6"}},
	{name: "village: an infantry on it can be captured by an infantry", terrain: "f6=village",
		pos: "f4=SI e4=SI f6=NI", legal: []string{"f4xf6"}},
	{name: "village: a cannon on it cannot be captured by a cavalry", terrain: "f6=village",
		pos: "d4=SC c4=SI f6=NK>N", illegal: []string{"d4xf6"}},
	{name: "village: a general on it can be captured by a cavalry", terrain: "f6=village",
		pos: "d4=SC c4=SI f6=NG", legal: []string{"d4xf6"}},
	{name: "village: it stops a cannon's LOS and is not in it", terrain: "d6=village",
		pos: "d4=SI c6=SI d8=NK>S", legal: []string{"d4-d5", "d4-d6", "c6-c5"}, illegal: []string{"c6-d7"}},
	{name: "village: the squares beyond it are not in the LOS", terrain: "d6=village",
		pos: "c5=SI d8=NK>S", legal: []string{"c5-d5", "c5-e5"}},

	// Terrain: marsh
	{name: "marsh: cavalry cannot enter", terrain: "f6=marsh", pos: "d4=SC", illegal: []string{"d4-f6"}},
	{name: "marsh: cavalry cannot pass", terrain: "e5=marsh", pos: "d4=SC", illegal: []string{"d4-f6", "d4-e5"}},
	{name: "marsh: cavalry cannot jump over it", terrain: "d4=marsh", pos: "c3=SC d4=SI", illegal: []string{"c3-e5"}},
	{name: "marsh: cavalry cannot capture onto it", terrain: "f6=marsh", pos: "d4=SC c4=SI f6=NI", illegal: []string{"d4xf6"}},
	{name: "marsh: cannon cannot enter", terrain: "d5=marsh", pos: "d4=SK>N", illegal: []string{"d4-d5"}, legal: []string{"d4-c5"}},
	{name: "marsh: infantry and generals enter and pass it", terrain: "d5=marsh",
		pos: "d4=SI e4=SG", legal: []string{"d4-d5", "d4-d6", "e4-d5"}},
	{name: "marsh: an infantry on it cannot capture", terrain: "d4=marsh", pos: "d4=SI c4=SI d6=NI", illegal: []string{"d4xd6"}},
	{name: "marsh: a general on it can capture", terrain: "d4=marsh", pos: "d4=SG c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "marsh: an infantry can capture a piece on a marsh", terrain: "d6=marsh", pos: "d4=SI c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "marsh does not stop a cannon's LOS", terrain: "d6=marsh", pos: "c5=SI d8=NK>S", illegal: []string{"c5-d5", "c5-d6"}},

	// Terrain: forest
	{name: "forest: cannons cannot enter", terrain: "d5=forest", pos: "d4=SK>N", illegal: []string{"d4-d5"}},
	{name: "forest: cavalry may enter", terrain: "f6=forest", pos: "d4=SC", legal: []string{"d4-f6", "d4-g7"}},
	{name: "forest: an infantry on it cannot be captured by a cavalry", terrain: "f6=forest",
		pos: "d4=SC c4=SI f6=NI", illegal: []string{"d4xf6"}},
	{name: "forest: an infantry on it can be captured by an infantry", terrain: "d6=forest",
		pos: "d4=SI c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "forest: a general on it can be captured by a cavalry", terrain: "f6=forest",
		pos: "d4=SC c4=SI f6=NG", legal: []string{"d4xf6"}},
	{name: "forest: an infantry on it cannot capture", terrain: "d4=forest", pos: "d4=SI c4=SI d6=NI", illegal: []string{"d4xd6"}},
	{name: "forest: a general on it can capture", terrain: "d4=forest", pos: "d4=SG c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "forest: it stops a cannon's LOS and is not in it", terrain: "d6=forest",
		pos: "c6=SI c5=SI d8=NK>S", legal: []string{"c6-d6", "c5-d5"}, illegal: []string{"c6-d7"}},

	// Terrain: hill
	{name: "hill: cavalry on it moves up to 5", terrain: "c3=hill", pos: "c3=SC", legal: []string{"c3-h8"}},
	{name: "off a hill cavalry moves up to 4", pos: "c3=SC", illegal: []string{"c3-h8"}},
	{name: "hill: cavalry on it jumps within 5", terrain: "b2=hill", pos: "b2=SC c3=SI", legal: []string{"b2-g7"}},
	{name: "hill: an infantry on it cannot be captured by an infantry", terrain: "d6=hill",
		pos: "d4=SI c4=SI d6=NI", illegal: []string{"d4xd6"}},
	{name: "hill: an infantry on it can be captured by a general", terrain: "d6=hill",
		pos: "d4=SG c4=SI d6=NI", legal: []string{"d4xd6"}},
	{name: "hill: an infantry on it can be captured by a cavalry", terrain: "f6=hill",
		pos: "d4=SC c4=SI f6=NI", legal: []string{"d4xf6"}},
	{name: "hill: cannon on a hill sees over pieces", terrain: "d8=hill",
		pos: "d8=NK>S d6=NI c4=SI d3=SI", illegal: []string{"c4-d4", "d3-d2"}},
	{name: "hill: cannon sees over forest and village", terrain: "d8=hill d6=forest d5=village",
		pos: "d8=NK>S c4=SI c5=SI c6=SI", illegal: []string{"c4-d4", "c5-d5", "c6-d6"}, turn: "S"},
	{name: "hill: the first hill ends a hill cannon's LOS and is in it", terrain: "d8=hill d5=hill",
		pos: "d8=NK>S c5=SI c4=SI", illegal: []string{"c5-d5"}, legal: []string{"c4-d4"}},
	{name: "hill: a hill ends an ordinary cannon's LOS and is not in it", terrain: "d5=hill",
		pos: "d8=NK>S c5=SI c6=SI", legal: []string{"c5-d5"}, illegal: []string{"c6-d6"}},

	// Bigger boards
	{name: "10x10: an infantry crosses the board edge files", board: "10x10", pos: "j10=SI", legal: []string{"j10-j7", "j10-g7"}},
	{name: "15x15: cavalry on o15", board: "15x15", pos: "o15=SC", legal: []string{"o15-k11"}, illegal: []string{"o15-j10"}},
	{name: "6x9 board edges", board: "6x9", pos: "f9=SI a1=SG", legal: []string{"f9-f6", "a1-c3"}, illegal: []string{"f9-g9", "a1-a0"}},
}

func TestMoveRules(t *testing.T) {
	for _, c := range moveCases {
		board := c.board
		if board == "" {
			board = "8x8"
		}
		turn := c.turn
		if turn == "" {
			turn = "S"
		}
		s := mustState(t, board, c.terrain, c.options, c.pos, turn)
		if s.Outcome().Over {
			t.Errorf("%s: game over at the start: %s", c.name, s.Outcome())
			continue
		}
		got := moveSet(&s)
		for _, m := range c.legal {
			if !got[m] {
				t.Errorf("%s: %s should be legal; legal: %v", c.name, m, keys(got))
			}
			mv, err := ParseMove(s.Board(), m)
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			} else if err := s.CheckMove(mv); err != nil {
				t.Errorf("%s: CheckMove(%s) = %v, want nil", c.name, m, err)
			}
		}
		for _, m := range c.illegal {
			if got[m] {
				t.Errorf("%s: %s should be illegal", c.name, m)
			}
			if mv, err := ParseMove(s.Board(), m); err == nil {
				if err := s.CheckMove(mv); err == nil {
					t.Errorf("%s: CheckMove(%s) = nil, want an error", c.name, m)
				}
			}
		}
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
