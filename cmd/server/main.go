//go:build !js

// Command server hosts online rooms of Warboard (docs/online.md) and serves the static
// page: people on other devices play one game, the server holding it as referee. Every
// action is checked by the rules cores; every seat is sent only what `referee view SEAT`
// shows it; rooms and records live in a bbolt file and survive a restart.
//
//	server [-addr :8080] [-web dist/web] [-db warboard-rooms.db] [-origins host,…] [-tls-cert cert.pem -tls-key key.pem]
//	server -loadtest [-games 2000] [-duration 60s] [-think 3s] [-hints 0.05] [-target ws://host/ws]   (docs/online.md, "Load")
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"
)

func main() {
	addr := flag.String("addr", ":8080", "address to listen on")
	web := flag.String("web", "dist/web", "the static page's directory (make wasm builds it)")
	db := flag.String("db", "warboard-rooms.db", "the rooms' file (bbolt)")
	origins := flag.String("origins", "", "more origins whose pages may open /ws, comma-separated host patterns (the page's own host always may)")
	load := flag.Bool("loadtest", false, "run the load test against a server of its own on 127.0.0.1 and print the figures")
	games := flag.Int("games", 2000, "loadtest: concurrent games")
	dur := flag.Duration("duration", 60*time.Second, "loadtest: how long to measure")
	think := flag.Duration("think", 3*time.Second, "loadtest: each simulated person's pause before its action")
	hints := flag.Float64("hints", 0, "loadtest: the share of turns on which a person asks for a hint first (0 to 1; the rooms allow hints)")
	target := flag.String("target", "", "loadtest: load this server (ws://host:port/ws, started with -rate 1000) instead of one of its own")
	tlsCert := flag.String("tls-cert", "", "serve HTTPS and wss:// with this certificate (PEM; with -tls-key). Browsers allow WebSocket from an https page only over wss://")
	tlsKey := flag.String("tls-key", "", "the certificate's private key (PEM)")
	perAddr := flag.Int("max-per-addr", 64, "open connections one IP address may hold (0: no bound; behind a proxy all come from its address)")
	rate := flag.Float64("rate", 20, "messages a second a connection may send (the burst is twice as many)")
	cpuprofile := flag.String("cpuprofile", "", "loadtest: write a CPU profile of the run to this file")
	memprofile := flag.String("memprofile", "", "loadtest: write a heap profile at the end of the run to this file")
	flag.Parse()
	if *load {
		if *cpuprofile != "" {
			f, err := os.Create(*cpuprofile)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
		cfg := LoadConfig{Games: *games, Duration: *dur, Think: *think, Hints: *hints, Target: *target, Logf: log.Printf}
		if *memprofile != "" {
			cfg.AtEnd = func() {
				if f, err := os.Create(*memprofile); err == nil {
					pprof.WriteHeapProfile(f)
					f.Close()
				}
			}
		}
		rep, err := LoadTest(cfg)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Println(rep)
		return // the deferred profile stops here
	}
	if (*tlsCert == "") != (*tlsKey == "") {
		fmt.Fprintln(os.Stderr, "-tls-cert and -tls-key go together: give both, or neither for plain HTTP")
		os.Exit(2)
	}
	cfg := Config{Web: *web, DB: *db, Origins: splitList(*origins), Rate: *rate, Burst: 2 * *rate, MaxPerAddr: *perAddr}
	if err := serve(*addr, cfg, TLSFiles{Cert: *tlsCert, Key: *tlsKey}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// TLSFiles are the certificate and key to serve HTTPS with; empty: plain HTTP (behind a
// proxy that holds the certificate, or on a local network).
type TLSFiles struct{ Cert, Key string }

// serve runs the server until SIGINT or SIGTERM, then stops it cleanly: every room is
// committed to the file before it exits.
func serve(addr string, cfg Config, tf TLSFiles) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	return serveOn(ln, cfg, tf, stop)
}

// serveOn serves on ln until stop, then commits every room and returns.
func serveOn(ln net.Listener, cfg Config, tf TLSFiles, stop <-chan os.Signal) error {
	srv, err := NewServer(cfg)
	if err != nil {
		ln.Close()
		return err
	}
	scheme := "ws"
	if tf.Cert != "" {
		scheme = "wss"
	}
	log.Printf("serving %s and rooms at %s://%s/ws (%d rooms loaded)", cfg.Web, scheme, ln.Addr(), srv.hub.Len())
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() {
		if tf.Cert != "" {
			done <- hs.ServeTLS(ln, tf.Cert, tf.Key)
		} else {
			done <- hs.Serve(ln)
		}
	}()
	select {
	case err = <-done:
	case <-stop:
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		hs.Shutdown(ctx)
		cancel()
	}
	if cerr := srv.Close(); err == nil || errors.Is(err, http.ErrServerClosed) {
		err = cerr
	}
	return err
}
