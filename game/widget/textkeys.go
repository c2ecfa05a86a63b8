package widget

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"warboard/game/widget/textedit"
)

// The desktop's keyboard for a focused field: the characters typed since the last tick
// (Ebitengine's AppendInputChars, which also carries what an input method composed) and the
// editing keys, repeated while held as a text box repeats them.

var editingKeys = []struct {
	key ebiten.Key
	k   textedit.Key
}{
	{ebiten.KeyBackspace, textedit.KeyBackspace}, {ebiten.KeyDelete, textedit.KeyDelete},
	{ebiten.KeyArrowLeft, textedit.KeyLeft}, {ebiten.KeyArrowRight, textedit.KeyRight},
	{ebiten.KeyArrowUp, textedit.KeyUp}, {ebiten.KeyArrowDown, textedit.KeyDown},
	{ebiten.KeyHome, textedit.KeyHome}, {ebiten.KeyEnd, textedit.KeyEnd},
	{ebiten.KeyEnter, textedit.KeyEnter}, {ebiten.KeyNumpadEnter, textedit.KeyEnter}, {ebiten.KeyEscape, textedit.KeyEscape},
}

// readKeyboard is the keyboard since the last tick; a variable so tests can type.
var readKeyboard = defaultKeyboard

func defaultKeyboard() (chars []rune, keys []textedit.Key, paste, held bool) {
	chars = ebiten.AppendInputChars(nil)
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl {
		chars = nil // Ctrl+letter is a command, not a letter
		paste = inpututil.IsKeyJustPressed(ebiten.KeyV)
		if inpututil.IsKeyJustPressed(ebiten.KeyA) {
			keys = append(keys, textedit.KeySelectAll)
		}
	}
	for _, ek := range editingKeys {
		d := inpututil.KeyPressDuration(ek.key)
		if d > 0 {
			held = true
		}
		if textedit.Repeats(d) && (d == 1 || ek.k != textedit.KeyEnter && ek.k != textedit.KeyEscape) {
			keys = append(keys, ek.k)
		}
	}
	return chars, keys, paste, held
}
