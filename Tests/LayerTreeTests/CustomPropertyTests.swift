import Foundation
import XCTest

@testable import LayerTree

/// The classic Core Animation pattern: a `CALayer` subclass with its own animatable property,
/// kept by key-value coding (Apple's `@NSManaged`), redrawn by `draw(in:)` as it animates.
final class CustomPropertyTests: AnimationTestCase {
    /// A progress pie: `progress` lives in key-value storage, a change redraws the layer, and the
    /// layer's action for it is a basic animation from the value on screen.
    final class ProgressLayer: CALayer {
        /// The `progress` each `draw(in:)` saw, model and presentation layers alike.
        /// `nonisolated(unsafe)`: displayed at commit on the test's thread (no drawing workers here).
        nonisolated(unsafe) static var drawn: [CGFloat] = []

        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override class func defaultValue(forKey key: String) -> Any? {
            key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
        }

        override func action(forKey event: String) -> CAAction? {
            guard event == "progress" else { return super.action(forKey: event) }
            // No from or to value: from the value on screen before the change to the new one.
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = CATransaction.animationDuration()
            return animation
        }

        override func draw(in ctx: CGContext) {
            Self.drawn.append(progress)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    override func setUp() {
        super.setUp()
        ProgressLayer.drawn = []
    }

    private func makeCommittedProgressLayer() -> ProgressLayer {
        let layer = ProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        CATransaction.flush()
        ProgressLayer.drawn = []
        return layer
    }

    /// The fraction of the backing store's first row that the last fill covered (its alpha summed).
    private func drawnFraction(_ tree: RenderTree) throws -> Double {
        let image = try XCTUnwrap(tree.nodes.first?.contents?.image)
        let coverage = (0..<image.width).reduce(0) { $0 + Double(image.pixels[$1 * 4 + 3]) / 255 }
        return coverage / Double(image.width)
    }

    func testTheCustomPropertyIsStoredWithItsDefaultAndCopied() {
        let layer = ProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        XCTAssertEqual(layer.progress, 0, "the class's default")
        layer.progress = 0.4
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.4)
        XCTAssertEqual(ProgressLayer(layer: layer).progress, 0.4, "init(layer:) copies it")
        XCTAssertEqual(layer.presentation()?.progress, 0.4, "presentation layers have it")
        XCTAssertTrue(layer.needsDisplay(), "needsDisplay(forKey:) marks the layer")
        CATransaction.flush()
        XCTAssertEqual(ProgressLayer.drawn, [0.4], "drawn once at the commit, with the model value")
    }

    func testAnImplicitChangeAnimatesAndRedrawsEveryFrameWithThePresentationValue() throws {
        let layer = makeCommittedProgressLayer()
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        layer.progress = 1
        CATransaction.commit()
        XCTAssertEqual(layer.animationKeys(), ["progress"], "the layer's action added an animation")
        XCTAssertEqual(ProgressLayer.drawn, [1], "the model layer drew its new value at the commit")
        let modelImage = try XCTUnwrap(layer.contentsImage)

        // The presentation reports the in-between value (linear: the animation's default timing).
        XCTAssertEqual(layer.presentation(at: start + 0.25)?.progress ?? -1, 0.25, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(at: start + 0.5)?.progress ?? -1, 0.5, accuracy: 1e-9)

        // Each frame draws the presentation with its value, and shows what it drew.
        ProgressLayer.drawn = []
        for (frame, time) in [0.25, 0.5, 0.75].enumerated() {
            let tree = layer.makeRenderTree(at: start + time)
            XCTAssertEqual(ProgressLayer.drawn.count, frame + 1, "one draw per frame")
            XCTAssertEqual(ProgressLayer.drawn.last ?? -1, CGFloat(time), accuracy: 1e-9)
            XCTAssertEqual(try drawnFraction(tree), time, accuracy: 0.01)
        }
        XCTAssertTrue(layer.contentsImage === modelImage, "the model's contents stay its own")

        // Once the animation has ended and been removed, frames show the model's drawing again.
        clock.currentTime = start + 2
        CATransaction.flush()
        XCTAssertNil(layer.animationKeys())
        ProgressLayer.drawn = []
        XCTAssertEqual(try drawnFraction(layer.makeRenderTree(at: start + 2)), 1, accuracy: 0.01)
        XCTAssertEqual(ProgressLayer.drawn, [], "no drawing without the animation")
    }

    func testAnExplicitAnimationOfTheKeyRedrawsToo() throws {
        let layer = makeCommittedProgressLayer()
        let start = CACurrentMediaTime()
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0.2
        fill.toValue = 0.6
        fill.duration = 2
        layer.add(fill, forKey: "fill")
        XCTAssertEqual(layer.presentation(at: start + 1)?.progress ?? -1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(try drawnFraction(layer.makeRenderTree(at: start + 1)), 0.4, accuracy: 0.01)
        XCTAssertEqual(ProgressLayer.drawn.last ?? -1, 0.4, accuracy: 1e-9)
        XCTAssertEqual(layer.progress, 0, "the model is unchanged")
    }

    func testAPropertyThatDoesNotNeedDisplayAnimatesWithoutRedrawing() {
        final class Plain: CALayer {
            var level: Double {
                get { value(forKey: "level") as? Double ?? 0 }
                set { setValue(newValue, forKey: "level") }
            }
        }
        let layer = Plain()
        layer.level = 1
        CATransaction.flush()
        XCTAssertFalse(layer.needsDisplay())
        let start = CACurrentMediaTime()
        let rise = CABasicAnimation(keyPath: "level")
        rise.toValue = 3
        rise.duration = 1
        layer.add(rise, forKey: "rise")
        XCTAssertEqual(layer.presentation(at: start + 0.5)?.level ?? -1, 2, accuracy: 1e-9, "a Double stays a Double")
        _ = layer.makeRenderTree(at: start + 0.5)
        XCTAssertNil(layer.contents, "nothing drew it")
        layer.level = 5
        XCTAssertEqual(
            layer.animationKeys(), ["rise"], "undeclared keys have no implicit animation, as in Core Animation")
    }
}
