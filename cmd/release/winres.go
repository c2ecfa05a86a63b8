package main

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strconv"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"warboard/web/icons"
)

// iconSizes are the pictures in the Windows icon: the shell picks the nearest (16 in a
// title bar, 32 on the taskbar, 48 to 256 in Explorer's views).
var iconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// windowsArches are the Windows builds of a release.
var windowsArches = []winres.Arch{winres.ArchAMD64, winres.ArchARM64}

// numericVersion is the four numbers Windows' version resource holds, read from the start
// of a version such as v1.2.3 or 1.2.3-4-gabcdef (0.0.0.0 for a bare commit hash).
func numericVersion(v string) [4]uint16 {
	var out [4]uint16
	m := regexp.MustCompile(`^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[.-](\d+))?`).FindStringSubmatch(v)
	for i := 1; m != nil && i < len(m) && i <= 4; i++ {
		if n, err := strconv.Atoi(m[i]); err == nil && n < 1<<16 {
			out[i-1] = uint16(n)
		}
	}
	return out
}

// resources is the game's Windows resource set: its icon, drawn at every size by the same
// code as the page's icons, its version information and a manifest (per-monitor DPI
// awareness, so Windows does not blur the window on a high-density screen).
func resources(ver string) (*winres.ResourceSet, error) {
	var imgs []image.Image
	for _, s := range iconSizes {
		imgs = append(imgs, icons.Draw(s, icons.Rounded))
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, fmt.Errorf("the icon: %w", err)
	}
	rs := &winres.ResourceSet{}
	if err := rs.SetIcon(winres.ID(1), icon); err != nil {
		return nil, fmt.Errorf("the icon: %w", err)
	}
	n := numericVersion(ver)
	vi := version.Info{FileVersion: n, ProductVersion: n}
	for k, v := range map[string]string{
		version.ProductName:      "Warboard",
		version.FileDescription:  "Warboard: Junqi and Napoleon Strategy",
		version.ProductVersion:   ver,
		version.FileVersion:      ver,
		version.OriginalFilename: "warboard.exe",
		version.InternalName:     "warboard",
	} {
		if err := vi.Set(version.LangDefault, k, v); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	rs.SetManifest(winres.AppManifest{DPIAwareness: winres.DPIPerMonitorV2, UseCommonControlsV6: true})
	return rs, nil
}

// writeWinres writes rsrc_windows_<arch>.syso into dir for every Windows architecture: go
// build links the one that matches GOARCH.
func writeWinres(dir, ver string) error {
	rs, err := resources(ver)
	if err != nil {
		return err
	}
	for _, arch := range windowsArches {
		path := filepath.Join(dir, "rsrc_windows_"+string(arch)+".syso")
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		if err := rs.WriteObject(f, arch); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}
