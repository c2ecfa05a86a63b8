package junqiboard

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

var shotViews = []struct {
	name string
	v    render.View
}{
	{"phone-360x640@3", render.View{W: 360, H: 640, Scale: 3}},
	{"tablet-768x1024@2", render.View{W: 768, H: 1024, Scale: 2}},
	{"landscape-1024x768@2", render.View{W: 1024, H: 768, Scale: 2}},
	{"desktop-1280x800@1", render.View{W: 1280, H: 800, Scale: 1}},
}

// play makes n random legal actions (attacks preferred half the time, so the board
// thins out as in a real game) and returns the last battle.
func play(t testing.TB, s *junqi.State, rng *rand.Rand, n int) (last junqi.Battle) {
	buf := make([]junqi.Action, 0, junqi.MaxActions)
	for i := 0; i < n; i++ {
		buf = s.Actions(buf)
		if len(buf) == 0 {
			break
		}
		a := buf[rng.IntN(len(buf))]
		if rng.IntN(2) == 0 {
			for _, c := range buf {
				if c.Kind == junqi.Attack && s.At(c.To).Rank() != junqi.Flag {
					a = c
					break
				}
			}
		}
		if s.At(a.To).Rank() == junqi.Flag && a.Kind == junqi.Attack {
			continue // keep the game going
		}
		last = s.Apply(a)
	}
	return last
}

// railPath is the way along the railway from a to c through empty points, or nil.
func railPath(b *junqi.Board, s *junqi.State, a, c junqi.Point) []junqi.Point {
	prev := map[junqi.Point]junqi.Point{a: a}
	queue := []junqi.Point{a}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p == c {
			var path []junqi.Point
			for q := c; q != a; q = prev[q] {
				path = append([]junqi.Point{q}, path...)
			}
			return append([]junqi.Point{a}, path...)
		}
		if p != a && !s.At(p).Empty() {
			continue
		}
		for _, q := range b.RailNeighbours(p) {
			if _, seen := prev[q]; !seen {
				prev[q] = p
				queue = append(queue, q)
			}
		}
	}
	return nil
}

// selectLongestRail selects the piece of the seat to move whose rail move runs furthest,
// and fills the scene's targets and path.
func selectLongestRail(s *junqi.State, sc *junqipic.Scene) {
	b := s.Board()
	var best []junqi.Point
	var bestA junqi.Action
	for _, a := range s.Actions(nil) {
		if a.Kind == junqi.FlipUp {
			continue
		}
		if l, _ := b.Linked(a.From, a.To); l {
			continue
		}
		if p := railPath(b, s, a.From, a.To); len(p) > len(best) {
			best, bestA = p, a
		}
	}
	if best == nil {
		return
	}
	sc.Selected, sc.Path = bestA.From, best
	for _, a := range s.Actions(nil) {
		if a.From == bestA.From && a.Kind != junqi.FlipUp {
			sc.Targets = append(sc.Targets, junqipic.Target{Point: a.To, Attack: a.Kind == junqi.Attack})
		}
	}
}

func battleOf(bt junqi.Battle, reveal bool) junqipic.Battle {
	out := junqipic.Battle{Point: junqi.NoPoint}
	if !bt.Fought() {
		return out
	}
	out.Point, out.Attacker, out.Defender = bt.Action.To, bt.Attacker.Seat(), bt.Defender.Seat()
	switch {
	case bt.AttackerRemoved && bt.DefenderRemoved:
		out.Outcome = junqipic.BothRemoved
	case bt.AttackerRemoved:
		out.Outcome = junqipic.DefenderWon
	default:
		out.Outcome = junqipic.AttackerWon
	}
	if reveal {
		out.AttackerCode, out.DefenderCode = bt.Attacker.Rank().Code(), bt.Defender.Rank().Code()
	}
	return out
}

func newState(t testing.TB, cfg junqi.Config, seed uint64) (junqi.State, *rand.Rand) {
	rng := rand.New(rand.NewPCG(seed, seed*7+1))
	s, err := junqi.NewRandomState(cfg, rand.NewPCG(seed, 99))
	if err != nil {
		t.Fatal(err)
	}
	return s, rng
}

// lastBattle plays on until an action is a fight, so the scene has a battle to show; sc
// (if not nil) keeps each seat's latest move.
func lastBattle(t testing.TB, s *junqi.State, rng *rand.Rand, sc *junqipic.Scene) junqi.Battle {
	for i := 0; i < 200; i++ {
		if bt := playMarking(t, s, rng, 1, sc); bt.Fought() {
			return bt
		}
	}
	return junqi.Battle{}
}

// playMarking is play that keeps each seat's latest move in sc (if not nil), as the
// controller does.
func playMarking(t testing.TB, s *junqi.State, rng *rand.Rand, n int, sc *junqipic.Scene) (last junqi.Battle) {
	for i := 0; i < n; i++ {
		if bt := play(t, s, rng, 1); bt != (junqi.Battle{}) {
			last = bt
			if sc != nil {
				sc.SeatLast[bt.Seat&3] = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
			}
		}
	}
	return last
}

func openMidGame(t testing.TB) (junqipic.Scene, junqi.Seat) {
	s, rng := newState(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open), 3)
	sc := junqipic.NewScene(junqi.TwoPlayer)
	playMarking(t, s0(&s), rng, 36, &sc)
	bt := lastBattle(t, &s, rng, &sc)
	v := s.View(junqi.South)
	sc.SetView(&v)
	sc.Last = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
	sc.Battle = battleOf(bt, true)
	selectLongestRail(&s, &sc)
	return sc, junqi.South
}

