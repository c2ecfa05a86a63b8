package napoleonparts

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/napoleonplay"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/napoleonboard"
	"warboard/rules/napoleon"
)

// Tray is the set-up's reserve on screen, at the device and in an online room: each kind
// with how many are left, a tap picks the kind the next taps on free squares place.
type Tray struct {
	R     render.Rect
	Items []TrayItem
}

// TrayItem is one kind of the reserve: how many are left and where it is drawn.
type TrayItem struct {
	Kind  napoleon.Kind
	Count int
	Rect  render.Rect
}

// Set fills the tray with the reserve's kinds (none: the tray is empty).
func (t *Tray) Set(reserve []napoleonplay.ReserveItem) {
	t.Items = t.Items[:0]
	for _, it := range reserve {
		t.Items = append(t.Items, TrayItem{Kind: it.Kind, Count: it.Count})
	}
}

// Grid places the items in r in rows of cols cells, centred.
func (t *Tray) Grid(r render.Rect, cols int) {
	t.R = r
	n := len(t.Items)
	if n == 0 || cols <= 0 {
		return
	}
	cell := math.Min(r.W/float64(cols), r.H/float64((n+cols-1)/cols))
	cell = math.Max(cell, math.Min(r.W/float64(cols), render.MinTarget))
	rowW := cell * float64(min(cols, n))
	for i := range t.Items {
		c, row := i%cols, i/cols
		t.Items[i].Rect = render.Rect{X: r.X + (r.W-rowW)/2 + float64(c)*cell + 3, Y: r.Y + float64(row)*cell + 3, W: cell - 6, H: math.Min(cell, r.H) - 6}
	}
}

// At is the kind under a point, with pieces left.
func (t *Tray) At(x, y float64) (napoleon.Kind, bool) {
	for _, it := range t.Items {
		if it.Rect.Contains(x, y) && it.Count > 0 {
			return it.Kind, true
		}
	}
	return napoleon.NoKind, false
}

// Target is the item of a kind's letter ("G"), with pieces left.
func (t *Tray) Target(letter string) (render.Rect, bool) {
	for _, it := range t.Items {
		if string(it.Kind.Letter()) == letter && it.Count > 0 {
			return it.Rect, true
		}
	}
	return render.Rect{}, false
}

// Draw draws the reserve of seat: each kind's name, its piece and how many are left; the
// picked kind lit, a kind used up veiled. piece paints one piece picture centred on x, y.
func (t *Tray) Draw(p render.Painter, text *i18n.Printer, seat napoleon.Seat, pick napoleon.Kind, antique bool,
	piece func(p render.Painter, pc napoleonplay.Piece, x, y, size float64)) {
	if len(t.Items) == 0 {
		return
	}
	p.Panel(render.Rect{X: t.R.X - 2, Y: t.R.Y - 2, W: t.R.W + 4, H: t.R.H + 4}, 12, render.PanelFill, nil)
	face := napoleon.DirN
	if seat == napoleon.North {
		face = napoleon.DirS
	}
	for _, it := range t.Items {
		r := it.Rect
		border := color.Color(render.ChipBorder)
		if it.Kind == pick {
			border = render.Accent
			p.Panel(r, 10, render.ButtonDown, border)
		} else {
			p.Panel(r, 10, render.ChipFill, border)
		}
		// The kind's name across the top, the piece under it: a newcomer sees what is what.
		ls := math.Max(10, math.Min(13, r.W*0.17))
		size := math.Min(r.W*0.78, r.H-ls*1.3-4)
		if k, ok := i18n.NapoleonPiece(it.Kind.Letter(), antique); ok {
			p.Text(text.T(k), ls, render.Rect{X: r.X + 2, Y: r.Y + 1, W: r.W - 4, H: ls * 1.3}, render.AlignCentre, render.MutedColour)
		}
		pc := napoleonplay.Piece{Present: true, Side: seat, Kind: it.Kind, Facing: face}
		cx, bs := r.X+r.W/2, math.Max(18, size*0.36)
		if r.H < 64 { // a small cell: the piece left of the count, both clear of each other
			bs = math.Max(14, r.H*0.3)
			cx = r.X + math.Max(size/2+2, (r.W-bs)/2-2)
		}
		piece(p, pc, cx, r.Y+ls*1.3+(r.H-ls*1.3)/2, size)
		if it.Count == 0 {
			p.Panel(r, 10, color.RGBA{0x1d, 0x2b, 0x24, 0xc8}, nil)
		}
		badge := render.Rect{X: r.X + r.W - bs - 2, Y: r.Y + r.H - bs - 2, W: bs, H: bs}
		p.Panel(badge, bs/2, render.Background, border)
		p.Text(strconv.Itoa(it.Count), bs*0.62, badge, render.AlignCentre, render.TextColour)
	}
}

// PieceImages caches piece pictures for the tray and a piece under a finger.
type PieceImages map[pieceImageKey]*ebiten.Image

type pieceImageKey struct {
	skin   art.Skin
	side   art.Side
	kind   art.PieceKind
	facing art.Facing
	px     int
}

// Draw paints a piece picture of skin centred on (x, y), size big; bottom is the side at
// the bottom of the board (a North board turns the facings round).
func (c *PieceImages) Draw(p render.Painter, skin art.Skin, bottom art.Side, pc napoleonplay.Piece, x, y, size float64) {
	f := art.Facing(pc.Facing)
	if bottom == art.North {
		f = f.Opposite()
	}
	img := c.get(skin, napoleonboard.ArtSide(pc.Side), napoleonboard.ArtKind(pc.Kind), f, int(math.Round(size*p.View.Scale)))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round((x-size/2)*p.View.Scale), math.Round((y-size/2)*p.View.Scale))
	p.Dst.DrawImage(img, op)
}

func (c *PieceImages) get(skin art.Skin, side art.Side, kind art.PieceKind, f art.Facing, px int) *ebiten.Image {
	if *c == nil {
		*c = PieceImages{}
	}
	if !kind.HasFacing() {
		f = 0
	}
	k := pieceImageKey{skin, side, kind, f, max(px, 8)}
	img, ok := (*c)[k]
	if !ok {
		if len(*c) > 64 { // sizes change with the window: forget the old ones
			for old, im := range *c {
				im.Deallocate()
				delete(*c, old)
			}
		}
		img = ebiten.NewImageFromImage(art.Piece(skin, side, kind, f, k.px))
		(*c)[k] = img
	}
	return img
}
