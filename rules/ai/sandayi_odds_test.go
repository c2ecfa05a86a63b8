package ai

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiBidOdds is the measurement behind landlordOdds, not a check:
// WARBOARD_SANDAYI_ODDS=N plays N hands (hand k: South the landlord at bid
// 1 + k mod 3, the others passing; normal's pick and deployments; every
// seat played by WARBOARD_SANDAYI_LEVEL, default greedy) and prints the
// landlord's score by bid and by third of its deal's quantile. It needs the
// Junqi players in 三打一's play phase. docs/sandayi.md has its figures:
//
//	WARBOARD_SANDAYI_ODDS=150 nice -n 10 go test ./rules/ai -run TestSandayiBidOdds -v -timeout 2h
func TestSandayiBidOdds(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("WARBOARD_SANDAYI_ODDS"))
	if n <= 0 {
		t.Skip("a measurement: set WARBOARD_SANDAYI_ODDS=N (hands)")
	}
	level := os.Getenv("WARBOARD_SANDAYI_LEVEL")
	if level == "" {
		level = "greedy"
	}
	var mu sync.Mutex
	var count, score [4][4]float64 // [bid][third], third 3: all
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range jobs {
				q, b, s, err := forcedHand(k, level)
				if err != nil {
					t.Error(err)
					continue
				}
				mu.Lock()
				for _, third := range []int{min(int(q*3), 2), 3} {
					count[b][third]++
					score[b][third] += s
				}
				mu.Unlock()
			}
		}()
	}
	for k := 0; k < n; k++ {
		jobs <- k
	}
	close(jobs)
	wg.Wait()
	var sb strings.Builder
	sb.WriteString("| bid | weakest third | middle third | strongest third | all |\n|---|---|---|---|---|\n")
	for b := 1; b <= 3; b++ {
		fmt.Fprintf(&sb, "| %d |", b)
		for third := 0; third < 4; third++ {
			if count[b][third] == 0 {
				sb.WriteString(" - |")
				continue
			}
			fmt.Fprintf(&sb, " %.2f (%.0f) |", score[b][third]/count[b][third], count[b][third])
		}
		sb.WriteString("\n")
	}
	t.Logf("landlord's score (%s play):\n%s", level, sb.String())
}

// forcedHand plays hand k: South the landlord at bid 1 + k mod 3. It returns
// South's deal quantile, the bid and South's score.
func forcedHand(k int, level string) (q float64, b int, s float64, err error) {
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(uint64(k), 99))
	if err != nil {
		return
	}
	q = calibration[0].quantile(dealValue(h.Deal[0][:], false))
	b = 1 + k%3
	h.MakeBid(b)
	for h.Phase() == junqi.PhaseBidding {
		h.MakeBid(junqi.Pass)
	}
	rec := &record.Record{Tags: junqi.HandTags(h, junqi.Dark, 70, false, false, nil)}
	pick, err := Decide(Request{Record: rec, Seat: "S", Level: "normal", Seed: uint64(k)})
	if err != nil {
		return
	}
	rec.SetTag("Pick", pick)
	var all []string
	for _, x := range []string{"S", "E", "N", "W"} {
		pl, err := Deploy(Request{Record: rec, Seat: x, Level: "normal", Seed: uint64(k)})
		if err != nil {
			return q, b, s, err
		}
		all = append(all, pl)
	}
	rec.SetTag("Position", strings.Join(all, " "))
	m, err := junqi.FromRecord(rec)
	if err != nil {
		return
	}
	for ply := 0; ply < 1500 && m.Result() == "ongoing"; ply++ {
		st := m.State()
		x, _ := st.Turn()
		mv, err := Decide(Request{Record: m.Record(), Seat: x.String(), Level: level, Seed: uint64(ply)})
		if err != nil {
			return q, b, s, err
		}
		if err := m.Play(mv); err != nil {
			return q, b, s, err
		}
	}
	s = 0.5
	if w, _, _ := strings.Cut(m.Result(), " "); w == "S" {
		s = 1
	} else if w != "draw" && w != "ongoing" {
		s = 0
	}
	return q, b, s, nil
}
