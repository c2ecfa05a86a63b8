package main

import (
	"bytes"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/record"
)

// deployed asks `referee deploy` for every seat and returns the record's tags
// with the whole Position.
func deployed(t *testing.T, tags []string, seats []string, level string) string {
	t.Helper()
	var pos []string
	for _, s := range seats {
		out, errs, code := referee(t, jq(tags, ""), "deploy", level, s, "-", "--seed", "7")
		if code != 0 {
			t.Fatalf("deploy %s %s: exit %d: %s", level, s, code, errs)
		}
		pos = append(pos, strings.TrimSpace(out))
	}
	return jq(append(tags, `[Position "`+strings.Join(pos, " ")+`"]`), "")
}

func TestDeployContract(t *testing.T) {
	cases := []struct {
		tags []string
		seat string
	}{
		{[]string{`[Board "2p"]`, `[Mode "dark"]`}, "S"},
		{[]string{`[Board "2p"]`}, "N"},
		{[]string{`[Board "4p"]`, `[Mode "dark"]`, `[Teams "SN EW"]`}, "E"},
		{[]string{`[Board "4p"]`, `[Seats "S E N"]`}, "N"},
		{[]string{`[Board "4p"]`, `[Position "Sb1=SF Sa1=SM"]`}, "W"},
	}
	for _, c := range cases {
		for _, level := range []string{"random", "greedy", "easy", "normal", "hard"} {
			rec := jq(c.tags, "")
			out, errs, code := referee(t, rec, "deploy", level, c.seat, "-", "--seed", "3")
			if code != 0 || errs != "" {
				t.Fatalf("%v %s %s: exit %d, %q", c.tags, level, c.seat, code, errs)
			}
			if !strings.HasSuffix(out, "\n") || strings.Count(out, "\n") != 1 {
				t.Fatalf("%s: not one line: %q", level, out)
			}
			pl, err := record.ParsePlacements(out)
			if err != nil {
				t.Fatalf("%s: %v", level, err)
			}
			if len(pl) != junqi.PiecesPerSeat {
				t.Errorf("%s: %d pieces placed", level, len(pl))
			}
			// only SEAT's pieces, in SEAT's area, legal by the deployment rules
			kind := junqi.TwoPlayer
			if strings.Contains(c.tags[0], "4p") {
				kind = junqi.FourCountry
			}
			b := junqi.BoardOf(kind)
			seat, _ := junqi.SeatOf(c.seat[0])
			var l junqi.Layout
			for _, p := range pl {
				pt, ok := b.PointByName(p.Point)
				if !ok || string(p.Seat) != c.seat || b.Area(pt) != seat || p.FaceDown {
					t.Fatalf("%s: %v is not a face-up piece of %s in its area", level, p, c.seat)
				}
				f, r := b.Local(pt)
				rk, _ := junqi.RankOf(p.Piece[0])
				l[(r-1)*5+f] = rk
			}
			if err := l.Check(kind, seat); err != nil {
				t.Errorf("%s: illegal deployment %s: %v", level, out, err)
			}
			again, _, _ := referee(t, rec, "deploy", level, c.seat, "-", "--seed", "3")
			if again != out {
				t.Errorf("%s: seed 3 gave two deployments", level)
			}
			other, _, _ := referee(t, rec, "deploy", level, c.seat, "-", "--seed", "4")
			if other == out {
				t.Errorf("%s: seeds 3 and 4 gave the same deployment", level)
			}
		}
	}
	// the default seed is 1
	rec := jq([]string{`[Board "2p"]`}, "")
	def, _, _ := referee(t, rec, "deploy", "hard", "S", "-")
	one, _, _ := referee(t, rec, "deploy", "hard", "S", "-", "--seed=1")
	if def != one || def == "" {
		t.Errorf("default seed: %q, --seed=1: %q", def, one)
	}
}

