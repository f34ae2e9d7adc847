import Foundation

/// Readers for the values inside animations: values typed by the animated
/// property, timing functions, key times, repeat counts and named choices.
extension SceneDecoder {
    /// A `fromValue`, `toValue`, `byValue` or keyframe value, read as the kind of the
    /// animated property: `"#ff0000"` on `backgroundColor` is a color, `[1, 2]` on
    /// `position` a point, and with a value function a number (or `[x, y, z]` for
    /// `scale` and `translate`).
    func animationValue(_ value: JSONValue, for target: AnimationTarget, at path: JSONPath) throws
        -> AnimatableValue
    {
        if target.valueFunction != nil {
            if case .array = value {
                let elements = try array(value, at: path)
                return .numbers(try elements.enumerated().map { Double(try number($1, at: path.index($0))) })
            }
            guard case .number = value else {
                throw SceneError(
                    path, "expected a number or a list of numbers for the value function, got \(value.kindDescription)")
            }
            return .number(Double(try number(value, at: path)))
        }
        switch target.sample {
        case .number: return .number(Double(try number(value, at: path)))
        case .point: return .point(try point(value, at: path))
        case .size: return .size(try size(value, at: path))
        case .rect: return .rect(try rect(value, at: path))
        case .color: return .color(try color(value, at: path))
        case .transform: return .transform(try transform(value, at: path))
        case .path: return .path(try self.path(value, at: path))
        case .bool: return .bool(try bool(value, at: path))
        case .numbers(let sample):
            let n = try numbers(value, count: sample.count, shape: "a list", at: path)
            return .numbers(n.map(Double.init))
        case .colors(let sample):
            let elements = try array(value, at: path, expected: "a list of colors")
            guard elements.count == sample.count else {
                throw SceneError(path, "expected a list of \(sample.count) colors, got \(elements.count)")
            }
            return .colors(try elements.enumerated().map { try color($1, at: path.index($0)) })
        }
    }

    /// A predefined curve's name, or `[c1x, c1y, c2x, c2y]` with both x from 0 to 1.
    func timingFunction(_ value: JSONValue, at path: JSONPath) throws -> CAMediaTimingFunction {
        switch value {
        case .string(let name):
            guard let known = SceneAnimationKeys.timingFunctionNames.first(where: { $0.rawValue == name }) else {
                let names = SceneAnimationKeys.timingFunctionNames.map(\.rawValue).joined(separator: ", ")
                throw SceneError(
                    path, "unknown timing function '\(name)'; expected one of \(names), or [c1x, c1y, c2x, c2y]")
            }
            return CAMediaTimingFunction(name: known)
        case .array:
            let p = try numbers(value, count: 4, shape: "a timing function [c1x, c1y, c2x, c2y]", at: path)
            for index in [0, 2] where !(0...1).contains(p[index]) {
                throw SceneError(
                    path.index(index), "expected a control point x from 0 to 1, got \(Self.format(p[index]))")
            }
            return CAMediaTimingFunction(controlPoints: Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        default:
            throw SceneError(
                path, "expected a timing function (a name or [c1x, c1y, c2x, c2y]), got \(value.kindDescription)")
        }
    }

    /// Times from 0 to 1 that never decrease.
    /// A keyframe animation's `timingFunctions`, one per segment.
    func timingFunctionList(_ value: JSONValue, at path: JSONPath) throws -> [CAMediaTimingFunction] {
        let elements = try array(value, at: path, expected: "a list of timing functions")
        return try elements.enumerated().map { index, element in try timingFunction(element, at: path.index(index)) }
    }

    func keyTimes(_ value: JSONValue, at path: JSONPath) throws -> [NSNumber] {
        let elements = try array(value, at: path, expected: "a list of key times")
        var times: [CGFloat] = []
        for (index, element) in elements.enumerated() {
            let time = try number(element, at: path.index(index))
            guard (0...1).contains(time) else {
                throw SceneError(path.index(index), "expected a key time from 0 to 1, got \(Self.format(time))")
            }
            if let previous = times.last, time < previous {
                throw SceneError(
                    path.index(index),
                    "key times must not decrease: \(Self.format(time)) comes after \(Self.format(previous))")
            }
            times.append(time)
        }
        return times.map { NSNumber(value: Double($0)) }
    }

    /// A number ≥ 0, or `"infinity"` to repeat forever (Core Animation's `HUGE_VALF`).
    func repeatCount(_ value: JSONValue, at path: JSONPath) throws -> Float {
        if case .string(let text) = value {
            guard text == "infinity" else {
                throw SceneError(path, "expected a non-negative number or \"infinity\", got \"\(text)\"")
            }
            return .infinity
        }
        return try floatNumber(nonNegativeNumber(value, at: path), at: path)
    }

    /// A finite number that also fits a `Float` (Core Animation's `speed` and `repeatCount` are floats).
    func floatNumber(_ value: JSONValue, at path: JSONPath) throws -> Float {
        try floatNumber(number(value, at: path), at: path)
    }

    private func floatNumber(_ number: CGFloat, at path: JSONPath) throws -> Float {
        guard Float(number).isFinite else {
            throw SceneError(path, "expected a number within the range of a Float, got \(Self.format(number))")
        }
        return Float(number)
    }

    /// One of `choices`, by its raw value; `what` names the kind in the message.
    func choice<Choice: RawRepresentable>(
        _ value: JSONValue, at path: JSONPath, what: String, from choices: [Choice]
    ) throws -> Choice where Choice.RawValue == String {
        let name = try string(value, at: path)
        guard let match = choices.first(where: { $0.rawValue == name }) else {
            let names = choices.map(\.rawValue).joined(separator: ", ")
            throw SceneError(path, "unknown \(what) '\(name)'; expected one of \(names)")
        }
        return match
    }
}
