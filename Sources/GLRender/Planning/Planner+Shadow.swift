import Foundation
@_spi(Rendering) import LayerTree

/// Planning a layer's shadow (`shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`, `shadowPath`).
///
/// Overall design:
/// - The shadow is the alpha of what the layer draws (its flattened subtree: background,
///   border, sublayers and their shadows), or of `shadowPath` filled with the nonzero rule,
///   moved by `shadowOffset` in the layer's own coordinates (y down, as on iOS), blurred by
///   a Gaussian and tinted `shadowColor × shadowOpacity`. It is drawn first, under the
///   background (rendering-semantics.md), in the layer's plane, so it turns with the layer
///   in 3D and a group or transition image holds it.
/// - The blur: Core Animation documents `shadowRadius` as a "blur radius" without a
///   kernel; we use a Gaussian of σ = shadowRadius (rendering-semantics.md: the convention
///   designers match iOS to web and design tools by, a CSS blur of B being a radius of B / 2),
///   cut at 3σ.
/// - `masksToBounds` clips the layer's own shadow to its (rounded) bounds, as in Core
///   Animation (the book's "shadow clipping": a shadow under a clipping layer needs a
///   second layer), so under an opaque background it is not drawn at all.
/// - Three ways to draw it, cheapest first:
///   1. Analytic (`ShadowPrimitive`, one more primitive in the batch, no pass): the
///      silhouette is a rounded rectangle, either from `shadowPath` (rect, rounded rect,
///      circle) or because the layer's background is opaque and everything else it draws
///      stays inside its rounded bounds (or it draws only its background).
///   2. A mask texture (`BlurSource.mask`): a silhouette the CPU already knows (any other
///      `shadowPath`; the fill of a shape layer, or the alpha of an image's or a text layer's
///      contents, when that is all the layer draws) is rasterized and blurred on the CPU once
///      per (silhouette, σ, density) and kept by the backend; each frame draws it as a tinted
///      quad. No pass.
///   3. Offscreen (`shadowSubtree`): the subtree's alpha is drawn into a pass, blurred
///      horizontally into a second pass and vertically into a third, at a density lowered so σ
///      is at most 8 texels (the blur hides the lost detail and the taps stay few), and the
///      result is drawn as one tinted, bilinearly sampled quad. Blurring at the target's
///      resolution in the composite would cost 6σ + 1 taps a target pixel every frame (49 at
///      σ = 8: a 400×400 shadow took 40 ms on llvmpipe); the low-resolution passes depend only
///      on the subtree, so a shadow that moves, fades or turns with its layer reuses them.
extension Planner {
    /// The Gaussian σ of a shadow radius, in the same units: the radius itself (see above).
    static func shadowSigma(_ radius: CGFloat) -> Double { Double(radius) }

    /// The largest σ, in texels, that an offscreen shadow or mask is blurred with.
    static let maxSigmaTexels = 8.0

    /// What a shadow is the blurred image of.
    enum ShadowSilhouette: Equatable {
        /// Nothing shows (nothing drawn, or clipped under an opaque background).
        case none
        /// A rounded rectangle of uniform alpha.
        case roundedRect(CGRect, CornerRadii, alpha: Double)
        /// A silhouette the CPU knows (a path, the contents' alpha) times `alpha`, from a cached mask.
        case mask(ShadowMaskKey.Silhouette, alpha: Double)
        /// The layer's flattened subtree, through offscreen passes.
        case subtree
    }

