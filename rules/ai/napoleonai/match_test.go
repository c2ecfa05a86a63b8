package napoleonai

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"warboard/rules/napoleon"
)

// matchGames are the boards of the tuning matches.
func matchGame(name string, seed uint64) game {
	switch name {
	case "8x8":
		return game{"8x8", napoleon.Config{Board: napoleon.Board8, Options: napoleon.Options{Target: 4, TurnLimit: 200}}, napoleon.ExactArmy(napoleon.Army16)}
	case "terrain":
		rng := rand.New(rand.NewPCG(seed, 99))
		cfg := napoleon.Config{Board: napoleon.Board8, Options: napoleon.Options{Target: 4, TurnLimit: 200}}
		cfg.Terrain = napoleon.RandomTerrain(cfg.Board, 10, 2, rng)
		return game{"terrain", cfg, napoleon.ExactArmy(napoleon.Army16)}
	case "10x10":
		return game{"10x10", napoleon.Config{Board: napoleon.Board10, Options: napoleon.Options{Target: 5, TurnLimit: 200}}, napoleon.ExactArmy(napoleon.Army20)}
	}
	panic("unknown match board " + name)
}

// TestMatch plays a short paired match for tuning, when asked:
// NAPAI_MATCH=hard:greedy:20:8x8[:offset] (level A, level B, pairs, board
// 8x8 | terrain | 10x10, and where the pairs' seeds start). Each pair plays the same set-ups twice, seats swapped.
func TestMatch(t *testing.T) {
	spec := os.Getenv("NAPAI_MATCH")
	if spec == "" {
		t.Skip("set NAPAI_MATCH=levelA:levelB:pairs:board to play a tuning match")
	}
	f := strings.Split(spec, ":")
	pairs, _ := strconv.Atoi(f[2])
	offset := 0
	if len(f) > 4 { // a fifth field starts the pairs further on (fresh games)
		offset, _ = strconv.Atoi(f[4])
	}
	a, b := f[0], f[1]
	var mu sync.Mutex
	var win, draw, loss, turns int
	start := time.Now()
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				g := matchGame(f[3], uint64(i))
				for swap := 0; swap < 2; swap++ {
					lv := [2]string{a, b}
					if swap == 1 {
						lv = [2]string{b, a}
					}
					m := startMatch(t, g, [2]string{"hard", "hard"}, uint64(1000+i), napoleon.Seat(i%2))
					o, n := playOut(t, m, lv, uint64(i*2+swap), 1000)
					mu.Lock()
					turns += n
					switch {
					case o.Draw || !o.Over:
						draw++
					case lv[o.Winner] == a:
						win++
					default:
						loss++
					}
					mu.Unlock()
				}
			}
		}()
	}
	for i := 0; i < pairs; i++ {
		jobs <- offset + i
	}
	close(jobs)
	wg.Wait()
	games := win + draw + loss
	fmt.Printf("%s vs %s on %s: +%d =%d -%d  score %.1f%%  (%d games, %.1f turns/game, %v)\n",
		a, b, f[3], win, draw, loss, 100*(float64(win)+float64(draw)/2)/float64(games), games,
		float64(turns)/float64(games), time.Since(start).Round(time.Second))
}
