import CPangoCairo
import Foundation
import LayerTree

/// Rasterizes `CATextLayer` text into images with Pango (layout) and Cairo (pixels), and
/// turns a render tree's text into contents the planner draws like any image.
///
/// - Layout: from the top-left of the bounds, in `font` (a family name; Pango's "Sans"
///   when `nil`) at `fontSize` points. `isWrapped` wraps at the bounds' width (words,
///   then characters); `truncationMode` ellipsizes lines that do not fit the width (with
///   wrapping, the last line that fits the height). Alignment without a layout width
///   (neither wrapped nor truncated) is applied by offsetting the whole block.
/// - Pixels: a bounds-sized image at `contentsScale`, so text past the bounds is cut,
///   as Core Animation's backing store cuts it.
/// - Images are cached by `RenderText` value (everything that decides the pixels), so a
///   label that does not change is laid out once and, keeping its image identity, its
///   texture is uploaded once.
final class TextRasterizer {
    private var cache: [RenderText: (image: CGImage, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The last build (`RenderTree.lineage`) found to hold no text.
    private var textFreeBuild: UInt64?
    /// Most cached images; the least recently used go first.
    let capacity: Int

    init(capacity: Int = 512) { self.capacity = capacity }

    /// Texts kept as images.
    var count: Int { cache.count }

    /// The largest font size drawn, in points; larger sizes draw at this size.
    static let largestFontSize = 4096.0
    /// The most characters of a text layer's string that are laid out and drawn.
    static let longestText = 10_000

    /// `tree` with each text node's rasterized text set as its contents.
    func withTextContents(_ tree: RenderTree) -> RenderTree {
        // A build of the model without text has none in any of its frames.
        if let build = tree.lineage?.build, build == textFreeBuild { return tree }
        // Through a buffer pointer, by index: an array's subscript or a closure over the nodes copies
        // each (large) node out to test one field, which costs a 10,000-layer frame milliseconds.
        let hasText = tree.nodes.withUnsafeBufferPointer { nodes in
            nodes.indices.contains { i in
                // A pattern on the field in place; `!= nil` copied the node out first.
                if case .some = nodes[i].text { return true }
                return false
            }
        }
        guard hasText else {
            textFreeBuild = tree.lineage?.build
            return tree
        }
        var tree = tree
        for index in tree.nodes.indices {
            guard let text = tree.nodes[index].text else { continue }
            tree.nodes[index].contents = image(for: text).map {
                RenderContents(image: $0, gravity: .resize, contentsScale: text.contentsScale)
            }
        }
        trim()
        return tree
    }

    /// The text's image (cached), or `nil` when it has no pixels.
    func image(for text: RenderText) -> CGImage? {
        clock += 1
        if let hit = cache[text] {
            cache[text] = (hit.image, clock)
            return hit.image
        }
        guard let image = Self.rasterize(text) else { return nil }
        cache[text] = (image, clock)
        return image
    }

    private func trim() {
        guard cache.count > capacity else { return }
        let sorted = cache.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in sorted.prefix(cache.count - capacity) { cache[key] = nil }
    }

    // MARK: Pango and Cairo

    static func rasterize(_ text: RenderText) -> CGImage? {
        let scale = Double(text.contentsScale > 0 ? text.contentsScale : 1)
        let (boxWidth, boxHeight) = (Double(text.size.width), Double(text.size.height))
        // A box too large for one image (64 Mi pixels, 32,767 a side), or not a number, draws nothing: checked in
        // floating point, before its sides become integers.
        let (pixelWidth, pixelHeight) = ((boxWidth * scale).rounded(.up), (boxHeight * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= Double(1 << 26) else { return nil }
        let (width, height) = (Int(pixelWidth), Int(pixelHeight))
        // Cairo makes no image surface wider or taller than 32,767 pixels.
        guard width <= 32_767, height <= 32_767 else { return nil }

        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)

        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, text.font ?? "Sans")
        // Pango's sizes are ints of 1/1024 point and Cairo's glyph cache gives up on huge glyphs:
        // the size is clamped to what both draw (README, "Limits").
        let fontSize = min(Double(text.fontSize), Self.largestFontSize)
        pango_font_description_set_absolute_size(description, fontSize * Double(LAYERKIT_PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        // Layout time grows with the text, not with what fits the bounds: only the first
        // `longestText` characters are laid out (README, "Limits").
        let string = text.string.count > Self.longestText ? String(text.string.prefix(Self.longestText)) : text.string
        pango_layout_set_text(layout, string, -1)

        // Pango's units are 1/1024 point in an Int32: a wide, short box can pass the pixel limit above
        // and still be past what Pango can hold.
        let pangoWidth = Int32(min(boxWidth * Double(LAYERKIT_PANGO_SCALE), Double(Int32.max)).rounded(.down))
        let hasWidth = text.isWrapped || text.truncationMode != .none
        if hasWidth {
            pango_layout_set_width(layout, pangoWidth)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if !text.isWrapped, hasWidth {
            // One line per paragraph: a height of −1 lines keeps Pango from wrapping.
            pango_layout_set_height(layout, -1)
        } else if text.isWrapped, text.truncationMode != .none {
            pango_layout_set_height(layout, Int32(min(boxHeight * Double(LAYERKIT_PANGO_SCALE), Double(Int32.max)).rounded(.down)))
        }
        switch text.truncationMode {
        case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        }
        switch text.alignmentMode {
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        default:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_auto_dir(layout, text.alignmentMode == .natural ? 1 : 0)
        }

        var x = 0.0
        if !hasWidth {
            // Without a layout width Pango aligns lines to the widest one; place that block.
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let blockWidth = Double(logical.width) / Double(LAYERKIT_PANGO_SCALE)
            switch text.alignmentMode {
            case .right: x = boxWidth - blockWidth
            case .center: x = (boxWidth - blockWidth) / 2
            default: x = 0
            }
        }
        let c = text.foregroundColor
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_move_to(cr, x, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_surface_flush(surface)

        // Cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel.
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let words = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let argb = words[column]
                let i = (row * width + column) * 4
                pixels[i] = UInt8(truncatingIfNeeded: argb >> 16)
                pixels[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                pixels[i + 2] = UInt8(truncatingIfNeeded: argb)
                pixels[i + 3] = UInt8(truncatingIfNeeded: argb >> 24)
            }
        }
        return CGImage(width: width, height: height, pixels: pixels, alphaInfo: .premultipliedLast,
                       sourceName: "text")
    }
}
