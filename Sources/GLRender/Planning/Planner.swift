import Foundation
@_spi(Rendering) import LayerTree

/// Turns a render-tree snapshot into a display list: draw items in painter's order,
/// grouped into render passes. Pure CPU work, no GL.
///
/// Overall design (rendering-semantics.md is the law):
/// - Every normal layer flattens its sublayers into its plane. Its sublayers (and,
///   through `CATransformLayer`s, their sublayers) are the *members* of its 3D space;
///   they are parallel planes sorted by depth, opaque planes placed by the depth buffer
///   (`Planner+DepthSpace.swift`), or translucent planes ordered by `DepthSorter`.
///   Each member reaches the layer's plane by a flattened homography, so a primitive
///   reaches the target through a product of homographies, without offscreen passes.
/// - Clips travel down as half-planes pulled back into each plane (`ClipState`).
/// - Three effects need offscreen passes. Group opacity: a layer with opacity < 1 and
///   sublayers is drawn into a texture in its own plane, then composited once; skipped
///   when the subtree draws at most one primitive, where fading that primitive is the
///   same image. Transitions: the old and new appearances of a layer with a running
///   `CATransition` become images in its plane (`Planner+Transition.swift`). Blend modes
///   (`compositingFilter`): the subtree becomes an image in the layer's plane, blended onto
///   the backdrop its target holds (`Planner+BlendMode.swift`).
/// - `shouldRasterize` layers composite a cached bitmap of their subtree, drawn again only
///   when the subtree changes (`Planner+Rasterize.swift`).
struct Planner {
    let tree: RenderTree
    /// `tree.nodes`, read in place (`NodeReader`): every field the planner reads goes through it.
    let nodes: NodeReader
    /// The largest texture side the GPU allows.
    let maxTextureSize: Int
    /// Appended only, so a pass's index never changes once a composite refers to it.
    private(set) var passes: [RenderPass] = []
    /// Each node's content extent, once computed this frame (by node index: no hashing on this hot
    /// path); nil where not yet asked. Damage tracking carries it into the next frame's planner
    /// for the layers whose subtrees did not change (`DamageTracker`).
    var extentCache: [CGRect??] = []
    /// Each layer's sublayer boxes (`visibleSublayers`), kept like `extentCache`; by node index.
    var sublayerBoxCache: [Int: SublayerBoxes] = [:]
    /// The last rectangle `rectanglePolygon` made a polygon of, and the polygon.
    private var lastRectangle: (rect: CGRect, polygon: ConvexPolygon)?
    /// 3D rendering contexts given to the depth buffer so far (`Planner+DepthSpace.swift`).
    var depthContextCount = 0
    /// The raster cache's contents and what this frame rasterized (`Planner+Rasterize.swift`).
    var raster = RasterPlanning()
    /// Tessellated shapes kept between frames (the renderer hands in its own).
    var shapeMeshes = ShapeMeshCache()
    /// In a partial frame, the damaged pixels: layers whose box misses them are not planned (the
    /// canvas outside them keeps last frame's pixels). Nil plans everything.
    var interest: DamageRegion?
    /// Offscreen pixels this frame's passes may hold before images get coarser (`budgetedGrid`): 16
    /// canvases, at least 16 Mi pixels.
    var offscreenPixelBudget = Int.max
    /// Offscreen pixels of the passes planned so far this frame.
    var offscreenPixelsPlanned = 0
    /// Whether the canvas is cleared to transparent (no background): with nothing drawn on it
    /// yet, a blend mode there is source-over (`backdropIsEmpty`).
    var canvasIsClear = false
    /// Walks down from the root to place a layer on the target (`targetPlacement`), counted for
    /// the tests of damage tracking's cost.
    var placementWalks = 0

    init(tree: RenderTree, maxTextureSize: Int) {
        self.tree = tree
        nodes = NodeReader(tree.nodes)
        self.maxTextureSize = maxTextureSize
    }

