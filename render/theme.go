package render

import "image/color"

// The palette: a dark field-green background with parchment text, calm enough for long games
// and with enough contrast for text (WCAG AA for the body colours).
var (
	Background   = color.RGBA{0x1d, 0x2b, 0x24, 0xff} // web/index.html uses the same (#1d2b24)
	TitleColour  = color.RGBA{0xf2, 0xe6, 0xc8, 0xff}
	TextColour   = color.RGBA{0xf5, 0xf1, 0xe6, 0xff}
	MutedColour  = color.RGBA{0xa8, 0xb4, 0xa6, 0xff}
	ButtonFill   = color.RGBA{0x35, 0x52, 0x40, 0xff}
	ButtonDown   = color.RGBA{0x55, 0x7d, 0x61, 0xff}
	ButtonBorder = color.RGBA{0xc9, 0xb7, 0x85, 0xff}
)
