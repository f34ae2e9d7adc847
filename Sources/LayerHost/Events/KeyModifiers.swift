import CSDL

/// The modifier keys held with an event, as `NSEvent.ModifierFlags` names them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt.
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// The Super (Windows, logo) key, which Apple's keyboards call Command.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)

    /// The modifiers in SDL's `SDL_Keymod` bits (either side's key counts).
    init(sdl mod: UInt32) {
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        if mod & KMOD_CAPS.rawValue != 0 { modifiers.insert(.capsLock) }
        self = modifiers
    }

    /// The modifiers held now, for events that do not carry their own (pointer and wheel events).
    static var current: KeyModifiers { KeyModifiers(sdl: SDL_GetModState().rawValue) }
}
