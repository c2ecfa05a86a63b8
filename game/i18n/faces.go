package i18n

// faceKeys are the texts on the Junqi piece faces, by rank code.
var faceKeys = map[byte]Key{
	'9': FaceMarshal, '8': FaceGeneral, '7': FaceMajorGen, '6': FaceBrigadier, '5': FaceColonel,
	'4': FaceMajor, '3': FaceCaptain, '2': FaceLieutenant, '1': FaceEngineer,
	'M': FaceLandmine, 'B': PieceBomb, 'F': PieceFlag,
	'A': FaceSupreme, 'T': FaceFortress, 'R': FaceMissile, // 三打一
}

// JunqiFace is what a Junqi piece of rank code shows on its face in the printer's language
// ("Col 5", "Cdt 4"), or "" when the tiles keep their Chinese names: in Chinese, when the
// player asked for the Chinese faces (chinese), or for a code that is no rank.
func (p *Printer) JunqiFace(code byte, chinese bool) string {
	k, ok := faceKeys[code]
	if !ok || chinese || p.Lang() == Zh {
		return ""
	}
	return p.T(k)
}

// navalFaceKeys and navalPieceKeys are the 海战棋 set's faces and names, by rank code
// (docs/naval.md has the table).
var (
	navalFaceKeys = map[byte]Key{
		'9': NavalFaceCarrier, '8': NavalFaceBattleship, '7': NavalFaceCruiser, '6': NavalFaceDestroyer,
		'5': NavalFaceFrigate, '4': NavalFaceSubmarine, '3': NavalFaceGunboat, '2': NavalFacePatrol,
		'1': NavalFaceSweeper, 'M': NavalFaceSeaMine, 'B': NavalFaceTorpedo, 'F': NavalFaceHarbour,
		'A': NavalFaceFlagship, 'T': NavalFaceSeaFort, 'R': NavalFaceMissileBoat, // 三打一
	}
	navalPieceKeys = map[byte]Key{
		'9': NavalCarrier, '8': NavalBattleship, '7': NavalCruiser, '6': NavalDestroyer,
		'5': NavalFrigate, '4': NavalSubmarine, '3': NavalGunboat, '2': NavalPatrol,
		'1': NavalSweeper, 'M': NavalSeaMine, 'B': NavalTorpedo, 'F': NavalHarbour,
		'A': NavalFlagship, 'T': NavalSeaFort, 'R': NavalMissileBoat, // 三打一
	}
)

// JunqiFaceIn is JunqiFace in a piece set: the 海战棋 ships' faces when naval ("Sub 4").
func (p *Printer) JunqiFaceIn(code byte, chinese, naval bool) string {
	if !naval {
		return p.JunqiFace(code, chinese)
	}
	k, ok := navalFaceKeys[code]
	if !ok || chinese || p.Lang() == Zh {
		return ""
	}
	return p.T(k)
}

// JunqiPieceIn is JunqiPiece in a piece set: the ships' names when naval (a hidden piece
// keeps its name).
func JunqiPieceIn(code byte, naval bool) (Key, bool) {
	if k, ok := navalPieceKeys[code]; ok && naval {
		return k, true
	}
	return JunqiPiece(code)
}

// JunqiMarkLabels is the catalogue text of the marks' short labels in a piece set.
func JunqiMarkLabels(naval bool) Key {
	if naval {
		return NavalMarkLabels
	}
	return MarkLabels
}
