import Foundation

/// `CAGradientLayer`'s own properties, declared once (see `LayerProperties`). The scene format
/// calls `type` `gradientType`, since `type` names the layer's class there.
enum GradientLayerProperties {
    static let colors = Property(
        "colors", \CAGradientLayer.colors, default: nil, .colors, [.animatable],
        scene: .read { try $0.colorList($1, at: $2) }, dump: .colors)
    static let locations = Property(
        "locations", \CAGradientLayer.locations, default: nil, .numbers, [.animatable],
        scene: .read { try $0.locationList($1, at: $2) }, dump: .numbers)
    static let startPoint = Property(
        "startPoint", \CAGradientLayer.startPoint, default: CGPoint(x: 0.5, y: 0), .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point)
    static let endPoint = Property(
        "endPoint", \CAGradientLayer.endPoint, default: CGPoint(x: 0.5, y: 1), .point, [.animatable],
        scene: .read { try $0.point($1, at: $2) }, dump: .point)
    static let type = Property(
        "type", \CAGradientLayer.type, default: CAGradientLayerType.axial,
        scene: .read(as: "gradientType") {
            CAGradientLayerType(rawValue: try $0.name($1, among: ["axial": "axial", "radial": "radial", "conic": "conic"], at: $2))
        }, dump: .name)

    static let table = PropertyTable(inheriting: LayerProperties.table, [colors, locations, startPoint, endPoint, type])
}
