package art

import (
	"image"
	"image/color"
	"math"
	"sync"
)

// Skin is a set of piece pictures for the same rules.
type Skin uint8

const (
	// Napoleon is the Napoleon Strategy set: general, drum, infantry,
	// cavalry, cannon.
	Napoleon Skin = iota
	// Antique is the Alexandre Strategy set: general on a chariot,
	// elephant (drum), hoplite (infantry), horse (cavalry), archers (cannon).
	Antique
)

// Side is the army a piece belongs to.
type Side uint8

const (
	South Side = iota // Napoleon: French blue, gold rim. Antique: black glaze.
	North             // Napoleon: white, crimson rim. Antique: terracotta.
	// Waterloo's third and fourth armies (docs/waterloo.md).
	East // Napoleon: Prussian green, black rim. Antique: bronze green.
	West // Napoleon: Habsburg yellow, black rim. Antique: ochre.
)

// PieceKind is what a piece is; the Antique skin draws the same kinds as
// their antique counterparts.
type PieceKind uint8

const (
	General  PieceKind = iota // Antique: general on a chariot
	Drum                      // Antique: elephant
	Infantry                  // Antique: hoplite
	Cavalry                   // Antique: horseman's horse
	Cannon                    // Antique: archers
)

// PieceKinds lists every kind, in order.
var PieceKinds = []PieceKind{General, Drum, Infantry, Cavalry, Cannon}

var (
	skinNames = [...]string{"napoleon", "antique"}
	sideNames = [...]string{"south", "north", "east", "west"}
	kindNames = [...]string{"general", "drum", "infantry", "cavalry", "cannon"}
)

func (s Skin) String() string {
	if s.valid() {
		return skinNames[s]
	}
	return "skin?"
}

func (s Side) String() string {
	if s.valid() {
		return sideNames[s]
	}
	return "side?"
}

func (k PieceKind) String() string {
	if k.valid() {
		return kindNames[k]
	}
	return "kind?"
}

// HasFacing reports whether pieces of this kind point in a direction
// (cannons, and the archers that stand for them).
func (k PieceKind) HasFacing() bool { return k == Cannon }

// Facing is one of the 8 directions a cannon can point to, in screen terms:
// FacingN points up. A renderer that shows the board turned round passes the
// opposite facing (f.Opposite()).
type Facing uint8

const (
	FacingN Facing = iota
	FacingNE
	FacingE
	FacingSE
	FacingS
	FacingSW
	FacingW
	FacingNW
)

var facingNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

func (f Facing) String() string { return facingNames[f%8] }

// Angle is the facing's angle in radians, clockwise from up.
func (f Facing) Angle() float64 { return float64(f%8) * math.Pi / 4 }

// Opposite is the facing turned half round.
func (f Facing) Opposite() Facing { return (f%8 + 4) % 8 }

// palette is how one side looks in one skin.
type palette struct {
	bodyLight, bodyDark color.NRGBA // domed token face, lit from the top left
	rimLight, rimDark   color.NRGBA
	edge                color.NRGBA // thin outline round the whole token
	ink                 color.NRGBA // the emblem
	emboss              color.NRGBA // emblem's drop shadow
	arrow, arrowEdge    color.NRGBA
}

