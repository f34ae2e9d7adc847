import Foundation
@_spi(Rendering) import LayerTree

// A layer's `filters` (`RenderFilter`): its background, contents, border and sublayers are
// flattened into an offscreen image in its plane, grown by what its blurs spread; each filter
// then draws the last image into a new one of the same grid (a colour matrix in one pass, a blur
// in two, horizontal then vertical, as shadows blur), and the last image is composited (with the
// layer's blend mode, if it has one). Its shadow is drawn beneath it, unfiltered.

extension Planner {
    /// The node's `filters` and `backgroundFilters`, read out of their box in a call of its own
    /// (`outOfLineTransition(of:)` says why).
    @inline(never) func outOfLineFilters(of index: Int) -> RenderFilters? { nodes[index].filters }

    /// Draws the layer through its `filters`, then composites the result at `opacity` with `mode`.
    mutating func drawFiltered(
        _ index: Int, filters: [RenderFilter], mode: CompositingBlendMode?, toTarget: Homography, clip: ClipState,
        opacity: Double, sign: Double, into items: inout [DrawItem]
    ) {
        drawShadow(index, toTarget: toTarget, clip: clip, opacity: opacity, sign: sign, into: &items)
        guard let drawn = extentWithoutShadow(of: index), drawn.width > 0, drawn.height > 0 else { return }
        var spread: CGFloat = 0
        for case .gaussianBlur(let sigma) in filters { spread += 3 * sigma }
        guard
            let extent = Self.visiblePart(
                of: drawn.insetBy(dx: -spread, dy: -spread), clip: clip, margin: spread)
        else { return }
        var grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let largestSigma = filters.reduce(0.0) {
            if case .gaussianBlur(let sigma) = $1 { return max($0, Double(sigma)) }
            return $0
        }
        if largestSigma * grid.density > Self.maxSigmaTexels {
            grid = OffscreenGrid(extent: extent, density: Self.maxSigmaTexels / largestSigma)
        }
        let inner = drawFlattened(index, into: grid, sign: Self.innerSign(sign, toTarget), shadow: false)
        guard !inner.isEmpty else { return }
        let layerID = nodes[index].id
        var image = appendFilterPass(grid, inner, layerID: layerID)
        // A texel-for-texel copy of the last image over the whole grid, in each new pass.
        func wholeGrid(_ source: Int) -> CompositePrimitive {
            CompositePrimitive(
                layerID: layerID, sourcePass: source, polygon: ConvexPolygon(rect: grid.covered),
                toTarget: grid.toTexture, textureRect: grid.covered, opacity: 1, clip: nil)
        }
        for filter in filters {
            switch filter {
            case .colorMatrix(let matrix):
                var quad = wholeGrid(image)
                quad.colorMatrix = matrix
                image = appendFilterPass(grid, [.composite(quad)], layerID: layerID)
            case .gaussianBlur(let sigma):
                let texels = Float(Double(sigma) * grid.density)
                guard texels > 0 else { continue }
                for step in [(1 / Float(grid.width), Float(0)), (Float(0), 1 / Float(grid.height))] {
                    let blur = BlurredComposite(
                        quad: wholeGrid(image), source: .pass(image),
                        uniforms: GaussianBlurUniforms(
                            u_step: step, u_sigma: texels, u_tint: PremultipliedColor(.white, opacity: 1),
                            blursColor: true))
                    image = appendFilterPass(grid, [.blurred(blur)], layerID: layerID)
                }
            }
        }
        appendComposite(
            of: image, grid: grid, extent: extent, layerID: layerID, toTarget: toTarget, clip: clip, opacity: opacity,
            blendMode: mode, into: &items)
    }

    /// A transparent pass of `grid`'s size holding `items`: one step of a filter chain.
    private mutating func appendFilterPass(_ grid: OffscreenGrid, _ items: [DrawItem], layerID: UInt64) -> Int {
        appendImagePass(grid, items, reason: "filter chain", layerID: layerID)
    }
}

/// What a layer's `backgroundFilters` do to the backdrop under it (`Planner.drawBackdropFilters`):
/// a blur, then a colour matrix.
struct BackdropFilter: Equatable {
    /// The blur's σ in target pixels; 0 for none.
    var sigmaPixels: Float
    /// The colour filters, composed into one; `nil` for none.
    var matrix: ColorMatrix?

    /// How far beyond the quad the blur reads, in target pixels.
    var reach: Int { sigmaPixels > 0 ? Int((3 * sigmaPixels).rounded(.up)) + 1 : 0 }
}

extension Planner {
    /// Draws the backdrop under the layer's (rounded) bounds again through its `backgroundFilters`,
    /// at `opacity`, before the layer itself: frosted glass. The backdrop is what the target holds
    /// there when the draw runs (`backdrop_filter`, which copies and blurs it at execution).
    ///
    /// Blurs compose into one of σ = √(Σσ²) and colour matrices into one, applied after the blur
    /// (a blur and an affine colour map commute but for clamping).
    mutating func drawBackdropFilters(
        _ index: Int, filters: [RenderFilter], toTarget: Homography, clip: ClipState, opacity: Double,
        into items: inout [DrawItem]
    ) {
        let bounds = nodes[index].bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        var variance: CGFloat = 0
        var matrix: ColorMatrix?
        for filter in filters {
            switch filter {
            case .gaussianBlur(let sigma): variance += sigma * sigma
            case .colorMatrix(let next): matrix = matrix.map { next.after($0) } ?? next
            }
        }
        let scale = toTarget.scale(at: Point2(Double(bounds.midX), Double(bounds.midY)))
        let sigmaPixels = Float(Double(variance.squareRoot()) * (scale.isFinite ? scale : 0))
        var shape = clip
        shape.intersect(bounds: bounds, radii: Self.cornerRadii(of: nodes[index]))
        let polygon = ConvexPolygon(rect: bounds).clipped(by: shape.lines)
        guard !polygon.isEmpty else { return }
        var quad = CompositePrimitive(
            layerID: nodes[index].id, sourcePass: -1, polygon: polygon, toTarget: toTarget, textureRect: bounds,
            opacity: opacity, clip: shape.rounded)
        quad.backdropFilter = BackdropFilter(sigmaPixels: min(sigmaPixels, 256), matrix: matrix)
        items.append(.composite(quad))
    }
}
