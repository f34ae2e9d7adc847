import Foundation
import LayerTree

/// A mouse wheel turned or a trackpad scrolled, over a point of the window.
public struct ScrollEvent {
    /// How far to scroll, in wheel notches with fractions (a trackpad's precise deltas): positive
    /// `dx` to the right, positive `dy` away from the user (content moves down), with the
    /// system's natural-scrolling flip already applied.
    public var delta: CGVector
    /// Where the pointer is, in the window's points.
    public var location: CGPoint
    public var modifiers: KeyModifiers
    /// When it happened, in media time.
    public var timestamp: CFTimeInterval
    /// The layer it is delivered to (the nearest under the pointer with a handler), or `nil`.
    public var layer: CALayer?
    let windowLayer: CALayer

    /// The location in `layer`'s own coordinates.
    public func location(in layer: CALayer) -> CGPoint { layer.convert(location, from: windowLayer) }
}
