import CSDL

/// Why a window could not be opened or drawn into; carries SDL's own message.
public struct WindowError: Error, CustomStringConvertible {
    /// The SDL call that failed.
    public let step: String
    /// `SDL_GetError()` after it.
    public let sdlMessage: String

    init(_ step: String) {
        self.step = step
        sdlMessage = String(cString: SDL_GetError())
    }

    /// A failure found before or beside SDL, with its own message.
    init(step: String, message: String) {
        self.step = step
        sdlMessage = message
    }

    /// The step and SDL's message, for error messages.
    public var description: String { "\(step) failed: \(sdlMessage)" }
}
