import Foundation
@_spi(Rendering) import LayerTree

/// A premultiplied RGBA color with opacity already applied.
struct PremultipliedColor: Equatable {
    var r: Float, g: Float, b: Float, a: Float

    init(_ color: CGColor, opacity: Double) {
        let alpha = Float(min(max(Double(color.alpha) * opacity, 0), 1))
        r = Float(min(max(color.red, 0), 1)) * alpha
        g = Float(min(max(color.green, 0), 1)) * alpha
        b = Float(min(max(color.blue, 0), 1)) * alpha
        a = alpha
    }

    var isTransparent: Bool { a <= 0 }
}

/// A rounded clip evaluated per fragment: the shape's half size and corner radii in
/// the clipping layer's plane, and the map from the primitive's plane into it
/// (centred on the clip).
///
/// A class of constants: clip states and primitives that share a clip share one instance.
/// Inline it was 170 of a solid primitive's 400 bytes and most of a clip state's, copied
/// with each for every layer of every frame, although most layers have no rounded clip.
final class RoundedClip: Equatable, Sendable {
    let toClip: Homography
    let halfWidth: Double, halfHeight: Double
    let radii: CornerRadii

    init(toClip: Homography, halfWidth: Double, halfHeight: Double, radii: CornerRadii) {
        self.toClip = toClip
        self.halfWidth = halfWidth
        self.halfHeight = halfHeight
        self.radii = radii
    }

    /// The same clip for primitives in a plane that maps into the current one by `h`.
    func pulledBack(through h: Homography) -> RoundedClip {
        RoundedClip(toClip: h.then(toClip), halfWidth: halfWidth, halfHeight: halfHeight, radii: radii)
    }

    static func == (lhs: RoundedClip, rhs: RoundedClip) -> Bool {
        lhs === rhs
            || (lhs.toClip == rhs.toClip && lhs.halfWidth == rhs.halfWidth && lhs.halfHeight == rhs.halfHeight
                && lhs.radii == rhs.radii)
    }
}

/// Radii per corner in the shader's order: top-left, top-right, bottom-right, bottom-left.
///
/// For `continuous` corners (`cornerCurve`) each value is the span of the corner along its edges
/// (the radius times `CALayerCornerCurve.continuousExpansion`, capped at half the shorter side):
/// the square in which the curve lies, which is what clipping, segmentation and occlusion need.
struct CornerRadii: Equatable {
    var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
    var continuous = false
    static let zero = CornerRadii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)

    /// Circular radii of about the same corners, for what only knows circles (analytic shadows,
    /// the tangent lines of a clip inside another rounded clip).
    var circularEquivalent: CornerRadii {
        guard continuous else { return self }
        let k = Double(CALayerCornerCurve.continuousExpansion)
        return CornerRadii(
            topLeft: topLeft / k, topRight: topRight / k, bottomRight: bottomRight / k,
            bottomLeft: bottomLeft / k)
    }

    /// The four values as the shaders read them: a continuous corner's span is passed negated.
    var shaderFloats: [Float] {
        let sign: Double = continuous ? -1 : 1
        return [Float(sign * topLeft), Float(sign * topRight), Float(sign * bottomRight), Float(sign * bottomLeft)]
    }
    var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    var maximum: Double { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }
}

/// One thing to draw, in painter's order: each case holds one kind of `DrawPrimitive`, which
/// answers for it (`Adding a Primitive` in the catalog). Each payload lies behind a reference, so an
/// item is one pointer however large its primitive.
enum DrawItem: Equatable {
    /// A background or border: held in a `HeldSolid`, read in place by every stage (the most
    /// numerous item; an `indirect` payload would be copied out at each question).
    case solid(HeldSolid)
    indirect case composite(CompositePrimitive)
    /// A tessellated `CAShapeLayer` fill or stroke (`VectorPrimitives.swift`).
    indirect case shape(ShapePrimitive)
    /// A `CAGradientLayer`'s shaded bounds (`VectorPrimitives.swift`).
    indirect case gradient(GradientPrimitive)
    /// An analytic shadow (`ShadowPrimitive.swift`).
    indirect case shadow(ShadowPrimitive)
    /// A blurred, tinted texture: half a separable blur, or a shadow path's mask.
    indirect case blurred(BlurredComposite)
    /// A pass's texture times a mask pass's alpha (`Planner+Mask.swift`).
    indirect case masked(MaskedComposite)
    /// A piece of a layer's `contents` (`Planner+Contents.swift`).
    indirect case image(ImagePrimitive)
    /// A run of an emitter's particles sharing one image (`Planner+Particles.swift`).
    indirect case particles(ParticlePrimitive)
}

