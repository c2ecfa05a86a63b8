package widget

import (
	"warboard/game/i18n"
	"warboard/render/junqiboard"
)

// BoardWords are the words printed on the board in the player's language: the Chinese in
// 中文, or when the player keeps the Chinese faces; in English and French the camps and
// headquarters are named and the front line's mountains (islands) left unlettered.
func BoardWords(p *i18n.Printer, chinese bool) junqiboard.BoardWords {
	if chinese || p.Lang() == i18n.Zh {
		return junqiboard.ChineseWords
	}
	return junqiboard.BoardWords{Camp: p.T(i18n.BoardCamp), HQ: p.T(i18n.BoardHQ), Anchorage: p.T(i18n.BoardAnchorage), Base: p.T(i18n.BoardBase)}
}
