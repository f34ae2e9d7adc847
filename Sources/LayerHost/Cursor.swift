import CSDL

/// The pointer's shape over a window, from the system's cursor theme, as `NSCursor`'s standard ones.
public enum Cursor: Sendable, CaseIterable {
    case arrow
    case iBeam
    case crosshair
    case pointingHand
    case openHand
    case wait
    case resizeLeftRight
    case resizeUpDown
    case notAllowed

    /// SDL's system cursor of that shape (an open hand is SDL's four-way arrow, the nearest it has).
    var systemCursor: SDL_SystemCursor {
        switch self {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .openHand: SDL_SYSTEM_CURSOR_SIZEALL
        case .wait: SDL_SYSTEM_CURSOR_WAIT
        case .resizeLeftRight: SDL_SYSTEM_CURSOR_SIZEWE
        case .resizeUpDown: SDL_SYSTEM_CURSOR_SIZENS
        case .notAllowed: SDL_SYSTEM_CURSOR_NO
        }
    }
}