    /// Plans a frame of `size` points at `scale` pixels per point over `background`.
    mutating func plan(size: CGSize, scale: Double, background: CGColor?) -> DisplayList {
        plan(FrameTarget(size: size, scale: CGFloat(scale), background: background))
    }

    /// Plans a frame into `target`.
    mutating func plan(_ target: FrameTarget) -> DisplayList {
        let (width, height, scale, background) = (
            target.pixelWidth, target.pixelHeight, Double(target.scale),
            target.background
        )
        // Both saturate for an impossible canvas.
        raster.pixelLimit = Int(min(2.5 * Double(width) * Double(height), 1e15))
        offscreenPixelBudget = Int(min(max(16 * Double(width) * Double(height), Double(1 << 24)), 1e15))
        canvasIsClear = (background?.alpha ?? 0) <= 0
        var items: [DrawItem] = []
        // About one item a layer: growing the array as it fills would copy every (large) item several times.
        items.reserveCapacity(tree.nodes.count + 16)
        if tree.root != nil {
            let toTarget = Homography.translateThenScale(tx: 0, ty: 0, scale: scale)
            let members = collectMembers(
                [0], superlayer: .canvas, base: CATransform3DIdentity,
                opacity: 1, parity: 1)
            // The canvas's own edges clip everything drawn on it, so a subtree wholly off the canvas is
            // skipped before it is planned (`drawMember`): a long list costs the rows on screen.
            var canvas = ClipState()
            canvas.onCanvas = true
            canvas.intersect(bounds: CGRect(origin: .zero, size: target.size), radii: .zero)
            drawSpace(members, toTarget: toTarget, clip: canvas, opacity: 1, outerSign: 1, into: &items)
        }
        let clear = PremultipliedColor(background ?? .clear, opacity: 1)
        passes.append(
            RenderPass(
                width: width, height: height, clearColor: clear, items: items,
                reason: "canvas", layerID: nil))
        return DisplayList(passes: passes)
    }

    // MARK: 3D spaces

    /// The members of a 3D space: normal sublayers, and transform layers' sublayers, recursively.
    func collectMembers(
        _ indices: [Int], superlayer: SuperlayerGeometry, base: CATransform3D,
        opacity: Double, parity: Double
    ) -> [SpaceMember] {
        var members: [SpaceMember] = []
        members.reserveCapacity(indices.count)
        let childParity = superlayer.isGeometryFlipped ? -parity : parity
        // Sublayers of a normal layer have no base: its space is its own plane.
        let baseIsIdentity = base.isIdentity
        for index in indices {
            let placed = tree.transformToSuperlayer(ofNode: index, superlayer)
            let toSpace = baseIsIdentity ? placed : placed.concatenating(base)
            switch nodes[index].kind {
            case .transformLayer:
                let o = opacity * Double(nodes[index].opacity)
                guard o > 0 else { continue }
                members += collectMembers(
                    nodes[index].children, superlayer: tree.superlayerGeometry(ofNode: index),
                    base: toSpace, opacity: o, parity: childParity)
            case .layer:
                members.append(SpaceMember(index: index, toSpace: toSpace, opacity: opacity, parity: childParity))
            }
        }
        return members
    }

    /// Draws the members of one 3D space into the space's plane: in depth order when they are
    /// parallel, through the depth buffer when they are not (`Planner+DepthSpace.swift`), and
    /// depth-sorted with cuts when the space is itself flattened into a plane that the depth buffer
    /// places (a nested 3D space).
    mutating func drawSpace(
        _ members: [SpaceMember], toTarget: Homography, clip: ClipState, opacity: Double,
        outerSign: Double, into items: inout [DrawItem]
    ) {
        guard !members.isEmpty else { return }
        let placements: [DepthSorter.Placement]
        if members.count == 1 {
            placements = [DepthSorter.Placement(member: 0, cuts: [])]
        } else if let parallel = DepthSorter.parallelOrder(members.map(\.toSpace)) {
            placements = parallel
        } else if toTarget.depth == nil {
            drawSpaceThroughDepth(
                members, toTarget: toTarget, clip: clip, opacity: opacity, outerSign: outerSign,
                into: &items)
            return
        } else {
            var polygons: [ConvexPolygon] = []
            for member in members { polygons.append(sortablePolygon(of: member)) }
            placements = DepthSorter.order(members, polygons: polygons)
        }
        for placement in placements {
            drawMember(
                members[placement.member], number: placement.member, context: nil, cuts: placement.cuts,
                toTarget: toTarget, clip: clip, opacity: opacity, outerSign: outerSign, into: &items)
        }
    }

