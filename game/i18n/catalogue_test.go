package i18n

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

func TestEveryKeyHasTextInEveryLanguage(t *testing.T) {
	for _, k := range Keys() {
		for _, l := range Langs() {
			s := texts[k][l]
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s has no %s text", keyName(t, k), l)
			}
			if s != strings.TrimSpace(s) {
				t.Errorf("%s %s: leading or trailing space in %q", keyName(t, k), l, s)
			}
		}
	}
}

// verbs lists the fmt verbs of s as "argument number:verb", argument numbers counted from 1
// with explicit indexes (%[2]s) resolved, in argument order.
func verbs(s string) ([]string, error) {
	var out []string
	arg := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		i++
		if i < len(s) && s[i] == '%' {
			continue
		}
		for i < len(s) && strings.IndexByte("+-# 0", s[i]) >= 0 {
			i++
		}
		explicit := func() error {
			if i < len(s) && s[i] == '[' {
				end := strings.IndexByte(s[i:], ']')
				if end < 0 {
					return fmt.Errorf("unclosed [ in %q", s)
				}
				n, err := strconv.Atoi(s[i+1 : i+end])
				if err != nil || n < 1 {
					return fmt.Errorf("bad argument index in %q", s)
				}
				arg = n - 1
				i += end + 1
			}
			return nil
		}
		if err := explicit(); err != nil {
			return nil, err
		}
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.' || s[i] == '*') {
			if s[i] == '*' {
				return nil, fmt.Errorf("* width in %q: keep widths out of texts", s)
			}
			i++
		}
		if err := explicit(); err != nil {
			return nil, err
		}
		if i >= len(s) {
			return nil, fmt.Errorf("%% at the end of %q", s)
		}
		arg++
		out = append(out, fmt.Sprintf("%d:%c", arg, s[i]))
	}
	slices.Sort(out)
	return out, nil
}

func TestVerbsParser(t *testing.T) {
	for s, want := range map[string]string{
		"plain":             "",
		"100%% sure":        "",
		"%s and %d":         "1:s 2:d",
		"%[2]d de %[1]s":    "1:s 2:d",
		"%-5.2f %[1]v":      "1:f 1:v",
		"%[3]s %s %[1]s %s": "1:s 2:s 3:s 4:s",
		"%+d%%":             "1:d",
	} {
		got, err := verbs(s)
		if err != nil {
			t.Errorf("verbs(%q): %v", s, err)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("verbs(%q) = %v, want %s", s, got, want)
		}
	}
	for _, bad := range []string{"50%", "%[x]d", "%[1", "%*d"} {
		if _, err := verbs(bad); err == nil {
			t.Errorf("verbs(%q): no error", bad)
		}
	}
}

func TestVerbsMatchEnglish(t *testing.T) {
	for _, k := range Keys() {
		want, err := verbs(texts[k][En])
		if err != nil {
			t.Errorf("%s en: %v", keyName(t, k), err)
			continue
		}
		for _, l := range Langs() {
			got, err := verbs(texts[k][l])
			if err != nil {
				t.Errorf("%s %s: %v", keyName(t, k), l, err)
				continue
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: verbs %v, English has %v", keyName(t, k), l, got, want)
			}
			// Formatting with arguments of the right kinds leaves no %!… complaint.
			var args []any
			for _, v := range want {
				if strings.HasSuffix(v, "d") {
					args = append(args, 7)
				} else {
					args = append(args, "x")
				}
			}
			if len(args) > 0 {
				if s := Text(l, k, args...); strings.Contains(s, "%!") {
					t.Errorf("%s %s formats badly: %q", keyName(t, k), l, s)
				}
			} else if strings.Contains(texts[k][l], "%") {
				t.Errorf("%s %s: a %% in a text without arguments would print as is", keyName(t, k), l)
			}
		}
	}
}

// sourceKeys reads the key constants of keys.go in declaration order, and checks the block
// is one iota sequence, so that the n-th name is Key(n).
func sourceKeys(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "keys.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for i, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			if i == 0 {
				if len(vs.Values) != 1 || fmt.Sprint(vs.Values[0]) != "iota" {
					t.Fatalf("keys.go: the key block must start with = iota")
				}
			} else if len(vs.Values) != 0 {
				t.Fatalf("keys.go: %s has its own value; keys must be one iota sequence", vs.Names[0])
			}
			for _, n := range vs.Names {
				names = append(names, n.Name)
			}
		}
	}
	return names
}

