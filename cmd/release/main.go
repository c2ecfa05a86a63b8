// Command release makes the pieces of `make release` that the go tool does not: the Windows
// resources (icon, version information, manifest) as .syso files beside the game's main
// package, the macOS .app bundle around a built binary, and the zip archives people
// download. The Makefile's release target builds the binaries and calls it.
//
//	release winres -version V -dir cmd/warboard      # rsrc_windows_{amd64,arm64}.syso
//	release app -bin FILE -version V -out Warboard.app
//	release zip -out FILE.zip [-dir DIR | NAME=PATH…]  # a directory's files, or the files named
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch cmd, args := os.Args[1], os.Args[2:]; cmd {
	case "winres":
		fs := flag.NewFlagSet("winres", flag.ExitOnError)
		version := fs.String("version", "dev", "the release's version")
		dir := fs.String("dir", "cmd/warboard", "the main package's directory")
		fs.Parse(args)
		err = writeWinres(*dir, *version)
	case "app":
		fs := flag.NewFlagSet("app", flag.ExitOnError)
		bin := fs.String("bin", "", "the built macOS binary")
		version := fs.String("version", "dev", "the release's version")
		out := fs.String("out", "Warboard.app", "the bundle to write")
		fs.Parse(args)
		err = writeApp(*out, *bin, *version)
	case "zip":
		fs := flag.NewFlagSet("zip", flag.ExitOnError)
		out := fs.String("out", "", "the archive to write")
		dir := fs.String("dir", "", "put every file under this directory in the archive")
		fs.Parse(args)
		if *dir != "" {
			err = zipDir(*out, *dir)
		} else {
			err = zipFiles(*out, fs.Args())
		}
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: release winres|app|zip … (see go doc ./cmd/release)")
	os.Exit(2)
}
