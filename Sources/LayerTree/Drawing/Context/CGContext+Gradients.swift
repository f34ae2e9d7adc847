internal import CPangoDependencies
import Foundation

/// Gradients fill the clip (not the current path, which they leave alone), as Core Graphics'.
extension CGContext {
    /// Fills the clip with `gradient` along the line `start` → `end`: colours constant across
    /// it, and before the start or after the end only when `options` ask.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard start.isFinite, end.isFinite, isSampleable([start, end]),
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        else { return }
        paintGradient(gradient, pattern: pattern, options: options)
    }

    /// Fills the clip with `gradient` between two circles, Core Graphics' (and PDF's) radial
    /// gradient: each colour on the circle between the start and end circles at its location.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
            isSampleable([
                startCenter, endCenter, CGPoint(x: startCenter.x + startRadius, y: startCenter.y),
                CGPoint(x: endCenter.x + endRadius, y: endCenter.y),
            ]),
            let pattern = cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))
        else { return }
        paintGradient(gradient, pattern: pattern, options: options)
    }

    /// Whether gradient geometry through `points` (user space) lies within half of Cairo's
    /// fixed-point range (±2²² device pixels), and the CTM shrinks user space by less than
    /// 32,767, where pixman can sample it: past that, Cairo puts the context in its sticky error
    /// state (the drawing fuzzer found a gradient scaled by 1e6 and moved by 8e6, one scaled by
    /// 1e-300, and one moved by 2²³ under an alpha), and such a gradient is not drawn.
    private func isSampleable(_ points: [CGPoint]) -> Bool {
        var inverse = cairo_matrix_t()
        cairo_get_matrix(cr, &inverse)
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS,
            [inverse.xx, inverse.yx, inverse.xy, inverse.yy].allSatisfy({ abs($0) < 32_767 })
        else { return false }
        return points.allSatisfy { point in
            var (x, y) = (Double(point.x), Double(point.y))
            cairo_user_to_device(cr, &x, &y)
            return abs(x) < 4_194_304 && abs(y) < 4_194_304
        }
    }

    /// Whether Cairo paints `pattern` through the CTM without an error, tried on one pixel at the
    /// context's centre first. pixman samples a gradient through a 16.16 fixed-point map from
    /// device pixels to the gradient's space, and Cairo sets a context's sticky error (after which
    /// nothing draws) when the map's offsets there do not fit: a translation of 1e6 pixels under
    /// a CTM that shrinks user space by 25 does not, which the bounds above cannot tell (the
    /// drawing fuzzer's seed 31 case 2591). The one pixel fails as the context would.
    private func isPaintable(_ pattern: OpaquePointer) -> Bool {
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return false }
        defer { cairo_surface_destroy(probe) }
        cairo_surface_set_device_offset(probe, -Double(width / 2), -Double(height / 2))
        guard let painter = cairo_create(probe) else { return false }
        defer { cairo_destroy(painter) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(painter, &matrix)
        cairo_set_source(painter, pattern)
        cairo_paint(painter)
        return cairo_status(painter) == CAIRO_STATUS_SUCCESS
    }

    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        var stops = gradient.stops
        // Cairo pads a gradient past both ends or neither: it pads, and where the options do not
        // ask for a side, a transparent stop at that end (same offset, so a hard step) cuts it off.
        if let first = stops.first, let last = stops.last {
            if !options.contains(.drawsBeforeStartLocation) {
                stops.insert(contentsOf: [(0, .clear), (0, first.color)], at: 0)
            }
            if !options.contains(.drawsAfterEndLocation) { stops.append(contentsOf: [(1, last.color), (1, .clear)]) }
        }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green), Double(c.blue),
                Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        guard isPaintable(pattern) else { return }
        drawOperation {
            let path = cairo_copy_path(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            if let path {
                cairo_append_path(cr, path)
                cairo_path_destroy(path)
            }
        }
    }
}
