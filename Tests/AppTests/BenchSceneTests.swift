import Foundation
import LayerTree
import XCTest

@testable import App

/// The bench workloads move as the Qt peer's QML scenes do (no timing is measured here).
final class BenchSceneTests: ManualClockTestCase {

    private func rnd(_ i: Int, _ k: Int) -> Double { WorkloadScenes.random(i, k) }

    /// QML's `Easing.SineCurve` NumberAnimation: from → to → from over each `loop` seconds.
    private func qmlSineCurve(from: Double, to: Double, loop: Double, at t: Double) -> Double {
        from + (to - from) * (1 - cos(2 * Double.pi * t / loop)) / 2
    }

    func testOpaqueLayersPingPongLikeTheQMLSineCurve() throws {
        let scene = try BenchScene.make(.opaque, count: 50)
        XCTAssertEqual(scene.size, CGSize(width: 1280, height: 720))
        XCTAssertEqual(scene.background, CGColor(red: 0x20 / 255.0, green: 0x20 / 255.0, blue: 0x20 / 255.0, alpha: 1))
        XCTAssertEqual(scene.animatedProperties, 100)
        let layers = try XCTUnwrap(scene.root.sublayers)
        XCTAssertEqual(layers.count, 50)
        for i in [0, 7, 49] {
            let layer = layers[i]
            XCTAssertEqual(layer.bounds.size, CGSize(width: 40, height: 40))
            let (r, g, b) = WorkloadScenes.hsl(rnd(i, 0), 0.7, 0.5)
            XCTAssertEqual(layer.backgroundColor, CGColor(red: r, green: g, blue: b, alpha: 1))
            let xLoop = 1.5 + rnd(i, 3) * 3, yLoop = 1.5 + rnd(i, 6) * 3
            for t in [0, 0.1, 0.25, 0.5, 0.8, 1.3, 4.1] {
                let shown = try XCTUnwrap(layer.presentation(at: t)).position
                // QML's x and y are the top-left corner; a layer's position is its centre.
                let x = qmlSineCurve(from: rnd(i, 1) * 1240, to: rnd(i, 2) * 1240, loop: xLoop, at: t) + 20
                let y = qmlSineCurve(from: rnd(i, 4) * 680, to: rnd(i, 5) * 680, loop: yLoop, at: t) + 20
                // The cubic Bézier stands in for the sine within 0.2% of the distance.
                XCTAssertEqual(Double(shown.x), x, accuracy: 0.003 * 1240, "layer \(i) x at \(t) s")
                XCTAssertEqual(Double(shown.y), y, accuracy: 0.003 * 680, "layer \(i) y at \(t) s")
            }
        }
    }

    func testBlendedLayersAreHalfTransparent() throws {
        let scene = try BenchScene.make(.blended, count: 10)
        for layer in try XCTUnwrap(scene.root.sublayers) {
            XCTAssertEqual(layer.backgroundColor?.alpha, 0.5)
        }
    }

    func testRoundedLayersClipAnOffsetChild() throws {
        let scene = try BenchScene.make(.rounded, count: 10)
        let layer = try XCTUnwrap(scene.root.sublayers?[3])
        XCTAssertEqual(layer.cornerRadius, 8)
        XCTAssertTrue(layer.masksToBounds)
        let child = try XCTUnwrap(layer.sublayers?.first)
        XCTAssertEqual(child.frame, CGRect(x: 12, y: 12, width: 40, height: 40))
        let (r, g, b) = WorkloadScenes.hsl(rnd(3, 7), 0.7, 0.35)
        XCTAssertEqual(child.backgroundColor, CGColor(red: r, green: g, blue: b, alpha: 1))
    }

    func testRotate3DTurnsAboutYWithQtsProjectionDistance() throws {
        let scene = try BenchScene.make(.rotate3d, count: 10)
        let i = 4
        let layer = try XCTUnwrap(scene.root.sublayers?[i])
        XCTAssertEqual(layer.position, CGPoint(x: rnd(i, 1) * 1240 + 20, y: rnd(i, 4) * 680 + 20))
        let loop = 1.5 + rnd(i, 3) * 3
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 1024
        for fraction in [0.125, 0.25, 0.375, 0.625, 1.125] {
            let shown = try XCTUnwrap(layer.presentation(at: fraction * loop)).transform
            // Rotate first, then project: QMatrix4x4::projectedRotate about the item's centre.
            let expected = CATransform3DConcat(
                CATransform3DMakeRotation(2 * .pi * fraction.truncatingRemainder(dividingBy: 1), 0, 1, 0), perspective)
            for (a, b) in zip(shown.elements, expected.elements) {
                XCTAssertEqual(a, b, accuracy: 1e-6, "at \(fraction) of a turn: \(shown) vs \(expected)")
            }
        }
    }

    func testStaticLayersDoNotAnimate() throws {
        let scene = try BenchScene.make(.static, count: 20)
        XCTAssertEqual(scene.animatedLayers, 0)
        XCTAssertEqual(scene.root.makeRenderTree(at: 0), scene.root.makeRenderTree(at: 2.5))
    }

    func testPresentationMixesFourKindsOnATenthOfTheLayers() throws {
        let scene = try BenchScene.make(.presentation, count: 400)
        XCTAssertEqual(scene.animatedLayers, 40)
        // basic, keyframe, spring: one property each; a group: two.
        XCTAssertEqual(scene.animatedProperties, 10 + 10 + 10 + 2 * 10)
        let layers = try XCTUnwrap(scene.root.sublayers)
        XCTAssertEqual(layers.filter { $0.animationKeys() != nil }.count, 40)
        XCTAssertEqual(Set(layers.compactMap { $0.animationKeys()?.first }), ["basic", "keyframe", "spring", "group"])
        // Every animation is still running long after the start, so each frame evaluates all of them.
        for layer in layers where layer.animationKeys() != nil {
            let a = layer.presentation(at: 100.2)!, b = layer.presentation(at: 100.45)!
            XCTAssertTrue(
                a.position != b.position || a.transform != b.transform || a.opacity != b.opacity,
                "\(layer.animationKeys()!) did not move")
        }
    }
}

private extension CATransform3D {
    var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }
}
