//go:build js

package platform

import (
	"encoding/binary"
	"math"
	"syscall/js"

	"warboard/game/sound"
)

// webSound plays the sounds through the browser's Web Audio API: a few kilobytes of wasm,
// where Ebitengine's audio package would add its decoders and mixer to the bundle. The
// AudioContext is made (or resumed) in the first tap or key press, as browsers allow sound
// only after a gesture; until then Play is silent.
type webSound struct {
	ctx     js.Value
	buffers map[sound.Effect]js.Value
	unlock  js.Func
}

// NewSoundPlayer is the browser's sound player.
func NewSoundPlayer() sound.Player {
	w := &webSound{buffers: map[sound.Effect]js.Value{}}
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return w
	}
	w.unlock = js.FuncOf(func(js.Value, []js.Value) any {
		w.wake()
		return nil
	})
	for _, ev := range []string{"pointerdown", "touchend", "keydown"} {
		doc.Call("addEventListener", ev, w.unlock, map[string]any{"capture": true, "passive": true})
	}
	return w
}

// wake makes or resumes the audio context; called inside a gesture.
func (w *webSound) wake() {
	if !w.ctx.Truthy() {
		ac := js.Global().Get("AudioContext")
		if !ac.Truthy() {
			ac = js.Global().Get("webkitAudioContext")
		}
		if !ac.Truthy() {
			return
		}
		w.ctx = ac.New()
	}
	if w.ctx.Get("state").String() == "suspended" {
		w.ctx.Call("resume")
	}
}

func (w *webSound) Play(e sound.Effect) {
	if !w.ctx.Truthy() || w.ctx.Get("state").String() != "running" {
		return
	}
	buf, ok := w.buffers[e]
	if !ok {
		buf = w.buffer(e)
		w.buffers[e] = buf
	}
	if !buf.Truthy() {
		return
	}
	src := w.ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	src.Call("connect", w.ctx.Get("destination"))
	src.Call("start")
}

// buffer is e's samples in an AudioBuffer at the context's rate.
func (w *webSound) buffer(e sound.Effect) js.Value {
	rate := w.ctx.Get("sampleRate").Int()
	s := sound.Samples(e, rate)
	if len(s) == 0 {
		return js.Null()
	}
	buf := w.ctx.Call("createBuffer", 1, len(s), rate)
	data := buf.Call("getChannelData", 0)
	raw := make([]byte, 4*len(s))
	for i, v := range s {
		binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(v))
	}
	bytes := js.Global().Get("Uint8Array").New(data.Get("buffer"), data.Get("byteOffset"), data.Get("byteLength"))
	js.CopyBytesToJS(bytes, raw)
	return buf
}
