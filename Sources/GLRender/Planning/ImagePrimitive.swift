import Foundation
@_spi(Rendering) import LayerTree

/// The texture one image tile is uploaded to, found again by image identity.
struct ImageTextureKey: Hashable {
    var imageID: UInt64
    var tile: Int
}

/// The sampling of a layer's contents (`minificationFilter`, `magnificationFilter`).
struct ImageFilters: Hashable {
    var minification: CALayerContentsFilter
    var magnification: CALayerContentsFilter

    /// Whether the texture needs mipmaps (`trilinear` minification).
    var needsMipmaps: Bool { minification == .trilinear }
}

/// A piece of a layer's contents: part of one image tile on a quad in the layer's plane.
struct ImagePrimitive: Equatable {
    var layerID: UInt64
    var image: CGImage
    var tile: ImageTile
    var filters: ImageFilters
    /// The layer's `minificationFilterBias` with `trilinear` minification (0 otherwise): added to
    /// the level of detail the fragment shader samples at.
    var lodBias: Float = 0
    /// The visible part of the quad, in the layer's bounds coordinates.
    var polygon: ConvexPolygon
    var toTarget: Homography
    /// Texture coordinates as affine functions of layer coordinates: `u = uScale·x + uOffset`.
    var uScale: Double, uOffset: Double
    var vScale: Double, vOffset: Double
    var opacity: Double
    var clip: RoundedClip?

    var textureKey: ImageTextureKey { ImageTextureKey(imageID: image.imageID, tile: tile.index) }

    var use: ImageUse { ImageUse(image: image, tile: tile, filters: filters) }
}

/// An image tile a frame samples, and how: what the backend makes resident before drawing
/// (a layer's contents piece, or an emitter cell's particles).
struct ImageUse: Equatable {
    var image: CGImage
    var tile: ImageTile
    var filters: ImageFilters

    var textureKey: ImageTextureKey { ImageTextureKey(imageID: image.imageID, tile: tile.index) }
}

extension ImagePrimitive: PlacedPrimitive {
    var blending: Blending { .sourceOver }

    /// Its tile's texture with its sampling; the tile is listed for the backend to make resident.
    func emit(in context: BatchingContext, into frame: inout BatchedFrame) -> EmittedItem? {
        guard
            let emitted = frame.append(
                .image(textureKey, filters, lodBias: lodBias, roundedClip: !(clip?.radii.isZero ?? true)), in: context,
                { Tessellator.appendImage(self, vertices: &$0, indices: &$1) })
        else { return nil }
        frame.images.append(use)
        return emitted
    }
}
