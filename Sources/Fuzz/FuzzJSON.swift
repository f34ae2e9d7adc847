import Foundation

/// A JSON document the fuzzer builds, mutates and writes: keys keep their order, and a number
/// can be written as raw text (`1e999`, `-0`), which no `Double` prints.
indirect enum FuzzJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// JSON text written as it is: a number literal that overflows or underflows a `Double`, or a
    /// string escape no Swift string can hold (a lone UTF-16 surrogate).
    case raw(String)
    case string(String)
    case array([FuzzJSON])
    case object([(key: String, value: FuzzJSON)])

    static func == (a: FuzzJSON, b: FuzzJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x.bitPattern == y.bitPattern
        case let (.raw(x), .raw(y)), let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The document as JSON text.
    var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d):
            // JSON has no NaN or infinity: those are written as the literals that overflow to them.
            if d.isNaN {
                out += "null"
            } else if d.isInfinite {
                out += d < 0 ? "-1e999" : "1e999"
            } else if d == d.rounded(), abs(d) < 1e15 {
                out += String(Int64(d))
            } else {
                out += "\(d)"
            }
        case .raw(let text): out += text
        case .string(let s): out += Self.quoted(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                out += Self.quoted(member.key) + ":"
                member.value.write(into: &out)
            }
            out += "}"
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The value at `key` of an object, if any.
    subscript(key: String) -> FuzzJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The object with `key` set to `value` (replaced in place, or appended).
    func setting(_ key: String, _ value: FuzzJSON) -> FuzzJSON {
        guard case .object(var members) = self else { return self }
        if let i = members.firstIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// Every place in the document down to `maximumPathDepth` steps, as paths from the root, in
    /// pre-order. Deeper places are left out: a tree mutated 100,000 layers deep has as many
    /// paths, each as long, and listing them (and reading each) took the mutator minutes a case.
    var paths: [[FuzzPathStep]] {
        var result: [[FuzzPathStep]] = []
        collectPaths(prefix: [], into: &result)
        return result
    }

    /// How deep `paths` goes: past the scene format's nesting limit (64), so that limit is still reached.
    static let maximumPathDepth = 256

    private func collectPaths(prefix: [FuzzPathStep], into result: inout [[FuzzPathStep]]) {
        result.append(prefix)
        guard prefix.count < Self.maximumPathDepth else { return }
        switch self {
        case .array(let items):
            for (i, item) in items.enumerated() { item.collectPaths(prefix: prefix + [.index(i)], into: &result) }
        case .object(let members):
            for member in members { member.value.collectPaths(prefix: prefix + [.key(member.key)], into: &result) }
        default: break
        }
    }

    /// The value at `path`.
    func value(at path: ArraySlice<FuzzPathStep>) -> FuzzJSON? {
        guard let step = path.first else { return self }
        switch (self, step) {
        case let (.array(items), .index(i)) where i < items.count: return items[i].value(at: path.dropFirst())
        case let (.object(members), .key(k)): return members.first { $0.key == k }?.value.value(at: path.dropFirst())
        default: return nil
        }
    }

    /// The document with the value at `path` replaced, or removed when `replacement` is nil
    /// (an array element or an object member; the root cannot be removed).
    func replacing(_ path: ArraySlice<FuzzPathStep>, with replacement: FuzzJSON?) -> FuzzJSON {
        guard let step = path.first else { return replacement ?? self }
        switch (self, step) {
        case (.array(var items), .index(let i)) where i < items.count:
            if path.count == 1, replacement == nil {
                items.remove(at: i)
            } else {
                items[i] = items[i].replacing(path.dropFirst(), with: replacement)
            }
            return .array(items)
        case (.object(var members), .key(let k)):
            guard let i = members.firstIndex(where: { $0.key == k }) else { return self }
            if path.count == 1, replacement == nil {
                members.remove(at: i)
            } else {
                members[i].value = members[i].value.replacing(path.dropFirst(), with: replacement)
            }
            return .object(members)
        default: return self
        }
    }

    /// How many values the document holds, itself included.
    var size: Int {
        switch self {
        case .array(let items): return 1 + items.reduce(0) { $0 + $1.size }
        case .object(let members): return 1 + members.reduce(0) { $0 + $1.value.size }
        default: return 1
        }
    }
}

/// One step into a JSON document.
enum FuzzPathStep: Equatable {
    case key(String)
    case index(Int)
}
