import Foundation

/// A layer tree with its canvas, as read from a scene file or built in code.
///
/// ```swift
/// let scene = try SceneDecoder().decode(contentsOf: url)
/// print(scene.size, scene.root.sublayers?.count ?? 0)
/// ```
public struct Scene {
    /// The largest canvas side in pixels (`size` × `scale`) a scene file may ask for.
    public static let maximumCanvasSide: CGFloat = 8_192
    /// The most layers a scene file may hold (root, sublayers and masks, at any depth).
    public static let maximumLayers = 20_000
    /// How deep a scene file may nest arrays and objects (a layer and its `sublayers` are two).
    public static let maximumNesting = 64
    /// The largest scene file read, in bytes (20,000 layers written out fully stay far below it).
    public static let maximumFileBytes = 64 << 20

    /// The canvas size in points.
    public var size: CGSize
    /// Output pixels per point (the root layer's `contentsScale`).
    public var scale: CGFloat
    /// The clear color behind the root layer; `nil` is transparent.
    public var background: CGColor?
    /// The root layer, placed in the canvas like any sublayer.
    public var root: CALayer
    /// Images that could not be loaded (their layers are drawn without contents), at their `contents` paths.
    public var contentErrors: [SceneError] = []

    /// Creates a scene of `size` points at `scale` pixels per point, drawn over `background`.
    public init(size: CGSize, scale: CGFloat = 1, background: CGColor? = nil, root: CALayer) {
        self.size = size; self.scale = scale; self.background = background; self.root = root
    }
}
