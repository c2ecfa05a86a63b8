// Package art draws Warboard's pictures for Napoleon Strategy, its antique
// skin (Alexandre Strategy) and the back of Junqi pieces: terrain tiles and
// round piece tokens, at any size, as *image.RGBA.
//
// All art is drawn in code, from vector shapes (golang.org/x/image/vector)
// and deterministic noise: the package reads no image files, so there is no
// third-party artwork and no artwork licence to carry. It does not import
// Ebitengine, so it runs headless in tests; the renderer wraps the results
// in ebiten images and caches them per size.
//
// Everything is drawn in "unit space" (the image is 1 wide), so a picture
// is the same at every size, only finer. The same arguments always give the
// same pixels. Light falls from the top left on every picture.
//
// Sides are told apart by more than hue, for colour-blind players: in the
// Napoleon skin South's tokens are dark blue with a light gold rim and
// ivory emblems, North's are white with a dark crimson rim and crimson
// emblems; in the antique skin South is red-figure (terracotta figures on
// black glaze) and North black-figure (black figures on terracotta).
//
// Contact sheets of every tile and piece: WARBOARD_ARTEFACTS=dir go test
// -run 'TestContactSheet|TestShowcase' ./render/art
package art
