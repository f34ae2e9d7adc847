import QuartzCore

/// Builds a text layer's documents into `CATextLayer`s, set in the system's fonts.
///
/// lottie-ios's Core Animation engine sets text with Core Text in the font the document names
/// (its glyph outlines in the file's `chars` are not used), and places it as its
/// `CoreTextRenderLayer` does: point text's first baseline at the layer's origin (or at `ps`),
/// the lines starting, ending or centred there as the justification says; box text from `ps`,
/// the box's top at the capitals' top, wrapped at the box's width.
///
/// Each line of point text is a text layer of its own, one line pitch (`lh`) below the one
/// before, so the file's leading is kept exactly. A document that changes over time is one
/// container per document, each shown from its keyframe until the next by a `.discrete`
/// animation of `hidden`.
struct LottieTextLayers {
    let animations: LottieKeyframeAnimations
    /// The composition's fonts, by the name documents use.
    let fonts: [String: LottieFont]

    /// How many pixels per point text is rasterized at: lottie-ios's snapshots' scale.
    static let contentsScale: CGFloat = 2

    /// The most pixels a side, and in all, of a text layer's image: the renderer draws no larger
    /// text image (32,767 pixels a side, 64 Mi pixels), and leaves a larger one out.
    static let largestImage = (side: 32_000.0, pixels: Double(1 << 26))

    /// `contentsScale`, or less where a long line at that scale would be past `largestImage`: the
    /// line is then drawn coarser rather than not at all.
    static func contentsScale(width: CGFloat, height: CGFloat) -> CGFloat {
        let (width, height) = (Double(width), Double(height))
        guard width > 0, height > 0 else { return contentsScale }
        let fitting = min(
            largestImage.side / max(width, height), (largestImage.pixels / (width * height)).squareRoot())
        return CGFloat(min(Double(contentsScale), fitting))
    }

    /// The text's layers: one container per document.
    func layer(_ text: LottieText) -> CALayer {
        let container = Self.originLayer()
        switch text.documents {
        case .fixed(let document):
            container.addSublayer(documentLayer(document))
        case .keyframed(let keyframes):
            for index in keyframes.indices {
                let layer = documentLayer(keyframes[index].value)
                // Shown while this keyframe is the latest one: text does not interpolate.
                let hidden = LottieAnimatable<Bool>.keyframed(
                    keyframes.enumerated().map { LottieKeyframe(frame: $1.frame, value: $0 != index, isHold: true) })
                animations.apply(hidden, to: layer, keyPath: "hidden", set: { layer.isHidden = $0 }, value: { $0 })
                container.addSublayer(layer)
            }
        }
        return container
    }

    /// One document's lines: its fill, and its stroke under or over it (`LottieTextStroke`).
    func documentLayer(_ document: LottieTextDocument) -> CALayer {
        let container = Self.originLayer()
        let font = CTFontCreateWithName(systemFontName(document.fontName) as CFString, CGFloat(document.fontSize), nil)
        // Tracking is in thousandths of an em, added after each character as Core Text's kerning is.
        let kern = CGFloat(document.fontSize * document.tracking / 1000)
        let setting: [NSAttributedString.Key: Any] = [
            .init(kCTFontAttributeName as String): font, .init(kCTKernAttributeName as String): kern,
        ]
        for paint in Self.paints(document) {
            for layer in lineLayers(document, font: font, kern: kern, attributes: setting.merging(paint) { $1 }) {
                container.addSublayer(layer)
            }
        }
        return container
    }

