package seatview

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"warboard/render/junqipic"
	"warboard/rules/junqi"
	"warboard/rules/record"
	"warboard/rules/referee"
)

// sandayiAt is a dark 三打一 hand where S passed and E bid 3 (E is the landlord), picked
// when pick is set; and the history every seat may read (the tags but Deal, Pick, Position).
func sandayiAt(t *testing.T, pick bool) (*junqi.Match, string) {
	t.Helper()
	h, err := junqi.NewHand(junqi.HandRules{}, nil, rand.NewPCG(5, 6))
	if err != nil {
		t.Fatal(err)
	}
	m, err := junqi.NewSandayiMatch(h, junqi.Dark, 70, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Bid(junqi.Pass); err != nil {
		t.Fatal(err)
	}
	if err := m.Bid(3); err != nil {
		t.Fatal(err)
	}
	if pick {
		if err := m.RandomPick(rand.NewPCG(1, 1)); err != nil {
			t.Fatal(err)
		}
	}
	return m, publicHistory(m.Record())
}

func publicHistory(r *record.Record) string {
	pub := &record.Record{}
	for _, tg := range r.Tags {
		if tg.Name != "Deal" && tg.Name != "Pick" && tg.Name != "Position" {
			pub.SetTag(tg.Name, tg.Value)
		}
	}
	return pub.String()
}

func viewOf(t *testing.T, m *junqi.Match, seat string) string {
	t.Helper()
	rm, err := referee.Load(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	v, err := referee.View(rm, seat)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestReadSandayiSaysOnlyWhatTheSeatMayKnow(t *testing.T) {
	m, _ := sandayiAt(t, false)
	e, ok, err := ReadSandayi(viewOf(t, m, "E"))
	if err != nil || !ok {
		t.Fatalf("E's view: %v %v", ok, err)
	}
	if e.Phase != "pick" || e.Landlord != junqi.East || e.Bid != 3 || len(e.Pool) != 23 || len(e.Deal) != 19 {
		t.Fatalf("the landlord's view read as %+v", e)
	}
	if want := []SandayiBid{{junqi.South, "pass"}, {junqi.East, "3"}}; !slices.Equal(e.Bids, want) {
		t.Errorf("bids %v, want %v", e.Bids, want)
	}
	if got := junqi.RankCodes(e.Deal); got != junqi.RankCodes(m.Hand().Deal[junqi.East][:]) {
		t.Errorf("E's deal read as %s", got)
	}
	s, ok, err := ReadSandayi(viewOf(t, m, "S"))
	if err != nil || !ok {
		t.Fatalf("S's view: %v %v", ok, err)
	}
	if s.Pool != nil || s.Pick != nil || junqi.RankCodes(s.Deal) != junqi.RankCodes(m.Hand().Deal[junqi.South][:]) {
		t.Errorf("a farmer reads more than its deal: %+v", s)
	}
	if _, ok, _ := ReadSandayi("position \nturn S\nresult ongoing"); ok {
		t.Error("a view without 三打一's lines read as 三打一")
	}
	for _, bad := range []string{"phase pick\nbids S-pass", "phase pick\nlandlord E", "phase pick\ndeal S:99Z"} {
		if _, _, err := ReadSandayi(bad); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

func TestDefaultPickKeepsTheExtrasAndLeavesTheWeakest(t *testing.T) {
	m, _ := sandayiAt(t, false)
	e, _, _ := ReadSandayi(viewOf(t, m, "E"))
	idx, err := e.DefaultPick(junqi.East)
	if err != nil {
		t.Fatal(err)
	}
	var pick []junqi.Rank
	for _, i := range idx {
		pick = append(pick, e.Pool[i])
	}
	if len(pick) != 19 || !slices.Contains(pick, junqi.Supreme) || !slices.Contains(pick, junqi.Fortress) || !slices.Contains(pick, junqi.Missile) {
		t.Fatalf("default pick %s", junqi.RankCodes(pick))
	}
	left := slices.Clone(e.Pool)
	for k := len(idx) - 1; k >= 0; k-- {
		left = slices.Delete(left, idx[k], idx[k]+1)
	}
	for _, r := range left {
		for _, q := range pick {
			if pickWorth(r) > pickWorth(q) {
				t.Errorf("%s left out, %s taken", r.Name(), q.Name())
			}
		}
	}
	if err := m.TakePick(pick); err != nil { // the real pool holds it
		t.Fatal(err)
	}
	s, _, _ := ReadSandayi(viewOf(t, m, "S"))
	if _, err := s.DefaultPick(junqi.South); err == nil {
		t.Error("a farmer got a pick")
	}
}

func TestSandayiDeploymentsAreLegalAndSwapsKeepThemSo(t *testing.T) {
	m, hist := sandayiAt(t, true)
	for _, x := range []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West} {
		sv, ok, err := ReadSandayi(viewOf(t, m, x.String()))
		if err != nil || !ok || sv.Phase != "deploy" {
			t.Fatalf("%v: %+v %v", x, sv, err)
		}
		d, err := NewSandayiDeployment(sv, hist, x, 3)
		if err != nil {
			t.Fatalf("%v: %v", x, err)
		}
		check := func(what string) {
			t.Helper()
			real := parseArmy(t, x, d.List())
			if err := m.Hand().CheckDeployment(x, &real); err != nil {
				t.Fatalf("%v %s: the real hand refuses %s: %v", x, what, d.List(), err)
			}
		}
		check("at first")
		n := len(strings.Fields(d.List()))
		if want := map[bool]int{true: 39, false: 25}[x == junqi.East]; n != want {
			t.Errorf("%v places %d pieces, want %d", x, n, want)
		}
		var pts []junqi.Point
		for p, r := range d.army {
			if r != 0 {
				pts = append(pts, junqi.Point(p))
			}
		}
		src := rand.New(rand.NewPCG(uint64(x), 7))
		refused := 0
		for i := 0; i < 200; i++ {
			p, q := pts[src.IntN(len(pts))], pts[src.IntN(len(pts))]
			before := d.List()
			if err := d.Swap(p, q); err != nil {
				refused++
				if d.List() != before {
					t.Fatalf("%v: a refused swap changed the deployment", x)
				}
			}
			check("after swaps")
		}
		if refused == 0 {
			t.Errorf("%v: 200 random swaps and none refused", x)
		}
		back, err := SandayiFromList(sv, hist, x, d.List())
		if err != nil || back.List() != d.List() {
			t.Errorf("%v: read back %v %q", x, err, back.List())
		}
		sc := junqipic.NewScene(junqi.FourCountry)
		d.Show(&sc)
		shown := 0
		for _, pc := range sc.Pieces {
			if pc.Present {
				shown++
				if pc.Seat != x || pc.FaceDown {
					t.Fatalf("%v shows %+v", x, pc)
				}
			}
		}
		if shown != n {
			t.Errorf("%v: %d pieces shown of %d", x, shown, n)
		}
	}
	if _, err := SandayiFromList(Sandayi{Phase: "pick"}, hist, junqi.South, ""); err == nil {
		t.Error("a deployment read before the deployment")
	}
}

// parseArmy reads a placement list back into the rules' deployment.
func parseArmy(t *testing.T, x junqi.Seat, list string) junqi.Deployment {
	t.Helper()
	var d junqi.Deployment
	b := junqi.BoardOf(junqi.FourCountry)
	pls, err := record.ParsePlacements(list)
	if err != nil {
		t.Fatal(err)
	}
	for _, pl := range pls {
		p, ok := b.PointByName(pl.Point)
		r, rok := junqi.RankOf(pl.Piece[0])
		if !ok || !rok || pl.Seat != x.String()[0] {
			t.Fatalf("%v", pl)
		}
		d[p] = r
	}
	return d
}