var palettes = [2][4]palette{
	Napoleon: {
		South: {
			bodyLight: rgb(0x4a, 0x72, 0xc8), bodyDark: rgb(0x16, 0x29, 0x63),
			rimLight: rgb(0xf6, 0xdd, 0x8c), rimDark: rgb(0x9a, 0x72, 0x26),
			edge: rgbA(0x10, 0x14, 0x28, 0xd0),
			ink:  rgb(0xf7, 0xf0, 0xdc), emboss: rgbA(0x06, 0x0e, 0x2c, 0xb0),
			arrow: rgb(0xf2, 0xcf, 0x62), arrowEdge: rgb(0x14, 0x20, 0x4a),
		},
		North: {
			bodyLight: rgb(0xff, 0xfd, 0xf6), bodyDark: rgb(0xcf, 0xc4, 0xae),
			rimLight: rgb(0xd4, 0x3a, 0x3e), rimDark: rgb(0x6a, 0x0c, 0x14),
			edge: rgbA(0x2a, 0x06, 0x0a, 0xd0),
			ink:  rgb(0xa3, 0x16, 0x22), emboss: rgbA(0x4a, 0x2a, 0x10, 0x60),
			arrow: rgb(0xb8, 0x1c, 0x28), arrowEdge: rgb(0xff, 0xf8, 0xec),
		},
		East: { // the Prussians: dark green coats, black facings
			bodyLight: rgb(0x4c, 0x9a, 0x5a), bodyDark: rgb(0x14, 0x44, 0x22),
			rimLight: rgb(0x5a, 0x5a, 0x58), rimDark: rgb(0x0c, 0x0c, 0x0c),
			edge: rgbA(0x06, 0x14, 0x08, 0xd0),
			ink:  rgb(0xf4, 0xf2, 0xe4), emboss: rgbA(0x04, 0x1c, 0x0a, 0xb0),
			arrow: rgb(0xf0, 0xf0, 0xe8), arrowEdge: rgb(0x0c, 0x2a, 0x14),
		},
		West: { // the fourth army: Habsburg yellow and black
			bodyLight: rgb(0xf0, 0xb4, 0x1c), bodyDark: rgb(0x8a, 0x58, 0x00),
			rimLight: rgb(0x4a, 0x44, 0x3c), rimDark: rgb(0x08, 0x08, 0x08),
			edge: rgbA(0x20, 0x18, 0x04, 0xd0),
			ink:  rgb(0x1a, 0x16, 0x10), emboss: rgbA(0x6a, 0x4a, 0x04, 0x70),
			arrow: rgb(0x14, 0x12, 0x10), arrowEdge: rgb(0xfa, 0xe0, 0x80),
		},
	},
	Antique: {
		South: { // red-figure: terracotta figures on black glaze
			bodyLight: rgb(0x4a, 0x42, 0x3c), bodyDark: rgb(0x12, 0x0f, 0x0e),
			rimLight: rgb(0xee, 0x9a, 0x5c), rimDark: rgb(0x9c, 0x4a, 0x1e),
			edge: rgbA(0x08, 0x06, 0x05, 0xe0),
			ink:  rgb(0xe8, 0x8a, 0x4c), emboss: rgbA(0x00, 0x00, 0x00, 0xc0),
			arrow: rgb(0xee, 0x9a, 0x5c), arrowEdge: rgb(0x14, 0x10, 0x0e),
		},
		North: { // black-figure: black figures on terracotta
			bodyLight: rgb(0xf6, 0xb0, 0x72), bodyDark: rgb(0xb8, 0x5e, 0x2a),
			rimLight: rgb(0x50, 0x46, 0x40), rimDark: rgb(0x0e, 0x0b, 0x0a),
			edge: rgbA(0x1a, 0x0c, 0x04, 0xe0),
			ink:  rgb(0x1c, 0x16, 0x13), emboss: rgbA(0x7a, 0x38, 0x10, 0x70),
			arrow: rgb(0x1c, 0x16, 0x13), arrowEdge: rgb(0xf6, 0xc0, 0x8a),
		},
		East: { // white-ground: dark figures on a pale slip
			bodyLight: rgb(0xfa, 0xf6, 0xea), bodyDark: rgb(0xc8, 0xc0, 0xa8),
			rimLight: rgb(0x4c, 0x7a, 0x48), rimDark: rgb(0x12, 0x2c, 0x10),
			edge: rgbA(0x10, 0x10, 0x08, 0xe0),
			ink:  rgb(0x20, 0x3c, 0x1c), emboss: rgbA(0x30, 0x30, 0x20, 0x60),
			arrow: rgb(0x20, 0x3c, 0x1c), arrowEdge: rgb(0xf4, 0xf0, 0xe0),
		},
		West: { // blue faience, pale figures
			bodyLight: rgb(0x3c, 0x9a, 0xc4), bodyDark: rgb(0x0c, 0x3a, 0x5c),
			rimLight: rgb(0xe8, 0xd0, 0x78), rimDark: rgb(0x7a, 0x5a, 0x1a),
			edge: rgbA(0x04, 0x10, 0x1a, 0xe0),
			ink:  rgb(0xf4, 0xec, 0xd0), emboss: rgbA(0x00, 0x10, 0x20, 0xb0),
			arrow: rgb(0xe8, 0xd0, 0x78), arrowEdge: rgb(0x0c, 0x2a, 0x40),
		},
	},
}

