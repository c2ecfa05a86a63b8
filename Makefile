# Warboard. `make serve` plays it in the browser, `make test` checks everything.
# See README.md.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO       ?= go
FUZZTIME ?= 1m
BENCH    ?= .
BENCHTIME ?= 1s
ADDR     ?= 127.0.0.1:8080
# Screenshots of the browser test land here.
ARTEFACTS ?= $(CURDIR)/dist/artefacts

# Go's wasm runner (go_js_wasm_exec, which needs Node) lives here.
WASM_EXEC_DIR = $(shell $(GO) env GOROOT)/lib/wasm
# Ebitengine packages need a display: without one, tests run under Xvfb.
XVFB = $(if $(DISPLAY),,xvfb-run -a -s "-screen 0 1280x1024x24")

# Debian packages: Ebitengine's cgo build (gcc + X11/GL/ALSA headers), Xvfb for
# the Ebitengine tests, Chromium for the browser test, Node for the wasm tests.
DEB_PACKAGES = gcc make libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev \
	libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config xvfb xauth chromium nodejs

GO_FILES = find . -type f -name '*.go' -not -path './.git/*' -not -path './dist/*' -not -path '*/testdata/*'

.PHONY: help serve run wasm desktop release gallery test deps-check fmt-check vet test-wasm test-go fuzz bench startup size size-bundle latency framegaps idle deps clean

help:
	@echo "make serve    build the browser game and serve it on http://$(ADDR)"
	@echo "make run      play the desktop game"
	@echo "make test     gofmt check, go vet (native + wasm), all tests (rules also under Node, Ebitengine under Xvfb, headless Chromium)"
	@echo "make wasm     build dist/web only, for a static host (waits for game.wasm.br)"
	@echo "make desktop  build dist/warboard"
	@echo "make release  downloadable builds in RELEASE_DIR=$(RELEASE_DIR): Windows amd64/arm64, Linux amd64 (+ macOS on a Mac), the static site"
	@echo "make gallery  screenshots of every screen, 3 languages x phone/tablet/desktop, in dist/gallery (fails on any text cut short)"
	@echo "make fuzz     every fuzz target for FUZZTIME=$(FUZZTIME)"
	@echo "make bench    benchmarks (BENCH=$(BENCH), BENCHTIME=$(BENCHTIME))"
	@echo "make startup  browser startup of Warboard and hello-world, alternating, medians and ratio"
	@echo "make size     size profile of game.wasm by package and function, beside hello-world's"
	@echo "make size-bundle  game.wasm and hello-world's as shipped: gzip and Brotli sizes and ratios (minutes)"
	@echo "make latency tap-to-drawn-move latency in the browser, both Junqi boards, early and late in a game"
	@echo "make framegaps  frame gaps in the browser while computer seats think (Junqi 2p/4p, Napoleon 15x15)"
	@echo "make idle     idle CPU (desktop under Xvfb, browser page) and frame times while a move slides"
	@echo "make online   the page and online rooms (cmd/server) on http://$(ADDR) (docs/online.md)"
	@echo "make loadtest the online server under GAMES=$(GAMES) games at once (HINTS=0.05: hints too) (docs/online.md); loadtest-split: server in its own process"
	@echo "make ladder  strength of the computer levels: paired matches in every mode (PAIRS=$(PAIRS), LEVELS=$(LEVELS))"
	@echo "make deps     install the Debian packages (prints the sudo command when not root)"

# Serves at once (gzip); game.wasm.br (Brotli) is made in the background and
# kept while game.wasm is unchanged.
serve:
	$(GO) run ./cmd/webserve -addr $(ADDR)

run:
	$(GO) run ./cmd/warboard

# A complete dist/web: the game and the computer players' worker (cmd/aiworker); waits for
# game.wasm.br (about 1.5 minutes when game.wasm changed) and aiworker.wasm.br.
wasm:
	$(GO) run ./cmd/webserve -build-only
	@ls -l dist/web/game.wasm dist/web/game.wasm.gz dist/web/game.wasm.br dist/web/aiworker.wasm dist/web/aiworker.wasm.gz dist/web/aiworker.wasm.br

desktop:
	$(GO) build -trimpath -ldflags='-s -w' -o dist/warboard ./cmd/warboard
	@ls -l dist/warboard

# Screenshots of every screen in the three languages at phone, tablet and desktop sizes (the
# four-country board, 三打一, the sea board, giant boards and Waterloo too) for a person to look
# over, with dist/gallery/index.html to browse them. Every test package that draws runs
# render.WatchCuts: a text cut short on any screen fails the run and names it. Takes about
# half an hour on 2 cores.
GALLERY ?= $(CURDIR)/dist/gallery
# The packages with screenshot tests: the app's, each screen package's, the boards'.
GALLERY_PACKAGES = ./game/ ./game/menu ./game/junqiscreen ./game/napoleonscreen ./game/layoutscreen ./game/howto \
	./render/junqiboard ./render/napoleonboard
