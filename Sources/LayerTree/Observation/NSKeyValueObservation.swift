import Foundation

/// A running key-value observation, as Foundation's `NSKeyValueObservation`: keep it as long as
/// the handler should run; `invalidate()`, or releasing it, stops the observation.
///
/// ```swift
/// var observation: NSKeyValueObservation?
/// observation = layer.observe(\.opacity, options: [.old, .new]) { layer, change in
///     print("opacity", change.oldValue!, "→", change.newValue!)
/// }
/// ```
public final class NSKeyValueObservation {
    /// The observed layer; the observation does not keep it alive.
    private weak var layer: CALayer?
    /// The registered entry, `nil` once invalidated.
    private var entry: (any LayerObservation)?

    init(layer: CALayer, entry: any LayerObservation) {
        self.layer = layer
        self.entry = entry
    }

    /// Stops the observation: the handler does not run again. Calling it twice does nothing.
    public func invalidate() {
        guard let entry else { return }
        self.entry = nil
        entry.isValid = false
        layer?.removeObservation(entry)
    }

    deinit { invalidate() }
}
