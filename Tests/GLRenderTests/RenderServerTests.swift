import Foundation
import XCTest
@testable import GLRender
@testable import LayerTree

/// The render thread keeps drawing committed animations while the app thread is blocked.
final class RenderServerTests: XCTestCase {
    func testAnimationsKeepMovingWhileTheAppThreadIsBlocked() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 64, height: 32)
        root.position = CGPoint(x: 32, y: 16)
        let mover = CALayer()
        mover.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        mover.backgroundColor = .white
        root.addSublayer(mover)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 1000
        move.duration = 10
        mover.add(move, forKey: "move")  // begins now, on the real clock
        CATransaction.flush()

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
        server.submit(CommittedTree(CALayer()), canvas: Canvas(size: CGSize(width: 8, height: 8)))
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
