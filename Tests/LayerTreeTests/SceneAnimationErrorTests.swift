import Foundation
import XCTest

@testable import LayerTree

/// Malformed animations fail with one exact, one-line message at the right JSON path.
final class SceneAnimationErrorTests: XCTestCase {
    /// The error a scene whose root layer is `root` fails with, as printed.
    private func message(root: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try SceneDecoder().decode(Data((#"{"size": [100, 100], "root": "# + root + "}").utf8))
            XCTFail("decoded without an error", file: file, line: line)
            return nil
        } catch let error as SceneError {
            XCTAssertFalse(error.description.contains("\n"), "not one line: \(error)", file: file, line: line)
            return error.description
        } catch {
            XCTFail("not a SceneError: \(error)", file: file, line: line)
            return nil
        }
    }

    /// The error for a root layer with these `animations`.
    private func message(animations: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        message(root: #"{"animations": "# + animations + "}", file: file, line: line)
    }

    // MARK: Key paths

    func testUnknownPropertyInKeyPath() {
        XCTAssertEqual(
            message(
                root: #"{"sublayers": [{"animations": {"spin": {"keyPath": "transform.rotaton", "toValue": 1}}}, {}]}"#),
            "root.sublayers[0].animations.spin.keyPath: 'transform' is a transform and has no field 'rotaton'")
        XCTAssertEqual(
            message(root: #"{"sublayers": [{"animations": {"spin": {"keyPath": "rotaton", "toValue": 1}}}]}"#),
            "root.sublayers[0].animations.spin.keyPath: CALayer has no animatable property 'rotaton'")
        XCTAssertEqual(
            message(animations: #"{"p": {"keyPath": "position.z", "toValue": 1}}"#),
            "root.animations.p.keyPath: 'position' is a point and has no field 'z'")
        XCTAssertEqual(
            message(animations: #"{"p": {"keyPath": 3}}"#), "root.animations.p.keyPath: expected a string, got a number"
        )
    }

    func testMissingKeyPath() {
        XCTAssertEqual(
            message(animations: #"{"wobble": {"toValue": 1}}"#),
            "root.animations.wobble: missing key 'keyPath', and the animation's key 'wobble' is not an animatable key path: CALayer has no animatable property 'wobble'"
        )
        XCTAssertEqual(
            message(animations: #"{"g": {"type": "group", "animations": [{"keyPath": "opacity"}, {"toValue": 1}]}}"#),
            "root.animations.g.animations[1]: missing required key 'keyPath'")
    }

    // MARK: Values

    func testValuesOfTheWrongKind() {
        XCTAssertEqual(
            message(animations: #"{"move": {"keyPath": "position", "toValue": 5}}"#),
            "root.animations.move.toValue: expected a point [x, y], got a number")
        XCTAssertEqual(
            message(animations: #"{"move": {"keyPath": "position", "fromValue": [1, 2, 3]}}"#),
            "root.animations.move.fromValue: expected a point [x, y] of 2 numbers, got 3")
        XCTAssertEqual(
            message(animations: #"{"c": {"keyPath": "backgroundColor", "fromValue": "red"}}"#),
            ##"root.animations.c.fromValue: expected a color "#RRGGBB" or "#RRGGBBAA", got "red""##)
        XCTAssertEqual(
            message(animations: #"{"x": {"keyPath": "position.x", "byValue": [1, 2]}}"#),
            "root.animations.x.byValue: expected a number, got an array")
        XCTAssertEqual(
            message(animations: #"{"t": {"keyPath": "transform", "toValue": [{"spin": 1}]}}"#),
            "root.animations.t.toValue[0]: unknown transform step 'spin'")
        XCTAssertEqual(
            message(animations: #"{"h": {"keyPath": "hidden", "toValue": 1}}"#),
            "root.animations.h.toValue: expected a boolean, got a number")
        XCTAssertEqual(
            message(
                animations: #"{"k": {"type": "keyframe", "keyPath": "bounds", "values": [[0, 0, 1, 1], [0, 0, 1]]}}"#),
            "root.animations.k.values[1]: expected a rect [x, y, w, h] of 4 numbers, got 3")
    }

    // MARK: Keys

    func testUnknownKey() {
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "fromvalue": 0}}"#),
            "root.animations.a: unknown key 'fromvalue'")
        XCTAssertEqual(
            message(animations: #"{"a": {"type": "group", "animations": [{"keyPath": "opacity", "tovalue": 0}]}}"#),
            "root.animations.a.animations[0]: unknown key 'tovalue'")
    }

    func testKeysOfAnotherTypeSaySo() {
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "values": [0, 1]}}"#),
            "root.animations.a: 'values' is not a key of basic animations; it belongs to keyframe animations")
        XCTAssertEqual(
            message(animations: #"{"a": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "toValue": 1}}"#),
            "root.animations.a: 'toValue' is not a key of keyframe animations; it belongs to basic animations and spring animations"
        )
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "damping": 3}}"#),
            "root.animations.a: 'damping' is not a key of basic animations; it belongs to spring animations")
        XCTAssertEqual(
            message(animations: #"{"g": {"type": "group", "keyPath": "opacity"}}"#),
            "root.animations.g: 'keyPath' is not a key of group animations; it belongs to basic animations, keyframe animations and spring animations"
        )
        XCTAssertEqual(
            message(
                animations: #"{"t": {"type": "transition", "subtype": "fromLeft", "duration": 1, "animations": []}}"#),
            "root.animations.t: 'animations' is not a key of transition animations; it belongs to group animations")
    }

    func testUnknownTypeAndNames() {
        XCTAssertEqual(
            message(animations: #"{"a": {"type": "tween"}}"#),
            "root.animations.a.type: unknown animation type 'tween'; expected one of basic, keyframe, spring, group, transition"
        )
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "fillMode": "forward"}}"#),
            "root.animations.a.fillMode: unknown fill mode 'forward'; expected one of removed, forwards, backwards, both"
        )
        XCTAssertEqual(
            message(
                animations:
                    #"{"a": {"type": "keyframe", "keyPath": "opacity", "values": [0], "calculationMode": "spline"}}"#),
            "root.animations.a.calculationMode: unknown calculation mode 'spline'; expected one of linear, discrete, paced, cubic, cubicPaced"
        )
        XCTAssertEqual(
            message(
                animations:
                    #"{"a": {"type": "keyframe", "keyPath": "position", "path": "M0 0 L1 1", "rotationMode": "rotateAuto"}}"#
            ),
            "root.animations.a.rotationMode: unknown rotation mode 'rotateAuto'; expected one of auto, autoReverse")
        XCTAssertEqual(
            message(animations: #"{"a": {"type": "transition", "transitionType": "cube"}}"#),
            "root.animations.a.transitionType: unknown transition type 'cube'; expected one of fade, moveIn, push, reveal"
        )
        XCTAssertEqual(
            message(animations: #"{"a": {"type": "transition", "subtype": "left"}}"#),
            "root.animations.a.subtype: unknown transition subtype 'left'; expected one of fromLeft, fromRight, fromTop, fromBottom"
        )
    }

    // MARK: Timing

    func testBadTimingFunctions() {
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "timingFunction": "easeInOut"}}"#),
            "root.animations.a.timingFunction: unknown timing function 'easeInOut'; expected one of linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y]"
        )
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "timingFunction": [0.5, 0, 1.5, 1]}}"#),
            "root.animations.a.timingFunction[2]: expected a control point x from 0 to 1, got 1.5")
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "timingFunction": [0.5, 0, 1]}}"#),
            "root.animations.a.timingFunction: expected a timing function [c1x, c1y, c2x, c2y] of 4 numbers, got 3")
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "timingFunction": 1}}"#),
            "root.animations.a.timingFunction: expected a timing function (a name or [c1x, c1y, c2x, c2y]), got a number"
        )
        XCTAssertEqual(
            message(
                animations:
                    #"{"a": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "timingFunctions": ["linear", "bounce"]}}"#
            ),
            "root.animations.a.timingFunctions[1]: unknown timing function 'bounce'; expected one of linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y]"
        )
    }

    func testBadTimingNumbers() {
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "duration": -1}}"#),
            "root.animations.a.duration: expected a non-negative number, got -1")
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "repeatCount": "forever"}}"#),
            #"root.animations.a.repeatCount: expected a non-negative number or "infinity", got "forever""#)
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "speed": 1e300}}"#),
            "root.animations.a.speed: expected a number within the range of a Float, got 1e+300")
        XCTAssertEqual(
            message(animations: #"{"a": {"keyPath": "opacity", "autoreverses": "yes"}}"#),
            "root.animations.a.autoreverses: expected a boolean, got a string")
        XCTAssertEqual(message(root: #"{"speed": "fast"}"#), "root.speed: expected a number, got a string")
        XCTAssertEqual(message(root: #"{"beginTime": null}"#), "root.beginTime: expected a number, got null")
    }

    // MARK: Keyframes

    func testKeyTimesMustMatchTheValues() {
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]}}"#),
            "root.animations.k.keyTimes: expected 3 key times (one per value), got 2")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0], "calculationMode": "discrete"}}"#
            ),
            "root.animations.k.keyTimes: expected 2 or 3 key times (one per value, or one more to end the last), got 1")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 10 0 L 10 10", "keyTimes": [0, 1]}}"#
            ),
            "root.animations.k.keyTimes: expected 3 key times (the path's start and the end of each of its 2 segments), got 2"
        )
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "timingFunctions": ["easeIn"]}}"#
            ),
            "root.animations.k.timingFunctions: expected 2 timing functions (one per segment between keyframes), got 1")
    }

    func testKeyTimesMustNotDecreaseNorLeaveZeroToOne() {
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.6, 0.4]}}"#
            ),
            "root.animations.k.keyTimes[2]: key times must not decrease: 0.4 comes after 0.6")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1.5]}}"#),
            "root.animations.k.keyTimes[1]: expected a key time from 0 to 1, got 1.5")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [-0.1, 1]}}"#),
            "root.animations.k.keyTimes[0]: expected a key time from 0 to 1, got -0.1")
    }

    func testKeyframeNeedsSomethingToFollow() {
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "opacity"}}"#),
            "root.animations.k: a keyframe animation needs 'values' or 'path'")
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "opacity", "values": []}}"#),
            "root.animations.k.values: expected at least one value, got an empty list")
    }

    func testKeyframePathErrors() {
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "opacity", "path": "M 0 0 L 1 1"}}"#),
            "root.animations.k.path: a keyframe path animates points, but 'opacity' is a number")
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 1"}}"#),
            "root.animations.k.path: invalid SVG path data: command L needs 2 numbers at offset 9")
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "position", "path": "M 5 5"}}"#),
            "root.animations.k.path: expected a path with at least one line or curve to follow")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "position", "path": {"roundedRect": [0, 0, 9, 9]}}}"#),
            "root.animations.k.path: missing required key 'radius' for roundedRect")
        XCTAssertEqual(
            message(
                animations: #"{"k": {"type": "keyframe", "keyPath": "position", "path": {"circle": [0, 0, 9, 9]}}}"#),
            "root.animations.k.path: unknown key 'circle'")
        XCTAssertEqual(
            message(
                animations:
                    #"{"k": {"type": "keyframe", "keyPath": "position", "path": {"rect": [0, 0, 9, 9], "ellipse": [0, 0, 1, 1]}}}"#
            ),
            "root.animations.k.path: expected a path object with exactly one of rect, ellipse, roundedRect, got rect, ellipse"
        )
        XCTAssertEqual(
            message(animations: #"{"k": {"type": "keyframe", "keyPath": "position", "path": 4}}"#),
            #"root.animations.k.path: expected a path (SVG path data, {"rect"}, {"ellipse"} or {"roundedRect"}), got a number"#
        )
    }

    // MARK: Springs, groups, value functions

    func testSpringParameters() {
        XCTAssertEqual(
            message(animations: #"{"s": {"type": "spring", "keyPath": "opacity", "mass": 0}}"#),
            "root.animations.s.mass: expected a positive number, got 0")
        XCTAssertEqual(
            message(animations: #"{"s": {"type": "spring", "keyPath": "opacity", "damping": -1}}"#),
            "root.animations.s.damping: expected a non-negative number, got -1")
    }

    func testGroupChildrenNameTheirPaths() {
        XCTAssertEqual(
            message(
                animations: #"{"g": {"type": "group", "animations": [{"keyPath": "opacity"}, {"keyPath": "opacty"}]}}"#),
            "root.animations.g.animations[1].keyPath: CALayer has no animatable property 'opacty'")
        XCTAssertEqual(
            message(
                animations:
                    #"{"g": {"type": "group", "animations": [{"type": "group", "animations": [{"keyPath": "position", "toValue": "here"}]}]}}"#
            ),
            "root.animations.g.animations[0].animations[0].toValue: expected a point [x, y], got a string")
        XCTAssertEqual(
            message(animations: #"{"g": {"type": "group", "animations": {}}}"#),
            "root.animations.g.animations: expected a list of animations, got an object")
        XCTAssertEqual(
            message(animations: #"{"g": {"type": "group", "animations": [3]}}"#),
            "root.animations.g.animations[0]: expected an animation (an object), got a number")
    }

    func testValueFunctionErrors() {
        XCTAssertEqual(
            message(animations: #"{"v": {"keyPath": "opacity", "valueFunction": "rotateZ"}}"#),
            "root.animations.v.valueFunction: a value function makes transforms, but 'opacity' is a number")
        XCTAssertEqual(
            message(animations: #"{"v": {"keyPath": "transform", "valueFunction": "spin"}}"#),
            "root.animations.v.valueFunction: unknown value function 'spin'; expected one of rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ"
        )
        XCTAssertEqual(
            message(animations: #"{"v": {"keyPath": "transform", "valueFunction": "rotateZ", "toValue": "half"}}"#),
            "root.animations.v.toValue: expected a number or a list of numbers for the value function, got a string")
    }

    func testAnimationsMustBeAnObjectOfObjects() {
        XCTAssertEqual(
            message(root: #"{"animations": [{"keyPath": "opacity"}]}"#),
            "root.animations: expected an object of animations by key, got an array")
        XCTAssertEqual(
            message(animations: #"{"a": "opacity"}"#),
            "root.animations.a: expected an animation (an object), got a string")
    }

    func testErrorsFollowSortedKeyOrder() {
        // Both animations are wrong; the first key in sorted order is reported, wherever it is written.
        XCTAssertEqual(
            message(animations: #"{"z": {"keyPath": "nope"}, "a": {"keyPath": "nada"}}"#),
            "root.animations.a.keyPath: CALayer has no animatable property 'nada'")
    }
}
