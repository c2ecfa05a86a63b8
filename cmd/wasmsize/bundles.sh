#!/bin/bash
# The download of Warboard against the smallest Ebitengine program: game.wasm built as shipped
# (-trimpath -ldflags='-s -w') and ../shared/hello-world built by its build.sh, compressed as
# cmd/webserve ships them (gzip -9, Brotli quality 11 with a 16 MB window: a few minutes),
# with their ratios. Usage: cmd/wasmsize/bundles.sh   (make size-bundle runs it)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
hello=${HELLO_WORLD:-$root/../shared/hello-world}
[ -d "$hello" ] || [ -n "${HELLO_WORLD:-}" ] || hello=$root/../../shared/hello-world
if [ ! -x "$hello/build.sh" ]; then
	echo "hello-world not found at $hello: set HELLO_WORLD to its folder" >&2
	exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
# the game's flags, as cmd/webserve builds it (build.go, GameGCFlags)
gcflags='-gcflags=warboard/...=-l'
GOOS=js GOARCH=wasm go build -trimpath -buildvcs=false "$gcflags" -ldflags='-s -w' -o "$work/warboard.wasm" ./cmd/warboard
"$hello/build.sh" "$work/hello" >/dev/null
cp "$work/hello/game.wasm" "$work/hello-world.wasm"
go run ./cmd/wasmsize -compressed "$work/warboard.wasm" "$work/hello-world.wasm"
