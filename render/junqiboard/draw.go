package junqiboard

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/colorm"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// Renderer draws scenes. It keeps the printed board, the piece tiles and the highlight
// marks of the current size in images; a new size or scale redraws them once, and a frame
// is a few dozen image draws that Ebitengine batches.
type Renderer struct {
	surface    *ebiten.Image
	surfaceKey surfaceKey
	// spare is the picture before the last one: switching between the whole board and
	// the zoomed one swaps the two instead of printing again.
	spare    *ebiten.Image
	spareKey surfaceKey
	surfX    int // the surface image's place on the screen, physical pixels
	surfY    int

	sizeKey sizeKey // what the tiles and sprites were drawn for
	tiles   map[tileKey]*ebiten.Image
	sprites map[spriteKey]*sprite

	label                 *sprite
	labelText             string
	labelScale, labelTile float64
	labelW, labelH        float64

	// Redraws counts the printed board's redraws: a pan must not add one.
	Redraws int
	// MarkLabel is a mark's short label in the player's language ("" for the default:
	// the rank's one-character Chinese name).
	MarkLabel func(code byte) string
	guesses   map[string]*sprite // mark stickers by label, at the current size

	// RankName names a rank code in the player's language for the battle caption ("" for
	// one it does not name); nil leaves the Chinese names the tiles carry.
	RankName func(code byte) string
	// Face is the text on a piece's face for a rank code in the player's language ("Col 5");
	// nil or "" draws the Chinese name.
	Face func(code byte) string
	// Naval draws the 海战棋 set: warships on a sea board (naval.go). Face and RankName
	// should then give the ships' names.
	Naval bool
	// Words are the board's printed words in the player's language (nil, or the zero
	// value: the Chinese of a printed board).
	Words func() BoardWords
}

// BoardWords are the words printed on the board: the camps and headquarters, and one
// character on each of the two front-line mountains (islands at sea); an empty word is
// not printed.
type BoardWords struct {
	Camp, HQ        string
	Front           [2]string
	Anchorage, Base string // the sea board's camps and headquarters
	Strait          [2]string
}

// ChineseWords are a printed board's own words.
var ChineseWords = BoardWords{Camp: "行营", HQ: "大本营", Front: [2]string{"山", "界"}, Anchorage: "锚地", Base: "基地", Strait: [2]string{"海", "峡"}}

// words are the words to print now.
func (r *Renderer) words() BoardWords {
	if r.Words == nil {
		return ChineseWords
	}
	return r.Words().or()
}

// or is w, or the Chinese words for the zero value.
func (w BoardWords) or() BoardWords {
	if w == (BoardWords{}) {
		return ChineseWords
	}
	return w
}

// surfaceKey is what the printed board's picture depends on: the board's size, not its
// place, so that panning a zoomed board only moves the picture. phase is where the plate
// lies within its first physical pixel, which shifts the picture's content.
type surfaceKey struct {
	board  junqi.BoardKind
	bottom junqi.Seat
	w, h   float64
	phase  [2]float64
	scale  float64
	state  surfaceState
}

type sizeKey struct {
	board  junqi.BoardKind
	bottom junqi.Seat
	w, h   float64
	scale  float64
}

// NewRenderer makes a renderer with empty caches.
func NewRenderer() *Renderer {
	return &Renderer{tiles: map[tileKey]*ebiten.Image{}, sprites: map[spriteKey]*sprite{}, guesses: map[string]*sprite{}}
}

func seatOf(s uint8) junqi.Seat { return junqi.Seat(s & 3) }

// clipTo is dst seen through g's clip (a zoomed board draws only in its area).
func clipTo(dst *ebiten.Image, g *Geometry, s float64) *ebiten.Image {
	if !g.Clipped() {
		return dst
	}
	c := g.Clip
	r := image.Rect(int(math.Floor(c.X*s)), int(math.Floor(c.Y*s)), int(math.Ceil((c.X+c.W)*s)), int(math.Ceil((c.Y+c.H)*s)))
	return dst.SubImage(r.Intersect(dst.Bounds())).(*ebiten.Image)
}

