import Foundation
import XCTest

@testable import LayerTree

/// A shape layer's animations of its own properties (`path`, `fillColor`, `strokeColor`,
/// `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart`, `strokeEnd`) are evaluated straight
/// into its render node, as the layer's geometry and colors are (`RenderNodeField.shape`): no
/// presentation copy per layer per frame. Every Lottie shape with an animated path or trim is such
/// a layer. The tree must stay exactly the one presentation copies give.
final class ShapeAnimationRenderNodeTests: AnimationTestCase {
    private func basic(_ keyPath: String, _ from: Any?, _ to: Any?, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.beginTime = 100
        animation.duration = 0.8
        animation.repeatCount = 2.5
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    private func path(_ points: [CGPoint], closed: Bool = true) -> CGPath {
        let path = CGMutablePath()
        path.move(to: points[0])
        path.addCurve(to: points[1], control1: points[2], control2: points[3])
        path.addLine(to: points[4])
        if closed { path.closeSubpath() }
        return path
    }

    /// Shape layers with every animatable shape property animated, some from a model that draws
    /// nothing (no path, a clear fill) into one that draws, with `hidden` and geometry beside.
    private func makeShapes() -> (root: CALayer, shapes: [CAShapeLayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        var shapes: [CAShapeLayer] = []
        for i in 0..<5 {
            let shape = CAShapeLayer()
            shape.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            shape.position = CGPoint(x: 30 + 55 * Double(i), y: 60)
            shape.path = path([
                CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 10, y: 30), CGPoint(x: 30, y: -5),
                CGPoint(x: 20, y: 45),
            ])
            shape.fillColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            shape.strokeColor = CGColor(red: 1, green: 0.3, blue: 0, alpha: 1)
            shape.lineWidth = 3
            root.addSublayer(shape)
            shapes.append(shape)
        }
        CATransaction.flush()
        // A morphing path (keyframes, as Lottie's), trimmed from both ends, with a width beyond
        // its limit (clamped when drawn) and a trim past 1 (clamped in the content).
        let morph = CAKeyframeAnimation(keyPath: "path")
        morph.values = [
            shapes[0].path!,
            path([
                CGPoint(x: 5, y: 5), CGPoint(x: 45, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 50, y: 20),
                CGPoint(x: 10, y: 30),
            ]),
            shapes[0].path!,
        ]
        morph.keyTimes = [0, 0.4, 1]
        morph.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        morph.beginTime = 100
        morph.duration = 1.1
        morph.repeatCount = .infinity
        shapes[0].add(morph, forKey: "path")
        shapes[0].add(basic("strokeStart", 0, 0.6), forKey: "start")
        shapes[0].add(basic("strokeEnd", 0.3, 1.4), forKey: "end")
        shapes[0].add(basic("lineWidth", 1, 5e6), forKey: "width")
        // No path in the model: the animation gives it one (and the node a shape) halfway through.
        shapes[1].path = nil
        shapes[1].add(basic("path", nil, shapes[2].path!), forKey: "path")
        shapes[1].add(basic("miterLimit", 1, 20), forKey: "miter")
        // A clear fill and no stroke in the model: colors come and go; dashes move.
        shapes[2].fillColor = .clear
        shapes[2].strokeColor = nil
        shapes[2].lineDashPattern = [4, 2]
        shapes[2].add(basic("fillColor", nil, CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)), forKey: "fill")
        shapes[2].add(basic("strokeColor", CGColor(red: 0, green: 0, blue: 1, alpha: 1), nil), forKey: "stroke")
        shapes[2].add(basic("lineDashPhase", 0, 12), forKey: "phase")
        // Stacked: an additive width on a cumulative one, a trim by a `byValue`.
        let grow = basic("lineWidth", 1, 3)
        grow.isCumulative = true
        shapes[3].add(grow, forKey: "grow")
        let wobble = basic("lineWidth", -0.5, 0.5)
        wobble.isAdditive = true
        shapes[3].add(wobble, forKey: "wobble")
        shapes[3].add(basic("strokeEnd", nil, nil, by: -0.7), forKey: "trim")
        // Lottie's mix on one layer: in and out points, a trim, a color, the layer's geometry.
        shapes[4].isHidden = true
        let shown = CAKeyframeAnimation(keyPath: "hidden")
        shown.values = [false, false]
        shown.keyTimes = [0, 1]
        shown.calculationMode = .discrete
        shown.beginTime = 100.3
        shown.duration = 1
        shown.isRemovedOnCompletion = false
        shapes[4].add(shown, forKey: "hidden")
        shapes[4].add(basic("strokeEnd", 0, 1), forKey: "end")
        shapes[4].add(basic("strokeColor", nil, CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)), forKey: "color")
        shapes[4].add(basic("position.y", 20, 150), forKey: "y")
        shapes[4].add(basic("opacity", 0.2, 1), forKey: "opacity")
        return (root, shapes)
    }

    func testShapeAnimationsTakeNoPresentationCopyAndMatchTheReference() {
        let (root, shapes) = makeShapes()
        XCTAssertEqual(shapes.map(\.animationsWriteRenderNodeFieldsOnly), [true, true, true, true, true])
        var copies: [Int] = []
        assertMatchesReference(root, from: 99.9, frames: 150, step: 1.0 / 45) {
            if let retained = root.retainedRenderTree { copies.append(retained.generalCount) }
        }
        // Presentation copies made per frame by the retained tree's updates: one per shape layer before.
        XCTAssertFalse(copies.isEmpty)
        XCTAssertEqual(Set(copies), [0])
    }

    /// The nodes' shapes are the presentation copy's values: the same trim, width and path.
    func testTheNodesShapeHoldsThePresentationValues() throws {
        let (root, shapes) = makeShapes()
        clock.currentTime = 100.35
        let tree = root.makeRenderTree(at: 100.35)
        let presentation = try XCTUnwrap(shapes[0].presentation())
        let node = try XCTUnwrap(tree.nodes.first { $0.id == shapes[0].layerID })
        let shape = try XCTUnwrap(node.shape)
        XCTAssertEqual(shape.strokeStart, presentation.strokeStart)
        XCTAssertEqual(shape.strokeEnd, min(presentation.strokeEnd, 1))
        XCTAssertNotEqual(presentation.strokeEnd, shapes[0].strokeEnd, "the trim is animated at this time")
        // The width is past the drawable limit by now: the node holds it clamped, as drawn.
        XCTAssertEqual(shape.lineWidth, DrawingLimits.clamp(presentation.lineWidth, to: DrawingLimits.lineWidthRange))
        XCTAssertGreaterThan(presentation.lineWidth, DrawingLimits.lineWidthRange.upperBound)
        XCTAssertEqual(shape.path, presentation.path?.elements)
        XCTAssertNotEqual(shape.path, shapes[0].path?.elements, "the path is animated at this time")
        // The model is untouched.
        XCTAssertEqual(shapes[0].strokeStart, 0)
        XCTAssertEqual(shapes[0].lineWidth, 3)
    }

    /// A Lottie player seeks by its `timeOffset`: the shapes' trims and paths follow on the
    /// retained tree, with no presentation copy, frame after frame.
    func testSeekingAPlayerOfAnimatedShapesMatchesTheReference() {
        let (composition, _) = makeShapes()
        let root = CALayer()
        let player = CALayer()
        player.speed = 0
        root.addSublayer(player)
        player.addSublayer(composition)
        CATransaction.flush()
        for frame in 0..<60 {
            player.timeOffset = 99.9 + Double(frame) / 30
            let tree = root.makeRenderTree(at: 7)
            XCTAssertEqual(tree, root.makeReferenceRenderTree(at: 7), "frame \(frame)")
            XCTAssertEqual(root.retainedRenderTree?.generalCount, 0, "frame \(frame)")
        }
    }
}
