internal import CPangoDependencies
import Foundation

/// Filling, stroking and clearing: each call is one drawing operation, composited with the
/// alpha, shadow, clip mask and blend mode of the graphics state (`drawOperation`).
extension CGContext {
    /// Fills the current path with the fill colour by `rule`, and empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let color = state.fillPaint
        drawOperation {
            setSource(color)
            cairo_fill_preserve(cr)
        }
        cairo_new_path(cr)
    }

    /// Strokes the current path with the stroke colour and line style, and empties the path.
    public func strokePath() {
        let color = state.strokePaint
        drawOperation {
            setSource(color)
            strokeWithBoundedDashes()
        }
        cairo_new_path(cr)
    }

    /// Draws the current path as `mode` says (fill, stroke or both, fill first), then empties it.
    /// Fill and stroke are one operation, so a shadow or alpha applies to them together.
    public func drawPath(using mode: CGPathDrawingMode) {
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let fill = state.fillPaint, stroke = state.strokePaint
        drawOperation {
            if fills {
                setSource(fill)
                cairo_fill_preserve(cr)
            }
            if strokes {
                setSource(stroke)
                strokeWithBoundedDashes()
            }
        }
        cairo_new_path(cr)
    }

    /// Fills `rect` with the fill colour. The current path is emptied, as in Core Graphics.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle, as one operation.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cr)
        for rect in rects { appendRectangle(rect) }
        fillPath()
    }

    /// Strokes the outline of `rect` with the stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        appendRectangle(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` `width` units wide (the context's line width is kept).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cr, saved)
    }

    /// Strokes a line between each pair of points (0–1, 2–3, …); an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cr)
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent (inside the clip), whatever the alpha and blend mode.
    public func clear(_ rect: CGRect) {
        guard isDrawable else { return }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cr)
        appendRectangle(rect)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_new_path(cr)
        flush()
    }

    /// Adds `rect` to Cairo's current path as a closed subpath, from its origin, as Core Graphics;
    /// one reaching past Cairo's rasterizing range as lines cut to it (`CairoPathBox`).
    func appendRectangle(_ rect: CGRect) {
        guard !rect.isNull, !rect.isInfinite else { return }
        let (x, y, w, h) = (rect.origin.x, rect.origin.y, rect.width, rect.height)
        let corners = [
            CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h),
        ]
        let inRange = corners.allSatisfy { corner in
            var (dx, dy) = (Double(corner.x), Double(corner.y))
            cairo_user_to_device(cr, &dx, &dy)
            return CairoPathBox.contains(CGPoint(x: dx, y: dy))
        }
        guard !inRange else {
            pathCursor = DevicePathCursor()
            return cairo_rectangle(cr, Double(x), Double(y), Double(w), Double(h))
        }
        move(to: corners[0])
        for corner in corners.dropFirst() { addLine(to: corner) }
        closePath()
    }

    /// The most dashes a stroke is cut into: one that would be cut into more (a dash of 86
    /// units along an arc 1e16 across, a hang in Cairo's dasher found by the drawing fuzzer) is
    /// drawn solid.
    public static let mostDashesInAStroke = 100_000

    /// The most device pixels a stroke reaches from its path, a miter's reach included: what
    /// reaches further (a line 9e15 units wide, found by the drawing fuzzer) has its width cut
    /// to this, which keeps its outline where Cairo rasterizes it right and the runs along
    /// `CairoPathBox`'s edges out of sight.
    public static let farthestStrokeReach: CGFloat = 16_384

    /// Strokes the current path (kept) with the current dash pattern, or solid when the pattern
    /// would cut it into more than ``mostDashesInAStroke`` dashes; a line too wide for Cairo is
    /// drawn ``farthestStrokeReach`` wide.
    private func strokeWithBoundedDashes() {
        let width = cairo_get_line_width(cr)
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // The CTM's largest stretch is within √2 of its largest row sum; a miter reaches its
        // limit's half-widths from the corner, the other joins and caps less.
        let stretch = max(abs(m.xx) + abs(m.xy), abs(m.yx) + abs(m.yy))
        let miter = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_MITER ? max(1, cairo_get_miter_limit(cr)) : 1
        let reach = Double(Self.farthestStrokeReach)
        if !(width / 2 * stretch * miter <= reach) {
            cairo_set_line_width(cr, reach / stretch / miter * 2)
        }
        defer { cairo_set_line_width(cr, width) }
        let count = Int(cairo_get_dash_count(cr))
        guard count > 0 else { return cairo_stroke_preserve(cr) }
        var dashes = [Double](repeating: 0, count: count)
        var offset = 0.0
        cairo_get_dash(cr, &dashes, &offset)
        let period = dashes.reduce(0, +)
        let length = path.map { Double($0.length) } ?? 0
        let pieces = length / period * Double(count)
        guard !(pieces <= Double(Self.mostDashesInAStroke)) else { return cairo_stroke_preserve(cr) }
        cairo_set_dash(cr, nil, 0, 0)
        cairo_stroke_preserve(cr)
        cairo_set_dash(cr, dashes, Int32(count), offset)
    }
}
