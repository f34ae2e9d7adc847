import Foundation

/// Which parts of a layer's frame stretch when its superlayer changes size
/// (`CALayer.autoresizingMask`), with Apple's names and bit values.
///
/// Each axis has three parts: the margin before the layer, its size, the margin after it. The
/// parts named here are flexible, the others keep their length, and a change of the
/// superlayer's size is shared evenly among an axis's flexible parts (as `NSView` documents for
/// its own mask): with `[.layerWidthSizable, .layerMaxXMargin]` and a superlayer 10 points
/// wider, the width and the right margin each grow by 5.
///
/// The margins are named by the frame's coordinates, as Apple defines them: the `minY` margin
/// lies between the superlayer's `bounds.minY` and the layer's `frame.minY`. macOS layers have y
/// up, so Apple calls it the bottom margin; LayerKit's layers have y down (iOS), so it is the
/// top one on screen.
///
/// ```swift
/// toolbar.autoresizingMask = [.layerWidthSizable, .layerMaxYMargin]  // full width, pinned to minY
/// ```
public struct CAAutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, with Apple's values.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No part is flexible: the layer keeps its frame (`kCALayerNotSizable`, the default).
    public static let layerNotSizable: CAAutoresizingMask = []
    /// The margin between the superlayer's `bounds.minX` and the layer's `frame.minX` is flexible.
    public static let layerMinXMargin = CAAutoresizingMask(rawValue: 1 << 0)
    /// The layer's width is flexible.
    public static let layerWidthSizable = CAAutoresizingMask(rawValue: 1 << 1)
    /// The margin between the layer's `frame.maxX` and the superlayer's `bounds.maxX` is flexible.
    public static let layerMaxXMargin = CAAutoresizingMask(rawValue: 1 << 2)
    /// The margin between the superlayer's `bounds.minY` and the layer's `frame.minY` is flexible.
    public static let layerMinYMargin = CAAutoresizingMask(rawValue: 1 << 3)
    /// The layer's height is flexible.
    public static let layerHeightSizable = CAAutoresizingMask(rawValue: 1 << 4)
    /// The margin between the layer's `frame.maxY` and the superlayer's `bounds.maxY` is flexible.
    public static let layerMaxYMargin = CAAutoresizingMask(rawValue: 1 << 5)
}