extension DrawItem {
    // Every question is its case's own (`DrawPrimitive`), forwarded to the concrete type: a direct
    // call per case, no existential on the per-item path.

    /// Where any kind of item lies: its polygon, its plane's map to the target, its layer and its rounded clip.
    var placement: Placement {
        switch self {
        case .solid(let p): return p.primitive.placement
        case .composite(let p): return p.placement
        case .shape(let p): return p.placement
        case .gradient(let p): return p.placement
        case .shadow(let p): return p.placement
        case .blurred(let p): return p.placement
        case .masked(let p): return p.placement
        case .image(let p): return p.placement
        case .particles(let p): return p.placement
        }
    }

    /// Calls `body` with the item's polygon and its plane's map to the target, read in place.
    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result {
        switch self {
        case .solid(let p): return p.primitive.withPolygon(body)
        case .composite(let p): return p.withPolygon(body)
        case .shape(let p): return p.withPolygon(body)
        case .gradient(let p): return p.withPolygon(body)
        case .shadow(let p): return p.withPolygon(body)
        case .blurred(let p): return p.withPolygon(body)
        case .masked(let p): return p.withPolygon(body)
        case .image(let p): return p.withPolygon(body)
        case .particles(let p): return p.withPolygon(body)
        }
    }

    /// The item's plane's depth in a 3D rendering context that the depth buffer resolves, if any.
    var planeDepth: PlaneDepth? {
        switch self {
        case .solid(let p): return p.primitive.planeDepth
        case .composite(let p): return p.planeDepth
        case .shape(let p): return p.planeDepth
        case .gradient(let p): return p.planeDepth
        case .shadow(let p): return p.planeDepth
        case .blurred(let p): return p.planeDepth
        case .masked(let p): return p.planeDepth
        case .image(let p): return p.planeDepth
        case .particles(let p): return p.planeDepth
        }
    }

    /// The layer the item draws.
    var layerID: UInt64 {
        switch self {
        case .solid(let p): return p.primitive.layerID
        case .composite(let p): return p.layerID
        case .shape(let p): return p.layerID
        case .gradient(let p): return p.layerID
        case .shadow(let p): return p.layerID
        case .blurred(let p): return p.layerID
        case .masked(let p): return p.layerID
        case .image(let p): return p.layerID
        case .particles(let p): return p.layerID
        }
    }

    /// The debug overlay mode that added the item (`DebugOverlayStage`); empty for what a layer draws.
    var debugOverlay: DebugOverlay {
        switch self {
        case .solid(let p): return p.primitive.debugOverlay
        case .composite(let p): return p.debugOverlay
        case .shape(let p): return p.debugOverlay
        case .gradient(let p): return p.debugOverlay
        case .shadow(let p): return p.debugOverlay
        case .blurred(let p): return p.debugOverlay
        case .masked(let p): return p.debugOverlay
        case .image(let p): return p.debugOverlay
        case .particles(let p): return p.debugOverlay
        }
    }

    /// How the item's pixels combine with its target's: the one decider (see `Blending`).
    @inline(__always)
    var blending: Blending {
        switch self {
        case .solid(let p): return p.primitive.blending
        case .composite(let p): return p.blending
        case .shape(let p): return p.blending
        case .gradient(let p): return p.blending
        case .shadow(let p): return p.blending
        case .blurred(let p): return p.blending
        case .masked(let p): return p.blending
        case .image(let p): return p.blending
        case .particles(let p): return p.blending
        }
    }

