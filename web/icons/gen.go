//go:build ignore

// gen writes the icon PNGs next to it: go generate ./web/icons
package main

import (
	"bytes"
	"image/png"
	"log"
	"os"

	"warboard/web/icons"
)

func main() {
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	for _, f := range icons.Files {
		var buf bytes.Buffer
		if err := enc.Encode(&buf, icons.Draw(f.Size, f.Style)); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(f.Name, buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
