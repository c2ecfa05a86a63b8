package onlinescreen

import (
	"strings"

	"warboard/game/i18n"
	"warboard/game/online/client"
	"warboard/game/online/proto"
	"warboard/game/widget"
)

// problemText is the client's last problem as a sentence, "" for none. Codes the app knows
// are said in the player's language; other refusals carry the server's own sentence.
func problemText(p *i18n.Printer, c *client.Client, server string) string {
	switch c.ErrCode {
	case "":
		return ""
	case client.CodeLost:
		return p.T(i18n.OnlineLost)
	case client.CodeNoServer:
		return p.T(i18n.OnlineNoServer, hostOf(server))
	case client.CodeNoSave:
		return p.T(i18n.OnlineErrNoSave)
	}
	if t := refusalText(p, c); t != "" { // news.go
		return t
	}
	if c.Err == "" {
		return p.T(i18n.OnlineErrRefused, c.ErrCode)
	}
	return p.T(i18n.OnlineErrRefused, c.Err)
}

// hostOf is the server's host for people ("127.0.0.1:8080"), or the address as given.
func hostOf(server string) string {
	if _, rest, ok := strings.Cut(server, "://"); ok { // no net/url in the bundle for this
		host, _, _ := strings.Cut(rest, "/")
		return host
	}
	return server
}

// seatName is a seat letter's name (widget.SeatName), or the letter itself when the
// server sends one the app has no name for.
func seatName(p *i18n.Printer, x string) string {
	if len(x) != 1 {
		return x
	}
	if _, ok := i18n.SeatName(x[0], false); !ok {
		return x
	}
	return widget.SeatName(p, x[0])
}

// seatsText says who sits where: "South: you · North: connected · East: computer".
func seatsText(p *i18n.Printer, seats map[string]string, mine string) string {
	var parts []string
	for _, x := range []string{"S", "E", "N", "W"} {
		who, ok := seats[x]
		if !ok {
			continue
		}
		kind, away := strings.CutSuffix(who, " away")
		var w string
		switch {
		case x == mine:
			w = p.T(i18n.OnlineYou)
		case away:
			w = p.T(i18n.OnlineAway)
		case kind == "computer":
			w = p.T(i18n.PlayerComputer)
		case kind == "free":
			w = p.T(i18n.OnlineFree)
		default:
			w = p.T(i18n.OnlineHere)
		}
		if x == mine && away { // our own seat is never away while we see this
			w = p.T(i18n.OnlineYou)
		}
		parts = append(parts, seatName(p, x)+" · "+w)
	}
	return strings.Join(parts, "   ")
}

// anyFree reports whether a person's seat still waits for its person.
func anyFree(seats map[string]string) bool {
	for _, v := range seats {
		if v == "free" {
			return true
		}
	}
	return false
}

// turnText says what the room waits for, from this seat's side.
func (s *Room) turnText() string {
	p, c := s.sh.Text, s.c
	st := c.Last
	switch {
	case st.T != proto.State:
		if c.Status() == client.Connecting && !c.Reached {
			return p.T(i18n.OnlineConnecting)
		}
		return ""
	case s.bad == errGame:
		return p.T(i18n.OnlineErrGame)
	case st.Phase == "over":
		return p.T(i18n.OnlineOver, resultText(p, s.j.Result))
	case anyFree(st.Seats):
		return p.T(i18n.OnlineWaitPlayers)
	case st.Phase == "bid" || st.Phase == "pick":
		return s.handTurn()
	case st.Phase == "deploy" && s.sent:
		return p.T(i18n.OnlineDeploySent)
	case st.Phase == "deploy" && s.mineNow():
		return p.T(i18n.OnlineDeploy)
	case s.mineNow() && st.Phase == "draw":
		return p.T(i18n.OnlineDrawAsked)
	case s.mineNow() && st.Phase == "takeback":
		return p.T(i18n.OnlineTakeBackAsked)
	case s.mineNow():
		return p.T(i18n.OnlineYourTurn)
	}
	var names []string
	for _, x := range st.Turn {
		names = append(names, seatName(p, string(x)))
	}
	if len(names) == 0 {
		return ""
	}
	return p.T(i18n.OnlineTheirTurn, strings.Join(names, ", "))
}

// resultText is the result line's value in words: "N resign" is North's win by the
// other's resignation, "draw agreed" a draw; the reason stays the rules' word.
// resultReasons are the rules' result reasons in words (a newer server's stays as written).
var resultReasons = map[string]i18n.Key{
	"flag": i18n.ResultFlag, "nomoves": i18n.ResultNoMoves, "resign": i18n.ResultResign,
	"agreed": i18n.ResultAgreed, "nocapture": i18n.ResultNoCapture, "repetition": i18n.ResultRepetition,
	"target": i18n.ResultTarget, "count": i18n.ResultCount, "turnlimit": i18n.ResultTurnLimit,
}

func resultText(p *i18n.Printer, r string) string {
	who, why, _ := strings.Cut(r, " ")
	if k, ok := resultReasons[why]; ok {
		why = p.T(k)
	}
	if who == "draw" {
		return p.T(i18n.OnlineDrawn, why)
	}
	var names []string
	for _, x := range who {
		if !strings.ContainsRune("SENW", x) {
			return r // not a result this app knows: as the server wrote it
		}
		names = append(names, seatName(p, string(x)))
	}
	if len(names) == 0 {
		return r
	}
	return p.T(i18n.OnlineWins, strings.Join(names, " & "), why)
}
