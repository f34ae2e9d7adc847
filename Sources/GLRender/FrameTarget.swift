import Foundation
@_spi(Rendering) import LayerTree

/// What a frame is drawn into, as one value: the canvas in points, the pixels per point, and the
/// colour under everything. Every entry point (`render`, `drawAndFinish`, `present`) and the
/// planner read the same value, so they cannot disagree about the target.
///
/// Targets keep row 0 at the top, as layer coordinates do (y down); `Renderer.present` flips the
/// canvas into a window's framebuffer, whose row 0 is the bottom.
///
/// ```swift
/// let target = FrameTarget(size: CGSize(width: 400, height: 300), scale: 2, background: .white)
/// let image = try renderer.render(root.makeRenderTree(), into: target)   // 800 × 600 pixels
/// ```
public struct FrameTarget: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// The canvas's clear colour; nil is transparent.
    public var background: CGColor?

    /// Creates a target of `size` points at `scale` pixels per point, cleared to `background`.
    public init(size: CGSize, scale: CGFloat = 1, background: CGColor? = nil) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The target's size in pixels (at least one each way). Sizes beyond any GPU's limit are clamped
    /// here, in floating point, so the renderer reports them as too large instead of trapping.
    public var pixelWidth: Int { Self.pixels(size.width, scale) }
    /// The target's height in pixels, as `pixelWidth` is its width.
    public var pixelHeight: Int { Self.pixels(size.height, scale) }

    private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
        let pixels = (Double(points) * Double(scale)).rounded()
        guard pixels.isFinite else { return 1 }
        return Int(min(max(pixels, 1), Double(Int32.max)))
    }
}
