import Foundation

/// The order in which a JSON document writes the keys of some of its objects.
///
/// `JSONValue` keeps objects as dictionaries, because Foundation's decoders
/// give keys no order. Where order means something in a scene file (a layer's
/// `animations` are added in the order written, and later ones apply on top),
/// the decoder asks this index instead.
///
/// It is filled by one pass over the raw bytes of a document that
/// `JSONDecoder` has already accepted, so the scanner never reports syntax
/// errors; on anything it does not expect it stops, and the objects it has
/// not reached fall back to sorted key order. Only objects that are the value
/// of a member with a given name are recorded, so a 10,000-layer scene costs
/// one quick pass and no path strings. A key written twice is listed once, at
/// its first place.
///
/// ```swift
/// let order = JSONKeyOrder(scanning: Data(#"{"a": {"z": 1, "b": 2}}"#.utf8), objectsNamed: "a")
/// order.keys(at: JSONPath.document.key("a"))   // ["z", "b"]
/// ```
struct JSONKeyOrder {
    private var orders: [String: [String]] = [:]

    /// An empty index: every object falls back to sorted order.
    init() {}

    /// Records the key order of every object that is the value of a member named `name`.
    init(scanning data: Data, objectsNamed name: String) {
        // Most scenes have no such member; skip the pass for them. (A key spelled
        // with escapes, `"anim\u0061tions"`, is missed here and sorted instead.)
        guard data.range(of: Data("\"\(name)\"".utf8)) != nil else { return }
        var scanner = Scanner(bytes: [UInt8](data), name: name)
        scanner.scanDocument()
        orders = scanner.orders
    }

    /// The keys of the object at `path` in document order, if it was recorded.
    func keys(at path: JSONPath) -> [String]? { orders[path.description] }

    /// The keys of `object` (found at `path`) in document order; keys the index
    /// does not know follow, sorted.
    func orderedKeys<Value>(of object: [String: Value], at path: JSONPath) -> [String] {
        let written = (keys(at: path) ?? []).filter { object[$0] != nil }
        let known = Set(written)
        return written + object.keys.filter { !known.contains($0) }.sorted()
    }

    /// A recursive-descent walk over valid JSON that tracks the path as components.
    private struct Scanner {
        enum Component {
            case key(String)
            case index(Int)
        }

        let bytes: [UInt8]
        let name: String
        var position = 0
        var path: [Component] = []
        var orders: [String: [String]] = [:]
        /// Set on anything unexpected; every loop then unwinds.
        var failed = false

        init(bytes: [UInt8], name: String) {
            self.bytes = bytes
            self.name = name
            // A UTF-8 byte order mark, which JSONDecoder accepts.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        mutating func scanDocument() {
            skipWhitespace()
            scanValue()
        }

        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        private mutating func skipWhitespace() {
            while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { position += 1 }
        }

        private mutating func scanValue() {
            guard !failed, let c = current else { return fail() }
            switch c {
            case UInt8(ascii: "{"): scanObject()
            case UInt8(ascii: "["): scanArray()
            case UInt8(ascii: "\""): _ = scanString()
            default:
                // A number or a literal: everything up to the next delimiter.
                let start = position
                while let c = current, !Self.delimiters.contains(c) { position += 1 }
                if position == start { fail() }
            }
        }

        private static let delimiters: Set<UInt8> = Set(",]} \n\r\t".utf8)

        private mutating func scanObject() {
            position += 1
            let recording: Bool
            if case .key(let key)? = path.last, key == name { recording = true } else { recording = false }
            var keys: [String] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
            } else {
                while !failed {
                    skipWhitespace()
                    guard current == UInt8(ascii: "\""), let key = scanString() else { return fail() }
                    if recording, !keys.contains(key) { keys.append(key) }
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else { return fail() }
                    position += 1
                    skipWhitespace()
                    path.append(.key(key))
                    scanValue()
                    path.removeLast()
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        position += 1
                    } else if current == UInt8(ascii: "}") {
                        position += 1
                        break
                    } else {
                        return fail()
                    }
                }
            }
            if recording, !failed { orders[pathDescription()] = keys }
        }

        private mutating func scanArray() {
            position += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return
            }
            var index = 0
            while !failed {
                skipWhitespace()
                path.append(.index(index))
                scanValue()
                path.removeLast()
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    position += 1
                    index += 1
                } else if current == UInt8(ascii: "]") {
                    position += 1
                    return
                } else {
                    return fail()
                }
            }
        }

        /// Reads a string starting at its opening quote; escapes are decoded by `JSONDecoder`
        /// itself, so keys match the dictionary's exactly.
        private mutating func scanString() -> String? {
            let start = position
            position += 1
            var escaped = false
            while let c = current, c != UInt8(ascii: "\"") {
                if c == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                }
                position += 1
            }
            guard current == UInt8(ascii: "\"") else {
                fail()
                return nil
            }
            position += 1
            guard escaped else { return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self) }
            return try? JSONDecoder().decode(String.self, from: Data(bytes[start..<position]))
        }

        private func pathDescription() -> String {
            path.reduce(JSONPath.document) { path, component in
                switch component {
                case .key(let key): return path.key(key)
                case .index(let index): return path.index(index)
                }
            }.description
        }

        private mutating func fail() { failed = true }
    }
}