    /// Whether the layer's front faces the viewer where it is finally projected.
    /// `bounds` are the layer's (passed alone: a whole render node is large to copy per member).
    func isFacingViewer(_ h: Homography, sign: Double, bounds: CGRect) -> Bool {
        // With W > 0 the Jacobian's determinant is det(H) / W³, so its sign is det(H)'s.
        let center = Point2(Double(bounds.midX), Double(bounds.midY))
        let w = h.apply(center).w
        return h.determinant * sign * (w < 0 ? -1 : 1) > 0
    }

    // MARK: Layers

    /// Draws one normal layer and its subtree, through offscreen passes where group opacity or a transition needs them.
    mutating func drawLayer(
        _ index: Int, toTarget: Homography, clip: ClipState, opacity: Double, sign: Double,
        into items: inout [DrawItem]
    ) {
        if nodes.holds(.transition, at: index), let transition = outOfLineTransition(of: index) {
            // Before the opacity test: the old appearance may show while the new one is transparent.
            drawTransition(
                index, transition, toTarget: toTarget, clip: clip, opacity: opacity, sign: sign,
                into: &items)
            return
        }
        let layerOpacity = Double(nodes[index].opacity)
        guard opacity * layerOpacity > 0 else { return }
        if nodes.holds(.filters, at: index), let filters = outOfLineFilters(of: index), !filters.background.isEmpty {
            drawBackdropFilters(  // Planner+Filters.swift
                index, filters: filters.background, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity,
                into: &items)
        }
        var clip = clip
        if let mask = nodes[index].mask {  // Planner+Mask.swift
            switch maskPlan(of: index, maskIndex: mask) {
            case .nothing: return
            case .unmasked: break
            case let .clip(rect, radii): clip.intersect(bounds: rect, radii: radii)
            case .offscreen(let maskIndex):
                drawMasked(
                    index, maskIndex: maskIndex, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity,
                    sign: sign, into: &items)
                return
            }
        }
        if nodes.holds(.filters, at: index), let filters = outOfLineFilters(of: index), !filters.layer.isEmpty {
            drawFiltered(  // Planner+Filters.swift
                index, filters: filters.layer, mode: nodes[index].blendMode, toTarget: toTarget, clip: clip,
                opacity: opacity * layerOpacity, sign: sign, into: &items)
            return
        }
        if let mode = nodes[index].blendMode, !backdropIsEmpty(items, clip: clip) {  // Planner+BlendMode.swift
            drawBlended(
                index, mode: mode, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity, sign: sign,
                into: &items)
            return
        }
        if nodes[index].shouldRasterize,
            drawRasterized(
                index, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity, sign: sign,
                into: &items)
        {
            return
        }
        if layerOpacity < 1, nodes[index].allowsGroupOpacity,
            (!nodes[index].children.isEmpty && primitiveCount(index, limit: 2) >= 2) || translucentBorderOverFill(index)
                || strokeOverFill(index)
        {
            drawGroup(index, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity, sign: sign, into: &items)
        } else {
            drawContents(
                index, toTarget: toTarget, clip: clip, opacity: opacity * layerOpacity, sign: sign, into: &items)
        }
    }

