import Foundation
import LayerTree

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

/// A filled or ring-shaped rounded rectangle, cut to a convex polygon in its layer's plane.
struct SolidPrimitive: Equatable {
    /// The layer whose background or border this is (for statistics and debugging).
    var layerID: UInt64
    /// The visible part, in the layer's bounds coordinates.
    var polygon: ConvexPolygon
    /// The layer's plane to target pixels (homogeneous).
    var toTarget: Homography
    /// The rounded rectangle the shader evaluates, in the same coordinates.
    var shape: CGRect
    var radii: CornerRadii
    /// 0 for a fill; otherwise the width of a ring drawn inside `shape`.
    var borderWidth: Double
    /// The edges drawn antialiased (`allowsEdgeAntialiasing` with its mask); none for most.
    var smoothEdges: CAEdgeAntialiasingMask
    var color: PremultipliedColor
    var clip: RoundedClip?
    /// The debug overlay mode whose tint or flash this is (`DebugOverlayStage`); empty for what a
    /// layer draws. Overlays are left out of the frame's measured pixels.
    var overlay: DebugOverlay = []
}

/// A texture drawn by an earlier pass, placed as a quad in a layer's plane.
struct CompositePrimitive: Equatable {
    var layerID: UInt64
    /// Index of the pass that produced the texture, in `DisplayList.passes`.
    var sourcePass: Int
    /// The visible part of the quad, in the layer's bounds coordinates.
    var polygon: ConvexPolygon
    var toTarget: Homography
    /// The layer-space rectangle the whole texture covers (texture coordinates 0…1).
    var textureRect: CGRect
    var opacity: Double
    var clip: RoundedClip?
    /// A blend mode (`compositingFilter`): the texture is blended onto the backdrop under the quad
    /// (`blend_quad`) instead of composited source-over.
    var blendMode: CompositingBlendMode? = nil
    /// A colour filter (`filters`): the texture's straight RGBA mapped through it (`color_matrix`).
    var colorMatrix: ColorMatrix? = nil
    /// `backgroundFilters`: no texture is sampled (`sourcePass` unused); the backdrop under the quad
    /// is drawn again through the filter (`backdrop_filter`).
    var backdropFilter: BackdropFilter? = nil
}

/// One thing to draw, in painter's order.
indirect enum DrawItem: Equatable {
    case solid(SolidPrimitive)
    case composite(CompositePrimitive)
    /// A tessellated `CAShapeLayer` fill or stroke (`VectorPrimitives.swift`).
    case shape(ShapePrimitive)
    /// A `CAGradientLayer`'s shaded bounds (`VectorPrimitives.swift`).
    case gradient(GradientPrimitive)
    /// An analytic shadow (`ShadowPrimitive.swift`).
    case shadow(ShadowPrimitive)
    /// A blurred, tinted texture: half a separable blur, or a shadow path's mask.
    case blurred(BlurredComposite)
    /// A pass's texture times a mask pass's alpha (`Planner+Mask.swift`).
    case masked(MaskedComposite)
    /// A piece of a layer's `contents` (`Planner+Contents.swift`).
    case image(ImagePrimitive)
    /// A run of an emitter's particles sharing one image (`Planner+Particles.swift`).
    case particles(ParticlePrimitive)
}

extension DrawItem {
    /// Where any kind of item lies: its polygon, its plane's map to the target, its layer and its rounded clip.
    var placement: (polygon: ConvexPolygon, toTarget: Homography, layerID: UInt64, clip: RoundedClip?) {
        switch self {
        case .solid(let p): return (p.polygon, p.toTarget, p.layerID, p.clip)
        case .composite(let p): return (p.polygon, p.toTarget, p.layerID, p.clip)
        case .shadow(let p): return (p.polygon, p.toTarget, p.layerID, p.clip)
        case .blurred(let p): return (p.quad.polygon, p.quad.toTarget, p.quad.layerID, p.quad.clip)
        case .masked(let p): return (p.quad.polygon, p.quad.toTarget, p.quad.layerID, p.quad.clip)
        // A shape is placed by the box around its mesh: an overestimate, never a miss.
        case .shape(let p): return (ConvexPolygon(rect: p.mesh.bounds), p.toTarget, p.layerID, p.clip)
        case .gradient(let p): return (p.area.polygon, p.area.toTarget, p.area.layerID, p.area.clip)
        case .image(let p): return (p.polygon, p.toTarget, p.layerID, p.clip)
        // Particles are placed by the box around their quads: an overestimate, never a miss.
        case .particles(let p):
            return (ConvexPolygon(rect: p.extent).clipped(by: p.clipLines), p.toTarget, p.layerID, nil)
        }
    }

