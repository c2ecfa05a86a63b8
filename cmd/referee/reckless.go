package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"warboard/rules/ai/reckless"
)

// recklessAnswer is `referee reckless [-v] DIR|FILE…`: the recklessness table
// (rules/ai/reckless) of the finished games `referee match -gamedir` wrote.
// With -v every 司令/军长 lost to a landmine or bomb and every repeated losing
// charge is listed by file first.
func recklessAnswer(args []string) (string, error) {
	verbose := false
	if len(args) > 0 && args[0] == "-v" {
		verbose, args = true, args[1:]
	}
	if len(args) == 0 {
		return "", fmt.Errorf("reckless takes directories or game files; usage: referee reckless [-v] DIR|FILE…")
	}
	var files []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return "", fmt.Errorf("%s: %v", a, unwrapPath(err))
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		fs, err := filepath.Glob(filepath.Join(a, "game-*.txt"))
		if err != nil {
			return "", err
		}
		sort.Strings(fs)
		files = append(files, fs...)
	}
	rep := reckless.NewReport()
	var sb strings.Builder
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			return "", fmt.Errorf("%s: %v", f, unwrapPath(err))
		}
		if err := rep.Add(string(text)); err != nil {
			return "", fmt.Errorf("%s: %v", f, err)
		}
		if verbose {
			note, g, _ := reckless.Analyse(string(text))
			for s, lv := range []string{note.A, note.B} {
				if len(g[s].HighLostToMBAt) > 0 || len(g[s].RepeatsAt) > 0 {
					fmt.Fprintf(&sb, "%s %s: 9/8 to M/B %v; repeated charges %v\n", filepath.Base(f), lv, g[s].HighLostToMBAt, g[s].RepeatsAt)
				}
			}
		}
	}
	sb.WriteString(rep.Text())
	return sb.String(), nil
}
