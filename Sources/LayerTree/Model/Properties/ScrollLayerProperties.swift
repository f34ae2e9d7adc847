import Foundation

/// `CAScrollLayer`'s own property, declared once (see `LayerProperties`). `scrollMode` does not
/// animate, as in Core Animation. A scene file's `scrollOffset` is no property: the decoder
/// calls `scroll(to:)` with it (`SceneDecoder+Layer.swift`).
enum ScrollLayerProperties {
    static let scrollMode = Property(
        "scrollMode", \CAScrollLayer.scrollMode, default: CAScrollLayerScrollMode.both,
        scene: .read { try $0.named($1, CAScrollLayerScrollMode.all, kind: "scroll mode", at: $2) },
        copy: { $0.scrollMode = $1.scrollMode })

    static let table = PropertyTable(inheriting: LayerProperties.table, [scrollMode])
}
