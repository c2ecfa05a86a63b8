// Package napoleon is the rules core of Napoleon Strategy (see
// shared/rules/napoleon.md): any board from 4x4 to 32x32 with terrain, armies
// and secret set-up, legal moves, drum pushes, cannon lines of sight,
// victory, and the record notation through warboard/rules/record.
//
// A turn is one mandatory Move plus any number of CannonTurns. State is a
// plain value (fixed arrays, no pointers) with an incremental Zobrist hash;
// LegalMoves writes into the caller's slice. Match wraps a State with its
// record for the app and cmd/referee.
//
// Waterloo (waterloo.go, waterloo_state.go; choices in docs/waterloo.md):
// three or four armies (Seats S E N W, East and West pieces set bit 7 of
// the piece byte) in a free-for-all or in teams. A two-army game (the zero
// Armies) takes none of its paths: its moves, records and hashes are as
// before.
//
// Points the rules leave open, decided here as players expect:
//   - A turn token must name a cannon of the mover by its square after the
//     move; a cannon is turned at most once per turn; turning it to the
//     facing it already has is allowed (it changes nothing).
//   - "The same piece" is followed through its moves and through drum
//     pushes (a pushed cavalry keeps its history: the push neither counts as
//     its move nor clears its streak); a captured piece's history is dropped.
//   - A seat with no legal move at the record's Position loses at once, like
//     after a move (the target is not checked at the Position).
//   - turnlimit counts moves played from the record's Position.
//   - A drum push is listed once per square the cavalry may be put on; the
//     pushed cavalry may use orthogonals only if it stands next to a general
//     of its own; the drum's own square is never free (judged before the
//     turn); with drums-scare the squares next to the pushing drum's old
//     square are forbidden to the cavalry.
//   - A hill cannon's line passes over marshes too; an ordinary cannon's
//     line passes over an (empty) marsh: only villages, forests and hills
//     stop it.
//   - Village and forest stop a line of sight whether or not a piece
//     stands on them; the piece on them is then not covered.
//   - Free composition allows 0 to 2 drums and any number of each other
//     kind (no general required).
//   - Set-up zones are the fewest ranks that hold the army and must stay in
//     the own half; terrain may lie in a zone (cannons may not stand on
//     forest or marsh, cavalry not on marsh).
//   - A Position may hold any pieces (no army check) but no piece on a tile
//     its rule forbids, no face-down piece, and every cannon has a facing.
//   - The Result tag of a record being read is ignored; Record writes the
//     replayed result.
package napoleon
