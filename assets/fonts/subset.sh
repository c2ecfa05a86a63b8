#!/bin/sh
# Regenerates the embedded UI font: Noto Sans CJK SC (SIL OFL 1.1) cut down to the
# characters Warboard draws, so the WebAssembly build stays small.
#
# Needs Debian's fonts-noto-cjk (the source font) and python3-fonttools (pyftsubset).
# Run from anywhere: sh assets/fonts/subset.sh
# Re-run it after adding user-visible text to game/, render/ or cmd/warboard/;
# assets' TestFontCoversProgramStrings fails until you do.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
src=${NOTO_CJK_TTC:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
copyright=${NOTO_CJK_COPYRIGHT:-/usr/share/doc/fonts-noto-cjk/copyright}
out="$here/NotoSansCJKsc-Regular-subset.otf"

if [ ! -r "$src" ] || [ ! -r "$copyright" ]; then
	echo "subset.sh: source font $src or $copyright not found." >&2
	echo "Install it with: apt-get install fonts-noto-cjk" >&2
	exit 1
fi

# pyenv or venv pythons often lack fontTools; Debian's /usr/bin/python3 has it.
py=
for candidate in python3 /usr/bin/python3; do
	if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import fontTools.subset' 2>/dev/null; then
		py=$candidate
		break
	fi
done
if [ -z "$py" ]; then
	echo "subset.sh: no python3 with fontTools found." >&2
	echo "Install it with: apt-get install python3-fonttools" >&2
	exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The character set: printable ASCII, Latin-1, the extra letters and punctuation of French,
# and every non-ASCII character that appears in the app's Go sources (tests excluded).
"$py" - "$root" "$src" >"$tmp/args" <<'PY'
import os, sys
from fontTools.ttLib import TTCollection

root, src = sys.argv[1], sys.argv[2]
chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
chars |= {0x152, 0x153, 0x178, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D,
          0x2022, 0x2026, 0x20AC, 0x2039, 0x203A, 0x00D7}
for d in ("game", "render", "cmd/warboard"):
    for dirpath, _, files in os.walk(os.path.join(root, d)):
        for name in files:
            if name.endswith(".go") and not name.endswith("_test.go"):
                with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                    chars |= {ord(c) for c in f.read() if ord(c) > 0x7F}

# Pick the Simplified Chinese face of the collection by its name, not its position.
index = None
for i, font in enumerate(TTCollection(src).fonts):
    if font["name"].getDebugName(4) == "Noto Sans CJK SC":
        index = i
        break
if index is None:
    sys.exit("subset.sh: no 'Noto Sans CJK SC' face in " + src)
print(index)
print(",".join("U+%04X" % c for c in sorted(chars)))
PY

index=$(sed -n 1p "$tmp/args")
sed -n 2p "$tmp/args" >"$tmp/unicodes"

# Only what render's font engine (golang.org/x/image/font/sfnt, render/text.go) reads: the
# glyphs of the characters, their horizontal metrics and the GPOS kerning pairs. It does no
# shaping, so GSUB and the glyphs only GSUB reaches (ligatures, localised and composed forms)
# would be dead weight, as would the vertical-writing tables. Desubroutinized CFF compresses
# better (the download is compressed).
"$py" -m fontTools.subset "$src" \
	--font-number="$index" \
	--unicodes-file="$tmp/unicodes" \
	--layout-features='kern' \
	--drop-tables+=GSUB,vhea,vmtx,VORG \
	--desubroutinize \
	--no-hinting \
	--output-file="$out"

# The licence that must travel with the font: its copyright notice plus the OFL text
# from the Debian package's copyright file (its stand-alone "License: SIL-1.1" paragraph,
# whose lines are indented by one space and whose blank lines are written " .").
"$py" - "$out" "$copyright" >"$here/OFL.txt" <<'LICENCE'
import sys
from fontTools.ttLib import TTFont

font, copyright = sys.argv[1], sys.argv[2]
print("Noto Sans CJK SC, subset embedded in Warboard")
print(TTFont(font)["name"].getDebugName(0))
print()
lines = open(copyright, encoding="utf-8").read().split("\n")
start = next(i for i, l in enumerate(lines) if l == "License: SIL-1.1" and lines[i - 1] == "")
for l in lines[start + 1:]:
    if not l.startswith(" "):
        break
    print("" if l == " ." else l[1:])
LICENCE

count=$(tr , '\n' <"$tmp/unicodes" | wc -l | tr -d ' ')
echo "wrote $out ($(wc -c <"$out") bytes, $count characters) and $here/OFL.txt"
