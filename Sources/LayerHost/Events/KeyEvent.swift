import Foundation
import LayerTree

/// A key pressed or released.
public struct KeyEvent: Sendable {
    public enum Phase: Sendable {
        case down
        case up
    }

    public var phase: Phase
    /// The key's code in the current layout (SDL's `SDL_Keycode`: `'a'`, `SDLK_LEFT`, …).
    public var keyCode: Int32
    /// Where the key is on the keyboard, whatever the layout (SDL's `SDL_Scancode`, USB HID usage).
    public var scanCode: UInt32
    /// The key's name, lowercased: "a", "1", "left", "escape", "space", "return".
    public var name: String
    public var modifiers: KeyModifiers
    /// Whether the key is held and this is the keyboard's auto-repeat.
    public var isRepeat: Bool
    /// When it happened, in media time.
    public var timestamp: CFTimeInterval
}
