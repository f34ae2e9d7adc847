/// Debug views drawn over a frame from the renderer's own record of what it did, after
/// Core Animation's "Color …" debug options (and Qt Quick's `QSG_VISUALIZE`).
///
/// ```swift
/// renderer.debugOverlays = [.rasterize]
/// _ = try renderer.render(scene)   // rasterized layers tinted green (cache hit) or red (re-rendered)
/// ```
public struct DebugOverlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// "Color Hits Green and Misses Red": each layer with `shouldRasterize` is tinted green
    /// when its cached bitmap was reused this frame, red when it was rendered again.
    public static let rasterize = DebugOverlays(rawValue: 1 << 2)
}
