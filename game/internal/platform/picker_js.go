//go:build js

package platform

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"warboard/game/scene"
	"warboard/rules/record"
)

// pickerRecords reads a record through an <input type=file>: the browser has no folder to
// list. The picker's answer comes on the browser's event loop; Picked hands it to the game
// loop.
type pickerRecords struct {
	mu     sync.Mutex
	result *picked
	input  js.Value
	funcs  []js.Func
}

type picked struct {
	name, text string
	err        error
}

// SystemRecords is the browser's: a file picker to load, a download to save.
func SystemRecords() scene.RecordSource { return &pickerRecords{} }

func (*pickerRecords) Dir() string             { return "" }
func (*pickerRecords) List() ([]string, error) { return nil, nil }
func (*pickerRecords) Read(string) (string, error) {
	return "", errors.New("no record folder in a browser")
}
func (*pickerRecords) CanPick() bool { return true }

// Pick opens the file dialog. Browsers allow that only shortly after a user gesture; the
// tap that called it is one.
func (r *pickerRecords) Pick() {
	doc := js.Global().Get("document")
	if !r.input.Truthy() {
		r.input = doc.Call("createElement", "input")
		r.input.Set("type", "file")
		r.input.Set("accept", ".txt,.wbr,.record,text/plain")
		r.input.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", r.input)
		onChange := js.FuncOf(func(js.Value, []js.Value) any {
			r.read()
			return nil
		})
		r.funcs = append(r.funcs, onChange)
		r.input.Call("addEventListener", "change", onChange)
	}
	r.input.Set("value", "")
	r.input.Call("click")
}

// read starts reading the chosen file's text.
func (r *pickerRecords) read() {
	files := r.input.Get("files")
	if !files.Truthy() || files.Get("length").Int() == 0 {
		return
	}
	file := files.Index(0)
	name := file.Get("name").String()
	if size := file.Get("size").Int(); size > record.MaxSize {
		r.deliver(&picked{name: name, text: string(make([]byte, record.MaxSize+1))})
		return
	}
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		r.deliver(&picked{name: name, text: args[0].String()})
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		r.deliver(&picked{name: name, err: errors.New(args[0].Call("toString").String())})
		then.Release()
		fail.Release()
		return nil
	})
	file.Call("text").Call("then", then, fail)
}

func (r *pickerRecords) deliver(p *picked) {
	r.mu.Lock()
	r.result = p
	r.mu.Unlock()
}

func (r *pickerRecords) Picked() (string, string, error, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.result
	r.result = nil
	if p == nil {
		return "", "", nil, false
	}
	return p.name, p.text, p.err, true
}

// Export downloads a record file named name: a Blob behind a temporary
// <a download> link, clicked. where is the file name the browser was given.
func (*pickerRecords) Export(name, text string) (where string, err error) {
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

// Downloads is true: the browser downloads the record.
func (*pickerRecords) Downloads() bool { return true }