// Draw draws scene sc laid out by g onto dst, whose pixels are v's physical pixels; a
// clipped (zoomed) geometry draws only inside its clip.
func (r *Renderer) Draw(dst *ebiten.Image, v render.View, g *Geometry, sc *junqipic.Scene) {
	s := v.Scale
	if s <= 0 || g.n == 0 {
		return
	}
	dst = clipTo(dst, g, s)
	r.ensureSurface(g, s, surfaceState{eliminated: sc.Eliminated, team: sc.Team, naval: r.Naval, words: r.words()})
	r.ensureSize(g, s)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.surfX), float64(r.surfY))
	dst.DrawImage(r.surface, op)

	r.drawUnder(dst, g, s, sc)
	m := float64(tileMargin(g, s))
	tw, th := math.Ceil(g.TileW*s), math.Ceil(g.TileH*s)
	for q := 0; q < g.n && q < len(sc.Pieces); q++ {
		pc := sc.Pieces[q]
		if !pc.Present {
			continue
		}
		k := r.tileKeyOf(pc, sc.ShowRankNumbers)
		img := r.tiles[k]
		if img == nil {
			img = ebiten.NewImageFromImage(newTile(g, s, k))
			r.tiles[k] = img
		}
		x, y := g.Centre(junqi.Point(q))
		tx, ty := math.Round(x*s-tw/2)-m, math.Round(y*s-th/2)-m
		if !pc.FaceDown && sc.Eliminated&(1<<(pc.Seat&3)) != 0 {
			var cm colorm.ColorM
			cm.ChangeHSV(0, 0.15, 0.85)
			cop := &colorm.DrawImageOptions{}
			cop.GeoM.Translate(tx, ty)
			colorm.DrawImage(dst, img, cm, cop)
			continue
		}
		op.GeoM.Reset()
		op.GeoM.Translate(tx, ty)
		dst.DrawImage(img, op)
	}
	r.drawGuesses(dst, g, s, sc)
	r.drawOver(dst, g, s, sc)
}

// ensureSize drops the tiles and sprites drawn for another size.
func (r *Renderer) ensureSize(g *Geometry, s float64) {
	key := sizeKey{board: g.Board, bottom: g.Bottom, w: g.Rect.W, h: g.Rect.H, scale: s}
	if key == r.sizeKey {
		return
	}
	for _, img := range r.tiles {
		img.Deallocate()
	}
	for _, sp := range r.sprites {
		sp.img.Deallocate()
	}
	for _, sp := range r.guesses {
		sp.img.Deallocate()
	}
	clear(r.tiles)
	clear(r.sprites)
	clear(r.guesses)
	r.sizeKey = key
}

func (r *Renderer) ensureSurface(g *Geometry, s float64, st surfaceState) {
	// The plate plus room for its shadow, on whole physical pixels.
	x0, y0, x1, y1 := g.surfaceBounds(s)
	pad := g.unit() * 0.3
	phase := func(v, p float64) float64 { return math.Round(((v-pad)*s-p)*1e4) / 1e4 }
	key := surfaceKey{board: g.Board, bottom: g.Bottom, w: g.Rect.W, h: g.Rect.H, scale: s, state: st,
		phase: [2]float64{phase(g.Plate.X, x0), phase(g.Plate.Y, y0)}}
	r.surfX, r.surfY = int(x0), int(y0) // a pan moves the picture
	if r.surface != nil && key == r.surfaceKey {
		return
	}
	if r.spare != nil && key == r.spareKey {
		r.surface, r.spare = r.spare, r.surface
		r.surfaceKey, r.spareKey = r.spareKey, r.surfaceKey
		return
	}
	if r.spare != nil {
		r.spare.Deallocate()
	}
	r.spare, r.spareKey = r.surface, r.surfaceKey
	img := image.NewRGBA(image.Rect(0, 0, int(x1-x0), int(y1-y0)))
	drawSurface(pen{dst: img, s: s, ox: x0, oy: y0}, g, st)
	r.surface = ebiten.NewImageFromImage(img)
	r.surfaceKey = key
	r.Redraws++
}
