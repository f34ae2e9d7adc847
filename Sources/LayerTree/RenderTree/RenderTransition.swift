import Foundation

/// A running `CATransition` on a node: how far it is and what the layer looked like before.
public struct RenderTransition: Equatable, Sendable {
    /// `fade`, `moveIn`, `push` or `reveal`.
    public var type: String
    /// `fromLeft`, `fromRight`, `fromTop`, `fromBottom`, or `nil`.
    public var subtype: String?
    /// From 0 (only the old appearance) to 1 (only the new one).
    public var progress: Double
    /// The layer and its subtree as they looked when the transition was added; the root is the layer.
    public var from: RenderTree

    /// Creates a running transition from its type, subtype, progress and old appearance.
    public init(type: String, subtype: String?, progress: Double, from: RenderTree) {
        self.type = type
        self.subtype = subtype
        self.progress = progress
        self.from = from
    }
}
