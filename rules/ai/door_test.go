package ai

// Tests of the door's contract that hold for the temporary stand-in of branch
// match and for the real players alike (random level only; other levels are
// the real door's own tests).

import (
	"slices"
	"strings"
	"testing"

	"warboard/rules/junqi"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

func mustParse(t *testing.T, text string) *record.Record {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

func TestRandomDeploysAndPlaysLegally(t *testing.T) {
	for _, tags := range []string{
		"[Game \"junqi\"]\n[Board \"2p\"]\n[Mode \"dark\"]\n",
		"[Game \"napoleon\"]\n[Board \"8x8\"]\n",
	} {
		rec := mustParse(t, tags)
		var all []string
		for _, seat := range []string{"S", "N"} {
			list, err := Deploy(Request{Record: rec, Seat: seat, Level: "random", Seed: 7})
			if err != nil {
				t.Fatalf("%q deploy %s: %v", tags, seat, err)
			}
			for _, f := range strings.Fields(list) {
				if !strings.Contains(f, "="+seat) {
					t.Fatalf("deploy %s gave a piece of another seat: %s", seat, f)
				}
			}
			all = append(all, list)
		}
		game := rec.Clone()
		game.SetTag("Position", strings.Join(all, " "))
		for ply := 0; ply < 40; ply++ {
			var moves []string
			var turn string
			if strings.Contains(tags, "junqi") {
				m, err := junqi.FromRecord(game)
				if err != nil {
					t.Fatal(err)
				}
				moves, turn = m.Moves(), m.Turn()
			} else {
				m, err := napoleon.FromRecord(game)
				if err != nil {
					t.Fatal(err)
				}
				moves, turn = m.Moves(), m.Turn()
			}
			if turn == "-" {
				break
			}
			tok, err := Decide(Request{Record: game, Seat: turn, Level: "random", Seed: uint64(ply)})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(moves, tok) {
				t.Fatalf("ply %d: %q is not among the legal moves", ply, tok)
			}
			game.AddMove(tok)
		}
	}
}

func TestDoorRefusesBadRequests(t *testing.T) {
	rec := mustParse(t, "[Board \"2p\"]\n[Position \"b1=SF d12=NF c5=S9 c8=N8\"]\n")
	for _, req := range []Request{
		{Record: rec, Seat: "S", Level: "nonsense"},
		{Record: nil, Seat: "S", Level: "random"},
		{Record: rec, Seat: "N", Level: "random"}, // not N's turn
	} {
		if _, err := Decide(req); err == nil {
			t.Errorf("Decide(%s, %s) gave no error", req.Seat, req.Level)
		}
	}
}
