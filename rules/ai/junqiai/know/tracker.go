package know

import "warboard/rules/junqi"

// Rank sets are uint16 masks, bit r for junqi.Rank r; 三打一's 导弹 (rank
// 16) takes bit 15, the slot of Unknown, which no piece on a board has (as
// in the rules core's per-rank arrays).
const (
	allRanks     uint16 = 0x1ffe                                          // 1..12
	movableRanks uint16 = 0x3fe | 1<<junqi.Bomb | bitSupreme | bitMissile // what may move or attack
	bitSupreme   uint16 = 1 << junqi.Supreme                              // 元帅 (三打一)
	bitFortress  uint16 = 1 << junqi.Fortress                             // 堡垒 (三打一)
	bitMissile   uint16 = 1 << missileSlot                                // 导弹 (三打一)
	extraRanks   uint16 = bitSupreme | bitFortress | bitMissile           // the landlord's extras
	bitMine      uint16 = 1 << junqi.Mine                                 //
	bitFlag      uint16 = 1 << junqi.Flag                                 //
	bitBomb      uint16 = 1 << junqi.Bomb                                 //
	bitMarshal   uint16 = 1 << junqi.Marshal                              //
	bitEngineer  uint16 = 1 << junqi.Engineer                             //
	officers     uint16 = 0x3fe                                           // 1..9
	notFront     uint16 = allRanks &^ (bitBomb | bitFlag | bitMine)       // what may stand on a front rank
)

// missileSlot is 导弹's bit and index in the per-rank arrays (nSlots wide).
const (
	missileSlot = 15
	nSlots      = 16
)

// slotOf is a rank's bit and index here.
func slotOf(r junqi.Rank) int {
	if r == junqi.Missile {
		return missileSlot
	}
	return int(r)
}

// rankOfSlot is the rank of a bit or index.
func rankOfSlot(s int) junqi.Rank {
	if s == missileSlot {
		return junqi.Missile
	}
	return junqi.Rank(s)
}

// rankBits turns a mask of slots into the API's mask (bit r for rank r).
func rankBits(m uint16) uint32 {
	return uint32(m&^bitMissile) | uint32(m&bitMissile)<<(uint(junqi.Missile)-missileSlot)
}

// piece is one piece the seat follows from where it started: its place now
// and what the seat saw it do. known is its rank when the seat knows it.
type piece struct {
	seat     junqi.Seat // owner; NoSeat while face down (its colour is hidden)
	start    junqi.Point
	at       junqi.Point // NoPoint once removed
	known    junqi.Rank  // 0 while hidden
	dom      uint16      // ranks still possible by hard deductions
	moves    int16       // moves and attacks it made
	attacks  int16
	wins     int16 // attacks after which it stood on the target
	held     int16 // attacks on it after which it stood and the attacker was gone
	faceDown bool
}

// pair is a battle between two pieces the seat could not see: whatever the
// ranks were, Combat must give the outcome seen.
type pair struct {
	a, d       int16
	aRem, dRem bool
	flag       bool
}

// tracker follows piece identities through the public history.
type tracker struct {
	board     *junqi.Board
	mode      junqi.Mode
	seat      junqi.Seat
	pcs       []piece
	at        [junqi.MaxPoints]int16 // piece index on a point, -1 when empty
	pairs     []pair
	flagShown [4]bool
	deployed  [4]bool // the seat started with a full deployment in its area: counts exact, deployment rules hold
	dealt     bool    // 翻棋 started from a full deal: the face-down pool is exact
	out       uint8
	playing   uint8
	order     []junqi.Seat
	ally      [4]uint8
	acted     [4]int       // actions each seat made
	sdy       *sandayiInfo // 三打一's armies as the seat knows them (nil otherwise)

	b belief // computed by finish from the above
}

