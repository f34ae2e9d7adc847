import Foundation
import LayerTree

/// A mouse (or pen) event: a button pressed or released, or the pointer moved with or without
/// buttons held, at a point of the window, hit-tested against what is on screen.
public struct PointerEvent {
    /// What happened.
    public enum Phase: Sendable {
        /// A button went down.
        case down
        /// A button went up.
        case up
        /// The pointer moved with no button held.
        case moved
        /// The pointer moved with a button held: a drag, delivered to whoever took the press.
        case dragged
    }

    public var phase: Phase
    /// Where the pointer is, in the window's points (origin at the top left).
    public var location: CGPoint
    /// How far it moved since the last event, in points (moves and drags).
    public var delta: CGVector
    /// The button pressed or released (down and up); `.left` for moves.
    public var button: PointerButton
    /// The buttons held after the event.
    public var buttons: PointerButtons
    /// 1 for a single click, 2 for a double click, and so on (down and up).
    public var clickCount: Int
    public var modifiers: KeyModifiers
    /// Whether SDL made it from a touch screen's first finger, for programs that know only the
    /// mouse (its mouse emulation); the finger's own `TouchEvent`s come too.
    public var isFromTouch: Bool
    /// When it happened, in media time (`CACurrentMediaTime()`).
    public var timestamp: CFTimeInterval
    /// The layer it is delivered to: the one whose handler took it, under the pointer or holding
    /// the drag's capture; `nil` when the window's handler has it.
    public var layer: CALayer?
    /// The window's root of coordinates (its host layer), which `location(in:)` converts from.
    let windowLayer: CALayer

    /// The location in `layer`'s own coordinates (its bounds' space), through its transforms.
    public func location(in layer: CALayer) -> CGPoint { layer.convert(location, from: windowLayer) }
}
