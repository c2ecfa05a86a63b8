// Package render draws Warboard's screens with Ebitengine and computes where things go.
//
// Layout works in logical pixels — CSS pixels in a browser, device-independent pixels on the
// desktop — so a 44 px button is a comfortable finger target on every screen. Drawing
// multiplies by the view's scale so the image is sharp at the device's physical pixels.
package render

import "math"

// View is the drawable area: its size in logical pixels and how many physical pixels make one
// logical pixel (the device scale factor).
type View struct {
	W, H  float64
	Scale float64
}

// Physical is the size in physical pixels, rounded up as Ebitengine rounds a LayoutF size.
func (v View) Physical() (w, h int) {
	return int(math.Ceil(v.W * v.Scale)), int(math.Ceil(v.H * v.Scale))
}

// Bounds is the whole view as a rectangle.
func (v View) Bounds() Rect { return Rect{0, 0, v.W, v.H} }

// Valid reports whether the view can be drawn into (a minimised window has no size).
func (v View) Valid() bool { return v.W > 0 && v.H > 0 && v.Scale > 0 }

// Rect is an axis-aligned rectangle in logical pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r; the right and bottom edges are outside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Centre is the middle of r.
func (r Rect) Centre() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// In reports whether r lies entirely inside outer.
func (r Rect) In(outer Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.X+r.W <= outer.X+outer.W && r.Y+r.H <= outer.Y+outer.H
}

// Overlaps reports whether r and s share any area.
func (r Rect) Overlaps(s Rect) bool {
	return r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H
}

// scaled converts r to physical pixels.
func (r Rect) scaled(s float64) Rect { return Rect{r.X * s, r.Y * s, r.W * s, r.H * s} }

// MinTarget is the smallest side of anything a finger must hit, in logical pixels
// (Apple's 44 pt guideline, WCAG 2.5.5).
const MinTarget = 44.0
