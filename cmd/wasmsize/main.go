// Command wasmsize profiles Go WebAssembly binaries: the bytes of code per package and per
// function (from the wasm name section, so build without -ldflags=-s), and the data section,
// side by side for several binaries.
//
//	GOOS=js GOARCH=wasm go build -trimpath -o /tmp/game.wasm ./cmd/warboard
//	GOOS=js GOARCH=wasm go list -deps ./cmd/warboard >/tmp/game.pkgs
//	go run ./cmd/wasmsize [-top 40] [-symbols 30] [-depth 0] -pkgs /tmp/game.pkgs /tmp/game.wasm /tmp/hello.wasm
//
// cmd/wasmsize/profile.sh builds Warboard and ../shared/hello-world this way and runs it.
//
// "gz" columns are each package's code alone compressed with gzip -9: a rough share of the
// download, since compression across package boundaries is ignored.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	top := flag.Int("top", 40, "packages to list (by code bytes in the first binary)")
	symbols := flag.Int("symbols", 30, "largest functions of the first binary to list")
	depth := flag.Int("depth", 0, "group packages by their first n path elements (0: whole import path, -1: by module: std, warboard/<dir>, hosted modules)")
	compressed := flag.Bool("compressed", false, "instead: gzip -9 and Brotli 11 sizes of stripped builds, each against the last file")
	var pkgFiles listFlag
	flag.Var(&pkgFiles, "pkgs", "file of import paths (go list -deps output) to name packages by; repeatable")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: wasmsize [flags] a.wasm [b.wasm ...]  (build without -ldflags=-s: the name section is needed)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *compressed {
		if err := compareBundles(os.Stdout, flag.Args()); err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
		return
	}
	var paths []string
	for _, f := range pkgFiles {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
		paths = append(paths, strings.Split(string(b), "\n")...)
	}
	var profiles []*Profile
	for _, name := range flag.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, "wasmsize:", err)
			os.Exit(1)
		}
		p, err := Parse(data)
		if err != nil {
			fmt.Fprintf(os.Stderr, "wasmsize: %s: %v\n", name, err)
			os.Exit(1)
		}
		p.Name = filepath.Base(name)
		profiles = append(profiles, p)
	}
	Report(os.Stdout, profiles, NewPackages(paths), *top, *symbols, *depth)
}

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// Report writes the comparison tables in Markdown.
func Report(w io.Writer, ps []*Profile, pkgs *Packages, top, symbols, depth int) {
	fmt.Fprintf(w, "| | %s |\n|---|%s\n", joinNames(ps, " | "), strings.Repeat("---|", len(ps)))
	row := func(label string, get func(*Profile) string) {
		var cells []string
		for _, p := range ps {
			cells = append(cells, get(p))
		}
		fmt.Fprintf(w, "| %s | %s |\n", label, strings.Join(cells, " | "))
	}
	row("file", func(p *Profile) string { return kb(p.Total) })
	row("code section", func(p *Profile) string { return kb(p.CodeBytes) })
	row("data section", func(p *Profile) string { return kb(p.DataBytes) })
	row("functions", func(p *Profile) string { return fmt.Sprint(len(p.Funcs)) })
	fmt.Fprintln(w)

	groups := make([]map[string]Group, len(ps))
	for i, p := range ps {
		groups[i] = p.ByPackage(pkgs, depth)
	}
	order := sortedGroups(groups[0])
	// Packages only the later binaries have still show.
	seen := map[string]bool{}
	for _, g := range order {
		seen[g.Name] = true
	}
	for _, m := range groups[1:] {
		for _, g := range sortedGroups(m) {
			if !seen[g.Name] {
				seen[g.Name] = true
				order = append(order, g)
			}
		}
	}
	fmt.Fprintf(w, "| package (code) | %s |\n|---|%s\n", joinNames(ps, " raw / gz | ")+" raw / gz", strings.Repeat("---|", len(ps)))
	var rest = make([]Group, len(ps))
	for n, g := range order {
		var cells []string
		for i := range ps {
			x := groups[i][g.Name]
			if n >= top {
				rest[i].Bytes += x.Bytes
				rest[i].Gzip += x.Gzip
				continue
			}
			cells = append(cells, groupCell(x))
		}
		if n < top {
			fmt.Fprintf(w, "| %s | %s |\n", g.Name, strings.Join(cells, " | "))
		}
	}
	if len(order) > top {
		var cells []string
		for _, x := range rest {
			cells = append(cells, groupCell(x))
		}
		fmt.Fprintf(w, "| (%d more) | %s |\n", len(order)-top, strings.Join(cells, " | "))
	}
	if symbols > 0 {
		fmt.Fprintf(w, "\n| largest functions of %s | bytes |\n|---|---|\n", ps[0].Name)
		for _, f := range ps[0].Largest(symbols) {
			fmt.Fprintf(w, "| %s | %d |\n", strings.ReplaceAll(f.Name, "|", `\|`), f.Size)
		}
	}
}

func groupCell(g Group) string {
	if g.Bytes == 0 {
		return "—"
	}
	return kb(g.Bytes) + " / " + kb(g.Gzip)
}

func joinNames(ps []*Profile, sep string) string {
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	return strings.Join(names, sep)
}

func kb(n int) string { return fmt.Sprintf("%.1f kB", float64(n)/1000) }
