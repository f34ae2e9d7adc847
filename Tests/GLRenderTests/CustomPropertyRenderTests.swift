import LayerTree
import XCTest

@testable import GLRender

/// A `CALayer` subclass's own animatable property, kept by key-value coding, drawn by its
/// `draw(in:)`: each frame's pixels show the bar drawn with that frame's presentation value.
final class CustomPropertyRenderTests: XCTestCase {
    /// A red bar filling `fill` of the width.
    final class BarLayer: CALayer {
        var fill: CGFloat {
            get { value(forKey: "fill") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "fill") }
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "fill" || super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            ctx.setFillColor(red)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fill, height: bounds.height))
        }
    }

    func testEachFrameShowsTheBarDrawnWithThatFramesValue() throws {
        let renderer = try RenderHarness.renderer()  // installs the Cairo backing-store factory
        let previousClock = MediaClocks.current
        MediaClocks.current = ManualClock(time: 0)
        defer { MediaClocks.current = previousClock }

        let bar = BarLayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        bar.position = CGPoint(x: 50, y: 5)
        bar.fill = 0.5
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "fill")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 1
        bar.add(grow, forKey: "grow")

        let size = CGSize(width: 100, height: 10)
        for time in [0.2, 0.8] {
            let image = try renderer.render(bar.makeRenderTree(at: time), size: size, scale: 1, background: .white)
            let edge = Int(100 * time)
            XCTAssertTrue(image.matches(edge - 3, 5, red), "at \(time): red up to the animated fill")
            XCTAssertTrue(image.matches(edge + 3, 5, .white), "at \(time): white past it")
        }
        // The model's own drawing (at the commit, fill 0.5) is what shows without the animation.
        bar.removeAllAnimations()
        let image = try renderer.render(bar.makeRenderTree(at: 0.8), size: size, scale: 1, background: .white)
        XCTAssertTrue(image.matches(47, 5, red))
        XCTAssertTrue(image.matches(53, 5, .white))
    }
}
