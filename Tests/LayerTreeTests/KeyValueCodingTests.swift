import Foundation
import XCTest

@testable import LayerTree

/// Key-value coding on layers and animations, as Core Animation documents it: every declared
/// key round-trips, undeclared keys are stored per instance and copied, key paths reach fields,
/// and bad input is refused with an error naming the key path.
final class KeyValueCodingTests: AnimationTestCase {
    private final class Delegate: CALayerDelegate {}
    private let delegate = Delegate()

    /// A value for every key LayerKit declares, unlike the default, as an app would pass it (a
    /// `Double` for a `Float` or `CGFloat` property, a raw string for a name). The test fails
    /// when a declared key has none, so each new property gets a round trip.
    private func sample(forKey key: String) -> Any? {
        let samples: [String: Any] = [
            "bounds": CGRect(x: 1, y: 2, width: 30, height: 40), "position": CGPoint(x: 5, y: 6),
            "anchorPoint": CGPoint(x: 0.25, y: 0.75), "anchorPointZ": 3.5, "zPosition": -2.0,
            "transform": CATransform3DMakeRotation(0.5, 0, 0, 1), "frame": CGRect(x: 10, y: 20, width: 30, height: 40),
            "sublayerTransform": CATransform3DMakeScale(2, 2, 1),
            "geometryFlipped": true, "doubleSided": false, "contentsScale": 2, "hidden": true, "opacity": 0.25,
            "backgroundColor": CGColor(red: 1, green: 0, blue: 0, alpha: 1), "borderWidth": 2,
            "borderColor": CGColor.white, "cornerRadius": 8, "maskedCorners": CACornerMask.layerMinXMinYCorner,
            "cornerCurve": "continuous", "compositingFilter": "multiplyBlendMode",
            "filters": [CIFilter(name: "CIGaussianBlur")!], "backgroundFilters": [CIFilter(name: "CIColorControls")!],
            "masksToBounds": true, "opaque": true, "allowsGroupOpacity": false, "allowsEdgeAntialiasing": true,
            "edgeAntialiasingMask": CAEdgeAntialiasingMask.layerLeftEdge,
            "name": "card", "mask": CALayer(), "maskMode": CALayerMaskMode.luminance, "sublayers": [CALayer()],
            "shadowColor": CGColor.white,
            "shadowOpacity": 0.5, "shadowOffset": CGSize(width: 2, height: 3), "shadowRadius": 6,
            "shadowPath": CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), "shouldRasterize": true,
            "rasterizationScale": 3, "contents": CGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])!,
            "contentsRect": CGRect(x: 0, y: 0, width: 0.5, height: 1),
            "contentsCenter": CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
            "contentsGravity": "center", "minificationFilter": "nearest", "magnificationFilter": "trilinear",
            "minificationFilterBias": 0.5, "contentsFormat": "RGBAh", "wantsExtendedDynamicRangeContent": true,
            "autoresizingMask": CAAutoresizingMask.layerWidthSizable, "layoutManager": CAConstraintLayoutManager(),
            "constraints": [CAConstraint(attribute: .minX, relativeTo: "superlayer", attribute: .minX)],
            "needsDisplayOnBoundsChange": true, "drawsAsynchronously": true, "beginTime": 1.5, "speed": 2,
            "timeOffset": 0.5, "duration": 3, "repeatCount": 2, "repeatDuration": 4, "autoreverses": true,
            "fillMode": "forwards", "delegate": delegate, "actions": ["position": NSNull()],
            "style": ["name": "styled"],
            // CAShapeLayer
            "path": CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), "fillColor": CGColor.white,
            "fillRule": "even-odd", "strokeColor": CGColor.black, "lineWidth": 4, "lineCap": "round",
            "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [NSNumber(value: 2), NSNumber(value: 1)],
            "lineDashPhase": 1, "strokeStart": 0.25, "strokeEnd": 0.5,
            // CATextLayer
            "string": "Hello", "font": "DejaVu Sans", "fontSize": 12, "foregroundColor": CGColor.black,
            "alignmentMode": "center", "wrapped": true, "truncationMode": "end", "allowsFontSubpixelQuantization": true,
            // CAGradientLayer
            "colors": [CGColor.white, CGColor.black], "locations": [NSNumber(value: 0), NSNumber(value: 0.5)],
            "startPoint": CGPoint(x: 0, y: 0), "endPoint": CGPoint(x: 1, y: 1), "type": "radial",
            // CAReplicatorLayer
            "instanceCount": 3, "preservesDepth": true, "instanceDelay": 0.25,
            "instanceTransform": CATransform3DMakeTranslation(10, 0, 0), "instanceColor": CGColor.black,
            "instanceRedOffset": -0.25, "instanceGreenOffset": -0.5, "instanceBlueOffset": 0.25,
            "instanceAlphaOffset": -0.125,
        ]
        return samples[key]
    }

    /// How a value reads back, for comparing values of any type: objects by identity.
    private func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        switch value {
        case let number as Int: return "\(Double(number))"
        case let number as Double: return "\(number)"
        case let number as Float: return "\(Double(number))"
        case let number as CGFloat: return "\(Double(number))"
        default: break
        }
        if let path = value as? CGPath { return "path \(path.svgPathData)" }  // copies snapshot paths
        if type(of: value) is AnyClass, !(value is NSNumber), !(value is String) {
            let object = value as AnyObject
            return "object \(ObjectIdentifier(object))"
        }
        if let array = value as? [Any] { return "[" + array.map(describe).joined(separator: ", ") + "]" }
        if let number = value as? NSNumber { return "\(number.doubleValue)" }
        if let name = value as? any RawRepresentable { return "\(name.rawValue)" }
        return "\(value)"
    }

    /// A fresh layer of each LayerKit class.
    private let makers: [() -> CALayer] = [
        { CALayer() }, { CATransformLayer() }, { CAShapeLayer() }, { CATextLayer() }, { CAGradientLayer() },
        { CAReplicatorLayer() },
    ]

    func testEveryDeclaredKeyRoundTripsThroughTheTypedProperty() throws {
        for make in makers {
            let layerClass = type(of: make())
            for property in layerClass.propertyTable.all {
                let layer = make()
                let sample = try XCTUnwrap(sample(forKey: property.key), "no sample for '\(property.key)': add one")
                try layer.setCheckedValue(sample, forKey: property.key)
                XCTAssertEqual(
                    describe(layer.value(forKey: property.key)), describe(sample), "\(layerClass).\(property.key)")
                XCTAssertEqual(
                    describe(layer.value(forKeyPath: property.key)), describe(sample), "\(layerClass).\(property.key)")
                XCTAssertTrue(layer.undeclaredValues.isEmpty, "'\(property.key)' went to the declared property")
                if !property.traits.contains(.notCopied) {
                    // The declaration's copy takes this property, not a neighbour of the same type.
                    let copy = layerClass.init(presentationOf: layer)
                    XCTAssertEqual(
                        describe(copy.value(forKey: property.key)), describe(sample), "copied \(property.key)")
                }
            }
        }
        // The typed properties hold what key-value coding set.
        let layer = CALayer()
        layer.setValue(0.25, forKey: "opacity")  // a Double into a Float
        layer.setValue(2, forKey: "borderWidth")  // an Int into a CGFloat
        layer.setValue("forwards", forKey: "fillMode")
        layer.setValue(true, forKey: "hidden")
        XCTAssertEqual(layer.opacity, 0.25)
        XCTAssertEqual(layer.borderWidth, 2)
        XCTAssertEqual(layer.fillMode, .forwards)
        XCTAssertTrue(layer.isHidden)
        let text = CATextLayer()
        text.setValue(true, forKey: "wrapped")
        XCTAssertTrue(text.isWrapped)
        let gradient = CAGradientLayer()
        gradient.setValue("conic", forKey: "type")
        XCTAssertEqual(gradient.type, .conic)
    }

    func testFreshLayersHoldTheDeclaredDefaults() {
        for make in makers {
            let layer = make()
            let layerClass = type(of: layer)
            for property in layerClass.propertyTable.all {
                XCTAssertEqual(
                    describe(layer.value(forKey: property.key)),
                    describe(layerClass.defaultValue(forKey: property.key)),
                    "\(layerClass).\(property.key)")
            }
        }
        XCTAssertEqual(CALayer.defaultValue(forKey: "opacity") as? Float, 1)
        XCTAssertEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
        XCTAssertEqual(CALayer.defaultValue(forKey: "borderColor") as? CGColor, .black)
        XCTAssertNil(CALayer.defaultValue(forKey: "backgroundColor"))
        XCTAssertNil(CALayer.defaultValue(forKey: "noSuchKey"))
        XCTAssertEqual(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat, 1)
        XCTAssertEqual(CAReplicatorLayer.defaultValue(forKey: "instanceCount") as? Int, 1)
    }

    func testOptionalPropertiesTakeNil() throws {
        let layer = CALayer()
        layer.backgroundColor = .white
        layer.setValue(nil, forKey: "backgroundColor")
        XCTAssertNil(layer.backgroundColor)
        XCTAssertNil(layer.value(forKey: "backgroundColor"))
        XCTAssertThrowsError(try layer.setCheckedValue(nil, forKey: "opacity")) { error in
            XCTAssertEqual("\(error)", "key path 'opacity': expected Float, got nil")
        }
    }

    func testUndeclaredKeysAreStoredAndCopied() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "cardID"))
        layer.setValue("card-7", forKey: "cardID")
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "anchor2")
        XCTAssertEqual(layer.value(forKey: "cardID") as? String, "card-7")
        XCTAssertEqual(CALayer(layer: layer).value(forKey: "cardID") as? String, "card-7", "init(layer:) copies them")
        XCTAssertEqual(layer.presentation()?.value(forKey: "cardID") as? String, "card-7", "so does the presentation")
        XCTAssertEqual(layer.value(forKeyPath: "anchor2.y") as? CGFloat, 4, "fields of stored structures")
        layer.setValue(9, forKeyPath: "anchor2.x")
        XCTAssertEqual(layer.value(forKey: "anchor2") as? CGPoint, CGPoint(x: 9, y: 4))
        layer.setValue(nil, forKey: "cardID")
        XCTAssertNil(layer.value(forKey: "cardID"))
        XCTAssertNil(CALayer().value(forKey: "anchor2"), "per instance")
    }

    func testSubFieldKeyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 10, y: 20)
        XCTAssertEqual(layer.value(forKeyPath: "position.x") as? CGFloat, 10)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.size.width") as? CGFloat, 30)
        XCTAssertEqual(layer.value(forKeyPath: "bounds.origin") as? CGPoint, CGPoint(x: 1, y: 2))
        layer.setValue(50, forKeyPath: "bounds.size.width")
        XCTAssertEqual(layer.bounds, CGRect(x: 1, y: 2, width: 50, height: 40), "the other fields stay")
        layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        XCTAssertEqual(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-12)
        layer.setValue(3, forKeyPath: "shadowOffset.height")
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: 3))
        layer.setValue(7, forKeyPath: "contentsScale")
        XCTAssertEqual(layer.contentsScale, 7, "key paths reach properties that do not animate")
        let mask = CALayer()
        layer.mask = mask
        layer.setValue(0.5, forKeyPath: "mask.opacity")
        XCTAssertEqual(mask.opacity, 0.5, "a layer-valued property's own keys")
        XCTAssertEqual(layer.value(forKeyPath: "mask.opacity") as? Float, 0.5)
    }

    func testBadInputNamesTheKeyPathAndChangesNothing() {
        let layer = CALayer()
        layer.position = CGPoint(x: 1, y: 2)
        func message(_ value: Any?, _ keyPath: String) -> String {
            do {
                try layer.setCheckedValue(value, forKeyPath: keyPath)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("red", "opacity"), "key path 'opacity': expected Float, got String")
        XCTAssertEqual(message(1, "position.z"), "key path 'position.z': 'position' is a point and has no field 'z'")
        XCTAssertEqual(message("left", "position.x"), "key path 'position.x': expected a number, got String")
        XCTAssertEqual(message(1, "name.first"), "key path 'name.first': CALayer has no fields in property 'name'")
        XCTAssertEqual(message(1, "nothing.x"), "key path 'nothing.x': CALayer has no property 'nothing'")
        XCTAssertEqual(message(5, "fillMode"), "key path 'fillMode': expected CAMediaTimingFillMode, got Int")
        layer.setValue("red", forKey: "opacity")  // prints the line, changes nothing
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.position, CGPoint(x: 1, y: 2))
    }

    func testClassQueries() {
        for make in makers {
            let layer = make()
            let layerClass = type(of: layer)
            for property in layerClass.propertyTable.all {
                XCTAssertFalse(layerClass.needsDisplay(forKey: property.key), "no declared key redraws by itself")
                XCTAssertTrue(layer.shouldArchiveValue(forKey: property.key))
            }
        }
        XCTAssertEqual(
            CAShapeLayer.shapeAnimatableKeys,
            [
                "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart",
                "strokeEnd",
            ])
        XCTAssertEqual(CAGradientLayer.gradientAnimatableKeys, ["colors", "locations", "startPoint", "endPoint"])
    }

    // MARK: Layout

    private final class Layout: CALayerDelegate {
        var layouts: [CGRect] = []
        func layoutSublayers(of layer: CALayer) { layouts.append(layer.bounds) }
    }

    func testABoundsChangeLaysOutAtCommit() {
        let layout = Layout()
        let layer = CALayer()
        layer.delegate = layout
        CATransaction.flush()
        XCTAssertEqual(layout.layouts, [])
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertTrue(layer.needsLayout())
        XCTAssertEqual(layout.layouts, [], "not before the commit")
        CATransaction.flush()
        XCTAssertEqual(layout.layouts, [CGRect(x: 0, y: 0, width: 20, height: 10)])
        XCTAssertFalse(layer.needsLayout())
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.flush()
        XCTAssertEqual(layout.layouts.count, 1, "a move needs no layout")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        XCTAssertEqual(layout.layouts.count, 2)
        layer.addSublayer(CALayer())
        XCTAssertTrue(layer.needsLayout(), "new sublayers need placing")
        CATransaction.flush()
        XCTAssertEqual(layout.layouts.count, 3)
    }

    func testOuterLayersAreLaidOutFirst() {
        final class Recorder: CALayerDelegate {
            var order: [String] = []
            func layoutSublayers(of layer: CALayer) { order.append(layer.name ?? "") }
        }
        let recorder = Recorder()
        let outer = CALayer(), inner = CALayer()
        outer.name = "outer"
        inner.name = "inner"
        outer.addSublayer(inner)
        for layer in [outer, inner] { layer.delegate = recorder }
        CATransaction.flush()
        recorder.order = []
        inner.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        outer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        XCTAssertEqual(recorder.order, ["outer", "inner"])
    }

    // MARK: Animations

    private final class Tagged: CAAnimationDelegate {
        var stopped: [String?] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stopped.append(anim.value(forKey: "tag") as? String)
        }
    }

    func testAnimationsRoundTripTheirDeclaredKeys() throws {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.setValue(2, forKey: "duration")
        spring.setValue(false, forKey: "removedOnCompletion")
        spring.setValue(true, forKey: "additive")
        spring.setValue("both", forKey: "fillMode")
        spring.setValue(5, forKey: "damping")
        spring.setValue(CGPoint(x: 1, y: 2), forKey: "toValue")
        XCTAssertEqual(spring.duration, 2)
        XCTAssertFalse(spring.isRemovedOnCompletion)
        XCTAssertTrue(spring.isAdditive)
        XCTAssertEqual(spring.fillMode, .both)
        XCTAssertEqual(spring.damping, 5)
        XCTAssertEqual(spring.value(forKey: "keyPath") as? String, "position.x")
        XCTAssertEqual(spring.value(forKeyPath: "toValue.y") as? CGFloat, 2)
        spring.setValue(7, forKeyPath: "toValue.y")
        XCTAssertEqual(spring.toValue as? CGPoint, CGPoint(x: 1, y: 7))
        XCTAssertEqual(CABasicAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool, true)
        XCTAssertEqual(CASpringAnimation.defaultValue(forKey: "stiffness") as? CGFloat, 100)
        XCTAssertThrowsError(try spring.setCheckedValue("long", forKey: "duration")) { error in
            XCTAssertEqual("\(error)", "key path 'duration': expected Double, got String")
        }
        let transition = CATransition()
        transition.setValue("push", forKey: "type")
        XCTAssertEqual(transition.type, .push)
        let group = CAAnimationGroup()
        group.setValue([spring], forKey: "animations")
        XCTAssertTrue(
            (group.copy().animations?.first as? CASpringAnimation)?.damping == 5, "copies copy the declared keys")
        XCTAssertFalse(group.copy().animations?.first === spring, "and the group's animations")
    }

    func testAnimationsKeepUndeclaredKeysThroughTheLayersCopy() {
        let layer = makeCommittedLayer()
        let tagged = Tagged()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 10
        move.duration = 1
        move.delegate = tagged
        move.setValue("card-3", forKey: "tag")
        XCTAssertEqual(move.value(forKey: "tag") as? String, "card-3")
        layer.add(move, forKey: "move")
        XCTAssertEqual(layer.animation(forKey: "move")?.value(forKey: "tag") as? String, "card-3")
        clock.advance(by: 2)
        CATransaction.flush()
        XCTAssertEqual(tagged.stopped, ["card-3"], "the delegate reads the tag from the copy that ran")
    }
}
