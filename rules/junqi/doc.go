// Package junqi is the rules core of Junqi (军棋): both boards, the three
// modes (明棋 open, 暗棋 dark, 翻棋 flip), two to four seats, legal actions,
// battles, the end of the game, what each seat may see, deployment, and
// records in the shared notation (shared/rules/junqi.md, notation.md), and
// 三打一 (three against one: deal, bidding, the landlord's pick, the extra
// pieces 元帅 堡垒 导弹; docs/sandayi.md).
//
// The pieces fit together like this:
//
//	Board      topology built once per board: points, road and rail links, straight rail lines
//	State      a position plus the rules it is played under; a plain value, cheap to copy
//	Actions    legal actions into a caller's slice; Apply plays one and runs the end checks
//	Game       a State with the hash history that threefold repetition needs
//	View       what one seat may know, for the renderer and computer players
//	Layout     one player's deployment: Check, RandomLayout, Layouts (named classics)
//	Match      a Game with its record: FromRecord, Play, Moves, Record (the referee's API)
//
// Randomness comes only from a math/rand/v2 Source passed in, so the same
// seed and the same record always give the same game.
//
// Where the rules pages are silent, this package decides (each has a test):
//   - A seat that is out on the four-country board loses all its pieces (also
//     when that ends the game); on the two-player board the final position is kept.
//   - Pieces leaving the board through a seat going out (flag lost, no action,
//     resignation) reset the no-removal count; resign and draw are not actions
//     and do not add to it.
//   - Repetition compares pieces (face-down state included) and the side to
//     move; what has been revealed by battle-reveal is not part of the position.
//   - A [Position] is taken as given: any counts, any points; only seats that
//     play may have pieces, face-down pieces only in 翻棋. If the seat to move
//     has no legal action there, it is out at once (as after an action).
//   - In 翻棋 without a Turn tag the first seat is to move with its colour
//     known (notation: Turn defaults to the first seat); "?" must be written.
//     Turn "?" needs a face-down piece to flip.
//   - Four-country 翻棋 needs all four seats; two or three seats may play on the
//     four-country board in the other modes (the empty areas are still board).
//   - Teams may be any split of the playing seats into at least two sides; the
//     usual one is "SN EW".
//   - `resign` and `draw` are made by (or on the turn of) the seat to move.
//   - A flag captured by a bomb counts as captured (the rules say so); in
//     four-country play a flag capture puts only the flag's owner out.
//   - Battle-reveal shows the surviving piece of a battle to everybody; it
//     stays shown wherever it goes.
package junqi