    /// Shadow, background, contents (image or vector), sorted sublayers, then border — the order of rendering-semantics.md.
    mutating func drawContents(
        _ index: Int, toTarget: Homography, clip: ClipState, opacity: Double, sign: Double,
        shadow: Bool = true, into items: inout [DrawItem]
    ) {
        if shadow { drawShadow(index, toTarget: toTarget, clip: clip, opacity: opacity, sign: sign, into: &items) }
        // Fields are read in place through `nodes` (a copied node is 1.2 kB).
        let radii = Self.cornerRadii(
            nodes[index].cornerRadius, bounds: nodes[index].bounds,
            maskedCorners: nodes[index].maskedCorners, curve: nodes[index].cornerCurve)
        // A layer's own drawing fades as one (group opacity): under an opaque border the fill is
        // hidden anyway, so cut at the border's inner edge, fading each part alone is fading them
        // together, with no pass. (A translucent border over a fill takes a pass: `drawLayer`.)
        var fillClip = clip
        let borderWidth = nodes[index].borderWidth
        if opacity < 1, borderWidth > 0, let border = nodes[index].borderColor, border.alpha >= 1 {
            let bounds = nodes[index].bounds
            let inside = bounds.insetBy(dx: min(borderWidth, bounds.width / 2), dy: min(borderWidth, bounds.height / 2))
            let innerRadii = CornerRadii(
                topLeft: max(radii.topLeft - Double(borderWidth), 0),
                topRight: max(radii.topRight - Double(borderWidth), 0),
                bottomRight: max(radii.bottomRight - Double(borderWidth), 0),
                bottomLeft: max(radii.bottomLeft - Double(borderWidth), 0))
            fillClip.intersect(bounds: inside, radii: innerRadii)
        }
        if let background = nodes[index].backgroundColor {
            emitRoundedRect(
                index, toTarget: toTarget, clip: fillClip, radii: radii, borderWidth: 0,
                color: PremultipliedColor(background, opacity: opacity), into: &items)
        }
        if nodes.holds([.gradient, .shape], at: index) {
            emitVectorContent(
                nodes[index], toTarget: toTarget, clip: fillClip, radii: radii, opacity: opacity,
                into: &items)
        }
        if nodes.holds(.contents, at: index) {
            emitContents(
                nodes[index], toTarget: toTarget,
                clip: Self.contentsClip(nodes[index], inherited: fillClip, radii: radii),
                opacity: opacity, into: &items)
        }
        if !nodes[index].children.isEmpty {
            var childClip = clip
            if nodes[index].masksToBounds { childClip.intersect(bounds: nodes[index].bounds, radii: radii) }
            // Found before `collectMembers` is called: as its argument, the mutating call would run
            // while a copy of the planner is held for the call, and copy the sublayer boxes it updates.
            let visible = visibleSublayers(of: index, clip: childClip, toTarget: toTarget)
            let members = collectMembers(
                visible, superlayer: nodes[index].superlayerGeometry, base: CATransform3DIdentity,
                opacity: 1, parity: 1)
            drawSpace(members, toTarget: toTarget, clip: childClip, opacity: opacity, outerSign: sign, into: &items)
        }
        if borderWidth > 0, let border = nodes[index].borderColor {
            emitRoundedRect(
                index, toTarget: toTarget, clip: clip, radii: radii, borderWidth: Double(borderWidth),
                color: PremultipliedColor(border, opacity: opacity), into: &items)
        }
        // Core Animation draws an emitter's particles above its background and border.
        if nodes.holds(.particles, at: index) {
            emitParticles(
                nodes[index], toTarget: toTarget,
                clip: Self.contentsClip(nodes[index], inherited: clip, radii: radii), opacity: opacity,
                into: &items)
        }
    }