var keyNames []string

func keyName(t *testing.T, k Key) string {
	if keyNames == nil {
		keyNames = sourceKeys(t)
	}
	if int(k) < len(keyNames) {
		return keyNames[k]
	}
	return fmt.Sprintf("Key(%d)", k)
}

// TestKeyListMatchesCatalogue walks the declared keys and the rows of the texts table:
// every key has exactly one row, every row belongs to a declared key, and both are in the
// same order, so keys.go and catalogue.go read side by side.
func TestKeyListMatchesCatalogue(t *testing.T) {
	declared := sourceKeys(t)
	if declared[len(declared)-1] != "numKeys" {
		t.Fatalf("keys.go: numKeys must close the key block")
	}
	declared = declared[:len(declared)-1]
	if len(declared) != int(numKeys) || len(Keys()) != int(numKeys) {
		t.Fatalf("%d keys declared, numKeys %d, Keys() %d", len(declared), numKeys, len(Keys()))
	}
	f, err := parser.ParseFile(token.NewFileSet(), "catalogue.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "texts" {
			return true
		}
		for _, e := range vs.Values[0].(*ast.CompositeLit).Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				t.Errorf("catalogue.go: a row without its key: %v", e)
				continue
			}
			rows = append(rows, fmt.Sprint(kv.Key))
			for _, cell := range kv.Value.(*ast.CompositeLit).Elts {
				if _, ok := cell.(*ast.KeyValueExpr); !ok {
					t.Errorf("catalogue.go: %v: name the language of every text (En: …)", kv.Key)
				}
			}
		}
		return false
	})
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r] {
			t.Errorf("catalogue.go: two rows for %s", r)
		}
		seen[r] = true
	}
	for _, d := range declared {
		if !seen[d] {
			t.Errorf("key %s is declared but has no row in catalogue.go", d)
		}
	}
	if !slices.Equal(rows, declared) {
		t.Errorf("catalogue.go rows are not in the order of keys.go")
	}
}

// Two keys with the same text in every language are one key twice: merge them.
func TestNoDuplicateKeys(t *testing.T) {
	first := map[[numLangs]string]Key{}
	for _, k := range Keys() {
		if other, dup := first[texts[k]]; dup {
			t.Errorf("%s and %s have the same texts %q: use one key", keyName(t, other), keyName(t, k), texts[k])
		}
		first[texts[k]] = k
	}
}

func TestTypography(t *testing.T) {
	for _, k := range Keys() {
		name := keyName(t, k)
		en, zh, fr := texts[k][En], texts[k][Zh], Text(Fr, k)
		for _, s := range []string{en, fr} {
			if strings.Contains(s, "'") {
				t.Errorf("%s: typographic apostrophe ’ wanted in %q", name, s)
			}
		}
		for _, bad := range []string{" :", " ;", " !", " ?", " »", "« "} {
			if strings.Contains(fr, bad) {
				t.Errorf("%s fr: plain space in %q of %q (frenchSpacing missed it)", name, bad, fr)
			}
		}
		// "de Est", "de Ouest" would need an elision the seat names cannot give.
		for _, bad := range []string{"de %", "que %", "le %", "la %"} {
			if strings.Contains(fr, bad) {
				t.Errorf("%s fr: %q before an argument cannot elide: %q", name, bad, fr)
			}
		}
		for _, r := range ",:;?!()" {
			if strings.ContainsRune(zh, r) && hasHan(zh) {
				t.Errorf("%s zh: ASCII %q in Chinese text %q; use full-width punctuation", name, r, zh)
			}
		}
	}
}

func hasHan(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			return true
		}
	}
	return false
}

func TestAllStrings(t *testing.T) {
	all := AllStrings()
	if want := int(numKeys)*int(numLangs) + int(numLangs); len(all) != want {
		t.Fatalf("AllStrings has %d strings, want %d", len(all), want)
	}
	have := map[string]bool{}
	for _, s := range all {
		have[s] = true
	}
	for _, l := range Langs() {
		if !have[l.Name()] {
			t.Errorf("AllStrings lacks the language name %q", l.Name())
		}
		for _, k := range Keys() {
			if !have[Text(l, k)] {
				t.Errorf("AllStrings lacks %s %s", keyName(t, k), l)
			}
		}
	}
	if !have["司令"] || !have["Maréchal"] || !have["Field Marshal"] {
		t.Errorf("AllStrings lacks piece names")
	}
}
