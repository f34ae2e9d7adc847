import Foundation
import LayerTree
import Synchronization
import XCTest

@testable import GLRender

/// Frames shown in a real window (on a private Xvfb): a frame whose changes cover the canvas is
/// drawn straight into the window's framebuffer, the canvas target is drawn whole again before a
/// partial frame draws over it, and every frame read back from the window equals the same tree
/// rendered headless.
final class WindowPresenterTests: XCTestCase {
    private let size = CGSize(width: 160, height: 120)

    /// One layer tree, changed between frames as an app changes it: an opaque canvas-filling root
    /// of `background` with a small opaque square at `squareX` and a translucent rounded card.
    private final class Scene {
        let root = CALayer(), square = CALayer(), card = CALayer()

        init(size: CGSize) {
            root.anchorPoint = .zero
            root.bounds = CGRect(origin: .zero, size: size)
            square.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            root.addSublayer(square)
            card.frame = CGRect(x: 90, y: 60, width: 50, height: 40)
            card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            card.cornerRadius = 8
            root.addSublayer(card)
        }

        func tree(background: CGColor, squareX: Double) -> RenderTree {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.backgroundColor = background
            square.frame = CGRect(x: squareX, y: 30, width: 40, height: 40)
            CATransaction.commit()
            return root.makeRenderTree(at: 0)
        }
    }

    func testFramesThatChangeTheWholeCanvasGoStraightToTheWindowAndLookTheSame() throws {
        let red = CGColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)
        let green = CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)
        let scene = Scene(size: size)
        func tree(background: CGColor, squareX: Double) -> RenderTree {
            scene.tree(background: background, squareX: squareX)
        }
        let frames: [(tree: RenderTree, intoWindow: Bool, partial: Bool, why: String)] = [
            (tree(background: red, squareX: 20), false, false, "the first frame has no last frame to compare with"),
            (tree(background: green, squareX: 20), true, false, "a new background changes every pixel"),
            (tree(background: green, squareX: 20), false, false, "nothing changed, but the canvas is behind"),
            (tree(background: green, squareX: 50), false, true, "a moved square is a partial frame on the canvas"),
            (tree(background: red, squareX: 50), true, false, "every pixel changes again"),
        ]
        let trees = frames.map(\.tree)
        let size = self.size
        let shown = try Self.present(trees, size: size)
        for (index, frame) in frames.enumerated() {
            let (image, statistics) = shown[index]
            XCTAssertEqual(statistics.drewIntoWindow, frame.intoWindow, "frame \(index): \(frame.why)")
            XCTAssertEqual(statistics.isPartial, frame.partial, "frame \(index): \(frame.why)")
            let expected = try RenderHarness.renderer().render(frame.tree, size: size, fullRedraw: true)
            XCTAssertEqual(image.width, expected.width)
            XCTAssertEqual(image.height, expected.height)
            var differing = 0
            for (a, b) in zip(image.bytes, expected.bytes) where abs(Int(a) - Int(b)) > 1 { differing += 1 }
            XCTAssertEqual(differing, 0, "frame \(index) (\(frame.why)): bytes that differ from the headless render")
        }
    }

    /// Point-sprite particles drawn straight into the window, whose rows run the other way from a
    /// target's, show their image the right way up: the same pixels as a headless render.
    func testPointSpriteParticlesDrawnIntoTheWindowMatchAHeadlessRender() throws {
        let size = self.size
        let root = CALayer()
        root.anchorPoint = .zero
        root.bounds = CGRect(origin: .zero, size: size)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 80, y: 60)
        let cell = CAEmitterCell()
        // Red above, blue below, fading to the right: any flip or turn shows.
        cell.contents = ContentImages.make(16, 16) { x, y in
            let a = UInt8(255 - x * 8)
            return y < 8 ? (a, 0, 0, a) : (0, 0, a, a)
        }
        cell.birthRate = 40
        cell.lifetime = 3
        cell.velocity = 30
        cell.emissionRange = 2 * .pi
        cell.scale = 2
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        func tree(_ background: CGColor) -> RenderTree {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.backgroundColor = background
            CATransaction.commit()
            return root.makeRenderTree(at: 1.5)
        }
        let trees = [
            tree(CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)),
            tree(CGColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1)),
        ]
        let shown = try Self.present(trees, size: size)
        let (image, statistics) = shown[1]
        XCTAssertTrue(statistics.drewIntoWindow, "a new background changes every pixel")
        XCTAssertGreaterThan(statistics.points, 40, "the particles are point sprites")
        let expected = try RenderHarness.renderer().render(trees[1], size: size, fullRedraw: true)
        // Within 2 of 255: in the window gl_PointCoord is measured from the sprite's other edge,
        // so a bilinear weight may round a step apart (a flipped image differs by up to 255).
        var differing = 0, largest = 0
        for (a, b) in zip(image.bytes, expected.bytes) where abs(Int(a) - Int(b)) > 2 {
            differing += 1
            largest = max(largest, abs(Int(a) - Int(b)))
        }
        XCTAssertEqual(differing, 0, "bytes that differ from the headless render, by up to \(largest)")
    }

    /// Presents `trees` one by one in a `size` window on a private Xvfb; each frame read back
    /// from the window, with its statistics.
    ///
    /// The window's context is made and used on a thread of its own: the shared headless EGL
    /// context is current on this one, and a thread has one current context across GLX and EGL.
    private static func present(_ trees: [RenderTree], size: CGSize) throws -> [(RGBAImage, FrameStatistics)] {
        let display = try VirtualDisplay()
        defer { withExtendedLifetime(display) {} }
        let displayName = display.name
        return try onOwnThread { () throws -> [(RGBAImage, FrameStatistics)] in
            // SDL reads DISPLAY when it starts, and the window opens on Wayland where WAYLAND_DISPLAY
            // is set: the process's own are put back for the tests after.
            let previous = ProcessInfo.processInfo.environment["DISPLAY"]
            let wayland = ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"]
            setenv("DISPLAY", displayName, 1)
            unsetenv("WAYLAND_DISPLAY")
            defer {
                if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
                if let wayland { setenv("WAYLAND_DISPLAY", wayland, 1) }
            }
            let window = try SDLWindow(title: "WindowPresenterTests", width: Int(size.width), height: Int(size.height))
            let presenter = WindowPresenter(window: window)
            _ = try presenter.begin()
            defer { presenter.end() }
            return try trees.map { tree in
                let statistics = try presenter.present(tree, on: Canvas(size: size))
                return (presenter.readBack(), statistics)
            }
        }
    }

    /// Runs `body` on a new thread and returns what it returns (or throws what it throws).
    private static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let outcome = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.start()
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}
