import Foundation
import XCTest

@testable import LayerTree

/// A layer's `animations`, `speed`, `timeOffset` and `beginTime` in scene files decode to
/// the animations the same code would add, in sorted key order.
final class SceneAnimationTests: XCTestCase {
    /// The root layer of a scene whose root is `layer`.
    private func decodeRoot(_ layer: String) throws -> CALayer {
        try SceneDecoder().decode(Data((#"{"size": [100, 100], "root": "# + layer + "}").utf8)).root
    }

    /// A root layer with a 100×100 bounds at (50, 50) and these `animations`.
    private func decodeAnimations(_ animations: String) throws -> CALayer {
        try decodeRoot(#"{"bounds": [0, 0, 100, 100], "position": [50, 50], "animations": "# + animations + "}")
    }

    // MARK: Basic

    func testEveryTimingAndBasicKeyIsRead() throws {
        let layer = try decodeAnimations(
            #"""
            {"move": {"type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 90, "byValue": 5,
                      "duration": 2, "beginTime": 1, "timeOffset": 0.5, "speed": 2, "repeatCount": 3,
                      "repeatDuration": 4, "autoreverses": true, "fillMode": "both",
                      "removedOnCompletion": false, "timingFunction": "easeOut",
                      "additive": true, "cumulative": true}}
            """#)
        let animation = try XCTUnwrap(layer.animation(forKey: "move") as? CABasicAnimation)
        XCTAssertTrue(type(of: animation) == CABasicAnimation.self)
        XCTAssertEqual(animation.keyPath, "position.x")
        XCTAssertEqual(animation.fromValue as? AnimatableValue, .number(10))
        XCTAssertEqual(animation.toValue as? AnimatableValue, .number(90))
        XCTAssertEqual(animation.byValue as? AnimatableValue, .number(5))
        XCTAssertEqual(animation.duration, 2)
        XCTAssertEqual(animation.beginTime, 1, "a beginTime in a file is never replaced by 'now'")
        XCTAssertEqual(animation.timeOffset, 0.5)
        XCTAssertEqual(animation.speed, 2)
        XCTAssertEqual(animation.repeatCount, 3)
        XCTAssertEqual(animation.repeatDuration, 4)
        XCTAssertTrue(animation.autoreverses)
        XCTAssertEqual(animation.fillMode, .both)
        XCTAssertFalse(animation.isRemovedOnCompletion)
        XCTAssertEqual(animation.timingFunction, CAMediaTimingFunction(name: .easeOut))
        XCTAssertTrue(animation.isAdditive)
        XCTAssertTrue(animation.isCumulative)
    }

    func testDefaultsAreCoreAnimations() throws {
        let layer = try decodeAnimations(#"{"fade": {"keyPath": "opacity", "toValue": 0}}"#)
        let animation = try XCTUnwrap(layer.animation(forKey: "fade") as? CABasicAnimation)
        XCTAssertTrue(type(of: animation) == CABasicAnimation.self, "type defaults to basic")
        XCTAssertEqual(animation.beginTime, 0, "0 means 0, not now")
        XCTAssertEqual(animation.duration, 0, "0 is Core Animation's 'use the default 0.25 s'")
        XCTAssertNil(animation.timingFunction, "linear")
        XCTAssertEqual(animation.fillMode, .removed)
        XCTAssertTrue(animation.isRemovedOnCompletion)
        XCTAssertNil(animation.fromValue)
        // 0.25 s by default: half-way at 0.125, from the model value 1 to 0.
        XCTAssertEqual(layer.presentation(at: 0.125)!.opacity, 0.5, accuracy: 1e-6)
    }

    func testValuesAreReadAsTheKindOfTheAnimatedProperty() throws {
        let layer = try decodeAnimations(
            ##"""
            {"color": {"keyPath": "backgroundColor", "fromValue": "#ff0000", "toValue": [0, 0, 1, 0.5]},
             "position": {"keyPath": "position", "toValue": [1, 2]},
             "size": {"keyPath": "bounds.size", "toValue": [30, 40]},
             "bounds": {"keyPath": "bounds", "toValue": [1, 2, 3, 4]},
             "shadow": {"keyPath": "shadowOffset", "toValue": [5, 6]},
             "transform": {"keyPath": "transform", "toValue": [{"m34": -0.002}, {"rotate": [1, 0, 1, 0]}]},
             "matrix": {"keyPath": "sublayerTransform", "toValue": [1,0,0,0, 0,1,0,0, 0,0,1,0, 7,8,9,1]},
             "angle": {"keyPath": "transform.rotation.z", "toValue": 3.14},
             "translation": {"keyPath": "transform.translation", "toValue": [10, 20]},
             "hidden": {"keyPath": "hidden", "toValue": true},
             "x": {"keyPath": "position.x", "toValue": 7}}
            """##)
        func to(_ key: String) -> AnimatableValue? {
            (layer.animation(forKey: key) as? CABasicAnimation)?.toValue as? AnimatableValue
        }
        let from = (layer.animation(forKey: "color") as? CABasicAnimation)?.fromValue as? AnimatableValue
        XCTAssertEqual(from, .color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertEqual(to("color"), .color(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        XCTAssertEqual(to("position"), .point(CGPoint(x: 1, y: 2)))
        XCTAssertEqual(to("size"), .size(CGSize(width: 30, height: 40)))
        XCTAssertEqual(to("bounds"), .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(to("shadow"), .size(CGSize(width: 5, height: 6)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        XCTAssertEqual(to("transform"), .transform(CATransform3DRotate(perspective, 1, 0, 1, 0)))
        XCTAssertEqual(to("matrix"), .transform(CATransform3DMakeTranslation(7, 8, 9)))
        XCTAssertEqual(to("angle"), .number(3.14))
        XCTAssertEqual(to("translation"), .size(CGSize(width: 10, height: 20)))
        XCTAssertEqual(to("hidden"), .bool(true))
        XCTAssertEqual(to("x"), .number(7))
    }

    func testKeyPathDefaultsToTheAnimationsKey() throws {
        // As `add(_:forKey:)` does for a property animation without a keyPath.
        let layer = try decodeAnimations(#"{"opacity": {"fromValue": 0, "toValue": 1, "duration": 1}}"#)
        XCTAssertEqual((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath, "opacity")
        XCTAssertEqual(layer.presentation(at: 0.25)!.opacity, 0.25, accuracy: 1e-6)
    }

    func testTimingFunctionsByNameAndControlPoints() throws {
        let layer = try decodeAnimations(
            #"""
            {"a": {"keyPath": "opacity", "toValue": 0, "timingFunction": "linear"},
             "b": {"keyPath": "opacity", "toValue": 0, "timingFunction": "easeIn"},
             "c": {"keyPath": "opacity", "toValue": 0, "timingFunction": "easeInEaseOut"},
             "d": {"keyPath": "opacity", "toValue": 0, "timingFunction": "default"},
             "e": {"keyPath": "opacity", "toValue": 0, "timingFunction": [0.1, -0.5, 0.9, 1.5]}}
            """#)
        let names: [String: CAMediaTimingFunctionName] = [
            "a": .linear, "b": .easeIn, "c": .easeInEaseOut, "d": .default,
        ]
        for (key, name) in names {
            XCTAssertEqual(layer.animation(forKey: key)?.timingFunction, CAMediaTimingFunction(name: name), key)
        }
        XCTAssertEqual(
            layer.animation(forKey: "e")?.timingFunction, CAMediaTimingFunction(controlPoints: 0.1, -0.5, 0.9, 1.5))
    }

    func testRepeatCountInfinityRepeatsForever() throws {
        let layer = try decodeAnimations(
            #"{"spin": {"keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 1, "duration": 1, "repeatCount": "infinity"}}"#
        )
        XCTAssertEqual(layer.animation(forKey: "spin")?.repeatCount, .infinity)
        XCTAssertEqual(
            layer.presentation(at: 1000.5)!.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0.5, accuracy: 1e-9)
    }

    func testPresentationMatchesTheSameAnimationAddedInCode() throws {
        let decoded = try decodeAnimations(
            #"{"move": {"keyPath": "position", "fromValue": [0, 0], "toValue": [100, 40], "duration": 2, "beginTime": 0.5, "timingFunction": "easeInEaseOut"}}"#
        )
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 40)
        move.duration = 2
        move.beginTime = 0.5
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        try layer.addAnimation(move, forKey: "move", startsNow: false)
        for time in [0, 0.5, 0.9, 1.5, 2.4, 3] {
            XCTAssertEqual(
                decoded.presentation(at: time)!.position, layer.presentation(at: time)!.position, "t = \(time)")
        }
    }

    // MARK: Keyframe

    func testKeyframeValuesKeyTimesTimingFunctionsAndMode() throws {
        let layer = try decodeAnimations(
            #"""
            {"bounce": {"type": "keyframe", "keyPath": "position.y", "values": [0, 240, 180, 240],
                        "keyTimes": [0, 0.5, 0.75, 1], "timingFunctions": ["easeIn", "easeOut", "easeIn"],
                        "calculationMode": "cubic", "duration": 2}}
            """#)
        let animation = try XCTUnwrap(layer.animation(forKey: "bounce") as? CAKeyframeAnimation)
        XCTAssertEqual(
            animation.values?.compactMap { $0 as? AnimatableValue },
            [.number(0), .number(240), .number(180), .number(240)])
        XCTAssertEqual(animation.keyTimes?.map(\.doubleValue), [0, 0.5, 0.75, 1])
        XCTAssertEqual(
            animation.timingFunctions,
            [
                CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut),
                CAMediaTimingFunction(name: .easeIn),
            ])
        XCTAssertEqual(animation.calculationMode, .cubic)
        XCTAssertEqual(layer.presentation(at: 1)!.position.y, 240, accuracy: 1e-9)
    }

    func testEveryCalculationModeName() throws {
        for mode in ["linear", "discrete", "paced", "cubic", "cubicPaced"] {
            let layer = try decodeAnimations(
                #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": ""# + mode
                    + #""}}"#)
            XCTAssertEqual((layer.animation(forKey: "k") as? CAKeyframeAnimation)?.calculationMode.rawValue, mode)
        }
    }

    func testDiscreteKeyTimesMayEndTheLastValue() throws {
        let layer = try decodeAnimations(
            #"{"k": {"type": "keyframe", "keyPath": "position.x", "values": [10, 20], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "duration": 1}}"#
        )
        XCTAssertEqual(layer.presentation(at: 0.75)!.position.x, 20)
    }

    func testKeyframeValuesAreTypedToo() throws {
        let layer = try decodeAnimations(
            ##"{"k": {"type": "keyframe", "keyPath": "borderColor", "values": ["#ff0000", [0, 1, 0, 1]]}}"##)
        let values = (layer.animation(forKey: "k") as? CAKeyframeAnimation)?.values?.compactMap {
            $0 as? AnimatableValue
        }
        XCTAssertEqual(
            values,
            [
                .color(CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
                .color(CGColor(red: 0, green: 1, blue: 0, alpha: 1)),
            ])
    }

    func testKeyframePathsInEveryForm() throws {
        let layer = try decodeAnimations(
            #"""
            {"svg": {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0 L 100 50", "rotationMode": "auto"},
             "rect": {"type": "keyframe", "keyPath": "position", "path": {"rect": [0, 0, 10, 20]}, "rotationMode": "autoReverse"},
             "ellipse": {"type": "keyframe", "keyPath": "position", "path": {"ellipse": [0, 0, 10, 20]}},
             "rounded": {"type": "keyframe", "keyPath": "position", "path": {"roundedRect": [0, 0, 10, 20], "radius": 3}}}
            """#)
        func keyframes(_ key: String) -> CAKeyframeAnimation? { layer.animation(forKey: key) as? CAKeyframeAnimation }
        XCTAssertEqual(keyframes("svg")?.path, try CGPath(svgPathData: "M 0 0 L 100 0 L 100 50"))
        XCTAssertEqual(keyframes("svg")?.rotationMode, .rotateAuto)
        XCTAssertEqual(keyframes("rect")?.path, CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)))
        XCTAssertEqual(keyframes("rect")?.rotationMode, .rotateAutoReverse)
        XCTAssertEqual(keyframes("ellipse")?.path, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)))
        XCTAssertEqual(
            keyframes("rounded")?.path,
            CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 20), cornerWidth: 3, cornerHeight: 3))
    }

    func testPathKeyTimesCountTheSegmentEnds() throws {
        // Two segments: three key times. The first segment takes 0.8 of the time.
        let layer = try decodeAnimations(
            #"{"k": {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0 L 100 50", "keyTimes": [0, 0.8, 1], "duration": 1}}"#
        )
        XCTAssertEqual(layer.presentation(at: 0.4)!.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(at: 0.9)!.position.y, 25, accuracy: 1e-9)
    }

    // MARK: Spring

    func testSpringKeysAndItsSettlingDuration() throws {
        let layer = try decodeAnimations(
            #"""
            {"pop": {"type": "spring", "keyPath": "transform.scale", "fromValue": 0.5, "toValue": 1,
                     "mass": 2, "stiffness": 300, "damping": 12, "initialVelocity": 4}}
            """#)
        let spring = try XCTUnwrap(layer.animation(forKey: "pop") as? CASpringAnimation)
        XCTAssertEqual(spring.mass, 2)
        XCTAssertEqual(spring.stiffness, 300)
        XCTAssertEqual(spring.damping, 12)
        XCTAssertEqual(spring.initialVelocity, 4)
        XCTAssertEqual(spring.duration, 0, "0 means the settling duration")
        let motion = SpringMotion(mass: 2, stiffness: 300, damping: 12, initialVelocity: 4)
        XCTAssertEqual(spring.settlingDuration, motion.settlingDuration)
        let scale = layer.presentation(at: 0.1)!.value(forKeyPath: "transform.scale.x") as! CGFloat
        XCTAssertEqual(Double(scale), 0.5 + 0.5 * motion.fraction(at: 0.1), accuracy: 1e-9)
        // Still running just before it settles, as its duration is the settling time.
        XCTAssertEqual(layer.animation(forKey: "pop")?.timingModel().duration, motion.settlingDuration)
    }

    // MARK: Group

    func testGroupChildrenDecodeRecursively() throws {
        let layer = try decodeAnimations(
            #"""
            {"g": {"type": "group", "duration": 2, "animations": [
                {"keyPath": "position.x", "fromValue": 0, "toValue": 100},
                {"type": "keyframe", "keyPath": "opacity", "values": [1, 0], "beginTime": 1, "duration": 1},
                {"type": "group", "animations": [{"type": "spring", "keyPath": "position.y", "toValue": 0}]}
            ]}}
            """#)
        let group = try XCTUnwrap(layer.animation(forKey: "g") as? CAAnimationGroup)
        let children = try XCTUnwrap(group.animations)
        XCTAssertEqual(children.count, 3)
        XCTAssertTrue(children[0] is CABasicAnimation)
        XCTAssertTrue(children[1] is CAKeyframeAnimation)
        XCTAssertTrue(((children[2] as? CAAnimationGroup)?.animations?.first) is CASpringAnimation)
        // Children with duration 0 last as long as the group.
        XCTAssertEqual(layer.presentation(at: 1)!.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(layer.presentation(at: 1.5)!.opacity, 0.5, accuracy: 1e-6)
    }

    // MARK: Transition

    func testTransitionTypeAndSubtype() throws {
        let layer = try decodeAnimations(
            #"{"t": {"type": "transition", "transitionType": "push", "subtype": "fromLeft", "duration": 2}}"#)
        let transition = try XCTUnwrap(layer.animation(forKey: "t") as? CATransition)
        XCTAssertEqual(transition.type, .push)
        XCTAssertEqual(transition.subtype, .fromLeft)
        let running = try XCTUnwrap(layer.presentation(at: 0.5)!.presentationTransition)
        XCTAssertEqual(running.type, "push")
        XCTAssertEqual(running.subtype, "fromLeft")
        XCTAssertEqual(running.progress, 0.25, accuracy: 1e-12)
        // The type defaults to fade, and the subtype to none.
        let fade = try decodeAnimations(#"{"t": {"type": "transition"}}"#).animation(forKey: "t") as? CATransition
        XCTAssertEqual(fade?.type, .fade)
        XCTAssertNil(fade?.subtype)
    }

    // MARK: Value functions (LayerKit's addition to the format)

    func testValueFunctionAnimatesNumbersIntoTransforms() throws {
        let layer = try decodeAnimations(
            #"""
            {"spin": {"keyPath": "transform", "valueFunction": "rotateZ", "fromValue": 0, "toValue": 6.283185307179586, "duration": 1},
             "grow": {"keyPath": "sublayerTransform", "valueFunction": "scale", "fromValue": [1, 1, 1], "toValue": [3, 2, 1], "duration": 1}}
            """#)
        XCTAssertEqual((layer.animation(forKey: "spin") as? CAPropertyAnimation)?.valueFunction?.name, .rotateZ)
        let presented = layer.presentation(at: 0.5)!
        let half = CATransform3DMakeRotation(.pi, 0, 0, 1)
        for (a, b) in zip(presented.transform.fields, half.fields) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(presented.sublayerTransform, CATransform3DMakeScale(2, 1.5, 1))
    }

    // MARK: Order and layer timing

    func testAnimationsAreAddedInSortedKeyOrder() throws {
        // JSON objects are unordered, so keys sort; both set position.x and the later key shows.
        let layer = try decodeAnimations(
            #"""
            {"2-last": {"keyPath": "position.x", "fromValue": 0, "toValue": 0, "duration": 1},
             "1-first": {"keyPath": "position.x", "fromValue": 70, "toValue": 70, "duration": 1},
             "3-fade": {"keyPath": "opacity", "toValue": 0, "duration": 1}}
            """#)
        XCTAssertEqual(layer.animationKeys(), ["1-first", "2-last", "3-fade"])
        XCTAssertEqual(layer.presentation(at: 0.5)!.position.x, 0)
    }

    func testLayerTimingShiftsItsAnimations() throws {
        let root = try decodeRoot(
            #"""
            {"sublayers": [{"speed": 0.5, "timeOffset": 1, "beginTime": 2,
                            "animations": {"x": {"keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 4}}}]}
            """#)
        let layer = try XCTUnwrap(root.sublayers?.first)
        XCTAssertEqual(layer.speed, 0.5)
        XCTAssertEqual(layer.timeOffset, 1)
        XCTAssertEqual(layer.beginTime, 2)
        // Scene time 4 is local time (4 − 2) · 0.5 + 1 = 2: half-way.
        XCTAssertEqual(root.presentation(at: 4)!.sublayers![0].position.x, 50, accuracy: 1e-9)
    }

    func testAnimationsOnSeveralLayersOfOneTree() throws {
        let root = try decodeRoot(
            #"""
            {"animations": {"r": {"keyPath": "opacity", "toValue": 0, "duration": 1}},
             "sublayers": [{"animations": {"s": {"keyPath": "position.y", "toValue": 10, "duration": 1}}}]}
            """#)
        XCTAssertEqual(root.animationKeys(), ["r"])
        XCTAssertEqual(root.sublayers?.first?.animationKeys(), ["s"])
    }
}

/// The example scenes exercise the whole animation vocabulary; keep it that way.
final class SceneAnimationFixtureTests: XCTestCase {
    private static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scenes")

    func testFixturesDecodeAndUseEveryAnimationKeyAndType() throws {
        let names =
            ["animated.json"]
            + ["basic", "keyframe-values", "keyframe-path", "spring", "group", "transition"]
            .map { "animations/\($0).json" }
        var keys: Set<String> = [], types: Set<String> = []
        func collect(animation: JSONValue) {
            guard case .object(let object) = animation else { return }
            keys.formUnion(object.keys)
            if case .string(let type) = object["type"] { types.insert(type) }
            if case .array(let children) = object["animations"] { children.forEach(collect(animation:)) }
        }
        func collect(layer: JSONValue) {
            guard case .object(let object) = layer else { return }
            if case .object(let animations) = object["animations"] { animations.values.forEach(collect(animation:)) }
            if case .array(let children) = object["sublayers"] { children.forEach(collect(layer:)) }
        }
        for name in names {
            let url = Self.scenes.appendingPathComponent(name)
            XCTAssertNoThrow(try SceneDecoder().decode(contentsOf: url), name)
            guard case .object(let document) = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url)),
                let root = document["root"]
            else { return XCTFail("\(name) has no root") }
            collect(layer: root)
        }
        XCTAssertEqual(SceneAnimationKeys.all.subtracting(keys), [])
        XCTAssertEqual(Set(SceneAnimationKeys.Kind.allCases.map(\.rawValue)).subtracting(types), [])
    }
}
