import Foundation
@_spi(Rendering) import LayerTree

/// A Gaussian-blurred rounded rectangle, evaluated in closed form per fragment
/// (`Shaders/shadow_shape.frag`): the fast path for shadows whose silhouette is a
/// (rounded) rectangle or a circle. No offscreen pass, no texture.
struct ShadowPrimitive: Equatable {
    var layerID: UInt64
    /// The part of the blurred shape to draw, in the layer's plane (the shape grown by
    /// 3σ, cut by the clip's straight edges).
    var polygon: ConvexPolygon
    var toTarget: Homography
    /// The unblurred shape, offset by `shadowOffset`, in the same coordinates.
    var shape: CGRect
    var radii: CornerRadii
    /// The Gaussian's standard deviation, in the layer's units.
    var sigma: Double
    /// Premultiplied shadow colour with every opacity applied.
    var color: PremultipliedColor
    var clip: RoundedClip?
}

/// Where a blurred composite's texture comes from.
enum BlurSource: Hashable {
    /// The texture an earlier pass of this frame drew.
    case pass(Int)
    /// A silhouette's coverage, rasterized and blurred on the CPU before the frame executes
    /// (`FrameResources`) and kept by the backend.
    case mask(ShadowMaskKey)
}

/// A texture's alpha, blurred along one axis by a discrete Gaussian and tinted
/// (`Shaders/gaussian_blur.frag`, uniforms `GaussianBlurUniforms`). One half of a
/// separable blur (the other half is a pass of its own), or with `sigma` 0 a tinted
/// copy of a mask that is already blurred.
struct BlurredComposite: Equatable {
    /// Placement, texture rectangle, opacity and clip, as for any composite (`sourcePass` unused).
    var quad: CompositePrimitive
    var source: BlurSource
    var uniforms: GaussianBlurUniforms
}

/// Uniforms of `gaussian_blur` (`Shaders/gaussian_blur.frag`); field names match the GLSL.
struct GaussianBlurUniforms: Hashable {
    /// One texel along the blur's direction, in texture coordinates.
    var u_step: (Float, Float)
    /// The Gaussian's σ in texels; 0 samples once.
    var u_sigma: Float
    /// Premultiplied colour that multiplies the blurred alpha.
    var u_tint: PremultipliedColor
    /// Blurs every channel of the premultiplied texels, untinted (`CIGaussianBlur`), with the
    /// `BLUR_COLOR` variant (`gaussian_blur_color`), instead of the alpha alone.
    var blursColor = false
    /// Whether any quad of the draw is under a rounded clip: without one, the variant that leaves
    /// the clip's coverage out draws it (`GaussianBlurVariant`). Set when the command is emitted.
    var roundedClip = true

    static func == (a: Self, b: Self) -> Bool {
        a.u_step == b.u_step && a.u_sigma == b.u_sigma && a.u_tint == b.u_tint && a.blursColor == b.blursColor
            && a.roundedClip == b.roundedClip
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(u_step.0); hasher.combine(u_step.1); hasher.combine(u_sigma)
        hasher.combine(u_tint.r); hasher.combine(u_tint.g); hasher.combine(u_tint.b); hasher.combine(u_tint.a)
        hasher.combine(blursColor); hasher.combine(roundedClip)
    }
}

extension CGPath {
    /// The bounding box of a path given by its elements.
    static func boundingBox(of elements: [CGPathElement]) -> CGRect { rebuilt(from: elements).boundingBox }

    /// A path of these elements, built through the public mutators.
    static func rebuilt(from elements: [CGPathElement]) -> CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .moveToPoint(let p): path.move(to: p)
            case .addLineToPoint(let p): path.addLine(to: p)
            case let .addQuadCurveToPoint(c, e): path.addQuadCurve(to: e, control: c)
            case let .addCurveToPoint(c1, c2, e): path.addCurve(to: e, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}

extension ShadowPrimitive: PlacedPrimitive {
    var blending: Blending { .sourceOver }

    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        frame.append(.shadowShape, in: context) { Tessellator.appendShadow(self, vertices: &$0, indices: &$1) }
    }
}

extension BlurredComposite: QuadPrimitive {
    var blending: Blending { .sourceOver }

    /// A pass's blur samples that pass; a shadow path's mask is a texture the backend keeps.
    var readsOffscreenPass: Bool {
        if case .pass = source { return true }
        return false
    }

    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        var uniforms = uniforms
        uniforms.roundedClip = !(quad.clip?.radii.isZero ?? true)
        return frame.append(.gaussianBlur(source, uniforms), in: context) {
            Tessellator.appendComposite(quad, vertices: &$0, indices: &$1)
        }
    }
}