    /// The text layers that draw `document`'s lines with `attributes`.
    func lineLayers(
        _ document: LottieTextDocument, font: CTFont, kern: CGFloat, attributes: [NSAttributedString.Key: Any]
    ) -> [CATextLayer] {
        let metrics = (
            ascent: CTFontGetAscent(font), descent: CTFontGetDescent(font), leading: CTFontGetLeading(font),
            capHeight: CTFontGetCapHeight(font)
        )
        let alignment: CATextLayerAlignmentMode =
            switch document.justification {
            case .left: .left
            case .right: .right
            case .center: .center
            }
        let lines = document.lines
        if let box = document.boxSize {
            // Box text: one wrapped layer; its top is above the box by the space over the capitals.
            let layer = CATextLayer()
            layer.string = NSAttributedString(string: lines.joined(separator: "\n"), attributes: attributes)
            layer.isWrapped = true
            layer.alignmentMode = alignment
            let above = metrics.ascent - metrics.capHeight
            layer.bounds = CGRect(x: 0, y: 0, width: box.width, height: box.height + above + metrics.descent)
            layer.contentsScale = Self.contentsScale(width: layer.bounds.width, height: layer.bounds.height)
            layer.anchorPoint = CGPoint(x: 0, y: layer.bounds.height > 0 ? above / layer.bounds.height : 0)
            layer.position = document.boxPosition ?? .zero
            layer.position.y -= CGFloat(document.baselineShift)
            return [layer]
        }
        // Point text: each line's baseline one pitch below the last; the pitch is never less than
        // the font's own line, as Core Text's paragraph spacing is never negative.
        let natural = metrics.ascent + metrics.descent + metrics.leading
        let pitch = max(CGFloat(document.lineHeight), natural)
        let origin = document.boxPosition ?? .zero
        return lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let layer = CATextLayer()
            layer.string = NSAttributedString(string: line, attributes: attributes)
            layer.alignmentMode = alignment
            // The layer is sized without measuring the line: wide enough for any glyph of the font
            // at every character; the alignment places the text in it and the anchor on it.
            let width = CGFloat(line.count + 1) * (CGFloat(document.fontSize) * 1.2 + abs(kern))
            let height = metrics.ascent + metrics.descent + metrics.leading
            layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            layer.contentsScale = Self.contentsScale(width: width, height: height)
            let anchorX: CGFloat =
                switch alignment {
                case .right: 1
                case .center: 0.5
                default: 0
                }
            layer.anchorPoint = CGPoint(x: anchorX, y: height > 0 ? metrics.ascent / height : 0)
            layer.position = CGPoint(
                x: origin.x, y: origin.y + CGFloat(index) * pitch - CGFloat(document.baselineShift))
            return layer
        }
    }

    /// The name fontconfig is asked for: the family and style of the composition's font of that
    /// name, or the name itself when the list does not have it.
    ///
    /// A family the system lacks is set in ``fallbackFamily``, regular, as Core Text sets a name it
    /// cannot find: not in a bold or light face of another family that only the style words would
    /// pick. A family fontconfig substitutes (Arial by its metric twin Liberation Sans) is a family
    /// the system has; a family it only answers with its default sans-serif is one it lacks.
    func systemFontName(_ name: String) -> String {
        guard let font = fonts[name] else { return name }
        let family = font.family.trimmingCharacters(in: .whitespaces)
        let drawn = CTFontCopyFamilyName(CTFontCreateWithName(family as CFString, 12, nil))
        guard drawn.caseInsensitiveCompare(family) == .orderedSame || drawn != Self.defaultSansSerif else {
            return Self.fallbackFamily
        }
        return font.systemName
    }

    /// The family text is set in when its own is missing: Helvetica, Core Text's fallback (and so
    /// what lottie-ios's snapshots show), which fontconfig draws in its metric twin Nimbus Sans
    /// (Debian's fonts-urw-base35) where the system has no Helvetica.
    static let fallbackFamily = "Helvetica"

    /// The family fontconfig answers a name it has nothing for with: its default sans-serif.
    static let defaultSansSerif = CTFontCopyFamilyName(CTFontCreateWithName("sans-serif" as CFString, 12, nil))

    /// An empty layer at the origin of its superlayer's coordinates.
    static func originLayer() -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        return layer
    }
}
