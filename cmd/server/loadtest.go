//go:build !js

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
	"warboard/rules/ai"
)

// LoadConfig is a load test: Games games at once between simulated people, each person
// acting about Think after it is its turn (half to one and a half times), for Duration.
// The games start over the first sixth of it; the figures are of the rest, once every
// game is under way (Warm: the whole run).
type LoadConfig struct {
	Warm     bool
	Games    int
	Duration time.Duration
	Think    time.Duration
	// Hints is the share of a person's turns on which it asks for a hint first (the rooms
	// then allow hints) and plays the move it is given: a hint is a hard search on the
	// server, the costliest thing a person can ask for.
	Hints float64
	Logf  func(format string, args ...any)
	AtEnd func() // called just before the games stop (a heap profile)
	// Target is a server to load (ws://host:port/ws) instead of one of the test's own: the
	// simulated people then run in another process than the server, as they would.
	Target string
}

// LoadReport is what the load test measured.
type LoadReport struct {
	Games, Finished, Peak int
	Actions               int64
	Elapsed               time.Duration
	P50, P99, Max         time.Duration
	Errors                int64
	CPUs                  int
	CPU                   time.Duration // CPU time the process used: server and simulated clients
	// Hints asked and answered, and the time from asking to the answer (HintP50…).
	Hints, HintsAnswered, HintsBusy int64
	HintP50, HintP99, HintMax       time.Duration
}

func (r LoadReport) String() string {
	s := fmt.Sprintf("%d concurrent games (peak %d connected), %d finished; %d actions in %.0f s = %.0f actions/s; action latency p50 %.1f ms, p99 %.1f ms, max %.1f ms; %d errors; GOMAXPROCS %d",
		r.Games, r.Peak, r.Finished, r.Actions, r.Elapsed.Seconds(), float64(r.Actions)/r.Elapsed.Seconds(),
		ms(r.P50), ms(r.P99), ms(r.Max), r.Errors, r.CPUs)
	if r.CPU > 0 && r.Actions > 0 {
		per := r.CPU.Seconds() / float64(r.Actions)
		s += fmt.Sprintf("; CPU %.1f s used (%.0f%% of the cores), %.2f ms an action with its clients: %d cores carry about %.0f actions/s",
			r.CPU.Seconds(), 100*r.CPU.Seconds()/r.Elapsed.Seconds()/float64(r.CPUs), 1000*per, r.CPUs, float64(r.CPUs)/per)
	}
	if r.Hints > 0 {
		s += fmt.Sprintf("; %d hints asked, %d answered (%.1f a second), %d refused as busy, hint latency p50 %.0f ms, p99 %.0f ms, max %.0f ms",
			r.Hints, r.HintsAnswered, float64(r.HintsAnswered)/r.Elapsed.Seconds(), r.HintsBusy, ms(r.HintP50), ms(r.HintP99), ms(r.HintMax))
	}
	return s
}

