package sound

import "math"

// Samples is e as mono samples in [-1, 1] at rate samples a second, made in code (no
// recording, so no licence): a wooden tock for a move, a muffled blast for a battle, a tock
// on a thump for a capture, a rising three-note chord for the end. None is silence.
func Samples(e Effect, rate int) []float32 {
	if rate <= 0 {
		return nil
	}
	r := float64(rate)
	switch e {
	case Move:
		return render(0.07, r, func(t float64) float64 {
			return 0.5*tone(t, 520, 45) + 0.25*tone(t, 1040, 80) + 0.15*click(t, 600)
		})
	case Battle:
		n := noise(1)
		return render(0.22, r, func(t float64) float64 {
			return 0.45*tone(t, 95, 14) + 0.35*n()*math.Exp(-t*22)
		})
	case Capture:
		n := noise(2)
		return render(0.16, r, func(t float64) float64 {
			return 0.4*tone(t, 130, 20) + 0.35*tone(t, 700, 50) + 0.2*n()*math.Exp(-t*60)
		})
	case End:
		notes := []float64{523.25, 659.25, 783.99} // C5 E5 G5
		return render(0.75, r, func(t float64) float64 {
			v := 0.0
			for i, f := range notes {
				if at := t - 0.11*float64(i); at >= 0 {
					v += 0.22 * tone(at, f, 4.5) * math.Min(1, at*200)
				}
			}
			return v
		})
	}
	return nil
}

// render samples f over d seconds, faded in over the first millisecond and out over the
// last ten so that no sound starts or stops with a click.
func render(d, rate float64, f func(t float64) float64) []float32 {
	n := int(d * rate)
	out := make([]float32, n)
	for i := range out {
		t := float64(i) / rate
		fade := math.Min(1, math.Min(t*1000, (d-t)*100))
		out[i] = float32(math.Max(-1, math.Min(1, f(t)*fade)))
	}
	return out
}

// tone is a sine of frequency hz decaying by e every 1/decay seconds.
func tone(t, hz, decay float64) float64 { return math.Sin(2*math.Pi*hz*t) * math.Exp(-t*decay) }

// click is a very short burst at the start of a sound.
func click(t, decay float64) float64 { return math.Exp(-t*decay) * math.Sin(2*math.Pi*3000*t) }

// noise is white noise from a fixed seed, the same every time.
func noise(seed uint32) func() float64 {
	x := seed*2654435761 + 1
	return func() float64 {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return float64(x)/float64(math.MaxUint32)*2 - 1
	}
}