gallery: deps-check
	rm -rf $(GALLERY) && mkdir -p $(GALLERY)
	WARBOARD_REVIEW=1 WARBOARD_ARTEFACTS=$(GALLERY) $(XVFB) $(GO) test -count=1 -timeout 120m \
		-run 'Shots|Screenshots|Gallery' $(GALLERY_PACKAGES)
	@cd $(GALLERY) && { echo '<!doctype html><meta charset="utf-8"><title>Warboard gallery</title>'; \
		echo '<style>body{background:#222;color:#ddd;font:14px sans-serif}figure{display:inline-block;margin:6px}img{max-height:320px}</style>'; \
		for f in $$(ls *.png | sort); do echo "<figure><a href=\"$$f\"><img src=\"$$f\" loading=lazy></a><figcaption>$$f</figcaption></figure>"; done; } > index.html
	@echo "gallery: $$(ls $(GALLERY)/*.png | wc -l) screenshots, $(GALLERY)/index.html"

# Downloadable builds, named with VERSION, in RELEASE_DIR: the Windows game for amd64 and arm64
# (no cgo needed; with its icon, version information and manifest: cmd/release winres), the
# Linux game for amd64 (this machine's cgo build, started under Xvfb to check it reaches the
# menu), on a Mac the macOS .app for arm64 and amd64 (Ebitengine needs cgo there), and the
# static site as a zip. Each desktop zip holds the game and the font's licence.
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
RELEASE_DIR ?= $(CURDIR)/dist/release
RELEASE_LDFLAGS = -s -w -X warboard/game/menu.Release=$(VERSION)
release: deps-check
	rm -rf $(RELEASE_DIR) && mkdir -p $(RELEASE_DIR)/tmp
	$(GO) run ./cmd/release winres -version $(VERSION) -dir cmd/warboard
	@trap 'rm -f cmd/warboard/rsrc_windows_*.syso' EXIT; \
	for arch in amd64 arm64; do \
		echo "windows/$$arch"; \
		GOOS=windows GOARCH=$$arch CGO_ENABLED=0 $(GO) build -trimpath -ldflags "$(RELEASE_LDFLAGS) -H windowsgui" \
			-o $(RELEASE_DIR)/tmp/warboard.exe ./cmd/warboard; \
		$(GO) run ./cmd/release zip -out $(RELEASE_DIR)/warboard-$(VERSION)-windows-$$arch.zip \
			warboard/warboard.exe=$(RELEASE_DIR)/tmp/warboard.exe warboard/OFL.txt=assets/fonts/OFL.txt; \
	done
	@if [ "$$(uname -s)" = Linux ]; then \
		echo "linux/amd64"; \
		GOARCH=amd64 $(GO) build -trimpath -ldflags "$(RELEASE_LDFLAGS)" -o $(RELEASE_DIR)/tmp/warboard ./cmd/warboard; \
		home=$$(mktemp -d); WARBOARD_SMOKE=1 HOME=$$home XDG_CONFIG_HOME=$$home XDG_DATA_HOME=$$home $(XVFB) $(RELEASE_DIR)/tmp/warboard | grep -q "drew menu" || { echo "release: the Linux game did not reach the menu" >&2; exit 1; }; \
		tar -czf $(RELEASE_DIR)/warboard-$(VERSION)-linux-amd64.tar.gz -C $(RELEASE_DIR)/tmp warboard -C $(CURDIR)/assets/fonts OFL.txt; \
	fi
	@if [ "$$(uname -s)" = Darwin ]; then \
		for arch in arm64 amd64; do \
			echo "darwin/$$arch"; \
			GOARCH=$$arch CGO_ENABLED=1 $(GO) build -trimpath -ldflags "$(RELEASE_LDFLAGS)" -o $(RELEASE_DIR)/tmp/warboard-mac ./cmd/warboard; \
			$(GO) run ./cmd/release app -bin $(RELEASE_DIR)/tmp/warboard-mac -version $(VERSION) -out $(RELEASE_DIR)/tmp/$$arch/Warboard.app; \
			$(GO) run ./cmd/release zip -out $(RELEASE_DIR)/warboard-$(VERSION)-macos-$$arch.zip -dir $(RELEASE_DIR)/tmp/$$arch/Warboard.app; \
		done; \
	fi
	$(GO) run ./cmd/webserve -build-only -version $(VERSION) -out $(RELEASE_DIR)/tmp/warboard-web
	$(GO) run ./cmd/release zip -out $(RELEASE_DIR)/warboard-$(VERSION)-web.zip -dir $(RELEASE_DIR)/tmp/warboard-web
	rm -rf $(RELEASE_DIR)/tmp
	@ls -l $(RELEASE_DIR)

