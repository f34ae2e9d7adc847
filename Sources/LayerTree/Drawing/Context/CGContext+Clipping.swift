internal import CPangoDependencies
import Foundation

/// The clip: the intersection of every clip since the last `resetClip()`, saved and restored
/// with the graphics state. Paths and rectangles clip in Cairo; an image mask is a coverage
/// image in device pixels applied when each operation is composited.
extension CGContext {
    /// Intersects the clip with the current path filled by `rule`, and empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect`. The current path is emptied, as in Core Graphics.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cr)
        for rect in rects { appendRectangle(rect) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// Intersects the clip with `rect` and with `mask` drawn into it: where the mask has alpha,
    /// its alpha (0 hides, 1 shows); where it is opaque everywhere (a grayscale mask), its
    /// brightness, as Core Graphics uses a gray image's samples. The mask is drawn as `draw(_:in:)`
    /// draws an image (first row at `rect.maxY`).
    public func clip(to rect: CGRect, mask: CGImage) {
        guard isDrawable, let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
        else { return }
        guard let painter = cairo_create(coverage) else { return cairo_surface_destroy(coverage) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(painter, &matrix)
        if let source = ImageSurface(mask, asCoverage: true) {
            paintImage(source, in: rect, on: painter, flipped: true)
        }
        cairo_destroy(painter)
        if let existing = state.mask {
            // Both masks at once: the product of their coverages.
            let combiner = cairo_create(coverage)!
            cairo_set_operator(combiner, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(combiner, existing.surface, 0, 0)
            cairo_paint(combiner)
            cairo_destroy(combiner)
        }
        state.mask = ClipMask(surface: coverage)
        clip(to: rect)
    }

    /// Returns the clip to the whole context, as it was made.
    public func resetClip() {
        cairo_reset_clip(cr)
        state.mask = nil
    }

    /// The bounding box of the clip, in user space: the whole surface until something clips it,
    /// `CGRect.null` once nothing is left, as Core Graphics answers.
    public var boundingBoxOfClipPath: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
