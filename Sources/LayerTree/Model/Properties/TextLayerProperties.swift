import Foundation

/// `CATextLayer`'s own properties, declared once (see `LayerProperties`). Core Animation's key
/// for `isWrapped` is `wrapped`; the scene format spells it `isWrapped`.
enum TextLayerProperties {
    static let string = Property(
        "string", \CATextLayer.text, default: nil, scene: .read { try $0.string($1, at: $2) },
        copy: {
            // The attributes first: `text`'s setter would drop them, `characters` marks the change.
            ($0.textRuns, $0.attributedString) = ($1.textRuns, $1.attributedString)
            $0.characters = $1.characters
        })
    static let font = Property(
        "font", \CATextLayer.fontName, default: nil, scene: .read { try $0.string($1, at: $2) },
        copy: { $0.fontName = $1.fontName })
    static let fontSize = Property(
        "fontSize", \CATextLayer.fontSize, default: CGFloat(36), .number, [.animatable],
        scene: .read { try $0.fontSize($1, at: $2) }, copy: { $0.fontSize = $1.fontSize })
    static let foregroundColor = Property(
        "foregroundColor", \CATextLayer.foregroundColor, default: CGColor.white, .color(), [.animatable],
        scene: .read { try $0.color($1, at: $2) }, copy: { $0.foregroundColor = $1.foregroundColor })
    static let alignmentMode = Property(
        "alignmentMode", \CATextLayer.alignmentMode, default: CATextLayerAlignmentMode.natural,
        scene: .read { try $0.named($1, CATextLayerAlignmentMode.all, kind: "alignment mode", at: $2) },
        copy: { $0.alignmentMode = $1.alignmentMode })
    static let wrapped = Property(
        "wrapped", \CATextLayer.isWrapped, default: false, .bool,
        scene: .read(as: "isWrapped") { try $0.bool($1, at: $2) }, copy: { $0.isWrapped = $1.isWrapped })
    static let truncationMode = Property(
        "truncationMode", \CATextLayer.truncationMode, default: CATextLayerTruncationMode.none,
        scene: .read { try $0.named($1, CATextLayerTruncationMode.all, kind: "truncation mode", at: $2) },
        copy: { $0.truncationMode = $1.truncationMode })

    /// Not a scene-file key: the scene format's spec has none for it.
    static let allowsFontSubpixelQuantization = Property(
        "allowsFontSubpixelQuantization", \CATextLayer.allowsFontSubpixelQuantization, default: false, .bool,
        copy: { $0.allowsFontSubpixelQuantization = $1.allowsFontSubpixelQuantization })

    static let table = PropertyTable(
        inheriting: LayerProperties.table,
        [
            string, font, fontSize, foregroundColor, alignmentMode, wrapped, truncationMode,
            allowsFontSubpixelQuantization,
        ])
}
