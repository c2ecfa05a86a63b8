package setup

import "warboard/game/storage"

// MoverBottom is the one decision of which way the board faces, for both games, both Junqi
// boards and every mode, from the one setting (storage.Settings.Orientation): whether the
// board turns to the side of the seat whose screen it is (true), or keeps South at the
// bottom (false).
//
//	storage.OrientMover  always turns (the seat to move at the bottom)
//	storage.OrientSouth  never turns
//	storage.OrientAuto   turns when the device passes between players who each see their
//	                     own screen (handOvers: a dark game, a hidden deployment, the
//	                     hand-over option) or when one person plays against the computer
//	                     (their side at the bottom); at a shared table South stays down
//
// people is the number of seats people play.
func MoverBottom(orientation string, handOvers bool, people int) bool {
	switch orientation {
	case storage.OrientMover:
		return true
	case storage.OrientSouth:
		return false
	}
	return handOvers || people == 1
}
