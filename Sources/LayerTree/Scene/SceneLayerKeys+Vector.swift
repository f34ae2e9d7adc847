/// The keys of `shape` and `gradient` layers.
extension SceneLayerKeys {
    /// Keys only `shape` layers decode.
    static let shape: Set<String> = [
        "path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin",
        "miterLimit", "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd",
    ]

    /// Keys only `gradient` layers decode.
    static let gradient: Set<String> = ["colors", "locations", "startPoint", "endPoint", "gradientType"]

    /// The layer type that owns a shape or gradient key, and whether `layer` is of it.
    static func vectorKeyOwner(_ key: String) -> (name: String, accepts: (CALayer) -> Bool)? {
        if shape.contains(key) { return ("shape", { $0 is CAShapeLayer }) }
        if gradient.contains(key) { return ("gradient", { $0 is CAGradientLayer }) }
        return nil
    }
}
