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

    /// Whether gradient geometry through `points` (user space) lies within ±2³⁰ device pixels,
    /// and the CTM shrinks user space by less than 32,767, where pixman can sample it: past
    /// that, Cairo puts the context in its sticky error state (the drawing fuzzer found a
    /// gradient scaled by 1e6 and moved by 8e6, and one scaled by 1e-300), and such a gradient
    /// is not drawn.
    private func isSampleable(_ points: [CGPoint]) -> Bool {
        var inverse = cairo_matrix_t()
        cairo_get_matrix(cr, &inverse)
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS,
            [inverse.xx, inverse.yx, inverse.xy, inverse.yy].allSatisfy({ abs($0) < 32_767 })
        else { return false }
        return points.allSatisfy { point in
            var (x, y) = (Double(point.x), Double(point.y))
            cairo_user_to_device(cr, &x, &y)
            return abs(x) < 1_073_741_824 && abs(y) < 1_073_741_824
        }
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
