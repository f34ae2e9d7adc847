internal import CPangoDependencies
import Foundation

/// How one drawing operation reaches the pixels: straight to the surface when nothing needs
/// composing, or drawn aside (a Cairo group) and then composited with the shadow, the global
/// alpha, the clip mask and the blend mode, as Core Graphics applies them to each operation.
extension CGContext {
    /// Draws one operation: `body` makes the Cairo calls that paint it with the current source.
    /// Then writes the client's buffer, for bitmap contexts in a layout other than Cairo's.
    func drawOperation(_ body: () -> Void) {
        guard isDrawable else { return }
        cairo_set_antialias(
            cr, state.allowsAntialiasing && state.shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        guard state.needsComposition else {
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            body()
            flush()
            return
        }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        body()
        var drawn = cairo_pop_group(cr)!
        if let shadow = state.shadow, shadow.color.alpha > 0 {
            // The shadow lies under the drawing: both become one image before alpha and mask.
            cairo_push_group(cr)
            paintShadow(shadow, of: drawn)
            cairo_set_source(cr, drawn)
            cairo_paint(cr)
            cairo_pattern_destroy(drawn)
            drawn = cairo_pop_group(cr)!
        }
        cairo_save(cr)
        if let mask = state.mask {
            if state.alpha < 1 {
                cairo_push_group(cr)
                cairo_set_source(cr, drawn)
                cairo_paint_with_alpha(cr, Double(state.alpha))
                cairo_pattern_destroy(drawn)
                drawn = cairo_pop_group(cr)!
            }
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            // The source is fixed in device space when it is set; the mask is in device pixels.
            cairo_set_source(cr, drawn)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, mask.surface, 0, 0)
        } else {
            cairo_set_operator(cr, state.blendMode.cairoOperator)
            cairo_set_source(cr, drawn)
            cairo_paint_with_alpha(cr, Double(state.alpha))
        }
        cairo_restore(cr)
        cairo_pattern_destroy(drawn)
        flush()
    }

    /// Paints `shadow` for the coverage of `drawn`: its alpha in device pixels, blurred by a
    /// Gaussian of standard deviation `blur / 2` (CSS's and Core Graphics' convention, as for
    /// layer shadows), moved by the offset, in the shadow's colour. The offset and blur are in base
    /// space (points, y down), not turned or scaled by the current transform, as Core Graphics'.
    private func paintShadow(_ shadow: ContextShadow, of drawn: OpaquePointer) {
        guard let coverage = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(coverage) }
        guard let painter = cairo_create(coverage) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(painter, &matrix)
        cairo_set_source(painter, drawn)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(coverage)
        if let bytes = cairo_image_surface_get_data(coverage) {
            AlphaBlur.blur(
                bytes, width: width, height: height, stride: Int(cairo_image_surface_get_stride(coverage)),
                sigma: Double(shadow.blur * baseScale) / 2)
        }
        cairo_surface_mark_dirty(coverage)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(
            cr, coverage, Double(shadow.offset.width * baseScale), Double(shadow.offset.height * baseScale))
        cairo_restore(cr)
    }
}

extension CGBlendMode {
    /// Cairo's operator for the mode; `plusDarker`, which Cairo lacks, draws as source-over.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