func rgb(r, g, b uint8) color.NRGBA     { return color.NRGBA{r, g, b, 0xff} }
func rgbA(r, g, b, a uint8) color.NRGBA { return color.NRGBA{r, g, b, a} }

func (s Skin) valid() bool      { return s <= Antique }
func (s Side) valid() bool      { return s <= West }
func (k PieceKind) valid() bool { return k <= Cannon }

func paletteOf(skin Skin, side Side) palette {
	if !skin.valid() {
		skin = Napoleon
	}
	if !side.valid() {
		side = South
	}
	return palettes[skin][side]
}

// SideColor is the main colour of a side's tokens, for the renderer to match
// highlights and labels with.
func SideColor(skin Skin, side Side) color.NRGBA {
	p := paletteOf(skin, side)
	if skin == Antique && side >= East {
		return p.bodyLight
	}
	if skin == Antique || side == North {
		return p.rimLight
	}
	return p.bodyLight
}

// Token geometry, in unit space of the piece image.
const (
	tokenX, tokenY = 0.5, 0.485
	tokenR         = 0.435
	rimW           = 0.055
	emblemScale    = 0.285 // emblem space [-1,1] fits inside the rim
)

// Piece draws one piece as a round token on a transparent square image of
// sizePx × sizePx (sizes below 1 are taken as 1). facing only matters for
// kinds that HasFacing. Values out of range never panic: an unknown kind is
// drawn as a token marked with a cross, an unknown skin or side as Napoleon
// and South.
func Piece(skin Skin, side Side, kind PieceKind, facing Facing, sizePx int) *image.RGBA {
	c := newCanvas(sizePx, sizePx)
	pal := paletteOf(skin, side)
	copy(c.img.Pix, tokenBase(skin, side, c.img.Rect.Dx()).Pix)
	body := tokenBody(pal)
	emblem := emblemFor(skin, side, kind)
	rot := 0.0
	if kind.HasFacing() {
		rot = facing.Angle()
	}
	place := translate(tokenX, tokenY).then(scale(emblemScale, emblemScale)).then(rotate(rot))

	// Emblem: a soft drop shadow, then the emblem itself, as if stamped
	// into the token.
	sh := 0.014
	old := c.push(translate(sh*0.6, sh).then(place))
	emblem(c, inks{main: solid(premul(pal.emboss)), cut: solid(premul(pal.emboss)), shadow: true})
	c.tf = old
	old = c.push(place)
	emblem(c, inks{main: solid(premul(pal.ink)), cut: body})
	c.tf = old
	drawGloss(c)
	return c.img
}

// FacingArrow draws, on a transparent image the size of a piece, a pointer
// on the token's rim showing facing f, to lay over a piece.
func FacingArrow(skin Skin, side Side, f Facing, sizePx int) *image.RGBA {
	c := newCanvas(sizePx, sizePx)
	pal := paletteOf(skin, side)
	old := c.push(translate(tokenX, tokenY).then(rotate(f.Angle())))
	tip, base, half := -(tokenR + 0.05), -(tokenR - 0.06), 0.085
	grow := 0.022
	c.poly(pt{0, tip - grow*1.6}, pt{half + grow*1.3, base + grow*0.6}, pt{-half - grow*1.3, base + grow*0.6})
	c.shadow(rgbA(0, 0, 0, 0x80), 0.02, 0.006, 0.012)
	c.poly(pt{0, tip - grow*1.6}, pt{half + grow*1.3, base + grow*0.6}, pt{-half - grow*1.3, base + grow*0.6})
	c.fillColor(pal.arrowEdge)
	c.poly(pt{0, tip}, pt{half, base}, pt{-half, base})
	c.fillColor(pal.arrow)
	c.tf = old
	return c.img
}

// inks are the paints an emblem is drawn with: main for the figure, cut for
// lines and holes cut into it (the token face shows through).
type inks struct {
	main, cut paint
	shadow    bool // the emblem's shadow pass: skip the cuts
}