# The test run ends with the plain `go test ./...` lines (CI reads them).
# deps-check first: on a fresh Debian machine the missing packages are installed (as root) or
# the exact command is printed, so `make test` works as a newcomer's second command.
test: deps-check
	$(MAKE) --no-print-directory fmt-check vet test-wasm test-go

fmt-check:
	@bad=$$($(GO_FILES) -print0 | xargs -0 gofmt -l); \
	if [ -n "$$bad" ]; then echo "gofmt -w needed for:"; echo "$$bad"; exit 1; fi; \
	echo "gofmt: ok"

vet:
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./...

# The pure packages (no Ebitengine), compiled to wasm and run under Node: the rules cores,
# and the app's controllers, catalogue, storage (its localStorage store runs only here),
# pointer state machine, setup (options and record tags), the JSON codec and the boards' pictures,
# the computer seats' runner and worker protocol, sounds, saved layouts and text editing.
WASM_PACKAGES = ./rules/... ./game/junqiplay ./game/napoleonplay ./game/i18n ./game/storage ./game/input ./game/setup ./game/computer/... ./game/internal/minijson ./render/junqipic ./render/napoleonpic ./game/sound ./game/layouts ./game/widget/textedit ./game/online/proto ./game/online/client ./game/online/seatview ./game/online/napoleonview ./game/online/drafts
test-wasm:
	GOOS=js GOARCH=wasm PATH="$(WASM_EXEC_DIR):$$PATH" $(GO) test -timeout 25m $(WASM_PACKAGES)

# Everything (fuzz corpora included), under Xvfb; the browser test must run.
# -count=1: the browser test builds the game in a subprocess, which go test's
# cache cannot see. -timeout 30m: the game package plays whole games of every mode
# and takes 4-6 minutes on 2 cores, near go test's default 10 minutes on a loaded machine.
test-go:
	WARBOARD_REQUIRE_BROWSER=1 WARBOARD_ARTEFACTS="$(ARTEFACTS)" $(XVFB) $(GO) test -count=1 -timeout 30m ./...

# Fuzz targets are found by `go test -list` in each package that has one, so
# new targets join without editing this file.
fuzz:
	@for dir in $$(grep -rl --include='*_test.go' '^func Fuzz' . | grep -v '^./dist/' | xargs -r -n1 dirname | sort -u); do \
		list=$$($(XVFB) $(GO) test -list '^Fuzz' "$$dir"); \
		for target in $$(sed -n '/^Fuzz/p' <<<"$$list"); do \
			echo "== $$dir $$target ($(FUZZTIME))"; \
			$(XVFB) $(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) "$$dir"; \
		done; \
	done

bench:
	$(XVFB) $(GO) test -run '^$$' -bench '$(BENCH)' -benchtime $(BENCHTIME) -benchmem ./...

# Navigation to window.warboard.ready of the game and of ../shared/hello-world (the smallest
# Ebitengine program), one server, same compression (gzip; STARTUP_BROTLI=1 for Brotli),
# STARTUP_RUNS alternating cold starts each: both medians and their ratio.
STARTUP_RUNS ?= 5
STARTUP_BROTLI ?= 0
startup:
	WARBOARD_REQUIRE_BROWSER=1 WARBOARD_STARTUP_RUNS=$(STARTUP_RUNS) WARBOARD_STARTUP_BROTLI=$(STARTUP_BROTLI) \
		$(GO) test -count=1 -v -timeout 30m -run '^TestBrowserStartupAgainstHelloWorld$$' ./cmd/webserve

# Where the bytes of game.wasm are, by package and function, beside ../shared/hello-world
# (the smallest Ebitengine program): docs/performance.md, "Size against hello-world".
size:
	cmd/wasmsize/profile.sh -depth -1 -symbols 0
	cmd/wasmsize/profile.sh -top 40 -symbols 25

# The compressed download beside hello-world's (the 1.3x goal of issue 9): docs/performance.md.
size-bundle:
	cmd/wasmsize/bundles.sh

