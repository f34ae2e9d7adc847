import Foundation
import XCTest

@testable import LayerTree

/// A gradient layer's animations of its own properties (`colors`, `locations`, `startPoint`,
/// `endPoint`) are evaluated straight into its render node (`RenderNodeField.gradient`), as a
/// shape layer's are: no presentation copy per layer per frame. Every Lottie gradient fill or
/// stroke is such a layer, masked by a shape. The tree must stay the one presentation copies give.
final class GradientAnimationRenderNodeTests: AnimationTestCase {
    private func basic(_ keyPath: String, _ from: Any?, _ to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.beginTime = 100
        animation.duration = 0.9
        animation.repeatCount = 2.5
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    private func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    /// Gradient layers with every animatable gradient property animated (lists of as many stops as
    /// the model's: others do not apply, as in Core Animation), one masked by an animated shape as
    /// Lottie draws them.
    private func makeGradients() -> (root: CALayer, gradients: [CAGradientLayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        var gradients: [CAGradientLayer] = []
        for i in 0..<3 {
            let gradient = CAGradientLayer()
            gradient.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
            gradient.position = CGPoint(x: 50 + 100 * Double(i), y: 50)
            gradient.colors = [color(1, 0, 0), color(0, 0, 1), color(0, 1, 0)]
            gradient.locations = [0, 0.5, 1]
            root.addSublayer(gradient)
            gradients.append(gradient)
        }
        CATransaction.flush()
        // Keyframed stops, as Lottie's: colors and locations together, three stops.
        let colors = CAKeyframeAnimation(keyPath: "colors")
        colors.values = [
            [color(1, 0, 0), color(0, 1, 0), color(0, 0, 1)], [color(0, 0, 0, 0.5), color(1, 1, 0), color(0, 1, 1)],
        ]
        colors.beginTime = 100
        colors.duration = 1.3
        colors.repeatCount = .infinity
        gradients[0].add(colors, forKey: "colors")
        gradients[0].add(basic("locations", [0, 0.2, 1], [0.1, 0.9, 1]), forKey: "locations")
        gradients[0].type = .radial
        gradients[0].add(basic("startPoint", CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0.2, y: 0.3)), forKey: "start")
        gradients[0].add(basic("endPoint", nil, CGPoint(x: 1, y: 1)), forKey: "end")
        // No locations in the model (evenly spaced); colors held from key to key, one clear.
        gradients[1].locations = nil
        let held = CAKeyframeAnimation(keyPath: "colors")
        held.values = [
            [color(0, 1, 0), color(1, 0, 1), .clear], [color(0, 0, 0), color(1, 1, 1), color(0.5, 0.5, 0.5, 0.5)],
        ]
        held.calculationMode = .discrete
        held.beginTime = 100.1
        held.duration = 0.7
        held.repeatCount = .infinity
        gradients[1].add(held, forKey: "colors")
        // Lottie's: a gradient through a shape mask, in and out points, the points moving.
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60), transform: nil)
        mask.add(
            basic("path", nil, CGPath(rect: CGRect(x: 5, y: 5, width: 70, height: 40), transform: nil)), forKey: "p")
        gradients[2].mask = mask
        gradients[2].isHidden = true
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        shown.beginTime = 100.2
        shown.duration = 1.2
        shown.isRemovedOnCompletion = false
        gradients[2].add(shown, forKey: "hidden")
        gradients[2].add(basic("startPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0)), forKey: "start")
        gradients[2].add(basic("endPoint", CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)), forKey: "end")
        return (root, gradients)
    }

    func testGradientAnimationsTakeNoPresentationCopyAndMatchTheReference() {
        let (root, gradients) = makeGradients()
        XCTAssertEqual(gradients.map(\.animationsWriteRenderNodeFieldsOnly), [true, true, true])
        var copies: [Int] = []
        assertMatchesReference(root, from: 99.9, frames: 150, step: 1.0 / 45) {
            if let retained = root.retainedRenderTree { copies.append(retained.generalCount) }
        }
        XCTAssertFalse(copies.isEmpty)
        // Presentation copies made per update: one per gradient layer before (3).
        XCTAssertEqual(Set(copies), [0])
    }

    /// The node's gradient holds the presentation copy's values.
    func testTheNodesGradientHoldsThePresentationValues() throws {
        let (root, gradients) = makeGradients()
        clock.currentTime = 100.4
        let tree = root.makeRenderTree(at: 100.4)
        let presentation = try XCTUnwrap(gradients[0].presentation())
        let gradient = try XCTUnwrap(tree.nodes.first { $0.id == gradients[0].layerID }?.gradient)
        XCTAssertEqual(gradient.colors, presentation.colors as? [CGColor])
        XCTAssertEqual(gradient.locations, presentation.locations?.map(\.doubleValue))
        XCTAssertEqual(gradient.startPoint, presentation.startPoint)
        XCTAssertEqual(gradient.endPoint, presentation.endPoint)
        XCTAssertNotEqual(gradient.startPoint, gradients[0].startPoint, "animated at this time")
        XCTAssertNotEqual(gradient.locations, [0, 0.5, 1], "animated at this time")
        XCTAssertEqual(gradients[0].locations, [0, 0.5, 1], "the model is untouched")
    }
}
