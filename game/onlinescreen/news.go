package onlinescreen

import (
	"warboard/game/i18n"
	"warboard/game/online/client"
	"warboard/game/online/proto"
)

// The server's words in the player's language: its refusals by their codes, its news by
// the State's News member (a code and a seat); a newer server's code the app does not
// know is said in the server's own words.

// refusals are the server's error codes in words. CodeMalformed is the server's when it
// comes with a sentence (the app sent something it could not read), the app's own when
// not (a message from the server that the app could not read).
var refusals = map[string]i18n.Key{
	proto.CodeTooBig:   i18n.OnlineErrTooBig,
	proto.CodeRate:     i18n.OnlineErrRate,
	proto.CodeNoRoom:   i18n.OnlineErrNoRoom,
	proto.CodeFull:     i18n.OnlineErrFull,
	proto.CodeToken:    i18n.OnlineErrToken,
	proto.CodeSeat:     i18n.OnlineErrSeat,
	proto.CodeNotYours: i18n.OnlineErrNotYours,
	proto.CodeIllegal:  i18n.OnlineErrIllegal,
	proto.CodeBadGame:  i18n.OnlineErrBadGame,
	proto.CodeNoSeat:   i18n.OnlineErrNoSeat,
	proto.CodeBusy:     i18n.OnlineErrBusy,
	proto.CodeHintBusy: i18n.OnlineErrHintBusy,
}

// refusalText is a refusal of the server in the player's language, "" for a code the app
// does not know.
func refusalText(p *i18n.Printer, c *client.Client) string {
	if c.ErrCode == proto.CodeMalformed {
		if c.Err == "" { // ours: the server's message could not be read
			return p.T(i18n.OnlineErrBadMsg)
		}
		return p.T(i18n.OnlineErrMalformed)
	}
	if k, ok := refusals[c.ErrCode]; ok {
		return p.T(k)
	}
	return ""
}

// newsKeys are the server's News codes in words (%s: the seat's name).
var newsKeys = map[string]i18n.Key{
	proto.NewsJoined:      i18n.OnlineNewsJoined,
	proto.NewsBack:        i18n.OnlineNewsBack,
	proto.NewsResign:      i18n.OnlineNewsResign,
	proto.NewsDraw:        i18n.OnlineNewsDraw,
	proto.NewsDeclineDraw: i18n.OnlineNewsDeclineDraw,
	proto.NewsTakeBack:    i18n.OnlineNewsTakeBack,
	proto.NewsRefuseBack:  i18n.OnlineNewsRefuseBack,
	proto.NewsTookBack:    i18n.OnlineNewsTookBack,
	proto.NewsForfeit:     i18n.OnlineNewsForfeit,
	proto.NewsAway:        i18n.OnlineNewsAway,
	proto.NewsAwayForfeit: i18n.OnlineNewsAwayForfeit,
}

// newsText is a State's news in the player's language: the News member when the app knows
// its code, naming the seat, else the server's sentence (Text).
func newsText(p *i18n.Printer, m proto.Msg) string {
	code, seat, ok := proto.ParseNews(m.News)
	k, known := newsKeys[code]
	if !ok || !known {
		return m.Text
	}
	return p.T(k, seatName(p, seat)) // the seat's name even for one's own: "you resigns" would not read
}