    /// How the shadow of the layer at `index` is drawn.
    mutating func shadowSilhouette(of index: Int) -> ShadowSilhouette {
        let node = nodes[index]
        guard let shadow = node.shadow, node.kind == .layer else { return .none }
        let background = node.backgroundColor.map { Double($0.alpha) } ?? 0
        let hasBounds = node.bounds.width > 0 && node.bounds.height > 0
        if node.masksToBounds, hasBounds, background >= 1 { return .none }
        if let shape = shadow.shape {
            switch shape {
            case let .roundedRect(rect, radius):
                let r = Double(min(radius, min(rect.width, rect.height) / 2))
                return .roundedRect(
                    rect, CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r),
                    alpha: 1)
            case let .ellipse(rect) where abs(rect.width - rect.height) <= 1e-9 * rect.width:
                let r = Double(rect.width / 2)
                return .roundedRect(
                    rect, CornerRadii(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r),
                    alpha: 1)
            case .ellipse:
                return .mask(.path(CGPath(ellipseIn: shapeRect(shape)).elements), alpha: 1)
            case .path(let elements):
                return .mask(.path(elements), alpha: 1)
            }
        }
        let hasBorder = node.borderWidth > 0 && (node.borderColor?.alpha ?? 0) > 0
        if node.$contents || node.$text || node.$shape || node.$gradient {
            // The layer's own content (an image, text, a shape, a gradient) has an alpha of its own that
            // no closed form knows. Where that content is all the layer draws and the CPU holds its
            // alpha, a mask blurred once stands in; otherwise only a pass over the subtree sees it.
            // Sublayers are measured last: the cheaper tests decide most layers.
            guard background == 0, !hasBorder, let own = ownContentSilhouette(of: node),
                childrenExtent(of: index) == nil
            else { return .subtree }
            return own
        }
        let childExtent = childrenExtent(of: index)
        let radii = Self.cornerRadii(of: node)
        if hasBounds, background >= 1 {
            if let childExtent, !Self.roundedRect(node.bounds, radii, contains: childExtent) { return .subtree }
            return .roundedRect(node.bounds, radii, alpha: 1)
        }
        if childExtent == nil, !hasBorder {
            return hasBounds && background > 0 ? .roundedRect(node.bounds, radii, alpha: background) : .none
        }
        return .subtree
    }

    /// The silhouette of a layer that draws only its own content, where the CPU holds its alpha: a
    /// shape layer's opaque nonzero fill without a stroke, or contents (an image, a text layer's
    /// text) not cut by rounded bounds. `nil` for anything else (gradients, strokes, transitions).
    private func ownContentSilhouette(of node: RenderNode) -> ShadowSilhouette? {
        guard node.mask == nil, !node.$transition, !node.$gradient else { return nil }
        let radii = Self.cornerRadii(of: node)
        let rounded = radii.topLeft > 0 || radii.topRight > 0 || radii.bottomRight > 0 || radii.bottomLeft > 0
        if let shape = node.shape {
            guard !node.$contents, shape.fills, !shape.strokes, shape.fillRule == .nonZero,
                let fill = shape.fillColor
            else { return nil }
            let box = CGPath.boundingBox(of: shape.path)
            // Bounds that clip the fill change its silhouette; a fill inside them is left whole.
            if node.masksToBounds, rounded || !node.bounds.contains(box) { return nil }
            return .mask(.path(shape.path), alpha: Double(fill.alpha))
        }
        guard let contents = node.contents else { return nil }
        var slices = ContentsLayout.slices(of: contents, in: node.bounds)
        if node.masksToBounds {
            guard !rounded else { return nil }
            slices = slices.compactMap { $0.clipped(to: node.bounds) }
        }
        guard !slices.isEmpty else { return ShadowSilhouette.none }
        return .mask(.contents(ContentsSilhouette(image: contents.image, slices: slices)), alpha: 1)
    }

    private func shapeRect(_ shape: RenderShadow.Shape) -> CGRect {
        switch shape {
        case .roundedRect(let rect, _), .ellipse(let rect): return rect
        case .path(let elements): return CGPath.boundingBox(of: elements)
        }
    }

    /// The box the layer's shadow can cover, in its own coordinates, given the extent of what it draws otherwise.
    mutating func shadowExtent(of index: Int, drawnExtent: CGRect?) -> CGRect? {
        // Most layers have no shadow: test before copying the node.
        guard nodes.holds(.shadow, at: index), let shadow = outOfLineShadow(of: index) else { return nil }
        let node = nodes[index]
        let sigma = Self.shadowSigma(shadow.radius)
        var box: CGRect?
        switch shadowSilhouette(of: index) {
        case .none: return nil
        case let .roundedRect(rect, _, _): box = rect.insetBy(dx: -CGFloat(3 * sigma), dy: -CGFloat(3 * sigma))
        case .mask(let silhouette, _): box = silhouette.box.insetBy(dx: -CGFloat(3 * sigma), dy: -CGFloat(3 * sigma))
        case .subtree: box = drawnExtent?.insetBy(dx: -CGFloat(3 * sigma), dy: -CGFloat(3 * sigma))
        }
        guard
            var moved = box?.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).bounded(
                by: Double(Self.extentLimit))
        else { return nil }
        if node.masksToBounds {
            guard let clipped = moved.overlap(node.bounds) else { return nil }
            moved = clipped
        }
        return moved.isEmpty ? nil : moved
    }

    /// The box a layer's background, border, sublayers and shadow cover, in its own coordinates.
    mutating func flattenedExtent(of index: Int) -> CGRect? {
        let drawn = extentWithoutShadow(of: index)
        guard let shadowBox = shadowExtent(of: index, drawnExtent: drawn) else { return drawn }
        return drawn.map { $0.union(shadowBox) } ?? shadowBox
    }

    /// Draws the shadow of the layer at `index`, under everything else it draws.
    mutating func drawShadow(
        _ index: Int, toTarget: Homography, clip: ClipState, opacity: Double, sign: Double,
        into items: inout [DrawItem]
    ) {
        // Most layers have no shadow: test before copying the node.
        guard nodes.holds(.shadow, at: index), let shadow = outOfLineShadow(of: index) else { return }
        let node = nodes[index]
        let silhouette = shadowSilhouette(of: index)
        guard silhouette != .none else { return }
        var clip = clip
        if node.masksToBounds { clip.intersect(bounds: node.bounds, radii: Self.cornerRadii(of: node)) }
        let sigma = Self.shadowSigma(shadow.radius)
        let (dx, dy) = (shadow.offset.width, shadow.offset.height)
        let tint = PremultipliedColor(shadow.color, opacity: Double(shadow.opacity) * opacity)
        guard !tint.isTransparent else { return }
        switch silhouette {
        case .none:
            return
        case let .roundedRect(rect, radii, alpha):
            let shape = rect.offsetBy(dx: dx, dy: dy)
            // A pixel of room past 3σ: the shader widens σ by a fraction of a pixel to antialias.
            let pixel = toTarget.inverseMinimumScale(at: Point2(Double(shape.midX), Double(shape.midY)))
            let grow = CGFloat(3 * sigma + 2 * min(pixel, Double(max(shape.width, shape.height))))
            let polygon = ConvexPolygon(rect: shape.insetBy(dx: -grow, dy: -grow)).clipped(by: clip.lines)
            guard !polygon.isEmpty else { return }
            items.append(
                .shadow(
                    ShadowPrimitive(
                        layerID: node.id, polygon: polygon, toTarget: toTarget, shape: shape, radii: radii,
                        sigma: sigma,
                        color: PremultipliedColor(shadow.color, opacity: Double(shadow.opacity) * opacity * alpha),
                        clip: clip.rounded)))
        case let .mask(silhouette, alpha):
            let box = silhouette.box
            guard box.width > 0 || box.height > 0 else { return }
            let center = Point2(Double(box.midX + dx), Double(box.midY + dy))
            let density = Self.maskDensity(toTarget.scale(at: center), sigma: sigma, box: box)
            let key = ShadowMaskKey(silhouette: silhouette, box: box, sigma: sigma, density: density)
            let tint = PremultipliedColor(shadow.color, opacity: Double(shadow.opacity) * opacity * alpha)
            let rect = key.coveredRect.offsetBy(dx: dx, dy: dy)
            var drawn = rect
            if case .contents(let contents) = silhouette {
                // Only where the mask is not 0 (a text layer's bitmap is mostly margin): the ink,
                // spread by the blur (3σ and a texel), a texel where a mask texel's centre samples
                // it, and a texel of the mask's bilinear sampling.
                guard let ink = contents.inkBox else { return }
                let grow = CGFloat(3 * sigma + 3 / density)
                guard let inked = rect.overlap(ink.insetBy(dx: -grow, dy: -grow).offsetBy(dx: dx, dy: dy)),
                    inked.width > 0, inked.height > 0
                else { return }
                drawn = inked
            }
            let polygon = ConvexPolygon(rect: drawn).clipped(by: clip.lines)
            guard !polygon.isEmpty else { return }
            items.append(
                .blurred(
                    BlurredComposite(
                        quad: CompositePrimitive(
                            layerID: node.id, sourcePass: -1, polygon: polygon, toTarget: toTarget,
                            textureRect: rect, opacity: 1, clip: clip.rounded),
                        source: .mask(key), uniforms: GaussianBlurUniforms(u_step: (0, 0), u_sigma: 0, u_tint: tint))))
        case .subtree:
            shadowSubtree(
                index, sigma: sigma, offset: (dx, dy), tint: tint, toTarget: toTarget, clip: clip,
                sign: sign, into: &items)
        }
    }

    /// The offscreen path: the subtree's alpha in a pass, a horizontal blur pass, and a
    /// composite that blurs vertically and tints.
    private mutating func shadowSubtree(
        _ index: Int, sigma: Double, offset: (CGFloat, CGFloat),
        tint: PremultipliedColor, toTarget: Homography, clip: ClipState,
        sign: Double, into items: inout [DrawItem]
    ) {
        let node = nodes[index]
        guard let drawn = extentWithoutShadow(of: index), drawn.width > 0, drawn.height > 0 else { return }
        let grow = CGFloat(3 * sigma)
        // Only the shadow that can show, and the silhouette within 3σ of it (what its blur reads).
        var clipAtSilhouette = clip
        clipAtSilhouette.lines = clip.lines.map { $0.seenFromCopy(movedBy: Double(offset.0), Double(offset.1)) }
        guard
            let extent = Self.visiblePart(
                of: drawn.insetBy(dx: -grow, dy: -grow), clip: clipAtSilhouette,
                margin: grow)
        else { return }
        var grid = budgetedGrid(extent: extent, toTarget: toTarget)
        if sigma * grid.density > Self.maxSigmaTexels {
            grid = OffscreenGrid(extent: extent, density: Self.maxSigmaTexels / sigma)
        }
        let innerSign = Self.innerSign(sign, toTarget)
        let inner = drawFlattened(index, into: grid, sign: innerSign, shadow: false)
        guard !inner.isEmpty else { return }
        let silhouette = appendImagePass(grid, inner, reason: "shadow silhouette", layerID: node.id)
        let sigmaTexels = Float(sigma * grid.density)
        let white = PremultipliedColor(.white, opacity: 1)
        let horizontal = BlurredComposite(
            quad: CompositePrimitive(
                layerID: node.id, sourcePass: silhouette, polygon: ConvexPolygon(rect: grid.covered),
                toTarget: grid.toTexture, textureRect: grid.covered, opacity: 1, clip: nil),
            source: .pass(silhouette),
            uniforms: GaussianBlurUniforms(u_step: (1 / Float(grid.width), 0), u_sigma: sigmaTexels, u_tint: white))
        let across = appendImagePass(grid, [.blurred(horizontal)], reason: "shadow blur", layerID: node.id)
        var vertical = horizontal
        vertical.quad.sourcePass = across
        vertical.source = .pass(across)
        vertical.uniforms.u_step = (0, 1 / Float(grid.height))
        let blurred = appendImagePass(grid, [.blurred(vertical)], reason: "shadow blur", layerID: node.id)
        let rect = grid.covered.offsetBy(dx: offset.0, dy: offset.1)
        let polygon = ConvexPolygon(rect: rect).clipped(by: clip.lines)
        guard !polygon.isEmpty else { return }
        // The blurred image is sampled once (σ 0) and tinted: the offset, colour and opacity, and the
        // layer's own transform, change only this quad, so an animated shadow of an unchanged
        // subtree reuses all three passes (`OffscreenReuse`).
        items.append(
            .blurred(
                BlurredComposite(
                    quad: CompositePrimitive(
                        layerID: node.id, sourcePass: blurred, polygon: polygon, toTarget: toTarget,
                        textureRect: rect, opacity: 1, clip: clip.rounded),
                    source: .pass(blurred),
                    uniforms: GaussianBlurUniforms(u_step: (0, 0), u_sigma: 0, u_tint: tint))))
    }

    /// Texels per point for a path's mask: as sharp as the layer appears, no sharper than
    /// σ needs, at most 2048 texels a side, quantized to steps of 2^(1/4).
    static func maskDensity(_ scale: Double, sigma: Double, box: CGRect) -> Double {
        var density = min(max(scale, 1.0 / 16), 16)
        if sigma > 0 { density = min(density, maxSigmaTexels / sigma) }
        let side = Double(max(box.width, box.height)) + 6 * sigma
        density = min(density, 2048 / max(side, 1))
        // A NaN scale or an infinite path box leaves no usable density: the coarsest one stands in
        // (the mask's sides are clamped anyway, `ShadowMaskKey.pixelWidth`).
        guard density > 0, density.isFinite else { return 1.0 / 16 }
        return pow(2, (log2(density) * 4).rounded(.down) / 4)
    }

    /// The union of the layer's sublayers' flattened extents, in its coordinates (clipped to the bounds with `masksToBounds`).
    private mutating func childrenExtent(of index: Int) -> CGRect? {
        let node = nodes[index]
        let members = collectMembers(
            node.children, superlayer: node.superlayerGeometry,
            base: CATransform3DIdentity, opacity: 1, parity: 1)
        var extent: CGRect?
        for member in members where nodes[member.index].opacity > 0 {
            guard let childExtent = contentExtent(of: member.index) else { continue }
            let h = Homography(flattening: member.toSpace)
            var polygon = ConvexPolygon(rect: childExtent)
            if let front = h.inFront(epsilon: 1e-3) { polygon = polygon.clipped(by: front) }
            guard let box = ConvexPolygon(points: polygon.points.map { h.project($0) }).boundingBox else { continue }
            let rect = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
            guard let rect = rect.bounded(by: Double(Self.extentLimit)) else { continue }
            extent = extent.map { $0.union(rect) } ?? rect
        }
        if node.masksToBounds, let e = extent { return e.overlap(node.bounds) }
        return extent
    }

    /// Whether `inner` lies inside the rounded rectangle `rect` with `radii`.
    static func roundedRect(_ rect: CGRect, _ radii: CornerRadii, contains inner: CGRect) -> Bool {
        let eps: CGFloat = 1e-6
        guard inner.minX >= rect.minX - eps, inner.maxX <= rect.maxX + eps,
            inner.minY >= rect.minY - eps, inner.maxY <= rect.maxY + eps
        else { return false }
        let corners: [(CGPoint, CGPoint, Double)] = [
            (CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: rect.minX, y: rect.minY), radii.topLeft),
            (CGPoint(x: inner.maxX, y: inner.minY), CGPoint(x: rect.maxX, y: rect.minY), radii.topRight),
            (CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: rect.maxX, y: rect.maxY), radii.bottomRight),
            (CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: rect.minX, y: rect.maxY), radii.bottomLeft),
        ]
        for (point, corner, r) in corners where r > 0 {
            // The arc's centre sits r inside the corner on both axes.
            let cx = Double(corner.x) + (corner.x == rect.minX ? r : -r)
            let cy = Double(corner.y) + (corner.y == rect.minY ? r : -r)
            let outsideX = corner.x == rect.minX ? Double(point.x) < cx : Double(point.x) > cx
            let outsideY = corner.y == rect.minY ? Double(point.y) < cy : Double(point.y) > cy
            if outsideX, outsideY, hypot(Double(point.x) - cx, Double(point.y) - cy) > r + 1e-6 { return false }
        }
        return true
    }
}

extension OffscreenGrid {
    /// A grid over `extent` at exactly `density` texels per unit (a shadow's lowered density).
    init(extent: CGRect, density: Double) {
        self.density = density
        width = pixelSide(Double(extent.width) * density, limit: OffscreenGrid.largestSide)
        height = pixelSide(Double(extent.height) * density, limit: OffscreenGrid.largestSide)
        toTexture = .translateThenScale(tx: -Double(extent.minX), ty: -Double(extent.minY), scale: density)
        covered = CGRect(
            x: extent.minX, y: extent.minY,
            width: CGFloat(Double(width) / density), height: CGFloat(Double(height) / density))
    }
}
