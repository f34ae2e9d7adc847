import CPangoCairo
import Foundation
@_spi(Rendering) import LayerTree

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
/// - Attributed strings' runs (`RenderTextRun`) become a Pango attribute list over the runs'
///   ranges, turned from UTF-16 offsets into UTF-8 byte indices: font (family and style words),
///   size, colour, underline and letter spacing. What a run does not set is the text's own value.
///   Runs with a stroke width have their glyphs' outlines stroked over the fill (`TextStrokes`),
///   or instead of it for a positive width, as Core Text draws them.
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
    /// The largest glyph drawn, in pixels (`fontSize × contentsScale`): FreeType gives up on a
    /// 4,096-point glyph at a `contentsScale` of 4 (16,384 pixels), and Pango warns. Past it the
    /// size is lowered (3 × the largest font size, drawn at every scale up to 3).
    static let largestGlyphPixels = 12288.0
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
        layOutUnhinted(layout)
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, text.font ?? "Sans")
        // Pango's sizes are ints of 1/1024 point and Cairo's glyph cache gives up on huge glyphs:
        // the size is clamped to what both draw (README, "Limits").
        let fontSize = min(Double(text.fontSize), Self.largestFontSize, Self.largestGlyphPixels / scale)
        pango_font_description_set_absolute_size(description, fontSize * Double(LAYERKIT_PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        // Layout time grows with the text, not with what fits the bounds: only the first
        // `longestText` characters are laid out (README, "Limits").
        let string = text.string.count > Self.longestText ? String(text.string.prefix(Self.longestText)) : text.string
        pango_layout_set_text(layout, string, -1)
        if !text.runs.isEmpty, let attributes = Self.attributeList(text.runs, in: string) {
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }

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
            pango_layout_set_height(
                layout, Int32(min(boxHeight * Double(LAYERKIT_PANGO_SCALE), Double(Int32.max)).rounded(.down)))
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
        // Outlines over the fill, as Core Graphics' fill-and-stroke text mode draws them.
        stroke(strokes(of: text, in: string), of: layout, at: x, in: cr)
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
        return CGImage(
            width: width, height: height, pixels: pixels, alphaInfo: .premultipliedLast,
            sourceName: "text")
    }

    // MARK: Attributes

    /// A Pango attribute list for `runs` over `string` (the characters laid out, which may be a
    /// prefix of the runs' string: runs past its end are cut), or `nil` when no run applies.
    static func attributeList(_ runs: [RenderTextRun], in string: String) -> OpaquePointer? {
        let offsets = utf8Offsets(string)
        guard let list = pango_attr_list_new() else { return nil }
        var inserted = false
        for run in runs {
            // Offsets past the string are clamped; a range over nothing draws nothing.
            let lower = min(max(run.range.lowerBound, 0), offsets.count - 1)
            let upper = min(max(run.range.upperBound, lower), offsets.count - 1)
            let (start, end) = (offsets[lower], offsets[upper])
            guard start < end else { continue }
            for attribute in attributes(of: run) {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
                inserted = true
            }
        }
        guard inserted else {
            pango_attr_list_unref(list)
            return nil
        }
        return list
    }

    /// For each UTF-16 offset into `string` (0 through its UTF-16 length), the UTF-8 byte offset of
    /// the same place; an offset inside a surrogate pair is the start of its character.
    static func utf8Offsets(_ string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            offsets.append(byte)
            if scalar.utf16.count == 2 { offsets.append(byte) }
            byte += scalar.utf8.count
        }
        offsets.append(byte)
        return offsets
    }

    /// Pango attributes (not yet placed) for what `run` sets.
    private static func attributes(of run: RenderTextRun) -> [UnsafeMutablePointer<PangoAttribute>] {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        let scale = Double(LAYERKIT_PANGO_SCALE)
        let size = run.fontSize.map { min(Double($0), Self.largestFontSize) }.flatMap {
            $0.isFinite && $0 > 0 ? $0 : nil
        }
        if let name = run.font {
            // A name parses as Pango's font strings do: a family, then style words ("DejaVu Sans Bold").
            // A size in the name is not the run's: that is `fontSize`, or the text's.
            let description = pango_font_description_from_string(name)
            if let description {
                pango_font_description_unset_fields(description, PANGO_FONT_MASK_SIZE)
                if let size { pango_font_description_set_absolute_size(description, size * scale) }
                attributes.append(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
        } else if let size {
            attributes.append(pango_attr_size_new_absolute(Int32(size * scale)))
        }
        // A positive stroke width strokes the outlines instead of filling them (`TextStrokes`): the
        // fill is drawn at the least alpha Pango takes, which leaves no pixel.
        let strokesOnly = run.strokeWidth.map { $0.isFinite && $0 > 0 } ?? false
        if let color = run.foregroundColor {
            let (r, g, b, a) = channels(color)
            attributes.append(pango_attr_foreground_new(r, g, b))
            // Pango reads an alpha of 0 as "not set" (opaque): the least it draws is 1/65,535.
            attributes.append(pango_attr_foreground_alpha_new(strokesOnly ? 1 : max(a, 1)))
        } else if strokesOnly {
            attributes.append(pango_attr_foreground_alpha_new(1))
        }
        if let style = run.underlineStyle {
            // Core Text's styles in the low byte (pattern bits above it are not drawn): 1 single, 2 thick, 9 double.
            let underline: PangoUnderline =
                switch style & 0xFF {
                case 0: PANGO_UNDERLINE_NONE
                case 9: PANGO_UNDERLINE_DOUBLE
                default: PANGO_UNDERLINE_SINGLE
                }
            attributes.append(pango_attr_underline_new(underline))
        }
        if let color = run.underlineColor {
            let (r, g, b, _) = channels(color)
            attributes.append(pango_attr_underline_color_new(r, g, b))
        }
        if let kern = run.kern {
            let spacing = (Double(kern) * scale).rounded()
            attributes.append(pango_attr_letter_spacing_new(Int32(min(max(spacing, -1e9), 1e9))))
        }
        return attributes.compactMap { $0 }
    }

    /// A colour's components as Pango's 16-bit channels.
    private static func channels(_ color: CGColor) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: CGFloat) -> UInt16 {
            let value = Double(value)
            return value.isFinite ? UInt16((min(max(value, 0), 1) * 65_535).rounded()) : 0
        }
        return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }
}
