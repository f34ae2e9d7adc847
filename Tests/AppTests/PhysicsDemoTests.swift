import Foundation
import LayerTree
import XCTest

@testable import App

/// Demo 2 without a window: its display link is driven by hand, as the window's vsync loop drives it.
final class PhysicsDemoTests: XCTestCase {
    private let size = CGSize(width: 960, height: 640)

    /// A demo laid out for `size` and a display link that a test refreshes.
    private final class Driver {
        let demo = PhysicsDemo()
        private(set) var link: CADisplayLink!
        /// The time of the last refresh, in seconds from the start.
        private(set) var time = 0.0
        private var started = false

        init(size: CGSize) {
            demo.layout(in: size)
            link = CADisplayLink(target: demo) { [demo] in demo.tick($0) }
        }

        /// Refreshes the display at `hz` until `end` seconds (the first refresh is time 0),
        /// calling `check` after each one.
        func run(until end: Double, hz: Double, check: () -> Void = {}) {
            let period = 1 / hz
            if !started {
                started = true
                link.displayDidRefresh(at: 0, refreshPeriod: period)
            }
            // Whole refreshes from the start, so 60 Hz and 30 Hz land on the same times exactly.
            var index = (time * hz).rounded() + 1
            while index / hz <= end + 1e-9 {
                time = index / hz
                link.displayDidRefresh(at: time, refreshPeriod: period)
                check()
                index += 1
            }
        }