    private mutating func emitRoundedRect(
        _ index: Int, toTarget: Homography, clip: ClipState,
        radii: CornerRadii, borderWidth: Double, color: PremultipliedColor,
        into items: inout [DrawItem]
    ) {
        let bounds = nodes[index].bounds
        guard !color.isTransparent, bounds.width > 0, bounds.height > 0 else { return }
        var area = bounds
        let smoothEdges = Self.smoothEdges(of: index, in: nodes)
        if !smoothEdges.isEmpty {
            // Room for the outer half of the antialiased edge: one pixel, in the layer's units.
            let pad = toTarget.inverseMinimumScale(at: Point2(Double(area.midX), Double(area.midY)))
            let limit = Double(max(area.width, area.height))
            area = area.insetBy(dx: -CGFloat(min(pad, limit)), dy: -CGFloat(min(pad, limit)))
        }
        let polygon = rectanglePolygon(area).clipped(by: clip.lines)
        guard !polygon.isEmpty else { return }
        if radii.isZero && clip.rounded == nil {
            // Nothing to split, the common case: made where the item holds it, with no array and
            // no copy of the primitive (about 300 bytes, thousands of layers a frame).
            items.append(
                .solid(
                    HeldSolid(
                        SolidPrimitive(
                            layerID: nodes[index].id, polygon: polygon, toTarget: toTarget, shape: bounds,
                            radii: radii, borderWidth: borderWidth, smoothEdges: smoothEdges, color: color, clip: nil)))
            )
        } else {
            let solid = SolidPrimitive(
                layerID: nodes[index].id, polygon: polygon, toTarget: toTarget, shape: bounds, radii: radii,
                borderWidth: borderWidth, smoothEdges: smoothEdges, color: color, clip: clip.rounded)
            for piece in Segmentation.pieces(of: solid) { items.append(.solid(HeldSolid(piece))) }
        }
    }

    /// `ConvexPolygon(rect:)`, sharing its points with the last call's when the rectangle is the
    /// same: sibling layers of one size (a grid, a list's rows) each draw their bounds, and an
    /// array of four points a layer, made and freed every frame, was a tenth of planning them.
    private mutating func rectanglePolygon(_ rect: CGRect) -> ConvexPolygon {
        // Field by field: CGRect's == is a call into Foundation.
        if let last = lastRectangle, last.rect.origin.x == rect.origin.x, last.rect.origin.y == rect.origin.y,
            last.rect.size.width == rect.size.width, last.rect.size.height == rect.size.height
        {
            return last.polygon
        }
        let polygon = ConvexPolygon(rect: rect)
        lastRectangle = (rect, polygon)
        return polygon
    }

    /// Whether the layer draws a translucent border over a fill of its own (background, gradient,
    /// shape, contents or text): faded as one, the fill must not show through the border, which
    /// takes an offscreen pass (`drawGroup`).
    func translucentBorderOverFill(_ index: Int) -> Bool {
        guard nodes[index].borderWidth > 0, let border = nodes[index].borderColor, border.alpha > 0, border.alpha < 1
        else { return false }
        let background = nodes[index].backgroundColor.map { $0.alpha > 0 } ?? false
        return background || nodes.holds([.gradient, .shape, .contents, .text], at: index)
    }

    /// Whether a shape layer strokes its path over its fill: faded, the fill must not show
    /// through the stroke, so the two fade as one image.
    func strokeOverFill(_ index: Int) -> Bool {
        guard let shape = nodes[index].shape else { return false }
        return shape.fills && shape.strokes
    }

    /// `cornerRadius` per corner, clamped to half the shorter side, for the masked corners only.
    static func cornerRadii(of node: RenderNode) -> CornerRadii {
        cornerRadii(node.cornerRadius, bounds: node.bounds, maskedCorners: node.maskedCorners, curve: node.cornerCurve)
    }

    /// The same from the fields, which a caller holding an array of nodes reads in place (passing a
    /// node copies all of it).
    /// A continuous corner's value is its span along the edges (`CornerRadii`).
    static func cornerRadii(
        _ radius: CGFloat, bounds: CGRect, maskedCorners m: CACornerMask,
        curve: CALayerCornerCurve = .circular
    ) -> CornerRadii {
        // Square corners, most layers: the curve (a string-backed name) need not be looked at.
        guard radius > 0 else { return .zero }
        let r = Double(min(radius * curve.expansionFactor, min(bounds.width, bounds.height) / 2))
        guard r > 0 else { return .zero }
        return CornerRadii(
            topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
            bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0, bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0,
            continuous: curve == .continuous)
    }

