import CSDL
import Foundation
import GLRender
import LayerTree
import XCTest

@testable import LayerHost

/// Events pushed into SDL's queue as the window system would send them, and the main run loop
/// turned until something happens, for tests of `LayerWindow`.
@MainActor
enum WindowTestDriver {
    /// Runs the main run loop until `condition` holds or `timeout` seconds pass; returns whether it held.
    @discardableResult
    static func spin(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
        }
        return true
    }

    /// Runs the main run loop for `seconds`.
    static func spin(for seconds: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline { RunLoop.main.run(until: min(deadline, Date(timeIntervalSinceNow: 0.01))) }
    }

    /// A press or release of the left button; `fromTouch`: as SDL's mouse emulation of a touch screen sends it.
    static func pushButton(
        _ down: Bool, at point: CGPoint, in window: LayerWindow, clicks: Int = 1, fromTouch: Bool = false
    ) {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = window.windowID
        event.button.which = fromTouch ? UInt32.max : 0  // SDL_TOUCH_MOUSEID
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = UInt8(clicks)
        event.button.x = Int32(point.x)
        event.button.y = Int32(point.y)
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    /// A move to `point` from `previous`, with the left button held when `dragging`.
    static func pushMotion(to point: CGPoint, from previous: CGPoint, dragging: Bool, in window: LayerWindow) {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = window.windowID
        event.motion.state = dragging ? 1 : 0  // SDL_BUTTON_LMASK
        event.motion.x = Int32(point.x)
        event.motion.y = Int32(point.y)
        event.motion.xrel = Int32(point.x - previous.x)
        event.motion.yrel = Int32(point.y - previous.y)
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    /// A finger of touch device 1 touching (`SDL_FINGERDOWN`), moving or lifting at `point` (window
    /// points), normalized to the window as SDL's drivers send a touch screen's fingers.
    static func pushFinger(_ type: SDL_EventType, finger: Int64, at point: CGPoint, in window: LayerWindow) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.windowID = window.windowID
        event.tfinger.touchId = 1
        event.tfinger.fingerId = finger
        event.tfinger.x = Float(point.x / window.size.width)
        event.tfinger.y = Float(point.y / window.size.height)
        event.tfinger.pressure = 1
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    /// Committed text (`SDL_TEXTINPUT`), or an input method's composition (`SDL_TEXTEDITING`).
    static func pushText(_ text: String, composing: Bool = false, cursor: Int = 0, in window: LayerWindow) {
        var event = SDL_Event()
        let bytes = Array(text.utf8) + [0]
        precondition(bytes.count <= 32, "SDL's text events hold 31 bytes")
        if composing {
            event.type = SDL_TEXTEDITING.rawValue
            event.edit.windowID = window.windowID
            event.edit.start = Int32(cursor)
            event.edit.length = 0
            withUnsafeMutableBytes(of: &event.edit.text) { $0.copyBytes(from: bytes) }
        } else {
            event.type = SDL_TEXTINPUT.rawValue
            event.text.windowID = window.windowID
            withUnsafeMutableBytes(of: &event.text.text) { $0.copyBytes(from: bytes) }
        }
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    static func pushKey(_ keyCode: Int32, down: Bool, repeat isRepeat: Bool = false, in window: LayerWindow) {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.windowID = window.windowID
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.`repeat` = isRepeat ? 1 : 0
        event.key.keysym.sym = keyCode
        event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue)
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    /// A layer of `color`, `size` points, centred at `position`.
    static func square(_ name: String, _ color: CGColor, size: CGSize, at position: CGPoint) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.backgroundColor = color
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.position = position
        return layer
    }
}

/// Frames the render thread reports, gathered for the main thread.
final class FrameRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RenderServer.DrawnFrame] = []
    private var arrivals: [Int: CFTimeInterval] = [:]

    var frames: [RenderServer.DrawnFrame] { lock.withLock { recorded } }

    /// Keeps `frame`, and when it was reported: after its swap, when it went to the display.
    func record(_ frame: RenderServer.DrawnFrame) {
        let now = CACurrentMediaTime()
        lock.withLock {
            recorded.append(frame)
            arrivals[frame.index] = now
        }
    }

    /// When the frame numbered `index` was reported.
    func arrival(of index: Int) -> CFTimeInterval? { lock.withLock { arrivals[index] } }

    /// The first frame drawn from submission `submission` or a later one.
    func firstFrame(showing submission: Int) -> RenderServer.DrawnFrame? {
        frames.first { $0.submission >= submission }
    }
}

extension RGBAImage {
    /// The pixel at `point` (in points) of a window image drawn at `scale` pixels per point.
    func pixel(at point: CGPoint, scale: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixel(x: Int(point.x * scale), y: Int(point.y * scale))
    }
}

/// A value a main-thread timer and the test share: the run loop runs both on the main thread.
final class MainThreadShared<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
