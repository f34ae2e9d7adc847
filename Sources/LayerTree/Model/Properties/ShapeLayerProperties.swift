import Foundation

/// `CAShapeLayer`'s own properties, declared once (see `LayerProperties`).
enum ShapeLayerProperties {
    static let path = Property(
        "path", \CAShapeLayer.path, default: nil, .path, [.animatable],
        scene: .read { try $0.path($1, at: $2) }, dump: .path, node: .shape(.path),
        copy: { $0.path = $1.path?.copy() })
    static let fillColor = Property(
        "fillColor", \CAShapeLayer.fillColor, default: CGColor.black, .color(), [.animatable],
        scene: .read { try $0.optionalColor($1, at: $2) }, dump: .color, node: .shape(.fillColor),
        copy: { $0.fillColor = $1.fillColor })
    static let fillRule = Property(
        "fillRule", \CAShapeLayer.fillRule, default: CAShapeLayerFillRule.nonZero,
        scene: .read { CAShapeLayerFillRule(rawValue: try $0.name($1, among: fillRuleNames, at: $2)) },
        dump: .name(sceneNames: fillRuleNames), copy: { $0.fillRule = $1.fillRule })
    /// The scene format's names of the fill rules, which Core Animation spells `non-zero` and `even-odd`.
    static let fillRuleNames: KeyValuePairs<String, String> = ["nonZero": "non-zero", "evenOdd": "even-odd"]
    static let strokeColor = Property(
        "strokeColor", \CAShapeLayer.strokeColor, default: nil, .color(), [.animatable],
        scene: .read { try $0.optionalColor($1, at: $2) }, dump: .color, node: .shape(.strokeColor),
        copy: { $0.strokeColor = $1.strokeColor })
    static let lineWidth = Property(
        "lineWidth", \CAShapeLayer.lineWidth, default: CGFloat(1), .number, [.animatable],
        scene: .read { try $0.number($1, in: DrawingLimits.lineWidthRange, at: $2) }, dump: .number,
        node: .shape(.lineWidth), copy: { $0.lineWidth = $1.lineWidth })
    static let lineCap = Property(
        "lineCap", \CAShapeLayer.lineCap, default: CAShapeLayerLineCap.butt,
        scene: .read {
            CAShapeLayerLineCap(
                rawValue: try $0.name($1, among: ["butt": "butt", "round": "round", "square": "square"], at: $2))
        },
        dump: .name, copy: { $0.lineCap = $1.lineCap })
    static let lineJoin = Property(
        "lineJoin", \CAShapeLayer.lineJoin, default: CAShapeLayerLineJoin.miter,
        scene: .read {
            CAShapeLayerLineJoin(
                rawValue: try $0.name($1, among: ["miter": "miter", "round": "round", "bevel": "bevel"], at: $2))
        },
        dump: .name, copy: { $0.lineJoin = $1.lineJoin })
    static let miterLimit = Property(
        "miterLimit", \CAShapeLayer.miterLimit, default: CGFloat(10), .number, [.animatable],
        scene: .read { try $0.nonNegativeNumber($1, at: $2) }, dump: .number, node: .shape(.miterLimit),
        copy: { $0.miterLimit = $1.miterLimit })
    static let lineDashPattern = Property(
        "lineDashPattern", \CAShapeLayer.lineDashPattern, default: nil, scene: .read { try $0.dashPattern($1, at: $2) },
        dump: .numbers, copy: { $0.lineDashPattern = $1.lineDashPattern })
    static let lineDashPhase = Property(
        "lineDashPhase", \CAShapeLayer.lineDashPhase, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.number($1, at: $2) }, dump: .number, node: .shape(.lineDashPhase),
        copy: { $0.lineDashPhase = $1.lineDashPhase })
    static let strokeStart = Property(
        "strokeStart", \CAShapeLayer.strokeStart, default: CGFloat(0), .number, [.animatable],
        scene: .read { try $0.unitNumber($1, at: $2) }, dump: .number, node: .shape(.strokeStart),
        copy: { $0.strokeStart = $1.strokeStart })
    static let strokeEnd = Property(
        "strokeEnd", \CAShapeLayer.strokeEnd, default: CGFloat(1), .number, [.animatable],
        scene: .read { try $0.unitNumber($1, at: $2) }, dump: .number, node: .shape(.strokeEnd),
        copy: { $0.strokeEnd = $1.strokeEnd })

    static let table = PropertyTable(
        inheriting: LayerProperties.table,
        [
            path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern,
            lineDashPhase, strokeStart, strokeEnd,
        ])
}
