internal import CPangoDependencies
import Foundation

/// Fills and strokes painted with a pattern: the cell is drawn once, at device resolution, into a
/// tile of whole pixels holding one step of the pattern in each direction, and Cairo repeats the
/// tile (a surface pattern with `CAIRO_EXTEND_REPEAT`) across what is filled or stroked.
extension CGContext {
    /// Fills with `pattern` from now on (until a fill colour is set). For a coloured pattern
    /// `components` is one alpha; for an uncoloured one it is a colour in the base space of the fill
    /// colour space (`CGColorSpace(patternBaseSpace:)`), then alpha.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        let paint = patternPaint(pattern, components, space: state.fillColorSpace)
        state.fillPattern = paint
    }

    /// Strokes with `pattern` from now on (until a stroke colour is set); `components` as for
    /// `setFillPattern(_:colorComponents:)`, in the stroke colour space's base space.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        let paint = patternPaint(pattern, components, space: state.strokeColorSpace)
        state.strokePattern = paint
    }

    /// The paint for `pattern`: a coloured pattern's alpha, or an uncoloured one's colour read in
    /// the pattern space's base space (device RGB when the space has none).
    private func patternPaint(
        _ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, space: CGColorSpace
    ) -> PatternPaint {
        if pattern.isColored {
            return PatternPaint(pattern: pattern, color: CGColor(gray: 0, alpha: components[0]))
        }
        let base = (space.model == .pattern ? space.baseColorSpace : space) ?? CGColorSpaceCreateDeviceRGB()
        let color = CGColor(colorSpace: base, components: components) ?? .black
        return PatternPaint(pattern: pattern, color: color)
    }

    /// Makes `paint` Cairo's source.
    func setSource(_ paint: Paint) {
        switch paint {
        case .color(let color): setSource(color)
        case .pattern(let pattern): setSource(pattern)
        }
    }

    /// Makes the repeated tile of `paint` Cairo's source, placed in device space by the pattern's
    /// matrix and the base transform, whatever the current transform; a tile that cannot be
    /// made paints nothing.
    private func setSource(_ paint: PatternPaint) {
        let pattern = paint.pattern
        // Pattern space to Cairo's pixels: the pattern's matrix into base space, then base space
        // (points, y as the context's base) to pixels.
        let toDevice = pattern.matrix.concatenating(CGAffineTransform(scaleX: baseScale, y: baseScale))
            .concatenating(baseTransform)
        guard let tile = PatternTile(pattern, toDevice: toDevice, paint: paint.color) else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        defer { cairo_surface_destroy(tile.surface) }
        let source = cairo_pattern_create_for_surface(tile.surface)
        defer { cairo_pattern_destroy(source) }
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        // Cairo's pattern matrix maps user space (at the time the source is set) to the tile's pixels.
        var userToTile = cairoTransform.concatenating(tile.toDevice.inverted()).cairoMatrix
        cairo_pattern_set_matrix(source, &userToTile)
        cairo_set_source(cr, source)
    }
}

/// One step of a pattern in each direction drawn into a Cairo image surface, and where it goes.
struct PatternTile {
    /// The tile's pixels (premultiplied ARGB32); the caller destroys it.
    let surface: OpaquePointer
    /// The tile's pixels to Cairo's device pixels.
    let toDevice: CGAffineTransform

    /// The longest side of a tile, in pixels: a larger step is drawn at lower resolution.
    static let maximumSide = 4096
    /// The most cells drawn into one tile (cells much larger than the step overlap many times).
    static let maximumCells = 1024

    /// Draws `pattern`'s cell into a tile whose pixels map to device pixels through `toDevice`
    /// (pattern space to device); an uncoloured pattern's cell is a stencil painted in `paint`, a
    /// coloured one's keeps its colours at `paint`'s alpha.
    init?(_ pattern: CGPattern, toDevice patternToDevice: CGAffineTransform, paint: CGColor) {
        let m = patternToDevice
        let xs = abs(pattern.xStep), ys = abs(pattern.yStep)
        // Device pixels per pattern unit along each axis of pattern space.
        let sx = hypot(m.a, m.b), sy = hypot(m.c, m.d)
        let limit = CGFloat(Self.maximumSide)
        let width = Int(min(max((xs * sx).rounded(), 1), limit)), height = Int(min(max((ys * sy).rounded(), 1), limit))
        let tileToPattern = CGAffineTransform(scaleX: xs / CGFloat(width), y: ys / CGFloat(height))
        toDevice = tileToPattern.concatenating(m)

        let cell = CGContext(width: width, height: height)
        guard cell.isDrawable else { return nil }
        cell.scaleBy(x: CGFloat(width) / xs, y: CGFloat(height) / ys)
        if let draw = pattern.drawPattern {
            Self.drawCells(pattern, draw, into: cell, width: xs, height: ys)
        }
        cairo_surface_flush(cell.surface)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            let painter = cairo_create(surface)
        else { return nil }
        if pattern.isColored {
            cairo_set_source_surface(painter, cell.surface, 0, 0)
            cairo_paint_with_alpha(painter, Double(paint.alpha))
        } else {
            // A stencil: only the cell's coverage counts, painted in the given colour.
            cairo_set_source_rgba(
                painter, Double(paint.red), Double(paint.green), Double(paint.blue), Double(paint.alpha))
            cairo_mask_surface(painter, cell.surface, 0, 0)
        }
        cairo_destroy(painter)
        self.surface = surface
    }

    /// Draws every copy of the cell, clipped to its bounds, that falls in the tile's rectangle
    /// `[0, width) × [0, height)` of pattern space, so cells larger than the step wrap round.
    private static func drawCells(
        _ pattern: CGPattern, _ draw: CGPatternDrawPatternCallback, into cell: CGContext, width: CGFloat,
        height: CGFloat
    ) {
        let bounds = pattern.bounds
        func offsets(_ step: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ extent: CGFloat) -> [CGFloat] {
            // Whole multiples k of the step for which [minimum, maximum] + k·step meets [0, extent).
            let a = (0 - maximum) / step, b = (extent - minimum) / step
            let low = Int(min(a, b).rounded(.down)), high = Int(max(a, b).rounded(.up))
            guard high - low < maximumCells else { return [] }
            return (low...high).map { CGFloat($0) * step }.filter { minimum + $0 < extent && maximum + $0 > 0 }
        }
        let xs = offsets(pattern.xStep, bounds.minX, bounds.maxX, width)
        let ys = offsets(pattern.yStep, bounds.minY, bounds.maxY, height)
        guard xs.count * ys.count <= maximumCells else { return }
        for dy in ys {
            for dx in xs {
                cell.saveGState()
                cell.translateBy(x: dx, y: dy)
                cell.clip(to: bounds)
                draw(pattern.info, cell)
                cell.restoreGState()
            }
        }
    }
}