type emblemFunc func(c *canvas, k inks)

func emblemFor(skin Skin, side Side, kind PieceKind) emblemFunc {
	if !kind.valid() {
		return drawUnknown
	}
	if skin == Antique {
		return [...]emblemFunc{drawChariot, drawElephant, drawHoplite, drawHorse, drawArchers}[kind]
	}
	return [...]emblemFunc{drawGeneral, drawDrum, drawInfantry, drawCavalry, drawCannon}[kind]
}

func tokenBody(pal palette) paint {
	return radial{cx: tokenX - 0.13, cy: tokenY - 0.16, r: tokenR * 1.55, c0: premul(pal.bodyLight), c1: premul(pal.bodyDark)}
}

// tokens keeps the last few blank tokens drawn: a set of pieces shares a
// handful of them, and the token is most of a piece's drawing time.
var tokens struct {
	sync.Mutex
	recent []tokenEntry
}

type tokenEntry struct {
	skin Skin
	side Side
	size int
	img  *image.RGBA
}

// tokenBase returns a blank token (shadow, rim, face); callers must not
// change it.
func tokenBase(skin Skin, side Side, size int) *image.RGBA {
	if !skin.valid() {
		skin = Napoleon
	}
	if !side.valid() {
		side = South
	}
	tokens.Lock()
	defer tokens.Unlock()
	for i, e := range tokens.recent {
		if e.skin == skin && e.side == side && e.size == size {
			// Move to the front: most recently used.
			copy(tokens.recent[1:i+1], tokens.recent[:i])
			tokens.recent[0] = e
			return e.img
		}
	}
	c := newCanvas(size, size)
	drawToken(c, paletteOf(skin, side))
	const keep = 8
	if len(tokens.recent) < keep {
		tokens.recent = append(tokens.recent, tokenEntry{})
	}
	copy(tokens.recent[1:], tokens.recent)
	tokens.recent[0] = tokenEntry{skin, side, size, c.img}
	return c.img
}

// drawToken draws the token's shadow, rim and face.
func drawToken(c *canvas, pal palette) {
	c.circle(tokenX, tokenY, tokenR)
	c.shadow(rgbA(0x10, 0x0c, 0x04, 0x90), 0.05, 0.016, 0.03)

	c.circle(tokenX, tokenY, tokenR)
	c.fillColor(pal.edge)
	c.circle(tokenX, tokenY, tokenR-0.012)
	c.fill(linear{p0: pt{tokenX - 0.3, tokenY - 0.35}, p1: pt{tokenX + 0.3, tokenY + 0.35}, c0: premul(pal.rimLight), c1: premul(pal.rimDark)})
	// The face sits a little lower than the rim: a darker groove, lit
	// from the top left, then the domed face.
	c.circle(tokenX, tokenY, tokenR-rimW+0.004)
	c.fill(linear{p0: pt{tokenX - 0.3, tokenY - 0.3}, p1: pt{tokenX + 0.3, tokenY + 0.3}, c0: premul(pal.rimDark), c1: premul(pal.rimLight)})
	c.circle(tokenX, tokenY, tokenR-rimW-0.006)
	c.fill(tokenBody(pal))
	// A fine engraved line just inside the face.
	c.ring(tokenX, tokenY, tokenR-rimW-0.037, tokenR-rimW-0.028)
	c.fill(solid(premul(pal.rimLight)).withAlpha(0.55))
}

func (s solid) withAlpha(a float64) solid { return solid(rgba(s).scaleA(a)) }

// drawGloss lays a soft highlight on the top left of the token.
func drawGloss(c *canvas) {
	c.ellipse(tokenX-0.13, tokenY-0.17, 0.2, 0.13)
	c.fill(radial{cx: tokenX - 0.15, cy: tokenY - 0.2, r: 0.22, c0: rgba{1, 1, 1, 1}.scaleA(0.22), c1: rgba{}})
}

// drawUnknown marks a piece whose kind is out of range.
func drawUnknown(c *canvas, k inks) {
	c.line(0.22, pt{-0.6, -0.6}, pt{0.6, 0.6})
	c.line(0.22, pt{0.6, -0.6}, pt{-0.6, 0.6})
	c.fill(k.main)
}
