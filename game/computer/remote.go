package computer

import (
	"time"

	"warboard/game/computer/wire"
)

// The browser's computer players run in a Web Worker (cmd/aiworker, a second small wasm
// program): the search gets a core of its own at full speed instead of what the page leaves
// of each frame. remote.go is the game's side of it, pure Go; remote_js.go is the glue to
// the browser's Worker. Where there is no worker (desktop, Node, a browser without
// workers, a worker that failed), jobs think in process where the players are linked (the
// desktop, the tests); the browser's page has none of its own, so a question waits for a
// worker that loads and fails when the worker cannot be had.

// Port is a computer-player worker as the client drives it: the browser's Worker
// (remote_js.go) or a test's. Its messages come back through the client's Receive and
// Fail, on the game's own goroutine (the browser calls them between frames).
type Port interface {
	Start()          // load a worker; "ready" arrives by Receive once it can answer
	Post(msg string) // send a question
	Terminate()      // end the worker at once, whatever it is doing
}

// Ready is the message a worker sends once it can answer.
const Ready = "ready"

// LoadWait is how long a question waits for a worker that is still loading (or
// restarting) before it is thought in process instead; the worker goes on loading for the
// next questions. LoadTimeout is how long a worker may take to load before the game gives
// up on it for good. On a machine loaded many times over its cores, loading (compiling
// 3.8 MB of wasm) was seen to take more than 10 s.
const (
	LoadWait    = 3 * time.Second
	LoadTimeout = 60 * time.Second
)

// Remote is a computer-player worker with its questions in flight. A question gets an id;
// an answer whose question was dropped (a take back, a new game, a resignation) is
// thrown away, and dropping the question the worker is working on restarts the worker, so
// the next question need not wait for a search nobody wants.
type Remote struct {
	port    Port
	now     func() time.Time
	state   remoteState
	since   time.Time // when the worker was last started
	next    uint64
	pending []posted // asked and not answered yet, in the order the worker takes them
	answers map[uint64]wire.Answer
	// Why says why the worker was given up (a failed load, a crash), "" while it serves.
	Why string
}

type posted struct {
	id  uint64
	msg string
}

type remoteState uint8

const (
	idle    remoteState = iota // not loaded yet
	loading                    // started, not ready
	ready
	broken // failed to load, or failed since: questions are thought in process
)

// NewRemote is a client of the worker behind port; nothing loads until the first question.
func NewRemote(port Port) *Remote {
	return &Remote{port: port, now: time.Now, answers: map[uint64]wire.Answer{}}
}

// Usable reports whether questions may be asked (the worker is loading or ready); the
// first call starts loading it.
func (r *Remote) Usable() bool {
	r.check()
	if r.state == idle {
		r.start()
	}
	return r.state != broken
}

// Broken reports whether the worker has been given up (Why says why).
func (r *Remote) Broken() bool {
	r.check()
	return r.state == broken
}

// IsReady reports whether the worker has loaded and can answer now.
func (r *Remote) IsReady() bool {
	r.check()
	return r.state == ready
}

func (r *Remote) start() {
	r.state, r.since = loading, r.now()
	r.port.Start()
}

// check gives up on a worker that does not load in time.
func (r *Remote) check() {
	if r.state == loading && r.now().Sub(r.since) > LoadTimeout {
		r.Fail("the computer players' worker did not load in time")
	}
}

// Ask sends a question and returns its id.
func (r *Remote) Ask(q wire.Question) uint64 {
	r.next++
	q.ID = r.next
	p := posted{id: q.ID, msg: wire.EncodeQuestion(q)}
	r.pending = append(r.pending, p)
	if r.state == idle {
		r.start()
	}
	if r.state == ready {
		r.port.Post(p.msg)
	}
	return q.ID
}

// Poll is the answer to question id: done once it has come; lost when the worker broke
// before answering, or has been loading for longer than LoadWait (think the question in
// process then, and Drop it).
func (r *Remote) Poll(id uint64) (a wire.Answer, done, lost bool) {
	r.check()
	if a, ok := r.answers[id]; ok {
		delete(r.answers, id)
		return a, true, false
	}
	for _, p := range r.pending {
		if p.id == id {
			late := r.state == loading && r.now().Sub(r.since) > LoadWait
			return wire.Answer{}, false, r.state == broken || late
		}
	}
	return wire.Answer{}, false, true // dropped, or lost with a broken worker
}

// Drop forgets question id: its answer will never be given. When the worker is working
// on it, the worker is restarted and the other questions asked again.
func (r *Remote) Drop(id uint64) {
	delete(r.answers, id)
	for i, p := range r.pending {
		if p.id != id {
			continue
		}
		r.pending = append(r.pending[:i:i], r.pending[i+1:]...)
		if i == 0 && r.state == ready {
			r.port.Terminate()
			r.start()
		}
		return
	}
}

// Receive takes a message from the worker: "ready", or an answer. An answer to a dropped
// question is stale and thrown away.
func (r *Remote) Receive(msg string) {
	if r.state == broken {
		return
	}
	if msg == Ready {
		if r.state == loading {
			r.state = ready
			for _, p := range r.pending {
				r.port.Post(p.msg)
			}
		}
		return
	}
	a, err := wire.DecodeAnswer(msg)
	if err != nil {
		r.Fail("the computer players' worker said " + clip(msg))
		return
	}
	for i, p := range r.pending {
		if p.id == a.ID {
			r.pending = append(r.pending[:i:i], r.pending[i+1:]...)
			r.answers[a.ID] = a
			return
		}
	}
}

// Fail gives up on the worker (it did not load, or it crashed): the questions in flight
// are lost, and every later one is thought in process.
func (r *Remote) Fail(why string) {
	if r.state == broken {
		return
	}
	if r.state != idle {
		r.port.Terminate()
	}
	r.state, r.pending, r.Why = broken, nil, why
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
