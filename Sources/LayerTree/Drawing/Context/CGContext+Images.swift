internal import CPangoDependencies
import Foundation

/// Drawing images.
extension CGContext {
    /// Draws `image` stretched into `rect`, as Core Graphics: the image's first row at the
    /// rectangle's `maxY`, so it is upright in a y-up context (a bitmap context) and upside down
    /// in a layer's y-down context unless the code flips it, as iOS code does.
    public func draw(_ image: CGImage, in rect: CGRect) { draw(image, in: rect, flipped: true) }

    /// Fills the clip with copies of `image`, each `rect`'s size, one of them at `rect`'s origin;
    /// with `byTiling: false`, draws it once as `draw(_:in:)`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        guard rect.width > 0, rect.height > 0, let source = ImageSurface(image, asCoverage: false) else { return }
        let quality = state.interpolationQuality
        drawOperation {
            cairo_save(cr)
            // The tiling repeats every rectangle's size: its origin moved by whole tiles to the
            // one nearest the device's origin tiles the same, and keeps a far rectangle's offset
            // within what Cairo samples through.
            var (anchorX, anchorY) = (0.0, 0.0)
            cairo_device_to_user(cr, &anchorX, &anchorY)
            let origin = CGPoint(
                x: rect.minX + ((CGFloat(anchorX) - rect.minX) / rect.width).rounded(.down) * rect.width,
                y: rect.maxY + ((CGFloat(anchorY) - rect.maxY) / rect.height).rounded(.down) * rect.height)
            // A tile whose scale Cairo cannot sample through (too large or too small) is not drawn.
            let tile = CGAffineTransform(
                a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
                tx: origin.x.isFinite ? origin.x : rect.minX, ty: origin.y.isFinite ? origin.y : rect.maxY)
            if Self.concatenate(tile, onto: cr, forImage: true) {
                cairo_set_source_surface(cr, source.surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
                cairo_pattern_set_filter(cairo_get_source(cr), quality.cairoFilter)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
    }

    /// Draws `image` into `rect` with its first row at `rect.minY`: upright in a layer's y-down
    /// context, what LayerKit's own drawing (tiled images) wants.
    func drawUpright(_ image: CGImage, in rect: CGRect) { draw(image, in: rect, flipped: false) }

    private func draw(_ image: CGImage, in rect: CGRect, flipped: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
            let source = ImageSurface(image, asCoverage: false)
        else { return }
        drawOperation {
            // The current path survives an image, as in Core Graphics; the clip takes it, so it is kept aside.
            let path = cairo_copy_path(cr)
            paintImage(source, in: rect, on: cr, flipped: flipped, quality: state.interpolationQuality)
            if let path {
                cairo_new_path(cr)
                cairo_append_path(cr, path)
                cairo_path_destroy(path)
            }
        }
    }

    /// Paints `source` into `rect` on `target`: the image's edge pixels reach the rectangle's
    /// edges (padded, then clipped to the rectangle), as Core Graphics draws them and as GL's
    /// clamped textures do, not faded into transparency over half a source pixel.
    func paintImage(
        _ source: ImageSurface, in rect: CGRect, on target: OpaquePointer, flipped: Bool,
        quality: CGInterpolationQuality = .default
    ) {
        cairo_save(target)
        cairo_new_path(target)
        cairo_rectangle(target, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(target)
        // An image whose scale Cairo cannot draw through (too large or too small) is not drawn.
        let placement = CGAffineTransform(
            a: rect.width / CGFloat(source.width), b: 0, c: 0,
            d: (flipped ? -1 : 1) * rect.height / CGFloat(source.height), tx: rect.minX,
            ty: flipped ? rect.maxY : rect.minY)
        if Self.concatenate(placement, onto: target, forImage: true) {
            cairo_set_source_surface(target, source.surface, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(target), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(target), quality.cairoFilter)
            cairo_paint(target)
        }
        cairo_restore(target)
    }
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

/// A `CGImage`'s pixels as a Cairo image surface: premultiplied ARGB32, or an A8 coverage for
/// masks (alpha, or brightness when the image is opaque everywhere).
final class ImageSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    init?(_ image: CGImage, asCoverage: Bool) {
        let format = asCoverage ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
        guard let made = cairo_image_surface_create(format, Int32(image.width), Int32(image.height)),
            cairo_surface_status(made) == CAIRO_STATUS_SUCCESS
        else { return nil }
        surface = made
        (width, height) = (image.width, image.height)
        cairo_surface_flush(made)
        guard let data = cairo_image_surface_get_data(made) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(made))
        let pixels = image.premultipliedPixels()
        let usesBrightness = asCoverage && Self.isOpaque(pixels)
        pixels.withUnsafeBufferPointer { p in
            for row in 0..<image.height {
                let line = data + row * stride
                for column in 0..<image.width {
                    let i = (row * image.width + column) * 4
                    if asCoverage {
                        let r = Double(p[i]), g = Double(p[i + 1]), b = Double(p[i + 2])
                        line[column] =
                            usesBrightness ? UInt8(min(255, (0.299 * r + 0.587 * g + 0.114 * b).rounded())) : p[i + 3]
                    } else {
                        let word =
                            UInt32(p[i + 3]) << 24 | UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
                        (line + column * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word }
                    }
                }
            }
        }
        cairo_surface_mark_dirty(made)
    }

    deinit { cairo_surface_destroy(surface) }

    private static func isOpaque(_ pixels: [UInt8]) -> Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
