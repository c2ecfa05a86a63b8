#!/bin/bash
# Size profile of the browser bundle: Warboard's game.wasm and the smallest Ebitengine program
# (../shared/hello-world beside the clone, ../../shared/hello-world, or $HELLO_WORLD), built like the bundle but keeping the wasm name
# section (no -ldflags=-s), compared by package and function by cmd/wasmsize.
# Usage: cmd/wasmsize/profile.sh [wasmsize flags]   (from anywhere; make size runs it)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
hello=${HELLO_WORLD:-$root/../shared/hello-world}
# A worktree one level further down (as in /work/wt/NAME) finds it one level up.
[ -d "$hello" ] || [ -n "${HELLO_WORLD:-}" ] || hello=$root/../../shared/hello-world
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
# the game's flags, as cmd/webserve builds it (build.go, GameGCFlags)
gcflags='-gcflags=warboard/...=-l'
GOOS=js GOARCH=wasm go build -trimpath -buildvcs=false "$gcflags" -o "$work/warboard.wasm" ./cmd/warboard
GOOS=js GOARCH=wasm go list -deps ./cmd/warboard >"$work/warboard.pkgs"
files=("$work/warboard.wasm")
pkgs=(-pkgs "$work/warboard.pkgs")
if [ -d "$hello" ]; then
	mkdir "$work/hello"
	cp "$hello"/*.go "$work/hello/"
	(
		cd "$work/hello"
		go mod init hello >/dev/null 2>&1
		go get github.com/hajimehoshi/ebiten/v2@v2.9.10 >/dev/null 2>&1
		GOOS=js GOARCH=wasm go build -trimpath -buildvcs=false -o "$work/hello-world.wasm" .
		GOOS=js GOARCH=wasm go list -deps . >"$work/hello.pkgs"
	)
	files+=("$work/hello-world.wasm")
	pkgs+=(-pkgs "$work/hello.pkgs")
else
	echo "($hello not found: Warboard alone; set HELLO_WORLD to the hello-world folder)" >&2
fi
go run ./cmd/wasmsize "${pkgs[@]}" "$@" "${files[@]}"
