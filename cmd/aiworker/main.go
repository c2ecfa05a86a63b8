//go:build !js

// Command aiworker is Warboard's computer players in a Web Worker; it runs only as
// WebAssembly in a browser (GOOS=js GOARCH=wasm, see main_js.go). Natively it says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "aiworker runs in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (cmd/webserve does)")
	os.Exit(2)
}
