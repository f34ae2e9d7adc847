import Foundation
import XCTest

@testable import GLRender
@testable import LayerTree

/// The render thread keeps drawing committed animations while the app thread is blocked, and
/// draws nothing while nothing changes.
final class RenderServerTests: XCTestCase {
    private let canvas = Canvas(size: CGSize(width: 16, height: 16))

    /// A root of `size` (16×16 by default); with `animation`, a 4×4 sublayer carries it under key "move".
    private func tree(animating animation: CAAnimation? = nil, size: CGSize = CGSize(width: 16, height: 16)) -> CALayer
    {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        let mover = CALayer()
        mover.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        mover.backgroundColor = .white
        root.addSublayer(mover)
        if let animation { mover.add(animation, forKey: "move") }
        CATransaction.flush()
        return root
    }

    /// `position.x` from 0 to 12 over `duration`, starting `delay` seconds from now on the real clock.
    private func move(duration: CFTimeInterval, delay: CFTimeInterval = 0) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 12
        move.duration = duration
        move.beginTime = CACurrentMediaTime() + delay
        return move
    }

    /// A started headless server at 60 Hz whose drawn frames' times `frames` collects.
    private func startServer() throws -> (server: RenderServer, frames: () -> [RenderServer.DrawnFrame]) {
        let server = RenderServer(presenter: HeadlessPresenter(), refreshRate: 60)
        let lock = NSLock()
        var drawn: [RenderServer.DrawnFrame] = []
        server.onFrame = { frame in lock.withLock { drawn.append(frame) } }
        try server.start()
        addTeardownBlock { server.stop() }
        return (server, { lock.withLock { drawn } })
    }

    /// Waits up to `timeout` seconds, without asking for refreshes, until `condition` holds.
    private func wait(upTo timeout: TimeInterval, until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    func testAStillTreeIsDrawnOnceWhileRefreshesKeepComing() throws {
        let (server, _) = try startServer()
        server.submit(CommittedTree(tree()), canvas: canvas)
        wait(upTo: 5) { server.framesDrawn == 1 }
        XCTAssertEqual(server.framesDrawn, 1)
        var seen = server.waitForRefresh(after: nil)
        let start = CACurrentMediaTime()
        var refreshes: [RenderServer.Refresh] = []
        for _ in 0..<20 {
            guard let refresh = server.waitForRefresh(after: seen) else { break }
            refreshes.append(refresh)
            seen = refresh
        }
        let elapsed = CACurrentMediaTime() - start
        XCTAssertEqual(refreshes.count, 20, "a waiting app thread gets every refresh")
        XCTAssertEqual(server.framesDrawn, 1, "and none of them draws")
        // Paced at the refresh rate, not handed out as fast as the loop can: 20 refreshes ≈ 333 ms.
        XCTAssertGreaterThanOrEqual(elapsed, 15.0 / 60)
        for (a, b) in zip(refreshes, refreshes.dropFirst()) {
            XCTAssertGreaterThan(b.index, a.index)
            XCTAssertGreaterThanOrEqual(b.time - a.time, 1.0 / 60 - 1e-6, "one refresh apart or more")
        }
    }

    func testASubmitWakesTheIdleServerAndDrawsOneFrame() throws {
        let (server, frames) = try startServer()
        server.submit(CommittedTree(tree()), canvas: canvas)
        wait(upTo: 5) { server.framesDrawn == 1 }
        let refreshesBefore = server.refreshCount
        Thread.sleep(forTimeInterval: 0.25)  // nobody waits for refreshes: the thread sleeps
        XCTAssertEqual(server.framesDrawn, 1)
        XCTAssertEqual(server.refreshCount, refreshesBefore, "no refreshes while nobody asks for them")
        server.submit(CommittedTree(tree()), canvas: canvas)
        wait(upTo: 5) { server.framesDrawn == 2 }
        XCTAssertEqual(server.framesDrawn, 2, "the submit drew a frame")
        Thread.sleep(forTimeInterval: 0.25)
        XCTAssertEqual(server.framesDrawn, 2, "and only one")
        XCTAssertTrue(frames()[1].followsIdleRefreshes)
    }

    func testARunningAnimationIsDrawnAtEveryRefresh() throws {
        let spin = move(duration: 1)
        spin.repeatCount = .infinity
        let (server, frames) = try startServer()
        server.submit(CommittedTree(tree(animating: spin)), canvas: canvas)
        var seen = server.waitForRefresh(after: nil)
        let drawnBefore = server.framesDrawn, refreshesBefore = server.refreshCount
        for _ in 0..<30 { seen = server.waitForRefresh(after: seen) }
        XCTAssertEqual(
            server.refreshCount - refreshesBefore, server.framesDrawn - drawnBefore,
            "every refresh drew a frame")
        XCTAssertGreaterThanOrEqual(server.framesDrawn - drawnBefore, 30)
        XCTAssertFalse(frames().dropFirst().contains(where: \.followsIdleRefreshes))
        // Each frame reports the render thread's stages, evaluation included (the HUD's `eval`),
        // measured on the wall clock whatever the media clock is.
        for frame in frames() {
            XCTAssertGreaterThan(frame.statistics.stages.evaluate, 0)
            XCTAssertGreaterThan(frame.statistics.stages.planning, 0)
            XCTAssertEqual(frame.statistics.stages.present, 0, "headless: nothing presented")
        }
    }

    func testAnAnimationPreferringThirtyIsDrawnAtEveryOtherRefresh() throws {
        let spin = move(duration: 1)
        spin.repeatCount = .infinity
        spin.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
        let (server, frames) = try startServer()
        server.submit(CommittedTree(tree(animating: spin)), canvas: canvas)
        var seen = server.waitForRefresh(after: nil)
        let drawnBefore = server.framesDrawn, refreshesBefore = server.refreshCount
        var seenTimes: [CFTimeInterval] = []
        for _ in 0..<30 {
            seen = server.waitForRefresh(after: seen)
            if let seen { seenTimes.append(seen.time) }
        }
        let drawn = server.framesDrawn - drawnBefore, refreshes = server.refreshCount - refreshesBefore
        XCTAssertGreaterThanOrEqual(refreshes, 30)
        // The refreshes between frames still come to the app thread: its display link keeps 60 Hz.
        let seenSteps = zip(seenTimes, seenTimes.dropFirst()).map { a, b in ((b - a) * 60).rounded() }
        XCTAssertLessThanOrEqual(seenSteps.filter { $0 > 1 }.count, 3, "refreshes the app missed: \(seenSteps)")
        XCTAssertLessThanOrEqual(drawn, refreshes / 2 + 1, "about one frame in two")
        XCTAssertGreaterThanOrEqual(drawn, 5)
        // A busy machine may skip a refresh, never draw two refreshes in a row.
        let animated = frames().dropFirst()
        let steps = zip(animated, animated.dropFirst()).map { a, b in ((b.time - a.time) * 60).rounded() }
        XCTAssertEqual(steps.filter { $0 < 2 }, [], "frames two refreshes apart or more: \(steps)")
    }

    func testAnAnimationThatBeginsLaterIsDrawnOnlyFromItsBeginTime() throws {
        let later = move(duration: 0.25, delay: 0.5)
        let (server, frames) = try startServer()
        server.submit(CommittedTree(tree(animating: later)), canvas: canvas)
        Thread.sleep(forTimeInterval: 0.35)
        XCTAssertEqual(server.framesDrawn, 1, "nothing to draw before the animation begins")
        wait(upTo: 5) { server.framesDrawn > 3 }
        let animated = frames().dropFirst()
        XCTAssertGreaterThan(animated.count, 2, "it draws once the animation runs")
        let first = try XCTUnwrap(animated.first)
        XCTAssertGreaterThanOrEqual(first.time, later.beginTime, "no frame before it begins")
        // Woken a refresh ahead: the first refresh at or after the begin time draws (allowing for a busy machine).
        XCTAssertLessThan(first.time, later.beginTime + 4.0 / 60)
    }

    func testAnAnimationEndingWithoutFillDrawsOneLastFrameThenStops() throws {
        let brief = move(duration: 0.25)
        let (server, frames) = try startServer()
        server.submit(CommittedTree(tree(animating: brief)), canvas: canvas)
        let end = brief.beginTime + 0.25
        wait(upTo: 10) { CACurrentMediaTime() > end + 0.3 }
        let drawn = frames()
        let count = drawn.count
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(server.framesDrawn, count, "nothing drawn once it ended")
        let afterEnd = drawn.filter { $0.time >= end }
        XCTAssertEqual(afterEnd.count, 1, "one frame after the end: the model again")
        XCTAssertEqual(afterEnd.first?.index, drawn.last?.index)
        let moverX = afterEnd.first?.tree.nodes[1].position.x
        XCTAssertEqual(moverX, 0, "the last frame shows the model, not the animation's end")
        XCTAssertGreaterThan(drawn.count, 4, "it drew while it ran")
    }

    func testAnimationsKeepMovingWhileTheAppThreadIsBlocked() throws {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 1000
        move.duration = 10
        // Begins now, on the real clock.
        let root = tree(animating: move, size: CGSize(width: 64, height: 32))
        let mover = root.sublayers![0]

        let server = RenderServer(presenter: HeadlessPresenter(), refreshRate: 60)
        let lock = NSLock()
        var frames: [(time: CFTimeInterval, x: CGFloat)] = []
        server.onFrame = { frame in
            guard let node = frame.tree.nodes.first(where: { $0.id == mover.layerID }) else { return }
            lock.withLock { frames.append((frame.time, node.position.x)) }
        }
        try server.start()
        server.submit(CommittedTree(root), canvas: Canvas(size: CGSize(width: 64, height: 32)))
        _ = server.waitForRefresh(after: nil)
        let stallStart = CACurrentMediaTime()
        Thread.sleep(forTimeInterval: 0.3)  // the app thread is busy: no commits, no callbacks
        let stallEnd = CACurrentMediaTime()
        server.stop()

        let duringStall = lock.withLock { frames.filter { $0.time > stallStart && $0.time < stallEnd } }
        // At 60 Hz, 300 ms is 18 refreshes; allow for a slow software rasterizer, but require many.
        XCTAssertGreaterThanOrEqual(duringStall.count, 8, "frames drawn during the stall")
        for (a, b) in zip(duringStall, duringStall.dropFirst()) {
            XCTAssertGreaterThan(b.x, a.x, "the presentation position advances every frame")
            // 100 points per second: each frame moves by its time step.
            XCTAssertEqual(Double(b.x - a.x), (b.time - a.time) * 100, accuracy: 1e-6)
        }
    }

    func testFramesArePacedAtTheRefreshRateWithoutVsync() throws {
        let server = RenderServer(presenter: HeadlessPresenter(), refreshRate: 60)
        let lock = NSLock()
        var times: [CFTimeInterval] = []
        server.onFrame = { frame in lock.withLock { times.append(frame.time) } }
        try server.start()
        // A running animation: a still tree would be drawn once.
        let spin = move(duration: 1)
        spin.repeatCount = .infinity
        server.submit(CommittedTree(tree(animating: spin)), canvas: Canvas(size: CGSize(width: 8, height: 8)))
        Thread.sleep(forTimeInterval: 0.25)
        server.stop()
        let recorded = lock.withLock { times }
        // Paced, not spinning: about 15 frames in 250 ms, never hundreds.
        XCTAssertLessThanOrEqual(recorded.count, 17)
        XCTAssertGreaterThanOrEqual(recorded.count, 5)
        for (a, b) in zip(recorded, recorded.dropFirst()) {
            let steps = (b - a) / (1.0 / 60)
            XCTAssertEqual(steps, steps.rounded(), accuracy: 1e-6, "frame times fall on the refresh grid")
            XCTAssertGreaterThanOrEqual(steps.rounded(), 1)
        }
    }
}