func s0(s *junqi.State) *junqi.State { return s }

func darkAsSouth(t testing.TB) (junqipic.Scene, junqi.Seat) {
	s, rng := newState(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Dark), 5)
	sc := junqipic.NewScene(junqi.TwoPlayer)
	playMarking(t, &s, rng, 24, &sc)
	bt := lastBattle(t, &s, rng, &sc)
	v := s.View(junqi.South)
	sc.SetView(&v)
	sc.Last = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
	sc.Battle = battleOf(bt, false)
	return sc, junqi.South
}

func flipAsNorth(t testing.TB) (junqipic.Scene, junqi.Seat) {
	s, rng := newState(t, junqi.DefaultConfig(junqi.TwoPlayer, junqi.Flip), 8)
	play(t, &s, rng, 30)
	v := s.View(junqi.North)
	sc := junqipic.NewScene(junqi.TwoPlayer)
	sc.SetView(&v)
	sc.ShowRankNumbers = true
	// Select a face-up piece of the seat to move with somewhere to go.
	for _, a := range s.Actions(nil) {
		if a.Kind != junqi.FlipUp {
			sc.Selected = a.From
			break
		}
	}
	for _, a := range s.Actions(nil) {
		if a.From == sc.Selected && a.Kind != junqi.FlipUp {
			sc.Targets = append(sc.Targets, junqipic.Target{Point: a.To, Attack: a.Kind == junqi.Attack})
		}
	}
	return sc, junqi.North
}

func fourTwoVsTwo(t testing.TB, bottom junqi.Seat) (junqipic.Scene, junqi.Seat) {
	cfg := junqi.DefaultConfig(junqi.FourCountry, junqi.Dark)
	cfg.Teams = [][]junqi.Seat{{junqi.South, junqi.North}, {junqi.East, junqi.West}}
	cfg.AlliesSee = true
	s, rng := newState(t, cfg, 11)
	sc := junqipic.NewScene(junqi.FourCountry)
	playMarking(t, &s, rng, 40, &sc)
	// West resigns when its turn comes: its pieces leave and its area greys.
	for i := 0; i < 8; i++ {
		if turn, _ := s.Turn(); turn == junqi.West {
			if err := s.Resign(); err != nil {
				t.Fatal(err)
			}
			break
		}
		playMarking(t, &s, rng, 1, &sc)
	}
	playMarking(t, &s, rng, 14, &sc)
	bt := lastBattle(t, &s, rng, &sc)
	v := s.View(junqi.South)
	sc.SetView(&v)
	sc.Team = [4]int8{0, 1, 0, 1}
	sc.Last = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
	sc.Battle = battleOf(bt, false)
	if turn, _ := s.Turn(); turn == junqi.South || turn == junqi.North {
		selectLongestRail(&s, &sc)
	}
	return sc, bottom
}

// fourFreeForAll is a dark four-country game in which every seat has moved: the last
// move marked loudly, the three before it quietly in their seats' colours.
func fourFreeForAll(t testing.TB) (junqipic.Scene, junqi.Seat) {
	s, rng := newState(t, junqi.DefaultConfig(junqi.FourCountry, junqi.Dark), 13)
	sc := junqipic.NewScene(junqi.FourCountry)
	playMarking(t, &s, rng, 30, &sc)
	bt := lastBattle(t, &s, rng, &sc)
	v := s.View(junqi.South)
	sc.SetView(&v)
	sc.Last = junqipic.Move{From: bt.Action.From, To: bt.Action.To}
	sc.Battle = battleOf(bt, false)
	return sc, junqi.South
}

// shoot draws sc at v and writes the picture to the artefacts directory.
func shoot(t *testing.T, r *Renderer, name string, v render.View, sc *junqipic.Scene, bottom junqi.Seat) *image.RGBA {
	w, h := v.Physical()
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	screen.Fill(render.Background)
	m := min(v.W, v.H) * 0.02
	g := Layout(sc.Board, bottom, render.Rect{X: m, Y: m, W: v.W - 2*m, H: v.H - 2*m})
	r.Draw(screen, v, &g, sc)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	screen.ReadPixels(img.Pix)
	path := filepath.Join(ebitentest.ArtefactsDir(t), name+".png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	return img
}

func TestScreenshots(t *testing.T) {
	r := NewRenderer()
	scenes := []struct {
		name  string
		scene func(testing.TB) (junqipic.Scene, junqi.Seat)
	}{
		{"2p-open", openMidGame},
		{"2p-dark-south", darkAsSouth},
		{"2p-flip-north", flipAsNorth},
		{"4p-2v2", func(t testing.TB) (junqipic.Scene, junqi.Seat) { return fourTwoVsTwo(t, junqi.South) }},
		{"4p-ffa-dark", fourFreeForAll},
	}
	for _, s := range scenes {
		sc, bottom := s.scene(t)
		for _, v := range shotViews {
			shoot(t, r, fmt.Sprintf("junqiboard-%s-%s", s.name, v.name), v.v, &sc, bottom)
		}
	}
	sc, _ := fourTwoVsTwo(t, junqi.East)
	shoot(t, r, "junqiboard-4p-2v2-east-bottom-desktop-1280x800@1", shotViews[3].v, &sc, junqi.East)
}
