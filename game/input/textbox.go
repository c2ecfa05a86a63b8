package input

// TextBox is a platform text box a text field puts over itself (the browser's <input> or
// <textarea>): a canvas shows no soft keyboard on a tablet or phone and takes no input
// method (Chinese pinyin); a real element does both. nil on the desktop, where a field reads
// Ebitengine's keyboard itself.
type TextBox interface {
	// Show puts the box over the field (or moves it there) with the spec's text.
	Show(spec TextBoxSpec)
	// Focus focuses the box: the soft keyboard opens where the browser allows it outside
	// a tap (a tap on the box itself always opens it).
	Focus()
	// Hide removes the box.
	Hide()
	// Poll is the box's state now; Submit and Cancel are reported once.
	Poll() TextBoxState
}

// TextBoxSpec is what a text box shows, and where.
type TextBoxSpec struct {
	X, Y, W, H float64 // logical (CSS) pixels
	Text       string
	Size       float64 // the text size, logical pixels
	Label      string  // what the field is for (read out by screen readers)
	Multiline  bool
	ReadOnly   bool
	Max        int  // characters, 0: no cap
	SelectAll  bool // the text starts selected (a text to copy by hand)
}

// TextBoxState is a text box's state.
type TextBoxState struct {
	Text    string
	Focused bool
	Submit  bool // Enter, or the soft keyboard's Done/Go, on a single line
	Cancel  bool // Escape
}
