import Foundation

/// Everything a window delivers to handlers.
public enum WindowEvent {
    case pointer(PointerEvent)
    case scroll(ScrollEvent)
    case touch(TouchEvent)
    case key(KeyEvent)
    case text(TextInputEvent)
    /// The window's size in points, or its pixels per point, changed; the root layer's bounds
    /// and `contentsScale` already follow. Delivered inside a transaction with actions disabled,
    /// so layers laid out for the new size move there at once.
    case resized(size: CGSize, contentsScale: CGFloat)
    /// The window's pixels per point changed (moved to another display, the output's scale changed).
    case scaleChanged(CGFloat)
    /// The window gained (`true`) or lost the keyboard focus.
    case focusChanged(Bool)
    /// The user asked to close the window; it closes after the handler unless `closesWhenRequested` is off.
    case closeRequested
}

/// A handler of window events, on the main thread.
public typealias WindowEventHandler = @MainActor (WindowEvent) -> Void
