package arena

import (
	"fmt"
	"strings"

	"warboard/rules/ai/stats"
)

// Text is the report as `referee match` prints it.
func (r *Report) Text() string {
	var b strings.Builder
	s := r.Spec
	fmt.Fprintf(&b, "match  %s\n", s.Describe())
	fmt.Fprintf(&b, "sides  A %s, B %s; seed %d, %d threads, move cap %d plies\n", s.A, s.B, s.Seed, s.Threads, s.MaxPlies)
	fmt.Fprintf(&b, "played %d of %d pairs, %d games\n\n", r.Pairs, s.Pairs, r.Games)
	r.writeResults(&b)
	return b.String()
}

// writeResults writes the report from the table of A's games on: what a sum of
// reports (Sum) prints under its own head.
func (r *Report) writeResults(b *strings.Builder) {
	s := r.Spec
	fmt.Fprintf(b, "%-16s %6s %6s %6s %8s\n", "A's games", "wins", "draws", "losses", "score")
	row := func(name string, t stats.Trinomial) {
		n := t[0] + t[1] + t[2]
		score := "-"
		if n > 0 {
			score = fmt.Sprintf("%.1f%%", 100*(float64(t[2])+float64(t[1])/2)/float64(n))
		}
		fmt.Fprintf(b, "%-16s %6d %6d %6d %8s\n", name, t[2], t[1], t[0], score)
	}
	if s.Variant == "sandayi" {
		// 三打一: the split that matters is who held the landlord
		row("A as landlord", r.AFirst)
		row("B as landlord", r.BFirst)
	} else {
		row("A moves first", r.AFirst)
		row("B moves first", r.BFirst)
	}
	row("total", stats.Trinomial{r.L, r.D, r.W})
	b.WriteString("\n")
	if f := r.Field; f != nil {
		f.write(b)
		b.WriteString("\n")
	}
	fmt.Fprintf(b, "pairs by A's score 0/0.5/1/1.5/2: %d %d %d %d %d\n", r.Pent[0], r.Pent[1], r.Pent[2], r.Pent[3], r.Pent[4])
	if e := r.Estimate; !e.Empty && !r.Field.EloApplies() {
		// Three armies, or teams of unequal size: over a pair an equal level scores
		// one half, so the interval holds, but a game is not one side against another.
		fmt.Fprintf(b, "score %.1f%% [%.1f%%, %.1f%%] (95%%, pentanomial; equal levels score 50%% over a pair), LOS %.1f%%; no Elo: the sides held unequal numbers of seats\n",
			100*r.Score(), 100*e.ScoreLo, 100*e.ScoreHi, 100*e.LOS)
	} else if !e.Empty {
		clamped := ""
		if e.Clamped {
			clamped = " (a bound at a 0% or 100% score is shown as ±1200)"
		}
		fmt.Fprintf(b, "score %.1f%% [%.1f%%, %.1f%%]; Elo A-B %s (95%%, pentanomial), LOS %.1f%%%s\n",
			100*r.Score(), 100*e.ScoreLo, 100*e.ScoreHi, e, 100*e.LOS, clamped)
	}
	perGame := 0.0
	if r.Games > 0 {
		perGame = float64(r.Plies) / float64(r.Games)
	}
	fmt.Fprintf(b, "draws by the move cap %d; plies per game %.1f\n", r.Capped, perGame)
	fmt.Fprintf(b, "games lost by a fault: A %d, B %d\n", r.FaultsA, r.FaultsB)
	for _, f := range r.Faults {
		fmt.Fprintf(b, "  fault %s\n", f)
	}
	if t := s.SPRT; t != nil {
		lo, hi := t.Bounds()
		model := ""
		if t.Normalized {
			model = " model=normalized"
		}
		fmt.Fprintf(b, "SPRT elo0=%g elo1=%g alpha=%g beta=%g%s: LLR %.2f (%.2f, %.2f) %s", t.Elo0, t.Elo1, t.Alpha, t.Beta, model, r.LLR, lo, hi, r.Verdict)
		if r.Stopped {
			b.WriteString(", stopped early")
		}
		b.WriteString("\n")
	}
}

// write prints the seats each side held and A's share against the field by the
// number of seats it held.
func (f *Field) write(b *strings.Builder) {
	held := make([]string, len(f.Seats))
	for i, seat := range f.Seats {
		held[i] = fmt.Sprintf("%s %d/%d", seat, f.Held[i][0], f.Held[i][1])
	}
	fmt.Fprintf(b, "seats held by A/B (games): %s\n", strings.Join(held, ", "))
	fmt.Fprintf(b, "%-16s %6s %6s %6s %8s %8s\n", "A's share", "wins", "draws", "losses", "score", "fair")
	for k, t := range f.ByHeld {
		n := t[0] + t[1] + t[2]
		if n == 0 {
			continue
		}
		fair := "-"
		if f.Fair[k] >= 0 {
			fair = fmt.Sprintf("%.1f%%", 100*f.Fair[k])
		}
		score := 100 * (float64(t[2]) + float64(t[1])/2) / float64(n)
		fmt.Fprintf(b, "%-16s %6d %6d %6d %7.1f%% %8s\n", fmt.Sprintf("A on %d of %d", k, len(f.Seats)), t[2], t[1], t[0], score, fair)
	}
}

// LadderHeader is the head of the ladder table in docs/ladder.md.
const LadderHeader = "| game | A | B | pairs | A: W-D-L | score | Elo A-B [95%] | LOS | capped | faults A/B |\n" +
	"|---|---|---|---|---|---|---|---|---|---|\n"

// LadderRow is the report as one row of the ladder table.
func (r *Report) LadderRow() string {
	elo := "-"
	los := "-"
	if e := r.Estimate; !e.Empty {
		if r.Field.EloApplies() {
			elo = e.String()
		}
		los = fmt.Sprintf("%.0f%%", 100*e.LOS)
	}
	return fmt.Sprintf("| %s | %s | %s | %d | %d-%d-%d | %.1f%% | %s | %s | %d | %d/%d |\n",
		r.Spec.Describe(), r.Spec.A, r.Spec.B, r.Pairs, r.W, r.D, r.L, 100*r.Score(), elo, los, r.Capped, r.FaultsA, r.FaultsB)
}
