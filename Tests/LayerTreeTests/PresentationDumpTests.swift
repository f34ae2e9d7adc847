import Foundation
import XCTest

@testable import LayerTree

/// `PresentationDump`: the presentation tree at a time, as stable JSON.
final class PresentationDumpTests: XCTestCase {
    private func json(_ dump: PresentationDump) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: dump.jsonData()) as? [String: Any])
    }

    func testReadsPresentationValuesAtTheTime() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let box = CALayer()
        box.name = "box"
        box.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        box.position = CGPoint(x: 10, y: 50)
        root.addSublayer(box)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        try box.addAnimation(move, forKey: "move", startsNow: false)

        let dump = PresentationDump(root: root, at: 0.5)
        XCTAssertEqual(dump.time, 0.5)
        let layer = dump.root.sublayers[0]
        XCTAssertEqual(layer["name"], .string("box"))
        XCTAssertEqual(layer["position"]?.numbers, [25, 50])
        XCTAssertEqual(layer["frame"]?.numbers, [15, 45, 20, 10])
        XCTAssertEqual(layer.animationKeys, ["move"])
        XCTAssertEqual(dump.root.animationKeys, [])
        XCTAssertNil(layer.transition)
    }

    func testEveryKeyIsWrittenWithSortedKeysAndNulls() throws {
        let root = CALayer()
        root.addSublayer(CATransformLayer())
        let hidden = CALayer()
        hidden.isHidden = true
        root.addSublayer(hidden)
        let object = try json(PresentationDump(root: root, at: 0))
        XCTAssertEqual(Set(object.keys), ["time", "root"])
        let layer = try XCTUnwrap(object["root"] as? [String: Any])
        XCTAssertEqual(
            layer.keys.sorted(),
            [
                "anchorPoint", "anchorPointZ", "animationKeys", "backgroundColor", "borderColor", "borderWidth",
                "bounds",
                "contents", "contentsCenter", "contentsGravity", "contentsRect", "contentsScale",
                "cornerRadius", "doubleSided", "frame", "hidden", "magnificationFilter", "masksToBounds",
                "minificationFilter", "name", "opacity", "position",
                "rasterizationScale", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius",
                "shouldRasterize", "sublayerTransform", "sublayers", "transform", "transition", "type", "zPosition",
            ])
        XCTAssertTrue(layer["name"] is NSNull)
        XCTAssertTrue(layer["backgroundColor"] is NSNull)
        XCTAssertTrue(layer["transition"] is NSNull)
        XCTAssertTrue(layer["contents"] is NSNull)
        XCTAssertEqual(layer["contentsRect"] as? [Double], [0, 0, 1, 1])
        XCTAssertEqual(layer["contentsGravity"] as? String, "resize")
        XCTAssertEqual(layer["minificationFilter"] as? String, "linear")
        XCTAssertEqual(layer["borderColor"] as? String, "#000000ff")
        XCTAssertEqual((layer["transform"] as? [Double])?.count, 16)
        let sublayers = try XCTUnwrap(layer["sublayers"] as? [[String: Any]])
        XCTAssertEqual(sublayers.map { $0["type"] as? String }, ["transform", "layer"])
        XCTAssertEqual(sublayers[1]["hidden"] as? Bool, true, "hidden layers are listed")

        let text = String(decoding: try PresentationDump(root: root, at: 0).jsonData(), as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("}\n"))
        let anchor = try XCTUnwrap(text.range(of: "\"anchorPoint\""))
        let zPosition = try XCTUnwrap(text.range(of: "\"zPosition\""))
        XCTAssertLessThan(anchor.lowerBound, zPosition.lowerBound, "keys are sorted")
    }

    func testNumbersAreRoundedToOneBillionth() {
        XCTAssertEqual(PresentationDump.number(49.99999999997), 50)
        XCTAssertEqual(PresentationDump.number(0.1 + 0.2), 0.3)
        XCTAssertEqual(PresentationDump.number(-1e-12), 0)
        XCTAssertEqual(PresentationDump.number(-0.0).sign, .plus)
        XCTAssertEqual(PresentationDump.number(1.0000000004), 1)
        XCTAssertEqual(PresentationDump.number(1.000000002), 1.000000002)
        XCTAssertEqual(PresentationDump.number(123456789.123456789), 123456789.123456789, "left alone past 1e6")
        XCTAssertEqual(PresentationDump.number(Float(0.8)), 0.8)
        XCTAssertEqual(PresentationDump.number(Float(1)), 1)
    }

    func testColorsAreHexWithAlpha() {
        let layer = CALayer()
        layer.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        XCTAssertEqual(PresentationDump(root: layer, at: 0).root["backgroundColor"], .string("#ff800040"))
    }

    func testRunningTransitionIsListed() throws {
        let layer = CALayer()
        let transition = CATransition()
        transition.type = .moveIn
        transition.subtype = .fromTop
        transition.duration = 4
        try layer.addAnimation(transition, forKey: nil, startsNow: false)
        let running = try XCTUnwrap(PresentationDump(root: layer, at: 1).root.transition)
        XCTAssertEqual(running, PresentationDump.Transition(type: "moveIn", subtype: "fromTop", progress: 0.25))
        XCTAssertEqual(PresentationDump(root: layer, at: 1).root.animationKeys, ["transition"])
        XCTAssertNil(PresentationDump(root: layer, at: 5).root.transition, "over, and not filled forwards")
    }

    func testNonFiniteNumbersAreNull() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.zPosition = .infinity
        let object = try json(PresentationDump(root: layer, at: 0))
        XCTAssertTrue((object["root"] as? [String: Any])?["zPosition"] is NSNull)
    }
}
