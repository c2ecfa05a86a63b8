package napoleonboard

import (
	"image"
	"image/draw"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render/art"
)

// artKey names one picture: a piece (facing as seen on screen, cannons only) or a terrain tile,
// at a size in physical pixels.
type artKey struct {
	tile    bool
	skin    art.Skin
	side    art.Side
	kind    art.PieceKind
	facing  art.Facing
	terrain art.TerrainKind
	dark    bool
	variant int
	size    int
}

// fallbackSize is the size of the stand-in drawn (scaled up, blurred) while the real picture
// waits for its turn: small enough to cost next to nothing.
const fallbackSize = 16

// artCache turns render/art pictures into ebiten images. Drawing art is slow (a tile of 160 px
// takes several milliseconds), so each frame generates only what fits in its time budget;
// the rest is drawn from a picture of another size, or a tiny stand-in, and pending is set so
// the caller asks for another frame.
type artCache struct {
	imgs      map[artKey]*ebiten.Image
	deadline  time.Time
	made      int  // pictures made this frame
	pending   bool // something was drawn from a stand-in this frame
	unlimited bool // Prepare: make everything asked for, whatever the time
}

func newArtCache() *artCache { return &artCache{imgs: map[artKey]*ebiten.Image{}} }

// begin starts a frame with the given budget for making pictures.
func (c *artCache) begin(budget time.Duration) {
	c.deadline = time.Now().Add(budget)
	c.made = 0
	c.pending = false
}

// get returns the picture for k, made now if the frame's budget allows (at least one per
// frame, so every frame makes progress), else a stand-in; exact reports which.
func (c *artCache) get(k artKey) (img *ebiten.Image, exact bool) {
	if img, ok := c.imgs[k]; ok {
		return img, true
	}
	if c.unlimited || c.made == 0 || time.Now().Before(c.deadline) {
		c.made++
		img = make1(k)
		c.imgs[k] = img
		return img, true
	}
	c.pending = true
	// The same picture at another size (the board was just resized) looks best.
	best := -1
	for o := range c.imgs {
		o2 := o
		o2.size = k.size
		if o2 == k && (best < 0 || abs(o.size-k.size) < abs(best-k.size)) {
			best = o.size
		}
	}
	if best >= 0 {
		o := k
		o.size = best
		return c.imgs[o], false
	}
	small := k
	small.size = fallbackSize
	if img, ok := c.imgs[small]; ok {
		return img, false
	}
	img = make1(small)
	c.imgs[small] = img
	return img, false
}

// sweep forgets pictures of sizes no longer drawn, once nothing waits for a stand-in.
func (c *artCache) sweep(tile, piece int) {
	if c.pending {
		return
	}
	for k, img := range c.imgs {
		if (k.tile && k.size != tile) || (!k.tile && k.size != piece) {
			img.Deallocate()
			delete(c.imgs, k)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// make1 draws one picture with render/art and uploads it.
func make1(k artKey) *ebiten.Image {
	return ebiten.NewImageFromImage(draw1(k))
}

// draw1 draws one picture: a tile, or a piece with, for a cannon, the arrow of its facing.
func draw1(k artKey) *image.RGBA {
	if k.tile {
		return art.Terrain(k.terrain, k.dark, k.size, k.variant)
	}
	img := art.Piece(k.skin, k.side, k.kind, k.facing, k.size)
	if k.kind.HasFacing() {
		arrow := art.FacingArrow(k.skin, k.side, k.facing, k.size)
		draw.Draw(img, img.Rect, arrow, image.Point{}, draw.Over)
	}
	return img
}
