package art

import "math"

// All randomness here is a pure function of its inputs, so the same
// arguments always give the same pixels.

func hash64(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// hash2 gives a value in [0,1) for an integer lattice point and a seed.
func hash2(ix, iy int, seed uint64) float64 {
	h := hash64(uint64(int64(ix))*0x9E3779B97F4A7C15 ^ uint64(int64(iy))*0xC2B2AE3D27D4EB4F ^ seed*0x165667B19E3779F9)
	return float64(h>>11) / (1 << 53)
}

// valueNoise is smooth noise in [0,1) with features about one unit apart.
func valueNoise(x, y float64, seed uint64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	ix, iy := int(x0), int(y0)
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	a := hash2(ix, iy, seed)
	b := hash2(ix+1, iy, seed)
	c := hash2(ix, iy+1, seed)
	d := hash2(ix+1, iy+1, seed)
	top := a + (b-a)*sx
	bot := c + (d-c)*sx
	return top + (bot-top)*sy
}

// rng is a small deterministic generator (SplitMix64).
type rng struct{ s uint64 }

func newRNG(seed uint64) *rng { return &rng{s: hash64(seed + 0x9E3779B97F4A7C15)} }

func (r *rng) next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	return hash64(r.s)
}

// float gives a value in [0,1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// rangeF gives a value in [lo,hi).
func (r *rng) rangeF(lo, hi float64) float64 { return lo + (hi-lo)*r.float() }

// intn gives a value in [0,n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// noiseGrid holds the lattice values valueNoise would hash, for a window of
// the lattice, so that drawing a tile hashes each lattice point once.
type noiseGrid struct {
	seed         uint64
	x0, y0, w, h int
	v            []float64
}

func newNoiseGrid(seed uint64, xmin, ymin, xmax, ymax float64) noiseGrid {
	g := noiseGrid{seed: seed, x0: int(math.Floor(xmin)), y0: int(math.Floor(ymin))}
	g.w = int(math.Floor(xmax)) - g.x0 + 2
	g.h = int(math.Floor(ymax)) - g.y0 + 2
	g.v = make([]float64, g.w*g.h)
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			g.v[j*g.w+i] = hash2(g.x0+i, g.y0+j, seed)
		}
	}
	return g
}

// at is valueNoise(x, y, g.seed), from the table when (x,y) is inside it.
func (g *noiseGrid) at(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	ix, iy := int(x0)-g.x0, int(y0)-g.y0
	if ix < 0 || iy < 0 || ix+1 >= g.w || iy+1 >= g.h {
		return valueNoise(x, y, g.seed)
	}
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	row := g.v[iy*g.w:]
	a, b := row[ix], row[ix+1]
	row = row[g.w:]
	c, d := row[ix], row[ix+1]
	top := a + (b-a)*sx
	bot := c + (d-c)*sx
	return top + (bot-top)*sy
}

// fbmField is fractal noise: octaves of value noise at u*freq+offX,
// v*freq+offY, each twice as fine and half as strong, over the unit square
// (and a small margin), with the lattices precomputed. Values are in [0,1).
type fbmField struct {
	freq, offX, offY float64
	octs             []noiseGrid
	norm             float64
}

func newFBMField(seed uint64, freq, offX, offY float64, octaves int) *fbmField {
	f := &fbmField{freq: freq, offX: offX, offY: offY}
	const lo, hi = -0.05, 1.05
	x0, y0 := lo*freq+offX, lo*freq+offY
	x1, y1 := hi*freq+offX, hi*freq+offY
	amp := 1.0
	for o := 0; o < octaves; o++ {
		f.octs = append(f.octs, newNoiseGrid(seed+uint64(o)*101, x0, y0, x1, y1))
		f.norm += amp
		amp /= 2
		x0, y0, x1, y1 = x0*2.03, y0*2.03, x1*2.03, y1*2.03
	}
	return f
}

func (f *fbmField) at(u, v float64) float64 {
	x, y := u*f.freq+f.offX, v*f.freq+f.offY
	sum, amp := 0.0, 1.0
	for i := range f.octs {
		sum += amp * f.octs[i].at(x, y)
		amp /= 2
		x, y = x*2.03, y*2.03
	}
	return sum / f.norm
}

// sampled is a smooth function of the unit square, evaluated on a coarse
// grid and read back with bilinear interpolation: the ground's mottling
// has no detail finer than the grid, and this keeps big tiles cheap.
type sampled struct {
	g int // grid points per side
	v []float64
}

func newSampled(n int, f func(u, v float64) float64) *sampled {
	g := min(n, 48) + 1
	s := &sampled{g: g, v: make([]float64, g*g)}
	for j := 0; j < g; j++ {
		for i := 0; i < g; i++ {
			s.v[j*g+i] = f(float64(i)/float64(g-1), float64(j)/float64(g-1))
		}
	}
	return s
}

func (s *sampled) at(u, v float64) float64 {
	x, y := clamp01(u)*float64(s.g-1), clamp01(v)*float64(s.g-1)
	ix, iy := min(int(x), s.g-2), min(int(y), s.g-2)
	if ix < 0 || iy < 0 { // a 1-point grid
		return s.v[0]
	}
	fx, fy := x-float64(ix), y-float64(iy)
	row := s.v[iy*s.g:]
	a, b := row[ix], row[ix+1]
	row = row[s.g:]
	c, d := row[ix], row[ix+1]
	top := a + (b-a)*fx
	return top + (c+(d-c)*fx-top)*fy
}
