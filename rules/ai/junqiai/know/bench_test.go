package know

import (
	"math/rand/v2"
	"testing"

	"warboard/rules/ai/internal/cputime"

	"warboard/rules/junqi"
)

// benchGame is a game some way in: random deployments, then random actions.
func benchGame(b *testing.B, cfg junqi.Config, n int) *junqi.Match {
	m, _ := randomGame(b, cfg, 11, n)
	return m
}

func benchObserve(b *testing.B, cfg junqi.Config, n int) {
	m := benchGame(b, cfg, n)
	b.ReportAllocs()
	c := cputime.Start()
	for b.Loop() {
		if _, err := Observe(m, junqi.South); err != nil {
			b.Fatal(err)
		}
	}
	c.Report(b)
}

func benchSample(b *testing.B, cfg junqi.Config, n int) {
	m := benchGame(b, cfg, n)
	o, err := Observe(m, junqi.South)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	c := cputime.Start()
	for b.Loop() {
		if _, err := o.Sample(r); err != nil {
			b.Fatal(err)
		}
	}
	c.Report(b)
}

var (
	dark2p   = junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark)
	dark4p   = junqi.DefaultConfig(junqi.FourCountry, junqi.Dark)
	dark2v2  = junqi.Config{Board: junqi.FourCountry, Mode: junqi.Dark, NoCapture: 0, Teams: sn}
	flip4p   = junqi.DefaultConfig(junqi.FourCountry, junqi.Flip)
	noLimit2 = junqi.Config{Board: junqi.TwoPlayer, Mode: junqi.Dark}
)

func BenchmarkObserve2pDark100(b *testing.B) { benchObserve(b, noLimit2, 100) }
func BenchmarkObserve4pDark200(b *testing.B) { benchObserve(b, dark2v2, 200) }
func BenchmarkSample2pDark0(b *testing.B)    { benchSample(b, dark2p, 0) }
func BenchmarkSample2pDark100(b *testing.B)  { benchSample(b, noLimit2, 100) }
func BenchmarkSample4pDark0(b *testing.B)    { benchSample(b, dark4p, 0) }
func BenchmarkSample4pDark200(b *testing.B)  { benchSample(b, dark2v2, 200) }
func BenchmarkSample4pFlip100(b *testing.B)  { benchSample(b, flip4p, 100) }
func BenchmarkPlan(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	c := cputime.Start()
	for b.Loop() {
		Plan(dark2p, junqi.South, r)
	}
	c.Report(b)
}

// 三打一 (dark, seed 11's hand): a farmer's observation and samples, and the
// landlord's, at the start and after 200 random actions.
func benchSandayi(b *testing.B, n int, landlord bool, sample bool) {
	m, _ := sdyGame(b, 11, junqi.Dark, false, false, n)
	st := m.State()
	l, _ := st.Landlord()
	seat := (l + 1) & 3
	if landlord {
		seat = l
	}
	o, err := Observe(m, seat)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	c := cputime.Start()
	for b.Loop() {
		if !sample {
			if _, err := Observe(m, seat); err != nil {
				b.Fatal(err)
			}
		} else if _, err := o.Sample(r); err != nil {
			b.Fatal(err)
		}
	}
	c.Report(b)
}

func BenchmarkObserveSandayi200(b *testing.B)        { benchSandayi(b, 200, false, false) }
func BenchmarkSampleSandayiFarmer0(b *testing.B)     { benchSandayi(b, 0, false, true) }
func BenchmarkSampleSandayiFarmer200(b *testing.B)   { benchSandayi(b, 200, false, true) }
func BenchmarkSampleSandayiLandlord200(b *testing.B) { benchSandayi(b, 200, true, true) }