// sample is one action's latency and when it was sent; a hint's (hint) is from asking to
// the answer, negative when none came, 0 when the server was busy with other hints.
type sample struct {
	at   time.Time
	d    time.Duration
	hint bool
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// loadModes are the games the load test plays: mostly 2p 暗棋, the game people play most.
var loadModes = []map[string]string{
	{"Game": "junqi", "Board": "2p", "Mode": "dark"},
	{"Game": "junqi", "Board": "2p", "Mode": "dark"},
	{"Game": "junqi", "Board": "2p", "Mode": "open"},
	{"Game": "junqi", "Board": "2p", "Mode": "flip"},
	{"Game": "napoleon", "Board": "8x8"},
}

// LoadTest starts a server of its own on 127.0.0.1 (with a store in a temporary
// directory) and plays Games games at once on it, each seat a simulated person over a real
// WebSocket, new games replacing finished ones, for Duration.
func LoadTest(cfg LoadConfig) (LoadReport, error) {
	url := cfg.Target
	if url == "" {
		dir, err := os.MkdirTemp("", "warboard-load")
		if err != nil {
			return LoadReport{}, err
		}
		defer os.RemoveAll(dir)
		srv, err := NewServer(Config{DB: filepath.Join(dir, "rooms.db"), Rate: 1000, Burst: 1000})
		if err != nil {
			return LoadReport{}, err
		}
		defer srv.Close()
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return LoadReport{}, err
		}
		hs := &http.Server{Handler: srv}
		go hs.Serve(ln)
		defer hs.Close()
		url = "ws://" + ln.Addr().String() + "/ws"
	}

	var (
		actions, errs, finished atomic.Int64
		connected, peak         atomic.Int64
		mu                      sync.Mutex
		lat, hintLat            []time.Duration
		hints, busy             atomic.Int64
	)
	ctx, cancel := context.WithTimeout(context.Background(), cfg.Duration)
	defer cancel()
	ramp := cfg.Duration / 6
	start := time.Now()
	from := start.Add(ramp + ramp/2) // every game deployed and playing
	if cfg.Warm {
		from = start
	}

	var wg sync.WaitGroup
	for i := range cfg.Games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// spread the starts over the first tenth of the run
			time.Sleep(time.Duration(rand.Int64N(int64(ramp) + 1)))
			for n := 0; ctx.Err() == nil; n++ {
				d, err := loadGame(ctx, url, loadModes[(i+n)%len(loadModes)], uint64(i*1000+n), cfg, &connected, &peak)
				mu.Lock()
				for _, x := range d {
					switch {
					case x.at.Before(from):
					case x.hint && x.d < 0:
						hints.Add(1) // asked, not answered before the game or the run ended
					case x.hint && x.d == 0:
						hints.Add(1)
						busy.Add(1)
					case x.hint:
						hints.Add(1)
						hintLat = append(hintLat, x.d)
					default:
						lat = append(lat, x.d)
						actions.Add(1)
					}
				}
				mu.Unlock()
				if err != nil {
					if ctx.Err() == nil {
						errs.Add(1)
						if cfg.Logf != nil && errs.Load() <= 5 {
							cfg.Logf("game: %v", err)
						}
						time.Sleep(time.Second)
					}
					continue
				}
				finished.Add(1)
			}
		}()
	}
	time.Sleep(time.Until(from))
	cpu0 := cpuTime()
	if cfg.AtEnd != nil {
		time.AfterFunc(time.Until(start.Add(cfg.Duration-time.Second)), cfg.AtEnd)
	}
	wg.Wait()
	rep := LoadReport{Games: cfg.Games, Finished: int(finished.Load()), Peak: int(peak.Load()) / 2, Actions: actions.Load(),
		Elapsed: time.Since(from), Errors: errs.Load(), CPUs: runtime.GOMAXPROCS(0), CPU: cpuTime() - cpu0}
	slices.Sort(lat)
	if len(lat) > 0 {
		rep.P50, rep.P99, rep.Max = lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
	}
	rep.Hints, rep.HintsAnswered, rep.HintsBusy = hints.Load(), int64(len(hintLat)), busy.Load()
	slices.Sort(hintLat)
	if len(hintLat) > 0 {
		rep.HintP50, rep.HintP99, rep.HintMax = hintLat[len(hintLat)/2], hintLat[len(hintLat)*99/100], hintLat[len(hintLat)-1]
	}
	return rep, nil
}

