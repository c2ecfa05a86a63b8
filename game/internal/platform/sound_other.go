//go:build !js

package platform

import (
	"bytes"
	"encoding/binary"
	"math"
	"sync"

	"github.com/ebitengine/oto/v3"

	"warboard/game/sound"
)

// otoSound plays the sounds on the desktop's audio device through oto (what Ebitengine's
// own audio package plays through, without its decoders). The device is opened on the
// first sound, off the game loop; a machine without one stays silent — unlike Ebitengine's
// audio context, whose device error would end the game.
type otoSound struct {
	mu      sync.Mutex
	started bool
	ctx     *oto.Context // nil until ready, or for good when the device failed
	pcm     map[sound.Effect][]byte
	playing []*oto.Player // kept until they finish
}

const otoRate = 44100

// NewSoundPlayer is the desktop's sound player.
func NewSoundPlayer() sound.Player { return &otoSound{pcm: map[sound.Effect][]byte{}} }

func (o *otoSound) Play(e sound.Effect) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.started {
		o.started = true
		go o.open()
		return // the first sound is lost while the device opens
	}
	if o.ctx == nil {
		return
	}
	pcm, ok := o.pcm[e]
	if !ok {
		s := sound.Samples(e, otoRate)
		pcm = make([]byte, 4*len(s))
		for i, v := range s {
			binary.LittleEndian.PutUint32(pcm[4*i:], math.Float32bits(v))
		}
		o.pcm[e] = pcm
	}
	live := o.playing[:0]
	for _, p := range o.playing {
		if p.IsPlaying() {
			live = append(live, p)
		}
	}
	p := o.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	o.playing = append(live, p)
}

// open opens the audio device; on failure sound stays off.
func (o *otoSound) open() {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{SampleRate: otoRate, ChannelCount: 1, Format: oto.FormatFloat32LE})
	if err != nil {
		return
	}
	<-ready
	if ctx.Err() != nil {
		return
	}
	o.mu.Lock()
	o.ctx = ctx
	o.mu.Unlock()
}
