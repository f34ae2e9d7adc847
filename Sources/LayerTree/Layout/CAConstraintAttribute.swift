import Foundation

/// A geometry value of a layer that a `CAConstraint` sets or reads, with Apple's names and raw values.
///
/// Each is a value of the layer's `frame` in its superlayer's coordinates (`minX` is
/// `frame.minX`), or of the superlayer's `bounds` when the superlayer is the source, as Apple
/// defines them. Apple's layers have y up, so `minY` is their bottom edge; LayerKit's have y down
/// (iOS), so `minY` is the top edge on screen: the attribute is the same number, `frame.minY`.
public enum CAConstraintAttribute: Int32, Sendable, CaseIterable {
    /// `frame.minX`.
    case minX
    /// `frame.midX`.
    case midX
    /// `frame.maxX`.
    case maxX
    /// `frame.width`.
    case width
    /// `frame.minY`.
    case minY
    /// `frame.midY`.
    case midY
    /// `frame.maxY`.
    case maxY
    /// `frame.height`.
    case height

    /// Whether the attribute is on the x axis.
    var isHorizontal: Bool { rawValue <= CAConstraintAttribute.width.rawValue }

    /// The attribute's value in `rect`.
    func value(in rect: CGRect) -> CGFloat {
        switch self {
        case .minX: rect.minX
        case .midX: rect.midX
        case .maxX: rect.maxX
        case .width: rect.width
        case .minY: rect.minY
        case .midY: rect.midY
        case .maxY: rect.maxY
        case .height: rect.height
        }
    }
}
