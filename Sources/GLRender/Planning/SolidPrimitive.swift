import Foundation
@_spi(Rendering) import LayerTree

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

extension SolidPrimitive: PlacedPrimitive {
    /// Opaque when flat (`Tessellator.isFlat`) with alpha 1, as `Blending.solid` decides.
    @inline(__always)
    var blending: Blending { .solid(alpha: Double(color.a), flat: Tessellator.isFlat(self)) }

    @inline(__always)
    var isOpaque: Bool { blending.isOpaque }

    var debugOverlay: DebugOverlay { overlay }

    /// A flat solid is drawn by the flat material, as a point sprite when it is an axis-aligned
    /// square no larger than the backend's largest point (`Tessellator.pointSquare`); any other by
    /// the coverage material with the features it needs.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        guard Tessellator.isFlat(self) else {
            return frame.append(.layerQuad(CoverageFeatures(solid: self)), in: context) {
                Tessellator.appendSolid(self, vertices: &$0, indices: &$1)
            }
        }
        if let square = Tessellator.pointSquare(self, maxPointSize: context.maxPointSize, target: context.target) {
            return frame.append(.flatPoints, in: context) {
                Tessellator.appendFlatPoint(square, color: color, vertices: &$0, indices: &$1)
            }
        }
        return frame.append(.flatColor, in: context) { Tessellator.appendFlat(self, vertices: &$0, indices: &$1) }
    }
}