    /// Whether `blending` is `.opaque`, read without building the whole value: culling and
    /// batching ask it of every item of every frame.
    @inline(__always)
    var isOpaque: Bool {
        switch self {
        case .solid(let p): return p.primitive.isOpaque
        case .composite(let p): return p.isOpaque
        case .shape(let p): return p.isOpaque
        case .gradient(let p): return p.isOpaque
        case .shadow(let p): return p.isOpaque
        case .blurred(let p): return p.isOpaque
        case .masked(let p): return p.isOpaque
        case .image(let p): return p.isOpaque
        case .particles(let p): return p.isOpaque
        }
    }

    /// Whether the item samples what an offscreen pass drew (the `offscreen` overlay tints it).
    var readsOffscreenPass: Bool {
        switch self {
        case .solid(let p): return p.primitive.readsOffscreenPass
        case .composite(let p): return p.readsOffscreenPass
        case .shape(let p): return p.readsOffscreenPass
        case .gradient(let p): return p.readsOffscreenPass
        case .shadow(let p): return p.readsOffscreenPass
        case .blurred(let p): return p.readsOffscreenPass
        case .masked(let p): return p.readsOffscreenPass
        case .image(let p): return p.readsOffscreenPass
        case .particles(let p): return p.readsOffscreenPass
        }
    }

    /// Picks the item's material and tessellates it into that material's buffer (`Batcher`).
    @inline(__always)
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        switch self {
        case .solid(let p): return p.primitive.emit(in: context, into: &frame)
        case .composite(let p): return p.emit(in: context, into: &frame)
        case .shape(let p): return p.emit(in: context, into: &frame)
        case .gradient(let p): return p.emit(in: context, into: &frame)
        case .shadow(let p): return p.emit(in: context, into: &frame)
        case .blurred(let p): return p.emit(in: context, into: &frame)
        case .masked(let p): return p.emit(in: context, into: &frame)
        case .image(let p): return p.emit(in: context, into: &frame)
        case .particles(let p): return p.emit(in: context, into: &frame)
        }
    }
}

/// How a pass's draws combine with what the pass already holds (premultiplied colours).
enum PassBlend: Equatable {
    /// `R = S + D·(1 − Sa)`: painter's order, every pass but a cross-dissolve.
    case sourceOver
    /// `R = S + D`: the weighted images of a fade transition add up to a cross-dissolve.
    case additive
}

/// A render target and what to draw into it.
struct RenderPass: Equatable {
    /// Size in pixels.
    var width: Int
    var height: Int
    /// Premultiplied clear color.
    var clearColor: PremultipliedColor
    var items: [DrawItem]
    /// Why this pass exists (`"canvas"`, `"group opacity 'card'"`), for statistics and overlays.
    var reason: String
    /// The layer whose subtree this offscreen pass holds (nil for the canvas).
    var layerID: UInt64?
    var blend: PassBlend = .sourceOver
    /// Set when the pass is a rasterized layer's cached bitmap (`Planner+Rasterize.swift`).
    var raster: RasterPass?
    /// For an offscreen pass: whether its target's image from an earlier frame is reused, or what
    /// it holds once drawn (`OffscreenReuse`); nil for the canvas, and until the renderer decides.
    var reuse: OffscreenReuse?
}

/// Everything one frame draws: offscreen passes first (each before any pass that samples it),
/// the canvas pass last.
struct DisplayList: Equatable {
    var passes: [RenderPass]
    /// Items culling took out (`Culling`): wholly outside their target, and wholly hidden under opaque rectangles.
    var offTargetItems = 0
    var hiddenItems = 0
    /// Canvas items a partial frame left out because they touch no damaged pixel.
    var outsideDamageItems = 0
    /// Items behind the overdraw budget (`Culling.overdrawBudget`): a pathological stack's deepest.
    var overBudgetItems = 0
    var canvasPassIndex: Int { passes.count - 1 }
}
