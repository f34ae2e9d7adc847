import Foundation

/// A parsed JSON value, decoded with Foundation's `JSONDecoder`.
///
/// Scene files are checked key by key with JSON paths in every message, which
/// `Codable` models cannot do well (they stop at the first mismatch with a
/// coding-path dump). So the decoder first reads the whole document into this
/// tree and validates it by hand.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: Data("[1, true]".utf8))
/// // .array([.number(1), .bool(true)])
/// ```
public enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`; never a number.
    case bool(Bool)
    /// Any JSON number; never a boolean.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object; JSON gives its keys no meaningful order.
    ///
    /// A key written twice keeps one value without an error: Foundation's
    /// decoder reports no duplicates, and detecting them would need a parser.
    case object([String: JSONValue])
}

extension JSONValue: Decodable {
    /// Decodes any JSON value, keeping booleans and numbers apart.
    ///
    /// The decoder offers no way to ask what a value is, only to try each kind, and a kind that
    /// does not fit throws an error whose coding path is built from the root: that was two thirds of
    /// loading a 340 KB Lottie file (0.25 s). So the kinds are tried from the most common in these
    /// documents (numbers, then arrays, objects, strings, booleans): TypeFace-B's 40,000 numbers,
    /// 22,000 arrays and 3,000 objects threw 121,000 errors booleans first, 35,000 so.
    /// Foundation's `JSONDecoder` is strict both ways (it reads `true` as no number and `1` as no
    /// boolean), which `SceneJSONValueTests` checks, so the order cannot turn one into the other.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        do {
            self = .number(try container.decode(Double.self))
            return
        } catch DecodingError.typeMismatch {
            // Not a number; try the other kinds below.
        } catch {
            // A number that overflows or underflows a Double (`1e999`): Foundation
            // throws its own error without a path, so give it the coding path.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "expected a finite number, got one outside the range of a Double",
                    underlyingError: error))
        }
        do {
            self = .array(try container.decode([JSONValue].self))
            return
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == container.codingPath.count
        {
            // Not an array; an error from inside one (deeper path) must propagate.
        }
        do {
            self = .object(try container.decode([String: JSONValue].self))
            return
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == container.codingPath.count
        {
            // Not an object; an error from inside one (deeper path) must propagate.
        }
        do {
            self = .string(try container.decode(String.self))
            return
        } catch DecodingError.typeMismatch {
            // Not a string: a boolean, the one kind left.
        } catch {
            // Foundation's parser rejects an escape no Swift string can hold (a lone UTF-16
            // surrogate such as \ud800) with its own error and no path.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "expected a string of Unicode text, got an escape of a lone UTF-16 surrogate",
                    underlyingError: error))
        }
        self = .bool(try container.decode(Bool.self))
    }
}

extension JSONValue {
    /// The value's JSON type with an article, for "expected …, got …" messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
