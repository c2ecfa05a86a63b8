package platform

import (
	"errors"
	"sync"
)

// ErrNoClipboard says the platform's clipboard cannot be reached (no helper program on the
// desktop, no navigator.clipboard or a refusal in the browser): the screen then shows the
// text to copy, or a box to paste into, instead.
var ErrNoClipboard = errors.New("no clipboard")

// clipResult hands the end of an asynchronous Copy or Paste to the game loop.
type clipResult struct {
	mu   sync.Mutex
	gen  int // the latest request; an older one's answer is dropped
	done *clipAnswer
}

type clipAnswer struct {
	text string
	err  error
}

// start begins a request and returns its number.
func (c *clipResult) start() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.done = nil
	return c.gen
}

// finish records the answer to request gen, unless a later one began.
func (c *clipResult) finish(gen int, text string, err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen == c.gen {
		c.done = &clipAnswer{text, err}
	}
}

func (c *clipResult) Done() (string, error, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	a := c.done
	c.done = nil
	if a == nil {
		return "", nil, false
	}
	return a.text, a.err, true
}
