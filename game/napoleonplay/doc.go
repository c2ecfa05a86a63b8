// Package napoleonplay is the play flow of a Napoleon Strategy game at one
// device (pass-and-play): the optional terrain editor, each seat's secret
// set-up behind a hand-over screen, the turns of play (a move, any cannon
// turns, End turn) and the end of the game. The Ebitengine scenes translate
// taps into calls and draw the Picture; every rule question goes to
// rules/napoleon, so nothing here decides what is legal.
//
// The phase machine:
//
//	TerrainEdit ─Done→ HandOver(S) ─Continue→ SetUp(S) ─Done→ HandOver(N) ─Continue→ SetUp(N)
//	  ─Done→ (armies revealed, first player drawn or chosen) → Play ⇄ HandOver (only with
//	  Options.HandOverPlay) → Over ─Rematch→ a new Session.
//
// Every call either does what it says or returns an error with the reason
// and changes nothing. Save and Restore carry the whole session, so a reload
// gives exactly the same Picture.
//
// Sides named in Options.Computers are the computer's: Pending says which side
// must decide what, and Decide takes a computer side's whole decision as
// record tokens. Beside a computer side there is no hand-over screen and the
// screen is always the person's (seats.go).
//
// It imports no Ebitengine and no render package: it runs headless under
// go test and under GOOS=js GOARCH=wasm.
package napoleonplay
