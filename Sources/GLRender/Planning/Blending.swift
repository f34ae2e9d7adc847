@_spi(Rendering) import LayerTree

/// How an item's pixels combine with what its target already holds.
///
/// Decided in one place, `DrawItem.blending`, which asks the item's own primitive
/// (`DrawPrimitive.blending`, next to its material: a flat colour, coverage, a texture), from its
/// opacity and its blend mode (`compositingFilter`), and read by everything that
/// depends on it: culling (only opaque items hide others), the depth-space planner (only members
/// whose every item is opaque skip the sort, `Planner.isOpaquePlane`), the batching stage's two
/// phases, the `blended` debug overlay, and the backend's blend state (`GLEncoder.apply(_:)`).
/// Before, each of those answered the question itself, and a change to one (a new
/// antialiasing feature that leaves flat solids partly covered) had to be found in all.
enum Blending: Equatable {
    /// Covers every pixel of its polygon with alpha 1: drawn in the opaque phase, front to back,
    /// with the depth test and writes on and blending off.
    case opaque
    /// Premultiplied source-over, `R = S + D·(1 − Sa)`: painter's order, blended.
    case sourceOver
    /// `R = S + D`: an emitter's particles with `renderMode = .additive`.
    case additive
    /// A blend mode (`compositingFilter`): the program reads a copy of the target's pixels under
    /// the quad (`blend_quad`) and writes the blended result, composited source-over.
    case backdrop(CompositingBlendMode)

    @inline(__always)
    var isOpaque: Bool {
        if case .opaque = self { return true }
        return false
    }

    /// A solid colour's: opaque when its colour's alpha (opacity applied) is 1 and it is `flat`,
    /// covering each pixel of its polygon wholly (no rounded corner, border ring, antialiased edge
    /// or rounded clip leaves a pixel partly covered: `Tessellator.isFlat`).
    @inline(__always)
    static func solid(alpha: Double, flat: Bool) -> Blending {
        alpha >= 1 && flat ? .opaque : .sourceOver
    }
}

extension PassBlend {
    /// The blending every draw of the pass gets unless its own says otherwise.
    var blending: Blending {
        switch self {
        case .sourceOver: return .sourceOver
        case .additive: return .additive
        }
    }
}