// loadGame is one game between two simulated people; it returns each action's latency
// (from sending it to the state that shows it played).
func loadGame(ctx context.Context, url string, tags map[string]string, seed uint64, cfg LoadConfig, connected, peak *atomic.Int64) ([]sample, error) {
	a, err := dialWS(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	defer a.close()
	create := proto.Msg{T: proto.Create, Tags: tags}
	if cfg.Hints > 0 {
		create.Hints = proto.HintsOn
	}
	if err := a.send(create); err != nil {
		return nil, err
	}
	m, err := a.until(30*time.Second, func(m proto.Msg) bool { return m.T == proto.Created || m.T == proto.Error }, nil)
	if err != nil || m.T == proto.Error {
		return nil, fmt.Errorf("create: %v %s", err, m.Err)
	}
	b, err := dialWS(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	defer b.close()
	if n := connected.Add(2); n > peak.Load() {
		peak.Store(n)
	}
	defer connected.Add(-2)
	stop := context.AfterFunc(ctx, func() { a.close(); b.close() }) // the run is over: no game waits
	defer stop()
	var mu sync.Mutex
	var lat []sample
	errc := make(chan error, 2)
	for i, c := range []*wsClient{a, b} {
		go func() {
			d, err := loadSeat(ctx, c, m.ID, tags, seed+uint64(i), cfg)
			mu.Lock()
			lat = append(lat, d...)
			mu.Unlock()
			errc <- err
		}()
	}
	err = <-errc
	if err != nil {
		a.close()
		b.close()
	}
	if err2 := <-errc; err == nil {
		err = err2
	}
	return lat, err
}

// loadSeat plays one seat: joins, deploys (the random player's layout, made at the client
// from the room's tags only), then a random legal action whenever it is to move, or on a
// share of its turns (cfg.Hints) the move a hint gives.
func loadSeat(ctx context.Context, c *wsClient, id string, tags map[string]string, seed uint64, cfg LoadConfig) ([]sample, error) {
	think := cfg.Think
	rng := rand.New(rand.NewPCG(seed, 99))
	if err := c.send(proto.Msg{T: proto.Join, ID: id}); err != nil {
		return nil, err
	}
	var lat []sample
	seat := ""
	sentAt, sentPly := time.Time{}, -1
	deployed := false
	hintAt, hintPly := time.Time{}, -1 // a hint asked and not yet answered
	ownMove := ""                      // the move played if the hint is refused
	unanswered := func() {
		if hintPly >= 0 {
			lat = append(lat, sample{at: hintAt, d: -1, hint: true})
		}
	}
	defer unanswered()
	play := func(mv string, ply int) error {
		sentAt, sentPly = time.Now(), ply
		return c.send(proto.Msg{T: proto.Act, Act: proto.ActMove, Arg: mv})
	}
	for ctx.Err() == nil {
		m, err := c.next(60 * time.Second)
		if err != nil {
			return lat, err
		}
		switch m.T {
		case proto.Joined:
			seat = m.Seat
		case proto.Error:
			if m.Code == proto.CodeHintBusy && hintPly >= 0 { // the person plays its own move
				lat = append(lat, sample{at: hintAt, d: 0, hint: true})
				ply := hintPly
				hintPly = -1
				if err := play(ownMove, ply); err != nil {
					return lat, err
				}
				continue
			}
			return lat, fmt.Errorf("%s: %s %s", seat, m.Code, m.Err)
		case proto.Hinted:
			if hintPly < 0 || m.Ply != hintPly {
				continue
			}
			lat = append(lat, sample{at: hintAt, d: time.Since(hintAt), hint: true})
			hintPly = -1
			if err := play(m.Arg, m.Ply); err != nil { // the person follows the hint
				return lat, err
			}
		case proto.State:
			if sentPly >= 0 && m.Ply > sentPly {
				lat = append(lat, sample{at: sentAt, d: time.Since(sentAt)})
				sentPly = -1
			}
			if m.Phase == "over" {
				return lat, nil
			}
			if m.Phase == proto.ActDeploy && !deployed && strings.Contains(m.Turn, seat) && strings.Contains(m.Seats["S"]+m.Seats["N"], "person") && !strings.Contains(m.Seats["S"]+m.Seats["N"], "free") {
				rec, err := table.TagsRecord(tags)
				if err != nil {
					return lat, err
				}
				list, err := ai.Deploy(ai.Request{Record: rec, Seat: seat, Level: "random", Seed: seed})
				if err != nil {
					return lat, err
				}
				deployed = true
				if err := c.send(proto.Msg{T: proto.Act, Act: proto.ActDeploy, Arg: list}); err != nil {
					return lat, err
				}
			}
			if m.Phase == proto.ActMove && m.Turn == seat && m.Moves != "" && sentPly < 0 && hintPly < 0 {
				moves := strings.Fields(m.Moves)
				mv := moves[rng.IntN(len(moves))]
				select {
				case <-ctx.Done():
					return lat, nil
				case <-time.After(think/2 + time.Duration(rng.Int64N(int64(think)+1))):
				}
				if rng.Float64() < cfg.Hints {
					hintAt, hintPly, ownMove = time.Now(), m.Ply, mv
					if err := c.send(proto.Msg{T: proto.Hint}); err != nil {
						return lat, err
					}
					continue
				}
				if err := play(mv, m.Ply); err != nil {
					return lat, err
				}
			}
		}
	}
	return lat, nil
}
