import Foundation
import XCTest

@testable import LayerTree

/// `CAShapeLayer` and `CAGradientLayer` in the model: defaults, animation, scene files, dumps.
final class ShapeAndGradientLayerTests: XCTestCase {
    func testShapeDefaultsMatchCoreAnimation() {
        let shape = CAShapeLayer()
        XCTAssertNil(shape.path)
        XCTAssertEqual(shape.fillColor, .black)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertNil(shape.lineDashPattern)
        XCTAssertEqual(shape.strokeStart, 0)
        XCTAssertEqual(shape.strokeEnd, 1)
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)
    }

    func testAnimatableKeysAreApplesList() {
        let shape = CAShapeLayer()
        for key in CAShapeLayer.shapeAnimatableKeys { XCTAssertNotNil(shape.animatableValue(forKey: key), key) }
        for key in ["fillRule", "lineCap", "lineJoin", "lineDashPattern"] {
            XCTAssertNil(shape.animatableValue(forKey: key), key)
        }
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.animatableValue(forKey: "colors"), .colors([]))
        XCTAssertEqual(gradient.animatableValue(forKey: "locations"), .numbers([]))
    }

    func testStrokeEndAndPathAnimate() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        draw.timingFunction = CAMediaTimingFunction(name: .linear)
        try shape.addAnimation(draw, forKey: "draw", startsNow: false)
        let grow = CABasicAnimation(keyPath: "path")
        grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10))
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        try shape.addAnimation(grow, forKey: "grow", startsNow: false)
        let node = shape.makeRenderTree(at: 0.5).nodes[0]
        XCTAssertEqual(node.shape?.strokeEnd ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(node.shape?.controlBounds?.width ?? -1, 20, accuracy: 1e-9)
    }

    func testGradientColorsAnimateInStraightAlpha() throws {
        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        gradient.colors = [CGColor.black, CGColor.white]
        let fade = CABasicAnimation(keyPath: "colors")
        fade.toValue = [CGColor.white, CGColor.black]
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        try gradient.addAnimation(fade, forKey: "fade", startsNow: false)
        let colors = try XCTUnwrap(gradient.makeRenderTree(at: 0.5).nodes[0].gradient?.colors)
        XCTAssertEqual(colors[0].red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(colors[1].red, 0.5, accuracy: 1e-9)
    }

    func testSceneFileShapeAndGradient() throws {
        let json = ##"""
            {"size": [100, 100], "root": {"bounds": [0, 0, 100, 100], "sublayers": [
              {"type": "shape", "path": "M 0 0 L 10 0 L 10 10 Z", "fillColor": null, "strokeColor": "#ff0000",
               "fillRule": "evenOdd", "lineWidth": 3, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4,
               "lineDashPattern": [4, 2], "lineDashPhase": 1, "strokeStart": 0.25, "strokeEnd": 0.75},
              {"type": "gradient", "colors": ["#ff0000", "#0000ff"], "locations": [0.2, 0.8], "startPoint": [0, 0],
               "endPoint": [1, 1], "gradientType": "conic"}
            ]}}
            """##
        let scene = try SceneDecoder().decode(Data(json.utf8))
        let shape = try XCTUnwrap(scene.root.sublayers?[0] as? CAShapeLayer)
        XCTAssertNil(shape.fillColor)
        XCTAssertEqual(shape.fillRule, .evenOdd)
        XCTAssertEqual(shape.lineCap, .round)
        XCTAssertEqual(shape.lineJoin, .bevel)
        XCTAssertEqual(shape.lineDashPattern?.map(\.doubleValue), [4, 2])
        XCTAssertEqual(shape.strokeEnd, 0.75)
        let gradient = try XCTUnwrap(scene.root.sublayers?[1] as? CAGradientLayer)
        XCTAssertEqual(gradient.type, .conic)
        XCTAssertEqual(gradient.locations?.map(\.doubleValue), [0.2, 0.8])

        let dump = PresentationDump(root: scene.root, at: 0)
        XCTAssertEqual(dump.root.sublayers[0].type, "shape")
        XCTAssertEqual(dump.root.sublayers[0].own["shape"]?["fillRule"], .string("evenOdd"))
        XCTAssertEqual(dump.root.sublayers[0].own["shape"]?["path"], .string("M 0 0 L 10 0 L 10 10 Z"))
        XCTAssertEqual(dump.root.sublayers[1].own["gradient"]?["gradientType"], .string("conic"))
        XCTAssertEqual(dump.root.own, [:])
    }

    func testSceneKeysOfTheWrongTypeAreRejected() {
        func message(_ json: String) -> String? {
            do { _ = try SceneDecoder().decode(Data(json.utf8)); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(
            message(##"{"size": [1, 1], "root": {"fillColor": "#ff0000"}}"##),
            #"root: 'fillColor' is a key of shape layers ("type": "shape")"#)
        XCTAssertEqual(
            message(#"{"size": [1, 1], "root": {"type": "shape", "colors": []}}"#),
            #"root: 'colors' is a key of gradient layers ("type": "gradient")"#)
        XCTAssertEqual(
            message(#"{"size": [1, 1], "root": {"type": "shape", "lineCap": "flat"}}"#),
            "root.lineCap: unknown value 'flat'; expected one of butt, round, square")
    }
}
