//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"syscall/js"
	"unicode/utf8"
)

// OpenSystem returns the store the app uses in a browser: window.localStorage.
func OpenSystem() (Store, error) { return NewBrowserStore() }

// BrowserStore keeps blobs in window.localStorage under "warboard/<name>". localStorage
// holds strings: UTF-8 text (saves are JSON) is kept as is after a "t" tag, anything else
// as base64 after a "b" tag.
type BrowserStore struct {
	ls js.Value
}

const browserPrefix = "warboard/"

// NewBrowserStore opens localStorage. It fails with ErrUnavailable where there is none or
// the browser refuses it (storage disabled, some private modes throw on access).
func NewBrowserStore() (*BrowserStore, error) {
	// Read it through Reflect.get: a throwing getter in a plain Get would abort the
	// program, while syscall/js turns an exception inside Call into a recoverable panic.
	var ls js.Value
	err := catch(func() { ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage") })
	if err != nil {
		return nil, fmt.Errorf("%w: localStorage: %v", ErrUnavailable, err)
	}
	if ls.Type() != js.TypeObject {
		return nil, fmt.Errorf("%w: this browser has no localStorage", ErrUnavailable)
	}
	return &BrowserStore{ls: ls}, nil
}

// catch runs f, turning a JavaScript exception (which syscall/js raises as a panic) into
// an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if jsErr, ok := r.(js.Error); ok {
				err = jsErr
				return
			}
			err = fmt.Errorf("%v", r)
		}
	}()
	f()
	return nil
}

// isQuota tells a full localStorage apart from other refusals, across browsers.
func isQuota(err error) bool {
	jsErr, ok := err.(js.Error)
	if !ok || jsErr.Value.Type() != js.TypeObject {
		return false
	}
	name := jsErr.Value.Get("name")
	if name.Type() == js.TypeString {
		switch name.String() {
		case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
			return true
		}
	}
	code := jsErr.Value.Get("code")
	return code.Type() == js.TypeNumber && (code.Int() == 22 || code.Int() == 1014)
}

func (b *BrowserStore) get(name string) (string, bool, error) {
	var v js.Value
	if err := catch(func() { v = b.ls.Call("getItem", browserPrefix+name) }); err != nil {
		return "", false, fmt.Errorf("%w: reading %s: %v", ErrUnavailable, name, err)
	}
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (b *BrowserStore) set(name, value string) error {
	err := catch(func() { b.ls.Call("setItem", browserPrefix+name, value) })
	switch {
	case err == nil:
		return nil
	case isQuota(err):
		return fmt.Errorf("%w: %s: %v", ErrFull, name, err)
	}
	return fmt.Errorf("%w: writing %s: %v", ErrUnavailable, name, err)
}

func (b *BrowserStore) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	s, ok, err := b.get(name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, name)
	}
	switch {
	case len(s) > 0 && s[0] == 't':
		return []byte(s[1:]), nil
	case len(s) > 0 && s[0] == 'b':
		data, err := base64.StdEncoding.DecodeString(s[1:])
		if err == nil {
			return data, nil
		}
	}
	// Not written by us: hand the bytes over; the envelope will call them corrupt.
	return []byte(s), nil
}

// Save is atomic: localStorage.setItem replaces the value whole or throws.
func (b *BrowserStore) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if utf8.Valid(data) {
		return b.set(name, "t"+string(data))
	}
	return b.set(name, "b"+base64.StdEncoding.EncodeToString(data))
}

func (b *BrowserStore) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	if _, ok, err := b.get(name); err != nil {
		return err
	} else if !ok {
		return fmt.Errorf("%w: %s", ErrNotFound, name)
	}
	if err := catch(func() { b.ls.Call("removeItem", browserPrefix+name) }); err != nil {
		return fmt.Errorf("%w: removing %s: %v", ErrUnavailable, name, err)
	}
	return nil
}

// Rename copies then removes: if the copy does not fit, the blob stays where it was.
func (b *BrowserStore) Rename(from, to string) error {
	if err := checkName(from); err != nil {
		return err
	}
	if err := checkName(to); err != nil {
		return err
	}
	s, ok, err := b.get(from)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: %s", ErrNotFound, from)
	}
	if err := b.set(to, s); err != nil {
		return err
	}
	return b.Remove(from)
}
