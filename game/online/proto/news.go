package proto

import "strings"

// News: what a State's News member says happened, for a program — a code and the seat it
// is about, "draw S" — so a client says it in its player's language; Text keeps the same
// news as an English sentence for a client that does not know News (older clients).
const (
	NewsJoined      = "joined"      // the seat's person took it
	NewsBack        = "back"        // the person of a seat played by the computer came back
	NewsResign      = "resign"      // the seat resigned
	NewsDraw        = "draw"        // the seat offers a draw
	NewsDeclineDraw = "declinedraw" // the seat declines the draw
	NewsTakeBack    = "takeback"    // the seat asks to take back its last move
	NewsRefuseBack  = "refuseback"  // the seat refuses the take back
	NewsTookBack    = "tookback"    // the seat's move was taken back
	NewsForfeit     = "forfeit"     // the seat forfeits: away too long
	NewsAway        = "away"        // the seat's person is away: the computer plays it
	NewsAwayForfeit = "awayforfeit" // the seat's person is away: it will forfeit
)

// newsSentences are the News codes in English words (%s: the seat's letter).
var newsSentences = map[string]string{
	NewsJoined:      "%s joined",
	NewsBack:        "%s is back",
	NewsResign:      "%s resigns",
	NewsDraw:        "%s offers a draw",
	NewsDeclineDraw: "%s declines the draw",
	NewsTakeBack:    "%s asks to take back its last move",
	NewsRefuseBack:  "%s refuses the take back",
	NewsTookBack:    "%s took back its move",
	NewsForfeit:     "%s forfeits: away too long",
	NewsAway:        "%s is away: the computer plays it",
	NewsAwayForfeit: "%s is away: it forfeits",
}

// MakeNews is the News member of code about seat.
func MakeNews(code, seat string) string { return code + " " + seat }

// ParseNews reads a News member: its code and seat; ok false for one this side does not
// know (a newer server's: say Text instead).
func ParseNews(news string) (code, seat string, ok bool) {
	code, seat, _ = strings.Cut(news, " ")
	if _, known := newsSentences[code]; !known || seat == "" || strings.Contains(seat, " ") {
		return "", "", false
	}
	return code, seat, true
}

// NewsText is a News member in English words, as Text carries it; news that is not a
// News member is given back as it is (a room stored before News existed kept its sentence).
func NewsText(news string) string {
	code, seat, ok := ParseNews(news)
	if !ok {
		return news
	}
	return strings.Replace(newsSentences[code], "%s", seat, 1)
}

// NewsCodes are every News code, sorted (tests, and clients that map them).
func NewsCodes() []string { return Keys(newsSentences) }