    /// Calls `body` with the item's polygon and its plane's map to the target, read in place (no
    /// tuple of every placement field, no copy of the clip): planning and batching read them for every
    /// item of every frame. Shapes and particles are placed by a box, as in `placement`.
    @inline(__always)
    func withPolygon<Result>(_ body: (ConvexPolygon, Homography) -> Result) -> Result {
        switch self {
        case .solid(let p): return body(p.polygon, p.toTarget)
        case .composite(let p): return body(p.polygon, p.toTarget)
        case .shadow(let p): return body(p.polygon, p.toTarget)
        case .blurred(let p): return body(p.quad.polygon, p.quad.toTarget)
        case .masked(let p): return body(p.quad.polygon, p.quad.toTarget)
        case .image(let p): return body(p.polygon, p.toTarget)
        case .gradient(let p): return body(p.area.polygon, p.area.toTarget)
        case .shape, .particles:
            let (polygon, toTarget, _, _) = placement
            return body(polygon, toTarget)
        }
    }

    /// The item's plane's depth in a 3D rendering context that the depth buffer resolves, if any.
    /// (Read field by field: `placement` would copy the polygon and clip of every item.)
    var planeDepth: PlaneDepth? {
        switch self {
        case .solid(let p): return p.toTarget.depth
        case .composite(let p): return p.toTarget.depth
        case .shadow(let p): return p.toTarget.depth
        case .blurred(let p): return p.quad.toTarget.depth
        case .masked(let p): return p.quad.toTarget.depth
        case .shape(let p): return p.toTarget.depth
        case .gradient(let p): return p.area.toTarget.depth
        case .image(let p): return p.toTarget.depth
        case .particles(let p): return p.toTarget.depth
        }
    }

    /// The layer the item draws.
    var layerID: UInt64 {
        switch self {
        case .solid(let p): return p.layerID
        case .composite(let p): return p.layerID
        case .shadow(let p): return p.layerID
        case .blurred(let p): return p.quad.layerID
        case .masked(let p): return p.quad.layerID
        case .shape(let p): return p.layerID
        case .gradient(let p): return p.area.layerID
        case .image(let p): return p.layerID
        case .particles(let p): return p.layerID
        }
    }

    /// The debug overlay mode that added the item (`DebugOverlayStage`); empty for what a layer draws.
    var debugOverlay: DebugOverlay {
        if case .solid(let p) = self { return p.overlay }
        return []
    }

    /// How the item's pixels combine with its target's: the one decider (see `Blending`).
    @inline(__always)
    var blending: Blending {
        switch self {
        case .solid(let p): return .solid(alpha: Double(p.color.a), flat: Tessellator.isFlat(p))
        case .composite(let p):
            // A filter's program writes the result itself (`color_matrix`, `backdrop_filter`),
            // source-over; a blend mode applies only to a plain composite.
            guard p.backdropFilter == nil, p.colorMatrix == nil, let mode = p.blendMode else { return .sourceOver }
            return .backdrop(mode)
        case .particles(let p): return p.additive ? .additive : .sourceOver
        case .shape, .gradient, .shadow, .blurred, .masked, .image: return .sourceOver
        }
    }

    /// Whether `blending` is `.opaque`, read without building the whole value: culling and
    /// batching ask it of every item of every frame, and only a solid can be opaque.
    @inline(__always)
    var isOpaque: Bool {
        guard case .solid(let p) = self else { return false }
        return Blending.solid(alpha: Double(p.color.a), flat: Tessellator.isFlat(p)).isOpaque
    }

    /// Whether the item samples what an offscreen pass drew (the `offscreen` overlay tints it).
    var readsOffscreenPass: Bool {
        switch self {
        case .composite, .masked: return true
        case .blurred(let p): if case .pass = p.source { return true } else { return false }
        case .solid, .shadow, .shape, .gradient, .image, .particles: return false
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
