package ai

import "errors"

// Napoleon's players (package napoleonai) come in another branch. Wiring them
// in is this file: napoleonDecide calls napoleonai.Decide(req.Record,
// req.Seat, req.Level, req.Seed, req.TimeMS) and napoleonDeploy calls
// napoleonai.Deploy(req.Record, req.Seat, req.Level, req.Seed).
var errNoNapoleon = errors.New("napoleon players: not in this build")

func napoleonDecide(req Request) (string, error) { return "", errNoNapoleon }

func napoleonDeploy(req Request) (string, error) { return "", errNoNapoleon }

// napoleonAcceptDraw: Napoleon's players answer draw offers in their own package.
func napoleonAcceptDraw(req Request) (bool, error) { return false, errNoNapoleon }
