//go:build !js

package room

import (
	"errors"
	"sync"
	"testing"
	"time"

	"warboard/cmd/server/internal/table"
	"warboard/game/online/proto"
	"warboard/rules/ai"
)

// conn is a seat's connection that keeps what it is sent.
type conn struct {
	mu   sync.Mutex
	msgs []proto.Msg
}

func (c *conn) Send(m proto.Msg) {
	c.mu.Lock()
	c.msgs = append(c.msgs, m)
	c.mu.Unlock()
}

func (c *conn) hinted() (proto.Msg, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range c.msgs {
		if m.T == proto.Hinted {
			return m, true
		}
	}
	return proto.Msg{}, false
}

// TestHintsWaitingAreCapped: a hint asked while MaxHints wait is refused as busy (the
// person asks again later) and nothing is searched; below the cap it is searched and sent.
func TestHintsWaitingAreCapped(t *testing.T) {
	h := NewHub(nil)
	if h.MaxHints < hintsPerCore {
		t.Fatalf("a hub's default cap is %d hints", h.MaxHints)
	}
	tags := map[string]string{"Game": "junqi", "Board": "2p", "Mode": "open"}
	r, err := h.Create(proto.Msg{T: proto.Create, Tags: tags, Hints: proto.HintsOn})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := table.TagsRecord(tags)
	if err != nil {
		t.Fatal(err)
	}
	conns, tokens := map[string]*conn{}, map[string]string{}
	for _, s := range []string{"S", "N"} {
		conns[s] = &conn{}
		if _, tokens[s], err = r.Join(conns[s], s); err != nil {
			t.Fatal(err)
		}
	}
	for i, s := range []string{"S", "N"} {
		list, err := ai.Deploy(ai.Request{Record: rec, Seat: s, Level: "random", Seed: uint64(i + 1)})
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Act(conns[s], tokens[s], proto.ActDeploy, list); err != nil {
			t.Fatalf("%s deploys: %v", s, err)
		}
	}
	mover := r.game.Turn().Seat
	h.MaxHints = 0
	var ref *Refusal
	if err := r.Hint(conns[mover], tokens[mover]); !errors.As(err, &ref) || ref.Code != proto.CodeHintBusy {
		t.Fatalf("a hint with the queue full: %v", err)
	}
	h.MaxHints = 1
	if err := r.Hint(conns[mover], tokens[mover]); err != nil {
		t.Fatalf("a hint below the cap: %v", err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		if m, ok := conns[mover].hinted(); ok {
			if m.Seat != mover || m.Arg == "" {
				t.Fatalf("hinted %+v", m)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no hint in 60 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
	h.Wait()
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.hinting != 0 {
		t.Fatalf("%d hints still counted as waiting after the answer", h.hinting)
	}
}
