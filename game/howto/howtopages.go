package howto

import (
	"math/rand/v2"

	"warboard/game/i18n"
	"warboard/game/setup"
	"warboard/render/junqipic"
	"warboard/render/napoleonboard"
	"warboard/rules/junqi"
	"warboard/rules/napoleon"
)

// figure is the picture of a how-to page, drawn with the game's own boards and pieces.
type figure uint8

const (
	figJqBoard    figure = iota // the two-player board, both armies deployed
	figJqRanks                  // the nine ranks, strongest first
	figJqSpecial                // bomb, landmine, engineer, flag
	figJqRail                   // an engineer's moves along the railway
	figJqCamps                  // one army deployed by the rules
	figJqDark                   // the dark game as South sees it
	figJqFour                   // the four-country board
	figJqNaval                  // the 海战棋 set: the twelve pieces as ships
	figNpBoard                  // the 8×8 board, both armies, the middle line
	figNpPieces                 // the five kinds
	figNpCapture                // an infantry that may capture, one that may not
	figNpCannon                 // cannons' lines of sight
	figNpCavalry                // a cavalry beside its general, jumping
	figNpAntique                // the Alexandre Strategy set
	figNpTerrain                // the four terrain tiles
	figJqSandayi                // 三打一's three extra pieces
	figNpWaterloo               // three armies on their edges, the two middle lines
)

// howPage is one page of a game's how-to: a title, a few sentences and a figure. more are
// lines added under the text, each a name and its explanation (the terrain tiles).
type howPage struct {
	title, text i18n.Key
	fig         figure
	more        [][2]i18n.Key
}

// howPages are a game's pages, in reading order (none for a game without).
func howPages(g setup.GameID) []howPage {
	switch g {
	case setup.Junqi:
		return junqiPages
	case setup.Napoleon:
		return napoleonPages
	}
	return nil
}

// napoleonPages are Napoleon's pages.
var napoleonPages = []howPage{
	{title: i18n.HowGoal, text: i18n.HowNpGoalText, fig: figNpBoard},
	{title: i18n.HowNpPieces, text: i18n.HowNpPiecesText, fig: figNpPieces},
	{title: i18n.HowNpCapture, text: i18n.HowNpCaptureText, fig: figNpCapture},
	{title: i18n.HowNpCannon, text: i18n.HowNpCannonText, fig: figNpCannon},
	{title: i18n.HowNpCavalry, text: i18n.HowNpCavalryText, fig: figNpCavalry},
	{title: i18n.HowNpVariants, text: i18n.HowNpVariantsText, fig: figNpAntique},
	{title: i18n.OptTerrain, text: i18n.HowNpTerrainText, fig: figNpTerrain, more: [][2]i18n.Key{
		{i18n.TerrainVillage, i18n.TerrainVillageHelp}, {i18n.TerrainForest, i18n.TerrainForestHelp},
		{i18n.TerrainMarsh, i18n.TerrainMarshHelp}, {i18n.TerrainHill, i18n.TerrainHillHelp}}},
	{title: i18n.HowNpWaterloo, text: i18n.HowNpWaterlooText, fig: figNpWaterloo},
}

// junqiPages are Junqi's pages.
var junqiPages = []howPage{
	{title: i18n.HowGoal, text: i18n.HowJqGoalText, fig: figJqBoard},
	{title: i18n.HowJqRanks, text: i18n.HowJqRanksText, fig: figJqRanks},
	{title: i18n.HowJqSpecial, text: i18n.HowJqSpecialText, fig: figJqSpecial},
	{title: i18n.HowJqMove, text: i18n.HowJqMoveText, fig: figJqRail},
	{title: i18n.HowJqCamps, text: i18n.HowJqCampsText, fig: figJqCamps},
	{title: i18n.HowJqModes, text: i18n.HowJqModesText, fig: figJqDark},
	{title: i18n.HowJqFour, text: i18n.HowJqFourText, fig: figJqFour},
	{title: i18n.HowJqNaval, text: i18n.HowJqNavalText, fig: figJqNaval},
	{title: i18n.Players4Sandayi, text: i18n.HowJqSandayiText, fig: figJqSandayi},
	{title: i18n.HowJqMarks, text: i18n.HowJqMarksText, fig: figJqDark},
}

