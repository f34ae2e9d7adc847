/// Which edges of a layer are antialiased when `allowsEdgeAntialiasing` is on, with Core
/// Animation's names and bits.
///
/// Core Animation names the edges in its unflipped geometry: `layerBottomEdge` is the minY
/// edge and `layerTopEdge` the maxY edge (in the iOS y-down convention, the top and the bottom
/// of what is seen), as `CACornerMask` names corners by minY and maxY.
///
/// ```swift
/// tile.allowsEdgeAntialiasing = true
/// tile.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]   // seams between rows stay hard
/// ```
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, with Apple's values.
    public let rawValue: UInt32
    /// Creates a mask from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The minX edge.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The maxX edge.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The minY edge.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The maxY edge.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    /// All four edges, the default.
    public static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
