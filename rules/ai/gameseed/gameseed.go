// Package gameseed derives the seed of each computer decision in a game from the game's
// own seed. It is tiny on purpose: the browser's page names decisions with it and links
// none of the players.
package gameseed

import "strconv"

// Decision kinds named in Decision.
const (
	Move   = "move"
	Deploy = "deploy"
	Draw   = "draw"
	Hint   = "hint"
)

// Decision is the seed of one decision in a game played in the app: the game's own
// seed (drawn when the game began and kept in its save), the seat, the kind of decision
// and the number of record tokens played before it. Two games never share a game seed,
// so the same position in two games is met with different draws; the same game resumed
// after a reload asks every decision again with the same seed, so it replays exactly.
// A finished record names its game seed ([Seed]) and the computer's seats
// ([Computers]): `referee computers` replays each decision with this seed.
func Decision(game uint64, seat, kind string, tokens int) uint64 {
	x := game
	for _, part := range []string{seat, kind, strconv.Itoa(tokens)} {
		for i := 0; i < len(part); i++ {
			x = mix(x ^ uint64(part[i]))
		}
		x = mix(x ^ 0xff)
	}
	return x
}

// mix is splitmix64's finaliser: every input bit moves about half the output bits.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
