import Foundation
import XCTest

@testable import LayerTree

/// Valid scenes decode to the layer tree the same code would build.
final class SceneDecoderTests: XCTestCase {
    private func decode(_ json: String) throws -> Scene {
        try SceneDecoder().decode(Data(json.utf8))
    }

    /// A scene whose root is `layer`, so each test only writes the layer it is about.
    private func decodeRoot(_ layer: String) throws -> CALayer {
        try decode(#"{"size": [100, 100], "root": "# + layer + "}").root
    }

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scenes")

    private func assertEqual(
        _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-12,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (x, y) in zip(a.fields, b.fields) where abs(x - y) > accuracy {
            XCTFail("\(a.fields) is not \(b.fields)", file: file, line: line)
            return
        }
    }

    // MARK: Document

    func testMinimalSceneUsesDefaults() throws {
        let scene = try decode(#"{"size": [400, 300], "root": {}}"#)
        XCTAssertEqual(scene.size, CGSize(width: 400, height: 300))
        XCTAssertEqual(scene.scale, 1)
        XCTAssertNil(scene.background)
        let root = scene.root
        XCTAssertTrue(type(of: root) == CALayer.self)
        XCTAssertEqual(root.bounds, .zero)
        XCTAssertEqual(root.position, .zero)
        XCTAssertEqual(root.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertTrue(root.transform.isIdentity)
        XCTAssertEqual(root.opacity, 1)
        XCTAssertNil(root.backgroundColor)
        XCTAssertEqual(root.borderColor, .black)
        XCTAssertEqual(root.maskedCorners, .all)
        XCTAssertTrue(root.isDoubleSided)
        XCTAssertTrue(root.allowsGroupOpacity)
        XCTAssertEqual(root.contentsScale, 1)
        XCTAssertNil(root.sublayers)
    }

    func testSceneScaleIsRootContentsScaleUnlessRootSetsIt() throws {
        let scene = try decode(
            ##"{"size": [10, 10], "scale": 3, "background": "#00000000", "root": {"sublayers": [{}]}}"##)
        XCTAssertEqual(scene.scale, 3)
        XCTAssertEqual(scene.background, CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(scene.root.contentsScale, 3)
        XCTAssertEqual(scene.root.sublayers?[0].contentsScale, 1)
        let own = try decode(#"{"size": [10, 10], "scale": 3, "root": {"contentsScale": 2}}"#)
        XCTAssertEqual(own.root.contentsScale, 2)
    }

    // MARK: Every key

    func testEveryLayerKey() throws {
        let root = try decodeRoot(
            #"""
            {
              "type": "layer", "name": "card", "bounds": [1, 2, 30, 40], "position": [5, 6],
              "anchorPoint": [0.25, 0.75], "anchorPointZ": -3, "zPosition": 7,
              "transform": [{"translate": [1, 2, 3]}],
              "sublayerTransform": [{"m34": -0.002}],
              "opacity": 0.5, "hidden": true, "backgroundColor": "#ff8000",
              "borderWidth": 2.5, "borderColor": [0, 0.5, 1, 0.25], "cornerRadius": 8,
              "maskedCorners": ["maxXminY", "minXmaxY"], "masksToBounds": true,
              "doubleSided": false, "geometryFlipped": true, "opaque": true,
              "allowsGroupOpacity": false, "allowsEdgeAntialiasing": true, "contentsScale": 2,
              "sublayers": [{"name": "a"}, {"type": "transform", "name": "b"}]
            }
            """#)
        XCTAssertEqual(root.name, "card")
        XCTAssertEqual(root.bounds, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(root.position, CGPoint(x: 5, y: 6))
        XCTAssertEqual(root.anchorPoint, CGPoint(x: 0.25, y: 0.75))
        XCTAssertEqual(root.anchorPointZ, -3)
        XCTAssertEqual(root.zPosition, 7)
        XCTAssertEqual(root.transform, CATransform3DMakeTranslation(1, 2, 3))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        XCTAssertEqual(root.sublayerTransform, perspective)
        XCTAssertEqual(root.opacity, 0.5)
        XCTAssertTrue(root.isHidden)
        XCTAssertEqual(root.backgroundColor, CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        XCTAssertEqual(root.borderWidth, 2.5)
        XCTAssertEqual(root.borderColor, CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.25))
        XCTAssertEqual(root.cornerRadius, 8)
        XCTAssertEqual(root.maskedCorners, [.layerMaxXMinYCorner, .layerMinXMaxYCorner])
        XCTAssertTrue(root.masksToBounds)
        XCTAssertFalse(root.isDoubleSided)
        XCTAssertTrue(root.isGeometryFlipped)
        XCTAssertTrue(root.isOpaque)
        XCTAssertFalse(root.allowsGroupOpacity)
        XCTAssertTrue(root.allowsEdgeAntialiasing)
        XCTAssertEqual(root.contentsScale, 2)
        let sublayers = try XCTUnwrap(root.sublayers)
        XCTAssertEqual(sublayers.map(\.name), ["a", "b"])
        XCTAssertTrue(type(of: sublayers[0]) == CALayer.self)
        XCTAssertTrue(sublayers[1] is CATransformLayer)
        XCTAssertTrue(sublayers[0].superlayer === root)
    }

    func testCornerCurveAndEdgeAntialiasingMask() throws {
        let layer = try decodeRoot(#"{"cornerCurve": "continuous", "edgeAntialiasingMask": ["minYEdge", "maxXEdge"]}"#)
        XCTAssertEqual(layer.cornerCurve, .continuous)
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerBottomEdge, .layerRightEdge], "minY is the bottom bit")
        XCTAssertEqual(try decodeRoot(#"{"edgeAntialiasingMask": []}"#).edgeAntialiasingMask, [])
        XCTAssertEqual(try decodeRoot("{}").edgeAntialiasingMask, .all)
    }

    /// `values` are stored as `setValue(_:forKey:)` stores undeclared keys, so an animation in the
    /// same file animates one (a number stays a `CGFloat`).
    func testValuesAreTheLayersOwnKeysAndAnimate() throws {
        let layer = try decodeRoot(
            #"""
            {"values": {"progress": 0.25, "title": "Hi", "on": false},
             "animations": {"p": {"type": "basic", "keyPath": "progress", "fromValue": 0, "toValue": 1,
                                  "duration": 2}}}
            """#)
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.25)
        XCTAssertEqual(layer.value(forKey: "title") as? String, "Hi")
        XCTAssertEqual(layer.value(forKey: "on") as? Bool, false)
        let halfway = try XCTUnwrap(layer.presentation(at: 1))
        XCTAssertEqual(try XCTUnwrap(halfway.value(forKey: "progress") as? CGFloat), 0.5, accuracy: 1e-9)
    }

    func testEmptyMaskedCornersRoundsNone() throws {
        XCTAssertEqual(try decodeRoot(#"{"maskedCorners": []}"#).maskedCorners, [])
        XCTAssertEqual(
            try decodeRoot(#"{"maskedCorners": ["minXminY", "maxXminY", "minXmaxY", "maxXmaxY"]}"#).maskedCorners,
            .all)
    }

    // MARK: Colors

    func testHexColorWithAlphaIsStraightAlpha() throws {
        let color = try XCTUnwrap(try decodeRoot(##"{"backgroundColor": "#336699CC"}"##).backgroundColor)
        // Straight alpha: the color components are not multiplied by 0xCC.
        XCTAssertEqual(color.components!, [0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0, 0xCC / 255.0])
    }

    func testHexColorWithoutAlphaIsOpaque() throws {
        let color = try XCTUnwrap(try decodeRoot(##"{"backgroundColor": "#00ff80"}"##).backgroundColor)
        XCTAssertEqual(color.components!, [0, 1, 0x80 / 255.0, 1])
    }

    func testArrayColor() throws {
        let color = try XCTUnwrap(try decodeRoot(#"{"borderColor": [0.1, 0.2, 0.3, 0]}"#).borderColor)
        XCTAssertEqual(color.components!, [0.1, 0.2, 0.3, 0])
    }

    // MARK: Transforms

    func testSixteenNumberTransformIsFieldOrder() throws {
        let fields = (1...16).map { CGFloat($0) }
        let json = "{\"transform\": [\(fields.map { "\(Int($0))" }.joined(separator: ", "))]}"
        let t = try decodeRoot(json).transform
        XCTAssertEqual(t.fields, fields)
        XCTAssertEqual(t.m41, 13)
        XCTAssertEqual(t.m34, 12)
    }

    func testEachTransformStepMatchesCoreAnimationFunctions() throws {
        XCTAssertEqual(
            try decodeRoot(#"{"transform": [{"translate": [1, -2, 3]}]}"#).transform,
            CATransform3DTranslate(CATransform3DIdentity, 1, -2, 3))
        XCTAssertEqual(
            try decodeRoot(#"{"transform": [{"scale": [2, 3, 4]}]}"#).transform,
            CATransform3DScale(CATransform3DIdentity, 2, 3, 4))
        XCTAssertEqual(
            try decodeRoot(#"{"transform": [{"rotate": [0.5, 0, 0, 1]}]}"#).transform,
            CATransform3DRotate(CATransform3DIdentity, 0.5, 0, 0, 1))
        XCTAssertEqual(
            try decodeRoot(#"{"transform": [{"concat": [{"scale": [2, 2, 1]}]}]}"#).transform,
            CATransform3DConcat(CATransform3DIdentity, CATransform3DMakeScale(2, 2, 1)))
        for (index, name) in SceneDecoder.transformFields.enumerated() {
            var expected = CATransform3DIdentity
            expected[index / 4 + 1, index % 4 + 1] = 7
            XCTAssertEqual(
                try decodeRoot("{\"transform\": [{\"\(name)\": 7}]}").transform, expected, name)
        }
        XCTAssertTrue(try decodeRoot(#"{"transform": []}"#).transform.isIdentity)
    }

    func testTransformStepsApplyInOrderToARunningTransform() throws {
        let t = try decodeRoot(
            #"""
            {"transform": [
              {"m34": -0.002}, {"rotate": [0.7854, 0, 1, 0]}, {"translate": [10, 20, 30]},
              {"scale": [2, 0.5, 1]},
              {"concat": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]},
              {"concat": [{"rotate": [0.3, 1, 0, 0]}, {"m44": 2}]}
            ]}
            """#
        ).transform
        // The same statements in code.
        var expected = CATransform3DIdentity
        expected.m34 = -0.002
        expected = CATransform3DRotate(expected, 0.7854, 0, 1, 0)
        expected = CATransform3DTranslate(expected, 10, 20, 30)
        expected = CATransform3DScale(expected, 2, 0.5, 1)
        expected = CATransform3DConcat(expected, CATransform3DMakeTranslation(5, 6, 7))
        var nested = CATransform3DRotate(CATransform3DIdentity, 0.3, 1, 0, 0)
        nested.m44 = 2
        expected = CATransform3DConcat(expected, nested)
        XCTAssertEqual(t, expected)
    }

    func testPerspectiveThenRotationIsTheBooksExample() throws {
        let t = try decodeRoot(#"{"transform": [{"m34": -0.002}, {"rotate": [0.7854, 0, 1, 0]}]}"#).transform
        var expected = CATransform3DIdentity
        expected.m34 = -0.002
        assertEqual(t, CATransform3DConcat(CATransform3DMakeRotation(0.7854, 0, 1, 0), expected))
        XCTAssertNotEqual(t.m34, -0.002)  // The rotation mixes the perspective into m14/m34.
    }

    // MARK: frame

    func testFrameWithZeroAnchorAndNonZeroBoundsOrigin() throws {
        let layer = try decodeRoot(#"{"frame": [20, 30, 160, 100], "anchorPoint": [0, 0], "bounds": [10, 5, 1, 1]}"#)
        XCTAssertEqual(layer.bounds, CGRect(x: 10, y: 5, width: 160, height: 100))  // origin kept
        XCTAssertEqual(layer.position, CGPoint(x: 20, y: 30))
    }

    func testFrameWithDefaultAnchorPlacesTheCentre() throws {
        let layer = try decodeRoot(#"{"frame": [20, 30, 160, 100]}"#)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 160, height: 100))
        XCTAssertEqual(layer.position, CGPoint(x: 100, y: 80))
    }

    func testFrameIsAppliedAfterOtherKeysWhateverTheirOrder() throws {
        // anchorPoint after frame in the text, position given too: frame still wins.
        let layer = try decodeRoot(
            #"{"frame": [10, 10, 100, 50], "position": [999, 999], "anchorPoint": [1, 1], "transform": []}"#)
        XCTAssertEqual(layer.position, CGPoint(x: 110, y: 60))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 100, height: 50))
    }

    // MARK: Files

    func testAllKeysFixtureDecodes() throws {
        let url = Self.fixtures.appendingPathComponent("all-keys.json")
        let loader = StubImageLoader()
        let scene = try SceneDecoder(imageLoader: loader).decode(contentsOf: url)
        XCTAssertEqual(scene.size, CGSize(width: 400, height: 300))
        XCTAssertEqual(scene.contentErrors, [])
        XCTAssertEqual(
            loader.requested, [Self.fixtures.appendingPathComponent("../images/arrow.png").standardizedFileURL])
        XCTAssertEqual(scene.scale, 2)
        XCTAssertEqual(scene.background, .white)
        XCTAssertEqual(scene.root.contentsScale, 2)

        let sublayers = try XCTUnwrap(scene.root.sublayers)
        let card = sublayers[0]
        XCTAssertEqual(card.bounds, CGRect(x: 10, y: 5, width: 160, height: 100))
        XCTAssertEqual(card.position, CGPoint(x: 20, y: 30))
        XCTAssertEqual(
            card.backgroundColor,
            CGColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0xcc / 255.0, alpha: 0xcc / 255.0))
        XCTAssertEqual(card.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(card.sublayers?.first?.maskedCorners, [])
        XCTAssertEqual(card.cornerCurve, .circular)
        XCTAssertEqual(card.edgeAntialiasingMask, [.layerLeftEdge, .layerTopEdge])
        XCTAssertEqual(card.value(forKey: "rating") as? CGFloat, 4.5)
        XCTAssertEqual(card.value(forKey: "caption") as? String, "#ff8800", "a colour stays a string")
        XCTAssertEqual(card.value(forKey: "starred") as? Bool, true)
        XCTAssertTrue(card.shouldRasterize)
        XCTAssertEqual(card.rasterizationScale, 2)
        let badge = try XCTUnwrap(card.sublayers?.first)
        XCTAssertEqual(badge.shadowColor, CGColor(red: 0x10 / 255.0, green: 0x20 / 255.0, blue: 0x30 / 255.0, alpha: 1))
        XCTAssertEqual(badge.shadowOpacity, 0.5)
        XCTAssertEqual(badge.shadowOffset, CGSize(width: 1, height: 2))
        XCTAssertEqual(badge.shadowRadius, 2)
        XCTAssertEqual(badge.shadowPath, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
        XCTAssertEqual(badge.mask?.name, "badge mask")
        XCTAssertNil(badge.mask?.superlayer)
        XCTAssertEqual(badge.mask?.bounds, CGRect(x: 0, y: 0, width: 20, height: 10))

        let picture = sublayers[2]
        XCTAssertEqual(picture.contentsImage?.sourceName, "arrow.png")
        XCTAssertEqual(picture.contentsRect, CGRect(x: 0, y: 0, width: 0.5, height: 1))
        XCTAssertEqual(picture.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        XCTAssertEqual(picture.contentsGravity, .resizeAspect)
        XCTAssertEqual(picture.minificationFilter, .trilinear)
        XCTAssertEqual(picture.magnificationFilter, .nearest)

        let cube = try XCTUnwrap(sublayers[1] as? CATransformLayer)
        var expected = CATransform3DIdentity
        expected.m34 = -0.002
        expected = CATransform3DRotate(expected, 0.7854, 0, 1, 0)
        expected = CATransform3DTranslate(expected, 10, -20, 30)
        expected = CATransform3DScale(expected, 1.5, 0.5, 2)
        expected = CATransform3DConcat(expected, CATransform3DMakeRotation(0.3, 1, 0, 0))
        XCTAssertEqual(cube.transform, expected)
        XCTAssertEqual(cube.sublayerTransform.m34, -0.002)
        XCTAssertEqual(cube.sublayers?.map(\.name), ["front", "ghost"])
        XCTAssertEqual(cube.sublayers?[1].isHidden, true)

        let front = try XCTUnwrap(cube.sublayers?[0])
        XCTAssertEqual(front.speed, 2)
        XCTAssertEqual(front.timeOffset, 0.5)
        XCTAssertEqual(front.beginTime, 1)
        XCTAssertEqual(front.animationKeys(), ["fade"])
        // Local time at scene time 2 is (2 − 1) · 2 + 0.5 = 2.5, so the fade is 2.5 / 4 of the way.
        XCTAssertEqual(Double(front.presentation(at: 2)!.opacity), 1 - 0.5 * 2.5 / 4, accuracy: 1e-6)
    }

    /// The fixture is meant to exercise the whole supported vocabulary; keep it that way.
    func testAllKeysFixtureUsesEverySupportedKey() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("all-keys.json"))
        let json = try JSONDecoder().decode(JSONValue.self, from: data)
        var used: Set<String> = []
        func collect(_ value: JSONValue) {
            guard case .object(let layer) = value else { return }
            used.formUnion(layer.keys)
            if case .array(let children) = layer["sublayers"] { children.forEach(collect) }
        }
        guard case .object(let document) = json, let root = document["root"] else {
            return XCTFail("fixture has no root")
        }
        collect(root)
        XCTAssertEqual(SceneLayerKeys.supported.subtracting(used), [])
    }
}

/// `JSONValue` keeps JSON's types apart.
final class SceneJSONValueTests: XCTestCase {
    private func value(_ json: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    }

    func testBooleansAreNotNumbers() throws {
        XCTAssertEqual(try value("true"), .bool(true))
        XCTAssertEqual(try value("[false]"), .array([.bool(false)]))
    }

    func testNumbersAreNotBooleans() throws {
        XCTAssertEqual(try value("1"), .number(1))
        XCTAssertEqual(try value("0"), .number(0))
        XCTAssertEqual(try value("[1, 0, -2.5e3]"), .array([.number(1), .number(0), .number(-2500)]))
    }

    func testOutOfRangeNumberKeepsItsCodingPath() {
        XCTAssertThrowsError(try value(#"{"a": [0, {"b": 1e999}]}"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, ["a", "1", "b"])
        }
    }

    /// Each kind is tried in turn, and an error from inside an array or an object is the error, with
    /// its path, not a sign that the value is of another kind.
    func testAnErrorInsideAnArrayOrObjectKeepsItsCodingPath() {
        for (json, path) in [
            (#"[{"b": "\ud800"}]"#, ["0", "b"]), (#"{"a": ["x", "\ud800"]}"#, ["a", "1"]),
            (#"{"a": {"b": [1e999]}}"#, ["a", "b", "0"]),
        ] {
            XCTAssertThrowsError(try value(json), json) { error in
                guard case DecodingError.dataCorrupted(let context) = error else {
                    return XCTFail("\(json): unexpected \(error)")
                }
                XCTAssertEqual(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, path, json)
            }
        }
    }

    func testAllKinds() throws {
        XCTAssertEqual(
            try value(#"{"a": null, "b": "x", "c": [{}], "d": {"e": true}}"#),
            .object(["a": .null, "b": .string("x"), "c": .array([.object([:])]), "d": .object(["e": .bool(true)])]))
    }
}
