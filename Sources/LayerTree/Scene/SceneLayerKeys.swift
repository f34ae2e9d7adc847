/// The layer keys and types the scene format lists, split into what this version decodes and what comes later.
///
/// A listed key that is not decoded yet fails with `not supported yet: KEY`
/// instead of "unknown key", so a scene written against the full format gets
/// an honest message, and nothing renders differently from Core Animation.
enum SceneLayerKeys {
    /// Keys the decoder reads itself that are no layer property: the layer's class, its animations
    /// and the values it keeps under its own (undeclared) keys.
    static let structural: Set<String> = ["type", "animations", values]

    /// A layer's `values`: entries stored as `setValue(_:forKey:)` stores an undeclared key.
    static let values = "values"

    /// Keys every layer type decodes now: `CALayer`'s declared properties' scene keys and the
    /// structural keys.
    static let supported: Set<String> = structural.union(LayerProperties.table.all.compactMap { $0.sceneKey })

    /// The layer types with keys of their own, and their classes' property tables.
    static let typesWithOwnKeys: [(type: String, table: PropertyTable)] = [
        ("replicator", ReplicatorLayerProperties.table), ("shape", ShapeLayerProperties.table),
        ("gradient", GradientLayerProperties.table), ("text", TextLayerProperties.table),
        ("scroll", ScrollLayerProperties.table), ("tiled", TiledLayerProperties.table),
        ("emitter", EmitterLayerProperties.table),
    ]

    /// Keys of a layer type that set no property: the decoder reads them itself, after every
    /// other key of the layer (`scrollOffset` scrolls the finished layer, as `scroll(to:)` does).
    static let sceneOnly: [(type: String, table: PropertyTable, keys: Set<String>)] = [
        ("scroll", ScrollLayerProperties.table, [scrollOffset]),
        ("tiled", TiledLayerProperties.table, [tiles]),
    ]

    /// The scene-only keys a layer of `layer`'s class reads.
    static func sceneOnlyKeys(of layer: CALayer) -> Set<String> {
        let table = type(of: layer).propertyTable
        return sceneOnly.first { $0.table === table }?.keys ?? []
    }

    /// A scroll layer's `scrollOffset`: the point `scroll(to:)` is called with.
    static let scrollOffset = "scrollOffset"
    /// A tiled layer's `tiles`: the image its tiles are cut from (`TiledImageLayer`).
    static let tiles = "tiles"

    /// The scene `type` whose layers own `key`, for keys only one layer type decodes.
    static func owner(ofKey key: String) -> String? {
        typesWithOwnKeys.first { $0.table.ownSceneKeys(beyond: LayerProperties.table).contains(key) }?.type
            ?? sceneOnly.first { $0.keys.contains(key) }?.type
    }

    /// Keys of `CALayer` the format lists that are not decoded yet.
    static let unsupportedCommon: Set<String> = []

    /// Keys of the layer subclasses the format lists, none decoded yet.
    static let unsupportedPerType: Set<String> = []

    /// Layer `type` values decoded now.
    static let supportedTypes: Set<String> = [
        "layer", "transform", "replicator", "shape", "gradient", "text", "scroll", "tiled", "emitter",
    ]

    /// Layer `type` values the format lists that are not decoded yet.
    static let unsupportedTypes: Set<String> = []

    /// `maskedCorners` names and the corners they stand for (iOS y-down: `minXminY` is top-left).
    static let corners: [(name: String, corner: CACornerMask)] = [
        ("minXminY", .layerMinXMinYCorner), ("maxXminY", .layerMaxXMinYCorner),
        ("minXmaxY", .layerMinXMaxYCorner), ("maxXmaxY", .layerMaxXMaxYCorner),
    ]

    /// `edgeAntialiasingMask` names and the edges they stand for, by the frame's coordinates as
    /// Apple defines the mask's bits (`layerBottomEdge` is the minY edge, `layerTopEdge` maxY).
    static let edges: [(name: String, edge: CAEdgeAntialiasingMask)] = [
        ("minXEdge", .layerLeftEdge), ("maxXEdge", .layerRightEdge),
        ("minYEdge", .layerBottomEdge), ("maxYEdge", .layerTopEdge),
    ]
}
