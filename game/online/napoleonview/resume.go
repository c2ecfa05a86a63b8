package napoleonview

import (
	"fmt"
	"strings"

	"warboard/rules/napoleon"
)

// Resume rebuilds the turn being built from Turn's text (a draft kept on the device while
// the page reloaded): the move, then each cannon turn, checked as taps would be. Nothing
// is changed when the text is not a turn the seat may build now.
func (v *View) Resume(turn string) error {
	defer v.paint()
	f := strings.Fields(turn)
	if !v.mine || len(f) == 0 {
		return fmt.Errorf("no turn to resume")
	}
	w := *v
	w.facings = nil
	w.sel, w.push, w.moved = napoleon.NoSquare, napoleon.NoSquare, -1
	for i, tok := range w.tokens {
		if tok == f[0] {
			w.makeMove(i)
			break
		}
	}
	if w.moved < 0 {
		return fmt.Errorf("%q is not a move of this turn", f[0])
	}
	for _, tok := range f[1:] {
		c, err := napoleon.ParseCannonTurn(w.g.Cfg.Board, tok)
		if err != nil {
			return err
		}
		pc := w.board()[c.At]
		if !pc.Present || pc.Kind != napoleon.Cannon || pc.Side != w.Seat || c.Face > napoleon.DirNW {
			return fmt.Errorf("%s: not one of your cannons", tok)
		}
		if _, twice := w.facings[c.At]; twice {
			return fmt.Errorf("%s: turned twice", tok)
		}
		if w.original(c.At) == c.Face {
			continue
		}
		if w.facings == nil {
			w.facings = map[napoleon.Square]napoleon.Dir{}
		}
		w.facings[c.At] = c.Face
	}
	*v = w
	return nil
}

// Resume puts back a set-up from List's text (a draft kept on the device while the page
// reloaded) if it is a whole set-up of the seat the rules take; otherwise nothing changes.
func (d *Deployment) Resume(list string) error {
	got, err := FromList(d.g, d.Seat, list)
	if err != nil {
		return err
	}
	if errs := got.Problems(); len(errs) > 0 {
		return errs[0]
	}
	d.u, d.sel = got.u, napoleon.NoSquare
	return nil
}
