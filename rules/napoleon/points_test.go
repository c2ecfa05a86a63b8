package napoleon

import "testing"

// TestPointsPerKind: beyond the middle line a general counts 2, a drum 0 and
// every other piece (infantry, cavalry, cannon) 1, for either seat; on its
// own side nothing counts.
func TestPointsPerKind(t *testing.T) {
	cases := []struct {
		code string
		want int
	}{{"G", 2}, {"D", 0}, {"I", 1}, {"C", 1}, {"K>N", 1}}
	for _, c := range cases {
		for _, seat := range []string{"S", "N"} {
			beyond, home := "d6", "d3" // beyond the middle line for South
			if seat == "N" {
				beyond, home = home, beyond
			}
			s := mustState(t, "8x8", "", "", beyond+"="+seat+c.code+" "+home+"="+seat+c.code, "S")
			st, _ := ParseSeat(seat)
			if got := s.Points(st); got != c.want {
				t.Errorf("%s%s beyond the middle line counts %d, want %d", seat, c.code, got, c.want)
			}
			if got := s.Points(st.Other()); got != 0 {
				t.Errorf("%s%s: the other seat counts %d", seat, c.code, got)
			}
		}
	}
}
