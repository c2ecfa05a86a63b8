package arena

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"warboard/rules/ai/stats"
)

// A long match is played as chunks (one `referee match` a seed, each writing its report
// when it ends), because a run of hundreds of pairs outlives a session on a busy machine.
// The pair seeds are hashed from the match seed and the pair's index, so chunks with
// different seeds never share a deployment, and adding their counts gives the statistics
// one run over the same pairs would. Chunk and Sum do that addition from the reports'
// text, so the sum is reproducible from the files by one command (`referee sum`).

// Chunk is one match report as Text printed it, read back.
type Chunk struct {
	Match    string // the match line: game, board, mode, options
	A, B     string // the levels
	Seed     uint64
	MaxPlies int
	Report   Report // the counts; Spec holds only Pairs (pairs asked)
	PerGame  float64
	Faults   []string // the fault lines, as printed
}

// ParseChunk reads a report written by Text (a finished or interrupted match).
func ParseChunk(text string) (*Chunk, error) {
	c := &Chunk{}
	seen := map[string]bool{}
	for n, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		bad := func(what string) error { return fmt.Errorf("line %d: %s: %q", n+1, what, line) }
		f := strings.Fields(line)
		switch {
		case strings.HasPrefix(line, "match  "):
			c.Match = strings.TrimSpace(strings.TrimPrefix(line, "match  "))
			seen["match"] = true
		case strings.HasPrefix(line, "sides  "):
			var threads int
			if _, err := fmt.Sscanf(line, "sides  A %s B %s seed %d, %d threads, move cap %d plies", &c.A, &c.B, &c.Seed, &threads, &c.MaxPlies); err != nil {
				return nil, bad("not a sides line")
			}
			c.A, c.B = strings.TrimSuffix(c.A, ","), strings.TrimSuffix(c.B, ";")
			seen["sides"] = true
		case strings.HasPrefix(line, "played "):
			r := &c.Report
			if _, err := fmt.Sscanf(line, "played %d of %d pairs, %d games", &r.Pairs, &r.Spec.Pairs, &r.Games); err != nil {
				return nil, bad("not a played line")
			}
			seen["played"] = true
		case strings.HasPrefix(line, "A moves first"), strings.HasPrefix(line, "B moves first"), strings.HasPrefix(line, "total "),
			strings.HasPrefix(line, "A as landlord"), strings.HasPrefix(line, "B as landlord"):
			if len(f) < 4 {
				return nil, bad("a short row")
			}
			var wdl [3]int
			for i, s := range f[len(f)-4 : len(f)-1] {
				v, err := strconv.Atoi(s)
				if err != nil || v < 0 {
					return nil, bad("not a count")
				}
				wdl[i] = v
			}
			t := stats.Trinomial{wdl[2], wdl[1], wdl[0]}
			switch f[0] {
			case "A":
				c.Report.AFirst = t
			case "B":
				c.Report.BFirst = t
			default:
				c.Report.W, c.Report.D, c.Report.L = wdl[0], wdl[1], wdl[2]
				seen["total"] = true
			}
		case strings.HasPrefix(line, "seats held by A/B (games): "):
			f := &Field{}
			for _, part := range strings.Split(strings.TrimPrefix(line, "seats held by A/B (games): "), ", ") {
				var seat string
				var a, b int
				if _, err := fmt.Sscanf(part, "%s %d/%d", &seat, &a, &b); err != nil || a < 0 || b < 0 {
					return nil, bad("not a seats line")
				}
				f.Seats = append(f.Seats, seat)
				f.Held = append(f.Held, [2]int{a, b})
			}
			for k := range f.Fair {
				f.Fair[k] = -1
			}
			c.Report.Field = f
		case strings.HasPrefix(line, "A on ") && c.Report.Field != nil:
			var k, n, w, d, l int
			var score float64
			var fair string
			if _, err := fmt.Sscanf(line, "A on %d of %d %d %d %d %g%% %s", &k, &n, &w, &d, &l, &score, &fair); err != nil ||
				k < 0 || k >= len(c.Report.Field.ByHeld) || w < 0 || d < 0 || l < 0 {
				return nil, bad("not a share row")
			}
			c.Report.Field.ByHeld[k] = stats.Trinomial{l, d, w}
			if v, err := strconv.ParseFloat(strings.TrimSuffix(fair, "%"), 64); err == nil {
				c.Report.Field.Fair[k] = v / 100
			}
		case strings.HasPrefix(line, "pairs by A's score 0/0.5/1/1.5/2:"):
			if len(f) != 10 {
				return nil, bad("want five counts")
			}
			for i := range c.Report.Pent {
				v, err := strconv.Atoi(f[5+i])
				if err != nil || v < 0 {
					return nil, bad("not a count")
				}
				c.Report.Pent[i] = v
			}
			seen["pent"] = true
		case strings.HasPrefix(line, "draws by the move cap "):
			if _, err := fmt.Sscanf(line, "draws by the move cap %d; plies per game %g", &c.Report.Capped, &c.PerGame); err != nil {
				return nil, bad("not a move-cap line")
			}
		case strings.HasPrefix(line, "games lost by a fault: "):
			if _, err := fmt.Sscanf(line, "games lost by a fault: A %d, B %d", &c.Report.FaultsA, &c.Report.FaultsB); err != nil {
				return nil, bad("not a faults line")
			}
		case strings.HasPrefix(line, "  fault "):
			c.Faults = append(c.Faults, strings.TrimSpace(line))
		}
	}
	for _, k := range []string{"match", "sides", "played", "total", "pent"} {
		if !seen[k] {
			return nil, fmt.Errorf("not a referee match report: no %s line", k)
		}
	}
	r := &c.Report
	pairs := 0
	for _, v := range r.Pent {
		pairs += v
	}
	switch {
	case r.W+r.D+r.L != r.Games:
		return nil, fmt.Errorf("the report does not add up: %d-%d-%d is not %d games", r.W, r.D, r.L, r.Games)
	case pairs != r.Pairs:
		return nil, fmt.Errorf("the report does not add up: the pair counts make %d pairs, not %d", pairs, r.Pairs)
	}
	return c, nil
}

