package napoleon

import "math/rand/v2"

// Terrain for three and four armies (Waterloo): the armies stand on the four edges of a
// square board, so fair ground is the same seen from every edge: symmetric under a quarter
// turn about the centre, not a mirror across one middle line. With three armies the fourth
// edge stays empty and the ground is the same.

// Turn is q turned a quarter round the centre of the square board b, from each edge to the
// next in play order: South's edge to East's, East's to North's, North's to West's.
func (b Board) Turn(q Square) Square { return SquareAt(b.W-1-q.Rank(), q.File()) }

// turns are q and its three quarter turns (fewer distinct squares at the centre).
func (b Board) turns(q Square) [4]Square {
	var o [4]Square
	o[0] = q
	for i := 1; i < 4; i++ {
		o[i] = b.Turn(o[i-1])
	}
	return o
}

// TurnSymmetric reports whether t is the same after a quarter turn of the square board b.
func (t *Terrain) TurnSymmetric(b Board) bool {
	for _, q := range b.Squares() {
		if t[q] != t[b.Turn(q)] {
			return false
		}
	}
	return true
}

// inner reports whether q is at least depth squares from every edge of b: the squares no
// army's set-up zone of that depth reaches, on whichever edge it stands.
func inner(b Board, q Square, depth int) bool {
	f, r := q.File(), q.Rank()
	return f >= depth && r >= depth && f < b.W-depth && r < b.H-depth
}

// waterlooMap is a preset for the armies on four edges: the tiles of South's approach,
// turned to every edge.
func waterlooMap(name string, b Board, south map[[2]int]Tile) TerrainMap {
	var t Terrain
	for fr, tile := range south {
		for _, q := range b.turns(SquareAt(fr[0], fr[1])) {
			t[q] = tile
		}
	}
	return TerrainMap{Name: name, Board: b, Tiles: t.Format(b)}
}

// WaterlooTerrainMaps are the preset maps of three and four armies: each the same from every
// edge and bare within 4 squares of every edge, so no set-up zone the menu offers is touched.
var WaterlooTerrainMaps = []TerrainMap{
	waterlooMap("crossroads", Board15, map[[2]int]Tile{{7, 7}: Village, {7, 5}: Forest, {5, 4}: Hill, {9, 4}: Marsh}),
	waterlooMap("four hills", Board15, map[[2]int]Tile{{7, 7}: Hill, {6, 5}: Marsh, {8, 5}: Marsh, {7, 4}: Village, {4, 4}: Forest}),
	waterlooMap("crossroads", WaterlooBoard4, map[[2]int]Tile{{7, 7}: Village, {6, 4}: Forest, {9, 4}: Hill, {7, 5}: Marsh}),
	waterlooMap("four woods", WaterlooBoard4, map[[2]int]Tile{{7, 7}: Hill, {7, 5}: Marsh, {8, 5}: Marsh, {5, 4}: Forest, {10, 4}: Forest}),
}

// WaterlooTerrainMapsFor lists the three- and four-army presets of one board size.
func WaterlooTerrainMapsFor(b Board) []TerrainMap { return mapsOf(WaterlooTerrainMaps, b) }

// RandomTerrainTurned puts about `tiles` tiles at random on the square board b, the same
// after every quarter turn, so each army's approach is the same ground; the squares within
// clear of any edge stay bare (the set-up zones on every edge).
func RandomTerrainTurned(b Board, tiles, clear int, rng *rand.Rand) Terrain {
	var t Terrain
	if b.Check() != nil || b.W != b.H || tiles <= 0 {
		return t
	}
	// one square of each orbit of the quarter turn: the first met in board order
	seen := map[Square]bool{}
	var cand []Square
	for _, q := range b.Squares() {
		if seen[q] || !inner(b, q, clear) {
			continue
		}
		for _, o := range b.turns(q) {
			seen[o] = true
		}
		cand = append(cand, q)
	}
	rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	placed := 0
	for _, q := range cand {
		if placed >= tiles {
			break
		}
		tile := Tile(1 + rng.IntN(int(numTiles)-1))
		orbit := map[Square]bool{}
		for _, o := range b.turns(q) {
			t[o] = tile
			orbit[o] = true
		}
		placed += len(orbit)
	}
	return t
}
