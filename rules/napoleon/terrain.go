package napoleon

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
)

// Tile is a terrain tile put on a square before the game.
type Tile uint8

// The tiles. Plain is a bare square.
const (
	Plain Tile = iota
	Village
	Forest
	Marsh
	Hill
	numTiles
)

var tileNames = [...]string{"plain", "village", "forest", "marsh", "hill"}

// String is the Terrain tag name.
func (t Tile) String() string {
	if t >= numTiles {
		return "invalid"
	}
	return tileNames[t]
}

// ParseTile reads village forest marsh or hill.
func ParseTile(s string) (Tile, error) {
	for t := Village; t < numTiles; t++ {
		if tileNames[t] == s {
			return t, nil
		}
	}
	return Plain, fmt.Errorf("%q is not a terrain (village forest marsh hill)", s)
}

// Terrain is the tile of every square, indexed by Square.
type Terrain [NumSquares]Tile

// IsEmpty reports a bare board.
func (t *Terrain) IsEmpty() bool {
	for _, x := range t {
		if x != Plain {
			return false
		}
	}
	return true
}

// ParseTerrain reads the Terrain tag: "c4=village e5=hill".
func ParseTerrain(b Board, s string) (Terrain, error) {
	var t Terrain
	seen := map[Square]bool{}
	for _, f := range strings.Fields(s) {
		pt, name, ok := strings.Cut(f, "=")
		if !ok {
			return t, fmt.Errorf("terrain %q: expected point=tile", f)
		}
		q, err := b.ParseSquare(pt)
		if err != nil {
			return t, fmt.Errorf("terrain %q: %v", f, err)
		}
		tile, err := ParseTile(name)
		if err != nil {
			return t, fmt.Errorf("terrain %q: %v", f, err)
		}
		if seen[q] {
			return t, fmt.Errorf("terrain: point %s is given twice", pt)
		}
		seen[q] = true
		t[q] = tile
	}
	return t, nil
}

// Format writes the Terrain tag, points in byte order of their names.
func (t *Terrain) Format(b Board) string {
	var parts []string
	for _, q := range b.Squares() {
		if t[q] != Plain {
			parts = append(parts, q.String()+"="+t[q].String())
		}
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

// TerrainMap is a named preset.
type TerrainMap struct {
	Name  string
	Board Board
	Tiles string // Terrain tag value
}

// Terrain parses the preset (the presets are checked by tests).
func (m TerrainMap) Terrain() Terrain {
	t, err := ParseTerrain(m.Board, m.Tiles)
	if err != nil {
		panic("napoleon: bad preset terrain " + m.Name + ": " + err.Error())
	}
	return t
}

// TerrainMaps are the preset maps. Each is symmetric across the middle line
// and leaves the set-up zones of the preset armies bare.
var TerrainMaps = []TerrainMap{
	{"crossroads", Board8, "a4=forest a5=forest d4=village d5=village h4=marsh h5=marsh"},
	{"two hills", Board8, "b4=hill b5=hill e4=forest e5=forest g4=village g5=village"},
	{"river", Board10, "a5=marsh a6=marsh b5=marsh b6=marsh e5=village e6=village f5=forest f6=forest i5=hill i6=hill j5=marsh j6=marsh"},
	{"valley", Board10, "c4=hill c7=hill d5=forest d6=forest g5=village g6=village h4=hill h7=hill"},
	{"waterloo", Board15, "b10=forest b6=forest c8=marsh d7=hill d9=hill g8=village h10=village h6=village i8=village l7=forest l9=forest m8=marsh n10=hill n6=hill"},
	// the giant fields, printed from 8x8 panels as the author makes them
	{"crossroads, two panels", Board16x8, panels(Board16x8, crossroads, twoHills)},
	{"two hills, two panels", Board16x8, panels(Board16x8, twoHills, crossroads)},
	{"four panels", Board16, panels(Board16, crossroads, twoHills, crossroads, twoHills)},
	{"six panels", Board24x16, panels(Board24x16, crossroads, twoHills, crossroads)},
}

// The 8x8 maps the giant fields are printed from.
const (
	crossroads = "a4=forest a5=forest d4=village d5=village h4=marsh h5=marsh"
	twoHills   = "b4=hill b5=hill e4=forest e5=forest g4=village g5=village"
)

// panels prints 8x8 maps side by side onto b, the maps repeated along each
// row of panels from a1. Each row of panels prints the same maps in the same
// files, and each 8x8 map is symmetric about its own middle, so the field is
// symmetric across its middle line.
func panels(b Board, maps ...string) string {
	var t Terrain
	i := 0
	for py := 0; py+8 <= b.H; py += 8 {
		for px := 0; px+8 <= b.W; px += 8 {
			m, err := ParseTerrain(Board8, maps[i%len(maps)])
			if err != nil {
				panic("napoleon: bad panel map: " + err.Error())
			}
			i++
			for _, q := range Board8.Squares() {
				if m[q] != Plain {
					t[SquareAt(q.File()+px, q.Rank()+py)] = m[q]
				}
			}
		}
	}
	return t.Format(b)
}

// TerrainMapsFor lists the presets of one board size.
func TerrainMapsFor(b Board) []TerrainMap { return mapsOf(TerrainMaps, b) }

// mapsOf are the maps of the list on board b.
func mapsOf(maps []TerrainMap, b Board) []TerrainMap {
	var out []TerrainMap
	for _, m := range maps {
		if m.Board == b {
			out = append(out, m)
		}
	}
	return out
}

// RandomTerrain puts about `tiles` tiles at random, mirror-symmetric across
// the middle line (f,r) <-> (f,H-1-r) so both sides face the same ground,
// leaving `clear` ranks on each side bare (the set-up zones). On an odd board
// a tile on the middle rank is its own mirror.
func RandomTerrain(b Board, tiles, clear int, rng *rand.Rand) Terrain {
	var t Terrain
	if b.Check() != nil || tiles <= 0 {
		return t
	}
	lowHalf := b.H / 2 // ranks 0..lowHalf-1 mirror the top; an odd board adds the middle rank
	var cand []Square
	for r := clear; r < lowHalf; r++ {
		for f := 0; f < b.W; f++ {
			cand = append(cand, SquareAt(f, r))
		}
	}
	if b.H%2 == 1 && clear <= b.H/2 {
		for f := 0; f < b.W; f++ {
			cand = append(cand, SquareAt(f, b.H/2))
		}
	}
	rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	placed := 0
	for _, q := range cand {
		if placed >= tiles {
			break
		}
		tile := Tile(1 + rng.IntN(int(numTiles)-1))
		m := b.Mirror(q)
		t[q], t[m] = tile, tile
		placed++
		if m != q {
			placed++
		}
	}
	return t
}
