//go:build js

package game

import (
	"fmt"
	"syscall/js"
)

// ExportRecord downloads a record file named name: a Blob behind a temporary
// <a download> link, clicked. where is the file name the browser was given.
func ExportRecord(name, text string) (where string, err error) {
	defer func() {
		if r := recover(); r != nil { // a js.Error from a browser without Blob URLs
			err = fmt.Errorf("download: %v", r)
		}
	}()
	g := js.Global()
	parts := g.Get("Array").New(text)
	opts := g.Get("Object").New()
	opts.Set("type", "text/plain;charset=utf-8")
	blob := g.Get("Blob").New(parts, opts)
	url := g.Get("URL").Call("createObjectURL", blob)
	doc := g.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// Revoke later: some browsers start the download after the click returns.
	var release js.Func
	release = js.FuncOf(func(js.Value, []js.Value) any {
		g.Get("URL").Call("revokeObjectURL", url)
		release.Release()
		return nil
	})
	g.Call("setTimeout", release, 10000)
	return name, nil
}

// exportDownloads: the browser downloads the record; where is its file name.
const exportDownloads = true