func (t *tracker) begin(cfg junqi.Config, seat junqi.Seat, v *junqi.View) {
	t.board = junqi.BoardOf(cfg.Board)
	t.mode, t.seat = cfg.Mode, seat
	for i := range t.at {
		t.at[i] = -1
	}
	seats := cfg.Seats
	if seats == nil {
		seats = []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West}
		if cfg.Board == junqi.TwoPlayer {
			seats = []junqi.Seat{junqi.South, junqi.North}
		}
	}
	t.order = append([]junqi.Seat(nil), seats...)
	for _, x := range seats {
		t.playing |= 1 << x
		t.ally[x] = 1 << x
	}
	for _, team := range cfg.Teams {
		var mask uint8
		for _, x := range team {
			mask |= 1 << x
		}
		for _, x := range team {
			t.ally[x&3] = mask
		}
	}
	var inArea [4]int
	faceDown := 0
	for p := 0; p < t.board.N; p++ {
		pc := v.Squares[p]
		if pc == 0 {
			continue
		}
		t.add(junqi.Point(p), pc)
		x := pc.Seat()
		switch {
		case pc.FaceDown():
			faceDown++
		case t.sdy != nil:
			if t.sdy.deployPoint(t.board, junqi.Point(p), x) {
				inArea[x]++
			}
		case t.board.Area(junqi.Point(p)) == x && t.board.KindOf(junqi.Point(p)) != junqi.Camp:
			inArea[x]++
		}
	}
	n := 0
	for _, x := range seats {
		size := junqi.PiecesPerSeat
		if t.sdy != nil {
			size = t.sdy.size[x]
		}
		t.deployed[x] = t.mode == junqi.Dark && inArea[x] == size && t.seatCount(x) == size
		n++
	}
	t.dealt = t.mode == junqi.Flip && faceDown == n*junqi.PiecesPerSeat && len(t.pcs) == faceDown
	for i := range t.pcs {
		t.deploymentRules(i)
	}
	t.noteFlags(v)
	t.out = v.Out
}

func (t *tracker) seatCount(x junqi.Seat) int {
	n := 0
	for i := range t.pcs {
		if !t.pcs[i].faceDown && t.pcs[i].seat == x {
			n++
		}
	}
	return n
}

func (t *tracker) add(p junqi.Point, pc junqi.Piece) int16 {
	pi := piece{seat: pc.Seat(), start: p, at: p, dom: allRanks}
	if pc.FaceDown() {
		pi.seat, pi.faceDown = junqi.NoSeat, true
	} else if r := pc.Rank(); r != junqi.Unknown {
		pi.known, pi.dom = r, 1<<slotOf(r)
	} else if t.sdy != nil {
		pi.dom = t.sdy.domOf(pi.seat)
	}
	t.pcs = append(t.pcs, pi)
	id := int16(len(t.pcs) - 1)
	t.at[p] = id
	return id
}

// deploymentRules: the flag stands on an HQ, landmines on the back two ranks,
// bombs never on the front rank, nothing starts in a camp.
func (t *tracker) deploymentRules(i int) {
	pi := &t.pcs[i]
	if pi.faceDown || pi.known != 0 || !t.deployed[pi.seat] {
		return
	}
	if t.sdy != nil {
		t.sdy.deploymentRules(t.board, pi)
		return
	}
	_, rank := t.board.Local(pi.start)
	if t.board.KindOf(pi.start) != junqi.HQ {
		pi.dom &^= bitFlag
	}
	if rank > 2 {
		pi.dom &^= bitMine
	}
	if rank == 6 {
		pi.dom &^= bitBomb
	}
}

func (t *tracker) noteFlags(v *junqi.View) {
	for p := 0; p < t.board.N; p++ {
		if pc := v.Squares[p]; pc != 0 && !pc.FaceDown() && pc.Rank() == junqi.Flag {
			t.flagShown[pc.Seat()] = true
		}
	}
}

