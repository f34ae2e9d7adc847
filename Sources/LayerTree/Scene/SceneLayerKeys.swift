/// The layer keys and types the scene format lists, split into what this version decodes and what comes later.
///
/// A listed key that is not decoded yet fails with `not supported yet: KEY`
/// instead of "unknown key", so a scene written against the full format gets
/// an honest message, and nothing renders differently from Core Animation.
enum SceneLayerKeys {
    /// Keys every layer type decodes now.
    static let supported: Set<String> = [
        "type", "name", "bounds", "position", "frame", "anchorPoint", "anchorPointZ", "zPosition",
        "transform", "sublayerTransform", "opacity", "hidden", "backgroundColor", "borderWidth",
        "borderColor", "cornerRadius", "maskedCorners", "masksToBounds", "doubleSided",
        "geometryFlipped", "opaque", "allowsGroupOpacity", "allowsEdgeAntialiasing", "contentsScale",
        "sublayers", "animations", "speed", "timeOffset", "beginTime", "shouldRasterize", "rasterizationScale",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "mask",
        "contents", "contentsRect", "contentsCenter", "contentsGravity", "minificationFilter", "magnificationFilter",
    ]

    /// Keys of `CALayer` the format lists that are not decoded yet.
    static let unsupportedCommon: Set<String> = [
    ]

    /// Keys of the layer subclasses the format lists, none decoded yet.
    static let unsupportedPerType: Set<String> = [
        // scroll
        "scrollMode", "scrollOffset",
        // emitter
        "emitterPosition", "emitterZPosition", "emitterSize", "emitterShape", "emitterMode",
        "renderMode", "birthRate", "lifetime", "seed", "emitterCells",
        // tiled
        "tileSize", "levelsOfDetail", "levelsOfDetailBias", "tiles",
    ]

    /// Keys only `replicator` layers decode.
    static let replicator: Set<String> = [
        "instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
        "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
    ]

    /// Keys only `text` layers decode.
    static let text: Set<String> = [
        "string", "font", "fontSize", "foregroundColor", "alignmentMode", "isWrapped", "truncationMode",
    ]

    /// Layer `type` values decoded now.
    static let supportedTypes: Set<String> = ["layer", "transform", "replicator", "shape", "gradient", "text"]

    /// Layer `type` values the format lists that are not decoded yet.
    static let unsupportedTypes: Set<String> = ["scroll", "emitter", "tiled"]

    /// `maskedCorners` names and the corners they stand for (iOS y-down: `minXminY` is top-left).
    static let corners: [(name: String, corner: CACornerMask)] = [
        ("minXminY", .layerMinXMinYCorner), ("maxXminY", .layerMaxXMinYCorner),
        ("minXmaxY", .layerMinXMaxYCorner), ("maxXmaxY", .layerMaxXMaxYCorner),
    ]
}