// figureSeed draws the same armies on every visit.
const figureSeed = 14

// junqiFigure is the position a Junqi figure shows. Every piece stands where the rules
// allow it (random deployments are legal ones), and the engineer's targets are the rules
// core's own moves.
func junqiFigure(f figure) junqipic.Scene {
	kind := junqi.TwoPlayer
	if f == figJqFour {
		kind = junqi.FourCountry
	}
	sc := junqipic.NewScene(kind)
	b := junqi.BoardOf(kind)
	deploy := func(seat junqi.Seat, seed uint64, hidden bool) {
		l := junqi.RandomLayout(rand.NewPCG(seed, figureSeed))
		for i, r := range l {
			if r == 0 {
				continue
			}
			p := b.AreaPoint(seat, i%5, i/5+1)
			code := r.Code()
			if hidden {
				code = '?'
			}
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: seat, Code: code}
		}
	}
	switch f {
	case figJqBoard:
		deploy(junqi.South, 1, false)
		deploy(junqi.North, 2, false)
	case figJqCamps:
		deploy(junqi.South, 3, false)
	case figJqDark:
		deploy(junqi.South, 1, false)
		deploy(junqi.North, 2, true)
	case figJqFour:
		for i, x := range []junqi.Seat{junqi.South, junqi.East, junqi.North, junqi.West} {
			deploy(x, uint64(10+i), false)
		}
	case figJqRail:
		railFigure(&sc)
	}
	return sc
}

// railFigure puts a few pieces on the two-player board and selects South's engineer, with
// the targets the rules give it.
func railFigure(sc *junqipic.Scene) {
	st, err := junqi.NewState(junqi.DefaultConfig(junqi.TwoPlayer, junqi.Open))
	if err != nil {
		return
	}
	b := st.Board()
	put := func(name string, seat junqi.Seat, r byte) {
		p, ok := b.PointByName(name)
		rank, ok2 := junqi.RankOf(r)
		if ok && ok2 && st.Put(p, junqi.MakePiece(seat, rank)) == nil {
			sc.Pieces[p] = junqipic.Piece{Present: true, Seat: seat, Code: r}
		}
	}
	put("a4", junqi.South, '1')
	put("d1", junqi.South, 'F')
	put("c2", junqi.South, '6')
	put("e4", junqi.South, '7')
	put("b12", junqi.North, 'F')
	put("a9", junqi.North, '3')
	put("d7", junqi.North, '5')
	from, _ := b.PointByName("a4")
	sc.Selected = from
	for _, a := range st.Actions(nil) {
		if a.From == from && a.Kind != junqi.FlipUp {
			sc.Targets = append(sc.Targets, junqipic.Target{Point: a.To, Attack: a.Kind == junqi.Attack, Path: st.Path(a)})
		}
	}
}

