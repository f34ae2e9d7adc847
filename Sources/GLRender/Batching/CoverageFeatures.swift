@_spi(Rendering) import LayerTree

/// What of the coverage program (`layer_quad`) a batch of coverage primitives needs: each
/// feature is a `#define` of the program's variant, and a variant without one leaves its code
/// out.
///
/// Why: Mesa's llvmpipe, like most GPUs, runs both sides of a branch under a mask, so a shader
/// that handles every case pays for every case at every pixel. A rounded card paid for the
/// continuous-corner superellipse (three `pow`s), the inner border ring and the path fringe it
/// did not have: `bench rounded` shaded about 18 ns a pixel against 3 for a flat one. A batch
/// takes the union of its primitives' features, so variants never split a batch: the draw
/// calls stay as they were, and each runs the cheapest variant that draws all of its primitives.
struct CoverageFeatures: OptionSet, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A tessellated path's fringe (`CAShapeLayer`).
    static let path = CoverageFeatures(rawValue: 1 << 0)
    /// A border ring inside the bounds.
    static let border = CoverageFeatures(rawValue: 1 << 1)
    /// A continuous corner curve (`cornerCurve = .continuous`), of the shape or its clip.
    static let continuousCorners = CoverageFeatures(rawValue: 1 << 2)
    /// Straight edges antialiased by `edgeAntialiasingMask`.
    static let edgeMask = CoverageFeatures(rawValue: 1 << 3)
    /// A rounded clip evaluated per pixel.
    static let roundedClip = CoverageFeatures(rawValue: 1 << 4)
    /// A rounded rectangle's own coverage: any solid that is not a tessellated path. A batch of
    /// only paths leaves it out, so its program reads no rectangle's size or radii: without a rounded
    /// clip, llvmpipe then fetches 10 of a vertex's 27 floats instead of 18, and interpolates two
    /// varyings instead of four.
    static let roundedRect = CoverageFeatures(rawValue: 1 << 5)

    static let all: CoverageFeatures = [.path, .border, .continuousCorners, .edgeMask, .roundedClip, .roundedRect]

    /// The features, in the order their names and defines are written.
    private static let named: [(feature: CoverageFeatures, name: String, define: String)] = [
        (.path, "fringe", "COVERAGE_PATH"), (.border, "border", "COVERAGE_BORDER"),
        (.continuousCorners, "continuous", "COVERAGE_CONTINUOUS"), (.edgeMask, "edges", "COVERAGE_EDGE_MASK"),
        (.roundedClip, "clip", "COVERAGE_CLIP"), (.roundedRect, "rect", "COVERAGE_ROUNDED_RECT"),
    ]

    /// What a rounded solid (fill or border ring, maybe under a rounded clip) needs.
    init(solid p: SolidPrimitive) {
        self = .roundedRect
        if p.borderWidth > 0 { insert(.border) }
        if !p.smoothEdges.isEmpty { insert(.edgeMask) }
        if p.radii.continuous { insert(.continuousCorners) }
        if let clip = p.clip { insert(Self.features(of: clip)) }
    }

    /// What a path's fringe needs.
    init(shape p: ShapePrimitive) {
        self = .path
        if let clip = p.clip { insert(Self.features(of: clip)) }
    }

    private static func features(of clip: RoundedClip) -> CoverageFeatures {
        guard !clip.radii.isZero else { return [] }  // straight edges are cut on the CPU
        return clip.radii.continuous ? [.roundedClip, .continuousCorners] : .roundedClip
    }

    /// The variant's `#define`s: `COVERAGE_VARIANT` (the common code then leaves out what is not
    /// named) and one per feature.
    var defines: [String] { ["COVERAGE_VARIANT"] + Self.named.filter { contains($0.feature) }.map(\.define) }

    /// The program's name: `layer_quad` for all of them, else `layer_quad[border,clip]` and so on
    /// (`fringe` for a path's).
    var programName: String {
        self == .all
            ? "layer_quad"
            : "layer_quad[" + Self.named.filter { contains($0.feature) }.map(\.name).joined(separator: ",") + "]"
    }

    /// Every subset, for tests that link each variant.
    static var everyVariant: [CoverageFeatures] { (0..<64).map { CoverageFeatures(rawValue: UInt8($0)) } }
}
