import Foundation

/// A vector of numbers as Core Image filters take them (`CIColorMatrix`'s `inputRVector` …).
///
/// `@unchecked Sendable`: immutable, its only stored property a `let` array of numbers.
open class CIVector: @unchecked Sendable {
    /// The components, in order.
    public let values: [CGFloat]

    /// A vector of the given components.
    public init(values: [CGFloat]) { self.values = values }
    /// A two-component vector.
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    /// A three-component vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z]) }
    /// A four-component vector.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }

    /// How many components it has.
    open var count: Int { values.count }
    /// The first component, or 0.
    open var x: CGFloat { component(0) }
    /// The second component, or 0.
    open var y: CGFloat { component(1) }
    /// The third component, or 0.
    open var z: CGFloat { component(2) }
    /// The fourth component, or 0.
    open var w: CGFloat { component(3) }

    /// The component at `index`, or 0 past the end (as Core Image answers).
    open func value(at index: Int) -> CGFloat { component(index) }

    private func component(_ index: Int) -> CGFloat { index < values.count ? values[index] : 0 }
}