func TestDeployErrors(t *testing.T) {
	open2p := jq([]string{`[Board "2p"]`}, "")
	wantError(t, "unknown level \"expert\"", open2p, "deploy", "expert", "S", "-")
	wantError(t, "\"X\" is not a seat", open2p, "deploy", "hard", "X", "-")
	wantError(t, "seat E is not on the 2p board", open2p, "deploy", "hard", "E", "-")
	wantError(t, "seat W is not playing", jq([]string{`[Board "4p"]`, `[Seats "S E N"]`}, ""), "deploy", "hard", "W", "-")
	wantError(t, "翻棋 has no deployment", jq([]string{`[Board "2p"]`, `[Mode "flip"]`}, ""), "deploy", "hard", "S", "-")
	wantError(t, "has no moves", jq([]string{`[Board "2p"]`, `[Position "b1=SF b12=NF c3=S5"]`}, "c3-c4"), "deploy", "hard", "N", "-")
	wantError(t, "seat S has already placed pieces", jq([]string{`[Board "2p"]`, `[Position "b1=SF"]`}, ""), "deploy", "hard", "S", "-")
	wantError(t, "deploy takes no --time", open2p, "deploy", "hard", "S", "-", "--time", "10")
	wantError(t, "deploy takes LEVEL SEAT FILE", open2p, "deploy", "hard", "-")
	wantError(t, "unknown level", napoleonRecord, "deploy", "expert", "S", "-")
	wantError(t, "unknown flag \"--depth\"", open2p, "deploy", "hard", "S", "-", "--depth", "3")
}

func TestBotContract(t *testing.T) {
	games := []struct {
		tags  []string
		seats []string
		moves string
	}{
		{[]string{`[Board "2p"]`, `[Mode "dark"]`}, []string{"S", "N"}, ""},
		{[]string{`[Board "2p"]`}, []string{"S", "N"}, ""},
		{[]string{`[Board "4p"]`, `[Mode "dark"]`, `[Teams "SN EW"]`}, []string{"S", "E", "N", "W"}, ""},
		{[]string{`[Board "4p"]`, `[Seats "S E N"]`, `[Mode "dark"]`}, []string{"S", "E", "N"}, ""},
	}
	for _, g := range games {
		rec := deployed(t, g.tags, g.seats, "hard")
		// play a few plies through the referee: each answer must be a legal action of the seat to move
		for ply := 0; ply < 2*len(g.seats); ply++ {
			summary, _, _ := referee(t, rec, "play", "-")
			turn := strings.TrimPrefix(strings.Split(summary, "\n")[1], "turn ")
			if turn == "-" {
				break
			}
			level := []string{"random", "greedy", "easy", "normal", "hard"}[ply%5]
			out, errs, code := referee(t, rec, "bot", level, turn, "-", "--seed", "5")
			if code != 0 || errs != "" {
				t.Fatalf("%v ply %d: bot %s %s: exit %d %q", g.tags, ply, level, turn, code, errs)
			}
			if strings.Count(out, "\n") != 1 {
				t.Fatalf("not one line: %q", out)
			}
			mv := strings.TrimSpace(out)
			moves, _, _ := referee(t, rec, "moves", "-")
			if !strings.Contains("\n"+moves, "\n"+mv+"\n") {
				t.Fatalf("%v: %s answered %q, not among the legal actions", g.tags, level, mv)
			}
			again, _, _ := referee(t, rec, "bot", level, turn, "-", "--seed", "5")
			if again != out {
				t.Errorf("%s: the same seed answered %q and %q", level, out, again)
			}
			// a wrong seat is refused
			for _, s := range g.seats {
				if s != turn {
					wantError(t, "is not to move", rec, "bot", level, s, "-")
					break
				}
			}
			rec += mv + "\n"
		}
	}
}

func TestBotFlipBeforeColours(t *testing.T) {
	rec := jq([]string{`[Board "2p"]`, `[Mode "flip"]`, `[Turn "?"]`, flipDeal}, "")
	out, errs, code := referee(t, rec, "bot", "hard", "S", "-")
	if code != 0 || !strings.HasPrefix(out, "@") {
		t.Fatalf("flip before colours: %q %q", out, errs)
	}
	wantError(t, "seat N is not to move", rec, "bot", "hard", "N", "-")
}

func TestBotTimeCap(t *testing.T) {
	rec := deployed(t, []string{`[Board "2p"]`, `[Mode "dark"]`}, []string{"S", "N"}, "hard")
	out, errs, code := referee(t, rec, "bot", "hard", "S", "-", "--time", "5")
	if code != 0 || errs != "" || strings.Count(out, "\n") != 1 {
		t.Fatalf("--time 5: exit %d %q %q", code, out, errs)
	}
	moves, _, _ := referee(t, rec, "moves", "-")
	if !strings.Contains("\n"+moves, "\n"+out) {
		t.Errorf("--time 5 answered %q, not a legal action", out)
	}
}

