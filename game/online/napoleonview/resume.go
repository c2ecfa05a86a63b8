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
// reloaded: whole, or part of the army placed from the reserve) if the rules take every
// piece of it where it stands; otherwise nothing changes.
func (d *Deployment) Resume(list string) error {
	if strings.TrimSpace(list) == "" {
		return fmt.Errorf("no set-up to resume")
	}
	got, err := FromList(d.g, d.Seat, list)
	if err != nil {
		return err
	}
	var a napoleon.Army // no more of a kind than the army rule lets the seat place
	for _, p := range got.Pieces() {
		if err := d.g.Rule.CanAdd(a, p.Piece.Kind()); err != nil {
			return err
		}
		a[p.Piece.Kind()]++
	}
	d.u, d.sel, d.pick = got.u, napoleon.NoSquare, napoleon.NoKind
	return nil
}

// Fill replaces the set-up with ps (a saved or built-in layout) if the rules take it
// whole; otherwise nothing changes and the error says why.
func (d *Deployment) Fill(ps []napoleon.Placed) error {
	got, err := FromList(d.g, d.Seat, napoleon.FormatPosition(ps))
	if err != nil {
		return err
	}
	if errs := got.Problems(); len(errs) > 0 {
		return errs[0]
	}
	d.u, d.sel, d.pick = got.u, napoleon.NoSquare, napoleon.NoKind
	return nil
}
