import Foundation
@_spi(Rendering) import LayerTree

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

extension CompositePrimitive: PlacedPrimitive {
    /// A filter's program writes the result itself (`color_matrix`, `backdrop_filter`),
    /// source-over; a blend mode applies only to a plain composite.
    var blending: Blending {
        guard backdropFilter == nil, colorMatrix == nil, let mode = blendMode else { return .sourceOver }
        return .backdrop(mode)
    }

    var readsOffscreenPass: Bool { true }

    /// The textured material, or the program of its filter or blend mode; those that read the
    /// backdrop copy the quad's box of target pixels (grown by the blur's reach for a backdrop filter).
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        guard
            var emitted = frame.append(
                .texturedQuad(sourcePass: sourcePass), in: context,
                { Tessellator.appendComposite(self, vertices: &$0, indices: &$1) })
        else { return nil }
        let target = context.target
        if let filter = backdropFilter {
            let box = frame.textured.pixelBox(ofVertices: emitted.vertices, within: target)
            let reach = filter.reach
            let grown = PixelRect(
                x: max(box.x - reach, target.x), y: max(box.y - reach, target.y),
                width: min(box.maxX + reach, target.maxX) - max(box.x - reach, target.x),
                height: min(box.maxY + reach, target.maxY) - max(box.y - reach, target.y))
            emitted.program = .backdropFilterQuad(filter: filter, backdrop: grown)
        } else if let matrix = colorMatrix {
            emitted.program = .colorMatrixQuad(sourcePass: sourcePass, matrix: matrix)
        } else if case .backdrop(let mode) = blending {
            // The backdrop read is the quad's box: a blended layer copies only the pixels under it.
            let box = frame.textured.pixelBox(ofVertices: emitted.vertices, within: target)
            emitted.program = .blendedQuad(sourcePass: sourcePass, mode: mode, backdrop: box)
        }
        return emitted
    }
}
