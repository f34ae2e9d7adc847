import Foundation

/// One value as `layerkit dump` writes it: JSON's kinds. A number that is not finite (the
/// `frame` of a layer turned edge-on) is written as `null`, which JSON has instead.
public enum DumpValue: Encodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DumpValue])
    case object([String: DumpValue])

    /// Encodes the value as the JSON that `layerkit dump` writes.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer()
            try c.encodeNil()
        case .bool(let value):
            var c = encoder.singleValueContainer()
            try c.encode(value)
        case .number(let value):
            var c = encoder.singleValueContainer()
            if value.isFinite { try c.encode(value) } else { try c.encodeNil() }
        case .string(let value):
            var c = encoder.singleValueContainer()
            try c.encode(value)
        case .array(let values):
            var c = encoder.unkeyedContainer()
            for value in values { try c.encode(value) }
        case .object(let values):
            var c = encoder.container(keyedBy: DumpKey.self)
            for (key, value) in values { try c.encode(value, forKey: DumpKey(key)) }
        }
    }

    // MARK: Reading (for Swift callers and tests)

    /// The number, if this is one.
    public var number: Double? { if case .number(let v) = self { return v } else { return nil } }
    /// The string, if this is one.
    public var string: String? { if case .string(let v) = self { return v } else { return nil } }
    /// The Boolean, if this is one.
    public var bool: Bool? { if case .bool(let v) = self { return v } else { return nil } }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }
    /// The numbers of an array of numbers.
    public var numbers: [Double]? {
        guard case .array(let values) = self else { return nil }
        let numbers = values.compactMap(\.number)
        return numbers.count == values.count ? numbers : nil
    }
    /// A member of an object.
    public subscript(key: String) -> DumpValue? {
        if case .object(let values) = self { return values[key] } else { return nil }
    }
}

/// A key chosen at run time, for the declared properties' keys.
struct DumpKey: CodingKey {
    let stringValue: String
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}
