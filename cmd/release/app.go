package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"warboard/web/icons"
)

// icnsTypes are the PNG entries of a macOS icon file: its type code and size in pixels
// (the @2x codes hold twice the points).
var icnsTypes = []struct {
	code string
	px   int
}{{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}}

// icns is the game's icon as a macOS .icns file: the "icns" header and its length, then
// each entry's code, length and PNG data (big-endian lengths that count their headers).
func icns() ([]byte, error) {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		var img bytes.Buffer
		if err := png.Encode(&img, icons.Draw(t.px, icons.Rounded)); err != nil {
			return nil, err
		}
		body.WriteString(t.code)
		binary.Write(&body, binary.BigEndian, uint32(8+img.Len()))
		body.Write(img.Bytes())
	}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes(), nil
}

var infoPlist = template.Must(template.New("plist").Parse(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key><string>Warboard</string>
	<key>CFBundleDisplayName</key><string>Warboard</string>
	<key>CFBundleIdentifier</key><string>org.warboard.game</string>
	<key>CFBundleExecutable</key><string>warboard</string>
	<key>CFBundleIconFile</key><string>warboard.icns</string>
	<key>CFBundlePackageType</key><string>APPL</string>
	<key>CFBundleShortVersionString</key><string>{{.Short}}</string>
	<key>CFBundleVersion</key><string>{{.Full}}</string>
	<key>LSMinimumSystemVersion</key><string>11.0</string>
	<key>NSHighResolutionCapable</key><true/>
	<key>LSApplicationCategoryType</key><string>public.app-category.board-games</string>
</dict>
</plist>
`))

// writeApp makes a macOS application bundle at out around the built binary bin:
// Contents/MacOS/warboard, Contents/Resources/warboard.icns and Contents/Info.plist.
func writeApp(out, bin, ver string) error {
	if bin == "" {
		return fmt.Errorf("app: -bin names no binary")
	}
	exe, err := os.ReadFile(bin)
	if err != nil {
		return err
	}
	icon, err := icns()
	if err != nil {
		return err
	}
	n := numericVersion(ver)
	short := fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])
	var plist strings.Builder
	if err := infoPlist.Execute(&plist, struct{ Short, Full string }{short, ver}); err != nil {
		return err
	}
	files := []struct {
		path string
		data []byte
		mode os.FileMode
	}{
		{"Contents/MacOS/warboard", exe, 0o755},
		{"Contents/Resources/warboard.icns", icon, 0o644},
		{"Contents/Info.plist", []byte(plist.String()), 0o644},
	}
	if err := os.RemoveAll(out); err != nil {
		return err
	}
	for _, f := range files {
		p := filepath.Join(out, filepath.FromSlash(f.path))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, f.data, f.mode); err != nil {
			return err
		}
	}
	return nil
}
