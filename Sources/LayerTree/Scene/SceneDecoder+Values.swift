import Foundation

/// Readers for the scene format's value types: numbers, points, rects, colors, transforms.
///
/// Each reader checks the JSON type, the array length and the range, and throws
/// a ``SceneError`` at the value's path (or the offending element's path).
extension SceneDecoder {
    // MARK: Scalars

    /// Any finite number; JSON cannot write infinity, but `1e999` overflows to it.
    func number(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        guard case .number(let number) = value else {
            throw SceneError(path, "expected a number, got \(value.kindDescription)")
        }
        guard number.isFinite else {
            throw SceneError(path, "expected a finite number, got \(number)")
        }
        return CGFloat(number)
    }

    /// A number from 0 to 1.
    func unitNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try self.number(value, at: path)
        guard (0...1).contains(number) else {
            throw SceneError(path, "expected a number from 0 to 1, got \(Self.format(number))")
        }
        return number
    }

    /// A number ≥ 0.
    func nonNegativeNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try self.number(value, at: path)
        guard number >= 0 else {
            throw SceneError(path, "expected a non-negative number, got \(Self.format(number))")
        }
        return number
    }

    /// A number > 0.
    func positiveNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try self.number(value, at: path)
        guard number > 0 else {
            throw SceneError(path, "expected a positive number, got \(Self.format(number))")
        }
        return number
    }

    /// A number in `range`, one of the ranges that keep pixel work finite (``DrawingLimits``).
    func number(_ value: JSONValue, in range: ClosedRange<CGFloat>, at path: JSONPath) throws -> CGFloat {
        let number = try self.number(value, at: path)
        guard range.contains(number) else {
            throw SceneError(
                path,
                "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(Self.format(number))"
            )
        }
        return number
    }

    /// A coordinate in points, within the world bound (``DrawingLimits/worldBound``).
    func worldNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try self.number(value, at: path)
        guard abs(number) <= DrawingLimits.worldBound else {
            throw SceneError(
                path, "expected a number within ±1e9 (the world bound, in points), got \(Self.format(number))")
        }
        return number
    }

    /// `[x, y]`, each within the world bound.
    func worldPoint(_ value: JSONValue, at path: JSONPath) throws -> CGPoint {
        let point = try self.point(value, at: path)
        _ = try worldNumbers(value, at: path)
        return point
    }

    /// `[w, h]`, each within the world bound.
    func worldSize(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        let size = try self.size(value, at: path)
        _ = try worldNumbers(value, at: path)
        return size
    }

    /// `[x, y, w, h]`, each within the world bound.
    func worldRect(_ value: JSONValue, at path: JSONPath) throws -> CGRect {
        let rect = try self.rect(value, at: path)
        _ = try worldNumbers(value, at: path)
        return rect
    }

    /// Each element of an array already read as numbers, checked against the world bound at its own path.
    private func worldNumbers(_ value: JSONValue, at path: JSONPath) throws -> [CGFloat] {
        try array(value, at: path).enumerated().map { try worldNumber($1, at: path.index($0)) }
    }

    /// `true` or `false`.
    func bool(_ value: JSONValue, at path: JSONPath) throws -> Bool {
        guard case .bool(let bool) = value else {
            throw SceneError(path, "expected a boolean, got \(value.kindDescription)")
        }
        return bool
    }

    /// A string.
    func string(_ value: JSONValue, at path: JSONPath) throws -> String {
        guard case .string(let string) = value else {
            throw SceneError(path, "expected a string, got \(value.kindDescription)")
        }
        return string
    }

    /// An array.
    func array(_ value: JSONValue, at path: JSONPath, expected: String = "an array") throws -> [JSONValue] {
        guard case .array(let array) = value else {
            throw SceneError(path, "expected \(expected), got \(value.kindDescription)")
        }
        return array
    }

    /// An object.
    func object(_ value: JSONValue, at path: JSONPath, expected: String = "an object") throws
        -> [String: JSONValue]
    {
        guard case .object(let object) = value else {
            throw SceneError(path, "expected \(expected), got \(value.kindDescription)")
        }
        return object
    }

    /// An array of exactly `count` finite numbers; `shape` names it in messages, e.g. `a rect [x, y, w, h]`.
    func numbers(_ value: JSONValue, count: Int, shape: String, at path: JSONPath) throws -> [CGFloat] {
        let elements = try array(value, at: path, expected: shape)
        guard elements.count == count else {
            throw SceneError(path, "expected \(shape) of \(count) numbers, got \(elements.count)")
        }
        return try elements.enumerated().map { try number($1, at: path.index($0)) }
    }

    // MARK: Geometry

    /// `[x, y]`.
    func point(_ value: JSONValue, at path: JSONPath) throws -> CGPoint {
        let n = try numbers(value, count: 2, shape: "a point [x, y]", at: path)
        return CGPoint(x: n[0], y: n[1])
    }

    /// `[w, h]`.
    func size(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        let n = try numbers(value, count: 2, shape: "a size [w, h]", at: path)
        return CGSize(width: n[0], height: n[1])
    }

    /// `[x, y, w, h]`.
    func rect(_ value: JSONValue, at path: JSONPath) throws -> CGRect {
        let n = try numbers(value, count: 4, shape: "a rect [x, y, w, h]", at: path)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    // MARK: Colors

    /// `"#RRGGBB"`, `"#RRGGBBAA"` or `[r, g, b, a]` with components from 0 to 1 (sRGB, straight alpha).
    func color(_ value: JSONValue, at path: JSONPath) throws -> CGColor {
        switch value {
        case .string(let text):
            guard let color = Self.hexColor(text) else {
                throw SceneError(path, "expected a color \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"")
            }
            return color
        case .array:
            let shape = "a color [r, g, b, a]"
            let n = try numbers(value, count: 4, shape: shape, at: path)
            for (index, component) in n.enumerated() where !(0...1).contains(component) {
                throw SceneError(
                    path.index(index), "expected a color component from 0 to 1, got \(Self.format(component))")
            }
            return CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
        default:
            throw SceneError(
                path, "expected a color (\"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a]), got \(value.kindDescription)")
        }
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case; sRGB, straight alpha); `nil` for anything else.
    public static func hexColor(_ text: String) -> CGColor? {
        let digits = Array(text.utf8.dropFirst())
        guard text.first == "#", digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [CGFloat] = []
        for i in stride(from: 0, to: digits.count, by: 2) {
            // UInt8(_:radix:) would also accept a "+" sign, so check digits first.
            guard let high = hexDigit(digits[i]), let low = hexDigit(digits[i + 1]) else { return nil }
            bytes.append(CGFloat(high * 16 + low) / 255)
        }
        return CGColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexDigit(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    // MARK: Transforms

    /// The field names `m11` … `m44` in order.
    static let transformFields: [String] = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }

    /// 16 numbers in `m11 … m44` order, or a list of steps applied in order to a
    /// running transform that starts as the identity (scene-format.md).
    func transform(_ value: JSONValue, at path: JSONPath) throws -> CATransform3D {
        let shape = "a transform (16 numbers or a list of steps)"
        let elements = try array(value, at: path, expected: shape)
        // The first element tells the two forms apart; `[]` is an empty step list.
        if case .number = elements.first {
            let fields = try numbers(value, count: 16, shape: "a transform", at: path)
            return try withinWorld(CATransform3D(fields: fields)!, at: path)
        }
        var t = CATransform3DIdentity
        for (index, element) in elements.enumerated() {
            try applyStep(element, to: &t, at: path.index(index))
        }
        return try withinWorld(t, at: path)
    }

    /// `t` when each of its entries lies within the world bound (``DrawingLimits/worldBound``).
    private func withinWorld(_ t: CATransform3D, at path: JSONPath) throws -> CATransform3D {
        guard !DrawingLimits.isWithinWorld(t) else { return t }
        let entries = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ]
        let (index, entry) = entries.enumerated().first { !(abs($0.element) <= DrawingLimits.worldBound) }!
        throw SceneError(
            path,
            "expected a transform whose entries lie within ±1e9 (the world bound), got \(Self.transformFields[index]) = \(Self.format(entry))"
        )
    }

    /// Applies one step, exactly like the Core Animation statement it stands for.
    private func applyStep(_ value: JSONValue, to t: inout CATransform3D, at path: JSONPath) throws {
        let step = try object(value, at: path, expected: "a transform step (an object with one key)")
        guard step.count == 1, let (name, argument) = step.first else {
            let names = step.keys.sorted().joined(separator: ", ")
            throw SceneError(
                path,
                "expected a transform step with exactly one key, got \(step.count)"
                    + (names.isEmpty ? "" : " (\(names))"))
        }
        let here = path.key(name)
        switch name {
        case "translate":
            let v = try numbers(argument, count: 3, shape: "a translation [x, y, z]", at: here)
            t = CATransform3DTranslate(t, v[0], v[1], v[2])
        case "scale":
            let v = try numbers(argument, count: 3, shape: "a scale [x, y, z]", at: here)
            t = CATransform3DScale(t, v[0], v[1], v[2])
        case "rotate":
            let v = try numbers(argument, count: 4, shape: "a rotation [angle, x, y, z]", at: here)
            t = CATransform3DRotate(t, v[0], v[1], v[2], v[3])
        case "concat":
            t = CATransform3DConcat(t, try transform(argument, at: here))
        default:
            guard let field = Self.transformFields.firstIndex(of: name) else {
                throw SceneError(path, "unknown transform step '\(name)'")
            }
            t[field / 4 + 1, field % 4 + 1] = try number(argument, at: here)
        }
    }

    // MARK: Paths

    /// SVG path data (`"M 0 0 L 100 0 Z"`), or `{"rect": rect}`, `{"ellipse": rect}` or
    /// `{"roundedRect": rect, "radius": r}`.
    func path(_ value: JSONValue, at path: JSONPath) throws -> CGPath {
        switch value {
        case .string(let data):
            do {
                return try CGPath(svgPathData: data)
            } catch let error as PathSyntaxError {
                throw SceneError(path, "invalid SVG path data: \(error.message)")
            }
        case .object(let object):
            let shapes = ["rect", "ellipse", "roundedRect"]
            for key in object.keys.sorted() where !shapes.contains(key) && key != "radius" {
                throw SceneError(path, "unknown key '\(key)'")
            }
            let given = shapes.filter { object[$0] != nil }
            guard given.count == 1, let shape = given.first else {
                throw SceneError(
                    path,
                    "expected a path object with exactly one of rect, ellipse, roundedRect, got "
                        + (given.isEmpty ? "none" : given.joined(separator: ", ")))
            }
            let rect = try self.rect(object[shape]!, at: path.key(shape))
            if shape == "roundedRect" {
                guard let radiusValue = object["radius"] else {
                    throw SceneError(path, "missing required key 'radius' for roundedRect")
                }
                let radius = try nonNegativeNumber(radiusValue, at: path.key("radius"))
                return CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)
            }
            guard object["radius"] == nil else {
                throw SceneError(path, "'radius' belongs to roundedRect, not \(shape)")
            }
            return shape == "rect" ? CGPath(rect: rect) : CGPath(ellipseIn: rect)
        default:
            throw SceneError(
                path,
                "expected a path (SVG path data, {\"rect\"}, {\"ellipse\"} or {\"roundedRect\"}), got \(value.kindDescription)"
            )
        }
    }

    // MARK: Messages

    /// A number as a person would write it: `2`, not `2.0`.
    static func format(_ number: CGFloat) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    /// A size as `[w, h]`.
    static func format(_ size: CGSize) -> String { "[\(format(size.width)), \(format(size.height))]" }
}
