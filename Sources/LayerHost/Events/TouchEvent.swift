import Foundation
import LayerTree

/// A finger touching, moving on or leaving a touch screen (or a touch pad), as SDL reports it.
///
/// A touch screen's fingers are hit-tested like the pointer, each on its own: the layer whose
/// handler takes a finger's touch gets its moves and its lift too, wherever it goes, while other
/// fingers go where they touch. A touch pad's fingers are not over any point of the window: they
/// go to the window's handler, with only their place on the pad.
///
/// SDL also turns a touch screen's first finger into pointer events (`PointerEvent.isFromTouch`),
/// for programs that know only the mouse; a handler that takes touches ignores those.
public struct TouchEvent {
    /// What the finger did, as UIKit's `UITouch.Phase` names it.
    public enum Phase: Sendable {
        /// It touched.
        case began
        /// It moved while touching.
        case moved
        /// It lifted.
        case ended
    }

    public var phase: Phase
    /// Which finger: the same from its touch to its lift, and no other finger's while it touches.
    public var finger: TouchFinger
    /// Where it is, in the window's points (origin at the top left); for a touch pad's finger,
    /// its place on the pad scaled to the window.
    public var location: CGPoint
    /// Where it is on the surface touched, from 0 to 1 across and down: the window for a touch
    /// screen, the pad for a touch pad (`NSTouch.normalizedPosition`).
    public var normalizedPosition: CGPoint
    /// How far it moved since the last event, in points (moves).
    public var delta: CGVector
    /// How hard it presses, from 0 to 1 (1 where the device does not measure it).
    public var pressure: CGFloat
    /// Whether the finger is on the screen the window is drawn on, so it touches a point of the
    /// window (`false` for a touch pad).
    public var isDirect: Bool
    /// When it happened, in media time.
    public var timestamp: CFTimeInterval
    /// The layer it is delivered to: the one whose handler took the finger's touch; `nil` when
    /// the window's handler has it.
    public var layer: CALayer?
    /// The window's root of coordinates (its host layer), which `location(in:)` converts from.
    let windowLayer: CALayer

    /// The location in `layer`'s own coordinates (its bounds' space), through its transforms.
    public func location(in layer: CALayer) -> CGPoint { layer.convert(location, from: windowLayer) }
}

/// One finger of one touch device.
public struct TouchFinger: Hashable, Sendable {
    /// SDL's number for the touch device (`SDL_TouchID`).
    public var device: Int64
    /// SDL's number for the finger on it (`SDL_FingerID`).
    public var id: Int64

    public init(device: Int64, id: Int64) {
        self.device = device
        self.id = id
    }
}
