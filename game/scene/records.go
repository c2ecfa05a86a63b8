package scene

// RecordSource is where the Load screen finds record files: a folder on the desktop, the
// browser's file picker on the web.
type RecordSource interface {
	// Dir is the folder files are listed from, "" when there is none (the browser).
	Dir() string
	// List names the record files in Dir, sorted.
	List() ([]string, error)
	// Read returns the text of a listed file.
	Read(name string) (string, error)
	// CanPick reports whether there is a file picker.
	CanPick() bool
	// Pick opens the picker; the file arrives later through Picked.
	Pick()
	// Picked returns a file chosen since the last call (ok false while none is).
	Picked() (name, text string, err error, ok bool)
	// Export saves a record file named name: into Dir on the desktop, as a download in a
	// browser; where is its path, or the name the browser was given.
	Export(name, text string) (where string, err error)
	// Downloads reports whether Export downloads (a browser) rather than writes into Dir.
	Downloads() bool
}

// Clipboard is the system clipboard as far as the platform reaches it: the browser's
// navigator.clipboard (asynchronous, and refused without the player's leave), the desktop's
// through a helper program. Copy and Paste start; Done tells the end of the latest.
type Clipboard interface {
	// Copy starts putting text on the clipboard.
	Copy(text string)
	// Paste starts reading the clipboard's text.
	Paste()
	// Done is the end of the latest Copy or Paste, once (ok false while it runs or when
	// nothing was asked): for a paste, the text read; err when the clipboard refused or is
	// not there.
	Done() (text string, err error, ok bool)
}