// Sum adds chunks of one match (the same match line, levels and move cap, each with its
// own seed) and prints the total as Text would, under a head naming the seeds. With sprt,
// the test is applied to the total.
func Sum(chunks []*Chunk, sprt *stats.SPRT) (string, error) {
	if len(chunks) == 0 {
		return "", errors.New("no report to add")
	}
	first := chunks[0]
	var total Report
	total.Spec.SPRT = sprt
	if strings.Contains(" "+first.Match+" ", " variant sandayi ") {
		total.Spec.Variant = "sandayi" // its rows are "A as landlord", "B as landlord"
	}
	seeds := map[uint64]bool{}
	var seedList []uint64
	var plies float64
	var faults []string
	for _, c := range chunks {
		if c.Match != first.Match || c.A != first.A || c.B != first.B || c.MaxPlies != first.MaxPlies {
			return "", fmt.Errorf("seed %d is another match (%s, A %s, B %s, cap %d) than seed %d (%s, A %s, B %s, cap %d)",
				c.Seed, c.Match, c.A, c.B, c.MaxPlies, first.Seed, first.Match, first.A, first.B, first.MaxPlies)
		}
		if seeds[c.Seed] {
			return "", fmt.Errorf("seed %d appears twice: its pairs would be counted twice", c.Seed)
		}
		seeds[c.Seed] = true
		seedList = append(seedList, c.Seed)
		r := c.Report
		total.Pairs += r.Pairs
		total.Spec.Pairs += r.Spec.Pairs
		total.Games += r.Games
		total.W, total.D, total.L = total.W+r.W, total.D+r.D, total.L+r.L
		for i := range total.Pent {
			total.Pent[i] += r.Pent[i]
		}
		for i := range total.AFirst {
			total.AFirst[i] += r.AFirst[i]
			total.BFirst[i] += r.BFirst[i]
		}
		if err := total.addField(r.Field); err != nil {
			return "", fmt.Errorf("seed %d: %v", c.Seed, err)
		}
		total.Capped += r.Capped
		total.FaultsA += r.FaultsA
		total.FaultsB += r.FaultsB
		plies += c.PerGame * float64(r.Games)
		for _, f := range c.Faults {
			faults = append(faults, fmt.Sprintf("seed %d: %s", c.Seed, f))
		}
	}
	// The reports give plies per game to a tenth; the total's is as exact as that.
	total.Plies = int(math.Round(plies))
	total.Estimate = stats.FromPentanomial(total.Pent)
	if sprt != nil {
		total.LLR = sprt.LLRPentanomial(total.Pent)
		total.Verdict = sprt.Decide(total.LLR)
	}
	sort.Slice(seedList, func(i, j int) bool { return seedList[i] < seedList[j] })
	names := make([]string, len(seedList))
	for i, s := range seedList {
		names[i] = strconv.FormatUint(s, 10)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "sum    %d reports, seeds %s\n", len(chunks), strings.Join(names, " "))
	fmt.Fprintf(&b, "match  %s\n", first.Match)
	fmt.Fprintf(&b, "sides  A %s, B %s; move cap %d plies\n", first.A, first.B, first.MaxPlies)
	fmt.Fprintf(&b, "played %d of %d pairs, %d games\n\n", total.Pairs, total.Spec.Pairs, total.Games)
	total.writeResults(&b)
	for _, f := range faults {
		fmt.Fprintf(&b, "  fault %s\n", f)
	}
	return b.String(), nil
}

// addField adds a chunk's count by seat to the total's (both nil for two armies).
func (r *Report) addField(f *Field) error {
	switch {
	case f == nil && r.Field == nil:
		return nil
	case f == nil || r.Field != nil && strings.Join(f.Seats, " ") != strings.Join(r.Field.Seats, " "):
		return errors.New("its seats are not the other reports' seats")
	case r.Field == nil:
		r.Field = &Field{Seats: f.Seats, Held: make([][2]int, len(f.Seats)), Fair: f.Fair}
	}
	for i := range f.Held {
		r.Field.Held[i][0] += f.Held[i][0]
		r.Field.Held[i][1] += f.Held[i][1]
	}
	for k := range f.ByHeld {
		for j := range f.ByHeld[k] {
			r.Field.ByHeld[k][j] += f.ByHeld[k][j]
		}
	}
	return nil
}