    // MARK: Group opacity

    /// How many primitives the subtree draws, counting up to `limit`.
    private func primitiveCount(_ index: Int, limit: Int) -> Int {
        let node = nodes[index]
        // A running transition composites as one image (or two side by side, never layered
        // under a fade from above: see drawTransition), whatever its subtrees hold.
        if node.$transition { return 1 }
        var count = 0
        if node.kind == .layer, node.bounds.width > 0, node.bounds.height > 0 {
            if let c = node.backgroundColor, c.alpha > 0 { count += 1 }
            if node.borderWidth > 0, let c = node.borderColor, c.alpha > 0 { count += 1 }
            if node.$shadow { count += 1 }
        }
        // A shape layer draws its path wherever it lies, with empty bounds too (Lottie's shape
        // layers have none), so its fill and stroke count whatever the bounds; a gradient fills
        // the bounds and counts only with some (`vectorPrimitiveCount`).
        if node.kind == .layer { count += Self.vectorPrimitiveCount(node) }
        if node.kind == .layer, node.$contents { count += 1 }
        for child in node.children where count < limit {
            // A transparent new appearance can still be mid-transition from a visible old one.
            guard nodes[child].opacity > 0 || nodes.holds(.transition, at: child) else { continue }
            count += primitiveCount(child, limit: limit - count)
        }
        return count
    }

    /// Draws the subtree flattened into a texture in the layer's plane, then composites it faded.
    private mutating func drawGroup(
        _ index: Int, toTarget: Homography, clip: ClipState, opacity: Double,
        sign: Double, into items: inout [DrawItem]
    ) {
        guard let whole = contentExtent(of: index), whole.width > 0, whole.height > 0,
            let extent = Self.visiblePart(of: whole, clip: clip)
        else { return }
        let grid = budgetedGrid(extent: extent, toTarget: toTarget)
        let inner = drawFlattened(index, into: grid, sign: Self.innerSign(sign, toTarget))
        let node = nodes[index]
        let pass = appendImagePass(grid, inner, reason: "group opacity", layerID: node.id)
        appendComposite(
            of: pass, grid: grid, extent: extent, layerID: node.id, toTarget: toTarget, clip: clip, opacity: opacity,
            into: &items)
    }

    /// Adds an offscreen pass (before any pass that can sample it) and returns its index.
    mutating func appendPass(_ pass: RenderPass) -> Int {
        passes.append(pass)
        offscreenPixelsPlanned += pass.width * pass.height
        return passes.count - 1
    }

    /// The facing sign inside an offscreen image of a plane seen through `toTarget`.
    ///
    /// The image is drawn unmirrored, so a mirror in `toTarget` moves into the sign.
    static func innerSign(_ sign: Double, _ toTarget: Homography) -> Double {
        sign * (toTarget.determinant < 0 ? -1 : 1)
    }

    /// Runs `body` with a planner over another tree (a transition's snapshot) whose passes
    /// go into this frame, after this planner's, with their indices unchanged.
    mutating func withPlanner<Result>(for other: RenderTree, _ body: (inout Planner) -> Result) -> Result {
        var planner = Planner(tree: other, maxTextureSize: maxTextureSize)
        planner.passes = passes
        planner.shapeMeshes = shapeMeshes
        planner.depthContextCount = depthContextCount
        planner.offscreenPixelBudget = offscreenPixelBudget
        planner.offscreenPixelsPlanned = offscreenPixelsPlanned
        planner.canvasIsClear = canvasIsClear
        let result = body(&planner)
        passes = planner.passes
        depthContextCount = planner.depthContextCount
        offscreenPixelsPlanned = planner.offscreenPixelsPlanned
        return result
    }

    /// `nodes[index].smoothEdges`, from its stored fields: LayerTree's computed properties are not
    /// inlined here, and calling one on a node read in place copies the whole node (560 bytes) first.
    static func smoothEdges(of index: Int, in nodes: NodeReader) -> CAEdgeAntialiasingMask {
        nodes[index].allowsEdgeAntialiasing ? nodes[index].edgeAntialiasingMask : []
    }

