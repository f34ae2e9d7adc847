import CSDL
import Foundation
import GLRender
import LayerTree
import Lottie
import Synchronization
import XCTest

@testable import App
@testable import LayerHost

/// The window host in this process, on a private Xvfb (X11, GLX) and on a private Weston (Wayland,
/// EGL): events pushed into SDL's queue reach the right layers' handlers, the run loop commits
/// what timers and handlers change, and the window's pixels show it.
final class LayerWindowTests: XCTestCase {
    private typealias Driver = WindowTestDriver
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private static let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    /// A window of 480 × 320 points on `server`, on the driver it should be.
    @MainActor
    private static func openWindow(on server: WindowServerEnvironment, title: String = "test") throws -> LayerWindow {
        let window = try LayerWindow(title: title, width: 480, height: 320)
        XCTAssertTrue(
            window.windowSystem.lowercased().hasPrefix(server.expectedDriver == "x11" ? "x11" : "wayland"),
            window.windowSystem)
        window.backgroundColor = Self.gray
        return window
    }

    // MARK: Hit testing through 3D and masks

    func testAClickReachesTheLayerDrawnUnderItThroughA3DTransformAndAMaskOnX11() throws {
        try MainActor.assumeIsolated { try Self.clickThrough3DAndMask(on: WindowServerEnvironment(.xvfb)) }
    }