        /// Every crate's four corners, in the demo's root coordinates, from the physics bodies.
        var corners: [[CGPoint]] {
            (0..<demo.world.boxCount).map { index in
                let s = demo.world.size(ofBox: index)
                return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
                    demo.world.worldPoint(ofBox: index, local: CGPoint(x: sx * s.width / 2, y: sy * s.height / 2))
                }
            }
        }
    }

    private func layerState(_ demo: PhysicsDemo) -> [(CGPoint, CATransform3D)] {
        demo.crates.map { ($0.position, $0.transform) }
    }

    func testTheSameTimeGivesTheSameCratesAt60And30Hertz() {
        let fast = Driver(size: size), slow = Driver(size: size)
        // Mid-fall, when crates are moving and tumbling, and again after they have landed.
        for end in [0.5, 1.5, 3.0] {
            fast.run(until: end, hz: 60)
            slow.run(until: end, hz: 30)
            let a = layerState(fast.demo), b = layerState(slow.demo)
            XCTAssertEqual(a.count, PhysicsDemo.initialCrateCount)
            XCTAssertEqual(a.map(\.0), b.map(\.0), "positions at \(end) s")
            XCTAssertEqual(a.map(\.1), b.map(\.1), "rotations at \(end) s")
        }
        // The state is not trivially equal: the crates fell.
        XCTAssertNotEqual(layerState(fast.demo).map(\.0), layerState(Driver(size: size).demo).map(\.0))
    }

    func testCratesComeToRestOnTheFloorInsideTheWalls() {
        let driver = Driver(size: size)
        driver.run(until: 5, hz: 60)
        XCTAssertTrue(driver.demo.world.isAtRest, "every crate sleeps after 5 s")
        for (index, corners) in driver.corners.enumerated() {
            let bottom = corners.map(\.y).max()!
            XCTAssertEqual(bottom, size.height, accuracy: 2, "crate \(index + 1) stands on the floor")
            // Resting on a face: two corners on the floor, so it is not balanced on a corner.
            XCTAssertEqual(corners.filter { abs($0.y - size.height) < 2 }.count, 2, "crate \(index + 1) lies flat")
            for corner in corners {
                XCTAssertTrue((-1...size.width + 1).contains(corner.x), "crate \(index + 1) inside the side walls")
            }
        }
    }

    /// The layers show the bodies: each crate layer's corner, converted out of the layer through its
    /// position and rotation, is where Chipmunk has the body's corner (this catches a flipped angle).
    func testCrateLayersFollowTheirBodies() {
        let driver = Driver(size: size)
        driver.run(until: 0.4, hz: 60)
        for (index, crate) in driver.demo.crates.enumerated() {
            let s = crate.bounds.size
            XCTAssertNotEqual(driver.demo.world.pose(ofBox: index).angle, 0, "crate \(index + 1) is turned")
            let onScreen = crate.convert(CGPoint(x: s.width, y: s.height), to: driver.demo.root)
            let body = driver.demo.world.worldPoint(ofBox: index, local: CGPoint(x: s.width / 2, y: s.height / 2))
            XCTAssertEqual(onScreen.x, body.x, accuracy: 1e-6, "crate \(index + 1)")
            XCTAssertEqual(onScreen.y, body.y, accuracy: 1e-6, "crate \(index + 1)")
        }
    }

    func testCratesStayInsideTheWallsWhileGravityTurns() {
        let driver = Driver(size: size)
        // More crates, so the pile presses on the walls: clicks drop them along the top.
        for i in 0..<12 {
            let x = 60 + CGFloat(i) * 70
            driver.demo.handle(.mouseDown(CGPoint(x: x, y: 60)))
            driver.demo.handle(.mouseUp(CGPoint(x: x, y: 60)))
        }
        XCTAssertEqual(driver.demo.world.boxCount, PhysicsDemo.initialCrateCount + 12)
        // How far any crate corner gets past a wall: during each run, and once the pile has settled.
        func outside() -> CGFloat {
            driver.corners.joined().map { max(-$0.x, $0.x - size.width, -$0.y, $0.y - size.height, 0) }.max()!
        }
        var worstOutside: CGFloat = 0
        driver.run(until: 2, hz: 60) { worstOutside = max(worstOutside, outside()) }
        var end = 2.0
        let walls: [(key: String, axis: KeyPath<CGPoint, CGFloat>, edge: CGFloat)] = [
            ("left", \.x, 0), ("up", \.y, 0), ("right", \.x, size.width), ("down", \.y, size.height),
        ]
        for (key, axis, edge) in walls {
            driver.demo.handle(.key(key))
            end += 2.5
            driver.run(until: end, hz: 60) { worstOutside = max(worstOutside, outside()) }
            // The pile slid to that wall: some crate touches it, and none is left in a wall.
            let nearest = driver.corners.joined().map { abs($0[keyPath: axis] - edge) }.min()!
            XCTAssertLessThan(nearest, 2, "after \(key), a crate lies against that wall")
            XCTAssertLessThan(outside(), 2, "after \(key), the settled pile is inside the walls")
        }
        // Collisions are discrete: a crate that crossed the window hits a wall up to one step's
        // travel deep before Chipmunk pushes it back. That is the bound; through means more.
        let fastest = (2 * PhysicsDemo.gravityStrength * Double(size.width)).squareRoot()
        XCTAssertLessThan(Double(worstOutside), fastest / 120, "no crate corner goes through a wall")
    }

    func testAClickAddsACrateThereAndADragTiltsGravity() {
        let driver = Driver(size: size)
        driver.demo.handle(.mouseDown(CGPoint(x: 300, y: 200)))
        driver.demo.handle(.mouseUp(CGPoint(x: 302, y: 201)))
        XCTAssertEqual(driver.demo.crates.count, PhysicsDemo.initialCrateCount + 1)
        XCTAssertEqual(driver.demo.crates.last?.position, CGPoint(x: 302, y: 201))
        XCTAssertTrue(driver.demo.crates.last?.superlayer === driver.demo.root)

        driver.demo.handle(.mouseDown(CGPoint(x: 500, y: 300)))
        driver.demo.handle(.mouseDrag(from: CGPoint(x: 500, y: 300), to: CGPoint(x: 450, y: 300)))
        driver.demo.handle(.mouseDrag(from: CGPoint(x: 450, y: 300), to: CGPoint(x: 400, y: 400)))
        driver.demo.handle(.mouseUp(CGPoint(x: 400, y: 400)))
        XCTAssertEqual(driver.demo.crates.count, PhysicsDemo.initialCrateCount + 1, "a drag adds no crate")
        let g = driver.demo.world.gravity
        XCTAssertEqual(g.dx, -PhysicsDemo.gravityStrength / 2.squareRoot(), accuracy: 1e-9, "down and to the left")
        XCTAssertEqual(g.dy, PhysicsDemo.gravityStrength / 2.squareRoot(), accuracy: 1e-9)
    }

    /// The window test compares demo 2's last window frame with a headless render pixel for pixel,
    /// which holds only because the pile sleeps (and so stops changing) before either run ends.
    /// (It drives ~4 s; the window at least ~5 s; see `WindowTests.windowFrames(forDemo:)`.)
    func testAtTheWindowTestsSizeTheCratesSleepWithinThreeAndAHalfSeconds() {
        let driver = Driver(size: CGSize(width: 480, height: 320))
        var restedAt: Double?
        driver.run(until: 8, hz: 60) {
            if restedAt == nil, driver.demo.world.isAtRest { restedAt = driver.time }
            if restedAt != nil { XCTAssertTrue(driver.demo.world.isAtRest, "asleep for good at \(driver.time) s") }
        }
        XCTAssertLessThanOrEqual(restedAt ?? .infinity, 3.5, "every crate sleeps within 3.5 s")
    }

    func testResizingMovesTheWallsAndKeepsCratesInside() {
        let driver = Driver(size: size)
        driver.run(until: 3, hz: 60)
        let smaller = CGSize(width: 400, height: 300)
        driver.demo.layout(in: smaller)
        driver.run(until: 6, hz: 60)
        XCTAssertEqual(driver.demo.root.bounds.size, smaller)
        for (index, corners) in driver.corners.enumerated() {
            for corner in corners {
                XCTAssertTrue((-2...smaller.width + 2).contains(corner.x), "crate \(index + 1): \(corner)")
                XCTAssertTrue((-2...smaller.height + 2).contains(corner.y), "crate \(index + 1): \(corner)")
            }
        }
    }
}
