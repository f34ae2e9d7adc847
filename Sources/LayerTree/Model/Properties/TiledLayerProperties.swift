import Foundation

/// `CATiledLayer`'s own properties, declared once (see `LayerProperties`). None animates, as in
/// Core Animation. A scene file's `tiles` is no property: the decoder makes a layer that draws
/// that image (`SceneDecoder+Layer.swift`).
enum TiledLayerProperties {
    static let tileSize = Property(
        "tileSize", \CATiledLayer.tileSize, default: CGSize(width: 256, height: 256),
        scene: .read { try $0.tileSize($1, at: $2) }, copy: { $0.tileSize = $1.tileSize })
    static let levelsOfDetail = Property(
        "levelsOfDetail", \CATiledLayer.levelsOfDetail, default: 1,
        scene: .read { try $0.wholeNumber($1, in: 1...30, at: $2) }, copy: { $0.levelsOfDetail = $1.levelsOfDetail })
    static let levelsOfDetailBias = Property(
        "levelsOfDetailBias", \CATiledLayer.levelsOfDetailBias, default: 0,
        scene: .read { try $0.wholeNumber($1, in: 0...30, at: $2) },
        copy: { $0.levelsOfDetailBias = $1.levelsOfDetailBias })

    static let table = PropertyTable(inheriting: LayerProperties.table, [tileSize, levelsOfDetail, levelsOfDetailBias])
}