    /// A node's transition and shadow, read out of their boxes in calls of their own, after the
    /// field's `$` flag said it is set. Read inline, the getter's copy of the node was hoisted above
    /// the flag's test, so every layer paid for it, transition or not.
    @inline(never) func outOfLineTransition(of index: Int) -> RenderTransition? { nodes[index].transition }
    @inline(never) func outOfLineShadow(of index: Int) -> RenderShadow? { nodes[index].shadow }

    /// How far from its origin, in its own units, a layer's extent is measured (`contentExtent`).
    static let extentLimit: CGFloat = 16384

    /// The box in a layer's own coordinates that its flattened subtree (or its running transition) can
    /// draw into, cut to `extentLimit` on every side.
    mutating func contentExtent(of index: Int) -> CGRect? {
        if extentCache.isEmpty { extentCache = Array(repeating: nil, count: tree.nodes.count) }
        if let cached = extentCache[index] { return cached }
        var extent =
            (nodes.holds(.transition, at: index)
                ? outOfLineTransition(of: index).map { transitionExtent(of: index, $0) } : nil)
            ?? flattenedExtent(of: index)
        // Near the eye a projection grows without bound, and huge bounds, scales or radii reach
        // past any canvas: nothing that large is ever visible. Cut by its edges, so an extent whose
        // size overflowed (or is NaN) gives a finite box or none, never a trap.
        extent = extent?.bounded(by: Double(Self.extentLimit))
        extentCache[index] = extent
        return extent
    }

    /// The box that a layer's background, border and flattened sublayers cover, in its own coordinates
    /// (`flattenedExtent` adds the shadow).
    mutating func extentWithoutShadow(of index: Int) -> CGRect? {
        // Fields are read in place: this runs for every layer of a subtree whose extent is asked for.
        let limit = Double(Self.extentLimit)
        let bounds = nodes[index].bounds
        var extent: CGRect? = bounds.width > 0 || bounds.height > 0 ? bounds.bounded(by: limit) : nil
        if nodes.holds(.shape, at: index), let box = Self.vectorContentExtent(nodes[index])?.bounded(by: limit) {
            extent = extent.map { $0.union(box) } ?? box
        }
        if nodes.holds(.contents, at: index), let contents = Self.contentsExtent(of: nodes[index])?.bounded(by: limit) {
            extent = extent.map { $0.union(contents) } ?? contents
        }
        if nodes.holds(.particles, at: index),
            let particles = Self.particlesExtent(of: nodes[index])?.bounded(by: limit)
        {
            extent = extent.map { $0.union(particles) } ?? particles
        }
        let children = nodes[index].children
        if !children.isEmpty, !(nodes[index].masksToBounds && nodes[index].kind == .layer) {
            let members = collectMembers(
                children, superlayer: tree.superlayerGeometry(ofNode: index),
                base: CATransform3DIdentity, opacity: 1, parity: 1)
            for member in members {
                guard let childExtent = contentExtent(of: member.index) else { continue }
                let h = Homography(flattening: member.toSpace)
                let rect: CGRect
                if h.isAffine {
                    // Four corners, no polygon: the common 2D case allocates nothing.
                    let (minX, minY, maxX, maxY) = h.affineBounds(of: childExtent)
                    rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                } else {
                    var polygon = ConvexPolygon(rect: childExtent)
                    if let front = h.inFront(epsilon: 1e-3) { polygon = polygon.clipped(by: front) }
                    guard let box = ConvexPolygon(points: polygon.points.map { h.project($0) }).boundingBox else {
                        continue
                    }
                    rect = CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
                }
                // A child placed by a huge transform lands at infinity or NaN: cut or left out.
                guard let rect = rect.bounded(by: limit) else { continue }
                extent = extent.map { $0.union(rect) } ?? rect
            }
        }
        return extent
    }

}
