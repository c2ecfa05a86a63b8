package wire

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"warboard/rules/napoleon"
)

// FormatArmyRule writes a Napoleon army rule on one line: "exact 2,1,6,4,3" (the counts of
// each kind in napoleon.Kinds order), "choose 16 from 2,1,8,5,4", "free 16".
func FormatArmyRule(r napoleon.ArmyRule) string {
	counts := make([]string, 0, len(r.Pool))
	for _, c := range r.Pool[1:] {
		counts = append(counts, strconv.Itoa(c))
	}
	pool := strings.Join(counts, ",")
	switch r.Composition {
	case napoleon.Exact:
		return "exact " + pool
	case napoleon.ChooseFrom:
		return "choose " + strconv.Itoa(r.Count) + " from " + pool
	}
	return "free " + strconv.Itoa(r.Count)
}

// ParseArmyRule reads FormatArmyRule's text.
func ParseArmyRule(s string) (napoleon.ArmyRule, error) {
	var r napoleon.ArmyRule
	f := strings.Fields(s)
	pool := func(text string) error {
		cs := strings.Split(text, ",")
		if len(cs) != len(r.Pool)-1 {
			return fmt.Errorf("army %q: %d counts, want %d", s, len(cs), len(r.Pool)-1)
		}
		for i, c := range cs {
			n, err := strconv.Atoi(c)
			if err != nil || n < 0 || n > 1000 {
				return fmt.Errorf("army %q: bad count %q", s, c)
			}
			r.Pool[i+1] = n
		}
		return nil
	}
	count := func(text string) error {
		n, err := strconv.Atoi(text)
		if err != nil || n <= 0 || n > 1000 {
			return fmt.Errorf("army %q: bad size %q", s, text)
		}
		r.Count = n
		return nil
	}
	switch {
	case len(f) == 2 && f[0] == "exact":
		r.Composition = napoleon.Exact
		return r, pool(f[1])
	case len(f) == 4 && f[0] == "choose" && f[2] == "from":
		r.Composition = napoleon.ChooseFrom
		if err := count(f[1]); err != nil {
			return r, err
		}
		return r, pool(f[3])
	case len(f) == 2 && f[0] == "free":
		r.Composition = napoleon.Free
		return r, count(f[1])
	}
	return r, errors.New("wire: an army rule is \"exact COUNTS\", \"choose N from COUNTS\" or \"free N\"")
}