func TestBotErrors(t *testing.T) {
	over := jq([]string{`[Board "2p"]`, `[Position "c3=S1 c2=NF a1=SF c10=N4"]`}, "c3xc2")
	wantError(t, "the game is over", over, "bot", "hard", "N", "-")
	wantError(t, "unknown level \"expert\"", junqiRecord, "bot", "expert", "S", "-")
	wantError(t, "seat N is not to move: S is", junqiRecord, "bot", "hard", "N", "-")
	wantError(t, "--seed \"x\"", junqiRecord, "bot", "hard", "S", "-", "--seed", "x")
	wantError(t, "--seed needs a value", junqiRecord, "bot", "hard", "S", "-", "--seed")
	wantError(t, "--time \"0\"", junqiRecord, "bot", "hard", "S", "-", "--time", "0")
	wantError(t, "--time \"-5\"", junqiRecord, "bot", "hard", "S", "-", "--time=-5")
	wantError(t, "bot takes LEVEL SEAT FILE", junqiRecord, "bot", "hard", "-")
	wantError(t, "move 1", junqiRecord+"a6-a9\n", "bot", "hard", "N", "-")
	wantError(t, "N is not to move", napoleonRecord, "bot", "hard", "N", "-")
	wantError(t, "cannot read /nonexistent/r.txt", "", "bot", "hard", "S", "/nonexistent/r.txt")
}

// FuzzBot: whatever the record and the arguments, bot and deploy answer or
// fail with one line, never a panic.
func FuzzBot(f *testing.F) {
	f.Add(junqiRecord, "bot", "easy", "S", "3")
	f.Add(junqiRecord+"a6-a7", "bot", "hard", "N", "x")
	f.Add("[Board \"4p\"]\n[Mode \"dark\"]\n", "deploy", "normal", "E", "1")
	f.Add("[Board \"2p\"]\n[Mode \"flip\"]\n[Turn \"?\"]\n"+flipDeal+"\n", "bot", "random", "S", "9")
	f.Fuzz(func(t *testing.T, text, cmd, level, seat, seed string) {
		if cmd != "deploy" {
			cmd = "bot"
		}
		if level == "hard" || level == "normal" {
			level = "easy" // keep each run quick; the search levels share its code paths
		}
		var out, errb bytes.Buffer
		code := run([]string{cmd, level, seat, "-", "--seed", seed}, strings.NewReader(text), &out, &errb)
		if strings.Contains(errb.String(), "internal error") {
			t.Fatalf("panic: %s", errb.String())
		}
		if code != 0 && strings.Count(errb.String(), "\n") != 1 {
			t.Fatalf("error is not one line: %q", errb.String())
		}
		if code == 0 && strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("answer is not one line: %q", out.String())
		}
	})
}

// Napoleon through the referee: each side's set-up (its pieces only, cannons
// with facings) makes a legal game, and every level answers a turn the rules
// core accepts, the same for the same seed.
func TestBotContractNapoleon(t *testing.T) {
	tags := "[Game \"napoleon\"]\n[Board \"8x8\"]\n"
	var pos []string
	for _, seat := range []string{"S", "N"} {
		out, errs, code := referee(t, tags, "deploy", "hard", seat, "-", "--seed", "2")
		if code != 0 || errs != "" || strings.Count(out, "\n") != 1 {
			t.Fatalf("deploy %s: exit %d %q %q", seat, code, out, errs)
		}
		for _, f := range strings.Fields(out) {
			if !strings.Contains(f, "="+seat) {
				t.Fatalf("deploy %s placed %q", seat, f)
			}
		}
		pos = append(pos, strings.TrimSpace(out))
	}
	rec := tags + "[Position \"" + strings.Join(pos, " ") + "\"]\n"
	for ply, level := range []string{"random", "greedy", "easy", "normal", "hard", "easy"} {
		summary, _, _ := referee(t, rec, "play", "-")
		turn := strings.TrimPrefix(strings.Split(summary, "\n")[1], "turn ")
		if turn == "-" {
			break
		}
		out, errs, code := referee(t, rec, "bot", level, turn, "-", "--seed", "5")
		if code != 0 || errs != "" || strings.Count(out, "\n") != 1 {
			t.Fatalf("ply %d: bot %s %s: exit %d %q %q", ply, level, turn, code, out, errs)
		}
		again, _, _ := referee(t, rec, "bot", level, turn, "-", "--seed", "5")
		if again != out {
			t.Errorf("%s: the same seed answered %q and %q", level, out, again)
		}
		next := rec + strings.TrimSpace(out) + "\n"
		if _, errs, code := referee(t, next, "play", "-"); code != 0 {
			t.Fatalf("ply %d: %s's turn %q refused: %s", ply, level, out, errs)
		}
		rec = next
	}
}
