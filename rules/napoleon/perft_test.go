package napoleon

import (
	"testing"
)

// Perft positions. Cannon turns are not actions for perft: only the
// mandatory moves are counted (see Perft).
const (
	standardSouth = "a1=SI b1=SC c1=SG d1=SD e1=SG f1=SC g1=SI h1=SI a2=SI b2=SK>N c2=SI d2=SC e2=SC f2=SI g2=SK>NE h2=SK>NW"
	standardNorth = "a8=NI b8=NC c8=NG d8=ND e8=NG f8=NC g8=NI h8=NI a7=NI b7=NK>S c7=NI d7=NC e7=NC f7=NI g7=NK>SE h7=NK>SW"
	midgame       = "a1=SI c1=SG d1=SD e3=SG f1=SC g1=SI b3=SI c4=SC d4=SC e2=SC f2=SI g3=SK>NE h2=SK>NW " +
		"a8=NI b8=NC c6=NG d5=ND e8=NG f5=NC g8=NI h7=NI a7=NI b6=NK>S c7=NI d7=NC e5=NI f7=NI h6=NK>W"
	tenSouth = "a1=SI b1=SI c1=SC d1=SG e1=SD f1=SG g1=SC h1=SI i1=SI j1=SI a2=SC b2=SK>N c2=SI d2=SK>NE e2=SI f2=SC g2=SK>NW h2=SC i2=SK>N j2=SI"
	tenNorth = "a10=NI b10=NI c10=NC d10=NG e10=ND f10=NG g10=NC h10=NI i10=NI j10=NI a9=NC b9=NK>S c9=NI d9=NK>SE e9=NI f9=NC g9=NK>SW h9=NC i9=NK>S j9=NI"
)

var perftCases = []struct {
	name, board, terrain, options, pos, turn string
	counts                                   []uint64 // depth 1, 2, ...
}{
	// hand-counted: a lone general 8 lines x 2; a lone cavalry on d4 4+3+3+3;
	// the standard start 31 (a2 3, b2 2, c2 3, d2 4, e2 4, f2 7, g2 3, h2 2, f1 3)
	{"lone general", "8x8", "", "", "d4=SG h8=NI", "S", []uint64{16}},
	{"lone cavalry", "8x8", "", "", "d4=SC a8=NI", "S", []uint64{13}},
	{"standard 8x8 start", "8x8", "", "", standardSouth + " " + standardNorth, "S", []uint64{31, 1051, 41035}},
	{"standard 8x8 midgame", "8x8", "", "", midgame, "S", []uint64{76, 6281, 463580}},
	{"8x8 crossroads terrain", "8x8", "a4=forest a5=forest d4=village d5=village h4=marsh h5=marsh", "", midgame, "N", []uint64{81, 5800, 475531}},
	{"8x8 hills and variants", "8x8", "c4=hill f5=hill e5=marsh b6=village", "drums-scare drum-push", midgame, "S", []uint64{66, 5367, 345653}},
	{"10x10 twenty pieces", "10x10", "", "", tenSouth + " " + tenNorth, "S", []uint64{41, 1736, 82318}},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		s := mustState(t, c.board, c.terrain, c.options, c.pos, c.turn)
		for d, want := range c.counts {
			if got := Perft(&s, d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", c.name, d+1, got, want)
			}
		}
	}
}
