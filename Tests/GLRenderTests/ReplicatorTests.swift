import Foundation
import LayerTree
import XCTest

@testable import GLRender

/// `CAReplicatorLayer` drawn headless: instances placed, tinted and faded, probed at pixels.
final class ReplicatorTests: XCTestCase {
    private let gray = CGColor(gray: 0.5, alpha: 1)

    func testFiveRotatedInstancesFormARingWithGraduatedColors() throws {
        let root = solidLayer(200, 200, at: 100, 100, nil)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 5, 0, 0, 1)
        replicator.instanceGreenOffset = -0.2
        replicator.instanceBlueOffset = -0.2
        // A white square centred 70 points above the replicator's centre (100, 100).
        replicator.addSublayer(solidLayer(24, 24, at: 100, 30, .white))
        root.addSublayer(replicator)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 200), background: gray)
        for k in 0..<5 {
            // Turned clockwise on screen by k·72° about the centre: (70 sin θ, −70 cos θ) from it.
            let angle = 2 * Double.pi / 5 * Double(k)
            let x = Int((100 + 70 * sin(angle)).rounded()), y = Int((100 - 70 * cos(angle)).rounded())
            let fade = 1 - 0.2 * CGFloat(k)
            XCTAssertTrue(
                image.matches(x, y, CGColor(red: 1, green: fade, blue: fade, alpha: 1)),
                "instance \(k) at (\(x), \(y)): \(image.rgb(x, y))")
            // Halfway between two instances on the ring: nothing.
            let between = angle + .pi / 5
            let bx = Int((100 + 70 * sin(between)).rounded()), by = Int((100 - 70 * cos(between)).rounded())
            XCTAssertTrue(
                image.matches(bx, by, gray), "gap after instance \(k) at (\(bx), \(by)): \(image.rgb(bx, by))")
        }
        XCTAssertTrue(image.matches(100, 100, gray), "the centre stays empty")
        XCTAssertEqual(try RenderHarness.renderer().lastFrameStatistics.offscreenPasses, 0)
    }

    /// The book's reflection (chapter 6): the second instance is moved down by the height,
    /// flipped about the replicator's centre and faded by `instanceAlphaOffset`.
    func testTheBooksReflectionIsAMirroredFainterCopyBelow() throws {
        let root = solidLayer(200, 240, at: 100, 120, nil)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 50, y: 20, width: 100, height: 100)
        replicator.instanceCount = 2
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 100, 0)
        transform = CATransform3DScale(transform, 1, -1, 0)  // the book's z scale of 0 flattens nothing that matters
        replicator.instanceTransform = transform
        replicator.instanceAlphaOffset = -0.6
        replicator.addSublayer(solidLayer(100, 50, at: 50, 25, red))  // top half
        replicator.addSublayer(solidLayer(100, 50, at: 50, 75, blue))  // bottom half
        root.addSublayer(replicator)
        let image = try RenderHarness.render(root, size: CGSize(width: 200, height: 240))
        // The original: red over blue in 20…120.
        XCTAssertTrue(image.matches(100, 40, red))
        XCTAssertTrue(image.matches(100, 100, blue))
        // The reflection fills 120…220 upside down (blue first) at 40% alpha over white.
        let fadedBlue = CGColor(red: 0.6, green: 0.6, blue: 1, alpha: 1)
        let fadedRed = CGColor(red: 1, green: 0.6, blue: 0.6, alpha: 1)
        XCTAssertTrue(image.matches(100, 130, fadedBlue), "just below the original: \(image.rgb(100, 130))")
        XCTAssertTrue(image.matches(100, 210, fadedRed), "bottom of the reflection: \(image.rgb(100, 210))")
        XCTAssertEqual(image.firstCoveredRow(column: 100, background: .white), 20)
        XCTAssertEqual(image.lastCoveredRow(column: 100, background: .white), 219)
        XCTAssertTrue(image.matches(100, 225, .white), "nothing below the reflection")
        XCTAssertEqual(image.coveredColumns(background: .white), 50...149)
    }

    func testInstanceDelayShowsEachInstanceLaterInTheFrame() throws {
        let root = solidLayer(200, 100, at: 100, 50, nil)
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        replicator.instanceDelay = 0.25
        let bar = solidLayer(20, 20, at: 10, 20, red)
        replicator.addSublayer(bar)
        root.addSublayer(replicator)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 190
        slide.duration = 1
        slide.beginTime = 10
        try bar.addAnimation(slide, forKey: "slide", startsNow: false)
        let image = try RenderHarness.renderer().render(
            root.makeRenderTree(at: 10.75), size: CGSize(width: 200, height: 100),
            scale: 1, background: .white)
        // At 0.75 s instance k has run 0.75 − 0.25k seconds: x = 10 + 180 · that.
        for (k, x) in [145, 100, 55].enumerated() {
            XCTAssertTrue(image.matches(x, 20 + 30 * k, red), "instance \(k) centred at x = \(x)")
            XCTAssertTrue(image.matches(x + 15, 20 + 30 * k, .white), "instance \(k) ends before x = \(x + 15)")
        }
    }
}
