import Foundation
@_spi(Rendering) import LayerTree

/// The overlays that judge how images reached the screen and what was redrawn this frame:
/// `misaligned`, `copied` and `updates` (Core Animation's "Color Misaligned Images",
/// "Color Copied Images" and "Flash Updated Regions").
///
/// Each is decided from the display list and from what the backend holds as the frame begins
/// (`FrameContext`), which is exactly what the backend will do with that list:
/// - An image tile not resident now is uploaded when the frame executes (a backend only frees
///   textures at the end of a frame), so its quads flash. Text is rasterized into images, so a re-laid-out label flashes too.
/// - A rasterized layer's pass that is a miss is drawn into the raster cache this frame;
///   the composite of that bitmap flashes.
/// - The conversion an image needs on upload is the backend's own: the one recorded when the
///   tile was uploaded (`ResidentImages`), or, for a tile about to be uploaded, the same decision
///   the upload makes (`ImageTextureCache.conversion(for:)`).
/// Only the canvas pass's items are tinted, as for the other overlays; images and bitmaps
/// drawn inside an offscreen pass are covered by the tint of that pass's composite.
enum ImageOverlays {
    static let misalignedColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let scaledColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let copiedColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let updatedColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let opacity = 0.5

    /// How far from whole pixels, or from one texel per pixel, still counts as exact.
    static let tolerance = 1e-3

    /// What the renderer does to an image drawn on screen.
    enum Placement: Equatable {
        /// Texels on pixels one to one.
        case aligned
        /// Its texel grid off the pixel grid (fractional position, rotation, perspective).
        case misaligned
        /// Texels not one per pixel (stretched or shrunk).
        case scaled
    }

    /// Where `image`'s texel grid lands on the target's pixels.
    static func placement(of image: ImagePrimitive) -> Placement {
        let t = image.toTarget
        guard t.isAffine, abs(t.m12) < 1e-9, abs(t.m21) < 1e-9 else { return .misaligned }
        // The tile's texture edges (u, v = 0 and 1) in layer coordinates; a stretched
        // zero-width source has none, so its quad's own corners stand in.
        let corners: [Point2]
        if image.uScale != 0, image.vScale != 0 {
            let x0 = -image.uOffset / image.uScale, x1 = (1 - image.uOffset) / image.uScale
            let y0 = -image.vOffset / image.vScale, y1 = (1 - image.vOffset) / image.vScale
            corners = [Point2(x0, y0), Point2(x1, y1)]
        } else {
            corners = image.polygon.points
        }
        for corner in corners {
            let p = t.project(corner)
            if abs(p.x - p.x.rounded()) > tolerance || abs(p.y - p.y.rounded()) > tolerance { return .misaligned }
        }
        let texels = (
            abs(image.uScale) * Double(image.tile.column.texture.count),
            abs(image.vScale) * Double(image.tile.row.texture.count)
        )
        let pixels = (abs(t.m11), abs(t.m22))
        guard pixels.0 > 0, pixels.1 > 0 else { return .scaled }
        if abs(texels.0 / pixels.0 - 1) > tolerance || abs(texels.1 / pixels.1 - 1) > tolerance { return .scaled }
        return .aligned
    }

    /// The tints of `misaligned`, `copied` and `updates` for the canvas pass of `list`.
    static func tints(_ overlays: DebugOverlay, _ list: DisplayList, textures: ResidentImages?) -> [DrawItem] {
        let tint = DebugOverlayStage.tint
        var tints: [DrawItem] = []
        let items = list.passes[list.canvasPassIndex].items
        if overlays.contains(.misaligned) {
            for case .image(let image) in items {
                switch placement(of: image) {
                case .aligned: break
                case .misaligned:
                    tints.append(
                        tint(.image(image), PremultipliedColor(misalignedColor, opacity: opacity), .misaligned))
                case .scaled:
                    tints.append(tint(.image(image), PremultipliedColor(scaledColor, opacity: opacity), .misaligned))
                }
            }
        }
        if overlays.contains(.copied) {
            for case .image(let image) in items {
                let resident = textures?.isResident(image.textureKey) ?? false
                let conversion =
                    resident ? textures?.conversion(for: image.image) : ImageTextureCache.conversion(for: image.image)
                if conversion != nil {
                    tints.append(tint(.image(image), PremultipliedColor(copiedColor, opacity: opacity), .copied))
                }
            }
        }
        if overlays.contains(.updates) {
            for item in items where isUpdated(item, in: list, textures: textures) {
                tints.append(tint(item, PremultipliedColor(updatedColor, opacity: opacity), .updates))
            }
        }
        return tints
    }

    /// Whether what `item` shows is drawn or uploaded this frame.
    static func isUpdated(_ item: DrawItem, in list: DisplayList, textures: ResidentImages?) -> Bool {
        // Only two kinds of item show something kept from an earlier frame: an image tile's texture
        // and a rasterized layer's bitmap. Asked by kind, not by a switch over every kind, so a new
        // primitive needs no answer here.
        if case .image(let image) = item {
            return !(textures?.isResident(image.textureKey) ?? false)
        }
        if case .composite(let composite) = item, list.passes.indices.contains(composite.sourcePass),
            let raster = list.passes[composite.sourcePass].raster
        {
            return !raster.isHit
        }
        return false
    }
}
