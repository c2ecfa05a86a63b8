package i18n

// Lookups from the codes of the record notation (/work/shared/rules/notation.md) to keys,
// so scenes name pieces, seats, facings, tiles and results without a switch of their own.

// JunqiPiece is the name of a Junqi piece code: 9…1, M, B, F, and ? for a hidden piece.
func JunqiPiece(code byte) (Key, bool) {
	switch code {
	case '9':
		return PieceMarshal, true
	case '8':
		return PieceGeneral, true
	case '7':
		return PieceMajorGen, true
	case '6':
		return PieceBrigadier, true
	case '5':
		return PieceColonel, true
	case '4':
		return PieceMajor, true
	case '3':
		return PieceCaptain, true
	case '2':
		return PieceLieutenant, true
	case '1':
		return PieceEngineer, true
	case 'M':
		return PieceLandmine, true
	case 'B':
		return PieceBomb, true
	case 'F':
		return PieceFlag, true
	case 'A':
		return PieceSupreme, true
	case 'T':
		return PieceFortress, true
	case 'R':
		return PieceMissile, true
	case '?':
		return PieceHidden, true
	}
	return 0, false
}

// NapoleonPiece is the name of a Napoleon piece code (G D I C K) in the classic or the
// antique (Alexandre Strategy) set.
func NapoleonPiece(code byte, antique bool) (Key, bool) {
	switch code {
	case 'G':
		if antique {
			return PieceAntChariot, true
		}
		return PieceNapGeneral, true
	case 'D':
		if antique {
			return PieceAntElephant, true
		}
		return PieceNapDrum, true
	case 'I':
		return PieceNapInfantry, true
	case 'C':
		return PieceNapCavalry, true
	case 'K':
		if antique {
			return PieceAntArchers, true
		}
		return PieceNapCannon, true
	}
	return 0, false
}

// SeatName is the full name of a seat letter (S N E W); short gives the board-edge label.
func SeatName(code byte, short bool) (Key, bool) {
	var k Key
	switch code {
	case 'S':
		k = SeatSouth
	case 'N':
		k = SeatNorth
	case 'E':
		k = SeatEast
	case 'W':
		k = SeatWest
	default:
		return 0, false
	}
	if short {
		k += SeatSouthShort - SeatSouth
	}
	return k, true
}

// Direction is the name of a cannon facing: N NE E SE S SW W NW.
func Direction(code string) (Key, bool) {
	switch code {
	case "N":
		return DirN, true
	case "NE":
		return DirNE, true
	case "E":
		return DirE, true
	case "SE":
		return DirSE, true
	case "S":
		return DirS, true
	case "SW":
		return DirSW, true
	case "W":
		return DirW, true
	case "NW":
		return DirNW, true
	}
	return 0, false
}

// Terrain is the name and the rule summary of a terrain tile: village forest marsh hill.
func Terrain(tile string) (name, help Key, ok bool) {
	switch tile {
	case "village":
		return TerrainVillage, TerrainVillageHelp, true
	case "forest":
		return TerrainForest, TerrainForestHelp, true
	case "marsh":
		return TerrainMarsh, TerrainMarshHelp, true
	case "hill":
		return TerrainHill, TerrainHillHelp, true
	}
	return 0, 0, false
}

// Reason is the explanation of a game-over reason as the referee writes it: flag nomoves
// resign agreed nocapture repetition (Junqi), target count nomoves resign agreed turnlimit
// (Napoleon). Arguments: flag, nomoves, resign: the seat out; nocapture: the move count;
// target: the seat and its points; count: both points. A drawn Napoleon count may add
// ReasonEqualCount.
func Reason(reason string) (Key, bool) { return ReasonOf(reason, 1) }

// ReasonOf is Reason for a game that losers seats lost: with several, flag and nomoves
// take the plural words ("East and West are out: …").
func ReasonOf(reason string, losers int) (Key, bool) {
	if losers > 1 {
		switch reason {
		case "flag":
			return ReasonFlagMany, true
		case "nomoves":
			return ReasonNoMovesMany, true
		}
	}
	switch reason {
	case "flag":
		return ReasonFlag, true
	case "nomoves":
		return ReasonNoMoves, true
	case "resign":
		return ReasonResign, true
	case "agreed":
		return ReasonAgreed, true
	case "nocapture":
		return ReasonNoCapture, true
	case "repetition":
		return ReasonRepetition, true
	case "target":
		return ReasonTarget, true
	case "count":
		return ReasonCount, true
	case "turnlimit":
		return ReasonTurnLimit, true
	}
	return 0, false
}
