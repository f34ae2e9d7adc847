import CSDL

/// Why a window could not be opened or drawn into; carries SDL's own message.
public struct WindowError: Error, CustomStringConvertible {
    public let step: String
    public let sdlMessage: String

    init(_ step: String) {
        self.step = step
        sdlMessage = String(cString: SDL_GetError())
    }

    public var description: String { "\(step) failed: \(sdlMessage)" }
}