# Idle CPU of the desktop game (its own window on Xvfb; xdotool presses Continue) and of
# the browser page, and the frames while a move slides: docs/performance.md. IDLE_SECONDS is
# each sampling window. Plain `make test` skips these (they need WARBOARD_MEASURE=1).
IDLE_SECONDS ?= 20
# Tap to drawn move in Chromium on both Junqi boards, at ply 0 and 300 (docs/performance.md).
# Gaps between animation frames in Chromium while computer seats think at Hard (Junqi 2p
# and 4p, Napoleon 15x15) in their Web Worker, the game's own time a frame, and Hard's
# wall time a decision (docs/performance.md).
framegaps:
	WARBOARD_MEASURE=1 WARBOARD_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 40m -v -run '^TestBrowserComputerFrameGaps$$' ./cmd/webserve

latency:
	WARBOARD_MEASURE=1 WARBOARD_REQUIRE_BROWSER=1 $(GO) test -count=1 -timeout 25m -v -run '^TestBrowserTapLatency$$' ./cmd/webserve

idle:
	WARBOARD_MEASURE=1 WARBOARD_IDLE_SECONDS=$(IDLE_SECONDS) $(XVFB) $(GO) test -count=1 -v -run '^TestIdleCPU$$' ./cmd/warboard
	WARBOARD_MEASURE=1 WARBOARD_IDLE_SECONDS=$(IDLE_SECONDS) WARBOARD_REQUIRE_BROWSER=1 $(GO) test -count=1 -v -run '^TestBrowserIdleCPU$$' ./cmd/webserve

# Installs only what is missing (root), or prints the exact command and stops (not root).
deps-check:
	@missing=$$(for p in $(DEB_PACKAGES); do \
		dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q "ok installed" || echo "$$p"; \
	done | xargs); \
	if [ -z "$$missing" ]; then echo "deps: ok"; exit 0; fi; \
	if ! command -v dpkg-query >/dev/null; then echo "deps: not a Debian system; install the equivalents of: $$missing"; exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
		echo "deps: installing $$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing </dev/null; \
	else \
		echo "deps: missing Debian packages; run:"; \
		echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $$missing"; \
		exit 1; \
	fi

deps:
	@if [ "$$(id -u)" = 0 ]; then \
		apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(DEB_PACKAGES); \
	else \
		echo "Not root; run:"; \
		echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $(DEB_PACKAGES)"; \
	fi

clean:
	rm -rf dist

# The ladder table of docs/ladder.md: every mode of both games, each level against the next
# and hard against greedy, PAIRS game pairs each (same deployments, sides swapped). Long with
# the real levels: run it on an idle machine. LEVELS=random plays random against itself.
PAIRS  ?= 200
LEVELS ?= random,greedy,easy,normal,hard
SEED   ?= 1
.PHONY: ladder
ladder:
	$(GO) run ./cmd/referee ladder -levels $(LEVELS) -pairs $(PAIRS) -seed $(SEED)

# Online rooms (docs/online.md): the page and the rooms (/ws) on one port, rooms kept in
# ONLINE_DB. ONLINE_ADDR=:8080 lets other devices on the network in.
ONLINE_ADDR ?= $(ADDR)
ONLINE_DB   ?= warboard-rooms.db
.PHONY: online
online: wasm
	$(GO) run ./cmd/server -addr $(ONLINE_ADDR) -web dist/web -db $(ONLINE_DB)

# The online server's load test (docs/online.md, "Load"): GAMES games at once on one server
# on 127.0.0.1, simulated people acting every THINK or so, for LOAD_TIME; on a share HINTS
# of their turns they ask for a hint first (a hard search on the server) and play it.
GAMES     ?= 2000
LOAD_TIME ?= 60s
THINK     ?= 3s
HINTS     ?= 0
.PHONY: loadtest
loadtest:
	nice -n 10 $(GO) run ./cmd/server -loadtest -games $(GAMES) -duration $(LOAD_TIME) -think $(THINK) -hints $(HINTS)

# The same with the server in a process of its own (its garbage collector then marks only
# the server's heap): the simulated people load it over 127.0.0.1:LOAD_PORT.
LOAD_PORT ?= 8097
.PHONY: loadtest-split
loadtest-split:
	$(GO) build -o dist/warboard-server ./cmd/server
	rm -f dist/loadtest-rooms.db
	nice -n 10 dist/warboard-server -addr 127.0.0.1:$(LOAD_PORT) -web "" -db dist/loadtest-rooms.db -rate 1000 & pid=$$!; \
	sleep 1; \
	nice -n 10 dist/warboard-server -loadtest -target ws://127.0.0.1:$(LOAD_PORT)/ws -games $(GAMES) -duration $(LOAD_TIME) -think $(THINK) -hints $(HINTS); st=$$?; \
	ps -o rss=,time= -p $$pid | awk '{print "server process: RSS " int($$1/1024) " MB, CPU time " $$2}'; \
	kill $$pid; wait $$pid; rm -f dist/loadtest-rooms.db; exit $$st