    func testAClickReachesTheLayerDrawnUnderItThroughA3DTransformAndAMaskOnWayland() throws {
        try MainActor.assumeIsolated { try Self.clickThrough3DAndMask(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// A card turned 60° about y in perspective covers less than its bounds; a layer masked to
    /// its left half shows (and is hit) only there. A click where each is drawn reaches its
    /// handler; a click inside the bounds where it is not drawn reaches the layer behind.
    @MainActor
    private static func clickThrough3DAndMask(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let backdrop = Driver.square(
            "backdrop", Self.gray, size: CGSize(width: 480, height: 320), at: CGPoint(x: 240, y: 160))
        window.rootLayer.addSublayer(backdrop)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        backdrop.sublayerTransform = perspective
        let card = Driver.square("card", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        backdrop.addSublayer(card)
        let masked = Driver.square(
            "masked", Self.blue, size: CGSize(width: 100, height: 100), at: CGPoint(x: 60, y: 260))
        // The mask covers the left half.
        let half = CALayer()
        half.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        half.anchorPoint = .zero
        half.bounds = CGRect(x: 0, y: 0, width: 50, height: 100)
        masked.mask = half
        window.rootLayer.addSublayer(masked)
        var hits: [String] = []
        for layer in [backdrop, card, masked] {
            window.setHandler(
                { event in
                    if case .pointer(let pointer) = event, pointer.phase == .down {
                        hits.append(pointer.layer?.name ?? "?")
                    }
                }, for: layer)
        }
        // Inside the turned card; inside its bounds but beside the card as drawn; in the masked
        // square's left half; in its right half, masked away.
        let points = [
            CGPoint(x: 250, y: 160), CGPoint(x: 330, y: 160), CGPoint(x: 30, y: 260), CGPoint(x: 90, y: 260),
        ]
        for point in points {
            Driver.pushButton(true, at: point, in: window)
            Driver.pushButton(false, at: point, in: window)
        }
        XCTAssertTrue(Driver.spin { hits.count == points.count }, "clicks delivered: \(hits)")
        XCTAssertEqual(hits, ["card", "backdrop", "masked", "backdrop"])
        // The pixels agree: the card and the circle are drawn where they were hit, not beside.
        let image = try window.screenshot()
        let scale = window.contentsScale
        let colors = points.map { image.pixel(at: $0, scale: scale) }
        XCTAssertTrue(colors[0].r > 200 && colors[0].g < 50, "card red at the first click: \(colors[0])")
        XCTAssertTrue(abs(Int(colors[1].r) - 128) < 8 && abs(Int(colors[1].g) - 128) < 8, "gray beside: \(colors[1])")
        XCTAssertTrue(colors[2].b > 200 && colors[2].r < 50, "blue in the left half: \(colors[2])")
        XCTAssertTrue(abs(Int(colors[3].b) - 128) < 8, "gray in the masked right half: \(colors[3])")
    }

    // MARK: Drag capture

    func testADragKeepsItsCaptureOutsideTheLayerOnX11() throws {
        try MainActor.assumeIsolated { try Self.dragKeepsCapture(on: WindowServerEnvironment(.xvfb)) }
    }

    func testADragKeepsItsCaptureOutsideTheLayerOnWayland() throws {
        try MainActor.assumeIsolated { try Self.dragKeepsCapture(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// A press on a small layer, a drag far outside it and the release all go to that layer,
    /// which follows the pointer; a move after the release goes to the window.
    @MainActor
    private static func dragKeepsCapture(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let knob = Driver.square("knob", Self.blue, size: CGSize(width: 40, height: 40), at: CGPoint(x: 100, y: 100))
        window.rootLayer.addSublayer(knob)
        var knobEvents: [PointerEvent.Phase] = []
        var windowEvents: [(PointerEvent.Phase, CGPoint)] = []
        window.setHandler(
            { event in
                guard case .pointer(let pointer) = event else { return }
                XCTAssertTrue(pointer.layer === knob)
                knobEvents.append(pointer.phase)
                if pointer.phase == .dragged {
                    CATransaction.setDisableActions(true)
                    knob.position.x += pointer.delta.dx
                    knob.position.y += pointer.delta.dy
                }
            }, for: knob)
        window.onEvent = { event in
            if case .pointer(let pointer) = event { windowEvents.append((pointer.phase, pointer.location)) }
        }
        let path = [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 150), CGPoint(x: 380, y: 240)]
        Driver.pushButton(true, at: path[0], in: window)
        for (from, to) in zip(path, path.dropFirst()) {
            Driver.pushMotion(to: to, from: from, dragging: true, in: window)
        }
        Driver.pushButton(false, at: path[2], in: window)
        Driver.pushMotion(to: CGPoint(x: 20, y: 300), from: path[2], dragging: false, in: window)
        let away = CGPoint(x: 20, y: 300)
        XCTAssertTrue(
            Driver.spin { windowEvents.contains { $0.1 == away } }, "knob \(knobEvents), window \(windowEvents)")
        XCTAssertEqual(knobEvents, [.down, .dragged, .dragged, .up])
        // The window hears only moves: the pointer's own, and any the X server sent as it entered.
        XCTAssertEqual(windowEvents.filter { $0.0 != .moved }.count, 0, "\(windowEvents)")
        XCTAssertEqual(knob.position, CGPoint(x: 380, y: 240))
        let image = try window.screenshot()
        let there = image.pixel(at: CGPoint(x: 380, y: 240), scale: window.contentsScale)
        let before = image.pixel(at: CGPoint(x: 100, y: 100), scale: window.contentsScale)
        XCTAssertTrue(there.b > 200 && there.r < 50, "the knob is drawn where it was dragged: \(there)")
        XCTAssertTrue(before.b < 160, "and no longer where it was: \(before)")
    }

    /// The event fuzzer's finding: a press whose release never came (a grab broken while the
    /// button was down) held the pointer for good, and every later move went to the pressed layer.
    /// A move with no button held ends it: the move goes to what lies under the pointer.
    func testAMoveWithNoButtonHeldEndsAPressWhoseReleaseWasLostOnX11() throws {
        try MainActor.assumeIsolated {
            // The server lives until the test ends: a window outliving its X server ends the process.
            let server = try WindowServerEnvironment(.xvfb)
            let window = try Self.openWindow(on: server)
            defer {
                window.close()
                withExtendedLifetime(server) {}
            }
            let knob = Driver.square(
                "knob", Self.blue, size: CGSize(width: 40, height: 40), at: CGPoint(x: 100, y: 100))
            window.rootLayer.addSublayer(knob)
            var knobEvents: [PointerEvent.Phase] = []
            var windowEvents: [(PointerEvent.Phase, CGPoint)] = []
            window.setHandler(
                { event in if case .pointer(let pointer) = event { knobEvents.append(pointer.phase) } }, for: knob)
            window.onEvent = { event in
                if case .pointer(let pointer) = event { windowEvents.append((pointer.phase, pointer.location)) }
            }
            let away = CGPoint(x: 20, y: 300)
            Driver.pushButton(true, at: CGPoint(x: 100, y: 100), in: window)
            Driver.pushMotion(to: away, from: CGPoint(x: 100, y: 100), dragging: false, in: window)
            XCTAssertTrue(
                Driver.spin { windowEvents.contains { $0.1 == away } }, "knob \(knobEvents), window \(windowEvents)")
            XCTAssertEqual(knobEvents, [.down], "the move went to the window's handler, under the pointer")
        }
    }

    // MARK: The run loop's commit

    func testAPropertySetInATimerIsOnScreenAtTheNextFrameWithoutAFlushOnX11() throws {
        try MainActor.assumeIsolated { try Self.timerChangeIsDrawn(on: WindowServerEnvironment(.xvfb)) }
    }

    func testAPropertySetInATimerIsOnScreenAtTheNextFrameWithoutAFlushOnWayland() throws {
        try MainActor.assumeIsolated { try Self.timerChangeIsDrawn(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// `Timer`s on the main run loop recolour a layer, with no `flush()` and no commit of their
    /// own: the run loop's end-of-turn commit hands each change over, and the next refresh shows it.
    /// Five timers, the median measured: a loaded machine can hold a thread back now and then.
    @MainActor
    private static func timerChangeIsDrawn(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let layer = Driver.square("layer", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
        window.rootLayer.addSublayer(layer)
        Driver.spin(for: 0.3)
        let recorder = FrameRecorder()
        window.onFrame = { recorder.record($0) }
        var latencies: [Double] = []
        for round in 0..<5 {
            let firedAt = MainThreadShared<CFTimeInterval?>(nil)
            let submissionsBefore = MainThreadShared(0)
            let timerLayer = MainThreadShared(layer)
            let color = round.isMultiple(of: 2) ? Self.green : Self.blue
            let timer = Timer(fire: Date(timeIntervalSinceNow: 0.1), interval: 0, repeats: false) { _ in
                MainActor.assumeIsolated {
                    submissionsBefore.value = window.submissionCount
                    firedAt.value = CACurrentMediaTime()
                    // The implicit transaction's actions are off, so the change is not animated.
                    CATransaction.setDisableActions(true)
                    timerLayer.value.backgroundColor = color
                }
            }
            RunLoop.main.add(timer, forMode: .common)
            XCTAssertTrue(
                Driver.spin(timeout: 2) {
                    firedAt.value != nil && recorder.firstFrame(showing: submissionsBefore.value + 1) != nil
                }, "a frame with the timer's change was drawn")
            guard let fired = firedAt.value, let frame = recorder.firstFrame(showing: submissionsBefore.value + 1)
            else { return }
            latencies.append((frame.time - fired) / window.refreshPeriod)
        }
        XCTAssertLessThanOrEqual(latencies.sorted()[2], 2, "shown within two refreshes of the timer: \(latencies)")
        // The last timer's colour (green) is on screen.
        let pixel = try window.screenshot().pixel(at: CGPoint(x: 240, y: 160), scale: window.contentsScale)
        XCTAssertTrue(pixel.g > 200 && pixel.r < 50, "green on screen: \(pixel)")
    }

    // MARK: Callbacks

    /// A Lottie player in a window: its play's completion arrives on the main thread at the end
    /// of the play (one second, frames 0…10 at 10 fps), with no flush of the app's own: the run
    /// loop's commits deliver Core Animation's callbacks.
    func testALottiePlaysCompletionArrivesInAWindowOnX11() throws {
        try MainActor.assumeIsolated {
            // The server lives as long as this test: it shuts down with its last reference.
            let server = try WindowServerEnvironment(.xvfb)
            defer { withExtendedLifetime(server) {} }
            let window = try Self.openWindow(on: server)
            defer { window.close() }
            let solid = ##"{"ty": 1, "ip": 0, "op": 10, "sc": "#ff0000", "sw": 100, "sh": 100, "ks": {}}"##
            let text = #"{"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [\#(solid)]}"#
            let player = LottieAnimationLayer(animation: try LottieAnimation(data: Data(text.utf8)))
            player.position = CGPoint(x: 240, y: 160)
            window.rootLayer.addSublayer(player)
            Driver.spin(for: 0.3)
            let heard = MainThreadShared<(finished: Bool, at: CFTimeInterval)?>(nil)
            let start = CACurrentMediaTime()
            player.play(fromProgress: 0, toProgress: 1) { finished in heard.value = (finished, CACurrentMediaTime()) }
            XCTAssertTrue(Driver.spin(timeout: 5) { heard.value != nil }, "the completion arrived")
            guard let (finished, at) = heard.value else { return }
            XCTAssertTrue(finished)
            XCTAssertGreaterThanOrEqual(at - start, 1, "not before the play's end")
        }
    }

    // MARK: Frames

    /// A discrete keyframe animation in a window draws a frame where it begins, at each of its
    /// steps and where it ends, and none between: the render thread sleeps until the next key time
    /// (`nextFrameTime(after:)`), and each step is on screen within two refreshes of it. Drawn at
    /// every refresh, it would have been some 75 frames.
    func testADiscreteAnimationDrawsOnlyWhereItStepsOnX11() throws {
        try MainActor.assumeIsolated {
            let server = try WindowServerEnvironment(.xvfb)
            defer { withExtendedLifetime(server) {} }
            let window = try Self.openWindow(on: server)
            defer { window.close() }
            let layer = Driver.square(
                "layer", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
            window.rootLayer.addSublayer(layer)
            Driver.spin(for: 0.3)
            let recorder = FrameRecorder()
            window.onFrame = { recorder.record($0) }
            let start = CACurrentMediaTime() + 0.25
            let steps = CAKeyframeAnimation(keyPath: "backgroundColor")
            steps.values = [Self.red, Self.green, Self.blue]
            steps.keyTimes = [0, 0.4, 0.8]  // green from 0.5 s, blue from 1 s, until 1.25 s
            steps.calculationMode = .discrete
            steps.beginTime = start
            steps.duration = 1.25
            steps.fillMode = .forwards
            steps.isRemovedOnCompletion = false
            layer.add(steps, forKey: "steps")
            Driver.spin(for: 1.9)
            let frames = recorder.frames
            let period = window.refreshPeriod
            let during = frames.filter { $0.time > start + period && $0.time < start + 1.25 - period }
            let times = during.prefix(6).map { $0.time - start }
            XCTAssertLessThanOrEqual(during.count, 3, "the steps' frames, from: \(times)")
            for offset in [0.5, 1.0] {
                let step = frames.first { $0.time >= start + offset - 1e-6 }
                XCTAssertNotNil(step, "a frame for the step at \(offset) s")
                if let step { XCTAssertLessThanOrEqual(step.time - (start + offset), 2 * period, "at \(offset) s") }
            }
            let pixel = try window.screenshot().pixel(at: CGPoint(x: 240, y: 160), scale: window.contentsScale)
            XCTAssertTrue(pixel.b > 200 && pixel.g < 50 && pixel.r < 50, "blue on screen: \(pixel)")
        }
    }

    // MARK: Touch

    func testEachFingerKeepsTheLayerItTouchedOnX11() throws {
        try MainActor.assumeIsolated { try Self.fingersKeepTheirLayers(on: WindowServerEnvironment(.xvfb)) }
    }

    /// Two fingers down on two layers at once: each finger's moves and lift go to the layer it
    /// touched, wherever it moves; a finger on no layer goes to the window's handler; a finger
    /// lifted holds nothing. SDL's pointer events made from a finger say so.
    @MainActor
    private static func fingersKeepTheirLayers(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let left = Driver.square("left", Self.red, size: CGSize(width: 160, height: 160), at: CGPoint(x: 120, y: 160))
        let right = Driver.square(
            "right", Self.blue, size: CGSize(width: 160, height: 160), at: CGPoint(x: 360, y: 160))
        window.rootLayer.addSublayer(left)
        window.rootLayer.addSublayer(right)
        var heard: [String] = []
        func hear(_ name: String) -> WindowEventHandler {
            { event in
                switch event {
                case .touch(let touch):
                    let p = touch.location(in: touch.layer ?? window.rootLayer)
                    heard.append(
                        "\(name): finger \(touch.finger.id) \(touch.phase) at \(Int(p.x.rounded())),\(Int(p.y.rounded()))"
                    )
                case .pointer(let pointer) where pointer.phase == .down:
                    heard.append("\(name): pointer down, from touch \(pointer.isFromTouch)")
                default: break
                }
            }
        }
        window.setHandler(hear("left"), for: left)
        window.setHandler(hear("right"), for: right)
        window.onEvent = hear("window")
        Driver.spin(for: 0.3)
        let steps: [(SDL_EventType, Int64, CGPoint)] = [
            (SDL_FINGERDOWN, 1, CGPoint(x: 120, y: 160)),  // on the left layer
            (SDL_FINGERDOWN, 2, CGPoint(x: 360, y: 160)),  // on the right one
            (SDL_FINGERMOTION, 1, CGPoint(x: 360, y: 200)),  // over the right one: still the left's
            (SDL_FINGERMOTION, 2, CGPoint(x: 100, y: 100)),  // over the left one: still the right's
            (SDL_FINGERUP, 1, CGPoint(x: 360, y: 200)),
            (SDL_FINGERDOWN, 3, CGPoint(x: 240, y: 300)),  // on no layer: the window's
            (SDL_FINGERUP, 2, CGPoint(x: 100, y: 100)),
            (SDL_FINGERDOWN, 1, CGPoint(x: 360, y: 160)),  // finger 1 again, now on the right one
            (SDL_FINGERUP, 1, CGPoint(x: 360, y: 160)),
            (SDL_FINGERUP, 3, CGPoint(x: 240, y: 300)),
        ]
        for (type, finger, point) in steps { Driver.pushFinger(type, finger: finger, at: point, in: window) }
        Driver.pushButton(true, at: CGPoint(x: 120, y: 160), in: window, fromTouch: true)
        Driver.pushButton(false, at: CGPoint(x: 120, y: 160), in: window, fromTouch: true)
        Driver.pushButton(true, at: CGPoint(x: 360, y: 160), in: window)
        Driver.pushButton(false, at: CGPoint(x: 360, y: 160), in: window)
        XCTAssertTrue(Driver.spin(timeout: 5) { heard.count >= 12 }, "\(heard)")
        XCTAssertEqual(
            heard,
            [
                "left: finger 1 began at 80,80", "right: finger 2 began at 80,80", "left: finger 1 moved at 320,120",
                "right: finger 2 moved at -180,20", "left: finger 1 ended at 320,120",
                "window: finger 3 began at 240,300", "right: finger 2 ended at -180,20",
                "right: finger 1 began at 80,80", "right: finger 1 ended at 80,80", "window: finger 3 ended at 240,300",
                "left: pointer down, from touch true", "right: pointer down, from touch false",
            ])
    }

    // MARK: From a pointer event to the frame that shows it

    func testAClickIsOnScreenWithinTwoRefreshesOnX11() throws {
        try MainActor.assumeIsolated { try Self.clickLatency(on: WindowServerEnvironment(.xvfb)) }
    }

    func testAClickIsOnScreenWithinTwoRefreshesOnWayland() throws {
        try MainActor.assumeIsolated { try Self.clickLatency(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// Ten clicks, each recolouring the layer clicked: from each event's push to the swap of the
    /// frame that shows its commit (the frame log's `submission`), at most two refreshes.
    @MainActor
    private static func clickLatency(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let layer = Driver.square("layer", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
        window.rootLayer.addSublayer(layer)
        let recorder = FrameRecorder()
        window.onFrame = { recorder.record($0) }
        var handledSubmission: Int?
        let handledAt = MainThreadShared(0.0)
        window.setHandler(
            { event in
                guard case .pointer(let pointer) = event, pointer.phase == .down else { return }
                CATransaction.setDisableActions(true)
                layer.backgroundColor = layer.backgroundColor == Self.red ? Self.green : Self.red
                // This turn's commit is the next submission.
                handledSubmission = window.submissionCount + 1
                handledAt.value = CACurrentMediaTime()
            }, for: layer)
        // Until the window is still: its first frames (mapping, the compositor's configure) drawn.
        var drawn = -1
        for _ in 0..<20 where window.framesDrawn != drawn {
            drawn = window.framesDrawn
            Driver.spin(for: 0.2)
        }
        // Every click measured, the first after the window went still included (clicks after longer
        // pauses: `clickAfterPause`).
        var latencies: [Double] = []
        var handling: [Double] = []
        for _ in 0..<10 {
            handledSubmission = nil
            let pushed = CACurrentMediaTime()
            Driver.pushButton(true, at: CGPoint(x: 240, y: 160), in: window)
            Driver.pushButton(false, at: CGPoint(x: 240, y: 160), in: window)
            XCTAssertTrue(
                Driver.spin(timeout: 2) { handledSubmission.flatMap { recorder.firstFrame(showing: $0) } != nil })
            guard let submission = handledSubmission, let frame = recorder.firstFrame(showing: submission),
                let swapped = recorder.arrival(of: frame.index)
            else { return }
            latencies.append((swapped - pushed) / window.refreshPeriod)
            handling.append((handledAt.value - pushed) * 1000)
            Driver.spin(for: 0.05)
        }
        print(
            "LayerWindowTests: click to frame, in refreshes: \(latencies.map { String(format: "%.2f", $0) }); "
                + "to the handler, ms: \(handling.map { String(format: "%.1f", $0) })")
        // Eight of ten within two refreshes: the rest is the machine's scheduling, which on a
        // loaded machine (the tests' builds) can hold a thread back for a refresh or more.
        let sorted = latencies.sorted()
        XCTAssertLessThanOrEqual(sorted[7], 2, "the 8th fastest of ten clicks")
    }

    // MARK: Waking for events

    /// SDL forgets its event watches when its event loop stops, with the last window: a window
    /// opened after that must still have an event pushed into SDL's queue wake the run loop at
    /// once (the watch asks for a pump), not wait for the next poll (up to two refreshes).
    func testAWindowOpenedAfterTheLastOneClosedWakesForEventsAtOnceOnX11() throws {
        try MainActor.assumeIsolated {
            let server = try WindowServerEnvironment(.xvfb)
            try Self.openWindow(on: server, title: "first").close()
            let window = try Self.openWindow(on: server, title: "second")
            defer { window.close() }
            let layer = Driver.square(
                "layer", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
            window.rootLayer.addSublayer(layer)
            var handled = false
            window.setHandler({ if case .pointer = $0 { handled = true } }, for: layer)
            Driver.spin(for: 0.2)
            XCTAssertFalse(
                Application.pumpScheduled.load(ordering: .acquiring), "no pump asked for while nothing comes")
            Driver.pushButton(true, at: CGPoint(x: 240, y: 160), in: window)
            XCTAssertTrue(Application.pumpScheduled.load(ordering: .acquiring), "the push asked for a pump")
            XCTAssertTrue(Driver.spin(timeout: 2) { handled })
            Driver.pushButton(false, at: CGPoint(x: 240, y: 160), in: window)
            Driver.spin(for: 0.05)
        }
    }

    /// Input from the window system itself is pumped when it arrives, not at the next poll: with
    /// the slow poll set to ten seconds, a pointer the X server moves (`XWarpPointer`, a real
    /// MotionNotify on the connection) after a pause reaches the window's handler within three
    /// seconds, well before the poll (at least 9.5 s away when the pointer moves).
    ///
    /// Twice: once as it comes, and once read on purpose into Xlib's own queue by a call that waits
    /// for a reply. SDL's warp makes such a call itself (`XSync`), and whenever the server's event
    /// is there before the reply it reads it (on this Xvfb, most of the time): the descriptor then
    /// shows nothing, and only the look at Xlib's queue before the loop sleeps pumps it. Without
    /// that look both moves waited the 10 s here (and the first, which raced, failed CI once).
    func testWindowSystemInputAfterAPauseIsPumpedWhenItArrivesOnX11() throws {
        try MainActor.assumeIsolated {
            let server = try WindowServerEnvironment(.xvfb)
            Application.shared.idlePollInterval = 10
            defer { Application.shared.idlePollInterval = Application.idleEventPollInterval }
            let window = try Self.openWindow(on: server)
            defer { window.close() }
            var moves: [CGPoint] = []
            window.onEvent = { event in
                if case .pointer(let pointer) = event, pointer.phase == .moved { moves.append(pointer.location) }
            }
            let sdlWindow = SDL_GetWindowFromID(window.windowID)
            let display = try XCTUnwrap(layerkit_window_x11_display(sdlWindow), "an X11 window")
            // Into the window first: the pointer's first place in it is no move.
            SDL_WarpMouseInWindow(sdlWindow, 100, 100)
            for (target, readIntoXlibsQueue) in [(CGPoint(x: 300, y: 200), false), (CGPoint(x: 150, y: 250), true)] {
                Driver.spin(for: Application.idleAfter + 0.5)
                XCTAssertEqual(Application.shared.pumpInterval, 10, "polling slowed to the test's ten seconds")
                moves.removeAll()
                SDL_WarpMouseInWindow(sdlWindow, Int32(target.x), Int32(target.y))
                if readIntoXlibsQueue {
                    // The server sends the move; a round trip made after it reads it off the connection.
                    usleep(200_000)
                    _ = XSync(display, 0)
                    XCTAssertGreaterThan(layerkit_x11_events_queued(display), 0, "the move waits in Xlib's queue")
                }
                XCTAssertTrue(
                    Driver.spin(timeout: 3) { !moves.isEmpty },
                    "the server's move to \(target) was pumped when it came (read into Xlib's queue: \(readIntoXlibsQueue))"
                )
                XCTAssertEqual(moves.last, target)
            }
        }
    }

    /// A still window polls SDL four times a second, not thirty: after a second without input and
    /// without a frame, the still poll; the first frame drawn after it (a change a timer commits,
    /// no input) asks for a pump at once, and that pump brings the idle poll back, so what the
    /// frame's swap reads off the connection on the render thread waits a thirtieth of a second at
    /// most. (The still poll is ten seconds here: only the frame's own ask can end it in time.)
    func testAStillWindowPollsSlowlyAndItsNextFrameBringsTheIdlePollBackOnX11() throws {
        try MainActor.assumeIsolated {
            let server = try WindowServerEnvironment(.xvfb)
            Application.shared.stillPollInterval = 10
            defer { Application.shared.stillPollInterval = Application.stillEventPollInterval }
            let window = try Self.openWindow(on: server)
            defer { window.close() }
            let layer = Driver.square(
                "layer", Self.red, size: CGSize(width: 100, height: 100), at: CGPoint(x: 100, y: 100))
            window.rootLayer.addSublayer(layer)
            XCTAssertTrue(
                Driver.spin(timeout: 6) { Application.shared.pumpInterval == 10 },
                "the still poll after a second without input or frames")
            XCTAssertTrue(Application.pollingStill.load(ordering: .acquiring))
            XCTAssertFalse(Application.pumpScheduled.load(ordering: .acquiring), "no pump asked for while still")
            // A frame without input, waited for with the run loop stopped: neither the connection's
            // descriptor nor a timer can pump, only the frame's ask can be the one seen here.
            let drawn = window.framesDrawn
            layer.position = CGPoint(x: 200, y: 150)
            Application.shared.commit()
            let deadline = CACurrentMediaTime() + 2
            while window.framesDrawn == drawn, CACurrentMediaTime() < deadline { usleep(1000) }
            XCTAssertGreaterThan(window.framesDrawn, drawn, "the change was drawn")
            XCTAssertTrue(Application.pumpScheduled.load(ordering: .acquiring), "the frame asked for a pump")
            XCTAssertTrue(
                Driver.spin(timeout: 1) { Application.shared.pumpInterval == Application.idleEventPollInterval },
                "the frame brought the idle poll back: \(Application.shared.pumpInterval) s")
            XCTAssertFalse(Application.pollingStill.load(ordering: .acquiring))
        }
    }

    // MARK: The first click after a pause

    func testAClickAfterAPauseIsOnScreenWithinTwoRefreshesOnX11() throws {
        try MainActor.assumeIsolated { try Self.clickAfterPause(on: WindowServerEnvironment(.xvfb)) }
    }

    func testAClickAfterAPauseIsOnScreenWithinTwoRefreshesOnWayland() throws {
        try MainActor.assumeIsolated { try Self.clickAfterPause(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// Clicks each after the window was still for longer than `Application.idleAfter`: the event
    /// pump has slowed, the render thread sleeps, the compositor has stopped repainting. From the
    /// push to the swap of the frame that shows the click.
    @MainActor
    private static func clickAfterPause(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let layer = Driver.square("layer", Self.red, size: CGSize(width: 200, height: 200), at: CGPoint(x: 240, y: 160))
        window.rootLayer.addSublayer(layer)
        let recorder = FrameRecorder()
        window.onFrame = { recorder.record($0) }
        var handledSubmission: Int?
        let handledAt = MainThreadShared(0.0)
        window.setHandler(
            { event in
                guard case .pointer(let pointer) = event, pointer.phase == .down else { return }
                CATransaction.setDisableActions(true)
                layer.backgroundColor = layer.backgroundColor == Self.red ? Self.green : Self.red
                handledSubmission = window.submissionCount + 1
                handledAt.value = CACurrentMediaTime()
            }, for: layer)
        var lines: [String] = []
        var latencies: [Double] = []
        for _ in 0..<5 {
            Driver.spin(for: Application.idleAfter + 0.2)
            handledSubmission = nil
            let pushed = CACurrentMediaTime()
            Driver.pushButton(true, at: CGPoint(x: 240, y: 160), in: window)
            Driver.pushButton(false, at: CGPoint(x: 240, y: 160), in: window)
            XCTAssertTrue(
                Driver.spin(timeout: 3) { handledSubmission.flatMap { recorder.firstFrame(showing: $0) } != nil })
            guard let submission = handledSubmission, let frame = recorder.firstFrame(showing: submission),
                let swapped = recorder.arrival(of: frame.index)
            else { return }
            let period = window.refreshPeriod
            latencies.append((swapped - pushed) / period)
            lines.append(
                String(
                    format: "handled %.2f, target %.2f, swapped %.2f", (handledAt.value - pushed) / period,
                    (frame.time - pushed) / period, (swapped - pushed) / period))
        }
        print("LayerWindowTests: clicks after a pause, in refreshes from the push: \(lines)")
        // The median of five: a loaded machine (the tests' builds) can hold a thread back for a
        // refresh or more now and then, which is not the host's doing.
        XCTAssertLessThanOrEqual(latencies.sorted()[2], 2, "the median of five clicks")
    }

    // MARK: Resizing

    func testResizingUpdatesTheRootBoundsAndContentsScaleOnX11() throws {
        try MainActor.assumeIsolated { try Self.resizing(on: WindowServerEnvironment(.xvfb), scale: 1) }
    }

    func testResizingUpdatesTheRootBoundsAndContentsScaleOnAWaylandOutputOfScaleTwo() throws {
        try MainActor.assumeIsolated { try Self.resizing(on: WindowServerEnvironment(.weston(scale: 2)), scale: 2) }
    }

    @MainActor
    private static func resizing(on server: WindowServerEnvironment, scale: CGFloat) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        var resizes: [CGSize] = []
        window.onEvent = { event in
            if case .resized(let size, _) = event { resizes.append(size) }
        }
        XCTAssertTrue(Driver.spin { window.contentsScale == scale }, "scale \(window.contentsScale)")
        XCTAssertEqual(window.rootLayer.contentsScale, scale)
        let corner = Driver.square("corner", Self.blue, size: CGSize(width: 20, height: 20), at: .zero)
        corner.anchorPoint = CGPoint(x: 1, y: 1)
        window.rootLayer.addSublayer(corner)
        window.onEvent = { event in
            guard case .resized(let size, _) = event else { return }
            resizes.append(size)
            // Laid out for the new size in the handler: pinned to the bottom-right corner.
            corner.position = CGPoint(x: size.width, y: size.height)
        }
        window.setSize(width: 360, height: 240)
        XCTAssertTrue(Driver.spin { window.size == CGSize(width: 360, height: 240) }, "size \(window.size)")
        XCTAssertEqual(window.rootLayer.bounds, CGRect(x: 0, y: 0, width: 360, height: 240))
        XCTAssertEqual(window.rootLayer.contentsScale, scale)
        XCTAssertEqual(resizes.last, CGSize(width: 360, height: 240))
        // A few refreshes for the window system to settle the new drawable (X11 resizes it when
        // its configure event has gone round), then the pixels.
        Driver.spin(for: 0.3)
        let image = try window.screenshot()
        XCTAssertEqual(image.width, Int(360 * scale))
        XCTAssertEqual(image.height, Int(240 * scale))
        let inCorner = image.pixel(at: CGPoint(x: 350, y: 230), scale: scale)
        XCTAssertTrue(inCorner.b > 200 && inCorner.r < 50, "the corner layer in the new corner: \(inCorner)")
    }

    // MARK: Keys and text

    func testKeysAndTextInputArriveOnX11() throws {
        try MainActor.assumeIsolated { try Self.keysAndText(on: WindowServerEnvironment(.xvfb)) }
    }

    func testKeysAndTextInputArriveOnWayland() throws {
        try MainActor.assumeIsolated { try Self.keysAndText(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// Keys with their codes, modifiers and repeats; composed text, then the committed text, in
    /// scripts beyond Latin, go to the key layer's handler.
    @MainActor
    private static func keysAndText(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        let field = Driver.square("field", Self.blue, size: CGSize(width: 200, height: 40), at: CGPoint(x: 240, y: 160))
        window.rootLayer.addSublayer(field)
        var keys: [KeyEvent] = []
        var texts: [TextInputEvent] = []
        window.setHandler(
            { event in
                switch event {
                case .key(let key): keys.append(key)
                case .text(let text): texts.append(text)
                default: break
                }
            }, for: field)
        window.keyLayer = field
        Driver.pushKey(Int32(SDLK_LEFT.rawValue), down: true, in: window)
        Driver.pushKey(Int32(SDLK_LEFT.rawValue), down: true, repeat: true, in: window)
        Driver.pushKey(Int32(SDLK_LEFT.rawValue), down: false, in: window)
        Driver.pushText("にほん", composing: true, cursor: 3, in: window)
        Driver.pushText("日本語 ✓ é", in: window)
        XCTAssertTrue(Driver.spin { keys.count == 3 && texts.count == 2 }, "keys \(keys.count), texts \(texts.count)")
        XCTAssertEqual(keys.map(\.phase), [.down, .down, .up])
        XCTAssertEqual(keys.map(\.isRepeat), [false, true, false])
        XCTAssertEqual(keys.first?.keyCode, Int32(SDLK_LEFT.rawValue))
        XCTAssertEqual(keys.first?.name, "left")
        XCTAssertEqual(keys.first?.modifiers, [.shift])
        XCTAssertEqual(texts.first?.text, "にほん")
        XCTAssertEqual(texts.first?.isComposing, true)
        XCTAssertEqual(texts.first?.selection, 3..<3)
        XCTAssertEqual(texts.last?.text, "日本語 ✓ é")
        XCTAssertEqual(texts.last?.isComposing, false)
    }

    // MARK: Several windows

    func testTwoWindowsAnimateAtOnceOnX11() throws {
        try MainActor.assumeIsolated { try Self.twoWindowsAnimate(on: WindowServerEnvironment(.xvfb)) }
    }

    func testTwoWindowsAnimateAtOnceOnWayland() throws {
        try MainActor.assumeIsolated { try Self.twoWindowsAnimate(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// Two windows, each spinning a layer on its own render thread, both draw through a second;
    /// closing one leaves the other drawing.
    @MainActor
    private static func twoWindowsAnimate(on server: WindowServerEnvironment) throws {
        let windows = try [Self.openWindow(on: server, title: "one"), Self.openWindow(on: server, title: "two")]
        defer { for window in windows { window.close() } }
        XCTAssertEqual(Application.shared.windows.count, 2)
        for (window, color) in zip(windows, [Self.red, Self.green]) {
            let layer = Driver.square(
                "spinner", color, size: CGSize(width: 100, height: 100), at: CGPoint(x: 240, y: 160))
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0.0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            spin.repeatCount = .infinity
            layer.add(spin, forKey: "spin")
            window.rootLayer.addSublayer(layer)
        }
        Driver.spin(for: 0.3)
        let before = windows.map(\.framesDrawn)
        Driver.spin(for: 1)
        let drawn = zip(windows, before).map { $0.framesDrawn - $1 }
        let rate = 1 / windows[0].refreshPeriod
        print("LayerWindowTests: two windows drew \(drawn) frames in 1 s at \(rate) Hz")
        // Both draw all along; a quarter of the refreshes at least, on a machine busy with builds.
        for count in drawn { XCTAssertGreaterThan(Double(count), rate * 0.25, "frames in a second: \(drawn)") }
        windows[0].close()
        XCTAssertEqual(Application.shared.windows.count, 1)
        let afterClose = windows[1].framesDrawn
        Driver.spin(for: 0.3)
        XCTAssertGreaterThan(windows[1].framesDrawn - afterClose, 5, "the other window still draws")
        // Each window's pixels are its own spinner's colour.
        let centre = try windows[1].screenshot().pixel(at: CGPoint(x: 240, y: 160), scale: windows[1].contentsScale)
        XCTAssertTrue(centre.g > 200 && centre.r < 50, "window two is green at its centre: \(centre)")
    }

    // MARK: A still window

    func testAStillWindowUsesUnderOnePercentOfACoreOnX11() throws {
        try MainActor.assumeIsolated { try Self.stillWindowIsCheap(on: WindowServerEnvironment(.xvfb)) }
    }

    func testAStillWindowUsesUnderOnePercentOfACoreOnWayland() throws {
        try MainActor.assumeIsolated { try Self.stillWindowIsCheap(on: WindowServerEnvironment(.weston(scale: 1))) }
    }

    /// Drawn once, then nothing to draw: the process's CPU over two seconds of the run loop.
    @MainActor
    private static func stillWindowIsCheap(on server: WindowServerEnvironment) throws {
        let window = try Self.openWindow(on: server)
        defer { window.close() }
        window.rootLayer.addSublayer(
            Driver.square("still", Self.blue, size: CGSize(width: 100, height: 100), at: CGPoint(x: 240, y: 160)))
        Driver.spin(for: 1)
        let framesBefore = window.framesDrawn
        let cpuBefore = ProcessMetrics.cpuSeconds(), wallBefore = Date()
        // One turn of the run loop, as `Application.run()` runs it: it sleeps but for its timers.
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
        let share = (ProcessMetrics.cpuSeconds() - cpuBefore) / Date().timeIntervalSince(wallBefore)
        print(String(format: "LayerWindowTests: a still window uses %.2f%% of a core", share * 100))
        XCTAssertEqual(window.framesDrawn, framesBefore, "nothing drawn while still")
        // Under 1%: a still window polls SDL four times a second (`Application.stillEventPollInterval`),
        // about 0.2% of a core here; at thirty polls a second it cost 0.6–1.1% and failed this bound on
        // the shared CI VM. A window that redrew each refresh would cost many times that.
        XCTAssertLessThan(share, 0.01)
    }

}
