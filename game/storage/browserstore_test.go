//go:build js

package storage

import (
	"errors"
	"syscall/js"
	"testing"
)

// fakeLocalStorage installs a localStorage like a browser's: string values, a quota that
// throws QuotaExceededError, and an optional getter that throws (storage disabled).
func fakeLocalStorage(t *testing.T, quota int, throwOnAccess bool) {
	t.Helper()
	global := js.Global()
	old := global.Get("localStorage")
	t.Cleanup(func() {
		js.Global().Get("Object").Call("defineProperty", global, "localStorage",
			map[string]any{"value": old, "configurable": true, "writable": true})
	})
	js.Global().Call("eval", `globalThis.__makeFakeStorage = function (quota, throwOnAccess) {
		const m = new Map();
		const ls = {
			getItem(k) { return m.has(k) ? m.get(k) : null; },
			setItem(k, v) {
				v = String(v);
				let used = 0;
				for (const [kk, vv] of m) if (kk !== k) used += kk.length + vv.length;
				if (used + k.length + v.length > quota) {
					const e = new Error("The quota has been exceeded.");
					e.name = "QuotaExceededError"; e.code = 22;
					throw e;
				}
				m.set(k, v);
			},
			removeItem(k) { m.delete(k); },
		};
		const desc = throwOnAccess
			? { get() { throw new Error("SecurityError: storage disabled"); }, configurable: true }
			: { value: ls, configurable: true, writable: true };
		Object.defineProperty(globalThis, "localStorage", desc);
		return ls;
	}`)
	global.Call("__makeFakeStorage", quota, throwOnAccess)
}

func TestBrowserStore(t *testing.T) {
	fakeLocalStorage(t, 1<<20, false)
	s, err := NewBrowserStore()
	if err != nil {
		t.Fatal(err)
	}
	testStoreContract(t, s)
	// Values live under a prefix, text as text.
	s.Save("autosave", []byte(`{"a":1}`))
	if v := js.Global().Get("localStorage").Call("getItem", "warboard/autosave").String(); v != `t{"a":1}` {
		t.Errorf("stored value %q", v)
	}
}

func TestBrowserStoreQuota(t *testing.T) {
	fakeLocalStorage(t, 200, false)
	s, err := NewBrowserStore()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Save("small", []byte("ok")); err != nil {
		t.Fatal(err)
	}
	err = s.Save("big", make([]byte, 500))
	if !errors.Is(err, ErrFull) {
		t.Fatalf("over quota: %v, want ErrFull", err)
	}
	// Setting aside a blob that does not fit twice leaves it where it was.
	s.Save("mid", make([]byte, 120))
	if err := s.Rename("mid", "mid.corrupt-1"); !errors.Is(err, ErrFull) {
		t.Errorf("rename over quota: %v", err)
	}
	if got, err := s.Load("mid"); err != nil || len(got) != 120 {
		t.Errorf("blob lost after a failed rename: %d bytes, %v", len(got), err)
	}
}

func TestBrowserStoreUnavailable(t *testing.T) {
	fakeLocalStorage(t, 0, true)
	if _, err := NewBrowserStore(); !errors.Is(err, ErrUnavailable) {
		t.Errorf("throwing localStorage: %v, want ErrUnavailable", err)
	}
	js.Global().Get("Object").Call("defineProperty", js.Global(), "localStorage",
		map[string]any{"value": js.Undefined(), "configurable": true, "writable": true})
	if _, err := NewBrowserStore(); !errors.Is(err, ErrUnavailable) {
		t.Errorf("no localStorage: %v, want ErrUnavailable", err)
	}
	if _, err := OpenSystem(); !errors.Is(err, ErrUnavailable) {
		t.Errorf("OpenSystem without localStorage: %v", err)
	}
}

func TestBrowserStoreForeignValue(t *testing.T) {
	fakeLocalStorage(t, 1<<20, false)
	js.Global().Get("localStorage").Call("setItem", "warboard/autosave", "written by hand")
	s, _ := NewBrowserStore()
	got, err := s.Load("autosave")
	if err != nil || string(got) != "written by hand" {
		t.Fatalf("untagged value: %q %v", got, err)
	}
	if _, err := LoadOrSetAside(s, NameAutosave, KindAutosave, t0, nil); !errors.Is(err, ErrCorrupt) {
		t.Errorf("hand-written save: %v", err)
	}
	if got, _ := s.Load("autosave.corrupt-1700000000"); string(got) != "written by hand" {
		t.Errorf("set aside bytes: %q", got)
	}
}
