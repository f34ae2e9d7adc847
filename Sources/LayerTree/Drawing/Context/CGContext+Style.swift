internal import CPangoDependencies
import Foundation

/// The graphics state's paint and line style: colours, alpha, blend mode, shadow, antialiasing,
/// line width, caps, joins and dashes.
extension CGContext {
    /// Sets the colour that fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the colour that strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Multiplies the opacity of everything drawn after it (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1) }
    /// Sets how drawing combines with the pixels already there.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Casts a shadow under everything drawn after it: offset and blur in base-space points
    /// (y as the context's base space: down in a layer's context, up in a bitmap context, as
    /// Core Graphics'), not changed by the current transform; a `nil` colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        let y = offset.height * baseYDirection
        state.shadow = ContextShadow(offset: CGSize(width: offset.width, height: y), blur: max(0, blur), color: color)
    }
    /// Casts a shadow in Core Graphics' default colour, black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Whether shapes are antialiased (while `setAllowsAntialiasing` allows it).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether antialiasing may be used at all.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.allowsAntialiasing = allowsAntialiasing }
    /// Whether text is smoothed (kept for callers; this context draws no text of its own).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) { state.shouldSmoothFonts = shouldSmoothFonts }
    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Sets the width of strokes, in user-space units at the time of stroking.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite else { return }
        cairo_set_line_width(cr, Double(max(0, width)))
    }
    /// Sets how the ends of open subpaths are stroked.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }
    /// Sets how corners are stroked.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }
    /// Sets the ratio of miter length to line width past which a miter join is beveled.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cr, Double(max(1, limit)))
    }
    /// Strokes dashed: `lengths` alternate painted and unpainted, starting `phase` units into the
    /// pattern; empty lengths (or all zero) draw solid, as Core Graphics. A length past
    /// ``longestDash`` is drawn that long: Cairo sums the pattern (twice, for an odd count) and
    /// brings the phase into it, and a sum that overflowed to infinity left its dasher stepping
    /// through an infinite phase forever (the drawing fuzzer's seed 97, a dash of 1.8e308).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map { Double(min(max(0, $0.isFinite ? $0 : 0), Self.longestDash)) }
        guard dashes.contains(where: { $0 > 0 }) else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase.isFinite ? phase : 0))
    }

    /// The longest dash or gap a pattern keeps: far longer than any path that can be drawn.
    public static let longestDash: CGFloat = 1e15
    /// Sets how far, in device pixels, a curve's flattened chords may stray from it (Cairo's
    /// tolerance, the same measure); clamped to 0.01–100.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite else { return }
        cairo_set_tolerance(cr, Double(min(max(flatness, 0.01), 100)))
    }

    /// Sets the fill colour from device CMYK components, converted to RGB as PDF's DeviceCMYK is
    /// (`r = 1 − min(1, c + k)`): there is no colour management here.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }
    /// Sets the stroke colour from device CMYK components (see the fill's).
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(
            genericCMYKCyan: cyan, magenta: magenta, yellow: yellow, black: black, alpha: alpha)
    }

    /// Makes `color` Cairo's source, with straight alpha.
    func setSource(_ color: CGColor) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }
}
