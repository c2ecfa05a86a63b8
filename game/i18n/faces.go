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
