package junqiboard

import (
	"image/color"

	"warboard/rules/junqi"
)

// mark is a seat's shape: the second cue beside its colour.
type mark uint8

const (
	markCircle mark = iota
	markTriangle
	markSquare
	markDiamond
)

// seatStyle is how a seat looks. Base colours are from the Okabe–Ito palette, which stays
// distinguishable with every common colour-vision deficiency.
type seatStyle struct {
	base  color.RGBA // frame, unknown tiles, area border
	dark  color.RGBA // text on the tile face (contrast ≥ 4.5 on face)
	face  color.RGBA // tile face: ivory with a touch of the seat colour
	tint  color.RGBA // the area on the board
	mark  mark
	name  string // printed on the four-country board's seat plates
	short string
}

var seats = [4]seatStyle{
	junqi.South: {base: rgb(0xd5, 0x5e, 0x00), dark: rgb(0x8a, 0x32, 0x00), face: rgb(0xfb, 0xee, 0xe2),
		tint: rgb(0xf2, 0xc9, 0xa8), mark: markCircle, name: "南"},
	junqi.East: {base: rgb(0x00, 0x9e, 0x73), dark: rgb(0x00, 0x5a, 0x41), face: rgb(0xe9, 0xf6, 0xef),
		tint: rgb(0xb5, 0xe0, 0xcc), mark: markTriangle, name: "东"},
	junqi.North: {base: rgb(0x00, 0x72, 0xb2), dark: rgb(0x00, 0x3f, 0x66), face: rgb(0xe6, 0xf0, 0xf8),
		tint: rgb(0xb4, 0xd3, 0xea), mark: markSquare, name: "北"},
	junqi.West: {base: rgb(0xcc, 0x79, 0xa7), dark: rgb(0x7a, 0x2c, 0x5b), face: rgb(0xf9, 0xec, 0xf3),
		tint: rgb(0xec, 0xc6, 0xdb), mark: markDiamond, name: "西"},
}

func styleOf(s junqi.Seat) *seatStyle { return &seats[s&3] }

// The printed board.
var (
	paper      = rgb(0xf1, 0xe4, 0xc4)
	paperDeep  = rgb(0xe4, 0xd2, 0xa8)
	ink        = rgb(0x3b, 0x2e, 0x1e)
	roadInk    = rgb(0x6b, 0x56, 0x3a)
	woodDark   = rgb(0x4a, 0x2a, 0x14)
	woodLight  = rgb(0x8a, 0x55, 0x2c)
	railBlack  = rgb(0x1e, 0x1a, 0x16)
	railWhite  = rgb(0xfa, 0xf6, 0xec)
	mountain   = rgb(0x6f, 0x8a, 0x55)
	mountainHi = rgb(0xa9, 0xbf, 0x86)
	greyOut    = color.RGBA{0x80, 0x80, 0x80, 0xc0}
)

// Highlights.
var (
	selectGold = rgb(0xff, 0xc8, 0x2e)
	moveGreen  = rgb(0x2e, 0xa0, 0x43)
	attackRed  = rgb(0xd0, 0x1c, 0x1c)
	pathBlue   = rgb(0x1f, 0x6f, 0xeb)
	lastInk    = rgb(0x8a, 0x5a, 0x00)
	burstFill  = rgb(0xff, 0xd3, 0x3a)
	burstEdge  = rgb(0xb0, 0x30, 0x10)
)

// pieceNames are the names printed on the tiles, and their one-character forms for tiles
// too small for two characters.
var pieceNames = map[byte][2]string{
	'9': {"司令", "司"}, '8': {"军长", "军"}, '7': {"师长", "师"}, '6': {"旅长", "旅"},
	'5': {"团长", "团"}, '4': {"营长", "营"}, '3': {"连长", "连"}, '2': {"排长", "排"},
	'1': {"工兵", "工"}, 'M': {"地雷", "雷"}, 'B': {"炸弹", "炸"}, 'F': {"军旗", "旗"},
	'A': {"元帅", "帅"}, 'T': {"堡垒", "堡"}, 'R': {"导弹", "导"}, // 三打一's extra pieces
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// alpha scales c (premultiplied) by a.
func alpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// mix is a·c + (1−a)·d for opaque colours.
func mix(c, d color.RGBA, a float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*a + float64(y)*(1-a) + 0.5) }
	return color.RGBA{f(c.R, d.R), f(c.G, d.G), f(c.B, d.B), 0xff}
}
