import Foundation

/// `CAGradientLayer`'s own properties, declared once (see `LayerProperties`). The scene format
/// calls `type` `gradientType`, since `type` names the layer's class there.
enum GradientLayerProperties {
    static let colors = Property(
        "colors", \CAGradientLayer.stopColors, default: nil, .colors, [.animatable],
        scene: .read { try $0.colorList($1, at: $2) }, dump: .colors,
        node: .gradient(.colors), copy: { $0.stopColors = $1.stopColors })
    static let locations = Property(
        "locations", \CAGradientLayer.locations, default: nil, .numbers, [.animatable],
        scene: .read { try $0.locationList($1, at: $2) }, dump: .numbers,
        node: .gradient(.locations), copy: { $0.locations = $1.locations })
    static let startPoint = Property(
        "startPoint", \CAGradientLayer.startPoint, default: CGPoint(x: 0.5, y: 0), .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point,
        node: .gradient(.startPoint), copy: { $0.startPoint = $1.startPoint })
    static let endPoint = Property(
        "endPoint", \CAGradientLayer.endPoint, default: CGPoint(x: 0.5, y: 1), .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point,
        node: .gradient(.endPoint), copy: { $0.endPoint = $1.endPoint })
    static let type = Property(
        "type", \CAGradientLayer.type, default: CAGradientLayerType.axial,
        scene: .read(as: "gradientType") {
            CAGradientLayerType(
                rawValue: try $0.name($1, among: ["axial": "axial", "radial": "radial", "conic": "conic"], at: $2))
        },
        dump: .name, copy: { $0.type = $1.type })

    static let table = PropertyTable(
        inheriting: LayerProperties.table, [colors, locations, startPoint, endPoint, type])
}
