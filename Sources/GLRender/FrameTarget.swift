import Foundation
import LayerTree

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

    public init(size: CGSize, scale: CGFloat = 1, background: CGColor? = nil) {
        self.size = size
        self.scale = scale
        self.background = background
    }

    /// The target's size in pixels (at least one each way).
    public var pixelWidth: Int { max(1, Int((Double(size.width) * Double(scale)).rounded())) }
    public var pixelHeight: Int { max(1, Int((Double(size.height) * Double(scale)).rounded())) }
}
