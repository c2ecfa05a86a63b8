// Package junqiboard draws the two Junqi (军棋) boards — the two-player board with its
// mountain front line and the four-country cross — with the pieces and the marks play
// needs, and computes where every point is for touch.
//
// The game fills a junqipic.Scene (what stands where, what is selected, what just
// happened, each seat's latest move) and this package draws it as it is: it decides nothing about the rules and is
// told nothing the viewer may not know. Layout places a board in a rectangle of logical
// pixels, turned so the chosen seat sits at the bottom; Renderer draws a Scene at the
// screen's physical pixels, keeping the printed board and the piece tiles in offscreen
// images so that a frame costs a few image draws.
//
// The last action is marked loudly (where it came from, where it went, its rail path and
// battle); every other seat's latest action stays marked quietly, a ring in the seat's
// colour on both points and the seat's shape where it went, so that a player can follow
// what each seat did since their own turn.
//
// Seats are told apart by more than colour, for colour-blind players: each seat has an
// Okabe–Ito colour and a shape mark (South ●, East ▲, North ■, West ◆) that appears on its
// tiles, in its area's corner and on its unknown pieces.
package junqiboard
