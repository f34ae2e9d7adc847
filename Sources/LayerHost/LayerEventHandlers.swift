import LayerTree

/// Event handlers attached to layers, held without holding the layers: a layer that goes away
/// takes its handler with it.
struct LayerEventHandlers {
    private struct Entry {
        weak var layer: CALayer?
        var handler: WindowEventHandler
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Attaches `handler` to `layer`, or removes its handler with `nil`.
    mutating func set(_ handler: WindowEventHandler?, for layer: CALayer) {
        entries = entries.filter { $0.value.layer != nil }
        entries[ObjectIdentifier(layer)] = handler.map { Entry(layer: layer, handler: $0) }
    }

    /// Whether any layer has a handler.
    var hasHandlers: Bool { entries.values.contains { $0.layer != nil } }

    /// The handler attached to `layer` itself.
    func handler(of layer: CALayer) -> WindowEventHandler? {
        guard let entry = entries[ObjectIdentifier(layer)], entry.layer === layer else { return nil }
        return entry.handler
    }

    /// The nearest of `layer` and its superlayers with a handler, as a responder chain runs.
    func responder(from layer: CALayer?) -> (layer: CALayer, handler: WindowEventHandler)? {
        var current = layer
        while let candidate = current {
            if let handler = handler(of: candidate) { return (candidate, handler) }
            current = candidate.superlayer
        }
        return nil
    }
}
