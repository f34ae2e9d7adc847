import CSDL
import Foundation

/// What a demo hears from the window, in points with the origin at the top left.
enum InputEvent {
    case key(String)
    case mouseDown(CGPoint)
    case mouseUp(CGPoint)
    case mouseDrag(from: CGPoint, to: CGPoint)
    case wheel(CGFloat)
    case resized
    /// The window was uncovered: its pixels must be drawn again, though nothing changed.
    case exposed
    case quit

    /// Translates one SDL event; `nil` for events no demo uses.
    static func from(_ event: SDL_Event, lastMouse: inout CGPoint, buttonDown: inout Bool) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            let symbol = event.key.keysym.sym
            if symbol == SDLK_ESCAPE.rawValue { return .quit }
            if let name = SDL_GetKeyName(symbol) { return .key(String(cString: name).lowercased()) }
            return nil
        case SDL_MOUSEBUTTONDOWN:
            buttonDown = true
            lastMouse = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            return .mouseDown(lastMouse)
        case SDL_MOUSEBUTTONUP:
            buttonDown = false
            return .mouseUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEMOTION:
            let point = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            defer { lastMouse = point }
            return buttonDown ? .mouseDrag(from: lastMouse, to: point) : nil
        case SDL_MOUSEWHEEL:
            return .wheel(CGFloat(event.wheel.y))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            // Moved to a display of another scale: the drawable's pixels per point may have changed.
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED: return .resized
            case SDL_WINDOWEVENT_EXPOSED: return .exposed
            default: return nil
            }
        default:
            return nil
        }
    }
}
