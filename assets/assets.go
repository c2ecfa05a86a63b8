// Package assets holds the files Warboard embeds into its binaries, with their licences and
// the scripts that regenerate them (see README.md).
package assets

import _ "embed"

// UIFont is Noto Sans CJK SC Regular (SIL Open Font License 1.1, see FontLicence), subsetted
// by fonts/subset.sh to the characters the program draws.
//
//go:embed fonts/NotoSansCJKsc-Regular-subset.otf
var UIFont []byte

// FontLicence is the licence of UIFont; it must travel with every copy of the font.
//
//go:embed fonts/OFL.txt
var FontLicence string