// step takes one token as the seat saw it and its view afterwards.
func (t *tracker) step(ev event, v *junqi.View) {
	var removed [2]int16 = [2]int16{-1, -1}
	flagSeat := junqi.NoSeat
	if ev.token != "resign" && ev.token != "draw" {
		a := ev.act
		if ev.actor < 4 {
			t.acted[ev.actor]++
		}
		id := t.at[a.From]
		if id < 0 { // cannot happen in a replayed match; stay robust
			id = t.add(a.From, junqi.MakePiece(ev.actor, junqi.Unknown))
		}
		switch a.Kind {
		case junqi.FlipUp:
			pi := &t.pcs[id]
			pi.faceDown, pi.seat = false, ev.flipped.Seat()
			t.learn(id, ev.flipped.Rank())
		case junqi.MoveTo:
			t.moved(id, a)
			t.place(id, a.From, a.To)
		case junqi.Attack:
			d := t.at[a.To]
			if d < 0 {
				d = t.add(a.To, junqi.MakePiece(ev.actor^2, junqi.Unknown))
			}
			t.moved(id, a)
			t.pcs[id].attacks++
			if ev.attacker != junqi.Unknown {
				t.learn(id, ev.attacker)
			}
			if ev.defender != junqi.Unknown {
				t.learn(d, ev.defender)
			}
			if ev.flag {
				t.learn(d, junqi.Flag)
				flagSeat = t.pcs[d].seat
			}
			t.battle(id, d, ev)
			switch {
			case !ev.aRemoved && ev.dRemoved:
				t.remove(d)
				t.place(id, a.From, a.To)
				t.pcs[id].wins++
				removed[1] = d
			case ev.aRemoved && ev.dRemoved:
				t.remove(id)
				t.remove(d)
				removed = [2]int16{id, d}
			default:
				t.remove(id)
				removed[0] = id
				if !ev.dRemoved {
					t.pcs[d].held++
				}
			}
		}
	}
	// The view after the token: pieces gone with a seat that went out, ranks
	// shown (flags, battle-reveal).
	if gone := v.Out &^ t.out; gone != 0 && t.mode == junqi.Dark {
		t.noMoves(gone, ev, flagSeat)
	}
	before := t.flagShown
	for p := 0; p < t.board.N; p++ {
		pc, id := v.Squares[p], t.at[p]
		switch {
		case pc == 0 && id >= 0:
			t.remove(id)
		case pc != 0 && id < 0:
			id = t.add(junqi.Point(p), pc)
		}
		if pc != 0 && !pc.FaceDown() && pc.Rank() != junqi.Unknown {
			t.learn(id, pc.Rank())
		}
	}
	t.noteFlags(v)
	t.out = v.Out
	// A seat's flag is shown to all once its 司令 is gone: a hidden piece of
	// that seat removed now was the 司令 if the flag just showed, else not.
	for _, id := range removed {
		if id < 0 || t.pcs[id].known != 0 {
			continue
		}
		x := t.pcs[id].seat
		if before[x] || t.out&(1<<x) != 0 && t.board.Kind == junqi.FourCountry {
			continue // its 司令 was gone already, or its pieces left with it (no flag to show)
		}
		if t.sdy != nil {
			continue // 三打一: the flags' visibility owes nothing to the 司令
		}
		if t.flagShown[x] {
			t.pcs[id].dom &= bitMarshal
		} else {
			t.pcs[id].dom &^= bitMarshal
		}
	}
}

func (t *tracker) learn(id int16, r junqi.Rank) {
	if !r.Real() {
		return
	}
	t.pcs[id].known, t.pcs[id].dom = r, 1<<slotOf(r)
}

func (t *tracker) place(id int16, from, to junqi.Point) {
	t.at[from], t.at[to] = -1, id
	t.pcs[id].at = to
}

func (t *tracker) remove(id int16) {
	pi := &t.pcs[id]
	if pi.at != junqi.NoPoint {
		if t.at[pi.at] == id {
			t.at[pi.at] = -1
		}
		pi.at = junqi.NoPoint
	}
}

// moved: what moves is no landmine or flag; a run along the railway that no
// straight line allows (it turned a corner, or went round a piece) was an engineer's.
func (t *tracker) moved(id int16, a junqi.Action) {
	pi := &t.pcs[id]
	pi.moves++
	pi.dom &= movableRanks
	if !t.straight(a.From, a.To) {
		pi.dom &= bitEngineer | bitMissile // 导弹 turns too (三打一)
	}
}

// straight reports whether a non-engineer could go from p to q with the
// board as it stands: one road step, or a clear run along one straight line.
func (t *tracker) straight(p, q junqi.Point) bool {
	b := t.board
	for _, n := range b.RoadNeighbours(p) {
		if n == q {
			return true
		}
	}
	for _, line := range b.Lines {
		i, j := indexIn(line, p), indexIn(line, q)
		if i < 0 || j < 0 {
			continue
		}
		step := 1
		if j < i {
			step = -1
		}
		clear := true
		for k := i + step; k != j; k += step {
			if t.at[line[k]] >= 0 {
				clear = false
				break
			}
		}
		if clear {
			return true
		}
	}
	return false
}

func indexIn(line []junqi.Point, p junqi.Point) int {
	for i, q := range line {
		if q == p {
			return i
		}
	}
	return -1
}

// fits reports whether ranks ra attacking rd give the outcome seen.
func fits(ra, rd junqi.Rank, aRem, dRem, flag bool) bool {
	ar, dr := junqi.Combat(ra, rd)
	return ar == aRem && dr == dRem && (rd == junqi.Flag) == flag
}