// napoleonFigure is the position a Napoleon figure shows, with the targets and lines of
// sight the rules core computes for it.
func napoleonFigure(f figure) *napoleonboard.Scene {
	if f == figNpWaterloo {
		return waterlooFigure()
	}
	cfg := napoleon.Standard()
	sc := napoleonboard.NewScene(8, 8)
	var placed []napoleon.Placed
	put := func(file, rank int, seat napoleon.Seat, k napoleon.Kind, d napoleon.Dir) {
		placed = append(placed, napoleon.Placed{Sq: napoleon.SquareAt(file, rank), Piece: napoleon.NewPiece(seat, k, d)})
	}
	switch f {
	case figNpBoard, figNpAntique:
		rng := rand.New(rand.NewPCG(figureSeed, 1))
		for _, seat := range []napoleon.Seat{napoleon.South, napoleon.North} {
			ps, err := napoleon.RandomSetup(cfg, seat, napoleon.Army16, rng)
			if err == nil {
				placed = append(placed, ps...)
			}
		}
		sc.Zones = [napoleon.NumSeats]int{2, 2}
		if f == figNpAntique {
			sc.Antique = true
			sc.Zones = [napoleon.NumSeats]int{}
		}
	case figNpCapture:
		put(2, 2, napoleon.South, napoleon.Infantry, 0)
		put(1, 1, napoleon.South, napoleon.General, 0)
		put(6, 2, napoleon.South, napoleon.Infantry, 0)
		put(2, 5, napoleon.North, napoleon.Infantry, 0)
		put(6, 5, napoleon.North, napoleon.Infantry, 0)
	case figNpCannon:
		put(3, 1, napoleon.South, napoleon.Cannon, napoleon.DirN)
		put(3, 4, napoleon.South, napoleon.Infantry, 0)
		put(5, 1, napoleon.South, napoleon.Cannon, napoleon.DirNE)
		put(1, 6, napoleon.North, napoleon.Cannon, napoleon.DirSE)
		put(2, 6, napoleon.North, napoleon.Cavalry, 0)
	case figNpCavalry:
		put(3, 2, napoleon.South, napoleon.Cavalry, 0)
		put(2, 2, napoleon.South, napoleon.General, 0)
		put(4, 3, napoleon.North, napoleon.Infantry, 0)
		put(3, 4, napoleon.South, napoleon.Drum, 0)
	}
	st, err := napoleon.NewState(cfg, placed, napoleon.South)
	if err != nil {
		return sc
	}
	for _, p := range placed {
		sc.Put(p.Sq, p.Piece.Seat(), p.Piece.Kind(), p.Piece.Facing())
	}
	sc.Middle = napoleon.MiddleNeutral
	selected := napoleon.NoSquare
	switch f {
	case figNpCapture:
		selected = napoleon.SquareAt(2, 2)
	case figNpCavalry:
		selected = napoleon.SquareAt(3, 2)
	case figNpCannon:
		sc.ShowLOS = true
		for _, p := range placed {
			if p.Piece.Kind() == napoleon.Cannon {
				sc.Sights = append(sc.Sights, napoleonboard.Sight{Cannon: p.Sq, Side: p.Piece.Seat(), Squares: st.Sight(p.Sq, nil)})
			}
		}
	}
	if selected != napoleon.NoSquare {
		sc.Selected = selected
		for _, m := range st.MovesFrom(selected, nil) {
			k := napoleonboard.MoveTo
			if m.Capture {
				k = napoleonboard.CaptureAt
			}
			sc.Targets = append(sc.Targets, napoleonboard.Target{Sq: m.To, Kind: k})
		}
	}
	return sc
}

// waterlooFigure is a 12×12 Waterloo board: South, East and North each on the middle of
// its own edge, the rank line South and North count across and the file line East counts
// across.
func waterlooFigure() *napoleonboard.Scene {
	sc := napoleonboard.NewScene(12, 12)
	sc.Waterloo = true
	for i, k := range []napoleon.Kind{napoleon.Infantry, napoleon.Cavalry, napoleon.General, napoleon.Drum, napoleon.Infantry, napoleon.Cannon} {
		f := 3 + i
		sc.Put(napoleon.SquareAt(f, 0), napoleon.South, k, napoleon.DirN)
		sc.Put(napoleon.SquareAt(f, 11), napoleon.North, k, napoleon.DirS)
		sc.Put(napoleon.SquareAt(11, f), napoleon.East, k, napoleon.DirW)
	}
	sc.Zones = [napoleon.NumSeats]int{1, 1, 1}
	return sc
}
