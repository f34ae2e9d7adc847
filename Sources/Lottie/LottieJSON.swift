import QuartzCore

/// A JSON value and where it is in the document, read with messages that name the path.
///
/// Every accessor throws a `SceneError` at this node's path, so a bad file gives one line
/// such as `layers[3].ks.p.k[2].s: expected 1 to 3 numbers, got a string`.
struct LottieJSON {
    let value: JSONValue
    let path: JSONPath

    /// The members of an object.
    func object() throws -> [String: JSONValue] {
        guard case .object(let members) = value else { throw error("expected an object, got \(value.kindDescription)") }
        return members
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    func member(_ key: String) throws -> LottieJSON? {
        guard let member = try object()[key], member != .null else { return nil }
        return LottieJSON(value: member, path: path.key(key))
    }

    /// The member `key`, which must be there.
    func required(_ key: String) throws -> LottieJSON {
        guard let member = try member(key) else { throw error("missing required key '\(key)'") }
        return member
    }

    /// The elements of an array.
    func array() throws -> [LottieJSON] {
        guard case .array(let elements) = value else { throw error("expected an array, got \(value.kindDescription)") }
        return elements.enumerated().map { LottieJSON(value: $1, path: path.index($0)) }
    }

    /// A finite number; bodymovin writes some flags as booleans, which read as 0 or 1.
    func number() throws -> Double {
        switch value {
        case .number(let number) where number.isFinite: return number
        case .bool(let flag): return flag ? 1 : 0
        default: throw error("expected a number, got \(value.kindDescription)")
        }
    }

    /// A whole number (a layer's index, its parent's): a fraction is cut off, as lottie-ios's
    /// decoder reads one; a number past ±2⁵³, where doubles stop being whole numbers one apart
    /// (and past Int's range they would trap), is an error.
    func integer() throws -> Int {
        let value = try number()
        guard abs(value) <= 9_007_199_254_740_992 else { throw error("expected an integer, got \(value)") }
        return Int(value)
    }

    /// A number, or the first element of an array of numbers (bodymovin writes `[100]` for 100).
    func scalar() throws -> Double {
        if case .array = value { return try numbers(count: 1...4, expected: "a number")[0] }
        return try number()
    }

    /// An array of numbers with a count in `count`; `expected` names it in the message.
    func numbers(count: ClosedRange<Int>, expected: String) throws -> [Double] {
        guard case .array(let elements) = value, count.contains(elements.count) else {
            throw error("expected \(expected), got \(describe(value))")
        }
        return try elements.enumerated().map { try LottieJSON(value: $1, path: path.index($0)).number() }
    }

    /// A string.
    func string() throws -> String {
        guard case .string(let text) = value else { throw error("expected a string, got \(value.kindDescription)") }
        return text
    }

    /// A flag written as a boolean or a number (`"h": 1`).
    func flag() throws -> Bool { try number() != 0 }

    /// An error at this node's path.
    func error(_ message: String) -> SceneError { SceneError(path, message) }

    private func describe(_ value: JSONValue) -> String {
        if case .array(let elements) = value { return "an array of \(elements.count)" }
        return value.kindDescription
    }
}

extension LottieJSON {
    /// The number at `key`, or `fallback` when it is absent.
    func number(_ key: String, default fallback: Double) throws -> Double {
        try member(key)?.number() ?? fallback
    }

    /// The string at `key`, or `nil` when it is absent.
    func string(_ key: String) throws -> String? { try member(key)?.string() }
}