// battle narrows the fighters' ranks by the outcome: a fighter whose rank is
// known narrows the other; two hidden fighters become a pair.
func (t *tracker) battle(a, d int16, ev event) {
	pa, pd := &t.pcs[a], &t.pcs[d]
	switch {
	case pa.known != 0 && pd.known != 0:
	case pa.known != 0:
		pd.dom &= supportD(pa.dom, pd.dom, ev.aRemoved, ev.dRemoved, ev.flag)
	case pd.known != 0:
		pa.dom &= supportA(pa.dom, pd.dom, ev.aRemoved, ev.dRemoved, ev.flag)
	default:
		t.pairs = append(t.pairs, pair{a: a, d: d, aRem: ev.aRemoved, dRem: ev.dRemoved, flag: ev.flag})
	}
}

// fitTable[o][ra] is the defender ranks that, attacked by ra, give outcome o
// (bit 0 attacker removed, bit 1 defender removed, bit 2 flag captured).
var fitTable [8][nSlots]uint16

func init() {
	for o := 0; o < 8; o++ {
		for ra := 1; ra < nSlots; ra++ {
			for rd := 1; rd < nSlots; rd++ {
				if fits(rankOfSlot(ra), rankOfSlot(rd), o&1 != 0, o&2 != 0, o&4 != 0) {
					fitTable[o][ra] |= 1 << rd
				}
			}
		}
	}
}

func outcome(aRem, dRem, flag bool) int {
	o := 0
	if aRem {
		o |= 1
	}
	if dRem {
		o |= 2
	}
	if flag {
		o |= 4
	}
	return o
}

// supportA is the attacker ranks in da that some defender rank in dd explains.
func supportA(da, dd uint16, aRem, dRem, flag bool) uint16 {
	tab := &fitTable[outcome(aRem, dRem, flag)]
	var out uint16
	for s := da; s != 0; s &= s - 1 {
		ra := trailing(s)
		if tab[ra]&dd != 0 {
			out |= 1 << ra
		}
	}
	return out
}

// supportD is the defender ranks in dd that some attacker rank in da explains.
func supportD(da, dd uint16, aRem, dRem, flag bool) uint16 {
	tab := &fitTable[outcome(aRem, dRem, flag)]
	var out uint16
	for s := da; s != 0; s &= s - 1 {
		out |= tab[trailing(s)]
	}
	return out & dd
}

// finish computes the belief once the history is read.
func (t *tracker) finish() { t.b.build(t) }

// possibleAt is the rank set of the hidden piece on p.
func (t *tracker) possibleAt(p junqi.Point) uint16 {
	id := t.at[p]
	if id < 0 {
		return 0
	}
	return t.b.possible(t, id)
}

// noMoves: a seat that went out neither by resigning nor by losing its flag
// had no legal action when its turn came: every piece of it that had a way
// out (an empty neighbour, or a foe it could attack) cannot move, so it is a
// landmine, the flag (or 三打一's fortress). Seats go out in play order after the mover; on the
// four-country board the pieces of one leave before the next is checked.
func (t *tracker) noMoves(gone uint8, ev event, flagSeat junqi.Seat) {
	i := 0
	for i < len(t.order) && t.order[i] != ev.actor {
		i++
	}
	var cleared uint8 // seats whose pieces already left
	for k := 1; k <= len(t.order); k++ {
		x := t.order[(i+k)%len(t.order)]
		if gone&(1<<x) == 0 {
			continue
		}
		if !(ev.token == "resign" && x == ev.actor) && x != flagSeat {
			for id := range t.pcs {
				pi := &t.pcs[id]
				if pi.seat == x && pi.at != junqi.NoPoint && pi.known == 0 && t.board.KindOf(pi.at) != junqi.HQ && t.wayOut(pi.at, x, cleared) {
					pi.dom &= bitMine | bitFlag | bitFortress // (堡垒: 三打一)
				}
			}
		}
		if t.board.Kind == junqi.FourCountry {
			cleared |= 1 << x
		}
	}
}

// wayOut reports whether a piece of seat x on p could make a move if it could move at all.
func (t *tracker) wayOut(p junqi.Point, x junqi.Seat, cleared uint8) bool {
	open := func(q junqi.Point, road bool) bool {
		id := t.at[q]
		if id < 0 || t.pcs[id].seat < 4 && cleared&(1<<t.pcs[id].seat) != 0 {
			return true
		}
		o := t.pcs[id].seat
		return o < 4 && t.ally[x]&(1<<o) == 0 && !(road && t.board.KindOf(q) == junqi.Camp)
	}
	for _, q := range t.board.RoadNeighbours(p) {
		if open(q, true) {
			return true
		}
	}
	for _, q := range t.board.RailNeighbours(p) {
		if open(q, false) {
			return true
		}
	}
	return false
}
