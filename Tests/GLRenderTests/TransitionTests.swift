import Foundation
import LayerTree
import XCTest

@testable import GLRender

private let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)

/// `CATransition`s drawn from the layer's old and new appearances, probed at pixels.
///
/// Every test uses one 100×100 container whose old appearance is red (left half) and green
/// (right half) and whose new one is blue (left half) and yellow (right half), so each half
/// of each image is recognisable wherever it slides. Transitions last 1 s and are linear,
/// so the progress is the time since the start.
final class TransitionTests: XCTestCase {
    private var previousClock: MediaClock!
    private var clock: ManualClock!
    private let start: CFTimeInterval = 100
    private let size = CGSize(width: 100, height: 100)

    override func setUp() {
        super.setUp()
        previousClock = MediaClocks.current
        clock = ManualClock(time: start)
        MediaClocks.current = clock
        CATransaction.flush()
    }

    override func tearDown() {
        CATransaction.flush()
        MediaClocks.current = previousClock
        super.tearDown()
    }

    // MARK: Fixtures

    private func halves(_ left: CGColor, _ right: CGColor) -> [CALayer] {
        [solidLayer(50, 100, at: 25, 50, left), solidLayer(50, 100, at: 75, 50, right)]
    }

    /// The container, with the transition added before the sublayers change (as the book does).
    private func transitioningContainer(
        _ type: CATransitionType, _ subtype: CATransitionSubtype?,
        at position: CGPoint = CGPoint(x: 50, y: 50)
    ) -> CALayer {
        let container = solidLayer(100, 100, at: position.x, position.y, nil)
        container.sublayers = halves(red, green)
        CATransaction.flush()
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        container.add(transition, forKey: nil)
        container.sublayers = halves(blue, yellow)
        return container
    }

    private func render(_ tree: RenderTree, size: CGSize? = nil, background: CGColor? = .white) throws -> RGBAImage {
        try RenderHarness.renderer().render(tree, size: size ?? self.size, scale: 1, background: background)
    }

    private func render(_ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double) throws
        -> RGBAImage
    {
        try render(transitioningContainer(type, subtype).makeRenderTree(at: start + progress))
    }

    private var offscreenPasses: Int { (try? RenderHarness.renderer().lastFrameStatistics.offscreenPasses) ?? -1 }

    // MARK: Reading colour runs

    private static let palette: [(String, CGColor)] = [
        ("red", red), ("green", green), ("blue", blue), ("yellow", yellow), ("white", .white),
    ]

