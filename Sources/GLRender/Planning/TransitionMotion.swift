import Foundation
@_spi(Rendering) import LayerTree

/// Where the old and new appearances of a running `CATransition` sit in the layer's plane,
/// and how strongly each shows, at one progress value. Pure geometry, no GL.
///
/// Directions. Apple's documentation says each subtype is where "the transition begins":
/// `fromRight` begins at the right side of the layer, and `reveal` uncovers the new
/// content "gradually in the direction specified by the transition subtype". So the
/// subtype names the side the motion comes from, for every type: with `fromRight`,
/// `moveIn` and `push` bring the new appearance in from the right edge, moving left,
/// and `push` and `reveal` move the old appearance out through the left edge (a reveal
/// uncovers the new appearance from the right side first). The `CATransition` overview
/// confirms the default: a push with no subtype moves "the red state from left to right
/// with the blue state entering the scene from the left" — `nil` means `fromLeft`.
///
/// `fromTop`/`fromBottom` are y-up names, like the gravity names (rendering-semantics.md):
/// "top" is the layer's max-y edge. That is Core Animation's behaviour on iOS, where layers
/// are y-down and `fromTop` therefore enters from the *visual bottom*: iOS code that mimics
/// a modal presentation (new content rising from the bottom) uses `moveIn` + `fromTop`, and
/// the matching dismissal (old content sinking away) uses `reveal` + `fromBottom`. On macOS,
/// whose layers are y-up, the same max-y edge is the visual top. We draw in the layer's own
/// coordinates (y down, as `geometryFlipped = false` means here), so `fromTop` enters from
/// `bounds.maxY`; under an odd number of `geometryFlipped` ancestors it appears at the top.
///
/// Clipping. Apple does not document whether sliding content is cut at the layer's
/// bounds. We clip it: content flying over the neighbours looks wrong, and the slide's
/// offsets are measured in the bounds' size, so the bounds are the natural window.
/// A fade is not clipped: it moves nothing, and cutting sublayers that hang outside the
/// bounds would make them blink off for the length of the fade.
///
/// Types other than the four public ones (`cube`, `pageCurl`, … are private API) draw as
/// a fade, so a scene using one still changes smoothly rather than popping.
struct TransitionMotion: Equatable {
    enum Style: Equatable {
        /// `old·(1 − p) + new·p`: both images summed (premultiplied), so opaque stays opaque.
        case crossDissolve
        /// The two images layered in painter's order, the one named by `newOnTop` above.
        case slide
    }

    var style: Style
    /// Where each appearance is drawn, relative to its rest position, in the layer's bounds units.
    var oldOffset: Point2
    var newOffset: Point2
    /// How much of each image shows (fade weights; 1 for the slides).
    var oldWeight: Double
    var newWeight: Double
    /// Whether the new appearance is drawn above the old one (`moveIn`, `push`) or below (`reveal`).
    var newOnTop: Bool
    /// Whether the images are cut at the layer's bounds.
    var clipsToBounds: Bool
    /// Whether the two images can cover the same point (then layering them separately under a
    /// faded ancestor would let the lower one show through: they are combined first).
    var overlaps: Bool

    init(type: String, subtype: String?, progress: Double, size: CGSize) {
        let p = min(max(progress.isFinite ? progress : 1, 0), 1)
        // The unit vector from the centre towards the side the transition begins at, in the
        // layer's y-down coordinates ("top" is max y: see above).
        let side: Point2
        switch subtype {
        case "fromRight": side = Point2(1, 0)
        case "fromTop": side = Point2(0, 1)
        case "fromBottom": side = Point2(0, -1)
        default: side = Point2(-1, 0)  // `fromLeft`, Core Animation's default
        }
        let span = Point2(side.x * Double(size.width), side.y * Double(size.height))
        let entering = Point2(span.x * (1 - p), span.y * (1 - p))  // new: from the side to rest
        let leaving = Point2(-span.x * p, -span.y * p)  // old: from rest out the far side
        let rest = Point2(0, 0)
        (style, oldWeight, newWeight, newOnTop, clipsToBounds, overlaps) = (.slide, 1, 1, true, true, true)
        switch type {
        case "moveIn":
            (oldOffset, newOffset) = (rest, entering)
        case "push":
            (oldOffset, newOffset) = (leaving, entering)
            overlaps = false
        case "reveal":
            (oldOffset, newOffset) = (leaving, rest)
            newOnTop = false
        default:  // "fade", and the private types we do not draw
            (oldOffset, newOffset) = (rest, rest)
            (style, oldWeight, newWeight, clipsToBounds) = (.crossDissolve, 1 - p, p, false)
        }
        // The ends are exactly one appearance, as before the transition and after it, also where
        // the other one is merely covered (moveIn's old at 1, reveal's new at 0) but would show
        // through translucent content.
        if p == 0 { newWeight = 0 } else if p == 1 { oldWeight = 0 }
    }
}
