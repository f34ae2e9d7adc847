import CPangoCairo
import Foundation
import LayerTree

/// LayerTree's `CGContext` drawn by Cairo into an ARGB32 image surface: the backing store
/// of layers that draw themselves (`CALayer.display()` / `draw(in:)`).
///
/// LayerTree cannot link Cairo, so it declares the interface and takes contexts from
/// `CALayer.backingStoreFactory`; `Renderer` installs this class there (`install()`).
public final class CairoContext: CGContext {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    private var strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// A transparent context of `width × height` pixels; `nil` when Cairo cannot make it.
    public init?(pixelWidth width: Int, height: Int) {
        guard width > 0, height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.cr = cr
        super.init(width: width, height: height)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Makes `CALayer.display()` draw through Cairo.
    public static func install() {
        if CALayer.backingStoreFactory == nil {
            CALayer.backingStoreFactory = { CairoContext(pixelWidth: $0, height: $1) }
        }
    }

    // Cairo keeps the source in its gstate; CG keeps fill and stroke colours separately.
    private var colorStack: [(CGColor, CGColor)] = []

    // Each state method calls `super`, which keeps the transform and clip `boundingBoxOfClipPath` reads.
    public override func saveGState() {
        super.saveGState()
        cairo_save(cr)
        colorStack.append((fillColor, strokeColor))
    }
    public override func restoreGState() {
        super.restoreGState()
        cairo_restore(cr)
        if let (f, s) = colorStack.popLast() { (fillColor, strokeColor) = (f, s) }
    }
    public override func translateBy(x: CGFloat, y: CGFloat) {
        super.translateBy(x: x, y: y)
        cairo_translate(cr, Double(x), Double(y))
    }
    public override func scaleBy(x: CGFloat, y: CGFloat) {
        super.scaleBy(x: x, y: y)
        cairo_scale(cr, Double(x), Double(y))
    }
    public override func setFillColor(_ color: CGColor) { fillColor = color }
    public override func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public override func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }

    public override func clip(to rect: CGRect) {
        super.clip(to: rect)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
    }

    private func source(_ c: CGColor) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    public override func fill(_ rect: CGRect) {
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        fillPath()
    }

    public override func stroke(_ rect: CGRect) {
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        strokePath()
    }

    public override func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    public override func beginPath() { cairo_new_path(cr) }

    public override func addPath(_ path: CGPath) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .addLineToPoint(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case let .addQuadCurveToPoint(c, e):
                // The cubic with the same curve: controls two thirds of the way to the control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: e.x + 2 / 3 * (c.x - e.x), y: e.y + 2 / 3 * (c.y - e.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(e.x), Double(e.y))
                current = e
            case let .addCurveToPoint(c1, c2, e):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(e.x), Double(e.y))
                current = e
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    public override func fillPath() {
        source(fillColor)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    public override func strokePath() {
        source(strokeColor)
        cairo_stroke(cr)
    }

    public override func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let pixels = image.premultipliedPixels()
        guard let src = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { return }
        defer { cairo_surface_destroy(src) }
        cairo_surface_flush(src)
        guard let data = cairo_image_surface_get_data(src) else { return }
        let stride = Int(cairo_image_surface_get_stride(src))
        for row in 0..<image.height {
            let words = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<image.width {
                let i = (row * image.width + column) * 4
                words[column] =
                    UInt32(pixels[i + 3]) << 24 | UInt32(pixels[i]) << 16
                    | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2])
            }
        }
        cairo_surface_mark_dirty(src)
        // The image's edge pixels reach its rectangle's edges, as Core Graphics draws them (and as
        // GL's clamped textures do): padded, then clipped to the rectangle, not faded into
        // transparency over half a source pixel, which a magnified image (a tile of a coarse
        // part of a picture) would show as a pale fringe. The clip takes the current path, so it
        // is kept aside and put back.
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cr, src, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
        if let path { cairo_append_path(cr, path) }
    }

    public override func makeImage(previous: CGImage? = nil, region: CGImageUpdateRegion? = nil) -> CGImage? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        var pixels: [UInt8]
        var update: CGImageUpdate?
        if let previous, let region, previous.width == width, previous.height == height,
            previous.alphaInfo == .premultipliedLast
        {
            pixels = previous.pixels
            (x0, y0) = (max(0, region.x), max(0, region.y))
            (x1, y1) = (min(width, region.x + region.width), min(height, region.y + region.height))
            update = CGImageUpdate.from(previous, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        } else {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        }
        // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel.
        pixels.withUnsafeMutableBufferPointer { out in
            for row in y0..<y1 {
                let words = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in x0..<x1 {
                    let argb = words[column]
                    let i = (row * width + column) * 4
                    out[i] = UInt8(truncatingIfNeeded: argb >> 16)
                    out[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                    out[i + 2] = UInt8(truncatingIfNeeded: argb)
                    out[i + 3] = UInt8(truncatingIfNeeded: argb >> 24)
                }
            }
        }
        return CGImage(
            width: width, height: height, pixels: pixels, alphaInfo: .premultipliedLast,
            sourceName: "backing store", update: update)
    }
}
