package junqiplay

import (
	"fmt"
	"strings"

	"warboard/rules/junqi"
)

// Feedback tells the player what an operation did or why it was refused. Code
// and Args are for translation (Args hold point names, seat letters and rank
// codes, never prose); Text is the English sentence.
type Feedback struct {
	Refused bool
	Code    string
	Args    []string
	Text    string
}

// Codes of what happened (the public summary of the last event), with their Args.
const (
	NoteNone      = ""              // nothing yet
	NoteDeployed  = "deployed"      // seat
	NoteMove      = "move"          // seat, from, to, seats out ("" none)
	NoteAttack    = "attack"        // seat, from, to, outcome (won lost both flag), attacker code, defender code ('?' hidden), seats out, defender seat
	NoteFlip      = "flip"          // seat (colour), point, rank code, seats out
	NoteResign    = "resign"        // seat, seats out
	NoteDrawOffer = "draw-offer"    // seat offering, seats that accepted so far
	NoteDeclined  = "draw-declined" // seat declining, seat offering
	NoteDraw      = "draw-agreed"   // seat offering
	NoteSelected  = "selected"      // point, number of targets
	NotePicked    = "picked"        // point (deployment)
	NoteDropped   = "dropped"       // point (a pick or selection let go)
	NotePlaced    = "placed"        // from, to (deployment swap)
	NoteLayout    = "layout"        // layout name ("random" for a random one)
	NoteReady     = "ready"         // seat whose screen is now shown
	// take back between people (takeback.go)
	NoteTakeBackAsk     = "takeback-ask"     // seat asking, seats that accepted so far
	NoteTakeBackRefused = "takeback-refused" // seat refusing, seat asking
	NoteTookBack        = "took-back"        // seat whose move was taken back
)

// Codes of refusals, with their Args.
const (
	RefusedPhase     = "phase"       // the current phase
	RefusedNoPoint   = "no-point"    // point number
	RefusedNotArea   = "not-area"    // point (deployment: outside the seat's own area)
	RefusedEmpty     = "empty"       // point
	RefusedDeploy    = "deploy-rule" // point, rule (flag mine bomb camp count); Text from junqi.Check
	RefusedNoLayout  = "no-layout"   // name
	RefusedNotYours  = "not-yours"   // point
	RefusedCannot    = "cannot-move" // point, why (flag mine hq blocked); Text from the rules core
	RefusedIllegal   = "illegal"     // from, to; Text from the rules core
	RefusedByRules   = "rules"       // token (resign before the first flip…); Text from the rules core
	RefusedOfferOpen = "offer-open"  // seat offering (answer the draw offer first)
	RefusedComputer  = "computer"    // seat (a computer seat must decide now, not the person)
	RefusedTakeBack  = "takeback"    // why: "hidden" (a battle or flip in the dark or 翻棋) or "none"
)

func note(code, text string, args ...string) Feedback {
	return Feedback{Code: code, Args: args, Text: text}
}

func refuse(code, text string, args ...string) Feedback {
	return Feedback{Refused: true, Code: code, Args: args, Text: text}
}

func (s *Session) wrongPhase(op string) Feedback {
	return refuse(RefusedPhase, fmt.Sprintf("%s: not during %s", op, s.phase), s.phase.String())
}

// seatList writes the seats of mask as letters in order: "EW".
func seatList(mask uint8, order []junqi.Seat) string {
	var sb strings.Builder
	for _, x := range order {
		if mask&(1<<x) != 0 {
			sb.WriteString(x.String())
		}
	}
	return sb.String()
}
