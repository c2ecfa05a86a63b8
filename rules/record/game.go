package record

import "strings"

// Game names the game of a record: its Game tag, or, when that is absent, the
// game its Board tag belongs to ("junqi" for 2p and 4p, "napoleon" for WxH).
func (r *Record) Game() (string, error) {
	if g, ok := r.Tag("Game"); ok {
		if g != "junqi" && g != "napoleon" {
			return "", LineError(r.TagLine("Game"), "unknown game %q (junqi or napoleon)", g)
		}
		return g, nil
	}
	b, ok := r.Tag("Board")
	switch {
	case !ok:
		return "", LineError(0, "the record has no [Board] tag")
	case b == "2p" || b == "4p":
		return "junqi", nil
	case strings.Contains(b, "x"):
		return "napoleon", nil
	}
	return "", LineError(r.TagLine("Board"), "unknown board %q and no [Game] tag", b)
}
