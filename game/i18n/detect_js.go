//go:build js

package i18n

import "syscall/js"

// SystemLocales lists the browser's preferred languages, best first: navigator.languages,
// then navigator.language. Missing or odd values (an old browser, Node) give an empty list,
// never a panic.
func SystemLocales() []string {
	nav := js.Global().Get("navigator")
	if nav.Type() != js.TypeObject {
		return nil
	}
	var out []string
	if langs := nav.Get("languages"); langs.Type() == js.TypeObject {
		n := langs.Get("length")
		if n.Type() == js.TypeNumber {
			for i := 0; i < n.Int(); i++ {
				if v := langs.Index(i); v.Type() == js.TypeString {
					out = append(out, v.String())
				}
			}
		}
	}
	if lang := nav.Get("language"); lang.Type() == js.TypeString {
		out = append(out, lang.String())
	}
	return out
}