    private func name(_ image: RGBAImage, _ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x, y: y)
        let have = [Double(p.r), Double(p.g), Double(p.b)]
        return Self.palette.min { a, b in
            distance(have, a.1) < distance(have, b.1)
        }!.0
    }

    private func distance(_ have: [Double], _ color: CGColor) -> Double {
        let want = [color.red, color.green, color.blue].map { Double($0) * 255 }
        return zip(have, want).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }

    /// Colour runs along a row (or a column), as (colour, first pixel).
    private func runs(_ image: RGBAImage, row y: Int) -> [(String, Int)] {
        runs((0..<image.width).map { name(image, $0, y) })
    }

    private func runs(_ image: RGBAImage, column x: Int) -> [(String, Int)] {
        runs((0..<image.height).map { name(image, x, $0) })
    }

    private func runs(_ names: [String]) -> [(String, Int)] {
        var out: [(String, Int)] = []
        for (i, n) in names.enumerated() where out.last?.0 != n { out.append((n, i)) }
        return out
    }

    /// The runs have the expected colours, each starting within 1 px of the computed column.
    private func assertRuns(
        _ actual: [(String, Int)], _ expected: [(String, Int)], _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.map(\.0), expected.map(\.0), message, file: file, line: line)
        guard actual.count == expected.count else { return }
        for (a, e) in zip(actual, expected) {
            XCTAssertLessThanOrEqual(
                abs(a.1 - e.1), 1, "\(message): \(a.0) starts at \(a.1), expected \(e.1)",
                file: file, line: line)
        }
    }

    // MARK: Fade

    func testFadeHalfWayIsAnExactOpaqueCrossDissolve() throws {
        let image = try render(transitioningContainer(.fade, nil).makeRenderTree(at: start + 0.5), background: nil)
        // old·0.5 + new·0.5: red+blue → (127.5, 0, 127.5), green+yellow → (127.5, 255, 0), alpha 1.
        // ("new at 50% over old at 50%" would give (64, 0, 128) at 75% alpha.)
        for (x, want) in [(25, [127.5, 0, 127.5]), (75, [127.5, 255, 0])] {
            let p = image.pixel(x: x, y: 50)
            // Each weighted image is stored in 8 bits before the add: 127.5 rounds up on llvmpipe
            // (255) and down on NVIDIA (254), a 1/255 difference no one can see.
            XCTAssertGreaterThanOrEqual(p.a, 254, "a fade between opaque appearances stays opaque (x = \(x))")
            for (have, w) in zip([p.r, p.g, p.b], want) { XCTAssertEqual(Double(have), w, accuracy: 1, "x = \(x)") }
        }
        XCTAssertEqual(offscreenPasses, 3, "old, new, and the pass that adds them")
    }

    func testFadeWeightsFollowTheProgress() throws {
        let image = try render(transitioningContainer(.fade, nil).makeRenderTree(at: start + 0.25), background: nil)
        let p = image.pixel(x: 25, y: 50)
        XCTAssertEqual(Double(p.r), 191.25, accuracy: 1)
        XCTAssertEqual(Double(p.b), 63.75, accuracy: 1)
        XCTAssertEqual(p.a, 255)
    }

    // MARK: Slides, horizontal

    func testPushFromRight() throws {
        let image = try render(.push, .fromRight, progress: 0.25)
        // New enters from the right (offset +75), old leaves to the left (offset −25).
        assertRuns(runs(image, row: 50), [("red", 0), ("green", 25), ("blue", 75)], "push fromRight at 0.25")
        XCTAssertEqual(offscreenPasses, 2, "one image per appearance, composited side by side")
    }

    func testMoveInFromRightLeavesTheOldInPlace() throws {
        let image = try render(.moveIn, .fromRight, progress: 0.25)
        assertRuns(runs(image, row: 50), [("red", 0), ("green", 50), ("blue", 75)], "moveIn fromRight at 0.25")
    }

    func testRevealFromRightMovesTheOldLeftOverTheResting() throws {
        let image = try render(.reveal, .fromRight, progress: 0.25)
        // Revealed from the right side first: the new appearance's right half (yellow), at rest.
        assertRuns(runs(image, row: 50), [("red", 0), ("green", 25), ("yellow", 75)], "reveal fromRight at 0.25")
    }

    func testFromLeftMirrorsFromRight() throws {
        assertRuns(
            runs(try render(.push, .fromLeft, progress: 0.25), row: 50),
            [("yellow", 0), ("red", 25), ("green", 75)], "push fromLeft")
        assertRuns(
            runs(try render(.moveIn, .fromLeft, progress: 0.25), row: 50),
            [("yellow", 0), ("red", 25), ("green", 50)], "moveIn fromLeft")
        assertRuns(
            runs(try render(.reveal, .fromLeft, progress: 0.25), row: 50),
            [("blue", 0), ("red", 25), ("green", 75)], "reveal fromLeft")
    }

    func testNoSubtypeMeansFromLeft() throws {
        let image = try render(.push, nil, progress: 0.4)
        XCTAssertEqual(image, try render(.push, .fromLeft, progress: 0.4))
        // New offset −60: its yellow half covers 0…40; old offset +40: red 40…90, green 90…100.
        assertRuns(runs(image, row: 50), [("yellow", 0), ("red", 40), ("green", 90)], "push, no subtype")
    }

    // MARK: Slides, vertical

    func testFromTopEntersAtTheMaxYEdge() throws {
        // Core Animation's y-up name: "top" is max y, the visual bottom of a y-down layer.
        assertRuns(
            runs(try render(.push, .fromTop, progress: 0.25), column: 25),
            [("red", 0), ("blue", 75)], "push fromTop, left half")
        assertRuns(
            runs(try render(.moveIn, .fromTop, progress: 0.25), column: 75),
            [("green", 0), ("yellow", 75)], "moveIn fromTop, right half")
    }

    func testFromBottomEntersAtTheMinYEdge() throws {
        assertRuns(
            runs(try render(.push, .fromBottom, progress: 0.25), column: 25),
            [("blue", 0), ("red", 25)], "push fromBottom")
        // Reveal: the old moves down by 25, uncovering the new from the min-y edge.
        assertRuns(
            runs(try render(.reveal, .fromBottom, progress: 0.25), column: 75),
            [("yellow", 0), ("green", 25)], "reveal fromBottom")
    }

    // MARK: Ends, clipping, placement

    func testProgressZeroShowsOnlyTheOldAndOneOnlyTheNew() throws {
        for type in [CATransitionType.fade, .moveIn, .push, .reveal] {
            // Progress set directly: at the end time itself the transition has already been removed.
            var tree = transitioningContainer(type, .fromRight).makeRenderTree(at: start + 0.5)
            tree.nodes[0].transition!.progress = 0
            assertRuns(runs(try render(tree), row: 50), [("red", 0), ("green", 50)], "\(type.rawValue) at 0")
            XCTAssertEqual(offscreenPasses, 1, "\(type.rawValue) at 0: only the old image")
            tree.nodes[0].transition!.progress = 1
            assertRuns(runs(try render(tree), row: 50), [("blue", 0), ("yellow", 50)], "\(type.rawValue) at 1")
            XCTAssertEqual(offscreenPasses, 1, "\(type.rawValue) at 1: only the new image")
        }
    }

    func testSlidingContentIsCutAtTheBounds() throws {
        let container = transitioningContainer(.push, .fromRight, at: CGPoint(x: 100, y: 50))
        let image = try render(container.makeRenderTree(at: start + 0.25), size: CGSize(width: 200, height: 100))
        // The container spans 50…150; unclipped, the new image would reach 225 and the old start at 25.
        assertRuns(
            runs(image, row: 50), [("white", 0), ("red", 50), ("green", 75), ("blue", 125), ("white", 150)],
            "push inside a wider canvas")
    }

    func testARoundedMasksToBoundsLayerKeepsItsShapeWhileSliding() throws {
        let container = transitioningContainer(.push, .fromRight)
        container.cornerRadius = 20
        container.masksToBounds = true
        let image = try render(container.makeRenderTree(at: start + 0.5))
        // At (2, 2) the old image shows its top edge (not a corner of its own), but the layer's corner is cut.
        XCTAssertTrue(image.matches(2, 2, .white), "outside the layer's rounded corner")
        XCTAssertTrue(image.matches(2, 50, green), "old right half, slid left")
        XCTAssertTrue(image.matches(97, 97, .white), "outside the bottom-right corner")
        XCTAssertTrue(image.matches(60, 50, blue), "new left half, entering")
    }

    func testRotatedContainerShowsTheTransitionInItsPlane() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let container = transitioningContainer(.push, .fromRight, at: CGPoint(x: 100, y: 100))
        container.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        root.addSublayer(container)
        let image = try render(root.makeRenderTree(at: start + 0.25), size: CGSize(width: 200, height: 200))
        for (local, color, what) in [
            (CGPoint(x: 12, y: 50), red, "old red, slid left"),
            (CGPoint(x: 50, y: 30), green, "old green"),
            (CGPoint(x: 88, y: 70), blue, "new blue, entering"),
            (CGPoint(x: 112, y: 50), CGColor.white, "outside the rotated bounds: cut"),
        ] {
            let p = root.convert(local, from: container)
            XCTAssertTrue(image.matches(Int(p.x), Int(p.y), color), "\(what) at local \(local) → \(p)")
        }
    }

    func testOffscreenPassesOnlyWhileRunning() throws {
        let container = transitioningContainer(.push, .fromRight)
        _ = try render(container.makeRenderTree(at: start + 0.5))
        XCTAssertEqual(offscreenPasses, 2)
        let after = try render(container.makeRenderTree(at: start + 2))
        XCTAssertEqual(offscreenPasses, 0)
        assertRuns(runs(after, row: 50), [("blue", 0), ("yellow", 50)], "after the end")
    }

    // MARK: Composition with the rest of the tree

    func testOverlappingSlidesUnderInheritedOpacityAreCombinedFirst() throws {
        let parent = solidLayer(100, 100, at: 50, 50, nil)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false  // the opacity reaches the transitioning layer
        let container = transitioningContainer(.moveIn, .fromRight)
        parent.addSublayer(container)
        let image = try render(parent.makeRenderTree(at: start + 0.25))
        // Where the new blue covers the old green, only blue at 50% over white shows: no green through it.
        let p = image.rgb(87, 50)
        XCTAssertEqual(Double(p[0]), 127.5, accuracy: 1.5)
        XCTAssertEqual(Double(p[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(p[2], 255)
        XCTAssertEqual(offscreenPasses, 3, "old, new, and the pass that layers them")
    }

    func testATransitionStartedMidTransitionStartsFromWhatWasOnScreen() throws {
        let container = transitioningContainer(.push, .fromRight)
        clock.currentTime = start + 0.5
        let fade = CATransition()
        fade.duration = 1
        container.add(fade, forKey: nil)
        container.sublayers = halves(green, green)
        // At the fade's start its old appearance is the push frozen half way: green | blue.
        let image = try render(container.makeRenderTree(at: start + 0.5))
        assertRuns(runs(image, row: 50), [("green", 0), ("blue", 50)], "fade from a half-way push")
    }

    func testEachAppearanceCarriesItsOwnOpacity() throws {
        let container = transitioningContainer(.fade, nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.opacity = 0  // the new appearance is transparent: the old one fades out
        CATransaction.commit()
        let image = try render(container.makeRenderTree(at: start + 0.5))
        // Red at 50% over white.
        XCTAssertEqual(image.rgb(25, 50)[0], 255)
        XCTAssertEqual(Double(image.rgb(25, 50)[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(offscreenPasses, 1, "only the old image: the new one weighs 0")
    }

    // MARK: Planning, without a GPU

    func testFadePlansAnAdditivePassAndPushDoesNot() {
        func plan(_ type: CATransitionType) -> DisplayList {
            var planner = Planner(
                tree: transitioningContainer(type, .fromRight).makeRenderTree(at: start + 0.5),
                maxTextureSize: 4096)
            return planner.plan(size: size, scale: 1, background: nil)
        }
        let fade = plan(.fade)
        XCTAssertEqual(fade.passes.map(\.reason), ["transition new", "transition old", "transition combine", "canvas"])
        XCTAssertEqual(fade.passes.map(\.blend), [.sourceOver, .sourceOver, .additive, .sourceOver])
        XCTAssertEqual(Batcher.batch(fade).passes[3].blended.map(\.program), [.texturedQuad(sourcePass: 2)])
        let push = plan(.push)
        XCTAssertEqual(push.passes.map(\.reason), ["transition new", "transition old", "canvas"])
        XCTAssertEqual(
            Batcher.batch(push).passes[2].blended.map(\.program),
            [.texturedQuad(sourcePass: 1), .texturedQuad(sourcePass: 0)], "old below new")
    }

    func testMotionOffsetsScaleWithTheBoundsSize() {
        let motion = TransitionMotion(
            type: "push", subtype: "fromTop", progress: 0.25,
            size: CGSize(width: 200, height: 100))
        XCTAssertEqual(motion.newOffset, Point2(0, 75))
        XCTAssertEqual(motion.oldOffset, Point2(0, -25))
        let unknown = TransitionMotion(type: "pageCurl", subtype: "fromRight", progress: 0.25, size: .zero)
        XCTAssertEqual(unknown.style, .crossDissolve, "private types draw as a fade")
    }
}
