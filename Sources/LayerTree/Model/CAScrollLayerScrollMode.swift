import Foundation

/// The axes a `CAScrollLayer` may scroll along, with Core Animation's names
/// (`kCAScrollNone`, `kCAScrollVertically`, `kCAScrollHorizontally`, `kCAScrollBoth`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Scrolling changes nothing.
    public static let none = Self(rawValue: "none")
    /// Only the bounds origin's y changes.
    public static let vertically = Self(rawValue: "vertically")
    /// Only the bounds origin's x changes.
    public static let horizontally = Self(rawValue: "horizontally")
    /// Both coordinates change (the default).
    public static let both = Self(rawValue: "both")

    public static let all: [Self] = [.none, .vertically, .horizontally, .both]

    /// Whether scrolling may change the bounds origin's x.
    var scrollsHorizontally: Bool { self == .horizontally || self == .both }
    /// Whether scrolling may change the bounds origin's y.
    var scrollsVertically: Bool { self == .vertically || self == .both }
}
